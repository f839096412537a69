// latexcv-rows (jankapunkt/latexcv, Jan Küster's "rows" layout, MIT): a held-out LaTeX family in
// generate.mjs's slot 29, re-exported from latex.mjs as SLOT_29_LATEX_FAMILIES.
//
// rows/main.tex (vendored in templates/latexcv-rows/) is not a class: an article document for pdflatex whose
// preamble defines its own macros (Raleway from TeX Live's raleway package, small TikZ arrow heads) and whose
// page is a stack of full-width coloured bands, each a fixed-height minipage in an \fcolorbox: a dark grey
// header band (a small light-grey contact line — "Consultant and Software Engineer · Bremen, Germany · email ·
// phone" — over the name in \HUGE small capitals, an orange bar and the word "Resume"), an orange band with
// a one-line slogan between double arrows, a white band of "meta" rows (\metasection: an arrow and an orange
// label such as "Stack:" in a 2 cm column, the values beside it) next to a photo, a light-grey Experience
// band, a dark grey band ("Check out my open source projects at - github.com/…", the link orange and bold), a
// white Education band, and a dark footer band (web addresses). In the Experience and Education bands the
// entries (\cvevent) fill the left three quarters — "Title (Institution)" in bold with the institution grey
// in brackets, the dates grey and flush right, a thin rule, then two lines each behind an orange arrow — and
// the section's name stands on the right, turned a quarter (\rotatebox 270) in \HUGE small capitals, behind
// an orange vertical bar. The example's dates are years ("2016 - now", "2014 - 2016").
//
// Filled as the example is: the contact line is headline · postal address · email · phone; the name, the bar
// and the language's word for a résumé; the summary is the orange band's slogan; the meta rows are the skill
// groups ("Label:" and the names comma-separated; a group without a label is "Skills:" in the language),
// where the example lists its stack and tools; the spoken languages take the middle dark band in the
// example's form ("Languages: " then the list, orange and bold); the footer, whose web addresses the people
// have none of, carries the email. Jobs are \cvevent{start - end}{Title}{Company, City}, the open end the
// language's word as the example's "now", each bullet one arrow line; schools
// \cvevent{start - end}{Degree}{Institution, City} with no lines. The photo is left out (the people have none).
//
// Changed: \cvevent draws exactly two arrow lines (#4 and #5); the people's jobs have one or two bullets and
// their schools none, so the generator redefines it with one argument for the lines (none, one or more, each
// drawn as the example draws its two) — the rest of the preamble is the template's, unchanged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';
import { tex } from './latex.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'latexcv-rows',
  'main.tex',
);

/** The word after the name's bar ("Resume" in the example), per language. */
const RESUME_WORD = {
  en: 'Resume',
  fr: 'CV',
  de: 'Lebenslauf',
  es: 'Currículum',
  pt: 'Currículo',
  it: 'Curriculum',
};

const CVEVENT_FROM = `\t\\begin{tabular*}{1\\textwidth}{l}
\t\t \\larrow{sectcol}  #4\\\\[4.5pt]
\t\t \\larrow{sectcol}  #5\\\\[6pt]
\t\\end{tabular*}`;
const CVEVENT_TO = `\t\\ifthenelse{\\isempty{#4}}{}{\\begin{tabular*}{1\\textwidth}{l}
\t\t #4
\t\\end{tabular*}}`;

/** The template's preamble, \cvevent taking its arrow lines as one argument. */
function preamble() {
  const text = readFileSync(TEMPLATE, 'utf8').replace(/\r\n/g, '\n');
  const head = text.slice(0, text.indexOf('\\begin{document}'));
  if (!head.includes(CVEVENT_FROM) || !head.includes('\\newcommand{\\cvevent}[5]'))
    throw new Error('latexcv-rows: \\cvevent not found');
  return head
    .replace('\\newcommand{\\cvevent}[5]', '\\newcommand{\\cvevent}[4]')
    .replace(CVEVENT_FROM, CVEVENT_TO);
}

/** Arrow lines as the example's (4.5 pt between lines, 6 pt after the last). */
const arrowLines = (items) =>
  items
    .map((b, i) => `\\larrow{sectcol}  ${tex(b)}\\\\[${i === items.length - 1 ? 6 : 4.5}pt]`)
    .join('\n\t\t ');

function band(color, height, body) {
  return [
    `\\fcolorbox{${color}}{${color}}{`,
    `\\begin{minipage}[c][${height}\\textheight][t]{\\linewidth}`,
    ...body,
    '\\end{minipage}}\\\\[-4pt]',
  ];
}

/**
 * The turned section name, \HUGE small capitals as the example's; a name of two words or more ('Experiência
 * profissional') is set on two lines, since in one line it is longer than its band is high.
 */
function turned(title) {
  const words = title.split(' ');
  if (words.length === 1) return `\\HUGE \\textsc{${tex(title)}}`;
  const lines = [words[0], words.slice(1).join(' ')].map((w) => `\\HUGE \\textsc{${tex(w)}}`);
  return `\\begin{tabular}{@{}l@{}}${lines.join('\\\\')}\\end{tabular}`;
}

function latexcvRows(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const contact = [p.headline, `${a.street}, ${a.postcode} ${a.city}, ${a.country}`, p.email, p.phone.shown]
    .map(tex)
    .join('  $\\cdot$  ');
  // No hyphenation in the values: the 11 cm value column is justified and hyphenates ('Differentiated Instruc-'
  // / 'tion'), a hyphen that is not the skill's (\hyphenpenalty is set inside the table cell, for it alone).
  const rows = p.skills.map(
    (g) =>
      `\t\\metasection{${tex(g.label ?? h.skills)}:}{\\hyphenpenalty=10000 ${g.items.map(tex).join(', ')}}`,
  );
  const event = (dates, name, where, items) => [
    `\\cvevent{${dates}}{${tex(name)}}{${tex(where)}}{${arrowLines(items)}}`,
    '',
  ];
  const jobs = p.experience.flatMap((j) =>
    event(
      `${j.start[0]} - ${j.end ? j.end[0] : tex(PRESENT_WORD[p.lang])}`,
      j.title,
      `${j.company}, ${j.city}`,
      j.bullets,
    ),
  );
  const schools = p.education.flatMap((e) =>
    event(`${e.start} - ${e.end}`, e.degree, `${e.institution}, ${e.city}`, []),
  );
  const section = (title) => [
    '}',
    '\\hspace{18pt}',
    '\\textcolor{sectcol}{\\rule[-3.2cm]{2pt}{7cm}}',
    '\\hspace{12pt}',
    `\\rotatebox[origin=c]{270}{${turned(title)}}`,
  ];
  // The slogan band is one line high in the example; a summary longer than its line gets a second line's
  // height, taken from the meta band below it (whose rows leave it half empty).
  const arrows = (d) => `\\${d}arrow{bgcol}\\${d}arrow{bgcol}`;
  const sloganText = `${arrows('l')} \\textcolor{white}{${tex(p.summary)}} ${arrows('r')}`;
  const slogan = [
    '\\newsavebox{\\sloganbox}',
    `\\sbox{\\sloganbox}{\\parbox[b]{0.75\\linewidth}{\\centering\\large ${sloganText}}}`,
    '\\newcommand{\\sloganheight}{0.03}',
    '\\newcommand{\\metaheight}{0.16}',
    '\\ifdim\\ht\\sloganbox>20pt \\renewcommand{\\sloganheight}{0.052}\\renewcommand{\\metaheight}{0.138}\\fi',
  ];
  const lines = [
    preamble().trimEnd(),
    '\\begin{document}',
    '',
    '\\pagestyle{fancy}',
    '',
    ...slogan,
    '',
    ...band('bgcol', 0.085, [
      '\\begin{center}',
      '\t\\vspace{14pt}',
      `\t\\textcolor{light}{\\small{${contact}}}\\\\`,
      `\t\\HUGE{\\textcolor{white}{\\textsc{${tex(fullName(p))}}} } \\textcolor{sectcol}{\\rule[-1mm]{1mm}{0.9cm}} \\HUGE{\\textcolor{white}{\\textsc{${tex(RESUME_WORD[p.lang])}}} }`,
      '\\end{center}',
    ]),
    ...band('sectcol', '\\sloganheight', [
      '\\vspace{-3pt}',
      '\\begin{center}',
      '\\parbox[b]{0.75\\linewidth}{',
      '\t\\begin{center}',
      '\t\\large',
      `\t${sloganText}`,
      '\t\\end{center}',
      '}',
      '\\end{center}',
    ]),
    ...band('white', '\\metaheight', [
      '\\vspace{8pt}',
      '\\begin{center}',
      '\\parbox[c]{\\innerwidth}{',
      '\t\\parbox[b]{5cm}{',
      ...rows,
      '\t}',
      '}',
      '\\end{center}',
    ]),
    ...band('light', 0.36, [
      '\\vspace{4pt}',
      '\\hspace{26pt}',
      '\\parbox[c]{0.75\\linewidth}{',
      ...jobs,
      ...section(h.experience),
    ]),
    ...band('bgcol', 0.03, [
      '\\vspace{-3pt}',
      '\\begin{center}',
      '\\parbox[b]{0.75\\linewidth}{',
      '\t\\begin{center}',
      '\t\\large',
      `\t\\textcolor{white}{${tex(h.languages)}: } \\textcolor{sectcol}{\\textbf{${tex(p.languages)}}}`,
      '\t\\end{center}',
      '}',
      '\\end{center}',
    ]),
    ...band('white', 0.2875, [
      '\\vspace{1pt}',
      '\\hspace{26pt}',
      '\\parbox[c]{0.75\\linewidth}{',
      ...schools,
      ...section(h.education),
    ]),
    '\\fcolorbox{bgcol}{bgcol}{',
    '\\begin{minipage}[c][0.01\\textheight][t]{\\linewidth}',
    '\\vspace{-8pt}',
    '\\begin{center}',
    '\\parbox[b]{0.75\\linewidth}{',
    '\t\\begin{center}',
    `\t \\textcolor{white}{${tex(p.email)}}`,
    '\t\\end{center}',
    '}',
    '\\end{center}',
    '\\end{minipage}}',
    '\\end{document}',
    '',
  ];
  return { main: lines.join('\n') };
}

/** Slot 29 of generate.mjs: latexcv-rows, held out (pdflatex, as the example is built). */
export const SLOT_29_LATEX_FAMILIES = {
  'latexcv-rows': { dateStyle: 'year', engine: 'pdflatex', render: latexcvRows },
};
