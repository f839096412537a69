import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { openDatabase } from './database.js';
import { migrationProvider, migrations } from './migrations.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('SQLite database file permissions', () => {
  const dirs: string[] = [];
  const tempFile = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-perm-'));
    dirs.push(dir);
    return path.join(dir, 'recruit.db');
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('creates recruit.db and its -wal and -shm files readable by the owner only (0600)', async () => {
    const file = tempFile();
    const prev = process.umask(0o022);
    try {
      const { db, close } = await openDatabase({ dialect: 'sqlite', file });
      // A write makes sure the WAL and the shared-memory index exist while the database is open.
      await db.selectFrom('users').select('id').execute();
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f).toString(8)).toBe('600');
      await close();
    } finally {
      process.umask(prev);
    }
  });

  it('tightens a database file an older version left 0644', async () => {
    const file = tempFile();
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const { close } = await openDatabase({ dialect: 'sqlite', file });
    expect(modeOf(file).toString(8)).toBe('600');
    await close();
  });
});

describe('migrations on open', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies a migration an older database lacks, and refuses a database from a newer version', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-migrate-'));
    const file = path.join(dir, 'recruit.db');
    const names = Object.keys(migrations);
    const recorded = async <T>(db: Kysely<T>) =>
      (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
        (r) => r.name,
      );

    // As an older version left it: every migration but the newest.
    const older = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SqliteDatabase(file) }) });
    const { error } = await new Migrator({ db: older, provider: migrationProvider }).migrateTo(names.at(-2)!);
    expect(error).toBeUndefined();
    expect(await recorded(older)).toEqual(names.slice(0, -1));
    await older.destroy();

    const again = await openDatabase({ dialect: 'sqlite', file });
    expect(await recorded(again.db)).toEqual(names);
    // Up to date: opening changes nothing.
    await again.close();
    const third = await openDatabase({ dialect: 'sqlite', file });
    expect(await recorded(third.db)).toEqual(names);
    // A migration this version does not know: the database is from a newer version.
    await sql`insert into kysely_migration (name, timestamp) values ('9999_future', '2030-01-01')`.execute(
      third.db,
    );
    await third.close();
    await expect(openDatabase({ dialect: 'sqlite', file })).rejects.toThrow(/9999_future/);
  });
});
