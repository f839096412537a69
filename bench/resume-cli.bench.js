// Whole-process throughput of the batch CLI: `node bin/recruit.js parse <dir> --json` on the resume corpus
// replicated to a few hundred files, with one worker thread per core (the default). Prints resumes per
// second (wall clock, process start to exit), the CPU time per resume, and per-file latency: a cold
// single-file run (process start included) and the average time a worker spends on one file. No thresholds:
// the machine's load average is printed beside the figures because other processes share the cores.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCorpus } from '../tests/fixtures/resumes/build-corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'recruit.js');
if (!existsSync(path.join(root, 'cli', 'dist', 'main.js'))) {
  console.error('cli/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}

const COPIES = Number(process.env.RESUME_BENCH_COPIES ?? 10);
const RUNS = Number(process.env.RESUME_BENCH_RUNS ?? 3);
const cores = os.availableParallelism();
const dir = mkdtempSync(path.join(os.tmpdir(), 'resume-cli-bench-'));
const home = path.join(dir, 'home');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs the CLI under bash so that `times` reports the CPU time of the whole process tree (all threads). */
function runCli(args) {
  const out = path.join(dir, 'out.ndjson');
  const started = performance.now();
  const r = spawnSync(
    'bash',
    ['-c', 'node "$0" parse "$@" --json > "$OUT"; code=$?; times >&2; exit $code', bin, ...args],
    { env: { ...process.env, RECRUIT_HOME: home, NO_COLOR: '1', OUT: out }, encoding: 'utf8' },
  );
  const wallS = (performance.now() - started) / 1000;
  // `times` prints the shell's, then its children's user and system time: '0m1.234s 0m0.123s'.
  const child = r.stderr.trim().split('\n').at(-1) ?? '';
  const secs = [...child.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  const lines = readFileSync(out, 'utf8').trim().split('\n').filter(Boolean);
  const failed = lines.filter((l) => !JSON.parse(l).ok).length;
  return { code: r.status, wallS, cpuS: (secs[0] ?? 0) + (secs[1] ?? 0), files: lines.length, failed };
}

function report(label, target) {
  const runs = Array.from({ length: RUNS }, () => runCli([target]));
  const best = runs.reduce((a, b) => (b.wallS < a.wallS ? b : a));
  const rate = best.files / best.wallS;
  console.log(
    `${label}: ${best.files} files in ${best.wallS.toFixed(2)} s = ${rate.toFixed(1)} resumes/s (best of ${RUNS}; ` +
      `median ${(best.files / median(runs.map((r) => r.wallS))).toFixed(1)}/s), whole process, ${cores} worker threads; ` +
      `CPU ${((best.cpuS * 1000) / best.files).toFixed(1)} ms per resume (all threads); ` +
      `worker time per file ≈ ${((best.wallS * cores * 1000) / best.files).toFixed(1)} ms` +
      (best.failed ? `; ${best.failed} failed` : '') +
      (best.code !== 0 ? `; exit ${best.code}` : ''),
  );
}

try {
  const corpus = await buildCorpus(path.join(dir, 'corpus'));
  const allDir = path.join(dir, 'all');
  const pdfDir = path.join(dir, 'pdf');
  mkdirSync(allDir);
  mkdirSync(pdfDir);
  for (let copy = 0; copy < COPIES; copy++) {
    for (const c of corpus) {
      const name = `${copy}-${path.basename(c.file)}`;
      copyFileSync(c.file, path.join(allDir, name));
      if (c.file.endsWith('.pdf')) copyFileSync(c.file, path.join(pdfDir, name));
    }
  }
  const pdfCount = corpus.filter((c) => c.file.endsWith('.pdf')).length * COPIES;
  console.log(
    `corpus: ${corpus.length} resumes x ${COPIES} copies = ${corpus.length * COPIES} files (${pdfCount} one- and two-page PDFs); ` +
      `load average before: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const cold = Array.from({ length: 5 }, () => runCli([corpus[0].file]).wallS * 1000);
  console.log(
    `cold single-file run (process start, workers, parse, exit): median ${median(cold).toFixed(0)} ms`,
  );
  report('PDF only', pdfDir);
  report('all formats (PDF, DOCX, DOC)', allDir);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
