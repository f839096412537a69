// Dates and periods as resumes write them, in eight languages, normalised to 'Jan 2020 - Present'.
import { PRESENT } from '../schemas/resume.js';

export const MONTH_ABBR = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Month names and abbreviations (without diacritics, lower case) → month number. */
// (Polish abbreviations that are also words or places before a year, 'La Paz 2019', are left out: 'paź', 'lis'.)
const MONTHS: Record<string, number> = {};
const addMonths = (names: string[][]) =>
  names.forEach((forms, i) => forms.forEach((f) => (MONTHS[f] = i + 1)));
addMonths([
  [
    'jan',
    'january',
    'janv',
    'janvier',
    'januar',
    'jan',
    'jaen',
    'ene',
    'enero',
    'janeiro',
    'gen',
    'gennaio',
    'januari',
    'sty',
    'styczen',
    'stycznia',
  ],
  [
    'feb',
    'february',
    'fev',
    'fevr',
    'fevrier',
    'februar',
    'febrero',
    'fevereiro',
    'febbraio',
    'februari',
    'lut',
    'luty',
    'lutego',
  ],
  ['mar', 'march', 'mars', 'marz', 'mrz', 'marzo', 'marco', 'maart', 'mrt', 'marzec', 'marca'],
  ['apr', 'april', 'avr', 'avril', 'abr', 'abril', 'aprile', 'kwi', 'kwiecien', 'kwietnia'],
  ['may', 'mai', 'mayo', 'maio', 'mag', 'maggio', 'mei', 'maj', 'maja'],
  ['jun', 'june', 'juin', 'juni', 'junio', 'junho', 'giu', 'giugno', 'cze', 'czerwiec', 'czerwca'],
  ['jul', 'july', 'juil', 'juillet', 'juli', 'julio', 'julho', 'lug', 'luglio', 'lipiec', 'lipca'],
  ['aug', 'august', 'aout', 'ago', 'agosto', 'augustus', 'sierpien', 'sierpnia'],
  [
    'sep',
    'sept',
    'september',
    'septembre',
    'septiembre',
    'setiembre',
    'set',
    'setembro',
    'settembre',
    'wrz',
    'wrzesien',
    'wrzesnia',
  ],
  [
    'oct',
    'october',
    'octobre',
    'okt',
    'oktober',
    'octubre',
    'out',
    'outubro',
    'ott',
    'ottobre',
    'pazdziernik',
    'pazdziernika',
  ],
  ['nov', 'november', 'novembre', 'noviembre', 'novembro', 'listopad', 'listopada'],
  [
    'dec',
    'december',
    'dec',
    'decembre',
    'dez',
    'dezember',
    'dic',
    'diciembre',
    'dezembro',
    'dicembre',
    'grudzien',
    'grudnia',
  ],
]);

const PRESENT_WORDS = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'date',
  'to date',
  'till date',
  'to present',
  'till now',
  'until now',
  'to now',
  'until today',
  "aujourd'hui",
  'actuel',
  'actuellement',
  'en cours',
  'heute',
  'bis heute',
  'jetzt',
  'aktuell',
  'laufend',
  'actualidad',
  'presente',
  'actual',
  'actualmente',
  'hoy',
  'atual',
  'atualmente',
  'hoje',
  'oggi',
  'in corso',
  'attuale',
  'data attuale',
  'alla data attuale',
  'heden',
  'tot heden',
  'nu',
  'tot nu',
  'huidig',
  'obecnie',
  'teraz',
  'nadal',
  'do dzis',
  'do teraz',
];

/** Folded UTF-16 units, filled on first use (0: not computed yet). */
const FOLDED = new Uint16Array(0x10000);
const foldCode = (code: number): number => {
  let folded = FOLDED[code]!;
  if (folded === 0) {
    const c = String.fromCharCode(code);
    // A surrogate half normalises to itself, so it stays as it is.
    folded = (c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().charAt(0) || c).charCodeAt(0);
    FOLDED[code] = folded;
  }
  return folded;
};

/**
 * Lower case without diacritics, same length as the input (unit for unit), so match indexes map back.
 * Linear and cheap per character: the patterns below run on it for every line.
 */
const fold = (s: string): string => {
  if (!/[^\p{ASCII}]/u.test(s)) return s.toLowerCase();
  const utf16 = Buffer.allocUnsafe(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    const code = foldCode(s.charCodeAt(i));
    utf16[2 * i] = code & 0xff;
    utf16[2 * i + 1] = code >> 8;
  }
  return utf16.toString('utf16le');
};

const monthAlt = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const presentAlt = PRESENT_WORDS.map((w) => w.replace(/'/g, "['’]"))
  .sort((a, b) => b.length - a.length)
  .join('|');

// One date: 'Jan 2020', 'Jan, 2020', "Jan '20", 'janvier 2020', 'ene. de 2020', '01/2020', '03.2019',
// '2020-01-15' (ISO 8601, as tools that keep a resume as data write it), '2020-01', '2020/01', '2020.01' and
// '2020.01.15' (year first with dots and two-digit months, as East Asian and some European resumes write it, a
// space after the dot in Korean ones, '2019. 04'; not a version number, '2019.1'), '2020'.
const DATE = `(?:(?<![\\p{L}])(?:${monthAlt})\\.?,?\\s+(?:de\\s+|del\\s+)?(?:19|20)\\d\\d|(?<![\\p{L}])(?:${monthAlt})\\.?\\s*['’]\\d\\d(?!\\d)|(?<!\\d)(?:19|20)\\d\\d/(?:0?[1-9]|1[0-2])(?![\\d/])|(?<!\\d)(?:19|20)\\d\\d\\. ?(?:0[1-9]|1[0-2])(?:\\. ?(?:0[1-9]|[12]\\d|3[01]))?(?![\\d/])|(?<!\\d)(?:0?[1-9]|1[0-2])[/.](?:19|20)\\d\\d(?!\\d)|(?<!\\d)(?:19|20)\\d\\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?!\\d)|(?<!\\d)(?:19|20)\\d\\d-(?:0[1-9]|1[0-2])(?![\\d])|(?<![\\d/.])(?:19|20)\\d\\d(?![\\d]))`;
const END = `(?:${DATE}|(?<![\\p{L}])(?:${presentAlt})(?![\\p{L}]))`;
// Hyphens and dashes of every kind ('‑', the non-breaking hyphen, is what some templates set between dates).
const SEP = `\\s*(?:[-‐‑‒–—−]|->|→|~|\\||to|until|till|bis|a|à|au|al|hasta|ate|até|fino a|a oggi|tot|do)\\s*`;
const RANGE = new RegExp(`(${DATE})${SEP}(${END})`, 'iu');
const SINCE = new RegExp(
  `(?<![\\p{L}])(?<!\\d\\s)(?<!(?:${monthAlt})\\.?\\s)(?:since|seit|depuis|desde|dal|dall'|da|from|de|sinds|vanaf|od)\\s+(${DATE})(?!${SEP}${END})`,
  'iu',
);
// (Not a day's or a month's 'de' in a full date, '2 de novembro de 2026': that is no start.)
// A period left open after its dash, its end the blank after it ('2021-', 'März 2021 –' at a line's or a cell's
// end): a job that has not ended.
const OPEN = new RegExp(`(?<![\\p{L}\\d@.])(${DATE})\\s*[-‐‑‒–—−~]\\s*(?=\\t|$)`, 'iu');
// Two months of one year ('Jan–Mar 2021') and a year range with the end's century left out ('2019–21').
const MONTH_SPAN = new RegExp(
  `(?<![\\p{L}])(${monthAlt})\\.?\\s*[-‐‑‒–—−]\\s*(${monthAlt})\\.?,?\\s+((?:19|20)\\d\\d)(?!\\d)`,
  'iu',
);
// (Not inside a number: '030 2019-21' is a phone number and its extension.)
const SHORT_END = /(?<![\d/.+]\s*)((?:19|20)\d\d)\s*[-‐‑‒–—−]\s*(\d\d)(?![\d/.%])/u;
// Months with two-digit years and no apostrophe ('Feb. 19–alla data attuale', 'Ott. 16–Gen. 19', as a word
// processor's date format writes them): only as a period between dashes, the end a month with its two-digit year
// (not before the start) or a word for now; a month and a number alone may be a day ('Feb 19').
const SHORT_YEARS = new RegExp(
  `(?<![\\p{L}])(${monthAlt})\\.?\\s+(\\d\\d)\\s*[-‐‑‒–—−]\\s*(?:(${monthAlt})\\.?\\s+(\\d\\d)|(${presentAlt}))(?![\\p{L}\\d])`,
  'iu',
);
// A period's start and end in two cells side by side, a table's 'from' and 'to' columns ('05.2018<tab>heute'; a
// space between them where the text layer joined the cells, the two a cell of their own: '10.2020 heute<tab>…').
const CELL_RANGE = new RegExp(`(?<![^\\t])(${DATE})[\\t ](${END})(?![^\\t])`, 'iu');
const SINGLE = new RegExp(DATE, 'iu');
const SINGLE_ALL = new RegExp(DATE, 'giu');

/** 'Jan 2020' or '2020' for one date token; undefined when it is not a date. */
export function normaliseDate(token: string): string | undefined {
  const t = fold(token.trim());
  let m = /^(\p{L}+)\.?,?\s+(?:de\s+|del\s+)?((?:19|20)\d\d)$/u.exec(t);
  if (m) {
    const month = MONTHS[m[1]!];
    return month ? `${MONTH_ABBR[month - 1]} ${m[2]}` : undefined;
  }
  m = /^(\p{L}+)\.?\s*['’](\d\d)$/u.exec(t);
  if (m) {
    const month = MONTHS[m[1]!];
    return month ? `${MONTH_ABBR[month - 1]} ${fullYear(m[2]!)}` : undefined;
  }
  m = /^(\d{4})(?:\/|\. ?)(\d{1,2})(?:(?:\/|\. ?)\d{1,2})?$/.exec(t);
  if (m) return `${MONTH_ABBR[Number(m[2]) - 1]} ${m[1]}`;
  m = /^(\d{1,2})[/.](\d{4})$/.exec(t) ?? null;
  if (m) return `${MONTH_ABBR[Number(m[1]) - 1]} ${m[2]}`;
  m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(t);
  if (m) return `${MONTH_ABBR[Number(m[2]) - 1]} ${m[1]}`;
  if (/^(19|20)\d\d$/.test(t)) return t;
  return undefined;
}

/** A two-digit year in a resume: this century's unless it is later than the next few years. */
const fullYear = (yy: string): number => (Number(yy) <= 40 ? 2000 : 1900) + Number(yy);

const PRESENT_TOKEN = new RegExp(`^(?:${presentAlt})$`, 'iu');
const normaliseEnd = (token: string): string | undefined =>
  PRESENT_TOKEN.test(fold(token.trim())) ? PRESENT : normaliseDate(token);

export type FoundPeriod = {
  /** 'start - end', end 'Present' for a current job. */
  period: string;
  start: string;
  end: string;
  /** Where the period was written in the line (to cut it out). */
  index: number;
  length: number;
  /** Left open after its dash ('2021 –'): its end may be on the next line of a column of dates. */
  open?: true;
};

/** The first period ('2018 - 2020', 'Jan 2020 – present', 'seit 2021', …) in a line. */
export function findPeriod(line: string): FoundPeriod | undefined {
  // Every date form has a year: most lines have none and need neither folding nor the patterns.
  if (!HAS_YEAR.test(line)) return undefined;
  // The same line is asked about by several field extractors: the answer is kept for a while.
  const known = periodCache.get(line);
  if (known !== undefined) return known ?? undefined;
  const found = findPeriodIn(line);
  if (line.length > 400) return found;
  if (periodCache.size >= 2_000) periodCache.clear();
  periodCache.set(line, found ?? null);
  return found;
}

const HAS_YEAR = /(?:19|20)\d\d|['’]\d\d|\d\d\s*[-‐‑‒–—−]/;
const periodCache = new Map<string, FoundPeriod | null>();

function findPeriodIn(line: string): FoundPeriod | undefined {
  const folded = fold(line);
  const range = RANGE.exec(folded);
  if (range) {
    const start = normaliseDate(line.slice(range.index, range.index + range[1]!.length));
    const endText = line.slice(
      range.index + range[0].length - range[2]!.length,
      range.index + range[0].length,
    );
    const end = normaliseEnd(endText);
    if (start && end) {
      const under = monthsUnder(folded.slice(range.index + range[0].length), start, end);
      if (under) return { ...under, index: range.index, length: range[0].length + under.length };
      return { period: `${start} - ${end}`, start, end, index: range.index, length: range[0].length };
    }
  }
  const cells = CELL_RANGE.exec(folded);
  if (cells) {
    const start = normaliseDate(line.slice(cells.index, cells.index + cells[1]!.length));
    const end = normaliseEnd(line.slice(cells.index + cells[1]!.length + 1, cells.index + cells[0].length));
    if (start && end && (end === PRESENT || end.slice(-4) >= start.slice(-4)))
      return { period: `${start} - ${end}`, start, end, index: cells.index, length: cells[0].length };
  }
  const since = SINCE.exec(folded);
  if (since) {
    const tokenStart = since.index + since[0].length - since[1]!.length;
    const start = normaliseDate(line.slice(tokenStart, since.index + since[0].length));
    if (start) return untilNow(start, since);
  }
  const months = MONTH_SPAN.exec(folded);
  if (months) {
    const start = normaliseDate(`${months[1]} ${months[3]}`);
    const end = normaliseDate(`${months[2]} ${months[3]}`);
    if (start && end)
      return { period: `${start} - ${end}`, start, end, index: months.index, length: months[0].length };
  }
  const short = SHORT_END.exec(folded);
  if (short) {
    const from = Number(short[1]);
    const to = Math.floor(from / 100) * 100 + Number(short[2]);
    if (to > from && to - from <= 20) {
      const [start, end] = [String(from), String(to)];
      return { period: `${start} - ${end}`, start, end, index: short.index, length: short[0].length };
    }
  }
  const months2 = SHORT_YEARS.exec(folded);
  if (months2) {
    const startYear = fullYear(months2[2]!);
    const start = normaliseDate(`${months2[1]} ${startYear}`);
    const end = months2[5] ? PRESENT : normaliseDate(`${months2[3]} ${fullYear(months2[4]!)}`);
    if (start && end && (end === PRESENT || Number(end.slice(-4)) >= startYear))
      return { period: `${start} - ${end}`, start, end, index: months2.index, length: months2[0].length };
  }
  const open = OPEN.exec(folded);
  if (open) {
    const start = normaliseDate(line.slice(open.index, open.index + open[1]!.length));
    if (start) return { ...untilNow(start, open), open: true };
  }
  return undefined;
}

// The months a page sets under a period's years, read after them ('2017‒2020 April December', '2021‒Present
// January'): a month for each year, nothing but spaces before them, the end of the cell after them.
const MONTHS_UNDER = new RegExp(`^ +(${monthAlt})\\.?(?: +(${monthAlt})\\.?)?(?= *(?:\\t|$))`, 'iu');

/** The period of two years (or a year and now) with the months under them, where the text after them has those. */
function monthsUnder(
  after: string,
  startYear: string,
  end: string,
): { period: string; start: string; end: string; length: number } | undefined {
  if (!/^\d{4}$/.test(startYear) || !(end === PRESENT || /^\d{4}$/.test(end))) return undefined;
  const m = MONTHS_UNDER.exec(after);
  if (!m || (end === PRESENT) !== (m[2] === undefined)) return undefined;
  const start = normaliseDate(`${m[1]} ${startYear}`);
  const last = end === PRESENT ? PRESENT : normaliseDate(`${m[2]} ${end}`);
  if (!start || !last) return undefined;
  return { period: `${start} - ${last}`, start, end: last, length: m[0].length };
}

/** A current job's period from its start, written where `match` was found. */
const untilNow = (start: string, match: RegExpExecArray): FoundPeriod => ({
  period: `${start} - ${PRESENT}`,
  start,
  end: PRESENT,
  index: match.index,
  length: match[0].length,
});

/** A lone date in a line (education years, single-date jobs). */
export function findDate(line: string): { date: string; index: number; length: number } | undefined {
  if (!HAS_YEAR.test(line)) return undefined;
  const folded = fold(line);
  const m = SINGLE.exec(folded);
  if (!m) return undefined;
  const date = normaliseDate(line.slice(m.index, m.index + m[0].length));
  return date ? { date, index: m.index, length: m[0].length } : undefined;
}

/** The last four-digit year of a line (a graduation year). */
export function lastYear(line: string): { year: string; index: number; length: number } | undefined {
  if (!HAS_YEAR.test(line)) return undefined;
  const folded = fold(line);
  let last: RegExpExecArray | undefined;
  SINGLE_ALL.lastIndex = 0;
  for (let m = SINGLE_ALL.exec(folded); m; m = SINGLE_ALL.exec(folded)) last = m;
  if (!last) return undefined;
  const year = /(19|20)\d\d/.exec(last[0]);
  return year ? { year: year[0], index: last.index, length: last[0].length } : undefined;
}
