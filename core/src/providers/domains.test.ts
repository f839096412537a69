import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDomainFake, type DomainFake } from '../../../tests/fakes/dropcowboy-fake.js';
import { expectFailure } from '../../../tests/fakes/expect-failure.js';
import { createDomainClient } from './domains.js';

const KEY = 'dc-key-123';
let fake: DomainFake;
beforeAll(async () => {
  fake = await startDomainFake({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.requests.length = 0;
});

const client = (apiKey = KEY, timeoutMs = 5000) =>
  createDomainClient({ apiKey, baseUrl: fake.baseUrl, timeoutMs, retry: { retries: 0, minTimeoutMs: 10 } });

describe('domain client against its fake', () => {
  it('searches with the query and filters', async () => {
    const found = await client().search('talenthub', { tld: 'io' });
    expect(found).toEqual([
      { id: 'd2', domain: 'talenthub.io', expiry_date: null, status: 'available', price: 39 },
    ]);
    expect(fake.requests[0]!.query.get('q')).toBe('talenthub');
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(await client().search('talenthub')).toHaveLength(3);
  });

  it('monitors a domain, then lists it', async () => {
    const m = await client().monitor('TalentHub.com');
    expect(m).toMatchObject({
      domain: 'talenthub.com',
      registrar: 'Example Registrar',
      status: 'registered',
    });
    expect((await client().listMonitored()).map((d) => d.domain)).toContain('talenthub.com');
  });

  it('team info', async () => {
    expect(await client().teamInfo()).toEqual({ id: 't1', name: 'Recruit Team', members: 3, plan: 'pro' });
  });

  it('uses the spec messages', async () => {
    const empty = await expectFailure(client().search('  '));
    expect(empty.message).toBe('Please enter a domain search query');
    expect(empty.title).toBe('Enter search query');
    expect((await expectFailure(client('bad').search('x'))).message).toBe('Failed to search domains');
    fake.failWith(429);
    expect((await expectFailure(client().monitor('talenthub.com'))).message).toBe('Failed to monitor domain');
    fake.failWith(500);
    const down = await expectFailure(client().search('x'));
    expect(down.message).toBe('Failed to search domains');
    expect(down.status).toBe(500);
    fake.hang();
    const slow = await expectFailure(client(KEY, 200).listMonitored());
    expect(slow.code).toBe('timeout');
    expect(slow.hint).toBe('Drop Cowboy did not respond within 200 ms.');
  });

  it('test() calls the team endpoint', async () => {
    expect((await client().test()).state).toBe('configured');
    expect((await client('bad').test()).state).toBe('invalid_key');
  });
});
