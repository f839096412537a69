// resume-html-vducong (SLOT_87_HTML_FAMILIES, re-exported by html-templates.mjs): Duc Cong Vu's "resume template"
// (vducong/resume-html, MIT, branch main, commit 068c652, 2026; README "Too tired from adjusting font formats and
// aligning spacing on Google Docs, I created this template"), a React 19 + TypeScript app built with Vite that reads
// one JSON file (docs/master-data.json, MasterDataProps in src/types.ts) and shows the résumé as one sheet of paper
// on a grey screen (src/component/PagePreview.tsx, a dashed "page 1 limit" line and a red tint where the text runs
// past the first page). Its way to a PDF is the browser's print dialog (README "Printing to PDF": A4 chosen in the
// page-size toolbar, "Save as PDF", margins None, "padding is already applied inside the page"); the toolbar's hook
// (src/hooks/usePageSize.ts) writes "@media print { @page { size: 210mm 297mm; margin: 0; } }" into the head, so
// Chrome's "Save as PDF" prints the CSS page size with no margin of its own: A4, 100 %, the 10 mm x 15 mm padding
// of .page the only margin.
//
// The layout (src/App.tsx, the components, src/style/index.css and App.css): one column in Palatino at 14 px (html
// 62.5 %, body 1.4 rem, line-height 1.5), all black. A centred header: the name in bold at 1.6 rem (no bigger than
// the section titles), under it one centred line "location | phone | e-mail" (the e-mail a mailto: link in the
// browser's blue, underlined; LinkedIn and GitHub links would follow, " | " between). The intro, a plain paragraph
// with no title. Then the sections in the order of their `position`: each title uppercase and bold at 1.6 rem over
// a 1 px black rule, each word its own inline-block span whose first letter is 1.25 times larger (false small
// capitals: "EXPERIENCE" with a big E); Experience: each job a flex row, the title bold at the left and "Mon YYYY -
// Mon YYYY" bold at the right, under it "Company (Town)" (the company's description after " | " where there is
// one), then a disc list of the work items (18 px indent, 1 px apart); Education: each school a flex row, the school
// bold over the degree at the left, "start - end" bold at the right; Skills: one block a skill, the name bold over
// its proficiency in plain text (the README's example: "English" over "Native or bilingual proficiency").
//
// Nothing of the template is vendored or run: App.tsx, the components (Header, Intro, Section, ResumeSections,
// job/*, edu/*, skill/*, PagePreview, PageSizeControls), buildResumeSections.ts, types.ts, pageSizes.ts, the hooks,
// index.css, App.css, PageSizeControls.css and the README were read, and this file writes the DOM React renders
// from a master-data.json filled with the person (the toolbar left out: it is display: none in print), with a style
// element holding index.css and App.css as they are and the print @page rule the hook writes. Font: the CSS asks
// for "Palatino", serif; on a Debian system fontconfig gives URW's P052 (fonts-urw-base35, the Palatino clone of
// the PostScript base 35), used here through @font-face under the name Palatino (Roman and Bold, the two the page
// uses).
//
// Filled as master-data.json is written: contact.fullName the full name, location "street, city line, country",
// phone as shown, email; no linkedIn or github (the records have none). intro the summary. One exp section (title
// the person's language's "Experience", position 20): each job jobTitle the title, companyName the company,
// companyLocation the town, startMonth/endMonth "Mon YYYY" as the README's "Jan 2023" and "Present" (the person's
// language's word for now otherwise), works one working item a bullet. edu (position 50): each school the school,
// the degree, startMonth/endMonth the years (the records have no months; Edu.tsx does not show the school's
// location). skills (position 60): one skill a group, name the group's label and proficiency its skills joined by
// ", "; a flat list one skill an item (a name alone). Section titles are the person's language's headings (they are
// text in master-data.json).
//
// Changes from the template, as few as could be: the header has no place for a headline, so one line in plain text
// (class headerHeadline, no style of its own) is added under the name; the spoken languages (which the README's
// example puts in Skills, as "English" over its level) are one more section of the skills kind after Skills
// (position 70, titled "Languages" in the person's language), one skill a language, its level as the proficiency,
// so that the skills list holds skills only (MasterDataProps has one skills section: a second one is the change).
import { pathToFileURL } from 'node:url';
import { HEADINGS, fullName, cityLine, showDate, showEnd, spokenLanguages } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT_FACES = [
  [400, '/usr/share/fonts/opentype/urw-base35/P052-Roman.otf'],
  [700, '/usr/share/fonts/opentype/urw-base35/P052-Bold.otf'],
]
  .map(
    ([weight, file]) =>
      `@font-face { font-family: "Palatino"; font-style: normal; font-weight: ${weight}; src: url("${
        pathToFileURL(file).href
      }"); }`,
  )
  .join('\n');

/** src/style/index.css and src/style/App.css as they are, then the print rule usePageSize.ts writes. */
const STYLE = `
:root {
  /* A4: 210 x 297 */
  /* current: 245 x 395 */
  --page-width: 210mm;
  --page-height: 297mm;
}
html { font-size: 62.5%; /* 10px = 1rem */ }
body { font-family: "Palatino", serif; font-size: 1.4rem; line-height: 1.5; margin: 0; min-height: 100vh;
  background: #e5e5e5; display: flex; flex-direction: column; align-items: center; padding: 20px;
  box-sizing: border-box; }
#root { width: 100%; display: flex; flex-direction: column; align-items: center; }
.page-preview { position: relative; width: var(--page-width); }
.page-preview--overflow::before { content: ""; position: absolute; top: var(--page-height); left: 0; right: 0;
  bottom: 0; background: rgba(198, 40, 40, 0.06); pointer-events: none; z-index: 1; }
.page-one-boundary { position: absolute; top: var(--page-height); left: 0; right: 0; border-bottom: 2px dashed #c62828;
  pointer-events: none; z-index: 2; }
.page-one-boundary::after { position: absolute; top: 4px; right: 0; font-family: system-ui, -apple-system, sans-serif;
  font-size: 11px; font-weight: 600; color: #c62828; background: #fff; padding: 0 4px; }
.page { width: var(--page-width); min-height: var(--page-height); padding: 10mm 15mm; box-sizing: border-box;
  background: #fff; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15); }
.page .App { margin: 0; width: 100%; }
h1 { margin: 0px; }
ul { padding-inline-start: 18px; display: flex; flex-direction: column; gap: 1px; }
@media print {
  body { background: none; padding: 0; display: block; min-height: auto; }
  #root { display: block; width: auto; }
  .page-preview::before { display: none; }
  .page-one-boundary, .page-preview__overflow-warning { display: none; }
  .page-preview { width: auto; }
  .page { width: auto; min-height: auto; box-shadow: none; margin: 0; }
}

.headerMain { text-align: center; }
.intro { margin: 4px 0px; white-space: pre-line; }
.headerTitle { font-size: 1.6rem; font-weight: bold; }
.sectionMain { margin: 4px 0px; }
.sectionTitle { border-bottom: 1px solid #000; text-transform: uppercase; font-size: 1.6rem; font-weight: bold; }
.sectionTitleWord { display: inline-block; }
.sectionTitleWord::first-letter { font-size: 1.25em; }
.sectionContent { display: flex; flex-direction: column; gap: 6px; margin: 4px 0px; }
.jobHeading { display: flex; flex-direction: column; justify-content: center; margin-bottom: 2px; }
.jobHeadingContent { display: flex; flex-direction: row; justify-content: space-between; }
.jobTitle { font-weight: bold; }
.jobDuration { font-weight: bold; text-align: right; }
.jobCompanyLocation { text-align: right; }
.singleEdu { display: flex; flex-direction: row; justify-content: space-between; }
.eduSchool { font-weight: bold; }
.eduDuration { font-weight: bold; width: 140px; text-align: right; width: auto; white-space: nowrap; }
.work { margin: 0; }
.skillName { font-weight: bold; }
`;

/** usePageSize.ts's style element (A4, the toolbar's default). */
const PRINT_PAGE_SIZE = `@media print {
  @page {
    size: 210mm 297mm;
    margin: 0;
  }
}`;

/** Section.tsx: the title split into words, each an inline-block span (a space after all but the last). */
const section = (title, content) => {
  const words = title.split(' ');
  return `<section class="sectionMain"><div class="sectionTitle">${words
    .map((w, i) => `<span class="sectionTitleWord">${html(w)}${i < words.length - 1 ? ' ' : ''}</span>`)
    .join('')}</div>${content}</section>`;
};

const skill = (name, proficiency) =>
  `<div class="skill"><div class="skillName">${html(name)}</div>${
    proficiency ? `<div class="skillProficiency">${html(proficiency)}</div>` : ''
  }</div>`;

function page(p) {
  const t = HEADINGS[p.lang];
  const a = p.address;
  const location = `${a.street}, ${cityLine(a)}, ${a.country}`;
  const jobs = p.experience.map(
    (j) =>
      `<div class="singleJob"><div class="jobHeading"><div class="jobHeadingContent"><div class="jobTitle">${html(
        j.title,
      )}</div><div class="jobDuration">${showDate(j.start, 'short')} - ${html(
        showEnd(p, j.end, 'short'),
      )}</div></div><div class=""><span class="jobCompanyName">${html(
        j.company,
      )}</span><span class="jobCompanyLocation"> (${html(j.city)})</span></div></div><ul class="work">${j.bullets
        .map((b) => `<li><div class="workingItem">${html(b)}</div></li>`)
        .join('')}</ul></div>`,
  );
  const schools = p.education.map(
    (e) =>
      `<div class="singleEdu"><div><div class="eduSchool">${html(e.institution)}</div><div class="eduDegree">${html(
        e.degree,
      )}</div></div><div class="eduDuration">${e.start} - ${e.end}</div></div>`,
  );
  const skills = p.skills.flatMap((g) =>
    g.label ? [skill(g.label, g.items.join(', '))] : g.items.map((s) => skill(s)),
  );
  const languages = spokenLanguages(p).map((l) => skill(l.name, l.level));
  const content = (items) => `<div class="sectionContent">${items.join('')}</div>`;
  return `<!doctype html>
<html lang="en" style="--page-width: 210mm; --page-height: 297mm;" data-page-size="a4">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Resume</title>
    <style>
${FONT_FACES}
${STYLE}
    </style>
    <style id="print-page-size">${PRINT_PAGE_SIZE}</style>
  </head>
  <body>
    <div id="root"><div class="page-preview"><div class="page-one-boundary" aria-hidden="true"></div><div class="page"><div class="App"><section class="headerMain"><div class="headerTitle">${html(
      fullName(p),
    )}</div><div class="headerHeadline">${html(p.headline)}</div><div class="headerContact"><span>${html(
      location,
    )}</span> | <span>${html(p.phone.shown)}</span> | <a href="mailto:${html(p.email)}">${html(
      p.email,
    )}</a></div></section><section class="intro">${html(p.summary)}</section>${section(
      t.experience,
      content(jobs),
    )}${section(t.education, content(schools))}${section(t.skills, content(skills))}${section(
      t.languages,
      content(languages),
    )}</div></div></div></div>
  </body>
</html>
`;
}

/** Slot 87 of generate.mjs's fixed slots. */
export const SLOT_87_HTML_FAMILIES = {
  'resume-html-vducong': {
    dateStyle: 'short',
    // Chrome's "Save as PDF" as the README says: the page's own @page size (A4) and margin (none), 100 %.
    page: { preferCSSPageSize: true, format: 'A4', margin: { top: '0', bottom: '0', left: '0', right: '0' } },
    html: page,
    waitForFonts: true,
  },
};
