// resumemac (TeX Live resumemac, Don Hosek's "Resume macro file for plain.TeX", 1992, public domain): a held-out
// family in generate.mjs's slot 60, re-exported from latex.mjs as SLOT_60_LATEX_FAMILIES.
//
// resumemac.tex is a plain TeX macro file (not a LaTeX class), shipped in Debian's texlive-plain-generic with its
// sample résumé doc/plain/resumemac/sample_resume.tex; both are used as installed (nothing vendored). The
// document is run through pdfTeX in its plain format (`pdftex`, the engine plain TeX is run with today), twice as
// tex.mjs runs every engine. The layout is the macro file's own: 6.5 in × 9 in of text at plain TeX's 1 in
// offsets, in Computer Modern (cmr10, the name in cmbx10 at 1.2, the tags in bold slanted cmbxsl10, the addresses of
// the `special` heading in cmr9), no page numbers. `\heading{center}` (the sample's) centres the name, then with
// two `\address{…}` the two blocks side by side, each centred in 0.4 of the width, lines broken at `\\`, then the
// date (`\date{…}`, or `\today` when none is given) centred under them. Each `\tag{Category} … \endtag` is a
// row: the category in bold slanted type, ragged right, in a 0.9 in column on the left (it is never hyphenated),
// the text in a 5.3 in column beside it; inside, `\(dates)text\\` is a row of its own with the dates flush right
// in a 0.75 in column (they wrap there) and the text in a 4.4 in column 0.15 in to their right.
//
// Filled as the sample is: `\heading{center}`, `\name{First Last}`, two labelled addresses as the sample's
// "\bf Home:" and "\bf School:" (here the language's word for address over street, "postcode city" ("City, ST
// ZIP" for the US person, as the sample's "Stickney, IL 60402", "City PIN" for the Indian one) and country, and
// the language's word for contact over the phone as the person writes it and the e-mail); no `\date` for an
// English person (so `\today`, the render date fixed by SOURCE_DATE_EPOCH, "November 14, 2023"), the same day
// written in the person's language otherwise (the macro file's `\today` is English only; its usage: "Either type
// it yourself, or use \today"). Then the tags, headings in the person's language: the summary as the sample's
// "Job Objective" paragraph; Experience, each job `\(Mon.~YYYY--Mon.~YYYY)Title, Company, City. Bullets.\\` as
// the sample's `\(Nov.~1986--Present)\TeX\ consultant, Harvey Mudd College Mathematics Department. Duties: …\\`
// (its months: "Nov.", "June", "Aug.", "Jan.", "Sep."; an open end the language's word for now, as its
// "Present"); Education, each school `\(YYYY--YYYY)School. Degree.\\` as the sample's `\(Sep.~1986--Present)Harvey
// Mudd College. Currently working on B.~S. degree …\\`; Skills as paragraphs as the sample's "Additional work",
// one a group ("Label: a, b, c."; a group without a label "a, b, c."); the spoken languages as one line as the
// sample's "Hobbies". No headline (the sample has no place for one).
//
// Plain TeX reads bytes and its fonts are 7-bit (OT1): accented letters are written as plain TeX's accent macros
// (`\'e`, `\~n`, `\c c`, `\'\i`), so the accent is a separate glyph placed over the letter, as a plain TeX user's
// file would have it; the typographic apostrophe is TeX's `'`; `&`, `%`, `$`, `#` and `_` are escaped.
//
// Changed: the tag column is 0.9 in wide (`\TAGboxhsize`) and a tag is never hyphenated, so a heading word wider
// than that (French "professionnelle" and "Compétences", German "Berufserfahrung") would run into the text beside
// it. For a person whose headings have such a word (French, German, Portuguese), the tag column is widened to
// 1.2 in and the text column narrowed by as much (5.0 in, its dated text 4.1 in), at the top of the document as
// the macro file's comments invite ("Take care that TAGboxhsize + INFOboxhsize = hsize - 0.1in", DATEhsize +
// DATEINFOhsize at most INFOboxhsize); the others keep the defaults. And `\emergencystretch=2em` (plain TeX's is
// 0), so that a paragraph the narrow text column cannot break within plain TeX's tolerance is set a little looser
// instead of running into the margin behind plain TeX's black overfull rule (a word with an accent macro is never
// hyphenated after it: "d'exécution", "Dirección"); a paragraph that fits is set as before. Nothing else is
// changed.
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';
import { ENV } from './tex.mjs';

/** The sample's month abbreviations ("Nov.", "June", "Aug.", "Jan.", "Sep."). */
const MONTHS = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sep.',
  'Oct.',
  'Nov.',
  'Dec.',
];

/** Unicode letters as plain TeX's accent macros (OT1 Computer Modern has no accented glyphs). */
const PLAIN = {
  á: "\\'a",
  à: '\\`a',
  â: '\\^a',
  ä: '\\"a',
  ã: '\\~a',
  å: '\\aa',
  é: "\\'e",
  è: '\\`e',
  ê: '\\^e',
  ë: '\\"e',
  í: "\\'\\i",
  ì: '\\`\\i',
  î: '\\^\\i',
  ï: '\\"\\i',
  ó: "\\'o",
  ò: '\\`o',
  ô: '\\^o',
  ö: '\\"o',
  õ: '\\~o',
  ø: '\\o',
  ú: "\\'u",
  ù: '\\`u',
  û: '\\^u',
  ü: '\\"u',
  ñ: '\\~n',
  ç: '\\c c',
  ß: '\\ss',
  ś: "\\'s",
  ł: '\\l',
  ż: '\\.z',
  ź: "\\'z",
  ć: "\\'c",
  ń: "\\'n",
  Á: "\\'A",
  É: "\\'E",
  Í: "\\'I",
  Ó: "\\'O",
  Ú: "\\'U",
  Ö: '\\"O',
  Ü: '\\"U',
  Ä: '\\"A',
  Ś: "\\'S",
  Ł: '\\L',
  Ż: '\\.Z',
};

/** Text for plain TeX: specials escaped, typographic quotes and dashes as TeX writes them, accents as macros. */
function plain(s) {
  let out = '';
  for (const c of String(s)) {
    if (c in PLAIN) out += `{${PLAIN[c]}}`;
    else if ('&%$#_'.includes(c)) out += `\\${c}`;
    else if (c === '’') out += "'";
    else if (c === '‘') out += '`';
    else if (c === '“') out += '``';
    else if (c === '”') out += "''";
    else if (c === '–') out += '--';
    else if (c === '—') out += '---';
    else if ('\\{}~^<>|"'.includes(c) || c > '~')
      throw new Error(`resumemac: no plain TeX form for ${JSON.stringify(c)} in ${JSON.stringify(s)}`);
    else out += c;
  }
  return out;
}

const month = ([y, m]) => `${MONTHS[m - 1]}~${y}`;

/** The word for the address block, as the sample labels its blocks "Home:" and "School:". */
const ADDRESS_WORD = {
  en: 'Address',
  fr: 'Adresse',
  de: 'Anschrift',
  es: 'Dirección',
  pt: 'Endereço',
  it: 'Indirizzo',
};

const MONTH_NAMES = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
};

/** The render date (`\today` under SOURCE_DATE_EPOCH) written in the person's language; null for English. */
function dateIn(lang) {
  if (lang === 'en') return null;
  const d = new Date(Number(ENV.SOURCE_DATE_EPOCH) * 1000);
  const [day, m, y] = [d.getUTCDate(), MONTH_NAMES[lang][d.getUTCMonth()], d.getUTCFullYear()];
  if (lang === 'de') return `${day}. ${m} ${y}`;
  if (lang === 'es' || lang === 'pt') return `${day} de ${m} de ${y}`;
  return `${day} ${m} ${y}`;
}

/**
 * Languages with a heading word wider than the default 0.9 in (65.0 pt) tag column, measured in cmbxsl10:
 * "professionnelle" 73.4 pt and "Compétences" 66.3 pt, "Berufserfahrung" 81.4 pt, "Competências" 70.2 pt (the
 * widest Spanish, "Experiencia", 59.1 pt; Italian "professionale" 64.1 pt; English "Experience" 55.6 pt).
 */
const WIDE_TAGS = new Set(['fr', 'de', 'pt']);

function resumemac(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const cityLine = ['USA', 'India'].includes(a.country)
    ? `${a.city}${a.country === 'USA' ? ',' : ''} ${a.postcode}`
    : `${a.postcode} ${a.city}`;
  const date = dateIn(p.lang);
  const lines = ['\\input resumemac', '\\emergencystretch=2em'];
  if (WIDE_TAGS.has(p.lang))
    lines.push('\\TAGboxhsize=1.2truein \\INFOboxhsize=5.0truein \\DATEINFOhsize=4.1truein');
  lines.push(
    '\\heading{center}',
    `\\name{${plain(fullName(p))}}`,
    `\\address{\\bf ${plain(ADDRESS_WORD[p.lang])}:\\\\`,
    `\t${plain(a.street)}\\\\`,
    `\t${plain(cityLine)}\\\\`,
    `\t${plain(a.country)}}`,
    `\\address{\\bf ${plain(h.contact)}:\\\\`,
    `\t${plain(p.phone.shown)}\\\\`,
    `\t${plain(p.email)}}`,
  );
  if (date) lines.push(`\\date{${plain(date)}}`);
  lines.push(`\\tag{${plain(h.summary)}}`, plain(p.summary), '\\endtag');
  lines.push(`\\tag{${plain(h.experience)}}`);
  for (const j of p.experience) {
    const end = j.end ? month(j.end) : plain(PRESENT_WORD[p.lang]);
    const what = `${j.title}, ${j.company}, ${j.city}. ${j.bullets.join(' ')}`;
    lines.push(`\\(${month(j.start)}--${end})${plain(what)}\\\\`);
  }
  lines.push('\\endtag', `\\tag{${plain(h.education)}}`);
  for (const e of p.education) {
    const degree = /[.!?]$/.test(e.degree) ? e.degree : `${e.degree}.`;
    lines.push(`\\(${e.start}--${e.end})${plain(`${e.institution}. ${degree}`)}\\\\`);
  }
  lines.push('\\endtag', `\\tag{${plain(h.skills)}}`);
  p.skills.forEach((g, i) => {
    if (i > 0) lines.push('');
    lines.push(plain(`${g.label ? `${g.label}: ` : ''}${g.items.join(', ')}.`));
  });
  lines.push('\\endtag', `\\tag{${plain(h.languages)}}`, plain(`${p.languages}.`), '\\endtag', '\\bye', '');
  return { main: lines.join('\n') };
}

/** Slot 60 of generate.mjs: Don Hosek's plain TeX resumemac, held out (pdftex). */
export const SLOT_60_LATEX_FAMILIES = {
  resumemac: { dateStyle: 'short', engine: 'pdftex', render: resumemac },
};
