// jekyll-cv-aleksnyder (SLOT_82_HTML_FAMILIES, re-exported by html-templates.mjs): "jekyll-cv-theme", Alek
// Snyder's "Jekyll theme for your Resume/CV using Material Design guidelines", aleksnyder/jekyll-cv (MIT, branch
// master, commit 286e521, 2021-01-04). Two layouts (_layouts/default.html: head.html, header.html and the content;
// _layouts/home.html: the résumé) fill a page from _config.yml (name, email, phone, introduction) and four data
// files (_data/professional-strengths.yml, work-experience.yml, education.yml, references.yml) over its SCSS
// (_sass/: variables, a reset, the layout) and a print stylesheet (assets/css/print.css, media="print"). Its way to
// a PDF is a browser's print dialog; print.css keeps the red header band (175 px, the name in white), so Chrome's
// "Save as PDF" is used with "Background graphics" ticked (without it the name would be white on white): A4, 10 mm
// margins, 100 %.
//
// The layout (the repository's screenshot.png and print.css): a red (#F44336) band across the page with the name
// centred in white (Roboto Bold, letter-spaced 1 px), then, on the light grey (#eee) ground, a white card (3 px
// radius, a soft shadow) in grey Open Sans (#757575): each section a red Roboto Bold h2 ("Objective", "Professional
// Strengths", "Work Experience", "Education", "References"); the objective as a paragraph; the strengths as disc
// bullets, one a skill; each job a paragraph "<strong>Title - Company</strong> (2010-2013)", a line break and its
// description, then disc bullets (its work items); each school "<strong>School</strong>, Location - (2010-2014)" over
// disc bullets (its degrees). Google Fonts gives Open Sans 400 only and Roboto 700 only, so <strong> in Open Sans is
// the browser's synthetic bold of the regular face.
//
// Nothing of the template is vendored or run: the layouts, the includes, _config.yml, the data files, the SCSS and
// print.css were read, and this file writes the page Jekyll renders from a _config.yml and data files filled with
// the person, the SCSS compiled by hand (its variables, em() and the bp() media queries) into a style element
// with print.css's rules in an @media print block. Fonts: Debian's Open Sans (fonts-open-sans, Regular) and Roboto
// (fonts-roboto-unhinted, Bold) under the names and at the one weight each the Google Fonts link loads.
//
// Filled as the data files are: name the full name. introduction (the "Objective" section) the summary. The
// strengths one bullet a skill as the sample writes them (its labels are not shown: the list has no groups). Each job
// title the job title, place the company, years "YYYY-YYYY" as the sample writes them ("2016-Present", the person's
// language's word for now otherwise), description the city. Each school name the institution, location the city,
// years "YYYY-YYYY", degrees one bullet, the degree. No references (the records have none: the section is left
// out). Section titles are the layout's English words for an English person and the person's language's headings
// otherwise (they are text in home.html); "Languages" is a section added after Education in the strengths' markup,
// one bullet a spoken language ("English (native)").
//
// Changes from the template, as few as could be: the header's social-icon list (hidden by print.css, its icons
// loaded by a script from an SVG sprite, its mail link the author's own address) and the phone sentence below the
// card (".message", hidden by print.css too) would leave the printed page without a way to reach the person, so
// the header shows, in the list's place and in white, the headline and a row of the e-mail, the phone as shown and
// the address ("street, city line, country"), each an inline-block item like the icons; print.css's fixed 175 px
// band height becomes a minimum so that the row fits in it.
import { pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, cityLine, fullName, spokenLanguages } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** home.html's section titles, or the person's language's. */
const titlesOf = (lang) =>
  lang === 'en'
    ? {
        summary: 'Objective',
        skills: 'Professional Strengths',
        experience: 'Work Experience',
        education: 'Education',
        languages: 'Languages',
      }
    : HEADINGS[lang];

const FONT_FACES = [
  ['Open Sans', 400, '/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf'],
  ['Roboto', 700, '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf'],
]
  .map(
    ([family, weight, file]) =>
      `@font-face { font-family: '${family}'; font-style: normal; font-weight: ${weight}; src: url('${
        pathToFileURL(file).href
      }'); }`,
  )
  .join('\n');

/** _sass/ compiled (variables, em(), bp()), then assets/css/print.css under @media print. */
const STYLE = `
body, h1, h2, h3, h4, h5, h6, p, blockquote, pre, hr, dl, dd, ol, ul, figure { margin: 0; padding: 0; }
body { font: 400 1rem/1.5 'Open Sans', sans-serif; color: #111; background-color: #eee; -webkit-text-size-adjust: 100%;
  -webkit-font-feature-settings: "kern" 1; font-feature-settings: "kern" 1; font-kerning: normal; }
h1, h2, h3, h4, h5, h6, p, blockquote, pre, ul, ol, dl, figure { margin-bottom: 1em; }
img { max-width: 100%; vertical-align: middle; }
ul, ol { margin-left: 2em; }
li > ul, li > ol { margin-bottom: 0; }
h1, h2, h3, h4, h5, h6 { font-weight: bold; font-family: 'Roboto', sans-serif; letter-spacing: 1px; }
h2 { margin: 0.75em 0 0.5em; }
a { color: #6200ee; }
a:visited { color: #4400a2; }
a:hover { color: #111; text-decoration: none; }
.wrapper:after { content: ""; display: table; clear: both; }
.wrapper { max-width: calc(55em - (2em * 2)); margin: 0 auto; padding: 0 0.5em; }
@media (min-width: 48em) { .wrapper { padding: 0 1em; } }
@media (min-width: 75em) { .wrapper { max-width: calc(55em - (2em)); padding: 0 1em; } }
.screen-reader-text { border: 0; clip: rect(0 0 0 0); height: 1px; margin: -1px; overflow: hidden; padding: 0;
  position: absolute; width: 1px; text-indent: -9999px; }
.header { position: absolute; top: 0; width: 100%; height: 18.75em; background-color: #F44336;
  border-bottom: 1px solid #e53935; }
.header__name { color: #fff; padding: 2em 0 0; text-align: center; }
.header__social { max-width: 14.0625em; margin: 0 auto; }
.header__social li { list-style: none; display: inline-block; margin: 0 0 1.5em; }
.header__social a { transition: fill .3s cubic-bezier(.455,.03,.515,.955); padding: 0 .5em; fill: #fff; }
.header__social a:hover { fill: #6b0a03; }
.content { position: relative; top: 12.5em; left: 0; right: 0; }
.resume { color: #757575; background-color: #fff; border-radius: 3px; box-shadow: 0 2px 5px rgba(0,0,0,0.26);
  z-index: 0; }
@media (min-width: 20em) { .resume { padding: 1.875em; } }
@media (min-width: 48em) { .resume { padding: 3.75em; } }
.section { padding-bottom: 1em; }
.section__title { color: #F44336; }
.message { text-align: center; padding: 2em 0; }
/* Added: the headline and the contact row in the header (see the generator's notes). */
.header__headline { color: #fff; text-align: center; margin-bottom: 0.5em; }
.header__contact { max-width: none; text-align: center; margin-left: 0; color: #fff; }
.header__contact li { padding: 0 .5em; margin: 0 0 1em; }
@media print {
  .inner { box-shadow: none; }
  .header { position: relative; border: none; height: auto; min-height: 175px; }
  .header__name { color: #fff; }
  .header__social { display: none; }
  .content { top: 0; }
  .message { display: none; }
  .header__contact { display: block; }
}
`;

function page(p) {
  const t = titlesOf(p.lang);
  const years = (a, b) => `${a}-${b}`;
  const a = p.address;
  const contact = [p.email, p.phone.shown, `${a.street}, ${cityLine(a)}, ${a.country}`];
  const skills = p.skills.flatMap((g) => g.items);
  const languages = spokenLanguages(p).map((l) => (l.level ? `${l.name} (${l.level})` : l.name));
  const bullets = (items) => `
        <ul>
        ${items
          .map(
            (item) => `
          <li>${html(item)}</li>
        `,
          )
          .join('')}
        </ul>`;
  const jobs = p.experience
    .map(
      (j) => `
          <p><strong>${html(j.title)} - ${html(j.company)}</strong> (${years(
            j.start[0],
            j.end ? j.end[0] : PRESENT_WORD[p.lang],
          )})<br />
          ${html(j.city)}</p>
${bullets(j.bullets)}
        `,
    )
    .join('');
  const schools = p.education
    .map(
      (e) => `
          <p><strong>${html(e.institution)}</strong>, ${html(e.city)} - (${years(e.start, e.end)})</p>
${bullets([e.degree])}
        `,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="${p.lang}">

  <head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${html(fullName(p))} | Resume</title>
  <meta name="format-detection" content="telephone=no">
  <style>
${FONT_FACES}
${STYLE}
  </style>
</head>

  <body>

    <header class="header" role="banner">

  <div class="wrapper">

    <h1 class="header__name">${html(fullName(p))}</a></h1>

    <p class="header__headline">${html(p.headline)}</p>

    <ul class="header__social header__contact">
      ${contact
        .map(
          (c) => `<li>${html(c)}</li>
      `,
        )
        .join('')}
    </ul>

  </div>

</header>

    <main class="content" aria-label="Content">
      <div class="wrapper">
  <section class="inner">
    <article class="resume">
      <section class="section">
        <h2 class="section__title"><span>${html(t.summary)}</span></h2>
        <p>${html(p.summary)}</p>
      </section>

      <section class="section">
        <h2 class="section__title"><span>${html(t.skills)}</span></h2>
${bullets(skills)}
      </section>

      <section class="section">
        <h2 class="section__title"><span>${html(t.experience)}</span></h2>
${jobs}
      </section>

      <section class="section">
        <h2 class="section__title"><span>${html(t.education)}</span></h2>
${schools}
      </section>

      <section class="section">
        <h2 class="section__title"><span>${html(t.languages)}</span></h2>
${bullets(languages)}
      </section>

    </article>
  </section>

</div>
    </main>

  </body>

</html>
`;
}

/** Slot 82 of generate.mjs's fixed slots. */
export const SLOT_82_HTML_FAMILIES = {
  'jekyll-cv-aleksnyder': {
    dateStyle: 'year',
    // Chrome's "Save as PDF": A4, 10 mm margins, 100 %, "Background graphics" ticked (print.css's red band).
    page: {
      format: 'A4',
      printBackground: true,
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
    },
    html: page,
    waitForFonts: true,
  },
};
