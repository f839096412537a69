// hackmyresume-modern-word (SLOT_59_OFFICE_FAMILIES, re-exported by office.mjs): the MS Word résumé of HackMyResume
// (hacksalot/HackMyResume, MIT, v1.8.0, commit 3cf850e, 14 Feb 2016), a Node command-line tool that builds a résumé
// written in JSON (its own FRESH format or JSON Resume) into HTML, Word, Markdown, LaTeX and other formats with the
// themes of fresh-standard/fresh-themes (MIT, v0.15.1-beta, commit 3cbbc36, 14 Feb 2016, the version HackMyResume
// 1.8.0 asks for). The template is the default theme's Word template, themes/modern/src/modern-doc.xml: a
// Handlebars template of a Word 2003 XML document (WordprocessingML, written as "resume.doc"), with the theme's info
// and skills partials and fresh-themes' shared Word partials (header-icon, section/employment, section/education).
// Not a JSON Resume theme: FRESH themes are HackMyResume's own. Both come from npm (hackmyresume 1.8.0 with
// fresh-themes 0.15.1-beta), installed outside the repository; see templates/hackmyresume-modern-word/SOURCE.md.
//
// Layout (as LibreOffice reads the Word 2003 XML): one column on a Letter page (1 in margins). The name in the
// theme's Title style (24 pt bold, Segoe UI: not here, LibreOffice's fallback), then one small paragraph with the
// e-mail as a mailto link and the phone (the template ends each with a <w:br/> inside its <w:t>, which LibreOffice
// drops: they share one line) and the empty web-site link (the people have none). Then the sections, each headed by
// a Heading 1 paragraph (20 pt grey AEAAAA, Trebuchet MS, a light EEEEEE rule above it, hung 0.5 in into the left
// margin) opening with a small embedded Font Awesome picture (a PNG in the VML <w:pict>; LibreOffice shows it as a
// dot-sized image): SKILLS, a two-column table, each skill set a row with the theme's skill-level bar (two VML
// rectangles, coloured by the set's level; the people give none, so white) in the narrow cell and, in the wide one,
// the set's name in bold capitals over its skills in spaced capitals separated by two spaces; EMPLOYMENT, each job a
// Heading 2 line "Title, Company" (14 pt grey 595959) with "Mon YYYY — Mon YYYY" (moment's English months, "Present"
// for a current job, in the FromTo style, bold grey) after a tab (a right tab stop at 9360 twips, the right margin,
// which LibreOffice sets just after the text), an empty summary paragraph (the people's jobs have only bullets) and
// the bullets as "•" list paragraphs; EDUCATION, each school a Heading 2 line with "YYYY — YYYY" after the tab and
// under it the line "Area, Study type". The theme's ABOUT section (the info partial, with the summary) is never
// written by HackMyResume 1.8.0 (its #section helper wants a history or sets array, which info has not), so the
// headline and summary are not shown; address and spoken languages have no place in the Word template either.
//
// Filled as a HackMyResume user fills it: a FRESH résumé per person (name; info.label and info.brief from the
// headline and summary; contact.email and contact.phone; location from the address; employment.history with
// employer, position, location, start "YYYY-MM", end "YYYY-MM" or none for a current job, highlights the bullets;
// education.history with institution, area and studyType (the degree split into its type and field where it names
// both, "BSc (Hons) Adult Nursing" → studyType "BSc (Hons)", area "Adult Nursing", as the FRESH sample's "Computer
// Science" and "BSCS"; the whole degree as studyType otherwise), start and end years; skills.sets, one set a group
// with the group's label as its name, and for an unlabelled list one set per skill (as a JSON Resume "skills" entry
// per skill becomes one); languages from the spoken languages), then `hackmyresume build resume.json TO
// out/resume.doc -t modern`, with an options file whose sectionTitles (HackMyResume's documented option) give the
// section titles in the person's language in capitals, as the theme's are (the English titles are the theme's own).
// LibreOffice opens the .doc (its "MS Word 2003 XML" import) and saves it as DOCX (entries zipped again with fixed
// times); the DOCX is the file for 4 people, and LibreOffice converts it to PDF for one.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docxOr, run, soffice, zipDocx } from './office.mjs';
import { HEADINGS, fullName, spokenLanguages } from './persons.mjs';

/** Where hackmyresume 1.8.0 and fresh-themes 0.15.1-beta are installed (npm i --prefix DIR, see SOURCE.md). */
const HMR_DIR = process.env.HACKMYRESUME_DIR ?? '/tmp/hackmyresume';

/** The date of fresh-themes v0.15.1-beta (commit 3cbbc36), for the DOCX's zip entries. */
const DATE = '2016-02-14T09:15:52Z';

/** "YYYY-MM", FRESH's month form. */
const month = ([y, m]) => `${y}-${String(m).padStart(2, '0')}`;

/** A degree's type, where the degree begins with one and names its field after it. */
const DEGREE_TYPE =
  /^((?:B\.?A\.?|B\.?Sc\.?|BEng|M\.?A\.?|M\.?Sc\.?|MEng|MBA|HNC|HND|PhD|Laurea(?: Magistrale| Triennale)?|Master|Licence|Licenciatura|Grado|Bacharelado|Diplom)(?: \(Hons\))?)(?: in| en| em)? (.+)$/;

/** FRESH's area and studyType for a degree: its field and type, or the whole degree as the type. */
export function studyOf(degree) {
  const m = DEGREE_TYPE.exec(degree);
  return m ? { area: m[2], studyType: m[1] } : { area: '', studyType: degree };
}

/** The FRESH résumé of `p`. */
export function freshResume(p) {
  const { street, postcode, city, country } = p.address;
  return {
    name: fullName(p),
    meta: { format: 'FRESH@0.6.0', version: '0.1.0' },
    info: { label: p.headline, brief: p.summary },
    contact: { email: p.email, phone: p.phone.shown },
    location: { address: street, city, code: postcode, country },
    employment: {
      history: p.experience.map((j) => ({
        employer: j.company,
        position: j.title,
        location: j.city,
        start: month(j.start),
        ...(j.end ? { end: month(j.end) } : {}),
        highlights: j.bullets,
      })),
    },
    education: {
      history: p.education.map((e) => ({
        institution: e.institution,
        ...studyOf(e.degree),
        location: e.city,
        start: String(e.start),
        end: String(e.end),
      })),
    },
    skills: {
      sets: p.skills.flatMap((g) =>
        g.label ? [{ name: g.label, skills: g.items }] : g.items.map((s) => ({ name: s, skills: [] })),
      ),
    },
    languages: spokenLanguages(p).map((l) => ({ language: l.name, ...(l.level ? { level: l.level } : {}) })),
  };
}

/** HackMyResume's options: the section titles in the person's language (none for English: the theme's own). */
export function hmrOptions(p) {
  if (p.lang === 'en') return null;
  const h = HEADINGS[p.lang];
  const upper = (s) => s.toLocaleUpperCase(p.lang);
  return {
    sectionTitles: {
      skills: upper(h.skills),
      employment: upper(h.experience),
      education: upper(h.education),
    },
  };
}

/** Builds `p`'s résumé.doc with HackMyResume, has LibreOffice save it as DOCX and zips that again (fixed times). */
function buildDocx(p, dir, env) {
  const bin = path.join(HMR_DIR, 'node_modules', '.bin', 'hackmyresume');
  if (!existsSync(bin)) throw new Error(`hackmyresume-modern-word: no ${bin} (see its SOURCE.md)`);
  writeFileSync(path.join(dir, 'resume.json'), `${JSON.stringify(freshResume(p), null, 2)}\n`);
  const args = ['build', 'resume.json', 'TO', 'out/resume.doc', '-t', 'modern'];
  const options = hmrOptions(p);
  if (options) {
    writeFileSync(path.join(dir, 'options.json'), `${JSON.stringify(options, null, 2)}\n`);
    args.push('-o', 'options.json');
  }
  rmSync(path.join(dir, 'out'), { recursive: true, force: true });
  run(bin, [...args, '--no-color'], { cwd: dir, env });
  const doc = path.join(dir, 'out', 'resume.doc');
  if (!existsSync(doc)) throw new Error(`hackmyresume-modern-word: HackMyResume wrote no ${doc}`);
  const conv = path.join(dir, 'conv');
  mkdirSync(conv, { recursive: true });
  writeFileSync(path.join(conv, 'cv.doc'), readFileSync(doc));
  const saved = soffice(path.join(conv, 'cv.doc'), 'docx', conv, env);
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', saved, '-d', src]);
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's fifty-ninth fixed slot (an office template family). */
export const SLOT_59_OFFICE_FAMILIES = {
  'hackmyresume-modern-word': {
    formats: ['docx', 'docx', 'docx', 'docx', 'pdf'],
    dateStyle: 'short',
    render: (p, { dir, format, env }) => {
      const docx = buildDocx(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
