import { describe, expect, it } from 'vitest';
import { shippedBootstrap, baseUrlFor, loadBootstrap } from './rdap.js';

describe('the shipped RDAP bootstrap', () => {
  it("knows the registries of IANA's file, country codes and new gTLDs alike, https preferred", async () => {
    const SHIPPED_BOOTSTRAP = await shippedBootstrap();
    const tlds = SHIPPED_BOOTSTRAP.services.reduce((n, [names]) => n + names.length, 0);
    expect(tlds).toBeGreaterThan(1000);
    expect(baseUrlFor(SHIPPED_BOOTSTRAP, 'com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(baseUrlFor(SHIPPED_BOOTSTRAP, 'UK')).toBe('https://rdap.nominet.uk/uk/');
    expect(baseUrlFor(SHIPPED_BOOTSTRAP, 'music')).toMatch(/^https?:\/\/rdap\.centralnic\.com\/music\/$/);
    expect(baseUrlFor(SHIPPED_BOOTSTRAP, 'io')).toBe('https://rdap.identitydigital.services/rdap/');
    expect(baseUrlFor(SHIPPED_BOOTSTRAP, 'no-such-tld')).toBeUndefined();
  });

  it('is what a data dir without a refreshed file reads', async () => {
    const SHIPPED_BOOTSTRAP = await shippedBootstrap();
    expect(await loadBootstrap('/nonexistent-recruit-home')).toBe(SHIPPED_BOOTSTRAP);
    expect(await loadBootstrap(undefined)).toBe(SHIPPED_BOOTSTRAP);
  });
});
