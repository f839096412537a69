// The operator's Stripe account: checkout, subscriptions, the customer portal and signed webhooks for
// billing this server's users. A user's own Stripe key (API Settings) goes through stripe.ts instead.
import Stripe from 'stripe';
import { AppError, ProviderError } from '../errors.js';
import { BILLING_MESSAGES } from '../schemas/billing.js';
import type { BillingEvent, BillingProvider, BillingSubscription } from './ports.js';
import {
  DEFAULT_TIMEOUT_MS,
  providerErrorFromStatus,
  providerTimeout,
  providerUnreachable,
} from './provider-error.js';

const NAME = 'Stripe';

export type StripeBillingOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  baseUrl?: string;
  timeoutMs?: number;
  /** Stripe sends an Idempotency-Key with every POST, so its own retries are safe. Tests pass 0. */
  maxNetworkRetries?: number;
};

/** The operator's key failing is a server configuration problem, not the user's API Settings. */
function mapError(e: unknown, timeoutMs: number): AppError {
  if (e instanceof AppError) return e;
  const err = e as { type?: unknown; statusCode?: unknown; message?: unknown; raw?: { message?: unknown } };
  if (err.statusCode === 401 || err.statusCode === 403) {
    return new ProviderError('stripe', "The server's payment provider (Stripe) key was refused.", {
      status: err.statusCode,
      code: 'billing_key_refused',
      retryable: false,
      title: 'Configuration Error',
      hint: "Check RECRUIT_STRIPE_SECRET_KEY in the server's environment.",
    });
  }
  if (typeof err.statusCode === 'number') {
    const raw = typeof err.raw?.message === 'string' ? err.raw.message : undefined;
    return providerErrorFromStatus('stripe', NAME, err.statusCode, raw);
  }
  if (err.type === 'StripeConnectionError' && /timeout|timed out/i.test(String(err.message))) {
    return providerTimeout('stripe', NAME, timeoutMs, e);
  }
  return providerUnreachable('stripe', NAME, e);
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

function toSubscription(sub: Stripe.Subscription): BillingSubscription {
  const item = sub.items.data[0];
  const ends = sub.items.data.map((i) => i.current_period_end).filter((n) => typeof n === 'number');
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    priceId: item?.price.id ?? null,
    tierHint: item?.price.metadata?.tier || sub.metadata?.tier || null,
    currentPeriodEnd: iso(ends.length ? Math.max(...ends) : null),
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    userId: sub.metadata?.user_id || null,
  };
}

/** The subscription an invoice belongs to (the API moved it under `parent` in 2025). */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const fromParent = parent?.subscription_details?.subscription;
  const legacy = invoice.subscription;
  const v = fromParent ?? legacy;
  return typeof v === 'string' ? v : v && typeof v === 'object' ? idOf(v as { id: string }) : null;
}

/** Live subscriptions first; among equals, the newest. */
const LIVE = new Set(['active', 'trialing', 'past_due']);

/** Stripe adapter of the BillingProvider port, over the official SDK. */
export function createStripeBilling({
  secretKey,
  webhookSecret,
  baseUrl = 'https://api.stripe.com',
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxNetworkRetries = 2,
}: StripeBillingOptions): BillingProvider {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const sdk = new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: timeoutMs,
    maxNetworkRetries,
    telemetry: false,
  });
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (e) {
      throw mapError(e, timeoutMs);
    }
  };

  return {
    findOrCreateCustomer: ({ email, name, userId }) =>
      call(async () => {
        const found = await sdk.customers.list({ email, limit: 1 });
        if (found.data[0]) return found.data[0].id;
        const created = await sdk.customers.create({ email, name, metadata: { user_id: userId } });
        return created.id;
      }),

    createCheckoutSession: ({ customerId, priceId, tier, userId, successUrl, cancelUrl }) =>
      call(async () => {
        const session = await sdk.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { tier, user_id: userId },
          subscription_data: { metadata: { tier, user_id: userId } },
        });
        return { id: session.id, url: session.url };
      }),

    retrieveCheckoutSession: (id) =>
      call(async () => {
        try {
          const s = await sdk.checkout.sessions.retrieve(id);
          return {
            id: s.id,
            // A trial or a 100% coupon needs no payment: the subscription is as good as paid.
            paid: s.status === 'complete' && s.payment_status !== 'unpaid',
            customerId: idOf(s.customer),
            subscriptionId: idOf(s.subscription),
            userId: s.client_reference_id ?? s.metadata?.user_id ?? null,
          };
        } catch (e) {
          if ((e as { statusCode?: unknown }).statusCode === 404) return null;
          throw e;
        }
      }),

    retrieveSubscription: (id) => call(async () => toSubscription(await sdk.subscriptions.retrieve(id))),

    latestSubscription: (customerId) =>
      call(async () => {
        const list = await sdk.subscriptions.list({ customer: customerId, status: 'all', limit: 10 });
        const subs = [...list.data].sort(
          (a, b) => Number(LIVE.has(b.status)) - Number(LIVE.has(a.status)) || b.created - a.created,
        );
        return subs[0] ? toSubscription(subs[0]) : null;
      }),

    createPortalSession: ({ customerId, returnUrl }) =>
      call(async () => {
        const s = await sdk.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: s.url };
      }),

    verifyEvent(payload, signature) {
      if (!webhookSecret) {
        throw new AppError('unavailable', 'webhook_not_configured', BILLING_MESSAGES.webhookNotConfigured);
      }
      let event: Stripe.Event;
      try {
        event = sdk.webhooks.constructEvent(payload, signature ?? '', webhookSecret);
      } catch {
        throw new AppError('validation', 'bad_signature', BILLING_MESSAGES.badSignature);
      }
      const obj = event.data.object as unknown as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
      const metadata = (obj.metadata ?? {}) as Record<string, unknown>;
      const base = { id: event.id, type: event.type, paid: null };
      const customerId = idOf(obj.customer as string | { id: string } | null);
      const out: BillingEvent = (() => {
        switch (event.type) {
          case 'checkout.session.completed':
            return {
              ...base,
              subscriptionId: idOf(obj.subscription as string | { id: string } | null),
              customerId,
              userId: str(obj.client_reference_id) ?? str(metadata.user_id),
              paid: obj.status === 'complete' && obj.payment_status !== 'unpaid',
            };
          case 'customer.subscription.created':
          case 'customer.subscription.updated':
          case 'customer.subscription.deleted':
            return { ...base, subscriptionId: str(obj.id), customerId, userId: str(metadata.user_id) };
          case 'invoice.payment_failed':
          case 'invoice.paid':
            return { ...base, subscriptionId: invoiceSubscription(obj), customerId, userId: null };
          default:
            return { ...base, subscriptionId: null, customerId, userId: null };
        }
      })();
      return out;
    },
  };
}
