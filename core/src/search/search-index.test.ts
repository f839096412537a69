// Migration 0013 on a database saved by an older version: the candidates already saved are searchable.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrationProvider } from '../db/migrations.js';
import { createSearchService } from './search-service.js';

describe('the search index migration', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fills the index from the candidates saved before it', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-search-migrate-'));
    const file = path.join(dir, 'recruit.db');
    const older = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SqliteDatabase(file) }) });
    const { error } = await new Migrator({ db: older, provider: migrationProvider }).migrateTo(
      '0012_scheduled_calls',
    );
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

    const opened = await openDatabase({ dialect: 'sqlite', file });
    try {
      const search = createSearchService({ db: opened.db, dialect: 'sqlite' });
      const names = async (q: string) => (await search.search('u-1', q)).candidates.map((c) => c.name);
      expect(await names('company:globex skill:python location:berlin')).toEqual(['Maria Lopez']);
      expect(await names('baker')).toEqual(['Tom Baker']);
      expect(await names('oops')).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
