import { describe, expect, it } from 'vitest';
import {
  checkProviderKey,
  isStripePriceId,
  keyFormatHints,
  maskApiKey,
  maskTwilioSid,
  providerCatalogue,
  providerTabs,
  validateTwilioCredentials,
} from './provider-keys.js';

const sid = `AC${'0'.repeat(32)}`;

describe('provider catalogue', () => {
  it('lists the 11 providers with the spec priorities and a tab each', () => {
    expect(providerCatalogue.map((p) => p.id)).toEqual([
      'openai',
      'twilio',
      'phantombuster',
      'heyreach',
      'makeai',
      'textkernel',
      'stripe',
      'replyio',
      'jobin',
      'apollo',
      'dropcowboy',
    ]);
    const byPriority = (p: string) =>
      providerCatalogue
        .filter((x) => x.priority === p)
        .map((x) => x.id)
        .sort();
    expect(byPriority('high')).toEqual(['openai', 'twilio']);
    expect(byPriority('medium')).toEqual(['apollo', 'jobin', 'phantombuster', 'stripe']);
    expect(byPriority('low')).toEqual(expect.arrayContaining(['replyio', 'textkernel']));
    for (const p of providerCatalogue) expect(providerTabs).toContain(p.tab);
    expect(new Set(providerCatalogue.map((p) => p.tab))).toEqual(new Set(providerTabs));
  });
});

describe('key checks', () => {
  it('rejects only empty keys, with the per-provider message', () => {
    expect(checkProviderKey('openai', '   ')).toEqual({ ok: false, error: 'Please enter a valid API key' });
    expect(checkProviderKey('heyreach', '')).toEqual({
      ok: false,
      error: 'Please enter a valid HeyReach API key',
    });
    expect(checkProviderKey('makeai', '')).toEqual({
      ok: false,
      error: 'Please enter a valid Make.ai API key',
    });
    expect(checkProviderKey('phantombuster', ' ')).toEqual({
      ok: false,
      error: 'Please enter a valid PhantomBuster API key',
    });
  });

  it('accepts a real-length OpenAI project key without a warning, and warns on odd ones', () => {
    const longKey = `sk-proj-${'x'.repeat(156)}`;
    expect(checkProviderKey('openai', ` ${longKey} `)).toEqual({ ok: true, key: longKey, warnings: [] });
    expect(keyFormatHints('openai', 'abc')).toEqual(['OpenAI keys usually start with sk-.']);
    expect(checkProviderKey('openai', 'abc').ok).toBe(true);
  });

  it('hints for Stripe, JobIn and Apollo', () => {
    expect(keyFormatHints('stripe', 'pk_live_123')).toEqual(['Stripe secret keys usually start with sk_.']);
    expect(keyFormatHints('stripe', 'sk_live_123')).toEqual([]);
    expect(keyFormatHints('apollo', 'https://api.apollo.io/?key=1')).toEqual([
      'Apollo needs the API key only, not a URL.',
    ]);
    expect(keyFormatHints('jobin', 'https://jobin.cloud')).toEqual([
      'JobIn needs the API key only, not a URL.',
    ]);
  });

  it("price ids start with 'price_'", () => {
    expect(isStripePriceId('price_1NabcXYZ')).toBe(true);
    expect(isStripePriceId('prod_1Nabc')).toBe(false);
  });
});

describe('Twilio credentials', () => {
  it('uses the spec hard errors in order', () => {
    expect(validateTwilioCredentials({ accountSid: sid, authToken: '', phoneNumber: '+1' })).toMatchObject({
      ok: false,
      title: 'Missing Information',
      message: 'Please fill in all fields to save your Twilio credentials.',
    });
    expect(
      validateTwilioCredentials({ accountSid: 'AC123', authToken: 't', phoneNumber: '+1' }),
    ).toMatchObject({
      ok: false,
      title: 'Invalid Account SID',
    });
    expect(
      validateTwilioCredentials({ accountSid: `XX${'0'.repeat(32)}`, authToken: 't', phoneNumber: '+1' }),
    ).toMatchObject({
      title: 'Invalid Account SID',
    });
    expect(
      validateTwilioCredentials({ accountSid: sid, authToken: 't', phoneNumber: '15005550006' }),
    ).toMatchObject({
      ok: false,
      title: 'Invalid Phone Number',
    });
    expect(
      validateTwilioCredentials({ accountSid: ` ${sid}`, authToken: 't', phoneNumber: '+15005550006' }),
    ).toEqual({
      ok: true,
      value: { accountSid: sid, authToken: 't', phoneNumber: '+15005550006' },
    });
  });

  it('masks the SID to 8 characters and keys to first 4 / last 4', () => {
    expect(maskTwilioSid(sid)).toBe('AC000000...');
    expect(maskApiKey('sk-abcdefghijklmnop1234')).toBe('sk-a...1234');
  });
});
