// Office families: the two resume templates LibreOffice ships (share/template/common/personal/CV.ott and
// Resume1page.ott), filled by rewriting their body with the template's own styles and converted by
// LibreOffice to DOCX or PDF; and pandoc's default DOCX reference document (Markdown → DOCX, and that DOCX
// → PDF through LibreOffice).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';
export { SLOT_15_OFFICE_FAMILIES } from './office-minimalist-resume-libreoffice.mjs';
export { SLOT_19_OFFICE_FAMILIES } from './office-scholars-duke-cv.mjs';
export { SLOT_24_OFFICE_FAMILIES } from './office-lebenslauf-harisnae.mjs';
export { SLOT_28_OFFICE_FAMILIES } from './office-loffice-cv.mjs';
export { SLOT_32_OFFICE_FAMILIES } from './office-lebenslauf-fiedler.mjs';
export { SLOT_36_OFFICE_FAMILIES } from './office-one-resume-word.mjs';
export { SLOT_40_OFFICE_FAMILIES } from './office-word-resume-kennyhyun.mjs';
export { SLOT_43_OFFICE_FAMILIES } from './office-docx-cv-demo.mjs';
export { SLOT_47_OFFICE_FAMILIES } from './office-word-cv-esoteric.mjs';

const TEMPLATES = '/usr/lib/libreoffice/share/template/common/personal';

export const xml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function run(cmd, args, opts) {
  try {
    return execFileSync(cmd, args, { stdio: 'pipe', ...opts });
  } catch (e) {
    throw new Error(`${cmd} ${args.join(' ')} failed: ${String(e.stderr).slice(-2000)}`);
  }
}

/**
 * `src`, an unpacked Word document, zipped again as `dir`/cv.docx the same way every time: its files in
 * order ([Content_Types].xml first), each dated `date`, no directory entries.
 */
export function zipDocx(src, dir, date, env) {
  const docx = path.join(dir, 'cv.docx');
  rmSync(docx, { force: true });
  const entries = String(run('find', ['.', '-type', 'f'], { cwd: src }))
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^\.\//, ''))
    .sort((a, b) => (a === '[Content_Types].xml' ? -1 : b === '[Content_Types].xml' ? 1 : a < b ? -1 : 1));
  run('touch', ['-d', date, ...entries], { cwd: src });
  run('zip', ['-q', '-X', '-D', docx, ...entries], { cwd: src, env: { ...env, TZ: 'UTC' } });
  return docx;
}

/** `src`, an unpacked OpenDocument text, zipped again as `dir`/cv.odt: its mimetype first and stored. */
export function zipOdt(src, dir, ...exclude) {
  const odt = path.join(dir, 'cv.odt');
  rmSync(odt, { force: true });
  run('zip', ['-q', '-X', '-0', odt, 'mimetype'], { cwd: src });
  run(
    'zip',
    [
      '-q',
      '-X',
      '-r',
      odt,
      '.',
      '-x',
      'mimetype',
      '-x',
      'Thumbnails/*',
      ...exclude.flatMap((x) => ['-x', x]),
    ],
    {
      cwd: src,
    },
  );
  return odt;
}

/** An ODT's content.xml with its body (everything after the sequence declarations) replaced by `body`. */
export function withBody(content, body) {
  const start = content.indexOf('</text:sequence-decls>') + '</text:sequence-decls>'.length;
  return content.slice(0, start) + body + content.slice(content.indexOf('</office:text>'));
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

/** The DOCX made, or its PDF by LibreOffice (written in a folder of its own, beside it) when `format` asks for one. */
export function docxOr(format, docx, dir, env) {
  if (format === 'docx') return docx;
  const pdfDir = path.join(dir, 'pdf');
  mkdirSync(pdfDir, { recursive: true });
  return soffice(docx, 'pdf', pdfDir, env);
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
  return zipOdt(src, dir);
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
      return docxOr(format, docx, dir, env);
    },
  },
};

// ---------- TwentySeconds CV for LibreOffice (third-party ODT, MIT): grey sidebar, nested tables ----------
// manoet/TwentySecondsCurriculumVitae-LibreOffice, commit 18d3367 (cv.odt, unchanged, with its licence in
// templates/twentyseconds-libreoffice/). The whole page is one two-cell table: a grey sidebar cell (name,
// headline, a table of Font Awesome icon + contact, "About me", a language/level table, then empty
// paragraphs that stretch the grey to the foot of the page) and a main cell (section titles over a rule;
// each job a two-column table, years left, title over company right, then a spanned row of bullets; each
// school a three-column table, years, degree over school, a note on the right; skills as a six-column
// table of names beside ●●●●● ratings). Filled by writing its body again with its own styles and
// structure, one table per job and school as the template repeats them.

const TWENTYSECONDS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'twentyseconds-libreoffice',
  'cv.odt',
);

/** "English (native), French (A2)" → [['English', 'native'], ['French', 'A2']]; no level → ''. */
const languageLevels = (text) =>
  text.split(/,\s*(?![^()]*\))/).map((l) => {
    const m = /^(.*?)\s*\((.*)\)$/.exec(l.trim());
    return m ? [m[1], m[2]] : [l.trim(), ''];
  });

function twentySeconds(p, fillers) {
  const h = HEADINGS[p.lang];
  const para = (style, text) =>
    text === ''
      ? `<text:p text:style-name="${style}"/>`
      : `<text:p text:style-name="${style}">${xml(text)}</text:p>`;
  const cell = (style, inner, extra = '') =>
    `<table:table-cell table:style-name="${style}"${extra} office:value-type="string">${inner}</table:table-cell>`;
  const columns = (name, letters) =>
    letters.map((l) => `<table:table-column table:style-name="${name}.${l}"/>`).join('');
  const contact = (iconStyle, icon, text) =>
    `<table:table-row>${cell('Table8.A1', `<text:p text:style-name="${iconStyle}">${icon}</text:p>`)}${cell('Table8.B1', para('P13', text))}</table:table-row>`;
  const sidebar = [
    para('P30', fullName(p)),
    para('P28', p.headline),
    para('JobPosition', ''),
    `<table:table table:name="Table8" table:style-name="Table8">${columns('Table8', ['A', 'B'])}` +
      contact('P6', '\uf015', `${p.address.city}, ${p.address.country}`) +
      contact('P6', '\uf879', p.phone.shown) +
      contact('P6', '\uf1fa', p.email) +
      `</table:table>`,
    para('Section', h.summary),
    para('P24', p.summary),
    para('P5', h.languages),
    `<table:table table:name="Table10" table:style-name="Table10">${columns('Table10', ['A', 'B'])}` +
      languageLevels(p.languages)
        .map(
          ([lang, level]) =>
            `<table:table-row>${cell('Table10.A1', para('P14', lang))}${cell('Table10.A1', para('Location', level))}</table:table-row>`,
        )
        .join('') +
      `</table:table>`,
    para('Standard', ''),
    para('P1', '').repeat(fillers),
    para('P2', '').repeat(3),
  ];
  const years = (j) => `${j.start[0]}-${j.end ? j.end[0] : ''}`;
  const jobs = p.experience.map(
    (j, i) =>
      `<table:table table:name="Job${i + 1}" table:style-name="Table3">${columns('Table3', ['A', 'B'])}` +
      `<table:table-row>${cell('Table3.A1', para('P8', years(j)))}${cell('Table3.A1', para('P8', j.title) + para('Location', j.company))}</table:table-row>` +
      `<table:table-row>${cell(
        'Table3.A1',
        `<text:list text:style-name="L3">${j.bullets.map((b) => `<text:list-item>${para('P19', b)}</text:list-item>`).join('')}</text:list>`,
        ' table:number-columns-spanned="2"',
      )}<table:covered-table-cell/></table:table-row></table:table>` +
      (i < p.experience.length - 1 ? para('CvContent', '') : ''),
  );
  const schools = p.education.map(
    (e, i) =>
      `<table:table table:name="School${i + 1}" table:style-name="Table5">${columns('Table5', ['A', 'B', 'C'])}` +
      `<table:table-row>${cell('Table5.A1', para('CvContent', `${e.start}-${e.end}`))}${cell('Table5.A1', para('CvContent', e.degree) + para('Location', e.institution))}${cell('Table5.A1', para('P25', e.city))}</table:table-row></table:table>` +
      (i < p.education.length - 1 ? para('Standard', '') : ''),
  );
  // Skills: three name/rating column pairs, filled column by column; the records have no levels, so the
  // ratings cycle through 5, 4 and 3 dots of five.
  const skills = p.skills.flatMap((g) => g.items);
  const perColumn = Math.ceil(skills.length / 3);
  const dots = (k) => {
    const level = 5 - (k % 3);
    return `<text:p text:style-name="P16"><text:span text:style-name="T3">${'●'.repeat(level)}</text:span>${level < 5 ? `<text:span text:style-name="T5">${'●'.repeat(5 - level)}</text:span>` : ''}</text:p>`;
  };
  const skillCells = [0, 1, 2]
    .map((c) => {
      const names = skills.slice(c * perColumn, (c + 1) * perColumn);
      return (
        cell('Table7.A1', names.map((s) => para(c === 0 ? 'P15' : 'P10', s)).join('') || para('P10', '')) +
        cell('Table7.A1', names.map((_, k) => dots(c * perColumn + k)).join('') || para('P12', ''))
      );
    })
    .join('');
  const main = [
    para('Section', h.experience),
    ...jobs,
    para('Section', h.education),
    ...schools,
    para('P4', h.skills),
    `<table:table table:name="Table7" table:style-name="Table7">${columns('Table7', ['A', 'B', 'C', 'D', 'E', 'F'])}<table:table-row>${skillCells}</table:table-row></table:table>`,
  ];
  return (
    `<table:table table:name="Table1" table:style-name="Table1">${columns('Table1', ['A', 'B'])}<table:table-row table:style-name="Table1.1">` +
    cell('Table1.A1', sidebar.join('')) +
    cell('Table1.B1', main.join('')) +
    `</table:table-row></table:table><text:p text:style-name="P3"/>`
  );
}

/** Unpacks the TwentySeconds cv.odt, swaps the body after its sequence declarations for `body`, repacks it. */
function fillTwentySeconds(body, dir) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TWENTYSECONDS, '-d', src]);
  const contentFile = path.join(src, 'content.xml');
  writeFileSync(contentFile, withBody(readFileSync(contentFile, 'utf8'), body));
  return zipOdt(src, dir, 'layout-cache');
}

/** name → family, in the fixed slot generate.mjs keeps for the newest office template family. */
export const NEWEST_OFFICE_FAMILIES = {
  'twentyseconds-libreoffice': {
    formats: ['docx', 'docx', 'pdf'],
    dateStyle: 'year',
    render: (p, { dir, format, env }) => {
      // The template stretches its grey sidebar to the foot of the page with 18 empty paragraphs sized for
      // its own text; as a user would, keep as many as fit on the one page (at most 36, at fewest 0),
      // checked on the output itself (a DOCX through LibreOffice's PDF export of it).
      const probe = path.join(dir, 'probe');
      mkdirSync(probe, { recursive: true });
      for (let fillers = 36; ; fillers -= 2) {
        const out = soffice(fillTwentySeconds(twentySeconds(p, Math.max(fillers, 0)), dir), format, dir, env);
        const pdf = format === 'pdf' ? out : soffice(out, 'pdf', probe, env);
        if (fillers <= 0 || /Pages:\s+1\n/.test(String(run('pdfinfo', [pdf])))) return out;
      }
    },
  },
};

// ---------- SheetsResume's Word resume (third-party DOCX made by Word, MIT repository) ----------
// panasenco/jsonresume-docx, commit 8d7a1fc: resume-template.docx "downloaded straight from SheetsResume.com
// without modifications" (Colin McIntosh's template, made with Microsoft Word 16), vendored unchanged with the
// repository's LICENSE and README in templates/sheetsresume-word/. One column in Garamond: the name over a rule,
// one contact line with Wingdings ❖ separators, capitalised headings over rules; each job a bold "Company" line
// and an italic "Title" line whose dates and city are pushed to the right by runs of default tab stops and a
// few spaces (no right tab stop, as the template's author typed them), then bullets; each school the same two
// lines; skills as bulleted "Label: a; b; c" lines. Filled by writing the body again from the template's own
// paragraphs (their paragraph and run properties copied from the sample paragraph each stands for), one block
// per job and school; the credit footer the template asks to delete is left out. Written as DOCX directly.

const SHEETSRESUME = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'sheetsresume-word',
  'resume-template.docx',
);

/** Advance widths of a TrueType/OpenType font (cmap format 4 + hmtx), in 1/1000 em, by code point. */
function fontWidths(file) {
  const b = readFileSync(file);
  const tables = {};
  for (let i = 0, n = b.readUInt16BE(4); i < n; i++) {
    const at = 12 + 16 * i;
    tables[b.toString('latin1', at, at + 4)] = b.readUInt32BE(at + 8);
  }
  const unitsPerEm = b.readUInt16BE(tables.head + 18);
  const metrics = b.readUInt16BE(tables.hhea + 34);
  const advance = (glyph) => b.readUInt16BE(tables.hmtx + 4 * Math.min(glyph, metrics - 1));
  const cmap = tables.cmap;
  let sub = null;
  for (let i = 0, n = b.readUInt16BE(cmap + 2); i < n; i++) {
    const at = cmap + 4 + 8 * i;
    const off = cmap + b.readUInt32BE(at + 4);
    if (b.readUInt16BE(at) === 3 && b.readUInt16BE(at + 2) === 1 && b.readUInt16BE(off) === 4) sub = off;
  }
  const segs = b.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segs + 2;
  const deltas = starts + 2 * segs;
  const ranges = deltas + 2 * segs;
  return (cp) => {
    for (let s = 0; s < segs; s++) {
      if (b.readUInt16BE(ends + 2 * s) < cp) continue;
      const start = b.readUInt16BE(starts + 2 * s);
      if (start > cp) break;
      const range = b.readUInt16BE(ranges + 2 * s);
      let glyph = range ? b.readUInt16BE(ranges + 2 * s + range + 2 * (cp - start)) : cp;
      if (glyph) glyph = (glyph + b.readInt16BE(deltas + 2 * s)) & 0xffff;
      return (advance(glyph) * 1000) / unitsPerEm;
    }
    return (advance(0) * 1000) / unitsPerEm;
  };
}

/** A fontconfig file over generate.mjs's that sets Garamond as EB Garamond, the nearest installed face. */
function garamondFontconfig(dir, env) {
  const file = path.join(dir, 'fonts-garamond.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
      `<include ignore_missing="yes">${env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf'}</include>` +
      `<alias binding="same"><family>Garamond</family><prefer><family>EB Garamond</family></prefer></alias></fontconfig>`,
  );
  return { ...env, FONTCONFIG_FILE: file };
}

function sheetsResume(p, template, width) {
  const paras = template.match(/<w:p[ >].*?<\/w:p>/gs);
  const pPr = (i) => /<w:pPr>.*?<\/w:pPr>/s.exec(paras[i])[0];
  const runProps = (i) =>
    [...paras[i].matchAll(/<w:r[ >](?:(?!<\/w:r>).)*?(<w:rPr>.*?<\/w:rPr>)/gs)].map((m) => m[1]);
  const rPr = (i, k = 0) => runProps(i)[k];
  const run = (props, text) => `<w:r>${props}<w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;
  const para = (i, runs) => `<w:p>${pPr(i)}${runs}</w:p>`;
  const verbatim = (i) => `<w:p>${paras[i].replace(/^<w:p[^>]*>/, '').replace(/<w:proofErr[^>]*\/>/g, '')}`;
  // A line with text left and text pushed right by default tab stops (every 720 twips) and a few spaces, as
  // the template's author lined up the sample's dates: as many tabs as keep the right text on the line.
  const RIGHT = 12240 - 720 - 720 - 240; // page width, margins, and a little slack
  const twips = (text, style) => [...text].reduce((w, c) => w + width[style](c.codePointAt(0)), 0) * 0.24;
  const spread = (i, props, style, left, right) => {
    const start = twips(left, style);
    const end = twips(right, style);
    let tabs = 1;
    while ((Math.floor(start / 720) + tabs + 1) * 720 + end <= RIGHT) tabs++;
    const spaces = Math.max(
      0,
      Math.min(8, Math.floor((RIGHT - (Math.floor(start / 720) + tabs) * 720 - end) / twips(' ', style))),
    );
    return para(
      i,
      run(props, left) + `<w:r>${props}<w:tab/></w:r>`.repeat(tabs) + run(props, ' '.repeat(spaces) + right),
    );
  };
  const h = HEADINGS[p.lang];
  const upper = (s) => s.toLocaleUpperCase(p.lang);
  const heading = (text) => para(3, run(rPr(3), text));
  const dash = (d) => (d[1] === 5 ? showDate(d, 'short') : showDate(d, 'short').replace(' ', '. '));
  const contact = runProps(1);
  const wingdings = contact.find((r) => r.includes('Wingdings'));
  const separator = `<w:r>${wingdings}<w:t>\uf076</w:t></w:r>`;
  // The sample's skills line: a bold label, then the items in a plain run.
  const plain = runProps(42).find((r) => !r.includes('<w:b/>') && !r.includes('<w:i/>'));
  const body = [
    para(0, run(rPr(0), fullName(p))),
    para(
      1,
      [p.email, p.phone.shown, `${p.address.city}, ${p.address.country}`]
        .map((t) => run(contact[0], t))
        .join(run(contact[0], ' ') + separator + run(contact[0], ' ')),
    ),
    verbatim(2),
    heading(p.lang === 'en' ? 'WORK EXPERIENCE' : upper(h.experience)),
    verbatim(4),
  ];
  p.experience.forEach((j, i) => {
    if (i > 0) body.push(verbatim(i === 1 ? 13 : 19));
    const bullet = i === 0 ? 7 : 16;
    body.push(
      spread(5, rPr(5), 'bold', j.company, `${dash(j.start)} – ${j.end ? dash(j.end) : showEnd(p, null)}`),
      spread(6, rPr(6), 'italic', j.title, j.city),
      ...j.bullets.map((b) => para(bullet, run(rPr(bullet), b))),
    );
  });
  body.push(verbatim(31), heading(p.lang === 'en' ? 'EDUCATION' : upper(h.education)), verbatim(33));
  p.education.forEach((e, i) => {
    if (i > 0) body.push(verbatim(24));
    body.push(
      spread(34, rPr(34), 'bold', e.institution, String(e.end)),
      spread(35, rPr(35), 'italic', e.degree, e.city),
    );
  });
  // Skills as the template's "Skills: a; b; c" bullets (bold label), one per group, the flat list under the
  // language's word for skills; the spoken languages last, where the sample has its "Interests" line.
  const lines = [
    ...p.skills.map((g) => [g.label ?? h.skills, g.items.join('; ')]),
    [h.languages, p.languages],
  ];
  body.push(
    verbatim(38),
    heading(upper(`${h.skills} & ${h.languages}`)),
    verbatim(40),
    ...lines.map(([label, text], k) => {
      const i = k === lines.length - 1 ? 43 : 42;
      return para(i, run(rPr(i, 0), `${label}:`) + run(plain, ` ${text}`));
    }),
    verbatim(44),
  );
  return body.join('');
}

/** Fills the SheetsResume template for `p` and packs it as a DOCX (fixed entry times and order). */
function fillSheetsResume(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', SHEETSRESUME, '-d', src]);
  const file = (style) => String(run('fc-match', ['-f', '%{file}', `EB Garamond${style}`], { env })).trim();
  const width = {
    bold: fontWidths(file(':bold')),
    italic: fontWidths(file(':italic')),
  };
  const docFile = path.join(src, 'word', 'document.xml');
  const doc = readFileSync(docFile, 'utf8');
  const start = doc.indexOf('<w:body>') + '<w:body>'.length;
  const end = doc.indexOf('<w:sectPr');
  writeFileSync(
    docFile,
    doc.slice(0, start) + sheetsResume(p, doc.slice(start, end), width) + doc.slice(end),
  );
  return zipDocx(src, dir, '2024-01-14T00:00:00Z', env);
}

/** name → family, in generate.mjs's fourth fixed slot (an office template family). */
export const SLOT_4_OFFICE_FAMILIES = {
  'sheetsresume-word': {
    formats: ['docx', 'docx', 'docx', 'pdf', 'docx'],
    dateStyle: 'short',
    render: (p, { dir, format, env }) => {
      const fonts = garamondFontconfig(dir, env);
      const docx = fillSheetsResume(p, dir, fonts);
      return docxOr(format, docx, dir, fonts);
    },
  },
};

// ---------- word-table-resume: a Word résumé laid out as one table (third-party DOCX, BSD-3-Clause) ----------
// sebvc/Resume, commit f3ddc50: sebvc_Resume.docx, a résumé its author (Sebastian Villa Cuellar) made in
// Microsoft Word and publishes as a template ("Feel free to Fork and utilize anything as a template"), BSD
// 3-Clause; vendored unchanged with its LICENSE.md and README.md in templates/word-table-resume/. The whole page
// is one eight-column table: the name centred, a row of contacts behind icon pictures (house, envelope, phone;
// the template's web link left out) over a thick rule, then each section a row group whose left cell (merged
// down the group) holds the section's capital title beside a thick vertical rule; each school or employer a row
// of "**Name,** City" with its dates right-aligned in a cell of their own, then a row of the degree, or of the
// italic job title over bullets; skills as rows of a bold "Label:" cell beside the comma-separated items. Filled
// by writing the table's rows again from the template's own rows (cell, paragraph and run properties kept, the
// texts swapped), one pair of rows per school and job; the template's other sections are left out. As its
// README asks, the author's name is removed from what is made (also from the document properties).

const WORD_TABLE_RESUME = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'word-table-resume',
  'sebvc_Resume.docx',
);

function wordTableResume(p, doc) {
  const h = HEADINGS[p.lang];
  const upper = (s) => s.toLocaleUpperCase(p.lang);
  const rows = doc.match(/<w:tr[ >].*?<\/w:tr>/gs);
  const cells = (row) => row.match(/<w:tc>.*?<\/w:tc>/gs);
  const paras = (cell) => cell.match(/<w:p[ >].*?<\/w:p>/gs);
  const pPr = (para) => /<w:pPr>.*?<\/w:pPr>/s.exec(para)?.[0] ?? '';
  const rPrs = (para) =>
    [...para.matchAll(/<w:r[ >](?:(?!<\/w:r>).)*?(<w:rPr>.*?<\/w:rPr>)/gs)].map((m) => m[1]);
  const run = (props, text) => `<w:r>${props}<w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;
  const para = (props, runs) => `<w:p>${props}${runs}</w:p>`;
  const fill = (cell, body) => cell.replace(/(<\/w:tcPr>).*(<\/w:tc>)$/s, (_, a, b) => a + body + b);
  const row = (template, bodies) => {
    const cs = cells(template);
    const start = template.slice(0, template.indexOf('<w:tc>'));
    return start + cs.map((c, i) => (bodies[i] === undefined ? c : fill(c, bodies[i]))).join('') + '</w:tr>';
  };
  // The section title cell (merged down its rows): the title in the template's bold capitals.
  const label = (template, text) => {
    const first = paras(cells(template)[0])[0];
    return para(pPr(first), run(rPrs(first)[0], text));
  };
  const blank = (cell) => para(pPr(paras(cell)[0]), '');
  // Contacts: the house, envelope and phone links with their icons, each text swapped; the web link and the
  // spaces after it left out.
  const contacts = rows[1]
    .replace(/<w:t>Los Angeles<\/w:t>/, `<w:t>${xml(p.address.city)}</w:t>`)
    .replace(/<w:t>CA<\/w:t>/, `<w:t>${xml(p.address.country)}</w:t>`)
    .replace(/> sebastian\.villacuellar@gmail\.com</, `> ${xml(p.email)}<`)
    .replace(/>\+1 \(214\) 585-9986</, `>${xml(p.phone.shown)}<`)
    .replace(/<w:hyperlink r:id="rId12".*?<\/w:hyperlink><w:r[ >](?:(?!<\/w:r>).)*?<\/w:r>/s, '');
  const out = [rows[0].replace(/>Sebastian Villa Cuellar</, `>${xml(fullName(p))}<`), contacts];
  // Summary, where the template has its objective.
  const objective = paras(cells(rows[2])[1])[0];
  out.push(
    row(rows[2], [
      label(rows[2], upper(h.summary)),
      para(pPr(objective), run(rPrs(objective)[0], p.summary)),
    ]),
  );
  // An entry's first row: "Name," in the header style and ", City" plain, the dates right in their own cell.
  const head = (template, labelCell, name, city, dates) => {
    const cs = cells(template);
    const left = paras(cs[1])[0];
    const right = paras(cs[2])[0];
    const [bold, , plain] = rPrs(paras(cells(rows[5])[1])[0]);
    return row(template, [
      labelCell,
      para(pPr(left), run(bold, `${name},`) + run(plain, ` ${city}`)),
      para(pPr(right), run(rPrs(right)[0], dates)),
    ]);
  };
  p.education.forEach((e, k) => {
    const first = k === 0;
    out.push(
      head(
        first ? rows[3] : rows[3].replace(/<w:vMerge w:val="restart"\/>/, '<w:vMerge/>'),
        first ? label(rows[3], upper(h.education)) : blank(cells(rows[4])[0]),
        e.institution,
        e.city,
        String(e.end),
      ),
    );
    const degree = paras(cells(rows[4])[1])[0];
    out.push(
      row(rows[4], [undefined, para(pPr(degree), run(rPrs(degree)[0], e.degree)), blank(cells(rows[4])[2])]),
    );
  });
  // Jobs: the first as the template's first employer (section title beside it), the others as its later ones.
  const detail = paras(cells(rows[6])[1]);
  const [titleProps] = rPrs(detail[0]);
  const bulletPara = detail[1];
  const lastBullet = paras(cells(rows[12])[1]).at(-1);
  p.experience.forEach((j, k) => {
    const dates = `${showDate(j.start, 'short')} – ${showEnd(p, j.end, 'short')}`;
    out.push(
      k === 0
        ? head(
            rows[5],
            label(rows[5], p.lang === 'en' ? 'WORK EXPERIENCE' : upper(h.experience)),
            j.company,
            j.city,
            dates,
          )
        : head(rows[11], undefined, j.company, j.city, dates),
    );
    const bullets = j.bullets.map((b, i) =>
      para(pPr(i === j.bullets.length - 1 ? lastBullet : bulletPara), run(rPrs(bulletPara)[0], b)),
    );
    out.push(
      row(k === 0 ? rows[6] : rows[12], [
        undefined,
        para(pPr(detail[0]), run(titleProps, j.title)) + bullets.join(''),
      ]),
    );
  });
  // Skills: a bold "Label:" cell beside the items, one row a group (the flat list under the language's word for
  // skills), the spoken languages last, where the template has its "Bilingual:" row.
  const lines = [
    ...p.skills.map((g) => [g.label ?? h.skills, g.items.join(', ')]),
    [h.languages, p.languages],
  ];
  lines.forEach(([name, text], k) => {
    const template = k === 0 ? rows[19] : k === lines.length - 1 ? rows[21] : rows[20];
    const cs = cells(template);
    const l = paras(cs[1])[0];
    const r = paras(cs[2])[0];
    out.push(
      row(template, [
        k === 0 ? label(rows[19], upper(`${h.skills} & ${h.languages}`)) : undefined,
        para(pPr(l), run(rPrs(l)[0], `${name}:`)),
        para(pPr(r), run(rPrs(r)[0], text)),
      ]),
    );
  });
  const start = doc.indexOf(rows[0]);
  const end = doc.indexOf('</w:tbl>');
  return doc.slice(0, start) + out.join('') + doc.slice(end);
}

/** Fills the table résumé for `p` and packs it as a DOCX (fixed entry times and order). */
function fillWordTableResume(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', WORD_TABLE_RESUME, '-d', src]);
  const docFile = path.join(src, 'word', 'document.xml');
  writeFileSync(docFile, wordTableResume(p, readFileSync(docFile, 'utf8')));
  const relsFile = path.join(src, 'word', '_rels', 'document.xml.rels');
  writeFileSync(
    relsFile,
    readFileSync(relsFile, 'utf8')
      .replace(/Target="mailto:[^"]*"/, `Target="mailto:${xml(p.email)}"`)
      .replace(/Target="tel:[^"]*"/, `Target="tel:${xml(p.phone.e164)}"`)
      .replace(
        /Target="https:\/\/maps\.app[^"]*"/,
        `Target="https://www.openstreetmap.org/search?query=${encodeURIComponent(p.address.city)}"`,
      ),
  );
  const coreFile = path.join(src, 'docProps', 'core.xml');
  writeFileSync(
    coreFile,
    readFileSync(coreFile, 'utf8')
      .replace(/<dc:title>[^<]*<\/dc:title>/, `<dc:title>${xml(fullName(p))}</dc:title>`)
      .replace(/<dc:creator>[^<]*<\/dc:creator>/, `<dc:creator>${xml(fullName(p))}</dc:creator>`)
      .replace(
        /<cp:lastModifiedBy>[^<]*<\/cp:lastModifiedBy>/,
        `<cp:lastModifiedBy>${xml(fullName(p))}</cp:lastModifiedBy>`,
      ),
  );
  return zipDocx(src, dir, '2025-06-29T00:00:00Z', env);
}

/** name → family, in generate.mjs's eighth fixed slot (an office template family). */
export const SLOT_8_OFFICE_FAMILIES = {
  'word-table-resume': {
    formats: ['docx', 'docx', 'pdf', 'docx', 'docx'],
    dateStyle: 'short',
    render: (p, { dir, format, env }) => {
      const docx = fillWordTableResume(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};

// ---------- resume-maker-docx: a plain one-column Word résumé made by python-docx (third-party DOCX, MIT) ----------
// Sadat-Rakib/Resume-Maker--Python, commit 7483f82: Resume_Template.docx, the résumé template its create_resume.py
// writes with python-docx and publishes ("Resume Template Generator … a polished resume template"), MIT; vendored
// unchanged with its LICENSE and README.md in templates/resume-maker-docx/. No styles of its own: every paragraph
// is Normal with direct run formatting in Rubik. The name in 24 pt bold capitals with a soft line break before the
// headline (14 pt bold); one contact line "📞 phone | ✉ email | 🌐 link"; section titles in 16 pt bold capitals;
// an entry as one bold italic paragraph "Title | Company", a soft line break, "MM/YYYY - MM/YYYY | City"; its
// bullets one plain paragraph of "• …" lines joined by soft line breaks; skills as bold comma-separated lines
// joined by soft line breaks; each paragraph ends in a line break, as python-docx writes a trailing "\n". Filled
// by writing the body again from the template's own paragraphs (paragraph and run properties kept, the texts
// swapped): the projects paragraphs carry the profile, education is written like experience ("Degree |
// School", "YYYY - YYYY | City"), and the spoken languages get a section of their own after the skills. The
// author's name and contacts are not kept; the location takes the link's place in the contact line.

const RESUME_MAKER_DOCX = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'resume-maker-docx',
  'Resume_Template.docx',
);

function resumeMakerDocx(p, doc) {
  const h = HEADINGS[p.lang];
  const upper = (s) => s.toLocaleUpperCase(p.lang);
  const paras = doc.match(/<w:p>.*?<\/w:p>/gs);
  const pPr = (para) => /<w:pPr>.*?<\/w:pPr>/s.exec(para)?.[0] ?? '';
  const rPrs = (para) => [...para.matchAll(/<w:rPr>.*?<\/w:rPr>/gs)].map((m) => m[0]);
  // One run of lines joined by soft breaks, with the trailing break python-docx writes for the final "\n".
  const lines = (props, texts, trailing = true) =>
    `<w:r>${props}${texts.map((t) => `<w:t xml:space="preserve">${xml(t)}</w:t>`).join('<w:br/>')}${
      trailing ? '<w:br/>' : ''
    }</w:r>`;
  const para = (template, runs) => `<w:p>${pPr(template)}${runs}</w:p>`;
  const [header, contact, heading, project, , , entry, bullets, , skills] = paras;
  const title = (text) => para(heading, lines(rPrs(heading)[0], [text], false));
  const [nameProps, headlineProps] = rPrs(header);
  const out = [
    para(header, lines(nameProps, [upper(fullName(p))]) + lines(headlineProps, [p.headline], false)),
    para(
      contact,
      lines(rPrs(contact)[0], [
        `📞 ${p.phone.shown} | ✉ ${p.email} | 🌐 ${p.address.city}, ${p.address.country}`,
      ]),
    ),
    title(upper(h.summary)),
    para(project, lines(rPrs(bullets)[0], [p.summary])),
    title(upper(h.experience)),
  ];
  for (const j of p.experience) {
    const dates = `${showDate(j.start, 'numeric')} - ${showEnd(p, j.end, 'numeric')}`;
    out.push(para(entry, lines(rPrs(entry)[0], [`${j.title} | ${j.company}`, `${dates} | ${j.city}`])));
    out.push(
      para(
        bullets,
        lines(
          rPrs(bullets)[0],
          j.bullets.map((b) => `• ${b}`),
        ),
      ),
    );
  }
  out.push(title(upper(h.education)));
  for (const e of p.education) {
    out.push(
      para(
        entry,
        lines(rPrs(entry)[0], [`${e.degree} | ${e.institution}`, `${e.start} - ${e.end} | ${e.city}`]),
      ),
    );
  }
  out.push(title(upper(h.skills)));
  out.push(
    para(
      skills,
      lines(
        rPrs(skills)[0],
        p.skills.map((g) => g.items.join(', ')),
      ),
    ),
  );
  out.push(title(upper(h.languages)));
  out.push(para(skills, lines(rPrs(skills)[0], [p.languages])));
  const start = doc.indexOf(paras[0]);
  const end = doc.indexOf('<w:sectPr');
  return doc.slice(0, start) + out.join('') + doc.slice(end);
}

/** Fills the python-docx résumé for `p` and packs it as a DOCX (fixed entry times and order). */
function fillResumeMakerDocx(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', RESUME_MAKER_DOCX, '-d', src]);
  const docFile = path.join(src, 'word', 'document.xml');
  writeFileSync(docFile, resumeMakerDocx(p, readFileSync(docFile, 'utf8')));
  const coreFile = path.join(src, 'docProps', 'core.xml');
  writeFileSync(
    coreFile,
    readFileSync(coreFile, 'utf8').replace(/<dc:title\/>/, `<dc:title>${xml(fullName(p))}</dc:title>`),
  );
  return zipDocx(src, dir, '2025-06-29T00:00:00Z', env);
}

/** name → family, in generate.mjs's twelfth fixed slot (an office template family). */
export const SLOT_12_OFFICE_FAMILIES = {
  'resume-maker-docx': {
    formats: ['docx', 'docx', 'docx', 'pdf', 'docx'],
    dateStyle: 'numeric',
    render: (p, { dir, format, env }) => {
      const docx = fillResumeMakerDocx(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
export { SLOT_51_OFFICE_FAMILIES } from './office-poi-tl-resume.mjs';
export { SLOT_55_OFFICE_FAMILIES } from './office-resume-md-ats-docx.mjs';
export { SLOT_59_OFFICE_FAMILIES } from './office-hackmyresume-modern-word.mjs';
export { SLOT_63_OFFICE_FAMILIES } from './office-europass-cv-odt.mjs';
export { SLOT_67_OFFICE_FAMILIES } from './office-puzzle-skills-cv.mjs';
export { SLOT_75_OFFICE_FAMILIES } from './office-sablon-cv.mjs';
export { SLOT_79_OFFICE_FAMILIES } from './office-simple-odf-homer.mjs';
export { SLOT_83_OFFICE_FAMILIES } from './office-abiword-resume-ant.mjs';
