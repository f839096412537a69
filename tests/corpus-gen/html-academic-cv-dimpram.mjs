// academic-cv-dimpram (SLOT_65_HTML_FAMILIES, re-exported by html-templates.mjs): "Academic CV Jekyll",
// dimpram/academic-cv-jekyll (MIT, gem academic-cv-jekyll 0.1.5, commit 77092cd), "a simple academic cv template
// inspired by latex documents made for jekyll": one layout (_layouts/default.html) that renders a _data/cv.yml
// through four Liquid includes (table.html for the name and the details, single.html for a titled line of text,
// array.html for titled entries, list.html for titled bullets) and a little SCSS (_sass/: a reset, an 800 px page,
// each section a CSS grid row 1fr : 2fr). No print stylesheet and no script: the way to a PDF is a browser's print
// dialog, here Chrome's "Save as PDF" with its defaults (A4, 10 mm margins, no background graphics, 100 %).
//
// The layout (the repository's screenshot.png): the name as a bold h1 with a rule right under it; a two-column
// table of details, at the left three lines (the sample's university, department and "City, State, Country"), at
// the right "Email: address", "Phone: number" (underlined links), then Github, Linkedin and Portfolio lines; then
// one grid row a section, the section title a large light h2 in the left third, the content in the right two
// thirds: the summary as text; each school and each job a bold title line over an italic details line ("BS.c.,
// Informatics, 2018 - 2022 (expected)", "NiceFestival, Crete, 2019 - Present") and disc bullets; each skill group
// its name in bold over an italic line of its skills; the languages as a line of text. The face is "Roboto
// Condensed" (no web font is linked: the sample's machine had it installed), the section titles at weight 100
// (Roboto Condensed Light, its lightest face).
//
// Nothing of the template is vendored or run: default.html, the includes, cv.yml and the SCSS were read, and this
// file writes the page Jekyll renders from a cv.yml filled with the person, with the SCSS compiled by hand (it has
// no functions but map-get) into the style element. Fonts: Debian's Roboto Condensed (fonts-roboto-unhinted) under
// the name "Roboto Condensed" in Light, Regular and Bold with their italics.
//
// Filled as cv.yml is: details.name the full name; the left column of the details table (uni, dept, place) the
// headline, the street and "City, Country" (the records have no university or department: a working person's
// title and address in the three lines of an academic's affiliation and place); email and phone as shown; no
// github, linkedin or portfolio (the records have none: their rows are left out rather than shown empty).
// summary the summary. education: each school a title "School, City" (the sample's is "Harvard University
// Cambridge, MA, United States"), details "Degree, YYYY - YYYY" (the sample's "BS.c., Informatics, 2018 - 2022
// (expected)"), no bullets. experience: each job a title (the job title), details "Company, City, YYYY - YYYY" (or
// "YYYY - Present", the person's language's word for now otherwise), the bullets. skills: each group a title (its
// label) and one details line of its skills joined by ", " (the sample's "HTML5, CSS, JS, PHP, Jekyll"); a flat
// list one untitled line. languages the record's line as written ("English (native), French", the sample's form).
// No extracurricular activities, seminars, personal projects or hobbies (the records have none: their rows are left
// out). The section titles are the layout's English words for an English person ("Summary", "Education",
// "Experience", "Skills", "Languages") and the person's language's headings otherwise (they are text in
// default.html, so a user edits them); the table's "Email:" and "Phone:" labels are kept as the include writes them.
import { pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** default.html's section titles, or the person's language's. */
const titlesOf = (lang) =>
  lang === 'en'
    ? {
        summary: 'Summary',
        education: 'Education',
        experience: 'Experience',
        skills: 'Skills',
        languages: 'Languages',
      }
    : HEADINGS[lang];

const ROBOTO = '/usr/share/fonts/truetype/roboto/unhinted';
const FONT_FACES = [
  [300, 'normal', 'RobotoCondensed-Light.ttf'],
  [300, 'italic', 'RobotoCondensed-LightItalic.ttf'],
  [400, 'normal', 'RobotoCondensed-Regular.ttf'],
  [400, 'italic', 'RobotoCondensed-Italic.ttf'],
  [700, 'normal', 'RobotoCondensed-Bold.ttf'],
  [700, 'italic', 'RobotoCondensed-BoldItalic.ttf'],
]
  .map(
    ([weight, style, file]) =>
      `@font-face { font-family: 'Roboto Condensed'; font-style: ${style}; font-weight: ${weight}; src: url('${
        pathToFileURL(`${ROBOTO}/${file}`).href
      }'); }`,
  )
  .join('\n');

/** _includes/single.html */
const single = (title, text) => `
<div class="row">
    <div class="column"><h2 class="section__title">${html(title)}</h2></div>
    <div class="column">${html(text)}</div>
</div>`;

/** _includes/array.html, items { title, details, bullets }. */
const array = (title, items) => `
<div class="row">
    <div class="column"><h2 class="section__title">${html(title)}</h2></div>
    <div class="column">
        ${items
          .map(
            (item) => `
        <div class="content--gap">
            <p class="content__title">${html(item.title)}</p>
            <p class="content__details">${html(item.details)}</p>
            <ul class="content__bullets">
            ${item.bullets
              .map(
                (b) => `
                <li>${html(b)}</li>
            `,
              )
              .join('')}
            </ul>
        </div>
        `,
          )
          .join('')}
    </div>
</div>`;

function page(p) {
  const t = titlesOf(p.lang);
  const end = (j) => (j.end ? String(j.end[0]) : PRESENT_WORD[p.lang]);
  const education = p.education.map((e) => ({
    title: `${e.institution}, ${e.city}`,
    details: `${e.degree}, ${e.start} - ${e.end}`,
    bullets: [],
  }));
  const experience = p.experience.map((j) => ({
    title: j.title,
    details: `${j.company}, ${j.city}, ${j.start[0]} - ${end(j)}`,
    bullets: j.bullets,
  }));
  const skills = p.skills.map((g) => ({ title: g.label ?? '', details: g.items.join(', '), bullets: [] }));
  return `<!DOCTYPE html>
<html>
    <head>
        <meta charset="utf-8">
        <!-- <meta name="viewport" content="width=device-width,initial-scale=1.0"> -->
        <title>${html(fullName(p))} // CV</title>
        <style>
${FONT_FACES}
*, *::before, *::after { box-sizing: border-box; margin: 0; padding: 0; }
body { padding: 0; margin: 0; font-family: 'Roboto Condensed', arial; font-size: 1rem; color: #424242; }
a { color: #424242; }
.page { max-width: 800px; min-height: 900px; margin: 0 auto; background-color: white; padding: 50px;
  margin-top: 30px; margin-bottom: 30px; }
.row { display: grid; margin: 10px 0; grid-column-gap: 10px; grid-row-gap: 20px; grid-template-columns: 1fr 2fr; }
.section__title { font-weight: 100; }
.content__title { font-weight: bold; }
.content__details { font-weight: normal; font-style: italic; }
.content__bullets { margin-left: 20px; }
.content--gap { margin-bottom: 10px; }
.table--details { margin: 7px 30px; width: 100%; }
        </style>
    </head>
    <body>
        <div class="page">
<h1>${html(fullName(p))}</h1>
<hr>
<table class="table--details">
    <tr>
        <td>${html(p.headline)}</td>
        <td>Email: <a href="mailto:${html(p.email)}">${html(p.email)}</a></td> 
    </tr>
    <tr>
        <td>${html(p.address.street)}</td>
        <td>Phone: <a href="tel:${html(p.phone.shown)}">${html(p.phone.shown)}</a></td> 
    </tr>
    <tr>
        <td>${html(`${p.address.city}, ${p.address.country}`)}</td>
        <td></td>
    </tr>
</table>
${single(t.summary, p.summary)}
${array(t.education, education)}
${array(t.experience, experience)}
${array(t.skills, skills)}
${single(t.languages, p.languages)}
        </div>
    </body>
</html>
`;
}

/** Slot 65 of generate.mjs's fixed slots. */
export const SLOT_65_HTML_FAMILIES = {
  'academic-cv-dimpram': {
    dateStyle: 'year',
    // Chrome's "Save as PDF" with its defaults: A4, 10 mm margins, no background graphics, 100 %.
    page: { format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } },
    html: page,
    waitForFonts: true,
  },
};
