// The scraping screen's PhantomBuster runs with several `recruit serve` processes on one database
// (README: "several recruit serve processes may share it"), and across a restart: each process here
// is its own core (its own database connections) and server, on the same database and home.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, openCore, type Core, type DatabaseTarget } from '@recruit/core';
import { startPhantomBusterFake, type PhantomBusterFake } from '../../../tests/fakes/phantombuster-fake.js';
import { tempHome, testDialects } from '../../../tests/helpers/databases.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const PB_KEY = 'pb-key-0123456789abcdef';
const DAY = 86_400_000;
const OUTPUT = 'Scraped https://example.com/careers\n[info] 1 page extracted';

let fake: PhantomBusterFake;
beforeAll(async () => {
  fake = await startPhantomBusterFake({ apiKey: PB_KEY });
});
afterAll(async () => fake.close());

type Process = { core: Core; app: FastifyInstance; stop: () => Promise<void> };

describe.each(testDialects())('scrape runs shared by server processes on $name', (dialect) => {
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  let home: { home: string; cleanup: () => void };
  let running: Process[];
  let session: string;

  /** One `recruit serve` process: a core of its own on the shared database and home. */
  async function start(): Promise<Process> {
    const config = loadConfig({
      RECRUIT_HOME: home.home,
      RECRUIT_EMAIL_DNS: 'off',
      RECRUIT_PHANTOMBUSTER_BASE_URL: fake.baseUrl,
    });
    const core = await openCore(config, { database: target });
    const app = await buildServer(core, { webRoot: '/nonexistent' });
    const p: Process = {
      core,
      app,
      stop: async () => {
        running = running.filter((x) => x !== p);
        await app.close();
        await core.close();
      },
    };
    running.push(p);
    return p;
  }

  beforeEach(async () => {
    fake.reset();
    fake.requests.length = 0;
    ({ target, drop } = await dialect.create());
    home = tempHome();
    running = [];
  });
  afterEach(async () => {
    for (const p of [...running]) await p.stop();
    await drop();
    home.cleanup();
  });

  /** Ada signs up and saves her PhantomBuster key through `p`. */
  async function adaWithKey(p: Process) {
    session = await signUpOver(p.app, 'ada@acme.io', 'Ada');
    const saved = await p.app.inject({
      method: 'PUT',
      url: '/api/keys/phantombuster',
      payload: { value: PB_KEY },
      cookies: { recruit_session: session },
    });
    expect(saved.statusCode).toBe(200);
  }
  const startRun = async (p: Process, url = 'https://example.com/careers') => {
    const res = await p.app.inject({
      method: 'POST',
      url: '/api/scrape/runs',
      payload: { url },
      cookies: { recruit_session: session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'running', run: { status: 'launched' } });
    return res.json().run.containerId as string;
  };
  const poll = (p: Process, containerId: string, cookie = session) =>
    p.app.inject({
      method: 'GET',
      url: `/api/scrape/runs/${containerId}`,
      cookies: { recruit_session: cookie },
    });
  const uses = async (p: Process) => {
    const user = await p.core.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ada@acme.io')
      .executeTakeFirstOrThrow();
    return p.core.plans.usedThisMonth(user.id, 'web-scraping');
  };
  const success = (containerId: string) => ({
    state: 'done',
    result: {
      status: 'success',
      is_demo: false,
      data: {
        containerId,
        status: 'finished',
        message: 'Scraping completed on PhantomBuster.',
        content: OUTPUT,
      },
    },
  });

  it('a run launched through one server is followed through another to its result, counted once', async () => {
    const a = await start();
    const b = await start();
    await adaWithKey(a);
    fake.planRuns({ runningPolls: 1 });
    const containerId = await startRun(a);

    const running = await poll(b, containerId);
    expect(running.statusCode).toBe(200);
    expect(running.json()).toMatchObject({
      state: 'running',
      run: { containerId, agentName: 'Web Scraper', status: 'running', url: 'https://example.com/careers' },
    });
    expect(running.json().run.message).toMatch(/^PhantomBuster agent Web Scraper is running \(\d+ s\)\.$/);
    expect(running.json().run.output).toContain('[info] Agent started');

    const done = await poll(a, containerId);
    expect(done.json()).toMatchObject(success(containerId));
    const asked = fake.requests.length;
    expect((await poll(b, containerId)).json()).toEqual(done.json());
    expect((await poll(a, containerId)).json()).toEqual(done.json());
    expect(fake.requests.length).toBe(asked);
    expect(await uses(b)).toBe(1);

    // Another user's poll, on either server, finds no such scrape.
    const bob = await signUpOver(b.app, 'bob@acme.io', 'Bob');
    for (const p of [a, b]) {
      const foreign = await poll(p, containerId, bob);
      expect([foreign.statusCode, foreign.json().error.title]).toEqual([404, 'Scrape Not Found']);
    }
  });

  it('two servers polling a finished run at the same moment record one use of the plan', async () => {
    const a = await start();
    const b = await start();
    await adaWithKey(a);
    const first = await startRun(b);
    const answers = await Promise.all([poll(a, first), poll(b, first), poll(a, first), poll(b, first)]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject(success(first));
    }
    expect(await uses(a)).toBe(1);
    // A second run is a second use, however often it is polled.
    const second = await startRun(a);
    await Promise.all([poll(b, second), poll(a, second)]);
    await Promise.all([poll(b, second), poll(a, second)]);
    expect(await uses(b)).toBe(2);
  });

  it('a server started after a restart still answers the runs launched before it', async () => {
    const a = await start();
    await adaWithKey(a);
    fake.planRuns({ runningPolls: 1 });
    const containerId = await startRun(a);
    await a.stop();

    const again = await start();
    expect((await poll(again, containerId)).json()).toMatchObject({
      state: 'running',
      run: { containerId, status: 'running' },
    });
    const done = await poll(again, containerId);
    expect(done.json()).toMatchObject(success(containerId));
    await again.stop();

    // Its result, stored, is answered after another restart without asking PhantomBuster again.
    const third = await start();
    const asked = fake.requests.length;
    expect((await poll(third, containerId)).json()).toEqual(done.json());
    expect(fake.requests.length).toBe(asked);
    expect(await uses(third)).toBe(1);
  });

  it('forgets runs launched more than 7 days ago when a run is launched', async () => {
    const a = await start();
    await adaWithKey(a);
    const old = await startRun(a);
    const recent = await startRun(a);
    await a.core.db
      .updateTable('scrape_runs')
      .set({ launched_at: new Date(Date.now() - 8 * DAY).toISOString() })
      .where('container_id', '=', old)
      .execute();
    expect((await poll(a, old)).statusCode).toBe(200);
    await startRun(a);
    const gone = await poll(a, old);
    expect([gone.statusCode, gone.json().error.title]).toEqual([404, 'Scrape Not Found']);
    expect((await poll(a, recent)).json()).toMatchObject(success(recent));
  });
});
