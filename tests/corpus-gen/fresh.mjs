// The held-out `fresh-people` family of the third-party-template corpus (tests/fixtures/resume-corpus/
// fresh-people): people the parser has never seen, made from third-party data by fresh-persons-build.mjs
// (fresh-persons.json; sources and licences in fresh-data/README.md), rendered through 13 of the existing
// template families, two people each. The truth files have the shape of the other families' plus
// `template`, the family whose layout made the file; `family` is "fresh-people".
//
// Usage: node tests/corpus-gen/fresh.mjs      (needs what generate.mjs needs: TeX Live, LibreOffice, pandoc,
// Chromium). Needs neither faker nor the data sources: fresh-persons.json is committed.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { truthOf } from './persons.mjs';
import { LATEX_FAMILIES, LATE_LATEX_FAMILIES, LAST_LATEX_FAMILIES } from './latex.mjs';
import { OFFICE_FAMILIES } from './office.mjs';
import { HTML_FAMILIES, renderHtmlPdfs } from './html.mjs';
import { LATE_HTML_FAMILIES, LAST_HTML_FAMILIES } from './html-templates.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(here, '..', 'fixtures', 'resume-corpus', 'fresh-people');
const FAMILY = 'fresh-people';
const PERSONS = JSON.parse(readFileSync(path.join(here, 'fresh-persons.json'), 'utf8'));
// As in generate.mjs: reproducible PDFs.
const ENV = { ...process.env, SOURCE_DATE_EPOCH: '1700000000', FORCE_SOURCE_DATE: '1', TZ: 'UTC' };

// The templates, in order; template k renders people 2k and 2k + 1 of fresh-persons.json.
const ALL = {
  ...Object.fromEntries(Object.entries(LATEX_FAMILIES).map(([n, f]) => [n, { kind: 'latex', ...f }])),
  ...Object.fromEntries(Object.entries(LATE_LATEX_FAMILIES).map(([n, f]) => [n, { kind: 'latex', ...f }])),
  ...Object.fromEntries(Object.entries(LAST_LATEX_FAMILIES).map(([n, f]) => [n, { kind: 'latex', ...f }])),
  ...Object.fromEntries(Object.entries(OFFICE_FAMILIES).map(([n, f]) => [n, { kind: 'office', ...f }])),
  ...Object.fromEntries(Object.entries(HTML_FAMILIES).map(([n, f]) => [n, { kind: 'html', ...f }])),
  ...Object.fromEntries(Object.entries(LATE_HTML_FAMILIES).map(([n, f]) => [n, { kind: 'html', ...f }])),
  ...Object.fromEntries(Object.entries(LAST_HTML_FAMILIES).map(([n, f]) => [n, { kind: 'html', ...f }])),
};
export const TEMPLATES = [
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
];
const PER_TEMPLATE = 2;

// The same check as generate.mjs: each truth phone is what libphonenumber reads from the shown form.
const REGION = {
  'United Kingdom': 'GB',
  France: 'FR',
  Deutschland: 'DE',
  USA: 'US',
  España: 'ES',
  India: 'IN',
  Ireland: 'IE',
  Australia: 'AU',
  Brasil: 'BR',
  Poland: 'PL',
  Netherlands: 'NL',
  Canada: 'CA',
  Italia: 'IT',
};
for (const p of PERSONS) {
  const n = parsePhoneNumberFromString(p.phone.shown, REGION[p.address.country]);
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

// generate.mjs's fontconfig file and TeX run, repeated here so that generate.mjs stays as it is.
function fontconfigFile(work) {
  const file = path.join(work, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>` +
      `<dir>/usr/share/texlive/texmf-dist/fonts/opentype</dir><cachedir>${work}/fc-cache</cachedir></fontconfig>`,
  );
  return file;
}
function latex(dir, main, engine = 'xelatex') {
  writeFileSync(path.join(dir, 'cv.tex'), main);
  for (let run = 0; run < 2; run++) {
    try {
      execFileSync(engine, ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], {
        cwd: dir,
        env: ENV,
        stdio: 'pipe',
      });
    } catch (e) {
      throw new Error(`${engine} failed in ${dir}:\n${String(e.stdout).slice(-2000)}`);
    }
  }
  return path.join(dir, 'cv.pdf');
}

async function main() {
  const filter = process.argv[2] ?? '';
  if (PERSONS.length < TEMPLATES.length * PER_TEMPLATE) throw new Error('not enough people');
  const work = mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-fresh-'));
  ENV.FONTCONFIG_FILE = fontconfigFile(work);
  mkdirSync(OUT, { recursive: true });
  try {
    for (const [k, name] of TEMPLATES.entries()) {
      if (!name.includes(filter)) continue;
      const family = ALL[name];
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
          const format = family.formats[i % family.formats.length];
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
