// Everything stored about a user, table by table: what "Delete Account" removes and "Export my data"
// writes. One list drives both; user-data.test.ts reads the tables from the database itself and fails
// naming any table this list does not cover, so a new table cannot be forgotten.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * How a table's rows belong to a user: a column holding the user's id (or email), or a column holding
 * the id of a row of a parent table that does.
 */
export type UserDataTable =
  | { table: string; column: string; holds: 'user_id' | 'email' }
  | { table: string; column: string; parent: { table: string; key: string; column: string } };

/** Every table holding a user's data, children before their parents, `users` last. */
export const USER_DATA_TABLES: readonly UserDataTable[] = [
  { table: 'sessions', column: 'user_id', holds: 'user_id' },
  { table: 'reset_codes', column: 'email', holds: 'email' },
  { table: 'login_failures', column: 'user_id', holds: 'user_id' },
  { table: 'subscriptions', column: 'user_id', holds: 'user_id' },
  { table: 'usage', column: 'user_id', holds: 'user_id' },
  { table: 'plan_changes', column: 'user_id', holds: 'user_id' },
  { table: 'user_api_keys', column: 'user_id', holds: 'user_id' },
  { table: 'user_settings', column: 'user_id', holds: 'user_id' },
  { table: 'candidate_activity', column: 'user_id', holds: 'user_id' },
  { table: 'candidate_files', column: 'user_id', holds: 'user_id' },
  { table: 'candidates', column: 'user_id', holds: 'user_id' },
  {
    table: 'domain_changes',
    column: 'monitored_id',
    parent: { table: 'monitored_domains', key: 'id', column: 'user_id' },
  },
  { table: 'monitored_domains', column: 'user_id', holds: 'user_id' },
  {
    table: 'chat_messages',
    column: 'conversation_id',
    parent: { table: 'chat_conversations', key: 'id', column: 'user_id' },
  },
  { table: 'chat_conversations', column: 'user_id', holds: 'user_id' },
  { table: 'email_enrollments', column: 'user_id', holds: 'user_id' },
  { table: 'email_messages', column: 'user_id', holds: 'user_id' },
  { table: 'email_sequences', column: 'user_id', holds: 'user_id' },
  { table: 'email_templates', column: 'user_id', holds: 'user_id' },
  { table: 'email_settings', column: 'user_id', holds: 'user_id' },
  { table: 'email_imap_settings', column: 'user_id', holds: 'user_id' },
  { table: 'interviews', column: 'user_id', holds: 'user_id' },
  { table: 'scheduled_calls', column: 'user_id', holds: 'user_id' },
  { table: 'scrape_runs', column: 'user_id', holds: 'user_id' },
  { table: 'users', column: 'id', holds: 'user_id' },
];

/** Tables that hold nothing of any user, and why. */
export const NOT_USER_DATA: Readonly<Record<string, string>> = {
  kysely_migration: 'the schema version',
  kysely_migration_lock: 'the schema version lock',
  billing_events: 'ids of payment webhook events already applied (no user in them)',
  call_requests: "the landing page's call requests from visitors, not tied to an account",
};

/**
 * Tables the database derives from a listed table and keeps in step with it by triggers (so a user's
 * entries go with their rows there): smart search's FTS5 index of candidates and its shadow tables
 * (SQLite, migrations 0013 and 0016; secure-delete removes a deleted row's terms from its pages).
 */
export const DERIVED_FROM: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['', '_config', '_content', '_data', '_docsize', '_idx'].map((s) => [`candidates_fts${s}`, 'candidates']),
  ),
  // PostgreSQL (migration 0019): a candidate's stored search vectors, deleted with it (on delete cascade).
  candidate_search: 'candidates',
};

/** Columns never exported: password, answer, code and token hashes, and sealed secrets. */
const SECRET_COLUMN = /(_hash|_sealed)$|^api_key$/;

/**
 * Columns of file bytes, never read for the export: it lists each file (name, media type, size), and
 * the file itself is downloaded from its candidate (GET /api/candidates/:id/resume).
 */
const BYTES_COLUMNS: Readonly<Record<string, readonly string[]>> = { candidate_files: ['content'] };

/** The tables of the open database (SQLite's sqlite_master, PostgreSQL's information_schema). */
export async function listTables(db: Db, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'
          and name not like 'sqlite\\_%' escape '\\' order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
          db,
        );
  return rows.map((r) => r.name);
}

/** A table's column names. */
export async function listColumns(db: Db, dialect: 'sqlite' | 'postgres', table: string): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
    return rows.map((r) => r.name);
  }
  const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return rows.map((r) => r.name);
}

type Who = { id: string; email: string };

/** The where-clause of a table's rows of the user (identifiers come from the list above, never input). */
const ownedBy = (t: UserDataTable, who: Who) =>
  'parent' in t
    ? sql`${sql.ref(t.column)} in (select ${sql.ref(t.parent.key)} from ${sql.table(t.parent.table)}
        where ${sql.ref(t.parent.column)} = ${who.id})`
    : sql`${sql.ref(t.column)} = ${t.holds === 'email' ? who.email : who.id}`;

/** Tables of the list that exist in this database (an older schema may lack a newer tool's). */
async function presentTables(db: Db, dialect: 'sqlite' | 'postgres') {
  const present = new Set(await listTables(db, dialect));
  return USER_DATA_TABLES.filter((t) => present.has(t.table));
}

/**
 * Removes every row of the user in one transaction and answers the count per table. On SQLite the
 * database runs with secure_delete on (deleted text is overwritten) and the WAL is checkpointed and
 * truncated after, so the removed text is not left in the files either.
 */
export async function deleteUserData(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  who: Who,
): Promise<Record<string, number>> {
  const tables = await presentTables(db, dialect);
  const removed: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    for (const t of tables) {
      const r = await sql`delete from ${sql.table(t.table)} where ${ownedBy(t, who)}`.execute(trx);
      removed[t.table] = Number(r.numAffectedRows ?? 0n);
    }
  });
  if (dialect === 'sqlite') {
    // Copies the WAL's frames (which still hold the old pages) into the file, then empties it.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db).catch(() => undefined);
  }
  return removed;
}

/** JSON text columns (skills, changes, steps …) come back as JSON; other values as stored. */
const readable = (v: unknown): unknown => {
  if (typeof v !== 'string' || !/^[[{]/.test(v)) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

export type UserDataExport = {
  format: 'recruit-account-export/1';
  exportedAt: string;
  account: { email: string };
  tables: Record<string, Record<string, unknown>[]>;
};

/**
 * Everything stored about the user, table by table, from the same list the deletion uses: no
 * password, answer, code or token hashes and no provider keys (sealed or not).
 */
export async function exportUserData(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  who: Who,
  now: Date,
): Promise<UserDataExport> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const t of await presentTables(db, dialect)) {
    const skip = BYTES_COLUMNS[t.table];
    const columns = skip
      ? sql.join(
          (await listColumns(db, dialect, t.table)).filter((c) => !skip.includes(c)).map((c) => sql.ref(c)),
        )
      : sql`*`;
    const { rows } = await sql<Record<string, unknown>>`select ${columns} from ${sql.table(t.table)}
      where ${ownedBy(t, who)}`.execute(db);
    tables[t.table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([k]) => !SECRET_COLUMN.test(k))
          .map(([k, v]) => [k, readable(v)]),
      ),
    );
  }
  return {
    format: 'recruit-account-export/1',
    exportedAt: now.toISOString(),
    account: { email: who.email },
    tables,
  };
}
