import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.js';
import { isUniqueViolation, type Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import {
  RESET_CODE_TTL_MINUTES,
  SECURITY_QUESTIONS,
  SESSION_DAYS,
  isValidEmail,
  normalizeEmail,
  passwordStrength,
  type PublicUser,
} from '../schemas/auth.js';
import { AUTH_LIMITS, AUTH_MESSAGES as M } from '../schemas/messages.js';
import { ACCOUNT_MESSAGES as AM } from '../schemas/account.js';
import { checkEmailDeliverable } from './email-check.js';
import {
  hashSecret,
  newResetCode,
  newSessionToken,
  normalizeAnswer,
  sha256,
  verifySecret,
} from './hashing.js';

export const MAX_FAILED_LOGINS_PER_HOUR = 100;
export const MAX_CODE_TRIES = 5;
export const MAX_CODES_PER_HOUR = 3;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

type Deps = {
  db: Db;
  mailer: Mailer;
  adminEmail: string | undefined;
  emailDns: boolean;
  now?: () => Date;
};

export type UserRecord = { id: string; email: string; name: string; createdAt: string };
export type SignedIn = { token: string; user: PublicUser; userId: string; expiresAt: string };

const validation = (code: string, message: string) => new AppError('validation', code, message);

/** Length bounds, checked before any lookup or hash: nothing longer is stored, hashed or queried. */
const passwordFits = (password: string) => {
  if (password.length > AUTH_LIMITS.password) throw validation('password_too_long', M.passwordTooLong);
};
const answerFits = (answer: string) => {
  if (answer.trim().length > AUTH_LIMITS.securityAnswer) throw validation('answer_too_long', M.answerTooLong);
};
const emailFits = (email: string) => {
  if (email.trim().length > AUTH_LIMITS.email) throw validation('invalid_email', M.invalidEmail);
};

/** Accounts, sessions and password resets, stored in the database. */
export const createAccountService = ({ db, mailer, adminEmail, emailDns, now = () => new Date() }: Deps) => {
  const iso = (ms = 0) => new Date(now().getTime() + ms).toISOString();
  const toPublic = (u: { email: string; name: string; created_at: string }): PublicUser => ({
    email: u.email,
    name: u.name,
    isAdmin: adminEmail !== undefined && u.email === adminEmail,
    createdAt: u.created_at,
  });

  const findUser = (email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();

  async function startSession(user: { id: string; email: string; name: string; created_at: string }) {
    const token = newSessionToken();
    const expiresAt = iso(SESSION_DAYS * DAY_MS);
    await db
      .insertInto('sessions')
      .values({
        id: randomUUID(),
        user_id: user.id,
        token_hash: sha256(token),
        created_at: iso(),
        expires_at: expiresAt,
      })
      .execute();
    return { token, user: toPublic(user), userId: user.id, expiresAt } satisfies SignedIn;
  }

  /** The sign-up verification: a real deliverability check instead of the spec's substring rule. */
  async function verifyEmail(email: string): Promise<{ valid: boolean; message?: string }> {
    if (!isValidEmail(email)) return { valid: false, message: M.invalidEmail };
    const check = await checkEmailDeliverable(email, { dns: emailDns });
    return check.valid ? { valid: true } : { valid: false, message: M.emailNotVerified };
  }

  async function register(input: {
    email: string;
    password: string;
    name: string;
    securityQuestion?: string | undefined;
    securityAnswer?: string | undefined;
  }): Promise<SignedIn> {
    const email = normalizeEmail(input.email ?? '');
    const name = (input.name ?? '').trim();
    if (!email || !input.password || !name) throw validation('missing_fields', M.allFieldsRequired);
    if (!isValidEmail(email)) throw validation('invalid_email', M.invalidEmail);
    if (name.length > AUTH_LIMITS.name) throw validation('name_too_long', M.nameTooLong);
    passwordFits(input.password);
    const question = input.securityQuestion?.trim() || undefined;
    const answer = input.securityAnswer?.trim() || undefined;
    if ((question && !answer) || (!question && answer))
      throw validation('missing_fields', M.allFieldsRequired);
    if (question && !(SECURITY_QUESTIONS as readonly string[]).includes(question)) {
      throw validation('invalid_security_question', M.invalidSecurityQuestion);
    }
    if (answer) answerFits(answer);
    if (!passwordStrength(input.password).acceptable) throw validation('weak_password', M.passwordTooWeak);
    if (await findUser(email)) throw new AppError('conflict', 'user_exists', M.userExists);
    const verified = await verifyEmail(email);
    if (!verified.valid) throw validation('email_not_verified', M.emailNotVerified);
    const user = {
      id: randomUUID(),
      email,
      name,
      password_hash: await hashSecret(input.password),
      security_question: question ?? null,
      security_answer_hash: answer ? await hashSecret(normalizeAnswer(answer)) : null,
      created_at: iso(),
    };
    try {
      await db.insertInto('users').values(user).execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('conflict', 'user_exists', M.userExists);
      throw e;
    }
    return startSession(user);
  }

  async function checkUserExists(email: string): Promise<boolean> {
    return isValidEmail(email) && (await findUser(email)) !== undefined;
  }

  async function lockedForMinutes(userId: string): Promise<number> {
    const since = iso(-HOUR_MS);
    const rows = await db
      .selectFrom('login_failures')
      .select('at')
      .where('user_id', '=', userId)
      .where('at', '>', since)
      .orderBy('at', 'asc')
      .execute();
    if (rows.length < MAX_FAILED_LOGINS_PER_HOUR) return 0;
    // Unlocks when enough failures fall out of the one-hour window.
    const unlockAt = Date.parse(rows[rows.length - MAX_FAILED_LOGINS_PER_HOUR]!.at) + HOUR_MS;
    return Math.max(1, Math.ceil((unlockAt - now().getTime()) / 60_000));
  }

  async function login(emailInput: string, password: string | undefined): Promise<SignedIn> {
    const email = normalizeEmail(emailInput ?? '');
    if (!isValidEmail(email)) throw validation('invalid_email', M.invalidEmail);
    if (!password) throw validation('password_required', M.passwordRequired);
    passwordFits(password);
    const user = await findUser(email);
    if (!user) {
      const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
      throw new AppError('not_found', any ? 'no_account' : 'no_users', any ? M.noAccount : M.noUsers);
    }
    const locked = await lockedForMinutes(user.id);
    if (locked > 0) {
      throw new AppError('rate_limited', 'too_many_attempts', M.tooManyAttempts(locked), {
        details: { retryAfterSeconds: locked * 60 },
      });
    }
    if (!(await verifySecret(user.password_hash, password))) {
      await db
        .insertInto('login_failures')
        .values({ id: randomUUID(), user_id: user.id, at: iso() })
        .execute();
      await db
        .deleteFrom('login_failures')
        .where('user_id', '=', user.id)
        .where('at', '<', iso(-HOUR_MS))
        .execute();
      throw new AppError('unauthenticated', 'invalid_password', M.invalidPassword);
    }
    return startSession(user);
  }

  /** The session behind a token, or null (an expired one is deleted on the way). */
  async function getSession(token: string | undefined): Promise<Omit<SignedIn, 'token'> | null> {
    if (!token) return null;
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.expires_at',
        'users.id',
        'users.email',
        'users.name',
        'users.created_at',
      ])
      .where('sessions.token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row) return null;
    if (row.expires_at <= iso()) {
      await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
      return null;
    }
    return { user: toPublic(row), userId: row.id, expiresAt: row.expires_at };
  }

  /** Like getSession, but an AppError('unauthenticated') when there is none. */
  async function requireSession(token: string | undefined) {
    const session = await getSession(token);
    if (!session) throw new AppError('unauthenticated', 'not_signed_in', M.notSignedIn);
    return session;
  }

  async function logout(token: string | undefined): Promise<void> {
    if (token) await db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
  }

  async function getSecurityQuestion(email: string): Promise<string | null> {
    emailFits(email ?? '');
    const user = await findUser(email);
    if (!user) throw new AppError('not_found', 'no_account', M.noAccount);
    return user.security_question;
  }

  /** Case-insensitive; false when the user or the question is missing. */
  async function verifySecurityAnswer(email: string, answer: string | undefined): Promise<boolean> {
    if (!answer?.trim()) throw validation('answer_required', M.answerRequired);
    answerFits(answer);
    emailFits(email ?? '');
    const user = await findUser(email);
    if (!user?.security_question || !user.security_answer_hash) return false;
    return verifySecret(user.security_answer_hash, normalizeAnswer(answer));
  }

  /** Creates a reset code (dropping earlier ones) and delivers it by email or on the console. */
  async function requestPasswordReset(
    emailInput: string,
    securityAnswer?: string,
  ): Promise<{ delivery: 'email' | 'console' }> {
    const email = normalizeEmail(emailInput ?? '');
    if (!isValidEmail(email)) throw validation('invalid_email', M.invalidEmail);
    const user = await findUser(email);
    if (!user) throw new AppError('not_found', 'no_account', M.noAccount);
    if (user.security_question) {
      if (!(await verifySecurityAnswer(email, securityAnswer))) {
        throw validation('incorrect_answer', M.incorrectAnswer);
      }
    }
    const recent = await db
      .selectFrom('reset_codes')
      .select('created_at')
      .where('email', '=', email)
      .where('created_at', '>', iso(-HOUR_MS))
      .orderBy('created_at', 'asc')
      .execute();
    if (recent.length >= MAX_CODES_PER_HOUR) {
      const unlockAt = Date.parse(recent[recent.length - MAX_CODES_PER_HOUR]!.created_at) + HOUR_MS;
      const minutes = Math.max(1, Math.ceil((unlockAt - now().getTime()) / 60_000));
      throw new AppError('rate_limited', 'too_many_codes', M.tooManyCodes(minutes), {
        details: { retryAfterSeconds: minutes * 60 },
      });
    }
    const code = newResetCode();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('reset_codes').set({ superseded: 1 }).where('email', '=', email).execute();
      await trx
        .deleteFrom('reset_codes')
        .where('email', '=', email)
        .where('created_at', '<=', iso(-HOUR_MS))
        .execute();
      await trx
        .insertInto('reset_codes')
        .values({
          id: randomUUID(),
          email,
          code_hash: await hashSecret(code),
          created_at: iso(),
          expires_at: iso(RESET_CODE_TTL_MINUTES * 60_000),
          attempts: 0,
          superseded: 0,
        })
        .execute();
    });
    await mailer.send({
      to: email,
      subject: 'Your recruit password reset code',
      text: `Your password reset code is ${code}. It is valid for ${RESET_CODE_TTL_MINUTES} minutes.\nIf you did not ask for it, ignore this message.`,
      consoleLine: `Password reset code for ${email}: ${code} (valid ${RESET_CODE_TTL_MINUTES} minutes)`,
    });
    return { delivery: mailer.delivery };
  }

  async function checkCode(email: string, code: string) {
    emailFits(email);
    const typed = code ?? '';
    if (typed.length > AUTH_LIMITS.code || !/^\d{6}$/.test(typed.trim()))
      throw validation('code_length', M.codeLength);
    const row = await db
      .selectFrom('reset_codes')
      .selectAll()
      .where('email', '=', email)
      .where('superseded', '=', 0)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!row || row.attempts >= MAX_CODE_TRIES) throw validation('invalid_code', M.invalidCode);
    if (row.expires_at <= iso()) throw validation('code_expired', M.codeExpired);
    if (!(await verifySecret(row.code_hash, code.trim()))) {
      const attempts = row.attempts + 1;
      await db.updateTable('reset_codes').set({ attempts }).where('id', '=', row.id).execute();
      if (attempts >= MAX_CODE_TRIES) throw validation('too_many_code_tries', M.tooManyCodeTries);
      throw validation('invalid_code', M.invalidCode);
    }
    return row;
  }

  async function verifyResetCode(emailInput: string, code: string): Promise<void> {
    await checkCode(normalizeEmail(emailInput ?? ''), code);
  }

  /** Sets the new password, removes every reset token of the email and ends every session. */
  async function resetPassword(emailInput: string, code: string, password: string): Promise<void> {
    const email = normalizeEmail(emailInput ?? '');
    if (!email) throw validation('missing_info', M.missingInfo);
    passwordFits(password ?? '');
    await checkCode(email, code);
    if (!passwordStrength(password ?? '').acceptable) throw validation('weak_password', M.passwordTooWeak);
    const user = await findUser(email);
    if (!user) throw new AppError('not_found', 'no_account', M.noAccount);
    const password_hash = await hashSecret(password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash }).where('id', '=', user.id).execute();
      await trx.deleteFrom('reset_codes').where('email', '=', email).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    });
  }

  /** The user's row, checked against the current password (an AppError naming which is wrong). */
  async function checkCurrentPassword(userId: string, currentPassword: string | undefined) {
    if (!currentPassword) throw validation('current_password_required', AM.currentPasswordRequired);
    passwordFits(currentPassword);
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('unauthenticated', 'not_signed_in', M.notSignedIn);
    if (!(await verifySecret(user.password_hash, currentPassword)))
      throw validation('current_password_wrong', AM.currentPasswordWrong);
    return user;
  }

  /**
   * Changes a signed-in user's password: the current one first, then the reset screen's rules
   * ('Password is too weak'); every other session of the user ends, the one asking (`keepToken`) stays.
   */
  async function changePassword(
    userId: string,
    input: { currentPassword: string | undefined; newPassword: string | undefined },
    keepToken?: string,
  ): Promise<{ endedSessions: number }> {
    passwordFits(input.newPassword ?? '');
    const user = await checkCurrentPassword(userId, input.currentPassword);
    const next = input.newPassword ?? '';
    if (!passwordStrength(next).acceptable) throw validation('weak_password', M.passwordTooWeak);
    if (next === input.currentPassword) throw validation('same_password', AM.samePassword);
    const password_hash = await hashSecret(next);
    return db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash }).where('id', '=', user.id).execute();
      await trx.deleteFrom('reset_codes').where('email', '=', user.email).execute();
      let q = trx.deleteFrom('sessions').where('user_id', '=', user.id);
      if (keepToken) q = q.where('token_hash', '!=', sha256(keepToken));
      const r = await q.executeTakeFirst();
      return { endedSessions: Number(r.numDeletedRows) };
    });
  }

  /** Sets (or replaces) the security question; the answer is hashed like a password. */
  async function setSecurityQuestion(
    userId: string,
    input: { currentPassword: string | undefined; question: string; answer: string },
  ): Promise<void> {
    const question = input.question?.trim() ?? '';
    const answer = input.answer?.trim() ?? '';
    if (!(SECURITY_QUESTIONS as readonly string[]).includes(question))
      throw validation('invalid_security_question', M.invalidSecurityQuestion);
    if (!answer) throw validation('answer_required', M.answerRequired);
    answerFits(answer);
    const user = await checkCurrentPassword(userId, input.currentPassword);
    await db
      .updateTable('users')
      .set({ security_question: question, security_answer_hash: await hashSecret(normalizeAnswer(answer)) })
      .where('id', '=', user.id)
      .execute();
  }

  /** The email a signed-in user confirms a deletion with; true when it is theirs (trimmed, any case). */
  async function confirmsEmail(userId: string, typed: string | undefined): Promise<boolean> {
    const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    return !!user && !!typed && normalizeEmail(typed) === user.email;
  }

  /** The display name shown everywhere (Settings, Profile Settings). */
  async function rename(userId: string, name: string): Promise<void> {
    const trimmed = name.trim();
    if (!trimmed) throw validation('name_required', AM.nameRequired);
    if (trimmed.length > AUTH_LIMITS.name) throw validation('name_too_long', M.nameTooLong);
    await db.updateTable('users').set({ name: trimmed }).where('id', '=', userId).execute();
  }

  return {
    verifyEmail,
    register,
    checkUserExists,
    login,
    getSession,
    requireSession,
    logout,
    getSecurityQuestion,
    verifySecurityAnswer,
    requestPasswordReset,
    verifyResetCode,
    resetPassword,
    changePassword,
    setSecurityQuestion,
    confirmsEmail,
    rename,
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
