import Stripe from 'stripe';
import { bearerOf, startFakeServer, type FakeReply, type FakeServer } from './fake-server.js';

export type FakeStripeCustomer = {
  email: string;
  /** Active subscription, if any. */
  subscription?: { priceId: string; unitAmount: number; tier?: string; currentPeriodEnd: number };
};

/** A subscription as the fake keeps it. */
export type FakeSubscription = {
  id: string;
  customerId: string;
  priceId: string;
  unitAmount: number;
  tier?: string;
  status: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  created: number;
  metadata: Record<string, string>;
};

type FakeSession = {
  id: string;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  subscription: string | null;
};

export type StripeFakeOptions = {
  secretKey: string;
  /** Where checkout and portal URLs point: Stripe's hosts by default, or the fake itself ('self'). */
  hostedPages?: 'stripe' | 'self';
  /** When set, completing a checkout on the fake's page delivers a signed checkout.session.completed here. */
  webhook?: { url: string; secret: string };
  /** Unit amount (cents) of a price id; 2900 unless given. */
  prices?: Record<string, number>;
};

export type StripeFake = FakeServer & {
  addCustomer(c: FakeStripeCustomer): string;
  /** Pays an open checkout session: the subscription starts. Returns the wire objects for an event. */
  completeCheckout(sessionId: string): { session: object; subscription: object };
  /** Changes a subscription (a plan change, a scheduled cancellation, a failed renewal). */
  updateSubscription(
    id: string,
    patch: Partial<Pick<FakeSubscription, 'priceId' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>>,
  ): object;
  subscription(id: string): FakeSubscription | undefined;
  /** The subscription's wire object. */
  subscriptionObject(id: string): object;
  /** From now on, completing a checkout on the fake's page delivers a signed event to `url`. */
  deliverWebhooksTo(url: string, secret: string): void;
  /** A webhook event: its JSON payload and a Stripe-Signature header signed with `secret`. */
  event(
    type: string,
    object: object,
    secret: string,
    opts?: { id?: string; timestamp?: number },
  ): { id: string; payload: string; signature: string };
};

const errorBody = (status: number) => ({
  error:
    status === 401
      ? { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' }
      : status === 429
        ? {
            type: 'invalid_request_error',
            code: 'rate_limit',
            message: 'Too many requests hit the API too quickly.',
          }
        : status === 404
          ? { type: 'invalid_request_error', message: 'Unrecognized request URL.' }
          : { type: 'api_error', message: 'An unknown error occurred' },
});

const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

const missing = (kind: string, id: string) => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param: 'id',
    },
  },
});

/** Form fields `prefix[key]` of a Stripe form body, as an object. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) {
    if (k.startsWith(`${prefix}[`) && k.endsWith(']')) {
      const key = k.slice(prefix.length + 1, -1);
      if (!key.includes('[')) out[key] = v;
    }
  }
  return out;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const THIRTY_DAYS = 30 * 86_400;

/**
 * Fake of the Stripe REST API (form-encoded requests, JSON answers) for the calls we use: balance,
 * customers, checkout sessions, subscriptions and billing portal sessions. With `hostedPages: 'self'`
 * it also serves a checkout page whose Pay button completes the session and returns to success_url.
 */
export async function startStripeFake(opts: StripeFakeOptions): Promise<StripeFake> {
  const customers: { id: string; email: string; name: string | null; metadata: Record<string, string> }[] =
    [];
  const subscriptions: FakeSubscription[] = [];
  const sessions: FakeSession[] = [];
  let portals = 0;
  let events = 0;
  const nowSec = () => Math.floor(Date.now() / 1000);
  const amountOf = (priceId: string) => opts.prices?.[priceId] ?? 2900;
  let selfUrl = '';
  let webhook = opts.webhook;
  const hosted = (stripeHost: string) => (opts.hostedPages === 'self' ? selfUrl : stripeHost);

  const customerObject = (c: (typeof customers)[number]) => ({
    id: c.id,
    object: 'customer',
    email: c.email,
    name: c.name,
    metadata: c.metadata,
  });

  const subscriptionObject = (s: FakeSubscription) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: null,
    canceled_at: s.status === 'canceled' ? nowSec() : null,
    created: s.created,
    livemode: false,
    metadata: s.metadata,
    items: list(`/v1/subscription_items?subscription=${s.id}`, [
      {
        id: `si_${s.id.slice(4)}`,
        object: 'subscription_item',
        current_period_start: s.currentPeriodEnd - THIRTY_DAYS,
        current_period_end: s.currentPeriodEnd,
        quantity: 1,
        price: {
          id: s.priceId,
          object: 'price',
          unit_amount: s.unitAmount,
          currency: 'usd',
          lookup_key: null,
          metadata: s.tier ? { tier: s.tier } : {},
        },
      },
    ]),
  });

  const sessionObject = (s: FakeSession) => ({
    id: s.id,
    object: 'checkout.session',
    mode: 'subscription',
    customer: s.customer,
    customer_email: s.customerEmail,
    client_reference_id: s.clientReferenceId,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    metadata: s.metadata,
    status: s.status,
    payment_status: s.paymentStatus,
    subscription: s.subscription,
    url: s.status === 'open' ? `${hosted('https://checkout.stripe.com')}/c/pay/${s.id}` : null,
  });

  function newSubscription(
    customerId: string,
    priceId: string,
    extra: Partial<FakeSubscription> = {},
  ): FakeSubscription {
    const sub: FakeSubscription = {
      id: `sub_${String(subscriptions.length + 1).padStart(14, '0')}`,
      customerId,
      priceId,
      unitAmount: amountOf(priceId),
      status: 'active',
      currentPeriodEnd: nowSec() + THIRTY_DAYS,
      cancelAtPeriodEnd: false,
      created: nowSec() + subscriptions.length,
      metadata: {},
      ...extra,
    };
    subscriptions.push(sub);
    return sub;
  }

  function completeCheckout(sessionId: string) {
    const session = sessions.find((s) => s.id === sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== 'complete') {
      let customerId = session.customer;
      if (!customerId) {
        customerId = `cus_${String(customers.length + 1).padStart(14, '0')}`;
        customers.push({ id: customerId, email: session.customerEmail ?? '', name: null, metadata: {} });
        session.customer = customerId;
      }
      const sub = newSubscription(customerId, session.priceId, { metadata: session.subscriptionMetadata });
      session.status = 'complete';
      session.paymentStatus = 'paid';
      session.subscription = sub.id;
    }
    const sub = subscriptions.find((s) => s.id === session.subscription)!;
    return { session: sessionObject(session), subscription: subscriptionObject(sub) };
  }

  function event(type: string, object: object, secret: string, o: { id?: string; timestamp?: number } = {}) {
    events += 1;
    const id = o.id ?? `evt_${String(events).padStart(24, '0')}`;
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: o.timestamp ?? nowSec(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      },
      null,
      2,
    );
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(o.timestamp ? { timestamp: o.timestamp } : {}),
    });
    return { id, payload, signature };
  }

  const checkoutPage = (s: FakeSession) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 4rem auto">
<h1>Fake Stripe Checkout</h1>
<p>Subscription: <strong>${escapeHtml(s.metadata.tier ?? s.priceId)}</strong> (${escapeHtml(s.priceId)}), $${(amountOf(s.priceId) / 100).toFixed(2)}/month</p>
<p>Session: <code>${escapeHtml(s.id)}</code></p>
<form method="post" action="/c/pay/${encodeURIComponent(s.id)}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(s.cancelUrl)}">Cancel</a></p>
</body></html>`;

  const server = await startFakeServer({
    errorBody,
    // The hosted pages are what a browser opens: no API key there.
    authorize: (req) => !req.path.startsWith('/v1/') || bearerOf(req) === opts.secretKey,
    handler: (req): FakeReply | undefined => {
      const form = (req.body ?? {}) as Record<string, string>;
      if (req.path === '/favicon.ico') return { status: 204, body: '' };
      if (req.method === 'GET' && req.path.startsWith('/p/session/')) {
        const page =
          '<!doctype html><html lang="en"><title>Fake Stripe Portal</title><h1>Fake Stripe customer portal</h1></html>';
        return { status: 200, body: page, headers: { 'content-type': 'text/html' } };
      }
      const pay = /^\/c\/pay\/([^/]+)$/.exec(req.path);
      if (pay) {
        const s = sessions.find((x) => x.id === decodeURIComponent(pay[1]!));
        if (!s) return { status: 404, body: 'No such checkout session' };
        if (req.method === 'GET') {
          return { status: 200, body: checkoutPage(s), headers: { 'content-type': 'text/html' } };
        }
        const { session } = completeCheckout(s.id);
        if (webhook) {
          const e = event('checkout.session.completed', session, webhook.secret);
          void fetch(webhook.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
            body: e.payload,
          }).catch(() => undefined);
        }
        return {
          status: 303,
          body: '',
          headers: { location: s.successUrl.replace('{CHECKOUT_SESSION_ID}', s.id) },
        };
      }
      if (req.method === 'GET' && req.path === '/v1/balance') {
        return {
          status: 200,
          body: {
            object: 'balance',
            available: [{ amount: 0, currency: 'usd' }],
            livemode: false,
            pending: [],
          },
        };
      }
      if (req.method === 'GET' && req.path === '/v1/customers') {
        const email = req.query.get('email');
        const found = customers.filter((c) => !email || c.email === email);
        return { status: 200, body: list('/v1/customers', found.map(customerObject)) };
      }
      if (req.method === 'POST' && req.path === '/v1/customers') {
        const c = {
          id: `cus_${String(customers.length + 1).padStart(14, '0')}`,
          email: form.email ?? '',
          name: form.name ?? null,
          metadata: nested(form, 'metadata'),
        };
        customers.push(c);
        return { status: 200, body: customerObject(c) };
      }
      if (req.method === 'GET' && req.path === '/v1/subscriptions') {
        const customer = req.query.get('customer');
        const status = req.query.get('status');
        const data = subscriptions
          .filter((s) => s.customerId === customer)
          .filter((s) => (status === 'all' ? true : s.status === (status ?? 'active')))
          .sort((a, b) => b.created - a.created)
          .map(subscriptionObject);
        return { status: 200, body: list('/v1/subscriptions', data) };
      }
      const subPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.path);
      if (req.method === 'GET' && subPath) {
        const s = subscriptions.find((x) => x.id === subPath[1]);
        return s ? { status: 200, body: subscriptionObject(s) } : missing('subscription', subPath[1]!);
      }
      if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
        const price = form['line_items[0][price]'];
        if (!price?.startsWith('price_')) {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                message: 'No such price',
                param: 'line_items[0][price]',
              },
            },
          };
        }
        const s: FakeSession = {
          id: `cs_test_${String(sessions.length + 1).padStart(24, '0')}`,
          customer: form.customer ?? null,
          customerEmail: form.customer_email ?? null,
          clientReferenceId: form.client_reference_id ?? null,
          priceId: price,
          successUrl: form.success_url ?? '',
          cancelUrl: form.cancel_url ?? '',
          metadata: nested(form, 'metadata'),
          subscriptionMetadata: Object.fromEntries(
            Object.entries(form)
              .filter(([k]) => /^subscription_data\[metadata\]\[[^\]]+\]$/.test(k))
              .map(([k, v]) => [k.slice('subscription_data[metadata]['.length, -1), v]),
          ),
          status: 'open',
          paymentStatus: 'unpaid',
          subscription: null,
        };
        sessions.push(s);
        return { status: 200, body: sessionObject(s) };
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(req.path);
      if (req.method === 'GET' && sessionPath) {
        const s = sessions.find((x) => x.id === sessionPath[1]);
        return s ? { status: 200, body: sessionObject(s) } : missing('checkout.session', sessionPath[1]!);
      }
      if (req.method === 'POST' && req.path === '/v1/billing_portal/sessions') {
        const c = customers.find((x) => x.id === form.customer);
        if (!c) return missing('customer', form.customer ?? '');
        portals += 1;
        const id = `bps_${String(portals).padStart(24, '0')}`;
        return {
          status: 200,
          body: {
            id,
            object: 'billing_portal.session',
            customer: c.id,
            return_url: form.return_url ?? null,
            url: `${hosted('https://billing.stripe.com')}/p/session/test_${id}`,
          },
        };
      }
      return undefined;
    },
  });
  selfUrl = server.url;

  return Object.assign(server, {
    addCustomer(c: FakeStripeCustomer) {
      const id = `cus_${String(customers.length + 1).padStart(14, '0')}`;
      customers.push({ id, email: c.email, name: null, metadata: {} });
      if (c.subscription) {
        newSubscription(id, c.subscription.priceId, {
          unitAmount: c.subscription.unitAmount,
          currentPeriodEnd: c.subscription.currentPeriodEnd,
          ...(c.subscription.tier ? { tier: c.subscription.tier } : {}),
        });
      }
      return id;
    },
    completeCheckout,
    updateSubscription(id: string, patch: Parameters<StripeFake['updateSubscription']>[1]) {
      const s = subscriptions.find((x) => x.id === id);
      if (!s) throw new Error(`no subscription ${id}`);
      Object.assign(s, patch);
      if (patch.priceId) s.unitAmount = amountOf(patch.priceId);
      return subscriptionObject(s);
    },
    subscription: (id: string) => subscriptions.find((x) => x.id === id),
    subscriptionObject(id: string) {
      const s = subscriptions.find((x) => x.id === id);
      if (!s) throw new Error(`no subscription ${id}`);
      return subscriptionObject(s);
    },
    event,
    deliverWebhooksTo(url: string, secret: string) {
      webhook = { url, secret };
    },
  });
}
