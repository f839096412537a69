// mjresume (MinghaoJ/mjresume, Minghao Ji's "custom resume class", MIT; the class's header says LPPL 1.3): a
// held-out LaTeX family in generate.mjs's slot 25, re-exported from latex.mjs as SLOT_25_LATEX_FAMILIES.
//
// mjresume.cls (2015/01/18, v1.0; vendored in templates/mjresume/) is an article class for lualatex (it loads
// fontspec and polyglossia; the README: "This class must be compiled using LuaLaTeX"). With the
// `sidebar` option, as its example (example.tex) uses it, the page is two top-aligned minipages side by side:
// a narrow right-aligned left column (a quarter of the text width) opening with the name in 23 pt and the
// title under it in the heading font, then the contact lines (Font Awesome icons before the email, the web
// address and the phone), then the side's sections, each a 14 pt heading line over its content; and a wide
// right column (0.7 of the width) whose \section{…} draws a short thick rule (2 cm × 2 pt) before the title.
// The example fills the right column with a Skills section of bullets (the bullets environment), Experience as
// \entry{Company}{Title}{2011--2014} — "Company | Title" in 12 pt on the left, the dates in italics flush
// right — each over its bullets, then Interests, Achievements, and Education as \entry{Degree}{University}{years};
// its left column holds three sample diagrams under the contact lines.
//
// The email is kept whole in an \mbox: the narrow column otherwise hyphenates it ('anna.kowal-' / 'czyk@…'),
// a hyphen that is not the address's (the example's address is short enough to fit on its line). An address
// wider than the column and the gutter together (whole, it reaches into the right column; a long one printed over
// the skills' last line) may break once, without a hyphen, after its '@'; one that fits or only reaches into the
// gutter is as before.
//
// Filled as the example is: the dates as years ("2018--2022", the language's word for an open end as the
// example's "2012--Present"); the contact lines \faEnvelope email, \faMobilePhone phone, and the postal
// address behind \faHome (the example has no address; it is one more contact line in the same form); the
// right column Summary (a paragraph; the example has none), Skills (one bullet a skill group, "Label: a, b, c"
// where the group has a label, the names comma-separated), Experience (each job an \entry over its bullets,
// the job's city after the company as "Company, City"), Education (\entry{Degree}{Institution, City}{start--end});
// the left column, where the example's diagrams stand, takes the spoken languages as a side section, one a line.
//
// Fonts: the class sets Segoe UI (main), Gill Sans MT (entries) and Century Gothic (headings), Microsoft fonts
// that are neither free nor in Debian, and its README's \mainfont/\entryfont/\headingfont come too late to
// change them (the class calls \setmainfont while loading). The generator writes the class next to the document
// with the three names replaced by their nearest free likes: Open Sans (Debian's fonts-open-sans) for Segoe
// UI, Carlito (fonts-crosextra-carlito, Calibri's metrics; another Microsoft humanist sans) for Gill Sans MT —
// Gillius ADF, the free Gill Sans like, has no Polish letters ('Śląski' came out as empty boxes) — and TeX
// Gyre Adventor (TeX Live's tex-gyre, an Avant Garde like, the model of Century Gothic) for Century Gothic.
// Nothing else is changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, PRESENT_WORD } from './persons.mjs';
import { tex } from './latex.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'mjresume');
const CLS = 'mjresume.cls';
const FONTS = [
  ['Segoe UI', 'Open Sans'],
  ['Gill Sans MT', 'Carlito'],
  ['Century Gothic', 'TeX Gyre Adventor'],
];

/**
 * The e-mail line: the address whole in an \mbox; one too wide for the column and the gutter beside it (it
 * would reach into the right column) may break once after its '@', without a hyphen. In the column's minipage
 * \linewidth is the column (a quarter of the page's text width) and the gutter a fifth of it.
 */
function emailLine(email) {
  const at = email.indexOf('@') + 1;
  const [local, domain] = [tex(email.slice(0, at)), tex(email.slice(at))];
  const link = (text) => `\\href{mailto:${tex(email)}}{\\faEnvelope~${text}}`;
  const measure = `\\sbox0{\\faEnvelope~\\mbox{${tex(email)}}}\\ifdim\\wd0>1.2\\linewidth `;
  const broken = link(`\\mbox{${local}}\\allowbreak\\mbox{${domain}}`);
  return `${measure}${broken}\\else${link(`\\mbox{${tex(email)}}`)}\\fi`;
}

function mjresume(p) {
  const h = HEADINGS[p.lang];
  const years = (a, b) => `${a}--${b}`;
  const lines = [
    '\\documentclass[sidebar]{mjresume}',
    '',
    `\\name{${tex(p.first)} ${tex(p.last)}}`,
    `\\title{${tex(p.headline)}}`,
    '\\contactinfo{',
    `\t${emailLine(p.email)}\\\\`,
    `\t\\faMobilePhone~${tex(p.phone.shown)}\\\\`,
    `\t\\faHome~${tex(`${p.address.street}, ${p.address.postcode} ${p.address.city}, ${p.address.country}`)}`,
    '}',
    '',
    '\\begin{document}',
    '\\begin{side}',
    `\t\\section{${tex(h.languages)}}`,
    `\t${p.languages.split(', ').map(tex).join('\\\\\n\t')}`,
    '\\end{side}',
    '\\begin{main}',
    `\t\\section{${tex(h.summary)}}`,
    '\t',
    `\t${tex(p.summary)}`,
    '\t',
    `\t\\section{${tex(h.skills)}}`,
    '\t',
    '\t\\begin{bullets}',
    ...p.skills.map((g) => `\t\t\\item ${g.label ? `${tex(g.label)}: ` : ''}${g.items.map(tex).join(', ')}`),
    '\t\\end{bullets}',
    '\t',
    `\t\\section{${tex(h.experience)}}`,
    '\t',
  ];
  for (const j of p.experience) {
    const end = j.end ? String(j.end[0]) : tex(PRESENT_WORD[p.lang]);
    lines.push(
      `\t\\entry{${tex(`${j.company}, ${j.city}`)}}{${tex(j.title)}}{${years(j.start[0], end)}}`,
      '\t\\begin{bullets}',
      ...j.bullets.map((b) => `\t\t\\item ${tex(b)}`),
      '\t\\end{bullets}',
      '\t',
    );
  }
  lines.push(`\t\\section{${tex(h.education)}}`, '\t');
  for (const e of p.education) {
    lines.push(
      `\t\\entry{${tex(e.degree)}}{${tex(`${e.institution}, ${e.city}`)}}{${years(e.start, e.end)}}`,
      '\t',
    );
  }
  lines.push('\\end{main}', '\\end{document}', '');
  let cls = readFileSync(path.join(TEMPLATE, CLS), 'utf8');
  for (const [from, to] of FONTS) cls = cls.replaceAll(from, to);
  return { main: lines.join('\n'), files: { [CLS]: cls } };
}

/** Slot 25 of generate.mjs: mjresume, held out (lualatex, as its README asks). */
export const SLOT_25_LATEX_FAMILIES = {
  mjresume: { dateStyle: 'year', engine: 'lualatex', render: mjresume },
};
