// The PhantomBuster runs the scraping screen follows (issue 13). Kept beside schema.ts so the shared
// files only import it.
import type { Kysely, Migration } from 'kysely';

/**
 * One run launched on the user's PhantomBuster agent by POST /api/scrape/runs, so that any server
 * process on the database (or the same one after a restart) answers GET /api/scrape/runs/:containerId.
 */
export interface ScrapeRunsTable {
  user_id: string;
  /** PhantomBuster's container id of the run. */
  container_id: string;
  agent_id: string;
  agent_name: string;
  url: string;
  launched_at: string;
  /**
   * 'launched', then PhantomBuster's status as last seen while it runs (starting, running, …), then
   * the result's status ('success' or 'error') once the result is stored (finished_at set).
   */
  status: string;
  finished_at: string | null;
  /** The scrape result (JSON) once the run ended: what every later poll answers. */
  result: string | null;
  /** The result's error message, when the run did not succeed. */
  error: string | null;
  /** 1 once the run's success was counted as a use of the plan (set by one process only). */
  plan_use_recorded: number;
}

export interface ScrapeRunDatabase {
  scrape_runs: ScrapeRunsTable;
}

export const scrapeRunsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('scrape_runs')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('container_id', 'text', (c) => c.notNull())
      .addColumn('agent_id', 'text', (c) => c.notNull())
      .addColumn('agent_name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('launched_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('result', 'text')
      .addColumn('error', 'text')
      .addColumn('plan_use_recorded', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('scrape_runs_pk', ['user_id', 'container_id'])
      .execute();
    await db.schema.createIndex('scrape_runs_launched').on('scrape_runs').column('launched_at').execute();
  },
};
