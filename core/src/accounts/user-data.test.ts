import { readFileSync, existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import {
  DERIVED_FROM,
  NOT_USER_DATA,
  USER_DATA_TABLES,
  listColumns,
  listTables,
  type UserDataTable,
} from './user-data.js';

const PASSWORD = 'Sunny-Day-42';

type Column = { name: string; type: string; notNull: boolean; hasDefault: boolean };
type ForeignKey = { from: string; table: string; to: string };

/** Column types, not-null and defaults, and foreign keys, read from the database itself. */
async function describeTable(
  core: TestCore,
  table: string,
): Promise<{ columns: Column[]; fks: ForeignKey[] }> {
  if (core.dialect === 'sqlite') {
    const { rows } = await sql<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: unknown;
      pk: number;
    }>`
      select name, type, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(core.db);
    const fks =
      await sql<ForeignKey>`select "from", "table", "to" from pragma_foreign_key_list(${table})`.execute(
        core.db,
      );
    return {
      columns: rows.map((r) => ({
        name: r.name,
        type: r.type.toLowerCase(),
        notNull: r.notnull === 1 || r.pk > 0,
        hasDefault: r.dflt_value !== null,
      })),
      fks: fks.rows,
    };
  }
  const { rows } = await sql<{ name: string; type: string; nullable: string; dflt: unknown }>`
    select column_name as name, data_type as type, is_nullable as nullable, column_default as dflt
    from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
    core.db,
  );
  const fks = await sql<ForeignKey>`
    select kcu.column_name as "from", ccu.table_name as "table", ccu.column_name as "to"
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
      and tc.table_name = ${table}`.execute(core.db);
  return {
    columns: rows.map((r) => ({
      name: r.name,
      type: r.type.toLowerCase(),
      notNull: r.nullable === 'NO',
      hasDefault: r.dflt !== null,
    })),
    fks: fks.rows,
  };
}

const valueFor = (type: string, text: string): unknown =>
  /int|serial/.test(type)
    ? 1
    : /bool/.test(type)
      ? true
      : /real|double|numeric|float/.test(type)
        ? 1.5
        : /timestamp|date/.test(type)
          ? new Date()
          : text;

type Person = { id: string; email: string; marker: string; token: string };

/**
 * Gives the person a row in every table of the list that has none of theirs yet, every column filled
 * (text columns carry the person's marker), parents before children.
 */
async function fillEveryTable(core: TestCore, who: Person) {
  const inserted = new Map<string, Record<string, unknown>>();
  const present = new Set(await listTables(core.db, core.dialect));
  for (const t of [...USER_DATA_TABLES].reverse()) {
    if (!present.has(t.table)) continue;
    const owner =
      'parent' in t
        ? sql`${sql.ref(t.column)} in (select ${sql.ref(t.parent.key)} from ${sql.table(t.parent.table)}
            where ${sql.ref(t.parent.column)} = ${who.id})`
        : sql`${sql.ref(t.column)} = ${t.holds === 'email' ? who.email : who.id}`;
    const { rows: own } = await sql<Record<string, unknown>>`select * from ${sql.table(t.table)}
      where ${owner}`.execute(core.db);
    if (own[0]) {
      inserted.set(t.table, own[0]);
      continue;
    }
    const { columns, fks } = await describeTable(core, t.table);
    const row: Record<string, unknown> = {};
    for (const c of columns) {
      const fk = fks.find((f) => f.from === c.name);
      if (c.name === t.column) {
        row[c.name] =
          'parent' in t
            ? (inserted.get(t.parent.table)?.[t.parent.key] ?? (await ownRow(core, t, who)))
            : t.holds === 'email'
              ? who.email
              : who.id;
      } else if (fk) {
        if (fk.table === 'users') row[c.name] = who.id;
        else if (c.notNull) row[c.name] = inserted.get(fk.table)?.[fk.to] ?? null;
      } else if (c.notNull || !c.hasDefault) {
        row[c.name] = valueFor(c.type, `${who.marker}-${c.name}-${randomUUID()}`);
      }
    }
    await sql`insert into ${sql.table(t.table)} (${sql.join(Object.keys(row).map((k) => sql.ref(k)))})
      values (${sql.join(Object.values(row))})`.execute(core.db);
    inserted.set(t.table, row);
  }
}

/** The key of a parent row the person already owns. */
async function ownRow(core: TestCore, t: Extract<UserDataTable, { parent: unknown }>, who: Person) {
  const { rows } = await sql<Record<string, unknown>>`select ${sql.ref(t.parent.key)} as k from ${sql.table(
    t.parent.table,
  )} where ${sql.ref(t.parent.column)} = ${who.id}`.execute(core.db);
  return rows[0]?.k;
}

/** Every row of every table, each as one JSON text. */
async function everyRow(core: TestCore): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await listTables(core.db, core.dialect)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(core.db);
    out[table] = rows.map((r) => JSON.stringify(r));
  }
  return out;
}

describe.each(testDialects())('user data on $name', (dialect) => {
  let core: TestCore;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
  });
  afterEach(async () => core.dispose());

  it('lists every table of the database: each holds user data the list covers, or is named as holding none', async () => {
    const listed = new Set(USER_DATA_TABLES.map((t) => t.table));
    const problems: string[] = [];
    for (const table of await listTables(core.db, core.dialect)) {
      const columns = await listColumns(core.db, core.dialect, table);
      const owner = columns.find((c) => /^(user_id|owner_id|owner|.+_user_id|email)$/.test(c));
      if (listed.has(table)) continue;
      if (owner) problems.push(`${table} has a ${owner} column but is not in USER_DATA_TABLES`);
      else if (!(table in NOT_USER_DATA) && !(table in DERIVED_FROM))
        problems.push(`${table} is in neither USER_DATA_TABLES nor NOT_USER_DATA`);
    }
    expect(problems).toEqual([]);
  });

  it('Delete Account removes every row of the user in every table and nothing of another user', async () => {
    const people: Person[] = [];
    for (const [name, email] of [
      ['Ada Lovelace', 'ada@acme.io'],
      ['Grace Hopper', 'grace@acme.io'],
    ] as const) {
      const s = await core.accounts.register({ email, password: PASSWORD, name });
      const marker = `zq${randomUUID().replace(/-/g, '')}`;
      people.push({ id: s.userId, email, marker, token: s.token });
      await core.candidates.create(s.userId, { name: `${marker} Candidate`, email: `${marker}@mail.io` });
      // A candidate saved from a resume keeps its original file (the marker is in its bytes).
      await core.candidates.saveParsed(
        s.userId,
        { name: `${marker} Resume`, email: '', phone: '', skills: [], experience: [], education: [] },
        {
          source: 'web:cv.pdf',
          file: { bytes: Buffer.from(`%PDF-1.4 ${marker} resume`), name: 'cv.pdf', type: 'application/pdf' },
        },
      );
      await core.settings.saveProfile(s.userId, { name, company: `${marker} Corp` });
      await core.settings.savePreferences(s.userId, { appearance: { darkMode: true } });
      await core.accounts.login(email, 'Wrong-Pass-1').catch(() => undefined);
      await core.accounts.requestPasswordReset(email);
    }
    const [ada, grace] = people as [Person, Person];
    for (const p of people) await fillEveryTable(core, p);
    const before = await everyRow(core);
    for (const t of USER_DATA_TABLES) {
      if (!(t.table in before)) continue;
      const rows = before[t.table]!;
      // The fixture is real: both people have rows in every table of the list.
      expect(
        rows.some((r) => r.includes(ada.marker) || r.includes(ada.id) || r.includes(ada.email)),
        t.table,
      ).toBe(true);
    }

    const e = await core.settings
      .deleteAccount(ada.id, { confirmEmail: 'grace@acme.io' })
      .catch((x: Error) => x);
    expect((e as Error).message).toBe('Type the email address of your account to confirm');

    const removed = await core.settings.deleteAccount(ada.id, { confirmEmail: '  ADA@acme.io ' });
    expect(removed.users).toBe(1);
    expect(removed.candidates).toBe(2);
    expect(removed.candidate_activity).toBe(2);
    expect(removed.candidate_files).toBe(1);

    const after = await everyRow(core);
    const left = Object.entries(after).flatMap(([table, rows]) =>
      rows
        .filter((r) => r.includes(ada.marker) || r.includes(ada.id) || r.includes(ada.email))
        .map(() => table),
    );
    expect(left).toEqual([]);
    for (const [table, rows] of Object.entries(before)) {
      const graceRows = (list: string[]) =>
        list.filter((r) => r.includes(grace.marker) || r.includes(grace.id));
      expect(graceRows(after[table] ?? []).length, table).toBe(graceRows(rows).length);
    }
    expect(await core.accounts.getSession(ada.token)).toBeNull();
    expect(await core.accounts.getSession(grace.token)).not.toBeNull();

    if (core.dialect === 'sqlite') {
      // secure_delete: the deleted text is in neither the database file nor its WAL; the other user's is.
      const { rows } = await sql<{
        file: string;
      }>`select file from pragma_database_list where name = 'main'`.execute(core.db);
      const file = rows[0]!.file;
      const bytes = Buffer.concat(
        [file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f)),
      ).toString('latin1');
      expect(bytes.includes(grace.marker)).toBe(true);
      expect(bytes.includes(ada.marker)).toBe(false);
      expect(bytes.includes(ada.email)).toBe(false);
    }
  });
});
