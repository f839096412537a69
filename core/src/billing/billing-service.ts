// Billing of the server's operator: Stripe Checkout, the signed webhook that keeps the local
// subscription current, check-subscription (local state, refreshed from Stripe when stale), the
// customer portal, and the operator's path without Stripe (an admin sets a plan by hand).
import { AppError } from '../errors.js';
import { planStateOf, type PlanService } from '../plans/plan-service.js';
import type { BillingProvider, BillingSubscription } from '../providers/ports.js';
import type { Tier } from '../schemas/auth.js';
import {
  BILLING_MESSAGES as M,
  adminCallRequestStatusSchema,
  type AdminCallRequest,
  type AdminOverview,
  type AdminPlanRequest,
  type CheckoutConfirmation,
  type CheckoutMode,
  type CheckoutRequest,
  type RedirectResponse,
  type SubscriptionResponse,
  type UsageLine,
} from '../schemas/billing.js';
import { FEATURE_CATALOGUE, type FeatureKey } from '../schemas/features.js';
import { TIERS, checkFeatureAccess } from '../schemas/plans.js';
import type { BillingRepo, SubscriptionRow } from './billing-repo.js';

/** Stripe statuses that keep the plan: 'past_due' is the grace while Stripe retries the card. */
const ENTITLED = new Set(['active', 'trialing', 'past_due']);
/** check-subscription asks Stripe again when the local state is older than this. */
export const SUBSCRIPTION_STALE_MS = 60 * 60 * 1000;
/** The webhook events billing applies; others are acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);
const DAY_MS = 86_400_000;

/** Who asks for an operator action. */
export type Actor = { email: string; isAdmin: boolean };

type Deps = {
  repo: BillingRepo;
  plans: Pick<PlanService, 'getPlan' | 'usedThisMonth'>;
  /** The operator's payment account, loaded on first use; undefined without RECRUIT_STRIPE_SECRET_KEY. */
  provider: (() => Promise<BillingProvider>) | undefined;
  priceIds: Partial<Record<Tier, string>>;
  /** 'test' for a Stripe test-mode key, 'live' for a live one. */
  mode: Exclude<CheckoutMode, 'off'>;
  /** The landing page's call requests, listed on the admin screen. */
  callRequests: {
    list(): Promise<AdminCallRequest[]>;
    setStatus(id: string, status: string): Promise<AdminCallRequest | undefined>;
  };
  now: () => Date;
};

const isTier = (t: string | null | undefined): t is Tier => (TIERS as readonly string[]).includes(t ?? '');

/** The tier a stored subscription grants, whatever the clock says (for the record of changes). */
const storedTier = (row: SubscriptionRow | undefined): Tier =>
  row?.subscribed && isTier(row.tier) ? row.tier : 'Basic';

const configurationError = (message: string) =>
  new AppError('unavailable', 'billing_not_configured', message, { title: 'Configuration Error' });

const forbidden = () => new AppError('forbidden', 'admin_only', M.adminOnly);

/** The end of an operator's grant: the last instant of the day `until` (UTC), so that day is included. */
function endOfDay(until: string): string {
  const start = Date.parse(`${until}T00:00:00.000Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== until) {
    throw new AppError('validation', 'invalid_until', M.badUntil);
  }
  return new Date(start + DAY_MS - 1).toISOString();
}

export const createBillingService = ({ repo, plans, provider, priceIds, mode, callRequests, now }: Deps) => {
  const nowIso = () => now().toISOString();
  const checkoutMode: CheckoutMode = provider ? mode : 'off';

  async function requireProvider(message: string = M.checkoutNotConfigured): Promise<BillingProvider> {
    if (!provider) throw configurationError(message);
    return provider();
  }

  /** The tier a Stripe subscription stands for: the operator's price ids first, then its metadata. */
  function tierOf(sub: BillingSubscription): Tier | null {
    const byPrice = (Object.entries(priceIds) as [Tier, string][]).find(([, id]) => id === sub.priceId);
    if (byPrice) return byPrice[0];
    return isTier(sub.tierHint) && sub.tierHint !== 'Basic' ? sub.tierHint : null;
  }

  /** Stores what Stripe says about a user's subscription and records a change of tier. */
  async function applySubscription(userId: string, sub: BillingSubscription): Promise<void> {
    const row = await repo.subscriptionOf(userId);
    const entitled = ENTITLED.has(sub.status);
    // A late event about an older, ended subscription must not overwrite a newer live one.
    if (row?.subscriptionId && row.subscriptionId !== sub.id && row.subscribed && !entitled) return;
    const tier = tierOf(sub);
    await repo.saveState(
      userId,
      {
        subscribed: entitled && tier !== null,
        tier,
        end: sub.currentPeriodEnd,
        status: sub.status,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        source: 'stripe',
        customerId: sub.customerId || (row?.customerId ?? null),
        subscriptionId: sub.id,
        refreshedAt: nowIso(),
      },
      nowIso(),
    );
    const from = storedTier(row);
    const to = entitled && tier ? tier : 'Basic';
    if (from !== to) {
      await repo.recordPlanChange({ userId, changedBy: 'stripe', at: nowIso(), from, to, until: null });
    }
  }

  /** Our user for a provider object: its own reference first, else the owner of its customer. */
  async function userFor(userId: string | null, customerId: string | null): Promise<string | undefined> {
    if (userId && (await repo.userById(userId))) return userId;
    return customerId ? repo.userIdByCustomer(customerId) : undefined;
  }

  /** POST /api/billing/checkout: a Stripe Checkout Session for the tier; the browser goes to its URL. */
  async function createCheckout(
    userId: string,
    input: CheckoutRequest,
    returnBase: string,
  ): Promise<RedirectResponse> {
    if (!provider) throw configurationError(M.checkoutNotConfigured);
    const priceId = priceIds[input.tier];
    if (!priceId) throw configurationError(M.priceNotConfigured(input.tier));
    if (input.priceId !== undefined && input.priceId !== priceId) {
      throw new AppError('validation', 'price_mismatch', M.priceMismatch(input.tier), {
        title: 'Checkout Error',
      });
    }
    const user = await repo.userById(userId);
    if (!user?.email) {
      throw new AppError('validation', 'user_information_missing', 'User Information Missing', {
        title: 'User Information Missing',
      });
    }
    const row = await repo.subscriptionOf(userId);
    if (
      row?.source === 'stripe' &&
      row.subscribed &&
      ENTITLED.has(row.status ?? '') &&
      (!row.end || row.end > nowIso())
    ) {
      throw new AppError('conflict', 'already_subscribed', M.alreadySubscribed(row.tier ?? 'paid'), {
        title: 'Checkout Error',
      });
    }
    const p = await provider();
    let customerId = row?.customerId ?? null;
    if (!customerId) {
      customerId = await p.findOrCreateCustomer({ email: user.email, name: user.name, userId });
      await repo.saveCustomer(userId, customerId, nowIso());
    }
    const session = await p.createCheckoutSession({
      customerId,
      priceId,
      tier: input.tier,
      userId,
      successUrl: `${returnBase}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${returnBase}/pricing`,
    });
    if (!session.url) {
      throw new AppError('provider', 'no_checkout_url', 'No checkout URL received', {
        title: 'Checkout Error',
      });
    }
    return { url: session.url };
  }

  /** Confirms a checkout session with Stripe before anything says 'Payment Successful', and applies it. */
  async function confirmCheckout(sessionId: string): Promise<CheckoutConfirmation> {
    const id = sessionId.trim();
    if (!id || id.length > 255) {
      throw new AppError(
        'validation',
        'invalid_session_id',
        'The checkout session id is missing or invalid.',
      );
    }
    if (!provider) return { confirmed: false, sessionId: id, message: M.notConfigured };
    const p = await provider();
    const session = await p.retrieveCheckoutSession(id);
    if (!session) return { confirmed: false, sessionId: id, message: M.unknownSession };
    if (!session.paid) return { confirmed: false, sessionId: id, message: M.unpaid };
    const userId = await userFor(session.userId, session.customerId);
    // The webhook does the same; doing it here too means the plan is current when the page says so.
    if (userId && session.subscriptionId) {
      await applySubscription(userId, await p.retrieveSubscription(session.subscriptionId));
    }
    return { confirmed: true, sessionId: id, message: M.paid };
  }

  /**
   * POST /api/billing/webhook: verifies Stripe's signature over the raw body, then applies the event
   * once (by event id). Subscription state is read fresh from Stripe, so events arriving out of order
   * cannot leave an older state behind.
   */
  async function handleWebhook(
    payload: Buffer | string,
    signature: string | undefined,
  ): Promise<{ received: true; applied: boolean; duplicate: boolean }> {
    const p = await requireProvider();
    const event = p.verifyEvent(payload, signature);
    if (!HANDLED_EVENTS.has(event.type)) return { received: true, applied: false, duplicate: false };
    if (!(await repo.claimEvent(event.id, event.type, nowIso()))) {
      return { received: true, applied: false, duplicate: true };
    }
    try {
      if (event.type === 'checkout.session.completed') {
        const userId = await userFor(event.userId, event.customerId);
        if (!userId || !event.paid) return { received: true, applied: false, duplicate: false };
        if (event.customerId) await repo.saveCustomer(userId, event.customerId, nowIso());
        if (event.subscriptionId) {
          await applySubscription(userId, await p.retrieveSubscription(event.subscriptionId));
        }
        return { received: true, applied: true, duplicate: false };
      }
      if (!event.subscriptionId) return { received: true, applied: false, duplicate: false };
      const sub = await p.retrieveSubscription(event.subscriptionId);
      const userId = await userFor(sub.userId ?? event.userId, sub.customerId || event.customerId);
      if (!userId) return { received: true, applied: false, duplicate: false };
      await applySubscription(userId, sub);
      return { received: true, applied: true, duplicate: false };
    } catch (e) {
      // Not applied: give the claim back so Stripe's retry of this event is applied.
      await repo.releaseEvent(event.id);
      throw e;
    }
  }

  const isStale = (row: SubscriptionRow) =>
    !row.refreshedAt ||
    Date.parse(row.refreshedAt) + SUBSCRIPTION_STALE_MS <= now().getTime() ||
    (row.subscribed && row.end !== null && row.end <= nowIso());

  /** Asks Stripe for the state when the local one is stale; a failure keeps the local state. */
  async function refreshIfStale(userId: string, row: SubscriptionRow | undefined): Promise<void> {
    if (!provider || !row?.customerId || row.source === 'operator' || !isStale(row)) return;
    try {
      const sub = await (await provider()).latestSubscription(row.customerId);
      if (sub) await applySubscription(userId, sub);
      else {
        await repo.saveState(
          userId,
          {
            subscribed: false,
            tier: null,
            end: null,
            status: null,
            cancelAtPeriodEnd: false,
            source: 'stripe',
            refreshedAt: nowIso(),
          },
          nowIso(),
        );
      }
    } catch {
      // Stripe unreachable: the webhook-kept local state still answers.
    }
  }

  /** This month's use of the features with a monthly limit, and the limit the plan sets now. */
  async function usageOf(userId: string, plan: { tier: Tier; trial: { active: boolean } }) {
    const lines: UsageLine[] = [];
    const seen = new Set<FeatureKey>();
    for (const entry of FEATURE_CATALOGUE) {
      if (!entry.monthlyLimit) continue;
      const counted = entry.standsInFor ?? entry.key;
      if (seen.has(counted)) continue;
      const decision = checkFeatureAccess({ tier: plan.tier, trialActive: plan.trial.active }, counted);
      if (!decision.allowed) continue;
      seen.add(counted);
      lines.push({
        feature: counted,
        title: entry.title,
        unit: entry.monthlyLimit.unit,
        used: await plans.usedThisMonth(userId, counted),
        limit: decision.monthlyLimit ?? null,
      });
    }
    return lines;
  }

  /** GET /api/subscription: the spec's check-subscription with the state behind it and this month's use. */
  async function subscription(userId: string): Promise<SubscriptionResponse> {
    await refreshIfStale(userId, await repo.subscriptionOf(userId));
    const row = await repo.subscriptionOf(userId);
    const plan = await plans.getPlan(userId);
    return {
      subscribed: plan.subscribed,
      subscription_tier: plan.subscription_tier,
      subscription_end: plan.subscription_end,
      tier: plan.tier,
      status: row?.status ?? null,
      cancel_at_period_end: plan.subscribed && (row?.cancelAtPeriodEnd ?? false),
      manageable: !!provider && !!row?.customerId,
      trial: plan.trial,
      usage: await usageOf(userId, plan),
    };
  }

  /** POST /api/billing/portal: Stripe's customer portal (change card, plan, cancel). */
  async function openPortal(userId: string, returnBase: string): Promise<RedirectResponse> {
    const p = await requireProvider();
    const row = await repo.subscriptionOf(userId);
    if (!row?.customerId) throw new AppError('not_found', 'no_billing_customer', M.noBillingAccount);
    return p.createPortalSession({ customerId: row.customerId, returnUrl: `${returnBase}/dashboard` });
  }

  /** The operator sets a user's plan by hand (no payment): recorded with who, when, from and to. */
  async function setPlan(actor: Actor, input: AdminPlanRequest) {
    if (!actor.isAdmin) throw forbidden();
    const user = await repo.userByEmail(input.email);
    if (!user) throw new AppError('not_found', 'no_account', M.noSuchUser(input.email.trim()));
    const end = input.until ? endOfDay(input.until) : null;
    if (end && end <= nowIso()) throw new AppError('validation', 'invalid_until', M.badUntil);
    const row = await repo.subscriptionOf(user.id);
    const paid = input.tier !== 'Basic';
    await repo.saveState(
      user.id,
      {
        subscribed: paid,
        tier: paid ? input.tier : null,
        end: paid ? end : null,
        status: 'operator',
        cancelAtPeriodEnd: false,
        source: 'operator',
      },
      nowIso(),
    );
    const from = storedTier(row);
    await repo.recordPlanChange({
      userId: user.id,
      changedBy: actor.email,
      at: nowIso(),
      from,
      to: input.tier,
      until: paid ? end : null,
    });
    return { email: user.email, from, to: input.tier, until: paid ? end : null };
  }

  /** The admin screen: every user with plan, trial and this month's use; call requests; plan changes. */
  async function overview(actor: Actor): Promise<AdminOverview> {
    if (!actor.isAdmin) throw forbidden();
    const at = nowIso();
    const month = at.slice(0, 7);
    // Two queries whatever the number of users: users with their subscriptions, and this month's use.
    const [users, usage] = await Promise.all([repo.usersWithSubscriptions(), repo.usageIn(month)]);
    const rows = [];
    for (const u of users) {
      const row = u.subscription;
      const plan = planStateOf(u.createdAt, row, at);
      rows.push({
        email: u.email,
        name: u.name,
        createdAt: u.createdAt,
        tier: plan.tier,
        subscribed: plan.subscribed,
        subscriptionEnd: plan.subscription_end,
        status: row?.status ?? null,
        source: row?.source ?? null,
        trialEndsAt: plan.trial.endsAt,
        trialActive: plan.trial.active,
        usage: usage
          .filter((x) => x.userId === u.id && x.count > 0)
          .map((x) => ({
            feature: x.feature,
            title: FEATURE_CATALOGUE.find((f) => f.key === x.feature)?.title ?? x.feature,
            used: x.count,
          })),
      });
    }
    return {
      month,
      users: rows,
      callRequests: (await callRequests.list()).map((r) => ({
        id: r.id,
        phone: r.phone,
        countryCode: r.countryCode,
        createdAt: r.createdAt,
        status: r.status,
      })),
      planChanges: await repo.planChanges(),
    };
  }

  /** The admin moves a landing-page call request on (requested, scheduled, completed, cancelled). */
  async function setCallRequestStatus(actor: Actor, id: string, input: unknown): Promise<AdminCallRequest> {
    if (!actor.isAdmin) throw forbidden();
    const parsed = adminCallRequestStatusSchema.safeParse(input ?? {});
    if (!parsed.success)
      throw new AppError('validation', 'invalid_call_request_status', M.badCallRequestStatus);
    const r = await callRequests.setStatus(id, parsed.data.status);
    if (!r) throw new AppError('not_found', 'call_request_not_found', M.callRequestNotFound);
    return { id: r.id, phone: r.phone, countryCode: r.countryCode, createdAt: r.createdAt, status: r.status };
  }

  return {
    checkoutMode,
    /** The price id a plan card offers, or null (Contact Sales) when checkout is off or it has none. */
    priceIdFor: (tier: Tier): string | null => (provider ? (priceIds[tier] ?? null) : null),
    createCheckout,
    confirmCheckout,
    handleWebhook,
    subscription,
    openPortal,
    setPlan,
    overview,
    setCallRequestStatus,
  };
};

export type BillingService = ReturnType<typeof createBillingService>;
