import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';

describe.each(testDialects())('candidate merge on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  /** Makes the database refuse the merge's last write (its 'merged' log entry). */
  async function failOnMergeLog() {
    if (core.dialect === 'sqlite') {
      await sql`create trigger refuse_merge before insert on candidate_activity
        when new.summary like 'Merged % into %'
        begin select raise(abort, 'refused by the test'); end`.execute(core.db);
    } else {
      await sql`create function refuse_merge() returns trigger language plpgsql as $$
        begin if new.summary like 'Merged % into %' then raise exception 'refused by the test'; end if;
        return new; end $$`.execute(core.db);
      await sql`create trigger refuse_merge before insert on candidate_activity
        for each row execute function refuse_merge()`.execute(core.db);
    }
  }

  it('is one transaction: when its last write fails, both candidates and their logs are as before', async () => {
    const a = (await core.candidates.create(userId, { name: 'Sarah Johnson', skills: ['React'] })).candidate;
    const b = (
      await core.candidates.create(userId, {
        name: 'S. Johnson',
        email: 'sarah@x.io',
        skills: ['Go'],
        notes: 'Met at a fair',
      })
    ).candidate;
    await failOnMergeLog();
    await expect(core.candidates.merge(userId, a.id, b.id)).rejects.toThrow(/refused by the test/);

    expect(await core.candidates.get(userId, a.id)).toEqual(a);
    expect(await core.candidates.get(userId, b.id)).toEqual(b);
    expect((await core.candidates.activity(userId, b.id)).map((e) => e.action)).toEqual(['created']);
    expect((await core.candidates.activity(userId, a.id)).map((e) => e.action)).toEqual(['created']);
  });

  it('merges: fields joined, the other removed, its log moved over', async () => {
    const a = (await core.candidates.create(userId, { name: 'Sarah Johnson', skills: ['React'] })).candidate;
    const b = (
      await core.candidates.create(userId, { name: 'S. Johnson', email: 'sarah@x.io', skills: ['Go'] })
    ).candidate;
    const kept = await core.candidates.merge(userId, a.id, b.id);
    expect(kept).toMatchObject({ id: a.id, email: 'sarah@x.io', skills: ['React', 'Go'] });
    await expect(core.candidates.get(userId, b.id)).rejects.toMatchObject({ kind: 'not_found' });
    const log = await core.candidates.activity(userId, a.id);
    expect(log.map((e) => e.summary)).toContain('Merged S. Johnson into Sarah Johnson');
    expect(log.filter((e) => e.action === 'created')).toHaveLength(2);
  });
});
