// Ranking quality and speed of the local screening scorer (core/dist/screening) on the labelled set in
// tests/fixtures/screening (10 JDs × 50 resumes, grades 0–3 by tests/fixtures/screening/RUBRIC.md),
// beside a BM25 baseline over the same texts, measured in the same run. Per JD and on average:
//   nDCG@10  gains 2^grade − 1 over the whole ranking of the 50 resumes
//   P@5      resumes graded ≥ 2 among the top 5, out of min(5, number graded ≥ 2 for that JD)
//   Spearman rank correlation of score and grade over all 50 resumes (ties get their mean rank)
// then resumes ranked per second once parsed (the JD read once, every resume scored and sorted).
// SCREENING_DIST=/path/to/screening/index.js runs it against another build.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.SCREENING_DIST ?? path.join(root, 'core', 'dist', 'screening', 'index.js');
if (!existsSync(dist)) {
  console.error('core/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
const { createScorer, resumeFromText } = await import(pathToFileURL(dist).href);

const set = path.join(root, 'tests', 'fixtures', 'screening');
/** JDs left out while the scorer was tuned (tests/fixtures/screening/RUBRIC.md). */
const HELD_OUT = new Set(['j05-fpa-analyst', 'j09-warehouse-ops-manager', 'j10-data-engineer']);
/** A fixed "today", so the years and recency of 'Present' jobs do not drift from run to run. */
const NOW = new Date('2026-11-01T00:00:00Z');

const gradeRows = readFileSync(path.join(set, 'grades.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'));
const jdIds = gradeRows[0].split('\t').slice(1);
const grades = new Map(); // resume id → grade per JD
for (const row of gradeRows.slice(1)) {
  const [id, ...g] = row.split('\t');
  grades.set(id, g.map(Number));
}
const resumeIds = readdirSync(path.join(set, 'resumes'))
  .filter((f) => f.endsWith('.txt'))
  .map((f) => f.slice(0, -4))
  .sort();
for (const id of resumeIds) if (!grades.has(id)) throw new Error(`no grades for ${id}`);
const resumeText = new Map(
  resumeIds.map((id) => [id, readFileSync(path.join(set, 'resumes', `${id}.txt`), 'utf8')]),
);
const jdText = new Map(jdIds.map((id) => [id, readFileSync(path.join(set, 'jds', `${id}.md`), 'utf8')]));

// ---- metrics ----
const dcg = (gains) => gains.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
function ndcgAt(k, rankedGrades) {
  const ideal = dcg([...rankedGrades].sort((a, b) => b - a).slice(0, k));
  return ideal > 0 ? dcg(rankedGrades.slice(0, k)) / ideal : 1;
}
function precisionAt(k, rankedGrades) {
  const relevant = rankedGrades.filter((g) => g >= 2).length;
  if (relevant === 0) return 1;
  return rankedGrades.slice(0, k).filter((g) => g >= 2).length / Math.min(k, relevant);
}
function ranks(values) {
  const order = values.map((v, i) => [v, i]).sort((a, b) => a[0] - b[0]);
  const r = new Array(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}
function spearman(a, b) {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (x) => x.reduce((s, v) => s + v, 0) / x.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : 0;
}

// ---- BM25 baseline (k1 1.2, b 0.75), the JD as the query, the resumes as the collection ----
const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or our the their to was we were will with you your this that who what our us'.split(
    ' ',
  ),
);
const words = (t) =>
  (t.toLowerCase().match(/[a-z0-9][a-z0-9+#]*/g) ?? []).filter((w) => !STOP.has(w) && w.length > 1);
function bm25Ranker(docs) {
  const k1 = 1.2;
  const b = 0.75;
  const tfs = new Map();
  const df = new Map();
  let total = 0;
  for (const [id, text] of docs) {
    const tf = new Map();
    const ws = words(text);
    for (const w of ws) tf.set(w, (tf.get(w) ?? 0) + 1);
    for (const w of tf.keys()) df.set(w, (df.get(w) ?? 0) + 1);
    tfs.set(id, { tf, len: ws.length });
    total += ws.length;
  }
  const avg = total / docs.size;
  const n = docs.size;
  return (query) => {
    const q = new Set(words(query));
    const out = new Map();
    for (const [id, { tf, len }] of tfs) {
      let s = 0;
      for (const w of q) {
        const f = tf.get(w);
        if (!f) continue;
        const idf = Math.log(1 + (n - df.get(w) + 0.5) / (df.get(w) + 0.5));
        s += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * len) / avg));
      }
      out.set(id, s);
    }
    return out;
  };
}
const bm25 = bm25Ranker(resumeText);

// ---- run ----
const parsed = new Map(resumeIds.map((id) => [id, resumeFromText(resumeText.get(id))]));
const f3 = (x) => x.toFixed(3);
const rows = [];
for (const [j, jd] of jdIds.entries()) {
  const scorer = createScorer(jdText.get(jd), { now: NOW });
  const ours = new Map(resumeIds.map((id) => [id, scorer.score(parsed.get(id)).score]));
  const base = bm25(jdText.get(jd));
  const measure = (scores) => {
    const order = [...resumeIds].sort((a, b) => scores.get(b) - scores.get(a) || a.localeCompare(b));
    const ranked = order.map((id) => grades.get(id)[j]);
    return {
      ndcg: ndcgAt(10, ranked),
      p5: precisionAt(5, ranked),
      rho: spearman(
        resumeIds.map((id) => scores.get(id)),
        resumeIds.map((id) => grades.get(id)[j]),
      ),
      top: order.slice(0, 5),
    };
  };
  rows.push({ jd, held: HELD_OUT.has(jd), ours: measure(ours), bm25: measure(base) });
}

const pad = (s, n) => String(s).padEnd(n);
console.log(
  `Screening ranking quality: ${jdIds.length} JDs × ${resumeIds.length} resumes (grades: tests/fixtures/screening/grades.tsv)`,
);
console.log(`${pad('JD', 30)} ${pad('', 9)} ${pad('nDCG@10', 8)} ${pad('P@5', 6)} Spearman`);
for (const r of rows) {
  const tag = r.held ? ' (held out)' : '';
  console.log(
    `${pad(r.jd + tag, 30)} ${pad('scorer', 9)} ${pad(f3(r.ours.ndcg), 8)} ${pad(f3(r.ours.p5), 6)} ${f3(r.ours.rho)}`,
  );
  console.log(
    `${pad('', 30)} ${pad('BM25', 9)} ${pad(f3(r.bm25.ndcg), 8)} ${pad(f3(r.bm25.p5), 6)} ${f3(r.bm25.rho)}`,
  );
  if (process.env.SCREENING_TOP === '1') console.log(`${pad('', 30)} top 5: ${r.ours.top.join(', ')}`);
}
const avg = (list, pick) => list.reduce((s, r) => s + pick(r), 0) / (list.length || 1);
for (const [label, list] of [
  ['average (all JDs)', rows],
  ['average (tuned on)', rows.filter((r) => !r.held)],
  ['average (held out)', rows.filter((r) => r.held)],
]) {
  for (const who of ['ours', 'bm25']) {
    console.log(
      `${pad(who === 'ours' ? label : '', 30)} ${pad(who === 'ours' ? 'scorer' : 'BM25', 9)} ${pad(f3(avg(list, (r) => r[who].ndcg)), 8)} ${pad(f3(avg(list, (r) => r[who].p5)), 6)} ${f3(avg(list, (r) => r[who].rho))}`,
    );
  }
}

// Speed: every JD read once, then all parsed resumes scored and sorted, until ~1.5 s have passed.
const all = [...parsed.values()];
let scored = 0;
const started = performance.now();
while (performance.now() - started < 1500) {
  for (const jd of jdIds) {
    const scorer = createScorer(jdText.get(jd), { now: NOW });
    const out = all.map((r) => scorer.score(r));
    out.sort((a, b) => b.score - a.score);
    scored += out.length;
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `Speed: ${Math.round(scored / seconds)} resumes ranked per second once parsed (${scored} in ${seconds.toFixed(2)} s)`,
);
