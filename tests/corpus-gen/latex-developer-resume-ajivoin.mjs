// developer-resume-ajivoin (ajivoin/developer-resume-template, Andrew Jivoin's "Developer Resume Template", his
// personal version of LaTeXTemplates.com's "Developer CV" class developercv.cls v1.0 of 2019 by Jan Vorisek, after
// a template by Jan Küster, MIT): a held-out LaTeX family in generate.mjs's slot 88, re-exported from latex.mjs as
// SLOT_88_LATEX_FAMILIES.
//
// developercv.cls (fetched into templates/developer-resume-ajivoin/ with the repository's main.tex, not committed)
// is an extarticle class, 9 pt as main.tex asks, on A4 with 2 cm side margins and 1.75 cm top and bottom, all in
// Raleway (`raleway`, default, sans-serif), pdflatex, no page numbers. The header is three top-aligned minipages
// side by side: at the left (0.45 of the width) the first name and the last name on two lines in bold \HUGE, then
// two columns of contacts (0.275 each), each line \icon{Name}{12}{text}: a FontAwesome icon white in a black square
// and the text beside it. Each section title (\cvsect) is the word in bold capitals followed by a rule to the line's
// end. Entries are rows of a longtable (`entrylist`), \entry{dates}{heading}{qualifier}{description}: the dates in a
// left column 0.175 of the width (a second, small line under them as the example's "5.00 GPA"), then the qualifier
// in bold at the left and the heading in bold at the right margin on one line, the description a paragraph under
// them, technologies in typewriter after it. At the page's foot (\vspace*{\fill}), two minipages: "Skills" (0.6 of
// the width: one row a group, the label in bold in a narrow minipage and the items in typewriter in a wide one)
// and "Awards" (0.3: "\textbf{Winner} - Emmy, Animation", one a line).
//
// Filled as main.tex is: the first name and the last name on their two lines, the job title under them as main.tex's
// commented-out lines offer it (\vspace{6pt} and {\huge title}, uncommented); the first contact column \icon{Phone}
// with the phone as written and \icon{At} with the e-mail as a mailto link (as main.tex), the second (GitHub and
// LinkedIn in main.tex; the people have neither) the address: \icon{Home} the street and \icon{MapMarker} the city
// line (as the country writes it) and the country, as LaTeXTemplates' original Developer CV shows a place
// (\icon{MapMarker}{12}{Richmond, BC, Canada}). Then Education and Experience in main.tex's order: each school
// \entry{YYYY -- YYYY\\ \small{City}}{Degree}{School}{} (main.tex: {2017 -- 2021\\ \small{5.00 GPA}}{B.S. in
// Degree}{School University}, the town in the GPA's small line), each job \entry{M/YYYY -- M/YYYY\\ \small{City}}
// {Title}{Company}{bullets} (main.tex: {8/1987 -- 9/2018}{Actor}{Netflix}; an open end the language's word for now
// in lower case, as main.tex's "9/2019 -- present"), the bullets, which are sentences, joined as the description's
// paragraph. No Projects section (the people have none). The skills as main.tex's rows ("\textbf{Label: }" and
// "\texttt{a, b, c}"), a flat list one \texttt row without a label; the spoken languages take the Awards column
// ("\textbf{English} - native", the LaTeXTemplates original's own Languages lines). The template has no summary:
// it is a section of its own before Education (\cvsect{Profile} over the paragraph, as the LaTeXTemplates
// original's "Who Am I?" introduction comes first). The header's columns keep main.tex's 0.275 of the width for
// each contact column unless its longest line and 0.4 cm is wider (a longer e-mail would wrap under its icon), the
// name's column the rest less a 0.3 cm gap, ragged right (a long name breaks between words, not hyphenated), as
// main.tex's comments ask ("make the minipage wider and reduce the others proportionately"); a date range too long
// for its column ("3/2019 -- actualidad") breaks after the dash. Section titles in the person's language
// (HEADINGS). Lines of the generated document that end a minipage end with "%", so that no interword space is set
// between minipages that fill the width (main.tex's own layout runs 3 pt and 1.5 pt into the margin for it). The
// class is used unchanged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, PRESENT_WORD, cityLine, spokenLanguages } from './persons.mjs';
import { tex } from './latex.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'developer-resume-ajivoin',
);

/** "8/1987", as main.tex writes a month. */
const monthYear = ([y, m]) => `${m}/${y}`;

/**
 * A job's dates for the left column; a range too long for it ("3/2019 -- actualidad", which would touch the
 * employer's name: the columns have no space between them) breaks after the dash.
 */
function dates(j, now) {
  const start = monthYear(j.start);
  const end = j.end ? monthYear(j.end) : tex(now);
  return `${start} – ${end}`.length > 17 ? `${start} --\\\\ ${end}` : `${start} -- ${end}`;
}

function developerResume(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const now = PRESENT_WORD[p.lang].charAt(0).toLowerCase() + PRESENT_WORD[p.lang].slice(1);
  const contactOne = [
    `\\icon{Phone}{12}{${tex(p.phone.shown)}}`,
    `\\icon{At}{12}{\\href{mailto:${p.email}}{${tex(p.email)}}}`,
  ];
  const contactTwo = [
    `\\icon{Home}{12}{${tex(a.street)}}`,
    `\\icon{MapMarker}{12}{${tex(`${cityLine(a)}, ${a.country}`)}}`,
  ];
  const lines = [
    '\\documentclass[9pt]{developercv} % Default font size, values from 8-12pt are recommended',
    '',
    '\\begin{document}',
    '',
    // The template's widths (0.45, 0.275, 0.275) as far as the contacts fit in them: each contact column as wide
    // as its longest line and 0.4 cm where that is more than 0.275 of the width (the icon's text would otherwise wrap under
    // the icon), the name's column the rest, as main.tex's comments ask ("make the minipage wider and reduce the
    // others proportionately").
    '\\newlength{\\contactone}\\newlength{\\contacttwo}\\newlength{\\namecolumn}',
    `\\settowidth{\\contactone}{\\begin{tabular}{@{}l@{}}${contactOne.join('\\\\')}\\end{tabular}}`,
    `\\settowidth{\\contacttwo}{\\begin{tabular}{@{}l@{}}${contactTwo.join('\\\\')}\\end{tabular}}`,
    // 0.4 cm more, so that a column's longest line does not touch the next column's icon.
    '\\addtolength{\\contactone}{0.4cm}\\addtolength{\\contacttwo}{0.4cm}',
    '\\ifdim\\contactone<0.275\\textwidth\\setlength{\\contactone}{0.275\\textwidth}\\fi',
    '\\ifdim\\contacttwo<0.275\\textwidth\\setlength{\\contacttwo}{0.275\\textwidth}\\fi',
    // And 0.3 cm between the name and the first icons.
    '\\setlength{\\namecolumn}{\\dimexpr\\textwidth-\\contactone-\\contacttwo-0.3cm\\relax}',
    '',
    '\\begin{minipage}[t]{\\namecolumn} % The rest of the page width for name',
    '\t\\vspace{-\\baselineskip} % Required for vertically aligning minipages',
    // A name too long for its column breaks between words, not inside one.
    '\t\\raggedright',
    '\t',
    `\t{{\\HUGE\\textcolor{black}{\\textbf{${tex(p.first)}}}}} % First name`,
    '\t',
    `\t{{\\HUGE\\textcolor{black}{\\textbf{${tex(p.last)}}}}} % Last name`,
    '\t',
    '\t\\vspace{6pt}',
    '\t',
    `\t{\\huge ${tex(p.headline)}} % Career or current job title`,
    '\\end{minipage}\\hspace{0.3cm}%',
    '\\begin{minipage}[t]{\\contactone} % At least 27.5% of the page width for the first row of icons',
    '\t\\vspace{-\\baselineskip} % Required for vertically aligning minipages',
    '\t',
    ...contactOne.map((l) => `\t${l}\\\\`),
    '\\end{minipage}%',
    '\\begin{minipage}[t]{\\contacttwo} % At least 27.5% of the page width for the second row of icons',
    '\t\\vspace{-\\baselineskip} % Required for vertically aligning minipages',
    '\t',
    ...contactTwo.map((l) => `\t${l}\\\\`),
    '\\end{minipage}',
    '',
    '\\vspace{0.5cm}',
    '',
    `\\cvsect{${tex(h.summary)}}`,
    '',
    tex(p.summary),
    '',
    `\\cvsect{${tex(h.education)}}`,
    '',
    '\\begin{entrylist}',
  ];
  for (const e of p.education)
    lines.push(
      '\t\\entry',
      `\t\t{${e.start} -- ${e.end}\\\\`,
      `\t\t\\small{${tex(e.city)}}}`,
      `\t\t{${tex(e.degree)}}`,
      `\t\t{${tex(e.institution)}}`,
      '\t\t{}',
    );
  lines.push('\\end{entrylist}', '', `\\cvsect{${tex(h.experience)}}`, '', '\\begin{entrylist}');
  for (const j of p.experience)
    lines.push(
      '\t\\entry',
      `\t\t{${dates(j, now)}\\\\`,
      `\t\t\\small{${tex(j.city)}}}`,
      `\t\t{${tex(j.title)}}`,
      `\t\t{${tex(j.company)}}`,
      `\t\t{${j.bullets.map(tex).join(' ')}}`,
    );
  lines.push(
    '\\end{entrylist}',
    '',
    '\\vspace*{\\fill}',
    '\\begin{minipage}[t]{0.6\\textwidth} % 60% of page width set for skills',
    '\t\\vspace{-\\baselineskip} % Required for vertically aligning minipages',
    '\t',
    `    \\cvsect{${tex(h.skills)}}`,
    '    ',
  );
  for (const g of p.skills) {
    if (g.label)
      lines.push(
        '    \\begin{minipage}[t]{0.29 \\textwidth}',
        `        \\textbf{${tex(g.label)}: }`,
        '    \\end{minipage}%',
        '    \\begin{minipage}[t]{0.71 \\textwidth}',
        `        \\texttt{${tex(g.items.join(', '))}}`,
        '    \\end{minipage}',
        '    ',
      );
    else lines.push(`    \\texttt{${tex(g.items.join(', '))}}`, '    ');
  }
  lines.push(
    '\\end{minipage}',
    '\\hfill % Keep this line here to maintain spacing',
    '\\begin{minipage}[t]{0.3\\textwidth} % 30% of page width set for awards',
    '\t\\vspace{-\\baselineskip} % This line is required for vertically aligning minipages',
    '\t',
    `\t\\cvsect{${tex(h.languages)}}`,
    '\t',
    spokenLanguages(p)
      .map((l) => `\t\\textbf{${tex(l.name)}}${l.level ? ` - ${tex(l.level)}` : ''}`)
      .join('\\\\\n'),
    '\\end{minipage}',
    '',
    '\\end{document}',
    '',
  );
  return {
    main: lines.join('\n'),
    files: { 'developercv.cls': readFileSync(path.join(TEMPLATE, 'developercv.cls'), 'utf8') },
  };
}

/** Slot 88 of generate.mjs: Andrew Jivoin's Developer CV résumé, an icon header and a dated entry table (pdflatex). */
export const SLOT_88_LATEX_FAMILIES = {
  'developer-resume-ajivoin': { dateStyle: 'numeric', engine: 'pdflatex', render: developerResume },
};
