import type { Kysely, Migration } from 'kysely';
import { linkedinProfileKey } from '../linkedin/profile-key.js';

/** The source a saved LinkedIn profile carries ('linkedin:' + its profile URL). */
const LINKEDIN_SOURCE = 'linkedin:';

/**
 * candidates.linkedin_key: the normalised profile URL of a candidate saved from LinkedIn, unique per
 * user (NULL for every other candidate: NULLs never collide, on SQLite and PostgreSQL alike), so two
 * parallel saves of one profile leave one row. Existing LinkedIn candidates get their key; when a
 * user already has several rows for one profile, the first saved (oldest, then lowest id) takes the
 * key and the others stay as they are, without a key (nothing is deleted or merged behind the user's
 * back: the candidates screen's merge can join them).
 */
export const linkedinProfileKeyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('candidates').addColumn('linkedin_key', 'text').execute();
    const k = db as unknown as Kysely<{
      candidates: {
        id: string;
        user_id: string;
        source: string;
        created_at: string;
        linkedin_key: string | null;
      };
    }>;
    const rows = await k
      .selectFrom('candidates')
      .select(['id', 'user_id', 'source'])
      .where('source', 'like', `${LINKEDIN_SOURCE}%`)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const taken = new Set<string>();
    for (const r of rows) {
      if (!r.source.startsWith(LINKEDIN_SOURCE)) continue;
      const key = linkedinProfileKey(r.source.slice(LINKEDIN_SOURCE.length));
      if (!key || taken.has(`${r.user_id}\n${key}`)) continue;
      taken.add(`${r.user_id}\n${key}`);
      await k.updateTable('candidates').set({ linkedin_key: key }).where('id', '=', r.id).execute();
    }
    await db.schema
      .createIndex('candidates_user_linkedin_key')
      .on('candidates')
      .columns(['user_id', 'linkedin_key'])
      .unique()
      .execute();
  },
};
