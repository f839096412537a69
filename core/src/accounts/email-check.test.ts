import { describe, expect, it } from 'vitest';
import { checkEmailDeliverable } from './email-check.js';

const notFound = () => Promise.reject(Object.assign(new Error('queryMx ENOTFOUND'), { code: 'ENOTFOUND' }));

/** A resolver that knows only the listed mail domains and answers "not found" for every other name. */
const resolverKnowing = (domains: string[]) => {
  const lookup = (host: string) =>
    domains.includes(host) ? Promise.resolve([{ exchange: `mx.${host}` }]) : notFound();
  return { resolveMx: lookup, resolve4: lookup, resolve6: lookup };
};

describe('checkEmailDeliverable', () => {
  it('refuses a domain with no mail host when the resolver finds one for a well-known domain', async () => {
    const resolver = resolverKnowing(['gmail.com', 'acme.io']);
    expect(await checkEmailDeliverable('ann@no-such-domain-xyz.com', { resolver })).toEqual({
      valid: false,
      reason: 'no_mail_host',
    });
    expect(await checkEmailDeliverable('ann@acme.io', { resolver })).toEqual({ valid: true });
  });

  it('accepts every address when DNS answers "not found" for every name (air-gapped machine)', async () => {
    const resolver = resolverKnowing([]);
    expect(await checkEmailDeliverable('ann@gmail.com', { resolver })).toEqual({ valid: true });
    expect(await checkEmailDeliverable('ann@acme.io', { resolver })).toEqual({ valid: true });
  });

  it('accepts when the resolver cannot be reached or is too slow', async () => {
    const refused = () => Promise.reject(Object.assign(new Error('ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const never = () => new Promise<unknown[]>(() => {});
    expect(
      await checkEmailDeliverable('ann@acme.io', {
        resolver: { resolveMx: refused, resolve4: refused, resolve6: refused },
      }),
    ).toEqual({ valid: true });
    expect(
      await checkEmailDeliverable('ann@acme.io', {
        timeoutMs: 20,
        resolver: { resolveMx: never, resolve4: never, resolve6: never },
      }),
    ).toEqual({ valid: true });
  });

  it('still refuses syntax, reserved and disposable addresses without asking DNS', async () => {
    const resolver = resolverKnowing(['gmail.com']);
    expect(await checkEmailDeliverable('not-an-email', { resolver })).toEqual({
      valid: false,
      reason: 'syntax',
    });
    expect(await checkEmailDeliverable('ann@example.com', { resolver })).toEqual({
      valid: false,
      reason: 'reserved',
    });
    expect(await checkEmailDeliverable('ann@mailinator.com', { resolver })).toEqual({
      valid: false,
      reason: 'disposable',
    });
  });
});
