// Billing answers shared with the web UI (pure).
import * as z from 'zod';

export const BILLING_MESSAGES = {
  notConfigured:
    'Online checkout is not configured on this server, so no payment can be confirmed here. Your plan has not changed.',
  contactSales: (email: string) =>
    `Online checkout is not configured on this server: upgrades go through Contact Sales (${email}). Nothing is charged.`,
  checkoutNotConfigured:
    'Online checkout is not configured on this server: the payment provider (Stripe) has no secret key. Contact sales to upgrade.',
  priceNotConfigured: (tier: string) =>
    `The ${tier} plan has no payment provider (Stripe) price on this server. Contact sales to upgrade.`,
  priceMismatch: (tier: string) => `That price is not the ${tier} plan's price on this server.`,
  alreadySubscribed: (tier: string) =>
    `You already have a ${tier} subscription. Change or cancel it with Manage billing.`,
  noBillingAccount:
    'There is no billing account for you yet: it is created with your first checkout. Choose a plan on the pricing page.',
  webhookNotConfigured:
    'Webhooks are not configured on this server: RECRUIT_STRIPE_WEBHOOK_SECRET is not set.',
  badSignature: 'The webhook signature could not be verified.',
  paid: 'Thank you for subscribing. Your plan is updated.',
  unpaid: 'This checkout has not been paid. Your plan has not changed.',
  unknownSession: 'This checkout session is unknown to the payment provider. Your plan has not changed.',
  adminOnly: 'Only the administrator can do this.',
  noSuchUser: (email: string) => `No account found with the email ${email}.`,
  badUntil: 'The end date must be a date (YYYY-MM-DD) after today.',
  callRequestNotFound: 'Call request not found.',
  badCallRequestStatus: 'Please choose a status: requested, scheduled, completed or cancelled.',
  callRequestUpdated: 'Call request updated',
} as const;

/**
 * A landing-page call request's status: 'requested' when a visitor sends it; the admin moves it on
 * (scheduled, completed, cancelled) from /admin or `recruit admin call-requests set`.
 */
export const CALL_REQUEST_STATUSES = ['requested', 'scheduled', 'completed', 'cancelled'] as const;
export type CallRequestStatus = (typeof CALL_REQUEST_STATUSES)[number];

/** The tiers someone can buy online. */
export const PAID_TIERS = ['Pro', 'Enterprise'] as const;
const tierSchema = z.enum(['Basic', 'Pro', 'Enterprise']);

/** GET /api/billing/checkout/:sessionId — whether the server confirmed a checkout as paid. */
export const checkoutConfirmationSchema = z.object({
  confirmed: z.boolean(),
  sessionId: z.string(),
  message: z.string(),
});
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;

/** POST /api/billing/checkout — the spec's create-checkout (its userEmail is the session's). */
export const checkoutRequestSchema = z.object({
  tier: z.enum(PAID_TIERS, { error: 'Choose the Pro or Enterprise plan.' }),
  priceId: z.string().max(255, 'Price ID must be at most 255 characters').optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/billing/checkout and POST /api/billing/portal: where the browser goes next. */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** Online checkout on this server: none, Stripe's test mode, or live. */
export const CHECKOUT_MODES = ['off', 'test', 'live'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

/** A monthly limit and this month's use of it. `limit` is null when the plan (or the trial) sets none. */
export const usageLineSchema = z.object({
  feature: z.string(),
  title: z.string(),
  unit: z.string(),
  used: z.number().int().nonnegative(),
  limit: z.number().int().positive().nullable(),
});
export type UsageLine = z.infer<typeof usageLineSchema>;

/** GET /api/subscription — the spec's check-subscription, plus the state behind it and this month's use. */
export const subscriptionResponseSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: tierSchema.nullable(),
  subscription_end: z.string().nullable(),
  /** The tier that applies now (Basic when not subscribed). */
  tier: tierSchema,
  /** The payment provider's status ('active', 'past_due', …), 'operator' for a plan set by hand, else null. */
  status: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** True when the customer portal can be opened (a billing customer on a server with Stripe). */
  manageable: z.boolean(),
  trial: z.object({ active: z.boolean(), endsAt: z.string() }),
  usage: z.array(usageLineSchema),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** POST /api/admin/plan and `recruit admin plan set`. `until` is a calendar day (YYYY-MM-DD), inclusive. */
export const adminPlanRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter a valid email address')
    .max(320, 'Please enter a valid email address'),
  tier: tierSchema,
  until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, BILLING_MESSAGES.badUntil)
    .nullish(),
});
export type AdminPlanRequest = z.infer<typeof adminPlanRequestSchema>;

/** POST /api/admin/plan: the plan the operator set (`until` null for a plan without end). */
export const planSetSchema = z.object({
  email: z.string(),
  from: tierSchema,
  to: tierSchema,
  until: z.string().nullable(),
});
export type PlanSet = z.infer<typeof planSetSchema>;

/** POST /api/admin/call-requests/:id/status and `recruit admin call-requests set`. */
export const adminCallRequestStatusSchema = z.object({
  status: z.enum(CALL_REQUEST_STATUSES, { error: BILLING_MESSAGES.badCallRequestStatus }),
});
export type AdminCallRequestStatus = z.infer<typeof adminCallRequestStatusSchema>;

/** A landing-page call request as the admin sees it. */
export const adminCallRequestSchema = z.object({
  id: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  createdAt: z.string(),
  status: z.string(),
});
export type AdminCallRequest = z.infer<typeof adminCallRequestSchema>;

/** One recorded plan change. */
export const planChangeSchema = z.object({
  email: z.string(),
  changedBy: z.string(),
  changedAt: z.string(),
  from: tierSchema,
  to: tierSchema,
  until: z.string().nullable(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** One user on the admin screen. */
export const adminUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  tier: tierSchema,
  subscribed: z.boolean(),
  subscriptionEnd: z.string().nullable(),
  status: z.string().nullable(),
  source: z.string().nullable(),
  trialEndsAt: z.string(),
  trialActive: z.boolean(),
  usage: z.array(z.object({ feature: z.string(), title: z.string(), used: z.number().int() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/overview — users, the landing page's call requests and the recent plan changes. */
export const adminOverviewSchema = z.object({
  month: z.string(),
  users: z.array(adminUserSchema),
  callRequests: z.array(adminCallRequestSchema),
  planChanges: z.array(planChangeSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
