import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRdapFake, type RdapFake } from '../../../tests/fakes/rdap-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { ProviderError } from '../errors.js';
import { fakeDomainProvider } from '../providers/fakes.js';
import { createDomainService, namesForQuery } from './domain-service.js';
import { createRdapLookup } from '../providers/rdap.js';

const DAY = 86_400_000;
let rdap: RdapFake;
beforeAll(async () => {
  rdap = await startRdapFake();
});
afterAll(() => rdap.close());

describe('RDAP lookup', () => {
  beforeEach(() => {
    rdap.domains.clear();
    rdap.domains.set('acme.com', { registrar: 'Example Registrar, Inc.', expires: '2030-06-01T00:00:00Z' });
    rdap.domains.set('old.com', { registrar: 'Example Registrar, Inc.', expires: '2020-01-01T00:00:00Z' });
    rdap.domains.set('held.com', {
      registrar: 'Example Registrar, Inc.',
      expires: '2030-01-01T00:00:00Z',
      status: ['redemption period'],
    });
    rdap.domains.set('flaky.com', 'down');
  });

  it('reads registered, expired and available from the registry, with registrar and expiry', async () => {
    const l = createRdapLookup({ baseUrl: rdap.baseUrl, now: () => new Date('2026-01-01T00:00:00Z') });
    expect(await l('acme.com')).toEqual({
      id: 'acme.com',
      domain: 'acme.com',
      status: 'registered',
      registrar: 'Example Registrar, Inc.',
      expiry_date: '2030-06-01T00:00:00Z',
    });
    expect(await l('old.com')).toMatchObject({ status: 'expired', expiry_date: '2020-01-01T00:00:00Z' });
    expect(await l('held.com')).toMatchObject({ status: 'expired' });
    expect(await l('free-name.com')).toEqual({
      id: 'free-name.com',
      domain: 'free-name.com',
      status: 'available',
      registrar: null,
      expiry_date: null,
    });
  });

  it('answers unknown, never available, when the registry cannot tell', async () => {
    const l = createRdapLookup({ baseUrl: rdap.baseUrl });
    expect(await l('flaky.com')).toMatchObject({
      status: 'unknown',
      note: expect.stringContaining('HTTP 503'),
    });
    // No base URL: the bootstrap's registry for .com, whose name this machine cannot resolve.
    const offline = await createRdapLookup({ timeoutMs: 3000 })('acme.com');
    expect(offline).toMatchObject({ status: 'unknown', note: expect.stringContaining('not available') });
    expect(await createRdapLookup()('acme.unknowntld')).toMatchObject({
      status: 'unknown',
      note: 'No RDAP server is known for .unknowntld: its status could not be checked.',
    });
  });
});

describe('query rules', () => {
  it('turns a word into names on the common TLDs and keeps a full name', () => {
    expect(namesForQuery('  Acme ')).toEqual([
      'acme.com',
      'acme.io',
      'acme.ai',
      'acme.co',
      'acme.net',
      'acme.org',
      'acme.dev',
      'acme.app',
    ]);
    expect(namesForQuery('https://Acme.com/careers')).toEqual(['acme.com']);
  });
  it("refuses an empty query with the spec's message, and junk with a clear one", () => {
    expect(() => namesForQuery('  ')).toThrow(
      expect.objectContaining({ title: 'Enter search query', message: 'Please enter a domain search query' }),
    );
    for (const q of ['acme..com', 'ac me', '-acme.com', 'a'.repeat(300)])
      expect(() => namesForQuery(q), q).toThrow(expect.objectContaining({ code: 'invalid_domain_query' }));
  });
});

describe.each(testDialects())('domain service on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  let clock: number;
  beforeEach(async () => {
    rdap.domains.clear();
    rdap.domains.set('acme.com', { registrar: 'Example Registrar, Inc.', expires: '2030-06-01T00:00:00Z' });
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
    clock = Date.parse('2026-01-01T00:00:00Z');
  });
  afterEach(() => core.dispose());

  const service = (provider?: ReturnType<typeof fakeDomainProvider>) =>
    createDomainService({
      db: core.db,
      plans: core.plans,
      rdap: createRdapLookup({ baseUrl: rdap.baseUrl, now: () => new Date(clock) }),
      providerFor: async () => provider,
      now: () => new Date(clock),
    });

  it("searches every common TLD over RDAP with the spec's message", async () => {
    const res = await service().search(userId, 'acme');
    expect(res.message).toBe('Found 8 domains matching your search');
    expect(res.results[0]).toMatchObject({ domain: 'acme.com', status: 'registered' });
    expect(res.results.slice(1).every((r) => r.status === 'available')).toBe(true);
  });

  it('searches through the domain provider when the user saved its key', async () => {
    const provider = fakeDomainProvider({
      search: async (q) => [
        { id: 'd1', domain: `${q}.com`, expiry_date: null, status: 'available', price: 12 },
      ],
    });
    const res = await service(provider).search(userId, 'acme');
    expect(res.results).toEqual([
      { id: 'd1', domain: 'acme.com', status: 'available', registrar: null, expiry_date: null, price: 12 },
    ]);
    expect(res.message).toBe('Found 1 domains matching your search');
  });

  it('monitors a domain, re-checks it on schedule and records what changed', async () => {
    const s = service();
    const started = await s.monitor(userId, 'ACME.com');
    expect(started.message).toBe('Now monitoring acme.com for changes');
    expect(started.domain).toMatchObject({
      domain: 'acme.com',
      status: 'registered',
      registrar: 'Example Registrar, Inc.',
      expiry_date: '2030-06-01T00:00:00Z',
      changes: [],
    });
    // Monitoring again keeps one entry.
    await s.monitor(userId, 'acme.com');
    expect(await s.list(userId)).toHaveLength(1);

    // Renewed and moved to another registrar; a day later the schedule notices.
    rdap.domains.set('acme.com', { registrar: 'Other Registrar LLC', expires: '2031-06-01T00:00:00Z' });
    expect(await s.recheckDue()).toBe(0);
    clock += DAY + 1;
    expect(await s.recheckDue()).toBe(1);
    const [d] = await s.list(userId);
    expect(d).toMatchObject({ registrar: 'Other Registrar LLC', expiry_date: '2031-06-01T00:00:00Z' });
    expect(d!.changes.map((c) => [c.field, c.from, c.to]).sort()).toEqual([
      ['expiry_date', '2030-06-01T00:00:00Z', '2031-06-01T00:00:00Z'],
      ['registrar', 'Example Registrar, Inc.', 'Other Registrar LLC'],
    ]);

    // The registry down: nothing is recorded as a change, the status stays.
    rdap.domains.set('acme.com', 'down');
    await s.check(userId, 'acme.com');
    const [after] = await s.list(userId);
    expect(after!.status).toBe('registered');
    expect(after!.changes).toHaveLength(2);

    await s.unmonitor(userId, 'acme.com');
    expect(await s.list(userId)).toEqual([]);
    await expect(s.unmonitor(userId, 'acme.com')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('monitors through the domain provider too when the user saved its key, and says so when it fails', async () => {
    const asked: string[] = [];
    const provider = fakeDomainProvider({
      monitor: async (d) => (
        asked.push(d),
        {
          id: 'm1',
          domain: d,
          registrar: 'Provider Registrar',
          expiry_date: '2029-01-01',
          status: 'registered',
        }
      ),
    });
    rdap.domains.set('offline.com', 'down');
    const res = await service(provider).monitor(userId, 'offline.com');
    expect(asked).toEqual(['offline.com']);
    expect(res.domain).toMatchObject({ status: 'registered', registrar: 'Provider Registrar' });
    const failing = fakeDomainProvider({
      monitor: async () => {
        throw new ProviderError('dropcowboy', 'Invalid Drop Cowboy API key', { status: 401 });
      },
    });
    await expect(service(failing).monitor(userId, 'acme.com')).rejects.toMatchObject({
      message: 'Failed to monitor domain',
      hint: 'Invalid Drop Cowboy API key',
    });
  });

  it('refuses to monitor a bare word', async () => {
    await expect(service().monitor(userId, 'acme')).rejects.toMatchObject({
      message: 'Please enter a full domain name, like acme.com.',
    });
  });
});
