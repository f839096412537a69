// poi-tl-resume (SLOT_51_OFFICE_FAMILIES, re-exported by office.mjs): the résumé template of Sayi/poi-tl (Apache-2.0,
// commit 5f1a73d, 8 Sep 2025), the Java Word-templating library built on Apache POI, whose documentation and tests
// show off its tags ({{name}}, {{@portrait}}, {{*stack}}, {{?experiences}} … {{/experiences}}) with a one-page
// two-column Chinese résumé made in WPS/Word: poi-tl/src/test/resources/template/iterable_resume.docx, the
// template of its "Foreach resume example" (ResumeIterableExample.java), fetched into templates/poi-tl-resume/
// (not committed; see SOURCE.md there).
//
// Layout: an A4 page with margins of a few millimetres, the whole page one borderless table of one row (at least
// 27.7 cm high) and two cells, 7.5 cm and 12.6 cm wide, a thin dark-grey vertical line (an anchored drawing shape)
// between them; fonts 微软雅黑 (Microsoft YaHei; not here: Noto Sans in LibreOffice), grey 10 pt text with 30 pt
// exact line spacing, teal (3DA8AA) accents. Left cell, centred: the name in large bold black type, the headline
// in teal under it (the template's {{job}}); then section titles set as "———    Title    ———" (bold dark grey,
// centred): contact (the template's 个人信息, "personal information": "Phone: …", "Email: …", "Address: …" lines),
// education (each school in teal over "Degree  YYYY-YYYY" in grey), skills (the template's 技术栈, "tech stack":
// a ● bullet list in small grey type) and languages (the template's 兴趣爱好, "hobbies": one grey paragraph).
// Right cell: a centred "———          Experience          ———" title, then each job a teal line with the company
// and, at a right tab stop at the cell's right edge, "YYYY.MM-YYYY.MM" (the example's "2001.07-2020.06"; the
// language's word for now after the hyphen for a current job), the title in teal under it and the bullets as a
// ● list in small grey type.
//
// Filled as poi-tl fills it (its XWPFTemplate.compile(…).render(data)), writing word/document.xml again from the
// template's own paragraphs with their properties and runs kept and the tags' texts swapped: the title and label
// words in the person's language (the template's are Chinese); no portrait (the people have none: the tag is
// cleared and its paragraph, which anchors the vertical line, stays); the {{?experiences}} and {{/experiences}}
// paragraphs removed and the job's three paragraphs repeated for each job, as poi-tl's section loop does; the
// {{*stack}} and {{*responsibility}} lists written as poi-tl's NumberingRenderPolicy writes them, one paragraph per
// item with a numbering of poi-tl's own making (a word/numbering.xml part added, one bullet level "●" in Wingdings,
// as NiceXWPFDocument.addNewNumberingId makes for NumberingFormat.BULLET) and the example's item style (10 pt,
// 7F7F7F, 微软雅黑). Left out, as the people have none: sex, native place and birthday (性别, 籍贯, 生日), the
// department after the company, the class rank; the "English" line (英语, a test score) is left out and the
// spoken languages go in the hobbies section. Skills: one bullet per group ("Label: a, b, c") when the person
// groups them, one bullet per skill otherwise. The document properties are the template's (poi-tl keeps them).
// The DOCX is written directly (4 people); LibreOffice converts it to PDF for one.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxOr, run, xml, zipDocx } from './office.mjs';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'poi-tl-resume',
  'iterable_resume.docx',
);

/** The repository commit's date, used for the entry times of the zip. */
const DATE = '2025-09-08T08:49:07Z';

/** The contact labels in the person's language (the template's 电话：, 邮箱：, 地址：). */
const LABELS = {
  en: { phone: 'Phone: ', email: 'Email: ', address: 'Address: ' },
  fr: { phone: 'Téléphone : ', email: 'E-mail : ', address: 'Adresse : ' },
  de: { phone: 'Telefon: ', email: 'E-Mail: ', address: 'Adresse: ' },
  es: { phone: 'Teléfono: ', email: 'Correo electrónico: ', address: 'Dirección: ' },
  pt: { phone: 'Telefone: ', email: 'E-mail: ', address: 'Endereço: ' },
  it: { phone: 'Telefono: ', email: 'E-mail: ', address: 'Indirizzo: ' },
};

/** "2001.07", the example's month form. */
const dot = ([y, m]) => `${y}.${String(m).padStart(2, '0')}`;

/** The job's time as the example writes it ("2001.07-2020.06"). */
export const jobTime = (p, j) => `${dot(j.start)}-${j.end ? dot(j.end) : PRESENT_WORD[p.lang]}`;

const RUN_RE = /<w:r>[\s\S]*?<\/w:r>/g;
const T_RE = /<w:t(?: [^>]*)?>[^<]*<\/w:t>/;

/**
 * `para` with its runs changed by `spec`, one entry a run in order: a string sets the run's text, null drops the
 * run, undefined keeps it as it is. Runs past the end of `spec` are kept.
 */
export function fill(para, spec) {
  const runs = [...para.matchAll(RUN_RE)];
  if (runs.length < spec.length) throw new Error(`poi-tl-resume: ${runs.length} runs, ${spec.length} wanted`);
  let out = '';
  let at = 0;
  runs.forEach((m, i) => {
    out += para.slice(at, m.index);
    at = m.index + m[0].length;
    const s = spec[i];
    if (s === null) return;
    if (s === undefined) out += m[0];
    else {
      if (!T_RE.test(m[0])) throw new Error(`poi-tl-resume: run ${i} has no text`);
      out += m[0].replace(T_RE, `<w:t xml:space="preserve">${xml(s)}</w:t>`);
    }
  });
  return out + para.slice(at);
}

/** The paragraphs of a cell (after its <w:tcPr>), checked to be the whole content. */
function cellParagraphs(cell) {
  const open = cell.indexOf('</w:tcPr>') + '</w:tcPr>'.length;
  // Word's _GoBack bookmark (its last edit's place), around the loop's last paragraph, is left out.
  const inner = cell
    .slice(open, cell.lastIndexOf('</w:tc>'))
    .replace(/<w:bookmark(?:Start|End) w:id="0"(?: w:name="_GoBack")?\/>/g, '');
  const paras = inner.match(/<w:p>[\s\S]*?<\/w:p>/g);
  if (paras.join('') !== inner) throw new Error('poi-tl-resume: a cell is not only paragraphs');
  return { head: cell.slice(0, open), paras };
}

/**
 * One list item as poi-tl's NumberingRenderPolicy writes it: a new paragraph before the tag's (BodyContainer's
 * insertNewParagraph: no properties but the numbering) with one run in the tag run's style and the item's over it.
 */
function listItem(tagPara, text) {
  const tagRPr = /<w:r><w:rPr>([\s\S]*?)<\/w:rPr>/.exec(tagPara)[1];
  const rPr = tagRPr
    .replace(/<w:color [^>]*\/>/, '<w:color w:val="7F7F7F"/>')
    .replace(/<w:sz [^>]*\/><w:szCs [^>]*\/>/, '<w:sz w:val="20"/><w:szCs w:val="20"/>')
    .replace(/<w14:textFill>[\s\S]*?<\/w14:textFill>/, '');
  return (
    '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>' +
    `<w:r><w:rPr>${rPr}</w:rPr><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`
  );
}

/** The skills as list items: "Label: a, b, c" a group when the person groups them, one skill an item otherwise. */
const skillItems = (p) =>
  p.skills.length === 1 && !p.skills[0].label
    ? p.skills[0].items
    : p.skills.map((g) => (g.label ? `${g.label}: ${g.items.join(', ')}` : g.items.join(', ')));

/** The left cell (name, contact, education, skills, languages) for `p`, from the cell's own paragraphs. */
function leftCell(p, paras) {
  const h = HEADINGS[p.lang];
  const w = LABELS[p.lang];
  const [
    portrait,
    name,
    job,
    infoTitle,
    phone,
    ,
    email,
    address,
    ,
    eduTitle,
    school,
    degree,
    stackTitle,
    stack,
  ] = paras;
  const [hobbiesTitle, hobbies] = paras.slice(14);
  const { street, postcode, city } = p.address;
  return [
    fill(portrait, [undefined, null]),
    fill(name, [fullName(p)]),
    fill(job, [p.headline]),
    fill(infoTitle, [undefined, h.contact]),
    fill(phone, [w.phone, p.phone.shown, null, null]),
    fill(email, [w.email, p.email]),
    fill(address, [w.address, `${street}, ${postcode} ${city}`]),
    fill(eduTitle, [undefined, h.education]),
    ...p.education.flatMap((e) => [
      fill(school, [e.institution]),
      fill(degree, [e.degree, null, null, undefined, `${e.start}-${e.end}`]),
    ]),
    fill(stackTitle, [undefined, h.skills]),
    ...skillItems(p).map((s) => listItem(stack, s)),
    fill(hobbiesTitle, [undefined, h.languages, null]),
    fill(hobbies, [p.languages]),
  ];
}

/** The right cell (the experience loop) for `p`, from the cell's own paragraphs. */
function rightCell(p, paras) {
  const h = HEADINGS[p.lang];
  const [title, start, company, position, responsibility, end] = paras;
  return [
    fill(title, [undefined, h.experience, null]),
    fill(start, [null, null, null, null, null]),
    ...p.experience.flatMap((j) => [
      fill(company, [j.company, null, null, undefined, jobTime(p, j)]),
      fill(position, [j.title]),
      ...j.bullets.map((b) => listItem(responsibility, b)),
    ]),
    fill(end, [null]),
  ];
}

/** word/document.xml filled for `p`. */
export function poiTlDocument(p, doc) {
  const cells = doc.match(/<w:tc>[\s\S]*?<\/w:tc>/g);
  if (cells.length !== 2) throw new Error(`poi-tl-resume: ${cells.length} cells, 2 expected`);
  const [left, right] = cells.map(cellParagraphs);
  if (left.paras.length !== 16 || right.paras.length !== 6)
    throw new Error('poi-tl-resume: the template is not the one expected');
  return doc
    .replace(cells[0], `${left.head}${leftCell(p, left.paras).join('')}</w:tc>`)
    .replace(cells[1], `${right.head}${rightCell(p, right.paras).join('')}</w:tc>`);
}

/** The numbering part poi-tl adds for NumberingFormat.BULLET (NiceXWPFDocument.addNewMultiLevelNumberingId). */
const NUMBERING =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/>' +
  '<w:lvlText w:val="●"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="0"/></w:pPr>' +
  '<w:rPr><w:rFonts w:ascii="Wingdings" w:hAnsi="Wingdings" w:hint="default"/></w:rPr></w:lvl></w:abstractNum>' +
  '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>';

/** Unpacks the template, fills it for `p` and packs cv.docx (fixed entry times and order). */
function fillPoiTl(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const docFile = path.join(src, 'word', 'document.xml');
  writeFileSync(docFile, poiTlDocument(p, readFileSync(docFile, 'utf8')));
  writeFileSync(path.join(src, 'word', 'numbering.xml'), NUMBERING);
  const rels = path.join(src, 'word', '_rels', 'document.xml.rels');
  writeFileSync(
    rels,
    readFileSync(rels, 'utf8').replace(
      '</Relationships>',
      '<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>',
    ),
  );
  const types = path.join(src, '[Content_Types].xml');
  writeFileSync(
    types,
    readFileSync(types, 'utf8').replace(
      '</Types>',
      '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>',
    ),
  );
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's fifty-first fixed slot (an office template family). */
export const SLOT_51_OFFICE_FAMILIES = {
  'poi-tl-resume': {
    formats: ['docx', 'pdf', 'docx', 'docx', 'docx'],
    dateStyle: 'iso',
    render: (p, { dir, format, env }) => {
      const docx = fillPoiTl(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
