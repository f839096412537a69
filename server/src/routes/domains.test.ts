import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startRdapFake, type RdapFake } from '../../../tests/fakes/rdap-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

let rdap: RdapFake;
beforeAll(async () => {
  rdap = await startRdapFake();
});
afterAll(() => rdap.close());

describe.each(testDialects())('domain routes on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  beforeEach(async () => {
    rdap.domains.clear();
    rdap.domains.set('acme.com', { registrar: 'Example Registrar, Inc.', expires: '2030-06-01T00:00:00Z' });
    rdap.domains.set('acme.io', 'down');
    core = await makeTestCore(dialect, { RECRUIT_RDAP_BASE_URL: rdap.baseUrl });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    session = await signUpOver(app, 'ada@acme.io', 'Ada');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    cookie: string | undefined = session,
  ) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { cookies: { recruit_session: cookie } } : {}),
    });

  it('searches over RDAP: registered, unknown when the registry is down, available otherwise', async () => {
    const res = await call('POST', '/api/domains/search', { query: 'acme' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Found 8 domains matching your search');
    const by = Object.fromEntries(body.results.map((r: { domain: string }) => [r.domain, r]));
    expect(by['acme.com']).toMatchObject({
      status: 'registered',
      registrar: 'Example Registrar, Inc.',
      expiry_date: '2030-06-01T00:00:00Z',
    });
    expect(by['acme.io']).toMatchObject({ status: 'unknown' });
    expect(by['acme.dev']).toMatchObject({ status: 'available' });
  });

  it("refuses an empty query with the spec's title and message, and asks for sign-in", async () => {
    const res = await call('POST', '/api/domains/search', { query: '  ' });
    expect([res.statusCode, res.json().error]).toEqual([
      400,
      {
        code: 'domain_query_required',
        title: 'Enter search query',
        message: 'Please enter a domain search query',
      },
    ]);
    const long = await call('POST', '/api/domains/search', { query: 'a'.repeat(1000) });
    expect([long.statusCode, long.json().error.message]).toEqual([
      400,
      'Please enter a domain name of at most 253 characters.',
    ]);
    const anonymous = await call('POST', '/api/domains/search', { query: 'acme' }, '');
    expect(anonymous.statusCode).toBe(401);
  });

  it('monitors a domain, lists it, checks it and stops monitoring it', async () => {
    const started = await call('POST', '/api/domains/monitored', { domain: 'acme.com' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      message: 'Now monitoring acme.com for changes',
      domain: { domain: 'acme.com', status: 'registered', registrar: 'Example Registrar, Inc.' },
    });
    rdap.domains.set('acme.com', { registrar: 'Other Registrar LLC', expires: '2030-06-01T00:00:00Z' });
    const checked = await call('POST', '/api/domains/check', {});
    expect(checked.json().domains[0]).toMatchObject({
      registrar: 'Other Registrar LLC',
      changes: [{ field: 'registrar', from: 'Example Registrar, Inc.', to: 'Other Registrar LLC' }],
    });
    const listed = await call('GET', '/api/domains/monitored');
    expect(listed.json().domains.map((d: { domain: string }) => d.domain)).toEqual(['acme.com']);
    expect((await call('DELETE', '/api/domains/monitored/acme.com')).statusCode).toBe(200);
    expect((await call('GET', '/api/domains/monitored')).json().domains).toEqual([]);
    const gone = await call('DELETE', '/api/domains/monitored/acme.com');
    expect([gone.statusCode, gone.json().error.message]).toEqual([
      404,
      'acme.com is not among your monitored domains.',
    ]);
  });
});
