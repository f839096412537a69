// esieecv (TeX Live esieecv, Benjamin Bayart's "Style ESIEEcv" ESIEEcv.sty v2.0a, 1997/12/29, "Curriculum vitae
// for French use", LPPL): a held-out family in generate.mjs's slot 68, re-exported from latex.mjs as
// SLOT_68_LATEX_FAMILIES.
//
// ESIEEcv.sty is a package (not a class), used as Debian's texlive-latex-extra installs it (nothing vendored). It
// sets the page style empty and paragraphs unindented, and gives two environments. `rubrique{Title}` is a section:
// its title in bold \large after a \bigskip, then a tabularx the width of the line with a 3 cm left column
// (`\largeurcolonne`) and the rest at the right. `sousrubrique` is one row of that table, filled by commands
// given inside it: `\Date{…}` (bold, in the left column), `\Duree{…}` (the duration, in brackets under the
// date), `\Competence{…}` (a left-column label), `\Lieu{…}` (the place, in small capitals, followed by a full
// stop), `\Titre{…}` (the title, in small capitals, after the place, followed by a full stop), `\Descr{…}` (a
// description on a new line under those) and any number of `\Apport{…}` (what the post brought: each on its own
// line in small italics, led by a ▷ and ended by a full stop). The package has no title or header command: the
// name and contact block is the document's own.
//
// No documentation or example is installed with the package (CTAN's ESIEEcv.dtx is not in Debian's package), so it
// is used as its commands are named, in the French way it was written for: an 11 pt A4 article set in Latin Modern
// (pdflatex, T1, UTF-8 input) with 2 cm margins (geometry; the article's default text block is narrow for a
// two-column table), the name centred in bold \LARGE with the headline under it, then the address (street, "postcode
// City" or as the country writes it, country) at the left and the phone and e-mail at the right in two top-aligned
// minipages (the package has no header, a document writes one); then the rubriques, titles in the person's language:
// the summary as one sousrubrique with only `\Descr`; Experience, each job `\Date{MM/YYYY -- MM/YYYY}` (an open end
// the language's word for now), `\Lieu{Company, City}`, `\Titre{Title}`, one `\Apport` a bullet (the package's own
// full stop after each, so a bullet's own final full stop is dropped); Education, each school `\Date{YYYY -- YYYY}`,
// `\Lieu{School, City}`, `\Titre{Degree}`; Skills, each group `\Competence{Label}` with `\Descr{a, b, c}` (a group
// without a label only `\Descr`); Languages, each spoken language `\Competence{Language}` with `\Descr{level}` (a
// language with no level only its name). The left column is widened from 3 cm to 4.4 cm with the length the package
// leaves to the user (`\largeurcolonne`), so that a job's dates fit on one line. Nothing in the package is changed.
import { cityLine, fullName, HEADINGS, PRESENT_WORD, spokenLanguages } from './persons.mjs';
import { tex } from './latex.mjs';

const month = ([y, m]) => `${String(m).padStart(2, '0')}/${y}`;

/** A bullet as an \Apport: the package ends each with its own full stop. */
const apport = (b) => tex(b.replace(/\.\s*$/, ''));

function esieecv(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const row = (cmds) => ['\\begin{sousrubrique}', ...cmds.map((c) => `  ${c}`), '\\end{sousrubrique}'];
  const lines = [
    '\\documentclass[a4paper,11pt]{article}',
    '\\usepackage[utf8]{inputenc}',
    '\\usepackage[T1]{fontenc}',
    '\\usepackage{lmodern}',
    '\\usepackage[margin=2cm]{geometry}',
    '\\usepackage{ESIEEcv}',
    // The package's left column is 3 cm (`\largeurcolonne`, a length it leaves to the user): a bold
    // "MM/YYYY -- MM/YYYY" is 3.6 cm and "MM/YYYY -- aujourd'hui" 4.3 cm, which would wrap, their dash pushed to
    // the column's edge (the column is justified) and "au-jourd'hui" hyphenated. Widened to 4.4 cm.
    '\\setlength{\\largeurcolonne}{4.4cm}',
    '',
    '\\begin{document}',
    '\\begin{center}',
    `{\\LARGE\\bfseries ${tex(fullName(p))}}\\\\[4pt]`,
    `{\\large ${tex(p.headline)}}`,
    '\\end{center}',
    '',
    '\\noindent\\begin{minipage}[t]{0.5\\linewidth}',
    `${tex(a.street)}\\\\`,
    `${tex(cityLine(a))}\\\\`,
    `${tex(a.country)}`,
    '\\end{minipage}\\hfill',
    '\\begin{minipage}[t]{0.45\\linewidth}\\raggedleft',
    `${tex(p.phone.shown)}\\\\`,
    `${tex(p.email)}`,
    '\\end{minipage}',
    '',
    `\\begin{rubrique}{${tex(h.summary)}}`,
    ...row([`\\Descr{${tex(p.summary)}}`]),
    '\\end{rubrique}',
    '',
    `\\begin{rubrique}{${tex(h.experience)}}`,
  ];
  for (const j of p.experience) {
    const end = j.end ? month(j.end) : tex(PRESENT_WORD[p.lang]);
    lines.push(
      ...row([
        `\\Date{${month(j.start)} -- ${end}}`,
        `\\Lieu{${tex(`${j.company}, ${j.city}`)}}`,
        `\\Titre{${tex(j.title)}}`,
        ...j.bullets.map((b) => `\\Apport{${apport(b)}}`),
      ]),
    );
  }
  lines.push('\\end{rubrique}', '', `\\begin{rubrique}{${tex(h.education)}}`);
  for (const e of p.education)
    lines.push(
      ...row([
        `\\Date{${e.start} -- ${e.end}}`,
        `\\Lieu{${tex(`${e.institution}, ${e.city}`)}}`,
        `\\Titre{${tex(e.degree)}}`,
      ]),
    );
  lines.push('\\end{rubrique}', '', `\\begin{rubrique}{${tex(h.skills)}}`);
  for (const g of p.skills)
    lines.push(
      ...row([...(g.label ? [`\\Competence{${tex(g.label)}}`] : []), `\\Descr{${tex(g.items.join(', '))}}`]),
    );
  lines.push('\\end{rubrique}', '', `\\begin{rubrique}{${tex(h.languages)}}`);
  for (const l of spokenLanguages(p))
    lines.push(...row([`\\Competence{${tex(l.name)}}`, ...(l.level ? [`\\Descr{${tex(l.level)}}`] : [])]));
  lines.push('\\end{rubrique}', '\\end{document}', '');
  return { main: lines.join('\n') };
}

/** Slot 68 of generate.mjs: esieecv, a French two-column CV table, held out (pdflatex). */
export const SLOT_68_LATEX_FAMILIES = {
  esieecv: { dateStyle: 'numeric', engine: 'pdflatex', render: esieecv },
};
