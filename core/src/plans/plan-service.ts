import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { SubscriptionStatus, Tier } from '../schemas/auth.js';
import { TIERS, TRIAL_DAYS, checkFeatureAccess, type FeatureKey } from '../schemas/plans.js';

const DAY_MS = 86_400_000;

export type PlanState = SubscriptionStatus & {
  /** The tier that applies now: the subscribed tier while active, else Basic. */
  tier: Tier;
  trial: { active: boolean; endsAt: string };
};

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

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
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const nowIso = now().toISOString();
    const tier = (TIERS as readonly string[]).includes(sub?.tier ?? '') ? (sub!.tier as Tier) : null;
    const active =
      !!sub?.subscribed && tier !== null && (!sub.subscription_end || sub.subscription_end > nowIso);
    const trialEnds = new Date(Date.parse(user.created_at) + TRIAL_DAYS * DAY_MS).toISOString();
    return {
      subscribed: active,
      subscription_tier: active ? tier : null,
      subscription_end: active ? (sub?.subscription_end ?? null) : null,
      tier: active && tier ? tier : 'Basic',
      trial: { active: trialEnds > nowIso, endsAt: trialEnds },
    };
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
      billing_customer_id: s.billingCustomerId ?? null,
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

  /**
   * checkAccess: throws AppError('forbidden') with the spec's message when the plan does not include
   * the feature, or when a monthly limit is used up.
   */
  async function checkAccess(
    userId: string,
    feature: FeatureKey,
  ): Promise<{ monthlyLimit?: number; used?: number }> {
    const plan = await getPlan(userId);
    const decision = checkFeatureAccess({ tier: plan.tier, trialActive: plan.trial.active }, feature);
    if (!decision.allowed) throw new AppError('forbidden', 'plan_required', decision.message);
    if (decision.monthlyLimit === undefined) return {};
    const used = await usedThisMonth(userId, feature);
    if (used >= decision.monthlyLimit) {
      throw new AppError(
        'forbidden',
        'monthly_limit_reached',
        `You have used all ${decision.monthlyLimit} resume parses of your plan this month. Please upgrade to parse more.`,
      );
    }
    return { monthlyLimit: decision.monthlyLimit, used };
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

  return { getPlan, setSubscription, checkAccess, recordUse, usedThisMonth };
};

export type PlanService = ReturnType<typeof createPlanService>;
