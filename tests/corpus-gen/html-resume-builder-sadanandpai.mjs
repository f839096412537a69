// resume-builder-sadanandpai (SLOT_53_HTML_FAMILIES, re-exported by html-templates.mjs): the "Modern Resume"
// template of Resume Builder ("E-Resume", sadanandpai/resume-builder, MIT, commit 3a68546), Sadanand Pai's
// free and open-source single-page résumé builder: a user fills forms in its Next.js web app (no sign-up, the
// data stays in the browser), picks a template and a colour scheme, and presses "Download as PDF", which calls
// the browser's print dialog on the builder page. Modern is the app's default template: a header (name, the
// title in the theme colour, then phone, e-mail and city side by side in small type) over two columns, 60 %
// (summary, experience) and 40 % (skills in the app's fixed categories as underlined chips, education).
//
// Nothing of the template is vendored or run: its React components (src/templates/modern/) and Tailwind 4
// classes were read, and this file writes the page they render, in markup and CSS of its own that give the same
// boxes (each Tailwind class as the CSS value it stands for at the 16 px root size, Tailwind's preflight as far as
// the page uses it): Roboto (the app loads it from Google Fonts; here Debian's fonts-roboto, regular and medium),
// the first colour scheme (the default: black on white, titles #1890ff), section headings in medium weight over
// a 4 px #e5e7eb bar, the rich-text fields (summary, each job's bullets) at 12 px with the editor's disc list.
//
// Filled as the app's own sample (src/helpers/constants/resume-data.json) fills it: no photo (the people have
// none, so no image box) and no profile links. Header: name, title (the person's headline), phone as written,
// e-mail, and the "Location" field (the person's city). Summary: the person's summary. Each job: the company
// (text-lg) over the position in the theme colour with the dates right-aligned on its line, as the app's
// dateParser writes them (dayjs, English locale, "MMM YYYY": "Apr 2019 - present", 'present' in English and in
// lower case whatever the person's language), then the bullets as the rich-text editor writes them (<ul><li>).
// Each school: "Degree - Area" (the whole degree in the "Degree" field; the people have no separate field of
// study, so "Area" is left empty and the template's " - " stays at the end of the line), the institution in the
// theme colour, and "MMM YYYY - MMM YYYY" from the years as the sample gives them ("2014" → "Jan 2014").
// The template's headings are fixed English words (Summary, Experience, Education and the skill categories);
// the app has no way to rename them, so every person gets them in English. Skills: the app's editor keeps them
// in fixed categories of which Modern shows four: Languages, Technologies, "Frameworks & Libraries" (frameworks
// and libraries together) and Tools. A flat list goes to Technologies; grouped skills go a group a category: a
// group labelled "Languages" (programming languages) to Languages, then the first other group to Technologies,
// the last to Tools and any between to Frameworks (the group labels themselves are not shown: the app has no
// place for them). Spoken languages are not shown: the app's "Languages" is a skill category for programming
// languages, and it has no other place for them.
//
// Printed as the app prints (the "Download as PDF" button calls window.print() on the builder page): the nav
// bar, editor and page header hidden by their print:hidden classes, the 210 × 296 mm page centred in a column
// a screen high, @page A4 with no margins, colours printed exactly; the document title set to
// "Resume_Builder_<Date.now()>" (here a fixed stamp) by the page's beforeprint handler. The page sits in a
// scrolling box as high as itself, so anything below the page's 296 mm would be cut off, as in the app.
import { pathToFileURL } from 'node:url';
import { allSkills, fullName, showDate } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The default colour scheme (SYSTEM_COLORS[0]): its titleColor colours every SectionSubtitle. */
const TITLE_COLOR = '#1890ff';

/** Roboto from Debian's fonts-roboto in the weights the page uses (400, and 500 for font-medium). */
const ROBOTO = '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF';
const FONT_FACES = [
  ['Roboto', 400, 'normal', `${ROBOTO}/Roboto-Regular.ttf`],
  ['Roboto', 500, 'normal', `${ROBOTO}/Roboto-Medium.ttf`],
]
  .map(
    ([family, weight, style, file]) =>
      `@font-face { font-family: '${family}'; font-weight: ${weight}; font-style: ${style}; src: url('${pathToFileURL(file).href}'); }`,
  )
  .join('\n');

/** dateParser(date) with dayjs's default locale: "MMM YYYY"; a year alone is January of that year. */
const dayjsDate = (d) => showDate(Array.isArray(d) ? d : [d, 1], 'short');

/** The skill categories Modern shows, in its order, and the person's skills put in them. */
function skillSections(p) {
  const c = { languages: [], technologies: [], frameworks: [], tools: [] };
  if (!p.skills.some((g) => g.label)) c.technologies.push(...allSkills(p));
  else {
    const isLanguages = (g) => /^languages$/i.test(g.label ?? '');
    for (const g of p.skills.filter(isLanguages)) c.languages.push(...g.items);
    const rest = p.skills.filter((g) => !isLanguages(g));
    rest.forEach((g, i) =>
      (i === 0 ? c.technologies : i === rest.length - 1 ? c.tools : c.frameworks).push(...g.items),
    );
  }
  return [
    ['Languages', c.languages],
    ['Technologies', c.technologies],
    // Shown when frameworks has items: frameworks.concat(libraries); nobody here has libraries.
    ['Frameworks &amp; Libraries', c.frameworks],
    ['Tools', c.tools],
  ].filter(([, list]) => list.length);
}

const heading = (title) => `<div class="heading">${title}</div>`;
const richText = (inner) => `<div class="richtext text-xs">${inner}</div>`;

function modern(p) {
  const jobs = p.experience
    .map(
      (j) => `<div class="py-2">
<p class="title-lg">${html(j.company)}</p>
<div class="row"><p class="subtitle">${html(j.title)}</p><div><p class="text-xs">${html(
        `${dayjsDate(j.start)} - ${j.end ? dayjsDate(j.end) : 'present'}`,
      )}</p></div></div>
<div class="list">${richText(`<ul>${j.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`)}</div>
</div>`,
    )
    .join('\n');
  const schools = p.education
    .map(
      (e) => `<div class="py-2"><div>
<p class="title-md">${html(`${e.degree} - `)}</p>
<div><p class="subtitle">${html(e.institution)}</p><div class="dates"><p class="text-xs">${html(
        `${dayjsDate(e.start)} - ${dayjsDate(e.end)}`,
      )}</p></div></div>
</div></div>`,
    )
    .join('\n');
  const skills = skillSections(p)
    .map(
      ([title, list]) =>
        `<div class="my-3">${heading(title)}<div class="chips">${list
          .map((s) => `<div class="chip">${html(s)}</div>`)
          .join('')}</div></div>`,
    )
    .join('\n');

  return `<!doctype html>
<html lang="en" class="scroll-smooth">
<head>
<meta charset="utf-8">
<title>Resume_Builder_1767225600000</title>
<style>
${FONT_FACES}
*, ::after, ::before { box-sizing: border-box; margin: 0; padding: 0; border: 0 solid; }
html { line-height: 1.5; -webkit-text-size-adjust: 100%; font-family: 'Roboto', sans-serif; }
body { font-family: 'Roboto', sans-serif; line-height: inherit; }
h3 { font-size: inherit; font-weight: inherit; }
ul { list-style: none; }
body *, *::before, *::after { -webkit-print-color-adjust: exact !important; print-color-adjust: exact !important; }
@page { size: A4 !important; margin: 0 !important; }
.screen { display: flex; flex-direction: column; height: 100vh; }
main { display: flex; flex: 1 1 0%; }
.column { display: flex; flex: 1 1 0%; flex-direction: column; justify-content: center; background: #ffffff; }
.scroller { overflow: auto; scrollbar-width: none; }
.sheet { width: 210mm; height: 296mm; margin: 0 auto; background: #ffffff; }
.p-2 { padding: 0.5rem; }
.intro { display: flex; justify-content: space-between; align-items: center; padding: 0.5rem; }
.intro h3 { max-width: 90%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: 1.875rem; line-height: 2.25rem; font-weight: 500; }
.contacts { display: flex; gap: 0.75rem; }
.text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.text-xs { font-size: 0.75rem; line-height: 1rem; }
.subtitle { color: ${TITLE_COLOR}; font-size: 1rem; line-height: 1.5rem; font-weight: 400; }
.columns { display: flex; }
.wide { flex-basis: 60%; padding: 0.75rem; }
.narrow { flex-basis: 40%; padding: 0.75rem; }
.mb-3 { margin-bottom: 0.75rem; }
.my-3 { margin: 0.75rem 0; }
.py-2 { padding: 0.5rem 0; }
.heading { position: relative; margin-bottom: 0.5rem; font-size: 1rem; line-height: 1.5rem; font-weight: 500; }
.heading::before { content: ''; position: absolute; bottom: -0.125rem; width: 100%; border-bottom: 4px solid #e5e7eb; }
.section-text { font-size: 0.875rem; line-height: 1.25rem; padding: 0.375rem 0; }
.title-lg { font-size: 1.125rem; line-height: 1.75rem; font-weight: 400; }
.title-md { font-weight: 400; }
.row { display: flex; justify-content: space-between; align-items: center; }
.dates { display: flex; gap: 0.75rem; }
.list { font-size: 0.75rem; line-height: 1rem; margin-top: 0.125rem; }
.richtext ul { margin: 0; padding-inline-start: 20px; list-style-type: disc; }
.chips { display: flex; align-items: center; flex-wrap: wrap; gap: 0.625rem; padding: 0.5rem 0; }
.chip { padding: 0.25rem 0.5rem; font-size: 0.875rem; line-height: 1.25rem; font-weight: 500;
  border-bottom: 2px solid #e5e7eb; }
</style>
</head>
<body>
<div id="__next"><div><div class="screen">
<main>
<div class="column">
<div class="scroller">
<div class="resume-layout"><div class="zoom">
<div class="sheet">
<div class="p-2">
<div class="intro">
<div>
<h3 title="${html(fullName(p))}">${html(fullName(p))}</h3>
<p class="subtitle">${html(p.headline)}</p>
<div class="contacts">
<div><p class="text-sm">${html(p.phone.shown)}</p></div>
<div><p class="text-sm">${html(p.email)}</p></div>
<div><p class="text-sm">${html(p.address.city)}</p></div>
</div>
</div>
<div></div>
</div>
<div class="columns">
<div class="wide">
<div class="mb-3">${heading('Summary')}<div class="section-text">${richText(html(p.summary))}</div></div>
<div class="mb-3">${heading('Experience')}
${jobs}
</div>
</div>
<div class="narrow">
${skills}
<div class="mb-3">${heading('Education')}
${schools}
</div>
</div>
</div>
</div>
</div>
</div></div>
</div>
</div>
</main>
</div></div></div>
</body>
</html>
`;
}

/** Slot 53 of generate.mjs's fixed slots. */
export const SLOT_53_HTML_FAMILIES = {
  'resume-builder-sadanandpai': {
    dateStyle: 'short',
    page: { preferCSSPageSize: true, printBackground: true },
    html: modern,
    waitForFonts: true,
  },
};
