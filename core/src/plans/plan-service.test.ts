import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { FEATURES, TIER_FEATURES, type FeatureKey } from '../schemas/features.js';
import { checkFeatureAccess } from '../schemas/plans.js';

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

  it('use: 10 parallel uses of a 5-a-month feature pass exactly 5 times; the rest get the limit message', async () => {
    core.clock.advance(15 * DAY);
    let ran = 0;
    let refusedSoFar = 0;
    // No use finishes before every other has passed the gate or been refused: a check-then-record gate
    // would let all 10 in, whatever the timing.
    let allDecided!: () => void;
    const decided = new Promise<void>((resolve) => (allDecided = resolve));
    const tally = () => ran + refusedSoFar === 10 && allDecided();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        core.plans
          .use(userId, 'resume-parsing', async () => {
            ran++;
            tally();
            await decided;
            return 'parsed';
          })
          .catch((e: unknown) => {
            refusedSoFar++;
            tally();
            throw e;
          }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(ran).toBe(5);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.reason).toMatchObject({
        kind: 'forbidden',
        code: 'monthly_limit_reached',
        title: 'Feature Restricted',
        message: 'You have used all 5 resume parses of your plan this month. Please upgrade to parse more.',
      });
    }
    expect(await core.plans.usedThisMonth(userId, 'resume-parsing')).toBe(5);
  });

  it('use: a failed use is given back, a use shown as an error value too', async () => {
    core.clock.advance(15 * DAY);
    await expect(
      core.plans.use(userId, 'resume-parsing', async () => {
        throw new Error('corrupted');
      }),
    ).rejects.toThrow('corrupted');
    await core.plans.use(userId, 'resume-parsing', async () => ({ ok: false }), { counts: (r) => r.ok });
    expect(await core.plans.usedThisMonth(userId, 'resume-parsing')).toBe(0);
    await core.plans.use(userId, 'resume-parsing', async () => ({ ok: true }), { counts: (r) => r.ok });
    expect(await core.plans.usedThisMonth(userId, 'resume-parsing')).toBe(1);
    expect(await core.plans.allowance(userId, 'resume-parsing')).toEqual({
      allowed: true,
      tier: 'Basic',
      monthlyLimit: 5,
      remaining: 4,
    });
  });

  it('use: refuses a feature the plan lacks before any work, and counts unlimited uses', async () => {
    core.clock.advance(15 * DAY);
    let ran = false;
    await expect(
      core.plans.use(userId, 'web-scraping', async () => {
        ran = true;
      }),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'plan_required', title: 'Feature Restricted' });
    expect(ran).toBe(false);
    await core.plans.use(userId, 'ai-chat', async () => 'ok');
    expect(await core.plans.usedThisMonth(userId, 'ai-chat')).toBe(1);
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
