// basically-basic-cv (SLOT_58_HTML_FAMILIES, re-exported by html-templates.mjs): the "Curriculum Vitæ" page of
// Michael Rose's Jekyll theme "Basically Basic" (mmistakes/jekyll-theme-basically-basic, MIT, version 1.4.5,
// commit cda8092), whose `cv` layout renders a résumé from a JSON Resume file `_data/cv.json` (the theme's own
// Liquid includes, `_includes/cv/*.html`; not a jsonresume-theme package), printed by the visitor with Chrome's
// "Save as PDF" and its defaults (A4, 10 mm margins, no background graphics).
//
// The page is written here as Jekyll renders `_layouts/default.html` → `_layouts/cv.html` and its includes for
// the theme's example page (`example/cv.md`: title "Curriculum Vitæ", one "Download as PDF" action with the
// theme's PDF icon) and a `_data/cv.json` filled from the person's record, on a site with the theme's default
// `_config.yml` (no search, no plugins: the plain <title>, no SEO tag). The stylesheet is the theme's own SCSS
// (`assets/stylesheets/main.scss` with the default skin, `_sass/`) compiled by Dart Sass into
// templates/basically-basic-cv/main.css (not committed: see SOURCE.md); the Google Fonts link of `head.html`
// (Fira Sans 400, 400i, 600, 600i) is replaced by templates/basically-basic-cv/fonts/fonts.css, @font-face rules
// for the same faces (Latin and Latin Extended subsets, as Google Fonts splits them) on the woff2 files of
// @fontsource/fira-sans 5.3.0 (OFL); the monospace stack of the dates (Menlo, Consolas, Monaco, "Courier New",
// Courier) resolves as on any Linux machine without them (here fontconfig's Cousine, metric-compatible with
// "Courier New").
//
// Layout as printed: the theme's print rules hide the sidebar, the menu button, the site title and the footer, so
// the page is one column (at the print width, under the theme's 48 em breakpoint, each section's heading stands
// above its content rather than in a left column): the name as a large title, the headline in italics, the
// "Download as PDF" button (its print rule: white text on a black background; without background graphics,
// Chrome's default, its label comes out in light grey), the summary paragraph, then sections separated by thin rules, each under a grey
// heading: "Contact" ("Email" and "Phone" in bold before the address and number), "Location" (street, then
// "City, postcode country-code"), "Work" (for each job the company as a large heading, the position as a smaller
// one, the dates in a grey monospace line "2019-04 — Present" exactly as written in the JSON file, then the
// highlights as bullets), "Education" (the institution as a heading, "2012 — 2015", the degree in bold),
// "Skills" (one line per group: its name as a heading, then its keywords as one sentence by Jekyll's
// array_to_sentence_string, "A, B, and C", the English "and" whatever the language), "Languages" (each language
// as a heading over its fluency in italics).
//
// Filled as JSON Resume and the theme's sample `cv.json` are: basics.name, label (the headline), email, phone
// (as written), summary, location (address = street, postalCode, city, countryCode = the ISO code of the
// person's country; no region); no website, picture or profiles (the people have none). Each job: company,
// position, startDate/endDate as "YYYY-MM" (JSON Resume's partial ISO 8601 dates; the people's dates have no
// day), endDate "" for the current job (the template then writes its word for "Present"), no summary (the
// people have none), the bullets as highlights. Each school: institution, startDate/endDate as years, the whole
// degree as `area` (no separate studyType: the degrees are single strings). Skills: one entry per group, its
// label as `name` (no name for an unlabelled list) and its items as keywords. Languages: name and level as
// language and fluency. The section labels and the word for now are the theme's texts (`_data/theme.yml`'s `t:`,
// made to be translated): the theme's English defaults for English speakers ("Work", not "Experience"), the
// person's language otherwise, and the action's label likewise.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';
import { HEADINGS, PRESENT_WORD, REGION_OF_COUNTRY, fullName, spokenLanguages } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'basically-basic-cv');

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `_data/theme.yml`'s texts: the theme's English defaults, and the same keys as a site in another language sets them. */
const LABELS = {
  email: { fr: 'E-mail', de: 'E-Mail', es: 'Correo electrónico', pt: 'E-mail', it: 'E-mail' },
  phone: { fr: 'Téléphone', de: 'Telefon', es: 'Teléfono', pt: 'Telefone', it: 'Telefono' },
  location: { fr: 'Adresse', de: 'Adresse', es: 'Dirección', pt: 'Endereço', it: 'Indirizzo' },
  action: {
    fr: 'Télécharger en PDF',
    de: 'Als PDF herunterladen',
    es: 'Descargar en PDF',
    pt: 'Baixar em PDF',
    it: 'Scarica in PDF',
  },
};
function themeText(lang) {
  if (lang === 'en') {
    return {
      contact: 'Contact',
      email: 'Email',
      phone: 'Phone',
      location: 'Location',
      work: 'Work',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
      present: 'Present',
      action: 'Download as PDF',
      siteLang: 'en-US',
    };
  }
  const h = HEADINGS[lang];
  return {
    contact: h.contact,
    email: LABELS.email[lang],
    phone: LABELS.phone[lang],
    location: LABELS.location[lang],
    work: h.experience,
    education: h.education,
    skills: h.skills,
    languages: h.languages,
    present: PRESENT_WORD[lang],
    action: LABELS.action[lang],
    siteLang: { fr: 'fr-FR', de: 'de-DE', es: 'es-ES', pt: 'pt-BR', it: 'it-IT' }[lang],
  };
}

/** Jekyll's array_to_sentence_string with its default connector: "A", "A and B", "A, B, and C". */
function sentence(items) {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

const ym = ([y, m]) => `${y}-${String(m).padStart(2, '0')}`;

/** The `_data/cv.json` the person would write (JSON Resume), as far as the page uses it. */
function cvJson(p) {
  return {
    basics: {
      name: fullName(p),
      label: p.headline,
      email: p.email,
      phone: p.phone.shown,
      summary: p.summary,
      location: {
        address: p.address.street,
        postalCode: p.address.postcode,
        city: p.address.city,
        countryCode: REGION_OF_COUNTRY[p.address.country],
      },
    },
    work: p.experience.map((j) => ({
      company: j.company,
      position: j.title,
      startDate: ym(j.start),
      endDate: j.end ? ym(j.end) : '',
      highlights: j.bullets,
    })),
    education: p.education.map((e) => ({
      institution: e.institution,
      area: e.degree,
      startDate: String(e.start),
      endDate: String(e.end),
    })),
    skills: p.skills.map((g) => ({ name: g.label, keywords: g.items })),
    languages: spokenLanguages(p).map((l) => ({ language: l.name, fluency: l.level })),
  };
}

/** `_includes/cv/*.html` for one entry block (header + content), as the includes write it. */
const entry = (id, title, content) => `
  <div id="${id}" class="entry">
    <header class="entry-header">
      <h3 class="entry-title">${html(title)}</h3>
    </header>

    <div class="entry-content">${content}
    </div>
  </div>
`;

/** The date line of work.html / education.html: start, then " — end" or " — Present" when endDate is "". */
const dateLine = (start, end, t) => `
        <div class="date">
            <span class="startDate">${html(start)}</span>
            <span class="endDate"> &mdash; ${html(end === '' ? t.present : end)}</span>
        </div>`;

function page(p) {
  const t = themeText(p.lang);
  const cv = cvJson(p);
  const b = cv.basics;
  const loc = b.location;

  const basics = `
  <div class="summary">
    <p>${html(b.summary)}</p>
  </div>
${entry(
  'contact',
  t.contact,
  `
      <div class="email"><strong>${html(t.email)}</strong> <a href="mailto:${html(b.email)}">${html(b.email)}</a></div>
      <div class="phone"><strong>${html(t.phone)}</strong> ${html(b.phone)}</div>`,
)}${entry(
    'location',
    t.location,
    `
      <address>
          <span class="address">${html(loc.address)}</span><br />
          <span class="city">${html(`${loc.city}, `)}</span>
          <span class="postalCode">${html(`${loc.postalCode} `)}</span>
          <span class="countryCode">${html(loc.countryCode)}</span>
      </address>`,
  )}`;

  const work = entry(
    'work',
    t.work,
    cv.work
      .map(
        (w) => `
          <h3 class="name">
              ${html(w.company)}
          </h3>
          <h4 class="position">${html(w.position)}</h4>${dateLine(w.startDate, w.endDate, t)}
          <ul class="highlights">
${w.highlights.map((h) => `              <li>${html(h)}</li>`).join('\n')}
          </ul>`,
      )
      .join(''),
  );

  const education = entry(
    'education',
    t.education,
    cv.education
      .map(
        (e) => `
          <h4 class="institution">${html(e.institution)}</h4>${dateLine(e.startDate, e.endDate, t)}
          <div class="area"><strong>${html(e.area)}</strong></div>`,
      )
      .join(''),
  );

  const skills = entry(
    'skills',
    t.skills,
    cv.skills
      .map(
        (s) => `
        <div class="taxonomy">${
          s.name
            ? `
            <h4 class="title">${html(s.name)}</h4>`
            : ''
        }
            <span class="keywords">${html(sentence(s.keywords))}</span>
        </div>`,
      )
      .join(''),
  );

  const languages = entry(
    'languages',
    t.languages,
    cv.languages
      .map(
        (l) => `
          <h4 class="language">${html(l.language)}</h4>${
            l.fluency
              ? `
          <div class="fluency">
            <em>${html(l.fluency)}</em>
          </div>`
              : ''
          }`,
      )
      .join(''),
  );

  const pdfIcon = readPdfIcon();
  const name = fullName(p);
  return `<!DOCTYPE html>
<!--
    Basically Basic Jekyll Theme 1.4.5
    Copyright 2017-2018 Michael Rose - mademistakes.com | @mmistakes
    Free for personal and commercial use under the MIT license
    https://github.com/mmistakes/jekyll-theme-basically-basic/blob/master/LICENSE
-->
<html lang="${t.siteLang}" class="no-js">
  <head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Curriculum Vitæ</title>
    <meta name="description" content="">
    <link rel="canonical" href="/cv/">
  <script>
    /* Cut the mustard */
    if ( 'querySelector' in document && 'addEventListener' in window ) {
      document.documentElement.className = document.documentElement.className.replace(/\\bno-js\\b/g, '') + 'js';
    }
  </script>

  <link rel="stylesheet" href="${pathToFileURL(path.join(DIR, 'main.css')).href}">
  <link rel="stylesheet" href="${pathToFileURL(path.join(DIR, 'fonts', 'fonts.css')).href}">
</head>

  <body class="layout--cv curriculum-vitæ">

    <nav class="skip-links">
  <h2 class="screen-reader-text">Skip links</h2>
  <ul>
    <li><a href="#primary-nav" class="screen-reader-shortcut">Skip to primary navigation</a></li>
    <li><a href="#main" class="screen-reader-shortcut">Skip to content</a></li>
    <li><a href="#footer" class="screen-reader-shortcut">Skip to footer</a></li>
  </ul>
</nav>

    <div class="sidebar-toggle-wrapper">
      <button class="toggle navicon-button larr" type="button">
        <span class="toggle-inner">
          <span class="sidebar-toggle-label visually-hidden">Menu</span>
          <span class="navicon"></span>
        </span>
      </button>
    </div>

    <div id="sidebar" class="sidebar">
      <div class="inner">
        <nav id="primary-nav" class="site-nav" itemscope itemtype="http://schema.org/SiteNavigationElement" aria-label="Main navigation">
  <ul id="menu-main-navigation" class="menu">
    <!-- Home link -->
    <li class="menu-item">
      <a href="/" itemprop="url">
        <span itemprop="name">Home</span>
      </a>
    </li>

    <!-- site.pages links -->
        <li class="menu-item">
          <a href="/cv/" itemprop="url">
            <span itemprop="name">Curriculum Vitæ</span>
          </a>
        </li>
  </ul>
</nav>
        <ul class="contact-list">
  <li>
  </li>
</ul>
      </div>
    </div>

    <div class="canvas">
      <div class="wrapper">
<header id="masthead">
  <div class="inner">
    <div class="title-area">
        <p class="site-title">
          <a href="/">
            <span>${html(name)}</span>
          </a>
        </p>
    </div>
  </div>
</header>
        <div class="initial-content">
<header class="intro">
  <div class="inner">
    <div class="intro-text">
      <h1 class="intro-title">${html(b.name)}</h1>
        <p class="intro-subtitle">${html(b.label)}</p>
        <ul class="intro-actions">
            <li><a href="#pdf-asset" class="btn"><span class="icon">${pdfIcon}</span>${html(t.action)}</a></li>
        </ul>
    </div>
  </div>
</header>

<main id="main" class="page-content" aria-label="Content">
  <div class="index inner">
    <div></div>
    <div>
      <div class="entries">
${basics}${work}${education}${skills}${languages}
      </div>
    </div>
  </div>
</main>

        </div>

        <div class="search-content">
          <div class="inner">
</div>
        </div>
      </div>
    </div>

    <footer id="footer" class="site-footer">
  <div class="inner">
    <div class="copyright">
        <p>&copy; 2026 ${html(name)}.</p>
    </div>
  </div>
</footer>

  </body>

</html>
`;
}

let pdfIconCache;
/** `_includes/icon-pdf.svg`, included inline by the intro's action button (read from the fetched theme). */
function readPdfIcon() {
  pdfIconCache ??= readFileSync(path.join(DIR, 'src', '_includes', 'icon-pdf.svg'), 'utf8').trim();
  return pdfIconCache;
}

/** Slot 58 of generate.mjs's fixed slots. */
export const SLOT_58_HTML_FAMILIES = {
  'basically-basic-cv': {
    dateStyle: 'iso',
    page: CHROME_SAVE_AS_PDF,
    html: page,
    waitForFonts: true,
  },
};
