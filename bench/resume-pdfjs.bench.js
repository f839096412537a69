// The local parser's cost over pdf.js text extraction, on one thread, in the same run: for every PDF of
// the third-party-template corpus (tests/fixtures/resume-corpus) and of tests/fixtures/resumes, in rounds
// that alternate the two so that the machine's load falls on both alike:
//   raw pdf.js — getDocument, getTextContent of every page, destroy (what any PDF text reader pays);
//   parser     — parseResumeBuffer (stream checks, pdf.js, layout analysis, field extraction).
// Prints ms per file for both, their ratio (issue 9: within 10 %), and the parser's stages measured apart.
// The parser runs as in its parse threads (core/src/resume/parse-worker.ts), where pdf.js inflates with its own
// decoder (inflateInPdfJs), much cheaper in Node than its web-streams path. Raw pdf.js is
// timed both ways: as Node runs it by default (native DecompressionStream) and set up like the parse threads,
// so that what the parser adds over the same extraction shows too.
// Wall time and CPU time (process.cpuUsage: all threads, so zlib's pool counts too) are both printed: on a
// loaded machine the wall time of a single thread wanders, its CPU time much less. No thresholds.
// RESUME_PDFJS_ROUNDS sets the rounds (default 5; the first is a warm-up, not counted). RESUME_PDFJS_BASELINE
// names another build's core/dist directory (an older commit's) to time its parser in the same rounds.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildCorpus } from '../tests/fixtures/resumes/build-corpus.mjs';
import { loadTemplateCorpus } from './resume-score.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'core', 'dist', 'resume');
if (!existsSync(path.join(distDir, 'index.js'))) {
  console.error('core/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
const load = (f) => import(pathToFileURL(path.join(distDir, f)).href);
const { parseResumeBuffer } = await load('index.js');
const { checkPdfStreams } = await load('pdf-streams.js');
const { pdfToText, loadPdfJs, inflateInPdfJs } = await load('pdf-text.js');
const { extractFields } = await load('fields.js');
// pdf.js as the parser loads it: with the process's own Array.prototype.push and JSON, which pdf.js's legacy
// build would otherwise replace with slower ones for every caller (see loadPdfJs), the raw reader's too.
const pdfjs = await loadPdfJs();
const baselineDir = process.env.RESUME_PDFJS_BASELINE;
const baseline = baselineDir
  ? (await import(pathToFileURL(path.join(path.resolve(baselineDir), 'resume', 'index.js')).href))
      .parseResumeBuffer
  : undefined;

/** Runs `work` with pdf.js set up as in the parse threads: inflating with its own decoder. */
async function asInParseThreads(work) {
  const restore = inflateInPdfJs();
  try {
    return await work();
  } finally {
    restore();
  }
}

const ROUNDS = Number(process.env.RESUME_PDFJS_ROUNDS ?? 5);

/** What any reader of a PDF's text pays: the same document options as the parser's. */
async function rawPdfJs(bytes) {
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  let chars = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) chars += item.str?.length ?? 0;
    page.cleanup();
  }
  await doc.destroy();
  return chars;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'resume-pdfjs-'));
try {
  const own = (await buildCorpus(dir)).map((c) => c.file);
  const files = [...(await loadTemplateCorpus()).map((f) => f.file), ...own]
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => ({ name: path.basename(f), bytes: readFileSync(f) }));
  const totals = { raw: 0, rawOwn: 0, parser: 0, baseline: 0, streams: 0, text: 0, fields: 0 };
  const cpu = { raw: 0, rawOwn: 0, parser: 0, baseline: 0, streams: 0, text: 0, fields: 0 };
  const time = async (key, work) => {
    const t = performance.now();
    const c = process.cpuUsage();
    const out = await work();
    const used = process.cpuUsage(c);
    totals[key] += performance.now() - t;
    cpu[key] += (used.user + used.system) / 1000;
    return out;
  };
  for (let round = 0; round < ROUNDS; round++) {
    if (round === 1) for (const k of Object.keys(totals)) totals[k] = cpu[k] = 0;
    // Rotate which goes first, file by file and round by round.
    const contenders = ['raw', 'rawOwn', 'parser', ...(baseline ? ['baseline'] : [])];
    for (const [i, f] of files.entries()) {
      const shift = (i + round) % contenders.length;
      const order = [...contenders.slice(shift), ...contenders.slice(0, shift)];
      for (const which of order) {
        if (which === 'raw') await time('raw', () => rawPdfJs(f.bytes));
        else if (which === 'rawOwn') await time('rawOwn', () => asInParseThreads(() => rawPdfJs(f.bytes)));
        else if (which === 'parser')
          await time('parser', () => asInParseThreads(() => parseResumeBuffer(f.bytes, f.name)));
        else await time('baseline', () => asInParseThreads(() => baseline(f.bytes, f.name)));
      }
      // The stages apart (not part of the comparison above).
      await time('streams', () => checkPdfStreams(f.bytes));
      const text = await time('text', () => asInParseThreads(() => pdfToText(f.bytes, { maxPages: 20 })));
      await time('fields', () => extractFields(text));
    }
  }
  const counted = files.length * Math.max(1, ROUNDS - 1);
  const per = (k) => (totals[k] / counted).toFixed(2);
  const perCpu = (k) => (cpu[k] / counted).toFixed(2);
  const pct = (k, of) => `${((100 * totals[k]) / totals[of]).toFixed(1)} %`;
  const pctCpu = (k, of) => `${((100 * cpu[k]) / cpu[of]).toFixed(1)} %`;
  console.log(
    `${files.length} PDFs x ${Math.max(1, ROUNDS - 1)} rounds (after a warm-up round), one thread; load average ` +
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
  );
  console.log(`raw pdf.js text extraction: wall ${per('raw')} ms, CPU ${perCpu('raw')} ms per file`);
  console.log(
    `raw pdf.js, set up as in the parse threads: wall ${per('rawOwn')} ms, CPU ${perCpu('rawOwn')} ms per file`,
  );
  const against = (k) =>
    `wall ${per(k)} ms = ${pct(k, 'raw')} of raw pdf.js (${pct(k, 'rawOwn')} of it set up alike); ` +
    `CPU ${perCpu(k)} ms = ${pctCpu(k, 'raw')} of raw pdf.js (${pctCpu(k, 'rawOwn')} of it set up alike)`;
  console.log(`parser (parseResumeBuffer): ${against('parser')}`);
  if (baseline) console.log(`baseline parser (${baselineDir}): ${against('baseline')}`);
  console.log(
    `  stages (CPU): stream check ${perCpu('streams')} ms, pdf.js + layout (pdfToText, stream check included) ` +
      `${perCpu('text')} ms, field extraction ${perCpu('fields')} ms`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
