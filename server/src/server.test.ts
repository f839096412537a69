import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES as M } from '@recruit/core';
import { testDialects } from '../../tests/helpers/databases.js';
import { lastCode, makeTestCore, type TestCore } from '../../tests/helpers/core.js';
import { buildServer } from './build-server.js';

const PASSWORD = 'Sunny-Day-42';
const user = { email: 'Ada@Acme.io', password: PASSWORD, name: 'Ada Lovelace' };

describe.each(testDialects())('HTTP API on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  beforeEach(async () => {
    core = await makeTestCore(dialect, { RECRUIT_ADMIN_EMAIL: 'ada@acme.io' });
    app = await buildServer(core, { webRoot: '/nonexistent' });
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === 'recruit_session');

  it('signs up, keeps the session in an httpOnly SameSite=Lax cookie, signs out', async () => {
    const res = await post('/api/auth/signup', user);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      email: 'ada@acme.io',
      name: 'Ada Lovelace',
      isAdmin: true,
      createdAt: expect.any(String),
    });
    expect(body.subscription).toMatchObject({ subscribed: false, subscription_tier: null, tier: 'Basic' });
    expect(body.subscription.trial.active).toBe(true);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/recruit_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = cookieOf(res)!;

    const session = await app.inject({
      url: '/api/auth/session',
      cookies: { recruit_session: cookie.value },
    });
    expect(session.json().user.email).toBe('ada@acme.io');

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      cookies: { recruit_session: cookie.value },
    });
    expect(out.json()).toEqual({ ok: true });
    const after = await app.inject({ url: '/api/auth/session', cookies: { recruit_session: cookie.value } });
    expect(after.json()).toEqual({ user: null });
  });

  it('answers errors as { error: { code, message } } with the spec messages and statuses', async () => {
    const noUsers = await post('/api/auth/signin', { email: 'ada@acme.io', password: PASSWORD });
    expect([noUsers.statusCode, noUsers.json()]).toEqual([
      404,
      { error: { code: 'no_users', message: M.noUsers } },
    ]);
    await post('/api/auth/signup', user);
    const cases: [string, unknown, number, string][] = [
      ['/api/auth/signup', user, 409, M.userExists],
      ['/api/auth/signup', { ...user, email: 'b@acme.io', password: 'weak' }, 400, M.passwordTooWeak],
      ['/api/auth/signup', { ...user, email: 'nope' }, 400, M.invalidEmail],
      ['/api/auth/signup', { email: 'x@acme.io' }, 400, M.allFieldsRequired],
      ['/api/auth/signin', { email: 'ada@acme.io' }, 400, M.passwordRequired],
      ['/api/auth/signin', { email: 'bob@acme.io', password: PASSWORD }, 404, M.noAccount],
      ['/api/auth/signin', { email: 'ada@acme.io', password: 'Wrong-Pass-1' }, 401, M.invalidPassword],
      ['/api/auth/verify-code', { email: 'ada@acme.io', code: '12' }, 400, M.codeLength],
      ['/api/auth/verify-code', { email: 'ada@acme.io', code: '123456' }, 400, M.invalidCode],
      ['/api/auth/verify-security-answer', { email: 'ada@acme.io', answer: '' }, 400, M.answerRequired],
      ['/api/call-requests', { phone: '' }, 400, M.phoneRequired],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await post(url, payload);
      expect({ url, status: res.statusCode, message: res.json().error?.message }).toEqual({
        url,
        status,
        message,
      });
    }
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('The request body is not valid JSON');
    const missing = await app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('runs the reset flow end to end and ends the old session', async () => {
    const signUp = await post('/api/auth/signup', {
      ...user,
      securityQuestion: "What was your first pet's name?",
      securityAnswer: 'Whiskers',
    });
    const oldCookie = cookieOf(signUp)!.value;
    expect((await post('/api/auth/check-email', { email: 'ADA@acme.io' })).json()).toEqual({ exists: true });
    expect((await post('/api/auth/check-email', { email: 'zed@acme.io' })).json()).toEqual({ exists: false });
    expect((await post('/api/auth/security-question', { email: 'ada@acme.io' })).json()).toEqual({
      question: "What was your first pet's name?",
    });
    const wrong = await post('/api/auth/verify-security-answer', { email: 'ada@acme.io', answer: 'rex' });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([400, M.incorrectAnswer]);
    expect(
      (await post('/api/auth/verify-security-answer', { email: 'ada@acme.io', answer: 'WHISKERS' })).json(),
    ).toEqual({
      ok: true,
    });
    const forgot = await post('/api/auth/forgot', { email: 'ada@acme.io', securityAnswer: 'whiskers' });
    expect(forgot.json()).toEqual({ ok: true, delivery: 'console' });
    const code = lastCode(core.outbox);
    expect((await post('/api/auth/verify-code', { email: 'ada@acme.io', code })).json()).toEqual({
      ok: true,
    });
    const weak = await post('/api/auth/reset', { email: 'ada@acme.io', code, password: 'short' });
    expect(weak.json().error.message).toBe(M.passwordTooWeak);
    expect(
      (await post('/api/auth/reset', { email: 'ada@acme.io', code, password: 'Brand-New-8' })).json(),
    ).toEqual({
      ok: true,
    });
    const old = await app.inject({ url: '/api/auth/session', cookies: { recruit_session: oldCookie } });
    expect(old.json()).toEqual({ user: null });
    expect(
      (await post('/api/auth/signin', { email: 'ada@acme.io', password: 'Brand-New-8' })).statusCode,
    ).toBe(200);
  });

  it('checks the subscription with a cookie or a bearer token, 401 without', async () => {
    const res = await post('/api/auth/signup', user);
    const token = cookieOf(res)!.value;
    const anon = await app.inject({ url: '/api/subscription' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.code).toBe('not_signed_in');
    const bearer = await app.inject({
      url: '/api/subscription',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.json()).toMatchObject({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      tier: 'Basic',
      manageable: false,
    });
    const plans = await app.inject({ url: '/api/plans', headers: { authorization: `Bearer ${token}` } });
    expect(plans.json().current).toBe('Basic');
    expect(plans.json().plans.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
      ['Basic', 0],
      ['Pro', 29],
      ['Enterprise', 99],
    ]);
  });

  it('stores a call request', async () => {
    const res = await post('/api/call-requests', { phone: '(415) 555-0134', countryCode: '+1' });
    expect(res.json()).toMatchObject({ status: 'success' });
    const rows = await core.db.selectFrom('call_requests').selectAll().execute();
    expect(rows).toMatchObject([{ phone: '4155550134', country_code: '+1' }]);
  });

  it('sends security headers', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ ok: true, database: dialect.name });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client', async () => {
    const core = await makeTestCore(testDialects()[0]!);
    const app = await buildServer(core, { webRoot: '/nonexistent', rateLimits: { signin: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'a@acme.io', password: 'x' },
        });
        statuses.push(r.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await app.close();
      await core.dispose();
    }
  });
});

describe('web app hosting', () => {
  it('serves the built app with an SPA fallback, and JSON 404s under /api', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const os = await import('node:os');
    const root = mkdtempSync(`${os.tmpdir()}/recruit-web-`);
    mkdirSync(`${root}/assets`);
    writeFileSync(`${root}/index.html`, '<!doctype html><title>recruit</title><div id="root"></div>');
    writeFileSync(`${root}/assets/app-abc123.js`, 'console.log(1)');
    const core = await makeTestCore(testDialects()[0]!);
    const app = await buildServer(core, { webRoot: root });
    try {
      for (const url of ['/', '/dashboard', '/features/resume-parsing?x=1', '/api']) {
        const res = await app.inject({ url });
        expect([url, res.statusCode, res.headers['content-type']]).toEqual([
          url,
          200,
          'text/html; charset=utf-8',
        ]);
        expect(res.body).toContain('<div id="root"></div>');
      }
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const api = await app.inject({ url: '/api/unknown' });
      expect([api.statusCode, api.json().error.code]).toEqual([404, 'not_found']);
      const post = await app.inject({ method: 'POST', url: '/dashboard' });
      expect(post.statusCode).toBe(404);
    } finally {
      await app.close();
      await core.dispose();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
