// harnon-cv (TeX Live's harnon-cv class, William Hart, 2012, public domain; upstream
// will-hart/latex-timelineCV, first published as mecharius/latex-timelineCV): a held-out LaTeX family in
// generate.mjs's slot 52, re-exported from latex.mjs as SLOT_52_LATEX_FAMILIES.
//
// harnon-cv.cls (v1.0; Debian's texlive-latex-extra, tex/latex/harnon-cv/) is an 11 pt article class on A4
// with 0.75 in margins and no page numbers, in Cantarell (TeX Live's cantarell, \usepackage[default]) for
// pdflatex (it loads graphicx with the [pdftex] option). \maketitle sets two half-width minipages: on the
// left the name (\author{…}) in \huge small capitals over the e-mail, the website and the phone in \small;
// on the right the address (\youraddress{…}, its lines split by \\) right-aligned; under them a full-width
// rule, then the "recent history" (\recenthistory{…}, the personal statement) as a paragraph over a second
// rule. \addheadertext{…} is a section title in dark grey \LARGE after 1.2 cm of space. The class's own
// device is the "experience timeline": \timelineitem{date}{text} sets the date in light-grey \large centred
// in a column a fifth of the text wide, followed by a thin grey rule running to a vertical grey bar that
// edges the text on its left (a framed leftbar) in the other four fifths; \timelinespacer continues that bar
// between two items; \addsubheader{…} is a dark-grey \large line and \addtimelinebullet{…} a hanging bullet.
// Its example (sample.tex in the upstream repository; TeX Live's package carries only the class) fills it
// as: \author, \yournumber, \youraddress{1 Smiths Road\\Smithsville OXON\\OX33 0HX}, \yourwebsite, the
// \recenthistory statement; an "Experience" timeline, each item a year in the column ("2009", "2007") and
// \addsubheader{Office Manager, ACME Inc.} over \addtimelinebullet lines, a \timelinespacer between items;
// a "Skills" section as a plain itemize (its README also shows \addcallout{…} for an emphasised word, and
// the class has \listitem{label} for an item that starts with one).
//
// Filled as that example is: \author{First Last}, \yournumber{phone as shown}, \youremail{…},
// \youraddress{street\\postcode city\\country}, no website (the people have none), the summary as
// \recenthistory; then "Experience" as a timeline, one \timelineitem a job, most recent first, with
// "YYYY--YYYY" in the column (the example has one year there, for a job's start; the end year is needed, so
// both are given, as one en-dashed range without spaces so that it stays on the column's line; an open end
// is the language's word for now, which would wrap under the start year in the narrow column were it long), then
// \addsubheader{Title, Company} as the example's "Office Manager, ACME Inc." and the bullets as
// \addtimelinebullet lines, a \timelinespacer between jobs; "Education" as a second timeline of the same
// form (the example has no education; the class's timeline is its one device for dated entries):
// "YYYY--YYYY" in the column and \addsubheader{Degree, School}; "Skills" as the example's itemize, one
// \listitem{Label} line a group ("Label" in the class's callout style, then the skills comma-separated), or
// one \item with all skills comma-separated where they have no group; "Languages" as one \item. Headings in
// the person's language. No headline (the example has no place for it).
//
// Changed: TeX Live's harnon-cv.cls is v1.0, whose \maketitle prints a stray "l" before the e-mail
// ("l\small\@youremail"); upstream's v1.1 (commit a28ed37, "Fix issue with 'l' prepended to email address in
// header", 2012-10-20) moves the e-mail under the address on the right without it. The generator reads the
// class from TeX Live and writes it beside the document with that v1.1 change (the two lines of the diff),
// nothing else.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';
import { tex } from './latex.mjs';

/** v1.0's left-column e-mail line (with the stray "l") and right-column address line, as TeX Live has them. */
const V10_EMAIL = '\t\t\t\\ifdefempty{\\@youremail}{\\relax}{l\\small\\@youremail\\\\}\n';
const V10_ADDRESS = '\t\t\t\\ifdefempty{\\@youraddress}{\\relax}{\\hfill\\small\\@youraddress}\n';
/** v1.1's right column: the address, then the e-mail under it. */
const V11_ADDRESS_EMAIL =
  '\t\t\t\\ifdefempty{\\@youraddress}{\\relax}{\\hfill\\small\\@youraddress\\\\}\n' +
  '\t\t\t\\ifdefempty{\\@youremail}{\\relax}{\\small\\@youremail}\n';

/** TeX Live's class with upstream v1.1's e-mail fix. */
function harnonClass() {
  const file = execFileSync('kpsewhich', ['harnon-cv.cls'], { encoding: 'utf8' }).trim();
  const cls = readFileSync(file, 'utf8');
  if (!cls.includes(V10_EMAIL) || !cls.includes(V10_ADDRESS))
    throw new Error(`harnon-cv: ${file} is not the v1.0 class this generator patches`);
  return cls.replace(V10_EMAIL, '').replace(V10_ADDRESS, V11_ADDRESS_EMAIL);
}

const years = (p, start, end) => `${start}--${end ?? tex(PRESENT_WORD[p.lang])}`;

/** One timeline: items separated by \timelinespacer, as the example's. */
function timeline(items) {
  const lines = ['\\starttimeline'];
  items.forEach(({ date, head, bullets = [] }, i) => {
    if (i > 0) lines.push('\t\\timelinespacer', '');
    lines.push(
      `\t\\timelineitem{${date}}{`,
      `\t\t\\addsubheader{${head}}`,
      ...bullets.map((b) => `\t\t\\addtimelinebullet{${tex(b)}}`),
      '\t}',
    );
  });
  lines.push('\\stoptimeline');
  return lines;
}

function harnonCv(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const lines = [
    '\\documentclass{harnon-cv}',
    '',
    '% personal details',
    `\\author{${tex(fullName(p))}}`,
    `\\yournumber{${tex(p.phone.shown)}}`,
    `\\youraddress{${tex(a.street)}\\\\${tex(`${a.postcode} ${a.city}`)}\\\\${tex(a.country)}}`,
    `\\youremail{${tex(p.email)}}`,
    '',
    '% personal statement',
    `\\recenthistory{${tex(p.summary)}}`,
    '',
    '\\begin{document}',
    '',
    '\\maketitle',
    '',
    `\\addheadertext{${tex(h.experience)}}`,
    ...timeline(
      p.experience.map((j) => ({
        date: years(p, j.start[0], j.end?.[0]),
        head: `${tex(j.title)}, ${tex(j.company)}`,
        bullets: j.bullets,
      })),
    ),
    '',
    `\\addheadertext{${tex(h.education)}}`,
    ...timeline(
      p.education.map((e) => ({
        date: years(p, e.start, e.end),
        head: `${tex(e.degree)}, ${tex(e.institution)}`,
      })),
    ),
    '',
    `\\addheadertext{${tex(h.skills)}}`,
    '\\begin{itemize}',
    ...p.skills.map((g) =>
      g.label
        ? `\t\\listitem{${tex(g.label)}} ${g.items.map(tex).join(', ')}`
        : `\t\\item ${g.items.map(tex).join(', ')}`,
    ),
    '\\end{itemize}',
    '',
    `\\addheadertext{${tex(h.languages)}}`,
    '\\begin{itemize}',
    `\t\\item ${tex(p.languages)}`,
    '\\end{itemize}',
    '',
    '\\end{document}',
    '',
  ];
  return { main: lines.join('\n'), files: { 'harnon-cv.cls': harnonClass() } };
}

/** Slot 52 of generate.mjs: William Hart's harnon-cv, a timeline of dated entries, held out (pdflatex). */
export const SLOT_52_LATEX_FAMILIES = {
  'harnon-cv': { dateStyle: 'year', engine: 'pdflatex', render: harnonCv },
};
