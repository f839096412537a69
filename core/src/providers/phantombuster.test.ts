import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../tests/fakes/expect-failure.js';
import { startPhantomBusterFake, type PhantomBusterFake } from '../../../tests/fakes/phantombuster-fake.js';
import { createDemoScrapingProvider, createPhantomBusterClient } from './phantombuster.js';

const KEY = 'pb-key-123';
let fake: PhantomBusterFake;
beforeAll(async () => {
  fake = await startPhantomBusterFake({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.requests.length = 0;
});

const client = (apiKey = KEY, timeoutMs = 5000) =>
  createPhantomBusterClient({
    apiKey,
    baseUrl: fake.baseUrl,
    timeoutMs,
    retry: { retries: 2, minTimeoutMs: 10 },
  });

describe('PhantomBuster client against its fake', () => {
  it('lists agents with the key header', async () => {
    expect(await client().listAgents()).toEqual([
      { id: '4242', name: 'Web Scraper', script: 'Web Scraper.js' },
    ]);
    expect(fake.requests[0]!.headers['x-phantombuster-key-1']).toBe(KEY);
  });

  it('launches with the spec body and fetches the output', async () => {
    const { containerId } = await client().launchAgent('4242', { url: 'https://example.com/jobs' });
    expect(fake.requests[0]!.body).toEqual({
      id: '4242',
      arguments: { url: 'https://example.com/jobs', waitTime: 3000, extractText: true, extractLinks: true },
    });
    const out = await client().fetchOutput(containerId);
    expect(out).toEqual({
      containerId,
      status: 'finished',
      output: 'Scraped https://example.com/jobs\n[info] 1 page extracted',
    });
    expect(fake.requests[1]!.query.get('id')).toBe(containerId);
  });

  it('scrape() picks the first agent and returns the spec result shape', async () => {
    const res = await client().scrape('https://example.com/about');
    expect(res).toMatchObject({
      status: 'success',
      is_demo: false,
      data: {
        title: 'Scrape of example.com',
        url: 'https://example.com/about',
        status: 'running',
        agentId: '4242',
        metadata: { provider: 'phantombuster', agentName: 'Web Scraper' },
      },
    });
    expect(res.data!.containerId).toMatch(/^\d+$/);
  });

  it('scrape() turns provider failures into error results, not exceptions', async () => {
    const bad = await client('wrong').scrape('https://example.com');
    expect(bad).toEqual({
      status: 'error',
      is_demo: false,
      error: 'Invalid PhantomBuster API key',
      suggestion: 'Action required: Please configure the API key in API Settings.',
    });
    fake.failWith(429);
    expect((await client().scrape('https://example.com')).error).toBe(
      'PhantomBuster rate limit reached. Please wait a moment before trying again.',
    );
  });

  it('scrape() asks for a URL first', async () => {
    const e = await expectFailure(client().scrape('  '));
    expect(e.message).toBe('Please enter a URL to test scraping.');
    expect(e.details).toEqual({ title: 'URL Required' });
    expect(fake.requests).toHaveLength(0);
  });

  it('retries a GET after a 500 but never the launch POST', async () => {
    fake.failWith(500, 1);
    expect(await client().listAgents()).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
    fake.requests.length = 0;
    fake.failWith(500, 1);
    const e = await expectFailure(client().launchAgent('4242', { url: 'https://example.com' }));
    expect(e.message).toBe('PhantomBuster is unavailable right now (HTTP 500). Please try again later.');
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up after the retries on a persistent 500', async () => {
    fake.failWith(500);
    const e = await expectFailure(client().listAgents());
    expect(e.status).toBe(500);
    expect(fake.requests).toHaveLength(3);
  });

  it('times out when the server hangs, without retrying', async () => {
    fake.hang();
    const e = await expectFailure(client(KEY, 300).listAgents());
    expect(e.message).toBe('PhantomBuster did not respond within 300 ms.');
    expect(fake.requests).toHaveLength(1);
  });

  it('test() reports the key state', async () => {
    expect((await client().test()).state).toBe('configured');
    expect(await client('nope').test()).toEqual({
      state: 'invalid_key',
      message: 'Invalid PhantomBuster API key',
    });
    fake.hang();
    expect((await client(KEY, 200).test()).state).toBe('unreachable');
  });
});

describe('demo scraping provider', () => {
  it('returns a flagged demo result without fetching anything', async () => {
    const res = await createDemoScrapingProvider().scrape('https://example.com/team');
    expect(res).toMatchObject({
      status: 'demo',
      is_demo: true,
      data: {
        url: 'https://example.com/team',
        message: 'Demo data returned. Configure your API key for live scraping.',
        metadata: { demo: true },
      },
    });
    expect(res.data!.containerId).toMatch(/^demo-/);
    expect((await createDemoScrapingProvider().test()).state).toBe('not_configured');
  });
});
