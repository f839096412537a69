// lebenslauf-harisnae (SLOT_24_OFFICE_FAMILIES, re-exported by office.mjs): Haris Naeem's German "Lebenslauf",
// published as a reusable template (harisnae/lebenslauf, MIT, commit 686112f; its README: "Vorlage nutzen",
// fork it and edit `templates/odt/lebenslauf.odt`, export Word and PDF from it). An .odt made by LibreOffice
// 24.2, vendored unchanged with its LICENSE in templates/lebenslauf-harisnae/.
//
// Layout: an A4 page in Open Sans built from borderless tables. A header table: "LEBENSLAUF" (the template's
// title, here the person's language's word for a CV) and the name in 28 pt bold capitals over an empty spacer
// row, then label / value rows with the template's German labels ("Adresse" with the street, "postcode city"
// and the country on lines of their own, "Telefon", "E-Mail"); a photo box spanning the rows at the right
// (the template's photo is a picture fill of a rectangle shape; here the shape keeps its place and size but is
// filled with the grey of the headings, as a form waiting for a photo). Each section title a two-cell table: a
// narrow blue cell and a grey band with the title in bold capitals (in the person's language), over a
// horizontal-line paragraph. Experience and education are three-column tables: "MM/YYYY - MM/YYYY" (or the
// language's word for now) in the left column, a spacer column, and on the right the bold "Company | City" (the
// template writes "Company | City | Country"; the record has the job's city only) over the title and a bulleted
// list (its rows without the 1.08 in minimum height the sample gives its first job's three bullets); each school
// "YYYY - YYYY" beside the bold "School | City" over the degree. Skills where the template has "Kenntnisse und
// Interessen": a label / value table whose first rows are the spoken languages (one a row under
// the language's word for languages, as the template's "Fremdsprachen"), then each skill group's label beside
// its items as one comma-separated line ending in a full stop (flat skills without a label). The template has
// no place for a headline or a profile. Filled by writing the body of content.xml again with the template's own
// table, cell and paragraph styles; LibreOffice converts the ODT to DOCX, or to PDF.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, soffice, withBody, xml, zipOdt } from './office.mjs';
import { HEADINGS, showDate, showEnd } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'lebenslauf-harisnae',
  'lebenslauf.odt',
);

/** The document title in the person's language (the template's "Lebenslauf"). */
const TITLE = {
  en: 'Curriculum Vitae',
  fr: 'Curriculum vitae',
  de: 'Lebenslauf',
  es: 'Currículum vítae',
  pt: 'Currículo',
  it: 'Curriculum vitae',
};

const para = (style, inner = '') =>
  inner === ''
    ? `<text:p text:style-name="${style}"/>`
    : `<text:p text:style-name="${style}">${inner}</text:p>`;
const cell = (style, inner, attrs = '') =>
  `<table:table-cell table:style-name="${style}"${attrs} office:value-type="string">${inner}</table:table-cell>`;
const row = (cells, style) =>
  `<table:table-row${style ? ` table:style-name="${style}"` : ''}>${cells.join('')}</table:table-row>`;
const table = (name, columns, rows) =>
  `<table:table table:name="${name}" table:style-name="${name}">` +
  columns.map((c) => `<table:table-column table:style-name="${name}.${c}"/>`).join('') +
  rows.join('') +
  '</table:table>';

/** A section title: the template's two-cell table (blue bar, grey band) with its own paragraph style. */
const title = (name, style, text) =>
  table(
    name,
    ['A', 'B'],
    [row([cell(`${name}.A1`, para(style)), cell(`${name}.B1`, para(style, xml(text)))])],
  );

/** The body of content.xml (after the sequence declarations) for `p`, in the template's own styles. */
export function lebenslauf(p) {
  const h = HEADINGS[p.lang];
  const c6 = (inner, attrs) => cell('Table6.A1', inner, attrs);
  const covered = '<table:covered-table-cell/>';
  const coveredPhoto = '<table:covered-table-cell table:style-name="Table6.A1"/>';
  const photo =
    '<text:p text:style-name="Table_20_Contents"><draw:custom-shape text:anchor-type="as-char" draw:z-index="0" ' +
    'draw:name="Shape 1" draw:style-name="gr1" draw:text-style-name="P33" svg:width="3.3559in" svg:height="2.713in">' +
    '<text:p/><draw:enhanced-geometry svg:viewBox="0 0 21600 21600" draw:mirror-horizontal="false" ' +
    'draw:mirror-vertical="false" draw:type="rectangle" draw:enhanced-path="M 0 0 L 21600 0 21600 21600 0 21600 0 0 Z N"/>' +
    '</draw:custom-shape></text:p>';
  const a = p.address;
  const contact = [
    [
      'Adresse',
      [a.street, `${a.postcode} ${a.city}`, a.country].map(xml).join('<text:line-break/>'),
      'Table6.3',
    ],
    ['Telefon', xml(p.phone.shown), 'Table6.6'],
    ['E-Mail', xml(p.email), 'Table6.7'],
  ];
  const rows = 3 + contact.length;
  const header = table(
    'Table6',
    ['A', 'B', 'C'],
    [
      row(
        [
          c6(para('P6', xml(TITLE[p.lang])), ' table:number-columns-spanned="2"'),
          covered,
          c6(photo, ` table:number-rows-spanned="${rows}"`),
        ],
        'Table6.1',
      ),
      row(
        [
          c6(para('P7', xml(`${p.first} ${p.last}`)), ' table:number-columns-spanned="2"'),
          covered,
          coveredPhoto,
        ],
        'Table6.2',
      ),
      row([c6(para('P5'), ' table:number-columns-spanned="2"'), covered, coveredPhoto], 'Table6.3'),
      ...contact.map(([label, value, style]) =>
        row([c6(para('P15', label)), c6(para('P15', value)), coveredPhoto], style),
      ),
    ],
  );
  const c3 = (inner) => cell('Table3.A1', inner);
  const jobStyles = [
    ['P13', 'P18'],
    ['P14', 'P19'],
  ];
  const jobs = p.experience.flatMap((j, k) => {
    const [dateStyle, companyStyle] = jobStyles[k] ?? ['P11', 'P17'];
    const dates = `${showDate(j.start, 'numeric')} - ${showEnd(p, j.end, 'numeric')}`;
    const list =
      `<text:list${k ? ' text:continue-numbering="true"' : ''} text:style-name="List_20_1">` +
      j.bullets.map((b) => `<text:list-item>${para('P31', xml(b))}</text:list-item>`).join('') +
      '</text:list>';
    return [
      row([
        c3(para(dateStyle, xml(dates))),
        c3(para('P24')),
        c3(para(companyStyle, xml(`${j.company} | ${j.city}`))),
      ]),
      row([c3(para('P11')), c3(para('P24')), c3(para('P11', xml(j.title)))]),
      row([c3(para('P24')), c3(para('P24')), c3(list)]),
    ];
  });
  const c7 = (inner) => cell('Table7.A1', inner);
  const schools = p.education.flatMap((e) => [
    row([
      c7(para('P11', xml(`${e.start} - ${e.end}`))),
      c7(para('P22')),
      c7(para('P20', xml(`${e.institution} | ${e.city}`))),
    ]),
    row([c7(para('P22')), c7(para('P22')), c7(para('P11', xml(e.degree)))]),
  ]);
  const c1 = (inner) => cell('Table1.A1', inner);
  const languages = p.languages.split(/,\s*(?![^()]*\))/).map((l) => l.trim());
  const skills = [
    ...languages.map((l, k) =>
      row(
        k === 0
          ? [c1(para('P10', xml(h.languages))), c1(para('P10')), c1(para('P10', xml(l)))]
          : [c1(para('P21')), c1(para('P21')), c1(para('P10', xml(l)))],
      ),
    ),
    ...p.skills.map((g) =>
      row([
        c1(g.label ? para('P10', xml(g.label)) : para('P21')),
        c1(para('P21')),
        c1(para('P10', xml(`${g.items.join(', ')}.`))),
      ]),
    ),
  ];
  return [
    header,
    para('Standard'),
    title('Table4', 'P27', h.experience),
    para('Horizontal_20_Line'),
    table('Table3', ['A', 'B', 'C'], jobs),
    para('P8'),
    title('Table8', 'P4', h.education),
    para('Horizontal_20_Line'),
    table('Table7', ['A', 'B', 'C'], schools),
    title('Table5', 'P2', h.skills),
    para('P1'),
    table('Table1', ['A', 'B', 'C'], skills),
    para('P3'),
  ].join('');
}

/** Unpacks the template, writes its body for `p` (and the empty photo box), repacks it as cv.odt. */
function fillLebenslauf(p, dir) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const contentFile = path.join(src, 'content.xml');
  let content = readFileSync(contentFile, 'utf8');
  // The photo box: the shape's picture fill (the author's photo) becomes a solid fill in the headings' grey.
  const fill =
    'draw:fill="bitmap" draw:fill-color="#2a6099" draw:fill-image-name="IMG_5f_0816" draw:fill-image-width="2in" draw:fill-image-height="2in"';
  // The fill is written twice, in the shape's graphic style (gr1) and its text style (P33).
  if (content.split(fill).length !== 3) throw new Error('lebenslauf-harisnae: photo fill not found');
  content = content.replaceAll(fill, 'draw:fill="solid" draw:fill-color="#dddddd"');
  writeFileSync(contentFile, withBody(content, lebenslauf(p)));
  return zipOdt(src, dir);
}

/** name → family, in generate.mjs's twenty-fourth fixed slot (an office template family). */
export const SLOT_24_OFFICE_FAMILIES = {
  'lebenslauf-harisnae': {
    formats: ['docx', 'docx', 'docx', 'pdf', 'docx'],
    dateStyle: 'numeric',
    render: (p, { dir, format, env }) => soffice(fillLebenslauf(p, dir), format, dir, env),
  },
};
