// jekyll-professional-resume (SLOT_7_HTML_FAMILIES, re-exported by html-templates.mjs): Yankos' Jekyll theme
// byanko55/jekyll-professional-resume (MIT, commit 51624bc), "a simple and modern resume template". Its
// _layouts/home.html is written here as Jekyll renders it from _config.yml and one _data/<Subject>.yml file a
// section (subject, listing-order, icon, contents of title / date / other keys, each markdownified), filled
// with the person's record the way its example data fills it; its assets/css/style.scss compiled by sass
// 1.77.8 (templates/jekyll-professional-resume/style.css), the Font Awesome icons (SVG, CC BY 4.0), the
// calendar picture and the placeholder profile photo of its assets/img, vendored unchanged with its LICENSE.
// Google Fonts' Poppins (the regular weight the link asks for) comes from @fontsource/poppins 5.3.0 (OFL).
// Its main.js is left out: it builds the side table of contents (hidden below 1024 px) and adds `appear`
// to each section and entry as it is scrolled into view, which is written into the markup here (every
// entry has appeared once the page has been scrolled through).
//
// Printed as Chrome's "Save as PDF" with background graphics on, A4, 10 mm margins and the scale at 80 %,
// which lays the page out 898 px wide, the theme's tablet/desktop layout (768-1023 px): a green band across
// the page with the round photo in its middle and the contacts behind icons in white to its left (phone,
// "City, Country", e-mail), the name and headline centred under it; a vertical rail down the left of every
// page (a fixed element) with a dot on it before each entry; section titles (in the person's language)
// behind a round icon; each entry's title in bold with a calendar picture and its dates in a 224 px cell on
// the right of the same line, then its other lines. The contacts are shown as the theme shows them on hover
// (font-size 1rem, no clip): the one change to its CSS, without which they are 0 px tall and not printed.
//
// Content as the example's data: a profile section first (the summary); education "School, Degree" with
// "YYYY - YYYY"; experience with the company as the title, the job title as its `role` line under it and
// the bullets as square bullets, "Mon. YYYY - Mon. YYYY" (or the language's word for now); skills a group
// title each over a comma-separated line (flat skills one untitled entry); languages one entry each.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'jekyll-professional-resume');
const T = (f) => pathToFileURL(path.join(DIR, f)).href;
const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** markdownify of one line: a paragraph. */
const md = (s) => `<p>${html(s)}</p>\n`;

/** "Jan. 2024" as the example writes its dates (no point after a month written in full, "May"). */
function monthYear(d) {
  const s = showDate(d, 'short');
  return /^May /.test(s) ? s : s.replace(' ', '. ');
}

/** One entry of a subject: its title and date in the header, then every other key in order. */
function item(member) {
  const rest = member.rest
    .map((v) =>
      Array.isArray(v)
        ? `
                        <ul>${v
                          .map(
                            (b) => `
                          <li class="subitem">
                            ${md(b)}
                          </li>`,
                          )
                          .join('')}
                        </ul>`
        : `
                        ${md(v)}`,
    )
    .join('');
  return `
              <li class="item appear">
                  <div class="content-header">
                    ${member.title == null ? '' : md(member.title)}${
                      member.date
                        ? `
                      <span class="content-date">
                        <img src="${T('img/calendar.webp')}" alt="date">
                        ${html(member.date)}
                      </span>`
                        : ''
                    }
                  </div>${rest}
              </li>`;
}

const subject = (name, icon, members) => `
        <li class="subject appear" id="${html(name)}">
          <h2 class="subject-name">
            <div>
              <img class="subject-icon" src="${T(`img/${icon}`)}" alt="${html(name)}">
            </div>
            ${html(name)}
          </h2>
          <ul>${members.map(item).join('')}
          </ul>
        </li>`;

function professional(p) {
  const h = HEADINGS[p.lang];
  const contact = [
    ['phone.svg', 'My Phone Number', p.phone.shown],
    ['location-dot.svg', 'My Address', `${p.address.city}, ${p.address.country}`],
    ['envelope.svg', 'My Email', p.email],
  ]
    .map(
      ([icon, alt, text]) => `
        <li><a aria-label="${alt.replace(' Number', '')}">
          <img src="${T(`img/${icon}`)}" alt="${alt}">
          <div><span>${html(text)}</span></div>
        </a></li>`,
    )
    .join('');
  const subjects = [
    subject(h.summary, 'clipboard-list.svg', [{ title: null, rest: [p.summary] }]),
    subject(
      h.education,
      'graduation-cap.svg',
      p.education.map((e) => ({
        title: `${e.institution}, ${e.degree}`,
        date: `${e.start} - ${e.end}`,
        rest: [],
      })),
    ),
    subject(
      h.experience,
      'briefcase.svg',
      p.experience.map((j) => ({
        title: j.company,
        date: `${monthYear(j.start)} - ${j.end ? monthYear(j.end) : PRESENT_WORD[p.lang]}`,
        rest: [j.title, j.bullets],
      })),
    ),
    subject(
      h.skills,
      'screwdriver-wrench.svg',
      p.skills.map((g) => ({ title: g.label, rest: [g.items.join(', ')] })),
    ),
    subject(
      h.languages,
      'globe.svg',
      p.languages.split(/,\s*/).map((l) => ({ title: l, rest: [] })),
    ),
  ].join('');
  return `<!DOCTYPE html>
<html lang="${p.lang}">
<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${html(fullName(p))}</title>
  <link rel="stylesheet" href="${T('style.css')}">
  <style>
    /* Poppins as Google Fonts serves it (regular weight; bold is synthesised), from @fontsource/poppins. */
    @font-face { font-family: 'Poppins'; font-style: normal; font-weight: 400; src: url(${T('fonts/poppins-latin-ext-400-normal.woff2')}) format('woff2');
      unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF; }
    @font-face { font-family: 'Poppins'; font-style: normal; font-weight: 400; src: url(${T('fonts/poppins-latin-400-normal.woff2')}) format('woff2');
      unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }
    /* The contacts as the theme shows them on hover (its one change here: otherwise 0 px tall). */
    #about .profile-zone .personal-info span { font-size: 1rem; clip-path: inset(0 0 0 0); }
  </style>
</head>

<body>
  <div id="sidebar">
    <ul class="toc-box"></ul>
  </div>
  <div id="about">
    <div class="profile-zone">
      <img class="profile-img" src="${T('img/profile.webp')}" alt="My Photo">
      <ul class="personal-info">${contact}
      </ul>
    </div>
    <div class="name-zone">
      <h1>${html(fullName(p))}</h1>
      <h2>${html(p.headline)}</h2>
    </div>
  </div>
  <div id="contents">
    <ul>${subjects}
      </ul>
  </div>
  <div id="footer">
    <span>
      Copyright © 2024 | <a href="https://github.com/byanko55">Yankos</a>
    </span>
  </div>
</body>
</html>`;
}

/** Slot 7 of generate.mjs's fixed slots. */
export const SLOT_7_HTML_FAMILIES = {
  'jekyll-professional-resume': {
    dateStyle: 'short',
    // Chrome's "Save as PDF": A4, default (10 mm) margins, background graphics on, scale 80 %.
    page: {
      ...CHROME_SAVE_AS_PDF,
      printBackground: true,
      scale: 0.8,
    },
    html: professional,
    waitForFonts: true,
  },
};
