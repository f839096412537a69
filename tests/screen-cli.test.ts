// `recruit screen` and `recruit source` as real processes: the ranked table, NDJSON best first, CSV,
// --top, failures ranked last, exit codes.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tempHome } from './helpers/databases.js';
import { assertBuilt, runRecruit } from './helpers/cli.js';

const set = path.resolve(import.meta.dirname, 'fixtures/screening');
const JD = path.join(set, 'jds', 'j03-icu-registered-nurse.md');

beforeAll(() => assertBuilt());

describe('recruit screen', () => {
  let home: string;
  let cleanup: () => void;
  let work: string;
  let env: Record<string, string>;
  beforeEach(() => {
    ({ home, cleanup } = tempHome());
    work = mkdtempSync(path.join(os.tmpdir(), 'screen-cli-'));
    env = { RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1' };
    mkdirSync(path.join(work, 'cvs', 'more'), { recursive: true });
    for (const f of ['r14-lpn-ltc', 'r11-icu-rn', 'r20-ap-clerk'])
      copyFileSync(path.join(set, 'resumes', `${f}.txt`), path.join(work, 'cvs', `${f}.txt`));
    copyFileSync(
      path.join(set, 'resumes', 'r16-er-nurse.txt'),
      path.join(work, 'cvs', 'more', 'r16-er-nurse.txt'),
    );
  });
  afterEach(() => {
    cleanup();
    rmSync(work, { recursive: true, force: true });
  });
  const recruit = (args: string[]) => runRecruit(args, { env });

  it('--json: one line per resume of a directory (recursively), best first, and exit 0', async () => {
    const r = await recruit(['screen', '--jd', JD, path.join(work, 'cvs'), '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.rank, path.basename(l.file)])).toEqual([
      [1, 'r11-icu-rn.txt'],
      [2, 'r16-er-nurse.txt'],
      [3, 'r14-lpn-ltc.txt'],
      [4, 'r20-ap-clerk.txt'],
    ]);
    expect(Object.keys(lines[0])).toEqual(['rank', 'file', 'name', 'score', 'matched', 'missing', 'years']);
    expect(lines[0].name).toBe('Grace Thompson');
    expect(lines[0].score).toBeGreaterThan(lines[1].score);
    expect(lines[0].matched).toEqual(expect.arrayContaining(['Registered Nurse', 'Critical Care']));
    expect(lines[2].missing).toContain('Registered Nurse'); // the LPN lacks the licence the JD requires
    expect(lines[3].score).toBeLessThan(10);
  });

  it('a file that cannot be read gets an error line ranked last, and the exit code is 1', async () => {
    writeFileSync(path.join(work, 'cvs', 'broken.pdf'), 'this is not a PDF');
    const r = await recruit(['screen', '--jd', JD, `${work}/cvs/*.{txt,pdf}`, '--json']);
    expect(r.code).toBe(1);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({
      rank: 4,
      file: expect.stringMatching(/broken\.pdf$/),
      error: { code: expect.any(String) },
    });
    expect(r.stderr).toMatch(/1 of 4 files could not be read/);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('the terminal table, --top and --csv', async () => {
    const csv = path.join(work, 'out.csv');
    const r = await recruit(['screen', '--jd', JD, path.join(work, 'cvs'), '--top', '2', '--csv', csv]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Job: Registered Nurse - Intensive Care Unit\n/);
    expect(r.stdout).toMatch(/#\s+Name\s+Score\s+Top matched\s+Top missing/);
    expect(r.stdout).toMatch(/1\s+Grace Thompson\s+\d+\.\d\s+Registered Nurse/);
    expect(r.stdout).not.toContain('Denise Harper');
    const rows = readFileSync(csv, 'utf8').trim().split('\n');
    expect(rows[0]).toBe('rank,file,name,score,years,matched,missing,error');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^1,.*r11-icu-rn\.txt,Grace Thompson,/);
  });

  it('bad usage exits 2 with a message, no stack', async () => {
    const noJd = await recruit(['screen', path.join(work, 'cvs')]);
    expect(noJd.code).toBe(2);
    expect(noJd.stderr).toMatch(/required option '--jd <file>' not specified/);
    const missing = await recruit(['screen', '--jd', JD, path.join(work, 'nothing-here')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`No resume files match '${path.join(work, 'nothing-here')}'.`);
    const emptyJd = path.join(work, 'empty.md');
    writeFileSync(emptyJd, '  \n');
    const empty = await recruit(['screen', '--jd', emptyJd, path.join(work, 'cvs')]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('is empty');
    const top = await recruit(['screen', '--jd', JD, path.join(work, 'cvs'), '--top', 'x']);
    expect(top.code).toBe(2);
    for (const r of [noJd, missing, empty, top]) expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('recruit source needs a signed-in user', async () => {
    const r = await recruit(['source', '--jd', JD]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('You are not signed in.');
  });
});
