// The local parser's cost over pdf.js text extraction, on one thread, in the same run: for every PDF of
// the third-party-template corpus (tests/fixtures/resume-corpus) and of tests/fixtures/resumes, in rounds
// that alternate the two so that the machine's load falls on both alike:
//   raw pdf.js — getDocument, getTextContent of every page, destroy (what any PDF text reader pays);
//   parser     — parseResumeBuffer (stream checks, pdf.js, layout analysis, field extraction).
// Prints ms per file for both, their ratio (issue 9: within 10 %), and the parser's stages measured apart.
// No thresholds. RESUME_PDFJS_ROUNDS sets the rounds (default 5; the first is a warm-up, not counted).
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
const { pdfToText } = await load('pdf-text.js');
const { extractFields } = await load('fields.js');
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

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
  const totals = { raw: 0, parser: 0, streams: 0, text: 0, fields: 0 };
  const time = async (key, work) => {
    const t = performance.now();
    const out = await work();
    totals[key] += performance.now() - t;
    return out;
  };
  for (let round = 0; round < ROUNDS; round++) {
    if (round === 1) for (const k of Object.keys(totals)) totals[k] = 0;
    // Alternate which goes first, file by file and round by round.
    for (const [i, f] of files.entries()) {
      const order = (i + round) % 2 === 0 ? ['raw', 'parser'] : ['parser', 'raw'];
      for (const which of order) {
        if (which === 'raw') await time('raw', () => rawPdfJs(f.bytes));
        else await time('parser', () => parseResumeBuffer(f.bytes, f.name));
      }
      // The stages apart (not part of the comparison above).
      await time('streams', () => checkPdfStreams(f.bytes));
      const text = await time('text', () => pdfToText(f.bytes, { maxPages: 20 }));
      await time('fields', () => extractFields(text));
    }
  }
  const counted = files.length * Math.max(1, ROUNDS - 1);
  const per = (k) => totals[k] / counted;
  console.log(
    `${files.length} PDFs x ${Math.max(1, ROUNDS - 1)} rounds (after a warm-up round), one thread; load average ` +
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
  );
  console.log(`raw pdf.js text extraction: ${per('raw').toFixed(2)} ms per file`);
  console.log(
    `parser (parseResumeBuffer):  ${per('parser').toFixed(2)} ms per file = ${((100 * per('parser')) / per('raw')).toFixed(1)} % of raw pdf.js`,
  );
  console.log(
    `  stages: stream check ${per('streams').toFixed(2)} ms, pdf.js + layout (pdfToText, stream check included) ` +
      `${per('text').toFixed(2)} ms, field extraction ${per('fields').toFixed(2)} ms`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
