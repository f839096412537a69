// The Settings and Profile screens' use cases: profile, preferences, password and security question,
// export of everything stored about the user, and deletion of the account with all of it.
import * as z from 'zod';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import {
  ACCOUNT_MESSAGES,
  DEFAULT_PREFERENCES,
  deleteAccountBody,
  preferencesBody,
  preferencesSchema,
  profileBody,
  type AccountSettings,
  type Preferences,
} from '../schemas/account.js';
import type { Mailer } from '../mail/mailer.js';
import type { AccountService } from './account-service.js';
import { deleteUserData, exportUserData, type UserDataExport } from './user-data.js';

type Deps = {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  accounts: Pick<AccountService, 'rename' | 'confirmsEmail' | 'changePassword'>;
  mailer: Pick<Mailer, 'send'>;
  now?: () => Date;
};

function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) {
    throw new AppError('validation', 'invalid_request', r.error.issues[0]?.message ?? 'Invalid request');
  }
  return r.data;
}

/** Saved preferences over the defaults: a part never saved (or unreadable) reads as its default. */
const readPreferences = (text: string | undefined): Preferences => {
  let saved: unknown = {};
  try {
    saved = text ? JSON.parse(text) : {};
  } catch {
    saved = {};
  }
  const s = (saved ?? {}) as Partial<Record<keyof Preferences, unknown>>;
  const part = <K extends keyof Preferences>(k: K): Preferences[K] => {
    const r = preferencesSchema.shape[k].partial().safeParse(s[k] ?? {});
    return { ...DEFAULT_PREFERENCES[k], ...(r.success ? r.data : {}) } as Preferences[K];
  };
  return { notifications: part('notifications'), appearance: part('appearance') };
};

export const createSettingsService = ({ db, dialect, accounts, mailer, now = () => new Date() }: Deps) => {
  const user = async (userId: string) => {
    const u = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!u) throw new AppError('unauthenticated', 'not_signed_in', 'Please sign in to continue');
    return u;
  };
  const row = (userId: string) =>
    db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();

  async function upsert(userId: string, values: { company?: string; preferences?: string }) {
    const at = now().toISOString();
    await db
      .insertInto('user_settings')
      .values({
        user_id: userId,
        company: values.company ?? '',
        preferences: values.preferences ?? '{}',
        updated_at: at,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: at }))
      .execute();
  }

  /** The Settings screen's saved state. */
  async function get(userId: string): Promise<AccountSettings> {
    const [u, s] = await Promise.all([user(userId), row(userId)]);
    return {
      profile: { name: u.name, email: u.email, company: s?.company ?? '' },
      preferences: readPreferences(s?.preferences),
      securityQuestion: u.security_question,
    };
  }

  /** Profile Settings: display name and company. */
  async function saveProfile(userId: string, input: unknown): Promise<AccountSettings> {
    const p = check(profileBody, input);
    await accounts.rename(userId, p.name);
    await upsert(userId, { company: p.company });
    return get(userId);
  }

  /** Notifications and Appearance: the parts given replace the saved ones, the rest stays. */
  async function savePreferences(userId: string, input: unknown): Promise<AccountSettings> {
    const p = check(preferencesBody, input);
    const current = readPreferences((await row(userId))?.preferences);
    const next: Preferences = {
      notifications: { ...current.notifications, ...p.notifications },
      appearance: { ...current.appearance, ...p.appearance },
    };
    await upsert(userId, { preferences: JSON.stringify(next) });
    return get(userId);
  }

  /**
   * The password change of Settings and Profile (accounts.changePassword: the current password, the
   * reset rules, the other sessions ended), then, when the user keeps email notifications on, a notice
   * to their address: a change they did not make is how they learn of it.
   */
  async function changePassword(
    userId: string,
    input: { currentPassword: string | undefined; newPassword: string | undefined },
    keepToken?: string,
  ): Promise<{ endedSessions: number; notified: boolean }> {
    const result = await accounts.changePassword(userId, input, keepToken);
    const current = await get(userId);
    if (!current.preferences.notifications.email) return { ...result, notified: false };
    const { email } = current.profile;
    const at = now().toISOString().slice(0, 16).replace('T', ' ');
    await mailer.send({
      to: email,
      subject: 'Your recruit password was changed',
      text: `The password of your recruit account ${email} was changed on ${at} UTC. Other signed-in sessions were signed out.\nIf you did not change it, reset your password now with Forgot password.\n(You get this because email notifications are on in Settings.)`,
      consoleLine: `Password changed for ${email} at ${at} UTC (email notification)`,
    });
    return { ...result, notified: true };
  }

  /** Everything stored about the user (no hashes, no keys), as one JSON document. */
  async function exportData(userId: string): Promise<UserDataExport> {
    const u = await user(userId);
    return exportUserData(db, dialect, { id: u.id, email: u.email }, now());
  }

  /**
   * Deletes the account after the user typed its email: every row of the user, in one transaction
   * (sessions too, so every device is signed out).
   */
  async function deleteAccount(userId: string, input: unknown): Promise<Record<string, number>> {
    const { confirmEmail } = check(deleteAccountBody, input);
    if (!(await accounts.confirmsEmail(userId, confirmEmail))) {
      throw new AppError('validation', 'confirm_email_mismatch', ACCOUNT_MESSAGES.confirmEmailMismatch);
    }
    const u = await user(userId);
    return deleteUserData(db, dialect, { id: u.id, email: u.email });
  }

  return { get, saveProfile, savePreferences, changePassword, exportData, deleteAccount };
};

export type SettingsService = ReturnType<typeof createSettingsService>;
