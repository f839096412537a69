// resume-md-ats-docx (SLOT_55_OFFICE_FAMILIES, re-exported by office.mjs): the Word résumé of
// stairwaytowonderland/resume-md-to-ats-converter ("Resume/CV Markdown to ATS .docx Converter", Andrew Haller), a
// python-docx script that turns a Markdown résumé into "an ATS-friendly Word document" with python-docx's default
// template (its Title, Subtitle, Heading 1–5 and List Bullet styles: Calibri headings in blue over Cambria text). The
// template here is the repository's own output of its sample résumé, sample/example.docx, at commit daf44d8
// (6 Apr 2025), the last commit under the MIT licence the repository started with (it moved to CC BY-NC-ND 4.0 the
// same day, in 4135099; nothing after daf44d8 is used). See templates/resume-md-ats-docx/SOURCE.md.
//
// Layout: one column on a Letter page (0.7 in margins top and bottom, 0.8 in at the sides), no tables, frames,
// header or footer. The name in the Title style (26 pt, centred, over Title's blue bottom rule), the headline in the
// Subtitle style (italic, blue, centred), then the sample's centred bold rule of underscores (its "These Are ◆ Some
// of My ◆ Specialty Areas" line left out: the people have none). Section titles in Heading 1 capitals (the sample's
// "PROFESSIONAL SUMMARY", "CORE SKILLS", "PROFESSIONAL EXPERIENCE", "EDUCATION", "CONTACT INFORMATION"; the person's
// language's words in capitals otherwise). The summary as a paragraph, the spoken languages under a bold
// "Languages" line where the sample has its "Optional personal heading" and its paragraph. The skills as the
// sample's core-skills line "a | b | c"; grouped skills one such line per group under the group's label in Heading
// 4 (the sample's per-job "Technical Skills" subheading over its line of skills). Then a page break (the sample's
// "---" before its experience) and each job as the sample's "Another Job At A Different Place": the title in
// Heading 2, the company in Heading 3, an italic line "Month YYYY - Month YYYY -- City" (the sample's "StartMonth
// Year - EndMonth Year · length in mos or yrs -- Location", the length left out; the language's word for now for a
// current job), the bullets in List Bullet, an empty paragraph after each job. Another page break (the sample's,
// after its certifications) before the schools, each a paragraph "**School:** Degree (YYYY - YYYY)" (the sample's
// "School or Institution Name: Degree or Area of Study", the years added as someone filling it would), then the
// contacts last, as the sample has them: "**Address:** street, postcode city, country" where the sample has its
// LinkedIn line (plain text, as its phone line), "**Email:** e-mail" (a mailto link, as the sample's) and
// "**Phone:** phone" (the labels in the person's language otherwise). So three pages, as the sample's: the header,
// summary and skills; the jobs; the schools and contacts. The sample's Highlights, per-job "Technical Skills" and
// certifications are left out (the people have none).
//
// Filled by writing word/document.xml's body again from the sample's own paragraphs (each kind of paragraph taken
// from the sample with its properties and runs, the texts swapped) and setting the e-mail link's target; the
// document properties are left as python-docx writes them. The DOCX is written directly (4 people); LibreOffice
// converts it to PDF for one.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxOr, run, xml, zipDocx } from './office.mjs';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'resume-md-ats-docx',
  'example.docx',
);

/** The date of commit daf44d8, used for the zip entries and the document properties. */
const DATE = '2025-04-06T21:46:40Z';

/** The sample's section titles in English; the person's language's words (in capitals) otherwise. */
const TITLES_EN = {
  summary: 'PROFESSIONAL SUMMARY',
  skills: 'CORE SKILLS',
  experience: 'PROFESSIONAL EXPERIENCE',
  education: 'EDUCATION',
  contact: 'CONTACT INFORMATION',
};

/** The contact labels: the sample's in English. */
const LABELS = {
  en: { address: 'Address', email: 'Email', phone: 'Phone' },
  fr: { address: 'Adresse', email: 'E-mail', phone: 'Téléphone' },
  de: { address: 'Adresse', email: 'E-Mail', phone: 'Telefon' },
  es: { address: 'Dirección', email: 'Correo electrónico', phone: 'Teléfono' },
  pt: { address: 'Endereço', email: 'E-mail', phone: 'Telefone' },
  it: { address: 'Indirizzo', email: 'E-mail', phone: 'Telefono' },
};

/** The body's top-level paragraphs (<w:p>…</w:p> or <w:p/>), in order. */
const paragraphs = (body) => body.match(/<w:p\/>|<w:p>[\s\S]*?<\/w:p>/g);

/** The text of a paragraph. */
const textOf = (p) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');

/** `para` with the texts of its <w:t> elements replaced, in order, by `texts` (as many as it has). */
function withTexts(para, texts) {
  let i = 0;
  const out = para.replace(/<w:t(?: [^>]*)?>[^<]*<\/w:t>/g, () => {
    if (i >= texts.length) throw new Error(`more texts in ${para} than given`);
    return `<w:t xml:space="preserve">${xml(texts[i++])}</w:t>`;
  });
  if (i !== texts.length) throw new Error(`${texts.length} texts for a paragraph with ${i}`);
  return out;
}

/** document.xml with its body written again for `p`, from the sample's own paragraphs. */
export function atsDocument(p, doc) {
  const open = doc.indexOf('<w:body>') + '<w:body>'.length;
  const close = doc.indexOf('<w:sectPr');
  const ps = paragraphs(doc.slice(open, close));
  /** The first paragraph of the sample whose text is `text`. */
  const find = (text) => {
    const hit = ps.find((q) => textOf(q) === text);
    if (!hit) throw new Error(`no paragraph "${text}" in the template`);
    return hit;
  };
  const title = find('Full Name');
  const subtitle = find('Clever Tagline');
  const rule = find('__________________________________________________');
  const heading1 = find('PROFESSIONAL SUMMARY');
  const plain = find('A brief introduction.');
  const boldLine = find('Optional personal heading');
  const skillsLine = find('My Top | Technical | Skills | And Buzzwords | I Want To Highlight');
  const pageBreak = ps.find((q) => q.includes('<w:br w:type="page"/>'));
  const jobTitle = find('Another Job At A Different Place');
  const company = find('Company Name');
  const dates = find('StartMonth Year - EndMonth Year · length in mos or yrs -- Location');
  const bullet = find('Some details about');
  const subheading = find('Technical Skills');
  const empty = '<w:p/>';
  const school = find('School or Institution Name: Degree or Area of Study');
  const gapAfter = ps.find((q) => /^<w:p><w:pPr><w:spacing w:after="240"\/><\/w:pPr><\/w:p>$/.test(q));
  const email = find('Email: email@example.com');
  const phone = find('Phone: (XXX) 555-xxxx');

  const en = p.lang === 'en';
  const h = HEADINGS[p.lang];
  const upper = (s) => s.toLocaleUpperCase(p.lang);
  const titleOf = (key) => (en ? TITLES_EN[key] : upper(h[key]));
  const label = LABELS[p.lang];
  const { street, postcode, city, country } = p.address;

  const out = [
    withTexts(title, [fullName(p)]),
    withTexts(subtitle, [p.headline]),
    rule,
    withTexts(heading1, [titleOf('summary')]),
    withTexts(plain, [p.summary]),
    withTexts(boldLine, [h.languages]),
    withTexts(plain, [p.languages]),
    withTexts(heading1, [titleOf('skills')]),
  ];
  for (const g of p.skills) {
    if (g.label) out.push(withTexts(subheading, [g.label]));
    out.push(withTexts(skillsLine, [g.items.join(' | ')]));
  }
  out.push(pageBreak, withTexts(heading1, [titleOf('experience')]));
  for (const j of p.experience) {
    const period = `${showDate(j.start, 'long')} - ${showEnd(p, j.end, 'long')}`;
    out.push(
      withTexts(jobTitle, [j.title]),
      withTexts(company, [j.company]),
      withTexts(dates, [`${period} -- ${j.city}`]),
      ...j.bullets.map((b) => withTexts(bullet, [b])),
      empty,
    );
  }
  out.push(pageBreak, withTexts(heading1, [titleOf('education')]));
  for (const e of p.education)
    out.push(withTexts(school, [`${e.institution}: `, `${e.degree} (${e.start} - ${e.end})`]));
  out.push(
    gapAfter,
    withTexts(heading1, [titleOf('contact')]),
    withTexts(phone, [`${label.address}: `, `${street}, ${postcode} ${city}, ${country}`]),
    withTexts(email, [`${label.email}: `, p.email]),
    withTexts(phone, [`${label.phone}: `, p.phone.shown]),
  );
  return doc.slice(0, open) + out.join('') + doc.slice(close);
}

/** Unpacks the sample, fills it for `p` and packs cv.docx (fixed entry times and order). */
function fillAtsDocx(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const docFile = path.join(src, 'word', 'document.xml');
  writeFileSync(docFile, atsDocument(p, readFileSync(docFile, 'utf8')));
  // The e-mail link's target (the sample's rId13, mailto:email@example.com).
  const relsFile = path.join(src, 'word', '_rels', 'document.xml.rels');
  writeFileSync(
    relsFile,
    readFileSync(relsFile, 'utf8').replace(/Target="mailto:[^"]*"/, `Target="mailto:${xml(p.email)}"`),
  );
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's fifty-fifth fixed slot (an office template family). */
export const SLOT_55_OFFICE_FAMILIES = {
  'resume-md-ats-docx': {
    formats: ['docx', 'docx', 'pdf', 'docx', 'docx'],
    dateStyle: 'long',
    render: (p, { dir, format, env }) => {
      const docx = fillAtsDocx(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
