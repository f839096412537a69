import * as z from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES } from './messages.js';

export const SESSION_DAYS = 5;
export const RESET_CODE_TTL_MINUTES = 15;
export const VERIFY_CODE_SECONDS = 900;
export const PASSWORD_MIN_LENGTH = 8;

const WHITESPACE = /\s/;

/**
 * A standard address, as the spec's `^[^\s@]+@[^\s@]+\.[^\s@]{2,}$` (one @, no spaces, a dot in the
 * domain with 2+ characters after it), checked in linear time: that pattern backtracks quadratically
 * on hostile input ('a@' + 40 000 dots + '@' took seconds). Over 254 characters (RFC 5321) is invalid
 * before anything else runs.
 */
export function isValidEmail(input: string): boolean {
  if (typeof input !== 'string') return false;
  const email = input.trim();
  if (email.length === 0 || email.length > AUTH_LIMITS.email || WHITESPACE.test(email)) return false;
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return false;
  const domain = email.slice(at + 1);
  // Some dot with at least one character before it and two after it.
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot <= domain.length - 3;
}

/** Emails are stored and compared trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The eight security questions (the settings list of the spec; one list everywhere). */
export const SECURITY_QUESTIONS = [
  "What was your first pet's name?",
  'In what city were you born?',
  "What is your mother's maiden name?",
  'What was the name of your elementary school?',
  'What street did you grow up on?',
  'What was your childhood nickname?',
  'What is your favorite book?',
  'What was the make of your first car?',
] as const;

export type PasswordCriteria = {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
};

export type PasswordStrength = {
  criteria: PasswordCriteria;
  /** Criteria met, 0–5. */
  score: number;
  label: 'Weak' | 'Medium' | 'Strong';
  /** At least 3 of 5 criteria and at least 8 characters. */
  acceptable: boolean;
};

/** Password strength exactly as the spec: Weak ≤ 2, Medium 3–4, Strong 5 criteria. */
export function passwordStrength(password: string): PasswordStrength {
  const criteria: PasswordCriteria = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
  const score = Object.values(criteria).filter(Boolean).length;
  const label = score <= 2 ? 'Weak' : score === 5 ? 'Strong' : 'Medium';
  return { criteria, score, label, acceptable: score >= 3 && criteria.length };
}

/** An email field: over-long input is refused (and stops the checks) before any other check runs. */
const emailText = (error: string) =>
  z.string({ error }).trim().max(AUTH_LIMITS.email, { message: AUTH_MESSAGES.invalidEmail, abort: true });
const email = emailText(AUTH_MESSAGES.invalidEmail).refine(isValidEmail, {
  message: AUTH_MESSAGES.invalidEmail,
});
/** A password as typed (never trimmed), at most 256 characters: nothing longer is ever hashed. */
const password = (error?: string) =>
  z.string(error ? { error } : undefined).max(AUTH_LIMITS.password, AUTH_MESSAGES.passwordTooLong);
const securityAnswer = z.string().max(AUTH_LIMITS.securityAnswer, AUTH_MESSAGES.answerTooLong);
const code = z.string().max(AUTH_LIMITS.code, AUTH_MESSAGES.codeLength);

export const signUpBody = z
  .object({
    email: emailText(AUTH_MESSAGES.allFieldsRequired),
    password: password(AUTH_MESSAGES.allFieldsRequired),
    name: z
      .string({ error: AUTH_MESSAGES.allFieldsRequired })
      .trim()
      .max(AUTH_LIMITS.name, AUTH_MESSAGES.nameTooLong),
    securityQuestion: z
      .string()
      .max(AUTH_LIMITS.securityQuestion, AUTH_MESSAGES.invalidSecurityQuestion)
      .optional(),
    securityAnswer: securityAnswer.optional(),
  })
  .strict();
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: emailText(AUTH_MESSAGES.invalidEmail),
  password: password().optional(),
});
export const emailBody = z.object({ email });
/** check-email and verify-email: any text up to 254 characters (an invalid address is an answer, not an error). */
export const emailLookupBody = z.object({ email: emailText(AUTH_MESSAGES.invalidEmail) });
export const securityAnswerBody = z.object({
  email: emailText(AUTH_MESSAGES.invalidEmail),
  answer: securityAnswer.optional(),
});
export const forgotBody = z.object({ email, securityAnswer: securityAnswer.optional() });
export const verifyCodeBody = z.object({ email: emailText(AUTH_MESSAGES.invalidEmail), code });
export const resetBody = z.object({
  email: emailText(AUTH_MESSAGES.invalidEmail),
  code,
  password: password(),
});
export const changePasswordBody = z.object({ currentPassword: password(), newPassword: password() });

/**
 * The first account input over its length bound, as the message to show (the web forms and the CLI
 * prompts check this before sending); undefined when every given input fits.
 */
export function authLengthProblem(input: {
  name?: string | undefined;
  password?: string | undefined;
  securityAnswer?: string | undefined;
}): string | undefined {
  if ((input.name ?? '').trim().length > AUTH_LIMITS.name) return AUTH_MESSAGES.nameTooLong;
  if ((input.password ?? '').length > AUTH_LIMITS.password) return AUTH_MESSAGES.passwordTooLong;
  if ((input.securityAnswer ?? '').trim().length > AUTH_LIMITS.securityAnswer)
    return AUTH_MESSAGES.answerTooLong;
  return undefined;
}

// Answers of the auth API (server/src/routes/auth.ts); the web UI takes their types from here.

export const tierSchema = z.enum(['Basic', 'Pro', 'Enterprise']);
export type Tier = z.infer<typeof tierSchema>;

export const publicUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: tierSchema.nullable(),
  subscription_end: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The user's appearance preferences (Settings → Appearance). */
export const appearancePreferencesSchema = z.object({
  darkMode: z.boolean(),
  compactView: z.boolean(),
  highContrast: z.boolean(),
});
export type AppearancePreferences = z.infer<typeof appearancePreferencesSchema>;

/** POST /api/auth/signin and /signup, GET /api/auth/session when signed in. */
export const sessionInfoSchema = z.object({
  user: publicUserSchema,
  /** Applied on every page (the web UI draws dark mode, compact view and high contrast from it). */
  appearance: appearancePreferencesSchema.optional(),
  expiresAt: z.string(),
  subscription: subscriptionStatusSchema.extend({
    /** The tier that applies now (Basic when not subscribed). */
    tier: tierSchema,
    trial: z.object({ active: z.boolean(), endsAt: z.string() }),
  }),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** GET /api/auth/session: the session, or `{ user: null }` when signed out. */
export const sessionAnswerSchema = z.union([sessionInfoSchema, z.object({ user: z.null() })]);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** signout, verify-security-answer, verify-code, reset. */
export const okAnswerSchema = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswerSchema>;
/** POST /api/auth/check-email. */
export const emailExistsAnswerSchema = z.object({ exists: z.boolean() });
export type EmailExistsAnswer = z.infer<typeof emailExistsAnswerSchema>;
/** POST /api/auth/verify-email: an address that cannot receive mail is an answer, not an error. */
export const emailCheckAnswerSchema = z.object({ valid: z.boolean(), message: z.string().optional() });
export type EmailCheckAnswer = z.infer<typeof emailCheckAnswerSchema>;
/** POST /api/auth/security-question: null when the account set none (or there is no account). */
export const securityQuestionAnswerSchema = z.object({ question: z.string().nullable() });
export type SecurityQuestionAnswer = z.infer<typeof securityQuestionAnswerSchema>;
/** POST /api/auth/forgot: where the code went ('console' when the server has no mail transport). */
export const forgotAnswerSchema = okAnswerSchema.extend({ delivery: z.enum(['email', 'console']) });
export type ForgotAnswer = z.infer<typeof forgotAnswerSchema>;
