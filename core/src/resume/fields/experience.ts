// Experience: entries of the experience sections, each a title, a company, a period and a description.
import { RESUME_DEFAULTS, type EducationEntry, type ExperienceEntry } from '../../schemas/resume.js';
import { findPeriod } from '../dates.js';
import { COMPANY_WORDS, TITLE_WORDS, hasWordFrom, isCountryName, isPlace } from '../vocabulary.js';
import { bracketed, kindOf, slashPair, townThenTitle } from './education.js';
import { isBullet, stripBullet, trimChars, type Section } from './lines.js';

// A title, employer or date line: short, not a bullet, not a sentence, not a wrapped continuation.
const isHeaderish = (line: string): boolean =>
  !isBullet(line) &&
  line.length <= 80 &&
  line.split(/\s+/).length <= 11 &&
  // A sentence ends in a full stop; a row of short cells may end in one ('Pharmacist<tab>Utrecht, Netherlands.').
  (line.includes('\t')
    ? line.split('\t').every((c) => c.split(/\s+/).length <= 6)
    : !/[.;!?]$/.test(line.trim())) &&
  !/^\p{Ll}/u.test(line.trim());

// ' -- ' is a dash as plain-text writers type it ('Leeds Teaching Hospitals NHS Trust -- Leeds').
const SEPARATORS = /\t| \| | [•·] | [–—] | - | -- | \/ |; /u;
// Starts only where a whitespace run starts (else each position of a long run rescanned it).
const AT = /(?<!\s)\s+(?:at|@|chez|bei|presso|em)\s+/iu;
// How a job was held, in brackets after its title: not an employer.
const WORK_MODE =
  /^(?:contract(?:or)?|freelance|part[- ]time|full[- ]time|remote|hybrid|intern(?:ship)?|temporary|temp|volunteer|voluntary|interim|seasonal|on[- ]site)$/iu;
// A line's rest wrapped onto the next: a capitalised word or two, no separator.
const WRAPPED_REST = /^\p{Lu}[\p{L}.&'’-]*(?: \p{Lu}[\p{L}.&'’-]*)?$/u;
const AT_START = /^(?:at|@|chez|bei|presso)\s+(?=\p{Lu})/u;

/**
 * Cuts a header line into its parts (title, company, place), without the period; `tails` are the one-word
 * parts after a comma ('Acme AB, Malmö': 'Malmö'), where a place the vocabulary does not know often stands;
 * `dated` is what shares the period's cell beside other cells ('2015-2017 Cork<tab>Teacher, Coláiste Chríost
 * Rí': 'Cork', a label column's dates over the place), which is where the job was, not the employer.
 */
function headerPieces(line: string): {
  pieces: string[];
  atSplit: boolean;
  tails: string[];
  dated?: string;
  employer?: string;
  /** The parts that read as sentences (see describes), as they stand in `pieces`. */
  sentences: string[];
} {
  let text = line;
  const period = findPeriod(text);
  let dated: string | undefined;
  if (period) {
    const before = text.slice(0, period.index);
    const after = text.slice(period.index + period.length);
    const cell = `${before.slice(before.lastIndexOf('\t') + 1)} ${after.split('\t')[0]}`.trim();
    if (line.includes('\t') && !/[,|•·]/u.test(cell) && cell.split(' ').length <= 3) dated = cell;
    text = before + '\t' + after;
  }
  text = text.replace(/\(\s*\)|\[\s*\]/g, ' ');
  if (text.includes(' - ')) text = joinNamePairs(text);
  let atSplit = false;
  let employer: string | undefined;
  const pieces: string[] = [];
  for (const cell of text.split(SEPARATORS)) {
    // 'HR Generalist (ING Bank Śląski, Katowice)': the employer in brackets after the title.
    const inner = bracketed(stripBullet(cell));
    const raws = inner && !WORK_MODE.test(inner[1]) ? inner : [cell];
    const whole = raws.length === 1;
    for (const raw of raws) {
      // A closing bracket is kept when its part opened it ('Staff Nurse (Contract)').
      const trimmed = trimChars(stripBullet(raw), ',(|–—-:;', ',)|–—-;:');
      const part = whole && raw.trimEnd().endsWith(')') && trimmed.includes('(') ? `${trimmed})` : trimmed;
      if (!part) continue;
      // A line of its own under the title, 'at Leeds Teaching Hospitals' / 'presso IMA Group': the employer.
      const lead = AT_START.exec(part);
      if (lead && employer === undefined) {
        employer = withoutFullStop(part.slice(lead[0].length));
        pieces.push(employer);
        continue;
      }
      const slashed = slashPair(part);
      if (slashed) {
        pieces.push(...slashed);
        continue;
      }
      const at = AT.exec(part);
      if (at) {
        atSplit = true;
        pieces.push(part.slice(0, at.index).trim(), part.slice(at.index + at[0].length).trim());
        continue;
      }
      pieces.push(part);
    }
  }
  const out: string[] = [];
  const tails: string[] = [];
  const sentences: string[] = [];
  for (const p of pieces) {
    if (!p) continue;
    if (describes(p)) sentences.push(withoutFullStop(p));
    // 'Senior Engineer, Acme Corp' — but not 'Acme, Inc.' or 'Berlin, Germany'.
    // p.split(/\s*,\s+/) without its quadratic leading \s* (p is trimmed, so trimming the parts is the same).
    const comma = joinNameLists(p.split(/,(?=\s)/).map(withoutFullStop));
    // 'Bosch India, Bengaluru, Planned inbound logistics for two plants.': the description as a sentence after the
    // employer and its town, no part of the header.
    if (comma.length >= 3 && describes(p.slice(p.lastIndexOf(', ') + 2))) comma.pop();
    // 'Wealthsimple, Toronto. Marketing Manager.': the entry as one sentence, the title after the town's full stop.
    const after = comma.length >= 2 ? titleAfterTown(comma[comma.length - 1]!) : undefined;
    if (after !== undefined) comma[comma.length - 1] = after;
    // 'Berkeley Group, London: Senior Site Manager': the title after the town and a colon.
    const colon = comma.length >= 2 ? townThenTitle(comma[comma.length - 1]!) : undefined;
    if (colon) comma[comma.length - 1] = colon[1];
    if (isPlace(p) && comma.every((c) => isPlace(c) || /^\p{Lu}{2}$/u.test(c))) continue;
    if (comma.length >= 2 && !comma.slice(1).every((c) => LEGAL_FORM.test(c))) {
      const kept = comma.filter((c) => c && !isPlace(c));
      // 'Title, Company, City': the third part of an entry line is where the job was.
      if (kept.length >= 3 && comma.length === kept.length) kept.pop();
      out.push(...kept);
      // A single word after the first part: a place, more often than not.
      tails.push(...kept.filter((c) => c !== comma[0] && !/\s/u.test(c)));
    } else if (!isPlace(p)) out.push(withoutFullStop(p));
  }
  return { pieces: out.filter((p) => p.length > 1), atSplit, tails, dated, employer, sentences };
}

/**
 * A line that names a place and nothing else: a town and its country after it ('London, United Kingdom', 'Leeds,
 * UK'; not 'Deloitte, London', an employer and its town), or a country alone.
 */
// A line that opens with a year alone in a cell of its own ('2016<tab>Stagiaire bureau d’études, Setec, Paris').
const YEAR_CELL = /^((?:19|20)\d\d)\t/u;

/**
 * Where the section's other entries open with their period in a cell of its own ('2016-2019<tab>Ingénieure
 * d’études, …'), a line opening with one year so (a job begun and ended in that year) is dated that year to that
 * year.
 */
function yearsAlone(lines: string[]): string[] {
  const opening = (l: string) => {
    const period = findPeriod(l);
    return period !== undefined && period.index === 0 && l[period.length] === '\t';
  };
  if (!lines.some(opening)) return lines;
  return lines.map((l) => {
    const m = YEAR_CELL.exec(l);
    return m && !findPeriod(l) ? `${m[1]} - ${m[1]}${l.slice(m[1]!.length)}` : l;
  });
}

/** Whether a line holds its period and at most a town's name beside it (one or two capitalised words), no more. */
const townBeside = (line: string): boolean => {
  const period = findPeriod(line);
  if (!period) return false;
  const rest = (line.slice(0, period.index) + '\t' + line.slice(period.index + period.length))
    .split('\t')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  return rest.length <= 1 && rest.every((c) => WRAPPED_REST.test(c));
};

const placeOnly = (line: string): boolean => {
  const parts = line.split(/,(?=\s)/u).map((c) => c.trim());
  return (
    parts.length <= 3 &&
    isCountryName(parts.at(-1)!) &&
    parts.every(
      (c) =>
        /^\p{Lu}[\p{L}'’. -]*$/u.test(c) &&
        c.split(' ').length <= 3 &&
        !hasWordFrom(c, COMPANY_WORDS) &&
        !hasWordFrom(c, TITLE_WORDS),
    )
  );
};

// A surname, with the particles before it ('Baumbach', 'de Haan', 'D’Amore', 'Flis-Żuk').
const PARTICLES = /^(?:(?:de|da|das|do|dos|del|della|di|du|la|le|van|von|der|den|ten|ter|zu|y)\s)+/iu;
const SURNAME = /^\p{Lu}[\p{L}’'-]*$/u;
const nameLike = (s: string): boolean =>
  SURNAME.test(s.replace(PARTICLES, '')) &&
  !hasWordFrom(s, TITLE_WORDS) &&
  !hasWordFrom(s, COMPANY_WORDS) &&
  !isPlace(s);
/** A surname of one word, or of one after its particles ('Den Adel'). */
const oneName = (s: string): boolean => nameLike(s) && !/\s/u.test(s.replace(PARTICLES, ''));

/**
 * Two surnames joined by a spaced hyphen ('Mosciski - Baumbach', 'Peeters - de Haan') name one firm, not a
 * title and its employer ('Data Analyst - Kaiser Permanente'): the hyphen's spaces become no-break ones,
 * which the separators leave alone.
 */
function joinNamePairs(text: string): string {
  return text.replace(/([^\t,|•·–—]*) - ([^\t,|•·–—]*)/gu, (whole, before: string, after: string) => {
    // 'Director at Morissette - Williamson': the names start after 'at'.
    const a = before.split(AT).pop()!.trim();
    const b = after.trim().split(' - ')[0]!;
    return nameLike(a) && nameLike(b) ? whole.replace(' - ', '\u00a0-\u00a0') : whole;
  });
}

// The last of a list of names: 'Iyengar and Johar', 'Melo e Saraiva', 'Alemán y Perea Asociados', 'Smeets and
// van den Pol'.
const LAST_OF_NAMES =
  /^\p{Lu}[\p{L}’'-]*\s(?:and|AND|&|und|UND|y|Y|e|E|et|ET|en|EN|i|I)\s(?:(?:van|von|de|der|den|di|da|du|la|le)\s)*\p{Lu}/u;

/** Whether a part names a firm after its partners ('Bhadresha, Iyengar and Johar', 'Mosciski - Baumbach'). */
const firmOfNames = (p: string): boolean =>
  (p.includes(', ') &&
    LAST_OF_NAMES.test(p.slice(p.lastIndexOf(', ') + 2)) &&
    joinNameLists(p.split(', ')).length === 1) ||
  /^[^-]+\u00a0-\u00a0[^-]+$/u.test(p);

/**
 * A firm named as a list of surnames ('Bhadresha, Iyengar and Johar', 'Smith, Jones & Co'), put back
 * together from the parts a comma split: one-word names before a part that ends the list with 'and'.
 * Not after a title ('Teacher, Smith and Jones').
 */
function joinNameLists(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (LAST_OF_NAMES.test(part) && !hasWordFrom(part, TITLE_WORDS)) {
      let k = out.length;
      while (k > 0 && oneName(out[k - 1]!)) k--;
      if (k < out.length) {
        out.splice(k, out.length - k, [...out.slice(k), part].join(', '));
        continue;
      }
    }
    out.push(part);
  }
  return out;
}

// How long a job lasted, as a template's badge after the employer or the section's title ('Current 7 years 8
// months', 'Total 11 years 1 month', 'Insgesamt 13 Jahre 2 Monate', '3 años 10 meses'), at a cell's end.
const YEARS = 'years?|yrs?|ans?|jahre?|años?|anni|anno|anos?|jaar|jaren|lat|lata|rok|roku';
const MONTHS = 'months?|mos?|mois|monate?|meses|mes|mesi|mese|maanden|maand|miesięcy|miesiące|miesiąc';
const DURATION = new RegExp(
  `(?:^|[ \\t])(?:(?:total|current|insgesamt|gesamt|aktuell|actuel|actuelle|au total|actual|en total|totale|attuale|atual|totaal|huidig|łącznie|obecnie)\\s+)?(?:\\d{1,2}\\s+(?:${YEARS})(?:\\s+\\d{1,2}\\s+(?:${MONTHS}))?|\\d{1,2}\\s+(?:${MONTHS}))(?=\\t|$)`,
  'giu',
);
const HAS_DURATION = new RegExp(DURATION.source, 'iu');
/** Lines without the durations a template prints as badges (whole lines of them dropped). */
function withoutDurations(lines: string[]): string[] {
  if (!lines.some((l) => /\d\s+\p{L}/u.test(l) && HAS_DURATION.test(l))) return lines;
  return lines
    .map((l) =>
      l
        .replace(DURATION, '')
        .replace(/\t{2,}/gu, '\t')
        .trim(),
    )
    .filter((l) => l !== '');
}

/** A sentence: four words or more, ending in a full stop, its words after the first in small letters. */
function describes(part: string): boolean {
  const words = part.split(' ');
  return words.length >= 4 && part.endsWith('.') && words.slice(1).every((w) => !/^\p{Lu}/u.test(w));
}

// A town of a word or three in capitals, its full stop, and a short phrase after it.
const TOWN_THEN_PHRASE = /^(\p{Lu}[\p{L}'’-]{2,}(?: \p{Lu}[\p{L}'’-]{2,}){0,2})\. (\p{Lu}[^.]*)$/u;
/**
 * The phrase after a town and its full stop in an entry's last comma part ('Toronto. Marketing Manager'), where
 * the town names no employer or title ('Acme Corp. Sales' is no town) and the phrase is six words at most.
 */
function titleAfterTown(part: string): string | undefined {
  const m = TOWN_THEN_PHRASE.exec(part);
  if (!m || m[2]!.split(' ').length > 6 || LEGAL_FORM.test(m[1]!)) return undefined;
  return hasWordFrom(m[1]!, COMPANY_WORDS) || hasWordFrom(m[1]!, TITLE_WORDS) ? undefined : m[2];
}

/** A part without the full stop that ends an entry written as a sentence ('…, Toronto.'), abbreviations kept. */
const withoutFullStop = (c: string): string =>
  /(?:^|\s|\.)\p{L}{1,4}\.$/u.test(c) ? c.trim() : trimChars(c, '', '.');

const LEGAL_FORM = /^(?:inc|llc|ltd|corp|co|gmbh|ag|sa|s\.a|sl|s\.l|srl|spa|plc|bv|nv)\.?$/iu;

const titleScore = (p: string) =>
  (hasWordFrom(p, TITLE_WORDS) ? 1 : 0) - (hasWordFrom(p, COMPANY_WORDS) || firmOfNames(p) ? 0.5 : 0);
const companyScore = (p: string) =>
  (hasWordFrom(p, COMPANY_WORDS) || firmOfNames(p) ? 1 : 0) - (hasWordFrom(p, TITLE_WORDS) ? 0.5 : 0);

/**
 * An entry's title and company, and the order its lines give them in: `companyFirst` when the words
 * told the two apart, `undecided` when nothing did and the first part was taken for the title.
 */
type Roles = {
  title: string;
  company: string;
  companyFirst?: boolean;
  undecided?: true;
  /** Where the title stood ('line offset from the date line:part'), when its words made it the title. */
  titleAt?: string;
};

/**
 * `dateLine` is the index in `headerLines` of the line with the period; `titleAt`, when given, is where the
 * other entries of the section have their title (see `Roles.titleAt`), taken when no word decides.
 */
function titleAndCompany(headerLines: string[], dateLine: number, titleAt?: string): Roles {
  const all = headerLines.map(headerPieces);
  // A sentence on a header line beside the others ('Oakland<tab>Dashboards for hospital capacity planning.': a
  // place column beside the description's first line) is no title or employer where the header has other parts.
  const said = new Set(all.flatMap((h) => h.sentences));
  if (all.some((h) => h.pieces.some((p) => !said.has(p))))
    for (const h of all) h.pieces = h.pieces.filter((p) => !said.has(p));
  const pieces = all.flatMap((h) => h.pieces);
  const at = all.flatMap((h, l) => h.pieces.map((_, k) => `${l - dateLine}:${k}`));
  if (all.some((h) => h.atSplit) && pieces.length >= 2) {
    const i = all.findIndex((h) => h.atSplit);
    const before = all.slice(0, i).flatMap((h) => h.pieces).length;
    const at = all[i]!.pieces;
    return { title: pieces[before] ?? at[0]!, company: pieces[before + 1] ?? at[1]! };
  }
  if (pieces.length === 0) return { title: RESUME_DEFAULTS.title, company: RESUME_DEFAULTS.company };
  // An 'at Company' line: the employer; the title is the line's neighbour above it (or under it).
  const led = all.findIndex((h) => h.employer !== undefined);
  if (led >= 0) {
    const company = all[led]!.employer!;
    const title =
      all[led - 1]?.pieces[0] ??
      all[led]!.pieces.find((p) => p !== company) ??
      all[led + 1]?.pieces[0] ??
      RESUME_DEFAULTS.title;
    return { title, company, companyFirst: false };
  }
  if (pieces.length === 1) {
    const p = pieces[0]!;
    return titleScore(p) > 0 || companyScore(p) <= 0
      ? { title: p, company: RESUME_DEFAULTS.company }
      : { title: RESUME_DEFAULTS.title, company: p };
  }
  // Over several lines, a whole line is a better title than a word after a comma on another line
  // ('Acme AB, Malmö' / 'Quantity Surveyor'), when the words do not decide.
  const tails = headerLines.length > 1 ? new Set(all.flatMap((h) => h.tails)) : undefined;
  let titleIdx = 0;
  let best = -Infinity;
  pieces.forEach((p, i) => {
    const s = titleScore(p) - (tails?.has(p) ? 0.25 : 0);
    if (s > best) {
      best = s;
      titleIdx = i;
    }
  });
  // No word names the title: the place the section's other titles have, if this entry has a part there.
  const placed = titleAt === undefined ? -1 : at.indexOf(titleAt);
  if (best <= 0 && placed >= 0) titleIdx = placed;
  const titleBest = placed >= 0 && best <= 0 ? 1 : best;
  let companyIdx = -1;
  best = -Infinity;
  const dated = new Set(all.map((h) => h.dated));
  pieces.forEach((p, i) => {
    if (i === titleIdx) return;
    const s = companyScore(p) - i * 0.01 - (dated.has(p) ? 0.25 : 0);
    if (s > best) {
      best = s;
      companyIdx = i;
    }
  });
  const title = pieces[titleIdx]!;
  const company = companyIdx >= 0 ? pieces[companyIdx]! : RESUME_DEFAULTS.company;
  if (companyIdx < 0) return { title, company };
  if (titleBest > 0 || best > 0)
    return {
      title,
      company,
      companyFirst: companyIdx < titleIdx,
      titleAt: titleBest > 0 ? at[titleIdx] : undefined,
    };
  // Neither part reads as a title or an employer: the first is taken for the title unless the other
  // entries of the section put the employer first.
  return { title, company, undecided: true };
}

/**
 * The entries of the experience sections; the layout (titles above or below the dates) is read off the first.
 * An entry that is a degree at a school (a timeline of jobs and studies under one heading) goes to `schools`.
 */
export function findExperience(sections: Section[], schools: EducationEntry[] = []): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  for (const section of sections) {
    if (section.kind !== 'experience') continue;
    const lines = yearsAlone(withoutDurations(section.lines));
    const periods = lines.map((l, i) => (!isBullet(l) && findPeriod(l) ? i : -1)).filter((i) => i >= 0);
    if (periods.length === 0) continue;
    const taken = new Array<boolean>(lines.length).fill(false);
    const headerish = (i: number) =>
      i >= 0 && i < lines.length && !taken[i] && isHeaderish(lines[i]!) && !findPeriod(lines[i]!);
    // Where titles sit relative to dates is a property of the layout: read it off the first entry.
    const above = headerish(periods[0]! - 1);
    const headers: number[][] = [];
    // Header lines whose next line is their wrapped rest.
    const wrapped = new Set<number>();
    periods.forEach((p, k) => {
      const prev = k > 0 ? periods[k - 1]! : -1;
      const next = k + 1 < periods.length ? periods[k + 1]! : lines.length;
      const own = [p];
      taken[p] = true;
      if (above) {
        let reach = p - 2;
        for (let i = p - 1; i > prev && i >= reach && headerish(i); i--) {
          taken[i] = true;
          // A line of the place alone ('London, United Kingdom', 'Leeds, UK' between the employer and the dates) is
          // not one of the two lines of title and employer.
          if (reach === p - 2 && placeOnly(lines[i]!)) reach--;
          else own.unshift(i);
        }
        const after = p + 1;
        if (after + 1 < next && headerish(after) && !isHeaderish(lines[after + 1]!)) {
          own.push(after);
          taken[after] = true;
        }
      } else {
        // A period line with nothing but a town beside the dates, under an untaken line of cells ('Randstad Polska
        // <tab>Recruitment Specialist' / '2015.06 - 2017.03<tab>Warszawa': a row of cells wrapped where the others
        // hold the entry on one line): that line is the entry's.
        if (p - 1 > prev && headerish(p - 1) && lines[p - 1]!.includes('\t') && townBeside(lines[p]!)) {
          own.unshift(p - 1);
          taken[p - 1] = true;
        }
        for (let i = p + 1; i < next && i <= p + 2 && headerish(i); i++) {
          own.push(i);
          taken[i] = true;
        }
        // The first line under the dates wrapped in a narrow box ('Leeds Teaching Hospitals' / 'NHS Trust' /
        // 'Senior Staff Nurse'): a word or two with no separator, then another short header line (not the first line
        // of a description).
        const rest = lines[p + 2];
        if (
          own.length === 3 &&
          rest !== undefined &&
          WRAPPED_REST.test(rest) &&
          p + 3 < next &&
          headerish(p + 3) &&
          lines[p + 3]!.split(' ').length <= 5
        ) {
          own.push(p + 3);
          taken[p + 3] = true;
          wrapped.add(p + 1);
        }
      }
      headers.push(own);
    });
    const found: Roles[] = [];
    const texts = headers.map((own) =>
      own.flatMap((i) =>
        wrapped.has(i) ? [`${lines[i]} ${lines[i + 1]}`] : wrapped.has(i - 1) ? [] : [lines[i]!],
      ),
    );
    const dates = headers.map((own, k) => own.indexOf(periods[k]!));
    // Half the entries or more with one header line (over their dates, or the dates' own): an entry with two, the second a
    // word or two without a separator ('Randstad Polska / Warszawa – Recruitment' / 'Specialist'), has its
    // line wrapped.
    const oneLine = texts.filter((t) => t.length === (above ? 2 : 1)).length;
    if (oneLine >= 1 && oneLine >= texts.length / 2) {
      texts.forEach((t, k) => {
        const at = above ? 0 : dates[k]!;
        const [first, second] = [t[at], t[at + 1]];
        if (t.length !== (above ? 3 : 2) || first === undefined || second === undefined) return;
        if (!SEPARATORS.test(first) || SEPARATORS.test(second) || second.split(' ').length > 2) return;
        t.splice(at, 2, `${first} ${second}`);
        if (above) dates[k] = 1;
      });
    }
    // Where a title stands is a property of the layout: the place most entries whose words named their title
    // have it, for the entries whose words do not.
    const places = new Map<string, number>();
    for (const k of headers.keys()) {
      const { titleAt } = titleAndCompany(texts[k]!, dates[k]!);
      if (titleAt) places.set(titleAt, (places.get(titleAt) ?? 0) + 1);
    }
    const [titleAt] = [...places].reduce<[string?, number?]>((a, b) => (b[1] > (a[1] ?? 0) ? b : a), []);
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
      const roles = titleAndCompany(texts[k]!, dates[k]!, titleAt);
      // The no-break spaces of a firm's spaced hyphen (see joinNamePairs) are spaces again.
      roles.title = roles.title.replace(/\u00a0/g, ' ');
      roles.company = roles.company.replace(/\u00a0/g, ' ');
      // A degree at a school is a school entry, unless it has a job title's word in it or ends in 'Master'
      // ('Scrum Master' is a job; 'Master of Science' a degree).
      const kinds = `${kindOf(roles.title)} ${kindOf(roles.company)}`;
      const [degree, institution] =
        kinds === 'institution degree' ? [roles.company, roles.title] : [roles.title, roles.company];
      if (
        (kinds === 'degree institution' || kinds === 'institution degree') &&
        !hasWordFrom(degree, TITLE_WORDS) &&
        !/master$/iu.test(degree)
      ) {
        schools.push({ degree, institution, year: findPeriod(lines[periods[k]!]!)!.end });
        return;
      }
      found.push(roles);
      entries.push({ title: roles.title, company: roles.company, period, description });
    });
    // The order of title and employer is a property of the layout: entries whose words did not tell
    // them apart follow the order of those whose words did, in this section.
    const companyFirst = found.filter((r) => r.companyFirst === true).length;
    const titleFirst = found.filter((r) => r.companyFirst === false).length;
    if (companyFirst > titleFirst) {
      const base = entries.length - found.length;
      found.forEach((r, i) => {
        if (r.undecided) entries[base + i] = { ...entries[base + i]!, title: r.company, company: r.title };
      });
    }
  }
  return entries;
}
