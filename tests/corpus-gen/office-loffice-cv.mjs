// loffice-cv (SLOT_28_OFFICE_FAMILIES, re-exported by office.mjs): Mathieu Noël's "LOffice CV", a résumé template
// for LibreOffice (noelma/loffice-cv, MIT at commit 33c07fa, office_cv.ott; the repository's later commits swap
// the LICENSE file for Apache-2.0 and then GPL-2.0 while its README still says MIT). An .ott made by LibreOffice
// 6.3, vendored unchanged with that commit's LICENSE and README in templates/loffice-cv/.
//
// Layout: an A4 page in Calibri (Carlito here, metric-compatible) with blue triangles in the top-left and
// bottom-right corners. The page header (styles.xml, on every page) is a borderless three-column table: a crossed
// grey photo box; the name in bold as "Firstname NAME" (the template's French convention: the last name in
// capitals) over the address (the template's birth-date line dropped, the record has none), street and
// "postcode city, country" on lines of their own; on the right "P: phone" and "E-Mail: email" with bold labels
// (the template's "Site:" and "Linkedin:" lines left empty, the bottom corner's triangles are anchored to the
// last one); under it the headline centred in 22 pt bold as the template's "Job title – …" title. The body: each
// section a Heading 2 in capitals and its own colour with an icon on the left and a rule of the same colour
// from the end of the title to the right margin (the rule's start moved to the end of the title, as a user
// drags it, from the title's width in Carlito Bold). Education comes first, as in the template: a two-column
// table, "YYYY – YYYY" on the left, "Degree, School – City" on the right with the degree in blue bold.
// Experience: "YYYY – YYYY" (or the language's word for now) over the duration ("3 years", "8 months" in the
// person's language, counted to June 2025 for a current job) on the left; on the right the title in green bold,
// ", " the company in bold, ", City", over the bullets as one paragraph. Skills: the template's four-column table
// of centred categories, each label in orange bold capitals (as the template types "CATEGORY 1") over its items
// one a line, each ending in a comma and the last in a full stop; the spoken languages as the last category
// (under the language's word for languages); flat skills a column without a label. The template's closing
// free-text section ("Hobbies", with a sailboat icon) holds the profile under the language's word for it. Filled
// by writing the header of styles.xml and the body of content.xml again with the template's own paragraph, text,
// table and frame styles; LibreOffice converts the ODT to DOCX, or to PDF.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, soffice, withBody, xml, zipOdt } from './office.mjs';
import { HEADINGS, PRESENT_WORD, showDate } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'loffice-cv',
  'office_cv.ott',
);

/** The words of the duration line ("X years", "X months"): one year, years, one month, months. */
const DURATION = {
  en: ['year', 'years', 'month', 'months'],
  fr: ['an', 'ans', 'mois', 'mois'],
  de: ['Jahr', 'Jahre', 'Monat', 'Monate'],
  es: ['año', 'años', 'mes', 'meses'],
  pt: ['ano', 'anos', 'mês', 'meses'],
  it: ['anno', 'anni', 'mese', 'mesi'],
};

/** The template's word for a current job's end ("YYYY – Now"), where the person's language is the template's. */
const NOW = { en: 'Now' };

/** A current job's duration is counted to this month. */
const AS_OF = [2025, 6];

function duration(p, job) {
  const [y1, m1] = job.start;
  const [y2, m2] = job.end ?? AS_OF;
  const months = (y2 - y1) * 12 + (m2 - m1) + 1;
  const [year, years, month, monthsWord] = DURATION[p.lang];
  if (months < 12) return `${months} ${months === 1 ? month : monthsWord}`;
  const n = Math.floor(months / 12);
  return `${n} ${n === 1 ? year : years}`;
}

/** Advance widths of Carlito Bold (units per em 2048), for the capitals of the section titles. */
const BOLD_WIDTH = {
  ' ': 463,
  A: 1241,
  B: 1148,
  C: 1084,
  D: 1291,
  E: 999,
  F: 940,
  G: 1305,
  H: 1292,
  I: 546,
  J: 678,
  K: 1120,
  L: 866,
  M: 1790,
  N: 1349,
  O: 1385,
  P: 1090,
  Q: 1405,
  R: 1153,
  S: 968,
  T: 1014,
  U: 1337,
  V: 1211,
  W: 1856,
  X: 1128,
  Y: 1064,
  Z: 979,
};

/**
 * Where a section title's rule starts (cm from the left margin): the title starts 1.24 cm in (2 cm indent, -0.76
 * cm first line), is set in 14 pt bold capitals, and the template leaves about 0.32 cm before its rules.
 */
function ruleStart(title) {
  const units = [...title.toUpperCase().normalize('NFD').replace(/\p{M}/gu, '')].reduce(
    (sum, c) => sum + (BOLD_WIDTH[c] ?? 1100),
    0,
  );
  return (1.24 + ((units / 2048) * 14 * 2.54) / 72 + 0.32).toFixed(3);
}

const para = (style, inner = '') =>
  inner === ''
    ? `<text:p text:style-name="${style}"/>`
    : `<text:p text:style-name="${style}">${inner}</text:p>`;
const span = (style, text) => `<text:span text:style-name="${style}">${xml(text)}</text:span>`;
const cell = (style, inner) =>
  `<table:table-cell table:style-name="${style}" office:value-type="string">${inner}</table:table-cell>`;
const row = (cells) => `<table:table-row>${cells.join('')}</table:table-row>`;

/** Where a right triangle's right angle is, by its mirror flags (none: bottom left). */
const CORNER = { '': 'BL', H: 'BR', V: 'TL', HV: 'TR' };
/** Each corner after a quarter turn clockwise. */
const TURNED = { BL: 'TL', TL: 'TR', TR: 'BR', BR: 'BL' };

/**
 * The corner triangles, drawn as right triangles turned a quarter clockwise (draw:transform "rotate (-π/2)
 * translate (x y)"), written again unturned in the same place: LibreOffice's Word export moves turned shapes of a
 * header table elsewhere (over the name), the unturned ones stay.
 */
function unturnTriangle(shape) {
  const turn = /draw:transform="rotate \(-1\.5707963267949\) translate \(([-\d.]+)cm ([-\d.]+)cm\)"/.exec(
    shape,
  );
  if (!turn) return shape;
  const [x, y] = [Number(turn[1]), Number(turn[2])];
  const width = Number(/svg:width="([\d.]+)cm"/.exec(shape)[1]);
  const height = Number(/svg:height="([\d.]+)cm"/.exec(shape)[1]);
  const flags =
    (/draw:mirror-horizontal="true"/.test(shape) ? 'H' : '') +
    (/draw:mirror-vertical="true"/.test(shape) ? 'V' : '');
  const corner = TURNED[CORNER[flags]];
  const mirror = Object.keys(CORNER).find((k) => CORNER[k] === corner);
  const cm = (v) => `${v.toFixed(3)}cm`;
  return shape
    .replace(turn[0], `svg:x="${cm(x - height)}" svg:y="${cm(y)}"`)
    .replace(
      /svg:width="[\d.]+cm" svg:height="[\d.]+cm"/,
      `svg:width="${cm(height)}" svg:height="${cm(width)}"`,
    )
    .replace(/ draw:mirror-(horizontal|vertical)="\w+"/g, '')
    .replace(
      '<draw:enhanced-geometry ',
      `<draw:enhanced-geometry draw:mirror-horizontal="${mirror.includes('H')}" draw:mirror-vertical="${mirror.includes('V')}" `,
    );
}

/** The header of styles.xml's master page written again for `p` (photo box, name, address, contact, title). */
export function lofficeHeader(p, styles) {
  // The top corner's dark triangle (graphic style Mgr4) runs through the text like its twin at the bottom (Mgr5):
  // without a wrap LibreOffice's Word export wraps the header table's text around it.
  const mgr4 = 'fo:min-width="2.455cm" style:run-through="background" style:vertical-pos';
  if (styles.split(mgr4).length !== 2) throw new Error('loffice-cv: graphic style Mgr4 not found');
  styles = styles.replace(
    mgr4,
    mgr4.replace(
      '" style:vertical-pos',
      '" style:wrap="run-through" style:number-wrapped-paragraphs="no-limit" style:vertical-pos',
    ),
  );
  const start = styles.indexOf('<style:header>');
  const end = styles.indexOf('</style:header>') + '</style:header>'.length;
  let header = styles
    .slice(start, end)
    .replace(/<draw:custom-shape .*?<\/draw:custom-shape>/gs, unturnTriangle);
  const cells = header.match(/<table:table-cell .*?<\/table:table-cell>/gs);
  if (cells?.length !== 3) throw new Error('loffice-cv: header table not found');
  const [, nameCell, contactCell] = cells;
  // The bottom corner's two triangles, anchored to the "Linkedin" line.
  const corner = contactCell.match(/<draw:custom-shape .*?<\/draw:custom-shape>/gs);
  if (corner?.length !== 2) throw new Error('loffice-cv: corner shapes not found');
  const a = p.address;
  const name = para('MP6', span('MT1', p.first[0]) + xml(`${p.first.slice(1)} ${p.last.toUpperCase()}`));
  const address = [a.street, `${a.postcode} ${a.city}, ${a.country}`].map((l) => para('Standard', xml(l)));
  const contact = [
    para('Standard', `${span('MT5', 'P')}: ${xml(p.phone.shown)}`),
    para('Standard', `${span('MT5', 'E-Mail')}: ${xml(p.email)}`),
    para('Standard'),
    para('Standard', corner.join('')),
  ];
  const open = (c) => c.slice(0, c.indexOf('>') + 1);
  header = header
    .replace(nameCell, `${open(nameCell)}${name}${address.join('')}</table:table-cell>`)
    .replace(contactCell, `${open(contactCell)}${contact.join('')}</table:table-cell>`);
  const title = /<text:p text:style-name="Title">.*?<\/text:p>/s;
  if (!title.test(header)) throw new Error('loffice-cv: title not found');
  header = header.replace(title, para('Title', xml(p.headline)));
  return styles.slice(0, start) + header + styles.slice(end);
}

/** The body of content.xml (after the sequence declarations) for `p`, in the template's own styles. */
export function lofficeBody(p, content) {
  const h = HEADINGS[p.lang];
  // The template's four section titles (education, experience, skills, hobbies): icon frame, rule, text.
  const titles = content.match(/<text:h text:style-name="P\d+" text:outline-level="2">.*?<\/text:h>/gs);
  if (titles?.length !== 4) throw new Error('loffice-cv: section titles not found');
  const title = (template, text) => {
    const open = template.slice(0, template.indexOf('>') + 1);
    const frame = /<draw:frame .*?<\/draw:frame>/s.exec(template)[0];
    const rule = /<draw:line .*?<\/draw:line>/s
      .exec(template)[0]
      .replace(/svg:x1="[\d.]+cm"/, `svg:x1="${ruleStart(text)}cm"`);
    return `${open}${frame}${rule}${xml(text)}</text:h>`;
  };
  const [eduTitle, expTitle, skillsTitle, profileTitle] = titles;
  const twoColumns = (name, rows) =>
    `<table:table table:name="${name}" table:style-name="${name}">` +
    `<table:table-column table:style-name="${name}.A"/><table:table-column table:style-name="${name}.B"/>` +
    rows.join('') +
    '</table:table>';

  const schools = p.education.map((e) =>
    row([
      cell('Tableau2.A1', para('Standard', xml(`${e.start} – ${e.end}`))),
      cell(
        'Tableau2.A1',
        para('Standard', span('T6', e.degree) + span('T11', ', ') + xml(`${e.institution} – ${e.city}`)),
      ),
    ]),
  );
  const jobs = p.experience.map((j, k) => {
    const style = k === 0 ? 'Standard' : 'P6';
    return row([
      cell(
        'Tableau3.A1',
        para(
          'Standard',
          xml(`${showDate(j.start, 'year')} – ${j.end ? j.end[0] : (NOW[p.lang] ?? PRESENT_WORD[p.lang])}`),
        ) + para('Standard', xml(duration(p, j))),
      ),
      cell(
        'Tableau3.A1',
        para(
          style,
          span('T8', j.title[0]) +
            span('T7', j.title.slice(1)) +
            ', ' +
            span('T5', j.company) +
            xml(`, ${j.city}`),
        ) + para(style, xml(j.bullets.join(' '))),
      ),
    ]);
  });

  // Skills: one column a category, the spoken languages last; four columns a row.
  const languages = p.languages.split(/,\s*(?![^()]*\))/).map((l) => l.trim());
  const groups = [...p.skills, { label: h.languages, items: languages }];
  const column = (g) =>
    (g.label
      ? `<text:h text:style-name="P11" text:outline-level="3">${xml(g.label.toUpperCase())}</text:h>`
      : '') +
    g.items.map((item, i) => para('P2', xml(`${item}${i === g.items.length - 1 ? '.' : ','}`))).join('');
  const skillRows = [];
  for (let i = 0; i < groups.length; i += 4) {
    const four = [0, 1, 2, 3].map((k) => groups[i + k]);
    skillRows.push(row(four.map((g) => cell('Tableau1.A1', g ? column(g) : para('P2')))));
  }
  const skills =
    '<table:table table:name="Tableau1" table:style-name="Tableau1">' +
    '<table:table-column table:style-name="Tableau1.A" table:number-columns-repeated="3"/>' +
    '<table:table-column table:style-name="Tableau1.D"/>' +
    skillRows.join('') +
    '</table:table>';

  return [
    title(eduTitle, h.education),
    twoColumns('Tableau2', schools),
    title(expTitle, h.experience),
    twoColumns('Tableau3', jobs),
    title(skillsTitle, h.skills),
    skills,
    title(profileTitle, h.summary),
    para('Standard', xml(p.summary)),
  ].join('');
}

/** Unpacks the template, writes its header and body for `p`, repacks it as cv.odt (a text, not a template). */
function fillLofficeCv(p, dir) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const contentFile = path.join(src, 'content.xml');
  const content = readFileSync(contentFile, 'utf8');
  writeFileSync(contentFile, withBody(content, lofficeBody(p, content)));
  const stylesFile = path.join(src, 'styles.xml');
  writeFileSync(stylesFile, lofficeHeader(p, readFileSync(stylesFile, 'utf8')));
  const odtType = 'application/vnd.oasis.opendocument.text';
  writeFileSync(path.join(src, 'mimetype'), odtType);
  const manifestFile = path.join(src, 'META-INF', 'manifest.xml');
  writeFileSync(
    manifestFile,
    readFileSync(manifestFile, 'utf8')
      .replace(/application\/vnd\.oasis\.opendocument\.text-template/g, odtType)
      .replace(/ *<manifest:file-entry manifest:full-path="Thumbnails\/thumbnail\.png"[^>]*\/>\n?/, ''),
  );
  return zipOdt(src, dir);
}

/** name → family, in generate.mjs's twenty-eighth fixed slot (an office template family). */
export const SLOT_28_OFFICE_FAMILIES = {
  'loffice-cv': {
    formats: ['docx', 'docx', 'docx', 'pdf', 'docx'],
    dateStyle: 'year',
    render: (p, { dir, format, env }) => soffice(fillLofficeCv(p, dir), format, dir, env),
  },
};
