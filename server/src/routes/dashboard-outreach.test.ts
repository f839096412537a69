// The dashboard's outreach figures (issue 11 after issue 12): emails, campaign replies, calls and
// interviews counted from what the real services stored, per user, this month and all time; and the
// LinkedIn figures from HeyReach (its fake) on their own request, with the not-connected, restricted
// and could-not-load answers.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dashboardLinkedInSchema, dashboardResponseSchema } from '@recruit/core';
import { startHeyReachFake, type HeyReachFake } from '../../../tests/fakes/heyreach-fake.js';
import { startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { startTwilioFake, type TwilioFake } from '../../../tests/fakes/twilio-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver, TEST_PASSWORD } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const DAY = 86_400_000;
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'tw-auth-token-7777';
const FROM = '+15005550006';
const HR_KEY = 'hr-key-123';

let twilio: TwilioFake;
let heyreach: HeyReachFake;
let sink: SmtpSink;
beforeAll(async () => {
  [twilio, heyreach, sink] = await Promise.all([
    startTwilioFake({ accountSid: SID, authToken: TOKEN }),
    startHeyReachFake({ apiKey: HR_KEY }),
    startSmtpSink({ refuse: (a) => a.startsWith('bounce@') }),
  ]);
});
afterAll(async () => {
  await Promise.all([twilio.close(), heyreach.close(), sink.close()]);
});

/** The offset that puts the clock at noon UTC on the 10th of next month (a month boundary is 20 days off). */
const midMonthOffset = () => {
  const t = new Date();
  return Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 10, 12) - t.getTime();
};

describe.each(testDialects())('dashboard outreach figures on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  beforeEach(async () => {
    twilio.reset();
    twilio.calls.length = 0;
    heyreach.reset();
    heyreach.requests.length = 0;
    core = await makeTestCore(dialect, {
      RECRUIT_SMTP_URL: sink.url,
      RECRUIT_TWILIO_BASE_URL: twilio.url,
      RECRUIT_HEYREACH_BASE_URL: heyreach.baseUrl,
    });
    core.clock.advance(midMonthOffset());
    app = await buildServer(core, { webRoot: '/nonexistent' });
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  /** Sessions last 5 days: after moving the clock on, sign in again. */
  const signIn = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: TEST_PASSWORD },
    });
    return res.cookies.find((c) => c.name === 'recruit_session')!.value;
  };
  const get = (cookie: string, url: string) => app.inject({ url, cookies: { recruit_session: cookie } });
  const outreachOf = async (cookie: string) => {
    const res = await get(cookie, '/api/dashboard');
    expect(res.statusCode).toBe(200);
    return dashboardResponseSchema.strict().parse(res.json()).outreach;
  };
  const userOf = async (cookie: string) => (await core.accounts.requireSession(cookie)).userId;
  const zero = { thisMonth: 0, allTime: 0 };
  const EMPTY = {
    emails: { sent: zero, failed: zero },
    replies: zero,
    campaignsActive: 0,
    calls: { placed: zero, completed: zero, upcoming: 0 },
    interviews: { scheduled: zero, upcoming: 0 },
  };

  it('counts emails sent and failed, campaign replies, calls and interviews, per user, this month and all time', async () => {
    const ada = await signUpOver(app, 'ada@acme.io', 'Ada');
    const bob = await signUpOver(app, 'bob@acme.io', 'Bob');
    expect(await outreachOf(ada)).toEqual(EMPTY);
    const u = await userOf(ada);

    // Three addresses, one refused by the mail server: two sent, one failed.
    const sent = await core.email.send(u, {
      to: ['jane@example.com', 'li@example.com', 'bounce@example.com'],
      subject: 'Hello',
      body: 'A role for you.',
    });
    expect([sent.sent, sent.failed]).toEqual([2, 1]);

    // A campaign to two candidates (two more emails), one of whom replies.
    const add = async (name: string, email: string) =>
      (await core.candidates.create(u, { name, email, stage: 'Screening' })).candidate;
    const grace = await add('Grace Hopper', 'grace@example.com');
    const alan = await add('Alan Turing', 'alan@example.com');
    const seq = await core.emailSequences.create(u, {
      name: 'Engineers',
      steps: [{ templateId: '1', waitDays: 0 }],
      variables: { company_name: 'Acme', job_title: 'Engineer' },
    });
    await core.emailSequences.enroll(u, seq.id, { candidateIds: [grace.id, alan.id] });
    expect((await core.emailSequences.runDue({ userId: u })).sent).toBe(2);
    await core.emailSequences.recordReply(u, seq.id, grace.id);
    // A paused campaign is not an active one.
    const paused = await core.emailSequences.create(u, {
      name: 'Later',
      steps: [{ templateId: '1', waitDays: 0 }],
      variables: { company_name: 'Acme', job_title: 'Engineer' },
    });
    await core.emailSequences.pause(u, paused.id);

    // Calls: a labelled demo before Twilio is set up (nobody called: not counted), then one placed
    // through Twilio and completed, and one waiting for its time.
    await core.scheduledCalls.schedule(u, { phoneNumber: '+14155550199', script: 'Demo.' });
    expect(await core.scheduledCalls.runDue()).toMatchObject({ demo: 1 });
    await core.keys.save(u, 'twilio', { accountSid: SID, authToken: TOKEN, phoneNumber: FROM });
    await core.scheduledCalls.schedule(u, { phoneNumber: '+14155550100', script: 'Hello from Acme.' });
    await core.scheduledCalls.schedule(u, {
      phoneNumber: '+14155550101',
      script: 'Hello again.',
      at: '2099-06-01T09:30',
      timeZone: 'UTC',
    });
    expect(await core.scheduledCalls.runDue()).toMatchObject({ placed: 1 });
    twilio.finish(twilio.calls[0]!.sid, 'completed', 30);
    expect(await core.scheduledCalls.runDue()).toMatchObject({ refreshed: 1 });

    // Interviews: two booked in a week, one of them cancelled.
    const inAWeek = new Date(Date.now() + midMonthOffset() + 7 * DAY).toISOString().slice(0, 10);
    const booked = await core.interviews.schedule(u, {
      candidate: 'jane@example.com',
      candidateName: 'Jane Doe',
      interviewers: ['hm@acme.io'],
      at: `${inAWeek}T15:00`,
      timeZone: 'UTC',
      durationMinutes: 30,
    });
    const dropped = await core.interviews.schedule(u, {
      candidate: 'li@example.com',
      interviewers: ['hm@acme.io'],
      at: `${inAWeek}T16:00`,
      timeZone: 'UTC',
      durationMinutes: 30,
    });
    await core.interviews.cancel(u, dropped.interview.id);
    expect(booked.interview.id).toBeTruthy();

    const once = (n: number) => ({ thisMonth: n, allTime: n });
    const now = {
      emails: { sent: once(4), failed: once(1) },
      replies: once(1),
      campaignsActive: 1,
      calls: { placed: once(1), completed: once(1), upcoming: 1 },
      interviews: { scheduled: once(1), upcoming: 1 },
    };
    expect(await outreachOf(ada)).toEqual(now);
    expect(await outreachOf(bob)).toEqual(EMPTY);

    // Next month: this month's figures start again from zero, all time stays; the interview is past.
    core.clock.advance(25 * DAY);
    expect(await outreachOf(await signIn('ada@acme.io'))).toEqual({
      emails: { sent: { thisMonth: 0, allTime: 4 }, failed: { thisMonth: 0, allTime: 1 } },
      replies: { thisMonth: 0, allTime: 1 },
      campaignsActive: 1,
      calls: { placed: { thisMonth: 0, allTime: 1 }, completed: { thisMonth: 0, allTime: 1 }, upcoming: 1 },
      interviews: { scheduled: { thisMonth: 0, allTime: 1 }, upcoming: 0 },
    });
  });

  it('LinkedIn: not connected without a key, the HeyReach figures with one, an error when HeyReach refuses', async () => {
    const ada = await signUpOver(app, 'ada@acme.io', 'Ada');
    const linkedin = async () => get(ada, '/api/dashboard/linkedin');

    const none = await linkedin();
    expect(none.statusCode).toBe(200);
    expect(dashboardLinkedInSchema.parse(none.json())).toEqual({ status: 'not_connected' });
    expect(heyreach.requests).toEqual([]);

    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/keys/heyreach',
          cookies: { recruit_session: ada },
          payload: { value: HR_KEY },
        })
      ).statusCode,
    ).toBe(200);
    // Figures as HeyReach answers them, not the spec's samples.
    Object.assign(heyreach.stats, { connectionsSent: 151, totalInmailReplies: 35 });
    const ok = dashboardLinkedInSchema.parse((await linkedin()).json());
    Object.assign(heyreach.stats, { connectionsSent: 145, totalInmailReplies: 34 });
    expect(ok).toMatchObject({
      status: 'connected',
      stats: {
        connectionsSent: 151,
        connectionsAccepted: 87,
        messagesSent: 210,
        messageReplies: 98,
        inmailsSent: 76,
        inmailReplies: 35,
      },
    });
    // The last 30 days, every sender and campaign of the account.
    const body = heyreach.requests.at(-1)!.body as Record<string, unknown>;
    expect(body).toMatchObject({ accountIds: [], campaignIds: [] });
    expect(Date.parse(body.endDate as string) - Date.parse(body.startDate as string)).toBe(30 * DAY);
    expect(ok.status === 'connected' && ok.to).toBe(body.endDate);

    // A HeyReach that hangs holds up only this request, never the rest of the dashboard.
    heyreach.hang();
    expect((await get(ada, '/api/dashboard')).statusCode).toBe(200);
    heyreach.reset();

    await app.inject({
      method: 'PUT',
      url: '/api/keys/heyreach',
      cookies: { recruit_session: ada },
      payload: { value: 'wrong-key' },
    });
    const denied = await linkedin();
    expect(denied.statusCode).toBe(502);
    expect(denied.json().error.message).toBe('Failed to load the LinkedIn outreach figures.');
  });

  it('LinkedIn: a plan without LinkedIn outreach says so instead of asking HeyReach', async () => {
    const ada = await signUpOver(app, 'ada@acme.io', 'Ada');
    await app.inject({
      method: 'PUT',
      url: '/api/keys/heyreach',
      cookies: { recruit_session: ada },
      payload: { value: HR_KEY },
    });
    core.clock.advance(15 * DAY); // the trial is over: Basic
    const res = await get(await signIn('ada@acme.io'), '/api/dashboard/linkedin');
    expect(dashboardLinkedInSchema.parse(res.json())).toEqual({
      status: 'restricted',
      message:
        'LinkedIn Scraping is not available in your current plan. Please upgrade to access this feature.',
    });
    expect(heyreach.requests).toEqual([]);
  });

  it('LinkedIn: an unreachable HeyReach is an error answer, not zeros', async () => {
    const offline = await makeTestCore(dialect, {
      RECRUIT_HEYREACH_BASE_URL: 'http://127.0.0.1:1/api/public',
    });
    const offApp = await buildServer(offline, { webRoot: '/nonexistent' });
    try {
      const ada = await signUpOver(offApp, 'ada@acme.io', 'Ada');
      await offApp.inject({
        method: 'PUT',
        url: '/api/keys/heyreach',
        cookies: { recruit_session: ada },
        payload: { value: HR_KEY },
      });
      const res = await offApp.inject({ url: '/api/dashboard/linkedin', cookies: { recruit_session: ada } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('Failed to load the LinkedIn outreach figures.');
    } finally {
      await offApp.close();
      await offline.dispose();
    }
  });

  it('requires sign-in', async () => {
    expect((await app.inject({ url: '/api/dashboard/linkedin' })).statusCode).toBe(401);
  });
});
