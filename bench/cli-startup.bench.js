// Start-up time of the CLI as a user runs it (`node bin/recruit.js …`, the bundle in dist/cli when it is
// current), against `node -e 0` measured in the same run: `--help`, `whoami` and `plan` (signed in, on
// SQLite) and a cold one-file `parse` (one worker thread, no session). The commands take turns in every
// round so a busy machine slows all of them alike; the median of each is printed with its ratio to
// `node -e 0`. The unbundled build (cli/dist/main.js) is measured too, with fewer rounds, for comparison.
// Targets (issue 8): --help, whoami and plan ≤ 2.5× `node -e 0`; the one-file parse ≤ 0.5 s.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCorpus } from '../tests/fixtures/resumes/build-corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'recruit.js');
const unbundled = path.join(root, 'cli', 'dist', 'main.js');
const bundle = path.join(root, 'dist', 'cli', 'main.js');
if (!existsSync(unbundled)) {
  console.error('cli/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}

const ROUNDS = Number(process.env.CLI_BENCH_ROUNDS ?? 15);
const UNBUNDLED_ROUNDS = Math.max(3, Math.round(ROUNDS / 3));
const PASSWORD = 'Sunny-Day-42';
const dir = mkdtempSync(path.join(os.tmpdir(), 'cli-startup-bench-'));
const signedIn = path.join(dir, 'signed-in');
const fresh = path.join(dir, 'fresh');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** bin/recruit.js's rule: the bundle runs when it is newer than the TypeScript build and the packages. */
function bundleIsCurrent() {
  const modified = (file) => statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs;
  const bundled = modified('dist/cli/main.js') ?? 0;
  return ['cli/dist/.tsbuildinfo', 'core/dist/.tsbuildinfo', 'node_modules/.package-lock.json'].every(
    (input) => (modified(input) ?? 0) <= bundled,
  );
}

/** Wall time of one process, start to exit, in ms; fails the bench if the command fails. */
function time(args, home, input) {
  const started = performance.now();
  const r = spawnSync(process.execPath, args, {
    env: { ...process.env, RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1' },
    input,
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

/** Runs every case once per round, in turn; returns each case's median. */
function measure(cases, rounds) {
  const times = cases.map(() => []);
  for (let round = 0; round < rounds; round++) {
    cases.forEach((c, i) => times[i].push(time(c.args, c.home)));
  }
  return cases.map((c, i) => ({ ...c, ms: median(times[i]) }));
}

function report(title, results) {
  const base = results.find((r) => r.baseline).ms;
  console.log(title);
  for (const r of results) {
    const ratio = r.baseline ? '' : `  ${(r.ms / base).toFixed(2)}× node -e 0`;
    console.log(`  ${r.label.padEnd(24)} ${r.ms.toFixed(0).padStart(5)} ms${ratio}`);
  }
}

try {
  const [resume] = await buildCorpus(path.join(dir, 'corpus'));
  time(
    [bin, 'signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'],
    signedIn,
    `${PASSWORD}\n`,
  );
  const cases = (entry) => [
    { label: 'node -e 0', args: ['-e', '0'], home: fresh, baseline: true },
    { label: 'recruit --help', args: [entry, '--help'], home: signedIn },
    { label: 'recruit whoami', args: [entry, 'whoami'], home: signedIn },
    { label: 'recruit plan', args: [entry, 'plan'], home: signedIn },
    { label: 'recruit parse (1 file)', args: [entry, 'parse', resume.file, '--json'], home: fresh },
  ];
  console.log(`load average before: ${load()}; ${ROUNDS} rounds, medians`);
  if (!existsSync(bundle))
    console.log('dist/cli is missing (run `npm run build`): bin/recruit.js runs cli/dist.');
  else if (!bundleIsCurrent())
    console.log(
      'dist/cli is older than the TypeScript build (run `npm run build`): bin/recruit.js runs cli/dist.',
    );
  report('bin/recruit.js (runs the bundle in dist/cli when it is current):', measure(cases(bin), ROUNDS));
  // A `tsc -b` during the run (another terminal, a watcher) makes bin/recruit.js fall back to cli/dist.
  if (existsSync(bundle) && !bundleIsCurrent())
    console.log('  (the bundle went out of date during the run: some rounds ran cli/dist)');
  report(
    `cli/dist/main.js (unbundled, ${UNBUNDLED_ROUNDS} rounds):`,
    measure(cases(unbundled), UNBUNDLED_ROUNDS),
  );
  console.log(`load average after: ${load()}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
