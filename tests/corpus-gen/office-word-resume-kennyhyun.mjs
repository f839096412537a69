// word-resume-kennyhyun (SLOT_40_OFFICE_FAMILIES, re-exported by office.mjs): the Word résumé of kennyhyun's
// "Word resume generator" (kennyhyun/word-resume, commit 0930033; its package render-resume 0.9.11, ISC per its
// package.json), a tool that writes a .docx from a YAML file with the `docx` library (4.x) and its own styles.xml,
// to be turned into a PDF by LibreOffice. The template here is the tool's own output: its example resume/sample.yml
// rendered by its word-resume/src/render.js with docx 4.7.1 and its styles.xml (the render date set to the
// repository's last commit, 20 Feb 2023), vendored as templates/word-resume-kennyhyun/sample.docx with the
// repository's readme, sample.yml and styles.xml; see SOURCE.md there.
//
// Layout: an A4 page in Calibri (Carlito here, metric-compatible) 10 pt, a 0.07 in top margin and 1 in left one,
// no tables, no lists, no tabs: every line a soft break inside a few paragraphs, indented with spaces. The name as
// Heading 1 (16 pt, bold); the headline, e-mail, phone and address right-aligned on lines of their own; the profile
// indented four spaces between blank lines, then the skills as "    * Label" lines (the YAML key humanized, as
// "Programming languages") each over an indented "      a, b, c" line. Each section title in Heading 2 (13 pt, bold,
// dark blue) after a blank line: the example's own "Work History", "Education" and "language" for an English
// speaker, the person's language otherwise. Each job one paragraph: "**Company** -- City", then "    **Mon YYYY ~
// Mon YYYY (N months)**; Title" ("~ to date (N months ~)" for a current job: the tool's fixed English words, its
// moment dates in English, the months counted to the render date), then each bullet a "    - …" line, and a blank
// paragraph. Each school "**Degree** -- YYYY" over "    School -- City" and a blank paragraph. The spoken languages
// one "    …" paragraph each. A right-aligned footer on every page: "Name -- 01 Jun 2025 -- 1".
//
// Filled as the tool fills it from a YAML file written from the person's record: document.xml is written again
// from the sample's own paragraphs and runs (paragraph and run properties, line breaks and the pretty-printed XML
// of docx 4.x kept, the texts swapped), the footer's name and date and the document properties' title and author
// likewise. The example's job "field" ("; Ohiv nid gigas.") and per-job "Acquired/developed skills" have nothing
// to hold (the people's jobs have neither) and are left out, as the tool leaves out empty skills; so is an
// education's "major" line (the people's degrees name their field). The tool's profile shows title, e-mail and
// address but not the phone its YAML holds: the phone is written under the e-mail, the one change to its layout.
// The DOCX is written directly (4 people); LibreOffice converts it to PDF for one, as the tool's readme suggests.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxOr, run, xml, zipDocx } from './office.mjs';
import { HEADINGS, fullName } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'word-resume-kennyhyun',
  'sample.docx',
);

/** The render date: the footer's date and the end of a current job's month count. */
const NOW = [2025, 6];
const NOW_SHOWN = '01 Jun 2025';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const mmmYYYY = ([y, m]) => `${MONTHS[m - 1]} ${y}`;

/** render.js's formatDuration of "01 MMM YYYY ~ 01 MMM YYYY": months counted by moment's diff, plus one. */
export function duration(start, end) {
  const [sy, sm] = start;
  const [ey, em] = end ?? NOW;
  const months = (ey - sy) * 12 + (em - sm) + 1;
  return `${mmmYYYY(start)} ~ ${end ? mmmYYYY(end) : 'to date'} (${months} months${end ? '' : ' ~'})`;
}

/** underscore.string's humanize, as the tool writes a technicalSkills key ("programmingLanguages"). */
export const humanize = (s) => {
  const u = s
    .trim()
    .replace(/([a-z\d])([A-Z]+)/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase()
    .replace(/_id$/, '')
    .replace(/_/g, ' ')
    .trim();
  return u.charAt(0).toUpperCase() + u.slice(1);
};

const P_RE = / {8}<w:p>\n.*?\n {8}<\/w:p>\n/gs;
const R_RE = / {12}<w:r>\n.*?\n {12}<\/w:r>\n/gs;
const T_RE = /(<w:t xml:space="preserve">)[^<]*(<\/w:t>)/;

/** word/document.xml filled for `p`. */
export function wordResumeDocument(p, doc) {
  const h = HEADINGS[p.lang];
  const open = doc.indexOf('<w:body>\n') + '<w:body>\n'.length;
  const close = doc.indexOf('        <w:sectPr>');
  const paras = doc.slice(open, close).match(P_RE);
  if (paras.join('') !== doc.slice(open, close))
    throw new Error('word-resume: body not split into paragraphs');
  const runs = paras.flatMap((q) => q.match(R_RE) ?? []);
  const bold = (r) => r.includes('<w:b ');
  const brk = (r) => r.includes('<w:br>');
  const kind = (b, br) => runs.find((r) => bold(r) === b && brk(r) === br && !/preserve">\n/.test(r));
  // docx 4.x writes an empty text as a pretty-printed empty element: a line break and the indentation.
  const emptyText = /<w:t xml:space="preserve">\n\s*<\/w:t>/.exec(paras[3])[0];
  const templates = { plain: kind(false, false), plainBr: kind(false, true), bold: kind(true, false) };
  templates.boldBr = kind(true, true);
  const r = (name, text) =>
    templates[name].replace(T_RE, text === '' ? emptyText : (_, a, b) => `${a}${xml(text)}${b}`);
  const head = (q) => q.slice(0, q.indexOf('            <w:r>'));
  const tail = '        </w:p>\n';
  const para = (template, body) => head(template) + body + tail;
  const [heading1, profile, , blankPara, heading2] = paras;
  const plainHead = head(blankPara);
  const blank = plainHead + r('plain', '') + tail;
  // createParagraph(contents): the first line, then each further one after a break.
  const lines = (texts) => texts.map((t, i) => r(i === 0 ? 'plain' : 'plainBr', t)).join('');

  const out = [para(heading1, r('bold', fullName(p)))];
  const address = `${p.address.street}, ${p.address.city}`;
  out.push(para(profile, lines([p.headline, p.email, p.phone.shown, address])));
  const skills = p.skills.flatMap((g) => [
    `    * ${humanize(g.label ?? h.skills)}`,
    `      ${g.items.join(', ')}`,
  ]);
  out.push(plainHead + lines(['', `    ${p.summary}`, '', ...skills]) + tail);
  out.push(blank);

  const title = (text) => para(heading2, r('bold', text));
  out.push(title(p.lang === 'en' ? 'Work History' : h.experience));
  for (const j of p.experience) {
    out.push(
      plainHead +
        r('bold', j.company) +
        r('plain', ` -- ${j.city}`) +
        r('boldBr', `    ${duration(j.start, j.end)}`) +
        r('plain', `; ${j.title}`) +
        j.bullets.map((b) => r('plainBr', `    - ${b}`)).join('') +
        tail,
    );
    out.push(blank);
  }
  out.push(blank);

  out.push(title(p.lang === 'en' ? 'Education' : h.education));
  for (const e of p.education) {
    out.push(
      plainHead +
        r('bold', e.degree) +
        r('plain', ` -- ${e.end}`) +
        r('plainBr', `    ${e.institution} -- ${e.city}`) +
        tail,
    );
    out.push(blank);
  }
  out.push(blank);

  out.push(title(p.lang === 'en' ? 'language' : h.languages));
  for (const l of p.languages.split(/,\s*(?![^()]*\))/)) out.push(plainHead + r('plain', `    ${l}`) + tail);
  out.push(blank);
  return doc.slice(0, open) + out.join('') + doc.slice(close);
}

/** Unpacks the template, fills it for `p`, packs it as cv.docx (fixed entry times and order). */
function fillWordResume(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const edit = (name, f) => {
    const file = path.join(src, ...name.split('/'));
    writeFileSync(file, f(readFileSync(file, 'utf8')));
  };
  edit('word/document.xml', (doc) => wordResumeDocument(p, doc));
  edit('word/footer1.xml', (f) =>
    f.replace(/>Frank Ruiz -- 20 Feb 2023 -- </, `>${xml(fullName(p))} -- ${NOW_SHOWN} -- <`),
  );
  edit('docProps/core.xml', (c) =>
    c
      .replace(/<dc:description>[^<]*<\/dc:description>/, '<dc:description></dc:description>')
      .replace(/(<dcterms:(?:created|modified) [^>]*>)[^<]*/g, '$12025-06-01T00:00:00Z'),
  );
  return zipDocx(src, dir, '2025-06-01T00:00:00Z', env);
}

/** name → family, in generate.mjs's fortieth fixed slot (an office template family). */
export const SLOT_40_OFFICE_FAMILIES = {
  'word-resume-kennyhyun': {
    formats: ['docx', 'docx', 'pdf', 'docx', 'docx'],
    dateStyle: 'short',
    render: (p, { dir, format, env }) => {
      const docx = fillWordResume(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
