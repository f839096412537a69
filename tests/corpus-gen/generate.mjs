// Builds the third-party-template resume corpus (tests/fixtures/resume-corpus): each family's template is
// filled from the synthetic people in persons.mjs and rendered by the template's own tool (xelatex,
// LibreOffice, pandoc, Chromium); a truth file is written next to each resume from the same record.
//
// Usage: node tests/corpus-gen/generate.mjs [family-filter]
// Needs: texlive-latex-extra texlive-fonts-extra texlive-xetex texlive-luatex texlive-plain-generic lmodern
// fonts-texgyre fonts-font-awesome fonts-open-sans fonts-croscore (simple-resume-cv's Tinos) texlive-lang-french
// texlive-bibtex-extra (yaac-another-awesome-cv), texlive-lang-german (ecv-cv), libreoffice-writer-nogui, pandoc, chromium.
// See tests/fixtures/resume-corpus/README.md.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PERSONS, REGION_OF_COUNTRY, truthOf } from './persons.mjs';
import { ENV, fontconfigFile, latex } from './tex.mjs';
import * as latexTemplates from './latex.mjs';
import * as office from './office.mjs';
import { HTML_FAMILIES, renderHtmlPdfs } from './html.mjs';
import * as htmlTemplates from './html-templates.mjs';

const { OFFICE_FAMILIES } = office;
const { LATEX_FAMILIES, LATE_LATEX_FAMILIES, LAST_LATEX_FAMILIES, FINAL_LATEX_FAMILIES } = latexTemplates;
const { LATE_HTML_FAMILIES, LAST_HTML_FAMILIES } = htmlTemplates;

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
export const CORPUS_DIR = path.join(root, 'tests', 'fixtures', 'resume-corpus');
const PER_FAMILY = 5;

/** The people a family renders: PER_FAMILY consecutive records, starting at a family-specific offset. */
const peopleFor = (index) =>
  Array.from({ length: PER_FAMILY }, (_, i) => PERSONS[(index * 3 + i) % PERSONS.length]);

// Sanity check of the truth phones: each must be what libphonenumber reads from the shown form.
for (const p of PERSONS) {
  const n = parsePhoneNumberFromString(p.phone.shown, REGION_OF_COUNTRY[p.address.country]);
  if (!n || n.number !== p.phone.e164) throw new Error(`${p.id}: ${p.phone.shown} is not ${p.phone.e164}`);
}

function writeTruth(file, family, format, person, dateStyle) {
  const id = path.basename(file).replace(/\.\w+$/, '');
  const record = {
    id,
    family,
    format,
    person: person.id,
    lang: person.lang,
    dateStyle,
    truth: truthOf(person, { dateStyle }),
  };
  writeFileSync(file.replace(/\.\w+$/, '.json'), `${JSON.stringify(record, null, 2)}\n`);
}

async function main() {
  const filter = process.argv[2] ?? '';
  const families = [
    ...Object.entries(LATEX_FAMILIES).map(([name, f]) => ({ name, kind: 'latex', ...f })),
    ...Object.entries(OFFICE_FAMILIES).map(([name, f]) => ({ name, kind: 'office', ...f })),
    ...Object.entries(HTML_FAMILIES).map(([name, f]) => ({ name, kind: 'html', ...f })),
    // Last, so that adding them moved no earlier family to another place (peopleFor takes the index).
    ...Object.entries(LATE_LATEX_FAMILIES).map(([name, f]) => ({ name, kind: 'latex', ...f })),
    ...Object.entries(LATE_HTML_FAMILIES).map(([name, f]) => ({ name, kind: 'html', ...f })),
    // After those, for the same reason: Jake's Resume and sb2nov/resume, then Deedy-Resume and McDowell CV
    // (phase 4, held out), then AltaCV (held out).
    ...Object.entries(LAST_LATEX_FAMILIES).map(([name, f]) => ({ name, kind: 'latex', ...f })),
    // Then tonyalgara-resume (held out), for the same reason.
    ...Object.entries(LAST_HTML_FAMILIES).map(([name, f]) => ({ name, kind: 'html', ...f })),
    // Then pas-cv (held out), for the same reason.
    ...Object.entries(FINAL_LATEX_FAMILIES).map(([name, f]) => ({ name, kind: 'latex', ...f })),
  ];
  // Then families in fixed slots, one family each: each takes the people of its own place in the list whether
  // or not the slots before it are filled yet (helpers adding families at the same time cannot shift each
  // other's people). Slots 0 and 1: best-resume-ever-material-dark and twentyseconds-libreoffice; then two HTML
  // slots and one office slot for the families of stop 21's second round, then two HTML slots for its third, an HTML, an office and an HTML slot for its fourth, and two HTML and an office slot for its
  // fifth.
  const SLOTS = [
    ['html', htmlTemplates.NEWEST_HTML_FAMILIES],
    ['office', office.NEWEST_OFFICE_FAMILIES],
    ['html', htmlTemplates.SLOT_2_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_3_HTML_FAMILIES],
    ['office', office.SLOT_4_OFFICE_FAMILIES],
    ['html', htmlTemplates.SLOT_5_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_6_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_7_HTML_FAMILIES],
    ['office', office.SLOT_8_OFFICE_FAMILIES],
    ['html', htmlTemplates.SLOT_9_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_10_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_11_HTML_FAMILIES],
    ['office', office.SLOT_12_OFFICE_FAMILIES],
    // Stop 22: two HTML slots, an office slot and a LaTeX slot (a family written in its own latex-<family>.mjs,
    // re-exported from latex.mjs).
    ['html', htmlTemplates.SLOT_13_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_14_HTML_FAMILIES],
    ['office', office.SLOT_15_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_16_LATEX_FAMILIES],
    // Stop 22's second round: three HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_17_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_18_HTML_FAMILIES],
    ['office', office.SLOT_19_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_20_LATEX_FAMILIES],
    ['html', htmlTemplates.SLOT_21_HTML_FAMILIES],
    // Stop 22's third round: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_22_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_23_HTML_FAMILIES],
    ['office', office.SLOT_24_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_25_LATEX_FAMILIES],
    // Stop 23: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_26_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_27_HTML_FAMILIES],
    ['office', office.SLOT_28_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_29_LATEX_FAMILIES],
    // Stop 23's second round: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_30_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_31_HTML_FAMILIES],
    ['office', office.SLOT_32_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_33_LATEX_FAMILIES],
    // Stop 24: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_34_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_35_HTML_FAMILIES],
    ['office', office.SLOT_36_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_37_LATEX_FAMILIES],
    // Stop 24's second round: two HTML slots and an office slot.
    ['html', htmlTemplates.SLOT_38_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_39_HTML_FAMILIES],
    ['office', office.SLOT_40_OFFICE_FAMILIES],
    // Stop 25: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_41_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_42_HTML_FAMILIES],
    ['office', office.SLOT_43_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_44_LATEX_FAMILIES],
    // Stop 25's second round: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_45_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_46_HTML_FAMILIES],
    ['office', office.SLOT_47_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_48_LATEX_FAMILIES],
    // Stop 26: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_49_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_50_HTML_FAMILIES],
    ['office', office.SLOT_51_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_52_LATEX_FAMILIES],
    // Stop 26's second round: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_53_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_54_HTML_FAMILIES],
    ['office', office.SLOT_55_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_56_LATEX_FAMILIES],
    // Stop 27: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_57_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_58_HTML_FAMILIES],
    ['office', office.SLOT_59_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_60_LATEX_FAMILIES],
    // Stop 27's second round: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_61_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_62_HTML_FAMILIES],
    ['office', office.SLOT_63_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_64_LATEX_FAMILIES],
    // Stop 28: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_65_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_66_HTML_FAMILIES],
    ['office', office.SLOT_67_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_68_LATEX_FAMILIES],
    // Stop 28's second round: three HTML slots and a LaTeX slot.
    ['html', htmlTemplates.SLOT_69_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_70_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_71_HTML_FAMILIES],
    ['latex', latexTemplates.SLOT_72_LATEX_FAMILIES],
    // Stop 29: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_73_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_74_HTML_FAMILIES],
    ['office', office.SLOT_75_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_76_LATEX_FAMILIES],
    // Stop 29's second round: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_77_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_78_HTML_FAMILIES],
    ['office', office.SLOT_79_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_80_LATEX_FAMILIES],
    // Stop 29's third round: two HTML slots, an office slot and a LaTeX slot.
    ['html', htmlTemplates.SLOT_81_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_82_HTML_FAMILIES],
    ['office', office.SLOT_83_OFFICE_FAMILIES],
    ['latex', latexTemplates.SLOT_84_LATEX_FAMILIES],
    // Stop 30: three HTML slots and a LaTeX slot (no office template with a clear licence and a new layout was
    // found for slot 87).
    ['html', htmlTemplates.SLOT_85_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_86_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_87_HTML_FAMILIES],
    ['latex', latexTemplates.SLOT_88_LATEX_FAMILIES],
    // Stop 30's second round: three HTML slots and a LaTeX slot.
    ['html', htmlTemplates.SLOT_89_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_90_HTML_FAMILIES],
    ['html', htmlTemplates.SLOT_91_HTML_FAMILIES],
    ['latex', latexTemplates.SLOT_92_LATEX_FAMILIES],
  ];
  const slot = families.length;
  SLOTS.forEach(([kind, group], k) =>
    families.push(
      ...Object.entries(group ?? {}).map(([name, f]) => ({ name, kind, ...f, peopleIndex: slot + k })),
    ),
  );
  const work = mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-'));
  ENV.FONTCONFIG_FILE = fontconfigFile(work);
  try {
    for (const [index, family] of families.entries()) {
      if (!family.name.includes(filter)) continue;
      const out = path.join(CORPUS_DIR, family.name);
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      const people = peopleFor(family.peopleIndex ?? index);
      if (family.kind === 'latex') {
        for (const p of people) {
          const dir = path.join(work, `${family.name}-${p.id}`);
          mkdirSync(dir, { recursive: true });
          const { main: source, files = {} } = family.render(p);
          for (const [name, text] of Object.entries(files)) {
            // Names may have folders (fonts/lato/… for Deedy-Resume) and contents may be bytes (font files).
            mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
            writeFileSync(path.join(dir, name), text);
          }
          const target = path.join(out, `${family.name}-${p.id}.pdf`);
          cpSync(latex(dir, source, family.engine), target);
          writeTruth(target, family.name, 'pdf', p, family.dateStyle);
        }
      } else if (family.kind === 'office') {
        for (const [i, p] of people.entries()) {
          const format = family.formats[i % family.formats.length];
          const dir = path.join(work, `${family.name}-${p.id}`);
          mkdirSync(dir, { recursive: true });
          const file = await family.render(p, { dir, format, env: ENV });
          const target = path.join(out, `${family.name}-${p.id}.${format}`);
          cpSync(file, target);
          writeTruth(target, family.name, format, p, family.dateStyle);
        }
      } else {
        const targets = people.map((p) => path.join(out, `${family.name}-${p.id}.pdf`));
        await renderHtmlPdfs(family, people, targets, work);
        people.forEach((p, i) => writeTruth(targets[i], family.name, 'pdf', p, family.dateStyle));
      }
      console.log(`${family.name}: ${readdirSync(out).filter((f) => !f.endsWith('.json')).length} files`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
