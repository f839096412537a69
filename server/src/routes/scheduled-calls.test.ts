import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  callListSchema,
  outreachCampaignsAnswerSchema,
  outreachCreateAnswerSchema,
  outreachLeadsAnswerSchema,
  scheduleCallAnswerSchema,
  scheduledCallSchema,
} from '@recruit/core/schemas';
import { startHeyReachFake, type HeyReachFake } from '../../../tests/fakes/heyreach-fake.js';
import { startTwilioFake, type TwilioFake } from '../../../tests/fakes/twilio-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'tw-auth-token-7777';
const FROM = '+15005550006';
const HR_KEY = 'hr-key-123';
const MB = 'x'.repeat(1_000_000);

let twilio: TwilioFake;
let heyreach: HeyReachFake;
beforeAll(async () => {
  twilio = await startTwilioFake({ accountSid: SID, authToken: TOKEN });
  heyreach = await startHeyReachFake({ apiKey: HR_KEY });
});
afterAll(async () => {
  await twilio.close();
  await heyreach.close();
});

describe.each(testDialects())('scheduled calls and outreach over HTTP on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  beforeEach(async () => {
    twilio.reset();
    twilio.requests.length = 0;
    twilio.calls.length = 0;
    heyreach.reset();
    heyreach.requests.length = 0;
    core = await makeTestCore(dialect, {
      RECRUIT_TWILIO_BASE_URL: twilio.url,
      RECRUIT_HEYREACH_BASE_URL: heyreach.baseUrl,
    });
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });
  const start = async (callTickEveryMs = 0) => {
    app = await buildServer(core, { webRoot: '/nonexistent', callTickEveryMs });
    session = await signUpOver(app, 'ada@acme.io', 'Ada');
  };
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, cookies: { recruit_session: session }, ...(payload ? { payload } : {}) });

  it("schedules, lists and cancels; refuses with the spec's messages; a 1 MB script stores nothing", async () => {
    await start();
    const bad = await req('POST', '/api/calls', { phoneNumber: '', script: 'Hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      message: 'Please enter a phone number to schedule a call.',
      title: 'Missing Information',
    });
    const noScript = await req('POST', '/api/calls', { phoneNumber: '+14155550100', script: '' });
    expect(noScript.json().error.message).toBe('Please enter a script for the AI to use during the call.');
    const huge = await req('POST', '/api/calls', { phoneNumber: '+14155550100', script: MB });
    expect([huge.statusCode, huge.json().error.message]).toEqual([
      400,
      'Please enter a script of at most 2000 characters.',
    ]);

    const res = await req('POST', '/api/calls', {
      phoneNumber: '415 555 0100',
      country: 'US',
      script: 'Hello, this is {agent_name}.',
      voice: 'neutral',
      at: '2099-06-01T09:30',
      timeZone: 'America/New_York',
    });
    expect(res.statusCode).toBe(200);
    const answer = scheduleCallAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({
      is_demo: true,
      call: { to: '+14155550100', script: 'Hello, this is Ada.', dueAt: '2099-06-01T13:30:00.000Z' },
    });
    const list = callListSchema.parse((await req('GET', '/api/calls')).json());
    expect(list.calls.map((c) => c.id)).toEqual([answer.call.id]);
    const cancelled = await req('POST', `/api/calls/${answer.call.id}/cancel`);
    expect(scheduledCallSchema.parse(cancelled.json().call).status).toBe('cancelled');
    const again = await req('POST', `/api/calls/${answer.call.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect((await req('POST', '/api/calls/nope/cancel')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/calls' })).statusCode).toBe(401);
  });

  it("the server's own timer places a due call through Twilio once, then reads its end back", async () => {
    await start(25);
    expect(
      (await req('PUT', '/api/keys/twilio', { accountSid: SID, authToken: TOKEN, phoneNumber: FROM }))
        .statusCode,
    ).toBe(200);
    const res = await req('POST', '/api/calls', {
      phoneNumber: '+14155550100',
      script: 'Your interview is confirmed.',
      voice: 'male',
    });
    const { call, is_demo } = scheduleCallAnswerSchema.parse(res.json());
    expect(is_demo).toBe(false);
    const statusOf = async () =>
      callListSchema.parse((await req('GET', '/api/calls')).json()).calls.find((c) => c.id === call.id)!;
    for (let i = 0; i < 400 && (await statusOf()).status !== 'queued'; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await statusOf()).toMatchObject({ status: 'queued', sid: twilio.calls[0]!.sid });
    expect(twilio.calls[0]!.twiml).toContain('<Say voice="Polly.Matthew">Your interview is confirmed.</Say>');
    twilio.finish(twilio.calls[0]!.sid, 'completed', 17);
    for (let i = 0; i < 400 && (await statusOf()).status !== 'completed'; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await statusOf()).toMatchObject({ status: 'completed', duration: 17 });
    expect(twilio.calls).toHaveLength(1);
  });

  it('HeyReach: the key notice without a key, then campaigns, leads and Create Campaign', async () => {
    await start();
    expect(outreachCampaignsAnswerSchema.parse((await req('GET', '/api/outreach/campaigns')).json())).toEqual(
      {
        configured: false,
        campaigns: [],
      },
    );
    const noKey = await req('POST', '/api/outreach/campaigns', { name: 'A', targetAudience: 'B' });
    expect([noKey.statusCode, noKey.json().error.message]).toEqual([400, 'HeyReach API key not configured']);
    expect(heyreach.requests).toEqual([]);

    expect((await req('PUT', '/api/keys/heyreach', { value: HR_KEY })).statusCode).toBe(200);
    const list = outreachCampaignsAnswerSchema.parse((await req('GET', '/api/outreach/campaigns')).json());
    expect(list.configured).toBe(true);
    expect(list.campaigns[0]).toMatchObject({ id: '101', name: 'Software Engineers Q3', status: 'active' });
    const leads = outreachLeadsAnswerSchema.parse(
      (await req('GET', '/api/outreach/campaigns/101/leads')).json(),
    );
    expect(leads.leads.map((l) => `${l.first_name}:${l.status}`)).toEqual([
      'Ada:replied',
      'Alan:connected',
      'Grace:pending',
    ]);

    const missing = await req('POST', '/api/outreach/campaigns', { name: 'Designers', targetAudience: ' ' });
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      400,
      'Please fill in all required fields.',
    ]);
    const created = await req('POST', '/api/outreach/campaigns', {
      name: 'Designers',
      targetAudience: 'Product designers in Berlin',
      message: 'Hi {first_name}',
    });
    expect(outreachCreateAnswerSchema.parse(created.json())).toMatchObject({
      message: 'Campaign created successfully!',
      campaign: { name: 'Designers' },
    });
    const after = outreachCampaignsAnswerSchema.parse((await req('GET', '/api/outreach/campaigns')).json());
    expect(after.campaigns.map((c) => c.name)).toContain('Designers');

    await req('PUT', '/api/keys/heyreach', { value: 'wrong-key' });
    const denied = await req('GET', '/api/outreach/campaigns');
    expect(denied.statusCode).toBeGreaterThanOrEqual(400);
    expect(denied.json().error.message).toBe('Failed to load campaigns. Please check your API key.');
  });
});
