// Billing over HTTP against the Stripe fake (Stripe's wire format, through the official SDK):
// checkout, signed webhooks (valid, bad, replayed), upgrade and downgrade, confirmation of a paid and
// an unpaid session, the customer portal, check-subscription's refresh, and the admin screen's API.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { BILLING_MESSAGES } from '@recruit/core';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const SK = 'sk_test_51OperatorKey0123456789';
const WHSEC = 'whsec_test_0123456789abcdef0123456789abcdef';
const PRO = 'price_1ProMonthly';
const ENTERPRISE = 'price_1EnterpriseMonthly';
const DAY = 86_400_000;

let fake: StripeFake;
let resumePdf: Buffer;
// A fresh Stripe account per test: customers of one test (or dialect) must not leak into the next.
beforeEach(async () => {
  fake = await startStripeFake({ secretKey: SK, prices: { [PRO]: 2900, [ENTERPRISE]: 9900 } });
});
afterEach(() => fake.close());
beforeAll(async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  ['Grace Hopper', 'grace@navy.mil', 'Skills: COBOL, compilers'].forEach((line, i) =>
    page.drawText(line, { x: 50, y: 700 - i * 20, size: 12, font }),
  );
  resumePdf = Buffer.from(await doc.save());
});

const BILLING_ENV = {
  RECRUIT_STRIPE_SECRET_KEY: SK,
  RECRUIT_STRIPE_WEBHOOK_SECRET: WHSEC,
  RECRUIT_PRICE_ID_PRO: PRO,
  RECRUIT_PRICE_ID_ENTERPRISE: ENTERPRISE,
  RECRUIT_ADMIN_EMAIL: 'boss@acme.io',
};

describe.each(testDialects())('billing routes on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let ada: string;
  let adaId: string;

  const start = async (env: Record<string, string>) => {
    core = await makeTestCore(dialect, { RECRUIT_STRIPE_BASE_URL: fake.url, ...env });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    ada = await signUpOver(app, 'ada@acme.io', 'Ada');
    adaId = (
      await core.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ada@acme.io')
        .executeTakeFirstOrThrow()
    ).id;
  };
  afterEach(async () => {
    await app?.close();
    await core?.dispose();
  });

  const as = (cookie: string | undefined) => (cookie ? { cookies: { recruit_session: cookie } } : {});
  const checkout = (body: object, cookie: string | undefined = ada) =>
    app.inject({ method: 'POST', url: '/api/billing/checkout', payload: body, ...as(cookie) });
  const subscription = async (cookie = ada) =>
    (await app.inject({ method: 'GET', url: '/api/subscription', ...as(cookie) })).json();
  /** Posts an event as Stripe does; `signature: null` sends no Stripe-Signature header. */
  const deliver = (e: { payload: string; signature: string }, signature: string | null = e.signature) =>
    app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: e.payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
    });
  const stripeCalls = () => fake.requests.map((r) => `${r.method} ${r.path}`);
  const planChanges = () =>
    core.db
      .selectFrom('plan_changes')
      .select(['changed_by', 'from_tier', 'to_tier'])
      .orderBy('changed_at')
      .execute();

  /** Ada checks out Pro and pays on the fake; returns the paid session's and subscription's wire objects. */
  async function paidCheckout(tier = 'Pro') {
    const res = await checkout({ tier });
    expect(res.statusCode).toBe(200);
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(res.json().url)![1]!;
    const done = fake.completeCheckout(sessionId) as {
      session: { id: string };
      subscription: { id: string };
    };
    return { sessionId, ...done };
  }

  it('creates a subscription Checkout Session for the tier, with the customer found or created by email', async () => {
    await start(BILLING_ENV);
    const res = await checkout({ tier: 'Pro', priceId: PRO });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/customers')!;
    expect(created.body).toMatchObject({ email: 'ada@acme.io', name: 'Ada', 'metadata[user_id]': adaId });
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.body as Record<
      string,
      string
    >;
    expect(session).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRO,
      'line_items[0][quantity]': '1',
      customer: expect.stringMatching(/^cus_/),
      client_reference_id: adaId,
      'metadata[tier]': 'Pro',
      'subscription_data[metadata][user_id]': adaId,
    });
    expect(session.success_url).toMatch(
      /^http:\/\/localhost(:80)?\/payment-success\?session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
    expect(session.cancel_url).toMatch(/^http:\/\/localhost(:80)?\/pricing$/);

    // The second checkout reuses the stored customer: no new customer at Stripe.
    fake.requests.length = 0;
    expect((await checkout({ tier: 'Enterprise' })).statusCode).toBe(200);
    expect(stripeCalls()).toEqual(['POST /v1/checkout/sessions']);

    // The plan cards offer the operator's price ids; a price id that is not the tier's is refused.
    const plans = (await app.inject({ method: 'GET', url: '/api/plans', ...as(ada) })).json();
    expect(plans.checkout).toBe('test');
    expect(plans.plans.map((p: { priceId: string | null }) => p.priceId)).toEqual([null, PRO, ENTERPRISE]);
    const wrong = await checkout({ tier: 'Pro', priceId: ENTERPRISE });
    expect([wrong.statusCode, wrong.json().error.title]).toEqual([400, 'Checkout Error']);
    expect((await checkout({ tier: 'Pro' }, '')).statusCode).toBe(401);
  });

  it('without the operator key: Contact Sales everywhere, and checkout is a Configuration Error', async () => {
    await start({ RECRUIT_PRICE_ID_PRO: PRO });
    const plans = (await app.inject({ method: 'GET', url: '/api/plans', ...as(ada) })).json();
    expect(plans.checkout).toBe('off');
    expect(plans.plans.every((p: { priceId: string | null }) => p.priceId === null)).toBe(true);
    const res = await checkout({ tier: 'Pro' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({
      code: 'billing_not_configured',
      title: 'Configuration Error',
      message: BILLING_MESSAGES.checkoutNotConfigured,
    });
    const confirm = await app.inject({ method: 'GET', url: '/api/billing/checkout/cs_test_anything' });
    expect(confirm.json()).toMatchObject({ confirmed: false, message: BILLING_MESSAGES.notConfigured });
    expect(fake.requests).toEqual([]);
  });

  it('a tier without a price id is a Configuration Error naming the plan', async () => {
    await start({ ...BILLING_ENV, RECRUIT_PRICE_ID_ENTERPRISE: '' });
    const res = await checkout({ tier: 'Enterprise' });
    expect([res.statusCode, res.json().error.message]).toEqual([
      503,
      BILLING_MESSAGES.priceNotConfigured('Enterprise'),
    ]);
    const bad = await checkout({ tier: 'Basic' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, 'Choose the Pro or Enterprise plan.']);
  });

  it('confirms a paid session (and applies it), refuses an unpaid or unknown one', async () => {
    await start(BILLING_ENV);
    const open = await checkout({ tier: 'Pro' });
    const openId = /(cs_test_\w+)$/.exec(open.json().url)![1]!;
    const confirm = (id: string) =>
      app.inject({ method: 'GET', url: `/api/billing/checkout/${id}` }).then((r) => r.json());
    expect(await confirm(openId)).toEqual({
      confirmed: false,
      sessionId: openId,
      message: 'This checkout has not been paid. Your plan has not changed.',
    });
    expect((await subscription()).tier).toBe('Basic');
    expect(await confirm('cs_test_doesnotexist')).toMatchObject({
      confirmed: false,
      message: BILLING_MESSAGES.unknownSession,
    });
    fake.completeCheckout(openId);
    expect(await confirm(openId)).toEqual({
      confirmed: true,
      sessionId: openId,
      message: 'Thank you for subscribing. Your plan is updated.',
    });
    expect(await subscription()).toMatchObject({
      subscribed: true,
      subscription_tier: 'Pro',
      tier: 'Pro',
      status: 'active',
      manageable: true,
    });
  });

  it('applies a signed checkout.session.completed; refuses a bad signature; applies a replayed event once', async () => {
    await start(BILLING_ENV);
    const { session } = await paidCheckout();
    const event = fake.event('checkout.session.completed', session, WHSEC);

    // Bad signatures: another secret, a changed body, none at all. Nothing changes.
    const otherSecret = fake.event('checkout.session.completed', session, 'whsec_not_ours_0000000000');
    for (const res of [
      await deliver({ payload: event.payload, signature: otherSecret.signature }),
      await deliver({ payload: event.payload.replace('"paid"', '"unpaid"'), signature: event.signature }),
      await deliver(event, null),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'bad_signature', message: BILLING_MESSAGES.badSignature });
    }
    // (the stored plan: check-subscription would ask Stripe itself, which knows of the payment)
    expect((await core.plans.getPlan(adaId)).tier).toBe('Basic');

    // Stripe sends no Origin header: the Origin check lets the webhook by without a session.
    fake.requests.length = 0;
    const first = await deliver(event);
    expect([first.statusCode, first.json()]).toEqual([
      200,
      { received: true, applied: true, duplicate: false },
    ]);
    expect(await subscription()).toMatchObject({
      subscribed: true,
      subscription_tier: 'Pro',
      status: 'active',
    });
    const retrievals = stripeCalls().filter((c) => c.startsWith('GET /v1/subscriptions/')).length;
    expect(retrievals).toBe(1);

    const replay = await deliver(event);
    expect([replay.statusCode, replay.json()]).toEqual([
      200,
      { received: true, applied: false, duplicate: true },
    ]);
    expect(stripeCalls().filter((c) => c.startsWith('GET /v1/subscriptions/')).length).toBe(retrievals);
    expect(await planChanges()).toEqual([{ changed_by: 'stripe', from_tier: 'Basic', to_tier: 'Pro' }]);
  });

  it('upgrades, schedules a cancellation, downgrades at the end; the Basic user then gets 5 parses a month', async () => {
    await start(BILLING_ENV);
    const { session, subscription: sub } = await paidCheckout();
    expect((await deliver(fake.event('checkout.session.completed', session, WHSEC))).statusCode).toBe(200);

    const updated = fake.updateSubscription(sub.id, { priceId: ENTERPRISE });
    expect((await deliver(fake.event('customer.subscription.updated', updated, WHSEC))).json().applied).toBe(
      true,
    );
    expect(await subscription()).toMatchObject({ tier: 'Enterprise', subscription_tier: 'Enterprise' });

    const cancelling = fake.updateSubscription(sub.id, { cancelAtPeriodEnd: true });
    await deliver(fake.event('customer.subscription.updated', cancelling, WHSEC));
    expect(await subscription()).toMatchObject({ tier: 'Enterprise', cancel_at_period_end: true });

    const failed = fake.updateSubscription(sub.id, { status: 'past_due' });
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: (failed as { customer: string }).customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    };
    await deliver(fake.event('invoice.payment_failed', invoice, WHSEC));
    expect(await subscription()).toMatchObject({ tier: 'Enterprise', status: 'past_due' });

    const deleted = fake.updateSubscription(sub.id, { status: 'canceled' });
    await deliver(fake.event('customer.subscription.deleted', deleted, WHSEC));
    expect(await subscription()).toMatchObject({
      subscribed: false,
      subscription_tier: null,
      tier: 'Basic',
      status: 'canceled',
    });
    expect(await planChanges()).toEqual([
      { changed_by: 'stripe', from_tier: 'Basic', to_tier: 'Pro' },
      { changed_by: 'stripe', from_tier: 'Pro', to_tier: 'Enterprise' },
      { changed_by: 'stripe', from_tier: 'Enterprise', to_tier: 'Basic' },
    ]);

    // Past the trial, Basic: five parses this month are used, the sixth is refused with the spec's message.
    await core.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 15 * DAY).toISOString() })
      .execute();
    await core.plans.recordUse(adaId, 'resume-parsing', 5);
    expect((await subscription()).usage).toEqual([
      { feature: 'resume-parsing', title: 'Resume Parsing', unit: 'resumes', used: 5, limit: 5 },
    ]);
    const boundary = '----billingTestBoundary';
    const sixth = await app.inject({
      method: 'POST',
      url: '/api/resumes/parse',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grace.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        resumePdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      ...as(ada),
    });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error.message).toBe(
      'You have used all 5 resume parses of your plan this month. Please upgrade to parse more.',
    );
  });

  it('check-subscription answers from local state and asks Stripe again once it is stale', async () => {
    await start(BILLING_ENV);
    const { session, subscription: sub } = await paidCheckout();
    await deliver(fake.event('checkout.session.completed', session, WHSEC));
    // The upgrade's webhook never arrives: local state still says Pro.
    fake.updateSubscription(sub.id, { priceId: ENTERPRISE });
    fake.requests.length = 0;
    expect((await subscription()).tier).toBe('Pro');
    expect(fake.requests).toEqual([]);
    core.clock.advance(61 * 60 * 1000);
    expect((await subscription()).tier).toBe('Enterprise');
    expect(stripeCalls()).toEqual(['GET /v1/subscriptions']);
    // Stripe down when stale: the local state still answers.
    core.clock.advance(61 * 60 * 1000);
    fake.failWith(500);
    expect((await subscription()).tier).toBe('Enterprise');
  });

  it('opens the customer portal for a billing customer; none before the first checkout', async () => {
    await start(BILLING_ENV);
    const none = await app.inject({ method: 'POST', url: '/api/billing/portal', ...as(ada) });
    expect([none.statusCode, none.json().error.message]).toEqual([404, BILLING_MESSAGES.noBillingAccount]);
    const { session } = await paidCheckout();
    await deliver(fake.event('checkout.session.completed', session, WHSEC));
    const res = await app.inject({ method: 'POST', url: '/api/billing/portal', ...as(ada) });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_\w+$/);
    const portal = fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!;
    expect((portal.body as Record<string, string>).return_url).toMatch(/\/dashboard$/);
    // A second checkout while subscribed is refused: plan changes go through the portal.
    const again = await checkout({ tier: 'Enterprise' });
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      {
        code: 'already_subscribed',
        title: 'Checkout Error',
        message: BILLING_MESSAGES.alreadySubscribed('Pro'),
      },
    ]);
  });

  it('the admin sets plans by hand (recorded); anyone else gets 403', async () => {
    await start(BILLING_ENV);
    const boss = await signUpOver(app, 'boss@acme.io', 'Boss');
    const denied = await app.inject({ method: 'GET', url: '/api/admin/overview', ...as(ada) });
    expect([denied.statusCode, denied.json().error.message]).toEqual([
      403,
      'Only the administrator can do this.',
    ]);
    const deniedSet = await app.inject({
      method: 'POST',
      url: '/api/admin/plan',
      payload: { email: 'ada@acme.io', tier: 'Enterprise' },
      ...as(ada),
    });
    expect(deniedSet.statusCode).toBe(403);

    const set = await app.inject({
      method: 'POST',
      url: '/api/admin/plan',
      payload: { email: ' ADA@acme.io', tier: 'Pro', until: '2099-12-31' },
      ...as(boss),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      email: 'ada@acme.io',
      from: 'Basic',
      to: 'Pro',
      until: '2099-12-31T23:59:59.999Z',
    });
    expect(await subscription()).toMatchObject({ tier: 'Pro', subscription_end: '2099-12-31T23:59:59.999Z' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/plan',
      payload: { email: 'nobody@acme.io', tier: 'Pro' },
      ...as(boss),
    });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      'No account found with the email nobody@acme.io.',
    ]);
    const past = await app.inject({
      method: 'POST',
      url: '/api/admin/plan',
      payload: { email: 'ada@acme.io', tier: 'Pro', until: '2001-01-01' },
      ...as(boss),
    });
    expect([past.statusCode, past.json().error.message]).toEqual([400, BILLING_MESSAGES.badUntil]);

    await app.inject({ method: 'POST', url: '/api/call-requests', payload: { phone: '5551234567' } });
    const overview = (await app.inject({ method: 'GET', url: '/api/admin/overview', ...as(boss) })).json();
    expect(overview.users.map((u: { email: string; tier: string }) => [u.email, u.tier])).toEqual([
      ['ada@acme.io', 'Pro'],
      ['boss@acme.io', 'Basic'],
    ]);
    expect(overview.users[0]).toMatchObject({ trialActive: true, source: 'operator', usage: [] });
    expect(overview.callRequests).toMatchObject([{ phone: '5551234567', countryCode: '+1' }]);
    expect(overview.planChanges).toMatchObject([
      {
        email: 'ada@acme.io',
        changedBy: 'boss@acme.io',
        from: 'Basic',
        to: 'Pro',
        until: '2099-12-31T23:59:59.999Z',
      },
    ]);
  });
});
