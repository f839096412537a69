// The PhantomBuster runs the scraping screen follows, kept in the database (table scrape_runs), so
// that every `recruit serve` process sharing it — or one started after a restart — answers a poll.
// Every read and write is scoped to the user.
import type { Db } from '../db/database.js';
import type { ScrapeResult } from '../schemas/tool-results.js';

/** A run launched on the user's agent: what its result needs besides PhantomBuster's answers. */
export type LaunchedRun = {
  containerId: string;
  agentId: string;
  agentName: string;
  url: string;
  launchTimestamp: string;
};

export type StoredRun = LaunchedRun & {
  status: string;
  /** The result, once the run ended and it was stored. */
  result?: ScrapeResult;
  planUseRecorded: boolean;
};

/** How long launched runs are kept: older ones are pruned on the next launch. */
export const SCRAPE_RUN_RETENTION_MS = 7 * 86_400_000;

const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;

export function createScrapeRunStore(db: Db) {
  const mine = (userId: string, containerId: string) =>
    db.updateTable('scrape_runs').where('user_id', '=', userId).where('container_id', '=', containerId);

  return {
    /** Records a launched run (a container id seen again starts afresh) and forgets runs launched before `pruneBefore`. */
    async add(userId: string, run: LaunchedRun, pruneBefore: string): Promise<void> {
      await db.deleteFrom('scrape_runs').where('launched_at', '<', pruneBefore).execute();
      const values = {
        agent_id: run.agentId,
        agent_name: run.agentName,
        url: run.url,
        launched_at: run.launchTimestamp,
        status: 'launched',
        finished_at: null,
        result: null,
        error: null,
        plan_use_recorded: 0,
      };
      await db
        .insertInto('scrape_runs')
        .values({ user_id: userId, container_id: run.containerId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'container_id']).doUpdateSet(values))
        .execute();
    },

    /** The user's run, or undefined (another user's run is not theirs). */
    async get(userId: string, containerId: string): Promise<StoredRun | undefined> {
      const r = await db
        .selectFrom('scrape_runs')
        .selectAll()
        .where('user_id', '=', userId)
        .where('container_id', '=', containerId)
        .executeTakeFirst();
      if (!r) return undefined;
      return {
        containerId: r.container_id,
        agentId: r.agent_id,
        agentName: r.agent_name,
        url: r.url,
        launchTimestamp: r.launched_at,
        status: r.status,
        ...(r.finished_at !== null && r.result !== null
          ? { result: JSON.parse(r.result) as ScrapeResult }
          : {}),
        planUseRecorded: r.plan_use_recorded === 1,
      };
    },

    /** Notes PhantomBuster's status of a run still under way. */
    async noteStatus(userId: string, containerId: string, status: string): Promise<void> {
      await mine(userId, containerId).set({ status }).where('finished_at', 'is', null).execute();
    },

    /**
     * Stores the result of a run that ended, unless another poll stored one first: true when this
     * call stored it.
     */
    async finish(userId: string, containerId: string, result: ScrapeResult, at: string): Promise<boolean> {
      return changed(
        await mine(userId, containerId)
          .set({
            status: result.status,
            finished_at: at,
            result: JSON.stringify(result),
            error: result.status === 'success' ? null : (result.error ?? null),
          })
          .where('finished_at', 'is', null)
          .executeTakeFirst(),
      );
    },

    /**
     * Takes the right to count the run's success as a use of the plan: true for exactly one caller,
     * however many processes ask at once (a conditional update).
     */
    async claimPlanUse(userId: string, containerId: string): Promise<boolean> {
      return changed(
        await mine(userId, containerId)
          .set({ plan_use_recorded: 1 })
          .where('plan_use_recorded', '=', 0)
          .where('finished_at', 'is not', null)
          .executeTakeFirst(),
      );
    },

    /** Gives the claim back when counting the use failed, so that the next poll counts it. */
    async releasePlanUse(userId: string, containerId: string): Promise<void> {
      await mine(userId, containerId).set({ plan_use_recorded: 0 }).execute();
    },

    /** Forgets a run still under way (its key was removed: it can no longer be followed). */
    async remove(userId: string, containerId: string): Promise<void> {
      await db
        .deleteFrom('scrape_runs')
        .where('user_id', '=', userId)
        .where('container_id', '=', containerId)
        .where('finished_at', 'is', null)
        .execute();
    },
  };
}

export type ScrapeRunStore = ReturnType<typeof createScrapeRunStore>;
