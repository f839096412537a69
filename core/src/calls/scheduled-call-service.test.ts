import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTwilioFake, type TwilioFake } from '../../../tests/fakes/twilio-fake.js';
import { tempHome, testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { loadConfig } from '../config/config.js';
import { openCore, type Core } from '../core.js';
import { DEFAULT_CALL_SCRIPT } from '../schemas/calls.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'tw-auth-token-7777';
const FROM = '+15005550006';
const TO = '+14155550100';
const MIN = 60_000;
const DAY = 86_400_000;
const VARS = { company_name: 'Acme', job_title: 'Staff Engineer' };

let fake: TwilioFake;
beforeAll(async () => {
  fake = await startTwilioFake({ accountSid: SID, authToken: TOKEN });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.requests.length = 0;
  fake.calls.length = 0;
});

const saveTwilio = (core: Core, userId: string) =>
  core.keys.save(userId, 'twilio', { accountSid: SID, authToken: TOKEN, phoneNumber: FROM });

describe.each(testDialects())('scheduled calls on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect, { RECRUIT_TWILIO_BASE_URL: fake.url });
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  const inAnHour = () => new Date(core.now().getTime() + 60 * MIN).toISOString();

  it("refuses without a phone or a script (the spec's messages), a bad number, a past time, a bad zone, unfilled variables", async () => {
    const s = core.scheduledCalls;
    const cases: [object, string][] = [
      [{ phoneNumber: '', script: DEFAULT_CALL_SCRIPT }, 'Please enter a phone number to schedule a call.'],
      [{ phoneNumber: TO, script: '  ' }, 'Please enter a script for the AI to use during the call.'],
      [{ phoneNumber: '12', script: 'Hi' }, 'Please enter a valid phone number'],
      [{ phoneNumber: TO, script: 'Hi', at: '2020-01-01T10:00:00Z' }, 'Please choose a time in the future.'],
      [
        { phoneNumber: TO, script: 'Hi', at: '2099-01-01T10:00', timeZone: 'Mars/Olympus' },
        'Please choose a valid time zone (for example Europe/Berlin).',
      ],
      [
        { phoneNumber: TO, script: 'Hi', at: 'tomorrow' },
        'Please enter the time as YYYY-MM-DDTHH:mm (with a time zone) or as an ISO time such as 2026-12-01T15:00:00Z.',
      ],
      [
        { phoneNumber: TO, script: DEFAULT_CALL_SCRIPT },
        'Please fill in {company_name}, {job_title} before scheduling the call.',
      ],
      [{ phoneNumber: TO, script: 'x'.repeat(2001) }, 'Please enter a script of at most 2000 characters.'],
    ];
    for (const [input, message] of cases) {
      await expect(s.schedule(userId, input)).rejects.toMatchObject({ kind: 'validation', message });
    }
    expect(await s.list(userId)).toEqual([]);
  });

  it('stores the filled script, the E.164 number and the time in its zone; without credentials it says demo and calls nobody', async () => {
    const answer = await core.scheduledCalls.schedule(userId, {
      phoneNumber: '(415) 555-0100',
      country: 'US',
      script: DEFAULT_CALL_SCRIPT,
      voice: 'male',
      at: '2099-12-01T15:00',
      timeZone: 'Europe/Berlin',
      variables: VARS,
    });
    expect(answer.is_demo).toBe(true);
    expect(answer.message).toMatch(/^Demo mode: no Twilio credentials are saved/);
    expect(answer.call).toMatchObject({
      to: TO,
      script:
        "Hello, this is Ada from Acme. I'm calling about the Staff Engineer position. Do you have a few minutes to discuss?",
      voice: 'male',
      dueAt: '2099-12-01T14:00:00.000Z',
      localAt: '2099-12-01T15:00',
      timeZone: 'Europe/Berlin',
      status: 'scheduled',
      sid: null,
    });
    // Not due yet: nothing happens.
    expect(await core.scheduledCalls.runDue()).toEqual({ placed: 0, demo: 0, failed: 0, refreshed: 0 });

    const now = await core.scheduledCalls.schedule(userId, { phoneNumber: TO, script: 'Hello from Acme.' });
    expect(await core.scheduledCalls.runDue()).toMatchObject({ placed: 0, demo: 1 });
    const done = await core.scheduledCalls.get(userId, now.call.id);
    expect(done).toMatchObject({
      status: 'demo',
      is_demo: true,
      duration: 0,
      error: 'Demo: nobody was called (no Twilio credentials saved).',
    });
    expect(done.sid).toMatch(/^demo-/);
    expect(fake.requests).toEqual([]);
    expect(await core.plans.usedThisMonth(userId, 'calling-basic')).toBe(0);
  });

  it('places a due call through Twilio with <Say voice>, records the SID, then reads status and duration back', async () => {
    await saveTwilio(core, userId);
    const { call, is_demo } = await core.scheduledCalls.schedule(userId, {
      phoneNumber: TO,
      script: 'Hello {candidate_name}, this is {agent_name}.',
      voice: 'female',
      at: inAnHour(),
      variables: { candidate_name: 'Grace' },
    });
    expect(is_demo).toBe(false);
    expect(await core.scheduledCalls.runDue()).toMatchObject({ placed: 0 });
    expect(fake.calls).toEqual([]);

    core.clock.advance(61 * MIN);
    expect(await core.scheduledCalls.runDue()).toMatchObject({ placed: 1, failed: 0 });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ to: TO, from: FROM });
    expect(fake.calls[0]!.twiml).toContain('<Say voice="Polly.Joanna">Hello Grace, this is Ada.</Say>');
    const placed = await core.scheduledCalls.get(userId, call.id);
    expect(placed).toMatchObject({ status: 'queued', sid: fake.calls[0]!.sid, is_demo: false });
    expect(await core.plans.usedThisMonth(userId, 'calling-basic')).toBe(1);

    fake.finish(fake.calls[0]!.sid, 'completed', 42);
    expect(await core.scheduledCalls.runDue()).toMatchObject({ placed: 0, refreshed: 1 });
    expect(await core.scheduledCalls.get(userId, call.id)).toMatchObject({
      status: 'completed',
      duration: 42,
    });
    // A finished call is not read again, and it is never placed again.
    expect(await core.scheduledCalls.runDue()).toMatchObject({ placed: 0, refreshed: 0 });
    expect(fake.calls).toHaveLength(1);
  });

  it("records Twilio's refusal as the call's error, and cancels only calls not yet placed", async () => {
    await core.keys.save(userId, 'twilio', {
      accountSid: SID,
      authToken: 'wrong-token-0',
      phoneNumber: FROM,
    });
    const bad = await core.scheduledCalls.schedule(userId, { phoneNumber: TO, script: 'Hi' });
    expect(await core.scheduledCalls.runDue()).toMatchObject({ failed: 1 });
    expect(await core.scheduledCalls.get(userId, bad.call.id)).toMatchObject({
      status: 'error',
      error: expect.stringContaining('Invalid Twilio API key'),
    });
    await expect(core.scheduledCalls.cancel(userId, bad.call.id)).rejects.toMatchObject({ kind: 'conflict' });

    const later = await core.scheduledCalls.schedule(userId, {
      phoneNumber: TO,
      script: 'Hi',
      at: inAnHour(),
    });
    expect(await core.scheduledCalls.cancel(userId, later.call.id)).toMatchObject({ status: 'cancelled' });
    core.clock.advance(2 * 60 * MIN);
    expect(await core.scheduledCalls.runDue()).toMatchObject({ placed: 0, failed: 0 });
    await expect(core.scheduledCalls.cancel(userId, 'nope')).rejects.toMatchObject({ kind: 'not_found' });
    const other = (
      await core.accounts.register({ email: 'bob@acme.io', password: 'Sunny-Day-42', name: 'Bob' })
    ).userId;
    expect(await core.scheduledCalls.list(other)).toEqual([]);
    await expect(core.scheduledCalls.cancel(other, later.call.id)).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it("calls a saved candidate at their number and writes the candidate's activity log", async () => {
    await saveTwilio(core, userId);
    const { candidate: c } = await core.candidates.create(userId, {
      name: 'Grace Hopper',
      email: 'grace@navy.mil',
      phone: '+1 415 555 0100',
    });
    const { call } = await core.scheduledCalls.schedule(
      userId,
      { candidateId: c.id, script: 'Hello {candidate_name}.' },
      { via: 'cli' },
    );
    expect(call).toMatchObject({
      to: TO,
      candidateId: c.id,
      candidateName: 'Grace Hopper',
      script: 'Hello Grace Hopper.',
    });
    await core.scheduledCalls.runDue();
    const log = await core.candidates.activity(userId, c.id);
    expect(log.map((a) => a.summary)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Note: AI call scheduled for /),
        `Call: AI call placed to ${TO} (Twilio ${fake.calls[0]!.sid})`,
      ]),
    );
  });

  it('is refused on the Basic plan after the trial', async () => {
    core.clock.advance(15 * DAY);
    await expect(
      core.scheduledCalls.schedule(userId, { phoneNumber: TO, script: 'Hi' }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'AI Calling is not available in your current plan. Please upgrade to access this feature.',
    });
  });
});

describe.each(testDialects())('the scheduler with two server processes on one $name database', (dialect) => {
  let cores: Core[] = [];
  let drop: () => Promise<void>;
  let cleanups: (() => void)[] = [];
  beforeEach(async () => {
    const db = await dialect.create();
    drop = db.drop;
    cores = [];
    cleanups = [];
    for (let i = 0; i < 2; i++) {
      const { home, cleanup } = tempHome();
      cleanups.push(cleanup);
      cores.push(
        await openCore(
          loadConfig({
            RECRUIT_HOME: home,
            RECRUIT_EMAIL_DNS: 'off',
            RECRUIT_SECRET: 'k'.repeat(32),
            RECRUIT_TWILIO_BASE_URL: fake.url,
          }),
          { database: db.target },
        ),
      );
    }
  });
  afterEach(async () => {
    for (const c of cores) await c.close();
    await drop();
    for (const c of cleanups) c();
  });

  it('places every due call exactly once while both tick at the same time', async () => {
    const [a, b] = cores as [Core, Core];
    const userId = (
      await a.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' })
    ).userId;
    await saveTwilio(a, userId);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const n = `+1415555${String(100 + i).padStart(4, '0')}`;
      ids.push((await a.scheduledCalls.schedule(userId, { phoneNumber: n, script: `Call ${i}` })).call.id);
    }
    const results = await Promise.all([
      a.scheduledCalls.runDue(),
      b.scheduledCalls.runDue(),
      a.scheduledCalls.runDue(),
      b.scheduledCalls.runDue(),
    ]);
    expect(results.reduce((n, r) => n + r.placed, 0)).toBe(12);
    expect(fake.calls).toHaveLength(12);
    expect(new Set(fake.calls.map((c) => c.to)).size).toBe(12);
    const listed = await b.scheduledCalls.list(userId);
    expect(listed.map((c) => c.status)).toEqual(Array(12).fill('queued'));
    expect(new Set(listed.map((c) => c.sid)).size).toBe(12);
    await Promise.all([a.scheduledCalls.runDue(), b.scheduledCalls.runDue()]);
    expect(fake.calls).toHaveLength(12);
    expect(ids).toHaveLength(12);
  });
});
