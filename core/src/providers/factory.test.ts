import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../tests/fakes/expect-failure.js';
import type { FakeServer } from '../../../tests/fakes/fake-server.js';
import { startMakeAiFake, type MakeAiFake } from '../../../tests/fakes/makeai-fake.js';
import { startOpenAIFake, type OpenAIFake } from '../../../tests/fakes/openai-fake.js';
import { startPhantomBusterFake, type PhantomBusterFake } from '../../../tests/fakes/phantombuster-fake.js';
import { startTwilioFake } from '../../../tests/fakes/twilio-fake.js';
import { loadConfig } from '../config/config.js';
import type { ProviderId } from '../schemas/provider-keys.js';
import { createProviderClients } from './factory.js';

const twilioCreds = { accountSid: `AC${'b'.repeat(32)}`, authToken: 'tw-token', phoneNumber: '+15005550006' };
let openai: OpenAIFake;
let twilio: FakeServer;
let pb: PhantomBusterFake;
let make: MakeAiFake;

beforeAll(async () => {
  openai = await startOpenAIFake({ apiKey: 'sk-good' });
  twilio = await startTwilioFake({ accountSid: twilioCreds.accountSid, authToken: twilioCreds.authToken });
  pb = await startPhantomBusterFake({ apiKey: 'pb-good' });
  make = await startMakeAiFake({ apiKey: 'make-good' });
});
afterAll(async () => {
  await Promise.all([openai.close(), twilio.close(), pb.close(), make.close()]);
});

const configFor = () =>
  loadConfig({
    RECRUIT_HOME: '/tmp/recruit-factory-test',
    RECRUIT_OPENAI_BASE_URL: openai.baseUrl,
    RECRUIT_TWILIO_BASE_URL: twilio.url,
    RECRUIT_PHANTOMBUSTER_BASE_URL: pb.baseUrl,
    RECRUIT_MAKEAI_BASE_URL: make.baseUrl,
  });

const clientsWith = (stored: Partial<Record<ProviderId, string>>) =>
  createProviderClients({ config: configFor(), keys: async (p) => stored[p], timeoutMs: 5000 });

describe('createProviderClients', () => {
  it('gives no OpenAI client without a key, and the spec message when one is required', async () => {
    const clients = clientsWith({ openai: '   ' });
    expect(await clients.openai()).toBeUndefined();
    const e = await expectFailure(clients.require('openai'));
    expect(e.message).toBe('OpenAI API key not configured');
    expect(e.hint).toBe('Action required: Please configure the API key in API Settings.');
  });

  it('builds the OpenAI client against the base URL from RECRUIT_OPENAI_BASE_URL', async () => {
    const chat = await clientsWith({ openai: 'sk-good' }).require('openai');
    expect((await chat.chat([{ role: 'user', content: 'ping' }])).content).toBe('You asked: ping');
  });

  it('gives no telephony or scraping client without a key, and the real ones with it', async () => {
    const none = clientsWith({});
    expect([await none.twilio(), await none.phantombuster()]).toEqual([undefined, undefined]);

    const phone = await clientsWith({ twilio: JSON.stringify(twilioCreds) }).twilio();
    const res = await phone!.call({ to: '+14155550100', message: 'hi' });
    expect(res).toMatchObject({ status: 'queued', from: '+15005550006', is_demo: false });
    expect(twilio.requests).toHaveLength(1);

    const scraper = await clientsWith({ phantombuster: 'pb-good' }).phantombuster();
    expect(await scraper!.listAgents()).toEqual([
      { id: '4242', name: 'Web Scraper', script: 'Web Scraper.js' },
    ]);
    expect(pb.requests.at(-1)!.headers['x-phantombuster-key-1']).toBe('pb-good');
  });

  it('refuses stored Twilio credentials that break the spec rules', async () => {
    const clients = clientsWith({ twilio: JSON.stringify({ ...twilioCreds, accountSid: 'AC123' }) });
    const e = await expectFailure(clients.twilio());
    expect([e.title, e.message]).toEqual([
      'Invalid Account SID',
      "Account SID must start with 'AC' and be exactly 34 characters.",
    ]);
    expect(await clients.test('twilio')).toEqual({
      state: 'invalid_key',
      message: "Account SID must start with 'AC' and be exactly 34 characters.",
    });
  });

  it('test() reports not configured, configured, invalid key and unverified', async () => {
    const clients = clientsWith({ openai: 'sk-good', makeai: 'make-bad', jobin: 'jb-1' });
    expect(await clients.test('stripe')).toEqual({
      state: 'not_configured',
      message: 'Stripe API key not configured',
    });
    expect(await clients.test('openai')).toEqual({
      state: 'configured',
      message: 'OpenAI accepted the API key.',
    });
    expect(await clients.test('makeai')).toEqual({
      state: 'invalid_key',
      message: 'Invalid Make.ai API key',
    });
    expect(await clients.testKey('makeai', 'make-good')).toEqual({
      state: 'configured',
      message: 'Make.ai accepted the API key.',
    });
    expect(make.requests.at(-1)!.headers.authorization).toBe('Token make-good');
    expect((await clients.test('jobin')).state).toBe('unverified');
  });

  it('lets the integrator plug a key check for a provider it has no client for', async () => {
    const clients = createProviderClients({
      config: configFor(),
      keys: async () => 'tk-key',
      testers: { textkernel: async (key) => ({ state: 'configured', message: `checked ${key.length}` }) },
    });
    expect(await clients.test('textkernel')).toEqual({ state: 'configured', message: 'checked 6' });
  });
});
