// cvtex-taraborelli (dartar/cvtex, Dario Taraborelli's "Typesetting your academic CV in LaTeX", cv_libertine.tex of
// 2010, CC BY-SA 3.0): a held-out LaTeX family in generate.mjs's slot 92, re-exported from latex.mjs as
// SLOT_92_LATEX_FAMILIES.
//
// The template is one document, cv_libertine.tex (fetched into templates/cvtex-taraborelli/, not committed; its
// preamble is read from there): a plain 10 pt `article` on A4 with a 5.5 in by 8.5 in text block, no indentation,
// Linux Libertine O (fontspec, xelatex) with old-style figures, links in MidnightBlue, page numbers at the foot. Its
// one device: the years of an entry are a \marginnote (`\years{1903-1908}`) in \scriptsize in a 0.6 in margin at the
// LEFT of the text (\reversemarginpar), 7 pt from it, so that each dated line reads "years | entry" with the years
// outside the text block. Section titles (\section*) are \Large upright medium weight, no rule, no number;
// \subsection* titles small capitals at normal size (the example's "Journal articles", "Books"). The page opens with
// the name in \LARGE, 1 cm of space, the address lines, "Phone: \texttt{…}" and "Fax:" (typewriter), "email:" and
// "\textsc{url}:" as links, then \vfill and the personal lines "Born: …" and "Nationality: …"; then the sections
// (Current position, Areas of specialization as "Physics • Relativity theory", Appointments held and Education as
// one \years line each, "\textsc{MSc} in Physics, ETH Zürich", Grants, Publications & talks with sub-sections); at the
// end \vfill and a centred \scriptsize footer "Last updated: \today • Typeset in XeTeX" over the template's URL
// (the author asks for the backlink to stay, for attribution as the licence wants).
//
// Filled as the example is: the name in \LARGE; the address lines (street, the city line as the country writes it,
// the country); "Phone: \texttt{…}" with the phone as written; "email:" and the address as a mailto link (the people
// have no fax and no web page: those lines left out); after the \vfill, in the place of "Born" and "Nationality",
// the spoken languages as one such line ("Languages: English (native), French (A2)"). Then "Current position" with
// the headline in italics (the example's "\emph{Emeritus Professor}, …"; the headline is no employer, so nothing
// follows it); the summary, which the template has no place for, in a section of its own after it, a paragraph
// like "Current position"'s; "Areas of specialization" holds the skills, "a • b • c" as the example's
// "Physics • Relativity theory", each group of a grouped list under its label as a \subsection* (the example's small
// capitals "Journal articles"); "Appointments held" holds the jobs, one \years line each as the example's, "YYYY-YYYY"
// (the example's hyphen; an open end the language's word for now, which may wrap in the narrow margin; a job begun
// and ended in one year that year alone, as the example's degrees show one year) beside
// "\emph{Title}, Company, City" (the Current position line's form), and the job's bullets, which the template has no
// place for, under it as a plain LaTeX itemize; "Education" one \years line a school, "YYYY-YYYY" beside
// "Degree, School, City" (the example's "\textsc{MSc} in Physics, ETH Zürich": the degrees are written out, so not
// in small capitals). No Grants, Publications, Teaching or Service (the people have none). The footer as the
// template's, "Last updated:" and the date of SOURCE_DATE_EPOCH (the generator's fixed date) in the person's
// language, with the XeTeX backlink and the template's URL. Labels and section titles in the person's language
// (HEADINGS, and this file's own words for the template's "Current position", "Phone", "email" and "Last updated").
//
// Changed in the preamble, as read from the template (see SOURCE.md): Monaco (a Mac font, the typewriter face) is
// not on Debian, DejaVu Sans Mono in its place at the template's Scale=0.8 (Apple's Menlo, Monaco's successor, is
// drawn from it); hyperref's `dvipdfm` option is dropped (today's hyperref refuses it under xelatex and picks its
// xetex driver itself); pdftitle and pdfauthor filled as the template asks ("FILL IN HERE"). Times New Roman, the
// footer's face for the XeTeX logo, is Liberation Serif (its metric twin, Debian's fonts-liberation). Debian's
// Linux Libertine O has no stylistic set 1 (`Variant=01`): fontspec warns and sets the default forms.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, PRESENT_WORD, cityLine, fullName, spokenLanguages } from './persons.mjs';
import { tex } from './latex.mjs';
import { ENV } from './tex.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'cvtex-taraborelli');

/** The template's own words that HEADINGS has not, per language. */
const WORDS = {
  en: { current: 'Current position', phone: 'Phone', email: 'email', updated: 'Last updated' },
  fr: { current: 'Poste actuel', phone: 'Téléphone', email: 'e-mail', updated: 'Dernière mise à jour' },
  de: { current: 'Aktuelle Position', phone: 'Telefon', email: 'E-Mail', updated: 'Zuletzt aktualisiert' },
  es: { current: 'Puesto actual', phone: 'Teléfono', email: 'correo', updated: 'Última actualización' },
  pt: { current: 'Cargo atual', phone: 'Telefone', email: 'e-mail', updated: 'Última atualização' },
  it: { current: 'Posizione attuale', phone: 'Telefono', email: 'e-mail', updated: 'Ultimo aggiornamento' },
};

/** The template's preamble (everything before \begin{document}), with the changes the header comment lists. */
function preamble(p) {
  const source = readFileSync(path.join(TEMPLATE, 'cv_libertine.tex'), 'utf8');
  const head = source.slice(0, source.indexOf('% DOCUMENT\n\\begin{document}'));
  const swap = (text, from, to) => {
    if (!text.includes(from)) throw new Error(`cvtex-taraborelli: "${from}" is not in the template any more`);
    return text.replace(from, to);
  };
  let out = swap(head, '\\setmonofont[Scale=0.8]{Monaco}', '\\setmonofont[Scale=0.8]{DejaVu Sans Mono}');
  out = swap(out, '\\usepackage[dvipdfm, bookmarks,', '\\usepackage[bookmarks,');
  out = swap(out, 'pdftitle={Albert Einstein - vita}', `pdftitle={${tex(fullName(p))} - vita}`);
  out = swap(out, 'pdfauthor={My name}', `pdfauthor={${tex(fullName(p))}}`);
  return out;
}

/**
 * "2019-2023", "2019-Present": the years as the example writes them in the margin; a job begun and ended in the same
 * year one year, as the example dates a degree ("1900").
 */
function period(p, j) {
  if (j.end && j.end[0] === j.start[0]) return String(j.start[0]);
  return `${j.start[0]}-${j.end ? j.end[0] : tex(PRESENT_WORD[p.lang])}`;
}

/** The generator's fixed date (SOURCE_DATE_EPOCH), as \today would write it in the person's language. */
const updated = (p) =>
  new Intl.DateTimeFormat(p.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Number(ENV.SOURCE_DATE_EPOCH) * 1000),
  );

function cvtex(p) {
  const h = HEADINGS[p.lang];
  const w = WORDS[p.lang];
  const a = p.address;
  const lines = [
    preamble(p),
    '% DOCUMENT',
    '\\begin{document}',
    `{\\LARGE ${tex(fullName(p))}}\\\\[1cm]`,
    `${tex(a.street)}\\\\`,
    `${tex(cityLine(a))}\\\\`,
    `${tex(a.country)}\\\\[.2cm]`,
    `${w.phone}: \\texttt{${tex(p.phone.shown)}}\\\\[.2cm]`,
    `${w.email}: \\href{mailto:${p.email}}{${tex(p.email)}}\\\\`,
    '\\vfill',
    `${tex(h.languages)}: ${tex(
      spokenLanguages(p)
        .map((l) => (l.level ? `${l.name} (${l.level})` : l.name))
        .join(', '),
    )}`,
    '',
    `\\section*{${tex(w.current)}}`,
    `\\emph{${tex(p.headline)}}`,
    '',
    `\\section*{${tex(h.summary)}}`,
    tex(p.summary),
    '',
    `\\section*{${tex(h.skills)}}`,
  ];
  for (const g of p.skills) {
    if (g.label) lines.push(`\\subsection*{${tex(g.label)}}`);
    lines.push(g.items.map(tex).join(' • '), '');
  }
  lines.push(`\\section*{${tex(h.experience)}}`);
  for (const j of p.experience)
    lines.push(
      '\\noindent',
      `\\years{${period(p, j)}}\\emph{${tex(j.title)}}, ${tex(j.company)}, ${tex(j.city)}`,
      '\\begin{itemize}',
      ...j.bullets.map((b) => `\\item ${tex(b)}`),
      '\\end{itemize}',
    );
  lines.push('', `\\section*{${tex(h.education)}}`, '\\noindent');
  lines.push(
    p.education
      .map((e) => `\\years{${e.start}-${e.end}}${tex(e.degree)}, ${tex(e.institution)}, ${tex(e.city)}`)
      .join('\\\\\n'),
  );
  lines.push(
    '',
    '\\vfill{}',
    '',
    '\\begin{center}',
    `{\\scriptsize  ${tex(w.updated)}: ${tex(updated(p))}\\- •\\- `,
    '% ---- PLEASE LEAVE THIS BACKLINK FOR ATTRIBUTION AS PER CC-LICENSE',
    'Typeset in \\href{http://nitens.org/taraborelli/cvtex}{',
    '\\fontspec{Liberation Serif}\\XeTeX }\\\\',
    '\\href{http://nitens.org/taraborelli/cvtex}{http://nitens.org/taraborelli/cvtex}}',
    '\\end{center}',
    '',
    '\\end{document}',
    '',
  );
  return { main: lines.join('\n') };
}

/** Slot 92 of generate.mjs: Dario Taraborelli's cvtex, an academic CV with the years in the left margin (xelatex). */
export const SLOT_92_LATEX_FAMILIES = {
  'cvtex-taraborelli': { dateStyle: 'year', engine: 'xelatex', render: cvtex },
};
