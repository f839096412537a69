// Resume parsing throughput of the built core: the corpus replicated to a few hundred files, parsed by the
// batch API on worker threads (one per core). Prints resumes per second and per-file latency; no thresholds.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildCorpus } from '../tests/fixtures/resumes/build-corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'core', 'dist', 'resume', 'index.js');
if (!existsSync(dist)) {
  console.error('core/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
const { parseResumeFiles } = await import(pathToFileURL(dist).href);

const COPIES = Number(process.env.RESUME_BENCH_COPIES ?? 8);
const cores = os.availableParallelism();
const dir = mkdtempSync(path.join(os.tmpdir(), 'resume-bench-'));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(label, files) {
  const started = performance.now();
  const ms = [];
  let failed = 0;
  for await (const outcome of parseResumeFiles(files, { concurrency: cores })) {
    ms.push(outcome.ms);
    if (!outcome.ok) failed++;
  }
  const seconds = (performance.now() - started) / 1000;
  ms.sort((a, b) => a - b);
  console.log(
    `${label}: ${files.length} files in ${seconds.toFixed(2)} s = ${(files.length / seconds).toFixed(1)} resumes/s ` +
      `on ${cores} worker threads; latency p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms` +
      (failed ? `; ${failed} failed` : ''),
  );
}

try {
  const corpus = await buildCorpus(path.join(dir, 'corpus'));
  const all = [];
  for (let copy = 0; copy < COPIES; copy++) {
    for (const c of corpus) {
      const target = path.join(dir, `${copy}-${path.basename(c.file)}`);
      copyFileSync(c.file, target);
      all.push(target);
    }
  }
  const pdfs = all.filter((f) => f.endsWith('.pdf'));
  console.log(
    `corpus: ${corpus.length} resumes x ${COPIES} copies (${pdfs.length} PDF, ${all.length - pdfs.length} DOCX/DOC)`,
  );
  await measure(
    'warm-up (whole corpus once)',
    corpus.map((c) => c.file),
  );
  await measure('all formats', all);
  await measure('PDF only', pdfs);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
