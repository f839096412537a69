// kres (karlotness/kres, Karl Otness's "simple resume class" kres.cls v0.6, MIT): a held-out LaTeX family in
// generate.mjs's slot 56, re-exported from latex.mjs as SLOT_56_LATEX_FAMILIES.
//
// kres.cls is made by docstrip from the repository's kres.dtx and kres.ins (`tex kres.ins`; the three files and
// the licence are fetched into templates/kres/, with the repository's former sample JQPResume.tex). It is an
// 11 pt article class on US Letter in Linux Libertine (libertine), for pdflatex (the sample's Makefile runs
// pdflatex), no page numbers. \makename prints the name centred in \Large bold small capitals; \makecontact the
// contact block, whose form depends on how many \address{…} were given: with one, a centred line "e-mail •
// phone" over the address with its line breaks turned into bullets; \section{…} a \large bold small-capitals
// title over a full-width 0.7 pt rule; \begin{entry}{title}[secondary][note][left][right] a bold title with
// the secondary text in bold at the right margin, then (when left or right is given) a second line in \small
// bold with left at the left and right at the right margin, then the body indented 0.2 in;
// \begin{inlineentry}{title} "title:" in bold followed by the body on the same line, with a hanging indent.
// The sample's sections, in order: Education (\begin{entry}{State University}[Class of 2000] over a paragraph),
// Skills (\begin{inlineentry}{Some Skills} …, \begin{inlineentry}{Other Skills}Latin.), Experience
// (\begin{entry}{Job A}[Springfield, IL][][Employee][Jan. 2005 -- Present] over a paragraph), Activities and
// Interests; the sample's geometry top=0.75in, bottom=0.75in, left=0.9in, right=0.9in.
//
// Filled as the sample is: \author{First Last}; one \address{street\\postcode city\\country} (the class's
// one-address form); \phone{…}; \email{…}; \makename and \makecontact; Education, each
// \begin{entry}{Institution}[YYYY -- YYYY] with the degree as its paragraph (the sample's "Class of 2000" at
// the right is a year; a school here has two); Skills, one inlineentry a labelled group ("Label: a, b, c.", the
// sample's "Latin." ending in a full stop), a group without a label as a plain paragraph of the same form;
// Experience, each \begin{entry}{Company}[City][][Title][Mon. YYYY -- Mon. YYYY] (the sample's "Job A",
// "Springfield, IL", "Employee", "Jan. 2005 -- Present": months abbreviated with a full stop but May; an open
// end the language's word for now, as its "Present") with the bullets, which are sentences, as its paragraph.
// Headings in the person's language. No headline, summary, languages or activities (the sample has no place
// for the first three; the people have none of the last).
//
// Changed: \formatphone, which cuts a ten-digit string into "(123) 456-7890", is kept for a number shown that
// way (the US person's, given as its ten digits as the class asks) and otherwise redefined in the preamble to
// print the number as the person writes it. Nothing else is changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, fullName, showEnd } from './persons.mjs';
import { tex } from './latex.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'kres');

const MONTHS = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'Jun.',
  'Jul.',
  'Aug.',
  'Sep.',
  'Oct.',
  'Nov.',
  'Dec.',
];
/** "Jan. 2005", as the sample writes a month. */
const month = ([y, m]) => `${MONTHS[m - 1]} ${y}`;

/** A US number as the class prints it: "(123) 456-7890". */
const US_FORM = /^\((\d{3})\) (\d{3})-(\d{4})$/;

function kres(p) {
  const h = HEADINGS[p.lang];
  const us = US_FORM.exec(p.phone.shown);
  const a = p.address;
  const lines = [
    '\\documentclass{kres}',
    '\\usepackage[top=0.75in, bottom=0.75in, left=0.9in, right=0.9in]{geometry}',
    '',
    `\\author{${tex(fullName(p))}}`,
    `\\address{${tex(a.street)}\\\\${tex(`${a.postcode} ${a.city}`)}\\\\${tex(a.country)}}`,
    ...(us
      ? [`\\phone{${us.slice(1).join('')}}`]
      : ['\\RenewDocumentCommand{\\formatphone}{m}{#1}', `\\phone{${tex(p.phone.shown)}}`]),
    `\\email{${tex(p.email)}}`,
    '',
    '\\begin{document}',
    '\\makename',
    '\\makecontact',
    `\\section{${tex(h.education)}}`,
  ];
  for (const e of p.education)
    lines.push(
      `\\begin{entry}{${tex(e.institution)}}[${e.start} -- ${e.end}]`,
      tex(e.degree),
      '\\end{entry}',
    );
  lines.push(`\\section{${tex(h.skills)}}`);
  for (const g of p.skills) {
    const text = `${g.items.map(tex).join(', ')}.`;
    if (g.label) lines.push(`\\begin{inlineentry}{${tex(g.label)}}`, text, '\\end{inlineentry}');
    else lines.push(text, '');
  }
  lines.push(`\\section{${tex(h.experience)}}`);
  for (const j of p.experience) {
    const end = j.end ? month(j.end) : showEnd(p, j.end, 'short');
    lines.push(
      `\\begin{entry}{${tex(j.company)}}[${tex(j.city)}][][${tex(j.title)}][${month(j.start)} -- ${tex(end)}]`,
      j.bullets.map(tex).join(' '),
      '\\end{entry}',
    );
  }
  lines.push('\\end{document}', '');
  return {
    main: lines.join('\n'),
    files: { 'kres.cls': readFileSync(path.join(TEMPLATE, 'kres.cls'), 'utf8') },
  };
}

/** Slot 56 of generate.mjs: Karl Otness's kres, one column, held out (pdflatex). */
export const SLOT_56_LATEX_FAMILIES = {
  kres: { dateStyle: 'short', engine: 'pdflatex', render: kres },
};
