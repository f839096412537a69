import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startPhantomBusterFake, type PhantomBusterFake } from '../../../tests/fakes/phantombuster-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';
import { INVALID_SCRAPE_URL } from './scraping.js';

const PB_KEY = 'pb-key-0123456789abcdef';
const DAY = 86_400_000;

let fake: PhantomBusterFake;
beforeAll(async () => {
  fake = await startPhantomBusterFake({ apiKey: PB_KEY });
});
afterAll(() => fake.close());

describe.each(testDialects())('POST /api/scrape on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  beforeEach(async () => {
    fake.reset();
    fake.requests.length = 0; // reset() keeps what was recorded: each test starts with none
    core = await makeTestCore(dialect, { RECRUIT_PHANTOMBUSTER_BASE_URL: fake.baseUrl });
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

  it('answers in demo mode without a key, flagged is_demo, and calls nobody', async () => {
    const res = await scrape({ url: 'https://example.com/jobs' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'demo',
      is_demo: true,
      data: {
        url: 'https://example.com/jobs',
        message: 'Demo data returned. Configure your API key for live scraping.',
      },
    });
    expect(fake.requests).toEqual([]);
  });

  it("launches the user's PhantomBuster agent with the spec's body once a key is saved", async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/keys/phantombuster',
      payload: { value: PB_KEY },
      cookies: { recruit_session: session },
    });
    expect(saved.statusCode).toBe(200);
    const res = await scrape({ url: 'https://example.com/careers' });
    expect(res.json()).toMatchObject({
      status: 'success',
      is_demo: false,
      data: {
        url: 'https://example.com/careers',
        agentId: '4242',
        containerId: expect.stringMatching(/^\d+$/),
      },
    });
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

  it('reports a refused key as an error result for the API Error banner', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/keys/phantombuster',
      payload: { value: 'pb-wrong-key-000000' },
      cookies: { recruit_session: session },
    });
    const res = await scrape({ url: 'https://example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.is_demo).toBe(false);
    expect(body.error).toMatch(/PhantomBuster/);
  });

  it("refuses a missing or malformed URL with the spec's 'URL Required' message", async () => {
    for (const payload of [{}, { url: '' }, { url: '   ' }]) {
      const res = await scrape(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please enter a URL to test scraping.');
    }
    const bad = await scrape({ url: 'javascript:alert(1)' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, INVALID_SCRAPE_URL]);
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
