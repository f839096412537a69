// A campaign step claimed by a scheduler that then died (or stalled) is reclaimed after the lease
// (SEND_CLAIM_LEASE_MS) on the next pass, with a movable clock, on SQLite and PostgreSQL: a claim
// never handed to the transport is sent once by the next claim; one handed over is resolved from the
// stored message (moved on when sent) and otherwise marked failed, never resent; a stalled claimer
// whose claim was reclaimed sends nothing; two instances reclaiming at once send each step once.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, openCore, type Core } from '@recruit/core';
import { startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { tempHome, testDialects } from '../../../tests/helpers/databases.js';
import { ENROLLMENT_REASONS } from '../schemas/email.js';
import { SEND_CLAIM_LEASE_MS, createSequenceService } from './sequence-service.js';

const DAY = 86_400_000;
const FOLLOW_UP = { name: 'Nudge', subject: 'About the {job_title} role', body: 'Hi {candidate_name}!' };
const signUp = async (c: Core) =>
  (await c.accounts.register({ email: 'rec@acme.io', password: 'Str0ng!pass', name: 'Sam Recruiter' }))
    .userId;

/** A campaign of two steps (the second a day later) with the given candidates enrolled. */
async function campaign(c: Core, u: string, people: [string, string][]) {
  const tpl = await c.email.createTemplate(u, FOLLOW_UP);
  const ids: string[] = [];
  for (const [name, email] of people) ids.push((await c.candidates.create(u, { name, email })).candidate.id);
  const seq = await c.emailSequences.create(u, {
    name: 'Reclaim',
    steps: [
      { templateId: '1', waitDays: 0 },
      { templateId: tpl.id, waitDays: 1 },
    ],
    variables: { company_name: 'Acme', job_title: 'Engineer' },
  });
  await c.emailSequences.enroll(u, seq.id, { candidateIds: ids });
  return { seq, ids };
}

/** What a process that died leaves behind: the enrolment claimed at `claimedAt`, in `status`. */
const leaveClaimed = (c: Core, claimedAt: Date, status: 'sending' | 'delivering', candidateId?: string) => {
  let q = c.db
    .updateTable('email_enrollments')
    .set({ status, claimed_at: claimedAt.toISOString() })
    .where('status', '=', 'active');
  if (candidateId) q = q.where('candidate_id', '=', candidateId);
  return q.execute();
};

const rows = (s: { enrollments?: { candidateName: string; status: string; stepsSent: number }[] }) =>
  s.enrollments!.map((e) => [e.candidateName, e.status, e.stepsSent]);

describe.each(testDialects())('email sequence claims are reclaimed after the lease ($name)', (dialect) => {
  let core: TestCore | undefined;
  let sink: SmtpSink | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await core?.dispose();
    await sink?.close();
    for (const c of cleanups.splice(0)) await c();
    core = sink = undefined;
  });

  it("a step left 'sending' by a dead process goes out once on the first pass after the lease", async () => {
    sink = await startSmtpSink();
    core = await makeTestCore(dialect, { RECRUIT_SMTP_URL: sink.url });
    const u = await signUp(core);
    const { seq } = await campaign(core, u, [['Ada Lovelace', 'ada@example.com']]);
    await leaveClaimed(core, core.now(), 'sending');

    expect(await core.emailSequences.runDue()).toEqual({ sent: 0, failed: 0, stopped: 0, skipped: 0 });
    core.clock.advance(SEND_CLAIM_LEASE_MS - 1000);
    expect((await core.emailSequences.runDue()).sent).toBe(0);
    expect(rows(await core.emailSequences.get(u, seq.id))).toEqual([['Ada Lovelace', 'sending', 0]]);
    expect(sink.messages).toEqual([]);

    core.clock.advance(2000);
    expect(await core.emailSequences.runDue()).toEqual({ sent: 1, failed: 0, stopped: 0, skipped: 0 });
    expect((await core.emailSequences.runDue()).sent).toBe(0);
    expect(sink.messages.map((m) => m.to)).toEqual([['ada@example.com']]);
    const after = await core.emailSequences.get(u, seq.id);
    expect(rows(after)).toEqual([['Ada Lovelace', 'active', 1]]);
    expect(after.enrollments![0]!.reason).toBeNull();
  });

  it('a step already handed to the transport is never resent: moved on when its message was stored, failed when not', async () => {
    sink = await startSmtpSink();
    core = await makeTestCore(dialect, { RECRUIT_SMTP_URL: sink.url });
    const u = await signUp(core);
    const { seq, ids } = await campaign(core, u, [
      ['Ada Lovelace', 'ada@example.com'],
      ['Bob Stone', 'bob@example.com'],
    ]);
    expect((await core.emailSequences.runDue()).sent).toBe(2);
    // Ada: the process stored her sent message, then died before moving her on.
    await core.db
      .updateTable('email_enrollments')
      .set({ status: 'delivering', next_step: 0, claimed_at: core.now().toISOString() })
      .where('candidate_id', '=', ids[0]!)
      .execute();
    // Bob: his second step was being handed over when the process died: did it go out? Unknown.
    core.clock.advance(DAY + 1000);
    await leaveClaimed(core, core.now(), 'delivering', ids[1]!);
    expect(rows(await core.emailSequences.get(u, seq.id))).toEqual([
      ['Ada Lovelace', 'sending', 0],
      ['Bob Stone', 'sending', 1],
    ]);

    core.clock.advance(SEND_CLAIM_LEASE_MS + 1000);
    // Ada's second step (due a day after her first) goes out; her first is not sent again; Bob gets nothing.
    expect(await core.emailSequences.runDue()).toEqual({ sent: 1, failed: 0, stopped: 0, skipped: 0 });
    expect((await core.emailSequences.runDue()).sent).toBe(0);
    const to = sink.messages.map((m) => m.to[0]);
    expect([to.slice(0, 2).sort(), to.slice(2)]).toEqual([
      ['ada@example.com', 'bob@example.com'],
      ['ada@example.com'],
    ]);
    const after = await core.emailSequences.get(u, seq.id);
    expect(after.enrollments!.map((e) => [e.candidateName, e.status, e.stepsSent, e.reason])).toEqual([
      ['Ada Lovelace', 'completed', 2, null],
      ['Bob Stone', 'failed', 1, ENROLLMENT_REASONS.interrupted],
    ]);
    expect(after.counts).toMatchObject({ enrolled: 2, completed: 1, failed: 1 });
  });

  it('a stalled scheduler whose claim was reclaimed sends nothing when it wakes up', async () => {
    sink = await startSmtpSink();
    core = await makeTestCore(dialect, { RECRUIT_SMTP_URL: sink.url });
    const c = core;
    const u = await signUp(c);
    await campaign(c, u, [['Ada Lovelace', 'ada@example.com']]);
    let wake!: () => void;
    const woken = new Promise<void>((r) => (wake = r));
    let stalled!: () => void;
    const isStalled = new Promise<void>((r) => (stalled = r));
    // A second scheduler on the same database that stalls after claiming, before it sends.
    const slow = createSequenceService({
      db: c.db,
      plans: c.plans,
      email: c.email,
      transports: c.emailTransport,
      now: c.now,
      candidates: {
        get: async (userId, id) => {
          stalled();
          await woken;
          return c.candidates.get(userId, id);
        },
        logActivity: c.candidates.logActivity,
      },
    });
    const slowPass = slow.runDue();
    await isStalled;
    c.clock.advance(SEND_CLAIM_LEASE_MS + 1000);
    expect((await c.emailSequences.runDue()).sent).toBe(1);
    wake();
    expect(await slowPass).toEqual({ sent: 0, failed: 0, stopped: 0, skipped: 1 });
    expect(sink.messages.map((m) => m.to)).toEqual([['ada@example.com']]);
  });

  it('two instances reclaiming at once send each reclaimed step exactly once', async () => {
    sink = await startSmtpSink();
    const { target, drop } = await dialect.create();
    const { home, cleanup } = tempHome();
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const config = loadConfig({ RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', RECRUIT_SMTP_URL: sink.url });
    const a = await openCore(config, { database: target, now });
    const b = await openCore(config, { database: target, now });
    cleanups.push(async () => {
      await a.close();
      await b.close();
      await drop();
      cleanup();
    });
    const u = await signUp(a);
    const people = Array.from({ length: 12 }, (_, i): [string, string] => [
      `Person ${i}`,
      `p${i}@example.com`,
    ]);
    const { seq, ids } = await campaign(a, u, people);
    // A dead process had claimed all twelve; it was handing Person 0's step over when it died.
    await leaveClaimed(a, now(), 'delivering', ids[0]!);
    await leaveClaimed(a, now(), 'sending');

    const tickAll = async () =>
      (
        await Promise.all([a.emailSequences.runDue(), b.emailSequences.runDue(), a.emailSequences.runDue()])
      ).reduce((n, x) => n + x.sent, 0);
    expect(await tickAll()).toBe(0);
    offset += SEND_CLAIM_LEASE_MS + 1000;
    expect(await tickAll()).toBe(11);
    expect(await tickAll()).toBe(0);

    const perAddress = new Map<string, number>();
    for (const m of sink.messages) perAddress.set(m.to[0]!, (perAddress.get(m.to[0]!) ?? 0) + 1);
    expect(sink.messages).toHaveLength(11);
    expect(perAddress.has('p0@example.com')).toBe(false);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    const detail = await a.emailSequences.get(u, seq.id);
    expect(detail.counts).toMatchObject({ enrolled: 12, active: 11, failed: 1 });
  });
});
