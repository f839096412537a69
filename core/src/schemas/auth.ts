import { z } from 'zod';
import { AUTH_MESSAGES } from './messages.js';

export const SESSION_DAYS = 5;
export const RESET_CODE_TTL_MINUTES = 15;
export const VERIFY_CODE_SECONDS = 900;
export const PASSWORD_MIN_LENGTH = 8;

/** A standard address pattern: one @, no spaces, a dot in the domain, a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

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

const email = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .refine(isValidEmail, { message: AUTH_MESSAGES.invalidEmail });

export const signUpBody = z
  .object({
    email: z.string({ error: AUTH_MESSAGES.allFieldsRequired }),
    password: z.string({ error: AUTH_MESSAGES.allFieldsRequired }),
    name: z.string({ error: AUTH_MESSAGES.allFieldsRequired }),
    securityQuestion: z.string().optional(),
    securityAnswer: z.string().optional(),
  })
  .strict();
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: z.string({ error: AUTH_MESSAGES.invalidEmail }),
  password: z.string().optional(),
});
export const emailBody = z.object({ email });
export const securityAnswerBody = z.object({ email: z.string(), answer: z.string().optional() });
export const forgotBody = z.object({ email, securityAnswer: z.string().optional() });
export const verifyCodeBody = z.object({ email: z.string(), code: z.string() });
export const resetBody = z.object({ email: z.string(), code: z.string(), password: z.string() });
export const changePasswordBody = z.object({ currentPassword: z.string(), newPassword: z.string() });

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
