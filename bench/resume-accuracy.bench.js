// Field-level accuracy of the built local resume parser (core/dist) on the third-party-template corpus
// (tests/fixtures/resume-corpus, one row per template family and format) and on the corpus built
// alongside the parser (tests/fixtures/resumes, one row per layout). Prints tables, no thresholds.
// RESUME_ACCURACY_MISSES=1 also prints every miss, file by file.
// Scoring rules: bench/resume-score.js.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildCorpus } from '../tests/fixtures/resumes/build-corpus.mjs';
import { formatTable, loadTemplateCorpus, scoreOne, tableRows } from './resume-score.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'core', 'dist', 'resume', 'index.js');
if (!existsSync(dist)) {
  console.error('core/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
const { parseResumeFile } = await import(pathToFileURL(dist).href);
const showMisses = process.env.RESUME_ACCURACY_MISSES === '1';

async function score(files) {
  const items = [];
  for (const f of files) {
    let got;
    try {
      got = await parseResumeFile(f.file);
    } catch (e) {
      console.log(`${f.id}: parse failed: ${e.message}`);
      got = { name: '', email: '', phone: '', skills: [], experience: [], education: [] };
    }
    const s = scoreOne(got, f.truth);
    if (showMisses) for (const m of s.misses) console.log(`  ${f.id} ${m}`);
    items.push({ group: f.group, format: f.format, score: s });
  }
  return items;
}

const templates = (await loadTemplateCorpus()).map((f) => ({ ...f, group: f.family }));
console.log(`third-party-template corpus (tests/fixtures/resume-corpus): ${templates.length} resumes`);
console.log(formatTable(tableRows(await score(templates))));

const dir = mkdtempSync(path.join(os.tmpdir(), 'resume-accuracy-'));
try {
  const own = (await buildCorpus(dir)).map((c) => ({
    file: c.file,
    id: c.record.id,
    format: c.record.format,
    group: c.record.layout,
    truth: c.truth,
  }));
  console.log(`\nproject corpus (tests/fixtures/resumes): ${own.length} resumes`);
  console.log(formatTable(tableRows(await score(own))));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
