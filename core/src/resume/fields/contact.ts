// Contact fields: the candidate's name, email address and phone number.
import {
  findPhoneNumbersInText,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { RESUME_DEFAULTS } from '../../schemas/resume.js';
import { findPeriod } from '../dates.js';
import { sectionOf } from '../sections.js';
import {
  COMPANY_WORDS,
  DEGREE_WORDS,
  INSTITUTION_WORDS,
  TITLE_WORDS,
  countryCodesByName,
  foldText,
  hasWordFrom,
  isPlace,
} from '../vocabulary.js';
import { RESUME_TEXT_LIMITS, letterSpaced, type ResumeText, type Section } from './lines.js';
import { SKILL_INDEX } from './skills.js';

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
// A form's label of the name: one word for a name or two joined ('Name / Surname', 'Nom et prénom', 'Vorname Name').
const NAME_WORD =
  '(?:(?:(?:full|first|given|last|family)\\s+)?names?|surnames?|nom|pr[ée]noms?|nombres?|apellidos?|nomes?|cognomi?|sobrenomes?|apelidos?|vorname|nachname)(?:\\(s\\))?';
const NAME_LABEL = new RegExp(
  `^(?:${NAME_WORD})(?:\\s*(?:/|and|et|e|y|und|&)?\\s*(?:${NAME_WORD}))?(?:\\s+complet[oa]?)?(?:\\s*:\\s*|\\t)`,
  'iu',
);
// …that names the family name first ('Surname / First name'): its two-word value read the other way round.
const FAMILY_FIRST = /^(?:surnames?|last|family|nachname|cognome|apellidos?|sobrenome|apelidos?)\b/iu;
// A document's title is not its author.
const DOC = '(?:curriculum\\s+vitae|r[ée]sum[ée]|resume|lebenslauf|cv|curr[íi]culo)';
const TITLE_BEFORE = new RegExp(`^${DOC}(?:\\s+(?:of|de|di|von|van)|\\s*[:|–—-])?\\s+(?=\\p{Lu})`, 'iu');
const TITLE_AFTER = new RegExp(`(?:['’]s)?\\s*[:|–—-]?\\s+${DOC}$`, 'iu');
const POST_NOMINALS =
  /(?:,?\s+(?:Ph\.?\s?D\.?|M\.?D\.?|MBA|M\.?Sc\.?|B\.?Sc\.?|M\.?A\.?|B\.?A\.?|RN|CPA|P\.?E\.?|PMP|CFA|Esq\.?|LL\.?M\.?|MPH|DDS|MEng|BEng|Dipl\.?-Ing\.?))+$/u;
// '(she/her)' after a name; credentials in capitals after its commas ('Jane Doe, RN, BSN'); a form of address
// before it ('Mr.', 'Dr.', 'Prof.', 'Dipl.-Ing.').
const PRONOUNS = /\s*\((?:she|he|they|ze|xe)\s?\/\s?\p{L}+\)$/iu;
const CREDENTIALS = /(?:,\s?\p{Lu}{2,5})+$/u;
const HONORIFIC =
  /^(?:(?:(?:mr|mrs|ms|miss|mx|dr|prof|herr|frau|mme|mlle)\.?|(?:sr|sra|dott|dipl\.?-ing|ing|mag)\.)\s+)+(?=\p{Lu})/iu;
const DOCUMENT_TITLE = /^(?:curriculum\s+vitae|r[ée]sum[ée]|resume|lebenslauf|cv|curr[íi]culo)\b/iu;

const titleCaseWord = (w: string): string =>
  w.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());

/** A person's name as written, or undefined when the text is not one. All-caps names come back in title case. */
const GREETING =
  /^(?:(?:hi|hello|hey|hallo|hola|ciao|olá|ola|bonjour|salut|cześć|hoi)[,!]?\s+)?(?:i['’]m|i am|my name is|je suis|je m['’]appelle|ich bin|ich heiße|soy|me llamo|sono|mi chiamo|sou|eu sou|ik ben|jestem|nazywam się)\s+(?=\p{Lu})/iu;

// A given name alone on its line: one capitalised word of three letters or more ('Tv', a monogram, is none), not a
// place, a form's field or a contact label ('Email' over a form's 'SEND', 'Nombre' over 'Apellidos').
const GIVEN_NAME = /^\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?$/u;
const givenName = (line: string): boolean =>
  GIVEN_NAME.test(line) &&
  !isPlace(line) &&
  !FORM_NAME.test(line) &&
  !CONTACT_WORD.test(line) &&
  !sectionOf(line);
const CONTACT_WORD =
  /^(?:e-?mail|phone|mobile|address|contact|website|correo|tel[eé]fono|telefon|telefone|adresse|direcci[oó]n|endere[cç]o|indirizzo|send|submit|message|enviar|senden|envoyer)$/iu;
// Where an introduction starts in a line ('¡Hola! Me llamo …'), and where its sentence goes on after the name.
const INTRODUCTION =
  /(^|[!.]\s+)(?:my name is|je m['’]appelle|ich heiße|me llamo|mi nombre es|mi chiamo|meu nome é|o meu nome é|mijn naam is|nazywam się)\s+\p{Lu}/iu;
const SENTENCE_GOES_ON = /[,.;!]|\s(?:and|y|et|und|e|en|i)\s/u;
// A contact form's fields ('First Name', 'Nombre', 'Nachname'): no one's name.
const FORM_NAME =
  /^(?:(?:first|last|full|your|family|given)\s+name|name|nombre|apellidos?|vorname|nachname|pr[ée]nom|nom|nome|cognome|sobrenome|voornaam|achternaam|imi[eę]|nazwisko)$/iu;

export function asName(text: string): string | undefined {
  let candidate = text
    .replace(NAME_LABEL, '')
    .replace(TITLE_BEFORE, '')
    .split(/\t| \| | [–—] | · | • /u, 1)[0]!
    .trim()
    .replace(/,$/, '');
  // A web page's greeting ("I'm Olivia Hartley.", 'Ich bin Jonas Becker.'): the name in it.
  const greeting = GREETING.exec(candidate);
  if (greeting) candidate = candidate.slice(greeting[0].length).replace(/[.!]$/u, '');
  // A name is short (and the patterns below, unanchored at the start, are run on short text only).
  if (candidate.length > 80) return undefined;
  // The document's title around the name ('Curriculum Vitae: Jane Doe', "Jane Doe's Resume", 'Jane Doe CV'), and
  // letters after it ('Jane Doe, PhD', 'Jane Doe MBA'): the name.
  candidate = candidate
    .replace(TITLE_AFTER, '')
    .replace(PRONOUNS, '')
    .replace(POST_NOMINALS, '')
    .replace(CREDENTIALS, '')
    .replace(HONORIFIC, '');
  // A name set letter-spaced ('S i o b h á n M u r p h y'): the text layer spaces every letter alike, so
  // its words are told apart by their capitals.
  if (letterSpaced(candidate))
    candidate = candidate.replace(/ /g, '').replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ');
  if (candidate.length < 4 || candidate.length > 60 || DOCUMENT_TITLE.test(candidate)) return undefined;
  if (FORM_NAME.test(candidate)) return undefined;
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

/** The candidate's name: the headline, a labelled line, the header, then any table cell; the default otherwise. */
export function findName(text: ResumeText, sections: Section[]): string {
  if (text.headline) {
    const fromHeadline = asName(text.headline);
    if (fromHeadline) return fromHeadline;
  }
  for (const line of text.lines.slice(0, 40)) {
    if (NAME_LABEL.test(line)) {
      const labelled = asName(line);
      const words = labelled?.split(' ');
      if (labelled && FAMILY_FIRST.test(line) && words!.length === 2) return `${words![1]} ${words![0]}`;
      if (labelled) return labelled;
    }
  }
  // The name sits in the header or a contact block; skills and languages lists are full of capitalised words.
  for (const s of sections) {
    if (s.kind !== 'header' && s.kind !== 'contact' && s.kind !== 'summary') continue;
    const lines = s.lines.slice(0, 8);
    for (const [i, line] of lines.entries()) {
      // A given name on a line of its own over the family name ('Priya' / 'Raghunathan', 'Lucía' / 'Fernández
      // Ortega'): a name set large in a narrow box. Not a town over the name ('Berlin' / 'Jonas Becker').
      const next = lines[i + 1];
      if (
        givenName(line.trim()) &&
        next !== undefined &&
        /\p{Ll}/u.test(next) &&
        !FORM_NAME.test(next.trim())
      ) {
        const whole = asName(`${line.trim()} ${next.trim()}`);
        if (whole) return whole;
      }
      const name = asName(line) ?? invertedName(line, text.lines);
      if (name) return name;
    }
  }
  // A web page's greeting set apart from the header ('Hi!' / 'My name is Marcus Reed,' / 'and this is my
  // resume.'), its sentence wrapped over lines.
  for (const [i, line] of text.lines.slice(0, 80).entries()) {
    // (In its cell: the page's other column may share its lines.)
    const cell = line.split('\t').find((c) => INTRODUCTION.test(c));
    const at = cell === undefined ? null : INTRODUCTION.exec(cell);
    if (!at) continue;
    const rest = text.lines.slice(i + 1, i + 3).map((l) => l.split('\t', 1)[0]!);
    const sentence = [cell!.slice(at.index + at[1]!.length), ...rest].join(' ');
    const name = asName(sentence.split(SENTENCE_GOES_ON, 1)[0]!);
    if (name) return name;
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

// 'Smith, John', 'García López, María': the family name first, a comma, then the given names.
// (The family name may start with particles in small letters: 'van Dijk, Thomas'.)
const INVERTED =
  /^((?:\p{Ll}{1,3} ){0,2}\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?),\s+(\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+)?)$/u;

/**
 * A name written family name first ('Smith, John'), as 'John Smith', where the resume's e-mail address holds both
 * names (john.smith@…, john@smith.com), or the family name after the first name's initial (t.vandijk@…): else the
 * line is more likely an employer and its town ('Acme, London').
 */
function invertedName(line: string, lines: string[]): string | undefined {
  const m = INVERTED.exec(line.trim());
  if (!m) return undefined;
  const address = lines
    .slice(0, 40)
    .map((l) => EMAIL.exec(l)?.[0])
    .find((e) => e !== undefined);
  if (!address) return undefined;
  const folded = foldText(address).toLowerCase();
  const holds = (part: string) =>
    part.split(/[\s'’-]+/u).some((w) => w.length >= 3 && folded.includes(foldText(w).toLowerCase()));
  const family = foldText(m[1]!)
    .toLowerCase()
    .replace(/[\s'’-]+/gu, '');
  const initial = foldText(m[2]!).toLowerCase()[0]!;
  const local = folded.slice(0, folded.indexOf('@'));
  const byInitial = [initial, `${initial}.`, `${initial}_`, `${initial}-`].some(
    (lead) => local === lead + family,
  );
  return holds(m[1]!) && (holds(m[2]!) || byInitial) ? asName(`${m[2]} ${m[1]}`) : undefined;
}

// ---------- email and phone ----------

// Starts only where a run of address characters starts: without the lookbehind, every position of a
// long run without '@' rescanned the rest of it (quadratic).
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

const GENERIC_TLDS = new Set(['com', 'net', 'org', 'edu', 'gov', 'info', 'mil', 'int']);
const SECOND_LEVEL = new Set(['co', 'ac', 'com', 'org', 'net', 'gov', 'edu', 'ne', 'or', 'go', 'gv', 'nic']);

/**
 * The first email address written in a text, lower-cased; '' when there is none. A text layer that cut
 * the address into runs leaves it short of its domain's end: '….co m' is '….com', '….co' then '.uk' on
 * the next run is '….co.uk'. Only those two shapes are put back, read from the few characters after it.
 */
export function findEmail(text: string, name = '', hyphenated = true): string {
  const m = personalEmail(text);
  const broken = BROKEN_DOMAIN.exec(text);
  if (broken && (!m || broken.index < m.index)) {
    const whole = withDomainTail(text, broken, hyphenated);
    if (whole) return whole.toLowerCase();
  }
  if (!m) return '';
  let email = hyphenatedStart(text, m.index, m[0], name);
  const after = text.slice(m.index + email.length, m.index + email.length + 8);
  const last = email.slice(email.lastIndexOf('.') + 1).toLowerCase();
  const cc = /^\s?\.([A-Za-z]{2})(?![A-Za-z0-9.-])/.exec(after);
  const tail = /^\s([A-Za-z]{1,2})(?![A-Za-z0-9@.-])/.exec(after);
  if (cc && SECOND_LEVEL.has(last)) email += `.${cc[1]}`;
  else if (tail && GENERIC_TLDS.has(last + tail[1]!.toLowerCase()) && !GENERIC_TLDS.has(last))
    email += tail[1];
  return email.toLowerCase();
}

// An organisation's shared mailbox ('info@puzzle.ch' in a consultancy's letterhead over its staff member's CV).
const ROLE_ACCOUNT =
  /^(?:info|contact|kontakt|office|admin|hello|mail|post|sales|support|team|jobs|careers|karriere|hr|recruiting|noreply|no-reply|service|enquiries|inquiries|bureau|secretariat|sekretariat)@/iu;
const EMAIL_ALL = new RegExp(EMAIL.source, 'g');

/** Whether a line holds an organisation's shared mailbox. */
function sharedMailbox(line: string): boolean {
  EMAIL_ALL.lastIndex = 0;
  for (let m = EMAIL_ALL.exec(line); m; m = EMAIL_ALL.exec(line)) if (ROLE_ACCOUNT.test(m[0])) return true;
  return false;
}

/** The first address in a text that is no organisation's shared mailbox, else the first address. */
function personalEmail(text: string): RegExpExecArray | null {
  const first = EMAIL.exec(text);
  if (!first || !ROLE_ACCOUNT.test(first[0])) return first;
  EMAIL_ALL.lastIndex = first.index + first[0].length;
  for (let m = EMAIL_ALL.exec(text); m; m = EMAIL_ALL.exec(text)) if (!ROLE_ACCOUNT.test(m[0])) return m;
  return first;
}

// An address whose domain was hyphenated at the end of its cell ('daniel.okafor@law-' / 'mail.com.au').
const BROKEN_DOMAIN = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]*[A-Za-z0-9]-(?=[\t\n]|$)/;
const DOMAIN_TAIL = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * The address put back from its broken start and the cell of the next line that ends its domain, without
 * the hyphen typesetting added (with it where the typesetter adds none: it is the domain's own);
 * undefined when the next line has no such cell.
 */
function withDomainTail(text: string, broken: RegExpExecArray, hyphenated: boolean): string | undefined {
  const lineEnd = text.indexOf('\n', broken.index);
  if (lineEnd < 0) return undefined;
  const nextEnd = text.indexOf('\n', lineEnd + 1);
  const next = text.slice(lineEnd + 1, nextEnd < 0 ? Math.min(text.length, lineEnd + 301) : nextEnd);
  const tail = next
    .split('\t')
    .map((cell) => cell.trim())
    .find((cell) => DOMAIN_TAIL.test(cell));
  return tail && (hyphenated ? broken[0].slice(0, -1) : broken[0]) + tail;
}

// A word broken at the line's end ('giu-' / 'lia.romano@…'), its two parts on one line of the text layer.
const BROKEN_PART = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+]+)-[ \t]$/;

/**
 * An address whose local part was broken over two lines with a hyphen, put back together: without the
 * hyphen when that spells a word of the candidate's name the hyphenated form does not ('giu-' /
 * 'lia.romano@libero.it' for Giulia Romano: typesetting hyphenated it), else with it ('mary-' /
 * 'jane@…', a hyphen of the address). The address as found when nothing was broken off before it.
 */
function hyphenatedStart(text: string, index: number, found: string, name: string): string {
  const part = BROKEN_PART.exec(text.slice(Math.max(0, index - 40), index))?.[1];
  if (!part) return found;
  const joined = part + found;
  const hyphenated = `${part}-${found}`;
  const local = (address: string) => foldText(address.slice(0, address.indexOf('@')).toLowerCase());
  const words = foldText(name.toLowerCase())
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
  return words.some((w) => local(joined).includes(w) && !local(hyphenated).includes(w)) ? joined : hyphenated;
}

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
  pl: 'PL',
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
// Portuguese is written in Portugal and Brazil, whose numbers differ in length ('912 345 678', '(11) 91234-5678').
const LANGUAGE_COUNTRY: Record<string, CountryCode[]> = {
  fr: ['FR'],
  de: ['DE'],
  es: ['ES'],
  it: ['IT'],
  pt: ['PT', 'BR'],
  nl: ['NL', 'BE'],
  pl: ['PL'],
};
const LANGUAGE_HINTS: Record<string, RegExp> = {
  fr: /\b(exp[ée]rience professionnelle|comp[ée]tences|formation|langues|aujourd'hui|actuel)\b/iu,
  de: /\b(berufserfahrung|ausbildung|kenntnisse|sprachen|seit|werdegang)\b/iu,
  es: /\b(experiencia|formaci[óo]n|habilidades|idiomas|actualidad)\b/iu,
  pt: /\b(experi[êe]ncia profissional|forma[çc][ãa]o|compet[êe]ncias|atual)\b/iu,
  it: /\b(esperienz[ae]|istruzione|competenze|lingue)\b/iu,
  nl: /\b(werkervaring|opleiding|vaardigheden|talen|heden)\b/iu,
  pl: /\b(doświadczenie|wykształcenie|umiejętności|języki|obecnie)(?!\p{L})/iu,
};

// Country names as addresses write them (folded), to the country whose national phone format applies.
const COUNTRY_NAMES: [RegExp, CountryCode][] = [
  [/\b(?:united kingdom|england|scotland|wales|great britain|uk)\b/iu, 'GB'],
  [/\b(?:france)\b/iu, 'FR'],
  [/\b(?:deutschland|germany|allemagne)\b/iu, 'DE'],
  [/\b(?:espana|spain|espagne)\b/iu, 'ES'],
  [/\b(?:italia|italy)\b/iu, 'IT'],
  [/\b(?:portugal)\b/iu, 'PT'],
  [/\b(?:brasil|brazil)\b/iu, 'BR'],
  [/\b(?:ireland|eire)\b/iu, 'IE'],
  [/\b(?:nederland|netherlands|the netherlands)\b/iu, 'NL'],
  [/\b(?:belgique|belgie|belgium)\b/iu, 'BE'],
  [/\b(?:schweiz|suisse|switzerland)\b/iu, 'CH'],
  [/\b(?:osterreich|austria)\b/iu, 'AT'],
  [/\b(?:polska|poland)\b/iu, 'PL'],
  [/\b(?:canada)\b/iu, 'CA'],
  [/\b(?:australia)\b/iu, 'AU'],
  [/\b(?:india)\b/iu, 'IN'],
  [/\b(?:mexico)\b/iu, 'MX'],
  [/\b(?:usa|united states)\b/iu, 'US'],
];

// Two-letter domains sold for their letters, not their country ('.io', '.ai', '.me').
const VANITY_TLDS = new Set(
  'ac ad ag ai am as bz cc cd cf cx fm ga gd gg gl gq im io is la ly me ml ms mu nu re sc sh so st su tc tk tm to tv vc vg ws'.split(
    ' ',
  ),
);
/** The country a two-letter domain belongs to, where its numbers follow that country's plan. */
function tldCountry(tld: string): CountryCode | undefined {
  if (TLD_COUNTRY[tld] || VANITY_TLDS.has(tld)) return TLD_COUNTRY[tld];
  const code = tld.toUpperCase();
  return isSupportedCountry(code) ? code : undefined;
}

/** The countries a text names, in the order it names them. */
function countriesNamedIn(folded: string): CountryCode[] {
  const countryNames = countryCodesByName();
  const words = folded.toLowerCase().match(/\p{L}+/gu) ?? [];
  const found: CountryCode[] = [];
  for (let i = 0; i < words.length; i++) {
    let key = '';
    for (let n = 0; n < 4 && i + n < words.length; n++) {
      key = n === 0 ? words[i]! : `${key} ${words[i + n]}`;
      const code = countryNames.get(key);
      if (code) found.push(code as CountryCode);
    }
  }
  return found;
}

/**
 * The countries to read national numbers by, most likely first, each once. Computed as they are asked
 * for: the first country finds the number in most resumes, and the language hints read the whole text.
 */
function* countryHints(allText: string, email: string, header: string): Generator<[CountryCode, boolean]> {
  const seen = new Set<CountryCode>();
  const fresh = (country: CountryCode) => {
    if (seen.has(country)) return false;
    seen.add(country);
    return true;
  };
  // The address in the header names the country whose national format a phone written there follows.
  const folded = foldText(header);
  for (const [re, country] of COUNTRY_NAMES) if (re.test(folded) && fresh(country)) yield [country, true];
  const tld = /\.([a-z]{2})$/.exec(email.toLowerCase())?.[1];
  const byDomain = tld ? tldCountry(tld) : undefined;
  if (byDomain && fresh(byDomain)) yield [byDomain, true];
  // Any other country the address names ('Uppsala, Sweden', 'Lisboa, Portugal').
  for (const country of countriesNamedIn(folded)) if (fresh(country)) yield [country, true];
  for (const [lang, re] of Object.entries(LANGUAGE_HINTS))
    if (re.test(allText))
      for (const country of LANGUAGE_COUNTRY[lang]!) if (fresh(country)) yield [country, false];
  for (const country of ['US', 'GB'] as const) if (fresh(country)) yield [country, false];
}

/** Digits among the letters and digits of a line (a letter: a character with two cases). */
function digitShare(line: string): number {
  let digits = 0;
  let letters = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code < 0x80) {
      if (code >= 0x30 && code <= 0x39) digits++;
      else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) letters++;
      continue;
    }
    const point = line.codePointAt(i)!;
    if (point > 0xffff) i++;
    const c = String.fromCodePoint(point);
    if (c.toLowerCase() !== c.toUpperCase()) letters++;
  }
  return digits + letters === 0 ? 0 : digits / (digits + letters);
}

/** ASCII digits in a line (`line.replace(/\D/g, '').length`). */
function asciiDigits(line: string): number {
  let n = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) n++;
  }
  return n;
}

/** The first phone number in E.164: an international one anywhere, else a labelled or header line by likely country. */
/**
 * A day written in digits with a four-digit year, and the time after it ('Generated at: 18.07.2025 15:34',
 * '2025-07-18'): no phone number, though its digits can pass for one.
 */
const DAY_AND_TIME =
  /\b(?:(?:0?[1-9]|[12]\d|3[01])[./](?:0?[1-9]|1[0-2])[./](?:19|20)\d{2}|(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))\b(?![./-]\d)(?:,?\s+\d{1,2}:\d{2}(?::\d{2})?)?/gu;

/**
 * A number in groups, then the house number of an address on the same line ('06 53 14 90 94 27 rue de la
 * République'): the address's digits set apart, else they run on into the number.
 */
const HOUSE_NUMBER_AFTER = /(\d{2,}(?:[ .]\d{2,}){3,}) (\d{1,4}[a-z]? \p{L}{2,})/gu;

export function findPhone(sections: Section[], allText: string, email: string): string {
  let lines: string[] = [];
  for (const s of sections) for (const l of s.lines) lines.push(l);
  // An organisation's letterhead over a candidate's CV (a consultancy's: 'Chilegass 1, Basel / Tel. +41 22 …' over
  // 'www.puzzle.ch / info@puzzle.ch'): the lines at and beside its shared mailbox hold its number, not theirs.
  if (email && !ROLE_ACCOUNT.test(email)) {
    const shared = lines.map((l) => l.includes('@') && sharedMailbox(l));
    if (shared.some(Boolean)) lines = lines.filter((_, i) => !shared[i - 1] && !shared[i] && !shared[i + 1]);
  }
  // The phone library does a lot of work per candidate (it throws and catches an error for each
  // invalid one): the text, and the invalid candidates per call, are bounded. `maxTries` is the
  // library's own guard for degenerate text, missing from its typings.
  let budget: number = RESUME_TEXT_LIMITS.phoneTotalChars;
  const phoneIn = (line: string, country?: CountryCode) => {
    const text = line.slice(0, RESUME_TEXT_LIMITS.phoneLineChars);
    if (budget <= 0) return undefined;
    budget -= text.length;
    const options = {
      maxTries: RESUME_TEXT_LIMITS.phoneTriesPerLine,
      ...(country && { defaultCountry: country }),
    };
    // Numbers in fictional ranges (07700 900xxx) appear in real documents: a possible number counts,
    // after a valid one on the same line (a postcode can pass for a possible number: 'São Paulo
    // 01304-001, Brasil • (11) 91234-5678'). A match of fewer than 7 digits is a postcode or a house
    // number, not a phone.
    let possible: Found | undefined;
    for (const m of findPhoneNumbersInText(text, { ...options, leniency: 'POSSIBLE' } as {
      defaultCountry?: CountryCode;
    })) {
      if (m.number.nationalNumber.length < 7) continue;
      if (country !== undefined && !dialledAsWritten(text.slice(m.startsAt, m.endsAt), country)) continue;
      if (m.number.isValid()) return { number: m.number.number, valid: true };
      possible ??= { number: m.number.number, valid: false, written: text.slice(m.startsAt, m.endsAt) };
    }
    return possible;
  };
  /** The first valid number the lines hold, else the first possible one. */
  const firstIn = (searched: string[], country?: CountryCode): Found | undefined => {
    let possible: Found | undefined;
    for (const line of searched) {
      const found = phoneIn(line, country);
      if (found?.valid) return found;
      possible ??= found;
    }
    return possible;
  };
  // International numbers are unambiguous wherever they are.
  const international = firstIn(lines.filter((line) => line.includes('+') && mayHoldPhone(line)));
  if (international) return international.number;
  const pool: string[] = [];
  for (const l of lines) if (PHONE_LABEL.test(l)) pool.push(l);
  for (const s of sections) if (s.kind === 'header' || s.kind === 'contact') pool.push(...s.lines);
  // Contact details set in a footer or a sidebar: a short line that is mostly a number, or the line that
  // holds the email address, wherever a menu or a summary beside it put it ('Street 12 · City · 030 4672554 ·
  // name@mail.de' read after a column of section links). Its start is enough, the local part and the '@': an
  // address broken over two lines is on the first.
  const mail = email.slice(0, email.indexOf('@') + 1).toLowerCase();
  for (const l of lines)
    if ((l.length <= 80 || (mail !== '' && l.toLowerCase().includes(mail))) && asciiDigits(l) >= 7)
      pool.push(l);
  // Lines that are mostly digits first, each in its order: an address line's house number and postcode
  // can pass for a number. The line without its email address is what the library reads.
  const digitsFirst: string[] = [];
  const others: string[] = [];
  const withoutEmail = new Map<string, string>();
  for (const l of pool) {
    if (findPeriod(l)) continue;
    const bare = l.replace(EMAIL, ' ').replace(DAY_AND_TIME, ' ').replace(HOUSE_NUMBER_AFTER, '$1\t$2');
    withoutEmail.set(l, bare);
    (digitShare(bare) >= 0.5 ? digitsFirst : others).push(l);
  }
  const unique = [...new Set([...digitsFirst, ...others])];
  const header = unique.join('\n').slice(0, RESUME_TEXT_LIMITS.phoneTotalChars);
  // Only lines that can hold a number are handed to the library, each once per country.
  const searched = unique.map((l) => withoutEmail.get(l)!).filter(mayHoldPhone);
  if (searched.length === 0) return '';
  // A number valid in a country the text hints at; or possible there, when the resume's address or e-mail
  // names that country (fictional ranges appear in real documents); else the first number possible anywhere.
  let possible: Found | undefined;
  for (const [country, named] of countryHints(allText, email, header)) {
    const found = firstIn(searched, country);
    if (found?.valid || (found && named)) return found.number;
    possible ??= found;
  }
  if (possible?.written === undefined) return possible?.number ?? '';
  return writtenAsIn(possible.written) ?? possible.number;
}

type Found = { number: string; valid: boolean; written?: string };

/**
 * A national number that no country the resume hints at dials ('0472 644 986' in an English resume with a
 * webmail address) read in the one country that writes it so: valid there, and grouped as that country's
 * national format groups it (Australia writes '0472 644 986', France '04 72 64 49 86', Belgium '0472 64 49
 * 86'). Where several do (the Netherlands writes its '0472' area so too), the one English-speaking country
 * among them: a resume in a language the text hints at was read by that language's countries already.
 * Undefined when no country, or no one country, does.
 */
function writtenAsIn(written: string): string | undefined {
  if (!/^[\s(]*0/u.test(written)) return undefined;
  const groups = (s: string) => s.match(/\d+/gu)?.join(' ');
  const want = groups(written);
  const found: [CountryCode, string][] = [];
  for (const country of WRITTEN_TRUNK_ZERO) {
    const n = parsePhoneNumberFromString(written, country);
    if (n?.isValid() && groups(n.formatNational()) === want) found.push([country, n.number]);
  }
  const english = found.filter(([country]) => ENGLISH_TRUNK_ZERO.has(country));
  if (found.length === 1) return found[0]![1];
  return english.length === 1 ? english[0]![1] : undefined;
}

const ENGLISH_TRUNK_ZERO = new Set<CountryCode>(['GB', 'IE', 'AU', 'NZ', 'ZA']);

// Countries whose national numbers are written with their trunk prefix 0 ('030 4672554', '07700 900111',
// '06 53 14 90 94'). Not Brazil or India, where the 0 is a dialling prefix most people leave out
// ('(11) 91234-5678', '98765 43210'), nor Italy, the US or Spain, which have none.
const WRITTEN_TRUNK_ZERO = new Set<CountryCode>([
  'GB',
  'IE',
  'FR',
  'DE',
  'AT',
  'CH',
  'NL',
  'BE',
  'SE',
  'FI',
  'AU',
  'NZ',
  'ZA',
  'JP',
  'KR',
  'TR',
]);

/**
 * Whether a number found in national form is written as that country writes its numbers: where they
 * start with the trunk prefix 0, a match without it is a house number and postcode
 * ('Kastanienallee 12 10435 Berlin'), not a phone. A number with its country code always passes.
 */
function dialledAsWritten(raw: string, country: CountryCode): boolean {
  if (!WRITTEN_TRUNK_ZERO.has(country)) return true;
  const start = raw.replace(/^[\s(（［[]+/u, '');
  return /^[0０+＋]/u.test(start);
}

// Spaces, dashes, dots, slashes, brackets, tildes and plus signs, ASCII and their wide or typographic forms.
const NUMBER_PUNCTUATION = new Set(
  [...' \t\u00a0\u2009\u202f-‐‑‒–—―−ー－.．/／()（）[]［］~⁓∼～+＋'].map((ch) => ch.charCodeAt(0)),
);

/**
 * Whether the part of a line the phone search reads has a run of 7 digits among spaces and the
 * punctuation numbers are written with ('07700 900111', '(0)30-4672554'), as any number the search can
 * report (see phoneIn) has: a cheap scan that spares the library the lines it could only reject
 * (postcodes, house numbers and years among words).
 */
function mayHoldPhone(line: string): boolean {
  let digits = 0;
  const end = Math.min(line.length, RESUME_TEXT_LIMITS.phoneLineChars);
  for (let i = 0; i < end; i++) {
    const c = line.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 0xff10 && c <= 0xff19) || (c >= 0x660 && c <= 0x669)) {
      if (++digits >= 7) return true;
    } else if (!NUMBER_PUNCTUATION.has(c)) digits = 0;
  }
  return false;
}
