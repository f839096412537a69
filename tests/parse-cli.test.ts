// `recruit parse` as a real process on the resume corpus: NDJSON, exit codes, hostile files, --save.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESUME_MESSAGES } from '@recruit/core';
import { tempHome } from './helpers/databases.js';
import { assertBuilt, runRecruit } from './helpers/cli.js';
import { startTextkernelFake } from './fakes/textkernel-fake.js';
// @ts-expect-error plain ESM fixture builder without types
import { buildCorpus } from './fixtures/resumes/build-corpus.mjs';

type Built = { file: string; truth: { name: string; email: string }; record: { format: string } };
type Line = {
  file: string;
  ok: boolean;
  result?: { name: string; email: string; skills: string[] };
  error?: { code: string; message: string };
  candidate?: { id: string; created: boolean };
  ms: number;
};

const PASSWORD = 'Sunny-Day-42';
let corpusDir: string;
let corpus: Built[];
let work: string;

beforeAll(async () => {
  assertBuilt();
  corpusDir = mkdtempSync(path.join(os.tmpdir(), 'parse-cli-corpus-'));
  corpus = (await buildCorpus(corpusDir)) as Built[];
}, 120_000);
afterAll(() => rmSync(corpusDir, { recursive: true, force: true }));

const lines = (stdout: string): Line[] =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

describe('recruit parse', () => {
  let home: string;
  let cleanup: () => void;
  let env: Record<string, string>;
  beforeEach(() => {
    ({ home, cleanup } = tempHome());
    work = mkdtempSync(path.join(os.tmpdir(), 'parse-cli-work-'));
    env = { RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1' };
  });
  afterEach(() => {
    cleanup();
    rmSync(work, { recursive: true, force: true });
  });
  const recruit = (args: string[], input?: string) => runRecruit(args, { env, ...(input ? { input } : {}) });
  const pick = (format: string, n: number) => corpus.filter((c) => c.record.format === format).slice(0, n);

  it('prints one JSON line per file of a directory (recursively) and exits 0 when all parse', async () => {
    const chosen = [...pick('pdf', 3), ...pick('docx', 2), ...pick('doc', 1)];
    mkdirSync(path.join(work, 'nested', 'deeper'), { recursive: true });
    chosen.forEach((c, i) =>
      copyFileSync(c.file, path.join(work, i % 2 ? 'nested/deeper' : '.', path.basename(c.file))),
    );
    writeFileSync(path.join(work, 'notes.txt'), 'not a resume');
    const r = await recruit(['parse', work, '--concurrency', '2']);
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out).toHaveLength(chosen.length);
    for (const c of chosen) {
      const line = out.find((l) => path.basename(l.file) === path.basename(c.file));
      expect(line?.ok).toBe(true);
      expect(line?.result?.name).toBe(c.truth.name);
      expect(line?.result?.email).toBe(c.truth.email);
      // Each line carries that file's parse time in whole milliseconds.
      expect(Number.isInteger(line?.ms) && line!.ms >= 0).toBe(true);
    }
    expect(r.stderr).toBe('');
  });

  it('keeps going past corrupt and hostile files, gives the spec messages and exits 1', async () => {
    const good = pick('pdf', 2);
    for (const c of good) copyFileSync(c.file, path.join(work, path.basename(c.file)));
    writeFileSync(
      path.join(work, 'random.pdf'),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    );
    writeFileSync(path.join(work, 'setup.exe'), Buffer.from('MZ\x90\x00 not a resume'));
    writeFileSync(path.join(work, 'empty.docx'), '');
    const r = await recruit([
      'parse',
      `${work}/*.pdf`,
      path.join(work, 'setup.exe'),
      path.join(work, 'empty.docx'),
      '--json',
    ]);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out).toHaveLength(5);
    const byName = (n: string) => out.find((l) => path.basename(l.file) === n);
    expect(byName('random.pdf')).toMatchObject({
      ok: false,
      error: { message: RESUME_MESSAGES.invalidType },
    });
    expect(byName('setup.exe')).toMatchObject({ ok: false, error: { message: RESUME_MESSAGES.blocked } });
    expect(byName('empty.docx')).toMatchObject({ ok: false, error: { message: RESUME_MESSAGES.empty } });
    expect(out.filter((l) => l.ok)).toHaveLength(2);
    expect(r.stderr.trim()).toBe('Error: 3 of 5 files could not be parsed.');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('stops at the first failure with --fail-fast', async () => {
    writeFileSync(path.join(work, '00-broken.pdf'), '%PDF-1.7\nthis is not really a pdf\n');
    for (const c of pick('pdf', 4)) copyFileSync(c.file, path.join(work, path.basename(c.file)));
    const r = await recruit(['parse', work, '--json', '--fail-fast', '--concurrency', '1']);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    // The file already handed to the worker when the failure arrives still finishes; nothing after it starts.
    expect(out.length).toBeLessThanOrEqual(2);
    expect(out[0]).toMatchObject({ ok: false, error: { code: 'corrupted_file' } });
    expect(out[0]?.error?.message).toMatch(/^The file appears to be corrupted/);
    expect(r.stderr).toContain(
      `1 of 5 files could not be parsed (stopped early, ${5 - out.length} not parsed).`,
    );
  });

  it('exits 2 for bad usage: nothing matched, a bad --concurrency, no argument', async () => {
    const none = await recruit(['parse', path.join(work, '*.pdf')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(`Error: No resume files match '${path.join(work, '*.pdf')}'.`);
    const missing = await recruit(['parse', path.join(work, 'nope.pdf')]);
    expect(missing.code).toBe(2);
    const conc = await recruit(['parse', corpusDir, '--concurrency', 'many']);
    expect(conc.code).toBe(2);
    expect(conc.stderr).toContain("--concurrency must be a whole number from 1 to 64 (got 'many').");
    const bare = await recruit(['parse']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain("missing required argument 'paths'");
  });

  it('--save needs sign-in, stores candidates deduplicated by email, and applies the Basic limit', async () => {
    const file = pick('pdf', 1)[0]!;
    const unsigned = await recruit(['parse', file.file, '--save']);
    expect([unsigned.code, unsigned.stderr]).toEqual([
      1,
      'Error: You are not signed in.\nRun `recruit login` (or `recruit signup`) first.\n',
    ]);
    const up = await recruit(
      ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'],
      PASSWORD,
    );
    expect(up.code).toBe(0);

    const first = lines((await recruit(['parse', file.file, '--save'])).stdout);
    const second = lines((await recruit(['parse', file.file, '--save'])).stdout);
    expect(first[0]?.candidate?.created).toBe(true);
    expect(second[0]?.candidate).toEqual({ id: first[0]?.candidate?.id, created: false });

    // Past the 14-day trial, a Basic account may save 5 resumes a month (2 are already used).
    const db = new SqliteDatabase(path.join(home, 'recruit.db'));
    db.prepare('UPDATE users SET created_at = ?').run(new Date(Date.now() - 30 * 86_400_000).toISOString());
    const rows = () => db.prepare('SELECT email FROM candidates ORDER BY email').all() as { email: string }[];
    expect(rows()).toEqual([{ email: file.truth.email.toLowerCase() }]);
    const five = pick('pdf', 6).slice(1);
    const r = await recruit(['parse', ...five.map((c) => c.file), '--save', '--concurrency', '1']);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out.filter((l) => l.ok)).toHaveLength(3);
    const blocked = out.filter((l) => !l.ok);
    expect(blocked).toHaveLength(2);
    for (const b of blocked) {
      expect(b.error?.message).toBe(
        'You have used all 5 resume parses of your plan this month. Please upgrade to parse more.',
      );
    }
    expect(rows()).toHaveLength(4);
    db.close();
  });

  it('--save keeps the original file with the candidate; `candidates resume` writes it back', async () => {
    const file = pick('pdf', 1)[0]!;
    const up = await recruit(
      ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'],
      PASSWORD,
    );
    expect(up.code).toBe(0);
    const saved = lines((await recruit(['parse', file.file, '--save'])).stdout)[0]!;
    const id = saved.candidate!.id;
    const original = readFileSync(file.file);
    const name = path.basename(file.file);

    const show = await recruit(['candidates', 'show', id]);
    expect(show.stdout).toContain(
      `  Resume file:  ${name} (${(original.byteLength / 1024).toFixed(1)} KB): recruit candidates resume ${id}\n`,
    );
    const out = path.join(work, 'back.pdf');
    const got = await recruit(['candidates', 'resume', id, '--out', out]);
    expect([got.code, got.stderr]).toEqual([0, '']);
    expect(got.stdout).toBe(
      `Saved ${name} (${(original.byteLength / 1024).toFixed(1)} KB, application/pdf) to ${out}.\n`,
    );
    expect(readFileSync(out).equals(original)).toBe(true);
    const again = await recruit(['candidates', 'resume', id, '--out', out]);
    expect([again.code, again.stderr]).toEqual([
      1,
      `Error: ${out} already exists.\nPass --force to overwrite it, or --out to choose another file.\n`,
    ]);
    expect((await recruit(['candidates', 'resume', id, '--out', out, '--force'])).code).toBe(0);

    const typed = JSON.parse((await recruit(['candidates', 'add', '--name', 'Typed', '--json'])).stdout) as {
      candidate: { id: string };
    };
    const none = await recruit([
      'candidates',
      'resume',
      typed.candidate.id,
      '--out',
      path.join(work, 'x.pdf'),
    ]);
    expect([none.code, none.stderr]).toEqual([
      1,
      'Error: No Resume File: This candidate has no resume file.\n',
    ]);
  });

  it("uses the signed-in user's Textkernel key when one is stored", async () => {
    const fake = await startTextkernelFake();
    try {
      env.RECRUIT_TEXTKERNEL_BASE_URL = fake.baseUrl;
      await recruit(
        ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'],
        PASSWORD,
      );
      const set = await recruit(
        ['keys', 'set', 'textkernel', '--value-stdin'],
        'acct-42:svc-key-0123456789abcdef',
      );
      expect(set.code).toBe(0);
      const r = await recruit(['parse', pick('pdf', 1)[0]!.file, '--json']);
      expect(r.code).toBe(0);
      expect(lines(r.stdout)[0]?.result).toMatchObject({
        name: 'Amélie Dubois',
        email: 'amelie.dubois@exemple.fr',
      });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.headers['tx-accountid']).toBe('acct-42');
    } finally {
      await fake.close();
    }
  });
});
