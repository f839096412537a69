// yaac-another-awesome-cv (darwiin/yaac-another-awesome-cv, Christophe Roger's "YAAC: Another Awesome CV",
// class under the LPPL 1.3c): a held-out LaTeX family in generate.mjs's slot 20, re-exported from latex.mjs as
// SLOT_20_LATEX_FAMILIES.
//
// yaac-another-awesome-cv.cls (2020/03/24, v2.3.1; vendored in templates/yaac-another-awesome-cv/) is an
// article class for lualatex (it loads luainputenc and fontspec; the repository's CI builds its example with
// latexmk -lualatex): the name in large accent-blue type, first name then the last name in bold small
// capitals, the tagline under it in bold blue (the "alternative" header), then a small line of contact items
// each behind a Font Awesome icon; sections are \sectionTitle{Title}{\faIcon}, an icon and the title in small
// capitals over a full-width rule. Its example (example/cv.tex with its section_*.tex inputs) is the model of
// how a user fills it: \documentclass[localFont,alternative,10pt,compact], \socialinfo{\smartphone{…}
// \email{…}\\ \address{…}}, a footer "date | Name - CV | page" (\makecvfooter), the headline paragraph as a
// bare \par{…} under the header (no section title), then Compétences as a keywords table (\keywordsentry{bold
// label, right-aligned}{comma list}), the experiences as a two-column longtable split by a vertical rule:
// \experience{end date}{title}{company}{country}{start date}{itemize}{technology tags} — the END date on the
// first line of the narrow left column and the START date under it, both bold; "Title, COMPANY, Place" bold on
// the right, the bullets (\faAngleRight) under it; entries separated by \emptySeparator — then the languages
// as a skills table (\skill{language}{level 1-5}, five filled or hollow circles), and the education as a
// scholarship table (\scholarshipentry{year}{one sentence naming the degree and the school}).
//
// Filled as the example is: month-and-year dates written out ("March 2018"; the language's word for an open
// end, as the example's "Aujourd'hui"), the job's city in the country slot; the skill groups one
// \keywordsentry each (an unlabelled group with an empty label); the tags line (the example's technology list
// per job) is left out, the people have none: the seventh argument is empty and the class draws no tag there,
// only a blank row under the job. The languages "Name (level)" become \skill{Name}{n} (native/C2 5, C1 4, B1-B2 3, A2 2,
// A1 1, none given 5); the education entry is the end year and "Degree, Institution, City". The photo is
// optional and omitted. babel's main language is French (the class loads [english,french]); people not
// writing French get \selectlanguage{english}, as the example's footer comment suggests.
//
// Fonts: with localFont the class takes Source Sans Pro (Light, LightIt, Regular) from ./fonts/ beside the
// document, as the repository ships them; they are copied from TeX Live's sourcesanspro package
// (texlive-fonts-extra, SIL OFL 1.1), not vendored. Needs texlive-lang-french (babel-french) and
// texlive-bibtex-extra (biblatex, which the class loads) besides texlive-luatex.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate } from './persons.mjs';
import { tex } from './latex.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'yaac-another-awesome-cv',
);
const CLS = 'yaac-another-awesome-cv.cls';
const FONT_DIR = '/usr/share/texlive/texmf-dist/fonts/opentype/adobe/sourcesanspro';
const FONTS = ['SourceSansPro-Light.otf', 'SourceSansPro-LightIt.otf', 'SourceSansPro-Regular.otf'];

const LEVELS = { A1: 1, A2: 2, B1: 3, B2: 3, C1: 4, C2: 5 };

/** "Français (langue maternelle)" → ['Français', 5]; "anglais (C1)" → ['Anglais', 4]; "Irish" → ['Irish', 5]. */
function language(s) {
  const m = /^(.*?)\s*(?:\((.*)\))?$/.exec(s.trim());
  const name = m[1].charAt(0).toUpperCase() + m[1].slice(1);
  return [name, m[2] && LEVELS[m[2]] ? LEVELS[m[2]] : 5];
}

function yaac(p) {
  const h = HEADINGS[p.lang];
  const date = (d) => (d ? tex(showDate(d, 'long')) : tex(PRESENT_WORD[p.lang]));
  const lines = [
    '% !TEX TS-program = luatex',
    '\\documentclass[localFont,alternative,10pt,compact]{yaac-another-awesome-cv}',
    `\\name{${tex(p.first)}}{${tex(p.last)}}`,
    `\\tagline{${tex(p.headline)}}`,
    '\\socialinfo{',
    `\t\\smartphone{${tex(p.phone.shown)}}`,
    `\t\\email{${tex(p.email)}}\\\\`,
    `\t\\address{${tex(`${p.address.street}, ${p.address.postcode} ${p.address.city}, ${p.address.country}`)}}`,
    '}',
    '',
    '\\begin{document}',
    ...(p.lang === 'fr' ? [] : ['\\selectlanguage{english}']),
    '',
    '\t\\makecvheader',
    '',
    '\t\\makecvfooter',
    '\t\t{\\textsc{\\today}}',
    `\t\t{\\textsc{${tex(fullName(p))} - CV}}`,
    '\t\t{\\thepage}',
    '',
    '\\par{',
    `\t${tex(p.summary)}`,
    '}',
    '',
    `\\sectionTitle{${tex(h.skills)}}{\\faTasks}`,
    '',
    '\t\\begin{keywords}',
    ...p.skills.map((g) => `\t\t\\keywordsentry{${tex(g.label ?? '')}}{${g.items.map(tex).join(', ')}}`),
    '\t\\end{keywords}',
    '',
    `\\sectionTitle{${tex(h.experience)}}{\\faSuitcase}`,
    '\\begin{experiences}',
  ];
  p.experience.forEach((j, i) => {
    if (i > 0) lines.push('  \\emptySeparator');
    lines.push(
      '  \\experience',
      `    {${date(j.end)}}   {${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}`,
      `    {${date(j.start)}} {`,
      '                      \\begin{itemize}',
      ...j.bullets.map((b) => `                        \\item ${tex(b)}`),
      '                      \\end{itemize}',
      '                    }',
      '                    {}',
    );
  });
  lines.push(
    '\\end{experiences}',
    '',
    `\\sectionTitle{${tex(h.languages)}}{\\faLanguage}`,
    '\\begin{skills}',
    ...p.languages.split(', ').map((l) => {
      const [name, level] = language(l);
      return `\t\\skill{${tex(name)}}{${level}}`;
    }),
    '\\end{skills}',
    '',
    `\\sectionTitle{${tex(h.education)}}{\\faGraduationCap}`,
    '',
    '\\begin{scholarship}',
    ...p.education.map(
      (e) => `\t\\scholarshipentry{${e.end}}\n\t\t\t\t\t{${tex(`${e.degree}, ${e.institution}, ${e.city}`)}}`,
    ),
    '\\end{scholarship}',
    '',
    '\\end{document}',
    '',
  );
  const files = {
    [CLS]: readFileSync(path.join(TEMPLATE, CLS), 'utf8'),
    ...Object.fromEntries(FONTS.map((f) => [path.join('fonts', f), readFileSync(path.join(FONT_DIR, f))])),
  };
  return { main: lines.join('\n'), files };
}

/** Slot 20 of generate.mjs: yaac-another-awesome-cv, held out (lualatex, as the class and its CI ask). */
export const SLOT_20_LATEX_FAMILIES = {
  'yaac-another-awesome-cv': { dateStyle: 'long', engine: 'lualatex', render: yaac },
};
