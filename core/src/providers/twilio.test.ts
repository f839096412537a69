import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTwilioFake, type TwilioFake } from '../../../tests/fakes/twilio-fake.js';
import { ProviderError } from '../errors.js';
import { createTwilioClient } from './twilio.js';

const creds = { accountSid: `AC${'a'.repeat(32)}`, authToken: 'token-123', phoneNumber: '+15005550006' };
let fake: TwilioFake;

beforeAll(async () => {
  fake = await startTwilioFake({ accountSid: creds.accountSid, authToken: creds.authToken });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.requests.length = 0;
  fake.calls.length = 0;
});

const client = (authToken = creds.authToken, timeoutMs = 5000) =>
  createTwilioClient({ credentials: { ...creds, authToken }, baseUrl: fake.url, timeoutMs });

const failure = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ProviderError);
  return e as ProviderError;
};

describe('Twilio client against its fake (through the official SDK)', () => {
  it('places a call that says the message', async () => {
    const res = await client().call({ to: '+14155550100', message: 'Hello! This is a test call.' });
    expect(res).toMatchObject({
      status: 'queued',
      to: '+14155550100',
      from: '+15005550006',
      message: 'Hello! This is a test call.',
      duration: 0,
      is_demo: false,
    });
    expect(res.sid).toMatch(/^CA/);
    expect(new Date(res.timestamp).toISOString()).toBe(res.timestamp);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe(`/2010-04-01/Accounts/${creds.accountSid}/Calls.json`);
    expect(sent.body).toMatchObject({ To: '+14155550100', From: '+15005550006' });
    expect((sent.body as { Twiml: string }).Twiml).toContain('<Say>Hello! This is a test call.</Say>');
  });

  it('speaks in the chosen voice, and reads the call back (status, then duration once it ended)', async () => {
    const res = await client().call({ to: '+14155550100', message: 'Hi & bye', voice: 'Polly.Matthew' });
    expect(fake.calls[0]!.twiml).toContain('<Say voice="Polly.Matthew">Hi &amp; bye</Say>');
    expect(await client().fetchCall(res.sid)).toEqual({ sid: res.sid, status: 'queued', duration: null });
    fake.finish(res.sid, 'completed', 42);
    expect(await client().fetchCall(res.sid)).toEqual({ sid: res.sid, status: 'completed', duration: 42 });
    const missing = await failure(client().fetchCall(`CA${'f'.repeat(32)}`));
    expect(missing.status).toBe(404);
  });

  it("reports Twilio's own message when it rejects the number", async () => {
    const e = await failure(client().call({ to: '0800', message: 'hi' }));
    expect(e.status).toBe(400);
    expect(e.message).toBe("Twilio rejected the request: The 'To' number 0800 is not a valid phone number.");
  });

  it('maps wrong credentials (401) to an invalid-key error', async () => {
    const e = await failure(client('wrong').call({ to: '+14155550100', message: 'hi' }));
    expect(e.message).toBe('Invalid Twilio API key');
    expect(e.status).toBe(401);
  });

  it('maps 429 and 500 and never retries a call', async () => {
    fake.failWith(429);
    expect((await failure(client().call({ to: '+14155550100', message: 'hi' }))).message).toBe(
      'Twilio rate limit reached. Please wait a moment before trying again.',
    );
    fake.failWith(500);
    expect((await failure(client().call({ to: '+14155550100', message: 'hi' }))).message).toBe(
      'Twilio is unavailable right now (HTTP 500). Please try again later.',
    );
    expect(fake.requests).toHaveLength(2);
  });

  it('times out when Twilio hangs', async () => {
    fake.hang();
    const e = await failure(client(creds.authToken, 300).call({ to: '+14155550100', message: 'hi' }));
    expect(e.code).toBe('timeout');
    expect(e.message).toBe('Twilio did not respond within 300 ms.');
  });

  it('test() fetches the account once', async () => {
    expect(await client().test()).toEqual({ state: 'configured', message: 'Twilio accepted the API key.' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /2010-04-01/Accounts/${creds.accountSid}.json`,
    ]);
    expect((await client('bad').test()).state).toBe('invalid_key');
    fake.failWith(500);
    expect((await client().test()).state).toBe('unreachable');
  });
});
