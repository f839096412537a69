import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { AUTH_MESSAGES as M } from '../schemas/messages.js';
import { SECURITY_QUESTIONS } from '../schemas/auth.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { lastCode, makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { LINEAR_GROWTH_BOUND, scanGrowthAsync } from '../../../tests/helpers/work-count.js';
import { AUTH_LIMITS } from '../schemas/messages.js';
import { MAX_FAILED_LOGINS_PER_HOUR } from './account-service.js';

const PASSWORD = 'Sunny-Day-42';
const Q = SECURITY_QUESTIONS[0];

async function rejection(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected a rejection');
}

describe.each(testDialects())('accounts on $name', (dialect) => {
  let core: TestCore;
  beforeEach(async () => {
    core = await makeTestCore(dialect, { RECRUIT_ADMIN_EMAIL: 'boss@acme.io' });
  });
  afterEach(async () => core.dispose());

  const signUp = (email = 'Ada@Acme.io ', extra: Record<string, string> = {}) =>
    core.accounts.register({ email, password: PASSWORD, name: 'Ada Lovelace', ...extra });

  describe('register', () => {
    it('stores the email trimmed and lower-cased and signs the user in', async () => {
      const s = await signUp();
      expect(s.user).toMatchObject({ email: 'ada@acme.io', name: 'Ada Lovelace', isAdmin: false });
      expect(s.token.length).toBeGreaterThanOrEqual(22);
      expect((await core.accounts.getSession(s.token))?.user.email).toBe('ada@acme.io');
    });

    it('refuses the same email in another case: "User with this email already exists"', async () => {
      await signUp();
      const e = await rejection(signUp('  ADA@acme.IO'));
      expect([e.kind, e.message]).toEqual(['conflict', M.userExists]);
    });

    it.each([
      [{ email: '', password: PASSWORD, name: 'A' }, M.allFieldsRequired],
      [{ email: 'a@b.io', password: '', name: 'A' }, M.allFieldsRequired],
      [{ email: 'a@b.io', password: PASSWORD, name: '  ' }, M.allFieldsRequired],
      [{ email: 'not-an-email', password: PASSWORD, name: 'A' }, M.invalidEmail],
      [{ email: 'a@b.io', password: 'weakpass', name: 'A' }, M.passwordTooWeak],
      [{ email: 'a@b.io', password: 'Ab1!', name: 'A' }, M.passwordTooWeak],
      [{ email: 'a@b.io', password: PASSWORD, name: 'A', securityQuestion: Q }, M.allFieldsRequired],
      [{ email: 'someone@example.com', password: PASSWORD, name: 'A' }, M.emailNotVerified],
      [{ email: 'someone@mailinator.com', password: PASSWORD, name: 'A' }, M.emailNotVerified],
      [{ email: 'someone@host.test', password: PASSWORD, name: 'A' }, M.emailNotVerified],
    ])('validates %j → %s', async (input, message) => {
      const e = await rejection(core.accounts.register(input));
      expect(e.kind).toBe('validation');
      expect(e.message).toBe(message);
    });

    it('makes the admin address an admin', async () => {
      const s = await signUp('boss@acme.io');
      expect(s.user.isAdmin).toBe(true);
    });
  });

  describe('login', () => {
    it('answers every spec message', async () => {
      expect((await rejection(core.accounts.login('ada@acme.io', PASSWORD))).message).toBe(M.noUsers);
      await signUp();
      expect((await rejection(core.accounts.login('bob@acme.io', PASSWORD))).message).toBe(M.noAccount);
      expect((await rejection(core.accounts.login('ada@acme.io', ''))).message).toBe(M.passwordRequired);
      expect((await rejection(core.accounts.login('ada@', PASSWORD))).message).toBe(M.invalidEmail);
      expect((await rejection(core.accounts.login('ada@acme.io', 'Wrong-Pass-1'))).message).toBe(
        M.invalidPassword,
      );
      const s = await core.accounts.login(' ADA@acme.io', PASSWORD);
      expect(s.user.email).toBe('ada@acme.io');
    });

    it('gives a new token at every login', async () => {
      await signUp();
      const a = await core.accounts.login('ada@acme.io', PASSWORD);
      const b = await core.accounts.login('ada@acme.io', PASSWORD);
      expect(a.token).not.toBe(b.token);
      expect(await core.accounts.getSession(a.token)).not.toBeNull();
    });

    it('locks after 100 failed checks in an hour, even for the right password, until time passes', async () => {
      await signUp();
      for (let i = 0; i < MAX_FAILED_LOGINS_PER_HOUR; i++) {
        await rejection(core.accounts.login('ada@acme.io', `Wrong-${i}`));
      }
      const e = await rejection(core.accounts.login('ada@acme.io', PASSWORD));
      expect(e.kind).toBe('rate_limited');
      expect(e.message).toMatch(/^Too many attempts\. Please try again in (60|59) minutes\.$/);
      core.clock.advance(61 * 60_000);
      expect((await core.accounts.login('ada@acme.io', PASSWORD)).user.email).toBe('ada@acme.io');
    }, 120_000);

    it('checkUserExists', async () => {
      await signUp();
      expect(await core.accounts.checkUserExists('ADA@acme.io')).toBe(true);
      expect(await core.accounts.checkUserExists('nobody@acme.io')).toBe(false);
      expect(await core.accounts.checkUserExists('garbage')).toBe(false);
    });
  });

  describe('sessions', () => {
    it('expire 5 days after login and are deleted at the next check', async () => {
      const s = await signUp();
      const session = await core.accounts.getSession(s.token);
      const expires = Date.parse(session!.expiresAt) - Date.now();
      expect(Math.round(expires / 86_400_000)).toBe(5);
      core.clock.advance(5 * 86_400_000 - 60_000);
      expect(await core.accounts.getSession(s.token)).not.toBeNull();
      core.clock.advance(120_000);
      expect(await core.accounts.getSession(s.token)).toBeNull();
      const left = await core.db.selectFrom('sessions').select('id').execute();
      expect(left).toHaveLength(0);
    });

    it('logout deletes the session', async () => {
      const s = await signUp();
      await core.accounts.logout(s.token);
      expect(await core.accounts.getSession(s.token)).toBeNull();
      await expect(core.accounts.requireSession(s.token)).rejects.toMatchObject({ kind: 'unauthenticated' });
    });
  });

  describe('password reset', () => {
    it('sends a 6-digit code, verifies it, resets and ends every session', async () => {
      const s = await signUp();
      const r = await core.accounts.requestPasswordReset('ada@acme.io');
      expect(r.delivery).toBe('console');
      expect(core.outbox.at(-1)).toMatch(
        /^Password reset code for ada@acme\.io: [1-9]\d{5} \(valid 15 minutes\)$/,
      );
      const code = lastCode(core.outbox);
      await core.accounts.verifyResetCode('ada@acme.io', code);
      await core.accounts.resetPassword('ada@acme.io', code, 'New-Password-7');
      expect(await core.accounts.getSession(s.token)).toBeNull();
      expect((await rejection(core.accounts.login('ada@acme.io', PASSWORD))).message).toBe(M.invalidPassword);
      await core.accounts.login('ada@acme.io', 'New-Password-7');
      // every token of the email is gone: the code cannot be used twice
      expect((await rejection(core.accounts.verifyResetCode('ada@acme.io', code))).message).toBe(
        M.invalidCode,
      );
    });

    it('drops earlier codes when a new one is requested', async () => {
      await signUp();
      await core.accounts.requestPasswordReset('ada@acme.io');
      const first = lastCode(core.outbox);
      await core.accounts.requestPasswordReset('ada@acme.io');
      const second = lastCode(core.outbox);
      if (first !== second) {
        expect((await rejection(core.accounts.verifyResetCode('ada@acme.io', first))).message).toBe(
          M.invalidCode,
        );
      }
      await core.accounts.verifyResetCode('ada@acme.io', second);
    });

    it('expires codes after 15 minutes: "Code has expired"', async () => {
      await signUp();
      await core.accounts.requestPasswordReset('ada@acme.io');
      const code = lastCode(core.outbox);
      core.clock.advance(15 * 60_000 + 1000);
      expect((await rejection(core.accounts.verifyResetCode('ada@acme.io', code))).message).toBe(
        M.codeExpired,
      );
    });

    it('allows 5 wrong tries per code, then the code is dead', async () => {
      await signUp();
      await core.accounts.requestPasswordReset('ada@acme.io');
      const code = lastCode(core.outbox);
      const wrong = code === '123456' ? '654321' : '123456';
      for (let i = 0; i < 4; i++) {
        expect((await rejection(core.accounts.verifyResetCode('ada@acme.io', wrong))).message).toBe(
          M.invalidCode,
        );
      }
      expect((await rejection(core.accounts.verifyResetCode('ada@acme.io', wrong))).message).toBe(
        M.tooManyCodeTries,
      );
      expect((await rejection(core.accounts.verifyResetCode('ada@acme.io', code))).message).toBe(
        M.invalidCode,
      );
    });

    it('checks the code format: "Please enter the 6-digit verification code"', async () => {
      await signUp();
      await core.accounts.requestPasswordReset('ada@acme.io');
      expect((await rejection(core.accounts.verifyResetCode('ada@acme.io', '12345'))).message).toBe(
        M.codeLength,
      );
      expect((await rejection(core.accounts.verifyResetCode('ada@acme.io', 'abcdef'))).message).toBe(
        M.codeLength,
      );
    });

    it('allows 3 codes per hour per account', async () => {
      await signUp();
      for (let i = 0; i < 3; i++) await core.accounts.requestPasswordReset('ada@acme.io');
      const e = await rejection(core.accounts.requestPasswordReset('ada@acme.io'));
      expect(e.kind).toBe('rate_limited');
      expect(e.message).toMatch(/^Too many reset codes requested\. Please try again in \d+ minutes?\.$/);
      core.clock.advance(61 * 60_000);
      await core.accounts.requestPasswordReset('ada@acme.io');
    });

    it('refuses a weak new password and keeps the code usable', async () => {
      await signUp();
      await core.accounts.requestPasswordReset('ada@acme.io');
      const code = lastCode(core.outbox);
      expect((await rejection(core.accounts.resetPassword('ada@acme.io', code, 'weak'))).message).toBe(
        M.passwordTooWeak,
      );
      await core.accounts.resetPassword('ada@acme.io', code, 'Better-Pass-9');
    });

    it('unknown email: "No account found with this email. Please sign up first."', async () => {
      await signUp();
      expect((await rejection(core.accounts.requestPasswordReset('who@acme.io'))).message).toBe(M.noAccount);
    });

    it('asks for the security answer when the account has a question (case-insensitive)', async () => {
      await signUp('ada@acme.io', { securityQuestion: Q, securityAnswer: 'Whiskers' });
      expect(await core.accounts.getSecurityQuestion('ada@acme.io')).toBe(Q);
      expect((await rejection(core.accounts.verifySecurityAnswer('ada@acme.io', ' '))).message).toBe(
        M.answerRequired,
      );
      expect(await core.accounts.verifySecurityAnswer('ada@acme.io', 'rex')).toBe(false);
      expect(await core.accounts.verifySecurityAnswer('ada@acme.io', '  wHISKERS ')).toBe(true);
      expect((await rejection(core.accounts.requestPasswordReset('ada@acme.io'))).message).toBe(
        M.answerRequired,
      );
      expect((await rejection(core.accounts.requestPasswordReset('ada@acme.io', 'rex'))).message).toBe(
        M.incorrectAnswer,
      );
      await core.accounts.requestPasswordReset('ada@acme.io', 'whiskers');
      expect(await core.accounts.getSecurityQuestion('ADA@acme.io')).toBe(Q);
    });

    it('returns false for an account without a question', async () => {
      await signUp();
      expect(await core.accounts.getSecurityQuestion('ada@acme.io')).toBeNull();
      expect(await core.accounts.verifySecurityAnswer('ada@acme.io', 'x')).toBe(false);
    });
  });

  describe('input bounds (issue 15)', () => {
    const strong = (n: number) => `Aa1!${'x'.repeat(n - 4)}`;
    const users = async () => (await core.db.selectFrom('users').select('id').execute()).length;
    const failures = async () => (await core.db.selectFrom('login_failures').select('id').execute()).length;

    it('accepts every field at its bound and signs in with a 256-character password', async () => {
      const password = strong(AUTH_LIMITS.password);
      const email = `${'a'.repeat(AUTH_LIMITS.email - '@acme.io'.length)}@acme.io`;
      await signUp(email, {
        password,
        name: 'N'.repeat(AUTH_LIMITS.name),
        securityQuestion: Q,
        securityAnswer: 'w'.repeat(AUTH_LIMITS.securityAnswer),
      });
      expect((await core.accounts.login(email, password)).user.name).toHaveLength(AUTH_LIMITS.name);
      expect(await core.accounts.verifySecurityAnswer(email, 'W'.repeat(AUTH_LIMITS.securityAnswer))).toBe(
        true,
      );
    });

    it.each([
      ['a 1 MB name', { name: 'N'.repeat(1_000_000) }, M.nameTooLong],
      ['a 101-character name', { name: 'N'.repeat(101) }, 'Name must be at most 100 characters'],
      ['a 257-character password', { password: strong(257) }, 'Password must be at most 256 characters'],
      ['an 800 KB password', { password: strong(800_000) }, M.passwordTooLong],
      ['a 201-character answer', { securityQuestion: Q, securityAnswer: 'w'.repeat(201) }, M.answerTooLong],
      ['a 255-character email', { email: `${'a'.repeat(247)}@acme.io` }, M.invalidEmail],
    ])('refuses %s at sign-up and stores nothing', async (_, extra, message) => {
      const e = await rejection(
        core.accounts.register({ email: 'ada@acme.io', password: PASSWORD, name: 'Ada', ...extra }),
      );
      expect([e.kind, e.message]).toEqual(['validation', message]);
      expect(await users()).toBe(0);
    });

    it('refuses an over-long password at sign-in without checking it (no failed attempt counted)', async () => {
      await signUp();
      const e = await rejection(core.accounts.login('ada@acme.io', strong(800_000)));
      expect([e.kind, e.message]).toEqual(['validation', M.passwordTooLong]);
      expect(await failures()).toBe(0);
    });

    it('refuses an over-long new password, answer, code or email in the reset flow', async () => {
      await signUp('ada@acme.io', { securityQuestion: Q, securityAnswer: 'Whiskers' });
      const long = 'w'.repeat(AUTH_LIMITS.securityAnswer + 1);
      expect((await rejection(core.accounts.verifySecurityAnswer('ada@acme.io', long))).message).toBe(
        M.answerTooLong,
      );
      expect((await rejection(core.accounts.requestPasswordReset('ada@acme.io', long))).message).toBe(
        M.answerTooLong,
      );
      await core.accounts.requestPasswordReset('ada@acme.io', 'whiskers');
      const code = lastCode(core.outbox);
      expect((await rejection(core.accounts.resetPassword('ada@acme.io', code, strong(257)))).message).toBe(
        M.passwordTooLong,
      );
      expect((await rejection(core.accounts.verifyResetCode('ada@acme.io', '1'.repeat(17)))).message).toBe(
        M.codeLength,
      );
      const hugeEmail = `${'a'.repeat(300)}@acme.io`;
      expect((await rejection(core.accounts.verifyResetCode(hugeEmail, code))).message).toBe(M.invalidEmail);
      expect((await rejection(core.accounts.getSecurityQuestion(hugeEmail))).message).toBe(M.invalidEmail);
      // The code was never spent on the refusals above.
      await core.accounts.resetPassword('ada@acme.io', code, strong(AUTH_LIMITS.password));
    });

    it('refuses a 1 MB hostile email in every account call, with work growing linearly', async () => {
      await signUp();
      // 'a@' + dots + '@' (the reproduction): n characters, read at 125 000 and at 1 MB.
      const hostile = (n: number) => `a@${'.'.repeat(n)}@`;
      const calls: [string, (email: string) => Promise<unknown>][] = [
        ['login', (email) => core.accounts.login(email, PASSWORD)],
        ['register', (email) => core.accounts.register({ email, password: PASSWORD, name: 'Ada' })],
        ['checkUserExists', (email) => core.accounts.checkUserExists(email)],
        ['verifyEmail', (email) => core.accounts.verifyEmail(email)],
        ['requestPasswordReset', (email) => core.accounts.requestPasswordReset(email)],
        ['getSecurityQuestion', (email) => core.accounts.getSecurityQuestion(email)],
        ['verifyResetCode', (email) => core.accounts.verifyResetCode(email, '123456')],
      ];
      // Counted, not timed (issue 15 asked for under 50 ms; times: bench/auth-hostile.bench.js): the
      // text scanned for an email 8 times longer is at most 16 times as much (quadratic work: 64).
      for (const [name, call] of calls) {
        const { ratio } = await scanGrowthAsync(hostile, call);
        expect([name, ratio < LINEAR_GROWTH_BOUND]).toEqual([name, true]);
      }
      const email = hostile(1_000_000);
      for (const [name, call] of calls.filter(([n]) => !['checkUserExists', 'verifyEmail'].includes(n))) {
        expect([name, (await rejection(call(email))).message]).toEqual([name, M.invalidEmail]);
      }
      expect(await core.accounts.checkUserExists(email)).toBe(false);
      expect(await core.accounts.verifyEmail(email)).toEqual({ valid: false, message: M.invalidEmail });
      expect(await users()).toBe(1);
    });
  });

  it('never stores a password, security answer, token or code in the clear', async () => {
    const s = await signUp('ada@acme.io', { securityQuestion: Q, securityAnswer: 'Whiskers' });
    await core.accounts.requestPasswordReset('ada@acme.io', 'whiskers');
    const code = lastCode(core.outbox);
    const dump = JSON.stringify(
      await Promise.all(
        (['users', 'sessions', 'reset_codes'] as const).map((t) =>
          core.db.selectFrom(t).selectAll().execute(),
        ),
      ),
    );
    for (const secret of [PASSWORD, 'Whiskers', 'whiskers', s.token, code])
      expect(dump).not.toContain(secret);
    expect(dump).toContain('$argon2id$v=19$m=19456,t=2,p=1$');
  });
});
