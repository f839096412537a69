import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startPhantomBusterFake, type PhantomBusterFake } from '../../../tests/fakes/phantombuster-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

let fake: PhantomBusterFake;
beforeAll(async () => {
  fake = await startPhantomBusterFake({ apiKey: 'pb-key-0123456789abcdef' });
});
afterAll(() => fake.close());

describe.each(testDialects())('LinkedIn routes on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  beforeEach(async () => {
    fake.reset();
    fake.requests.length = 0;
    core = await makeTestCore(dialect, { RECRUIT_PHANTOMBUSTER_BASE_URL: fake.baseUrl });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    session = await signUpOver(app, 'ada@acme.io', 'Ada');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, cookies: { recruit_session: session } });

  it("answers the labelled demo sample without a key and the spec's URL messages", async () => {
    const res = await post('/api/linkedin/profile', { url: 'https://www.linkedin.com/in/someone' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'demo',
      is_demo: true,
      profile: { name: 'Alex Morgan (sample)' },
    });
    expect(fake.requests).toEqual([]);

    const empty = await post('/api/linkedin/profile', { url: '' });
    expect([empty.statusCode, empty.json().error.message]).toEqual([
      400,
      'Please enter a LinkedIn profile URL.',
    ]);
    const wrong = await post('/api/linkedin/profile', { url: 'https://example.com/in/x' });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([
      400,
      'Please enter a valid LinkedIn profile URL.',
    ]);
  });

  it("runs the user's LinkedIn profile agent with a key and answers the profile it printed", async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/keys/phantombuster',
      payload: { value: 'pb-key-0123456789abcdef' },
      cookies: { recruit_session: session },
    });
    expect(saved.statusCode).toBe(200);
    fake.agents.push({ id: '777', name: 'LinkedIn Profile Scraper', script: 'LinkedIn Profile Scraper.js' });
    try {
      fake.planRuns({
        runningPolls: 1,
        output: `[info] start\n${JSON.stringify({ general: { fullName: 'Grace Hopper', headline: 'Computer Scientist' } })}\n[info] done`,
      });
      const res = await post('/api/linkedin/profile', { url: 'linkedin.com/in/grace-hopper' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        is_demo: false,
        url: 'https://www.linkedin.com/in/grace-hopper/',
        profile: { name: 'Grace Hopper', headline: 'Computer Scientist' },
      });
      const launches = fake.requests.filter((r) => r.path === '/api/v2/agents/launch');
      expect(launches.map((r) => r.body)).toMatchObject([
        { id: '777', arguments: { url: 'https://www.linkedin.com/in/grace-hopper/' } },
      ]);
    } finally {
      fake.agents.splice(
        fake.agents.findIndex((a) => a.id === '777'),
        1,
      );
    }
  });

  it('refuses to save sample data, saves a real profile once, and reports a bulk import per URL', async () => {
    const profile = {
      name: 'Grace Hopper',
      url: 'https://www.linkedin.com/in/grace-hopper/',
      skills: ['COBOL'],
    };
    const demo = await post('/api/linkedin/save', { profile, is_demo: true });
    expect(demo.statusCode).toBe(400);
    const saved = await post('/api/linkedin/save', { profile });
    expect(saved.json()).toMatchObject({
      created: true,
      message: 'Grace Hopper was added to your candidates.',
    });
    const again = await post('/api/linkedin/save', { profile });
    expect(again.json()).toMatchObject({ created: false });

    const bulk = await post('/api/linkedin/bulk', { urls: ['linkedin.com/in/a', 'nope'] });
    expect(bulk.json()).toMatchObject({
      message: '1 of 2 profiles extracted.',
      results: [{ status: 'demo' }, { status: 'error', error: 'Please enter a valid LinkedIn profile URL.' }],
    });
  });
});
