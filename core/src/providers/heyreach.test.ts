import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../tests/fakes/expect-failure.js';
import { startHeyReachFake, type HeyReachFake } from '../../../tests/fakes/heyreach-fake.js';
import { createHeyReachClient } from './heyreach.js';

const KEY = 'hr-key-123';
let fake: HeyReachFake;
beforeAll(async () => {
  fake = await startHeyReachFake({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.requests.length = 0;
});

const client = (apiKey = KEY, timeoutMs = 5000) =>
  createHeyReachClient({ apiKey, baseUrl: fake.baseUrl, timeoutMs, retry: { retries: 1, minTimeoutMs: 10 } });

describe('HeyReach client against its fake', () => {
  it('lists campaigns in the spec shape', async () => {
    const campaigns = await client().getCampaigns();
    expect(campaigns.slice(0, 2)).toEqual([
      {
        id: '101',
        name: 'Software Engineers Q3',
        status: 'active',
        leads_count: 40,
        accepted_count: 18,
        replied_count: 7,
      },
      {
        id: '102',
        name: 'Data Scientists',
        status: 'paused',
        leads_count: 12,
        accepted_count: 3,
        replied_count: 1,
      },
    ]);
    expect(fake.requests[0]!.headers['x-api-key']).toBe(KEY);
  });

  it('lists a campaign’s leads with connected / replied / pending', async () => {
    const leads = await client().getCampaignLeads('101');
    expect(fake.requests[0]!.body).toEqual({ campaignId: 101, offset: 0, limit: 100 });
    expect(leads).toEqual([
      {
        id: 'ln-1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        profile_url: 'https://www.linkedin.com/in/ada',
        position: 'Staff Engineer',
        company: 'Analytical Engines',
        status: 'replied',
      },
      expect.objectContaining({ first_name: 'Alan', position: 'Mathematician', status: 'connected' }),
      expect.objectContaining({ first_name: 'Grace', last_name: '', status: 'pending' }),
    ]);
  });

  it('creates a campaign, and asks for the required fields first', async () => {
    const created = await client().createCampaign({
      name: 'Designers',
      targetAudience: 'Product designers in Berlin',
    });
    expect(created).toMatchObject({ name: 'Designers', status: 'draft', leads_count: 0 });
    expect(fake.requests[0]!.body).toEqual({ name: 'Designers', description: 'Product designers in Berlin' });
    const e = await expectFailure(client().createCampaign({ name: 'x', targetAudience: ' ' }));
    expect(e.message).toBe('Please fill in all required fields.');
    expect(fake.requests).toHaveLength(1);
  });

  it('uses the spec messages on 401, 429, 500 and timeouts', async () => {
    const unauthorized = await expectFailure(client('bad').getCampaigns());
    expect(unauthorized.message).toBe('Failed to load campaigns. Please check your API key.');
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.hint).toBe(
      'Invalid HeyReach API key. Action required: Please configure the API key in API Settings.',
    );

    fake.failWith(429);
    const limited = await expectFailure(client().getCampaignLeads('101'));
    expect(limited.message).toBe('Failed to load campaign leads.');
    expect(limited.hint).toBe('HeyReach rate limit reached. Please wait a moment before trying again.');

    fake.failWith(500);
    const down = await expectFailure(client().createCampaign({ name: 'a', targetAudience: 'b' }));
    expect(down.message).toBe('Failed to create campaign.');
    expect(down.status).toBe(500);

    fake.hang();
    const slow = await expectFailure(client(KEY, 250).getCampaigns());
    expect(slow.message).toBe('Failed to load campaigns. Please check your API key.');
    expect(slow.hint).toBe('HeyReach did not respond within 250 ms.');
  });

  it('reads the overall LinkedIn figures of a period (every sender and campaign)', async () => {
    const from = new Date('2026-10-27T08:00:00.000Z');
    const to = new Date('2026-11-26T08:00:00.000Z');
    expect(await client().getStats({ from, to })).toEqual({
      connectionsSent: 145,
      connectionsAccepted: 87,
      messagesSent: 210,
      messageReplies: 98,
      inmailsSent: 76,
      inmailReplies: 34,
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/public/stats/GetOverallStats',
      body: { accountIds: [], campaignIds: [], startDate: from.toISOString(), endDate: to.toISOString() },
    });
    const denied = await expectFailure(client('bad').getStats({ from, to }));
    expect([denied.message, denied.status]).toEqual(['Failed to load the LinkedIn outreach figures.', 401]);
  });

  it('test() checks the key', async () => {
    expect((await client().test()).state).toBe('configured');
    expect(fake.requests.at(-1)!.path).toBe('/api/public/auth/CheckApiKey');
    expect((await client('bad').test()).state).toBe('invalid_key');
  });
});
