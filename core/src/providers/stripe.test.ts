import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-fake.js';
import { AppError, ProviderError } from '../errors.js';
import { createStripeClient } from './stripe.js';

const KEY = 'sk_test_51ABCDEFabcdef0123456789';
let fake: StripeFake;

beforeAll(async () => {
  fake = await startStripeFake({ secretKey: KEY });
  fake.addCustomer({
    email: 'pro@example.com',
    subscription: { priceId: 'price_pro', unitAmount: 2900, tier: 'Pro', currentPeriodEnd: 1767225600 },
  });
  fake.addCustomer({ email: 'lapsed@example.com' });
  fake.addCustomer({
    email: 'big@example.com',
    subscription: { priceId: 'price_ent', unitAmount: 9900, currentPeriodEnd: 1767225600 },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.requests.length = 0;
});

const client = (secretKey = KEY, timeoutMs = 5000) =>
  createStripeClient({ secretKey, baseUrl: fake.url, timeoutMs, maxNetworkRetries: 0 });

const checkout = {
  priceId: 'price_pro',
  tier: 'Pro',
  userEmail: 'new@example.com',
  successUrl: 'http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost/pricing',
};

const failure = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as ProviderError;
};

describe('Stripe client against its fake (through the official SDK)', () => {
  it('creates a subscription checkout session and returns its URL', async () => {
    const res = await client().createCheckoutSession(checkout);
    expect(res.url).toBe(`https://checkout.stripe.com/c/pay/${res.id}`);
    const post = fake.requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/v1/checkout/sessions');
    expect(post.body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro',
      'line_items[0][quantity]': '1',
      customer_email: 'new@example.com',
      'metadata[tier]': 'Pro',
    });
  });

  it('reuses the existing customer of that email', async () => {
    await client().createCheckoutSession({ ...checkout, userEmail: 'lapsed@example.com' });
    const post = fake.requests.find((r) => r.method === 'POST')!;
    expect((post.body as Record<string, string>).customer).toMatch(/^cus_/);
  });

  it("rejects a price id that does not start with 'price_' before calling Stripe", async () => {
    const e = await failure(client().createCheckoutSession({ ...checkout, priceId: 'prod_123' }));
    expect(e.message).toBe("A price ID must start with 'price_'.");
    expect(fake.requests).toHaveLength(0);
  });

  it('looks up the active subscription by email', async () => {
    expect(await client().checkSubscription('pro@example.com')).toEqual({
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_end: '2026-01-01T00:00:00.000Z',
    });
    expect((await client().checkSubscription('big@example.com')).subscription_tier).toBe('Enterprise');
    const none = { subscribed: false, subscription_tier: null, subscription_end: null };
    expect(await client().checkSubscription('lapsed@example.com')).toEqual(none);
    expect(await client().checkSubscription('nobody@example.com')).toEqual(none);
  });

  it('maps 401, 429, 500 and a hang to provider errors', async () => {
    expect((await failure(client('sk_test_wrong').checkSubscription('pro@example.com'))).message).toBe(
      'Invalid Stripe API key',
    );
    fake.failWith(429);
    const limited = await failure(client().checkSubscription('pro@example.com'));
    expect(limited.message).toBe('Stripe rate limit reached. Please wait a moment before trying again.');
    expect(limited.status).toBe(429);
    fake.failWith(500);
    const down = await failure(client().createCheckoutSession(checkout));
    expect(down.message).toBe('Stripe is unavailable right now (HTTP 500). Please try again later.');
    fake.hang();
    const slow = await failure(client(KEY, 300).checkSubscription('pro@example.com'));
    expect(slow.code).toBe('timeout');
    expect(slow.message).toBe('Stripe did not respond within 300 ms.');
  });

  it('test() reads the balance once', async () => {
    expect(await client().test()).toEqual({ state: 'configured', message: 'Stripe accepted the API key.' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/balance']);
    expect(await client('sk_test_nope').test()).toEqual({
      state: 'invalid_key',
      message: 'Invalid Stripe API key',
    });
    fake.failWith(500);
    expect((await client().test()).state).toBe('unreachable');
  });
});
