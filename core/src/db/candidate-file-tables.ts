// The original resume file kept with a candidate (issue 11). Kept beside schema.ts so the shared
// files only import it.
import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * candidate_files: a file of a candidate, one per kind ('resume': the original file a parsed resume
 * came from), with its name, media type, size and bytes (BLOB on SQLite, BYTEA on PostgreSQL). Gone
 * with the candidate (foreign key, on delete cascade) and with the account (USER_DATA_TABLES).
 */
export const candidateFilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('candidate_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', sql.raw(sqlite ? 'blob' : 'bytea'), (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('candidate_files_candidate_kind')
      .on('candidate_files')
      .columns(['candidate_id', 'kind'])
      .unique()
      .execute();
    await db.schema.createIndex('candidate_files_user').on('candidate_files').column('user_id').execute();
  },
};
