// resume-billryan (billryan/resume, Bin Yuan's "elegant LaTeX résumé template, compiled with XeLaTeX", MIT; an
// Overleaf template, "Bill Ryan's Elegant LaTeX Resume"): a held-out LaTeX family in generate.mjs's slot 48,
// re-exported from latex.mjs as SLOT_48_LATEX_FAMILIES.
//
// resume.cls (2015/05/25; vendored with the licence and the example resume.tex in templates/resume-billryan/)
// is an 11 pt article class for xelatex (the example's "!TEX program = xelatex") in TeX Gyre Termes, loaded by
// fontspec from the template's fonts/Main/ folder, with Font Awesome 4 icons (fontawesome). One column on A4
// with 0.8 in side margins and no page numbers: \name{…} is the name centred in \Huge small capitals;
// \basicInfo{…} a centred sans-serif line of the contacts, each behind an icon (\email: envelope and a mailto
// link; \phone: telephone), separated by centred dots; each \section{…} a \Large small-capitals title with a
// Font Awesome icon before it (graduation cap, users, cogs, info) over a full-width rule;
// \datedsubsection{left}{right} a \large subsection line with the dates pushed to the right margin by \hfill
// (the example's "\textbf{Shanghai Jiao Tong University (SJTU)}, Shanghai, China" beside "2013 -- Present",
// "\textbf{FLAG Inc.} California, America" beside "2012 -- Present"); \role{title}{note} an italic title and a
// note on the line under it; bullets in a tight itemize. The example's sections, in order: Education (each
// \datedsubsection of the school and place, the degree in italics under it), Experience (\datedsubsection of
// the company and place with its dates, written "2012 -- Present" or "Jan. 2015 -- Present", then \role{Summer
// Intern}{Manager: xxx}, a line of introduction and the bullets), Skills (an itemize of "Label: values"
// lines), Honors and Awards, Miscellaneous (an itemize: "Blog: …", "GitHub: …", "Languages: English - Fluent,
// Mandarin - Native speaker").
//
// Filled as the example is: \name{First Last}; \basicInfo{\email{…} \textperiodcentered\ \phone{…}} (the
// people have no LinkedIn, the example's third contact); Education first, each
// \datedsubsection{\textbf{Institution}, City}{YYYY -- YYYY} over \textit{Degree}; Experience, each
// \datedsubsection{\textbf{Company}, City}{Mon. YYYY -- Mon. YYYY} (the months abbreviated with a full stop as
// the example's "Jan. 2015"; an open end the language's word for now, as its "Present"; the comma after the
// company as in the example's education lines), \role{Title}{} (no manager: the note left empty) and the
// bullets as the itemize (no introduction line: the people have none); Skills, one \item a group ("Label:
// skill, skill" as the example's "Platform: Linux"; no label where the group has none); Miscellaneous (in the
// person's language) with one \item "Languages: …" as the example's. Headings in the person's language with
// the example's icons. No summary or headline (the example has no place for them), no Honors and Awards (the
// people have none).
//
// Changed: the class sets `SmallCapsFont = Fontin-SmallCaps`, Jos Buivenga's Fontin SmallCaps ("Copyright (c)
// Jos Buivenga, 2004. All rights reserved."; the README: "Copyrighted fonts are not subjected to this
// License"), which is not vendored here: the generator writes the class without that line, so \scshape (the
// name and the section titles) uses TeX Gyre Termes's own small capitals. The class's fonts/Main/ folder is
// filled at generation time with the four TeX Gyre Termes files of Debian's fonts-texgyre (the repository
// ships copies of the same files); TeX Live's fontawesome replaces the repository's copy of it (the same
// v4.6.3). Nothing else is changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';
import { tex } from './latex.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'resume-billryan');
const SMALL_CAPS = '  SmallCapsFont = Fontin-SmallCaps\n';
/** Debian's fonts-texgyre: the files the class loads from fonts/Main/. */
const TERMES = '/usr/share/texmf/fonts/opentype/public/tex-gyre';
const FACES = ['regular', 'bold', 'italic', 'bolditalic'];

/** The example's Miscellaneous section, per language. */
const MISC = {
  en: 'Miscellaneous',
  fr: 'Divers',
  de: 'Sonstiges',
  es: 'Otros',
  pt: 'Outros',
  it: 'Varie',
};

/** "Jan. 2015", as the example writes a month. */
const month = (d) => `${showDate(d, 'short').replace(' ', '. ')}`;

function resumeBillryan(p) {
  const h = HEADINGS[p.lang];
  const lines = [
    '% !TEX program = xelatex',
    '',
    '\\documentclass{resume}',
    '',
    '\\begin{document}',
    '\\pagenumbering{gobble} % suppress displaying page number',
    '',
    `\\name{${tex(fullName(p))}}`,
    '',
    '\\basicInfo{',
    `  \\email{${tex(p.email)}} \\textperiodcentered\\ `,
    `  \\phone{${tex(p.phone.shown)}}}`,
    '',
    `\\section{\\faGraduationCap\\ ${tex(h.education)}}`,
  ];
  for (const e of p.education)
    lines.push(
      `\\datedsubsection{\\textbf{${tex(e.institution)}}, ${tex(e.city)}}{${e.start} -- ${e.end}}`,
      `\\textit{${tex(e.degree)}}`,
    );
  lines.push('', `\\section{\\faUsers\\ ${tex(h.experience)}}`);
  for (const j of p.experience) {
    const end = j.end ? month(j.end) : showEnd(p, j.end, 'short');
    lines.push(
      `\\datedsubsection{\\textbf{${tex(j.company)}}, ${tex(j.city)}}{${month(j.start)} -- ${tex(end)}}`,
      `\\role{${tex(j.title)}}{}`,
      '\\begin{itemize}',
      ...j.bullets.map((b) => `  \\item ${tex(b)}`),
      '\\end{itemize}',
      '',
    );
  }
  lines.push(`\\section{\\faCogs\\ ${tex(h.skills)}}`, '\\begin{itemize}[parsep=0.5ex]');
  for (const g of p.skills)
    lines.push(`  \\item ${g.label ? `${tex(g.label)}: ` : ''}${g.items.map(tex).join(', ')}`);
  lines.push(
    '\\end{itemize}',
    '',
    `\\section{\\faInfo\\ ${tex(MISC[p.lang])}}`,
    '\\begin{itemize}[parsep=0.5ex]',
    `  \\item ${tex(h.languages)}: ${tex(p.languages)}`,
    '\\end{itemize}',
    '',
    '\\end{document}',
    '',
  );
  const cls = readFileSync(path.join(TEMPLATE, 'resume.cls'), 'utf8');
  if (!cls.includes(SMALL_CAPS)) throw new Error('resume-billryan: SmallCapsFont line not found');
  const files = { 'resume.cls': cls.replace(SMALL_CAPS, '') };
  for (const face of FACES)
    files[`fonts/Main/texgyretermes-${face}.otf`] = readFileSync(
      path.join(TERMES, `texgyretermes-${face}.otf`),
    );
  return { main: lines.join('\n'), files };
}

/** Slot 48 of generate.mjs: Bin Yuan's (billryan) elegant résumé, one column, held out (xelatex). */
export const SLOT_48_LATEX_FAMILIES = {
  'resume-billryan': { dateStyle: 'short', engine: 'xelatex', render: resumeBillryan },
};
