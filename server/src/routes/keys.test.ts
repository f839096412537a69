import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startOpenAIFake, type OpenAIFake } from '../../../tests/fakes/openai-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const OPENAI_KEY = `sk-proj-${'M3nq'.repeat(12)}Ab12`;
const SID = `AC${'fedcba9876543210'.repeat(2)}`;
const twilio = { accountSid: SID, authToken: 'tw-secret-token-4242', phoneNumber: '+15005550006' };

let fake: OpenAIFake;
beforeAll(async () => {
  fake = await startOpenAIFake({ apiKey: OPENAI_KEY });
});
afterAll(() => fake.close());

describe.each(testDialects())('key routes on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let ada: string;
  let bob: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect, { RECRUIT_OPENAI_BASE_URL: fake.baseUrl });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    ada = await signUpOver(app, 'ada@acme.io');
    bob = await signUpOver(app, 'bob@acme.io');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, session?: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(session ? { cookies: { recruit_session: session } } : {}),
    });

  it('asks for sign-in, with the spec messages for save and delete', async () => {
    const cases: [Parameters<typeof call>[0], string, string][] = [
      ['GET', '/api/keys', 'Please sign in to continue'],
      ['GET', '/api/keys/openai', 'Please sign in to continue'],
      ['PUT', '/api/keys/openai', 'User must be authenticated to save API keys'],
      ['DELETE', '/api/keys/openai', 'User must be authenticated to delete API keys'],
      ['POST', '/api/keys/openai/test', 'Please sign in to continue'],
      ['GET', '/api/providers/status', 'Please sign in to continue'],
      ['GET', '/api/secrets/phantombuster-api-key', 'Please sign in to continue'],
      ['POST', '/api/secrets/phantombuster-api-key', 'User must be authenticated to save API keys'],
    ];
    for (const [method, url, message] of cases) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'PUT' || method === 'POST' ? { value: 'k' } : undefined,
      );
      expect({ url, method, status: res.statusCode, message: res.json().error?.message }).toEqual({
        url,
        method,
        status: 401,
        message,
      });
    }
    const bearer = await app.inject({ url: '/api/keys', headers: { authorization: `Bearer ${ada}` } });
    expect(bearer.statusCode).toBe(200);
    expect(await core.db.selectFrom('user_api_keys').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an unknown provider', async () => {
    for (const [method, url] of [
      ['PUT', '/api/keys/acme'],
      ['GET', '/api/keys/acme'],
      ['DELETE', '/api/keys/acme'],
      ['POST', '/api/keys/acme/test'],
    ] as const) {
      const res = await call(method, url, ada, method === 'PUT' ? { value: 'k' } : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'unknown_provider',
        message:
          "Unknown provider 'acme'. Known providers: openai, twilio, phantombuster, heyreach, makeai, textkernel, stripe, replyio, jobin, apollo, dropcowboy.",
      });
    }
  });

  it('saves, lists masked values only, removes; the whole key never comes back', async () => {
    const put = await call('PUT', '/api/keys/openai', ada, { value: ` ${OPENAI_KEY} ` });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      provider: 'openai',
      name: 'OpenAI',
      configured: true,
      masked: 'sk-p...Ab12',
      updatedAt: expect.any(String),
      warnings: [],
    });
    const short = await call('PUT', '/api/keys/stripe', ada, { value: 'pk_live_1234567890' });
    expect(short.json()).toMatchObject({
      masked: 'pk_l...7890',
      warnings: ['Stripe secret keys usually start with sk_.'],
    });

    const list = await call('GET', '/api/keys', ada);
    expect(list.statusCode).toBe(200);
    const keys = list.json().keys as { provider: string; configured: boolean; masked: string | null }[];
    expect(keys).toHaveLength(11);
    expect(keys.filter((k) => k.configured).map((k) => [k.provider, k.masked])).toEqual([
      ['openai', 'sk-p...Ab12'],
      ['stripe', 'pk_l...7890'],
    ]);
    expect((await call('GET', '/api/keys/openai', ada)).json()).toMatchObject({
      configured: true,
      masked: 'sk-p...Ab12',
    });
    for (const res of [put, short, list]) expect(res.body).not.toContain(OPENAI_KEY);

    const del = await call('DELETE', '/api/keys/openai', ada);
    expect(del.json()).toEqual({ provider: 'openai', configured: false, removed: true });
    expect((await call('GET', '/api/keys/openai', ada)).json()).toMatchObject({
      configured: false,
      masked: null,
    });
  });

  it('refuses an empty key with the spec message for the provider', async () => {
    const cases: [string, object, string][] = [
      ['/api/keys/openai', { value: '   ' }, 'Please enter a valid API key'],
      ['/api/keys/openai', {}, 'Please enter a valid API key'],
      ['/api/keys/heyreach', { value: 42 }, 'Please enter a valid HeyReach API key'],
      ['/api/keys/makeai', { value: '' }, 'Please enter a valid Make.ai API key'],
      ['/api/keys/phantombuster', { value: '' }, 'Please enter a valid PhantomBuster API key'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await call('PUT', url, ada, payload);
      expect({ url, status: res.statusCode, message: res.json().error.message }).toEqual({
        url,
        status: 400,
        message,
      });
    }
  });

  it('applies the telephony rules with their titles and shows only the SID prefix', async () => {
    const cases: [object, string, string][] = [
      [{ ...twilio, phoneNumber: '' }, 'missing_information', 'Missing Information'],
      [{ accountSid: 12 }, 'missing_information', 'Missing Information'],
      [{ ...twilio, accountSid: `${SID}0` }, 'invalid_account_sid', 'Invalid Account SID'],
      [{ ...twilio, phoneNumber: '5005550006' }, 'invalid_phone_number', 'Invalid Phone Number'],
    ];
    for (const [payload, code, title] of cases) {
      const res = await call('PUT', '/api/keys/twilio', ada, payload);
      expect([res.statusCode, res.json().error.code, res.json().error.title]).toEqual([400, code, title]);
    }
    const ok = await call('PUT', '/api/keys/twilio', ada, twilio);
    expect(ok.json()).toMatchObject({
      provider: 'twilio',
      configured: true,
      masked: 'ACfedcba...',
      phoneNumber: '+15005550006',
    });
    const list = await call('GET', '/api/keys', ada);
    expect(list.body).not.toContain(twilio.authToken);
    expect(list.body).not.toContain(SID);
  });

  it("keeps users to their own keys: Bob cannot see, change or delete Ada's", async () => {
    await call('PUT', '/api/keys/openai', ada, { value: OPENAI_KEY });
    const bobList = (await call('GET', '/api/keys', bob)).json().keys as { configured: boolean }[];
    expect(bobList.every((k) => !k.configured)).toBe(true);
    expect((await call('GET', '/api/keys/openai', bob)).json().configured).toBe(false);
    expect((await call('DELETE', '/api/keys/openai', bob)).json().removed).toBe(false);
    await call('PUT', '/api/keys/openai', bob, { value: 'sk-bob-0000000000000000000' });
    expect((await call('GET', '/api/keys/openai', ada)).json().masked).toBe('sk-p...Ab12');
    expect((await call('GET', '/api/keys/openai', bob)).json().masked).toBe('sk-b...0000');
    expect(await core.keys.get((await core.accounts.requireSession(ada)).userId, 'openai')).toBe(OPENAI_KEY);
    // Bob's test uses Bob's key, which the provider refuses.
    expect((await call('POST', '/api/keys/openai/test', bob)).json().state).toBe('invalid_key');
    expect((await call('POST', '/api/keys/openai/test', ada)).json().state).toBe('configured');
  });

  it('tests the stored key against the provider: not configured, configured, invalid, unreachable', async () => {
    const test = async () => (await call('POST', '/api/keys/openai/test', ada)).json();
    expect(await test()).toEqual({ state: 'not_configured', message: 'OpenAI API key not configured' });
    await call('PUT', '/api/keys/openai', ada, { value: OPENAI_KEY });
    expect(await test()).toEqual({ state: 'configured', message: 'OpenAI accepted the API key.' });
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    fake.failWith(401, 1);
    expect(await test()).toEqual({ state: 'invalid_key', message: 'Invalid OpenAI API key' });
    fake.failWith(500, 1);
    expect(await test()).toEqual({
      state: 'unreachable',
      message: 'OpenAI is unavailable right now (HTTP 500). Please try again later.',
    });
    const res = await call('POST', '/api/keys/openai/test', ada);
    expect(res.body).not.toContain(OPENAI_KEY);
  });

  it('counts the configured providers for the status banner', async () => {
    const before = (await call('GET', '/api/providers/status', ada)).json();
    expect([before.configured, before.total]).toEqual([0, 11]);
    await call('PUT', '/api/keys/openai', ada, { value: OPENAI_KEY });
    await call('PUT', '/api/keys/twilio', ada, twilio);
    await call('PUT', '/api/keys/apollo', ada, { value: 'apollo-key-123456' });
    const after = (await call('GET', '/api/providers/status', ada)).json();
    expect([after.configured, after.total]).toEqual([3, 11]);
    const openai = after.providers.find((p: { id: string }) => p.id === 'openai');
    expect(openai).toMatchObject({
      name: 'OpenAI',
      priority: 'high',
      tab: 'AI & ChatGPT',
      keyTitle: 'OpenAI API Key',
      signupUrl: 'https://platform.openai.com/api-keys',
      configured: true,
      masked: 'sk-p...Ab12',
    });
    expect((await call('GET', '/api/providers/status', bob)).json().configured).toBe(0);
  });

  it('keeps the PhantomBuster secret endpoints of the spec, without returning the value', async () => {
    const empty = await call('GET', '/api/secrets/phantombuster-api-key', ada);
    expect(empty.json()).toEqual({ configured: false, masked: null });
    const bad = await call('POST', '/api/secrets/phantombuster-api-key', ada, { value: ' ' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'Please enter a valid PhantomBuster API key',
    ]);
    const saved = await call('POST', '/api/secrets/phantombuster-api-key', ada, {
      value: 'pb-key-abcdef123456',
    });
    expect(saved.json()).toMatchObject({
      provider: 'phantombuster',
      configured: true,
      masked: 'pb-k...3456',
    });
    const got = await call('GET', '/api/secrets/phantombuster-api-key', ada);
    expect(got.json()).toEqual({ configured: true, masked: 'pb-k...3456' });
    expect(got.body).not.toContain('pb-key-abcdef123456');
    expect((await call('GET', '/api/keys/phantombuster', ada)).json().configured).toBe(true);
  });
});
