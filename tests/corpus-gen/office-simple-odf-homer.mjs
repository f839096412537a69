// simple-odf-homer (SLOT_79_OFFICE_FAMILIES, re-exported by office.mjs): the résumé example of simple-odf
// (connium/simple-odf, MIT, version 3.0.3; repository commit d3cced3, 4 Jan 2024), Christoph Nölke's "Open Document
// Format made easy using pure JavaScript and Node.js", a library that writes OpenDocument text from code. The
// template is its only example, examples/homer-resume/index.ts ("Resume of Homer Simpson. This is a full document
// using almost all features of the project", last changed in 3926528, 29 Mar 2020, with its screenshot.png): a
// script that builds the résumé with the library's styles, headings, lists, tab stop and hyperlink and saves it as a
// flat ODT (.fodt). Nothing of it is committed; simple-odf comes from npm (see templates/simple-odf-homer/SOURCE.md).
//
// Layout (as LibreOffice lays out the flat ODT: no page style, so its default A4 page with 2 cm margins): one
// column in FreeSans, navy 000080 for titles. The name as a Heading 1 (20 pt bold navy), the headline under it
// (11 pt navy), an empty line, one contact paragraph "Address: street, City line, Country", a line break, "Phone:
// …", a tab (a left tab stop at 70 mm) and "E-mail: " with the address as a mailto link; an empty line, the summary
// (10 pt), an empty line. Then the sections, each title a Heading 2 (14 pt bold navy) with no rule: the experience,
// each job a bold 10 pt dates line "YYYY - YYYY" (or "YYYY - present", the template's lower-case English word; the
// language's word for now otherwise) over the title as a Heading 3 (11 pt bold navy) over "Company, City" in
// italics, then the bullets as a list (the list's paragraphs unstyled, so the default serif: Liberation Serif),
// an empty line between jobs and two after the last; the education, each school its years "YYYY - YYYY" in bold
// over a Heading 3 "Degree, School" (the template's "Degree in Nuclear Physics, Springfield University"); the
// skills, one 10 pt paragraph per labelled group "Label - a, b, c" (the template's "Songwriting - invented …") and
// one per skill of an unlabelled list; the spoken languages where the template has its "Awards", one paragraph each,
// "Language - level". Section titles in the person's language (the English ones the template's).
//
// Filled as a simple-odf user fills it: the example's script, ported to JavaScript with the same styles and calls
// in the same order, run once per person with the library from npm and the person's record where the example has
// Homer's (meta: the person as initial creator, "Resume of <name>" as title, the person's language; the library's
// creation date, the time of the call, set to the release's date in the flat ODT it writes). LibreOffice opens the
// flat ODT and saves it as DOCX (entries zipped again with fixed times) for four people and exports that DOCX to PDF
// for one.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { docxOr, run, soffice, zipDocx } from './office.mjs';
import { HEADINGS, cityLine, fullName, showDate, spokenLanguages } from './persons.mjs';

/** Where simple-odf 3.0.3 is installed (npm i --prefix DIR simple-odf@3.0.3, see SOURCE.md). */
const SIMPLE_ODF_DIR = process.env.SIMPLE_ODF_DIR ?? '/tmp/simple-odf';

/** The date of simple-odf 3.0.3's release commit (6c2adee), for the documents' dates and the DOCX's zip entries. */
const DATE = '2023-01-12T09:08:25Z';

/** The document's language, as the example's 'en-US'. */
const LOCALE = { en: 'en-GB', fr: 'fr-FR', de: 'de-DE', es: 'es-ES', pt: 'pt-BR', it: 'it-IT' };

/** The word the dates use for a current job: the template's "present" in English, the language's otherwise. */
const NOW = { en: 'present', fr: "aujourd'hui", de: 'heute', es: 'actualidad', pt: 'atual', it: 'oggi' };

/** simple-odf, loaded from its npm install. */
function simpleOdf() {
  const require = createRequire(path.join(SIMPLE_ODF_DIR, 'package.json'));
  try {
    return require('simple-odf');
  } catch {
    throw new Error(`simple-odf-homer: no simple-odf in ${SIMPLE_ODF_DIR} (see SOURCE.md)`);
  }
}

/** The years of a job as the example writes them ("1989 - present", "1992 - 1993"). */
export const jobYears = (p, j) =>
  `${showDate(j.start, 'year')} - ${j.end ? showDate(j.end, 'year') : NOW[p.lang]}`;

/** One skills paragraph per labelled group ("Label - a, b, c"), one per skill of an unlabelled list. */
export const skillLines = (p) =>
  p.skills.flatMap((g) => (g.label ? [`${g.label} - ${g.items.join(', ')}`] : g.items));

/** One paragraph per spoken language, "Language - level" (the name alone where the record gives no level). */
export const languageLines = (p) =>
  spokenLanguages(p).map((l) => (l.level ? `${l.name} - ${l.level}` : l.name));

/** examples/homer-resume/index.ts for `p`: the flat ODT written as `file`. */
async function homerResume(p, file) {
  const { TextDocument, FontPitch, Color, ParagraphStyle, Typeface, TabStopType } = simpleOdf();
  const h = HEADINGS[p.lang];

  const fontName = 'FreeSans';
  const highlightColor = Color.fromHex('000080');

  const titleStyle = new ParagraphStyle();
  titleStyle.setColor(highlightColor);
  titleStyle.setFontName(fontName);
  titleStyle.setFontSize(20);
  titleStyle.setTypeface(Typeface.Bold);

  const subTitleStyle = new ParagraphStyle();
  subTitleStyle.setColor(highlightColor);
  subTitleStyle.setFontName(fontName);
  subTitleStyle.setFontSize(11);

  const contactStyle = new ParagraphStyle();
  contactStyle.setFontName(fontName);
  contactStyle.setFontSize(10);
  contactStyle.addTabStop(70, TabStopType.Left);

  const sectionTitleStyle = new ParagraphStyle();
  sectionTitleStyle.setColor(highlightColor);
  sectionTitleStyle.setFontName(fontName);
  sectionTitleStyle.setFontSize(14);
  sectionTitleStyle.setTypeface(Typeface.Bold);

  const datesStyle = new ParagraphStyle();
  datesStyle.setFontName(fontName);
  datesStyle.setFontSize(10);
  datesStyle.setTypeface(Typeface.Bold);

  const jobTitleStyle = new ParagraphStyle();
  jobTitleStyle.setColor(highlightColor);
  jobTitleStyle.setFontName(fontName);
  jobTitleStyle.setFontSize(11);
  jobTitleStyle.setTypeface(Typeface.Bold);

  const companyNameStyle = new ParagraphStyle();
  companyNameStyle.setFontName(fontName);
  companyNameStyle.setFontSize(10);
  companyNameStyle.setTypeface(Typeface.Italic);

  const defaultStyle = new ParagraphStyle();
  defaultStyle.setFontName(fontName);
  defaultStyle.setFontSize(10);

  const document = new TextDocument();

  const meta = document.getMeta();
  meta.setInitialCreator(fullName(p));
  meta.setTitle(`Resume of ${fullName(p)}`);
  meta.setLanguage(LOCALE[p.lang]);
  meta.setDate(new Date(DATE));

  document.getFontFaceDeclarations().create('FreeSans', 'FreeSans', FontPitch.Variable);

  const body = document.getBody();
  body.addHeading(fullName(p)).setStyle(titleStyle);
  body.addParagraph(p.headline).setStyle(subTitleStyle);

  body.addParagraph();

  const a = p.address;
  body
    .addParagraph(`Address: ${a.street}, ${cityLine(a)}, ${a.country}`)
    .setStyle(contactStyle)
    .addText('\n')
    .addText(`Phone: ${p.phone.shown}`)
    .addText('\t')
    .addText('E-mail: ')
    .addHyperlink(p.email, `mailto:${p.email}`);

  body.addParagraph();

  body.addParagraph(p.summary).setStyle(defaultStyle);

  body.addParagraph();

  // experience
  body.addHeading(h.experience, 2).setStyle(sectionTitleStyle);

  p.experience.forEach((j, i) => {
    if (i > 0) body.addParagraph();
    body.addParagraph(jobYears(p, j)).setStyle(datesStyle);
    body.addHeading(j.title, 3).setStyle(jobTitleStyle);
    body.addParagraph(`${j.company}, ${j.city}`).setStyle(companyNameStyle);
    const list = body.addList();
    for (const bullet of j.bullets) list.addItem().addParagraph(bullet);
  });

  body.addParagraph();
  body.addParagraph();

  // education
  body.addHeading(h.education, 2).setStyle(sectionTitleStyle);

  p.education.forEach((e, i) => {
    if (i > 0) body.addParagraph();
    body.addParagraph(`${e.start} - ${e.end}`).setStyle(datesStyle);
    body.addHeading(`${e.degree}, ${e.institution}`, 3).setStyle(jobTitleStyle);
  });

  body.addParagraph();
  body.addParagraph();

  // skills
  body.addHeading(h.skills, 2).setStyle(sectionTitleStyle);

  for (const line of skillLines(p)) body.addParagraph(line).setStyle(defaultStyle);

  body.addParagraph();
  body.addParagraph();

  // languages, where the example has its awards
  body.addHeading(h.languages, 2).setStyle(sectionTitleStyle);

  for (const line of languageLines(p)) body.addParagraph(line).setStyle(defaultStyle);

  await document.saveFlat(file);
  // The library stamps the creation date with the time of the call; the release's date instead.
  const flat = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    flat.replace(
      /<meta:creation-date>[^<]*<\/meta:creation-date>/,
      `<meta:creation-date>${new Date(DATE).toISOString()}</meta:creation-date>`,
    ),
  );
  return file;
}

/** The example run for `p`, its flat ODT saved by LibreOffice as DOCX and zipped again. */
async function buildDocx(p, dir, env) {
  const fodt = await homerResume(p, path.join(dir, 'homer-resume.fodt'));
  const saved = soffice(fodt, 'docx', dir, env);
  const src = path.join(dir, 'saved');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', saved, '-d', src]);
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's seventy-ninth fixed slot (an office template family). */
export const SLOT_79_OFFICE_FAMILIES = {
  'simple-odf-homer': {
    formats: ['docx', 'docx', 'pdf', 'docx', 'docx'],
    dateStyle: 'year',
    render: async (p, { dir, format, env }) => docxOr(format, await buildDocx(p, dir, env), dir, env),
  },
};
