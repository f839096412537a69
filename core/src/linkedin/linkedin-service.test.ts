import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { fakeScrapingProvider } from '../providers/fakes.js';
import type { ScrapingProvider } from '../providers/ports.js';
import { checkLinkedinUrl, createLinkedinService, profileFromOutput } from './linkedin-service.js';

const DAY = 86_400_000;
const PROFILE_OUTPUT = [
  '[info] Opening profile',
  JSON.stringify({
    general: {
      fullName: 'Grace Hopper',
      headline: 'Rear Admiral, Computer Scientist',
      location: 'Arlington, Virginia',
      connectionsCount: 500,
    },
    jobs: [
      { jobTitle: 'Director', companyName: 'Navy Programming Languages Group', dateRange: '1967 - 1986' },
    ],
    schools: [{ schoolName: 'Yale University', degree: 'Ph.D. Mathematics', dateRange: '1930 - 1934' }],
    skills: [{ name: 'COBOL' }, { name: 'Compilers' }],
  }),
  '[info] Done',
].join('\n');

describe('LinkedIn URL rules', () => {
  it('normalizes a profile URL', () => {
    expect(checkLinkedinUrl(' linkedin.com/in/grace-hopper ')).toBe(
      'https://www.linkedin.com/in/grace-hopper/',
    );
    expect(checkLinkedinUrl('https://uk.linkedin.com/in/grace-hopper/')).toBe(
      'https://www.linkedin.com/in/grace-hopper/',
    );
  });
  it("refuses with the spec's messages", () => {
    expect(() => checkLinkedinUrl('  ')).toThrow(
      expect.objectContaining({ message: 'Please enter a LinkedIn profile URL.' }),
    );
    for (const bad of [
      'https://example.com/in/x',
      'https://linkedin.com.evil.example/in/x',
      'https://www.linkedin.com/company/acme',
      'javascript:alert(1)',
    ])
      expect(() => checkLinkedinUrl(bad), bad).toThrow(
        expect.objectContaining({ message: 'Please enter a valid LinkedIn profile URL.' }),
      );
  });
  it("reads the profile scraper's JSON out of the agent's log", () => {
    expect(profileFromOutput(PROFILE_OUTPUT, 'https://www.linkedin.com/in/grace-hopper/')).toEqual({
      name: 'Grace Hopper',
      headline: 'Rear Admiral, Computer Scientist',
      location: 'Arlington, Virginia',
      connections: '500',
      url: 'https://www.linkedin.com/in/grace-hopper/',
      experience: [
        {
          title: 'Director',
          company: 'Navy Programming Languages Group',
          duration: '1967 - 1986',
          description: '',
        },
      ],
      education: [{ school: 'Yale University', degree: 'Ph.D. Mathematics', years: '1930 - 1934' }],
      skills: ['COBOL', 'Compilers'],
    });
    expect(profileFromOutput('[info] nothing here', 'x')).toBeUndefined();
  });
});

describe.each(testDialects())('LinkedIn service on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(() => core.dispose());

  const serviceWith = (port: ScrapingProvider | undefined) =>
    createLinkedinService({
      plans: core.plans,
      scraperFor: async () => port,
      candidates: core.candidates,
      sleep: async () => {},
    });
  const profileAgent = (output = PROFILE_OUTPUT) => {
    const launched: string[] = [];
    const port = fakeScrapingProvider({
      listAgents: async () => [
        { id: '1', name: 'Web Scraper', script: 'Web Scraper.js' },
        { id: '7', name: 'LinkedIn Profile Scraper', script: 'LinkedIn Profile Scraper.js' },
      ],
      launchAgent: async (id, args) => (launched.push(`${id} ${args.url}`), { containerId: 'c-7' }),
      fetchRun: async (id) => ({ containerId: id, status: 'finished', exitCode: 0, endType: 'finished' }),
      fetchOutput: async (id) => ({ containerId: id, output }),
    });
    return { port, launched };
  };

  it('answers the labelled demo sample without a key, free of charge, and refuses to save it', async () => {
    const res = await serviceWith(undefined).extract(userId, 'linkedin.com/in/someone');
    expect(res).toMatchObject({
      status: 'demo',
      is_demo: true,
      profile: { name: 'Alex Morgan (sample)', url: 'https://www.linkedin.com/in/someone/' },
      suggestion: 'This is sample data: no PhantomBuster API key is configured, so no profile was scraped.',
    });
    expect(await core.plans.usedThisMonth(userId, 'linkedin-scraping')).toBe(0);
    await expect(serviceWith(undefined).save(userId, res.profile, { isDemo: true })).rejects.toMatchObject({
      code: 'demo_profile',
    });
  });

  it("runs the user's profile-scraper agent, counts the use, and saves the profile once", async () => {
    const { port, launched } = profileAgent();
    const s = serviceWith(port);
    const res = await s.extract(userId, 'https://www.linkedin.com/in/grace-hopper');
    expect(launched).toEqual(['7 https://www.linkedin.com/in/grace-hopper/']);
    expect(res).toMatchObject({ status: 'success', is_demo: false, profile: { name: 'Grace Hopper' } });
    expect(await core.plans.usedThisMonth(userId, 'linkedin-scraping')).toBe(1);

    const first = await s.save(userId, res.profile, { isDemo: false });
    expect(first).toMatchObject({ created: true, message: 'Grace Hopper was added to your candidates.' });
    const again = await s.save(userId, res.profile, { isDemo: false });
    expect(again).toEqual({
      candidateId: first.candidateId,
      created: false,
      message: 'Grace Hopper is already among your candidates.',
    });
    const [saved] = await core.candidates.list(userId);
    expect(saved).toMatchObject({
      name: 'Grace Hopper',
      skills: ['COBOL', 'Compilers'],
      experience: [{ title: 'Director', company: 'Navy Programming Languages Group', period: '1967 - 1986' }],
      education: [{ degree: 'Ph.D. Mathematics', institution: 'Yale University', year: '1930 - 1934' }],
      source: 'linkedin:https://www.linkedin.com/in/grace-hopper/',
    });
  });

  it('leaves one candidate when the same profile is saved in parallel, under any form of its URL', async () => {
    const { port } = profileAgent();
    const s = serviceWith(port);
    const res = await s.extract(userId, 'https://www.linkedin.com/in/grace-hopper');
    expect(res.status).toBe('success');
    const forms = [
      'https://www.linkedin.com/in/grace-hopper/',
      'linkedin.com/in/Grace-Hopper',
      'http://uk.linkedin.com/in/grace-hopper',
      'https://www.linkedin.com/in/grace-hopper/',
      'https://linkedin.com/in/GRACE-HOPPER/',
      'https://www.linkedin.com/in/grace-hopper',
    ];
    const saved = await Promise.all(
      forms.map((url) => s.save(userId, { ...res.profile, url }, { isDemo: false })),
    );
    expect(saved.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(saved.map((r) => r.candidateId)).size).toBe(1);
    expect(saved.filter((r) => !r.created).map((r) => r.message)).toEqual(
      Array(forms.length - 1).fill('Grace Hopper is already among your candidates.'),
    );
    const list = await core.candidates.list(userId);
    expect(list.map((c) => c.name)).toEqual(['Grace Hopper']);
    // Another profile is another candidate.
    const other = await s.save(
      userId,
      { ...res.profile, name: 'Grace Murray', url: 'https://www.linkedin.com/in/grace-murray/' },
      { isDemo: false },
    );
    expect(other).toMatchObject({ created: true, message: 'Grace Murray was added to your candidates.' });

    // Merged into another candidate, the profile stays known: saving it again finds the kept one.
    const kept = (await core.candidates.create(userId, { name: 'G. Hopper', email: 'grace@navy.mil' }))
      .candidate;
    await core.candidates.merge(userId, kept.id, saved[0]!.candidateId);
    expect(await s.save(userId, res.profile, { isDemo: false })).toMatchObject({
      candidateId: kept.id,
      created: false,
    });
  });

  it('is an error value when no profile agent exists or its output holds no profile', async () => {
    const none = fakeScrapingProvider({
      listAgents: async () => [{ id: '1', name: 'Web Scraper', script: null }],
    });
    expect(await serviceWith(none).extract(userId, 'linkedin.com/in/x')).toMatchObject({
      status: 'error',
      error: 'No LinkedIn profile scraper agent found in your PhantomBuster account.',
    });
    expect(
      await serviceWith(profileAgent('[info] blocked by LinkedIn').port).extract(userId, 'linkedin.com/in/x'),
    ).toMatchObject({
      status: 'error',
      error: 'PhantomBuster finished but its output holds no profile.',
    });
    expect(await core.plans.usedThisMonth(userId, 'linkedin-scraping')).toBe(0);
  });

  it('imports a list and reports each URL', async () => {
    const res = await serviceWith(profileAgent().port).bulk(userId, [
      'linkedin.com/in/grace-hopper',
      'https://example.com/in/nope',
      '',
    ]);
    expect(res.message).toBe('1 of 2 profiles extracted.');
    expect(res.results.map((r) => [r.status, r.error ?? ''])).toEqual([
      ['success', ''],
      ['error', 'Please enter a valid LinkedIn profile URL.'],
    ]);
  });

  it("stops a Pro user at the spec's 100 profiles a month, counting only real extractions", async () => {
    core.clock.advance(15 * DAY);
    const end = new Date(Date.now() + 60 * DAY).toISOString();
    await core.plans.setSubscription(userId, { subscribed: true, tier: 'Pro', end });
    const s = serviceWith(profileAgent().port);
    for (let i = 0; i < 100; i++) {
      expect((await s.extract(userId, `linkedin.com/in/p${i}`)).status).toBe('success');
    }
    await expect(s.extract(userId, 'linkedin.com/in/p100')).rejects.toMatchObject({
      message:
        'You have used all 100 LinkedIn profiles of your plan this month. Please upgrade to scrape more.',
    });
    expect(await core.plans.usedThisMonth(userId, 'linkedin-scraping')).toBe(100);
  });

  it('is refused on the Basic plan after the trial, through the plan gate', async () => {
    core.clock.advance(15 * DAY);
    await expect(serviceWith(undefined).extract(userId, 'linkedin.com/in/x')).rejects.toMatchObject({
      kind: 'forbidden',
      message:
        'LinkedIn Scraping is not available in your current plan. Please upgrade to access this feature.',
    });
  });
});
