import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPhantomBusterFake, type PhantomBusterFake } from '../../../tests/fakes/phantombuster-fake.js';
import { startFixtureSite, type FixtureSite } from '../../../tests/fakes/fixture-site.js';
import { tempHome } from '../../../tests/helpers/databases.js';
import { pipe, runCliIn } from '../../../tests/helpers/cli-in-process.js';
import { runCli } from '../run.js';

const PASSWORD = 'Sunny-Day-42';
const PB_KEY = 'pb-key-0123456789abcdef';

/** Plain streams: stdin from a string, not a terminal. */

let fake: PhantomBusterFake;
let site: FixtureSite;
beforeAll(async () => {
  fake = await startPhantomBusterFake({ apiKey: PB_KEY });
  site = await startFixtureSite();
});
afterAll(async () => {
  await fake.close();
  await site.close();
});

describe('recruit scrape', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);

  beforeEach(async () => {
    fake.reset();
    fake.requests.length = 0;
    const t = tempHome();
    cleanup = t.cleanup;
    env = {
      RECRUIT_HOME: t.home,
      RECRUIT_EMAIL_DNS: 'off',
      RECRUIT_PHANTOMBUSTER_BASE_URL: fake.baseUrl,
      RECRUIT_SCRAPE_ALLOW: site.allow,
    };
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, PASSWORD)).code).toBe(0);
  });
  afterEach(() => cleanup());

  it('scrapes the page locally without a key, and refuses a private address', async () => {
    const res = await run(['scrape', `${site.url}/jobs/senior-engineer`]);
    expect([res.code, res.err]).toEqual([0, '']);
    const lines = res.out.split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'Scraping Successful',
      'Title: Senior Engineer at Acme',
      `URL: ${site.url}/jobs/senior-engineer`,
      "Description: Join Acme's platform team.",
      'Emails: talent@acme.example',
      'Phones: +1 415 555 0132',
      'Profile (linkedin): https://www.linkedin.com/company/acme',
    ]);
    expect(res.out).toContain('Job posting: Senior Engineer');
    expect(res.out).toContain('Acme is hiring a senior engineer');
    expect(fake.requests).toEqual([]);

    const refused = await run(['scrape', `${site.url}/to-canary`]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'The page redirected to 127.0.0.1, a private, local or reserved network address. Only public websites can be scraped.',
    );
    expect(site.canaryHits).toEqual([]);
  });

  it('scrapes a file of URLs as NDJSON and exits 1 when one failed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-urls-'));
    const file = join(dir, 'urls.txt');
    writeFileSync(file, `# jobs\n${site.url}/jobs/senior-engineer\n\n${site.canaryUrl}/\n`);
    const res = await run(['scrape', '--file', file, '--json']);
    expect(res.code).toBe(1);
    const rows = res.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { input: string; status: string; error?: string });
    expect(rows.map((r) => [r.input, r.status]).sort()).toEqual(
      [
        [`${site.url}/jobs/senior-engineer`, 'success'],
        [`${site.canaryUrl}/`, 'error'],
      ].sort(),
    );
    expect(res.err).toMatch(/^Error: .*1 of 2 URLs scraped\.\n$/);
    expect(site.canaryHits).toEqual([]);
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
    // Progress on stderr while the run goes on, then the reason.
    expect(failed.err).toMatch(
      /^… Launching PhantomBuster agent .+ on https:\/\/example\.com\/careers\n… Run \S+: /,
    );
    expect(
      failed.err.endsWith(
        'Error: Scraping Failed: The PhantomBuster agent stopped with exit code 1.\n' +
          'Open the agent in your PhantomBuster dashboard to see its log, then try again.\n',
      ),
    ).toBe(true);

    const agents = await run(['scrape', '--agents', '--json']);
    expect(agents.code).toBe(0);
    expect(JSON.parse(agents.out).agents.length).toBeGreaterThan(0);
  });

  it("shows the run's status and seconds since launch on stderr while it waits, redrawn in place on a terminal", async () => {
    expect((await run(['keys', 'set', 'phantombuster', '--value-stdin'], PB_KEY)).code).toBe(0);
    fake.planRuns({ runningPolls: 1 });
    const piped = await run(['scrape', 'https://example.com/careers']);
    expect(piped.code).toBe(0);
    expect(piped.out).toContain('Scraped https://example.com/careers\n[info] 1 page extracted');
    // Through a pipe or into a log: a line per look at the run.
    expect(piped.err).toMatch(
      /^… Launching PhantomBuster agent Web Scraper \(4242\) on https:\/\/example\.com\/careers\n… Run (\d+): running \(\d+ s\)\n… Run \1: finished \(\d+ s\)\n… Fetching the output\n$/,
    );

    // The terminal's "back to the line start and clear it", made visible.
    const redraws = (text: string) => text.split('\r\x1b[2K').join('<redraw>');
    fake.planRuns({ runningPolls: 1 });
    const terminal = pipe(env);
    terminal.io.stderr.isTTY = true;
    expect(await runCli(['scrape', 'https://example.com/careers'], terminal.io)).toBe(0);
    expect(terminal.out()).toContain('Scraped https://example.com/careers\n[info] 1 page extracted');
    // On a terminal: one status line, redrawn at each look, left showing how the run ended.
    expect(redraws(terminal.err())).toMatch(
      /^… Launching PhantomBuster agent Web Scraper \(4242\) on https:\/\/example\.com\/careers\n<redraw>… Run (\d+): running \(\d+ s\)<redraw>… Run \1: finished \(\d+ s\)\n… Fetching the output\n$/,
    );

    // A run that fails still ends its status line before the error.
    fake.planRuns({ exitCode: 1 });
    const failed = pipe(env);
    failed.io.stderr.isTTY = true;
    expect(await runCli(['scrape', 'https://example.com/careers'], failed.io)).toBe(1);
    expect(redraws(failed.err())).toMatch(
      /<redraw>… Run \d+: finished \(\d+ s\)\nError: Scraping Failed: The PhantomBuster agent stopped with exit code 1\.\n/,
    );
  });

  it('asks for the PhantomBuster key before listing agents', async () => {
    const res = await run(['scrape', '--agents']);
    expect(res.code).toBe(1);
    expect(res.err).toContain('PhantomBuster API key not configured');
  });

  it("refuses a URL it cannot scrape with the service's message", async () => {
    const res = await run(['scrape', 'example.com']);
    expect([res.code, res.err]).toEqual([
      1,
      'Error: Invalid URL: Please enter a valid website URL starting with http:// or https://.\n',
    ]);
  });
});
