import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { ACCOUNT_MESSAGES as AM } from '../schemas/account.js';
import { AUTH_MESSAGES as M } from '../schemas/messages.js';
import { SECURITY_QUESTIONS } from '../schemas/auth.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';

const PASSWORD = 'Sunny-Day-42';

async function rejection(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected a rejection');
}

describe.each(testDialects())('settings on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  let token: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    const s = await core.accounts.register({
      email: 'ada@acme.io',
      password: PASSWORD,
      name: 'Ada Lovelace',
    });
    userId = s.userId;
    token = s.token;
  });
  afterEach(async () => core.dispose());

  it('starts from the defaults and saves the profile (display name, company)', async () => {
    const first = await core.settings.get(userId);
    expect(first.profile).toEqual({ name: 'Ada Lovelace', email: 'ada@acme.io', company: '' });
    expect(first.preferences.appearance).toEqual({
      darkMode: false,
      compactView: false,
      highContrast: false,
    });
    const saved = await core.settings.saveProfile(userId, {
      name: '  Ada King ',
      company: 'Analytical Engines',
    });
    expect(saved.profile).toEqual({ name: 'Ada King', email: 'ada@acme.io', company: 'Analytical Engines' });
    expect((await core.accounts.getSession(token))?.user.name).toBe('Ada King');
    expect((await rejection(core.settings.saveProfile(userId, { name: ' ' }))).message).toBe(AM.nameRequired);
    expect(
      (await rejection(core.settings.saveProfile(userId, { name: 'A', company: 'x'.repeat(201) }))).message,
    ).toBe(AM.companyTooLong);
  });

  it('saves preferences per user; a part given replaces only that part', async () => {
    await core.settings.savePreferences(userId, { appearance: { darkMode: true } });
    const s = await core.settings.savePreferences(userId, {
      notifications: { marketing: true, email: false },
    });
    expect(s.preferences).toEqual({
      notifications: { email: false, push: false, marketing: true },
      appearance: { darkMode: true, compactView: false, highContrast: false },
    });
    const other = await core.accounts.register({ email: 'grace@acme.io', password: PASSWORD, name: 'Grace' });
    expect((await core.settings.get(other.userId)).preferences.appearance.darkMode).toBe(false);
    await rejection(core.settings.savePreferences(userId, { appearance: { darkMode: 'yes' } }));
  });

  it('changes the password after checking the current one; other sessions end, this one stays', async () => {
    const other = await core.accounts.login('ada@acme.io', PASSWORD);
    const wrong = await rejection(
      core.accounts.changePassword(
        userId,
        { currentPassword: 'Nope-Nope-1', newPassword: 'Brand-New-77' },
        token,
      ),
    );
    expect(wrong.message).toBe(AM.currentPasswordWrong);
    const missing = await rejection(
      core.accounts.changePassword(userId, { currentPassword: '', newPassword: 'Brand-New-77' }, token),
    );
    expect(missing.message).toBe(AM.currentPasswordRequired);
    const weak = await rejection(
      core.accounts.changePassword(userId, { currentPassword: PASSWORD, newPassword: 'weakpass' }, token),
    );
    expect(weak.message).toBe(M.passwordTooWeak);
    const r = await core.accounts.changePassword(
      userId,
      { currentPassword: PASSWORD, newPassword: 'Brand-New-77' },
      token,
    );
    expect(r.endedSessions).toBe(1);
    expect(await core.accounts.getSession(other.token)).toBeNull();
    expect(await core.accounts.getSession(token)).not.toBeNull();
    expect((await rejection(core.accounts.login('ada@acme.io', PASSWORD))).message).toBe(M.invalidPassword);
    expect((await core.accounts.login('ada@acme.io', 'Brand-New-77')).user.email).toBe('ada@acme.io');
  });

  it('emails a notice of the password change while email notifications are on, and none when off', async () => {
    const r = await core.settings.changePassword(
      userId,
      { currentPassword: PASSWORD, newPassword: 'Brand-New-77' },
      token,
    );
    expect(r).toEqual({ endedSessions: 0, notified: true });
    expect(core.outbox.at(-1)).toMatch(
      /^Password changed for ada@acme\.io at .* UTC \(email notification\)$/,
    );
    await core.settings.savePreferences(userId, { notifications: { email: false } });
    const before = core.outbox.length;
    const again = await core.settings.changePassword(
      userId,
      { currentPassword: 'Brand-New-77', newPassword: 'Other-New-88' },
      token,
    );
    expect(again.notified).toBe(false);
    expect(core.outbox).toHaveLength(before);
  });

  it('sets the security question; the answer is stored hashed and checked case-insensitively', async () => {
    const q = SECURITY_QUESTIONS[2];
    await rejection(
      core.accounts.setSecurityQuestion(userId, {
        currentPassword: 'Wrong-1-x',
        question: q,
        answer: 'Byron',
      }),
    );
    expect(
      (
        await rejection(
          core.accounts.setSecurityQuestion(userId, { currentPassword: PASSWORD, question: q, answer: ' ' }),
        )
      ).message,
    ).toBe(M.answerRequired);
    await core.accounts.setSecurityQuestion(userId, {
      currentPassword: PASSWORD,
      question: q,
      answer: 'Byron',
    });
    const row = await core.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.security_question).toBe(q);
    expect(row.security_answer_hash).toMatch(/^\$argon2id\$/);
    expect(row.security_answer_hash).not.toContain('byron');
    expect(await core.accounts.verifySecurityAnswer('ada@acme.io', 'BYRON ')).toBe(true);
    expect((await core.settings.get(userId)).securityQuestion).toBe(q);
  });

  it('exports everything stored about the user and their candidates, without hashes or keys', async () => {
    await core.candidates.create(userId, { name: 'Linus Pauling', email: 'linus@mail.io', tags: ['chem'] });
    await core.keys.save(userId, 'openai', 'sk-test-abcdefghijklmnopqrstuvwxyz123456');
    await core.settings.saveProfile(userId, { name: 'Ada Lovelace', company: 'Engines Ltd' });
    const other = await core.accounts.register({ email: 'grace@acme.io', password: PASSWORD, name: 'Grace' });
    await core.candidates.create(other.userId, { name: 'Not Ada Candidate' });
    const data = await core.settings.exportData(userId);
    const text = JSON.stringify(data);
    expect(data.account.email).toBe('ada@acme.io');
    expect(data.tables.candidates).toHaveLength(1);
    expect(data.tables.candidates?.[0]).toMatchObject({ name: 'Linus Pauling', tags: ['chem'] });
    expect(data.tables.candidate_activity?.[0]).toMatchObject({ action: 'created' });
    expect(data.tables.user_settings?.[0]).toMatchObject({ company: 'Engines Ltd' });
    expect(data.tables.user_api_keys?.[0]).toMatchObject({ provider: 'openai' });
    expect(text).not.toContain('Not Ada Candidate');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('sk-test');
    expect(text).not.toMatch(/password_hash|token_hash|api_key"/);
  });

  it("lists a candidate's resume file in the export by name and size, without its bytes", async () => {
    const bytes = Buffer.from('%PDF-1.4 RESUME-BYTES-7f3a9c');
    await core.candidates.saveParsed(
      userId,
      { name: 'Marie Curie', email: 'marie@mail.io', phone: '', skills: [], experience: [], education: [] },
      { source: 'web:curie.pdf', file: { bytes, name: 'curie.pdf', type: 'application/pdf' } },
    );
    const data = await core.settings.exportData(userId);
    expect(data.tables.candidate_files).toHaveLength(1);
    expect(data.tables.candidate_files?.[0]).toMatchObject({
      name: 'curie.pdf',
      size: bytes.byteLength,
      media_type: 'application/pdf',
    });
    expect(data.tables.candidate_files?.[0]).not.toHaveProperty('content');
    const text = JSON.stringify(data);
    expect(text).not.toContain('RESUME-BYTES-7f3a9c');
    expect(text).not.toContain(bytes.toString('base64'));
  });
});
