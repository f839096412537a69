// The email tool's tables (issue 12): per-user SMTP settings, templates, sent messages, sequences and
// their enrolments. Kept beside schema.ts so the shared files only import them.
import type { Kysely, Migration } from 'kysely';
import type { EmailImapDatabase } from './email-imap-tables.js';

/** A user's email settings: their own SMTP server (sealed like a provider key) and template seeding. */
export interface EmailSettingsTable {
  user_id: string;
  smtp_url_sealed: string | null;
  smtp_from: string | null;
  templates_seeded: number;
  updated_at: string;
}

/** A user's email template; ids are '1', '2', … per user (the spec: new id = count + 1). */
export interface EmailTemplatesTable {
  user_id: string;
  id: string;
  name: string;
  subject: string;
  body: string;
  created_at: string;
  updated_at: string;
}

/** Every message the tool tried to send, with how it went. */
export interface EmailMessagesTable {
  id: string;
  user_id: string;
  candidate_id: string | null;
  to_address: string;
  subject: string;
  body: string;
  /** 'sent' or 'failed'. */
  status: string;
  error: string | null;
  transport: string | null;
  provider_message_id: string | null;
  template_id: string | null;
  sequence_id: string | null;
  enrollment_id: string | null;
  step: number | null;
  created_at: string;
}

/** A sequence ("campaign"): steps as JSON [{templateId, waitDays}], variables as JSON. */
export interface EmailSequencesTable {
  id: string;
  user_id: string;
  name: string;
  /** 'active' or 'paused'. */
  status: string;
  steps: string;
  variables: string;
  created_at: string;
  updated_at: string;
}

/** A candidate enrolled in a sequence; next_step is the index of the step to send next. */
export interface EmailEnrollmentsTable {
  id: string;
  user_id: string;
  sequence_id: string;
  candidate_id: string;
  candidate_stage: string;
  /** 'active', 'sending' (claimed by one scheduler), 'delivering' (its message handed to the transport), 'completed', 'replied', 'left_stage', 'failed'. */
  status: string;
  next_step: number;
  next_due_at: string | null;
  claimed_at: string | null;
  last_sent_at: string | null;
  stop_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmailDatabase extends EmailImapDatabase {
  email_settings: EmailSettingsTable;
  email_templates: EmailTemplatesTable;
  email_messages: EmailMessagesTable;
  email_sequences: EmailSequencesTable;
  email_enrollments: EmailEnrollmentsTable;
}

export const emailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('smtp_url_sealed', 'text')
      .addColumn('smtp_from', 'text')
      .addColumn('templates_seeded', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('email_templates')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('email_templates_pk', ['user_id', 'id'])
      .execute();
    await db.schema
      .createTable('email_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('candidate_id', 'text')
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('transport', 'text')
      .addColumn('provider_message_id', 'text')
      .addColumn('template_id', 'text')
      .addColumn('sequence_id', 'text')
      .addColumn('enrollment_id', 'text')
      .addColumn('step', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('email_messages_user_at')
      .on('email_messages')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('email_sequences')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('steps', 'text', (c) => c.notNull())
      .addColumn('variables', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('email_sequences_user')
      .on('email_sequences')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('email_enrollments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sequence_id', 'text', (c) =>
        c.notNull().references('email_sequences.id').onDelete('cascade'),
      )
      .addColumn('candidate_id', 'text', (c) => c.notNull())
      .addColumn('candidate_stage', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('next_step', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_due_at', 'text')
      .addColumn('claimed_at', 'text')
      .addColumn('last_sent_at', 'text')
      .addColumn('stop_reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('email_enrollments_sequence_candidate')
      .on('email_enrollments')
      .columns(['sequence_id', 'candidate_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('email_enrollments_due')
      .on('email_enrollments')
      .columns(['status', 'next_due_at'])
      .execute();
  },
};
