import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { fakeOutreachProvider } from '../providers/fakes.js';
import type { OutreachCampaign, OutreachProvider } from '../providers/ports.js';
import { createOutreachService } from './outreach-service.js';

const DAY = 86_400_000;
const CAMPAIGN: OutreachCampaign = {
  id: '7',
  name: 'Designers',
  status: 'draft',
  leads_count: 0,
  accepted_count: 0,
  replied_count: 0,
};

describe.each(testDialects())('outreach service on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  const serviceWith = (client: OutreachProvider | undefined) =>
    createOutreachService({ plans: core.plans, outreachFor: async () => client });

  it('answers configured:false without a key, and the missing-key error for leads and create', async () => {
    const s = serviceWith(undefined);
    expect(await s.campaigns(userId)).toEqual({ configured: false, campaigns: [] });
    await expect(s.leads(userId, '101')).rejects.toMatchObject({
      message: 'HeyReach API key not configured',
    });
    await expect(s.create(userId, { name: 'A', targetAudience: 'B' })).rejects.toMatchObject({
      message: 'HeyReach API key not configured',
    });
  });

  it("creates through the client, after the spec's required-fields check", async () => {
    const created: unknown[] = [];
    const s = serviceWith(
      fakeOutreachProvider({ createCampaign: async (input) => (created.push(input), CAMPAIGN) }),
    );
    for (const input of [{ name: 'Designers' }, { name: ' ', targetAudience: 'Berlin' }, {}]) {
      await expect(s.create(userId, input)).rejects.toMatchObject({
        kind: 'validation',
        title: 'Error',
        message: 'Please fill in all required fields.',
      });
    }
    expect(created).toEqual([]);
    expect(await s.create(userId, { name: ' Designers ', targetAudience: 'Berlin', message: 'Hi' })).toEqual({
      campaign: CAMPAIGN,
      message: 'Campaign created successfully!',
    });
    expect(created).toEqual([{ name: 'Designers', targetAudience: 'Berlin' }]);
  });

  it('dashboard figures: not connected without a key; an error, not zeros, when HeyReach fails or is silent', async () => {
    expect(await serviceWith(undefined).dashboardStats(userId)).toEqual({ status: 'not_connected' });
    const failing = serviceWith(
      fakeOutreachProvider({ getStats: () => Promise.reject(new Error('connection refused')) }),
    );
    await expect(failing.dashboardStats(userId)).rejects.toThrow('connection refused');
    const silent = createOutreachService({
      plans: core.plans,
      outreachFor: async () => fakeOutreachProvider({ getStats: () => new Promise(() => undefined) }),
      statsTimeoutMs: 50,
    });
    await expect(silent.dashboardStats(userId)).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'HeyReach did not answer within 50 ms.',
    });
  });

  it('is refused on the Basic plan after the trial (the linkedin-scraping key), before the client', async () => {
    core.clock.advance(15 * DAY);
    const s = serviceWith(fakeOutreachProvider());
    await expect(s.campaigns(userId)).rejects.toMatchObject({
      kind: 'forbidden',
      message:
        'LinkedIn Scraping is not available in your current plan. Please upgrade to access this feature.',
    });
  });
});
