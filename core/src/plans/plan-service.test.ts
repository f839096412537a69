import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { checkFeatureAccess, FEATURES, TIER_FEATURES, type FeatureKey } from '../schemas/plans.js';

const DAY = 86_400_000;

describe('the tier table (spec document 1, section 6)', () => {
  it('gives each tier exactly its feature keys', () => {
    expect(TIER_FEATURES.Basic).toEqual(['ai-chat', 'resume-parsing-basic', 'email-basic']);
    expect(TIER_FEATURES.Pro).toEqual([
      'ai-chat',
      'resume-parsing',
      'linkedin-scraping',
      'web-scraping',
      'email-services',
      'calling-basic',
    ]);
    expect(TIER_FEATURES.Enterprise).toEqual([
      ...TIER_FEATURES.Pro.filter((f) => f !== 'calling-basic'),
      'calling-advanced',
      'custom-integrations',
    ]);
  });

  it.each<[FeatureKey, string]>([
    ['linkedin-scraping', 'LinkedIn Scraping'],
    ['web-scraping', 'Web Scraping'],
    ['calling-basic', 'AI Calling'],
    ['custom-integrations', 'Custom Integrations'],
  ])('blocks %s on Basic with the spec message', (feature, name) => {
    expect(checkFeatureAccess({ tier: 'Basic', trialActive: false }, feature)).toEqual({
      allowed: false,
      message: `${name} is not available in your current plan. Please upgrade to access this feature.`,
    });
  });

  it('opens resume parsing on Basic with the 5-per-month limit, and every feature in the trial', () => {
    expect(checkFeatureAccess({ tier: 'Basic', trialActive: false }, 'resume-parsing')).toMatchObject({
      allowed: true,
      monthlyLimit: 5,
    });
    for (const f of Object.keys(FEATURES) as FeatureKey[]) {
      expect(checkFeatureAccess({ tier: 'Basic', trialActive: true }, f).allowed).toBe(true);
    }
  });

  it('lets Enterprise call (calling-advanced replaces calling-basic) and blocks custom integrations on Pro', () => {
    expect(checkFeatureAccess({ tier: 'Enterprise', trialActive: false }, 'calling-basic').allowed).toBe(
      true,
    );
    expect(checkFeatureAccess({ tier: 'Pro', trialActive: false }, 'custom-integrations').allowed).toBe(
      false,
    );
  });
});

describe.each(testDialects())('plans on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  it('starts on Basic with a 14-day trial that gives every feature', async () => {
    const plan = await core.plans.getPlan(userId);
    expect(plan).toMatchObject({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      tier: 'Basic',
    });
    expect(plan.trial.active).toBe(true);
    expect(Math.round((Date.parse(plan.trial.endsAt) - Date.now()) / DAY)).toBe(14);
    await core.plans.checkAccess(userId, 'web-scraping');
    core.clock.advance(14 * DAY + 1000);
    expect((await core.plans.getPlan(userId)).trial.active).toBe(false);
    await expect(core.plans.checkAccess(userId, 'web-scraping')).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Web Scraping is not available in your current plan. Please upgrade to access this feature.',
    });
  });

  it('counts Basic resume parses per month on the server', async () => {
    core.clock.advance(15 * DAY);
    for (let i = 0; i < 5; i++) {
      await core.plans.checkAccess(userId, 'resume-parsing');
      await core.plans.recordUse(userId, 'resume-parsing');
    }
    expect(await core.plans.usedThisMonth(userId, 'resume-parsing')).toBe(5);
    await expect(core.plans.checkAccess(userId, 'resume-parsing')).rejects.toMatchObject({
      code: 'monthly_limit_reached',
    });
  });

  it('applies a stored subscription until it ends', async () => {
    core.clock.advance(15 * DAY);
    const end = new Date(Date.now() + 30 * DAY).toISOString();
    await core.plans.setSubscription(userId, { subscribed: true, tier: 'Pro', end });
    expect(await core.plans.getPlan(userId)).toMatchObject({
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_end: end,
      tier: 'Pro',
    });
    await core.plans.checkAccess(userId, 'web-scraping');
    core.clock.advance(31 * DAY);
    expect(await core.plans.getPlan(userId)).toMatchObject({ subscribed: false, tier: 'Basic' });
  });
});
