// The local screening scorer: no key, no network. Rates a parsed resume against a job description 0–100
// and says why: the required and nice-to-have skills it matched or missed (through the vocabulary's
// synonyms, implications and families), years of experience against the JD's ask, title and level fit,
// and how recent the matching experience is.
import type { ExperienceEntry } from '../schemas/resume.js';
import type { ScreeningScore } from '../schemas/screening.js';
import { readJob, type Job, type JobSkill } from './job.js';
import {
  familyOf,
  findConcepts,
  heldBy,
  titleLevel,
  titleWords,
  withImplied,
  type Found,
} from './vocabulary.js';

/** What the scorer reads of a resume: the parser's fields, and its text when there is one. */
export type ScreeningResume = {
  name: string;
  skills: readonly string[];
  experience: readonly ExperienceEntry[];
  /** The resume's text; without it (a saved candidate) the text is rebuilt from the fields. */
  text?: string | undefined;
};

/** How much each part weighs in the score (they add up to 1). */
export const SCORE_WEIGHTS = {
  required: 0.45,
  preferred: 0.1,
  title: 0.15,
  level: 0.08,
  years: 0.12,
  recency: 0.1,
} as const;

/** Credit for a missing skill when the resume has another of its family (Azure for AWS, Sketch for Figma). */
const RELATED_CREDIT = 0.4;

const MONTH: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

/** A parsed period 'Jan 2020 - Present' as months since year 0, or undefined. */
export function periodMonths(period: string, now: Date): { start: number; end: number } | undefined {
  const m = /^(?:([A-Z][a-z]{2}) )?(\d{4}) - (?:(Present)|(?:([A-Z][a-z]{2}) )?(\d{4}))$/.exec(period.trim());
  if (!m) return undefined;
  const start = Number(m[2]) * 12 + (m[1] ? (MONTH[m[1].toLowerCase()] ?? 0) : 0);
  const end = m[3]
    ? now.getUTCFullYear() * 12 + now.getUTCMonth()
    : Number(m[5]) * 12 + (m[4] ? (MONTH[m[4].toLowerCase()] ?? 11) : 11);
  return end >= start ? { start, end } : undefined;
}

/** Years worked: the dated jobs' periods merged (overlaps count once), one decimal. */
export function yearsOfExperience(experience: readonly ExperienceEntry[], now: Date): number | undefined {
  const spans = experience
    .map((e) => periodMonths(e.period, now))
    .filter((s): s is { start: number; end: number } => !!s)
    .sort((a, b) => a.start - b.start);
  if (spans.length === 0) return undefined;
  let months = 0;
  let cur = { ...spans[0]! };
  for (const s of spans.slice(1)) {
    if (s.start <= cur.end) cur.end = Math.max(cur.end, s.end);
    else {
      months += cur.end - cur.start + 1;
      cur = { ...s };
    }
  }
  months += cur.end - cur.start + 1;
  return Math.round((months / 12) * 10) / 10;
}

/** 'over 8 years of experience', '6+ years in …' written in the resume, when no period says it. */
function statedYears(text: string): number | undefined {
  const m =
    /\b(\d{1,2})\s*\+?\s*(?:years?|yrs?)\s+(?:of\s+)?(?:[a-z-]+\s+){0,3}(?:experience|exp\b|in\b|as\b)/i.exec(
      text.slice(0, 3000),
    );
  const n = m ? Number(m[1]) : NaN;
  return n > 0 && n <= 45 ? n : undefined;
}

/** The resume's text: its own, or its fields written out (a saved candidate). */
const textOf = (r: ScreeningResume): string =>
  r.text ??
  [
    r.name,
    r.skills.join(', '),
    ...r.experience.flatMap((e) => [`${e.title} at ${e.company} (${e.period})`, e.description]),
  ].join('\n');

type Seen = {
  /** Best recency of the jobs that name it (1 current … 0.4 long ago); 0.7 when named outside a dated job. */
  recency: number;
  /** The resume line that shows it, and where in it (the evidence is cut around it when shown). */
  line: string;
  index: number;
};

/** Recency of a job that ended `monthsAgo` months ago. */
const recencyOf = (monthsAgo: number): number =>
  monthsAgo <= 12 ? 1 : monthsAgo <= 36 ? 0.8 : monthsAgo <= 72 ? 0.6 : 0.4;

const UNDATED = 0.7;

const held = (text: string): Found[] => findConcepts(text).filter(heldBy);

/** At most ~140 characters of a line around a match, cut at words: the evidence shown for a skill. */
export function around(line: string, index: number, width = 140): string {
  const text = line.trim();
  const at = Math.max(0, index - (line.length - line.trimStart().length));
  if (text.length <= width) return text;
  let start = Math.max(0, at - Math.floor(width / 3));
  let end = Math.min(text.length, start + width);
  start = Math.max(0, end - width);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** Every concept of the resume with where it shows and how recently it was used. */
function readResume(r: ScreeningResume, now: Date) {
  const seen = new Map<string, Seen>();
  const note = (name: string, recency: number, line: string, index = 0) => {
    const had = seen.get(name);
    if (!had || recency > had.recency)
      seen.set(name, { recency, line: had?.line ?? line, index: had ? had.index : index });
  };
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  // Dated jobs first, so a skill's evidence line is the job that used it.
  for (const e of r.experience) {
    const span = periodMonths(e.period, now);
    const recency = span ? recencyOf(nowMonths - span.end) : UNDATED;
    const head = `${e.title} at ${e.company}`;
    for (const c of held(e.title)) note(c.name, recency, `${head} (${e.period})`);
    for (const line of e.description.split(/\n|(?<=\.)\s+(?=[A-Z])/)) {
      for (const c of held(line)) note(c.name, recency, line, c.index);
    }
  }
  // Named elsewhere (summary, skills list, certifications): undated, unless a job already showed it.
  const noteNew = (name: string, line: string, index = 0) => {
    if (!seen.has(name)) note(name, UNDATED, line, index);
  };
  for (const line of textOf(r).split('\n')) {
    for (const c of held(line)) noteNew(c.name, line, c.index);
  }
  for (const s of r.skills) for (const c of held(s)) noteNew(c.name, s);
  // What a skill implies is seen as recently as the skill (PostgreSQL → SQL).
  for (const [name, s] of [...seen]) {
    for (const implied of withImplied([name]))
      if (implied !== name) note(implied, s.recency, s.line, s.index);
  }
  const families = new Map<string, string>();
  for (const name of seen.keys()) {
    const f = familyOf(name);
    if (f && !families.has(f)) families.set(f, name);
  }
  return { seen, families };
}

/** The candidate's level: the highest level word of the two latest titles, else from the years. */
function candidateLevel(titles: string[], years: number | undefined): number | undefined {
  let level: number | undefined;
  for (const t of titles.slice(0, 2)) {
    const l = titleLevel(t);
    if (l !== undefined && (level === undefined || l > level)) level = l;
  }
  if (level !== undefined) return level === 1 && (years ?? 0) >= 4 ? 2 : level;
  if (years === undefined) return undefined;
  return years < 2 ? 1 : years < 5 ? 2 : years < 10 ? 3 : 4;
}

function levelFit(job: number | undefined, cand: number | undefined): number {
  if (job === undefined || cand === undefined) return 1;
  const d = cand - Math.min(job, 4); // above lead, the title's level word says the track, not more years
  if (d === 0) return 1;
  if (d === 1) return 0.9;
  if (d >= 2) return 0.7;
  if (d === -1) return 0.6;
  return 0.25;
}

/** How well the best of the candidate's titles (latest first) names the JD's role. */
function titleFit(job: Job, titles: string[]): { fit: number; title: string | undefined } {
  if (job.titleWords.size === 0) return { fit: 1, title: titles[0] };
  const want = [...job.titleWords];
  const head = want[want.length - 1]!;
  let best = { fit: 0, title: titles[0] };
  titles.slice(0, 4).forEach((t, i) => {
    const have = titleWords(t);
    const overlap = want.filter((w) => have.has(w)).length / want.length;
    const headHit = have.has(head) ? 1 : 0;
    const fit = (0.5 * headHit + 0.5 * overlap) * (i === 0 ? 1 : i === 1 ? 0.85 : 0.7);
    if (fit > best.fit) best = { fit, title: t };
  });
  return best;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A compiled scorer for one JD: read it once, then score any number of resumes. */
export function createScorer(jobDescription: string, opts: { now?: Date } = {}) {
  const job = readJob(jobDescription);
  const now = opts.now ?? new Date();
  const required = job.skills.filter((s) => s.kind === 'required');
  const preferred = job.skills.filter((s) => s.kind === 'preferred');

  function coverage(list: JobSkill[], r: ReturnType<typeof readResume>) {
    let got = 0;
    let total = 0;
    const matched: JobSkill[] = [];
    const missing: JobSkill[] = [];
    const related: { skill: string; via: string }[] = [];
    for (const s of list) {
      total += s.weight;
      const names = s.alternatives ?? [s.name];
      if (names.some((n) => r.seen.has(n))) {
        got += s.weight;
        matched.push(s);
        continue;
      }
      const via = names
        .map((n) => familyOf(n))
        .map((fam) => (fam ? r.families.get(fam) : undefined))
        .find((v) => v !== undefined);
      if (via) {
        got += s.weight * RELATED_CREDIT;
        related.push({ skill: s.name, via });
      }
      missing.push(s);
    }
    return { ratio: total > 0 ? got / total : undefined, matched, missing, related };
  }

  function score(resume: ScreeningResume): ScreeningScore {
    const r = readResume(resume, now);
    const titles = resume.experience.map((e) => e.title).filter((t) => t && t !== 'Unknown Position');
    const text = textOf(resume);
    const years = yearsOfExperience(resume.experience, now) ?? statedYears(text);
    const req = coverage(required, r);
    const pref = coverage(preferred, r);
    const tf = titleFit(job, titles.length ? titles : [text.split('\n').slice(0, 3).join(' ')]);
    const lf = levelFit(job.level, candidateLevel(titles, years));
    const yearsFit =
      years === undefined
        ? 0.5
        : job.years === undefined
          ? 1
          : years >= job.years
            ? 1
            : (years / job.years) ** 1.5;
    const strongMatched = req.matched.filter((s) => s.weight >= 1);
    const recencyList = (strongMatched.length ? strongMatched : req.matched).map((s) =>
      Math.max(...(s.alternatives ?? [s.name]).map((n) => r.seen.get(n)?.recency ?? 0)),
    );
    const recency = recencyList.length ? recencyList.reduce((a, b) => a + b, 0) / recencyList.length : 0;

    // Weights of the parts the JD gives nothing to judge by go to the required skills.
    const w = { ...SCORE_WEIGHTS } as Record<keyof typeof SCORE_WEIGHTS, number>;
    if (pref.ratio === undefined) {
      w.required += w.preferred;
      w.preferred = 0;
    }
    if (req.ratio === undefined) {
      w.title += w.required + w.recency;
      w.required = 0;
      w.recency = 0;
    }
    const reqRatio = req.ratio ?? 0;
    // Years and level only count for a candidate in the right line of work at all.
    const relevance = Math.min(1, Math.max(reqRatio, tf.fit) * 1.5);
    const parts = {
      required: reqRatio,
      preferred: pref.ratio ?? 0,
      title: tf.fit,
      level: lf * relevance,
      years: yearsFit * relevance,
      recency,
    };
    const total =
      w.required * parts.required +
      w.preferred * parts.preferred +
      w.title * parts.title +
      w.level * parts.level +
      w.years * parts.years +
      w.recency * parts.recency;

    const byWeight = (a: JobSkill, b: JobSkill) => b.weight - a.weight;
    const missingRequired = req.missing.sort(byWeight).map((s) => s.name);
    const evidence: string[] = [];
    for (const s of [...req.matched.sort(byWeight), ...pref.matched]) {
      if (evidence.length >= 8) break;
      const seenAs = r.seen.get((s.alternatives ?? [s.name]).find((n) => r.seen.has(n))!)!;
      const e = around(seenAs.line, seenAs.index);
      evidence.push(`${s.name}: ${e}`);
    }
    for (const rel of req.related.slice(0, 3))
      evidence.push(`${rel.skill}: not found, related ${rel.via} counted in part`);
    if (years !== undefined)
      evidence.push(
        `Experience: ${years} years${job.years !== undefined ? ` (the job asks for ${job.years}+)` : ''}`,
      );
    if (tf.title) evidence.push(`Title: ${tf.title}${job.title ? ` (the job: ${job.title})` : ''}`);

    return {
      name: resume.name,
      score: round1(Math.max(0, Math.min(100, total * 100))),
      matched: [...req.matched.sort(byWeight), ...pref.matched].map((s) => s.name),
      missing: missingRequired,
      missingPreferred: pref.missing.map((s) => s.name),
      related: req.related,
      years: years ?? null,
      requiredYears: job.years ?? null,
      title: tf.title ?? null,
      parts: {
        required: round2(parts.required),
        preferred: round2(parts.preferred),
        title: round2(parts.title),
        level: round2(parts.level),
        years: round2(parts.years),
        recency: round2(parts.recency),
      },
      evidence,
      summary: summaryOf(total * 100, req.matched.length, required.length, missingRequired, years, job.years),
    };
  }

  return {
    job: {
      title: job.title,
      required: required.map((s) => s.name),
      preferred: preferred.map((s) => s.name),
      years: job.years ?? null,
    },
    score,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function summaryOf(
  score: number,
  matched: number,
  required: number,
  missing: string[],
  years: number | undefined,
  askYears: number | undefined,
): string {
  const fit =
    score >= 75 ? 'Strong match' : score >= 55 ? 'Good match' : score >= 35 ? 'Partial match' : 'Weak match';
  const parts = [`${fit}: ${matched} of ${required} required skills found`];
  if (missing.length)
    parts.push(`missing ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}`);
  if (askYears !== undefined)
    parts.push(
      years === undefined
        ? `years of experience not found (the job asks for ${askYears}+)`
        : `${years} years of experience against ${askYears}+ asked`,
    );
  return `${parts.join('; ')}.`;
}

/** Scores one resume against one JD (for many resumes, createScorer once and score each). */
export const scoreResume = (resume: ScreeningResume, jobDescription: string, opts: { now?: Date } = {}) =>
  createScorer(jobDescription, opts).score(resume);

export type Scorer = ReturnType<typeof createScorer>;
export { readJob };
