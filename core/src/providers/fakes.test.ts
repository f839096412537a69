import { describe, expect, it } from 'vitest';
import { fakeCallProvider, fakeScrapingProvider, NotImplementedInFake } from './fakes.js';

describe('in-memory port fakes', () => {
  it('answer with the methods a test gives and refuse every other one by name', async () => {
    const scraper = fakeScrapingProvider({ listAgents: async () => [{ id: '1', name: 'A', script: null }] });
    expect(await scraper.listAgents()).toEqual([{ id: '1', name: 'A', script: null }]);
    const missing = await scraper.fetchOutput('c-1').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotImplementedInFake);
    expect((missing as Error).message).toBe('ScrapingProvider.fetchOutput is not implemented in this fake');
    await expect(fakeCallProvider().test()).rejects.toThrow(
      'CallProvider.test is not implemented in this fake',
    );
  });
});
