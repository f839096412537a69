// one-resume-word (SLOT_36_OFFICE_FAMILIES, re-exported by office.mjs): the example Word template of Virantha
// Ekanayake's OneResumé (virantha/one_resume, Apache-2.0, commit 45067a5, examples/resume.docx), the data-driven
// résumé generator that fills a .docx written in Word with "[tag]" fields and "<…>" loops from a YAML file (its
// examples/resume.yml). Made by Microsoft Word for Mac 2011; vendored unchanged with the repository's LICENSE.txt
// (as LICENSE), README.rst and example resume.yml in templates/one-resume-word/.
//
// Layout: one plain column on a Letter page with 1.25 in side margins, Cambria (Caladea here, metric-compatible),
// every line in 10 pt but the name, no styles of its own (direct run formatting on Normal), one right tab stop at
// 5.94 in. The contact block without a title (the template's "[!Contact]"): the name in bold 12 pt, then the e-mail
// and the phone on lines of their own in italics, two blank lines. Section titles underlined in plain 10 pt, the
// template's own words "Experience", "Education", "Skills" (or the person's language, as the template's
// "[Tag|Alternate text]" form writes them), with no rule and no space above. Each job one paragraph of soft lines:
// "Company – City" in bold with "YYYY to YYYY" (its example's "1880 to 1903"; "2019 to Present" for a current job,
// the words in the person's language: "2018 bis heute", "2016 à 2020") in bold at the right tab, the job title in
// italics under it, the bullets as one plain paragraph (the example's "summary"), and a blank line. Each school
// "Degree (School)" in bold with its final year in bold at the right tab and a blank line (the template's " in
// [field]" is left out: the people's degrees name their field). Skills one line a group, "Label – a, b, c" with the
// label in bold italics and the list in italics (a flat list the list alone), the spoken languages the last such
// line under the language's word for languages. The template has no place for a headline, an address, the
// profile or a web site: they are not shown. Filled as OneResumé's Word plugin fills it (resume_word.py): the runs
// of a split "[tag]" joined, each loop's paragraphs copied once per entry with the "<" and ">" marks taken out and
// every "[key]" replaced by the entry's value, the "[!Contact]" title removed and the other titles written without
// brackets; only word/document.xml changes (docProps, styles and the thumbnail as the template has them). Nobody
// here has a web site, so the "[www]" line is left out rather than left blank. The DOCX is written directly (4
// people); LibreOffice converts it to PDF for one.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxOr, run, xml, zipDocx } from './office.mjs';
import { HEADINGS, fullName } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'one-resume-word',
  'resume.docx',
);

/** The example's "1880 to 1903", and a current job's end, in each language of the people. */
const RANGE = {
  en: { to: 'to', now: 'Present' },
  fr: { to: 'à', now: "aujourd'hui" },
  de: { to: 'bis', now: 'heute' },
  es: { to: 'a', now: 'la actualidad' },
  pt: { to: 'a', now: 'hoje' },
  it: { to: 'a', now: 'oggi' },
};

const unescape = (s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const T_RE = /(<w:t(?: [^>]*)?>)([^<]*)(<\/w:t>)/g;

/** The texts of a fragment's <w:t> elements, unescaped, in order. */
const textsOf = (frag) => [...frag.matchAll(T_RE)].map((m) => unescape(m[2]));

/** The fragment with its <w:t> texts replaced by `texts` (same count), escaped again; a new text keeps spaces. */
function withTexts(frag, texts) {
  let i = 0;
  return frag.replace(T_RE, (_, open, _text, close) => {
    const t = texts[i++];
    const o = /^\s|\s$/.test(t) && !open.includes('xml:space') ? '<w:t xml:space="preserve">' : open;
    return `${o}${xml(t).replace(/&quot;/g, '"')}${close}`;
  });
}

/**
 * OneResumé's collapse_tags: a "[tag]" split over several runs (Word's proofing marks cut "[", "name", "]") is
 * moved whole into the run where its "[" is, the runs after it keeping what follows the "]".
 */
export function collapseTags(texts) {
  const out = [...texts];
  let start = -1;
  let chars = [];
  out.forEach((text, n) => {
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '[') {
        start = n;
        chars = [];
      } else if (c === ']') {
        if (n !== start) {
          out[start] += chars.join('') + c;
          out[n] = text.slice(i + 1);
        }
        start = -1;
      } else if (start >= 0 && n !== start) chars.push(c);
    }
    if (start >= 0 && n !== start) out[n] = '';
  });
  return out;
}

/** The body's top-level paragraphs (and the closing sectPr), as strings. */
function blocks(body) {
  return body.match(/<w:p [^>]*\/>|<w:p [^>]*>.*?<\/w:p>|<w:sectPr.*<\/w:sectPr>/gs);
}

/**
 * Fills one section as resume_word.py's _fill_in_section does: the paragraphs from the first "<" after the
 * title to the next ">" are the loop, copied for each entry with "<", ">" taken out and each "[key]" of any
 * entry replaced by this entry's value (a key it lacks by nothing); `edit` may change an entry's copy first.
 */
function fillSection(paras, tag, title, entries, edit = (p) => p) {
  const h = paras.findIndex((p) => textsOf(p).some((t) => t.includes(`[${tag}]`)));
  if (h < 0) throw new Error(`one-resume-word: section [${tag}] not found`);
  let first = -1;
  let last = -1;
  for (let i = h + 1; i < paras.length && last < 0; i++) {
    const text = textsOf(paras[i]).join('');
    if (first < 0 && text.includes('<')) first = i;
    if (first >= 0 && text.includes('>')) last = i;
  }
  const loop = paras.slice(first, last + 1);
  const keys = [...new Set(entries.flatMap((e) => Object.keys(e)))];
  const copies = entries.flatMap((entry) =>
    loop.map((para) => {
      const mine = edit(para, entry);
      return withTexts(
        mine,
        textsOf(mine).map((t) =>
          keys.reduce((s, k) => s.split(`[${k}]`).join(entry[k] ?? ''), t.replace(/[<>]/g, '')),
        ),
      );
    }),
  );
  paras.splice(first, loop.length, ...copies);
  if (tag.startsWith('!')) paras.splice(h, 1);
  else
    paras[h] = withTexts(
      paras[h],
      textsOf(paras[h]).map((t) => t.replace(`[${tag}]`, title)),
    );
}

/** A run's text emptied where it holds `what` (a template part an entry has nothing for). */
const without = (para, what) =>
  withTexts(
    para,
    textsOf(para).map((t) => (t.includes(what) ? t.replace(what, '') : t)),
  );

/** word/document.xml filled for `p`. */
export function oneResumeDocument(p, doc) {
  const h = HEADINGS[p.lang];
  const r = RANGE[p.lang];
  const open = doc.indexOf('<w:body>') + '<w:body>'.length;
  const close = doc.indexOf('</w:body>');
  let body = doc.slice(open, close);
  // collapse_tags over the whole body's texts.
  body = withTexts(body, collapseTags(textsOf(body)));
  const paras = blocks(body);
  if (paras.join('') !== body) throw new Error('one-resume-word: body not split into paragraphs');

  // Contact: name, e-mail and phone; the web-site line is left out (nobody here has one).
  const www = paras.findIndex((q) => textsOf(q).join('') === '[www]');
  paras.splice(www, 1);
  fillSection(paras, '!Contact', '', [{ name: fullName(p), email: p.email, phone: p.phone.shown }]);

  fillSection(
    paras,
    'Experience',
    h.experience,
    p.experience.map((j) => ({
      company: j.company,
      location: j.city,
      date: `${j.start[0]} ${r.to} ${j.end ? j.end[0] : r.now}`,
      position: j.title,
      summary: j.bullets.join(' '),
    })),
  );
  fillSection(
    paras,
    'Education',
    h.education,
    p.education.map((e) => ({ degree: e.degree, university: e.institution, date: String(e.end) })),
    // The degree names its field: " in [field]" has nothing to say.
    (para, entry) => (entry.field ? para : without(para, ' in [field]')),
  );
  const skills = p.skills.map((g) => ({ type: g.label ?? '', skill_list: g.items.join(', ') }));
  skills.push({ type: h.languages, skill_list: p.languages });
  fillSection(paras, 'Skills', h.skills, skills, (para, entry) =>
    entry.type ? para : without(without(para, '[type]'), ' – '),
  );
  return doc.slice(0, open) + paras.join('') + doc.slice(close);
}

/** Unpacks the template, fills its document for `p`, packs it as cv.docx (fixed entry times and order). */
function fillOneResume(p, dir, env) {
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', TEMPLATE, '-d', src]);
  const docFile = path.join(src, 'word', 'document.xml');
  writeFileSync(docFile, oneResumeDocument(p, readFileSync(docFile, 'utf8')));
  return zipDocx(src, dir, '2015-04-07T19:13:00Z', env);
}

/** name → family, in generate.mjs's thirty-sixth fixed slot (an office template family). */
export const SLOT_36_OFFICE_FAMILIES = {
  'one-resume-word': {
    formats: ['docx', 'docx', 'docx', 'pdf', 'docx'],
    dateStyle: 'year',
    render: (p, { dir, format, env }) => {
      const docx = fillOneResume(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
