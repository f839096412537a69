import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, openCore, type Core } from '@recruit/core';
import { startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { tempHome, testDialects } from '../../../tests/helpers/databases.js';

const DAY = 86_400_000;
const signUp = async (c: Core) =>
  (await c.accounts.register({ email: 'rec@acme.io', password: 'Str0ng!pass', name: 'Sam Recruiter' }))
    .userId;

const FOLLOW_UP = {
  name: 'Nudge',
  subject: 'About the {job_title} role',
  body: 'Hi {candidate_name}, any thoughts?',
};

describe.each(testDialects())('email sequences ($name)', (dialect) => {
  let core: TestCore | undefined;
  let sink: SmtpSink | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await core?.dispose();
    await sink?.close();
    for (const c of cleanups.splice(0)) await c();
    core = undefined;
    sink = undefined;
  });

  const recipientsOf = (s: SmtpSink) => s.messages.map((m) => m.to.join(','));

  it('sends steps as they fall due and stops for a candidate who replied or left the stage', async () => {
    sink = await startSmtpSink();
    core = await makeTestCore(dialect, { RECRUIT_SMTP_URL: sink.url });
    const u = await signUp(core);
    const tpl = await core.email.createTemplate(u, FOLLOW_UP);
    const add = async (name: string, email: string) =>
      (await core!.candidates.create(u, { name, email, stage: 'Screening' })).candidate;
    const ada = await add('Ada Lovelace', 'ada@example.com');
    const bob = await add('Bob Stone', 'bob@example.com');
    const cy = await add('Cy Young', 'cy@example.com');
    const seq = await core.emailSequences.create(u, {
      name: 'Data engineers',
      steps: [
        { templateId: '1', waitDays: 0 },
        { templateId: tpl.id, waitDays: 2 },
        { templateId: tpl.id, waitDays: 3 },
      ],
      variables: { company_name: 'Acme', job_title: 'Data Engineer' },
    });
    await core.emailSequences.enroll(u, seq.id, { candidateIds: [ada.id, bob.id, cy.id] });

    expect(await core.emailSequences.runDue()).toEqual({ sent: 3, failed: 0, stopped: 0, skipped: 0 });
    expect(sink.messages.map((m) => /Subject: (.*)/.exec(m.raw)?.[1])).toEqual([
      'Exciting opportunity at Acme',
      'Exciting opportunity at Acme',
      'Exciting opportunity at Acme',
    ]);
    // Nothing more is due before two days pass.
    expect((await core.emailSequences.runDue()).sent).toBe(0);

    await core.emailSequences.recordReply(u, seq.id, bob.id);
    await core.candidates.move(u, cy.id, 'Interview');
    core.clock.advance(2 * DAY + 1000);
    expect(await core.emailSequences.runDue()).toMatchObject({ sent: 1, stopped: 1 });
    expect(recipientsOf(sink).slice(3)).toEqual(['ada@example.com']);
    expect(sink.messages[3]!.raw).toContain('Subject: About the Data Engineer role');

    const detail = await core.emailSequences.get(u, seq.id);
    expect(detail.enrollments!.map((e) => [e.candidateName, e.status, e.stepsSent, e.reason])).toEqual([
      ['Ada Lovelace', 'active', 2, null],
      ['Bob Stone', 'replied', 1, 'Replied'],
      ['Cy Young', 'left_stage', 1, 'Left Screening (now Interview)'],
    ]);

    // Paused: the due third step waits; resumed: it goes out once, and the enrolment completes.
    await core.emailSequences.pause(u, seq.id);
    core.clock.advance(3 * DAY + 1000);
    expect((await core.emailSequences.runDue()).sent).toBe(0);
    await core.emailSequences.resume(u, seq.id);
    expect((await core.emailSequences.runDue()).sent).toBe(1);
    expect((await core.emailSequences.runDue()).sent).toBe(0);
    expect(recipientsOf(sink).slice(0, 3).sort()).toEqual([
      'ada@example.com',
      'bob@example.com',
      'cy@example.com',
    ]);
    expect(recipientsOf(sink).slice(3)).toEqual(['ada@example.com', 'ada@example.com']);
    const done = await core.emailSequences.get(u, seq.id);
    expect(done.enrollments![0]).toMatchObject({ status: 'completed', stepsSent: 3, nextDueAt: null });
    expect(done.counts).toMatchObject({ enrolled: 3, completed: 1, replied: 1, left_stage: 1 });
    const log = await core.candidates.activity(u, ada.id);
    expect(log.filter((a) => a.action === 'email' && a.via === 'campaign')).toHaveLength(3);
  });

  it('refuses a campaign without a name or steps, or with a missing template; a reply for a stranger is 404', async () => {
    core = await makeTestCore(dialect);
    const u = await signUp(core);
    await expect(core.emailSequences.create(u, { name: ' ', steps: [] })).rejects.toThrow(
      'Please enter a campaign name.',
    );
    await expect(core.emailSequences.create(u, { name: 'x', steps: [] })).rejects.toThrow(
      'Please add at least one step.',
    );
    await expect(
      core.emailSequences.create(u, { name: 'x', steps: [{ templateId: '9', waitDays: 0 }] }),
    ).rejects.toThrow('Step template 9 does not exist. Pick one of your templates.');
    const seq = await core.emailSequences.create(u, { name: 'x', steps: [{ templateId: '2', waitDays: 1 }] });
    await expect(core.emailSequences.recordReply(u, seq.id, 'nobody')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'This candidate is not enrolled in the campaign.',
    });
  });

  it('two service instances ticking at once on one database send each due step exactly once', async () => {
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
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        (await a.candidates.create(u, { name: `Person ${i}`, email: `p${i}@example.com` })).candidate.id,
      );
    const tpl = await a.email.createTemplate(u, FOLLOW_UP);
    const seq = await a.emailSequences.create(u, {
      name: 'Race',
      steps: [
        { templateId: '1', waitDays: 0 },
        { templateId: tpl.id, waitDays: 1 },
      ],
      variables: { company_name: 'Acme', job_title: 'Engineer' },
    });
    await b.emailSequences.enroll(u, seq.id, { candidateIds: ids });

    const tickBoth = async () => {
      const r = await Promise.all([
        a.emailSequences.runDue(),
        b.emailSequences.runDue(),
        a.emailSequences.runDue(),
      ]);
      return r.reduce((n, x) => n + x.sent, 0);
    };
    expect(await tickBoth()).toBe(12);
    expect(await tickBoth()).toBe(0);
    offset += DAY + 1000;
    expect(await tickBoth()).toBe(12);
    expect(await tickBoth()).toBe(0);

    const perAddress = new Map<string, number>();
    for (const m of sink.messages) perAddress.set(m.to[0]!, (perAddress.get(m.to[0]!) ?? 0) + 1);
    expect(sink.messages).toHaveLength(24);
    expect([...perAddress.values()].every((n) => n === 2)).toBe(true);
    expect(perAddress.size).toBe(12);
    const stored = await a.email.messages(u, { limit: 100 });
    expect(stored.filter((m) => m.step === 0)).toHaveLength(12);
    expect(stored.filter((m) => m.step === 1)).toHaveLength(12);
  });

  it('without a transport a due step waits (nothing recorded as sent) and goes out once one is configured', async () => {
    sink = await startSmtpSink();
    core = await makeTestCore(dialect, { RECRUIT_SMTP_ALLOW: sink.address });
    const u = await signUp(core);
    const { candidate } = await core.candidates.create(u, { name: 'Ada Lovelace', email: 'ada@example.com' });
    const seq = await core.emailSequences.create(u, {
      name: 'x',
      steps: [{ templateId: '2', waitDays: 0 }],
      variables: { company_name: 'Acme', job_title: 'Engineer' },
    });
    await core.emailSequences.enroll(u, seq.id, { candidateIds: [candidate.id] });
    expect(await core.emailSequences.runDue()).toMatchObject({ sent: 0, skipped: 1 });
    expect((await core.emailSequences.get(u, seq.id)).enrollments![0]).toMatchObject({
      status: 'active',
      stepsSent: 0,
      reason: 'Waiting: no email transport configured.',
    });
    await core.emailSettings.set(u, { url: sink.url, from: 'me@acme.io' });
    expect(await core.emailSequences.runDue()).toMatchObject({ sent: 1 });
    expect(sink.messages.map((m) => m.to)).toEqual([['ada@example.com']]);
  });
});
