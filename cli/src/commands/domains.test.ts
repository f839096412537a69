import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRdapFake, type RdapFake } from '../../../tests/fakes/rdap-fake.js';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';

const PASSWORD = 'Sunny-Day-42';

let rdap: RdapFake;
beforeAll(async () => {
  rdap = await startRdapFake();
});
afterAll(() => rdap.close());

describe('recruit domains', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);

  beforeEach(async () => {
    rdap.domains.clear();
    rdap.domains.set('acme.com', { registrar: 'Example Registrar, Inc.', expires: '2030-06-01T00:00:00Z' });
    rdap.domains.set('acme.io', 'down');
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off', RECRUIT_RDAP_BASE_URL: rdap.baseUrl };
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, PASSWORD)).code).toBe(0);
  });
  afterEach(() => cleanup());

  it('searches: a table, the spec message on stderr, and JSON with --json', async () => {
    const res = await run(['domains', 'search', 'acme']);
    expect(res.code).toBe(0);
    expect(res.err).toBe('Search completed: Found 8 domains matching your search\n');
    const lines = res.out.split('\n');
    expect(lines[0]).toMatch(/^DOMAIN\s+STATUS\s+EXPIRES\s+REGISTRAR$/);
    expect(lines[1]).toMatch(/^acme\.com\s+registered\s+2030-06-01\s+Example Registrar, Inc\.$/);
    expect(lines[2]).toMatch(/^acme\.io\s+unknown\s+-\s+-$/);
    expect(lines[3]).toContain('↳ The registry answered HTTP 503, so the status is unknown.');
    expect(res.out).toMatch(/acme\.dev\s+available/);

    const json = await run(['domains', 'search', 'acme.com', '--json']);
    expect(JSON.parse(json.out)).toEqual({
      message: 'Found 1 domains matching your search',
      results: [
        {
          id: 'acme.com',
          domain: 'acme.com',
          status: 'registered',
          registrar: 'Example Registrar, Inc.',
          expiry_date: '2030-06-01T00:00:00Z',
        },
      ],
    });
  });

  it("refuses an empty query with the spec's message", async () => {
    const res = await run(['domains', 'search', ' ']);
    expect(res.code).toBe(1);
    expect(res.err).toContain('Please enter a domain search query');
  });

  it('monitors, lists the changes a check found, and stops', async () => {
    const started = await run(['domains', 'monitor', 'acme.com']);
    expect(started.code).toBe(0);
    expect(started.out.split('\n')[0]).toBe('Domain monitoring started: Now monitoring acme.com for changes');
    rdap.domains.set('acme.com', { registrar: 'Example Registrar, Inc.', expires: '2031-06-01T00:00:00Z' });
    expect((await run(['domains', 'check'])).code).toBe(0);
    const listed = await run(['domains', 'list']);
    expect(listed.out).toMatch(/acme\.com\s+registered\s+2031-06-01/);
    expect(listed.out).toContain('acme.com: expiry_date 2030-06-01T00:00:00Z → 2031-06-01T00:00:00Z');
    const asJson = JSON.parse((await run(['domains', 'list', '--json'])).out);
    expect(asJson.domains[0].changes).toHaveLength(1);
    expect((await run(['domains', 'unmonitor', 'acme.com'])).code).toBe(0);
    expect((await run(['domains', 'list'])).out).toBe(
      'No monitored domains. Start with: recruit domains monitor acme.com\n',
    );
  });
});
