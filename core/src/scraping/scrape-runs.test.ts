// The runs the scraping screen follows live in the database: two services on it stand for two
// server processes. Their polls are made to meet at the worst moment (both have the ended run's
// output in hand before either stores it) to show the plan use is recorded once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { AppError } from '../errors.js';
import { fakeScrapingProvider } from '../providers/fakes.js';
import type { ScrapingProvider } from '../providers/ports.js';
import { createScrapingService } from './scraping-service.js';

const AGENT = { id: '4242', name: 'Web Scraper', script: 'Web Scraper.js' };
const OUTPUT = 'Scraped https://example.com/careers\n[info] 1 page extracted';

/** A port whose runs end at once; fetchOutput answers only once `meet` callers are waiting in it. */
function meetingScraper(meet: number) {
  let waiting = 0;
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const port: ScrapingProvider = fakeScrapingProvider({
    listAgents: async () => [AGENT],
    launchAgent: async () => ({ containerId: 'c-7' }),
    fetchRun: async (id) => ({ containerId: id, status: 'finished', exitCode: 0, endType: 'finished' }),
    fetchOutput: async (id) => {
      if (++waiting >= meet) open();
      await opened;
      return { containerId: id, output: OUTPUT };
    },
  });
  return port;
}

describe.each(testDialects())('scrape runs kept in the database on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  const serviceWith = (port: ScrapingProvider, plans: TestCore['plans'] = core.plans) =>
    createScrapingService({
      db: core.db,
      plans,
      scraperFor: async () => port,
      localScraper: async () => {
        throw new Error('no local scrape here');
      },
    });
  const uses = () => core.plans.usedThisMonth(userId, 'web-scraping');

  it('two processes finishing the same run at once answer one result and record one use', async () => {
    const port = meetingScraper(2);
    const first = serviceWith(port);
    const second = serviceWith(port);
    expect(await first.startScrape(userId, 'https://example.com/careers')).toMatchObject({
      state: 'running',
      run: { containerId: 'c-7' },
    });
    const [a, b] = await Promise.all([first.scrapeRun(userId, 'c-7'), second.scrapeRun(userId, 'c-7')]);
    expect(a).toMatchObject({ state: 'done', result: { status: 'success', data: { content: OUTPUT } } });
    expect(b).toEqual(a);
    expect(await uses()).toBe(1);
    expect(await second.scrapeRun(userId, 'c-7')).toEqual(a);
    expect(await uses()).toBe(1);
    const row = await core.db.selectFrom('scrape_runs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: userId,
      container_id: 'c-7',
      agent_id: '4242',
      agent_name: 'Web Scraper',
      url: 'https://example.com/careers',
      status: 'success',
      error: null,
      plan_use_recorded: 1,
    });
    expect(JSON.parse(row.result!)).toEqual(a.state === 'done' ? a.result : undefined);
  });

  it("gives the use back to the next poll when recording it failed, and keeps another user's run from them", async () => {
    let fail = true;
    const flaky: TestCore['plans'] = {
      ...core.plans,
      use: async (...args: Parameters<TestCore['plans']['use']>) => {
        if (fail) {
          fail = false;
          throw new AppError('unavailable', 'database_unavailable', 'The database is not answering');
        }
        return core.plans.use(...args);
      },
    } as TestCore['plans'];
    const service = serviceWith(meetingScraper(1), flaky);
    await service.startScrape(userId, 'https://example.com/careers');
    await expect(service.scrapeRun(userId, 'c-7')).rejects.toMatchObject({ code: 'database_unavailable' });
    expect(await uses()).toBe(0);
    expect(await service.scrapeRun(userId, 'c-7')).toMatchObject({
      state: 'done',
      result: { status: 'success' },
    });
    expect(await uses()).toBe(1);
    await service.scrapeRun(userId, 'c-7');
    expect(await uses()).toBe(1);

    const bob = await core.accounts.register({ email: 'bob@acme.io', password: 'Sunny-Day-42', name: 'Bob' });
    await expect(service.scrapeRun(bob.userId, 'c-7')).rejects.toMatchObject({
      kind: 'not_found',
      title: 'Scrape Not Found',
    });
  });
});
