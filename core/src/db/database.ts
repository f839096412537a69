import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { AppError } from '../errors.js';
import { migrationProvider, migrations } from './migrations.js';
import { SchemaPostgresDialect } from './pg-introspector.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

export type OpenDatabase = { db: Db; dialect: DatabaseTarget['dialect']; close: () => Promise<void> };

/** Opens SQLite (WAL, foreign keys, busy timeout) or PostgreSQL and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  let db: Db;
  if (target.dialect === 'sqlite') {
    if (target.file !== ':memory:') {
      mkdirSync(path.dirname(target.file), { recursive: true, mode: 0o700 });
      makePrivate(target.file);
    }
    const sqlite = new SqliteDatabase(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // Deleted rows are overwritten with zeros, so a deleted account's text does not linger in free pages.
    sqlite.pragma('secure_delete = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  } else {
    // Loaded only for PostgreSQL: a CLI run on the default SQLite database does not pay for it.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    // One bad connection must not crash the process: the error surfaces on the next query.
    pool.on('error', () => {});
    // Introspection (the migrator's) reads this schema only: see SchemaIntrospector.
    db = new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }, target.schema) });
  }
  try {
    await migrate(db, target.dialect === 'postgres' ? target.schema : undefined);
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

/**
 * The database holds password hashes and sessions: owner-only, like secret.key. SQLite creates its
 * -wal and -shm files with the main file's mode, so creating the file 0600 first covers all three;
 * files left 0644 by an older version are tightened on open.
 */
function makePrivate(file: string) {
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(f)) chmodSync(f, 0o600);
  }
}

/**
 * True when the database has run exactly this version's migrations: one query, where Kysely's
 * migrator introspects every table and takes its lock first (the most of a quick command's time in
 * the database). Anything else (a new database, pending migrations, a newer version's) goes to the
 * migrator, which applies or reports it.
 */
async function isUpToDate(db: Db, schema: string | undefined): Promise<boolean> {
  const table = schema ? sql.table(`${schema}.kysely_migration`) : sql.table('kysely_migration');
  try {
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
    const done = new Set(rows.map((r) => r.name));
    const wanted = Object.keys(migrations);
    return done.size === wanted.length && wanted.every((name) => done.has(name));
  } catch {
    return false;
  }
}

async function migrate(db: Db, schema: string | undefined): Promise<void> {
  if (await isUpToDate(db, schema)) return;
  // Kysely looks for its migration tables in every schema unless told which one: with another
  // schema's tables in the same database (tests, several apps) it would skip creating its own.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
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
