// Field-level scoring of parsed resumes against truth, shared by bench/resume-accuracy.bench.js and
// tests/resume-corpus-accuracy.test.ts. Plain ESM, no dependencies.
//
// Per group of files (a template family and format, or a whole corpus):
// - name: equal after folding (case, whitespace, typographic quotes), so a name printed in capitals by
//   the template's CSS counts; email: equal ignoring case; phone: equal in E.164;
// - skills F1: over the sets of folded skills of each file, micro-averaged over the group;
// - experience F1: an entry matches when company and title are equal after folding (each truth entry
//   matches at most one extracted entry), micro-averaged: 2·matched / (extracted + truth);
// - dates F1: the same with the period ('Mar 2018 - Present') also equal;
// - education F1: an entry matches when the institution is equal after folding;
// - overall: the mean of those seven figures.

export const FIELDS = ['name', 'email', 'phone', 'skills', 'experience', 'dates', 'education'];

export const fold = (s) =>
  String(s ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const period = (s) =>
  fold(s)
    .replace(/\s*[-\u2010-\u2015]\s*/g, ' - ')
    .trim();

/** How many truth keys find an equal extracted key (each extracted key used once). */
function matched(gotKeys, wantKeys) {
  const remaining = [...gotKeys];
  let n = 0;
  for (const k of wantKeys) {
    const i = remaining.indexOf(k);
    if (i >= 0) {
      n++;
      remaining.splice(i, 1);
    }
  }
  return n;
}

const f1 = ({ m, e, t }) => (e + t === 0 ? 1 : (2 * m) / (e + t));

const expKey = (x) => `${fold(x.company)}|${fold(x.title)}`;
const dateKey = (x) => `${expKey(x)}|${period(x.period)}`;
const eduKey = (x) => fold(x.institution);

/**
 * Scores one parsed resume against its truth: per-field counts (for micro-averaging) and a list of
 * readable misses.
 */
export function scoreOne(got, want) {
  const misses = [];
  const name = fold(got.name) === fold(want.name);
  if (!name) misses.push(`name: ${JSON.stringify(got.name)} ≠ ${JSON.stringify(want.name)}`);
  const email = String(got.email ?? '').toLowerCase() === want.email.toLowerCase();
  if (!email) misses.push(`email: ${JSON.stringify(got.email)} ≠ ${JSON.stringify(want.email)}`);
  const phone = got.phone === want.phone;
  if (!phone) misses.push(`phone: ${JSON.stringify(got.phone)} ≠ ${JSON.stringify(want.phone)}`);

  const gotSkills = [...new Set((got.skills ?? []).map(fold))];
  const wantSkills = [...new Set(want.skills.map(fold))];
  const skills = {
    m: wantSkills.filter((s) => gotSkills.includes(s)).length,
    e: gotSkills.length,
    t: wantSkills.length,
  };
  if (skills.m !== skills.t || skills.e !== skills.t) {
    misses.push(
      `skills: missing ${JSON.stringify(wantSkills.filter((s) => !gotSkills.includes(s)))} extra ${JSON.stringify(gotSkills.filter((s) => !wantSkills.includes(s)))}`,
    );
  }

  const entries = (gotList, wantList, key, label) => {
    const g = (gotList ?? []).map(key);
    const w = wantList.map(key);
    const counts = { m: matched(g, w), e: g.length, t: w.length };
    if (counts.m !== counts.t || counts.e !== counts.t)
      misses.push(`${label}: got ${JSON.stringify(g)} want ${JSON.stringify(w)}`);
    return counts;
  };
  const experience = entries(got.experience, want.experience, expKey, 'experience');
  const dates = {
    m: matched((got.experience ?? []).map(dateKey), want.experience.map(dateKey)),
    e: experience.e,
    t: experience.t,
  };
  if (experience.m === experience.t && dates.m !== dates.t) {
    misses.push(
      `dates: got ${JSON.stringify((got.experience ?? []).map((x) => x.period))} want ${JSON.stringify(want.experience.map((x) => x.period))}`,
    );
  }
  const education = entries(got.education, want.education, eduKey, 'education');
  return { name, email, phone, skills, experience, dates, education, misses };
}

/** Aggregates scored files into the seven figures (0..1) and the overall mean. */
export function aggregate(scored) {
  const n = scored.length;
  const sum = (field) =>
    scored.reduce((acc, s) => ({ m: acc.m + s[field].m, e: acc.e + s[field].e, t: acc.t + s[field].t }), {
      m: 0,
      e: 0,
      t: 0,
    });
  const figures = {
    files: n,
    name: n ? scored.filter((s) => s.name).length / n : 1,
    email: n ? scored.filter((s) => s.email).length / n : 1,
    phone: n ? scored.filter((s) => s.phone).length / n : 1,
    skills: f1(sum('skills')),
    experience: f1(sum('experience')),
    dates: f1(sum('dates')),
    education: f1(sum('education')),
  };
  figures.overall = FIELDS.reduce((a, f) => a + figures[f], 0) / FIELDS.length;
  return figures;
}

/**
 * Groups scored files (each { group, format, score }) and returns table rows: one per group and
 * format, then one per format over everything, then one over everything.
 */
export function tableRows(items) {
  const rows = [];
  const by = new Map();
  for (const it of items) {
    const k = `${it.group}\u0000${it.format}`;
    if (!by.has(k)) by.set(k, []);
    by.get(k).push(it.score);
  }
  for (const [k, scored] of [...by].sort(([a], [b]) => a.localeCompare(b))) {
    const [group, format] = k.split('\u0000');
    rows.push({ group, format, ...aggregate(scored) });
  }
  for (const format of [...new Set(items.map((i) => i.format))].sort()) {
    rows.push({
      group: 'ALL',
      format,
      ...aggregate(items.filter((i) => i.format === format).map((i) => i.score)),
    });
  }
  rows.push({ group: 'ALL', format: 'all', ...aggregate(items.map((i) => i.score)) });
  return rows;
}

/** The rows as a fixed-width text table, figures in percent. */
export function formatTable(rows) {
  const head = ['family', 'fmt', 'n', 'name', 'email', 'phone', 'skills', 'exp', 'dates', 'edu', 'overall'];
  const width = Math.max(8, ...rows.map((r) => r.group.length));
  const pct = (x) => (100 * x).toFixed(1).padStart(6);
  const line = (cells) => cells.join(' ');
  const out = [
    line([
      head[0].padEnd(width),
      head[1].padEnd(4),
      head[2].padStart(3),
      ...head.slice(3).map((h) => h.padStart(6)),
    ]),
  ];
  for (const r of rows) {
    out.push(
      line([
        r.group.padEnd(width),
        r.format.padEnd(4),
        String(r.files).padStart(3),
        ...[...FIELDS, 'overall'].map((f) => pct(r[f])),
      ]),
    );
  }
  return out.join('\n');
}

/** The third-party-template corpus: every tests/fixtures/resume-corpus/<family>/<id>.json with its resume. */
export async function loadTemplateCorpus() {
  const { readdirSync, readFileSync, existsSync } = await import('node:fs');
  const path = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const dir = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    'tests',
    'fixtures',
    'resume-corpus',
  );
  const out = [];
  for (const family of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const f of readdirSync(path.join(dir, family))
      .filter((x) => x.endsWith('.json'))
      .sort()) {
      const record = JSON.parse(readFileSync(path.join(dir, family, f), 'utf8'));
      const file = path.join(dir, family, f.replace(/\.json$/, `.${record.format}`));
      if (!existsSync(file)) throw new Error(`${file} is missing (truth ${f} has no resume)`);
      out.push({ file, family: record.family, format: record.format, id: record.id, truth: record.truth });
    }
  }
  return out;
}
