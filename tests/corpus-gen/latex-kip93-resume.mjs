// kip93-resume (kip93/resume, Leandro Emmanuel Reina Kiperman's "My own LaTeX Résumé template", resume.cls of
// 2021-08-26, BSD-3-Clause): a held-out LaTeX family in generate.mjs's slot 76, re-exported from latex.mjs as
// SLOT_76_LATEX_FAMILIES.
//
// resume.cls (fetched into templates/kip93-resume/ with the repository's example.tex and its placeholder portrait
// example.png, not committed) is an article class on A4 with no margins, in Iwona (the `iwona` package), pdflatex
// (the repository's Makefile). Everything is placed by textpos and TikZ when the `resume` environment ends: a dark
// grey band 47 mm high across the top with, right-aligned in its left two thirds, the name as "\textsc{Last},
// First" in bold, the job title in italics, the birthday "YYYY / MM / DD", "e-mail / phone" and optional LinkedIn,
// GitHub, GitLab, BitBucket links, and a framed square portrait 45 mm wide at the top right; a light grey column
// 74 mm wide down the left with "About me" (the summary, justified) and "Skills" (each \begin{skillset}{Name} a
// blue subheading over its \skill{name}{score}{tooltip} rows: the name at the left, five dots at the right, as many
// blue as the score, the tooltip a PDF annotation); on white at the right "Experience" (each \experience{start}
// {end}{employer}{title}{description}: the employer in bold, the title in small capitals with "start – end" at the
// right margin, the description a justified italic paragraph), "Education" (\education{start}{end}{university}
// {degree}{notes}: the degree in bold, the university in small capitals with the years at the right) and
// "Publications". Each section title is a \LARGE word followed by a rule to the column's edge.
//
// Filled as example.tex is: \profilepicture{example.png} (the template's placeholder portrait), \name{Last}{First},
// \jobtitle{headline}, \email, \phone{as shown}{digits}; \summary; one skillset per skill group, named by its label
// (a list without groups named by the language's word for skills), the scores made up (5, 4, 3 in turn); the
// spoken languages a last skillset as the example's "Languages" is (\skill{English}{5}{Native}: the name, dots for
// the level, the level as the tooltip); each job \experience{YYYY/MM}{YYYY/MM}{Company, City}{Title}{bullets} as
// the example's \experience{2019/03}{Present}{…} (an open end the language's word for now), the bullets, which
// are sentences, as its paragraph; each school \education{YYYY}{YYYY}{School, City}{Degree}{} (the example's
// {2016}{2018}). The class has no place for an address or a town: the town follows the employer and the school
// after a comma, and the address takes the birthday's line under the job title (the people have no birthday,
// which the class requires), set by defining \@birthday in the document. The section titles are the class's
// English words for English; for other languages the generator writes the class with the person's language's
// words in their place ("About me" as the language's word for profile). Nothing else is changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, cityLine, showEnd, spokenLanguages } from './persons.mjs';
import { tex } from './latex.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'kip93-resume');

/** "2019/03", as the example writes a month. */
const ym = ([y, m]) => `${y}/${String(m).padStart(2, '0')}`;

/** Dots for a spoken language's level (the example: English 5 "Native", Spanish 4 "C1 certified"). */
function levelScore(level) {
  const cefr = /\b([ABC][12])\b/.exec(level);
  if (cefr) return { A1: 1, A2: 1, B1: 2, B2: 3, C1: 4, C2: 5 }[cefr[1]];
  return 5;
}

/** The class with its section titles in the person's language (unchanged for English). */
function resumeClass(lang) {
  const cls = readFileSync(path.join(TEMPLATE, 'resume.cls'), 'utf8');
  if (lang === 'en') return cls;
  const h = HEADINGS[lang];
  return cls
    .replace('\\@leftsection{About me}', `\\@leftsection{${tex(h.summary)}}`)
    .replace('\\@leftsection{Skills}', `\\@leftsection{${tex(h.skills)}}`)
    .replace('\\@rightsection{Experience}', `\\@rightsection{${tex(h.experience)}}`)
    .replace('\\@rightsection{Education}', `\\@rightsection{${tex(h.education)}}`);
}

function kip93Resume(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const digits = p.phone.e164;
  const lines = [
    '\\documentclass{resume}',
    // The class asks for T1 with `\\RequirePackage{fontenc}[T1, ]`, the options in the date's place, so fontenc
    // loads OT1, which has no ogonek ("ą"): T1 as the class means it.
    '\\usepackage[T1]{fontenc}',
    '',
    '\\begin{document}\\begin{resume}',
    '',
    '    \\profilepicture{./example.png}',
    `    \\name{${tex(p.last)}}{${tex(p.first)}}`,
    `    \\jobtitle{${tex(p.headline)}}`,
    // The birthday's line (the class requires one; the people have none) carries the address.
    `    \\makeatletter\\def\\@birthday{${tex(`${a.street}, ${cityLine(a)}, ${a.country}`)}}\\makeatother`,
    `    \\email{${tex(p.email)}}`,
    `    \\phone{${tex(p.phone.shown)}}{${digits}}`,
    '',
    `    \\summary{${tex(p.summary)}}`,
    '',
  ];
  let n = 0;
  for (const g of p.skills) {
    lines.push(`    \\begin{skillset}{${tex(g.label || h.skills)}}`);
    for (const s of g.items) lines.push(`        \\skill{${tex(s)}}{${5 - (n++ % 3)}}{}`);
    lines.push('    \\end{skillset}', '');
  }
  lines.push(`    \\begin{skillset}{${tex(h.languages)}}`);
  for (const l of spokenLanguages(p))
    lines.push(`        \\skill{${tex(l.name)}}{${levelScore(l.level)}}{${tex(l.level)}}`);
  lines.push('    \\end{skillset}', '');
  for (const j of p.experience) {
    const end = j.end ? ym(j.end) : tex(showEnd(p, j.end, 'numeric'));
    lines.push(
      `    \\experience{${ym(j.start)}}{${end}}{${tex(`${j.company}, ${j.city}`)}}{${tex(j.title)}}{${j.bullets.map(tex).join(' ')}}`,
    );
  }
  lines.push('');
  for (const e of p.education)
    lines.push(
      `    \\education{${e.start}}{${e.end}}{${tex(`${e.institution}, ${e.city}`)}}{${tex(e.degree)}}{}`,
    );
  lines.push('', '\\end{resume}\\end{document}', '');
  return {
    main: lines.join('\n'),
    files: {
      'resume.cls': resumeClass(p.lang),
      'example.png': readFileSync(path.join(TEMPLATE, 'example.png')),
    },
  };
}

/** Slot 76 of generate.mjs: kip93's résumé class, a dark header band and a grey left column, held out (pdflatex). */
export const SLOT_76_LATEX_FAMILIES = {
  'kip93-resume': { dateStyle: 'numeric', engine: 'pdflatex', render: kip93Resume },
};
