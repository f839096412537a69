import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHeyReachFake, type HeyReachFake } from '../../../tests/fakes/heyreach-fake.js';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';

const PASSWORD = 'Sunny-Day-42';
const KEY = 'hr-key-0123456789abcdef';

let fake: HeyReachFake;
beforeAll(async () => {
  fake = await startHeyReachFake({ apiKey: KEY });
});
afterAll(() => fake.close());

describe('recruit outreach', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);

  beforeEach(async () => {
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off', RECRUIT_HEYREACH_BASE_URL: fake.baseUrl };
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, PASSWORD)).code).toBe(0);
  });
  afterEach(() => cleanup());

  it("without a key: the screen's notice, nothing invented; leads and create say how to save one", async () => {
    const list = await run(['outreach', 'campaigns']);
    expect([list.code, list.err]).toEqual([0, '']);
    expect(list.out).toBe(
      'HeyReach API key not configured. Please configure your HeyReach API key in API Settings to manage LinkedIn outreach campaigns.\n' +
        'Save your HeyReach key with `recruit keys set heyreach` (or in API Settings).\n',
    );
    expect(JSON.parse((await run(['outreach', 'campaigns', '--json'])).out)).toEqual({
      configured: false,
      campaigns: [],
    });
    const leads = await run(['outreach', 'leads', '101']);
    expect([leads.code, leads.out]).toEqual([1, '']);
    expect(leads.err).toBe(
      'Error: HeyReach API key not configured\n' +
        'Save your HeyReach key with `recruit keys set heyreach` (or in API Settings).\n',
    );
    const create = await run(['outreach', 'create', '--name', 'Q4', '--audience', 'SREs']);
    expect([create.code, create.err.split('\n')[0]]).toEqual([1, 'Error: HeyReach API key not configured']);
  });

  it('with a key: campaigns, a campaign’s leads and Create Campaign through HeyReach', async () => {
    expect((await run(['keys', 'set', 'heyreach', '--value-stdin'], KEY)).code).toBe(0);

    const list = await run(['outreach', 'campaigns']);
    expect([list.code, list.err]).toEqual([0, '']);
    const lines = list.out.trim().split('\n');
    expect(lines[0]).toMatch(/^101 +Software Engineers Q3 {2}\[\w+\] {2}40 leads · 18 accepted · 7 replied$/);
    expect(lines[1]).toMatch(/^102 +Data Scientists {2}\[\w+\] {2}12 leads · 3 accepted · 1 replied$/);

    const leads = await run(['outreach', 'leads', '101']);
    expect(leads.code).toBe(0);
    expect(leads.out).toContain(
      'Ada Lovelace  Staff Engineer at Analytical Engines  replied  https://www.linkedin.com/in/ada',
    );
    expect(leads.out).toContain('Grace  pending  https://www.linkedin.com/in/grace');
    const json = JSON.parse((await run(['outreach', 'leads', '101', '--json'])).out) as {
      leads: { first_name: string; status: string }[];
    };
    expect(json.leads.map((l) => [l.first_name, l.status])).toEqual([
      ['Ada', 'replied'],
      ['Alan', 'connected'],
      ['Grace', 'pending'],
    ]);

    const missing = await run(['outreach', 'create', '--name', 'Backend Berlin']);
    expect([missing.code, missing.err]).toEqual([1, 'Error: Please fill in all required fields.\n']);
    const created = await run([
      'outreach',
      'create',
      '--name',
      'Backend Berlin',
      '--audience',
      'Senior backend engineers in Berlin',
      '--json',
    ]);
    expect(created.code).toBe(0);
    const answer = JSON.parse(created.out) as { message: string; campaign: { id: string; name: string } };
    expect(answer).toMatchObject({
      message: 'Campaign created successfully!',
      campaign: { name: 'Backend Berlin' },
    });
    expect((await run(['outreach', 'campaigns'])).out).toContain(
      `${answer.campaign.id.padEnd(8)} Backend Berlin`,
    );
  });
});
