// mycv-ghersi (TeX Live mycv, Andrea Ghersi's "My Curriculum Vitae class" mycv.cls v1.5.6, 2012, "A list-driven CV
// class, allowing TikZ decorations", LPPL 1.3c): a held-out family in generate.mjs's slot 84, re-exported from
// latex.mjs as SLOT_84_LATEX_FAMILIES.
//
// mycv.cls (an article class; Debian's texlive-latex-extra, nothing vendored) lays a CV out from three lists the
// document defines, \headerlayoutlist, \bodylayoutlist and \footerlayoutlist, rendered by \myrenderlayout: each item
// is either the name of a content file "name@" read from the folder Contents/ (the class option cntdir), or a
// page-begin/-end marker: MainHeaderPageBegin / MainBodyPageBegin (a minipage the text's width), SubHeaderPageBegin /
// SubBodyPageBegin (a minipage of 0.44 / 0.45 of it, or "<0.5>" the fraction given), each with an optional
// "<postcmd:…>" command run after it and "/ml…/" a left margin. Its default style mycv_style.sty (loaded unless
// style=none) sets A4 with a 495 pt text block and 1.5 cm top and bottom margins, Times (`times`), text almost black
// (#2b2b2b), \section as a small-capitals \Large title in dark red (#701112) between two rules of that colour, the
// list environment `myitemize` with Zapf Dingbats' pointing hand (\ding{43}) as its bullet, links blue, and a
// fancyhdr footer \mycfoot{…} in tiny sans-serif dark red; it loads calligra (the Calligra script font), marvosym
// (\Mobilefone) and amssymb. The class option withDec loads mycv_dec.sty, TikZ decorations drawn behind the page:
// \mydecorationsPathmorphing[draw]{decoration}[colour]<shading> a rectangle 1 cm inside the page's edge, its sides
// drawn with a path-morphing decoration.
//
// The package's documentation and example (CTAN's mycv.pdf and its example folder) are not installed by Debian, so
// the class is used as its code reads: `\documentclass[withDec]{mycv}` with T1 fonts; the header a main page of 0.98 of
// the text's width (the line it starts on also holds the class's spaces) with two sub-pages side by side, 0.55 and 0.4
// of it (\hfill after the first, as "<postcmd:hfill>"): at the left the name in Calligra \Huge over the headline in
// small capitals, at the right, right-aligned, the street, the city line and country, \Mobilefone and the phone as
// written, and the e-mail as a mailto link; the body: the summary, the jobs and the schools in full-width main pages,
// each a section; each job "\textbf{Company}, City" with "MM/YYYY -- MM/YYYY" (an open end the language's word for now)
// at the right, the title in italics under it and the bullets in `myitemize`; each school "\textbf{School}, City" with
// "YYYY -- YYYY" at the right and the degree in italics under it; then two sub-pages side by side, the skills (ragged
// right, one line a group, "\textbf{Label:} a, b, c", a flat list "a, b, c") and the spoken languages (one a line,
// "Language -- level"); the footer list empty, \mycfoot{First Last -- Curriculum Vitae} set before. Decorations:
// \mydecorationsSetLineWidth[0.6pt] and a frame of "random steps" in the style's dark red, the call in a box of no
// width (\rlap) so that it starts no indented line before the header. Section titles in the person's language
// (HEADINGS), "Curriculum Vitae" in the footer for everyone. Nothing in the class is changed.
import { HEADINGS, cityLine, fullName, showDate, showEnd, spokenLanguages } from './persons.mjs';
import { tex } from './latex.mjs';

const STYLE = 'numeric';

function mycv(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const files = {};
  const put = (name, lines) => {
    files[`Contents/${name}.tex`] = `${lines.join('\n')}\n`;
  };

  put('personal', [
    `{\\Huge\\calligra ${tex(fullName(p))}}\\\\[6pt]`,
    `{\\large\\scshape ${tex(p.headline)}}`,
  ]);
  put('contacts', [
    '\\begin{flushright}',
    `${tex(a.street)}\\\\`,
    `${tex(`${cityLine(a)}, ${a.country}`)}\\\\`,
    `\\Mobilefone~${tex(p.phone.shown)}\\\\`,
    `\\Letter~\\href{mailto:${p.email}}{${tex(p.email)}}`,
    '\\end{flushright}',
  ]);
  put('profile', [`\\section{${tex(h.summary)}}`, tex(p.summary)]);

  const jobs = [`\\section{${tex(h.experience)}}`];
  p.experience.forEach((j, i) => {
    if (i > 0) jobs.push('\\medskip');
    jobs.push(
      `\\noindent\\textbf{${tex(j.company)}}, ${tex(j.city)} \\hfill ${showDate(j.start, STYLE)} -- ${tex(
        showEnd(p, j.end, STYLE),
      )}\\\\`,
      `\\textit{${tex(j.title)}}`,
      '\\begin{myitemize}',
      ...j.bullets.map((b) => `\\item ${tex(b)}`),
      '\\end{myitemize}',
    );
  });
  put('experience', jobs);

  const schools = [`\\section{${tex(h.education)}}`];
  p.education.forEach((e, i) => {
    if (i > 0) schools.push('\\medskip');
    schools.push(
      `\\noindent\\textbf{${tex(e.institution)}}, ${tex(e.city)} \\hfill ${e.start} -- ${e.end}\\\\`,
      `\\textit{${tex(e.degree)}}`,
      '',
    );
  });
  put('education', schools);

  put('skills', [
    `\\section{${tex(h.skills)}}`,
    // Ragged right, so that no skill is hyphenated across lines in the half-width column.
    '\\raggedright',
    p.skills
      .map((g) => (g.label ? `\\textbf{${tex(g.label)}:} ` : '') + tex(g.items.join(', ')))
      .join('\\\\\n'),
  ]);
  put('languages', [
    `\\section{${tex(h.languages)}}`,
    spokenLanguages(p)
      .map((l) => (l.level ? `${tex(l.name)} -- ${tex(l.level)}` : tex(l.name)))
      .join('\\\\\n'),
  ]);

  const main = [
    '\\documentclass[withDec]{mycv}',
    '\\usepackage[T1]{fontenc}',
    '',
    `\\mypdfauthor{${tex(fullName(p))}}`,
    '\\mypdftitle{Curriculum Vitae}',
    '\\mypdfsubject{Curriculum Vitae}',
    '',
    '\\def\\headerlayoutlist{%',
    '   MainHeaderPageBegin<0.98>,',
    '      SubHeaderPageBegin<0.55>,personal@,SubHeaderPageEnd<postcmd:hfill>,',
    '      SubHeaderPageBegin<0.4>,contacts@,SubHeaderPageEnd,',
    '   MainHeaderPageEnd}',
    '\\def\\bodylayoutlist{%',
    '   MainBodyPageBegin,profile@,experience@,education@,MainBodyPageEnd,',
    '   SubBodyPageBegin,skills@,SubBodyPageEnd<postcmd:hfill>,',
    '   SubBodyPageBegin,languages@,SubBodyPageEnd}',
    // No footer files: \myrenderlayout works in a group, in which the footer \mycfoot sets would not last to the page's
    // end; it is set before (in vertical mode, adding nothing to the header's line).
    '\\def\\footerlayoutlist{}',
    '',
    '\\begin{document}',
    `\\mycfoot{${tex(fullName(p))} -- Curriculum Vitae}`,
    '\\mydecorationsSetLineWidth[0.6pt]',
    // The decoration is a TikZ overlay: drawn from a box of no width, so that it starts no indented line of its own.
    '\\noindent\\rlap{\\mydecorationsPathmorphing[1]{random steps}[myheadingscolor]<none>}%',
    '\\myrenderlayout',
    '\\end{document}',
    '',
  ].join('\n');
  return { main, files };
}

/** Slot 84 of generate.mjs: mycv-ghersi, TeX Live's mycv class laid out from its lists, with a TikZ frame. */
export const SLOT_84_LATEX_FAMILIES = {
  'mycv-ghersi': { dateStyle: STYLE, engine: 'pdflatex', render: mycv },
};
