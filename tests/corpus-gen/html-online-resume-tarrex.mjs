// online-resume-tarrex (SLOT_26_HTML_FAMILIES, re-exported by html-templates.mjs): Tarrex's Hugo theme
// tarrex/hugo-theme-online-resume (MIT, commit 352b3c9), "a minimalist Hugo theme for your resume", which
// its README says is written in data/data.yml and "printed as a PDF file directly from the browser". The
// page is what Hugo renders from layouts/index.html (partials/common.html: basic, then the sections laid
// out in one flex column by their `order`) for a data.yml written the way exampleSite/data/data.yml is:
// - meta: the person's language, ltr; basic: the name, the headline as `title`, the example's avatar
//   (exampleSite/static/images/profile.png, a grey silhouette) shown;
// - contact: `location` "City, Country" (the example's "Beijing, China"), `email`, `phone` (the national
//   form), each behind its Font Awesome icon, "·" between them (hugo.yml's contactDelimiter);
// - profile (order 1): the summary as its description; experience (order 2): no section description, each
//   job an item of `company`, `date` "YYYY.MM - YYYY.MM" (the example's "2018.03 - 2019.03"; the
//   language's word for now), `role`, `location` (the city) and the bullets as the description's "+" list;
//   skill (order 4): the groups (`name` the label, `item` the skills; a flat list one group without a
//   name), no rated items (the records have no levels); education (order 5): `institution`, `date`
//   "YYYY - YYYY" (the example's "2015 - 2018") and the degree as `major` (the records do not split a degree
//   from its subject); language (order 11): one item per spoken language, "Idiom [level]" where the record
//   gives a level. The example's other sections (projects, certificates, …) are left out (`show: false`).
// - Section titles in the person's language (each section's `title`), upper-cased by the theme's CSS
//   (hugo.yml's sectionTitle), behind the theme's Font Awesome icons, over a dashed rule.
// Hugo's markdownify drops the <p> of a one-paragraph text and Goldmark's typographer curls apostrophes;
// both are done here for the summaries and bullets.
//
// Vendored in templates/online-resume-tarrex/ with the theme's LICENSE: main.css (assets/sass/main.scss and
// its partials compiled by sass after its Hugo template calls were replaced by exampleSite/hugo.yml's
// values), the theme's Font Awesome Free 6.6.0 files that the page uses (fontawesome.min.css, solid.min.css,
// fa-solid-900.woff2; icons CC BY 4.0, font OFL, code MIT) and the example's avatar. The font is the theme's
// system stack (-apple-system, "Segoe UI", "Noto Sans", …): Noto Sans here. Printed as a user's Chrome
// "Save as PDF" does it with its defaults (A4, 10 mm margins, background graphics off, 100 %). Chromium
// prints it with the theme's wide-screen rules (its 767 px small-screen breakpoint is not met in print): the
// name, headline and one line of contacts on the left with the square avatar at the right, each entry's
// company (bold) with the date right-aligned on its line, the role (italics) with the pin-led place
// right-aligned under it, each skill group's bold label with its skills right-aligned on the same line
// (" / " between them, a dashed rule under each group but the last), the languages on one line.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'online-resume-tarrex');
const T = (f) => pathToFileURL(path.join(DIR, f)).href;
const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;');

/** Goldmark's typographer on plain text: apostrophes curled, then HTML-escaped. */
const md = (s) => html(String(s).replace(/'/g, '’'));

/** "YYYY.MM", as the example writes its dates. */
const dot = ([y, m]) => `${y}.${String(m).padStart(2, '0')}`;

/** The record's languages as the example's items: "English (native)" → idiom English, level native. */
const languageItems = (s) =>
  s.split(/,\s*/).map((part) => {
    const m = /^(.*?)\s*\((.*)\)$/.exec(part);
    return m ? { idiom: m[1], level: m[2] } : { idiom: part, level: null };
  });

const sectionTitle = (icon, title) => `
  <div class="section-title">
    <i class="section-icon fa-solid fa-${icon}"></i>
    <h2>${html(title)}</h2>
  </div>`;

function onlineResume(p) {
  const h = HEADINGS[p.lang];
  const name = fullName(p);
  const contact = [
    ['Location', 'location-dot', `<span>${html(`${p.address.city}, ${p.address.country}`)}</span>`],
    [
      'Email',
      'envelope',
      `<a href="mailto:${html(p.email)}" title="mailto:${html(p.email)}">${html(p.email)}</a>`,
    ],
    [
      'Phone number',
      'phone',
      `<a href="tel:${html(p.phone.shown)}" title="tel:${html(p.phone.shown)}">${html(p.phone.shown)}</a>`,
    ],
  ]
    .map(
      ([title, icon, body]) => `
  <div class="contact-item" title="${title}">
    <i class="fa-solid fa-${icon}"></i>
    ${body}
  </div>`,
    )
    .join('');
  const jobs = p.experience
    .map(
      (j) => `
      <div class="item">
        <div class="row">
          <div class="company">
            <span>${html(j.company)}</span>
          </div>
          <div class="date">
            <span>${html(`${dot(j.start)} - ${j.end ? dot(j.end) : PRESENT_WORD[p.lang]}`)}</span>
          </div>
        </div>

        <div class="row">
          <div class="role">
            <span>${html(j.title)}</span>
          </div>
          <div class="location">
            <i class="fa-solid fa-location-dot"></i>
            <span>${html(j.city)}</span>
          </div>
        </div>
        <div class="description markdown">
          <ul>
${j.bullets.map((b) => `<li>${md(b)}</li>`).join('\n')}
</ul>
        </div>

      </div>`,
    )
    .join('');
  const groups = p.skills
    .map(
      (g) => `
      <div class="group">
        <div class="group-name">
          <span>${g.label ? html(g.label) : ''}</span>
        </div>
        <div class="group-item">${g.items
          .map(
            (s) => `
          <span>${html(s)}</span>`,
          )
          .join('')}
        </div>
      </div>`,
    )
    .join('');
  const schools = p.education
    .map(
      (e) => `
      <div class="item">
        <div class="row">
          <div class="institution">
            <span>${html(e.institution)}</span>
          </div>
          <div class="date">
            <span>${e.start} - ${e.end}</span>
          </div>
        </div>

        <div class="row">
          <div class="major">
            <span>${html(e.degree)}</span>
          </div>
        </div>

      </div>`,
    )
    .join('');
  const languages = languageItems(p.languages)
    .map(
      (l) => `
      <div class="item">
        <span>${html(l.idiom)}</span>${
          l.level
            ? `
        <small>[${html(l.level)}]</small>`
            : ''
        }
      </div>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang='${p.lang}' dir='ltr'>
  <head><meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="description" content="${html(name)}">
<title>${html(name)}</title>
<link rel="stylesheet" href="${T('main.css')}">

<link rel="stylesheet" href="${T('fontawesome/css/fontawesome.min.css')}">
<link rel="stylesheet" href="${T('fontawesome/css/solid.min.css')}">
</head>
  <body>
    <div class="wrapper">
<section class="basic">
  <img class="avatar" src="${T('images/profile.png')}" alt="avatar">

  <div class="header" >
    <h1 class="name">${html(name)}</h1>
    <h3 class="title">${html(p.headline)}</h3>

<div class="contact" >${contact}
</div>
  </div>
</section>
<section class="profile" style="order: 1">${sectionTitle('user', h.summary)}

  <div class="section-content">
    <div class="description markdown">
      ${md(p.summary)}
    </div>
  </div>
</section>
<section class="experience" style="order: 2">${sectionTitle('briefcase', h.experience)}

  <div class="section-content">
    <div class="items">${jobs}
    </div>
  </div>
</section>
<section class="skill" style="order: 4">${sectionTitle('toolbox', h.skills)}

  <div class="section-content">
    <div class="groups">${groups}
    </div>
  </div>
</section>
<section class="education" style="order: 5">${sectionTitle('user-graduate', h.education)}

  <div class="section-content">
    <div class="items">${schools}
    </div>
  </div>
</section>
<section class="language" style="order: 11">${sectionTitle('earth-americas', h.languages)}

  <div class="section-content">
    <div class="items">${languages}
    </div>
  </div>
</section>
    </div>
<footer class="footer">
  <span>Updated:&nbsp;</span>
  <span>2026-01-01</span>
  <i class="fa-solid fa-heart fa-beat-fade"></i>
  <a href="https://github.com/tarrex/online-resume" target="_blank">Online-Resume</a>
</footer>
  </body>
</html>
`;
}

/** Slot 26 of generate.mjs's fixed slots. */
export const SLOT_26_HTML_FAMILIES = {
  'online-resume-tarrex': {
    // Dates are "YYYY.MM"; the truth's start/end are months, as for any month style.
    dateStyle: 'iso',
    // Chrome's "Save as PDF" with its defaults: A4, 10 mm margins, no background graphics.
    page: CHROME_SAVE_AS_PDF,
    waitForFonts: true,
    html: onlineResume,
  },
};
