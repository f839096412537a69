// Billing's tables: the subscription state of each user, the webhook events already applied and the
// record of plan changes; plus the user lookups billing needs (by email, by billing customer).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Tier } from '../schemas/auth.js';
import { normalizeEmail } from '../schemas/auth.js';
import type { PlanChange } from '../schemas/billing.js';

/** The stored subscription of a user, as billing reads it. */
export type SubscriptionRow = {
  subscribed: boolean;
  tier: string | null;
  end: string | null;
  status: string | null;
  cancelAtPeriodEnd: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  refreshedAt: string | null;
  source: string | null;
};

/** The columns of a `subscriptions` row that billing reads. */
type SubscriptionColumns = {
  subscribed: number | null;
  tier: string | null;
  subscription_end: string | null;
  status: string | null;
  cancel_at_period_end: number | null;
  billing_customer_id: string | null;
  billing_subscription_id: string | null;
  refreshed_at: string | null;
  source: string | null;
};

const subscriptionOfRow = (r: SubscriptionColumns): SubscriptionRow => ({
  subscribed: r.subscribed === 1,
  tier: r.tier,
  end: r.subscription_end,
  status: r.status,
  cancelAtPeriodEnd: r.cancel_at_period_end === 1,
  customerId: r.billing_customer_id,
  subscriptionId: r.billing_subscription_id,
  refreshedAt: r.refreshed_at,
  source: r.source,
});

/** What the payment provider or an operator says the subscription is now. */
export type SubscriptionState = {
  subscribed: boolean;
  tier: Tier | null;
  end: string | null;
  status: string | null;
  cancelAtPeriodEnd: boolean;
  source: 'stripe' | 'operator';
  customerId?: string | null;
  subscriptionId?: string | null;
  refreshedAt?: string | null;
};

export type BillingUser = { id: string; email: string; name: string; createdAt: string };

export const createBillingRepo = ({ db }: { db: Db }) => ({
  async userById(id: string): Promise<BillingUser | undefined> {
    const u = await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return u && { id: u.id, email: u.email, name: u.name, createdAt: u.created_at };
  },

  async userByEmail(email: string): Promise<BillingUser | undefined> {
    const u = await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'created_at'])
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
    return u && { id: u.id, email: u.email, name: u.name, createdAt: u.created_at };
  },

  /** The user whose billing customer this is. */
  async userIdByCustomer(customerId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('billing_customer_id', '=', customerId)
      .executeTakeFirst();
    return row?.user_id;
  },

  async subscriptionOf(userId: string): Promise<SubscriptionRow | undefined> {
    const r = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return r && subscriptionOfRow(r);
  },

  /** Remembers the user's billing customer (before the first checkout), keeping everything else. */
  async saveCustomer(userId: string, customerId: string, at: string): Promise<void> {
    await db
      .insertInto('subscriptions')
      .values({ user_id: userId, subscribed: 0, billing_customer_id: customerId, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ billing_customer_id: customerId }))
      .execute();
  },

  /** Stores the subscription as stated; the customer and subscription ids only when given. */
  async saveState(userId: string, s: SubscriptionState, at: string): Promise<void> {
    const values = {
      subscribed: s.subscribed ? 1 : 0,
      tier: s.tier,
      subscription_end: s.end,
      status: s.status,
      cancel_at_period_end: s.cancelAtPeriodEnd ? 1 : 0,
      source: s.source,
      updated_at: at,
      ...(s.customerId !== undefined ? { billing_customer_id: s.customerId } : {}),
      ...(s.subscriptionId !== undefined ? { billing_subscription_id: s.subscriptionId } : {}),
      ...(s.refreshedAt !== undefined ? { refreshed_at: s.refreshedAt } : {}),
    };
    await db
      .insertInto('subscriptions')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  },

  /** Claims a webhook event: false when it was applied (or is being applied) already. */
  async claimEvent(id: string, type: string, at: string): Promise<boolean> {
    const row = await db
      .insertInto('billing_events')
      .values({ id, type, received_at: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Gives a claim back when applying the event failed, so the provider's retry applies it. */
  async releaseEvent(id: string): Promise<void> {
    await db.deleteFrom('billing_events').where('id', '=', id).execute();
  },

  async recordPlanChange(c: {
    userId: string;
    changedBy: string;
    at: string;
    from: Tier;
    to: Tier;
    until: string | null;
  }): Promise<void> {
    await db
      .insertInto('plan_changes')
      .values({
        id: randomUUID(),
        user_id: c.userId,
        changed_by: c.changedBy,
        changed_at: c.at,
        from_tier: c.from,
        to_tier: c.to,
        until: c.until,
      })
      .execute();
  },

  /** The newest plan changes first. */
  async planChanges(limit = 100): Promise<PlanChange[]> {
    const rows = await db
      .selectFrom('plan_changes')
      .innerJoin('users', 'users.id', 'plan_changes.user_id')
      .select([
        'users.email',
        'plan_changes.changed_by',
        'plan_changes.changed_at',
        'plan_changes.from_tier',
        'plan_changes.to_tier',
        'plan_changes.until',
      ])
      .orderBy('plan_changes.changed_at', 'desc')
      .orderBy('plan_changes.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      email: r.email,
      changedBy: r.changed_by,
      changedAt: r.changed_at,
      from: r.from_tier as Tier,
      to: r.to_tier as Tier,
      until: r.until,
    }));
  },

  /**
   * Every user with their stored subscription (undefined when they have none), oldest account first:
   * one query for the admin overview, however many users there are.
   */
  async usersWithSubscriptions(): Promise<(BillingUser & { subscription: SubscriptionRow | undefined })[]> {
    const rows = await db
      .selectFrom('users')
      .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.name',
        'users.created_at',
        'subscriptions.user_id as subscription_user_id',
        'subscriptions.subscribed',
        'subscriptions.tier',
        'subscriptions.subscription_end',
        'subscriptions.status',
        'subscriptions.cancel_at_period_end',
        'subscriptions.billing_customer_id',
        'subscriptions.billing_subscription_id',
        'subscriptions.refreshed_at',
        'subscriptions.source',
      ])
      .orderBy('users.created_at')
      .orderBy('users.email')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      createdAt: r.created_at,
      subscription: r.subscription_user_id === null ? undefined : subscriptionOfRow(r),
    }));
  },

  /** This month's counted uses per user and feature. */
  async usageIn(period: string): Promise<{ userId: string; feature: string; count: number }[]> {
    const rows = await db
      .selectFrom('usage')
      .select(['user_id', 'feature', 'count'])
      .where('period', '=', period)
      .execute();
    return rows.map((r) => ({ userId: r.user_id, feature: r.feature, count: r.count }));
  },
});

export type BillingRepo = ReturnType<typeof createBillingRepo>;
