// Education: entries of the education sections, each a degree, an institution and a year.
import { RESUME_DEFAULTS, type EducationEntry } from '../../schemas/resume.js';
import { findPeriod, lastYear } from '../dates.js';
import {
  COMPANY_WORDS,
  DEGREE_WORDS,
  INSTITUTION_WORDS,
  TITLE_WORDS,
  foldText,
  hasWordFrom,
  isCountryName,
  isPlace,
} from '../vocabulary.js';
import { isBullet, trimChars, type Section } from './lines.js';

const EDU_NOISE =
  /\b(gpa|grade|note|mention|thesis|these|m[ée]moire|abschlussnote|tesis|nota|voto|honou?rs|cum laude)\b/iu;

// 'BSc Physics at the University of Leeds', '… from Stanford University'; not Portuguese 'em' ('Licenciatura em Gestão').
const AT = /(?<!\s)\s+(?:at|from|chez|presso|@)\s+(?=\p{Lu})/u;
const PIECES = /\t| \| | [•·] | [–—] | - | -- |[:;] (?=\p{Lu})/u;

const PLACEHOLDER =
  /^(?:unknown|n\/?a|tbd|tba|not (?:specified|provided|available)|none|placeholder|lorem ipsum|\[[^\]]*\]|<[^>]*>)(?:\s+(?:institution|school|university|degree|college))?\.?$/iu;

type Kind = 'institution' | 'degree' | 'unknown';
/** Whether a part names a school ('University of Leeds'), a degree ('BSc Nursing') or neither. */
export const kindOf = (p: string): Kind =>
  hasWordFrom(p, INSTITUTION_WORDS) ? 'institution' : hasWordFrom(p, DEGREE_WORDS) ? 'degree' : 'unknown';

/** A short capitalised name with no degree or school word: what a place looks like beside an institution. */
const placeLike = (p: string): boolean =>
  isPlace(p) || (/^\p{Lu}/u.test(p) && p.split(/\s+/).length <= 3 && kindOf(p) === 'unknown');

/** Comma parts of a cell, trimmed, without the full stop of a sentence-like entry (abbreviations kept). */
const commaParts = (cell: string): string[] =>
  splitAtCommas(cell)
    .map((p) => {
      // A closing bracket stays when its part opened it ('Technical University of Denmark (DTU)').
      const t = trimChars(p, ',:(|–—-', ',:)|–—-');
      return p.trimEnd().endsWith(')') && t.includes('(') && !t.endsWith(')') ? `${t})` : t;
    })
    .map((p) => (/(?:^|\s|\.)\p{L}{1,4}\.$/u.test(p) ? p : trimChars(p, '', '.')))
    .filter((p) => p.length > 1);

/**
 * A cell cut at its commas before a capital, or before a part in small letters that names a degree or a school
 * ('Uniwersytet Warszawski, magister psychologii'); elsewhere a comma stays inside its part.
 */
function splitAtCommas(cell: string): string[] {
  const out: string[] = [];
  for (const part of cell.split(/,\s+/u)) {
    if (out.length > 0 && !/^\p{Lu}/u.test(part) && kindOf(part) === 'unknown')
      out[out.length - 1] += `, ${part}`;
    else out.push(part);
  }
  return out;
}

/** 'BSc Physics (University of Limerick)': what comes before the brackets ending a cell, and what is in them. */
export function bracketed(cell: string): [string, string] | undefined {
  const text = cell.trimEnd();
  if (!text.endsWith(')')) return undefined;
  const open = text.lastIndexOf('(');
  const before = text.slice(0, open).trim();
  const inside = text.slice(open + 1, -1).trim();
  if (open < 0 || !before || !inside || /[()]/u.test(before) || inside.includes(')')) return undefined;
  return [before, inside];
}

// A town of a word or three in capitals, a colon, and the rest.
const TOWN_COLON = /^(\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2}): (\p{Lu}.*)$/u;

/** 'London: Senior Site Manager', an employer's last comma part: its town and the title after a colon. */
export function townThenTitle(part: string): [string, string] | undefined {
  const m = TOWN_COLON.exec(part);
  return m && hasWordFrom(m[2]!, TITLE_WORDS) && !hasWordFrom(m[1]!, TITLE_WORDS)
    ? [m[1]!, m[2]!]
    : undefined;
}

/**
 * 'HR Business Partner/Allegro', 'MA Psychology/University of Warsaw': a title or a degree and its employer or its
 * school on one line, a slash between them and no space (a page that set the spaces round it where a browser drops
 * them); undefined where the slash is a name's own ('UX/UI Designer', 'Sales/Marketing Manager', 'Nurse/Midwife').
 */
export function slashPair(part: string): [string, string] | undefined {
  const m = /^([^/]*\p{L}[^/\s])\/(\p{Lu}[^/]*)$/u.exec(part.trim());
  if (!m) return undefined;
  const [a, b] = [m[1]!.trim(), m[2]!.trim()];
  const titled = hasWordFrom(a, TITLE_WORDS) && !hasWordFrom(b, TITLE_WORDS) && kindOf(b) !== 'degree';
  const schooled = kindOf(a) === 'degree' && kindOf(b) === 'institution';
  return titled || schooled ? [a, b] : undefined;
}

/**
 * The cells of a line, 'Degree at Institution' and 'Degree (Institution)' cut in two ('University of
 * Texas at Austin' is one).
 */
function cellsOf(text: string): string[] {
  const cells: string[] = [];
  for (const cell of text.split(PIECES)) {
    const slashed = slashPair(cell);
    if (slashed) {
      cells.push(...slashed);
      continue;
    }
    // (Its comma before the year the line had after it gone.)
    const parts = bracketed(cell.replace(/[,\s]+$/u, ''));
    if (parts && kindOf(parts[1]) === 'institution' && kindOf(parts[0]) !== 'institution') {
      cells.push(...parts);
      continue;
    }
    // 'University of Leeds (Leeds)': the school, its town in brackets after it left out (an acronym stays:
    // 'Technical University of Denmark (DTU)').
    if (
      parts &&
      kindOf(parts[0]) === 'institution' &&
      placeLike(parts[1]) &&
      !/^\p{Lu}{2,}$/u.test(parts[1])
    ) {
      cells.push(parts[0]);
      continue;
    }
    // 'Freie Universität Berlin. B.A. Betriebswirtschaftslehre.': the school and the degree as two sentences.
    const sentences = schoolThenDegree(cell);
    if (sentences) {
      cells.push(...sentences);
      continue;
    }
    const at = AT.exec(cell);
    if (at && kindOf(cell.slice(0, at.index)) === 'degree')
      cells.push(cell.slice(0, at.index), cell.slice(at.index + at[0].length));
    else cells.push(cell);
  }
  return cells;
}

/** A state's university system, whose campus follows a comma ('University of California, Berkeley'). */
const CAMPUS = /^university of [\p{L}-]+(?: [\p{L}-]+)?$/iu;

/** A cell's school and degree where a full stop ends the school's name and the degree follows it. */
function schoolThenDegree(cell: string): [string, string] | undefined {
  for (const m of cell.matchAll(/\.\s+(?=\p{Lu})/gu)) {
    const school = cell.slice(0, m.index);
    const degree = cell.slice(m.index + m[0].length);
    if (kindOf(school) !== 'institution' || kindOf(degree) !== 'degree') continue;
    // 'Queen’s University, Kingston. Bachelor of Commerce.': the town the entry names after the school left out
    // (not a campus after a 'University of' that names a state's system: 'University of California, Berkeley').
    const comma = school.lastIndexOf(', ');
    const town = comma > 0 ? school.slice(comma + 2) : '';
    const named = school.slice(0, comma);
    return comma > 0 && !CAMPUS.test(named) && placeLike(town) && kindOf(named) === 'institution'
      ? [named, degree]
      : [school, degree];
  }
  return undefined;
}

const words = (s: string) => new Set(s.toLowerCase().split(/[\s,.]+/u));

/**
 * Whether the section's entries end with the school's city ('BSc Physics, University of Leeds, Leeds'):
 * some line has two parts after the institution, or one that is a known place, repeats a word of the
 * institution's name or ends a sentence-like entry. Then 'University of Oregon, Eugene' in the same
 * section is a school and its city, and 'University of California, Berkeley' elsewhere stays whole.
 */
function endsWithCity(lines: string[], towns: ReadonlySet<string> = new Set()): boolean {
  return lines.some((line) =>
    cellsOf(line).some((cell) => {
      const parts = commaParts(cell);
      const kinds = parts.map(kindOf);
      const inst = kinds.indexOf('institution');
      if (inst < 0 || inst === parts.length - 1) return false;
      const trailing = parts.slice(inst + 1);
      if (!trailing.every((p, i) => kinds[inst + 1 + i] === 'unknown')) return false;
      const last = trailing[trailing.length - 1]!;
      const name = words(parts[inst]!);
      return (
        trailing.length >= 2 ||
        isPlace(last) ||
        towns.has(last) ||
        [...words(last)].every((w) => !w || name.has(w)) ||
        /\p{Ll}\.$/u.test(cell.trim())
      );
    }),
  );
}

/**
 * Towns the experience sections give a line of their own under an employer's title or dates ('Allegro' / 'HR
 * Business Partner' / 'January 2021 - Present' / 'Warszawa'): a word or two in capitals that names no employer,
 * title, school or degree. A school's comma part equal to one of them is its town ('University of Warsaw,
 * Warszawa').
 */
function placeLines(sections: Section[]): Set<string> {
  const out = new Set<string>();
  for (const s of sections)
    if (s.kind === 'experience')
      s.lines.forEach((line, i) => {
        const t = line.trim();
        if (i > 0 && /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(t) && findPeriod(s.lines[i - 1]!))
          if (placeLike(t)) out.add(t);
      });
  return out;
}

/**
 * Whether the template writes each employer with its place after a comma ('Emergency Manager, Maillard SCOP,
 * Toulouse', 'Lang AG, Rikeburg'): two experience lines or more end so (or the one job there is), a short
 * capitalised name that is no title or employer after a title and an employer, or after an employer its
 * legal form names. Then its
 * schools have their place after them too ('Ecole Nationale d’Administration, Créteil'), known town or not.
 * `above` / `below`: two employers or more stand on a line of their own over (under) the line with the
 * title and dates, a place after their comma ('Allegro, Warszawa' / 'HR Business Partner  Jan 2021 –
 * Present'); then a school set the same way over (under) its dates has its town after it. `beside`: the
 * same with the dates on the employer's line ('Rücker-Emert, Aalen  Nov 2018 – Mar 2020'), for a school
 * with its years on its line.
 */
function employersHavePlaces(sections: Section[]): {
  always: boolean;
  above: boolean;
  below: boolean;
  beside: boolean;
  towns: Set<string>;
} {
  const towns = new Set<string>();
  let n = 0;
  let above = 0;
  let below = 0;
  let beside = 0;
  let datedLines = 0;
  const isDated = (l: string | undefined) => l !== undefined && findPeriod(l) !== undefined;
  for (const section of sections) {
    if (section.kind !== 'experience') continue;
    section.lines.forEach((line, i) => {
      const own = !isDated(line);
      if (!own) datedLines++;
      if (isBullet(line) || /[.;!?]$/u.test(line.trim())) return;
      for (const cell of withoutYears(line).split('\t')) {
        // The employer and its place in brackets after the title ('HR Generalist (ING Bank Śląski, Katowice)').
        const parts = commaParts(bracketed(cell)?.[1] ?? cell);
        if (parts.length < 2) continue;
        // ('Berkeley Group, London: Senior Site Manager': the town before the title's colon.)
        const colon = townThenTitle(parts[parts.length - 1]!);
        if (colon) parts[parts.length - 1] = colon[0];
        const last = parts[parts.length - 1]!;
        if (!placeLike(last) || hasWordFrom(last, TITLE_WORDS) || hasWordFrom(last, COMPANY_WORDS)) continue;
        if (parts.length >= 3 || hasWordFrom(parts[0]!, COMPANY_WORDS)) n++;
        if (parts.length === 2 && !hasWordFrom(parts[0]!, TITLE_WORDS)) {
          towns.add(last);
          if (!own) beside++;
          // (Over or under its dates, or the title between: 'Allegro, Warszawa' / 'HR Business Partner' / 'Jan 2021
          // - Present'.)
          else if (isDated(section.lines[i + 1])) above++;
          else if (isDated(section.lines[i - 1])) below++;
          else if (isDated(section.lines[i + 2])) above++;
          else if (isDated(section.lines[i - 2])) below++;
        }
      }
    });
  }
  // One job alone counts when it is written so (every dated line of the experience).
  return {
    always: n >= 2 || (n === 1 && datedLines === 1),
    above: above >= 2,
    below: below >= 2,
    beside: beside >= 2,
    towns,
  };
}

/** Each cell's school and the one part after its comma, where the cell ends so ('Utrecht University', 'Utrecht'). */
function schoolsAndTowns(text: string): [string, string][] {
  return cellsOf(text).flatMap((cell) => {
    const parts = commaParts(cell);
    const inst = parts.findIndex((p) => kindOf(p) === 'institution');
    return inst >= 0 && inst === parts.length - 2
      ? [[parts[inst]!, parts[inst + 1]!] as [string, string]]
      : [];
  });
}

/** A state university's campus after its comma, no employer's town: 'University of California, Berkeley'. */
const campus = (text: string, towns: ReadonlySet<string>): boolean =>
  schoolsAndTowns(text).some(([school, town]) => CAMPUS.test(school) && !towns.has(town));

/**
 * Where the employers have their places after a comma, set however ('BENU Apotheek, Utrecht' over the title and
 * dates), whether a school's line ends in its town the same way though set otherwise ('Utrecht University,
 * Utrecht  2010 – 2016'): one part after the school that is place-like, not a state university's campus unless an
 * employer's place is that town ('University of Warsaw, Warszawa' beside 'Allegro, Warszawa').
 */
const townAfterSchool = (text: string, towns: ReadonlySet<string>): boolean =>
  schoolsAndTowns(text).some(
    ([school, town]) =>
      kindOf(town) === 'unknown' && placeLike(town) && (!CAMPUS.test(school) || towns.has(town)),
  );

/** The parts of one education line, places dropped. */
function educationPieces(text: string, cityLast: boolean): string[] {
  const pieces: string[] = [];
  for (const cell of cellsOf(text)) {
    const parts = commaParts(cell);
    const kinds = parts.map(kindOf);
    const inst = kinds.indexOf('institution');
    if (cityLast && inst >= 0 && inst < parts.length - 1 && kinds[parts.length - 1] === 'unknown') {
      // …and its country after it ('Utrecht University, Utrecht, Netherlands').
      const country = isCountryName(parts[parts.length - 1]!.trim());
      parts.pop();
      if (country && inst < parts.length - 1 && kinds[parts.length - 1] === 'unknown') parts.pop();
    }
    const merged: string[] = [];
    parts.forEach((q, i) => {
      if (isPlace(q)) return;
      if (merged.length && i > 0 && kindOf(q) === 'unknown') merged[merged.length - 1] += `, ${q}`;
      else merged.push(q);
    });
    pieces.push(...merged);
  }
  // A cell right after the institution's, short and capitalised, is its city ('University of Warsaw  Warszawa').
  return pieces.filter((p, i) => !(i > 0 && kindOf(pieces[i - 1]!) === 'institution' && placeLike(p)));
}

/** A line with its period or last year replaced by a tab. */
function withoutYears(line: string): string {
  const period = findPeriod(line);
  const y = period ?? lastYear(line);
  if (!y) return line;
  // The brackets the years stood in go with them ('BSc Nursing (2011–2015)', '… in Melbourne [2013 - 2015]').
  const before = line.slice(0, y.index);
  const after = line.slice(y.index + y.length);
  if (/[([]\s*$/u.test(before) && /^\s*[)\]]/u.test(after))
    return before.replace(/[([]\s*$/u, '') + '\t' + after.replace(/^\s*[)\]]/u, '');
  return before + '\t' + after;
}

/** The entries of the education sections: degree, institution and year, in the order they are written. */
export function findEducation(sections: Section[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let placesAfterEmployers: ReturnType<typeof employersHavePlaces> | undefined;
  let townLines: Set<string> | undefined;
  for (const section of sections) {
    if (section.kind !== 'education') continue;
    let cur: Partial<EducationEntry> & { knownDegree?: boolean } = {};
    const push = () => {
      // A line that names neither a school nor a degree ('Weekend volunteering.') is not an entry.
      if (cur.institution || cur.knownDegree) {
        entries.push({
          degree: cur.degree ?? RESUME_DEFAULTS.degree,
          institution: cur.institution ?? RESUME_DEFAULTS.institution,
          year: cur.year ?? RESUME_DEFAULTS.year,
        });
      }
      cur = {};
    };
    const set = (key: 'degree' | 'institution', value: string, known: boolean) => {
      // A field of study on a line of its own, then the degree ('Information Technology' / 'Bachelor'),
      // before the entry's dates: one degree.
      if (
        key === 'degree' &&
        known &&
        cur.degree !== undefined &&
        !cur.knownDegree &&
        cur.year === undefined
      ) {
        cur.degree = `${value}, ${cur.degree}`;
        cur.knownDegree = true;
        return;
      }
      if (cur[key] !== undefined) push();
      cur[key] = value;
      if (key === 'degree') cur.knownDegree = known;
    };
    const places = (placesAfterEmployers ??= employersHavePlaces(sections));
    // Each school's town on a line of its own under it ('University of California, Berkeley' / 'Berkeley'): what
    // follows a school's comma is part of its name.
    // Every school so, two or more (one town alone may be the rest of a name wrapped: 'São' / 'Paulo').
    const schools = section.lines.flatMap((l, i) => (kindOf(l) === 'institution' ? [i] : []));
    const townUnder =
      schools.length >= 2 &&
      schools.every((i) => i + 1 < section.lines.length && placeLike(section.lines[i + 1]!.trim()));
    const ownLineTowns = (townLines ??= placeLines(sections));
    const cityLast =
      places.always ||
      endsWithCity(
        section.lines.map((l) => withoutYears(l)),
        ownLineTowns,
      );
    const dated = (l: string | undefined) => l !== undefined && (findPeriod(l) ?? lastYear(l)) !== undefined;
    section.lines.forEach((line, index) => {
      if (isBullet(line) || EDU_NOISE.test(line) || line.split(/\s+/).length > 16) return;
      // Template placeholders ('Unknown Institution', 'N/A') and sentences that name neither a school nor a
      // degree ('Weekend volunteering.') are not entries.
      if (PLACEHOLDER.test(line.trim())) return;
      if (/\p{Ll}\.$/u.test(line.trim()) && kindOf(line) === 'unknown' && !lastYear(line)) return;
      // A school's name wrapped after its line's end, the rest starting in small letters ('… @ Escuela de
      // Hostelería' / 'de Madrid').
      const rest = line.trim();
      if (
        /^\p{Ll}+ \p{Lu}[^\t]*$/u.test(rest) &&
        rest.length <= 40 &&
        cur.institution !== undefined &&
        section.lines[index - 1]?.trimEnd().endsWith(cur.institution)
      ) {
        cur.institution += ` ${rest}`;
        return;
      }
      const text = withoutYears(line);
      const year = findPeriod(line)?.end ?? lastYear(line)?.year;
      const own = !year;
      let pieces = educationPieces(
        text,
        !townUnder &&
          (cityLast ||
            (!own && places.beside) ||
            (own && places.above && dated(section.lines[index + 1]) && !campus(text, places.towns)) ||
            (own && places.below && dated(section.lines[index - 1]) && !campus(text, places.towns)) ||
            ((places.above || places.below || places.beside) && townAfterSchool(text, places.towns)) ||
            // …or the jobs' towns on lines of their own ('Marketing Manager - Wealthsimple (2020-Present)' / 'Toronto').
            (ownLineTowns.size >= 2 && townAfterSchool(text, ownLineTowns))),
      );
      // The school's town beside its years ('2013 - 2015 | Cork'): one capitalised word alone with them, set
      // off by a bar, a dot or a tab (not 'Harvard, 2015').
      const alone = pieces.length === 1 ? pieces[0]! : '';
      if (year && alone && !/\s/u.test(alone) && placeLike(alone) && /[|·•\t]/u.test(line)) pieces = [];
      const lineKinds = pieces.map(kindOf);
      pieces.forEach((p, i) => {
        const kind = lineKinds[i]!;
        if (kind === 'institution') set('institution', p, false);
        else if (kind === 'degree') set('degree', p, true);
        else if (cur.degree === undefined && !lineKinds.includes('degree')) set('degree', p, false);
        else if (
          // A degree wrapped onto a line of its own ('Mestrado em Engenharia' / 'Informática'), the school
          // on the next line.
          pieces.length === 1 &&
          !year &&
          cur.institution === undefined &&
          cur.year === undefined &&
          p.split(' ').length <= 3 &&
          kindOf(section.lines[index + 1] ?? '') === 'institution'
        )
          cur.degree += ` ${p}`;
        // (A piece without a letter is no school: years the dates' reader did not know, '14–16'.)
        else if (cur.institution === undefined && !lineKinds.includes('institution') && /\p{L}/u.test(p))
          set('institution', p, false);
      });
      if (year) {
        if (cur.year !== undefined) push();
        cur.year = year;
      }
    });
    push();
  }
  const text = sections.flatMap((s) => s.lines).join('\n');
  return entries.map((e) => ({ ...e, institution: withoutTown(e.institution, text) }));
}

// 'Monash University in Melbourne', 'Universidade de São Paulo em São Paulo': a school and the town a template
// wrote after it.
const TOWN_AFTER = /\s+(?:in|em)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})$/u;

/**
 * The school without the town after it when the resume names that town once more (its address, another school
 * 'in' it, the school's own name: 'Utrecht University in Utrecht'), or when the school has a name of its own
 * before it ('Queen’s University in Kingston'); 'Fine Arts Academy in Wroclaw', only what a school is and its
 * town, stays whole where the resume names Wroclaw nowhere else: the town is its name.
 */
function withoutTown(institution: string, text: string): string {
  const m = TOWN_AFTER.exec(institution);
  if (!m) return institution;
  const rest = institution.slice(0, m.index);
  if (kindOf(rest) !== 'institution') return institution;
  if (ownName(rest)) return rest;
  const town = new RegExp(`(?<!\\p{L})${m[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'giu');
  return (text.match(town)?.length ?? 0) >= 2 ? rest : institution;
}

// What a school teaches or what kind it is: words that name no school of their own ('Fine Arts Academy', 'Medical
// Academy', 'State University', 'Hochschule für Musik').
const SCHOOL_KIND_WORDS = new Set(
  (
    'fine arts art applied sciences science technical technology technological medical medicine music musik ' +
    'kunst economics economic business commerce trade management law engineering agricultural agriculture ' +
    'pedagogical teachers maritime military naval police sport sports physical education health nursing ' +
    'veterinary design drama dance film theatre theater theological theology catholic christian islamic open ' +
    'public private state national federal international central higher technische medizinische ' +
    'of and the for fur de del della di des du la le et y e i und'
  ).split(' '),
);

/** Whether a school's name has a name in it ('Queen’s University', 'Monash University'), not only its kind. */
const ownName = (school: string): boolean =>
  school.split(/[\s-]+/).some((w) => {
    const key = foldText(w.toLowerCase()).replace(/[^a-z]/g, '');
    return /^\p{Lu}/u.test(w) && key !== '' && !INSTITUTION_WORDS.has(key) && !SCHOOL_KIND_WORDS.has(key);
  });
