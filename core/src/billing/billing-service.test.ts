import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { testDialects } from '../../../tests/helpers/databases.js';
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
});
