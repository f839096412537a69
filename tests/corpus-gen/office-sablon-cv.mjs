// sablon-cv (SLOT_75_OFFICE_FAMILIES, re-exported by office.mjs): the example CV template of Sablon (senny/sablon,
// MIT, version 0.4.2, commit 544faa0, 18 Jul 2025), Yves Senn's Ruby "document template processor for Word docx
// files": Word documents sprinkled with MailMerge fields («=person.email», «skills:each(skill)», «career:endEach», …)
// that its `sablon` executable fills from a JSON context. The template is its README's "sample template",
// test/fixtures/cv_template.docx (made with Microsoft Word 2011 for Mac, A4, Calibri), shipped in the gem (the gem
// packs the repository's files); see templates/sablon-cv/SOURCE.md. Nothing of it is committed.
//
// Layout: one column on A4. A page header "Generated at: <time>" in small grey type; the title in bold over the name
// (larger, bold) and, centred and bold, the address line "street, municipality, province_zip" and one line each for
// the phone and the e-mail, each ending in the template's comma; then sections, each under a thin black rule (a
// drawn line) with a bold 14 pt heading: "Skills & Abilities", a table of rows "1." | skill (a grey cell between
// vertical rules) | rating (empty: the people give none); "Education", each school "YYYY – YYYY" in bold at the
// left and at a tab the school in bold over the degree; "Employment History", each job a grey band "Month YYYY -
// Month YYYY" (bold) | "Company, City", the title in italics under it, then the bullets behind "☑" check boxes (a
// Wingdings glyph); "Languages", a table of language | level. A footer "Generated with Sablon    Page n of m    n".
//
// Filled as a Sablon user fills it: a JSON context per person piped to `sablon cv_template.docx out.docx` (the
// executable of the gem, unchanged), shaped as the repository's own test of this template (test/sablon_test.rb)
// builds its context: title, person (first_name, last_name, phone, email, address.street / municipality /
// province_zip), skills (index "1.", label, rating), education (when, where, what), certifications, career (when,
// where, description, tasks), languages (name, skill), activities, referees, current_time, metadata.generator. Here:
// the title the person's headline; the municipality the city line as the country writes it, the province_zip the
// country; one skill row per labelled group ("Label: a, b, c", as the test's "XML, XSLT, JSP" row lists several) and
// one row per skill of an unlabelled list, no ratings; a school's when "YYYY – YYYY", where "School, City" (the test's
// "Yale Sixth Form College, Bristol."), what the degree; a job's when "Month YYYY - Month YYYY" (the test's "June 2010
// - December 2012", "February 2013 - Present"; the language's word for now), where "Company, City", description the
// title, tasks the bullets; no certifications, activities or referees. Changes to the template (in a copy, before
// Sablon runs; see SOURCE.md): a "Profile" section (a rule, a heading, the summary as a «=summary» field) added before
// the skills, the template's paragraphs copied; the "Referees" section at its end removed (the people name none); the
// section headings in the person's language where that is not English. LibreOffice opens Sablon's DOCX and saves it
// as DOCX (entries zipped again with fixed times) for four people and exports that DOCX to PDF for one.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docxOr, run, soffice, xml, zipDocx } from './office.mjs';
import { HEADINGS, cityLine, showDate, showEnd, spokenLanguages } from './persons.mjs';

/** Where sablon 0.4.2 (commit 544faa0) is unpacked (git archive of the repository, see SOURCE.md). */
const SABLON = process.env.SABLON_DIR ?? '/tmp/sablon';

/** The date of sablon 0.4.2 (commit 544faa0), for the page header and the DOCX's zip entries. */
const DATE = '2025-07-18T13:34:25Z';
const SHOWN_TIME = '18.07.2025 15:34';

/** The template's section headings (English, its own) and, for the added section, "Profile". */
const TITLES = {
  skills: 'Skills &amp; Abilities',
  education: 'Education',
  experience: 'Employment History',
  languages: 'Languages',
};

/** [start, end) of the paragraph around index `i` of `doc`. */
function paragraphAt(doc, i) {
  const start = doc.lastIndexOf('<w:p ', i);
  const end = doc.indexOf('</w:p>', i) + '</w:p>'.length;
  return [start, end];
}

/** [start, end) of the paragraph before the one starting at `start`. */
function paragraphBefore(doc, start) {
  const end = doc.lastIndexOf('</w:p>', start) + '</w:p>'.length;
  return [doc.lastIndexOf('<w:p ', end - 1), end];
}

/** A heading paragraph of the template with its text (the first <w:t>) set to `text`, its other texts emptied. */
function withText(par, text) {
  let first = true;
  return par.replace(/<w:t(?: [^>]*)?>[^<]*<\/w:t>/g, () => {
    const t = first ? `<w:t xml:space="preserve">${text}</w:t>` : '<w:t></w:t>';
    first = false;
    return t;
  });
}

/** The index of the heading paragraph whose text (its runs joined) is `title`. */
function headingIndex(doc, title) {
  for (const m of doc.matchAll(/<w:p [^>]*>(?:(?!<\/w:p>).)*<\/w:p>/gs)) {
    const text = [...m[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('');
    if (text.trim() === title) return m.index;
  }
  throw new Error(`sablon-cv: no heading "${title}" in the template`);
}

/** The template's document.xml changed as SOURCE.md says: a Profile section, no Referees, headings translated. */
export function templateDocument(doc, lang) {
  const h = HEADINGS[lang];
  // The Referees section: from the rule after «activities:endIf» to «referees:endEach», one empty paragraph kept.
  const [, afterActivities] = paragraphAt(doc, doc.indexOf('activities:endIf'));
  const [, refereesEnd] = paragraphAt(doc, doc.lastIndexOf('referees:endEach'));
  let out = `${doc.slice(0, afterActivities)}<w:p><w:pPr><w:pStyle w:val="NoSpacing"/></w:pPr></w:p>${doc.slice(refereesEnd)}`;
  // The headings in the person's language.
  if (lang !== 'en') {
    for (const [key, title] of Object.entries(TITLES)) {
      const [s, e] = paragraphAt(out, headingIndex(out, title));
      out = out.slice(0, s) + withText(out.slice(s, e), xml(h[key])) + out.slice(e);
    }
  }
  // The Profile section, before the rule over the skills: that rule, the heading, an empty line, the summary.
  const [hs, he] = paragraphAt(out, headingIndex(out, lang === 'en' ? TITLES.skills : xml(h.skills)));
  const [es, ee] = paragraphBefore(out, hs);
  const [rs, re] = paragraphBefore(out, es);
  const rule = out
    .slice(rs, re)
    .replace(/wp:docPr id="\d+" name="[^"]*"/, 'wp:docPr id="20" name="AutoShape 20"')
    .replace(/ id="AutoShape \d+"/, ' id="AutoShape 20"')
    .replace(/o:spid="[^"]*"/, 'o:spid="_x0000_s1040"');
  const empty = out.slice(es, ee);
  const heading = withText(out.slice(hs, he), xml(h.summary));
  const summary =
    '<w:p><w:pPr><w:pStyle w:val="NoSpacing"/></w:pPr>' +
    '<w:fldSimple w:instr=" MERGEFIELD =summary \\* MERGEFORMAT "><w:r><w:rPr><w:noProof/></w:rPr>' +
    '<w:t>«=summary»</w:t></w:r></w:fldSimple></w:p>';
  return out.slice(0, rs) + rule + heading + empty + summary + empty + out.slice(rs);
}

/** The Sablon context of `p`, shaped as test/sablon_test.rb's for this template. */
export function sablonContext(p, dateStyle) {
  const a = p.address;
  return {
    current_time: SHOWN_TIME,
    metadata: { generator: 'Sablon' },
    title: p.headline,
    summary: p.summary,
    person: {
      first_name: p.first,
      last_name: p.last,
      phone: p.phone.shown,
      email: p.email,
      address: { street: a.street, municipality: cityLine(a), province_zip: a.country },
    },
    skills: p.skills
      .flatMap((g) => (g.label ? [`${g.label}: ${g.items.join(', ')}`] : g.items))
      .map((label, i) => ({ index: `${i + 1}.`, label })),
    education: p.education.map((e) => ({
      when: `${e.start} – ${e.end}`,
      where: `${e.institution}, ${e.city}`,
      what: e.degree,
    })),
    certifications: [],
    career: p.experience.map((j) => ({
      when: `${showDate(j.start, dateStyle)} - ${showEnd(p, j.end, dateStyle)}`,
      where: `${j.company}, ${j.city}`,
      description: j.title,
      tasks: j.bullets,
    })),
    languages: spokenLanguages(p).map((l) => ({ name: l.name, skill: l.level })),
    activities: [],
    referees: [],
  };
}

/** Fills the changed template with the gem's `sablon`, has LibreOffice save the result as DOCX, zips it again. */
function buildDocx(p, dir, env, dateStyle) {
  const bin = path.join(SABLON, 'exe', 'sablon');
  const template = path.join(SABLON, 'test', 'fixtures', 'cv_template.docx');
  if (!existsSync(bin) || !existsSync(template))
    throw new Error(`sablon-cv: no sablon in ${SABLON} (see SOURCE.md)`);
  const tpl = path.join(dir, 'tpl');
  rmSync(tpl, { recursive: true, force: true });
  mkdirSync(tpl, { recursive: true });
  run('unzip', ['-q', '-o', template, '-d', tpl]);
  const docFile = path.join(tpl, 'word', 'document.xml');
  writeFileSync(docFile, templateDocument(readFileSync(docFile, 'utf8'), p.lang));
  const changed = path.join(dir, 'cv_template.docx');
  rmSync(changed, { force: true });
  run('zip', ['-q', '-X', '-r', changed, '.'], { cwd: tpl });
  const filled = path.join(dir, 'filled');
  rmSync(filled, { recursive: true, force: true });
  mkdirSync(filled, { recursive: true });
  const out = path.join(filled, 'cv.docx');
  run('ruby', ['-I', path.join(SABLON, 'lib'), bin, changed, out], {
    cwd: dir,
    env,
    input: JSON.stringify(sablonContext(p, dateStyle)),
  });
  const conv = path.join(dir, 'conv');
  mkdirSync(conv, { recursive: true });
  const saved = soffice(out, 'docx', conv, env);
  const src = path.join(dir, 'saved');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', saved, '-d', src]);
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's seventy-fifth fixed slot (an office template family). */
export const SLOT_75_OFFICE_FAMILIES = {
  'sablon-cv': {
    formats: ['docx', 'docx', 'docx', 'docx', 'pdf'],
    dateStyle: 'long',
    render: (p, { dir, format, env }) => docxOr(format, buildDocx(p, dir, env, 'long'), dir, env),
  },
};
