import { PassThrough, Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPhantomBusterFake, type PhantomBusterFake } from '../../../tests/fakes/phantombuster-fake.js';
import { tempHome } from '../../../tests/helpers/databases.js';
import type { CliIO } from '../io.js';
import { runCli } from '../run.js';

const PASSWORD = 'Sunny-Day-42';
const PB_KEY = 'pb-key-0123456789abcdef';

/** Plain streams: stdin from a string, not a terminal. */
function pipe(env: NodeJS.ProcessEnv, input = '') {
  let out = '';
  let err = '';
  const io: CliIO = {
    stdin: Object.assign(PassThrough.from([input]), { isTTY: false }),
    stdout: new Writable({ write: (c, _e, d) => ((out += String(c)), d()) }),
    stderr: new Writable({ write: (c, _e, d) => ((err += String(c)), d()) }),
    env,
  };
  return { io, out: () => out, err: () => err };
}

let fake: PhantomBusterFake;
beforeAll(async () => {
  fake = await startPhantomBusterFake({ apiKey: PB_KEY });
});
afterAll(() => fake.close());

describe('recruit scrape', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = async (args: string[], input = '') => {
    const p = pipe(env, input);
    const code = await runCli(args, p.io);
    return { code, out: p.out(), err: p.err() };
  };

  beforeEach(async () => {
    fake.reset();
    fake.requests.length = 0;
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off', RECRUIT_PHANTOMBUSTER_BASE_URL: fake.baseUrl };
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, PASSWORD)).code).toBe(0);
  });
  afterEach(() => cleanup());

  it('answers in the labelled demo mode without a key', async () => {
    const res = await run(['scrape', 'https://example.com/jobs']);
    expect(res.code).toBe(0);
    expect(res.out.split('\n')[0]).toBe(
      'Demo Mode: Demo data returned. Configure your API key for live scraping.',
    );
    expect(fake.requests).toEqual([]);
  });

  it("prints the agent's output with a key, and exits 1 with the reason when the run fails", async () => {
    expect((await run(['keys', 'set', 'phantombuster', '--value-stdin'], PB_KEY)).code).toBe(0);
    const ok = await run(['scrape', 'https://example.com/careers', '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toMatchObject({
      status: 'success',
      data: { content: 'Scraped https://example.com/careers\n[info] 1 page extracted' },
    });

    fake.planRuns({ exitCode: 1 });
    const failed = await run(['scrape', 'https://example.com/careers']);
    expect(failed.code).toBe(1);
    expect(failed.out).toBe('');
    expect(failed.err).toBe(
      'Error: The PhantomBuster agent stopped with exit code 1.\n' +
        'Open the agent in your PhantomBuster dashboard to see its log, then try again.\n',
    );
  });

  it("refuses a URL it cannot scrape with the service's message", async () => {
    const res = await run(['scrape', 'example.com']);
    expect([res.code, res.err]).toEqual([
      1,
      'Error: Please enter a valid website URL starting with http:// or https://.\n',
    ]);
  });
});
