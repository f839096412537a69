// ecv-cv (TeX Live ecv, Christoph P. Neumann and Bernd Haberstumpf's "fancy Curriculum Vitae class" ecv.cls v0.3,
// 2011, all-permissive notice, TeX Live's catalogue "other-free"): a held-out family in generate.mjs's slot 64,
// re-exported from latex.mjs as SLOT_64_LATEX_FAMILIES.
//
// ecv.cls is used as Debian's texlive-latex-extra installs it (nothing vendored). It is an 11 pt article on A4
// (geometry: left 30 mm, right 20 mm, top 20 mm, bottom 15 mm), set in Helvetica (helvet, T1, the whole document
// in \sffamily), its input read as Latin-9 (`inputenc[latin9]`, the class's default), with babel in English or
// German (the class's only two languages, `english`/`german` options). The whole CV is one longtable
// (`\begin{ecv}`) of two columns, 0.32 and 0.68 of the line, with a vertical rule between them: the table's first
// row is the class's title "Curriculum Vitae" in \LARGE small capitals at the left; `\ecvSection{…}` /
// `\ecvBreakSection{…}` a row with the section title in \Large blue small capitals in the left column (the
// second after an empty row); `\ecvEPR{tag}{value}` ("tag plain, value ragged") a row with the tag ragged right
// at the left and the value ragged right at the right; `\ecvEFR{tag}{value}` ("tag first") the same after a
// small gap, the tag behind a blue ▷; `\ecvEPB`/`\ecvEFB` the same with the value justified in 0.9 of its
// column. The fancyhdr footer: "Curriculum Vitae First Last" at the left (`\ecvName{…}`), "Page 1" at the right.
// hyperref (loaded by the class) frames the e-mail link in cyan, as its default link border.
//
// No sample is installed with the class (TeX Live's ecv documentation is in texlive-latex-extra-doc, not here),
// so the document is written from the class's own interface, as its command names describe it: `\ecvName`, then
// in the `ecv` table the class's person section first (`\ecvSection{…}` and one `\ecvEPR` a line of personal
// data: name, address with its lines broken by `\ecvNewLine`, phone, e-mail as `\ecvHyperEMail{…}`), then
// `\ecvBreakSection` for each further section: the summary as one `\ecvEPB{}{…}` (a justified block); each job an
// `\ecvEFR{MM/YYYY -- MM/YYYY}{\ecvBold{Title}\ecvNewLine Company, City\ecvNewLine bullets}` (the ▷-led "first"
// row of an entry, the dates as its tag, months numeric as German CVs write them; an open end the language's word
// for now); each school an `\ecvEFR{YYYY -- YYYY}{\ecvBold{Degree}\ecvNewLine School, City}`; each skill group an
// `\ecvEPR{Label}{a, b, c}` (a group without a label an empty tag); each spoken language an
// `\ecvEPR{Language}{level}`. Section titles and the personal data's tags in the person's language (the class's
// own word lists, English and German only, have neither "Skills" nor "Profile"); the class option `german` for a
// German person, `english` otherwise (it sets babel, the table's title and the footer's words: "Lebenslauf" and
// "Seite" for German, "Curriculum Vitae" and "Page" otherwise); the person section's title is the class's own
// \ecvPerson for English and German ("Personal Information", "Zur Person").
//
// The document is written in Latin-9 bytes, as the class reads its input; the few characters Latin-9 has not
// (’, ł, Ś, ą) are written as LaTeX writes them (' for the apostrophe, \l{}, \'S, \k{a}). No headline (the
// class has no place for one). Nothing in the class is changed.
import { HEADINGS, PRESENT_WORD, fullName, spokenLanguages } from './persons.mjs';

/** The personal data's tags in the person's language. */
const TAGS = {
  en: { name: 'Name', address: 'Address', phone: 'Phone', email: 'E-mail' },
  fr: { name: 'Nom', address: 'Adresse', phone: 'Téléphone', email: 'E-mail' },
  de: { name: 'Name', address: 'Anschrift', phone: 'Telefon', email: 'E-Mail' },
  es: { name: 'Nombre', address: 'Dirección', phone: 'Teléfono', email: 'Correo electrónico' },
  pt: { name: 'Nome', address: 'Endereço', phone: 'Telefone', email: 'E-mail' },
  it: { name: 'Nome', address: 'Indirizzo', phone: 'Telefono', email: 'E-mail' },
};

/** The person section's title: the class's own \ecvPerson words for English and German, the others in the same sense. */
const PERSON_WORD = {
  en: 'Personal Information',
  fr: 'Informations personnelles',
  de: 'Zur Person',
  es: 'Datos personales',
  pt: 'Dados pessoais',
  it: 'Dati personali',
};

/** Latin-9 positions that differ from Latin-1. */
const LATIN9 = { '€': 0xa4, Š: 0xa6, š: 0xa8, Ž: 0xb4, ž: 0xb8, Œ: 0xbc, œ: 0xbd, Ÿ: 0xbe };
const LATIN1_ONLY = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);
/** Characters Latin-9 has not, as a LaTeX user writes them. */
const MACROS = {
  '’': "'",
  '‘': '`',
  '–': '--',
  '—': '---',
  ł: '\\l{}',
  Ł: '\\L{}',
  Ś: "\\'S",
  ś: "\\'s",
  ą: '\\k{a}',
};

/** Text for LaTeX: specials escaped, characters outside Latin-9 as macros (the text is still a JS string). */
function tex(s) {
  let out = '';
  for (const c of String(s)) {
    if ('&%$#_{}'.includes(c)) out += `\\${c}`;
    else if (c === '\\') out += '\\textbackslash{}';
    else if (c === '~') out += '\\textasciitilde{}';
    else if (c === '^') out += '\\textasciicircum{}';
    else if (c in MACROS) out += MACROS[c];
    else if (
      c <= '~' ||
      c in LATIN9 ||
      (c.codePointAt(0) >= 0xa0 && c.codePointAt(0) <= 0xff && !LATIN1_ONLY.has(c.codePointAt(0)))
    )
      out += c;
    else throw new Error(`ecv: no Latin-9 form for ${JSON.stringify(c)} in ${JSON.stringify(s)}`);
  }
  return out;
}

/** The whole document as Latin-9 bytes. */
function latin9(text) {
  const bytes = [];
  for (const c of text) bytes.push(c in LATIN9 ? LATIN9[c] : c.codePointAt(0));
  return Buffer.from(bytes);
}

const month = ([y, m]) => `${String(m).padStart(2, '0')}/${y}`;

function ecv(p) {
  const h = HEADINGS[p.lang];
  const t = TAGS[p.lang];
  const a = p.address;
  const cityLine = ['USA', 'India'].includes(a.country)
    ? `${a.city}${a.country === 'USA' ? ',' : ''} ${a.postcode}`
    : `${a.postcode} ${a.city}`;
  const lines = [
    `\\documentclass[${p.lang === 'de' ? 'german' : 'english'}]{ecv}`,
    `\\ecvName{${tex(fullName(p))}}`,
    '',
    '\\begin{document}',
    '\\begin{ecv}',
    `\\ecvSection{${tex(PERSON_WORD[p.lang])}}`,
    `\\ecvEPR{${tex(t.name)}}{${tex(fullName(p))}}`,
    `\\ecvEPR{${tex(t.address)}}{${tex(a.street)}\\ecvNewLine ${tex(cityLine)}\\ecvNewLine ${tex(a.country)}}`,
    `\\ecvEPR{${tex(t.phone)}}{${tex(p.phone.shown)}}`,
    `\\ecvEPR{${tex(t.email)}}{\\ecvHyperEMail{${p.email}}}`,
    '',
    `\\ecvBreakSection{${tex(h.summary)}}`,
    `\\ecvEPB{}{${tex(p.summary)}}`,
    '',
    `\\ecvBreakSection{${tex(h.experience)}}`,
  ];
  for (const j of p.experience) {
    const end = j.end ? month(j.end) : tex(PRESENT_WORD[p.lang]);
    lines.push(
      `\\ecvEFR{${month(j.start)} -- ${end}}{\\ecvBold{${tex(j.title)}}\\ecvNewLine ${tex(`${j.company}, ${j.city}`)}` +
        `\\ecvNewLine ${tex(j.bullets.join(' '))}}`,
    );
  }
  lines.push('', `\\ecvBreakSection{${tex(h.education)}}`);
  for (const e of p.education)
    lines.push(
      `\\ecvEFR{${e.start} -- ${e.end}}{\\ecvBold{${tex(e.degree)}}\\ecvNewLine ${tex(`${e.institution}, ${e.city}`)}}`,
    );
  lines.push('', `\\ecvBreakSection{${tex(h.skills)}}`);
  for (const g of p.skills) lines.push(`\\ecvEPR{${tex(g.label ?? '')}}{${tex(g.items.join(', '))}}`);
  lines.push('', `\\ecvBreakSection{${tex(h.languages)}}`);
  for (const l of spokenLanguages(p)) lines.push(`\\ecvEPR{${tex(l.name)}}{${tex(l.level)}}`);
  lines.push('\\end{ecv}', '\\end{document}', '');
  return { main: latin9(lines.join('\n')) };
}

/** Slot 64 of generate.mjs: ecv, a two-column longtable CV, held out (pdflatex). */
export const SLOT_64_LATEX_FAMILIES = {
  'ecv-cv': { dateStyle: 'numeric', engine: 'pdflatex', render: ecv },
};
