// Issue 8: every text field that reaches the server has a length bound with a message in the spec's
// style. A 1 MB value to each route is refused with 400 and that message, and nothing is stored.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  CALL_SCHEDULE_MESSAGES,
  OUTREACH_MESSAGES,
  CHAT_REQUEST_MESSAGES,
  EMAIL_MESSAGES,
  ENGAGEMENT_MESSAGES,
  REQUEST_MESSAGES,
} from '@recruit/core';
import { testDialects } from '../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../tests/helpers/core.js';
import { signUpOver } from '../../tests/helpers/http.js';
import { buildServer } from './build-server.js';

/** One megabyte of text (the JSON body around it stays under the server's 1 MiB body limit). */
const MB = 'x'.repeat(1_000_000);
const SID = `AC${'0123456789abcdef'.repeat(2)}`;

describe.each(testDialects())('1 MB text values on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let ada: string;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect, { RECRUIT_ADMIN_EMAIL: 'ada@acme.io' });
    app = await buildServer(core, { webRoot: '/nonexistent', rateLimits: { signup: 1000 } });
    ada = await signUpOver(app, 'ada@acme.io', 'Ada');
    userId = (await core.accounts.requireSession(ada)).userId;
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: object, session: string | null = ada) =>
    app.inject({ method, url, payload, ...(session ? { cookies: { recruit_session: session } } : {}) });

  /** The answer is a 400 whose message is the field's bound message. */
  const refused = async (res: Awaited<ReturnType<typeof send>>, message: string) => {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json().error.message).toBe(message);
  };

  it('sign-up: a 1 MB name makes no account', async () => {
    const res = await send(
      'POST',
      '/api/auth/signup',
      { email: 'grace@acme.io', password: 'Sunny-Day-42', name: MB },
      null,
    );
    await refused(res, AUTH_MESSAGES.nameTooLong);
    expect(await core.accounts.checkUserExists('grace@acme.io')).toBe(false);
  });

  it('provider keys: a 1 MB key or Twilio credential is not saved', async () => {
    await refused(await send('PUT', '/api/keys/openai', { value: MB }), REQUEST_MESSAGES.apiKeyTooLong);
    await refused(
      await send('POST', '/api/secrets/phantombuster-api-key', { value: MB }),
      REQUEST_MESSAGES.apiKeyTooLong,
    );
    const twilio = { accountSid: SID, authToken: 'token-0123456789', phoneNumber: '+15551234567' };
    for (const [field, message] of [
      ['accountSid', REQUEST_MESSAGES.accountSidTooLong],
      ['authToken', REQUEST_MESSAGES.authTokenTooLong],
      ['phoneNumber', REQUEST_MESSAGES.phoneTooLong],
    ] as const) {
      await refused(await send('PUT', '/api/keys/twilio', { ...twilio, [field]: MB }), message);
    }
    const keys = await core.keys.list(userId);
    expect(keys.filter((k) => k.configured)).toEqual([]);
    // A value within the bounds is still saved.
    expect((await send('PUT', '/api/keys/twilio', twilio)).statusCode).toBe(200);
  });

  it('test calls: a 1 MB number or message places no call and uses nothing', async () => {
    await refused(
      await send('POST', '/api/calls/test', { phoneNumber: MB, message: 'Hello' }),
      REQUEST_MESSAGES.phoneTooLong,
    );
    await refused(
      await send('POST', '/api/calls/test', { phoneNumber: '+15551234567', message: MB }),
      REQUEST_MESSAGES.messageTooLong,
    );
    expect(await core.plans.usedThisMonth(userId, 'calling-basic')).toBe(0);
  });

  it('scheduled calls and HeyReach campaigns: a 1 MB value stores nothing', async () => {
    await refused(
      await send('POST', '/api/calls', { phoneNumber: MB, script: 'Hi' }),
      CALL_SCHEDULE_MESSAGES.phoneTooLong,
    );
    await refused(
      await send('POST', '/api/calls', { phoneNumber: '+14155550100', script: MB }),
      CALL_SCHEDULE_MESSAGES.scriptTooLong,
    );
    await refused(
      await send('POST', '/api/calls', {
        phoneNumber: '+14155550100',
        script: 'Hi {job_title}',
        variables: { job_title: MB },
      }),
      CALL_SCHEDULE_MESSAGES.variableTooLong,
    );
    expect(await core.db.selectFrom('scheduled_calls').selectAll().execute()).toEqual([]);
    await refused(
      await send('POST', '/api/outreach/campaigns', { name: MB, targetAudience: 'Berlin' }),
      OUTREACH_MESSAGES.tooLong('Campaign name', 200),
    );
  });

  it("the landing page's call request: a 1 MB phone or country code is not stored", async () => {
    await refused(
      await send('POST', '/api/call-requests', { phone: MB }, null),
      REQUEST_MESSAGES.phoneTooLong,
    );
    await refused(
      await send('POST', '/api/call-requests', { phone: '4155550134', countryCode: MB }, null),
      REQUEST_MESSAGES.countryCodeTooLong,
    );
    expect(await core.db.selectFrom('call_requests').selectAll().execute()).toEqual([]);
  });

  it('scraping: a 1 MB URL scrapes nothing and uses nothing', async () => {
    await refused(
      await send('POST', '/api/scrape', { url: `https://example.com/${MB}` }),
      REQUEST_MESSAGES.urlTooLong,
    );
    expect(await core.plans.usedThisMonth(userId, 'web-scraping')).toBe(0);
  });

  it('candidates: a 1 MB file name or name saves no candidate', async () => {
    await refused(
      await send('POST', '/api/candidates', { resume: { name: 'Ada' }, fileName: MB }),
      REQUEST_MESSAGES.fileNameTooLong,
    );
    await refused(
      await send('POST', '/api/candidates', { resume: { name: MB } }),
      'Name must be at most 200 characters',
    );
    // The candidates screen's add, bulk tag and merge bodies.
    await refused(await send('POST', '/api/candidates', { name: MB }), 'Name must be at most 200 characters');
    await refused(
      await send('POST', '/api/candidates', { name: 'Ada', notes: MB }),
      'Notes must be at most 10000 characters',
    );
    await refused(
      await send('POST', '/api/candidates/bulk', { action: 'tag', ids: ['x'], tag: MB }),
      'A tag must be at most 50 characters',
    );
    expect(await core.candidates.list(userId)).toEqual([]);
  });

  it('chat and engagement: a 1 MB message, base URL or field is refused and saves nothing', async () => {
    await refused(await send('POST', '/api/chat', { message: MB }), CHAT_REQUEST_MESSAGES.messageTooLong);
    await refused(
      await send('PUT', '/api/keys/openai', { value: '', baseUrl: MB }),
      CHAT_REQUEST_MESSAGES.baseUrlTooLong,
    );
    await refused(
      await send('PUT', '/api/keys/openai', { value: '', baseUrl: 'http://localhost:11434/v1', model: MB }),
      CHAT_REQUEST_MESSAGES.modelTooLong,
    );
    await refused(
      await send('POST', '/api/engagement/generate', { initialMessage: MB }),
      ENGAGEMENT_MESSAGES.messageTooLong,
    );
    await refused(
      await send('POST', '/api/engagement/generate', { jobTitle: MB }),
      'Job title must be at most 200 characters',
    );
    expect(await core.chat.list(userId)).toEqual([]);
    expect((await core.keys.status(userId, 'openai')).configured).toBe(false);
  });

  it('email: a 1 MB subject, body, address, template or campaign name is refused and saves nothing', async () => {
    await refused(
      await send('POST', '/api/email/send', { to: ['a@example.com'], subject: MB, body: 'b' }),
      EMAIL_MESSAGES.subjectTooLong,
    );
    await refused(
      await send('POST', '/api/email/send', { to: ['a@example.com'], subject: 's', body: MB }),
      EMAIL_MESSAGES.bodyTooLong,
    );
    await refused(
      await send('POST', '/api/email/preview', { to: [MB], subject: 's', body: 'b' }),
      EMAIL_MESSAGES.addressTooLong,
    );
    await refused(
      await send('POST', '/api/email/templates', { name: MB, subject: 's', body: 'b' }),
      EMAIL_MESSAGES.templateNameTooLong,
    );
    await refused(
      await send('POST', '/api/email/sequences', { name: MB, steps: [] }),
      EMAIL_MESSAGES.sequenceNameTooLong,
    );
    await refused(
      await send('PUT', '/api/email/settings/smtp', { url: MB }),
      'Please enter an SMTP URL of at most 2048 characters.',
    );
    expect(await core.email.messages(userId)).toEqual([]);
    expect(await core.email.listTemplates(userId)).toHaveLength(3);
  });

  it('billing and the admin screen: a 1 MB price id or email changes no plan', async () => {
    await refused(
      await send('POST', '/api/billing/checkout', { tier: 'Pro', priceId: MB }),
      'Price ID must be at most 255 characters',
    );
    await refused(
      await send('POST', '/api/admin/plan', { email: MB, tier: 'Pro' }),
      AUTH_MESSAGES.invalidEmail,
    );
    expect(await core.plans.getPlan(userId)).toMatchObject({ tier: 'Basic', subscribed: false });
  });
});
