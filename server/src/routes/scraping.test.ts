import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startPhantomBusterFake, type PhantomBusterFake } from '../../../tests/fakes/phantombuster-fake.js';
import { startFixtureSite, type FixtureSite } from '../../../tests/fakes/fixture-site.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { SCRAPING_MESSAGES } from '@recruit/core';
import { buildServer } from '../build-server.js';

const PB_KEY = 'pb-key-0123456789abcdef';
const DAY = 86_400_000;

let fake: PhantomBusterFake;
let site: FixtureSite;
beforeAll(async () => {
  fake = await startPhantomBusterFake({ apiKey: PB_KEY });
  site = await startFixtureSite();
});
afterAll(async () => {
  await fake.close();
  await site.close();
});

describe.each(testDialects())('POST /api/scrape on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  beforeEach(async () => {
    fake.reset();
    fake.requests.length = 0; // reset() keeps what was recorded: each test starts with none
    core = await makeTestCore(dialect, {
      RECRUIT_PHANTOMBUSTER_BASE_URL: fake.baseUrl,
      RECRUIT_SCRAPE_ALLOW: site.allow,
    });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    session = await signUpOver(app, 'ada@acme.io', 'Ada');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const scrape = (payload: object, cookie: string | undefined = session) =>
    app.inject({
      method: 'POST',
      url: '/api/scrape',
      payload,
      ...(cookie ? { cookies: { recruit_session: cookie } } : {}),
    });

  it('scrapes the page locally without a key, and calls no provider', async () => {
    const res = await scrape({ url: `${site.url}/jobs/senior-engineer` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      is_demo: false,
      data: {
        title: 'Senior Engineer at Acme',
        url: `${site.url}/jobs/senior-engineer`,
        agentId: 'local',
        message: 'Scraped locally (no PhantomBuster key is configured).',
        metadata: {
          source: 'local',
          extracted: {
            description: "Join Acme's platform team.",
            emails: ['talent@acme.example'],
            phones: ['+1 415 555 0132'],
            socialProfiles: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/acme' }],
            jobPostings: [{ '@type': 'JobPosting', title: 'Senior Engineer' }],
          },
        },
      },
    });
    expect(body.data.content).toContain('Acme is hiring a senior engineer');
    expect(fake.requests).toEqual([]);
  });

  it('refuses private addresses and redirects to them with 400, and the canary hears nothing', async () => {
    for (const url of [
      `${site.canaryUrl}/`,
      `${site.url}/to-canary`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const res = await scrape({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'address_not_allowed', title: 'Address Not Allowed' });
    }
    expect(site.canaryHits).toEqual([]);
  });

  it("shows robots.txt's refusal as an error value", async () => {
    const res = await scrape({ url: `${site.url}/private/x` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'error',
      is_demo: false,
      error: "The website's robots.txt does not allow scraping this page.",
    });
  });

  const saveKey = async (value = PB_KEY) => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/keys/phantombuster',
      payload: { value },
      cookies: { recruit_session: session },
    });
    expect(saved.statusCode).toBe(200);
  };

  it("lists the user's PhantomBuster agents, and asks for the key without one", async () => {
    const none = await app.inject({
      method: 'GET',
      url: '/api/scrape/agents',
      cookies: { recruit_session: session },
    });
    expect([none.statusCode, none.json().error.message]).toEqual([
      400,
      'PhantomBuster API key not configured',
    ]);
    await saveKey();
    const res = await app.inject({
      method: 'GET',
      url: '/api/scrape/agents',
      cookies: { recruit_session: session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().agents[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
  });

  it("runs the user's PhantomBuster agent with the spec's body and answers with its output", async () => {
    await saveKey();
    const res = await scrape({ url: 'https://example.com/careers' });
    expect(res.json()).toMatchObject({
      status: 'success',
      is_demo: false,
      data: {
        url: 'https://example.com/careers',
        agentId: '4242',
        status: 'finished',
        containerId: expect.stringMatching(/^\d+$/),
        content: 'Scraped https://example.com/careers\n[info] 1 page extracted',
      },
    });
    const containerId = res.json().data.containerId;
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.query.get('id') ?? ''}`.trim())).toEqual([
      'GET /api/v2/agents/fetch-all',
      'POST /api/v2/agents/launch',
      `GET /api/v2/containers/fetch ${containerId}`,
      `GET /api/v2/containers/fetch-output ${containerId}`,
    ]);
    const launch = fake.requests.find((r) => r.path === '/api/v2/agents/launch');
    expect(launch?.body).toEqual({
      id: '4242',
      arguments: {
        url: 'https://example.com/careers',
        waitTime: 3000,
        extractText: true,
        extractLinks: true,
      },
    });
    expect(launch?.headers['x-phantombuster-key-1']).toBe(PB_KEY);
  });

  it('is no success when the agent was killed: an error result, with the run it launched', async () => {
    await saveKey();
    fake.planRuns({ exitCode: 1, endType: 'killed' });
    const res = await scrape({ url: 'https://example.com/careers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'error',
      is_demo: false,
      error: 'The PhantomBuster agent was stopped (killed).',
      data: { status: 'failed', agentId: '4242' },
    });
  });

  const startRun = (url: string) =>
    app.inject({
      method: 'POST',
      url: '/api/scrape/runs',
      payload: { url },
      cookies: { recruit_session: session },
    });
  const pollRun = (containerId: string, cookie = session) =>
    app.inject({
      method: 'GET',
      url: `/api/scrape/runs/${containerId}`,
      cookies: { recruit_session: cookie },
    });

  it('launches a followed run, shows its status and output while it runs, then its result', async () => {
    await saveKey();
    fake.planRuns({ runningPolls: 2 });
    const started = await startRun('https://example.com/careers');
    expect(started.statusCode).toBe(200);
    const run = started.json().run;
    expect(started.json()).toMatchObject({
      state: 'running',
      run: {
        containerId: expect.stringMatching(/^\d+$/),
        agentId: '4242',
        agentName: 'Web Scraper',
        url: 'https://example.com/careers',
        status: 'launched',
        message: 'PhantomBuster agent Web Scraper launched.',
      },
    });
    const first = await pollRun(run.containerId);
    expect(first.json()).toMatchObject({
      state: 'running',
      run: { containerId: run.containerId, status: 'running' },
    });
    expect(first.json().run.message).toMatch(/^PhantomBuster agent Web Scraper is running \(\d+ s\)\.$/);
    expect(first.json().run.output).toBe(
      '[info] Agent started\n[info] Opening https://example.com/careers\n[info] Reading the page (1)',
    );
    expect((await pollRun(run.containerId)).json().run.output).toContain('Reading the page (2)');
    const done = await pollRun(run.containerId);
    expect(done.json()).toMatchObject({
      state: 'done',
      result: {
        status: 'success',
        is_demo: false,
        data: {
          containerId: run.containerId,
          status: 'finished',
          message: 'Scraping completed on PhantomBuster.',
          content: 'Scraped https://example.com/careers\n[info] 1 page extracted',
        },
      },
    });
    // The ended run keeps answering its result without asking PhantomBuster again.
    const asked = fake.requests.length;
    expect((await pollRun(run.containerId)).json()).toEqual(done.json());
    expect(fake.requests.length).toBe(asked);
    // Another user cannot follow it.
    const other = await signUpOver(app, 'bob@acme.io', 'Bob');
    const foreign = await pollRun(run.containerId, other);
    expect([foreign.statusCode, foreign.json().error.title]).toEqual([404, 'Scrape Not Found']);
  });

  it("ends a followed run with the agent's failure, and scrapes at once without a key", async () => {
    const local = await startRun(`${site.url}/jobs/senior-engineer`);
    expect(local.json()).toMatchObject({
      state: 'done',
      result: {
        status: 'success',
        data: { agentId: 'local', message: 'Scraped locally (no PhantomBuster key is configured).' },
      },
    });
    expect(fake.requests).toEqual([]);
    await saveKey();
    fake.planRuns({ exitCode: 1, endType: 'killed' });
    const { run } = (await startRun('https://example.com/careers')).json();
    expect((await pollRun(run.containerId)).json()).toMatchObject({
      state: 'done',
      result: {
        status: 'error',
        error: 'The PhantomBuster agent was stopped (killed).',
        suggestion: 'Open the agent in your PhantomBuster dashboard to see its log, then try again.',
        data: { containerId: run.containerId, status: 'failed' },
      },
    });
    const unknown = await pollRun('123');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a refused key at launch as a done error result', async () => {
    await saveKey('pb-wrong-key-000000');
    const res = await startRun('https://example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'done', result: { status: 'error', is_demo: false } });
    expect(res.json().result.error).toMatch(/PhantomBuster/);
  });

  it('reports a refused key as an error result for the API Error banner', async () => {
    await saveKey('pb-wrong-key-000000');
    const res = await scrape({ url: 'https://example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.is_demo).toBe(false);
    expect(body.error).toMatch(/PhantomBuster/);
  });

  it("refuses a missing or malformed URL with the spec's 'URL Required' message", async () => {
    for (const payload of [{}, { url: '' }, { url: '   ' }, { url: 42 }]) {
      const res = await scrape(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please enter a URL to test scraping.');
    }
    expect((await scrape({ url: ' ' })).json()).toEqual({
      error: { code: 'url_required', title: 'URL Required', message: 'Please enter a URL to test scraping.' },
    });
    const bad = await scrape({ url: 'javascript:alert(1)' });
    expect([bad.statusCode, bad.json().error]).toEqual([
      400,
      { code: 'invalid_url', title: 'Invalid URL', message: SCRAPING_MESSAGES.invalidUrlText },
    ]);
    expect(fake.requests).toEqual([]);
  });

  it('asks for sign-in, and refuses a Basic plan after the trial', async () => {
    const anonymous = await scrape({ url: 'https://example.com' }, '');
    expect([anonymous.statusCode, anonymous.json().error.message]).toEqual([
      401,
      'Please sign in to continue',
    ]);
    // Past the 14-day trial (the account was made 15 days ago).
    await core.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 15 * DAY).toISOString() })
      .execute();
    const res = await scrape({ url: 'https://example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Web Scraping is not available in your current plan. Please upgrade to access this feature.',
    );
  });
});
