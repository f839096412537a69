// lebenslauf-fiedler (SLOT_32_OFFICE_FAMILIES, re-exported by office.mjs): Michael Fiedler's "Lebenslauf Arial", a
// German tabular CV template for LibreOffice "similar to the LaTeX package moderncv" (mfiedler/openoffice-vorlagen,
// BSD-3-Clause, commit 22618a6, Sonstiges/Lebenslauf_moderncv_Arial.ott). An .ott made by LibreOffice 3.5, vendored
// unchanged with the repository's COPYRIGHT file (as LICENSE) and README in templates/lebenslauf-fiedler/.
//
// Layout: an A4 page in Arial (Arimo here, metric-compatible), moderncv's look in Writer: a photo at the top left;
// the name right-aligned in large type, the first name light grey and the last name dark grey, over a thin grey
// rule across the page; each section a blue 14 pt heading set 1.7 in from the margin with a short thick blue bar
// before it (a drawing shape over the label column); under it a borderless table whose narrow left column holds
// labels or dates. "Persönliche Daten" is a four-column table (label, value, label, value): "Name", the name and
// "Adresse" with the street over "postcode city, country"; the headline where the template has its birth line
// ("geboren"), under a label for one's occupation; "Telefon" with the phone and "E-Mail" with the address (the
// template's marital status, nationality and sex rows have nothing to hold and are left out). The career table
// ("Beruflicher Werdegang") has the dates at the left as the template writes them, "seit M/YYYY" for what goes on
// and "M/YYYY bis M/YYYY" otherwise (the words in the person's language: "since … / … to …", "depuis … / … à …"),
// beside the bold title, " bei " (at, chez, …) the company, ", City", and the bullets one an italic line under it;
// its copy for the schools ("YYYY bis YYYY", the bold degree, ", School, City"), as the template's note asks new
// sections to be made; the skills and then the spoken languages as the template's language table (the language
// at the left, its level at the right, as "Englisch | gute Kenntnisse"), each skill group its label at the left and
// its items at the right; the profile as the closing "Sonstiges" table's one row; then the place and date line and
// the name, as the template signs off ("Musterstadt, den 18. November 2014"). The footer, on every page, repeats the
// name, "street, postcode city", "✉ e-mail • ☎ phone" in grey italics with blue bullets, and "1/1" at the right.
// Section titles and labels are the person's language ("Persönliche Daten", "Personal details", …), the template's
// German ones where the person writes German. The template fills its name, address, phone and e-mail from
// LibreOffice's user data (sender fields); here the person's text is written in their place. The photo is a grey
// box of the template's photo's size; the template's notes to its user (comments) are left out. Filled by writing
// the body of content.xml and the footer of styles.xml again with the template's own paragraph, text, table and
// drawing styles; LibreOffice converts the ODT to DOCX, or to PDF.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, soffice, withBody, xml, zipOdt } from './office.mjs';
import { HEADINGS, fullName } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'lebenslauf-fiedler',
  'Lebenslauf_moderncv_Arial.ott',
);

/** The template's German words, and the same in the other languages of the people. */
const WORDS = {
  de: {
    personal: 'Persönliche Daten',
    name: 'Name',
    occupation: 'Beruf',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    since: 'seit',
    to: 'bis',
    at: 'bei',
  },
  en: {
    personal: 'Personal details',
    name: 'Name',
    occupation: 'Occupation',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    since: 'since',
    to: 'to',
    at: 'at',
  },
  fr: {
    personal: 'Informations personnelles',
    name: 'Nom',
    occupation: 'Profession',
    address: 'Adresse',
    phone: 'Téléphone',
    email: 'E-mail',
    since: 'depuis',
    to: 'à',
    at: 'chez',
  },
  es: {
    personal: 'Datos personales',
    name: 'Nombre',
    occupation: 'Profesión',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo',
    since: 'desde',
    to: 'a',
    at: 'en',
  },
  pt: {
    personal: 'Dados pessoais',
    name: 'Nome',
    occupation: 'Profissão',
    address: 'Endereço',
    phone: 'Telefone',
    email: 'E-mail',
    since: 'desde',
    to: 'a',
    at: 'em',
  },
  it: {
    personal: 'Dati personali',
    name: 'Nome',
    occupation: 'Professione',
    address: 'Indirizzo',
    phone: 'Telefono',
    email: 'E-mail',
    since: 'dal',
    to: 'al',
    at: 'presso',
  },
};

/** The day the CVs are signed, written as a letter in each language dates it after the place. */
const SIGNED = {
  de: (city) => `${city}, den 2. Juni 2025`,
  en: (city) => `${city}, 2 June 2025`,
  fr: (city) => `${city}, le 2 juin 2025`,
  es: (city) => `${city}, 2 de junio de 2025`,
  pt: (city) => `${city}, 2 de junho de 2025`,
  it: (city) => `${city}, 2 giugno 2025`,
};

/** A month as the template writes it: "M/YYYY", the month unpadded ("9/2011", "10/2008"). */
const monthYear = ([y, m]) => `${m}/${y}`;

const para = (style, inner = '') =>
  inner === ''
    ? `<text:p text:style-name="${style}"/>`
    : `<text:p text:style-name="${style}">${inner}</text:p>`;
const span = (style, text) => `<text:span text:style-name="${style}">${xml(text)}</text:span>`;
const br = '<text:line-break/>';
const cell = (style, inner, rows = 1) =>
  `<table:table-cell table:style-name="${style}"${rows > 1 ? ` table:number-rows-spanned="${rows}"` : ''} office:value-type="string">${inner}</table:table-cell>`;
const covered = '<table:covered-table-cell/>';

/** A two-column table in the style of one of the template's (Tabelle2, 4 or 5), named `name`, one row per pair. */
function twoColumns(style, name, pairs) {
  const rows = pairs.map(
    ([left, right]) =>
      `<table:table-row table:style-name="${style}.1">${cell(`${style}.A1`, para('Standard', left))}${cell(`${style}.A1`, para('Standard', right))}</table:table-row>`,
  );
  return (
    `<table:table table:name="${name}" table:style-name="${style}">` +
    `<table:table-column table:style-name="${style}.A"/><table:table-column table:style-name="${style}.B"/>` +
    rows.join('') +
    '</table:table>'
  );
}

/** "English (native), French (A2)" → [["English", "native"], ["French", "A2"]]; a bare name has no level. */
export function languageRows(languages) {
  return languages
    .split(/,\s*(?![^()]*\))/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^(.*?)\s*\(([^)]*)\)$/.exec(l);
      return m ? [m[1], m[2]] : [l, ''];
    });
}

/** The body of content.xml (after the sequence declarations) for `p`, in the template's own styles. */
export function fiedlerBody(p, content) {
  const h = HEADINGS[p.lang];
  const w = WORDS[p.lang];
  const a = p.address;
  const body = content.slice(content.indexOf('</text:sequence-decls>'));
  // The title paragraph: the photo frame and the grey rule, then the name.
  const title = /<text:p text:style-name="P1">.*?<\/text:p>/s.exec(body)?.[0];
  if (!title) throw new Error('lebenslauf-fiedler: name paragraph not found');
  const frame = /<draw:frame draw:style-name="fr1".*?<\/draw:frame>/s.exec(title)[0];
  const rule = /<draw:rect .*?<\/draw:rect>/s.exec(title)[0];
  const size = / svg:x="[^"]*" svg:y="[^"]*" svg:width="[^"]*" svg:height="[^"]*"/.exec(frame)[0];
  // The photo: a grey box of the photo's place and size (graphic style grPhoto, added to the automatic styles).
  const photo = `<draw:rect text:anchor-type="paragraph" draw:z-index="1" draw:name="Portrait" draw:style-name="grPhoto" draw:text-style-name="P3"${size}><text:p/></draw:rect>`;
  const name = para('P1', photo + rule + span('T6', p.first) + span('T6', ' ') + xml(p.last));
  // A section heading: the short blue bar (a drawing shape) before the title, as the template draws each.
  const bar =
    /<text:h text:style-name="Heading_20_2" text:outline-level="2">(<draw:rect .*?<\/draw:rect>)/s.exec(
      body,
    )?.[1];
  if (!bar) throw new Error('lebenslauf-fiedler: section bar not found');
  let z = 1;
  const heading = (text) =>
    `<text:h text:style-name="Heading_20_2" text:outline-level="2">${bar.replace(/draw:z-index="\d+"/, `draw:z-index="${++z}"`)}${xml(text)}</text:h>`;

  // Personal details: four columns, label and value twice a row.
  const std = (inner) => para('Standard', inner);
  const c = (inner, rows) => cell('Tabelle1.A1', std(inner), rows);
  const personal =
    '<table:table table:name="Tabelle1" table:style-name="Tabelle1">' +
    ['A', 'B', 'C', 'D'].map((k) => `<table:table-column table:style-name="Tabelle1.${k}"/>`).join('') +
    `<table:table-row table:style-name="Tabelle1.1">${c(xml(w.name))}${c(xml(fullName(p)))}${c(xml(w.address), 2)}${c(
      `${xml(a.street)}${br}${xml(`${a.postcode} ${a.city}, ${a.country}`)}`,
      2,
    )}</table:table-row>` +
    `<table:table-row table:style-name="Tabelle1.1">${c(xml(w.occupation))}${c(xml(p.headline))}${covered}${covered}</table:table-row>` +
    `<table:table-row table:style-name="Tabelle1.1">${c(xml(w.phone))}${c(xml(p.phone.shown))}${c(xml(w.email))}${c(xml(p.email))}</table:table-row>` +
    '</table:table>';

  // Career: dates at the left, the bold title, where, and the bullets as italic lines.
  const jobs = p.experience.map((j) => [
    xml(j.end ? `${monthYear(j.start)} ${w.to} ${monthYear(j.end)}` : `${w.since} ${monthYear(j.start)}`),
    span('T8', j.title) +
      span('T5', ` ${w.at} ${j.company}, ${j.city}`) +
      j.bullets.map((b) => br + span('T7', b)).join(''),
  ]);
  const schools = p.education.map((e) => [
    xml(`${e.start} ${w.to} ${e.end}`),
    span('T8', e.degree) + span('T5', `, ${e.institution}, ${e.city}`),
  ]);
  const skills = p.skills.map((g) => [xml(g.label ?? ''), xml(g.items.join(', '))]);
  const languages = languageRows(p.languages).map(([l, level]) => [xml(l), xml(level)]);

  return [
    name,
    heading(w.personal),
    personal,
    heading(h.experience),
    twoColumns('Tabelle2', 'Tabelle2', jobs),
    heading(h.education),
    twoColumns('Tabelle2', 'Tabelle3', schools),
    heading(h.skills),
    twoColumns('Tabelle4', 'Tabelle6', skills),
    heading(h.languages),
    twoColumns('Tabelle4', 'Tabelle4', languages),
    heading(h.summary),
    twoColumns('Tabelle5', 'Tabelle5', [['', xml(p.summary)]]),
    para('Signature', xml(SIGNED[p.lang](a.city))),
    para('Signature', xml(fullName(p))),
  ].join('');
}

/** content.xml with the grey photo box's graphic style added (a grey fill inside the photo frame's grey line). */
function withPhotoStyle(content) {
  const style =
    '<style:style style:name="grPhoto" style:family="graphic"><style:graphic-properties draw:stroke="solid" svg:stroke-width="0.0008in" svg:stroke-color="#b3b3b3" draw:fill="solid" draw:fill-color="#dddddd" draw:textarea-horizontal-align="center" draw:textarea-vertical-align="middle" style:wrap="dynamic" style:number-wrapped-paragraphs="no-limit" style:wrap-contour="false" style:vertical-pos="from-top" style:vertical-rel="paragraph" style:horizontal-pos="from-left" style:horizontal-rel="paragraph" draw:wrap-influence-on-position="once-concurrent" style:flow-with-text="false"/></style:style>';
  return content.replace('</office:automatic-styles>', `${style}</office:automatic-styles>`);
}

/** The footer of styles.xml's master page written again for `p`: name • address, ✉ e-mail • ☎ phone, page. */
export function fiedlerFooter(p, styles) {
  const start = styles.indexOf('<style:footer>');
  const end = styles.indexOf('</style:footer>') + '</style:footer>'.length;
  if (start < 0) throw new Error('lebenslauf-fiedler: footer not found');
  const footer = styles.slice(start, end);
  const pageLine = /<text:p text:style-name="Footer_20_right">.*?<\/text:p>/s.exec(footer)?.[0];
  if (!pageLine) throw new Error('lebenslauf-fiedler: page number not found');
  const a = p.address;
  const mt = (text) => span('MT1', text);
  const dot = `<text:span text:style-name="Fußzeile_20_Trennzeichen">${span('MT2', '•')}</text:span>`;
  const line =
    '<text:p text:style-name="Footer">' +
    mt(fullName(p)) +
    mt(' ') +
    dot +
    mt(' ') +
    mt(`${a.street}, ${a.postcode} ${a.city}`) +
    `<text:span text:style-name="MT1">${br}✉ </text:span>` +
    mt(p.email) +
    mt(' ') +
    dot +
    mt(' ') +
    span('MT3', '☎') +
    mt(' ') +
    mt(p.phone.shown) +
    '</text:p>';
  return styles.slice(0, start) + `<style:footer>${line}${pageLine}</style:footer>` + styles.slice(end);
}

/**
 * The generator's fontconfig file with Noto Color Emoji and OpenSymbol hidden, written in `dir`: LibreOffice takes
 * the footer's "✉" and "☎" (not in Arimo) from a font that has them, and printed the envelope as nothing from
 * either (the colour emoji font's glyphs, OpenSymbol's empty envelope); with them hidden both come from DejaVu Sans,
 * as in the template's own PDF.
 */
function symbolFontconfig(dir, env) {
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">${env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf'}</include>` +
      '<selectfont><rejectfont>' +
      ['Noto Color Emoji', 'OpenSymbol']
        .map((f) => `<pattern><patelt name="family"><string>${f}</string></patelt></pattern>`)
        .join('') +
      '</rejectfont></selectfont></fontconfig>',
  );
  return { ...env, FONTCONFIG_FILE: file };
}

/** Unpacks the template, writes its body and footer for `p`, repacks it as cv.odt (a text, not a template). */
function fillLebenslaufFiedler(p, dir) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const contentFile = path.join(src, 'content.xml');
  const content = withPhotoStyle(readFileSync(contentFile, 'utf8'));
  writeFileSync(contentFile, withBody(content, fiedlerBody(p, content)));
  const stylesFile = path.join(src, 'styles.xml');
  writeFileSync(stylesFile, fiedlerFooter(p, readFileSync(stylesFile, 'utf8')));
  // The photo is no longer shown; the document's title and author are the person (as LibreOffice records whoever
  // makes a document from the template; the template's description, keywords and licence note are kept).
  const picture = /Pictures\/[^"]+\.jpg/.exec(
    readFileSync(path.join(src, 'META-INF', 'manifest.xml'), 'utf8'),
  )[0];
  rmSync(path.join(src, picture));
  const metaFile = path.join(src, 'meta.xml');
  writeFileSync(
    metaFile,
    readFileSync(metaFile, 'utf8')
      .replace(/<dc:title>[^<]*<\/dc:title>/, `<dc:title>${xml(fullName(p))}</dc:title>`)
      .replace(/<dc:creator>[^<]*<\/dc:creator>/, `<dc:creator>${xml(fullName(p))}</dc:creator>`)
      .replace(
        /<meta:initial-creator>[^<]*<\/meta:initial-creator>/,
        `<meta:initial-creator>${xml(fullName(p))}</meta:initial-creator>`,
      ),
  );
  const odtType = 'application/vnd.oasis.opendocument.text';
  writeFileSync(path.join(src, 'mimetype'), odtType);
  const manifestFile = path.join(src, 'META-INF', 'manifest.xml');
  writeFileSync(
    manifestFile,
    readFileSync(manifestFile, 'utf8')
      .replace(/application\/vnd\.oasis\.opendocument\.text-template/g, odtType)
      .replace(
        / *<manifest:file-entry manifest:full-path="(Thumbnails\/thumbnail\.png|layout-cache|Pictures\/[^"]+)"[^>]*\/>\n?/g,
        '',
      ),
  );
  return zipOdt(src, dir, 'layout-cache');
}

/** name → family, in generate.mjs's thirty-second fixed slot (an office template family). */
export const SLOT_32_OFFICE_FAMILIES = {
  'lebenslauf-fiedler': {
    formats: ['docx', 'docx', 'docx', 'pdf', 'docx'],
    dateStyle: 'numeric',
    render: (p, { dir, format, env }) =>
      soffice(fillLebenslaufFiedler(p, dir), format, dir, symbolFontconfig(dir, env)),
  },
};
