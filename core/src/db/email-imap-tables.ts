// A user's IMAP inbox, read for replies to their campaigns (issue 12). Kept beside schema.ts so the
// shared files only import it.
import type { Kysely, Migration } from 'kysely';

/**
 * email_imap_settings: one row per user. The password is sealed like the SMTP URL; uid_validity and
 * last_uid (decimal text: UIDs are 32-bit unsigned) mark how far the inbox was read; checking_at is a
 * lease so two servers do not read one inbox at once; last_checked_at and last_error are shown to the user.
 */
export interface EmailImapSettingsTable {
  user_id: string;
  host: string;
  port: number;
  /** 1: TLS from the start (port 993); 0: plain, upgraded with STARTTLS when the server offers it. */
  tls: number;
  username: string;
  password_sealed: string;
  mailbox: string;
  uid_validity: string | null;
  last_uid: string | null;
  checking_at: string | null;
  last_checked_at: string | null;
  last_error: string | null;
  replies_found: number;
  created_at: string;
  updated_at: string;
}

export interface EmailImapDatabase {
  email_imap_settings: EmailImapSettingsTable;
}

export const emailImapMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_imap_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('port', 'integer', (c) => c.notNull())
      .addColumn('tls', 'integer', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('password_sealed', 'text', (c) => c.notNull())
      .addColumn('mailbox', 'text', (c) => c.notNull().defaultTo('INBOX'))
      .addColumn('uid_validity', 'text')
      .addColumn('last_uid', 'text')
      .addColumn('checking_at', 'text')
      .addColumn('last_checked_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('replies_found', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
