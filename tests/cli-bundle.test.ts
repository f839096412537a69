// The bundled CLI (cli/bundle.mjs, what bin/recruit.js runs after `npm run build`) behaves like the unbundled
// one: help and version from the command tree alone, a signed-in command on the database, and a resume
// parsed on a worker thread that loads the bundled parser. Bundles the current build into a folder of its own.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempHome } from './helpers/databases.js';
import { assertBuilt, type RunResult } from './helpers/cli.js';
// @ts-expect-error plain ESM fixture builder without types
import { buildCorpus } from './fixtures/resumes/build-corpus.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Sunny-Day-42';
let outdir: string;
let corpusDir: string;
let resume: { file: string; truth: { name: string; email: string } };
let home: ReturnType<typeof tempHome>;

beforeAll(async () => {
  assertBuilt();
  // Two levels below the root, like dist/cli: the CLI reads ../../package.json for its version.
  outdir = mkdtempSync(path.join(root, 'dist', 'cli-test-'));
  const built = spawnSync(process.execPath, [path.join(root, 'cli', 'bundle.mjs'), outdir], {
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  corpusDir = mkdtempSync(path.join(os.tmpdir(), 'cli-bundle-corpus-'));
  [resume] = await buildCorpus(corpusDir);
  home = tempHome();
}, 120_000);
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(corpusDir, { recursive: true, force: true });
  home.cleanup();
});

// Preloaded by `loaded()`: at exit, the Node built-ins and the package files the process loaded, on stderr.
const REPORT_LOADED = `data:text/javascript,${encodeURIComponent(`
  import { createRequire } from 'node:module';
  const cjs = createRequire(process.cwd() + '/').cache;
  process.on('exit', () => process.stderr.write(JSON.stringify({
    builtins: process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13)),
    files: Object.keys(cjs),
  })));
`)}`;

/** Runs the bundled entry as a real process (with `loaded`, reporting what it loaded on stderr). */
function bundled(args: string[], input = '', loaded = false, dir = home.home): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const node = loaded ? ['--import', REPORT_LOADED] : [];
    const child = spawn(process.execPath, [...node, path.join(outdir, 'main.js'), ...args], {
      env: { PATH: process.env.PATH ?? '', RECRUIT_HOME: dir, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('the bundled CLI', () => {
  it('holds the entry, the parse worker and lazily loaded chunks', () => {
    const files = readdirSync(outdir);
    expect(files).toContain('main.js');
    expect(files).toContain('parse-worker.js');
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(2);
  });

  it('prints help and its version, and exits 2 on an unknown command', async () => {
    const help = await bundled(['--help']);
    expect(help.code).toBe(0);
    for (const cmd of ['signup', 'whoami', 'plan', 'parse', 'serve']) expect(help.stdout).toContain(cmd);
    const parseHelp = await bundled(['help', 'parse']);
    expect([parseHelp.code, parseHelp.stdout]).toEqual([0, expect.stringContaining('Usage: recruit parse')]);
    const version = await bundled(['--version']);
    expect([version.code, version.stdout.trim()]).toEqual([0, '0.1.0']);
    const bad = await bundled(['frobnicate']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown command 'frobnicate'");
    expect(bad.stdout).toBe('');
  });

  it('signs up and shows the signed-in user and plan from the database', async () => {
    const up = await bundled(
      ['signup', '--email', 'ada@acme.io', '--name', 'Ada Lovelace', '--password-stdin', '--accept-terms'],
      `${PASSWORD}\n`,
    );
    expect(up.code).toBe(0);
    const who = await bundled(['whoami']);
    expect([who.code, who.stdout.split('\n')[0]]).toEqual([0, 'Ada Lovelace <ada@acme.io>']);
    const plan = await bundled(['plan', '--json']);
    expect(plan.code).toBe(0);
    expect(JSON.parse(plan.stdout)).toMatchObject({ tier: 'Basic' });
  });

  it('leaves what a signed-in whoami or plan does not use unloaded', async () => {
    for (const args of [['whoami'], ['plan']]) {
      const r = await bundled(args, '', true);
      expect(r.code, r.stderr).toBe(0);
      const { builtins, files } = JSON.parse(r.stderr) as { builtins: string[]; files: string[] };
      // The database is read (the check is not vacuous), but no password is hashed and no email
      // checked; and Node's ESM `node:process` module (which builds the diagnostic report) is not used.
      expect(files.some((f) => f.includes(`${path.sep}better-sqlite3${path.sep}`))).toBe(true);
      expect(files.filter((f) => f.includes(`${path.sep}@node-rs${path.sep}argon2`))).toEqual([]);
      expect(builtins.filter((m) => ['dns', 'internal/process/report'].includes(m))).toEqual([]);
      // Nor the other tools' packages: a browser opener, the DNS checks of the email settings, phone
      // numbers (libphonenumber is bundled: its metadata's country names would show in no file list).
      expect(builtins.filter((m) => ['child_process', 'dns/promises', 'dgram'].includes(m))).toEqual([]);
    }
  });

  it('runs as one CommonJS file from its V8 code cache, and writes the cache again when it is gone', async () => {
    const cjs = path.join(outdir, 'main.cjs');
    const cache = `${cjs}.cache`;
    // The build wrote the cache (a --help and a whoami run).
    expect(statSync(cache).size).toBeGreaterThan(100_000);
    const viaCache = (args: string[]) =>
      new Promise<RunResult>((resolve, reject) => {
        const loader = pathToFileURL(path.join(root, 'cli', 'cached-bundle.mjs')).href;
        const code = `import { loadCachedBundle } from '${loader}'; await loadCachedBundle(process.argv[1]).start(process.argv.slice(2));`;
        const child = spawn(process.execPath, ['--input-type=module', '-e', code, cjs, ...args], {
          env: {
            PATH: process.env.PATH ?? '',
            RECRUIT_HOME: home.home,
            RECRUIT_EMAIL_DNS: 'off',
            NO_COLOR: '1',
          },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d));
        child.stderr.on('data', (d) => (stderr += d));
        child.on('error', reject);
        child.on('close', (c) => resolve({ code: c, stdout, stderr }));
      });
    const esm = await bundled(['whoami']);
    expect(await viaCache(['whoami'])).toEqual(esm);
    rmSync(cache);
    expect(await viaCache(['whoami'])).toEqual(esm);
    expect(statSync(cache).size).toBeGreaterThan(100_000);
    const bad = await viaCache(['frobnicate']);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining("unknown command 'frobnicate'")]);
  });

  it('parses without a session without loading the database', async () => {
    const fresh = tempHome();
    const r = await bundled(['parse', resume.file, '--json'], '', true, fresh.home).finally(fresh.cleanup);
    expect(r.code).toBe(0);
    const { files } = JSON.parse(r.stderr.slice(r.stderr.indexOf('{"builtins"'))) as { files: string[] };
    expect(files.some((f) => f.includes(`${path.sep}piscina${path.sep}`))).toBe(true);
    expect(files.filter((f) => f.includes(`${path.sep}better-sqlite3${path.sep}`))).toEqual([]);
  });

  it('parses a resume on a worker thread', async () => {
    const r = await bundled(['parse', resume.file, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const line = JSON.parse(r.stdout.trim()) as { ok: boolean; result: { name: string; email: string } };
    expect(line.ok).toBe(true);
    expect(line.result).toMatchObject({ name: resume.truth.name, email: resume.truth.email });
  });
});
