import Stripe from 'stripe';
import { AppError, ProviderError } from '../errors.js';
import { isStripePriceId } from '../schemas/provider-keys.js';
import type { CheckoutInput, PaymentProvider, StripeSubscriptionStatus } from './ports.js';
import { keyTestOutcome } from './key-test.js';
import {
  DEFAULT_TIMEOUT_MS,
  providerErrorFromStatus,
  providerTimeout,
  providerUnreachable,
} from './provider-error.js';

export const STRIPE_DEFAULT_BASE_URL = 'https://api.stripe.com';

export type { CheckoutInput, PaymentProvider, StripeSubscriptionStatus };

export type StripeClientOptions = {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Stripe sends an Idempotency-Key with every POST, so its own retries are safe. Tests pass 0. */
  maxNetworkRetries?: number;
  /** Price id → tier name, when prices carry no tier metadata. */
  priceTiers?: Record<string, string>;
};

const NAME = 'Stripe';

function mapError(e: unknown, timeoutMs: number): ProviderError | AppError {
  if (e instanceof AppError) return e;
  const err = e as { type?: unknown; statusCode?: unknown; message?: unknown; raw?: { message?: unknown } };
  if (typeof err.statusCode === 'number') {
    const raw = typeof err.raw?.message === 'string' ? err.raw.message : undefined;
    return providerErrorFromStatus('stripe', NAME, err.statusCode, raw);
  }
  if (err.type === 'StripeConnectionError' && /timeout|timed out/i.test(String(err.message))) {
    return providerTimeout('stripe', NAME, timeoutMs, e);
  }
  return providerUnreachable('stripe', NAME, e);
}

function sdkOptions(baseUrl: string, timeoutMs: number, maxNetworkRetries: number): Stripe.StripeConfig {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: timeoutMs,
    maxNetworkRetries,
    telemetry: false,
  };
}

/** The tier a subscription item stands for: price metadata, then the configured map, then the amount. */
function tierOf(price: Stripe.Price, priceTiers: Record<string, string>): string {
  const fromMeta = price.metadata?.tier;
  if (fromMeta) return fromMeta;
  const mapped = priceTiers[price.id];
  if (mapped) return mapped;
  if (price.lookup_key) return price.lookup_key;
  return (price.unit_amount ?? 0) >= 9900 ? 'Enterprise' : 'Pro';
}

/** Stripe adapter over the official SDK. */
export function createStripeClient({
  secretKey,
  baseUrl = STRIPE_DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxNetworkRetries = 2,
  priceTiers = {},
}: StripeClientOptions): PaymentProvider {
  const sdk = new Stripe(secretKey, sdkOptions(baseUrl, timeoutMs, maxNetworkRetries));

  const findCustomer = async (email: string) => {
    const list = await sdk.customers.list({ email, limit: 1 });
    return list.data[0];
  };

  return {
    async createCheckoutSession({ priceId, tier, userEmail, successUrl, cancelUrl }) {
      if (!isStripePriceId(priceId)) {
        throw new AppError('validation', 'invalid_price_id', "A price ID must start with 'price_'.");
      }
      if (!userEmail.trim()) {
        throw new AppError('validation', 'user_information_missing', 'User Information Missing');
      }
      try {
        const customer = await findCustomer(userEmail);
        const session = await sdk.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: priceId, quantity: 1 }],
          ...(customer ? { customer: customer.id } : { customer_email: userEmail }),
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { tier },
        });
        if (!session.url) {
          throw new ProviderError('stripe', 'No checkout URL received', {
            status: 200,
            code: 'bad_response',
          });
        }
        return { id: session.id, url: session.url };
      } catch (e) {
        throw mapError(e, timeoutMs);
      }
    },
    async checkSubscription(email) {
      try {
        const customer = await findCustomer(email);
        if (!customer) return { subscribed: false, subscription_tier: null, subscription_end: null };
        const subs = await sdk.subscriptions.list({ customer: customer.id, status: 'active', limit: 1 });
        const sub = subs.data[0];
        const item = sub?.items.data[0];
        if (!sub || !item) return { subscribed: false, subscription_tier: null, subscription_end: null };
        const end = item.current_period_end;
        return {
          subscribed: true,
          subscription_tier: tierOf(item.price, priceTiers),
          subscription_end: end ? new Date(end * 1000).toISOString() : null,
        };
      } catch (e) {
        throw mapError(e, timeoutMs);
      }
    },
    test: () =>
      keyTestOutcome(NAME, async () => {
        try {
          await sdk.balance.retrieve();
        } catch (e) {
          throw mapError(e, timeoutMs);
        }
      }),
  };
}
