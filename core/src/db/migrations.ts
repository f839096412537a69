import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { emailMigration } from './email-tables.js';
import { interviewMigration } from './interview-tables.js';
import { accountSettingsMigration } from './account-tables.js';
import { scheduledCallsMigration } from './call-tables.js';
import {
  searchIndexMigration,
  searchIndexSecureDeleteMigration,
  searchVectorsMigration,
} from './search-tables.js';
import { linkedinProfileKeyMigration } from './linkedin-tables.js';
import { candidateFilesMigration } from './candidate-file-tables.js';
import { emailImapMigration } from './email-imap-tables.js';
import { scrapeRunsMigration } from './scrape-run-tables.js';

/**
 * Versioned migrations, applied in name order on open. Never edit a migration that has shipped:
 * add a new one. Other modules add theirs to this list (one entry per change).
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('security_question', 'text')
        .addColumn('security_answer_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('reset_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('superseded', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('reset_codes_email').on('reset_codes').column('email').execute();
      await db.schema
        .createTable('login_failures')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_user_at')
        .on('login_failures')
        .columns(['user_id', 'at'])
        .execute();
      await db.schema
        .createTable('subscriptions')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('subscribed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tier', 'text')
        .addColumn('subscription_end', 'text')
        .addColumn('billing_customer_id', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('usage')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('feature', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('usage_pk', ['user_id', 'feature', 'period'])
        .execute();
      await db.schema
        .createTable('call_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002_user_api_keys': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_api_keys')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('api_key', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_api_keys_pk', ['user_id', 'provider'])
        .execute();
    },
  },
  '0003_candidates': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('candidates')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('experience', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('education', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // NULL emails are distinct in a unique index on both dialects: candidates without one never merge.
      await db.schema
        .createIndex('candidates_user_email')
        .on('candidates')
        .columns(['user_id', 'email'])
        .unique()
        .execute();
      await db.schema
        .createIndex('candidates_user_updated')
        .on('candidates')
        .columns(['user_id', 'updated_at'])
        .execute();
    },
  },
  '0004_candidate_stage': {
    async up(db: Kysely<unknown>) {
      // Every saved candidate enters the pipeline at its first stage.
      await db.schema
        .alterTable('candidates')
        .addColumn('stage', 'text', (c) => c.notNull().defaultTo('Applied'))
        .execute();
      await db.schema
        .createIndex('candidates_user_stage')
        .on('candidates')
        .columns(['user_id', 'stage'])
        .execute();
    },
  },
  '0005_billing': {
    async up(db: Kysely<unknown>) {
      // The subscription as the payment provider (or an operator) last stated it.
      await db.schema.alterTable('subscriptions').addColumn('status', 'text').execute();
      await db.schema
        .alterTable('subscriptions')
        .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('subscriptions').addColumn('billing_subscription_id', 'text').execute();
      await db.schema.alterTable('subscriptions').addColumn('refreshed_at', 'text').execute();
      await db.schema.alterTable('subscriptions').addColumn('source', 'text').execute();
      await db.schema
        .createIndex('subscriptions_billing_customer')
        .on('subscriptions')
        .column('billing_customer_id')
        .execute();
      // Webhook events already applied: a replayed delivery (same event id) changes nothing.
      await db.schema
        .createTable('billing_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      // Every change of a user's plan: who (an admin's email, or 'stripe'), when, from, to.
      await db.schema
        .createTable('plan_changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('changed_by', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .addColumn('from_tier', 'text', (c) => c.notNull())
        .addColumn('to_tier', 'text', (c) => c.notNull())
        .addColumn('until', 'text')
        .execute();
      await db.schema
        .createIndex('plan_changes_user_at')
        .on('plan_changes')
        .columns(['user_id', 'changed_at'])
        .execute();
    },
  },
  '0006_monitored_domains': {
    async up(db: Kysely<unknown>) {
      // Domains a user monitors, as last checked over RDAP (or the domain provider).
      await db.schema
        .createTable('monitored_domains')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('registrar', 'text')
        .addColumn('expiry_date', 'text')
        .addColumn('checked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('monitored_domains_user_domain')
        .on('monitored_domains')
        .columns(['user_id', 'domain'])
        .unique()
        .execute();
      await db.schema
        .createIndex('monitored_domains_checked')
        .on('monitored_domains')
        .column('checked_at')
        .execute();
      // Every change a check found: which field, from, to.
      await db.schema
        .createTable('domain_changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('monitored_id', 'text', (c) =>
          c.notNull().references('monitored_domains.id').onDelete('cascade'),
        )
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('old_value', 'text')
        .addColumn('new_value', 'text')
        .execute();
      await db.schema
        .createIndex('domain_changes_monitored_at')
        .on('domain_changes')
        .columns(['monitored_id', 'changed_at'])
        .execute();
    },
  },
  '0007_chat': {
    async up(db: Kysely<unknown>) {
      // The chat model of a user's OpenAI row: an OpenAI-compatible server (Ollama, llama.cpp) and a model.
      await db.schema.alterTable('user_api_keys').addColumn('base_url', 'text').execute();
      await db.schema.alterTable('user_api_keys').addColumn('model', 'text').execute();
      // The assistant's conversations, saved per user; messages in the order they were said.
      await db.schema
        .createTable('chat_conversations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_conversations_user_updated')
        .on('chat_conversations')
        .columns(['user_id', 'updated_at'])
        .execute();
      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('conversation_id', 'text', (c) =>
          c.notNull().references('chat_conversations.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_conversation_seq')
        .on('chat_messages')
        .columns(['conversation_id', 'seq'])
        .unique()
        .execute();
    },
  },
  '0008_candidate_pipeline': {
    async up(db: Kysely<unknown>) {
      // The candidates screen's fields, dedupe by phone, search and filter keys, and the activity log.
      const text = (name: string, def: string) =>
        db.schema
          .alterTable('candidates')
          .addColumn(name, 'text', (c) => c.notNull().defaultTo(def))
          .execute();
      await text('position', '');
      await text('location', '');
      await db.schema
        .alterTable('candidates')
        .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('candidates').addColumn('experience_years', 'integer').execute();
      await text('tags', '[]');
      await text('notes', '');
      await db.schema.alterTable('candidates').addColumn('phone_key', 'text').execute();
      await text('search_key', '');
      await text('skills_key', '[]');
      await text('tags_key', '[]');
      await db.schema.alterTable('candidates').addColumn('last_contact_at', 'text').execute();
      await db.schema
        .createIndex('candidates_user_phone')
        .on('candidates')
        .columns(['user_id', 'phone_key'])
        .execute();
      // Saved candidates get their search keys.
      const k = db as unknown as Kysely<{
        candidates: { id: string; name: string; skills: string; search_key: string; skills_key: string };
      }>;
      const rows = await k.selectFrom('candidates').select(['id', 'name', 'skills']).execute();
      for (const r of rows) {
        let skills: string[] = [];
        try {
          const v: unknown = JSON.parse(r.skills);
          if (Array.isArray(v)) skills = v.filter((x): x is string => typeof x === 'string');
        } catch {
          // unreadable skills stay out of the keys
        }
        await k
          .updateTable('candidates')
          .set({
            search_key: [r.name, '', ...skills].join('\n').toLowerCase(),
            skills_key: JSON.stringify(skills.map((x) => x.toLowerCase())),
          })
          .where('id', '=', r.id)
          .execute();
      }
      await db.schema
        .createTable('candidate_activity')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('candidate_id', 'text', (c) => c.notNull())
        .addColumn('candidate_name', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('via', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('candidate_activity_candidate')
        .on('candidate_activity')
        .columns(['user_id', 'candidate_id', 'at'])
        .execute();
      await db.schema
        .createIndex('candidate_activity_user_at')
        .on('candidate_activity')
        .columns(['user_id', 'at'])
        .execute();
    },
  },
  '0009_email': emailMigration,
  '0010_interviews': interviewMigration,
  '0011_account_settings': accountSettingsMigration,
  '0012_scheduled_calls': scheduledCallsMigration,
  '0013_search_index': searchIndexMigration,
  '0014_linkedin_profile_key': linkedinProfileKeyMigration,
  '0015_candidate_files': candidateFilesMigration,
  '0016_search_index_secure_delete': searchIndexSecureDeleteMigration,
  '0017_scrape_runs': scrapeRunsMigration,
  '0018_email_imap': emailImapMigration,
  '0019_search_vectors': searchVectorsMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
