import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { AppError } from '../errors.js';
import { migrationProvider } from './migrations.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

export type OpenDatabase = { db: Db; dialect: DatabaseTarget['dialect']; close: () => Promise<void> };

/** Opens SQLite (WAL, foreign keys, busy timeout) or PostgreSQL and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  let db: Db;
  if (target.dialect === 'sqlite') {
    if (target.file !== ':memory:') mkdirSync(path.dirname(target.file), { recursive: true, mode: 0o700 });
    const sqlite = new SqliteDatabase(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  } else {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    // One bad connection must not crash the process: the error surfaces on the next query.
    pool.on('error', () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  try {
    await migrate(db);
  } catch (e) {
    await db.destroy().catch(() => {});
    throw new AppError(
      'unavailable',
      'database_unavailable',
      `Could not open the database: ${(e as Error).message}`,
      {
        cause: e,
      },
    );
  }
  return { db, dialect: target.dialect, close: () => db.destroy() };
}

async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** True when a query failed on a unique constraint (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string };
  return (
    err?.code === '23505' ||
    err?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
