// The operator's path without Stripe and the billing commands, as real `recruit` processes on the
// server's data dir: `recruit admin plan set` lifts a Basic user past the trial to Pro, after which the
// server lets them scrape; a non-admin is refused (exit 1). `recruit plan upgrade` prints the checkout
// URL of the Stripe fake; `recruit plan` shows this month's use.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, openCore, type Core } from '@recruit/core';
import { buildServer } from '@recruit/server';
import { startStripeFake, type StripeFake } from './fakes/stripe-fake.js';
import { assertBuilt, runRecruit } from './helpers/cli.js';
import { tempHome } from './helpers/databases.js';
import { TEST_PASSWORD } from './helpers/http.js';

const SK = 'sk_test_51CliOperatorKey000000';
const DAY = 86_400_000;

beforeAll(assertBuilt);

describe('billing and admin commands as real processes', () => {
  let home: string;
  let cleanup: () => void;
  let env: Record<string, string>;
  let fake: StripeFake;
  let core: Core | undefined;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    ({ home, cleanup } = tempHome());
    fake = await startStripeFake({ secretKey: SK });
    env = {
      RECRUIT_HOME: home,
      RECRUIT_EMAIL_DNS: 'off',
      NO_COLOR: '1',
      RECRUIT_ADMIN_EMAIL: 'boss@acme.io',
      RECRUIT_STRIPE_SECRET_KEY: SK,
      RECRUIT_STRIPE_BASE_URL: fake.url,
      RECRUIT_PRICE_ID_PRO: 'price_1ProMonthly',
    };
  });
  afterEach(async () => {
    await app?.close();
    await core?.close();
    app = core = undefined;
    await fake.close();
    cleanup();
  });

  const recruit = (args: string[], input?: string) => runRecruit(args, { env, ...(input ? { input } : {}) });
  const signup = async (email: string, name: string) => {
    const r = await recruit(
      ['signup', '--email', email, '--name', name, '--password-stdin', '--accept-terms'],
      TEST_PASSWORD,
    );
    expect(r.code).toBe(0);
  };

  /** The server on the same data dir, as `recruit serve` would run it. */
  async function server() {
    core = await openCore(loadConfig(env));
    app = await buildServer(core, { webRoot: '/nonexistent' });
    return app;
  }

  it('an admin sets a Basic user past the trial to Pro, who can then scrape; a non-admin gets exit 1', async () => {
    await signup('ada@acme.io', 'Ada');
    const srv = await server();
    await core!.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 15 * DAY).toISOString() })
      .where('email', '=', 'ada@acme.io')
      .execute();
    const login = await srv.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'ada@acme.io', password: TEST_PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'recruit_session')!.value;
    const scrape = () =>
      srv.inject({
        method: 'POST',
        url: '/api/scrape',
        payload: { url: 'https://example.com/jobs' },
        cookies: { recruit_session: cookie },
      });
    const refused = await scrape();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Web Scraping is not available in your current plan. Please upgrade to access this feature.',
    );

    // Ada is signed in on this terminal, and she is not the admin.
    const notAdmin = await recruit(['admin', 'plan', 'set', 'ada@acme.io', 'Pro']);
    expect([notAdmin.code, notAdmin.stderr.trim()]).toEqual([
      1,
      'Error: Only the administrator can do this.',
    ]);
    expect((await recruit(['admin', 'users'])).code).toBe(1);

    await signup('boss@acme.io', 'Boss');
    const bad = await recruit(['admin', 'plan', 'set', 'ada@acme.io', 'Gold']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('choose Basic, Pro or Enterprise');
    const set = await recruit(['admin', 'plan', 'set', 'ada@acme.io', 'pro', '--until', '2099-12-31']);
    expect([set.code, set.stdout.trim()]).toEqual([0, 'ada@acme.io: Basic → Pro (until 2099-12-31)']);

    // Past the plan gate: the local scraper runs (this machine has no DNS, so its answer is the
    // scraper's own 'error' result with a suggestion, not the plan refusal).
    const allowed = await scrape();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ is_demo: false });
    expect(['success', 'error']).toContain(allowed.json().status);

    const users = await recruit(['admin', 'users']);
    expect(users.code).toBe(0);
    expect(users.stdout).toMatch(/ada@acme\.io\s+Pro\s+trial ended/);
    const changes = await core!.db.selectFrom('plan_changes').selectAll().execute();
    expect(changes).toMatchObject([
      { changed_by: 'boss@acme.io', from_tier: 'Basic', to_tier: 'Pro', until: '2099-12-31T23:59:59.999Z' },
    ]);
  });

  it('plan upgrade prints the checkout URL; plan shows the use of this month', async () => {
    await signup('ada@acme.io', 'Ada');
    const up = await recruit(['plan', 'upgrade', 'pro']);
    expect(up.code).toBe(0);
    expect(up.stdout.trim()).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    expect(up.stderr).toContain('Open the address above to subscribe to Pro.');
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.body as Record<
      string,
      string
    >;
    expect(session.success_url).toBe(
      'http://localhost:5180/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );

    const ent = await recruit(['plan', 'upgrade', 'enterprise']);
    expect([ent.code, ent.stderr.trim()]).toEqual([
      1,
      'Error: Configuration Error: The Enterprise plan has no payment provider (Stripe) price on this server. Contact sales to upgrade.',
    ]);
    expect((await recruit(['plan', 'upgrade', 'basic'])).code).toBe(2);

    const plan = await recruit(['plan']);
    expect(plan.code).toBe(0);
    expect(plan.stdout).toContain('Plan: Basic');
    expect(plan.stdout).toContain('Resume Parsing: 0 resumes this month (no limit)');
    expect(plan.stdout).toContain('LinkedIn Scraping: 0 profiles this month (no limit)');

    const manage = await recruit(['plan', 'manage', '--json']);
    expect(manage.code).toBe(0);
    expect(JSON.parse(manage.stdout).url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
  });
});
