// The LinkedIn profile key migration on both dialects: a database an older version left, with
// LinkedIn candidates saved twice (the old list-scan dedupe let parallel saves through), gets one
// key per profile on the first saved row, the others kept without a key, and the unique index.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import pg from 'pg';
import { testDialects } from '../../../tests/helpers/databases.js';
import { linkedinProfileKey } from '../linkedin/profile-key.js';
import type { DatabaseTarget } from './database.js';
import { migrationProvider, migrations } from './migrations.js';
import { SchemaPostgresDialect } from './pg-introspector.js';

type Tables = {
  users: { id: string; email: string; name: string; password_hash: string; created_at: string };
  candidates: {
    id: string;
    user_id: string;
    name: string;
    source: string;
    created_at: string;
    updated_at: string;
    linkedin_key?: string | null;
  };
};

const MIGRATION = Object.keys(migrations).find((n) => n.endsWith('_linkedin_profile_key'))!;
const BEFORE = Object.keys(migrations)[Object.keys(migrations).indexOf(MIGRATION) - 1]!;

function rawDb(target: DatabaseTarget): Kysely<Tables> {
  if (target.dialect === 'sqlite')
    return new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SqliteDatabase(target.file) }) });
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 2,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // Its migrator looks only at this schema, as openDatabase's does (pg-introspector.ts).
  return new Kysely<Tables>({ dialect: new SchemaPostgresDialect({ pool }, target.schema) });
}

describe('LinkedIn profile keys', () => {
  it('are one key per profile URL, whatever the host, scheme, case, slash or escapes', () => {
    const key = 'linkedin.com/in/grace-hopper';
    for (const url of [
      'https://www.linkedin.com/in/grace-hopper/',
      'http://linkedin.com/in/Grace-Hopper',
      'https://uk.linkedin.com/in/grace-hopper?trk=x',
      'https://www.linkedin.com/in/grace%2Dhopper/',
    ])
      expect(linkedinProfileKey(url), url).toBe(key);
    expect(linkedinProfileKey('https://www.linkedin.com/in/grace-hoppers/')).not.toBe(key);
    expect(linkedinProfileKey('https://example.com/in/grace-hopper')).toBeNull();
    expect(linkedinProfileKey('https://www.linkedin.com/company/acme/')).toBeNull();
  });
});

describe.each(testDialects())('the LinkedIn profile key migration on $name', (dialect) => {
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  let db: Kysely<Tables>;
  beforeEach(async () => {
    ({ target, drop } = await dialect.create());
    db = rawDb(target);
  });
  afterEach(async () => {
    await db.destroy();
    await drop();
  });

  const migrator = () =>
    new Migrator({
      db,
      provider: migrationProvider,
      ...(target.dialect === 'postgres' && target.schema ? { migrationTableSchema: target.schema } : {}),
    });

  it('backfills the first of duplicate profiles, keeps the others, and refuses a second key', async () => {
    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
    const at = (n: number) => `2025-01-0${n}T00:00:00.000Z`;
    await db
      .insertInto('users')
      .values(
        ['ada', 'bob'].map((id) => ({
          id,
          email: `${id}@acme.io`,
          name: id,
          password_hash: 'x',
          created_at: at(1),
        })),
      )
      .execute();
    const row = (id: string, user: string, source: string, day: number) => ({
      id,
      user_id: user,
      name: id,
      source,
      created_at: at(day),
      updated_at: at(day),
    });
    await db
      .insertInto('candidates')
      .values([
        row('later-dup', 'ada', 'linkedin:https://www.linkedin.com/in/Grace-Hopper/', 3),
        row('first', 'ada', 'linkedin:https://www.linkedin.com/in/grace-hopper/', 2),
        row('bobs', 'bob', 'linkedin:https://www.linkedin.com/in/grace-hopper/', 4),
        row('resume', 'ada', 'resume:cv.pdf', 1),
        row('broken', 'ada', 'linkedin:not a url', 1),
      ])
      .execute();

    expect((await migrator().migrateTo(MIGRATION)).error).toBeUndefined();
    const keys = await db.selectFrom('candidates').select(['id', 'linkedin_key']).orderBy('id').execute();
    expect(keys).toEqual([
      { id: 'bobs', linkedin_key: 'linkedin.com/in/grace-hopper' },
      { id: 'broken', linkedin_key: null },
      { id: 'first', linkedin_key: 'linkedin.com/in/grace-hopper' },
      { id: 'later-dup', linkedin_key: null },
      { id: 'resume', linkedin_key: null },
    ]);
    // The database now refuses a second row of Ada's for the profile.
    await expect(
      db
        .insertInto('candidates')
        .values({ ...row('third', 'ada', 'linkedin:x', 5), linkedin_key: 'linkedin.com/in/grace-hopper' })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
