// puzzle-skills-cv (SLOT_67_OFFICE_FAMILIES, re-exported by office.mjs): the CV export of PuzzleSkills
// (puzzle/skills, AGPL-3.0, commit 79b026f, 17 Aug 2026; its CV template last changed in 152a982, 17 Mar 2026), Puzzle
// ITC's open-source skill-management web application (Ruby on Rails), in which a company keeps its staff's
// profiles and exports each one's CV as an OpenDocument text. The template is the app's own
// lib/templates/cv_template.odt (made with LibreOffice, German), which its exporter (app/exporters/odt/cv.rb and
// puzzle_cv.rb) fills with the odf-report gem (0.9.0): [FIELD] placeholders replaced, the one template row of each
// named table repeated per record, named sections kept or dropped. Fetched unchanged into
// templates/puzzle-skills-cv/ (not committed; see SOURCE.md there, with the licence).
//
// Layout (an A4 company CV in Roboto, blue 1E5A96): a title page with the Puzzle ITC logo at the top right,
// "Curriculum Vitae" over the name and the person's role(s) centred, the template's confidentiality note, a rule,
// "erstellt am DD.MM.YYYY", and the table of contents as the template has it (static: odf-report does not update
// it, so it keeps the template's eight entries and page numbers), over a footer with the company and the branch's
// address and telephone. Then, from page 2, under a running header "Curriculum Vitae - Name" / "Puzzle ITC AG",
// numbered Heading 1 sections over a blue rule, each a boxed table: "Personalien", a two-column table ("Name", then
// field / value rows) beside the template's silhouette placeholder photo; "Kernkompetenzen", a "Kategorie /
// Kompetenz" table with a blue header row; "Stationen" (career stations), a "Von / Bis / Aktivität" table, the
// dates "MM.YYYY" (odf-report's month "04." and the year in one paragraph, wrapped by the narrow cell; "heute" for a
// current job), the role in bold over the description; "Projekte" and "Weiterbildung", their header rows only (the
// people have none); "Ausbildung", "Von / Bis / Ausbildung" with the years and the degree over the school. The
// template's German words are kept for every person (the app has no other language).
//
// Filled as the app's export fills it for a profile typed into PuzzleSkills (the same calls, ported to JavaScript
// with odf-report's rules: values XML-escaped, "\n" written as <text:line-break/>, a table's header rows kept and its
// one body row repeated per record, a section given no record removed, fields replaced in content.xml and
// styles.xml): the name; the roles (title_function) the headline; the date the commit's, 17.08.2026; the branch
// the app's default one in its seed data (Basel, "Chilegass 1, CH-4001 Basel / Tel. +41 22 222 22 22"), so the
// Swiss footer (the German one removed); Personalien's rows "Abschluss" (the profile's title: the most recent
// degree), "E-Mail", "Telefon" (a row the app does not write: its generic field table given the person's phone,
// which the profile model has no field for) and "Sprachkenntnisse" (one spoken language a line, "Language
// (level)"); no birth date, nationality or picture; "Kompetenzen nach Level" and "Open Source Beiträge" off (the
// export form's defaults), so their sections are removed; core competences one row per skill group (the group's
// label as category, its skills comma-separated as the app joins a category's skills), an unlabelled list as the
// profile's competence notes (category "Notizen"); each job an activity (role the title, description the
// company and city over the bullets, one a line); each school an education ("Degree\nSchool", the app's "title\n
// location", years only). LibreOffice saves the ODT as DOCX (entries zipped again with fixed times) for three
// people and exports it to PDF for two.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, soffice, xml, zipDocx, zipOdt } from './office.mjs';
import { fullName, spokenLanguages } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'puzzle-skills-cv',
  'cv_template.odt',
);

/** The date of the commit used (79b026f), for the CV's date and the DOCX's zip entries. */
const DATE = '2026-08-17T11:14:27Z';
const SHOWN_DATE = '17.08.2026';

/** The default branch of the app's seed data (db/seeds/development/03_branch_adress.rb). */
const BRANCH = 'Chilegass 1, CH-4001 Basel / Tel. +41 22 222 22 22';

/** odf-report's value: XML-escaped, newlines as ODF line breaks. */
const odfValue = (v) => xml(v ?? '').replace(/\r?\n/g, '<text:line-break/>');

/** Every [KEY] of `fields` in `text` replaced by its value. */
const replaceFields = (text, fields) =>
  Object.entries(fields).reduce(
    (t, [key, value]) => t.split(`[${key.toUpperCase()}]`).join(odfValue(value)),
    text,
  );

/** [start, end) of the element `tag` whose opening tag carries name="`name`" (nesting of the same tag counted). */
function elementSpan(doc, tag, name) {
  const start = doc.indexOf(`<${tag} `, 0);
  let at = start;
  while (at >= 0) {
    const open = doc.slice(at, doc.indexOf('>', at) + 1);
    if (open.includes(`:name="${name}"`)) break;
    at = doc.indexOf(`<${tag} `, at + 1);
  }
  if (at < 0) return null;
  const re = new RegExp(`<${tag}[ >]|</${tag}>`, 'g');
  re.lastIndex = at;
  let depth = 0;
  for (let m = re.exec(doc); m; m = re.exec(doc)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return [at, m.index + m[0].length];
  }
  throw new Error(`unclosed <${tag}> ${name}`);
}

/** odf-report's add_section: the named section once per record (the app gives one record or none). */
function section(doc, name, keep) {
  const span = elementSpan(doc, 'text:section', name);
  if (!span) return doc;
  return keep ? doc : doc.slice(0, span[0]) + doc.slice(span[1]);
}

/** odf-report's add_table: the table's body row (its header rows kept) repeated per record, fields replaced. */
function table(doc, name, records) {
  const span = elementSpan(doc, 'table:table', name);
  if (!span) throw new Error(`puzzle-skills-cv: no table ${name}`);
  const t = doc.slice(...span);
  const bodyStart = t.includes('</table:table-header-rows>')
    ? t.indexOf('</table:table-header-rows>') + '</table:table-header-rows>'.length
    : t.indexOf('<table:table-row');
  const rows = [...t.slice(bodyStart).matchAll(/<table:table-row[ >][\s\S]*?<\/table:table-row>/g)].map(
    (m) => m[0],
  );
  const filled = records.map((r, i) => replaceFields(rows[i % rows.length], r)).join('');
  const body = t.slice(bodyStart);
  const firstRow = body.indexOf(rows[0]);
  const afterRows = body.lastIndexOf(rows.at(-1)) + rows.at(-1).length;
  const newTable = t.slice(0, bodyStart) + body.slice(0, firstRow) + filled + body.slice(afterRows);
  return doc.slice(0, span[0]) + newTable + doc.slice(span[1]);
}

const month = (m) => (m ? `${String(m).padStart(2, '0')}.` : '');

/** The exporter's calls for `p`, as fields, tables and sections. */
export function exportOf(p) {
  const fields = {
    client: '',
    project: '',
    section: '',
    name: fullName(p),
    title_function: p.headline,
    header_info: `${fullName(p)} - Version 1.0`,
    date: SHOWN_DATE,
    version: '1.0',
    comment: 'Aktuelle Ausgabe',
    niederlassung: BRANCH,
  };
  const personal = [
    { field: 'Abschluss', value: p.education[0]?.degree },
    { field: 'E-Mail', value: p.email },
    { field: 'Telefon', value: p.phone.shown },
    {
      field: 'Sprachkenntnisse',
      value: spokenLanguages(p)
        .map((l) => (l.level ? `${l.name} (${l.level})` : l.name))
        .join('\n'),
    },
  ].filter((r) => r.value);
  const competences = p.skills.map((g) => ({
    category: g.label ?? 'Notizen',
    competence: g.items.join(', '),
  }));
  const activities = p.experience.map((j) => ({
    month_from: month(j.start[1]),
    year_from: String(j.start[0]),
    month_to: j.end ? month(j.end[1]) : '',
    year_to: j.end ? String(j.end[0]) : 'heute',
    activity: j.title,
    activity_description: [`${j.company}, ${j.city}`, ...j.bullets].join('\n'),
  }));
  const educations = p.education.map((e) => ({
    month_from: '',
    year_from: String(e.start),
    month_to: '',
    year_to: String(e.end),
    education: `${e.degree}\n${e.institution}`,
  }));
  return {
    fields,
    tables: {
      PERSONAL_FIELDS: personal,
      COMPETENCES: competences,
      ACTIVITIES: activities,
      PROJECTS: [],
      ADVANCED_TRAININGS: [],
      EDUCATIONS: educations,
    },
    sections: {
      SKILLS_BY_LEVEL: false,
      OPEN_SOURCE_CONTRIBUTIONS: false,
      FOOTER_SWITZERLAND: true,
      FOOTER_GERMANY: false,
    },
  };
}

/** One of the ODT's XML files filled as odf-report fills it: sections, then tables, then fields. */
export function fillXml(doc, { fields, tables, sections }) {
  let out = doc;
  for (const [name, keep] of Object.entries(sections)) out = section(out, name, keep);
  for (const [name, records] of Object.entries(tables))
    if (elementSpan(out, 'table:table', name)) out = table(out, name, records);
  return replaceFields(out, fields);
}

/** The filled ODT of `p` in `dir`. */
function buildOdt(p, dir) {
  if (!existsSync(TEMPLATE)) throw new Error(`puzzle-skills-cv: no ${TEMPLATE} (see its SOURCE.md)`);
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const report = exportOf(p);
  for (const file of ['content.xml', 'styles.xml']) {
    const f = path.join(src, file);
    writeFileSync(f, fillXml(readFileSync(f, 'utf8'), report));
  }
  return zipOdt(src, dir);
}

/** The ODT saved by LibreOffice as DOCX, its entries zipped again (fixed order and times). */
function buildDocx(odt, dir, env) {
  const conv = path.join(dir, 'conv');
  mkdirSync(conv, { recursive: true });
  const saved = soffice(odt, 'docx', conv, env);
  const src = path.join(dir, 'docx');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', saved, '-d', src]);
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's sixty-seventh fixed slot (an office template family). */
export const SLOT_67_OFFICE_FAMILIES = {
  'puzzle-skills-cv': {
    formats: ['docx', 'pdf', 'docx', 'pdf', 'docx'],
    dateStyle: 'numeric',
    render: (p, { dir, format, env }) => {
      const odt = buildOdt(p, dir);
      if (format === 'docx') return buildDocx(odt, dir, env);
      const pdfDir = path.join(dir, 'pdf');
      mkdirSync(pdfDir, { recursive: true });
      return soffice(odt, 'pdf', pdfDir, env);
    },
  },
};
