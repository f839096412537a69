// The search index migrations on a database saved by an older version: the candidates already saved
// are searchable (SQLite: 0013 and 0016; PostgreSQL: 0013 and 0019), rows with broken JSON included.
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { openDatabase } from '../db/database.js';
import { migrationProvider } from '../db/migrations.js';
import { SchemaPostgresDialect } from '../db/pg-introspector.js';
import { createSearchService } from './search-service.js';

describe.each(testDialects())('the search index migrations on $name', (dialect) => {
  let drop: () => Promise<void> = async () => {};
  afterEach(async () => drop());

  it('fill the index from the candidates saved before them', async () => {
    const created = await dialect.create();
    drop = created.drop;
    const { target } = created;
    const older = new Kysely<unknown>({
      dialect:
        target.dialect === 'sqlite'
          ? new SqliteDialect({ database: new SqliteDatabase(target.file) })
          : new SchemaPostgresDialect(
              {
                pool: new pg.Pool({
                  connectionString: target.url,
                  options: `-c search_path=${target.schema}`,
                }),
              },
              target.schema,
            ),
    });
    const { error } = await new Migrator({
      db: older,
      provider: migrationProvider,
      ...(target.dialect === 'postgres' ? { migrationTableSchema: target.schema } : {}),
    }).migrateTo('0012_scheduled_calls');
    expect(error).toBeUndefined();
    await sql`insert into users (id, email, name, password_hash, created_at)
      values ('u-1', 'ada@acme.io', 'Ada', 'x', '2026-01-01')`.execute(older);
    await sql`insert into candidates (id, user_id, name, email, skills, experience, created_at, updated_at,
      position, location) values ('c-1', 'u-1', 'Maria Lopez', 'maria@mail.io', '["Python","Spark"]',
      '[{"title":"Data Engineer","company":"Globex","period":"2020 - Present"}]', '2026-01-01', '2026-01-01',
      'Data Engineer', 'Berlin')`.execute(older);
    // Broken JSON in an old row: still indexed by its other fields, and the migration does not fail.
    await sql`insert into candidates (id, user_id, name, skills, experience, created_at, updated_at)
      values ('c-2', 'u-1', 'Tom Baker', 'not json', '{oops', '2026-01-01', '2026-01-01')`.execute(older);
    await older.destroy();

    const opened = await openDatabase(target);
    try {
      const search = createSearchService({ db: opened.db, dialect: opened.dialect });
      const names = async (q: string) => (await search.search('u-1', q)).candidates.map((c) => c.name);
      expect(await names('company:globex skill:python location:berlin')).toEqual(['Maria Lopez']);
      expect(await names('baker')).toEqual(['Tom Baker']);
      expect(await names('oops')).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
