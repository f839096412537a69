// The AI calling tool's scheduled calls (issue 12). Kept beside schema.ts so the shared files only
// import it.
import type { Kysely, Migration } from 'kysely';

/**
 * One scheduled call. `due_at` is the instant in UTC (an ISO string that sorts as text on both
 * dialects); `local_at` and `time_zone` keep what the user typed.
 */
export interface ScheduledCallsTable {
  id: string;
  user_id: string;
  /** The saved candidate the call is for, when any (their activity log records it). */
  candidate_id: string | null;
  candidate_name: string;
  /** E.164. */
  to_number: string;
  /** The script with its variables filled: what the call says. */
  script: string;
  /** The spec's voice type (female, male, neutral, custom) and the Twilio voice it maps to. */
  voice: string;
  twilio_voice: string;
  due_at: string;
  local_at: string;
  time_zone: string;
  /**
   * scheduled → placing (claimed by one process) → queued/ringing/in-progress/completed/busy/
   * no-answer/failed/canceled (Twilio's words), or 'demo' (no credentials: nobody was called),
   * 'cancelled' (by the user), 'error' (Twilio refused the call).
   */
  status: string;
  /** Twilio's call SID once placed ('demo-…' for the labelled demo). */
  sid: string | null;
  duration_seconds: number | null;
  error: string | null;
  is_demo: number;
  claimed_at: string | null;
  placed_at: string | null;
  /** When the status was last read from Twilio (the scheduler polls calls still in progress). */
  checked_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CallDatabase {
  scheduled_calls: ScheduledCallsTable;
}

export const scheduledCallsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('scheduled_calls')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('candidate_id', 'text')
      .addColumn('candidate_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('to_number', 'text', (c) => c.notNull())
      .addColumn('script', 'text', (c) => c.notNull())
      .addColumn('voice', 'text', (c) => c.notNull())
      .addColumn('twilio_voice', 'text', (c) => c.notNull())
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('local_at', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('sid', 'text')
      .addColumn('duration_seconds', 'integer')
      .addColumn('error', 'text')
      .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_at', 'text')
      .addColumn('placed_at', 'text')
      .addColumn('checked_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('scheduled_calls_status_due')
      .on('scheduled_calls')
      .columns(['status', 'due_at'])
      .execute();
    await db.schema
      .createIndex('scheduled_calls_user_due')
      .on('scheduled_calls')
      .columns(['user_id', 'due_at'])
      .execute();
  },
};
