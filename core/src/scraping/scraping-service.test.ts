import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { ProviderError } from '../errors.js';
import { fakeScrapingProvider } from '../providers/fakes.js';
import type { ScrapeRun, ScrapingProvider } from '../providers/ports.js';
import { configureKeyHint } from '../providers/provider-error.js';
import type { PageExtract } from '../schemas/scraping-tools.js';
import type { LocalScraper } from './local-scraper.js';
import { FetchRefused, SAFE_FETCH_MESSAGES } from './safe-fetch.js';
import { createScrapingService, SCRAPE_RESULT_MESSAGES } from './scraping-service.js';

const EXTRACT: PageExtract = {
  title: 'Jobs at Example',
  description: 'Open roles',
  url: 'https://example.com/jobs/',
  text: 'We are hiring engineers.',
  links: [{ href: 'https://example.com/apply', text: 'Apply' }],
  emails: ['jobs@example.com'],
  phones: [],
  socialProfiles: [],
  jsonLd: [],
  jobPostings: [],
  people: [],
};

/** A local scraper that answers EXTRACT, or refuses as told, and records the URLs it was given. */
function fakeLocal(refuse?: FetchRefused) {
  const urls: string[] = [];
  const local: LocalScraper = {
    scrape: async (url) => {
      urls.push(url);
      if (refuse) throw refuse;
      return {
        extract: EXTRACT,
        status: 200,
        contentType: 'text/html',
        bytes: 120,
        redirects: [EXTRACT.url],
      };
    },
    close: async () => {},
  };
  return { local, urls };
}

const DAY = 86_400_000;
const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const AGENT = { id: '4242', name: 'Web Scraper', script: 'Web Scraper.js' };
const OUTPUT = 'Scraped https://example.com/careers\n[info] 1 page extracted';

const run = (over: Partial<ScrapeRun> = {}): ScrapeRun => ({
  containerId: 'c-1',
  status: 'finished',
  exitCode: 0,
  endType: 'finished',
  ...over,
});

/** A PhantomBuster-like port whose runs go through `runs` (the last one repeats), with what it was asked. */
function scriptedScraper(runs: ScrapeRun[], output = OUTPUT) {
  const asked: string[] = [];
  let look = 0;
  const port: ScrapingProvider = fakeScrapingProvider({
    listAgents: async () => (asked.push('listAgents'), [AGENT]),
    launchAgent: async (agentId, args) => (
      asked.push(`launch ${agentId} ${args.url}`),
      { containerId: 'c-1' }
    ),
    fetchRun: async (id) => (asked.push(`run ${id}`), runs[Math.min(look++, runs.length - 1)]!),
    fetchOutput: async (id) => (asked.push(`output ${id}`), { containerId: id, output }),
  });
  return { port, asked };
}

describe.each(testDialects())('scraping service on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  let clock: number;
  let slept: number[];
  let portAsked: number;

  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
    clock = T0;
    slept = [];
    portAsked = 0;
  });
  afterEach(async () => core.dispose());

  /** The service over the test core's plans, a movable clock and the given port (undefined: no key). */
  const serviceWith = (port: ScrapingProvider | undefined, local: LocalScraper = fakeLocal().local) =>
    createScrapingService({
      db: core.db,
      plans: core.plans,
      scraperFor: async () => (portAsked++, port),
      localScraper: async () => local,
      now: () => new Date(clock),
      sleep: async (ms) => {
        slept.push(ms);
        clock += ms;
      },
    });
  const uses = () => core.plans.usedThisMonth(userId, 'web-scraping');

  it('scrapes the page locally without a key: a real result, not a demo, and a use', async () => {
    const { local, urls } = fakeLocal();
    const res = await serviceWith(undefined, local).scrape(userId, '  https://example.com/jobs ');
    expect(urls).toEqual(['https://example.com/jobs']);
    expect(res).toMatchObject({
      status: 'success',
      is_demo: false,
      data: {
        title: 'Jobs at Example',
        url: 'https://example.com/jobs/',
        status: 'completed',
        message: 'Scraped locally (no PhantomBuster key is configured).',
        launchTimestamp: new Date(T0).toISOString(),
        agentId: 'local',
        content: 'We are hiring engineers.',
        metadata: { source: 'local', extracted: EXTRACT, redirects: ['https://example.com/jobs/'] },
      },
    });
    expect(res.data!.containerId).toMatch(/^local-/);
    expect(await uses()).toBe(1);
  });

  it('follows a launched run: running with its output, one use when it ends, a timeout past the wait', async () => {
    const { port, asked } = scriptedScraper([
      run({ status: 'running', exitCode: null, endType: null }),
      run(),
    ]);
    const service = serviceWith(port);
    const started = await service.startScrape(userId, 'https://example.com/careers');
    expect(started).toMatchObject({
      state: 'running',
      run: {
        containerId: 'c-1',
        agentName: 'Web Scraper',
        message: 'PhantomBuster agent Web Scraper launched.',
      },
    });
    clock += 5000;
    expect(await service.scrapeRun(userId, 'c-1')).toMatchObject({
      state: 'running',
      run: {
        status: 'running',
        elapsedSeconds: 5,
        message: 'PhantomBuster agent Web Scraper is running (5 s).',
        output: OUTPUT,
      },
    });
    expect(await uses()).toBe(0);
    const done = await service.scrapeRun(userId, 'c-1');
    expect(done).toMatchObject({ state: 'done', result: { status: 'success', data: { content: OUTPUT } } });
    expect(await service.scrapeRun(userId, 'c-1')).toEqual(done);
    expect(await uses()).toBe(1);
    expect(asked).toEqual([
      'listAgents',
      'launch 4242 https://example.com/careers',
      'run c-1',
      'output c-1',
      'run c-1',
      'output c-1',
    ]);

    const stuck = scriptedScraper([run({ status: 'running', exitCode: null, endType: null })]);
    const slow = serviceWith(stuck.port);
    await slow.startScrape(userId, 'https://example.com/careers');
    clock += 61_000;
    expect(await slow.scrapeRun(userId, 'c-1')).toMatchObject({
      state: 'done',
      result: {
        status: 'error',
        error: 'PhantomBuster was still running the scrape after 60 s.',
        data: { status: 'running', message: 'Scraping job still running on PhantomBuster.' },
      },
    });
    expect(await uses()).toBe(1);
    await expect(slow.scrapeRun(userId, 'c-2')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('refuses a private address (400) and shows other local failures as error values', async () => {
    const blocked = new FetchRefused('address_not_allowed', SAFE_FETCH_MESSAGES.blocked('10.0.0.1'), true);
    await expect(
      serviceWith(undefined, fakeLocal(blocked).local).scrape(userId, 'http://10.0.0.1/'),
    ).rejects.toMatchObject({
      kind: 'validation',
      title: 'Address Not Allowed',
    });
    const timeout = new FetchRefused('timeout', SAFE_FETCH_MESSAGES.timedOut(15));
    expect(
      await serviceWith(undefined, fakeLocal(timeout).local).scrape(userId, 'https://slow.example/'),
    ).toEqual({
      status: 'error',
      is_demo: false,
      error: 'The website did not answer within 15 s.',
      suggestion: 'Check the URL and try again.',
    });
    expect(await uses()).toBe(0);
  });

  it('scrapes a batch with bounded concurrency and one request at a time per host', async () => {
    const order: string[] = [];
    let inFlight = 0;
    let most = 0;
    const local: LocalScraper = {
      scrape: async (url) => {
        inFlight++;
        most = Math.max(most, inFlight);
        order.push(url);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        return {
          extract: { ...EXTRACT, url },
          status: 200,
          contentType: 'text/html',
          bytes: 1,
          redirects: [],
        };
      },
      close: async () => {},
    };
    const urls = [
      'https://a.example/1',
      'https://a.example/2',
      'https://b.example/1',
      'https://c.example/1',
      'nope',
    ];
    const seen: { input: string; status: string; error?: string }[] = [];
    const summary = await serviceWith(undefined, local).scrapeMany(userId, urls, (r) => seen.push(r), {
      concurrency: 2,
    });
    expect(summary).toEqual({ ok: 4, total: 5 });
    expect(most).toBeLessThanOrEqual(2);
    expect(seen.find((r) => r.input === 'nope')).toMatchObject({
      status: 'error',
      error: 'Please enter a valid website URL starting with http:// or https://.',
    });
    expect(order.indexOf('https://a.example/2')).toBeGreaterThan(order.indexOf('https://a.example/1'));
    expect(slept).toContain(1000);
  });

  it('launches the first agent, waits for its run to end, and succeeds only with its output', async () => {
    const { port, asked } = scriptedScraper([
      run({ status: 'starting', exitCode: null, endType: null }),
      run({ status: 'running', exitCode: null, endType: null }),
      run(),
    ]);
    const res = await serviceWith(port).scrape(userId, 'https://example.com/careers');
    expect(asked).toEqual([
      'listAgents',
      'launch 4242 https://example.com/careers',
      'run c-1',
      'run c-1',
      'run c-1',
      'output c-1',
    ]);
    expect(slept).toEqual([1000, 2000]);
    expect(res).toEqual({
      status: 'success',
      is_demo: false,
      data: {
        title: 'Scrape of example.com',
        url: 'https://example.com/careers',
        containerId: 'c-1',
        status: 'finished',
        message: 'Scraping completed on PhantomBuster.',
        launchTimestamp: new Date(T0).toISOString(),
        agentId: '4242',
        content: OUTPUT,
        metadata: { provider: 'phantombuster', agentName: 'Web Scraper' },
      },
    });
    expect(await uses()).toBe(1);
  });

  it('is an error, not a success, when the run ended without output', async () => {
    const { port } = scriptedScraper([run()], '  \n');
    const res = await serviceWith(port).scrape(userId, 'https://example.com');
    expect(res).toMatchObject({
      status: 'error',
      is_demo: false,
      error: 'PhantomBuster finished the scrape but sent no output.',
      suggestion: SCRAPE_RESULT_MESSAGES.noOutputSuggestion,
      data: { containerId: 'c-1', content: '' },
    });
    expect(await uses()).toBe(0);
  });

  it('stops waiting after 60 s with backoff, says the run is still going, and never asks for output', async () => {
    // fetchOutput is not given: asking for it would fail this test.
    const port = fakeScrapingProvider({
      listAgents: async () => [AGENT],
      launchAgent: async () => ({ containerId: 'c-9' }),
      fetchRun: async (id) => run({ containerId: id, status: 'running', exitCode: null, endType: null }),
    });
    const res = await serviceWith(port).scrape(userId, 'https://example.com');
    expect(slept).toEqual([1000, 2000, 3000, ...Array<number>(10).fill(5000), 4000]);
    expect(clock - T0).toBe(60_000);
    expect(res).toMatchObject({
      status: 'error',
      error: 'PhantomBuster was still running the scrape after 60 s.',
      suggestion: 'Its result will be in your PhantomBuster dashboard once the agent finishes.',
      data: {
        containerId: 'c-9',
        status: 'running',
        message: 'Scraping job still running on PhantomBuster.',
      },
    });
    expect(await uses()).toBe(0);
  });

  it.each([
    [run({ exitCode: 1 }), 'The PhantomBuster agent stopped with exit code 1.'],
    [
      run({ exitCode: null, endType: 'agent timeout' }),
      'The PhantomBuster agent was stopped (agent timeout).',
    ],
    [
      run({ status: 'launch error', exitCode: null, endType: null }),
      'The PhantomBuster agent could not be launched.',
    ],
  ])('reports a run that did not finish cleanly (%j) as an error', async (ended, message) => {
    const { port, asked } = scriptedScraper([ended]);
    const res = await serviceWith(port).scrape(userId, 'https://example.com');
    expect(res).toMatchObject({
      status: 'error',
      error: message,
      suggestion: 'Open the agent in your PhantomBuster dashboard to see its log, then try again.',
      data: { status: 'failed' },
    });
    expect(asked).not.toContain('output c-1');
  });

  it("turns the provider's failures into error values with a next step", async () => {
    const refusing = fakeScrapingProvider({
      listAgents: async () => {
        throw new ProviderError('phantombuster', 'Invalid PhantomBuster API key', {
          status: 401,
          code: 'invalid_key',
        });
      },
    });
    expect(await serviceWith(refusing).scrape(userId, 'https://example.com')).toEqual({
      status: 'error',
      is_demo: false,
      error: 'Invalid PhantomBuster API key',
      suggestion: configureKeyHint,
    });
    const empty = fakeScrapingProvider({ listAgents: async () => [] });
    expect(await serviceWith(empty).scrape(userId, 'https://example.com')).toEqual({
      status: 'error',
      is_demo: false,
      error: 'No PhantomBuster agent found in your account.',
      suggestion: 'Create a web-scraping phantom in your PhantomBuster dashboard, then try again.',
    });
    expect(await uses()).toBe(0);
  });

  it("refuses a missing or unusable URL with the spec's 'URL Required' before asking for the key", async () => {
    const service = serviceWith(fakeScrapingProvider());
    for (const url of ['', '   ']) {
      await expect(service.scrape(userId, url)).rejects.toMatchObject({
        kind: 'validation',
        code: 'url_required',
        title: 'URL Required',
        message: 'Please enter a URL to test scraping.',
      });
    }
    for (const url of ['javascript:alert(1)', 'example.com', 'ftp://example.com/file']) {
      await expect(service.scrape(userId, url)).rejects.toMatchObject({
        title: 'Invalid URL',
        message: 'Please enter a valid website URL starting with http:// or https://.',
      });
    }
    await expect(service.scrape(userId, `https://example.com/${'a'.repeat(2048)}`)).rejects.toMatchObject({
      code: 'url_too_long',
      message: 'Please enter a URL of at most 2048 characters.',
    });
    expect(portAsked).toBe(0);
  });

  it('is refused on the Basic plan after the trial, before anything else', async () => {
    core.clock.advance(15 * DAY);
    await expect(serviceWith(undefined).scrape(userId, '')).rejects.toMatchObject({
      kind: 'forbidden',
      title: 'Feature Restricted',
      message: 'Web Scraping is not available in your current plan. Please upgrade to access this feature.',
    });
    expect(portAsked).toBe(0);
  });
});
