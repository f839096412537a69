// aesthetic-resume (SLOT_61_HTML_FAMILIES, re-exported by html-templates.mjs): "Aesthetic Resume", stefan-yas/
// aesthetic-resume (MIT, commit b17db32), an Astro 2 site whose src/pages/index.astro stacks layouts filled from
// Markdown front matter (one .md file a job, a school, a skill group, a project, a contact link) over the
// global.css of the repository, Inter (100-900) from Google Fonts; its own way to a PDF is downloadAsPdf.js:
// Puppeteer opens the dev server, emulates the screen media type, hides the colour picker and prints ONE page
// 1 000 px wide and as tall as the document (`height: document.documentElement.offsetHeight + "px"`), background
// graphics on, no margins (Puppeteer's default).
//
// The layout (the repository's public/capture.png is that print): one tall page on a light grey ground, the name
// centred at the top (h1, Inter ExtraBold 36 px), then cards 800 px wide (very light grey, rounded, 45 px apart
// inside, 80 px between them): "Work Experience" (each job a row "Company — Title", the company semi-bold, the
// title medium, 23 px, with "YYYY - YYYY" in an italic grey pill at the right edge; the city in italics under it; •
// bullets at 20 px; a row of small tags for the job's tools), "Education" (each school the same row "School" and
// its years' pill, the city in italics, the degree in bold 20 px), "Projects" (cards of two columns), "Skills" (the
// groups side by side, each behind a grey rule: its title and • items) and "Contact" (each contact a link in italic
// medium 23 px, underlined), and the user's logo image centred under the cards.
//
// Nothing of the template is vendored or run: index.astro, the layouts, global.css, the sample pages and
// downloadAsPdf.js were read, and this file writes the page Astro builds from pages filled with the person (the
// Astro.glob lists expanded in file-name order, the scoped styles as plain CSS of the same selectors), with no
// colour picker (downloadAsPdf.js hides it; it is absolutely positioned, so nothing moves) and the colours its
// script sets when nothing is stored (the defaults of global.css). Fonts: Inter in the upright weights the
// template asks Google Fonts for (100-900), the latin and latin-ext woff2 files of @fontsource/inter 5.3.0 (OFL,
// Google Fonts' files) declared by templates/aesthetic-resume/fonts/fonts.css in place of the Google Fonts link;
// Google Fonts serves no italic for that request, so the italic lines are Chromium's slanted upright, as in the
// capture. The Material Symbols font (the colour picker's and the projects' "open in new" icons) is not needed:
// neither is on the page.
//
// Filled as the sample pages are: one job page each (companyName, jobTitle, yearStarted and yearEnded as years,
// a current job's end the word "Present" in English, the person's language's word otherwise; location the job's
// city; experience the bullets; tool an empty list: the records name no tools per job); one school page each
// (schoolName, years, location the school's city, degree); one skills page per skill group (title the group's
// label, empty where the record has none; listing its items); two contact pages, the e-mail as the sample's
// (href mailto:, the address as the link text) and the phone as a tel: link showing the number as written. No
// project or image pages (the records have none: the Projects card is taken out of index.astro, the logo is
// absent). The headline, summary, address and spoken languages have no place in the template and are left out.
// The card titles are the template's English words for an English person, the person's language's otherwise
// (they are text in the layouts, so a user edits them).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The layouts' card titles, or the person's language's. */
const headingsOf = (lang) =>
  lang === 'en'
    ? { experience: 'Work Experience', education: 'Education', skills: 'Skills', contact: 'Contact' }
    : HEADINGS[lang];

const here = path.dirname(fileURLToPath(import.meta.url));
/** Google Fonts' Inter as @fontsource/inter serves it (see templates/aesthetic-resume/SOURCE.md). */
const FONTS_CSS = path.join(here, 'templates', 'aesthetic-resume', 'fonts', 'fonts.css');

/** A row "Name — subtitle" beside the years' pill (jobsLayout.astro, educationLayout.astro). */
const titleAndYears = (title, years) => `<div class="title-and-years">
<div class="company-name-and-job-title">
<h3>${title}</h3>
</div>
<p class="years">${years}</p>
</div>`;

function page(p) {
  if (!existsSync(FONTS_CSS))
    throw new Error(`${FONTS_CSS} is missing: see templates/aesthetic-resume/SOURCE.md`);
  const t = headingsOf(p.lang);
  const jobs = p.experience
    .map(
      (j) => `<div class="jobs">
<section class="inner-section">
${titleAndYears(
  `<span class="semi-bold">${html(j.company)}</span><span class="medium"> — ${html(j.title)}</span>`,
  `${j.start[0]} - ${j.end ? j.end[0] : PRESENT_WORD[p.lang]}`,
)}
<p>${html(j.city)}</p>
<ul class="bullets">
${j.bullets.map((b) => `<li>${html(b)}</li>`).join('\n')}
</ul>
<ul class="tools">
</ul>
</section>
</div>`,
    )
    .join('\n');
  const schools = p.education
    .map(
      (e) => `<div class="jobs">
<section class="inner-section">
${titleAndYears(`<span class="semi-bold">${html(e.institution)}</span>`, `${e.start} - ${e.end}`)}
<p>${html(e.city)}</p>
<h4>${html(e.degree)}</h4>
</section>
</div>`,
    )
    .join('\n');
  const skills = p.skills
    .map(
      (g) => `<section class="inner-section">
<h3>${html(g.label ?? '')}</h3>
<ul class="bullets">
${g.items.map((s) => `<li>${html(s)}</li>`).join('\n')}
</ul>
</section>`,
    )
    .join('\n');
  const contacts = [
    [`mailto:${p.email}`, p.email],
    [`tel:${p.phone.e164}`, p.phone.shown],
  ]
    .map(
      ([href, text]) => `<section class="inner-section">
<a href="${html(href)}" target="_blank">${html(text)}</a>
</section>`,
    )
    .join('\n');

  return `<!DOCTYPE html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>${html(fullName(p))} | Resume</title>
<link rel="stylesheet" href="${pathToFileURL(FONTS_CSS).href}">
<style>
/* global.css, with the colours its script sets when no theme is stored */
:root {
  --background-color: #dee2e6;
  --text-color: #212529;
  --card-color: #f8f9fa;
  --font-family: "Inter", sans-serif;
  --border-radius: 5px;
  --years-text-color: #343a40;
  --years-background-color: #ced4da;
  --tool-text-color: #495057;
  --tool-background-color: #dee2e6;
  --projects-background-color: #eff1f3;
}
* { margin: 0px; padding: 0px; }
body { background-color: var(--background-color); color: var(--text-color); font-family: var(--font-family);
  margin: 2em auto; }
h1 { font-weight: 800; font-size: 36px; }
h2 { font-weight: 700; font-size: 25px; }
h3 { font-size: 23px; }
.semi-bold { font-weight: 600; }
.medium { font-weight: 500; }
main { display: flex; flex-direction: column; justify-content: center; align-items: center; gap: 90px; }
.sections { width: 800px; display: flex; flex-direction: column; justify-content: center; align-items: center;
  gap: 80px; }
.jobs { display: flex; flex-direction: column; justify-content: flex-start; align-items: flex-start; gap: 40px;
  width: 100%; }
.inner-section { width: 100%; display: flex; flex-direction: column; gap: 15px; }
.inner-section p { font-style: italic; font-size: 18px; }
.title-and-years { display: flex; flex-direction: row; justify-content: space-between; align-items: center; }
.years { font-style: italic; font-size: 20px; background-color: var(--years-background-color);
  color: var(--years-text-color); border-radius: var(--border-radius); padding: 2px 5px; }
.bullets { padding-left: 2em; line-height: 1.5; font-style: normal; font-size: 20px; }
.bullets li { margin: 0; padding: 0; }
/* sectionLayout.astro */
.section-layout { width: 750px; background-color: var(--card-color); border-radius: var(--border-radius);
  padding: 30px 25px; display: flex; flex-direction: column; justify-content: center; align-items: flex-start;
  gap: 45px; margin: 0px; }
/* jobsLayout.astro */
.tools { display: flex; flex-direction: row; justify-content: flex-start; align-items: flex-start; gap: 15px;
  list-style-type: none; }
/* educationLayout.astro */
.education h4 { font-size: 20px; }
/* skillsLayout.astro */
.skills-card section { border-top: solid 3px var(--background-color); flex: 1; padding: 15px; }
.skills-card h3 { font-weight: 600; }
.skills { width: 750px; display: flex; justify-content: space-between; flex-wrap: wrap; gap: 1em; }
/* contactLayout.astro */
.contact a { color: var(--text-color); font-style: italic; font-weight: 500; font-size: 23px; }
.contact a:visited { color: var(--text-color); }
</style>
</head>
<body id="html">
<main>
<h1>${html(fullName(p))}</h1>
<div class="sections">
<div class="section-layout">
<h2>${html(t.experience)}</h2>
${jobs}
</div>
<div class="section-layout education">
<h2>${html(t.education)}</h2>
${schools}
</div>
<div class="section-layout skills-card">
<h2>${html(t.skills)}</h2>
<div class="skills">
${skills}
</div>
</div>
<div class="section-layout contact">
<h2>${html(t.contact)}</h2>
${contacts}
</div>
</div>
</main>
</body>
</html>
`;
}

/** Slot 61 of generate.mjs's fixed slots. */
export const SLOT_61_HTML_FAMILIES = {
  'aesthetic-resume': {
    dateStyle: 'year',
    // downloadAsPdf.js: screen media (the page has no print rules), one page 1 000 px wide and as tall as
    // document.documentElement.offsetHeight, background graphics on, no margins. page.pdf takes fixed options
    // here, so the height is given to Chromium as an @page size measured the same way once the fonts are in.
    page: { width: '1000px', printBackground: true, preferCSSPageSize: true },
    html: page,
    waitForFonts: true,
    ready: `(() => {
      const style = document.createElement('style');
      style.textContent = '@page { size: 1000px ' + document.documentElement.offsetHeight + 'px; margin: 0; }';
      document.head.appendChild(style);
      return true;
    })()`,
  },
};
