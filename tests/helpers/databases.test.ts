// The per-test databases of ./databases.ts. PostgreSQL tests share one database, each in a schema of its
// own that its teardown drops while other test files are still opening theirs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '@recruit/core';
import { testDialects } from './databases.js';

const postgres = testDialects().find((d) => d.name === 'postgres');
const pgTarget = (t: DatabaseTarget) => {
  if (t.dialect !== 'postgres' || !t.schema) throw new Error('expected a PostgreSQL schema');
  return { ...t, schema: t.schema };
};

describe.skipIf(!postgres)('per-test PostgreSQL schemas', () => {
  it('a database opens (and migrates) while another test drops its schema', async () => {
    const mine = await postgres!.create();
    const other = await postgres!.create();
    const [target, otherTarget] = [pgTarget(mine.target), pgTarget(other.target)];
    // The other test's database holds tables, as a test's does when its teardown drops it.
    await (await openDatabase(other.target)).close();

    // Opening used to list every schema's tables (Kysely's introspection, for the migrator), then
    // look each schema up by name: when a schema in that list was dropped before the lookup, the open
    // failed with 3F000 'schema "t_…" does not exist', naming the other test's schema. The window is
    // held open here without timing: this client locks pg_description, which the listing reads for
    // each column's comment after it took its snapshot, drops the other schema once the open waits
    // on that lock, and commits.
    const app = `recruit_open_${randomBytes(4).toString('hex')}`;
    const url = new URL(target.url);
    url.searchParams.set('application_name', app);
    const dropper = new pg.Client({ connectionString: target.url });
    const watcher = new pg.Client({ connectionString: target.url });
    await dropper.connect();
    await watcher.connect();
    try {
      await dropper.query('begin');
      await dropper.query('lock table pg_catalog.pg_description in access exclusive mode');
      let settled = false;
      const opening = openDatabase({ ...target, url: url.toString() }).finally(() => (settled = true));
      opening.catch(() => {});
      // Until the open waits on the lock (or is done without needing it).
      while (!settled) {
        const { rows } = await watcher.query(
          `select 1 from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
          [app],
        );
        if (rows.length) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      await dropper.query(`drop schema ${otherTarget.schema} cascade`);
      await dropper.query('commit');

      const opened = await opening;
      try {
        expect(await opened.db.selectFrom('users').select('email').execute()).toEqual([]);
      } finally {
        await opened.close();
      }
    } finally {
      await dropper.query('rollback').catch(() => {});
      await dropper.query(`drop schema if exists ${otherTarget.schema} cascade`);
      await dropper.end();
      await watcher.end();
      await mine.drop();
    }
  });
});
