// The account's own screens (Settings, Profile) and its data (export, delete): schemas, texts and
// limits shared by the server, the CLI and the web UI (pure: no Node APIs).
import * as z from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES } from './messages.js';
import { SECURITY_QUESTIONS, appearancePreferencesSchema } from './auth.js';

export const ACCOUNT_LIMITS = { company: 200, confirmEmail: AUTH_LIMITS.email } as const;

/** The Settings and Profile screens' messages (document 2 §8 'Password', and ours in its style). */
export const ACCOUNT_MESSAGES = {
  passwordUpdated: 'Password updated',
  passwordUpdateFailed: 'Error updating password',
  passwordUpdateFailedText: 'Please try again later.',
  passwordsDontMatch: "Passwords don't match",
  passwordsDontMatchText: 'New password and confirmation password must match.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  samePassword: 'The new password must differ from the current one',
  nameRequired: 'Please enter your display name',
  companyTooLong: `Company must be at most ${ACCOUNT_LIMITS.company} characters`,
  profileSaved: 'Profile saved',
  preferencesSaved: 'Preferences saved',
  securityQuestionSaved: 'Security question saved',
  confirmEmailMismatch: 'Type the email address of your account to confirm',
  accountDeleted: 'Account deleted',
  accountDeletedText: 'Your account and all of its data have been removed.',
} as const;

export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  marketing: z.boolean(),
});
// The appearance part lives in auth.ts: the session answer carries it, so every page applies it.
export { appearancePreferencesSchema, type AppearancePreferences } from './auth.js';

/** A user's notification and appearance preferences, saved per user. */
export const preferencesSchema = z.object({
  notifications: notificationPreferencesSchema,
  appearance: appearancePreferencesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Until a user saves any: email notifications on, the rest off. */
export const DEFAULT_PREFERENCES: Preferences = {
  notifications: { email: true, push: false, marketing: false },
  appearance: { darkMode: false, compactView: false, highContrast: false },
};

/** GET /api/account/settings */
export const accountSettingsSchema = z.object({
  profile: z.object({ name: z.string(), email: z.string(), company: z.string() }),
  preferences: preferencesSchema,
  securityQuestion: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** PUT /api/account/profile */
export const profileBody = z.object({
  name: z
    .string({ error: ACCOUNT_MESSAGES.nameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.nameRequired)
    .max(AUTH_LIMITS.name, AUTH_MESSAGES.nameTooLong),
  company: z.string().trim().max(ACCOUNT_LIMITS.company, ACCOUNT_MESSAGES.companyTooLong).default(''),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** PUT /api/account/preferences: any part; the rest stays as saved. */
export const preferencesBody = z
  .object({
    notifications: notificationPreferencesSchema.partial().optional(),
    appearance: appearancePreferencesSchema.partial().optional(),
  })
  .strict();
export type PreferencesBody = z.infer<typeof preferencesBody>;

const password = z.string().max(AUTH_LIMITS.password, AUTH_MESSAGES.passwordTooLong);

/** PUT /api/account/security-question: the current password, one of the eight questions, an answer. */
export const securityQuestionBody = z.object({
  currentPassword: password,
  question: z
    .string()
    .refine(
      (q) => (SECURITY_QUESTIONS as readonly string[]).includes(q),
      AUTH_MESSAGES.invalidSecurityQuestion,
    ),
  answer: z.string().max(AUTH_LIMITS.securityAnswer, AUTH_MESSAGES.answerTooLong),
});

/** POST /api/account/delete: the account's email, typed to confirm. */
export const deleteAccountBody = z.object({
  confirmEmail: z.string().max(ACCOUNT_LIMITS.confirmEmail, ACCOUNT_MESSAGES.confirmEmailMismatch),
});

/** POST /api/account/password: answers how many other sessions were ended. */
export const passwordChangedSchema = z.object({ ok: z.literal(true), endedSessions: z.number().int() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** POST /api/account/delete: what was removed, per table. */
export const accountDeletedSchema = z.object({
  ok: z.literal(true),
  removed: z.record(z.string(), z.number().int().nonnegative()),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;
