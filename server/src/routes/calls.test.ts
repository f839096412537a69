import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FakeServer } from '../../../tests/fakes/fake-server.js';
import { startTwilioFake } from '../../../tests/fakes/twilio-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'tw-auth-token-7777';
const FROM = '+15005550006';
const MESSAGE = 'Hello! This is a test call from your recruitment platform.';
const DAY = 86_400_000;

let fake: FakeServer;
beforeAll(async () => {
  fake = await startTwilioFake({ accountSid: SID, authToken: TOKEN });
});
afterAll(() => fake.close());

describe.each(testDialects())('POST /api/calls/test on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  beforeEach(async () => {
    fake.reset();
    fake.requests.length = 0; // reset() keeps what was recorded: each test starts with none
    core = await makeTestCore(dialect, { RECRUIT_TWILIO_BASE_URL: fake.url });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    session = await signUpOver(app, 'ada@acme.io', 'Ada');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const call = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/calls/test', payload, cookies: { recruit_session: session } });
  const saveTwilio = (authToken = TOKEN) =>
    app.inject({
      method: 'PUT',
      url: '/api/keys/twilio',
      payload: { accountSid: SID, authToken, phoneNumber: FROM },
      cookies: { recruit_session: session },
    });

  it('answers with the demo (labelled, is_demo) when no credentials are saved', async () => {
    const res = await call({ phoneNumber: '+15551234567', message: MESSAGE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      to: '+15551234567',
      message: 'Call initiated successfully (Demo)',
      duration: 0,
      is_demo: true,
    });
    expect(res.json().sid).toMatch(/^demo-/);
    expect(fake.requests).toEqual([]);
  });

  it('places a real call with the saved credentials that speaks the message', async () => {
    expect((await saveTwilio()).statusCode).toBe(200);
    const res = await call({ phoneNumber: '+15551234567', message: MESSAGE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'queued', to: '+15551234567', from: FROM, is_demo: false });
    expect(res.json().sid).toMatch(/^CA/);
    const sent = fake.requests.find((r) => r.method === 'POST')!.body as Record<string, string>;
    expect(sent).toMatchObject({ To: '+15551234567', From: FROM });
    expect(sent.Twiml).toContain(MESSAGE);
  });

  it('reports a refused call as a failure, never as a demo success', async () => {
    await saveTwilio('wrong-token-0000');
    const res = await call({ phoneNumber: '+15551234567', message: MESSAGE });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().error.message).toMatch(/Twilio/);
  });

  it("needs a number and a message: the spec's message", async () => {
    for (const payload of [
      {},
      { phoneNumber: '+15551234567', message: '  ' },
      { phoneNumber: '', message: MESSAGE },
    ]) {
      const res = await call(payload);
      expect([res.statusCode, res.json().error.message]).toEqual([
        400,
        'Please enter a phone number and message to test the call.',
      ]);
    }
    expect((await call({ phoneNumber: ' ', message: MESSAGE })).json()).toEqual({
      error: {
        code: 'missing_information',
        title: 'Missing Information',
        message: 'Please enter a phone number and message to test the call.',
      },
    });
    expect(fake.requests).toEqual([]);
  });

  it('is refused on the Basic plan after the trial', async () => {
    // Past the 14-day trial (the account was made 15 days ago).
    await core.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 15 * DAY).toISOString() })
      .execute();
    const res = await call({ phoneNumber: '+15551234567', message: MESSAGE });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'AI Calling is not available in your current plan. Please upgrade to access this feature.',
    );
  });
});
