// The account's own settings (issue 11): company and the notification and appearance preferences.
// Kept beside schema.ts so the shared files only import them.
import type { Kysely, Migration } from 'kysely';

/** One row per user once they save a setting; preferences is JSON (preferencesSchema). */
export interface UserSettingsTable {
  user_id: string;
  company: string;
  preferences: string;
  updated_at: string;
}

export interface AccountDatabase {
  user_settings: UserSettingsTable;
}

export const accountSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('preferences', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
