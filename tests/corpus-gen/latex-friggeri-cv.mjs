// friggeri-cv (Adrien Friggeri's "friggeri-cv" class, MIT, in Beatriz Hernández's Lato version chucheria/cv):
// a held-out LaTeX family in generate.mjs's slot 37, re-exported from latex.mjs as SLOT_37_LATEX_FAMILIES.
//
// friggeri-cv.cls (2012/04/30; vendored with the example cv.tex and the three Lato TTFs it loads by file name
// in templates/friggeri-cv/) is an article class for xelatex on US letter paper in Lato Light, grey text.
// \header{first}{last}{role} draws a full-width dark grey band 4 cm high across the top of the page (TikZ,
// remember picture) with the first name in Lato Light and the last name in Lato Regular at 40 pt, white,
// set together with no space between them (the example's "BeatrizHernández", as the original's
// "adrienfriggeri"), and the role in 14 pt under them. The `aside` environment is an absolutely placed
// 3.6 cm textblock in the 6.1 cm left margin, flush right, every source line its own line (\obeycr); its
// \section is a \Large bold title. The body's \section{title} is a \LARGE bold title whose first three
// letters are coloured (blue, red, orange, green, purple in turn, Monokai colours); the `entrylist`
// environment is a full-width tabular whose \entry{years}{bold}{grey}{text} puts the years in the left
// column and, in an 11.8 cm box on the right, a bold line with a small light-grey note at its right margin
// over a paragraph. The example (cv.tex, vendored) writes section titles in lower case ("contact",
// "languages", "experience", "education"; "contacto", "idiomas", "experiencia", "educación" in its Spanish
// half), a job as \entry{2016 - 2018}{DatMean, Madrid}{Data Scientist}{sentences}, a one-year job as
// {2016}, a degree as \entry{2015}{BSc in Mathematics}{Complutense University of Madrid}{thesis}; its aside
// has the contact lines (postcode and city, country, a blank line, the e-mail and phone as \href links),
// the spoken languages one per line, and skill sections ("programming languages", "tools") of
// comma-separated lines.
//
// Filled as the example is: \header{first}{last}{headline}; the aside with a contact section (street,
// postcode and city, country, a blank line, the e-mail as a mailto: link and the phone's shown form as a
// tel: link), a languages section (each spoken language on its line as written), then one section per
// skill group (its label in lower case as the title, the person's word for skills for a group without one;
// the skills comma-separated, three to a line); the body: the summary as the first section (the person's
// word for profile), then experience as \entry{start - end}{Company, City}{Title}{the bullets as sentences
// of one paragraph}, then education as \entry{end year}{Degree}{Institution}{City}. Years only, one year
// when a job starts and ends in the same year, an open end as the original's "now" (its "2011--now") or as
// short a word in the person's language (the years column is as wide as its widest entry and the box
// beside it does not move: "2019 - actualidad" runs into the company's name). Section titles in lower
// case: the example's words in English and Spanish, the person's headings lower-cased in the others.
//
// Changed, two lines of the class's math set-up (no mathematics is typeset): it asks for the math font
// xits-math.otf, which Debian's TeX Live does not ship, so the generator writes the class with STIX Two Math
// (STIXTwoMath-Regular.otf, TeX Live's stix2-otf, XITS's successor) in its place; and it loads unicode-math
// with the option vargreek-shape=unicode, which current unicode-math no longer has ("Unknown option", no
// page), so that option is left out. Nothing else is changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS } from './persons.mjs';
import { tex } from './latex.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'friggeri-cv');
const FONTS = ['Lato-Regular.ttf', 'Lato-Light.ttf', 'Lato-Bold.ttf'];
const MATH_FONT = '\\setmathfont{xits-math.otf}';
const MATH_OPTIONS = '[math-style=TeX,vargreek-shape=unicode]{unicode-math}';

/** The example's own section titles (its English and Spanish halves); other languages: HEADINGS lower-cased. */
const OWN_WORDS = {
  en: { contact: 'contact', languages: 'languages', experience: 'experience', education: 'education' },
  es: { contact: 'contacto', languages: 'idiomas', experience: 'experiencia', education: 'educación' },
};

function titles(lang) {
  const h = HEADINGS[lang];
  const lower = Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.toLowerCase()]));
  return { ...lower, ...(OWN_WORDS[lang] ?? {}) };
}

/**
 * An open end: the original's "now" (Friggeri's "2011--now"), a word as short in the other languages (the
 * years column is as wide as its widest entry and the 11.8 cm box does not move: "2019 - Present" or
 * "2019 - actualidad" runs into the company's name).
 */
const NOW_WORD = { en: 'now', fr: 'présent', de: 'heute', es: 'hoy', pt: 'atual', it: 'oggi' };

/** "2016 - 2018", "2016" for one year, "2019 - now" for an open end. */
function years(p, j) {
  if (!j.end) return `${j.start[0]} - ${NOW_WORD[p.lang]}`;
  return j.start[0] === j.end[0] ? String(j.start[0]) : `${j.start[0]} - ${j.end[0]}`;
}

/** Bullets as the sentences of one paragraph (a full stop added where one is missing). */
const paragraph = (bullets) => bullets.map((b) => (/[.!?]$/.test(b) ? b : `${b}.`)).join(' ');

/** Skills comma-separated, three to a line (the example's aside lines hold two to six short names). */
function skillLines(items) {
  const lines = [];
  for (let i = 0; i < items.length; i += 3) {
    const row = items.slice(i, i + 3);
    lines.push(row.map(tex).join(', '));
  }
  return lines;
}

function friggeriCv(p) {
  const t = titles(p.lang);
  const lines = [
    '%!TEX TS-program = xelatex',
    '\\documentclass[]{friggeri-cv}',
    '',
    '\\begin{document}',
    '',
    `\\header{${tex(p.first)}}{${tex(p.last)}}`,
    `       {${tex(p.headline)}}`,
    '',
    '',
    '% In the aside, each new line forces a line break',
    '\\begin{aside}',
    `  \\section{${tex(t.contact)}}`,
    `    ${tex(p.address.street)}`,
    `    ${tex(`${p.address.postcode} ${p.address.city}`)}`,
    `    ${tex(p.address.country)}`,
    '    ~',
    `    \\href{mailto:${tex(p.email)}}{${tex(p.email)}}`,
    `    \\href{tel:${p.phone.e164}}{${tex(p.phone.shown)}}`,
    `  \\section{${tex(t.languages)}}`,
    ...p.languages.split(', ').map((l) => `    ${tex(l)}`),
  ];
  for (const g of p.skills)
    lines.push(
      `  \\section{${tex((g.label ?? t.skills).toLowerCase())}}`,
      ...skillLines(g.items).map((l) => `    ${l}`),
    );
  lines.push('\\end{aside}', '', `\\section{${tex(t.summary)}}`, '', tex(p.summary), '');
  lines.push(`\\section{${tex(t.experience)}}`, '', '\\begin{entrylist}');
  for (const j of p.experience)
    lines.push(
      '  \\entry',
      `    {${years(p, j)}}`,
      `    {${tex(`${j.company}, ${j.city}`)}}`,
      `    {${tex(j.title)}}`,
      `    {${tex(paragraph(j.bullets))}}`,
    );
  lines.push('\\end{entrylist}', '', `\\section{${tex(t.education)}}`, '', '\\begin{entrylist}');
  for (const e of p.education)
    lines.push(
      '  \\entry',
      `    {${e.end}}`,
      `    {${tex(e.degree)}}`,
      `    {${tex(e.institution)}}`,
      `    {${tex(e.city)}}`,
    );
  lines.push('\\end{entrylist}', '', '\\end{document}', '');
  let cls = readFileSync(path.join(TEMPLATE, 'friggeri-cv.cls'), 'utf8');
  if (!cls.includes(MATH_FONT)) throw new Error('friggeri-cv: math font line not found');
  if (!cls.includes(MATH_OPTIONS)) throw new Error('friggeri-cv: unicode-math line not found');
  cls = cls
    .replace(MATH_FONT, '\\setmathfont{STIXTwoMath-Regular.otf}')
    .replace(MATH_OPTIONS, '[math-style=TeX]{unicode-math}');
  const files = { 'friggeri-cv.cls': cls };
  for (const f of FONTS) files[f] = readFileSync(path.join(TEMPLATE, f));
  return { main: lines.join('\n'), files };
}

/** Slot 37 of generate.mjs: Adrien Friggeri's CV class in its Lato version, held out (xelatex). */
export const SLOT_37_LATEX_FAMILIES = {
  'friggeri-cv': { dateStyle: 'year', engine: 'xelatex', render: friggeriCv },
};
