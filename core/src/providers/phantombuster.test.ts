import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../tests/fakes/expect-failure.js';
import { startPhantomBusterFake, type PhantomBusterFake } from '../../../tests/fakes/phantombuster-fake.js';
import { createPhantomBusterClient } from './phantombuster.js';

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

  it('launches with the spec body, reports the run while and after it runs, and fetches the output', async () => {
    fake.planRuns({ runningPolls: 1 });
    const { containerId } = await client().launchAgent('4242', { url: 'https://example.com/jobs' });
    expect(fake.requests[0]!.body).toEqual({
      id: '4242',
      arguments: { url: 'https://example.com/jobs', waitTime: 3000, extractText: true, extractLinks: true },
    });
    expect(await client().fetchRun(containerId)).toEqual({
      containerId,
      status: 'running',
      exitCode: null,
      endType: null,
    });
    expect(await client().fetchRun(containerId)).toEqual({
      containerId,
      status: 'finished',
      exitCode: 0,
      endType: 'finished',
    });
    expect(await client().fetchOutput(containerId)).toEqual({
      containerId,
      output: 'Scraped https://example.com/jobs\n[info] 1 page extracted',
    });
    expect(fake.requests.slice(1).map((r) => `${r.path}?id=${r.query.get('id')}`)).toEqual([
      `/api/v2/containers/fetch?id=${containerId}`,
      `/api/v2/containers/fetch?id=${containerId}`,
      `/api/v2/containers/fetch-output?id=${containerId}`,
    ]);
  });

  it("reads a killed run's end type and exit code, and an empty output (204) as no output", async () => {
    fake.planRuns({ exitCode: 1, endType: 'killed', output: null });
    const { containerId } = await client().launchAgent('4242', { url: 'https://example.com' });
    expect(await client().fetchRun(containerId)).toMatchObject({
      status: 'finished',
      exitCode: 1,
      endType: 'killed',
    });
    expect(await client().fetchOutput(containerId)).toEqual({ containerId, output: '' });
  });

  it('says which container PhantomBuster does not know', async () => {
    const e = await expectFailure(client().fetchRun('123'));
    expect(e.message).toBe('PhantomBuster rejected the request: Container not found');
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
