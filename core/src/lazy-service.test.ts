import { describe, expect, it } from 'vitest';
import { lazyService } from './lazy-service.js';

describe('lazyService', () => {
  it('builds the service on the first call of any member, once, and answers its answers', async () => {
    let builds = 0;
    const service = lazyService(async () => {
      builds++;
      return { hello: async (name: string) => `Hello, ${name}!`, count: async () => builds };
    });
    expect(builds).toBe(0);
    const [a, b] = await Promise.all([service.hello('Ada'), service.hello('Grace')]);
    expect([a, b]).toEqual(['Hello, Ada!', 'Hello, Grace!']);
    expect(await service.count()).toBe(1);
  });

  it("passes the service's errors through and retries a load that failed", async () => {
    let attempts = 0;
    const service = lazyService(async () => {
      if (++attempts === 1) throw new Error('module not found');
      return { fail: async () => Promise.reject(new RangeError('No such candidate')) };
    });
    await expect(service.fail()).rejects.toThrow('module not found');
    await expect(service.fail()).rejects.toThrow(RangeError);
    expect(attempts).toBe(2);
  });

  it('is not a promise, so awaiting it does not load it', async () => {
    let builds = 0;
    const service = lazyService(async () => {
      builds++;
      return { ping: async () => 'pong' };
    });
    expect(await service).toBe(service);
    expect(builds).toBe(0);
  });
});
