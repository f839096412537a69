// docx-cv-demo (SLOT_43_OFFICE_FAMILIES, re-exported by office.mjs): the CV of the `docx` library's own demo,
// dolanmiu/docx's demo/10-my-cv.ts ("Generate a CV"; MIT, commit 9439c73, docx 9.6.1), a class DocumentCreator that
// writes a résumé from LinkedIn-shaped records with the library's default styles. Its pattern (contact line, ruled
// headings, bold institution with its dates at a right tab stop, italic role, bullets) is the one many résumé
// generators built on `docx` start from. The template here is the demo's own output: demo/10-my-cv.ts run once with
// docx 9.6.1 from npm (vendored as templates/docx-cv-demo/sample.docx with the demo and the licence; see SOURCE.md).
//
// Layout: an A4 page, 1 in margins, no fonts named anywhere (docDefaults empty: Word's and LibreOffice's fallback
// serif, Liberation Serif here), no tables, frames, header or footer. The name in the Title style (28 pt, left);
// a centred paragraph "Mobile: phone | Email: e-mail" with "Address: street, city postcode, country" after a line
// break (the demo's "Mobile: … | LinkedIn: … | Email: …"; the people have no profile URL: the part left out, as
// forks of the demo do). Section titles in Heading 1 (16 pt, blue 2E74B5) over a bottom border (thematicBreak).
// Education first, as the demo: each school in bold with "YYYY - YYYY" in bold at a right tab stop at the right
// margin (9026 twips, TabStopPosition.MAX), the degree in italics under it (the demo's "Field - Degree": the
// people's degrees name their field). Then Experience: each job the company in bold with "Mon. YYYY - Mon. YYYY"
// at the right tab stop (the demo's getMonthFromInt: English "Jan" … "Sept" … "Dec" with a full stop, "Present"
// for a current job, whatever the person's language, as those words are fixed inside the demo's functions), the
// title in italics under it, the bullets as a ● list (the demo's summary split at blank lines). Then the demo's
// "Skills, Achievements and Interests" Heading 1 with Heading 2 subheadings (14 pt blue): here "Skills and
// Languages" (the people have no achievements or interests; the language's words otherwise), each skill group's
// label as a subheading (the language's word for skills over a flat list) over "a, b, c." (createSkillList: names
// joined by commas, a full stop after the last), then the language's word for languages over the spoken languages
// as one sentence (createInterests's place). The headings are arguments in the demo (createHeading("Education")),
// so they are the person's language; the words inside its functions (the contact labels, month names, "Present")
// stay English. Left out: the demo's References (a referee's address) and its closing note about the author's web
// site (the people have neither); no summary or headline (the demo has none).
//
// Filled by writing word/document.xml's body again from the sample's own paragraphs (each paragraph of the demo's
// output a template: its properties and runs kept, its texts swapped), so each paragraph is what docx writes for the
// demo's calls. The DOCX is written directly (4 people); LibreOffice converts it to PDF for one.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxOr, run, xml, zipDocx } from './office.mjs';
import { HEADINGS, fullName } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'docx-cv-demo',
  'sample.docx',
);

/** The date written in the document properties (the commit's date). */
const DATE = '2026-03-22T17:18:23Z';

/** The demo's getMonthFromInt. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The demo's createPositionDateText: "Mon. YYYY - Mon. YYYY", or "… - Present". */
export const positionDate = (start, end) =>
  `${MONTHS[start[1] - 1]}. ${start[0]} - ${end ? `${MONTHS[end[1] - 1]}. ${end[0]}` : 'Present'}`;

const AND = { en: 'and', fr: 'et', de: 'und', es: 'y', pt: 'e', it: 'e' };

const T_RE = /(<w:t xml:space="preserve">)[^<]*(<\/w:t>)/g;

/** `template` (one <w:p>) with its texts, in order, replaced by `texts`. */
function withTexts(template, texts) {
  let i = 0;
  const out = template.replace(T_RE, (_, a, b) => `${a}${xml(texts[i++])}${b}`);
  if (i !== texts.length) throw new Error(`docx-cv-demo: ${i} texts in a paragraph, ${texts.length} given`);
  return out;
}

/** word/document.xml filled for `p`. */
export function docxCvDocument(p, doc) {
  const h = HEADINGS[p.lang];
  const open = doc.indexOf('<w:body>') + '<w:body>'.length;
  const close = doc.indexOf('<w:sectPr>');
  const paras = doc.slice(open, close).match(/<w:p>.*?<\/w:p>/gs);
  if (paras.join('') !== doc.slice(open, close))
    throw new Error('docx-cv-demo: body not split into paragraphs');
  const find = (test, what) => {
    const q = paras.find(test);
    if (!q) throw new Error(`docx-cv-demo: no ${what} paragraph in the sample`);
    return q;
  };
  const title = find((q) => q.includes('w:val="Title"'), 'Title');
  const contact = find((q) => q.includes('<w:jc w:val="center"/>') && q.includes('<w:br/>'), 'contact');
  const heading1 = find((q) => q.includes('w:val="Heading1"'), 'Heading 1');
  const heading2 = find((q) => q.includes('w:val="Heading2"'), 'Heading 2');
  const institution = find((q) => q.includes('<w:tab/>'), 'institution header');
  const role = find((q) => q.startsWith('<w:p><w:r><w:rPr><w:i/>'), 'role');
  const bullet = find((q) => q.includes('<w:numPr>'), 'bullet');
  const plain = find((q) => /^<w:p><w:r><w:t /.test(q), 'plain');

  const en = p.lang === 'en';
  const out = [
    withTexts(title, [fullName(p)]),
    withTexts(contact, [
      `Mobile: ${p.phone.shown} | Email: ${p.email}`,
      `Address: ${p.address.street}, ${p.address.city} ${p.address.postcode}, ${p.address.country}`,
    ]),
    withTexts(heading1, [h.education]),
  ];
  for (const e of p.education)
    out.push(withTexts(institution, [e.institution, `${e.start} - ${e.end}`]), withTexts(role, [e.degree]));
  out.push(withTexts(heading1, [h.experience]));
  for (const j of p.experience) {
    out.push(
      withTexts(institution, [j.company, positionDate(j.start, j.end)]),
      withTexts(role, [j.title]),
      ...j.bullets.map((b) => withTexts(bullet, [b])),
    );
  }
  out.push(withTexts(heading1, [en ? 'Skills and Languages' : `${h.skills} ${AND[p.lang]} ${h.languages}`]));
  for (const g of p.skills)
    out.push(withTexts(heading2, [g.label ?? h.skills]), withTexts(plain, [`${g.items.join(', ')}.`]));
  out.push(withTexts(heading2, [h.languages]), withTexts(plain, [`${p.languages}.`]));
  return doc.slice(0, open) + out.join('') + doc.slice(close);
}

/** Unpacks the sample, fills it for `p`, packs it as cv.docx (fixed entry times and order). */
function fillDocxCv(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const file = path.join(src, 'word', 'document.xml');
  writeFileSync(file, docxCvDocument(p, readFileSync(file, 'utf8')));
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's forty-third fixed slot (an office template family). */
export const SLOT_43_OFFICE_FAMILIES = {
  'docx-cv-demo': {
    formats: ['docx', 'docx', 'pdf', 'docx', 'docx'],
    dateStyle: 'short',
    render: (p, { dir, format, env }) => {
      const docx = fillDocxCv(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
