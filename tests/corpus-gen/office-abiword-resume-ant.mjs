// abiword-resume-ant (SLOT_83_OFFICE_FAMILIES, re-exported by office.mjs): AbiWord's "Resume" template
// (AbiWord/abiword, GPL-2.0-or-later; user/wp/templates/Resume.awt, AbiWord 2.0.5's AWML, last changed 12 Mar 2004,
// "Abi the Ant" the sample person), one of the templates the word processor offers under File > New Using
// Template, as Debian's abiword-common 3.0.5 installs it (/usr/share/abiword-3.0/templates/Resume.awt). Nothing of
// it is committed: the generator reads the installed file (see templates/abiword-resume-ant/SOURCE.md).
//
// Layout (as LibreOffice reads the AbiWord document: its import filter, libabw): US Letter, one two-column table
// (1.5625 in | 4.875 in) in Arial (Liberation Sans / Arimo print for it), 9 pt; the contact details in the page header,
// four short lines indented 4 in (the template's 5 in, where a long e-mail address breaks at a dot; street; city line
// and country; phone; e-mail: the template's "<address 1>", "<address 2>", "<phone>", "<email>"); in the table's first
// row the name as a 20 pt bold Heading 1 in the right cell beside an empty one; then one row per section, ruled off
// above, its title right-aligned at the foot of the left cell in 11 pt (Heading 2, the template's "Objective",
// "Experience", "Education", "Interests", "Other"), the content in the right cell: the headline and the summary as
// plain paragraphs where the template has its objective; each job a bold 9 pt Heading 3 "YYYY-YYYY: Company, City"
// (years first, joined by a hyphen with no spaces, a colon, then the company: the template's "1998-2000: SourceGear
// Corporation, Champaign, IL", "2004-Present: AbiSource/Dom Lachowicz") over indented "Brief" paragraphs: the title,
// then each bullet; each school a Heading 3 "YYYY-YYYY: School, City" (the template's "1985-1995: Internet") over the
// degree as a Brief paragraph; the skills where the template has its interests, one Brief paragraph per group "Label:
// a, b, c" (an unlabelled list one paragraph, comma-separated); the spoken languages where it has "Other", one Brief
// paragraph each, "Language (level)". Section titles in the person's language (the English ones the template's,
// "Skills" and "Languages" replacing "Interests" and "Other").
//
// Filled as an AbiWord user fills it: a document made from the template, the sample text typed over in the
// template's own paragraph styles, saved as an AbiWord document (.abw; the template's XML with its body written
// again, its styles, page size, section, table, cell and paragraph properties read from the installed file). Then
// LibreOffice opens the .abw and saves it as DOCX (entries zipped again with fixed times) for four people and
// exports that DOCX to PDF for one.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docxOr, run, soffice, xml, zipDocx } from './office.mjs';
import { HEADINGS, cityLine, fullName, showDate, showEnd, spokenLanguages } from './persons.mjs';

/** The template as Debian's abiword-common installs it (apt-get install abiword-common, see SOURCE.md). */
const TEMPLATE = process.env.ABIWORD_RESUME ?? '/usr/share/abiword-3.0/templates/Resume.awt';

/** The template's last change (its abiword.date_last_changed), for the DOCX's zip entries. */
const DATE = '2004-03-12T22:08:25Z';

/** The template's first section title, "Objective", in the person's language. */
const OBJECTIVE = {
  en: 'Objective',
  fr: 'Objectif',
  de: 'Berufsziel',
  es: 'Objetivo',
  pt: 'Objetivo',
  it: 'Obiettivo',
};

/** "1998-2000", "2004-Present" as the template writes a period (years, a hyphen, no spaces). */
export const jobYears = (p, j) => `${showDate(j.start, 'year')}-${showEnd(p, j.end, 'year')}`;

/** One line per skill group, "Label: a, b, c" (an unlabelled list its skills alone, comma-separated). */
export const skillLines = (p) => p.skills.map((g) => (g.label ? `${g.label}: ` : '') + g.items.join(', '));

/** One line per spoken language, "Language (level)" (the name alone where the record gives none). */
export const languageLines = (p) =>
  spokenLanguages(p).map((l) => (l.level ? `${l.name} (${l.level})` : l.name));

/** The installed template's parts: everything before its section, its section, table, cells and paragraphs. */
function templateParts() {
  if (!existsSync(TEMPLATE))
    throw new Error(`abiword-resume-ant: no ${TEMPLATE} (apt-get install abiword-common)`);
  const tpl = readFileSync(TEMPLATE, 'utf8');
  const sectionAt = tpl.indexOf('<section header="0"');
  const section = /<section header="0"[^>]*>/.exec(tpl)[0];
  const before = /<section header="0"[^>]*>\n(<p [^>]*><\/p>)\n<table/.exec(tpl)[1];
  const table = /<table [^>]*>/.exec(tpl)[0];
  const cells = [...tpl.matchAll(/<cell props="([^"]*)">\n([\s\S]*?)<\/cell>/g)].map(([, props, inner]) => ({
    props,
    paragraphs: [...inner.matchAll(/<p style="([^"]*)" props="([^"]*)">/g)].map(([, style, pprops]) => ({
      style,
      props: pprops,
    })),
  }));
  const header = /<section [^>]*type="header">/.exec(tpl)[0];
  // The header's lines indented 4 in, not the template's 5 in: in the 1.5 in left at 5 in a long e-mail address
  // breaks at a dot (the template's "<email>" is short).
  const headerP = /type="header">\n(<p [^>]*>)/
    .exec(tpl)[1]
    .replace('margin-left:5.0000in', 'margin-left:4.0000in');
  if (!headerP.includes('margin-left:4.0000in'))
    throw new Error(`abiword-resume-ant: ${TEMPLATE}'s header moved`);
  if (cells.length !== 12)
    throw new Error(`abiword-resume-ant: ${TEMPLATE} has ${cells.length} cells, not 12`);
  // A document made from the template and saved is no longer a template.
  const head = tpl.slice(0, sectionAt).replace(' template="true"', '');
  return { head, section, before, table, cells, header, headerP };
}

/** A paragraph of `style` with the props the template gives that style in `cell`, holding `text`. */
function para(cell, style, text) {
  const like = cell.paragraphs.find((q) => q.style === style) ?? cell.paragraphs[0];
  return `<p style="${style}" props="${like.props}">${xml(text)}</p>`;
}

/** The AbiWord document for `p`: the template's rows in its order, each filled from the record. */
export function resumeAbw(p) {
  const t = templateParts();
  const h = HEADINGS[p.lang];
  const [nameL, nameR, objL, objR, expL, expR, eduL, eduR, intL, intR, othL, othR] = t.cells;
  const cell = (c, paragraphs) => `<cell props="${c.props}">\n${paragraphs.join('\n')}\n</cell>`;
  const a = p.address;
  const rows = [
    cell(nameL, [`<p style="Normal" props="${nameL.paragraphs[0].props}"><c></c></p>`]),
    cell(nameR, [para(nameR, 'Heading 1', fullName(p))]),
    cell(objL, [para(objL, 'Heading 2', OBJECTIVE[p.lang])]),
    cell(objR, [para(objR, 'Normal', p.headline), para(objR, 'Normal', p.summary)]),
    cell(expL, [para(expL, 'Heading 2', h.experience)]),
    cell(
      expR,
      p.experience.flatMap((j) => [
        para(expR, 'Heading 3', `${jobYears(p, j)}: ${j.company}, ${j.city}`),
        para(expR, 'Brief', j.title),
        ...j.bullets.map((b) => para(expR, 'Brief', b)),
      ]),
    ),
    cell(eduL, [para(eduL, 'Heading 2', h.education)]),
    cell(
      eduR,
      p.education.flatMap((e) => [
        para(eduR, 'Heading 3', `${e.start}-${e.end}: ${e.institution}, ${e.city}`),
        para(eduR, 'Brief', e.degree),
      ]),
    ),
    cell(intL, [para(intL, 'Heading 2', h.skills)]),
    cell(
      intR,
      skillLines(p).map((l) => para(intR, 'Brief', l)),
    ),
    cell(othL, [para(othL, 'Heading 2', h.languages)]),
    cell(
      othR,
      languageLines(p).map((l) => para(othR, 'Brief', l)),
    ),
  ];
  const contact = [a.street, `${cityLine(a)}, ${a.country}`, p.phone.shown, p.email];
  return [
    t.head,
    `${t.section}\n${t.before}\n${t.table}\n${rows.join('\n')}\n</table>\n${t.before}\n</section>\n`,
    `${t.header}\n${contact.map((l) => `${t.headerP}${xml(l)}</p>`).join('\n')}\n</section>\n`,
    '</abiword>\n',
  ].join('');
}

/** The .abw for `p`, saved by LibreOffice as DOCX and zipped again. */
function buildDocx(p, dir, env) {
  const abw = path.join(dir, 'resume.abw');
  writeFileSync(abw, resumeAbw(p));
  const saved = soffice(abw, 'docx', dir, env);
  const src = path.join(dir, 'saved');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', saved, '-d', src]);
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's eighty-third fixed slot (an office template family). */
export const SLOT_83_OFFICE_FAMILIES = {
  'abiword-resume-ant': {
    formats: ['docx', 'docx', 'pdf', 'docx', 'docx'],
    dateStyle: 'year',
    render: async (p, { dir, format, env }) => docxOr(format, buildDocx(p, dir, env), dir, env),
  },
};
