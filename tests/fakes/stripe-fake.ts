import { bearerOf, startFakeServer, type FakeServer } from './fake-server.js';

export type FakeStripeCustomer = {
  email: string;
  /** Active subscription, if any. */
  subscription?: { priceId: string; unitAmount: number; tier?: string; currentPeriodEnd: number };
};

export type StripeFake = FakeServer & { addCustomer(c: FakeStripeCustomer): string };

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

/** Fake of the Stripe REST API (form-encoded requests, JSON answers) for the calls we use. */
export async function startStripeFake(opts: { secretKey: string }): Promise<StripeFake> {
  const customers: (FakeStripeCustomer & { id: string })[] = [];
  let sessions = 0;
  const server = await startFakeServer({
    errorBody,
    authorize: (req) => bearerOf(req) === opts.secretKey,
    handler: (req) => {
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
        return {
          status: 200,
          body: list(
            '/v1/customers',
            found.map((c) => ({ id: c.id, object: 'customer', email: c.email })),
          ),
        };
      }
      if (req.method === 'GET' && req.path === '/v1/subscriptions') {
        const c = customers.find((x) => x.id === req.query.get('customer'));
        const s = c?.subscription;
        const data =
          s && req.query.get('status') === 'active'
            ? [
                {
                  id: `sub_${c.id}`,
                  object: 'subscription',
                  customer: c.id,
                  status: 'active',
                  items: list('/v1/subscription_items', [
                    {
                      id: `si_${c.id}`,
                      object: 'subscription_item',
                      current_period_end: s.currentPeriodEnd,
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
                },
              ]
            : [];
        return { status: 200, body: list('/v1/subscriptions', data) };
      }
      if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
        const form = req.body as Record<string, string>;
        if (!form['line_items[0][price]']?.startsWith('price_')) {
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
        sessions += 1;
        const id = `cs_test_${String(sessions).padStart(24, '0')}`;
        return {
          status: 200,
          body: {
            id,
            object: 'checkout.session',
            mode: form.mode,
            customer: form.customer ?? null,
            customer_email: form.customer_email ?? null,
            success_url: form.success_url,
            cancel_url: form.cancel_url,
            metadata: { tier: form['metadata[tier]'] },
            url: `https://checkout.stripe.com/c/pay/${id}`,
          },
        };
      }
      return undefined;
    },
  });
  return Object.assign(server, {
    addCustomer(c: FakeStripeCustomer) {
      const id = `cus_${String(customers.length + 1).padStart(14, '0')}`;
      customers.push({ ...c, id });
      return id;
    },
  });
}
