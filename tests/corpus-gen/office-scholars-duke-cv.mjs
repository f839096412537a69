// scholars-duke-cv (SLOT_19_OFFICE_FAMILIES, re-exported by office.mjs): the Word template of the Scholars@Duke
// CV generator (OIT-ADS-Web/scholars_cv_generator, MIT, commit fc945d1, src/templates/cv_template.docx), the
// faculty "CURRICULUM VITAE" form Duke's web app fills with docxtemplater from a scholar's profile. A .docx made
// by Microsoft Word for Mac, vendored unchanged with the repository's LICENSE in templates/scholars-duke-cv/.
//
// Layout: a Letter page in Times New Roman 10 pt, no tables, frames or colours: "CURRICULUM VITAE" centred in
// bold, then "Name:" in bold with the name pushed by four default tab stops to a column two inches in; each
// section a bold label paragraph (the app's labels end in a colon) over value paragraphs indented two inches
// (the appointments, "Present academic rank and titles:", the education); the publications a bold label, a line
// break and a tab before the first kind's bold label, each kind a numbered list of its own ("1.", "2.", …); the
// research interests a bold label over a List Paragraph; the awards' label after a tab and a line break; the page
// number in the footer from the second page on. Filled the way the app fills it (its loop tags dropped, each
// {-w:p …} paragraph repeated once per value, the labels the app supplies written in the person's language, the
// template's own "Name:" and "Present academic rank and titles:" kept): the e-mail, phone and address as more
// "Label:" lines like the name's (the form has no contact lines); each job in the primary appointment's place as
// "Title, Company, City", its dates "Mon YYYY – Mon YYYY" (or the language's word for now) and its bullets as
// further paragraphs in the two-inch column; the headline as the present rank and title; each school in the
// education's place as "Degree, School, City, YYYY – YYYY"; the skills in the publications' place, each group's
// label where a kind of publication has its label and its items as that kind's numbered list (a flat list under
// the language's word for skills alone); the profile as the research interests; the spoken languages where the
// awards are. Written straight into word/document.xml with the template's own paragraph and run properties; PDF
// by LibreOffice.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxOr, run, xml, zipDocx } from './office.mjs';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'scholars-duke-cv',
  'cv_template.docx',
);

/** The body of word/document.xml written again for `p` from the template's own paragraphs. */
export function scholarsDukeCv(p, doc) {
  const h = HEADINGS[p.lang];
  const paras = doc.slice(doc.indexOf('<w:body>')).match(/<w:p [^>]*\/>|<w:p[ >].*?<\/w:p>/gs);
  // The template's paragraph holding `text` (a placeholder or a fixed label).
  const find = (text) => {
    const found = paras.find((q) => q.replace(/<[^>]+>/g, '').includes(text));
    if (!found) throw new Error(`scholars-duke-cv: no paragraph with ${text}`);
    return found;
  };
  const pPr = (q) => /<w:pPr>.*?<\/w:pPr>/s.exec(q)?.[0] ?? '';
  const para = (template, runs) => `<w:p>${pPr(template)}${runs.join('')}</w:p>`;
  const BOLD = '<w:rPr><w:b/></w:rPr>';
  const text = (t, props = '') => `<w:r>${props}<w:t xml:space="preserve">${xml(t)}</w:t></w:r>`;
  const tab = (props = '') => `<w:r>${props}<w:tab/></w:r>`;
  const br = (props = '') => `<w:r>${props}<w:br/></w:r>`;
  const label = (l) => `${l}:`;

  const nameLine = find('{fullName}');
  // "Name:  " and four default half-inch tab stops to the two-inch column, as the template writes the name's line
  // (three after a label wider than half an inch, "E-mail:" and "Address:", as a user lines them up).
  const field = (name, tabs, value) =>
    para(nameLine, [
      text(name, BOLD),
      text(':  '),
      ...Array.from({ length: tabs }, () => tab()),
      text(value),
    ]);
  const positionLabel = find('{primaryPositionLabel}');
  const position = find('{-w:p primaryPosition}');
  const rankLabel = find('Present academic rank and titles:');
  const rank = find('{title}');
  const educationLabel = find('{educationsLabel}');
  const education = find('{allEducation}');
  const publications = find('{publicationsLabel}');
  // The kinds of publications: each a label paragraph (the first inside the publications' own paragraph) and a
  // numbered list with a numbering of its own.
  const kinds = [
    'booksLabel}',
    '{bookReviewsLabel}',
    '{bookSectionsLabel}',
    '{bookSeriesLabel}',
    '{conferencePapersLabel}',
    '{datasetsLabel}',
  ].map((l) => find(l));
  const lists = [
    '{-w:p academicArticles}',
    '{-w:p books}',
    '{-w:p bookReviews}',
    '{-w:p bookSections}',
    '{-w:p bookSeries}',
    '{-w:p conferencePapers}',
    '{-w:p datasets}',
  ].map((l) => find(l));
  const interestsLabel = find('{researchInterestsLabel}');
  const interests = find('{research_interests}');
  const awardsLabel = find('{awardsLabel}');
  const awards = find('{-w:p awards}');

  const out = [
    paras[1], // CURRICULUM VITAE
    paras[2], // an empty line
    field('Name', 4, fullName(p)),
    field('E-mail', 3, p.email),
    field('Phone', 4, p.phone.shown),
    field('Address', 3, `${p.address.street}, ${p.address.city}, ${p.address.country}`),
    para(positionLabel, [text(label(h.experience), BOLD)]),
  ];
  for (const j of p.experience) {
    out.push(para(position, [text(`${j.title}, ${j.company}, ${j.city}`)]));
    out.push(para(position, [text(`${showDate(j.start, 'short')} – ${showEnd(p, j.end, 'short')}`)]));
    for (const b of j.bullets) out.push(para(position, [text(b)]));
  }
  out.push(para(rankLabel, [text('Present academic rank and titles:', BOLD), text(' ', BOLD)]));
  out.push(para(rank, [text(p.headline)]));
  out.push(para(educationLabel, [text(label(h.education), BOLD), text(' ', BOLD), tab(BOLD), tab(BOLD)]));
  for (const e of p.education) {
    out.push(para(education, [text(`${e.degree}, ${e.institution}, ${e.city}, ${e.start} – ${e.end}`)]));
  }
  // The skills where the publications are: the first group's label after a line break and a tab inside the
  // title's paragraph, the others in the next kinds' label paragraphs, each group's items its kind's list.
  const [first, ...rest] = p.skills;
  out.push(
    para(publications, [
      text(label(h.skills), BOLD),
      ...(first.label ? [text(' '), br(), br(BOLD), tab(BOLD), text(first.label, BOLD)] : []),
    ]),
  );
  for (const item of first.items) out.push(para(lists[0], [text(item)]));
  rest.forEach((g, k) => {
    out.push(para(kinds[k], [text(g.label ?? '', BOLD)]));
    for (const item of g.items) out.push(para(lists[k + 1], [text(item)]));
  });
  out.push(para(interestsLabel, [text(label(h.summary), BOLD), text(' ', BOLD)]));
  out.push(para(interests, [text(p.summary)]));
  out.push(para(awardsLabel, [tab(), br(), text(label(h.languages), BOLD), text(' ', BOLD)]));
  out.push(para(awards, [text(p.languages)]));
  out.push(paras.at(-1));
  const start = doc.indexOf(paras[0]);
  const end = doc.indexOf('<w:sectPr');
  return doc.slice(0, start) + out.join('') + doc.slice(end);
}

/** Fills the template for `p` and packs it as cv.docx (fixed entry times and order). */
function fillScholarsDukeCv(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const docFile = path.join(src, 'word', 'document.xml');
  writeFileSync(docFile, scholarsDukeCv(p, readFileSync(docFile, 'utf8')));
  const coreFile = path.join(src, 'docProps', 'core.xml');
  writeFileSync(
    coreFile,
    readFileSync(coreFile, 'utf8').replace(
      /<dc:title><\/dc:title>/,
      `<dc:title>${xml(fullName(p))}</dc:title>`,
    ),
  );
  return zipDocx(src, dir, '2025-06-29T00:00:00Z', env);
}

/** name → family, in generate.mjs's nineteenth fixed slot (an office template family). */
export const SLOT_19_OFFICE_FAMILIES = {
  'scholars-duke-cv': {
    formats: ['docx', 'docx', 'docx', 'pdf', 'docx'],
    dateStyle: 'short',
    render: (p, { dir, format, env }) => {
      const docx = fillScholarsDukeCv(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
