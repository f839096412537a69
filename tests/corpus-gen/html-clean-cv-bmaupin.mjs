// clean-cv-bmaupin (SLOT_62_HTML_FAMILIES, re-exported by html-templates.mjs): bmaupin's "clean-cv-template"
// (bmaupin/clean-cv-template, MIT, commit 92126e2), a hand-written HTML/CSS CV "inspired by moderncv": the user
// copies the example `cv.html`, replaces its text with their own and prints it, in a browser or with the
// repository's `build.js` (puppeteer's page.pdf with its defaults and printBackground: true, so the grey bars
// before the section titles are drawn); the page is then sized and margined by the stylesheet's print rules
// (`@page { size: letter; margin: 1.6cm }`, body text at 0.8 em).
//
// The page is the example `cv.html` with the person's data in place of the sample's, element for element; the
// stylesheet is the repository's `cv.css`, unchanged (templates/clean-cv-bmaupin/, not committed: see SOURCE.md).
// The two remote links of the example are served from local copies: the Google Fonts link (Didact Gothic;
// Roboto Slab 300 and 400) by templates/clean-cv-bmaupin/fonts/fonts.css, @font-face rules for the same faces
// (Latin and Latin Extended subsets, as Google Fonts splits them) on the woff2 files of @fontsource/roboto-slab
// 5.3.0 (Apache 2.0) and @fontsource/didact-gothic 5.3.0 (OFL); the Font Awesome 5.2.0 CDN stylesheet by the
// same release's `css/all.css` and `webfonts/` from the npm package @fortawesome/fontawesome-free 5.2.0. As in
// the original, no bold or italic face is loaded: the bold last name and the italic company are synthesised.
//
// Layout as printed (US Letter, one column, moderncv-like): the name centred in large Didact Gothic, the first
// name light and the last name bold; a grey rule; the contact block as two flex columns (left: envelope icon +
// email, phone icon + number, street, then "postcode city country" on one line as the sample writes it; right:
// website/GitHub/Stack Overflow links, empty here: the people have none); then sections, each title preceded
// by a 7 em grey bar on its left and indented past it; each entry a two-column grid: a grey right-aligned
// 7 em left column (the dates "2014 - present", or a skill group's label) and the right column ("<b>Title</b>,
// <em>Company</em>, City, Country" on one line, then the bullets).
//
// Filled as the example is: "Summary" (one right-column paragraph: the person's summary), "Skills" (one row per
// group: the label in the left column, the items comma-separated in the right; no label for an unlabelled
// list), "Experience" (per job: "start - end" in years as the example writes them, its lowercase "present" for
// the current job; title in bold, company in italics, then the job's city and the person's country, then the
// bullets), "Education" (per school: the end year alone in the left column, as the example; degree in bold,
// institution in italics, city, country). The example has no languages section; the people's spoken languages
// are given as one more section in the Skills form (language left, level right), and no headline (the
// template has no place for one). Section titles are the example's English ones for English speakers and the
// person's language otherwise; the word for now likewise.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cityLine, HEADINGS, PRESENT_WORD, spokenLanguages } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'clean-cv-bmaupin');
const href = (...p) => pathToFileURL(path.join(DIR, ...p)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function texts(lang) {
  if (lang === 'en') {
    return {
      summary: 'Summary',
      skills: 'Skills',
      experience: 'Experience',
      education: 'Education',
      languages: 'Languages',
      present: 'present',
    };
  }
  const h = HEADINGS[lang];
  return {
    summary: h.summary,
    skills: h.skills,
    experience: h.experience,
    education: h.education,
    languages: h.languages,
    present: PRESENT_WORD[lang],
  };
}

const section = (title) => `
    <div class="section-title">
      <h2>${html(title)}</h2>
    </div>`;

function page(p) {
  const t = texts(p.lang);
  const a = p.address;
  const country = a.country;
  const rows = (pairs) => `
    <div class="subsection">${pairs
      .map(
        ([left, right]) => `
      <div class="subsection-left">
        ${html(left ?? '')}
      </div>
      <div class="subsection-right">
        ${html(right)}
      </div>`,
      )
      .join('')}
    </div>`;

  const jobs = p.experience
    .map(
      (j) => `
    <div class="subsection">
      <div class="subsection-left">
        ${j.start[0]} - ${j.end ? j.end[0] : html(t.present)}
      </div>
      <div class="subsection-right">
        <b>${html(j.title)}</b>, <em>${html(j.company)}</em>, ${html(j.city)}, ${html(country)}<br>
        <ul>
${j.bullets.map((b) => `          <li>${html(b)}</li>`).join('\n')}
        </ul>
      </div>
    </div>`,
    )
    .join('');

  const schools = p.education
    .map(
      (e) => `
    <div class="subsection">
      <div class="subsection-left">
        ${e.end}
      </div>
      <div class="subsection-right">
        <b>${html(e.degree)}</b>, <em>${html(e.institution)}</em>, ${html(e.city)}, ${html(country)}
      </div>
    </div>`,
    )
    .join('');

  return `<!doctype html>
<html>
  <head>
    <title>CV</title>
    <link href="${href('fonts', 'fonts.css')}" rel="stylesheet">
    <link rel="stylesheet" href="${href('fa', 'css', 'all.css')}">
    <link href="${href('cv.css')}" rel="stylesheet">
  </head>
  <body>
    <div id="name">
      <h1><span class="first-name">${html(p.first)}</span> <span class="last-name">${html(p.last)}</span></h1>
    </div>
    <hr>
    <div id="contact-info">
      <div class="contact-left">
        <i class="fas fa-envelope"></i> <a href="mailto:${html(p.email)}">${html(p.email)}</a><br>
        <i class="fas fa-phone"></i> ${html(p.phone.shown)}<br>
        ${html(a.street)}<br>
        ${html(cityLine(a))}
        ${html(country)}
      </div>
      <div class="contact-right">
      </div>
    </div>${section(t.summary)}
    <div class="subsection">
      <div class="subsection-right">
        ${html(p.summary)}
      </div>
    </div>${section(t.skills)}${rows(p.skills.map((g) => [g.label, g.items.join(', ')]))}${section(t.experience)}${jobs}${section(t.education)}${schools}${section(t.languages)}${rows(spokenLanguages(p).map((l) => [l.name, l.level]))}
  </body>
</html>
`;
}

/** Slot 62 of generate.mjs's fixed slots. */
export const SLOT_62_HTML_FAMILIES = {
  'clean-cv-bmaupin': {
    dateStyle: 'year',
    // build.js: puppeteer's page.pdf with its defaults (Letter, no margins of its own) and printBackground; the
    // stylesheet's @page rule sets Letter and 1.6 cm margins.
    page: { format: 'Letter', printBackground: true },
    html: page,
    waitForFonts: true,
  },
};
