// The held-out `fresh-people` families of the third-party-template corpus (tests/fixtures/resume-corpus/
// fresh-people, fresh-people-b, …, fresh-people-f): people the parser has never seen, made from third-party
// data by fresh-persons-build.mjs (fresh-persons.json, fresh-persons-b.json, …, fresh-persons-f.json; sources
// and licences in fresh-data/README.md), rendered through existing template
// families, two people each. The truth files have the shape of the other families' plus `template`, the
// family whose layout made the file; `family` is the family's name ("fresh-people", "fresh-people-b", …).
//
// Usage: node tests/corpus-gen/fresh.mjs [--family fresh-people-b|…|fresh-people-f] [template-filter]
//        (needs what generate.mjs needs: TeX Live, LibreOffice, pandoc, Chromium). Needs neither faker nor
//        the data sources: the people files are committed. --people FILE and --templates a,b:docx,… render
//        another people file or template list under the family's name.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { REGION_OF_COUNTRY, truthOf } from './persons.mjs';
import { ENV, fontconfigFile, latex } from './tex.mjs';
import * as latexTemplates from './latex.mjs';
import * as office from './office.mjs';
import { HTML_FAMILIES, renderHtmlPdfs } from './html.mjs';
import * as htmlTemplates from './html-templates.mjs';

const { LATEX_FAMILIES, LATE_LATEX_FAMILIES, LAST_LATEX_FAMILIES, FINAL_LATEX_FAMILIES } = latexTemplates;
const here = path.dirname(fileURLToPath(import.meta.url));
// As in generate.mjs: reproducible PDFs.

// The templates, in order; template k renders people 2k and 2k + 1 of fresh-persons.json.
const ALL = {
  ...Object.fromEntries(Object.entries(LATEX_FAMILIES).map(([n, f]) => [n, { kind: 'latex', ...f }])),
  ...Object.fromEntries(Object.entries(LATE_LATEX_FAMILIES).map(([n, f]) => [n, { kind: 'latex', ...f }])),
  ...Object.fromEntries(Object.entries(LAST_LATEX_FAMILIES).map(([n, f]) => [n, { kind: 'latex', ...f }])),
  ...Object.fromEntries(Object.entries(FINAL_LATEX_FAMILIES).map(([n, f]) => [n, { kind: 'latex', ...f }])),
  ...Object.fromEntries(
    Object.entries(office.OFFICE_FAMILIES).map(([n, f]) => [n, { kind: 'office', ...f }]),
  ),
  ...Object.fromEntries(Object.entries(HTML_FAMILIES).map(([n, f]) => [n, { kind: 'html', ...f }])),
  ...Object.fromEntries(
    Object.entries(htmlTemplates.LATE_HTML_FAMILIES).map(([n, f]) => [n, { kind: 'html', ...f }]),
  ),
  ...Object.fromEntries(
    Object.entries(htmlTemplates.LAST_HTML_FAMILIES).map(([n, f]) => [n, { kind: 'html', ...f }]),
  ),
  // The families of stop 21's fixed slots (generate.mjs's SLOTS 0–12).
  ...Object.fromEntries(
    [
      ['html', htmlTemplates.NEWEST_HTML_FAMILIES],
      ['office', office.NEWEST_OFFICE_FAMILIES],
      ...[2, 3, 5, 6, 7, 9, 10, 11].map((k) => ['html', htmlTemplates[`SLOT_${k}_HTML_FAMILIES`]]),
      ...[4, 8, 12].map((k) => ['office', office[`SLOT_${k}_OFFICE_FAMILIES`]]),
      // And those of stop 22's slots 13–21.
      ...[13, 14, 17, 18, 21].map((k) => ['html', htmlTemplates[`SLOT_${k}_HTML_FAMILIES`]]),
      ...[15, 19].map((k) => ['office', office[`SLOT_${k}_OFFICE_FAMILIES`]]),
      ...[16, 20].map((k) => ['latex', latexTemplates[`SLOT_${k}_LATEX_FAMILIES`]]),
      // And those of stop 22's third round and stop 23's first, slots 22–29.
      ...[22, 23, 26, 27].map((k) => ['html', htmlTemplates[`SLOT_${k}_HTML_FAMILIES`]]),
      ...[24, 28].map((k) => ['office', office[`SLOT_${k}_OFFICE_FAMILIES`]]),
      ...[25, 29].map((k) => ['latex', latexTemplates[`SLOT_${k}_LATEX_FAMILIES`]]),
      // And those of stop 23's second round and stop 24, slots 30–40.
      ...[30, 31, 34, 35, 38, 39].map((k) => ['html', htmlTemplates[`SLOT_${k}_HTML_FAMILIES`]]),
      ...[32, 36, 40].map((k) => ['office', office[`SLOT_${k}_OFFICE_FAMILIES`]]),
      ...[33, 37].map((k) => ['latex', latexTemplates[`SLOT_${k}_LATEX_FAMILIES`]]),
    ].flatMap(([kind, group]) => Object.entries(group).map(([n, f]) => [n, { kind, ...f }])),
  ),
};
// An office family's name may be followed by the formats its people get, cycled over them
// (`libreoffice-cv:docx`, `sheetsresume-word:docx+pdf`); without it the family's own formats are cycled.
export const SETS = {
  'fresh-people': {
    people: 'fresh-persons.json',
    templates: [
      'moderncv-classic',
      'europasscv',
      'awesome-cv',
      'jakes-resume',
      'deedy-resume',
      'altacv',
      'libreoffice-cv',
      'libreoffice-resume1page',
      'pandoc-docx',
      'pandoc-html',
      'modern-resume-theme',
      'startbootstrap-resume',
      'tonyalgara-resume',
    ],
  },
  // Other people (seed 7, none of fresh-people's occupations, technology examples or universities) through
  // templates fresh-people did not use, and the three office families with DOCX for both their people.
  'fresh-people-b': {
    people: 'fresh-persons-b.json',
    templates: [
      'moderncv-casual',
      'moderncv-banking',
      'moderncv-oldstyle',
      'curve',
      'simplecv',
      'currvita',
      'html-resume-mnjul',
      'markdown-cv-kjhealy',
      'readablecv',
      'tucv',
      'resume-template-jglovier',
      'sb2nov-resume',
      'mcdowell-cv',
      'pas-cv',
      'libreoffice-cv:docx',
      'libreoffice-resume1page:docx',
      'pandoc-docx:docx',
    ],
  },
  // Other people again (seed 31, none of fresh-people's or fresh-people-b's occupations, technology examples
  // or universities) through the thirteen families of stop 21's fixed slots, which neither set used; each
  // office family gives its first person a DOCX and its second a PDF.
  'fresh-people-c': {
    people: 'fresh-persons-c.json',
    templates: [
      'best-resume-ever-material-dark',
      'twentyseconds-libreoffice:docx+pdf',
      'html-resume-templates-infographic',
      'html-resume-template-tombarr',
      'sheetsresume-word:docx+pdf',
      'crisp-minimal-resume',
      'modern-hugo-resume',
      'jekyll-professional-resume',
      'word-table-resume:docx+pdf',
      'resume-md',
      'almeida-cv',
      'a4-resume-template',
      'resume-maker-docx:docx+pdf',
    ],
  },
  // A fourth set (seed 47, none of the three earlier sets' occupations, technology examples or universities;
  // O*NET knowledge areas as the second kind of skill) through the nine families of stop 22's slots 13–21,
  // which no earlier set used; each office family gives its first person a DOCX and its second a PDF.
  'fresh-people-d': {
    people: 'fresh-persons-d.json',
    templates: [
      'flex-bp-hugo-cv',
      'vcard-personal-portfolio',
      'minimalist-resume-libreoffice:docx+pdf',
      'simple-resume-cv',
      'minimalist-cv-jarocki',
      'resume-a4',
      'scholars-duke-cv:docx+pdf',
      'yaac-another-awesome-cv',
      'career-timeline',
    ],
  },
  // A fifth set (seed 53, none of the four earlier sets' occupations, technology examples or universities;
  // the content-model skills as the second kind of skill again) through the eight families of slots 22–29,
  // which no earlier set used; each office family gives its first person a DOCX and its second a PDF.
  'fresh-people-e': {
    people: 'fresh-persons-e.json',
    templates: [
      'devportfolio',
      'markdown-resume-js',
      'lebenslauf-harisnae:docx+pdf',
      'mjresume',
      'online-resume-tarrex',
      'react-resume-ceevee',
      'loffice-cv:docx+pdf',
      'latexcv-rows',
    ],
  },
  // A sixth set (seed 89, none of the five earlier sets' occupations, technology examples or universities;
  // O*NET knowledge areas as the second kind of skill, as fresh-people-b and -d) through the eleven
  // families of slots 30–40, which no earlier set used; each office family gives its first person a DOCX
  // and its second a PDF.
  'fresh-people-f': {
    people: 'fresh-persons-f.json',
    templates: [
      'eleventy-resume-boeck',
      'cv-html-zichy',
      'lebenslauf-fiedler:docx+pdf',
      'cv4tw-compact',
      'cv-template-sneas',
      'html-resume-buu700',
      'one-resume-word:docx+pdf',
      'friggeri-cv',
      'cv-template-halvardssm',
      'jekyll-cv-panakakis',
      'word-resume-kennyhyun:docx+pdf',
    ],
  },
};
const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    family: { type: 'string', default: 'fresh-people' },
    people: { type: 'string' },
    templates: { type: 'string' },
  },
});
const FAMILY = opts.family;
const SET = SETS[FAMILY] ?? {};
const PEOPLE_FILE = opts.people ?? SET.people;
const TEMPLATES = opts.templates?.split(',') ?? SET.templates;
if (!PEOPLE_FILE || !TEMPLATES) throw new Error(`${FAMILY}: no such set; give --people and --templates`);
const OUT = path.resolve(here, '..', 'fixtures', 'resume-corpus', FAMILY);
const PERSONS = JSON.parse(readFileSync(path.resolve(here, PEOPLE_FILE), 'utf8'));
const PER_TEMPLATE = 2;

// The same check as generate.mjs: each truth phone is what libphonenumber reads from the shown form.
for (const p of PERSONS) {
  const n = parsePhoneNumberFromString(p.phone.shown, REGION_OF_COUNTRY[p.address.country]);
  if (!n || n.number !== p.phone.e164) throw new Error(`${p.id}: ${p.phone.shown} is not ${p.phone.e164}`);
}

function writeTruth(file, template, format, person, dateStyle) {
  const record = {
    id: path.basename(file).replace(/\.\w+$/, ''),
    family: FAMILY,
    template,
    format,
    person: person.id,
    lang: person.lang,
    dateStyle,
    truth: truthOf(person, { dateStyle }),
  };
  writeFileSync(file.replace(/\.\w+$/, '.json'), `${JSON.stringify(record, null, 2)}\n`);
}

async function main() {
  const filter = positionals[0] ?? '';
  if (PERSONS.length < TEMPLATES.length * PER_TEMPLATE) throw new Error('not enough people');
  const work = mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-fresh-'));
  ENV.FONTCONFIG_FILE = fontconfigFile(work);
  mkdirSync(OUT, { recursive: true });
  try {
    for (const [k, spec] of TEMPLATES.entries()) {
      const [name, only] = spec.split(':');
      if (!name.includes(filter)) continue;
      const family = ALL[name];
      if (!family) throw new Error(`${name}: no such template family`);
      const formats = only ? only.split('+') : family.formats;
      const people = PERSONS.slice(k * PER_TEMPLATE, (k + 1) * PER_TEMPLATE);
      for (const f of readdirSync(OUT)) if (f.startsWith(`${FAMILY}-${name}-f`)) rmSync(path.join(OUT, f));
      const base = (p) => path.join(OUT, `${FAMILY}-${name}-${p.id}`);
      if (family.kind === 'latex') {
        for (const p of people) {
          const dir = path.join(work, `${name}-${p.id}`);
          mkdirSync(dir, { recursive: true });
          const { main: source, files = {} } = family.render(p);
          for (const [file, text] of Object.entries(files)) {
            mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
            writeFileSync(path.join(dir, file), text);
          }
          cpSync(latex(dir, source, family.engine), `${base(p)}.pdf`);
          writeTruth(`${base(p)}.pdf`, name, 'pdf', p, family.dateStyle);
        }
      } else if (family.kind === 'office') {
        for (const [i, p] of people.entries()) {
          const format = formats[i % formats.length];
          const dir = path.join(work, `${name}-${p.id}`);
          mkdirSync(dir, { recursive: true });
          cpSync(await family.render(p, { dir, format, env: ENV }), `${base(p)}.${format}`);
          writeTruth(`${base(p)}.${format}`, name, format, p, family.dateStyle);
        }
      } else {
        const targets = people.map((p) => `${base(p)}.pdf`);
        await renderHtmlPdfs({ ...family, name }, people, targets, work);
        people.forEach((p, i) => writeTruth(targets[i], name, 'pdf', p, family.dateStyle));
      }
      console.log(`${name}: ${people.map((p) => p.id).join(', ')}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
