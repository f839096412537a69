import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';

describe('recruit linkedin', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);
  beforeEach(async () => {
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off' };
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, 'Sunny-Day-42')).code).toBe(0);
  });
  afterEach(() => cleanup());

  it('shows the labelled sample without a key, and will not save it', async () => {
    const res = await run(['linkedin', 'linkedin.com/in/someone']);
    expect(res.code).toBe(0);
    expect(res.out.split('\n').slice(0, 2)).toEqual([
      'Demo Data: This is sample data: no PhantomBuster API key is configured, so no profile was scraped.',
      'Alex Morgan (sample) — Senior Software Engineer | Cloud & Distributed Systems',
    ]);
    const save = await run(['linkedin', 'linkedin.com/in/someone', '--save']);
    expect(save.code).toBe(1);
    expect(save.err).toContain('Sample data cannot be saved as a candidate.');
  });

  it("refuses a URL with the spec's message and reports a bulk import per URL", async () => {
    const bad = await run(['linkedin', 'https://example.com/in/x']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Please enter a valid LinkedIn profile URL.');
    const dir = mkdtempSync(join(tmpdir(), 'recruit-li-'));
    writeFileSync(join(dir, 'urls.txt'), 'linkedin.com/in/a\nhttps://example.com/x\n');
    const bulk = await run(['linkedin', '--file', join(dir, 'urls.txt')]);
    expect(bulk.out).toBe(
      '✓ https://www.linkedin.com/in/a/: Alex Morgan (sample) (sample data)\n✗ https://example.com/x: Please enter a valid LinkedIn profile URL.\n',
    );
    expect(bulk.err).toBe('1 of 2 profiles extracted.\n');
  });
});
