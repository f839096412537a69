// Resume text as the field extraction reads it: bounded, normalised lines, cut into sections by their
// headings, with wrapped lines put back together. Shared by the contact, skills, experience and education
// modules beside this one.
import { findPeriod } from '../dates.js';
import { sectionOf, type SectionKind } from '../sections.js';
import { CATEGORY_LABEL, namesKnownSkill } from '../skills-vocabulary.js';
import { LIST_MARK, isPlace, isSpokenLanguage } from '../vocabulary.js';

/**
 * A resume's text as the extractors give it: its lines in reading order, the text set in its largest type
 * (the most prominent line) if known, and whether its typesetter breaks words
 * with hyphens of its own (`hyphenated`: TeX does; a browser or a word processor, as set up by default, does
 * not, so a hyphen ending one of its lines is the word's own: 'frivolous-' / 'sarong.pl'). Unknown is taken
 * for yes. Only read where a line or a cell ends in a hyphen (the PDF reader asks only then).
 */
export type ResumeText = { lines: string[]; headline?: string | undefined; hyphenated?: boolean };

/**
 * Bounds of the text the field extraction reads: far above any resume (the 48-resume corpus has lines of
 * at most 170 characters and 1 200 characters in all), low enough that a hostile file cannot make the
 * patterns below, each linear, run over megabytes. Longer lines are cut, later lines dropped.
 */
export const RESUME_TEXT_LIMITS = {
  lineChars: 2_000,
  lines: 3_000,
  totalChars: 200_000,
  /** Phone numbers are looked for in the first 300 characters of a line, 40 000 characters in all… */
  phoneLineChars: 300,
  phoneTotalChars: 40_000,
  /** …and past 16 digit groups that are not a number, a line is given up. */
  phoneTriesPerLine: 16,
} as const;

/**
 * One line as the patterns expect it: cut to its bound, every whitespace run one character (a tab when
 * the run holds one, else a space), trimmed. No pattern then meets a long run of spaces.
 */
export const normaliseLine = (line: string): string => {
  let cut = line.slice(0, RESUME_TEXT_LIMITS.lineChars);
  // Hyphens other than '-' ('‑', the non-breaking one, between the dates of an entry).
  if (OTHER_HYPHEN.test(cut)) cut = cut.replace(/[‐‑]/gu, '-');
  // A full-width colon after a label (Japanese and Chinese typing: 'Email：…', 'Planning：Demand Forecasting'):
  // the colon and a space.
  if (cut.includes('：')) cut = cut.replace(/：\s*/gu, ': ');
  // Soft hyphens (Word's optional hyphens) go; ligature characters ('ﬁ', 'ﬃ') become their letters.
  if (SOFT_OR_LIGATURE.test(cut))
    cut = cut.replace(/\u00ad/gu, '').replace(/[\ufb00-\ufb06]/gu, (c) => c.normalize('NFKC'));
  if (SMALL_CAPS_I.test(cut)) cut = cut.split('\t').map(smallCapsCell).join('\t');
  if (SPACING_ACCENT.test(cut)) cut = withAccentsComposed(cut);
  // A list mark in a cell of its own before a row of cells ('•<tab>University of Leeds<tab>Leeds': an
  // entry set as a list item) marks no bullet point: the row is the entry.
  if (MARK_CELL.test(cut) && cut.indexOf('\t', cut.indexOf('\t') + 1) > 0) cut = cut.replace(MARK_CELL, '');
  // Most lines have single spaces and tabs between words only, which the replacements below leave as they are.
  if (!OTHER_SPACE.test(cut)) return cut.trim();
  return cut
    .replace(/[^\S\t]+/g, ' ')
    .replace(/ ?\t[\t ]*/g, '\t')
    .trim();
};
const OTHER_HYPHEN = /[‐‑]/u;
const MARK_CELL = /^\s*[•·▪►○●■◦‣⁃]\s*\t/u;

// Accents a TeX font without accented letters sets as glyphs of their own, before the letter ('Lef`evre',
// 'R´epublique', 'Diplˆome', 'Fran¸cais'), and the combining marks they stand for.
const SPACING_ACCENT = /[´`ˆ¨˜ˇ˚¸˛]/u;
const COMBINING: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  ˆ: '\u0302',
  '¨': '\u0308',
  '˜': '\u0303',
  ˇ: '\u030c',
  '˚': '\u030a',
  '¸': '\u0327',
  '˛': '\u0328',
};

/**
 * The accented letters put back: an accent glyph and its letter composed where Unicode has the letter
 * ('`e' → 'è', '´ı' → 'í': TeX sets the accent over a dotless i); an accent left without a letter (one set over
 * a capital, drawn elsewhere) dropped.
 */
function withAccentsComposed(line: string): string {
  // An accent set under its letter comes after a gap the text layer reads as a space ('Śl ˛aski'): none.
  const composed = line
    .replace(/(?<=\p{L}) (?=[¸˛]\p{L})/gu, '')
    .replace(/([´`ˆ¨˜ˇ˚¸˛])(\p{L})/gu, (whole, accent: string, letter: string) => {
      const c = ((letter === 'ı' ? 'i' : letter) + COMBINING[accent]!).normalize('NFC');
      return c.length === 1 ? c : whole;
    });
  // An accent between letters or before another accent ('ex´´ecution') belongs to no letter.
  return composed.replace(/(?<=\p{L})[´ˆ¨˜ˇ˚¸˛](?=[´`ˆ¨˜ˇ˚¸˛\p{L}])/gu, '');
}
const SOFT_OR_LIGATURE = /[\u00ad\ufb00-\ufb06]/u;
// An 'i' inside a word of capitals: how some small-caps fonts' text comes out ('SENiOR SiTE MANAGER').
const SMALL_CAPS_I = /[A-Z]i|i[A-Z]/;

/** A cell set in small caps whose 'i's came out lower case, in capitals ('SiTE MANAGER' → 'SITE MANAGER'). */
function smallCapsCell(cell: string): string {
  // 'iOS' alone keeps its 'i': one must follow a capital.
  if (!/[A-Z]i/.test(cell)) return cell;
  let upper = 0;
  for (const ch of cell) {
    if (ch === 'i') continue;
    if (ch !== ch.toUpperCase()) return cell;
    if (ch !== ch.toLowerCase()) upper++;
  }
  return upper >= 2 ? cell.replace(/i/g, 'I') : cell;
}
/** Whitespace the replacements change: a space character other than ' ' and tab, two in a row, a space before a tab. */
const OTHER_SPACE = /[^\S \t]|[ \t]{2}| \t/;

/** The lines to read: normalised, empty ones dropped, within the line and character bounds. */
export function boundedLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  let total = 0;
  for (const raw of lines) {
    if (out.length >= RESUME_TEXT_LIMITS.lines || total >= RESUME_TEXT_LIMITS.totalChars) break;
    const line = normaliseLine(raw);
    if (!line || (line.includes('\t') && TABLE_HEADER.test(line))) continue;
    out.push(line);
    total += line.length + 1;
  }
  return out;
}

// The header row of a table of entries, its first columns 'from' and 'to' ('Von<tab>Bis<tab>Aktivität'), or of a
// table of skills ('Kategorie<tab>Kompetenz'): the columns' names, no entry's.
export const TABLE_HEADER =
  /^(?:(?:von|from|de|desde|da|dal|van|od|du)[\t ](?:bis|to|à|a|hasta|al|tot|do|au)(?:\t[\p{L} ()]{1,30})?|(?:kategorie|category|catégorie|categoría|categoria|categorie|kategoria)\t\p{L}{1,20})$/iu;

/**
 * `s` without leading whitespace and `lead` characters and trailing whitespace and `trail` characters:
 * a linear stand-in for `s.replace(/^[\s…]+|[\s…]+$/g, '')`, whose second half rescanned a long run from
 * each of its positions.
 */
export function trimChars(s: string, lead: string, trail: string): string {
  const strip = (c: string, set: string) => set.includes(c) || /\s/.test(c);
  let start = 0;
  let end = s.length;
  while (start < end && strip(s[start]!, lead)) start++;
  while (end > start && strip(s[end - 1]!, trail)) end--;
  return s.slice(start, end);
}

/** A heading's kind and the lines under it ('header': the lines before the first heading). */
export type Section = { kind: SectionKind | 'header'; lines: string[] };

const BULLET = /^[\s]*(?:[•·▪►✓○●■◦‣⁃*]|[-–—](?=\s)|o(?=\s))\s*/u;
/** Whether a line is a list item (a bullet, or a dash or 'o' and a space). */
export const isBullet = (line: string): boolean => BULLET.test(line);
/** The line without its bullet. */
export const stripBullet = (line: string): string => line.replace(BULLET, '').trim();

/** Splits the lines into sections by their headings; 'Skills: a, b' opens a section with content. */
/** Three cells or more, two of them section names, each a word or two: a menu of links. */
export const isMenu = (line: string): boolean => {
  if (!line.includes('\t')) return false;
  const cells = line.split('\t');
  return (
    cells.length >= 3 &&
    cells.every((c) => c.trim().split(' ').length <= 2) &&
    cells.filter((c) => sectionOf(c)).length >= 2
  );
};

const ENTRY_SECTIONS = new Set<SectionKind | 'header'>(['experience', 'education']);

export function splitSections(lines: string[]): Section[] {
  const sections: Section[] = [{ kind: 'header', lines: [] }];
  // A heading such as 'Achievements' that comes back entry after entry heads a part of each entry, not a
  // section: a resume has each section once. (Only those: a menu of section links repeated down the pages
  // names the main sections again and again.)
  const seen = new Set<string>();
  const repeated = new Set<string>();
  let languagesInSkills: Section | undefined;
  for (const raw of lines) {
    const line = raw.trim();
    if (line.length > 48 || sectionOf(line) !== 'other') continue;
    if (seen.has(line)) repeated.add(line);
    seen.add(line);
  }
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const kind = sectionOf(line);
    const inEntries = ENTRY_SECTIONS.has(sections[sections.length - 1]!.kind);
    if (kind && inEntries && repeated.has(line)) {
      sections[sections.length - 1]!.lines.push(line);
      continue;
    }
    // Inside a skills list, 'Languages:' or 'LANGUAGES' on a line of its own over a list of known skills
    // ('Python • R • SQL', 'Python' / 'R') is one of its categories, not the spoken languages' heading.
    if (
      kind === 'languages' &&
      sections[sections.length - 1]!.kind === 'skills' &&
      namesKnownSkill(lines[i + 1] ?? '')
    ) {
      sections[sections.length - 1]!.lines.push(line);
      continue;
    }
    // …and elsewhere, over such a list, the label of a skills list of its own (programming languages in an aside
    // after the spoken ones).
    if (kind === 'languages' && namesKnownSkill(lines[i + 1] ?? '') && !listsLanguages(lines[i + 1] ?? '')) {
      sections.push({ kind: 'skills', lines: [line] });
      continue;
    }
    if (kind) {
      const section: Section = { kind, lines: [] };
      // The spoken languages as the first group under a skills heading ('Skills' / 'Languages' /
      // 'English<tab>native' / 'Planning' / 'Demand Forecasting, S&OP'): the groups after them are skills again.
      const last = sections[sections.length - 1]!;
      languagesInSkills =
        kind === 'languages' && last.kind === 'skills' && last.lines.length === 0 ? section : undefined;
      sections.push(section);
      continue;
    }
    // A menu of section links ('Resume<tab>Portfolio<tab>Blog<tab>Contact', a web page's tab bar printed
    // on each page): no heading, and nothing of the section it interrupts.
    if (isMenu(line)) continue;
    const current = sections[sections.length - 1]!.kind;
    // A contact form printed with the page ('Name *', 'E-mail *', 'Message *'): its fields and what stands
    // beside them are no part of the section before it.
    if (FORM_FIELD.test(line) && current !== 'contact') {
      sections.push({ kind: 'contact', lines: [line] });
      continue;
    }
    // Skill groups after the spoken languages under their heading, each a label over a list ('English' / 'Irish' /
    // 'teaching' / 'Curriculum Design, Classroom Management'): skills.
    const last = sections[sections.length - 1]!;
    if (
      last.kind === 'languages' &&
      last !== languagesInSkills &&
      last.lines.length > 0 &&
      listsLanguages(last.lines[last.lines.length - 1]!) &&
      !listsLanguages(line) &&
      /^[\p{L}&/ -]+$/u.test(line) &&
      line.split(' ').length <= 4 &&
      LIST_MARK.test(lines[i + 1] ?? '') &&
      !/@|\d{3}/u.test(lines[i + 1] ?? '') &&
      !listsLanguages(lines[i + 1] ?? '')
    ) {
      sections.push({ kind: 'skills', lines: [line] });
      continue;
    }
    if (languagesInSkills && sections[sections.length - 1] === languagesInSkills && !listsLanguages(line)) {
      // (Only after the languages: two headings one under the other with no language under them are a menu.)
      const after = languagesInSkills.lines.length > 0;
      languagesInSkills = undefined;
      if (after) {
        sections.push({ kind: 'skills', lines: [line] });
        continue;
      }
    }
    // A heading in a label column beside the section's first line: 'Skills<tab>Python, SQL'.
    const tab = line.indexOf('\t');
    const cellKind = tab > 0 ? sectionOf(line.slice(0, tab)) : undefined;
    // Inside a skills list, 'Languages<tab>…' is one of its categories (programming or spoken languages), and
    // so is 'Tools<tab>HubSpot<tab>Figma' (a label column of categories, one a heading's word).
    if (cellKind && !(current === 'skills' && (cellKind === 'languages' || cellKind === 'skills'))) {
      // Elsewhere, 'Languages<tab>Python' over more names opens a skills list with its category.
      if (cellKind === 'languages' && namesKnownSkill(line.slice(tab + 1)))
        sections.push({ kind: 'skills', lines: [line] });
      else sections.push({ kind: cellKind, lines: [line.slice(tab + 1)] });
      continue;
    }
    // 'Skills: a, b' — a heading before the first colon (found without a pattern: the label and the
    // spaces around the colon overlapped, and a long run of them backtracked).
    const colon = line.indexOf(':');
    const inlineKind =
      colon >= 3 && line.slice(0, colon).trimEnd().length <= 40 ? sectionOf(line.slice(0, colon)) : undefined;
    const content = inlineKind ? line.slice(colon + 1).trim() : '';
    // Inside a skills list, 'Languages: Python, R' is a category too (as with the label column above).
    if (inlineKind && content && !(current === 'skills' && inlineKind === 'languages')) {
      sections.push({ kind: inlineKind, lines: [content] });
      continue;
    }
    sections[sections.length - 1]!.lines.push(line);
  }
  return withSkillsAfterContact(sections);
}

// A form field's label with the mark of a required field.
const FORM_FIELD = /^\p{L}[\p{L} -]{1,24}\s?\*$/u;

/** Whether a line lists spoken languages: its first cell names one ('Español<tab>nativo', 'English (C1)'), or every word does ('English Hindi Tamil'). */
function listsLanguages(line: string): boolean {
  const first = line.split(/[\t,(]/u)[0]!.trim();
  return isSpokenLanguage(first) || line.split(/[\s,;]+/u).every((w) => !w || isSpokenLanguage(w));
}

// What a contact block holds: an address, a number, a link, a labelled detail ('Nationality: Irish').
const CONTACT_LIKE = /@|https?:|www\.|\b(?:linkedin|github|xing)\b|\d[\d ().-]{5,}\d|:/iu;

/**
 * Skill groups set under their own category labels right after the contact details, with no skills heading
 * ('Contact', address, phone, email, then 'Clinical' / 'Patient Assessment' / 'Systems' / 'EPIC<tab>Microsoft
 * Excel' down a sidebar): the lines after the last contact detail are a skills section of their own, when
 * there are three or more, each a few words without a full stop, and tags stand side by side on one of them,
 * one names a known skill or one is a category label ('Software').
 */
function withSkillsAfterContact(sections: Section[]): Section[] {
  for (let k = 0; k < sections.length; k++) {
    const { kind, lines } = sections[k]!;
    if (kind !== 'contact' || lines.length < 4) continue;
    let last = -1;
    lines.forEach((line, i) => {
      if (CONTACT_LIKE.test(line) || isPlace(line)) last = i;
    });
    const tail = lines.slice(last + 1);
    if (last < 0 || tail.length < 3) continue;
    const short = (l: string) =>
      !isBullet(l) && !/[.!?]$/u.test(l) && l.split('\t').every((cell) => cell.split(' ').length <= 4);
    if (
      !tail.every(short) ||
      !tail.some((l) => l.includes('\t') || namesKnownSkill(l) || CATEGORY_LABEL.test(l))
    )
      continue;
    sections.splice(k + 1, 0, { kind: 'skills', lines: tail });
    sections[k] = { kind, lines: lines.slice(0, last + 1) };
  }
  return sections;
}

/** Whether a cell of dates left open ('04/2017 –', or no period yet) ends on the next line's ('12/2020'). */
function endsLater(cell: string, rest: string): boolean {
  const own = findPeriod(cell);
  if (own && !own.open) return false;
  const joined = findPeriod(`${cell} ${rest}`);
  // (The period starts in the cell: a rule typed as dashes after a title, '———', starts none.)
  return joined !== undefined && !joined.open && joined.index < cell.trimEnd().length - 1;
}

// A joining word and two or three capitalised words after it, all the line holds ('and Physics Teacher').
const JOINED_REST =
  /^(?:and|of|for|und|für|et|de|des|y|e|di|del|della|do|da|en|i|van|voor)(?: \p{Lu}[\p{L}'’-]*){1,3}$/u;
const WRAP_WORDS = /\s(?:in|en|em|de|of|and|y|e|und|f[üu]r|di|della|del|do|da|des|et|&|for|the|at|zu|der)$/iu;
/** Whether a line ends in a wrapping word; only its end is looked at (the longest word is 'della'). */
// A letter-spaced line's last letter ('… Q u a y e') is no wrapping word.
const endsInWrapWord = (line: string): boolean => WRAP_WORDS.test(line.slice(-8)) && !letterSpaced(line);

// Letters one a token, a few kerned pairs among them ('S i c u ro M a n n o') and a hyphen ('R u s s e l - Yo s t').
const LETTER_SPACED = /^\p{L}(?: (?:\p{L}{1,2}|-)){5,}$/u;
/** Whether a text is a word or name set letter-spaced, its letters one a token. */
export const letterSpaced = (text: string): boolean => {
  if (text.length > 200 || !LETTER_SPACED.test(text)) return false;
  const tokens = text.split(' ');
  return tokens.filter((t) => t.length === 2).length <= tokens.length / 4;
};

/**
 * 'X of 2014 – 2016' / 'Leeds.': a period set at the right of the first line of a wrapped entry, the text
 * before it ending in a preposition or a comma, and the rest of the entry on the next line: the entry put
 * back together with the period as its last cell ('X of Leeds.<tab>2014 – 2016'), else undefined.
 */
function wrappedBeforePeriod(line: string, next: string, stops: () => boolean): string | undefined {
  if (next.includes('\t') || line.length + next.length >= RESUME_TEXT_LIMITS.lineChars) return undefined;
  const period = findPeriod(line);
  if (!period || period.index === 0 || period.index + period.length < line.trimEnd().length) return undefined;
  // The period in a cell of its own ('…, Politecnico di<tab>2014 – 2016'), or after a space.
  let before = line.slice(0, period.index).replace(/\t$/, '').trimEnd();
  // A section heading in a label column beside the entry ('Education<tab>BSc, University of<tab>2015').
  const tab = before.indexOf('\t');
  const heading = tab > 0 && sectionOf(before.slice(0, tab)) ? before.slice(0, tab + 1) : '';
  before = before.slice(heading.length);
  if (before.includes('\t')) return undefined;
  if (sectionOf(next) || isBullet(next) || findPeriod(next)) return undefined;
  if (!(endsInWrapWord(before) || before.endsWith(',') || endsEntry(before, next, stops))) return undefined;
  return `${heading}${before} ${next}\t${line.slice(period.index).trim()}`;
}

/**
 * Whether a short line ending in a full stop ends the entry begun on the line above ('Senior Staff
 * Nurse, Leeds Teaching Hospitals NHS' / 'Trust, Leeds.'): the line above names two parts already and
 * stops without punctuation; the short line's last part is a place, as an entry's last part often is,
 * or the document's other entries end in a full stop before their period (`stops`).
 */
function endsEntry(before: string, next: string, stops: () => boolean): boolean {
  if (!before.includes(',') || /[.,;:!?]$/u.test(before)) return false;
  if (!/^\p{Lu}/u.test(next) || !next.endsWith('.') || next.split(' ').length > 5) return false;
  const comma = next.lastIndexOf(',');
  return comma > 0 && (isPlace(next.slice(comma + 1, -1).trim()) || stops());
}

/** Whether some line's text ends in a full stop before a period set after it ('…, Sheffield.<tab>2015 – 2019'). */
function entriesEndInStop(lines: string[]): boolean {
  return lines.some((line) => {
    if (!/\.\s*\t/u.test(line)) return false;
    const period = findPeriod(line);
    return period !== undefined && period.index > 0 && /\.\s*$/u.test(line.slice(0, period.index));
  });
}

/**
 * Undoes the wrapping of narrow columns and table cells: a line ending in a preposition continues on the
 * next, also when a right-aligned period follows the preposition ('BSc, University of 2014 – 2016' /
 * 'Leeds.'); a table's date cell wrapped onto the next row ('Dezember 2020 — Juni' / '2021\tdescription')
 * is put back together.
 */
export function unwrapLines(lines: string[], hyphenated = true): string[] {
  const out = [...lines];
  let endInStop: boolean | undefined;
  const stops = () => (endInStop ??= entriesEndInStop(lines));
  // The section the line being read is in: a section's own heading inside it continues a line
  // ('Professional Master of' / 'Education' under 'EDUCATION').
  let current: SectionKind | undefined;
  for (let i = 0; i + 1 < out.length; i++) {
    let line = out[i]!;
    const next = out[i + 1]!;
    current = sectionOf(line) ?? current;
    const nextKind = sectionOf(next);
    // A section's title wrapped in a narrow column ('Educational' / 'background', 'Work' / 'experience'): neither
    // line a title alone, a word or two each, a title together.
    if (
      !nextKind &&
      !sectionOf(line) &&
      line.length <= 30 &&
      next.length <= 20 &&
      !line.includes('\t') &&
      !next.includes('\t') &&
      line.split(' ').length <= 2 &&
      next.split(' ').length <= 2 &&
      sectionOf(`${line} ${next}`)
    ) {
      out[i] = `${line} ${next}`;
      out.splice(i + 1, 1);
      current = sectionOf(out[i]!);
      continue;
    }
    // A justified line of a narrow column whose word gaps grew into cell gaps ('NATIONAL<tab>INSTITUTE<tab>OF'
    // / 'TECHNOLOGY KARNATAKA', 'UNIVERSIDADE<tab>METROPOLI-' / 'TANA DE SANTOS'): one word a cell, ending in a
    // wrapping word or a hyphen, is one phrase.
    if (
      line.includes('\t') &&
      (endsInWrapWord(line.replace(/\t/g, ' ')) || /\p{L}-$/u.test(line)) &&
      /^[^\s\t]+(?:\t[^\s\t]+){1,}$/u.test(line)
    )
      out[i] = line = line.replace(/\t/g, ' ');
    // A word hyphenated at the line's end ('INDIAN INSTITUTE OF MAN-' / 'AGEMENT BANGALORE'), or one with a
    // hyphen of its own where the typesetter adds none ('Coca-' / 'Cola').
    if (
      /(?:^|[\s\t])\p{L}{2,}-$/u.test(line.slice(-40)) &&
      /^\p{L}/u.test(next) &&
      !nextKind &&
      !isBullet(next) &&
      line.length + next.length < RESUME_TEXT_LIMITS.lineChars
    ) {
      out[i] = (hyphenated ? line.slice(0, -1) : line) + next;
      out.splice(i + 1, 1);
      i--;
      continue;
    }
    // A label too long for its narrow cell, broken mid-word where a word processor breaks such a word (no
    // hyphen), its last letters and colon alone under it ('Méthode<tab>Eurocodes, BIM' / 's:').
    const label = /^(\p{Lu}\p{Ll}+)[\t ]+(\S.*)$/u.exec(line);
    if (label && /^\p{Ll}{1,6}:$/u.test(next) && !label[1]!.includes(':')) {
      out[i] = `${label[1]}${next}\t${label[2]}`;
      out.splice(i + 1, 1);
      i--;
      continue;
    }
    // An entry's line wrapped before a joining word, its rest in capitals ('Presentation Brothers College, Cork —
    // Mathematics' / 'and Physics Teacher').
    if (
      !nextKind &&
      !isBullet(line) &&
      !isBullet(next) &&
      !line.includes('\t') &&
      !next.includes('\t') &&
      !/[.,;:!?]$/u.test(line) &&
      JOINED_REST.test(next)
    ) {
      out[i] = `${line} ${next}`;
      out.splice(i + 1, 1);
      i--;
      continue;
    }
    // A cell wrapped inside a column ('Laurea, Politecnico di' / 'Milano') continues on a line of its own.
    if (
      (endsInWrapWord(line) || line.endsWith(',')) &&
      line.length + next.length < RESUME_TEXT_LIMITS.lineChars &&
      !next.includes('\t') &&
      (!nextKind || (nextKind === current && endsInWrapWord(line))) &&
      !isBullet(next)
    ) {
      out[i] = `${line} ${next}`;
      out.splice(i + 1, 1);
      i--;
      continue;
    }
    // …or in a cell before the line's last ('2009-2014 Bacharelado em Arquitetura e<tab>São Paulo' /
    // 'Urbanismo'): the next line, a few words of no cell of its own, ends that cell.
    if (
      line.includes('\t') &&
      !next.includes('\t') &&
      !nextKind &&
      !isBullet(next) &&
      next.split(' ').length <= 4
    ) {
      const cells = line.split('\t');
      // …or hyphenated there ('Visualiza-<tab>V-Ray, Adobe Photoshop' / 'ção:').
      const hyphen = (c: string) => /\p{Ll}-$/u.test(c) && /^\p{Ll}/u.test(next);
      const k = cells.findIndex((c, j) => j < cells.length - 1 && (endsInWrapWord(c) || hyphen(c)));
      if (k >= 0 && line.length + next.length < RESUME_TEXT_LIMITS.lineChars) {
        const cell = cells[k]!;
        cells[k] = hyphen(cell) ? (hyphenated ? cell.slice(0, -1) : cell) + next : `${cell} ${next}`;
        out[i] = cells.join('\t');
        out.splice(i + 1, 1);
        i--;
        continue;
      }
    }
    const wrapped = wrappedBeforePeriod(line, next, stops);
    if (wrapped) {
      out[i] = wrapped;
      out.splice(i + 1, 1);
      continue;
    }
    const tab = line.indexOf('\t');
    const nextTab = next.indexOf('\t');
    // The same in a right-hand column: 'HR Generalist<tab>04/2017 –' / 'Onboarding and payroll…<tab>12/2020', or
    // 'Leeds Teaching Hospitals NHS<tab>2019.04 to' / 'Trust<tab>present', where the cell beside the dates wrapped
    // too (a word or two left under it: its rest).
    const lastTab = line.lastIndexOf('\t');
    const nextLastTab = next.lastIndexOf('\t');
    if (lastTab > 0 && nextLastTab > 0 && /(?:[-–—]| to)$/u.test(line)) {
      const cell = line.slice(lastTab + 1);
      const rest = next.slice(nextLastTab + 1);
      if (endsLater(cell, rest)) {
        const left = next.slice(0, nextLastTab);
        const before = line.slice(0, lastTab);
        if (!left.includes('\t') && !before.includes('\t') && /^\p{L}+(?: \p{L}+)?$/u.test(left)) {
          out[i] = `${before} ${left}\t${cell} ${rest}`;
          out.splice(i + 1, 1);
        } else {
          out[i] = `${line} ${rest}`;
          out[i + 1] = left;
        }
        continue;
      }
    }
    if (tab > 0 && nextTab > 0) {
      const cell = line.slice(0, tab);
      const rest = next.slice(0, nextTab);
      if (endsLater(cell, rest)) {
        out[i] = `${cell} ${rest}${line.slice(tab)}`;
        out[i + 1] = next.slice(nextTab + 1);
      }
    }
  }
  return out;
}
