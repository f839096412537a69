// word-cv-esoteric (SLOT_47_OFFICE_FAMILIES, re-exported by office.mjs): the Word CV of EsotericTemplates/
// template-cv-repository (Esoteric Enderman's "Template CV Repository", CC BY-SA 4.0, commit d5cbb94, 23 Nov 2024), a
// CV made in Microsoft Word and kept in git as its unpacked parts (word/document.xml pretty-printed by its
// scripts/format.js, zipped again into a .docx by its scripts/zip.ps1). Vendored unchanged with its LICENSE and
// README in templates/word-cv-esoteric/ (see SOURCE.md there).
//
// Layout: an A4 page whose body is ONE empty paragraph anchoring drawing shapes, every word of the CV inside text
// boxes, each written twice as Word writes them (a wps text box in mc:AlternateContent's Choice and the same text in
// a VML v:textbox in its Fallback): a blue band across the top of the page with, in one white text box at the left,
// the first name over the last name in large bold type; in another at the right, bold "Address:", "Phone:" and
// "Email:" labels (Arial Black), each over its value in white; a thin blue band at the foot of the page; and one
// tall text box for the rest of the page: section titles (the template's "Styl1": 14 pt over a bottom rule)
// "Summary", "Skill Highlights", "Experience", "Education", "Languages", "Certifications" (the template's words in
// English, the person's language's otherwise); the summary; the skills as a borderless two-column table of bullet
// lists (half the skills in each column, no group labels: the template has no place for them); each job a line
// "**Title** – Month YYYY to Month YYYY" ("to Present"; " – " between the dates and the language's word for now in
// other languages) over "**Company**, City" and its bullets; each school "**Degree** - YYYY" (the template's "Level:
// Qualification - year", without the "Level: " the people's degrees already hold) over "**School**, City" (the
// template's bold "Location" line); the spoken languages one a line as "Language – level" (the template's "Language 1
// – Level"). Its Certifications section is left out (the people have none).
//
// Filled by writing each text box's paragraphs again from the template's own paragraphs (in both the Choice and
// the Fallback copy, each from its own copy: paragraph and run properties kept, texts swapped), as someone filling
// the template in Word would: the contact labels in the person's language, the address as "street, postcode city".
// The DOCX is written directly (4 people); LibreOffice converts it to PDF for one.
import { mkdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxOr, xml, zipDocx } from './office.mjs';
import { HEADINGS, PRESENT_WORD, fullName, showDate } from './persons.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'word-cv-esoteric');

/** The repository's last commit, used for the entry times of the zip. */
const DATE = '2024-11-23T23:44:04Z';

/** The template's words in English; the person's language's otherwise. */
const WORDS = {
  en: {
    summary: 'Summary',
    skills: 'Skill Highlights',
    address: 'Address:',
    phone: 'Phone:',
    email: 'Email:',
  },
  fr: { address: 'Adresse :', phone: 'Téléphone :', email: 'E-mail :' },
  de: { address: 'Adresse:', phone: 'Telefon:', email: 'E-Mail:' },
  es: { address: 'Dirección:', phone: 'Teléfono:', email: 'Correo electrónico:' },
  pt: { address: 'Endereço:', phone: 'Telefone:', email: 'E-mail:' },
  it: { address: 'Indirizzo:', phone: 'Telefono:', email: 'E-mail:' },
};

/** The top-level elements (paragraphs, tables) of an XML fragment, in order. */
export function children(inner) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (const m of inner.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    const [, close, , selfClosing] = m;
    if (close) {
      depth -= 1;
      if (depth === 0) out.push(inner.slice(start, m.index + m[0].length));
    } else if (selfClosing) {
      if (depth === 0) out.push(m[0]);
    } else {
      if (depth === 0) start = m.index;
      depth += 1;
    }
  }
  return out;
}

/** `para` with its runs' texts replaced by `texts`, one a run (runs beyond `texts` dropped). */
export function withTexts(para, texts) {
  const runs = [...para.matchAll(/<w:r[ >][\s\S]*?<\/w:r>/g)];
  if (runs.length < texts.length)
    throw new Error(`template paragraph has ${runs.length} runs, ${texts.length} wanted`);
  const first = runs[0].index;
  const last = runs.at(-1).index + runs.at(-1)[0].length;
  const filled = texts.map((t, i) =>
    runs[i][0].replace(/<w:t(?: [^>]*)?>[^<]*<\/w:t>/, `<w:t xml:space="preserve">${xml(t)}</w:t>`),
  );
  return para.slice(0, first) + filled.join('') + para.slice(last);
}

/** The spoken languages as [language, level] pairs ("Deutsch (Muttersprache)" → ["Deutsch", "Muttersprache"]). */
const languages = (p) =>
  p.languages.split(', ').map((l) => {
    const m = /^(.*?) \((.*)\)$/.exec(l);
    return m ? [m[1], m[2]] : [l, null];
  });

/** The contact box (labels over values) for `p`, from the box's own paragraphs. */
function contactBox(p, kids) {
  const w = { ...WORDS.en, ...WORDS[p.lang] };
  const [label, value] = kids;
  const { street, postcode, city } = p.address;
  return [
    withTexts(label, [w.address]),
    withTexts(value, [`${street}, ${postcode} ${city}`]),
    withTexts(label, [w.phone]),
    withTexts(value, [p.phone.shown]),
    withTexts(label, [w.email]),
    withTexts(value, [p.email]),
  ];
}

/** The main box (sections) for `p`, from the box's own paragraphs and skills table. */
function mainBox(p, kids) {
  const h = HEADINGS[p.lang];
  const en = p.lang === 'en';
  const w = { ...WORDS.en, ...WORDS[p.lang] };
  const [title, summary, , skillTable, , job, company, point1, , , , point5, , degree, school, , language] =
    kids;
  const out = [
    withTexts(title, [en ? w.summary : h.summary]),
    withTexts(summary, [p.summary]),
    withTexts(title, [en ? w.skills : h.skills]),
  ];
  // Skills: all groups' skills, the first half in the left cell, the rest in the right, each a bullet paragraph
  // (the first of a cell from the cell's first paragraph, the others from its second, as in the template).
  const skills = p.skills.flatMap((g) => g.items);
  const half = Math.ceil(skills.length / 2);
  const cells = [...skillTable.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((m) => m[0]);
  const fillCell = (cell, items) => {
    const open = cell.indexOf('</w:tcPr>') + '</w:tcPr>'.length;
    const paras = children(cell.slice(open, cell.lastIndexOf('</w:tc>')));
    const body = items.map((s, i) => withTexts(paras[i === 0 ? 0 : 1], [s])).join('');
    return `${cell.slice(0, open)}${body}</w:tc>`;
  };
  let table = skillTable;
  table = table.replace(cells[0], fillCell(cells[0], skills.slice(0, half)));
  table = table.replace(cells[1], fillCell(cells[1], skills.slice(half)));
  out.push(table, withTexts(title, [en ? 'Experience' : h.experience]));
  for (const j of p.experience) {
    const end = j.end ? showDate(j.end, 'long') : PRESENT_WORD[p.lang];
    out.push(
      en
        ? withTexts(job, [j.title, ' ', '–', ' ', showDate(j.start, 'long'), ' to ', end])
        : withTexts(job, [j.title, ' ', '–', ' ', showDate(j.start, 'long'), ' – ', end]),
      withTexts(company, [j.company, ', ', j.city]),
      ...j.bullets.map((b, i) => withTexts(i === j.bullets.length - 1 ? point5 : point1, [b])),
    );
  }
  out.push(withTexts(title, [en ? 'Education' : h.education]));
  for (const e of p.education) {
    // "Level: Qualification - year": the degree in the bold Qualification run, the level runs left out.
    const runs = [...degree.matchAll(/<w:r[ >][\s\S]*?<\/w:r>/g)];
    const withoutLevel = degree.slice(0, runs[0].index) + degree.slice(runs[2].index);
    out.push(
      withTexts(withoutLevel, [`${e.degree} `, '- ', String(e.end)]),
      withTexts(school, [`${e.institution}, ${e.city}`]),
    );
  }
  out.push(withTexts(title, [h.languages]));
  for (const [name, level] of languages(p))
    out.push(level ? withTexts(language, [`${name} `, '– ', level]) : withTexts(language, [name]));
  return out;
}

/** document.xml filled for `p`: each text box's content written again, in both copies. */
export function wordCvDocument(p, doc) {
  let box = 0;
  return doc.replace(/(<w:txbxContent>)([\s\S]*?)(\s*<\/w:txbxContent>)/g, (_, open, inner, close) => {
    const kids = children(inner);
    const indent = /^\s*/.exec(inner)[0];
    const which = Math.floor(box / 2);
    box += 1;
    const out =
      which === 0
        ? contactBox(p, kids)
        : which === 1
          ? [withTexts(kids[0], [p.first]), withTexts(kids[1], [p.last])]
          : mainBox(p, kids);
    return open + out.map((k) => indent + k).join('') + close;
  });
}

/** Copies the template's parts, fills them for `p` and packs cv.docx (fixed entry times and order). */
function fillWordCv(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  for (const part of ['[Content_Types].xml', '_rels', 'docProps', 'word'])
    cpSync(path.join(TEMPLATE, part), path.join(src, part), { recursive: true });
  const file = path.join(src, 'word', 'document.xml');
  writeFileSync(file, wordCvDocument(p, readFileSync(file, 'utf8')));
  const core = path.join(src, 'docProps', 'core.xml');
  writeFileSync(
    core,
    readFileSync(core, 'utf8')
      .replace(/<dc:creator>[^<]*<\/dc:creator>/, `<dc:creator>${xml(fullName(p))}</dc:creator>`)
      .replace(
        /<cp:lastModifiedBy>[^<]*<\/cp:lastModifiedBy>/,
        `<cp:lastModifiedBy>${xml(fullName(p))}</cp:lastModifiedBy>`,
      ),
  );
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's forty-seventh fixed slot (an office template family). */
export const SLOT_47_OFFICE_FAMILIES = {
  'word-cv-esoteric': {
    formats: ['docx', 'docx', 'pdf', 'docx', 'docx'],
    dateStyle: 'long',
    render: (p, { dir, format, env }) => {
      const docx = fillWordCv(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
