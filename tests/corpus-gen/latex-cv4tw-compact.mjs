// cv4tw-compact (Cicatrice/cv4tw, Geoffrey Gouez's "LaTeX CV class, with assets, social networks, and
// customizable styles", MIT): a held-out LaTeX family in generate.mjs's slot 33, re-exported from latex.mjs as
// SLOT_33_LATEX_FAMILIES.
//
// cv4tw.cls (v0.2; vendored with its scheme and its core and compact theme files in templates/cv4tw-compact/)
// is an article class for xelatex (the examples' Makefile) in Linux Libertine / Biolinum (TeX Live's
// libertine) with Font Awesome icons. The README's `compact` theme ("design for short CV (1 page), with a left
// column showing your picture and contact details") sets the whole page as two top-aligned minipages: a
// 5.5 cm left column with the name in \Huge red (first and last name each in an \mbox), the photo, the title
// in \Huge small capitals, a grey quote, then a two-column tabular of icon bullets and values — the assets
// (book icons), the contact lines (email, web, phones, social names, birth day, spoken languages, the postal
// address over three lines in small capitals); and a 13 cm right column whose \section{…} is a centred
// \Large title over a hairline rule, each \story{Title}{Organisation}{dates\\place}{notes}{description} a
// 4 cm column on the left (the dates and place in italics, quick notes in small capitals under them) beside
// "Title, Organisation" (the title red and bold) with the description and its `missions` (chevron bullets)
// under it, and each `skills` group a bold subheading over a table of right-aligned red names beside their
// descriptions. The example (examples/sample-jules-verne-compact.tex, vendored) writes jobs' dates as
// "1888-1905" and an open one as "since 1862", a school's as "1848--1851", the place under them as
// "Amiens, France"; its Skills section opens with a "Language" group (\skill[French]{ Mother tongue}).
//
// Filled as the example is: \firstname/\lastname, \title{headline}, the summary as the \quote (italic, as the
// example's, without its quotation marks: it is the person's own line, not a saying); the contacts email,
// cellphone (the phone's shown form) and address (street, postcode and city, country on three lines); no
// photo, assets or quick notes (the people have none). Experience: \story{Title}{Company}{start-end\\City}{}
// with the bullets as missions, an open end as the language's word for "since" before the start year, as the
// example's "since 1862"; Education: \story{Degree}{Institution}{start--end\\City}{}{}; Skills: the spoken
// languages first as the example's Language group (a language's level in brackets becomes its description),
// then one group per skill group, its label the subheading (none where the group has no label) and the skills
// comma-separated as one description line.
//
// Changed: cv4tw.cls loads `newenviron`, which it does not use and which loads `catoptions`, whose
// redefinition of \document fails on current LaTeX ("Extra \endgroup" at \begin{document}, no page); the
// generator writes the class without that line. Nothing else is changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS } from './persons.mjs';
import { tex } from './latex.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'cv4tw-compact');
const FILES = ['cv4tw.cls', 'cv4tw-scheme.sty', 'cv4tw-theme-core.sty', 'cv4tw-theme-compact.sty'];
const NEWENVIRON = '\\RequirePackage{newenviron}\n';

/** The example's "since 1862", per language. */
const SINCE_WORD = { en: 'since', fr: 'depuis', de: 'seit', es: 'desde', pt: 'desde', it: 'dal' };

/** "English (native)" -> ['English', 'native']; "Irish" -> ['Irish', '']. */
function language(s) {
  const m = /^(.*?)\s*\((.*)\)$/.exec(s.trim());
  return m ? [m[1], m[2]] : [s.trim(), ''];
}

function cv4twCompact(p) {
  const h = HEADINGS[p.lang];
  const lines = [
    '\\documentclass[a4paper,11pt]{cv4tw}',
    '\\usetheme{compact}',
    '\\setmystyle[missionbullet]{\\color{soft}$>$~~}',
    '\\setmystyle[assetbullet]{\\color{icons}\\faBook}',
    '\\setmystyle[fieldratefull]{\\color{icons}\\faCircle}',
    '\\setmystyle[fieldrateempty]{\\color{icons}\\faCircleO}',
    '\\setmystyle[custom0bullet]{\\color{icons}\\faBolt}',
    '\\usepackage[utf8]{inputenc}',
    `\\firstname{${tex(p.first)}}`,
    `\\lastname{${tex(p.last)}}`,
    `\\quote{\\itshape ${tex(p.summary)}}`,
    '',
    `\\setcvcontact[email]{${tex(p.email)}}`,
    `\\setcvcontact[cellphone]{${tex(p.phone.shown)}}`,
    `\\setcvcontact[address]{${tex(p.address.street)}\\\\${tex(`${p.address.postcode} ${p.address.city}`)}\\\\${tex(p.address.country)}}`,
    `\\title{${tex(p.headline)}}`,
    '\\begin{document}',
    `\\section{${tex(h.experience)}}`,
  ];
  for (const j of p.experience) {
    const when = j.end ? `${j.start[0]}-${j.end[0]}` : `${SINCE_WORD[p.lang]} ${j.start[0]}`;
    lines.push(
      `\\story{${tex(j.title)}}{${tex(j.company)}}{${when}\\\\${tex(j.city)}}`,
      '\t{}',
      '\t{',
      '\t\\begin{missions}',
      ...j.bullets.map((b) => `\t\t\\item ${tex(b)}`),
      '\t\\end{missions}',
      '}',
    );
  }
  lines.push(`\\section{${tex(h.education)}}`);
  for (const e of p.education)
    lines.push(
      `\\story{${tex(e.degree)}}{${tex(e.institution)}}{${e.start}--${e.end}\\\\${tex(e.city)}}{}{}`,
    );
  lines.push(`\\section{${tex(h.skills)}}`, `\\begin{skills}{${tex(h.languages)}}`);
  for (const l of p.languages.split(', ')) {
    const [name, level] = language(l);
    lines.push(`\\skill[${tex(name)}]{ ${tex(level)}}`);
  }
  lines.push('\\end{skills}');
  for (const g of p.skills)
    lines.push(
      `\\begin{skills}{${tex(g.label ?? '')}}`,
      `\\skill{${g.items.map(tex).join(', ')}}`,
      '\\end{skills}',
    );
  lines.push('\\end{document}', '');
  const files = {};
  for (const f of FILES) {
    let text = readFileSync(path.join(TEMPLATE, f), 'utf8');
    if (f === 'cv4tw.cls') {
      if (!text.includes(NEWENVIRON)) throw new Error('cv4tw-compact: newenviron line not found');
      text = text.replace(NEWENVIRON, '');
    }
    files[f] = text;
  }
  return { main: lines.join('\n'), files };
}

/** Slot 33 of generate.mjs: cv4tw's compact theme, held out (xelatex, as its examples' Makefile). */
export const SLOT_33_LATEX_FAMILIES = {
  'cv4tw-compact': { dateStyle: 'year', engine: 'xelatex', render: cv4twCompact },
};
