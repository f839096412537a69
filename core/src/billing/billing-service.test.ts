import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { createPlanService } from '../plans/plan-service.js';
import type { BillingProvider, BillingSubscription } from '../providers/ports.js';
import { createBillingRepo } from './billing-repo.js';
import { createBillingService } from './billing-service.js';

const notImplemented = () => {
  throw new Error('not implemented');
};

/** An in-memory payment account: subscriptions by id; every other call is not implemented. */
function memoryProvider(subs: Map<string, BillingSubscription>): BillingProvider {
  return {
    findOrCreateCustomer: notImplemented,
    createCheckoutSession: notImplemented,
    retrieveCheckoutSession: notImplemented,
    retrieveSubscription: async (id) => subs.get(id)!,
    latestSubscription: notImplemented,
    createPortalSession: notImplemented,
    verifyEvent: (payload) => JSON.parse(String(payload)),
  };
}

const sub = (id: string, status: string, priceId = 'price_pro'): BillingSubscription => ({
  id,
  customerId: 'cus_1',
  status,
  priceId,
  tierHint: null,
  currentPeriodEnd: '2099-01-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  userId: null,
});

describe.each(testDialects())('billing service on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' });
    userId = (await core.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
  });
  afterEach(() => core.dispose());

  const service = (provider: BillingProvider | undefined) =>
    createBillingService({
      repo: createBillingRepo({ db: core.db }),
      plans: core.plans,
      provider: provider && (async () => provider),
      priceIds: { Pro: 'price_pro', Enterprise: 'price_ent' },
      mode: 'test',
      callRequests: { list: async () => [], setStatus: async () => undefined },
      now: core.now,
    });

  it('never confirms a checkout and offers no price when no payment account is configured', async () => {
    const billing = service(undefined);
    expect(billing.checkoutMode).toBe('off');
    expect(billing.priceIdFor('Pro')).toBeNull();
    expect(await billing.confirmCheckout('cs_test_a1B2c3D4e5F6g7H8i9J0')).toEqual({
      confirmed: false,
      sessionId: 'cs_test_a1B2c3D4e5F6g7H8i9J0',
      message:
        'Online checkout is not configured on this server, so no payment can be confirmed here. Your plan has not changed.',
    });
    await expect(billing.confirmCheckout(' ')).rejects.toMatchObject({ kind: 'validation' });
  });

  it('a late event about an ended older subscription does not undo a newer live one', async () => {
    const subs = new Map([
      ['sub_old', sub('sub_old', 'canceled')],
      ['sub_new', sub('sub_new', 'active', 'price_ent')],
    ]);
    const billing = service(memoryProvider(subs));
    const event = (id: string, subscriptionId: string) =>
      JSON.stringify({
        id,
        type: 'customer.subscription.updated',
        subscriptionId,
        customerId: 'cus_1',
        userId,
        paid: null,
      });
    expect((await billing.handleWebhook(event('evt_1', 'sub_new'), 'sig')).applied).toBe(true);
    expect((await core.plans.getPlan(userId)).tier).toBe('Enterprise');
    await billing.handleWebhook(event('evt_2', 'sub_old'), 'sig');
    expect((await core.plans.getPlan(userId)).tier).toBe('Enterprise');
  });

  it('gives the event back when applying it fails, so Stripe can retry it', async () => {
    const subs = new Map<string, BillingSubscription>();
    const provider = memoryProvider(subs);
    provider.retrieveSubscription = async () => {
      throw new Error('Stripe is down');
    };
    const billing = service(provider);
    const event = JSON.stringify({
      id: 'evt_9',
      type: 'customer.subscription.updated',
      subscriptionId: 'sub_x',
      customerId: 'cus_1',
      userId,
      paid: null,
    });
    await expect(billing.handleWebhook(event, 'sig')).rejects.toThrow('Stripe is down');
    subs.set('sub_x', sub('sub_x', 'active'));
    provider.retrieveSubscription = async (id) => subs.get(id)!;
    expect(await billing.handleWebhook(event, 'sig')).toEqual({
      received: true,
      applied: true,
      duplicate: false,
    });
    expect((await core.plans.getPlan(userId)).tier).toBe('Pro');
  });

  it('the admin overview: every user with their plan, subscription and use, in the same few queries for 1 or 6 users', async () => {
    // The service on a database that counts the queries it runs.
    let queries = 0;
    const counted = core.db.withPlugin({
      transformQuery: ({ node }) => (queries++, node),
      transformResult: async ({ result }) => result,
    });
    const billing = createBillingService({
      repo: createBillingRepo({ db: counted }),
      plans: createPlanService({ db: counted, now: core.now }),
      provider: undefined,
      priceIds: {},
      mode: 'test',
      callRequests: { list: async () => [], setStatus: async () => undefined },
      now: core.now,
    });
    const boss = { email: 'boss@acme.io', isAdmin: true };
    const queriesFor = async () => {
      queries = 0;
      const o = await billing.overview(boss);
      return { o, queries };
    };
    const one = await queriesFor();
    expect(one.o.users.map((u) => u.email)).toEqual(['ada@acme.io']);

    const repo = createBillingRepo({ db: core.db });
    const idOf = async (email: string) =>
      (await core.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
        .id;
    for (const name of ['bob', 'cy', 'dee', 'eve', 'fay'])
      await core.accounts.register({ email: `${name}@acme.io`, password: 'Sunny-Day-42', name });
    const at = core.now().toISOString();
    // bob: Pro by the operator until the end of 2099.
    await billing.setPlan(boss, { email: 'bob@acme.io', tier: 'Pro', until: '2099-12-31' });
    // cy: Enterprise through Stripe, cancelled at the end of the period.
    await repo.saveState(
      await idOf('cy@acme.io'),
      {
        subscribed: true,
        tier: 'Enterprise',
        end: '2099-06-30T00:00:00.000Z',
        status: 'active',
        cancelAtPeriodEnd: true,
        source: 'stripe',
        customerId: 'cus_cy',
        subscriptionId: 'sub_cy',
        refreshedAt: at,
      },
      at,
    );
    // dee: a Pro period that ended; signed up long ago (no trial).
    await repo.saveState(
      await idOf('dee@acme.io'),
      {
        subscribed: true,
        tier: 'Pro',
        end: '2020-01-31T00:00:00.000Z',
        status: 'past_due',
        cancelAtPeriodEnd: false,
        source: 'stripe',
      },
      at,
    );
    await core.db
      .updateTable('users')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('email', '=', 'dee@acme.io')
      .execute();
    // eve: a tier this version does not know.
    await core.db
      .insertInto('subscriptions')
      .values({
        user_id: await idOf('eve@acme.io'),
        subscribed: 1,
        tier: 'Gold',
        subscription_end: null,
        updated_at: at,
      })
      .execute();
    // fay: only a billing customer (before her first checkout); this month's use.
    await repo.saveCustomer(await idOf('fay@acme.io'), 'cus_fay', at);
    const month = at.slice(0, 7);
    await core.db
      .insertInto('usage')
      .values([
        { user_id: await idOf('fay@acme.io'), feature: 'ai-chat', period: month, count: 3 },
        { user_id: await idOf('bob@acme.io'), feature: 'ai-chat', period: month, count: 0 },
        { user_id: await idOf('bob@acme.io'), feature: 'ai-chat', period: '2001-01', count: 9 },
      ])
      .execute();

    const six = await queriesFor();
    expect(six.queries).toBe(one.queries);
    const users = six.o.users;
    expect(
      users.map((u) => [u.email, u.tier, u.subscribed, u.subscriptionEnd, u.status, u.source, u.trialActive]),
    ).toEqual([
      ['dee@acme.io', 'Basic', false, null, 'past_due', 'stripe', false],
      ['ada@acme.io', 'Basic', false, null, null, null, true],
      ['bob@acme.io', 'Pro', true, '2099-12-31T23:59:59.999Z', 'operator', 'operator', true],
      ['cy@acme.io', 'Enterprise', true, '2099-06-30T00:00:00.000Z', 'active', 'stripe', true],
      ['eve@acme.io', 'Basic', false, null, null, null, true],
      ['fay@acme.io', 'Basic', false, null, null, null, true],
    ]);
    expect(users.find((u) => u.email === 'fay@acme.io')!.usage).toEqual([
      { feature: 'ai-chat', title: 'AI Chat', used: 3 },
    ]);
    expect(users.find((u) => u.email === 'bob@acme.io')!.usage).toEqual([]);

    // The same rows as reading each user's plan and subscription on their own.
    const oneByOne = [];
    for (const u of users) {
      const id = await idOf(u.email);
      const [plan, row] = [await core.plans.getPlan(id), await repo.subscriptionOf(id)];
      oneByOne.push({
        ...u,
        tier: plan.tier,
        subscribed: plan.subscribed,
        subscriptionEnd: plan.subscription_end,
        status: row?.status ?? null,
        source: row?.source ?? null,
        trialEndsAt: plan.trial.endsAt,
        trialActive: plan.trial.active,
      });
    }
    expect(users).toEqual(oneByOne);
  });
});
