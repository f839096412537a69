// A job description as the scorer reads it: its title and level, the skills it requires and those it
// only would like (from its wording and its section headings), and the years of experience it asks for.
import {
  CONCEPTS,
  familyOf,
  findConcepts,
  fold,
  isBroad,
  titleLevel,
  titleWords,
  withImplied,
} from './vocabulary.js';

/** Families of soft skills: named in most JDs, shown by few resumes in so many words; they weigh a quarter. */
const SOFT = new Set(['soft', 'soft-lead', 'office']);

/**
 * A line cut where a nice-to-have part starts ('4+ years of accounting, public accounting a plus'); a line
 * that starts as a nice-to-have is one preferred clause.
 */
function clausesOf(line: string): { text: string; preferred: boolean }[] {
  if (!PREFERRED_LINE.test(fold(line))) return [{ text: line, preferred: false }];
  const parts = line.split(/[;]\s*|,\s+|\s+[–—]\s+|\.\s+/).filter((p) => p.trim());
  if (parts.length <= 1 || PREFERRED_LINE.test(fold(parts[0]!))) return [{ text: line, preferred: true }];
  return parts.map((text) => ({ text, preferred: PREFERRED_LINE.test(fold(text)) }));
}

export type JobSkill = {
  name: string;
  /** 'required' counts fully, 'preferred' apart; a skill only named among the duties counts half. */
  kind: 'required' | 'preferred';
  weight: number;
  /** The JD line it was read from. */
  line: string;
  /** For 'Tableau, Looker or Power BI': the skills any one of which meets it. */
  alternatives?: string[];
};

export type Job = {
  title: string;
  /** The role words of the title ('engineer', 'back-end', 'nurse'), level words dropped. */
  titleWords: ReadonlySet<string>;
  /** 0 intern … 6 executive; undefined when the title says no level. */
  level: number | undefined;
  skills: JobSkill[];
  /** The years of experience the JD requires (the least it names), or undefined. */
  years: number | undefined;
};

type SectionKind = 'required' | 'preferred' | 'duties' | 'ignore' | 'intro';

const PREFERRED_HEADING =
  /\b(nice[ -]to[ -]have|bonus|preferred|desirable|plus(es)?|good[ -]to[ -]have|ideal(ly)?|extra credit|not required|optional|would be great|stand out)\b/;
const REQUIRED_HEADING =
  /\b(requirements?|required|qualifications?|must[ -]haves?|what you('ll)? (need|bring|have)|you (have|bring|need)|essential|minimum|skills|experience|about you|who you are|competenc(e|ies)|credentials|licen[cs]es?|certifications?|profile|the ideal)\b/;
const DUTIES_HEADING =
  /\b(responsibilities|what you('ll)? do|duties|the role|your role|day[ -]to[ -]day|key tasks|in this role|you will|accountabilities|about the (role|job|position)|overview|summary)\b/;
const IGNORE_HEADING =
  /\b(about (us|the company|the team)|who we are|benefits|perks|we offer|what we offer|compensation|salary|pay|equal opportunity|eeo|how to apply|location|schedule|hours|our (values|mission|culture)|why (join|us|work))\b/;

const PREFERRED_LINE =
  /\b(nice[ -]to[ -]have|bonus|is a plus|are a plus|a plus|preferred|preferably|desirable|ideally|good[ -]to[ -]have|familiarity|exposure to|advantage|advantageous|not required|would be great|helpful)\b/;
const REQUIRED_LINE =
  /\b(required|requires?|must|essential|mandatory|minimum|at least|need to have|you have|proven|strong)\b/;

const YEARS = /(\d{1,2})\s*\+?\s*(?:(?:-|to|–)\s*\d{1,2}\s*)?\+?\s*(?:years?|yrs?)\b/;
const PLUS_YEARS = /(\d{1,2})\s*\+\s*(?:years?|yrs?)?/;

/** A heading line's kind, or undefined when the line is not a heading. */
function headingKind(line: string): SectionKind | undefined {
  const md = /^#{1,6}\s+/.test(line);
  const bare = line
    .replace(/^#{1,6}\s+/, '')
    .replace(/[*_]/g, '')
    .trim();
  const colon = /:\s*$/.test(bare);
  const words = bare.split(/\s+/).length;
  const looksLikeHeading =
    md || (colon && words <= 8) || (words <= 5 && !/[.,;]$/.test(bare) && !/^[-•*·▪]/.test(line));
  if (!looksLikeHeading) return undefined;
  const f = fold(bare);
  if (PREFERRED_HEADING.test(f)) return 'preferred';
  if (IGNORE_HEADING.test(f)) return 'ignore';
  if (DUTIES_HEADING.test(f)) return 'duties';
  if (REQUIRED_HEADING.test(f)) return 'required';
  return md || colon ? 'intro' : undefined;
}

const TITLE_LABEL = /^(?:job\s+title|title|position|role|job|opening|vacancy)\s*[:\-–]\s*/i;

/** The title: a 'Job title:' line, else the first line (markdown heading marks and 'Hiring:' dropped). */
function findTitle(lines: string[]): string {
  const labelled = lines.find((l) => TITLE_LABEL.test(l.replace(/^#+\s*/, '')));
  const raw = labelled ? labelled.replace(/^#+\s*/, '').replace(TITLE_LABEL, '') : (lines[0] ?? '');
  return raw
    .replace(/^#+\s*/, '')
    .replace(/^(we('re| are) hiring|hiring|now hiring|job description)\s*[:\-–]?\s*(an?\s+)?/i, '')
    .replace(/[*_]/g, '')
    .split(/\s+[|(]\s*|\s+[-–—]\s+(?=.*\b(remote|hybrid|on-?site|full[ -]time|part[ -]time|contract)\b)/i)[0]!
    .trim()
    .slice(0, 200);
}

/** The least years of experience a line asks for ('5+ years', '3-5 years', 'at least 2 years'). */
function yearsIn(line: string): number | undefined {
  const f = fold(line);
  if (
    !/\b(experience|exp|background|working|practice|post[- ]qualification|in (a|an|the) )\b/.test(f) &&
    !/years? (of|in|as)\b/.test(f)
  )
    return undefined;
  const m = YEARS.exec(f) ?? (/\byears?\b/.test(f) ? PLUS_YEARS.exec(f) : null);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n > 0 && n <= 30 ? n : undefined;
}

/** Reads a job description. Pure and fast: one pass over its lines. */
export function readJob(text: string): Job {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 400);
  const title = findTitle(lines);
  const skills = new Map<string, JobSkill>();
  const add = (
    name: string,
    kind: 'required' | 'preferred',
    weight: number,
    line: string,
    alternatives?: string[],
  ) => {
    const had = skills.get(name);
    // A skill both required and preferred is required; the heavier mention wins.
    if (
      !had ||
      (had.kind === 'preferred' && kind === 'required') ||
      (had.kind === kind && weight > had.weight)
    )
      skills.set(name, { name, kind, weight, line, ...(alternatives ? { alternatives } : {}) });
  };
  let section: SectionKind = 'intro';
  let years: number | undefined;
  for (const c of findConcepts(title)) add(c.name, 'required', 1, title);
  lines.forEach((line, i) => {
    const heading = i === 0 ? undefined : headingKind(line);
    if (heading) {
      section = heading;
      // a heading such as 'Must have: React, Node' carries skills too
      if (!/:\s*\S/.test(line)) return;
    } else {
      // 'Compensation: base + commission', 'Benefits: …': a labelled line of a part that does not count
      const label = /^([^:]{2,40}):\s*\S/.exec(line);
      if (label && headingKind(`${label[1]}:`) === 'ignore') return;
    }
    if (section === 'ignore') return;
    for (const clause of clausesOf(line)) {
      let kind: SectionKind = section;
      if (clause.preferred) kind = 'preferred';
      else if (REQUIRED_LINE.test(fold(clause.text)) && section !== 'preferred') kind = 'required';
      const y = yearsIn(clause.text);
      if (y !== undefined && kind !== 'preferred' && (years === undefined || y > years)) years = y;
      const weight = kind === 'required' || kind === 'preferred' ? 1 : kind === 'duties' ? 0.5 : 0.25;
      const found = [...new Set(findConcepts(clause.text).map((c) => c.name))];
      // 'Tableau, Looker or Power BI': one requirement any of them meets
      if (found.length >= 2 && /\bor\b/.test(fold(clause.text)) && kind !== 'duties' && kind !== 'intro') {
        // Every alternative counts, those already required on their own too: in 'FP&A, corporate
        // finance or investment banking' under an FP&A title, banking meets this line, and is not a
        // second requirement beside FP&A.
        const open = found;
        // a broad word naming the kind of the examples after it ('a sales methodology (MEDDIC,
        // Challenger…)') is not an alternative, unless one of them implies it ('Python or R
        // (pandas)'); without examples ('SQL or Power BI') a broad word is one of the choices
        const examples = /\(|\b(e\.?g|such as|like|including|for example)\b/.test(fold(clause.text));
        const implied = withImplied(open.flatMap((n) => CONCEPTS.get(n)?.implies ?? []));
        const specific = open.filter((n) => !examples || !isBroad(n) || implied.has(n));
        const alternatives = specific.length ? specific : open;
        if (alternatives.length === 1 && open.length > 1) {
          add(alternatives[0]!, kind === 'preferred' ? 'preferred' : 'required', weight, line);
          continue;
        }
        if (alternatives.length >= 2) {
          add(
            alternatives.join(' or '),
            kind === 'preferred' ? 'preferred' : 'required',
            weight,
            line,
            alternatives,
          );
          continue;
        }
      }
      for (const name of found) {
        const w = SOFT.has(familyOf(name) ?? '') ? weight * 0.25 : weight;
        add(name, kind === 'preferred' ? 'preferred' : 'required', w, line);
      }
    }
  });
  // The role is the title's first part: 'Registered Nurse – ICU', 'Backend Engineer (Go), Remote'.
  const role = title.split(/\s+[-–—|/]\s+|[,(:]/)[0]!;
  return {
    title,
    titleWords: titleWords(role),
    level: titleLevel(title),
    skills: [...skills.values()],
    years,
  };
}
