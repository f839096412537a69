// Issue 15: a 1 MB hostile email must not freeze the server, and no account input is unbounded.
// The work of a hostile request is counted, not timed: the text scanned for an email 8 times longer is
// at most 16 times as much (quadratic work: 64), so nothing holds the event loop for long. The times
// (the 50 ms per hostile email, 100 ms for /api/health meanwhile) are printed by
// bench/auth-hostile.bench.js.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES as M } from '@recruit/core';
import { testDialects } from '../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../tests/helpers/core.js';
import { hostileMegabyte } from '../../tests/helpers/event-loop.js';
import { LINEAR_GROWTH_BOUND, scanGrowthAsync } from '../../tests/helpers/work-count.js';
import { buildServer } from './build-server.js';

const PASSWORD = 'Sunny-Day-42';
/** The reproduction, grown to 1 MB: 'a@' + dots + '@' took seconds with the old pattern. */
const HOSTILE_EMAIL = `a@${hostileMegabyte('.')}@`;

/** The shape with `n` dots, to compare the work for 125 000 and for 1 000 000. */
const hostileEmail = (n: number) => `a@${'.'.repeat(n)}@`;

/** Every auth route that takes an email, with the rest of a body around it. */
const EMAIL_ROUTES: [string, (email: string) => Record<string, string>][] = [
  ['/api/auth/signin', (email) => ({ email, password: PASSWORD })],
  ['/api/auth/signup', (email) => ({ email, password: PASSWORD, name: 'Ada' })],
  ['/api/auth/check-email', (email) => ({ email })],
  ['/api/auth/verify-email', (email) => ({ email })],
  ['/api/auth/security-question', (email) => ({ email })],
  ['/api/auth/verify-security-answer', (email) => ({ email, answer: 'x' })],
  ['/api/auth/forgot', (email) => ({ email })],
  ['/api/auth/verify-code', (email) => ({ email, code: '123456' })],
  ['/api/auth/reset', (email) => ({ email, code: '123456', password: PASSWORD })],
];

describe.each(testDialects())('auth input bounds on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    // Rate limits out of the way: each route is called several times below.
    const many = 1000;
    app = await buildServer(core, {
      webRoot: '/nonexistent',
      rateLimits: { signin: many, signup: many, lookup: many, verify: many, forgot: many },
    });
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const answer = async (url: string, payload: object) => {
    const res = await post(url, payload);
    return { status: res.statusCode, message: res.json().error?.message };
  };

  it.each(EMAIL_ROUTES)(
    '%s answers a 1 MB hostile email with 400, its work growing linearly',
    async (url, body) => {
      expect(await answer(url, body(HOSTILE_EMAIL))).toEqual({ status: 400, message: M.invalidEmail });
      // The request as a whole: reading the body, parsing the JSON, the checks and the answer.
      const growth = await scanGrowthAsync(hostileEmail, (email) => post(url, body(email)));
      expect(growth.ratio).toBeLessThan(LINEAR_GROWTH_BOUND);
      expect(await core.db.selectFrom('users').select('id').execute()).toEqual([]);
    },
  );

  it('keeps answering /api/health while hostile emails are posted', async () => {
    // Health is asked once the server holds the first hostile body, with three more behind it. (The old
    // pattern then blocked the event loop for minutes; the counted work above rules that out.)
    let arrived!: () => void;
    const firstHostile = new Promise<void>((resolve) => (arrived = resolve));
    app.addHook('preHandler', async (req) => {
      if (req.url === '/api/auth/signin') arrived();
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const hostile = Array.from({ length: 4 }, () =>
      fetch(`${address}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: HOSTILE_EMAIL, password: PASSWORD }),
      }),
    );
    await firstHostile;
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    const statuses = await Promise.all(hostile.map(async (r) => (await r).status));
    expect(statuses).toEqual([400, 400, 400, 400]);
    // And after them.
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
  });

  it('refuses a 1 MB name at sign-up and stores nothing', async () => {
    const res = await answer('/api/auth/signup', {
      email: 'ada@acme.io',
      password: PASSWORD,
      name: hostileMegabyte('A'),
    });
    expect(res).toEqual({ status: 400, message: 'Name must be at most 100 characters' });
    expect(await core.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('refuses passwords over 256 characters at sign-up, sign-in and reset, without hashing them', async () => {
    const long = `Aa1!${'x'.repeat(800_000)}`;
    const tooLong = { status: 400, message: 'Password must be at most 256 characters' };
    expect(await answer('/api/auth/signup', { email: 'ada@acme.io', password: long, name: 'Ada' })).toEqual(
      tooLong,
    );
    expect(
      (await post('/api/auth/signup', { email: 'ada@acme.io', password: PASSWORD, name: 'Ada' })).statusCode,
    ).toBe(201);
    const failures = async () => (await core.db.selectFrom('login_failures').select('id').execute()).length;
    expect(await answer('/api/auth/signin', { email: 'ada@acme.io', password: long })).toEqual(tooLong);
    // Refused before the check against the stored hash: no failed attempt is counted.
    expect(await failures()).toBe(0);
    // A wrong password within the bound is checked, and counted.
    expect(await answer('/api/auth/signin', { email: 'ada@acme.io', password: long.slice(0, 256) })).toEqual({
      status: 401,
      message: M.invalidPassword,
    });
    expect(await failures()).toBe(1);
    expect(await answer('/api/auth/reset', { email: 'ada@acme.io', code: '123456', password: long })).toEqual(
      tooLong,
    );
  });

  it('bounds the security answer and the code', async () => {
    const answerTooLong = { status: 400, message: 'Answer must be at most 200 characters' };
    const email = 'ada@acme.io';
    expect(await answer('/api/auth/verify-security-answer', { email, answer: 'w'.repeat(201) })).toEqual(
      answerTooLong,
    );
    expect(await answer('/api/auth/forgot', { email, securityAnswer: 'w'.repeat(201) })).toEqual(
      answerTooLong,
    );
    expect(await answer('/api/auth/verify-code', { email, code: '1'.repeat(10_000) })).toEqual({
      status: 400,
      message: M.codeLength,
    });
  });
});
