// almeida-cv (SLOT_10_HTML_FAMILIES, re-exported by html-templates.mjs): Inês Almeida's Hugo theme
// ineesalmeida/almeida-cv (MIT, commit 57e337f), "a customizeable printable HTML/CSS CV". Its layouts/index.html
// and partials are written here as Hugo renders them from exampleSite/data/content.yaml, filled with the
// person's record the way that example fills it; its assets/scss/main.scss, with the example config.toml's
// params put in for Hugo's template calls, compiled by sass 1.77.8 (templates/almeida-cv/main.css), and the
// example's placeholder photo, vendored with its LICENSE. What its head.html loads from CDNs is vendored:
// Oswald and Roboto (regular, the one weight its Google Fonts links ask for) from @fontsource 5.3.0 (OFL),
// Material Icons (the `place` ligature before each employer's city) from @fontsource/material-icons 5.3.0,
// and Font Awesome Free 5.15.3's all.min.css with its solid webfont (icons CC BY 4.0, font OFL, CSS MIT).
//
// Printed with the theme's print rules (@page A4, no margins), background graphics on as its README asks, by
// Chromium, its 800 px page fitted to the paper's width (scale 99 %) as Chrome's print dialog does; on the left the name in Oswald capitals (first name grey, last name pink),
// section titles in capitals with a double rule after them (profile, experience, education), each employer in
// grey with a place icon and its city right, each position in capitals under it with "Mon YYYY - Mon YYYY"
// (or the language's word for now) right, and square bullets; on the right a grey column down the page with
// the round photo, the contacts behind pink round icons (phone, e-mail, "City, Country"), then skills
// ("Label: a, b, c") and languages (name left, level right) under centred titles between rules. The theme
// clips its page box to `pages` A4 heights (a config.toml param the user sets to fit the CV); the inline
// script sets it to the pages the left column needs, as that user would.
//
// Content: the profile is the summary; one employer a job (consecutive jobs at one company under one employer
// as the theme's Positions); education as course (degree), place (school) and "YYYY - YYYY"; skills a group a
// line (a flat list without the bold label); languages split into name and level ("French (A2)": "French",
// "A2"). The theme shows no headline. Section titles in the person's language.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'almeida-cv');
const T = (f) => pathToFileURL(path.join(DIR, f)).href;
const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const section = (id, title, body) => `
<div id="${id}" class="section">
    <div class="section__heading">
        <h2 class="section__title">${html(title)}</h2>
    </div>
    <div class="section__content">${body}
    </div>
</div>`;

const sideSection = (title, body) => `
<div class="sideSection">
    <div class="sideSection__heading">
        <h2 class="sideSection__title">${html(title)}</h2>
    </div>
    <div class="sideSection__content">${body}
    </div>
</div>`;

/** Consecutive jobs at one company: one employer with its positions, as the example's data groups them. */
function employers(p) {
  const out = [];
  for (const j of p.experience) {
    const last = out[out.length - 1];
    if (last && last.company === j.company) last.jobs.push(j);
    else out.push({ company: j.company, city: j.city, jobs: [j] });
  }
  return out;
}

function almeida(p) {
  const h = HEADINGS[p.lang];
  const experience = employers(p)
    .map(
      (e) => `
            <div class="experience__item">
                <div class="experience__header">
                    <h3 class="experience__company">
                        ${html(e.company)}
                    </h3>
                    <h3 class="experience__place">${html(e.city ?? '')}</h3>
                </div>${e.jobs
                  .map(
                    (j) => `
                <div class="experience__job">
                    <div class="experience__subheader">
                        <h3 class="experience__position">
                            ${html(j.title)}
                        </h3>
                        <h3 class="experience__date">${html(
                          `${showDate(j.start, 'short')} - ${showEnd(p, j.end, 'short')}`,
                        )}</h3>
                    </div>
                    <ul>${j.bullets
                      .map(
                        (b) => `
                        <li class="experience__bullet">${html(b)}</li>`,
                      )
                      .join('')}
                    </ul>
                    <div class="experience__badges">
                        <ul>
                        </ul>
                    </div>
                </div>`,
                  )
                  .join('')}
            </div>`,
    )
    .join('');
  const education = p.education
    .map(
      (e) => `
            <div class="education__item">
                <h3 class="education__title">${html(e.degree)}</h3>
                <h4 class="education__place">${html(e.institution)}</h4>
                <h4 class="education__date">${html(`${e.start} - ${e.end}`)}</h4>
                <div class="education__description"></div>
            </div>`,
    )
    .join('');
  const contacts = [
    ['fas fa-phone', p.phone.shown],
    ['fas fa-envelope', p.email],
    ['fas fa-map-marker-alt', `${p.address.city}, ${p.address.country}`],
  ]
    .map(
      ([icon, info]) => `
        <li class="contact__item">
            <i class="${icon}"></i><span>${html(info)}</span>
        </li>`,
    )
    .join('');
  const skills = `
        <ul class="skills">
            <li>${p.skills
              .map(
                (g) => `
                <ul class="skills__group">${
                  g.label
                    ? `
                    <span>${html(g.label)}</span>`
                    : ''
                }
                    <br>${g.items
                      .map(
                        (i) => `
                    <li>${html(i)}</li>`,
                      )
                      .join('')}
                </ul>`,
              )
              .join('')}
            </li>
        </ul>`;
  const languages = `
        <ul class="language">${p.languages
          .split(/,\s*/)
          .map((l) => {
            const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(l);
            const [name, level] = m ? [m[1], m[2]] : [l, ''];
            return `
            <li class="language__item">
                <div class="language__name">${html(name)}</div>
                <div class="language__level">${html(level)}</div>
            </li>`;
          })
          .join('')}
        </ul>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>${html(fullName(p))} - CV</title>
    <style>
    /* Google Fonts' Oswald, Roboto and Material Icons (regular), from @fontsource 5.3.0. */
    @font-face { font-family: 'Oswald'; font-style: normal; font-weight: 400; src: url(${T('fonts/oswald-latin-ext-400-normal.woff2')}) format('woff2');
      unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF; }
    @font-face { font-family: 'Oswald'; font-style: normal; font-weight: 400; src: url(${T('fonts/oswald-latin-400-normal.woff2')}) format('woff2');
      unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }
    @font-face { font-family: 'Roboto'; font-style: normal; font-weight: 400; src: url(${T('fonts/roboto-latin-ext-400-normal.woff2')}) format('woff2');
      unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF; }
    @font-face { font-family: 'Roboto'; font-style: normal; font-weight: 400; src: url(${T('fonts/roboto-latin-400-normal.woff2')}) format('woff2');
      unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }
    @font-face { font-family: 'Material Icons'; font-style: normal; font-weight: 400; src: url(${T('fonts/material-icons-latin-400-normal.woff2')}) format('woff2'); }
    </style>
    <link rel="stylesheet" href="${T('fontawesome/css/all.min.css')}" />
    <link rel="stylesheet" href="${T('main.css')}" media="screen,print" />
</head>
<body>
    <div class="content">
        <div class="content__left">
            <h1 class="mainHeading">${html(p.first)} <span>${html(p.last)}</span></h1>${section(
              'profile',
              h.summary,
              `
        <p>${html(p.summary)}</p>`,
            )}${section(
              'experience',
              h.experience,
              `
        <div class="experience">${experience}
        </div>`,
            )}${section('education', h.education, education)}
        </div>
        <div class="content__right">
    <div class="sideSection avatar">
        <div class="avatar__container">
            <img class="avatar__img" src="${T('img/avatar.jpg')}" alt="photo of me">
        </div>
    </div>
<div class="sideSection contact">
    <ul>${contacts}
    </ul>
</div>${sideSection(h.skills, skills)}${sideSection(h.languages, languages)}
        </div>
    </div>
    <script>
    // config.toml's "pages": as many A4 heights (800 px / 0.70695553 each) as the left column needs.
    (function () {
        var page = 800 / 0.70695553;
        var left = document.querySelector('.content__left');
        left.style.height = 'auto';
        var pages = Math.max(1, Math.ceil(left.scrollHeight / page));
        left.style.height = '';
        var style = document.createElement('style');
        style.textContent = '@media print { .content { height: ' + pages * page + 'px; } }';
        document.head.appendChild(style);
    })();
    </script>
</body>
</html>`;
}

/** Slot 10 of generate.mjs's fixed slots. */
export const SLOT_10_HTML_FAMILIES = {
  'almeida-cv': {
    dateStyle: 'short',
    // The theme's @page (A4, no margins), background graphics on as its README asks; its 800 px page shrunk to
    // the paper's 793.7 px as Chrome's print dialog fits a wider page to the paper (else a sliver of each
    // page box spills onto a page of its own).
    page: { format: 'A4', preferCSSPageSize: true, printBackground: true, scale: 0.99 },
    html: almeida,
    waitForFonts: true,
  },
};
