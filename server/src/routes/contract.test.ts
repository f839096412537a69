// Issue 8's one error and response contract: every failure is the error handler's body with the
// AppError's title, and the answers the web UI reads parse with the zod schemas of core/schemas (the
// web's types are those schemas' z.infer, so a server answer that drifts from them fails here).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  apiErrorSchema,
  callListSchema,
  callRequestAnswerSchema,
  callResultSchema,
  emailExistsAnswerSchema,
  keyListSchema,
  keyStatusSchema,
  outreachCampaignsAnswerSchema,
  plansAnswerSchema,
  providersStatusSchema,
  removedKeySchema,
  resumeAccessSchema,
  savedKeySchema,
  scheduleCallAnswerSchema,
  scheduledCallSchema,
  securityQuestionAnswerSchema,
  sessionAnswerSchema,
  sessionInfoSchema,
} from '@recruit/core/schemas';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const [sqlite] = testDialects();
const OPENAI_KEY = `sk-proj-${'Zq7w'.repeat(12)}Xy90`;

/** Strict: a field the server sends that the schema (so the web's type) does not know fails too. */
const strictError = apiErrorSchema.extend({ error: apiErrorSchema.shape.error.strict() }).strict();

describe('the API contract', () => {
  let core: TestCore;
  let app: FastifyInstance;
  let ada: string;
  beforeEach(async () => {
    core = await makeTestCore(sqlite!);
    app = await buildServer(core, { webRoot: '/nonexistent' });
    ada = await signUpOver(app, 'ada@acme.io');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const call = async <S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<{ status: number; body: z.infer<S> }> => {
    const res = await app.inject({
      method,
      url,
      cookies: { recruit_session: ada },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: schema.parse(res.json()) };
  };

  it("answers a route's AppError with { error: { code, message, title } } and the kind's status", async () => {
    const sid = await call(strictError, 'PUT', '/api/keys/twilio', {
      accountSid: 'XX123',
      authToken: 'token',
      phoneNumber: '+15005550006',
    });
    expect(sid).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid_account_sid',
          message: "Account SID must start with 'AC' and be exactly 34 characters.",
          title: 'Invalid Account SID',
        },
      },
    });
    // A body that is not three strings is the spec's 'Missing Information', thrown by the route.
    const missing = await call(strictError, 'PUT', '/api/keys/twilio', { accountSid: 42 });
    expect(missing).toEqual({
      status: 400,
      body: {
        error: {
          code: 'missing_information',
          message: 'Please fill in all fields to save your Twilio credentials.',
          title: 'Missing Information',
        },
      },
    });
    // Without a title there is no title field; an unknown API path is the same body.
    expect(await call(strictError, 'GET', '/api/keys/acme')).toMatchObject({
      status: 404,
      body: { error: { code: 'unknown_provider' } },
    });
    expect(await call(strictError, 'GET', '/api/no-such-thing')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'No route GET /api/no-such-thing' } },
    });
  });

  it('answers the keys API with the shapes of core/schemas', async () => {
    expect((await call(keyStatusSchema.strict(), 'GET', '/api/keys/openai')).body).toMatchObject({
      provider: 'openai',
      configured: false,
    });
    const saved = await call(savedKeySchema.strict(), 'PUT', '/api/keys/openai', { value: OPENAI_KEY });
    expect([saved.status, saved.body.masked]).toEqual([200, 'sk-p...Xy90']);
    const list = await call(keyListSchema.strict(), 'GET', '/api/keys');
    expect(list.body.keys.find((k) => k.provider === 'openai')?.configured).toBe(true);
    const status = await call(providersStatusSchema.strict(), 'GET', '/api/providers/status');
    expect([status.body.configured, status.body.total]).toEqual([1, status.body.providers.length]);
    const removed = await call(removedKeySchema.strict(), 'DELETE', '/api/keys/openai');
    expect(removed.body).toEqual({ provider: 'openai', configured: false, removed: true });
  });

  it('answers the session and account look-ups with the shapes of core/schemas', async () => {
    const session = await call(sessionInfoSchema.strict(), 'GET', '/api/auth/session');
    expect([session.body.user.email, session.body.subscription.tier]).toEqual(['ada@acme.io', 'Basic']);
    const signedOut = await app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(sessionAnswerSchema.parse(signedOut.json())).toEqual({ user: null });
    const exists = await call(emailExistsAnswerSchema.strict(), 'POST', '/api/auth/check-email', {
      email: 'ada@acme.io',
    });
    expect(exists.body).toEqual({ exists: true });
    const question = await call(
      securityQuestionAnswerSchema.strict(),
      'POST',
      '/api/auth/security-question',
      {
        email: 'ada@acme.io',
      },
    );
    expect(question.body).toEqual({ question: null });
  });

  it('answers plans, resume access, call requests and test calls with the shapes of core/schemas', async () => {
    const plans = await call(plansAnswerSchema.strict(), 'GET', '/api/plans');
    expect(plans.body.plans.map((p) => p.name)).toEqual(['Basic', 'Pro', 'Enterprise']);
    expect(plans.body.current).toBe('Basic');
    const access = await call(resumeAccessSchema, 'GET', '/api/resumes/access');
    expect(access.body).toMatchObject({ allowed: true, tier: 'Basic' });
    const callRequest = await call(callRequestAnswerSchema.strict(), 'POST', '/api/call-requests', {
      phone: '4155550134',
      countryCode: '+44',
    });
    expect(callRequest.body.status).toBe('success');
    const testCall = await call(callResultSchema.strict(), 'POST', '/api/calls/test', {
      phoneNumber: '+15005550006',
      message: 'Hello from the contract test',
    });
    expect([testCall.status, testCall.body.is_demo]).toEqual([200, true]);
  });

  it('answers scheduled calls and HeyReach outreach with the shapes of core/schemas', async () => {
    const scheduled = await call(scheduleCallAnswerSchema, 'POST', '/api/calls', {
      phoneNumber: '+14155550100',
      script: 'Hello from the contract test',
      at: '2099-01-01T10:00:00Z',
    });
    expect([scheduled.status, scheduled.body.is_demo]).toEqual([200, true]);
    const list = await call(callListSchema, 'GET', '/api/calls');
    expect(list.body.calls).toHaveLength(1);
    const cancelled = await call(
      z.strictObject({ call: scheduledCallSchema }),
      'POST',
      `/api/calls/${scheduled.body.call.id}/cancel`,
    );
    expect(cancelled.body.call.status).toBe('cancelled');
    const outreach = await call(outreachCampaignsAnswerSchema, 'GET', '/api/outreach/campaigns');
    expect(outreach.body).toEqual({ configured: false, campaigns: [] });
  });
});

describe('routes', () => {
  it('never write an error body of their own: they throw AppError for the one error handler', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const routes = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(routes.length).toBeGreaterThan(5);
    const offenders = routes.filter((f) => {
      const text = readFileSync(path.join(dir, f), 'utf8');
      return /\.send\(\s*\{\s*error\s*:/.test(text) || /\b(status|code)\(\s*[45]\d\d\s*\)/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
