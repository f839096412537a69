// Office families: the two resume templates LibreOffice ships (share/template/common/personal/CV.ott and
// Resume1page.ott), filled by rewriting their body with the template's own styles and converted by
// LibreOffice to DOCX or PDF; and pandoc's default DOCX reference document (Markdown → DOCX, and that DOCX
// → PDF through LibreOffice).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';

const TEMPLATES = '/usr/lib/libreoffice/share/template/common/personal';

const xml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function run(cmd, args, opts) {
  try {
    return execFileSync(cmd, args, { stdio: 'pipe', ...opts });
  } catch (e) {
    throw new Error(`${cmd} ${args.join(' ')} failed: ${String(e.stderr).slice(-2000)}`);
  }
}

/** LibreOffice conversion of `file` to `format` (docx or pdf) in `dir`, with a private profile. */
export function soffice(file, format, dir, env) {
  const profile = path.join(dir, 'lo-profile');
  mkdirSync(profile, { recursive: true });
  const filter = format === 'docx' ? 'docx:MS Word 2007 XML' : 'pdf:writer_pdf_Export';
  run(
    'soffice',
    [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', filter, '--outdir', dir, file],
    { env, cwd: dir },
  );
  const out = path.join(dir, `${path.basename(file).replace(/\.\w+$/, '')}.${format}`);
  if (!existsSync(out)) throw new Error(`LibreOffice did not write ${out}`);
  return out;
}

/** Unpacks an .ott, swaps its <office:text> body for `body`, and packs it as an .odt. */
function fillTemplate(template, body, dir) {
  const src = path.join(dir, 'tpl');
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', path.join(TEMPLATES, template), '-d', src]);
  const contentFile = path.join(src, 'content.xml');
  const content = readFileSync(contentFile, 'utf8');
  const start = content.indexOf('<office:text');
  const end = content.indexOf('</office:text>') + '</office:text>'.length;
  const open = content.slice(start, content.indexOf('>', start) + 1);
  writeFileSync(contentFile, content.slice(0, start) + open + body + '</office:text>' + content.slice(end));
  const odtType = 'application/vnd.oasis.opendocument.text';
  writeFileSync(path.join(src, 'mimetype'), odtType);
  const manifestFile = path.join(src, 'META-INF', 'manifest.xml');
  writeFileSync(
    manifestFile,
    readFileSync(manifestFile, 'utf8').replace(
      /application\/vnd\.oasis\.opendocument\.text-template/g,
      odtType,
    ),
  );
  const odt = path.join(dir, 'cv.odt');
  run('zip', ['-q', '-X', '-0', odt, 'mimetype'], { cwd: src });
  run('zip', ['-q', '-X', '-r', odt, '.', '-x', 'mimetype', '-x', 'Thumbnails/*'], { cwd: src });
  return odt;
}

// ---------- CV.ott: one two-column table, labels on the left ----------

function cvOtt(p) {
  const h = HEADINGS[p.lang];
  const cell = (inner) =>
    `<table:table-cell table:style-name="Table1.A1" office:value-type="string">${inner}</table:table-cell>`;
  const para = (text, style = 'Standard') =>
    text === ''
      ? `<text:p text:style-name="${style}"/>`
      : `<text:p text:style-name="${style}">${xml(text)}</text:p>`;
  const strong = (text) =>
    `<text:p text:style-name="Standard"><text:span text:style-name="Strong_20_Emphasis">${xml(text)}</text:span></text:p>`;
  const row = (left, right) => `<table:table-row>${cell(left)}${cell(right)}</table:table-row>`;
  const tc = (t) => para(t, 'Table_20_Contents');
  const rows = [
    row(strong(h.contact), tc('')),
    row(tc('Name'), tc(fullName(p))),
    row(tc('Address'), tc(p.address.street)),
    row(tc(''), tc(`${p.address.postcode} ${p.address.city}, ${p.address.country}`)),
    row(tc('Phone'), tc(p.phone.shown)),
    row(tc('Email'), tc(p.email)),
    row(tc(''), tc('')),
    row(strong(h.experience), tc('')),
    ...p.experience.map((j) =>
      row(
        para(`${showDate(j.start, 'short')} – ${showEnd(p, j.end, 'short')}`),
        para(`${j.title} at ${j.company}, ${j.city}`) + para(j.bullets.join(' ')),
      ),
    ),
    row(tc(''), tc('')),
    row(strong(h.education), tc('')),
    ...p.education.map((e) => row(para(`${e.start} – ${e.end}`), para(`${e.degree} at ${e.institution}`))),
    row(tc(''), tc('')),
    row(strong(h.skills), tc('')),
    ...p.skills.map((g) => row(para(g.label ?? ''), para(g.items.join(', ')))),
    row(tc(''), tc('')),
    row(strong(h.languages), tc('')),
    row(para(''), para(p.languages)),
  ];
  return (
    `<text:h text:style-name="Heading_20_1" text:outline-level="1">Curriculum Vitae</text:h><text:p text:style-name="Standard"><text:s/></text:p>` +
    `<table:table table:name="Table1" table:style-name="Table1"><table:table-column table:style-name="Table1.A"/><table:table-column table:style-name="Table1.B"/>${rows.join('')}</table:table>` +
    `<text:p text:style-name="Standard"/>`
  );
}

// ---------- Resume1page.ott: headings, title/company with the dates in a second text column ----------

function resume1page(p) {
  const h = HEADINGS[p.lang];
  const br = '<text:line-break/>';
  const parts = [
    `<text:h text:style-name="P14" text:outline-level="1">${xml(fullName(p))}</text:h>`,
    `<text:p text:style-name="P4">${xml(p.address.street)}${br}${xml(`${p.address.postcode} ${p.address.city}, ${p.address.country}`)}</text:p>`,
    `<text:p text:style-name="P4">${xml(p.phone.shown)}</text:p>`,
    `<text:p text:style-name="P4">${xml(p.email)}</text:p>`,
    `<text:h text:style-name="P15" text:outline-level="3">${xml(h.education)}</text:h>`,
    ...p.education.map(
      (e) =>
        `<text:p text:style-name="P5"><text:span text:style-name="T5">${xml(e.degree)}</text:span><text:span text:style-name="T3">${br}${xml(`${e.institution}, ${e.end}`)}</text:span></text:p>`,
    ),
    `<text:h text:style-name="P17" text:outline-level="3">${xml(h.experience)}</text:h>`,
  ];
  p.experience.forEach((j, i) => {
    parts.push(
      `<text:section text:style-name="Sect1" text:name="Job${i + 1}"><text:p text:style-name="P3">${xml(j.title)}${br}<text:span text:style-name="T8">${xml(j.company)}</text:span></text:p>` +
        `<text:p text:style-name="P2">${xml(`${showDate(j.start, 'short')} – ${showEnd(p, j.end, 'short')}`)}</text:p></text:section>`,
      `<text:list text:style-name="L1">${j.bullets.map((b) => `<text:list-item><text:p text:style-name="P6">${xml(b)}</text:p></text:list-item>`).join('')}</text:list>`,
    );
  });
  parts.push(
    `<text:h text:style-name="P16" text:outline-level="3">${xml(h.skills)}</text:h>`,
    `<text:section text:style-name="Sect2" text:name="Skills"><text:list text:style-name="L1">${p.skills
      .flatMap((g) => g.items)
      .map((s) => `<text:list-item><text:p text:style-name="P9">${xml(s)}</text:p></text:list-item>`)
      .join('')}</text:list></text:section>`,
  );
  return parts.join('');
}

// ---------- pandoc's default reference.docx ----------

export function markdown(p) {
  const h = HEADINGS[p.lang];
  const esc = (s) => String(s).replace(/([*_\\[\]#`])/g, '\\$1');
  const lines = [
    `# ${esc(fullName(p))}`,
    '',
    `${esc(p.headline)}  `,
    `${esc(p.address.city)}, ${esc(p.address.country)} · ${esc(p.phone.shown)} · ${esc(p.email)}`,
    '',
    `## ${esc(h.summary)}`,
    '',
    esc(p.summary),
    '',
    `## ${esc(h.experience)}`,
    '',
  ];
  for (const j of p.experience) {
    lines.push(
      `### ${esc(j.title)} | ${esc(j.company)}`,
      '',
      `*${showDate(j.start, 'long')} – ${showEnd(p, j.end, 'long')}, ${esc(j.city)}*`,
      '',
    );
    for (const b of j.bullets) lines.push(`- ${esc(b)}`);
    lines.push('');
  }
  lines.push(`## ${esc(h.education)}`, '');
  for (const e of p.education)
    lines.push(`**${esc(e.institution)}** — ${esc(e.degree)}, ${e.start}–${e.end}`, '');
  lines.push(`## ${esc(h.skills)}`, '');
  for (const g of p.skills)
    lines.push(
      g.label ? `- **${esc(g.label)}:** ${g.items.map(esc).join(', ')}` : `- ${g.items.map(esc).join(', ')}`,
    );
  lines.push('', `## ${esc(h.languages)}`, '', esc(p.languages), '');
  return lines.join('\n');
}

/** name → { formats (cycled over the family's people), dateStyle, render(person, { dir, format, env }) → file } */
export const OFFICE_FAMILIES = {
  'libreoffice-cv': {
    formats: ['docx', 'pdf'],
    dateStyle: 'short',
    render: (p, { dir, format, env }) => soffice(fillTemplate('CV.ott', cvOtt(p), dir), format, dir, env),
  },
  'libreoffice-resume1page': {
    formats: ['pdf', 'docx'],
    dateStyle: 'short',
    render: (p, { dir, format, env }) =>
      soffice(fillTemplate('Resume1page.ott', resume1page(p), dir), format, dir, env),
  },
  'pandoc-docx': {
    formats: ['docx', 'pdf'],
    dateStyle: 'long',
    render: (p, { dir, format, env }) => {
      const md = path.join(dir, 'cv.md');
      writeFileSync(md, markdown(p));
      const docx = path.join(dir, 'cv.docx');
      run('pandoc', ['--from', 'markdown', '--to', 'docx', '--output', docx, md], { env });
      if (format === 'docx') return docx;
      const pdfDir = path.join(dir, 'pdf');
      mkdirSync(pdfDir, { recursive: true });
      return soffice(docx, 'pdf', pdfDir, env);
    },
  },
};
