// The interview-scheduling tool's table (issue 12). Kept beside schema.ts so the shared files only
// import it.
import type { Kysely, Migration } from 'kysely';

/**
 * One interview. Times are stored twice: the instant in UTC (`starts_at`/`ends_at`, ISO strings that
 * sort as text on both dialects) and the wall-clock time the user typed with its IANA zone.
 */
export interface InterviewsTable {
  id: string;
  user_id: string;
  /** The saved candidate, when the interview was scheduled for one (null for a bare address). */
  candidate_id: string | null;
  candidate_name: string;
  candidate_email: string;
  /** JSON array of lower-cased interviewer addresses. */
  interviewers: string;
  starts_at: string;
  ends_at: string;
  /** 'YYYY-MM-DDTHH:mm' in `time_zone`. */
  local_start: string;
  time_zone: string;
  duration_minutes: number;
  location: string;
  notes: string;
  /** 'scheduled' or 'cancelled' (a past, uncancelled interview counts as completed). */
  status: string;
  /** The iCalendar UID, fixed at creation; SEQUENCE is bumped on every change. */
  ical_uid: string;
  ical_sequence: number;
  /** How the latest invitation went: 'sent', 'not_sent' (no transport) or 'failed'. */
  invitation_status: string;
  invitation_error: string | null;
  invitation_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface InterviewDatabase {
  interviews: InterviewsTable;
}

export const interviewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('interviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('candidate_id', 'text')
      .addColumn('candidate_name', 'text', (c) => c.notNull())
      .addColumn('candidate_email', 'text', (c) => c.notNull())
      .addColumn('interviewers', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('local_start', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('ical_uid', 'text', (c) => c.notNull().unique())
      .addColumn('ical_sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('invitation_status', 'text', (c) => c.notNull())
      .addColumn('invitation_error', 'text')
      .addColumn('invitation_sent_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('interviews_user_starts')
      .on('interviews')
      .columns(['user_id', 'starts_at'])
      .execute();
  },
};
