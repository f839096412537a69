import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { SubscriptionStatus, Tier } from '../schemas/auth.js';
import type { FeatureKey } from '../schemas/features.js';
import { TIERS, TRIAL_DAYS, checkFeatureAccess } from '../schemas/plans.js';

const DAY_MS = 86_400_000;

export type PlanState = SubscriptionStatus & {
  /** The tier that applies now: the subscribed tier while active, else Basic. */
  tier: Tier;
  trial: { active: boolean; endsAt: string };
};

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** The title of the plan refusals (the Feature Restricted screen's heading). */
const PLAN_TITLE = 'Feature Restricted';

/** What a tool learns about the use it was granted. */
export type UseGrant = { tier: Tier; monthlyLimit: number | undefined };

/** A plan's answer before a use: allowed (with what is left of a monthly limit) or why not. */
export type Allowance =
  | { allowed: true; tier: Tier; monthlyLimit?: number; remaining?: number }
  | { allowed: false; tier: Tier; message: string; monthlyLimit?: number; remaining?: number };

/** A stored subscription as the plan reads it (absent: the user never had one). */
export type StoredSubscription = { subscribed: boolean; tier: string | null; end: string | null };

/**
 * The plan of a user who signed up at `createdAt` with this stored subscription, at `nowIso`: the
 * subscribed tier while it is subscribed, known and not past its end, else Basic; and the trial.
 * getPlan reads one user's; the admin overview reads everyone's in one query and applies this.
 */
export function planStateOf(
  createdAt: string,
  sub: StoredSubscription | undefined,
  nowIso: string,
): PlanState {
  const tier = (TIERS as readonly string[]).includes(sub?.tier ?? '') ? (sub!.tier as Tier) : null;
  const active = !!sub?.subscribed && tier !== null && (!sub.end || sub.end > nowIso);
  const trialEnds = new Date(Date.parse(createdAt) + TRIAL_DAYS * DAY_MS).toISOString();
  return {
    subscribed: active,
    subscription_tier: active ? tier : null,
    subscription_end: active ? (sub?.end ?? null) : null,
    tier: active && tier ? tier : 'Basic',
    trial: { active: trialEnds > nowIso, endsAt: trialEnds },
  };
}

/** Subscriptions, the 14-day trial, feature checks and monthly usage counters. */
export const createPlanService = ({ db, now = () => new Date() }: { db: Db; now?: () => Date }) => {
  async function getPlan(userId: string): Promise<PlanState> {
    const user = await db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new AppError('not_found', 'no_account', 'No account found');
    const sub = await db
      .selectFrom('subscriptions')
      .select(['subscribed', 'tier', 'subscription_end'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const stored = sub && { subscribed: !!sub.subscribed, tier: sub.tier, end: sub.subscription_end };
    return planStateOf(user.created_at, stored, now().toISOString());
  }

  /** Stores the subscription (set by billing, or by an operator). */
  async function setSubscription(
    userId: string,
    s: { subscribed: boolean; tier: Tier | null; end: string | null; billingCustomerId?: string | null },
  ): Promise<void> {
    const values = {
      subscribed: s.subscribed ? 1 : 0,
      tier: s.tier,
      subscription_end: s.end,
      // Left as it is unless given: an operator's change keeps the user's billing customer.
      ...(s.billingCustomerId !== undefined ? { billing_customer_id: s.billingCustomerId } : {}),
      updated_at: now().toISOString(),
    };
    await db
      .insertInto('subscriptions')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  async function usedThisMonth(userId: string, feature: FeatureKey): Promise<number> {
    const row = await db
      .selectFrom('usage')
      .select('count')
      .where('user_id', '=', userId)
      .where('feature', '=', feature)
      .where('period', '=', monthOf(now()))
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  /** The gate's decision for a user now, or the 403 with the spec's message. */
  async function decide(userId: string, feature: FeatureKey) {
    const plan = await getPlan(userId);
    const decision = checkFeatureAccess({ tier: plan.tier, trialActive: plan.trial.active }, feature);
    if (!decision.allowed)
      throw new AppError('forbidden', 'plan_required', decision.message, { title: PLAN_TITLE });
    return { plan, decision };
  }

  const limitReached = (message: string) =>
    new AppError('forbidden', 'monthly_limit_reached', message, { title: PLAN_TITLE });

  /**
   * checkAccess: throws AppError('forbidden') with the spec's message when the plan does not include
   * the feature, or when a monthly limit is used up. For display and early refusal only: a use goes
   * through `use`, which re-checks atomically.
   */
  async function checkAccess(
    userId: string,
    feature: FeatureKey,
  ): Promise<{ monthlyLimit?: number; used?: number }> {
    const { decision } = await decide(userId, feature);
    if (decision.monthlyLimit === undefined) return {};
    const used = await usedThisMonth(userId, feature);
    if (used >= decision.monthlyLimit) throw limitReached(decision.limitReached ?? '');
    return { monthlyLimit: decision.monthlyLimit, used };
  }

  /** What the plan allows now, as the faces show it before a use (never throws for a refusal). */
  async function allowance(userId: string, feature: FeatureKey): Promise<Allowance> {
    const plan = await getPlan(userId);
    const decision = checkFeatureAccess({ tier: plan.tier, trialActive: plan.trial.active }, feature);
    if (!decision.allowed) return { allowed: false, tier: plan.tier, message: decision.message };
    if (decision.monthlyLimit === undefined) return { allowed: true, tier: plan.tier };
    const remaining = Math.max(0, decision.monthlyLimit - (await usedThisMonth(userId, feature)));
    return remaining > 0
      ? { allowed: true, tier: plan.tier, monthlyLimit: decision.monthlyLimit, remaining }
      : {
          allowed: false,
          tier: plan.tier,
          message: decision.limitReached ?? '',
          monthlyLimit: decision.monthlyLimit,
          remaining: 0,
        };
  }

  /**
   * Reserves one use under a monthly limit in a single conditional upsert: the row's count only
   * grows while it is below the limit, so parallel requests cannot pass it (on SQLite and
   * PostgreSQL alike, without a serializable transaction). False when the limit is used up.
   */
  async function reserve(userId: string, feature: FeatureKey, limit: number): Promise<boolean> {
    const row = await db
      .insertInto('usage')
      .values({ user_id: userId, feature, period: monthOf(now()), count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'feature', 'period'])
          .doUpdateSet((eb) => ({ count: eb('usage.count', '+', 1) }))
          .where('usage.count', '<', limit),
      )
      .returning('count')
      .executeTakeFirst();
    return row !== undefined;
  }

  async function release(userId: string, feature: FeatureKey): Promise<void> {
    await db
      .updateTable('usage')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('user_id', '=', userId)
      .where('feature', '=', feature)
      .where('period', '=', monthOf(now()))
      .where('count', '>', 0)
      .execute();
  }

  /** Counts one use of a feature this month (atomic upsert). */
  async function recordUse(userId: string, feature: FeatureKey, amount = 1): Promise<void> {
    await db
      .insertInto('usage')
      .values({ user_id: userId, feature, period: monthOf(now()), count: amount })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'feature', 'period'])
          .doUpdateSet((eb) => ({ count: eb('usage.count', '+', amount) })),
      )
      .execute();
  }

  /**
   * use: the one plan gate of every tool. Checks that the plan includes `feature`, takes one use of
   * its monthly limit atomically, runs `work`, and records the use — or gives it back when `work`
   * throws or `counts(result)` says the result was not a use (an error shown as a value).
   */
  async function use<T>(
    userId: string,
    feature: FeatureKey,
    work: (grant: UseGrant) => Promise<T>,
    opts: { counts?: (result: T) => boolean } = {},
  ): Promise<T> {
    const { plan, decision } = await decide(userId, feature);
    const limit = decision.allowed ? decision.monthlyLimit : undefined;
    if (limit !== undefined && !(await reserve(userId, feature, limit))) {
      throw limitReached(decision.allowed ? (decision.limitReached ?? '') : '');
    }
    let result: T;
    try {
      result = await work({ tier: plan.tier, monthlyLimit: limit });
    } catch (e) {
      if (limit !== undefined) await release(userId, feature);
      throw e;
    }
    const counted = opts.counts?.(result) ?? true;
    if (limit !== undefined && !counted) await release(userId, feature);
    if (limit === undefined && counted) await recordUse(userId, feature);
    return result;
  }

  return { getPlan, setSubscription, checkAccess, allowance, use, recordUse, usedThisMonth };
};

export type PlanService = ReturnType<typeof createPlanService>;
