import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accountSettingsSchema, accountDeletedSchema, passwordChangedSchema } from '@recruit/core';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver, TEST_PASSWORD } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

describe.each(testDialects())('/api/account on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let ada: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    app = await buildServer(core, { webRoot: '/nonexistent' });
    ada = await signUpOver(app, 'ada@acme.io', 'Ada');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, cookie = ada) =>
    app.inject({ method, url, cookies: { recruit_session: cookie }, ...(payload ? { payload } : {}) });

  it('reads and saves the profile and the preferences', async () => {
    const first = accountSettingsSchema.strict().parse((await call('GET', '/api/account/settings')).json());
    expect(first.profile).toEqual({ name: 'Ada', email: 'ada@acme.io', company: '' });
    const saved = await call('PUT', '/api/account/profile', { name: 'Ada L.', company: 'Engines' });
    expect(saved.json().profile).toEqual({ name: 'Ada L.', email: 'ada@acme.io', company: 'Engines' });
    const pref = await call('PUT', '/api/account/preferences', { appearance: { darkMode: true } });
    expect(pref.json().preferences.appearance.darkMode).toBe(true);
    expect((await call('GET', '/api/account/settings')).json().preferences.appearance.darkMode).toBe(true);
    const bad = await call('PUT', '/api/account/profile', { name: '' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, 'Please enter your display name']);
    expect((await app.inject({ url: '/api/account/settings' })).statusCode).toBe(401);
  });

  it('changes the password: the current one is checked, other sessions end, this one stays', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'ada@acme.io', password: TEST_PASSWORD },
    });
    const laptop = signIn.cookies.find((c) => c.name === 'recruit_session')!.value;
    const wrong = await call('POST', '/api/account/password', {
      currentPassword: 'x',
      newPassword: 'Brand-New-77',
    });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([
      400,
      'Your current password is not correct',
    ]);
    const weak = await call('POST', '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'abc',
    });
    expect(weak.json().error.message).toBe('Password is too weak');
    const ok = await call('POST', '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Brand-New-77',
    });
    expect(passwordChangedSchema.strict().parse(ok.json())).toEqual({ ok: true, endedSessions: 1 });
    expect((await call('GET', '/api/account/settings', undefined, laptop)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/settings')).statusCode).toBe(200);
  });

  it('sets the security question', async () => {
    const q = 'What is your favorite book?';
    const res = await call('PUT', '/api/account/security-question', {
      currentPassword: TEST_PASSWORD,
      question: q,
      answer: 'Dune',
    });
    expect(res.json().securityQuestion).toBe(q);
    const unknown = await call('PUT', '/api/account/security-question', {
      currentPassword: TEST_PASSWORD,
      question: 'Favourite colour?',
      answer: 'Blue',
    });
    expect(unknown.json().error.message).toBe('Please choose one of the offered security questions');
  });

  it('exports the data as a JSON file and deletes the account after the email is typed', async () => {
    await call('POST', '/api/candidates', { name: 'Linus Pauling', email: 'linus@mail.io' });
    const exp = await call('GET', '/api/account/export');
    expect(exp.headers['content-disposition']).toMatch(
      /^attachment; filename="recruit-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(exp.json().tables.candidates[0].name).toBe('Linus Pauling');
    expect(exp.body).not.toContain('password_hash');

    const wrong = await call('POST', '/api/account/delete', { confirmEmail: 'someone@else.io' });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([
      400,
      'Type the email address of your account to confirm',
    ]);
    const del = await call('POST', '/api/account/delete', { confirmEmail: 'Ada@Acme.io' });
    expect(del.statusCode).toBe(200);
    const body = accountDeletedSchema.strict().parse(del.json());
    expect(body.removed).toMatchObject({ users: 1, candidates: 1, sessions: 1 });
    expect(del.cookies.find((c) => c.name === 'recruit_session')?.value).toBe('');
    expect((await call('GET', '/api/account/settings')).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'ada@acme.io', password: TEST_PASSWORD },
    });
    expect(signIn.json().error.message).toBe('No registered users found. Please sign up first.');
  });

  it('refuses 1 MB values with their messages and stores nothing', async () => {
    const MB = 'x'.repeat(1_000_000);
    const cases: [string, string, object, string][] = [
      ['PUT', '/api/account/profile', { name: MB }, 'Name must be at most 100 characters'],
      ['PUT', '/api/account/profile', { name: 'Ada', company: MB }, 'Company must be at most 200 characters'],
      [
        'POST',
        '/api/account/password',
        { currentPassword: MB, newPassword: 'Brand-New-77' },
        'Password must be at most 256 characters',
      ],
      [
        'POST',
        '/api/account/password',
        { currentPassword: TEST_PASSWORD, newPassword: MB },
        'Password must be at most 256 characters',
      ],
      [
        'PUT',
        '/api/account/security-question',
        { currentPassword: TEST_PASSWORD, question: 'What is your favorite book?', answer: MB },
        'Answer must be at most 200 characters',
      ],
      [
        'POST',
        '/api/account/delete',
        { confirmEmail: MB },
        'Type the email address of your account to confirm',
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await call(method as 'PUT' | 'POST', url, payload);
      expect([url, res.statusCode, res.json().error.message]).toEqual([url, 400, message]);
    }
    const after = (await call('GET', '/api/account/settings')).json();
    expect(after.profile).toEqual({ name: 'Ada', email: 'ada@acme.io', company: '' });
    expect(after.securityQuestion).toBeNull();
  });
});
