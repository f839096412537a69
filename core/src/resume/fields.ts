// From resume text lines to the spec's parsed resume: name, email, phone, skills, experience, education.
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import {
  RESUME_DEFAULTS,
  type EducationEntry,
  type ExperienceEntry,
  type ParsedResume,
} from '../schemas/resume.js';
import { findPeriod, lastYear } from './dates.js';
import { sectionOf, type SectionKind } from './sections.js';
import { SECTION_ONLY_SKILLS, SKILL_ALIASES, SKILLS } from './skills-vocabulary.js';
import {
  COMPANY_WORDS,
  DEGREE_WORDS,
  INSTITUTION_WORDS,
  TITLE_WORDS,
  hasWordFrom,
  isPlace,
} from './vocabulary.js';

/** Text of a resume as the extractors give it: lines in reading order, and the most prominent line if known. */
export type ResumeText = { lines: string[]; headline?: string | undefined };

type Section = { kind: SectionKind | 'header'; lines: string[] };

const BULLET = /^[\s]*(?:[•·▪►✓○●■◦‣⁃*]|[-–—](?=\s)|o(?=\s))\s*/u;
const isBullet = (line: string): boolean => BULLET.test(line);
const stripBullet = (line: string): string => line.replace(BULLET, '').trim();

/** Splits the lines into sections by their headings; 'Skills: a, b' opens a section with content. */
export function splitSections(lines: string[]): Section[] {
  const sections: Section[] = [{ kind: 'header', lines: [] }];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const kind = sectionOf(line);
    if (kind) {
      sections.push({ kind, lines: [] });
      continue;
    }
    const inline = /^([^:\t]{3,40})\s*:\s*(.+)$/u.exec(line);
    const inlineKind = inline ? sectionOf(inline[1]!) : undefined;
    if (inline && inlineKind) {
      sections.push({ kind: inlineKind, lines: [inline[2]!] });
      continue;
    }
    sections[sections.length - 1]!.lines.push(line);
  }
  return sections;
}

// ---------- wrapped lines ----------

const WRAP_WORDS = /\s(?:in|en|em|de|of|and|y|e|und|f[üu]r|di|della|del|do|da|des|et|&|for|the|at|zu|der)$/iu;

/**
 * Undoes the wrapping of narrow columns and table cells: a line ending in a preposition continues on the
 * next; a table's date cell wrapped onto the next row ('Dezember 2020 — Juni' / '2021\tdescription') is
 * put back together.
 */
export function unwrapLines(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i]!;
    const next = out[i + 1]!;
    if (WRAP_WORDS.test(line) && !line.includes('\t') && !sectionOf(next) && !isBullet(next)) {
      out[i] = `${line} ${next}`;
      out.splice(i + 1, 1);
      i--;
      continue;
    }
    const tab = line.indexOf('\t');
    const nextTab = next.indexOf('\t');
    if (tab > 0 && nextTab > 0) {
      const cell = line.slice(0, tab);
      const rest = next.slice(0, nextTab);
      if (!findPeriod(cell) && findPeriod(`${cell} ${rest}`)) {
        out[i] = `${cell} ${rest}${line.slice(tab)}`;
        out[i + 1] = next.slice(nextTab + 1);
      }
    }
  }
  return out;
}

// ---------- name ----------

const PARTICLES = new Set([
  'de',
  'da',
  'do',
  'dos',
  'das',
  'del',
  'della',
  'di',
  'du',
  'des',
  'van',
  'von',
  'der',
  'den',
  'ten',
  'ter',
  'la',
  'le',
  'y',
  'e',
  'zu',
  'al',
  'bin',
  'dei',
  'degli',
]);
const NAME_LABEL =
  /^(?:full\s+name|name|nom(?:\s+complet)?|nombre(?:\s+completo)?|nome(?:\s+completo)?|vorname\s+name)\s*:\s*/iu;

const titleCaseWord = (w: string): string =>
  w.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());

/** A person's name as written, or undefined when the text is not one. All-caps names come back in title case. */
export function asName(text: string): string | undefined {
  const candidate = text
    .replace(NAME_LABEL, '')
    .split(/\t| \| | [–—] | · | • /u)[0]!
    .trim()
    .replace(/,$/, '');
  if (candidate.length < 4 || candidate.length > 60) return undefined;
  if (/[\d@/:()]/.test(candidate) || sectionOf(candidate)) return undefined;
  const words = candidate.split(/\s+/);
  if (words.length < 2 || words.length > 5) return undefined;
  const core = words.filter((w) => !PARTICLES.has(w.toLowerCase()));
  if (core.length < 2) return undefined;
  if (!core.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w))) return undefined;
  if (hasWordFrom(candidate, TITLE_WORDS) || hasWordFrom(candidate, COMPANY_WORDS)) return undefined;
  if (hasWordFrom(candidate, INSTITUTION_WORDS) || hasWordFrom(candidate, DEGREE_WORDS) || isPlace(candidate))
    return undefined;
  if (core.every((w) => SKILL_INDEX.has(w.toLowerCase()))) return undefined;
  const allCaps = candidate === candidate.toUpperCase();
  if (!allCaps) return candidate;
  return words.map((w) => (PARTICLES.has(w.toLowerCase()) ? w.toLowerCase() : titleCaseWord(w))).join(' ');
}

function findName(text: ResumeText, sections: Section[]): string {
  if (text.headline) {
    const fromHeadline = asName(text.headline);
    if (fromHeadline) return fromHeadline;
  }
  for (const line of text.lines.slice(0, 40)) {
    if (NAME_LABEL.test(line)) {
      const labelled = asName(line);
      if (labelled) return labelled;
    }
  }
  // The name sits in the header or a contact block; skills and languages lists are full of capitalised words.
  for (const s of sections) {
    if (s.kind !== 'header' && s.kind !== 'contact' && s.kind !== 'summary') continue;
    for (const line of s.lines.slice(0, 8)) {
      const name = asName(line);
      if (name) return name;
    }
  }
  // Layout tables flatten to text in cell order, so the name may follow a sidebar.
  for (const s of sections) {
    if (['skills', 'languages', 'interests', 'references', 'certifications'].includes(s.kind)) continue;
    for (const line of s.lines) {
      for (const part of line.split('\t')) {
        const name = asName(part);
        if (name) return name;
      }
    }
  }
  return RESUME_DEFAULTS.name;
}

// ---------- email and phone ----------

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

const PHONE_LABEL =
  /\b(?:phone|tel|t[ée]l[ée]?phone|t[ée]l|telefon|tel[ée]fono|telefone|telefono|mobile|mobil|m[óo]vil|cell|handy|portable|celular|cellulare|telem[óo]vel)\b/iu;

const TLD_COUNTRY: Record<string, CountryCode> = {
  fr: 'FR',
  de: 'DE',
  es: 'ES',
  it: 'IT',
  pt: 'PT',
  br: 'BR',
  uk: 'GB',
  ch: 'CH',
  at: 'AT',
  be: 'BE',
  nl: 'NL',
  mx: 'MX',
  ca: 'CA',
  ie: 'IE',
  ar: 'AR',
  co: 'CO',
  cl: 'CL',
  au: 'AU',
  in: 'IN',
};
const LANGUAGE_COUNTRY: Record<string, CountryCode> = { fr: 'FR', de: 'DE', es: 'ES', it: 'IT', pt: 'PT' };
const LANGUAGE_HINTS: Record<string, RegExp> = {
  fr: /\b(exp[ée]rience professionnelle|comp[ée]tences|formation|langues|aujourd'hui|actuel)\b/iu,
  de: /\b(berufserfahrung|ausbildung|kenntnisse|sprachen|seit|werdegang)\b/iu,
  es: /\b(experiencia|formaci[óo]n|habilidades|idiomas|actualidad)\b/iu,
  pt: /\b(experi[êe]ncia profissional|forma[çc][ãa]o|compet[êe]ncias|atual)\b/iu,
  it: /\b(esperienz[ae]|istruzione|competenze|lingue)\b/iu,
};

function countryHints(allText: string, email: string): CountryCode[] {
  const hints: CountryCode[] = [];
  const tld = /\.([a-z]{2})$/.exec(email.toLowerCase())?.[1];
  if (tld && TLD_COUNTRY[tld]) hints.push(TLD_COUNTRY[tld]);
  for (const [lang, re] of Object.entries(LANGUAGE_HINTS))
    if (re.test(allText)) hints.push(LANGUAGE_COUNTRY[lang]!);
  hints.push('US', 'GB');
  return [...new Set(hints)];
}

function findPhone(sections: Section[], allText: string, email: string): string {
  const lines = sections.flatMap((s) => s.lines);
  // International numbers are unambiguous wherever they are.
  for (const line of lines) {
    if (!line.includes('+')) continue;
    const found = findPhoneNumbersInText(line);
    if (found[0]) return found[0].number.number;
  }
  const candidates = [
    ...lines.filter((l) => PHONE_LABEL.test(l)),
    ...sections.filter((s) => s.kind === 'header' || s.kind === 'contact').flatMap((s) => s.lines),
  ].filter((l) => !findPeriod(l));
  for (const country of countryHints(allText, email)) {
    for (const line of candidates) {
      const found = findPhoneNumbersInText(line.replace(EMAIL, ' '), country);
      if (found[0]) return found[0].number.number;
    }
  }
  return '';
}

// ---------- skills ----------

const SKILL_INDEX = new Map<string, string>();
for (const s of SKILLS) SKILL_INDEX.set(s.toLowerCase(), s);
for (const [alias, canonical] of Object.entries(SKILL_ALIASES))
  SKILL_INDEX.set(alias.toLowerCase(), canonical);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Running-text matching is case-sensitive on the canonical spelling so 'excel at' is not Excel.
const RUNNING_TEXT_SKILLS = SKILLS.filter((s) => !SECTION_ONLY_SKILLS.has(s));
const RUNNING_TEXT_RE = new RegExp(
  `(?<![\\p{L}\\p{N}+#.])(${RUNNING_TEXT_SKILLS.sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`,
  'gu',
);

function skillItems(line: string): string[] {
  let text = stripBullet(line);
  // 'Frontend: React, Vue' — a short label before a colon is a category, not a skill.
  const label = /^([^:,]{2,30}):\s*(.+)$/u.exec(text);
  if (label && label[1]!.split(/\s+/).length <= 4) text = label[2]!;
  return text
    .split(/[,;•·|\t]| \/ | – | — | - (?=\p{Lu})/u)
    .map((s) =>
      s
        .replace(/\([^)]*\)/g, '')
        .replace(
          /\s*[:–—-]\s*(?:expert|advanced|intermediate|basic|beginner|fluent|native|\d+\+?\s*(?:years?|yrs?|ans?|jahre|años|anos|anni))\.?$/iu,
          '',
        )
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^(?:and|und|et|y|e)\s+/iu, ''),
    )
    .filter(
      (s) =>
        s.length >= 1 && s.length <= 40 && s.split(' ').length <= 4 && !/[.!?]$/.test(s) && !/^\d+$/.test(s),
    );
}

function findSkills(sections: Section[]): string[] {
  const out = new Map<string, string>();
  const add = (s: string) => {
    const canonical = SKILL_INDEX.get(s.toLowerCase()) ?? s;
    const key = canonical.toLowerCase();
    if (!out.has(key)) out.set(key, canonical);
  };
  for (const s of sections)
    if (s.kind === 'skills') for (const line of s.lines) skillItems(line).forEach(add);
  for (const s of sections) {
    if (['languages', 'interests', 'references', 'contact', 'education'].includes(s.kind)) continue;
    for (const line of s.lines) {
      for (const m of line.matchAll(RUNNING_TEXT_RE)) {
        // 'Digital Marketing Specialist' is a job title and 'SAP SE' an employer, not skills.
        const next = /^[\s-]*([\p{L}.]+)/u.exec(line.slice(m.index + m[0].length))?.[1] ?? '';
        if (next && (hasWordFrom(next, TITLE_WORDS) || hasWordFrom(next, COMPANY_WORDS))) continue;
        add(m[1]!);
      }
    }
  }
  return [...out.values()];
}

// ---------- experience ----------

// A title, employer or date line: short, not a bullet, not a sentence, not a wrapped continuation.
const isHeaderish = (line: string): boolean =>
  !isBullet(line) &&
  line.length <= 80 &&
  line.split(/\s+/).length <= 11 &&
  !/[.;!?]$/.test(line.trim()) &&
  !/^\p{Ll}/u.test(line.trim());

const SEPARATORS = /\t| \| | [•·] | [–—] | - /u;
const AT = /\s+(?:at|@|chez|bei|presso|em)\s+/iu;

/** Cuts a header line into its parts (title, company, place), without the period. */
function headerPieces(line: string): { pieces: string[]; atSplit: boolean } {
  let text = line;
  const period = findPeriod(text);
  if (period) text = text.slice(0, period.index) + '\t' + text.slice(period.index + period.length);
  text = text.replace(/\(\s*\)|\[\s*\]/g, ' ');
  let atSplit = false;
  const pieces: string[] = [];
  for (const raw of text.split(SEPARATORS)) {
    const part = raw.replace(/^[\s,(|–—-]+|[\s,)|–—-]+$/gu, '').trim();
    if (!part) continue;
    const at = AT.exec(part);
    if (at) {
      atSplit = true;
      pieces.push(part.slice(0, at.index).trim(), part.slice(at.index + at[0].length).trim());
      continue;
    }
    pieces.push(part);
  }
  const out: string[] = [];
  for (const p of pieces) {
    if (!p || isPlace(p)) continue;
    // 'Senior Engineer, Acme Corp' — but not 'Acme, Inc.' or 'Berlin, Germany'.
    const comma = p.split(/\s*,\s+/);
    if (comma.length >= 2 && !comma.slice(1).every((c) => LEGAL_FORM.test(c))) {
      out.push(...comma.filter((c) => c && !isPlace(c)));
    } else out.push(p);
  }
  return { pieces: out.filter((p) => p.length > 1), atSplit };
}

const LEGAL_FORM = /^(?:inc|llc|ltd|corp|co|gmbh|ag|sa|s\.a|sl|s\.l|srl|spa|plc|bv|nv)\.?$/iu;

const titleScore = (p: string) =>
  (hasWordFrom(p, TITLE_WORDS) ? 1 : 0) - (hasWordFrom(p, COMPANY_WORDS) ? 0.5 : 0);
const companyScore = (p: string) =>
  (hasWordFrom(p, COMPANY_WORDS) ? 1 : 0) - (hasWordFrom(p, TITLE_WORDS) ? 0.5 : 0);

function titleAndCompany(headerLines: string[]): { title: string; company: string } {
  const all = headerLines.map(headerPieces);
  const pieces = all.flatMap((h) => h.pieces);
  if (all.some((h) => h.atSplit) && pieces.length >= 2) {
    const i = all.findIndex((h) => h.atSplit);
    const before = all.slice(0, i).flatMap((h) => h.pieces).length;
    const at = all[i]!.pieces;
    return { title: pieces[before] ?? at[0]!, company: pieces[before + 1] ?? at[1]! };
  }
  if (pieces.length === 0) return { title: RESUME_DEFAULTS.title, company: RESUME_DEFAULTS.company };
  if (pieces.length === 1) {
    const p = pieces[0]!;
    return titleScore(p) > 0 || companyScore(p) <= 0
      ? { title: p, company: RESUME_DEFAULTS.company }
      : { title: RESUME_DEFAULTS.title, company: p };
  }
  let titleIdx = 0;
  let best = -Infinity;
  pieces.forEach((p, i) => {
    const s = titleScore(p);
    if (s > best) {
      best = s;
      titleIdx = i;
    }
  });
  let companyIdx = -1;
  best = -Infinity;
  pieces.forEach((p, i) => {
    if (i === titleIdx) return;
    const s = companyScore(p) - i * 0.01;
    if (s > best) {
      best = s;
      companyIdx = i;
    }
  });
  return {
    title: pieces[titleIdx]!,
    company: companyIdx >= 0 ? pieces[companyIdx]! : RESUME_DEFAULTS.company,
  };
}

function findExperience(sections: Section[]): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  for (const section of sections) {
    if (section.kind !== 'experience') continue;
    const lines = section.lines;
    const periods = lines.map((l, i) => (!isBullet(l) && findPeriod(l) ? i : -1)).filter((i) => i >= 0);
    if (periods.length === 0) continue;
    const taken = new Array<boolean>(lines.length).fill(false);
    const headerish = (i: number) =>
      i >= 0 && i < lines.length && !taken[i] && isHeaderish(lines[i]!) && !findPeriod(lines[i]!);
    // Where titles sit relative to dates is a property of the layout: read it off the first entry.
    const above = headerish(periods[0]! - 1);
    const headers: number[][] = [];
    periods.forEach((p, k) => {
      const prev = k > 0 ? periods[k - 1]! : -1;
      const next = k + 1 < periods.length ? periods[k + 1]! : lines.length;
      const own = [p];
      taken[p] = true;
      if (above) {
        for (let i = p - 1; i > prev && i >= p - 2 && headerish(i); i--) {
          own.unshift(i);
          taken[i] = true;
        }
        const after = p + 1;
        if (after + 1 < next && headerish(after) && !isHeaderish(lines[after + 1]!)) {
          own.push(after);
          taken[after] = true;
        }
      } else {
        for (let i = p + 1; i < next && i <= p + 2 && headerish(i); i++) {
          own.push(i);
          taken[i] = true;
        }
      }
      headers.push(own);
    });
    headers.forEach((own, k) => {
      const start = Math.max(...own) + 1;
      const end = k + 1 < headers.length ? Math.min(...headers[k + 1]!) : lines.length;
      const description = lines
        .slice(start, end)
        .filter((_, i) => !taken[start + i])
        .map(stripBullet)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const period = findPeriod(lines[periods[k]!]!)!.period;
      const { title, company } = titleAndCompany(own.map((i) => lines[i]!));
      entries.push({ title, company, period, description });
    });
  }
  return entries;
}

// ---------- education ----------

const EDU_NOISE =
  /\b(gpa|grade|note|mention|thesis|these|m[ée]moire|abschlussnote|tesis|nota|voto|honou?rs|cum laude)\b/iu;

function findEducation(sections: Section[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  for (const section of sections) {
    if (section.kind !== 'education') continue;
    let cur: Partial<EducationEntry> = {};
    const push = () => {
      if (cur.degree || cur.institution) {
        entries.push({
          degree: cur.degree ?? RESUME_DEFAULTS.degree,
          institution: cur.institution ?? RESUME_DEFAULTS.institution,
          year: cur.year ?? RESUME_DEFAULTS.year,
        });
      }
      cur = {};
    };
    const set = (key: keyof EducationEntry, value: string) => {
      if (cur[key] !== undefined) push();
      cur[key] = value;
    };
    for (const line of section.lines) {
      if (isBullet(line) || EDU_NOISE.test(line) || line.split(/\s+/).length > 16) continue;
      let text = line;
      const period = findPeriod(text);
      let year: string | undefined;
      if (period) {
        year = period.end;
        text = text.slice(0, period.index) + '\t' + text.slice(period.index + period.length);
      } else {
        const y = lastYear(text);
        if (y) {
          year = y.year;
          text = text.slice(0, y.index) + '\t' + text.slice(y.index + y.length);
        }
      }
      const pieces = text
        .split(/\t| \| | [•·] | [–—] | - /u)
        .flatMap((p) => {
          // 'BSc Physics, University of Leeds' is two parts; 'University of California, Berkeley' is one.
          const merged: string[] = [];
          for (const q of p.split(/,\s+(?=\p{Lu})/u)) {
            const known = hasWordFrom(q, INSTITUTION_WORDS) || hasWordFrom(q, DEGREE_WORDS);
            if (merged.length && !known) merged[merged.length - 1] += `, ${q}`;
            else merged.push(q);
          }
          return merged;
        })
        .map((p) => p.replace(/^[\s,:(|–—-]+|[\s,:)|–—-]+$/gu, '').trim())
        .filter((p) => p.length > 1 && !isPlace(p));
      const lineKinds = pieces.map((p) =>
        hasWordFrom(p, INSTITUTION_WORDS)
          ? 'institution'
          : hasWordFrom(p, DEGREE_WORDS)
            ? 'degree'
            : 'unknown',
      );
      pieces.forEach((p, i) => {
        const kind = lineKinds[i]!;
        if (kind === 'institution' || kind === 'degree') set(kind, p);
        else if (cur.degree === undefined && !lineKinds.includes('degree')) set('degree', p);
        else if (cur.institution === undefined && !lineKinds.includes('institution')) set('institution', p);
      });
      if (year) {
        if (cur.year !== undefined) push();
        cur.year = year;
      }
    }
    push();
  }
  return entries;
}

/** The spec's parsed resume from text lines. */
export function extractFields(text: ResumeText): ParsedResume {
  const lines = unwrapLines(text.lines.map((l) => l.replace(/[ \u00a0]+/g, ' ').trim()).filter(Boolean));
  const sections = splitSections(lines);
  const allText = lines.join('\n');
  const email = (EMAIL.exec(allText)?.[0] ?? '').toLowerCase();
  return {
    name: findName({ lines, headline: text.headline }, sections),
    email,
    phone: findPhone(sections, allText, email),
    skills: findSkills(sections),
    experience: findExperience(sections),
    education: findEducation(sections),
  };
}
