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

export type PublicUser = { email: string; name: string; isAdmin: boolean; createdAt: string };
export type Tier = 'Basic' | 'Pro' | 'Enterprise';
export type SubscriptionStatus = {
  subscribed: boolean;
  subscription_tier: Tier | null;
  subscription_end: string | null;
};
export type SessionInfo = {
  user: PublicUser;
  expiresAt: string;
  subscription: SubscriptionStatus & {
    /** The tier that applies now (Basic when not subscribed). */
    tier: Tier;
    trial: { active: boolean; endsAt: string };
  };
};
