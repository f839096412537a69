// html-cv-poc-icelam (SLOT_78_HTML_FAMILIES, re-exported by html-templates.mjs): Ice Lam's "Proof of concept -
// Print optimized CV in HTML format", icelam/html-cv-poc (MIT, commit 48b8287, 10 Oct 2023): "a proof of concept to
// make nice-looking CV in a self-contained HTML file, and support printing like normal Word or PDF documents". One
// file, index.html: the markup, a style element (nine colour themes chosen by body's data-theme, "orange" the
// default) and a small script for a floating print button. Roboto 400/500/700 from Google Fonts. The CV is laid out
// in explicit A4 sheets (div.a4-page, 21 × 29.7 cm, 3.125 rem padding); its print rules take away the grey ground
// and the shadows, start each sheet on a new page and set @page { size: A4; margin: 0 }, with print-color-adjust:
// exact so the coloured bands print. The way to a PDF is the browser's print dialog (the README's demos: Chrome on
// macOS and Android), here Chromium printing with the page's own @page size and margins and the backgrounds.
//
// The layout (the repository's demo/themes.png): sheet 1: a framed square picture floated at the top left; the name
// beside it as a large h1 in the theme colour (orange #f89520, weight 500); under the name, beside the picture, a
// bar between two orange rules holding the personal details as one line of spans joined by " •" (the sample's
// birth date, street address, phone, e-mail link, web site); the personal statement as a paragraph under it; then
// "Work Experience", a section title set in white on an orange band sitting on an orange rule the page's width (an
// h2 holding a span); each job two flex rows of a 25 % and a 75 % column: the title (bold h3, grey) at the left
// beside "Company, Place" (bold h3) at the right, then the period under the title in small grey (h5, "17 Jul 2020 –
// Now", en dash) beside the disc bullets. Sheet 2: "Education", each school the degree (bold h3) over the school
// (grey h4) in a 75 % column beside its period right-aligned (bold h3, "Sept 2013 – Jun 2015") in a 25 % one, then
// bullets; "Skills", each group its name (bold h3) over a one-item disc list "a, b, c"; "Awards" like the schools.
//
// Nothing of the template is vendored or run: index.html and demo/themes.png were read, and this file writes
// index.html as a user fills it in for the person: the markup as the sample's, the style element's rules that apply
// to a printed page (the :root variables of the default orange theme, the base rules, the print rules and @page;
// not the other eight themes, the narrow-screen rules or the print button and its script, which print hides).
// Fonts: Debian's Roboto (fonts-roboto-unhinted) in Regular, Medium and Bold under the name the page asks Google
// Fonts for, at the three weights it asks for.
//
// Filled as index.html is: the picture a plain light grey square in the template's frame (the records have no
// photo; the grey square of the repository's theme previews); the h1 the full name; the details bar the headline
// (where the sample has its birth date: the records have none), the address ("street, postcode and city as the
// country writes them, country", the sample's "3992 Badger Pond Lane, Bridgeville, PA 15017"), the phone as shown
// and the e-mail as a mailto link, no web site (the records have none); the statement the summary. Each job as the
// sample's: title, "Company, City", the period "Mon YYYY – Mon YYYY" (the records give months, not days: the
// sample's "17 Jul 2020" without its day) or "Mon YYYY – Now" (the sample's word; the person's language's word for
// now otherwise), the bullets. Each school as the sample's: the degree, "School, City", "YYYY – YYYY" (the records
// give years), no bullets (the records have none). Each skill group its label over one item "a, b, c"; a flat list
// the one item alone. The page has no place for spoken languages: one more section after the skills in the same
// pattern (the band title, one item holding the record's line as written). No awards (the records have none). Sheet
// 1 holds the header, the statement and the jobs, sheet 2 the schools, the skills and the languages, as the
// sample's. Section titles the sample's English words for an English person ("Work Experience", "Education",
// "Skills"; "Languages" for the added one), the person's language's otherwise (they are text in index.html).
import { pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, cityLine, fullName, showDate } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html's section titles, or the person's language's. */
const titlesOf = (lang) =>
  lang === 'en'
    ? {
        experience: 'Work Experience',
        education: 'Education',
        skills: 'Skills',
        languages: HEADINGS.en.languages,
      }
    : HEADINGS[lang];

/** The sample's word for a job not ended ("17 Jul 2020 – Now"), the person's language's otherwise. */
const nowWord = (lang) => (lang === 'en' ? 'Now' : PRESENT_WORD[lang]);

const ROBOTO = '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF';
const FONT_FACES = [
  [400, 'Roboto-Regular.ttf'],
  [500, 'Roboto-Medium.ttf'],
  [700, 'Roboto-Bold.ttf'],
]
  .map(
    ([weight, file]) =>
      `@font-face { font-family: 'Roboto'; font-style: normal; font-weight: ${weight}; src: url('${
        pathToFileURL(`${ROBOTO}/${file}`).href
      }'); }`,
  )
  .join('\n');

/** A light grey square, the picture of the repository's theme previews (the records have no photo). */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#cccccc"/></svg>',
)}`;

/** index.html's style element: the default (orange) theme, the base rules, the print rules and @page. */
const STYLE = `${FONT_FACES}
      :root {
        --background-color: #e5eaee;
        --shadow-color: rgba(194, 194, 194, 0.5);
        --paper-color:  #ffffff;
        --primary-color: #f89520;
        --subtitle-color: #ffffff;
        --text-color: #000000;
        --secondary-text-color: #424242;
        --remarks-text-color: #888888;
        --border-color: #c2c2c2;
      }

      body[data-theme="orange"] {
        --primary-color: #f89520;
        --subtitle-color: #ffffff;
      }

      html, body {
        width: 100%;
        min-height: 100%;
        padding: 0;
        margin: 0;
        font-size: 16px;
        font-family: "Roboto", Arial, sans-serif;
        color: var(--text-color);
        -webkit-tap-highlight-color: transparent;
      }

      body {
        padding:  3.125rem;
        background-color: var(--background-color);
        box-sizing: border-box;
        font-size:  0.875rem;
        line-height: 1.25rem;
      }

      a {
        color:  inherit;
        text-decoration: none;
      }

      h1 {
        font-size: 2.5rem;
        font-weight: 500;
        line-height: 3.25rem;
        color: var(--primary-color);
        margin: 0 0 0.5rem 0;
      }

      h2 {
        color: var(--subtitle-color);
        font-size: 1.125rem;
        font-weight: 400;
        line-height: 1.625rem;
        border-bottom: 0.1837rem solid var(--primary-color);
        margin: 2.5rem 0 1.25rem 0;
      }

      h2:first-child {
        margin-top: 0;
      }

      h2 span {
        display: inline-block;
        background-color: var(--primary-color);
        padding: 0.3125rem 0.625rem 0.3125rem 0.625rem;
        margin-bottom: -0.1837rem;
      }

      h3 {
        font-size: 0.875rem;
        font-weight: bold;
        line-height: 1.25rem;
        margin: 0 0 0.5rem 0;
        color: var(--secondary-text-color);
      }

      h3 + p {
        margin-top: 0;
      }

      h4 {
        font-size: 0.875rem;
        font-weight: 500;
        line-height: 1rem;
        margin: 0 0 0.5rem 0;
        color: var(--remarks-text-color);
      }

      h5 {
        font-size: 0.75rem;
        font-weight: 500;
        line-height: 1rem;
        margin: 0 0 0.5rem 0;
        color: var(--remarks-text-color);
      }

      ol, ul {
        padding-left: 1.5rem;
        margin:  0.5rem 0;
      }

      b {
        color: var(--secondary-text-color);
      }

      .a4-page {
        box-sizing: border-box;
        margin: auto;
        width: 21cm;
        height: 29.7cm;
        box-shadow: 0.0625rem 0.0625rem 0.0625rem var(--shadow-color);
        background-color: var(--paper-color);
        padding:  3.125rem; /* Around 1.4cm */
      }

      .a4-page + .a4-page {
        margin-top: 2.5rem;
      }

      .block + .block {
        margin-top: 2rem;
      }

      .row {
        box-sizing: border-box;
        display: flex;
        flex: 0 1 auto;
        flex-direction: row;
        flex-wrap: wrap;
        margin-right: -1rem;
        margin-left: -1rem;
      }

      .column {
        box-sizing: border-box;
        padding-right: 1rem;
        padding-left: 1rem;
      }

      .column--1 {
        flex: 0 1 25%;
        max-width: 25%;
      }

      .column--2 {
        flex: 0 1 50%;
        max-width: 50%;
      }

      .column--3 {
        flex: 0 1 75%;
        max-width: 75%;
      }

      .column--4 {
        flex: 0 1 100%;
        max-width: 100%;
      }

      .profile-picture {
        width: 9.375rem;
        height: 9.375rem;
        padding: 0.25rem;
        border: 0.0625rem solid var(--border-color);
        border-radius: 0.25rem;
        background-color: var(--paper-color);
        box-sizing: border-box;
        float:  left;
        margin: 0 1rem 1rem 0;
      }

      .summary {
        border-top: 0.1837rem solid var(--primary-color);
        border-bottom: 0.1837rem solid var(--primary-color);
        float: right;
        width: calc(100% - 9.375rem - 1rem);
        padding: 0.5rem;
        box-sizing: border-box;
      }

      .summary span:not(:last-child):after {
        content: "\\0020\\2022";
        margin: 0 0.25rem;
      }

      .summary + * {
        clear: left;
      }

      .align--right {
        text-align: right;
      }

      .no-wrap {
        white-space: nowrap;
      }

      /* Adjust print styles to looks like normal PDF print */
      @media print {
        body {
          padding: 0;
          background-color: initial;
          -webkit-print-color-adjust: exact;
          print-color-adjust: exact;
        }

        .a4-page {
          width:  100%;
          height: 100%;
          margin: 0;
          box-shadow: none;
        }

        .a4-page + .a4-page {
          margin-top: 0;
          page-break-before: always;
        }
      }

      @page {
        size: A4;
        margin: 0;
      }`;

/** A section title: the band on the rule. */
const title = (text) => `<h2><span>${html(text)}</span></h2>`;

function page(p) {
  const t = titlesOf(p.lang);
  const name = fullName(p);
  const a = p.address;
  const period = (j) =>
    `${showDate(j.start, 'short')} – ${j.end ? showDate(j.end, 'short') : nowWord(p.lang)}`;
  const jobs = p.experience
    .map(
      (j) => `
      <div class="block">
        <div class="row">
          <div class="column column--1">
            <h3>${html(j.title)}</h3>
          </div>
          <div class="column column--3">
            <h3>${html(`${j.company}, ${j.city}`)}</h3>
          </div>
        </div>
        <div class="row">
          <div class="column column--1">
            <h5>${html(period(j))}</h5>
          </div>
          <div class="column column--3">
            <ul>
${j.bullets.map((b) => `              <li>${html(b)}</li>`).join('\n')}
            </ul>
          </div>
        </div>
      </div>
`,
    )
    .join('');
  const schools = p.education
    .map(
      (e) => `
      <div class="block">
        <div class="row">
          <div class="column column--3">
            <h3>${html(e.degree)}</h3>
            <h4>${html(`${e.institution}, ${e.city}`)}</h4>
          </div>

          <div class="column column--1 align--right align--xs-left">
            <h3>${html(`${e.start} – ${e.end}`)}</h3>
          </div>
        </div>
      </div>
`,
    )
    .join('');
  const skills = p.skills
    .map((g) =>
      g.label
        ? `        <h3>${html(g.label)}</h3>
        <ul><li>${html(g.items.join(', '))}</li></ul>`
        : `        <ul><li>${html(g.items.join(', '))}</li></ul>`,
    )
    .join('\n\n');
  return `<!DOCTYPE html>
<html lang="${p.lang}">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="X-UA-Compatible" content="IE=edge" />
    <meta name="viewport" content="minimum-scale=1, initial-scale=1, width=device-width, shrink-to-fit=no" />

    <meta name="format-detection" content="telephone=no">
    <meta name="format-detection" content="date=no">
    <meta name="format-detection" content="address=no">
    <meta name="format-detection" content="email=no">

    <meta name="title" content="Resume of ${html(name)}" />

    <title>Resume of ${html(name)}</title>

    <style>
${STYLE}
    </style>
  </head>
  <body data-theme="orange">
    <div class="a4-page">
      <img class="profile-picture" src="${PICTURE}" alt="This is me" />

      <h1>${html(name)}</h1>

      <p class="summary">
        <span class="no-wrap">${html(p.headline)}</span>
        <span>${html(`${a.street}, ${cityLine(a)}, ${a.country}`)}</span>
        <span class="no-wrap">${html(p.phone.shown)}</span>
        <span class="no-wrap"><a href="mailto:${html(p.email)}">${html(p.email)}</a></span>
      </p>

      <!-- Personal Statement -->
      <p>${html(p.summary)}</p>
      <!-- /Personal Statement -->

      <!-- Work Experience -->
      ${title(t.experience)}
${jobs}      <!-- /Work Experience -->
    </div>

    <div class="a4-page">
      <!-- Education -->
      ${title(t.education)}
${schools}      <!-- /Education -->

      <!-- Skills -->
      ${title(t.skills)}

      <div class="block">
${skills}
      </div>
      <!-- /Skills -->

      <!-- Languages -->
      ${title(t.languages)}

      <div class="block">
        <ul><li>${html(p.languages)}</li></ul>
      </div>
      <!-- /Languages -->
    </div>
  </body>
</html>
`;
}

/** Slot 78 of generate.mjs's fixed slots. */
export const SLOT_78_HTML_FAMILIES = {
  'html-cv-poc-icelam': {
    dateStyle: 'short',
    // Chrome's print dialog on the page: its own @page (A4, no margins) and, as print-color-adjust asks, the bands.
    page: { format: 'A4', preferCSSPageSize: true, printBackground: true },
    html: page,
    waitForFonts: true,
  },
};
