// simple-resume-cv (TeX Live's simpleresumecv class, Zach Scrivena, public domain): a held-out LaTeX family in
// generate.mjs's slot 16, re-exported from latex.mjs as SLOT_16_LATEX_FAMILIES.
//
// simpleresumecv.cls (2016/12/25, v3.0; Debian's texlive-xetex, tex/xelatex/simple-resume-cv/) is an article
// class for xelatex: \Title{name} centred in 28 pt bold, a SubTitle block of small centred lines under it, then
// a Body list whose labels are the section headings — \Section{…} sets its title in bold capitals in a 1.2 in
// left column, on the line of the section's first entry — and a "Page 1 of 1" footer. Its example (CV.tex,
// installed as doc/xelatex/simple-resume-cv/CV.tex.gz with CV.pdf) is the model of how a user fills it:
// the address on the first SubTitle line, "e-mail ● phone" on the second; each employer or school an \Entry
// "\textbf{Name}, City" line, each position under it a \BulletItem (a square bullet) "Title \hfill dates"
// with the dates as \DatestampYM{yyyy}{mm} (the class option MMMyyyy prints "Apr 2019") or \DatestampY{yyyy},
// "Present" for an open end (here the language's word), its bullets as \SubBulletItem (a small round
// bullet) in a Detail block (smaller type); \Gap between the items of an entry, \BigGap between entries; the
// spoken languages one \BulletItem each; the skills one \Entry of comma-separated names ending with a full
// stop, as the example's. Skill groups (the example has none) are \BulletItem "Label: a, b, c." lines, as the
// example writes its language lines. The headline (the example has none) is the SubTitle's first line, above
// the address; the summary is a section of one \Entry.
//
// The class loads its main font from ./Fonts/Tinos/ (Tinos-Regular.ttf and its bold and italic faces) next to
// the document, as the example's folder has it; they are copied from Debian's fonts-croscore (Apache-2.0), not
// vendored. Its secondary font (GNU FreeFont, for \UseSecondaryFont) is never asked for here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';
import { tex } from './latex.mjs';

const TINOS_DIR = '/usr/share/fonts/truetype/croscore';
const TINOS = ['Tinos-Regular.ttf', 'Tinos-Italic.ttf', 'Tinos-Bold.ttf', 'Tinos-BoldItalic.ttf'];

const ym = ([y, m]) => `\\DatestampYM{${y}}{${String(m).padStart(2, '0')}}`;

function simpleResumeCv(p) {
  const h = HEADINGS[p.lang];
  let n = 0;
  const section = (title) => ['', `\\Section`, `{${tex(title)}}`, `{${tex(title)}}`, `{PDF:${++n}}`, ''];
  const lines = [
    '\\documentclass[a4paper,MMMyyyy,nonstopmode]{simpleresumecv}',
    '',
    `\\newcommand{\\CVAuthor}{${tex(fullName(p))}}`,
    '',
    '\\hypersetup{',
    'pdftitle={\\CVAuthor},',
    'pdfauthor={\\CVAuthor},',
    'pdfcreator={XeLaTeX},',
    'pdfproducer={},',
    'unicode=true,',
    'bookmarks=true,',
    'hidelinks,',
    'breaklinks}',
    '',
    '\\begin{document}',
    '',
    '\\Title{\\CVAuthor}',
    '',
    '\\begin{SubTitle}',
    tex(p.headline),
    '\\par',
    tex(`${p.address.street}, ${p.address.postcode} ${p.address.city}, ${p.address.country}`),
    '\\par',
    `\\href{mailto:${tex(p.email)}}`,
    `{${tex(p.email)}}`,
    '\\,\\SubBulletSymbol\\,',
    tex(p.phone.shown),
    '\\end{SubTitle}',
    '',
    '\\begin{Body}',
    ...section(h.summary),
    '\\Entry',
    tex(p.summary),
    ...section(h.experience),
  ];
  p.experience.forEach((j, i) => {
    if (i > 0) lines.push('', '\\BigGap');
    lines.push(
      '\\Entry',
      `\\textbf{${tex(j.company)}},`,
      tex(j.city),
      '',
      '\\Gap',
      '\\BulletItem',
      tex(j.title),
      '\\hfill',
      `${ym(j.start)} --`,
      j.end ? ym(j.end) : tex(PRESENT_WORD[p.lang]),
      '\\begin{Detail}',
      ...j.bullets.flatMap((b) => ['\\SubBulletItem', tex(b)]),
      '\\end{Detail}',
    );
  });
  lines.push(...section(h.education));
  p.education.forEach((e, i) => {
    if (i > 0) lines.push('', '\\BigGap');
    lines.push(
      '\\Entry',
      `\\textbf{${tex(e.institution)}},`,
      tex(e.city),
      '',
      '\\Gap',
      '\\BulletItem',
      tex(e.degree),
      '\\hfill',
      `\\DatestampY{${e.start}} --`,
      `\\DatestampY{${e.end}}`,
    );
  });
  lines.push(...section(h.skills));
  if (p.skills.every((g) => !g.label)) {
    lines.push(
      '\\Entry',
      `${p.skills
        .flatMap((g) => g.items)
        .map(tex)
        .join(',\n')}.`,
    );
  } else {
    p.skills.forEach((g, i) => {
      if (i > 0) lines.push('', '\\Gap');
      lines.push('\\BulletItem', `${g.label ? `${tex(g.label)}: ` : ''}${g.items.map(tex).join(', ')}.`);
    });
  }
  lines.push(...section(h.languages));
  p.languages.split(', ').forEach((l, i) => {
    if (i > 0) lines.push('', '\\Gap');
    lines.push('\\BulletItem', `${tex(l)}.`);
  });
  lines.push('', '\\end{Body}', '', '\\end{document}', '');
  const files = Object.fromEntries(
    TINOS.map((f) => [path.join('Fonts', 'Tinos', f), readFileSync(path.join(TINOS_DIR, f))]),
  );
  return { main: lines.join('\n'), files };
}

/** Slot 16 of generate.mjs: simple-resume-cv, held out (xelatex, as the class asks). */
export const SLOT_16_LATEX_FAMILIES = {
  'simple-resume-cv': { dateStyle: 'short', engine: 'xelatex', render: simpleResumeCv },
};
