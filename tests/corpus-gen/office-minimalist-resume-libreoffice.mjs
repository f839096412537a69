// minimalist-resume-libreoffice (SLOT_15_OFFICE_FAMILIES, re-exported by office.mjs): Benjamin Peng's
// "Minimalist résumé" for LibreOffice (CC0), as Nextcloud ships it among its users' default templates
// (core/skeleton/Templates/Resume.odt; nextcloud/web-installer, commit 7722e04, whose "Templates credits.md"
// names author and licence). An .odt made by LibreOffice 7.4, vendored unchanged with that credits file and the
// CC0 text in templates/minimalist-resume-libreoffice/.
//
// Layout: a Letter page laid out in two page columns (about 2 : 3) with a vertical rule between them, in Open
// Sans. The left column: a huge monogram of the initials over a rule, the name in capitals (Heading 3), the
// headline, then centred Heading 2 titles over rules: the profile, "Contact" with "Address:", "E-Mail:" and
// "Phone:" lines, and where the template has its "Social Media" list the spoken languages, one a line. The right
// column: centred Heading 1 titles over rules; each job a bold Heading 5 "Company / City – Title" (company
// first, as the template writes it), the dates in grey as a Heading 6 "Month YYYY – Month YYYY" (or the
// language's word for now), the bullets as one paragraph of text where the template has its description; each
// school a Heading 5 "School – Degree" and its years as a Heading 6; the skills where the template has its
// achievements, a group's label as the entry's Heading 5 over its items as one comma-separated paragraph (flat
// skills one paragraph without a heading). The page columns have no break in the template (its sample text
// happens to fill the left one); a column break before the experience title, as a user would insert to keep
// the sample's look, is written as LibreOffice writes one (fo:break-before="column" on that heading's
// automatic style). Filled by writing the body of content.xml again with the template's own paragraph and
// text styles; LibreOffice converts the ODT to DOCX, or to PDF.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, soffice, withBody, xml, zipOdt } from './office.mjs';
import { HEADINGS, showDate, showEnd } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'minimalist-resume-libreoffice',
  'Resume.odt',
);

/** The body of content.xml (after the sequence declarations) for `p`, in the template's own styles. */
export function minimalistResume(p) {
  const h = HEADINGS[p.lang];
  const span = (style, text) => `<text:span text:style-name="${style}">${xml(text)}</text:span>`;
  const para = (style, inner) => `<text:p text:style-name="${style}">${inner}</text:p>`;
  const head = (style, level, inner) =>
    `<text:h text:style-name="${style}" text:outline-level="${level}">${inner}</text:h>`;
  const languages = p.languages.split(/,\s*(?![^()]*\))/).map((l) => l.trim());
  const left = [
    para('P7', span('T11', p.first[0]) + xml(p.last[0])),
    head('P12', 3, `${span('T11', p.first)} ${xml(p.last)}`),
    head('P13', 4, xml(p.headline)),
    head('P10', 2, xml(h.summary)),
    para('P1', xml(p.summary)),
    head('P10', 2, xml(h.contact)),
    para('P2', xml(`Address: ${p.address.street}, ${p.address.city}, ${p.address.country}`)),
    para('P3', span('T1', 'E-Mail: ') + span('T7', p.email)),
    para('P2', `Phone: ${span('T2', p.phone.shown)}`),
    head('P11', 2, xml(h.languages)),
    ...languages.map((l) => para('P4', span('T4', l))),
    '<text:p text:style-name="P4"/>',
  ];
  const jobs = p.experience.flatMap((j, k) => [
    head(k === 0 ? 'P14' : 'Heading_20_5', 5, xml(`${j.company} / ${j.city} – ${j.title}`)),
    head('Heading_20_6', 6, xml(`${showDate(j.start, 'long')} – ${showEnd(p, j.end, 'long')}`)),
    para(k === 0 ? 'Text_20_body' : 'P5', xml(j.bullets.join(' '))),
  ]);
  const schools = p.education.flatMap((e) => [
    head('P15', 5, span('T10', e.institution) + span('T5', ' – ') + span('T10', e.degree)),
    head('Heading_20_6', 6, xml(`${e.start} – ${e.end}`)),
  ]);
  const skills = p.skills.flatMap((g) => [
    ...(g.label ? [head('P16', 5, xml(g.label))] : []),
    para('P6', xml(g.items.join(', '))),
  ]);
  const right = [
    head('P8', 1, span('T9', h.experience)),
    ...jobs,
    head('P9', 1, xml(h.education)),
    ...schools,
    head('P9', 1, xml(h.skills)),
    ...skills,
  ];
  return left.join('') + right.join('');
}

/** Unpacks the template, writes its body for `p` (and the column break's style), repacks it as cv.odt. */
function fillMinimalistResume(p, dir) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const contentFile = path.join(src, 'content.xml');
  let content = readFileSync(contentFile, 'utf8');
  // The manual column break before the experience title: P8 (used by that heading only) gets the break.
  const p8 = '<style:style style:name="P8" style:family="paragraph" style:parent-style-name="Heading_20_1">';
  if (!content.includes(p8)) throw new Error('minimalist-resume-libreoffice: style P8 not found');
  content = content.replace(p8, `${p8}<style:paragraph-properties fo:break-before="column"/>`);
  writeFileSync(contentFile, withBody(content, minimalistResume(p)));
  return zipOdt(src, dir);
}

/** name → family, in generate.mjs's fifteenth fixed slot (an office template family). */
export const SLOT_15_OFFICE_FAMILIES = {
  'minimalist-resume-libreoffice': {
    formats: ['docx', 'docx', 'docx', 'pdf', 'docx'],
    dateStyle: 'long',
    render: (p, { dir, format, env }) => soffice(fillMinimalistResume(p, dir), format, dir, env),
  },
};
