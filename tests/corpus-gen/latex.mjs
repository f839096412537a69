// LaTeX resume classes shipped by Debian's TeX Live (texlive-latex-extra): moderncv in five styles,
// europasscv, curve, simplecv and currvita; later (phase 4) ReadableCV and tucv, and Awesome-CV (vendored
// in templates/awesome-cv/). Each family turns a person into a .tex source (plus extra input files where the
// class wants them); generate.mjs compiles it with xelatex (pdflatex where the family says so).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';

/** Escapes text for LaTeX. */
export function tex(s) {
  return String(s)
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}');
}

// Compiled with xelatex: Unicode input and Latin Modern OpenType by default, compact font subsets.
const PREAMBLE = '';
const PDFLATEX_PREAMBLE = '\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n';

const range = (p, a, b, style) => `${showDate(a, style)} -- ${showEnd(p, b, style)}`;
const years = (e) => `${e.start} -- ${e.end}`;

// ---------- moderncv (five styles) ----------

function moderncv(style, { color, dateStyle, skills, preamble = PREAMBLE }) {
  return (p) => {
    const h = HEADINGS[p.lang];
    const lines = [];
    lines.push(`\\documentclass[11pt,a4paper,sans]{moderncv}`);
    lines.push(`\\moderncvstyle{${style}}`, `\\moderncvcolor{${color}}`, preamble);
    lines.push(`\\usepackage[scale=0.8]{geometry}`);
    lines.push(`\\name{${tex(p.first)}}{${tex(p.last)}}`, `\\title{${tex(p.headline)}}`);
    lines.push(
      `\\address{${tex(p.address.street)}}{${tex(`${p.address.postcode} ${p.address.city}`)}}{${tex(p.address.country)}}`,
    );
    lines.push(`\\phone[mobile]{${tex(p.phone.shown)}}`, `\\email{${tex(p.email)}}`);
    lines.push('\\begin{document}', '\\makecvtitle');
    lines.push(`\\section{${tex(h.summary)}}`, `\\cvitem{}{${tex(p.summary)}}`);
    lines.push(`\\section{${tex(h.experience)}}`);
    for (const j of p.experience) {
      const desc =
        j.bullets.length > 1
          ? `\\begin{itemize}${j.bullets.map((b) => `\\item ${tex(b)}`).join('')}\\end{itemize}`
          : tex(j.bullets[0]);
      lines.push(
        `\\cventry{${range(p, j.start, j.end, dateStyle)}}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}{}{${desc}}`,
      );
    }
    lines.push(`\\section{${tex(h.education)}}`);
    for (const e of p.education)
      lines.push(`\\cventry{${years(e)}}{${tex(e.degree)}}{${tex(e.institution)}}{${tex(e.city)}}{}{}`);
    lines.push(`\\section{${tex(h.skills)}}`);
    if (skills === 'double' && p.skills.length > 1) {
      for (let i = 0; i < p.skills.length; i += 2) {
        const a = p.skills[i];
        const b = p.skills[i + 1];
        if (b)
          lines.push(
            `\\cvdoubleitem{${tex(a.label ?? '')}}{${tex(a.items.join(', '))}}{${tex(b.label ?? '')}}{${tex(b.items.join(', '))}}`,
          );
        else lines.push(`\\cvitem{${tex(a.label ?? '')}}{${tex(a.items.join(', '))}}`);
      }
    } else if (skills === 'list' && p.skills.every((g) => !g.label)) {
      for (const s of p.skills[0].items) lines.push(`\\cvlistitem{${tex(s)}}`);
    } else {
      for (const g of p.skills) lines.push(`\\cvitem{${tex(g.label ?? '')}}{${tex(g.items.join(', '))}}`);
    }
    lines.push(`\\section{${tex(h.languages)}}`, `\\cvitem{}{${tex(p.languages)}}`);
    lines.push('\\end{document}');
    return { main: lines.join('\n') };
  };
}

// ---------- europasscv ----------

function europasscv(p) {
  const dateStyle = 'numeric';
  const h = HEADINGS[p.lang];
  const lines = [
    `\\documentclass[english,a4paper]{europasscv}`,
    PREAMBLE,
    `\\usepackage[english]{babel}`,
    `\\ecvname{${tex(fullName(p))}}`,
    `\\ecvaddress{${tex(`${p.address.street}, ${p.address.postcode} ${p.address.city}, ${p.address.country}`)}}`,
    `\\ecvmobile{${tex(p.phone.shown)}}`,
    `\\ecvemail{${tex(p.email)}}`,
    '\\begin{document}',
    '\\begin{europasscv}',
    '\\ecvpersonalinfo',
    `\\ecvsection{${tex(h.experience)}}`,
  ];
  for (const j of p.experience) {
    lines.push(`\\ecvtitle{${range(p, j.start, j.end, dateStyle)}}{${tex(j.title)}}`);
    lines.push(`\\ecvitem{}{${tex(j.company)}, ${tex(j.city)}}`);
    lines.push(`\\ecvitem{}{${tex(j.bullets.join(' '))}}`);
  }
  lines.push(`\\ecvsection{${tex(h.education)}}`);
  for (const e of p.education) {
    lines.push(`\\ecvtitle{${years(e)}}{${tex(e.degree)}}`);
    lines.push(`\\ecvitem{}{${tex(e.institution)}, ${tex(e.city)}}`);
  }
  lines.push(`\\ecvsection{${tex(h.skills)}}`);
  for (const g of p.skills) lines.push(`\\ecvitem{${tex(g.label ?? h.skills)}}{${tex(g.items.join(', '))}}`);
  lines.push(`\\ecvitem{${tex(h.languages)}}{${tex(p.languages)}}`);
  lines.push('\\end{europasscv}', '\\end{document}');
  return { main: lines.join('\n') };
}

// ---------- curve (rubrics in separate files) ----------

function curve(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  const rubric = (title, body) => `\\begin{rubric}{${tex(title)}}\n${body.join('\n')}\n\\end{rubric}\n`;
  const files = {
    'experience.tex': rubric(
      h.experience,
      p.experience.map(
        (j) =>
          `\\entry*[${showDate(j.start, dateStyle)} -- ${showEnd(p, j.end, dateStyle)}]\n\\textbf{${tex(j.title)}}, ${tex(j.company)}, ${tex(j.city)}.\\par ${tex(j.bullets.join(' '))}`,
      ),
    ),
    'education.tex': rubric(
      h.education,
      p.education.map(
        (e) => `\\entry*[${years(e)}]\n\\textbf{${tex(e.degree)}}, ${tex(e.institution)}, ${tex(e.city)}.`,
      ),
    ),
    'skills.tex': rubric(
      h.skills,
      p.skills.map((g) =>
        g.label
          ? `\\entry*[${tex(g.label)}] ${tex(g.items.join(', '))}`
          : `\\entry*[] ${tex(g.items.join(', '))}`,
      ),
    ),
  };
  const main = [
    `\\documentclass[a4paper,11pt]{curve}`,
    PREAMBLE,
    `\\usepackage[margin=2cm]{geometry}`,
    `\\leftheader{${tex(p.address.street)}\\\\${tex(`${p.address.postcode} ${p.address.city}`)}\\\\${tex(p.address.country)}}`,
    `\\rightheader{${tex(p.phone.shown)}\\\\${tex(p.email)}}`,
    `\\title{${tex(fullName(p))}}`,
    `\\subtitle{${tex(p.headline)}}`,
    '\\begin{document}',
    '\\makeheaders[c]',
    // The class typesets \title and \subtitle only in \maketitle: without it the name was never printed.
    '\\maketitle',
    '\\makerubric{experience}',
    '\\makerubric{education}',
    '\\makerubric{skills}',
    '\\end{document}',
  ].join('\n');
  return { main, files };
}

// ---------- simplecv (labels in a left margin column) ----------

function simplecv(p) {
  const dateStyle = 'year';
  const h = HEADINGS[p.lang];
  const lines = [
    `\\documentclass[sf,a4paper,11pt]{simplecv}`,
    PREAMBLE,
    `\\usepackage[margin=2.2cm]{geometry}`,
    `\\title{${tex(fullName(p))}}`,
    `\\leftheader{${tex(p.address.street)}\\\\${tex(`${p.address.postcode} ${p.address.city}`)}\\\\${tex(p.address.country)}}`,
    `\\rightheader{${tex(p.phone.shown)}\\\\${tex(p.email)}}`,
    '\\begin{document}',
    '\\maketitle',
    `\\section{${tex(h.experience)}}`,
    '\\begin{topic}',
  ];
  for (const j of p.experience)
    lines.push(
      `\\item[${showDate(j.start, dateStyle)}--${showEnd(p, j.end, dateStyle)}] ${tex(j.title)} at ${tex(j.company)}, ${tex(j.city)}\\\\ ${tex(j.bullets.join(' '))}`,
    );
  lines.push('\\end{topic}', `\\section{${tex(h.education)}}`, '\\begin{topic}');
  for (const e of p.education) lines.push(`\\item[${e.end}] ${tex(e.degree)}, ${tex(e.institution)}`);
  lines.push('\\end{topic}', `\\section{${tex(h.skills)}}`, '\\begin{topic}');
  for (const g of p.skills) lines.push(`\\item[${tex(g.label ?? '')}] ${tex(g.items.join(', '))}`);
  lines.push(`\\item[${tex(h.languages)}] ${tex(p.languages)}`);
  lines.push('\\end{topic}', '\\end{document}');
  return { main: lines.join('\n') };
}

// ---------- currvita (company first, dates in the label column) ----------

function currvita(p) {
  const dateStyle = 'long';
  const h = HEADINGS[p.lang];
  const lines = [
    `\\documentclass[a4paper,11pt]{article}`,
    PREAMBLE,
    `\\usepackage[NoDate]{currvita}`,
    `\\usepackage[margin=2.2cm]{geometry}`,
    '\\begin{document}',
    `\\begin{cv}{${tex(fullName(p))}}`,
    `\\noindent ${tex(p.address.street)}, ${tex(`${p.address.postcode} ${p.address.city}`)}, ${tex(p.address.country)}\\\\`,
    `${tex(p.phone.shown)} \\textbullet{} ${tex(p.email)}`,
    `\\begin{cvlist}{${tex(h.experience)}}`,
  ];
  for (const j of p.experience)
    lines.push(
      `\\item[${showDate(j.start, dateStyle)} -- ${showEnd(p, j.end, dateStyle)}] \\textsc{${tex(j.company)}} --- ${tex(j.title)}\\\\ ${tex(j.bullets.join(' '))}`,
    );
  lines.push('\\end{cvlist}', `\\begin{cvlist}{${tex(h.education)}}`);
  for (const e of p.education) lines.push(`\\item[${years(e)}] ${tex(e.institution)}: ${tex(e.degree)}`);
  lines.push('\\end{cvlist}', `\\begin{cvlist}{${tex(h.skills)}}`);
  for (const g of p.skills)
    lines.push(
      g.label
        ? `\\item[${tex(g.label)}] ${tex(g.items.join(', '))}`
        : `\\item ${g.items.map(tex).join(' \\textbullet{} ')}`,
    );
  lines.push('\\end{cvlist}', '\\end{cv}', '\\end{document}');
  return { main: lines.join('\n') };
}

// ---------- ReadableCV (right-aligned header with icons, three-column skill list, dates beside each role) ----------

/** Splits a list into runs of n (\addSkills and \roleAchievements take a fixed number of arguments). */
const chunks = (list, n) =>
  Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));
const args = (list, n) =>
  Array.from({ length: n }, (_, i) => `{${list[i] === undefined ? '' : tex(list[i])}}`).join('');

// Used as the class's own commands intend: \newHeading{title}{} and \newCourse{date}{course}{body}{} take a
// second (fourth) argument they never print; the class has no address field (the header prints the name,
// the job title, a mobile number and an email address) and no place for a job's city or for skill
// categories (\addSkills sets up to nine items in three columns).
function readablecv(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  const lines = [
    `\\documentclass{ReadableCV}`,
    `\\usepackage[utf8]{inputenc}`,
    `\\setYourName{${tex(fullName(p))}}`,
    `\\setYourJobTitle{${tex(p.headline)}}`,
    `\\setYourMobileNo{${tex(p.phone.shown)}}`,
    `\\setYourEmailAddr{${tex(p.email)}}`,
    '\\begin{document}',
    '\\showHeader',
    `\\newHeading{${tex(h.summary)}}{}`,
    tex(p.summary),
    `\\newHeading{${tex(h.skills)}}{}`,
  ];
  for (const run of chunks(
    p.skills.flatMap((g) => g.items),
    9,
  ))
    lines.push(`\\addSkills${args(run, 9)}`);
  lines.push(`\\newHeading{${tex(h.experience)}}{}`);
  for (const j of p.experience) {
    lines.push(
      `\\newRole{${range(p, j.start, j.end, dateStyle)}}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.bullets[0])}}`,
    );
    if (j.bullets.length > 1) lines.push(`\\roleAchievements${args(j.bullets.slice(1, 7), 6)}`);
  }
  lines.push(`\\newHeading{${tex(h.education)}}{}`);
  for (const e of p.education)
    lines.push(`\\newCourse{${years(e)}}{${tex(e.degree)}}{${tex(e.institution)}}{}`);
  lines.push(`\\newHeading{${tex(h.languages)}}{}`, tex(p.languages), '\\end{document}');
  return { main: lines.join('\n') };
}

// ---------- tucv (shaded heading bars, employer then indented job, place and dates in a right column) ----------

// The package has entry commands only: \resheading, \resemployer{name}{right}, \resjob[description]{job}{start}
// {end} (start and end stacked in the right column), \resschool{school}{place}, \ressubentry{left}{right},
// \resdesc{label}{text}, \resentrysinglecol{text}. It has no header command: the name and contact block is a
// centred paragraph written in the document, as in the package's example. \resdegree prints "degree in field",
// which the people's degrees do not split into, so a degree is a \ressubentry under its school.
function tucv(p) {
  const dateStyle = 'numeric';
  const h = HEADINGS[p.lang];
  const lines = [
    `\\documentclass[11pt,letterpaper]{article}`,
    PREAMBLE,
    `\\usepackage[pagesetup]{tucv}`,
    '\\begin{document}',
    '\\begin{center}',
    `{\\LARGE\\textbf{${tex(fullName(p))}}}\\\\[2pt]`,
    `${tex(p.address.street)}, ${tex(`${p.address.postcode} ${p.address.city}`)}, ${tex(p.address.country)}\\\\`,
    `${tex(p.phone.shown)} \\textbullet{} ${tex(p.email)}`,
    '\\end{center}',
    `\\resheading{${tex(h.summary)}}`,
    `\\resentrysinglecol{${tex(p.summary)}}`,
    `\\resheading{${tex(h.experience)}}`,
  ];
  for (const j of p.experience) {
    lines.push(`\\resemployer{${tex(j.company)}}{${tex(j.city)}}`);
    lines.push(
      `\\resjob[{${tex(j.bullets.join(' '))}}]{${tex(j.title)}}{${showDate(j.start, dateStyle)}}{${showEnd(p, j.end, dateStyle)}}`,
    );
  }
  lines.push(`\\resheading{${tex(h.education)}}`);
  for (const e of p.education) {
    lines.push(`\\resschool{${tex(e.institution)}}{${tex(e.city)}}`);
    lines.push(`\\ressubentry{${tex(e.degree)}}{${years(e)}}`);
  }
  lines.push(`\\resheading{${tex(h.skills)}}`);
  for (const g of p.skills)
    lines.push(
      g.label
        ? `\\resdesc{${tex(g.label)}:}{${tex(g.items.join(', '))}}`
        : `\\resentrysinglecol{${tex(g.items.join(', '))}}`,
    );
  lines.push(
    `\\resheading{${tex(h.languages)}}`,
    `\\resentrysinglecol{${tex(p.languages)}}`,
    '\\end{document}',
  );
  return { main: lines.join('\n') };
}

// ---------- Awesome-CV (centred header with icons, organisation and place then position and dates) ----------

// posquit0/Awesome-CV's class (LPPL 1.3c), from commit 964f99d (2025-02-06), the last before the class moved
// to Font Awesome 6 and the Source Sans 3 system font, which Debian's TeX Live 2022 and Debian do not have;
// this version loads the fontawesome5, roboto and sourcesanspro packages of texlive-fonts-extra. Written as
// the repository's examples/resume.tex and its section files write a résumé: \name{first}{last}, \position,
// \address, \mobile, \email, \makecvheader, the example's footer (date, name · Curriculum Vitae, page);
// \cvsection headings; a paragraph for the summary; \cventry{position}{organisation}{place}{dates}{items}
// for jobs and \cventry{degree}{institution}{place}{years}{} for schools; \cvskill{category}{skills}.
const AWESOME_CV = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'awesome-cv');

function awesomecv(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  // Blank lines where the example's files have them (between the header, the sections and the entries): a
  // \cvsection ends with a rule that fills the rest of its line, and entries are separate paragraphs.
  const section = (title, body) => [`\\cvsection{${tex(title)}}`, '', ...body, ''];
  const entries = (list) => ['\\begin{cventries}', '', ...list.flatMap((e) => [e, '']), '\\end{cventries}'];
  const lines = [
    `\\documentclass[11pt, a4paper]{awesome-cv}`,
    `\\geometry{left=1.4cm, top=.8cm, right=1.4cm, bottom=1.8cm, footskip=.5cm}`,
    `\\colorlet{awesome}{awesome-red}`,
    `\\name{${tex(p.first)}}{${tex(p.last)}}`,
    `\\position{${tex(p.headline)}}`,
    `\\address{${tex(`${p.address.street}, ${p.address.postcode} ${p.address.city}, ${p.address.country}`)}}`,
    `\\mobile{${tex(p.phone.shown)}}`,
    `\\email{${tex(p.email)}}`,
    '\\begin{document}',
    '\\makecvheader[C]',
    `\\makecvfooter{\\today}{${tex(fullName(p))}~~~·~~~Curriculum Vitae}{\\thepage}`,
    '',
    ...section(h.summary, ['\\begin{cvparagraph}', tex(p.summary), '\\end{cvparagraph}']),
    ...section(
      h.experience,
      entries(
        p.experience.map(
          (j) =>
            `\\cventry{${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}{${showDate(j.start, dateStyle)} - ${showEnd(p, j.end, dateStyle)}}` +
            `{\\begin{cvitems}${j.bullets.map((b) => `\\item {${tex(b)}}`).join(' ')}\\end{cvitems}}`,
        ),
      ),
    ),
    ...section(
      h.education,
      entries(
        p.education.map(
          (e) =>
            `\\cventry{${tex(e.degree)}}{${tex(e.institution)}}{${tex(e.city)}}{${e.start} - ${e.end}}{}`,
        ),
      ),
    ),
    ...section(h.skills, [
      '\\begin{cvskills}',
      ...p.skills.map((g) => `\\cvskill{${tex(g.label ?? '')}}{${tex(g.items.join(', '))}}`),
      '\\end{cvskills}',
    ]),
    ...section(h.languages, ['\\begin{cvparagraph}', tex(p.languages), '\\end{cvparagraph}']),
    '\\end{document}',
  ];
  return {
    main: lines.join('\n'),
    files: { 'awesome-cv.cls': readFileSync(path.join(AWESOME_CV, 'awesome-cv.cls'), 'utf8') },
  };
}

/** name → { render(person) → { main, files? }, dateStyle } */
export const LATEX_FAMILIES = {
  'moderncv-classic': {
    dateStyle: 'short',
    render: moderncv('classic', { color: 'blue', dateStyle: 'short', skills: 'items' }),
  },
  'moderncv-casual': {
    dateStyle: 'numeric',
    render: moderncv('casual', { color: 'orange', dateStyle: 'numeric', skills: 'list' }),
  },
  'moderncv-banking': {
    dateStyle: 'long',
    render: moderncv('banking', { color: 'black', dateStyle: 'long', skills: 'items' }),
  },
  // oldstyle and fancy load EB Garamond, whose initials exist only as Type 1 in TeX Live: pdflatex.
  'moderncv-oldstyle': {
    dateStyle: 'year',
    engine: 'pdflatex',
    render: moderncv('oldstyle', {
      color: 'green',
      dateStyle: 'year',
      skills: 'items',
      preamble: PDFLATEX_PREAMBLE,
    }),
  },
  'moderncv-fancy': {
    dateStyle: 'short',
    engine: 'pdflatex',
    render: moderncv('fancy', {
      color: 'grey',
      dateStyle: 'short',
      skills: 'double',
      preamble: PDFLATEX_PREAMBLE,
    }),
  },
  europasscv: { dateStyle: 'numeric', render: europasscv },
  curve: { dateStyle: 'short', render: curve },
  simplecv: { dateStyle: 'year', render: simplecv },
  currvita: { dateStyle: 'long', render: currvita },
};

/**
 * Families added after the first corpus (issue 9, phase 4). generate.mjs lists them after every other family,
 * so the families above keep their place in the list, and with it their people.
 */
export const LATE_LATEX_FAMILIES = {
  // ReadableCV loads Roboto as Type 1 fonts with T1 encoding: pdflatex.
  readablecv: { dateStyle: 'short', engine: 'pdflatex', render: readablecv },
  tucv: { dateStyle: 'numeric', render: tucv },
  // Added after readablecv and tucv (held out in their place when tucv was opened for development).
  'awesome-cv': { dateStyle: 'short', render: awesomecv },
};

// ---------- Jake's Resume and sb2nov/resume (single-file article templates, pdflatex) ----------

// Both templates are one .tex file: a preamble of \resume… macros over the article class, then the résumé. The
// part above \begin{document} is vendored unchanged (templates/<family>/preamble.tex, with the licence); the
// body is written in the template's own macros, as its example writes it. Both set \pdfgentounicode (a pdfTeX
// primitive) and load no font encoding: pdflatex, OT1, Computer Modern, as the templates are used.
const TEMPLATES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');
const preambleOf = (family) => readFileSync(path.join(TEMPLATES, family, 'preamble.tex'), 'utf8');
const dashRange = (p, j, style) => `${showDate(j.start, style)} -- ${showEnd(p, j.end, style)}`;
const place = (p) => `${p.address.city}, ${p.address.country}`;

// jakegut/resume (MIT), resume.tex of commit 3e64a93 (2020-09-14; the file last changed in 78de3c9): a centred
// name in bold small caps over "phone | email | …" (the example's LinkedIn and GitHub links; the people have
// neither, so the city and country take their place); \section headings in small caps over a rule;
// Education as \resumeSubheading{school}{place}{degree}{dates}, Experience as
// \resumeSubheading{title}{dates}{company}{place} with \resumeItem bullets (the example's order for each);
// skills as the example's Technical Skills block, a "\textbf{Category}{: items}" line per group (the items
// alone for a list without categories). The template has no place for a headline, a summary or an address;
// the spoken languages are a section of one line, set like the skills block.
function jakesResume(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  const block = (items) => [
    ' \\begin{itemize}[leftmargin=0.15in, label={}]',
    `    \\small{\\item{`,
    items.map((line) => `     ${line}`).join(' \\\\\n'),
    '    }}',
    ' \\end{itemize}',
  ];
  const lines = [
    preambleOf('jakes-resume'),
    '\\begin{document}',
    '',
    '\\begin{center}',
    `    \\textbf{\\Huge \\scshape ${tex(fullName(p))}} \\\\ \\vspace{1pt}`,
    `    \\small ${tex(p.phone.shown)} $|$ \\href{mailto:${tex(p.email)}}{\\underline{${tex(p.email)}}} $|$`,
    `    ${tex(place(p))}`,
    '\\end{center}',
    '',
    `\\section{${tex(h.education)}}`,
    '  \\resumeSubHeadingListStart',
  ];
  for (const e of p.education)
    lines.push(
      '    \\resumeSubheading',
      `      {${tex(e.institution)}}{${tex(e.city)}}`,
      `      {${tex(e.degree)}}{${years(e)}}`,
    );
  lines.push(
    '  \\resumeSubHeadingListEnd',
    '',
    `\\section{${tex(h.experience)}}`,
    '  \\resumeSubHeadingListStart',
  );
  for (const j of p.experience)
    lines.push(
      '',
      '    \\resumeSubheading',
      `      {${tex(j.title)}}{${dashRange(p, j, dateStyle)}}`,
      `      {${tex(j.company)}}{${tex(j.city)}}`,
      '      \\resumeItemListStart',
      ...j.bullets.map((b) => `        \\resumeItem{${tex(b)}}`),
      '      \\resumeItemListEnd',
    );
  lines.push('', '  \\resumeSubHeadingListEnd', '', `\\section{${tex(h.skills)}}`);
  lines.push(
    ...block(
      p.skills.map((g) =>
        g.label ? `\\textbf{${tex(g.label)}}{: ${tex(g.items.join(', '))}}` : tex(g.items.join(', ')),
      ),
    ),
  );
  lines.push('', `\\section{${tex(h.languages)}}`, ...block([tex(p.languages)]), '', '\\end{document}');
  return { main: lines.join('\n') };
}

// sb2nov/resume (MIT), sourabh_bajaj_resume.tex of commit 2929381 (2024-06-16; the file last changed in
// 4d1bb2b): a two-column header table, the name in bold (Large) on the left with "Email: …" on the right, then
// on the left the example's website (here the address: the people have no website) and "Mobile: …" on the
// right; Education and Experience as \resumeSubheading{school or company}{place}{degree or title}{dates}; the
// skills as the example's (commented-out) Skills section, "\textbf{Category}{: items}", two categories on one
// \item separated by \hfill when they fit on a line. The template's \resumeItem{label}{text} prints "label: text" and the bullets
// have no label, so a bullet is a plain \item in \small, as the macro sets its text. No headline or summary.
function sb2novResume(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  const groups = p.skills.map((g) =>
    g.label ? `\\textbf{${tex(g.label)}}{: ${tex(g.items.join(', '))}}` : tex(g.items.join(', ')),
  );
  const address = `${p.address.street}, ${p.address.postcode} ${p.address.city}, ${p.address.country}`;
  const lines = [
    preambleOf('sb2nov-resume'),
    '\\begin{document}',
    '',
    '\\begin{tabular*}{\\textwidth}{l@{\\extracolsep{\\fill}}r}',
    `  \\textbf{\\Large ${tex(fullName(p))}} & Email: \\href{mailto:${tex(p.email)}}{${tex(p.email)}}\\\\`,
    `  ${tex(address)} & Mobile: ${tex(p.phone.shown)} \\\\`,
    '\\end{tabular*}',
    '',
    `\\section{${tex(h.education)}}`,
    '  \\resumeSubHeadingListStart',
  ];
  for (const e of p.education)
    lines.push(
      '    \\resumeSubheading',
      `      {${tex(e.institution)}}{${tex(e.city)}}`,
      `      {${tex(e.degree)}}{${years(e)}}`,
    );
  lines.push(
    '  \\resumeSubHeadingListEnd',
    '',
    `\\section{${tex(h.experience)}}`,
    '  \\resumeSubHeadingListStart',
  );
  for (const j of p.experience)
    lines.push(
      '',
      '    \\resumeSubheading',
      `      {${tex(j.company)}}{${tex(j.city)}}`,
      `      {${tex(j.title)}}{${dashRange(p, j, dateStyle)}}`,
      '      \\resumeItemListStart',
      ...j.bullets.map((b) => `        \\item\\small{${tex(b)}}`),
      '      \\resumeItemListEnd',
    );
  lines.push(
    '',
    '  \\resumeSubHeadingListEnd',
    '',
    `\\section{${tex(h.skills)}}`,
    '  \\resumeSubHeadingListStart',
  );
  // Two categories share an \item, as the example's two short ones do, when they fit on one line (about 96
  // characters of this type); longer ones have an \item each, as a user seeing the wrapped pair would write it.
  const shown = (g) => `${g.label ? `${g.label}: ` : ''}${g.items.join(', ')}`.length;
  const rows = [];
  for (const [i, g] of p.skills.entries()) {
    const last = rows.at(-1);
    if (last && last.length === 1 && shown(p.skills[i - 1]) + shown(g) <= 96) last.push(groups[i]);
    else rows.push([groups[i]]);
  }
  for (const row of rows) lines.push(`    \\item{`, `      ${row.join('\n      \\hfill\n      ')}`, '    }');
  lines.push(
    '  \\resumeSubHeadingListEnd',
    '',
    `\\section{${tex(h.languages)}}`,
    '  \\resumeSubHeadingListStart',
    `    \\item{${tex(p.languages)}}`,
    '  \\resumeSubHeadingListEnd',
    '',
    '\\end{document}',
  );
  return { main: lines.join('\n') };
}

// ---------- Deedy-Resume and McDowell CV (two more single-class templates, held out) ----------

// deedy/Deedy-Resume (Apache-2.0), the OpenFonts version of commit 6d06ba7 (2015-12-02; the class last changed
// in 4c42405): OpenFonts/deedy-resume-openfont.cls, vendored unchanged in templates/deedy-resume/ with the
// licence. The class loads Lato and Raleway by file name from fonts/lato/ and fonts/raleway/ next to the
// document (the repository ships them there); the same files (OFL) come from TeX Live's lato and raleway
// packages, copied into the build directory, not vendored. Written as its deedy_resume-openfont.xtx: the
// example's \lastupdated note, \namesection{first}{last}{contact lines} (the example's links and two email
// addresses; here email | phone, then the address: the template has no address field); two minipages side
// by side, a third of the width on the left (Education as \subsection{school} \descript{degree}
// \location{years | place}; Skills as its block, each category a \location{Category:} line over the items
// joined by \textbullet; the spoken languages as a section of one line) and two thirds on the right
// (Experience as \runsubsection{company} \descript{| title} \location{dates | place} and a tightemize list of
// bullets). Dates "Apr 2019 – Present", an en dash as the example types it. No headline or summary.
const DEEDY_FONTS = {
  lato: [
    'Lato-Hai.ttf',
    'Lato-Lig.ttf',
    'Lato-LigIta.ttf',
    'Lato-Reg.ttf',
    'Lato-RegIta.ttf',
    'Lato-Bol.ttf',
  ],
  raleway: ['Raleway-ExtraLight.otf', 'Raleway-Medium.otf'],
};
const TEXLIVE_FONTS = {
  lato: '/usr/share/texlive/texmf-dist/fonts/truetype/public/lato',
  raleway: '/usr/share/texlive/texmf-dist/fonts/opentype/impallari/raleway',
};

function deedyResume(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  const dates = (j) => `${showDate(j.start, dateStyle)} – ${showEnd(p, j.end, dateStyle)}`;
  const address = `${p.address.street}, ${p.address.postcode} ${p.address.city}, ${p.address.country}`;
  const lines = [
    '\\documentclass[]{deedy-resume-openfont}',
    '\\usepackage{fancyhdr}',
    '',
    '\\pagestyle{fancy}',
    '\\fancyhf{}',
    '',
    '\\begin{document}',
    '\\lastupdated',
    '',
    `\\namesection{${tex(p.first)}}{${tex(p.last)}}{ \\urlstyle{same}\\href{mailto:${tex(p.email)}}{${tex(p.email)}} | ${tex(p.phone.shown)}\\\\`,
    `${tex(address)}`,
    '}',
    '',
    '\\begin{minipage}[t]{0.33\\textwidth}',
    '',
    `\\section{${tex(h.education)}}`,
    '',
  ];
  for (const e of p.education)
    lines.push(
      `\\subsection{${tex(e.institution)}}`,
      `\\descript{${tex(e.degree)}}`,
      `\\location{${e.start} – ${e.end} | ${tex(e.city)}}`,
      '\\sectionsep',
      '',
    );
  lines.push(`\\section{${tex(h.skills)}}`);
  for (const g of p.skills) {
    if (g.label) lines.push(`\\location{${tex(g.label)}:}`);
    lines.push(`${g.items.map(tex).join(' \\textbullet{} ')} \\\\`);
  }
  lines.push('\\sectionsep', '', `\\section{${tex(h.languages)}}`, `${tex(p.languages)}`, '\\sectionsep', '');
  lines.push(
    '\\end{minipage}',
    '\\hfill',
    '\\begin{minipage}[t]{0.66\\textwidth}',
    '',
    `\\section{${tex(h.experience)}}`,
  );
  for (const [i, j] of p.experience.entries())
    lines.push(
      `\\runsubsection{${tex(j.company)}}`,
      `\\descript{| ${tex(j.title)}}`,
      `\\location{${dates(j)} | ${tex(j.city)}}`,
      // The example's fix for the first list of the column, which otherwise overlaps the line above it.
      ...(i === 0 ? ['\\vspace{\\topsep} % Hacky fix for awkward extra vertical space'] : []),
      '\\begin{tightemize}',
      ...j.bullets.map((b) => `\\item ${tex(b)}`),
      '\\end{tightemize}',
      '\\sectionsep',
      '',
    );
  lines.push('\\end{minipage}', '\\end{document}');
  const files = {
    'deedy-resume-openfont.cls': readFileSync(
      path.join(TEMPLATES, 'deedy-resume', 'deedy-resume-openfont.cls'),
      'utf8',
    ),
  };
  for (const [dir, names] of Object.entries(DEEDY_FONTS))
    for (const name of names)
      files[`fonts/${dir}/${name}`] = readFileSync(path.join(TEXLIVE_FONTS[dir], name));
  return { main: lines.join('\n'), files };
}

// dnl-blkv/mcdowell-cv (MIT), mcdowellcv.cls of commit b7e2d27 (2023-08-30; the class last changed in a089e48),
// vendored unchanged in templates/mcdowell-cv/ with the licence: a LuaLaTeX class (its README; microtype's
// letterspacing of the name fails under XeTeX), Gayle McDowell's layout. The class sets its text in Times New
// Roman, a Microsoft font Debian does not ship; it is given Liberation Serif, Debian's metric-compatible
// replacement for it (what fontconfig substitutes for that name in every other program), by replacing that one
// name when the class is copied into the build directory. Written as its McDowell_CV_Template.tex: \name,
// \address{street \linebreak postcode city, country}, \contacts{phone \linebreak email}, \makeheader (address
// left, name centred in spaced small caps, contacts right); cvsection environments; a job as
// cvsubsection{title}{company}{dates} with an itemize of bullets, a school as cvsubsection{place}{school}
// {years} with the degree as its one item (the example's order); skills as the example's "Languages and
// Technologies" section, an empty-headed cvsubsection with one item per group, items separated by
// semicolons, a category as a bold "Category:" in front (as the example's awards); the spoken languages as
// one item. Dates "Apr 2019 -- Present". No headline or summary.
const linesOf = (...cells) => {
  const n = Math.max(...cells.map((c) => Math.ceil(c.length / 30)));
  return n > 1 ? `[${n}]` : '';
};
const MCDOWELL_FONT = ['\\def\\mainfontface{Times New Roman}', '\\def\\mainfontface{Liberation Serif}'];

function mcdowellCv(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  // The environment's optional argument is the number of lines its three-column head takes (it sets the space
  // under the head; with the default of one, a wrapped head runs into the first item). A user sees the wrap
  // and writes [2]: a column holds about 30 characters of the bold head.
  const subsection = (left, center, right, items) => [
    `    \\begin{cvsubsection}${linesOf(left, center, right)}{${left}}{${center}}{${right}}`,
    '      \\begin{itemize}',
    ...items.map((i) => `        \\item ${i}`),
    '      \\end{itemize}',
    '    \\end{cvsubsection}',
    '',
  ];
  const lines = [
    '\\documentclass[]{mcdowellcv}',
    '',
    '\\usepackage{amsmath}',
    '',
    `\\name{${tex(fullName(p))}}`,
    `\\address{${tex(p.address.street)} \\linebreak ${tex(`${p.address.postcode} ${p.address.city}, ${p.address.country}`)}}`,
    `\\contacts{${tex(p.phone.shown)} \\linebreak ${tex(p.email)}}`,
    '',
    '\\begin{document}',
    '  \\makeheader',
    '',
    `  \\begin{cvsection}{${tex(h.experience)}}`,
    ...p.experience.flatMap((j) =>
      subsection(tex(j.title), tex(j.company), dashRange(p, j, dateStyle), j.bullets.map(tex)),
    ),
    '  \\end{cvsection}',
    '',
    `  \\begin{cvsection}{${tex(h.education)}}`,
    ...p.education.flatMap((e) => subsection(tex(e.city), tex(e.institution), years(e), [tex(e.degree)])),
    '  \\end{cvsection}',
    '',
    `  \\begin{cvsection}{${tex(h.skills)}}`,
    ...subsection(
      '',
      '',
      '',
      p.skills.map((g) => `${g.label ? `\\textbf{${tex(g.label)}:} ` : ''}${g.items.map(tex).join('; ')}`),
    ),
    '  \\end{cvsection}',
    '',
    `  \\begin{cvsection}{${tex(h.languages)}}`,
    ...subsection('', '', '', [tex(p.languages)]),
    '  \\end{cvsection}',
    '',
    '\\end{document}',
  ];
  const cls = readFileSync(path.join(TEMPLATES, 'mcdowell-cv', 'mcdowellcv.cls'), 'utf8');
  if (!cls.includes(MCDOWELL_FONT[0]))
    throw new Error('mcdowellcv.cls: the font line to replace is not there');
  // LuaTeX derives the PDF's /ID from the path of the (temporary) build directory; a fixed one, from the
  // source, keeps a second run byte-identical. It is build plumbing, not part of the résumé.
  const main = lines.join('\n');
  const id = createHash('md5').update(main).digest('hex').toUpperCase();
  return {
    main: `\\pdfvariable trailerid {[<${id}> <${id}>]}\n${main}`,
    files: { 'mcdowellcv.cls': cls.replace(...MCDOWELL_FONT) },
  };
}

// liantze/AltaCV (LPPL 1.3c), altacv.cls of commit 9137353 (2025-07-30, v1.7.4; the class last changed there),
// vendored unchanged in templates/altacv/ with the licence. pdflatex, the sample's own branch for it (Roboto
// Slab and Lato from TeX Live, T1). Written as its sample.tex: the sample's preamble (geometry, fonts, colours,
// font and marker settings) without its publication list; \name, \tagline{headline}, \personalinfo{\email
// \phone \mailaddress} (no photo: the people have none), \makecvheader; \columnratio{0.6} and a two-column
// paracol: on the left Experience as \cvevent{title}{company}{dates}{place} with an itemize of bullets and a
// \divider between jobs; on the right, in the sample's order, the summary as its "My Life Philosophy" quote,
// the skills as its "Strengths" \cvtag boxes (a labelled group under a \cvsubsection of its label, groups
// separated by \divider\smallskip), the spoken languages as a line of text (the sample's \cvskill ratings
// need a level per language the records do not have) and Education as \cvevent{degree}{school}{years}{place}
// with dividers. Dates "Apr 2019 -- Present".
const ALTACV_PREAMBLE = [
  '\\documentclass[10pt,a4paper,withhyper]{altacv}',
  '\\geometry{left=1.25cm,right=1.25cm,top=1.5cm,bottom=1.5cm,columnsep=1.2cm}',
  '\\usepackage{paracol}',
  '\\iftutex',
  '  \\setmainfont{Roboto Slab}',
  '  \\setsansfont{Lato}',
  '  \\renewcommand{\\familydefault}{\\sfdefault}',
  '\\else',
  '  \\usepackage[rm]{roboto}',
  '  \\usepackage[defaultsans]{lato}',
  '  \\renewcommand{\\familydefault}{\\sfdefault}',
  '\\fi',
  '\\definecolor{SlateGrey}{HTML}{2E2E2E}',
  '\\definecolor{LightGrey}{HTML}{666666}',
  '\\definecolor{DarkPastelRed}{HTML}{450808}',
  '\\definecolor{PastelRed}{HTML}{8F0D0D}',
  '\\definecolor{GoldenEarth}{HTML}{E7D192}',
  '\\colorlet{name}{black}',
  '\\colorlet{tagline}{PastelRed}',
  '\\colorlet{heading}{DarkPastelRed}',
  '\\colorlet{headingrule}{GoldenEarth}',
  '\\colorlet{subheading}{PastelRed}',
  '\\colorlet{accent}{PastelRed}',
  '\\colorlet{emphasis}{SlateGrey}',
  '\\colorlet{body}{LightGrey}',
  '\\renewcommand{\\namefont}{\\Huge\\rmfamily\\bfseries}',
  '\\renewcommand{\\personalinfofont}{\\footnotesize}',
  '\\renewcommand{\\cvsectionfont}{\\LARGE\\rmfamily\\bfseries}',
  '\\renewcommand{\\cvsubsectionfont}{\\large\\bfseries}',
  '\\renewcommand{\\cvItemMarker}{{\\small\\textbullet}}',
  '\\renewcommand{\\cvRatingMarker}{\\faCircle}',
];

/** \personalinfo fields are printed through \scantokens with _ & $ # ~ as plain characters: no escaping. */
function infoText(s) {
  if (/[\\{}%^]/.test(s)) throw new Error(`altacv: cannot print ${s} in \\personalinfo`);
  return s;
}

function altacv(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  const between = (items, render) =>
    items.flatMap((x, i) => [...(i ? ['', '\\divider', ''] : []), ...render(x)]);
  const address = `${p.address.street}, ${p.address.postcode} ${p.address.city}, ${p.address.country}`;
  const lines = [
    ...ALTACV_PREAMBLE,
    '',
    '\\begin{document}',
    `\\name{${tex(fullName(p))}}`,
    `\\tagline{${tex(p.headline)}}`,
    '',
    '\\personalinfo{%',
    `  \\email{${infoText(p.email)}}`,
    `  \\phone{${infoText(p.phone.shown)}}`,
    `  \\mailaddress{${infoText(address)}}`,
    '}',
    '',
    '\\makecvheader',
    '',
    '\\columnratio{0.6}',
    '',
    '\\begin{paracol}{2}',
    `\\cvsection{${tex(h.experience)}}`,
    '',
    ...between(p.experience, (j) => [
      `\\cvevent{${tex(j.title)}}{${tex(j.company)}}{${dashRange(p, j, dateStyle)}}{${tex(j.city)}}`,
      '\\begin{itemize}',
      ...j.bullets.map((b) => `\\item ${tex(b)}`),
      '\\end{itemize}',
    ]),
    '',
    '\\switchcolumn',
    '',
    `\\cvsection{${tex(h.summary)}}`,
    '',
    '\\begin{quote}',
    tex(p.summary),
    '\\end{quote}',
    '',
    `\\cvsection{${tex(h.skills)}}`,
    '',
    ...p.skills.flatMap((g, i) => [
      ...(i ? ['', '\\divider\\smallskip', ''] : []),
      ...(g.label ? [`\\cvsubsection{${tex(g.label)}}`] : []),
      ...g.items.map((s) => `\\cvtag{${tex(s)}}`),
    ]),
    '',
    `\\cvsection{${tex(h.languages)}}`,
    '',
    tex(p.languages),
    '',
    '\\medskip',
    '',
    `\\cvsection{${tex(h.education)}}`,
    '',
    ...between(p.education, (e) => [
      `\\cvevent{${tex(e.degree)}}{${tex(e.institution)}}{${years(e)}}{${tex(e.city)}}`,
    ]),
    '',
    '\\end{paracol}',
    '',
    '\\end{document}',
  ];
  return {
    main: lines.join('\n'),
    files: { 'altacv.cls': readFileSync(path.join(TEMPLATES, 'altacv', 'altacv.cls'), 'utf8') },
  };
}

/**
 * Added after the HTML/CSS families of phase 4 (LATE_HTML_FAMILIES): generate.mjs lists these after those, so
 * that adding them moved no family to another place in the list and changed no family's people.
 */
export const LAST_LATEX_FAMILIES = {
  'jakes-resume': { dateStyle: 'short', engine: 'pdflatex', render: jakesResume },
  'sb2nov-resume': { dateStyle: 'short', engine: 'pdflatex', render: sb2novResume },
  // Appended after those two (held out): Deedy-Resume (xelatex, as it says) and McDowell CV (lualatex).
  'deedy-resume': { dateStyle: 'short', render: deedyResume },
  'mcdowell-cv': { dateStyle: 'short', engine: 'lualatex', render: mcdowellCv },
  // Appended after those (held out): AltaCV (pdflatex, the sample's branch for it).
  altacv: { dateStyle: 'short', engine: 'pdflatex', render: altacv },
};

// ---------- pas-cv (TeX Live, Stéphane Pasquet's TikZ backgrounds) ----------

// pas-cv.sty (2013/11/26, V2.01) draws a page background in one of fifteen models with TikZ; the résumé's own
// text goes in the page's body, which \CVmargins fits to the model. No documentation or example is installed
// with it, so the package is the guide: \CVbg[modele=…,poste=…] draws the model and prints the "poste" (the
// job sought: the headline) in its banner, \infoLeft{…} and \infoRight{…} place two identity boxes at the top
// corners (model jupiter: the name and address on the left, the phone and email right-aligned on the right),
// \CVtitle{…} sets a section title (jupiter: a dot, the title in bold, a fading underline; it asks for small
// caps, which Latin Modern has not in bold). The
// package has no entry commands: jobs and schools are written as plain lines, "\textbf{title}, company, city"
// with the dates at the right margin and the bullets in an itemize, skills as "\textbf{Category:} items"
// (paragraphs unindented, so that these lines start at the body's margin).
// Model jupiter, the first the package loads; pdflatex with T1 Latin Modern.
function pasCv(p) {
  const dateStyle = 'short';
  const h = HEADINGS[p.lang];
  const title = (s) => `\\CVtitle[color=blue!70!black,bordercolor=red!70!black]{${tex(s)}}`;
  const lines = [
    '\\documentclass[a4paper,11pt]{article}',
    PDFLATEX_PREAMBLE,
    '\\usepackage{pas-cv}',
    '\\setlength{\\parindent}{0pt}',
    '\\setlength{\\parskip}{3pt}',
    '',
    `\\CVbg[modele=jupiter,bgcolor=blue,bordercolor=red,postesize=\\LARGE,postecolor=blue!60!black,poste={${tex(p.headline)}}]`,
    `\\infoLeft{{\\LARGE\\bfseries ${tex(fullName(p))}}\\\\[2pt]`,
    `${tex(p.address.street)}\\\\`,
    `${tex(`${p.address.postcode} ${p.address.city}`)}\\\\`,
    `${tex(p.address.country)}}`,
    `\\infoRight{${tex(p.phone.shown)}\\\\`,
    `${tex(p.email)}}`,
    '',
    '\\begin{document}',
    '\\CVmargins',
    '',
    title(h.summary),
    '',
    tex(p.summary),
    '',
    title(h.experience),
    '',
  ];
  for (const j of p.experience)
    lines.push(
      `\\textbf{${tex(j.title)}}, ${tex(j.company)}, ${tex(j.city)} \\hfill ${dashRange(p, j, dateStyle)}`,
      '\\begin{itemize}',
      ...j.bullets.map((b) => `\\item ${tex(b)}`),
      '\\end{itemize}',
      '',
    );
  lines.push(title(h.education), '');
  for (const e of p.education)
    lines.push(`\\textbf{${tex(e.degree)}}, ${tex(e.institution)}, ${tex(e.city)} \\hfill ${years(e)}`, '');
  lines.push(title(h.skills), '');
  lines.push(
    p.skills
      .map((g) =>
        g.label ? `\\textbf{${tex(g.label)}:} ${tex(g.items.join(', '))}` : tex(g.items.join(', ')),
      )
      .join('\\\\\n'),
    '',
    title(h.languages),
    '',
    tex(p.languages),
    '',
    '\\end{document}',
  );
  return { main: lines.join('\n') };
}

/**
 * Added after LAST_HTML_FAMILIES (tonyalgara-resume): generate.mjs lists these after those, so that adding
 * them moved no family to another place in the list and changed no family's people.
 */
export const FINAL_LATEX_FAMILIES = {
  // Held out: pas-cv, model jupiter (pdflatex).
  'pas-cv': { dateStyle: 'short', engine: 'pdflatex', render: pasCv },
};

// Slot 16 of generate.mjs (held out): simple-resume-cv, written in its own file.
export { SLOT_16_LATEX_FAMILIES } from './latex-simple-resume-cv.mjs';

// Slot 20 of generate.mjs (held out): yaac-another-awesome-cv, written in its own file.
export { SLOT_20_LATEX_FAMILIES } from './latex-yaac-another-awesome-cv.mjs';

// Slot 25 of generate.mjs (held out): mjresume, written in its own file.
export { SLOT_25_LATEX_FAMILIES } from './latex-mjresume.mjs';

// Slot 29 of generate.mjs (held out): latexcv-rows, written in its own file.
export { SLOT_29_LATEX_FAMILIES } from './latex-latexcv-rows.mjs';

// Slot 33 of generate.mjs (held out): cv4tw-compact, written in its own file.
export { SLOT_33_LATEX_FAMILIES } from './latex-cv4tw-compact.mjs';

// Slot 37 of generate.mjs (held out): friggeri-cv, written in its own file.
export { SLOT_37_LATEX_FAMILIES } from './latex-friggeri-cv.mjs';

// Slot 44 of generate.mjs (held out): limecv, written in its own file.
export { SLOT_44_LATEX_FAMILIES } from './latex-limecv.mjs';

// Slot 48 of generate.mjs (held out): resume-billryan, written in its own file.
export { SLOT_48_LATEX_FAMILIES } from './latex-resume-billryan.mjs';

// Slot 52 of generate.mjs (held out): harnon-cv, written in its own file.
export { SLOT_52_LATEX_FAMILIES } from './latex-harnon-cv.mjs';

// Slot 56 of generate.mjs (held out): kres, written in its own file.
export { SLOT_56_LATEX_FAMILIES } from './latex-kres.mjs';

// Slot 60 of generate.mjs (held out): resumemac, written in its own file.
export { SLOT_60_LATEX_FAMILIES } from './latex-resumemac.mjs';

// Slot 64 of generate.mjs (held out): ecv-cv, written in its own file.
export { SLOT_64_LATEX_FAMILIES } from './latex-ecv-cv.mjs';

// Slot 68 of generate.mjs (held out): esieecv, written in its own file.
export { SLOT_68_LATEX_FAMILIES } from './latex-esieecv.mjs';

// Slot 72 of generate.mjs (held out): moderntimeline, written in its own file.
export { SLOT_72_LATEX_FAMILIES } from './latex-moderntimeline.mjs';

// Slot 76 of generate.mjs (held out): kip93-resume, written in its own file.
export { SLOT_76_LATEX_FAMILIES } from './latex-kip93-resume.mjs';

// Slot 80 of generate.mjs (held out): europecv-vitacolonna, written in its own file.
export { SLOT_80_LATEX_FAMILIES } from './latex-europecv-vitacolonna.mjs';

// Slot 84 of generate.mjs (held out): mycv-ghersi, written in its own file.
export { SLOT_84_LATEX_FAMILIES } from './latex-mycv-ghersi.mjs';

// Slot 88 of generate.mjs (held out): developer-resume-ajivoin, written in its own file.
export { SLOT_88_LATEX_FAMILIES } from './latex-developer-resume-ajivoin.mjs';

// Slot 92 of generate.mjs (held out): cvtex-taraborelli, written in its own file.
export { SLOT_92_LATEX_FAMILIES } from './latex-cvtex-taraborelli.mjs';
