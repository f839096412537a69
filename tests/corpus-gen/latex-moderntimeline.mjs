// moderntimeline (TeX Live moderntimeline, Raphaël Pinson's "Add timelines to moderncv entries",
// moderntimeline.sty v0.11, 2020/06/11, LPPL 1.3): a held-out family in generate.mjs's slot 72, re-exported from
// latex.mjs as SLOT_72_LATEX_FAMILIES.
//
// moderntimeline.sty is a package for moderncv, used as Debian's texlive-latex-extra installs it (nothing vendored).
// It replaces the dates that moderncv sets in its left "hints" column with a TikZ timeline the width of that column:
// a thin grey rule from \tlmaxdates' first year to its last, with a tick per year, and on it a coloured bar from an
// entry's start to its end. `\tlcventry{start}{end}{title}{employer}{city}{grade}{description}` prints the start
// year in \scriptsize above the bar's left end and the end year below its right end; an end of 0 is an open entry,
// its bar shaded off towards the last year. `\tllabelcventry{start}{end}{startlabel///endlabel}{…}` prints the
// given labels instead of the years. Dates are "year" or "year/month" (the bar starts and ends at the month).
//
// No documentation or example is installed with the package (the .dtx and its example are on CTAN, not in Debian's
// package), so it is used as its commands are named, in the setting it was written for: moderncv (TeX Live, its
// `classic` style, colour blue), 11 pt A4, sans, geometry scale 0.8, pdflatex (UTF-8 input, T1, Latin Modern). The
// header is moderncv's: \name, \title (the headline), \address{street}{"postcode City", or "Leeds LS1 4AP", "Toronto,
// ON M5V 3L9" where the country writes it so}{country}, \phone[mobile], \email, \makecvtitle. Sections in the person's
// language: the summary as a \cvitem with no label; Experience, each job a \tllabelcventry from "year/month" to
// "year/month" (an open job's end 0), its labels "Apr 2019" and "Mar 2022" (an open job's end label the language's word
// for now), title, company, city, its bullets in an itemize as the description; Education, each school a \tlcventry
// from its first to its last year (the years the package prints), degree, school, city; Skills, each group a
// \cvitem{Label}{a, b, c} (a group without a label an unlabelled \cvitem); Languages, each spoken language a
// \cvitem{Language}{level}. The timeline of each person runs from the first year of their records to the year after the
// last (at least 2025), set with \tlmaxdates, and each start label is set to the left of its bar's start
// (`\tltextstart[base east]{\scriptsize}`, the anchor the package lets a document choose: at its default, base west, a
// start in the last years ran out of the hints column into the entry's title). Nothing in the package or in moderncv is
// changed.
import { cityLine, HEADINGS, showDate, showEnd, spokenLanguages } from './persons.mjs';
import { tex } from './latex.mjs';

const ym = ([y, m]) => `${y}/${m}`;

function moderntimeline(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  const a = p.address;
  const years = [
    ...p.experience.flatMap((j) => [j.start[0], ...(j.end ? [j.end[0]] : [])]),
    ...p.education.flatMap((e) => [e.start, e.end]),
  ];
  const first = Math.min(...years);
  const last = Math.max(2025, Math.max(...years) + 1);
  const lines = [
    '\\documentclass[11pt,a4paper,sans]{moderncv}',
    '\\moderncvstyle{classic}',
    '\\moderncvcolor{blue}',
    '\\usepackage[utf8]{inputenc}',
    '\\usepackage[T1]{fontenc}',
    '\\usepackage{lmodern}',
    '\\usepackage[scale=0.8]{geometry}',
    '\\usepackage{moderntimeline}',
    `\\tlmaxdates{${first}}{${last}}`,
    // The start label's anchor, the package's option of \tltextstart: at its default (base west) a start in the
    // timeline's last years ran out of the hints column into the entry's title ("Jan 2021" over "HR Business").
    '\\tltextstart[base east]{\\scriptsize}',
    '',
    `\\name{${tex(p.first)}}{${tex(p.last)}}`,
    `\\title{${tex(p.headline)}}`,
    `\\address{${tex(a.street)}}{${tex(cityLine(a))}}{${tex(a.country)}}`,
    `\\phone[mobile]{${tex(p.phone.shown)}}`,
    `\\email{${tex(p.email)}}`,
    '',
    '\\begin{document}',
    '\\makecvtitle',
    '',
    `\\section{${tex(h.summary)}}`,
    `\\cvitem{}{${tex(p.summary)}}`,
    '',
    `\\section{${tex(h.experience)}}`,
  ];
  for (const j of p.experience) {
    const labels = `${showDate(j.start, dateStyle)}///${tex(showEnd(p, j.end, dateStyle))}`;
    const desc = `\\begin{itemize}${j.bullets.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{itemize}`;
    lines.push(
      `\\tllabelcventry{${ym(j.start)}}{${j.end ? ym(j.end) : 0}}{${labels}}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}{}{${desc}}`,
      '',
    );
  }
  lines.push(`\\section{${tex(h.education)}}`);
  for (const e of p.education)
    lines.push(
      `\\tlcventry{${e.start}}{${e.end}}{${tex(e.degree)}}{${tex(e.institution)}}{${tex(e.city)}}{}{}`,
      '',
    );
  lines.push(`\\section{${tex(h.skills)}}`);
  for (const g of p.skills) lines.push(`\\cvitem{${tex(g.label ?? '')}}{${tex(g.items.join(', '))}}`);
  lines.push('', `\\section{${tex(h.languages)}}`);
  for (const l of spokenLanguages(p)) lines.push(`\\cvitem{${tex(l.name)}}{${tex(l.level)}}`);
  lines.push('', '\\end{document}', '');
  return { main: lines.join('\n') };
}

/** Slot 72 of generate.mjs: moderntimeline, moderncv entries with timeline bars for dates, held out (pdflatex). */
export const SLOT_72_LATEX_FAMILIES = {
  moderntimeline: { dateStyle: 'short', engine: 'pdflatex', render: moderntimeline },
};
