// HTML/CSS résumé templates from GitHub, printed to PDF by Chromium, added after every other family
// (LATE_HTML_FAMILIES: generated last, so that no earlier family moved to another place in the list and
// no family's people changed). All were added as held-out families (issue 9, phase 4): no parser rule
// was written while looking at their text or their misses. Each page is the template's own markup,
// filled from the person's record the way its example fills it; the template's CSS, its licence and
// the web fonts it asks for are in templates/<family>/ (no network at print time: the Google Fonts link
// is replaced by a stylesheet of the same families over vendored woff2 files, OFL; icon fonts and
// scripts from CDNs are left out, as they are missing offline).
// - startbootstrap-resume: StartBootstrap's "Resume" theme (MIT, commit c6fbe5e, dist/css/styles.css,
//   Bootstrap 5.2.3 inside), the markup of its src/pug/index.pug. The theme has no print stylesheet, so
//   the screen layout is printed as a user's "Save as PDF" does it with Chrome's defaults (A4, 10 mm
//   margins, background graphics off) and the scale at 70 %, which lays the page out at 1 026 px, the
//   theme's desktop (lg) layout: each section at least a page tall with its content centred, the side
//   navigation (the section headings) repeated on the left of every page, capitals (CSS text-transform)
//   for the headings, the name, titles, companies and the contact line, and the date range right-aligned
//   on the title's line. (At 100 % the navigation is a fixed top bar, which Chromium paints over the
//   first lines of every later page, hiding a job title and company.)
// - resume-template-jglovier: Joel Glovier's Jekyll "resume-template" (MIT, commit e139383), its SCSS
//   compiled by sassc as Jekyll would (templates/resume-template-jglovier/main.css), the HTML its
//   _layouts/resume.html renders from _config.yml and _data/*.yml, with its own print stylesheet (Letter,
//   10 mm margins): centred name and contact line, the employer as a heading, then
//   "Position • Mon, YYYY — Present" in italics, skills as a heading per skill group and its items.
// - modern-resume-theme: James Grant's Jekyll theme sproogen/modern-resume-theme (MIT, commit 8901c8b), its SCSS
//   compiled by sassc (templates/modern-resume-theme/main.css, over Bootstrap 3.3.5, which it imports from a
//   CDN: vendored, MIT), the HTML its _layouts/default.html renders from a version-2 _config.yml (content
//   sections as lists and texts), printed with its print rules as Chrome's "Save as PDF" does it with its
//   defaults (A4, 10 mm margins, background graphics off, 100 %): name and job title on the left, "Email:"
//   and "Phone:" on the right, section titles centred over a dashed rule, each entry's company, job title
//   (bold) and date range right-aligned above its description, a footer with the name and e-mail.
// - tonyalgara-resume (LAST_HTML_FAMILIES, after AltaCV): Tony Algara's Tailwind + Handlebars résumé page
//   tonyAlgara/tonyAlgara.github.io (MIT, as its README says; commit 518e781). Its index.html, style.css
//   and the two icons used are vendored unchanged; the Tailwind CSS it loads from cdn.tailwindcss.com is
//   built offline by tailwindcss 3.4.17 over that index.html (templates/tonyalgara-resume/tailwind.css,
//   input.css), and Handlebars' output is written here the way its template renders the person's record
//   (with the classes its index.js then adds to h1-h6, p and .leftColumnItem). Printed as its README says
//   (Chrome, "Save as PDF", A4, margins None, background graphics on, no headers and footers): a blue
//   sidebar a third wide with the name, headline, e-mail and phone, then the summary, languages and skills
//   (one per line, no categories) under it; on the right the experience entries of title, company,
//   "Month YYYY - Month YYYY - City" and bullets, then education (degree, school, "YYYY - YYYY").
// - best-resume-ever-material-dark (NEWEST_HTML_FAMILIES, the fixed slot after pas-cv): the material-dark
//   template of salomonelli/best-resume-ever (MIT, commit 29e753c), a Vue 2 + LESS tool that prints with
//   puppeteer. Its LESS is compiled by less 3.8.1 (templates/best-resume-ever/material-dark.css), and the
//   DOM Vue renders from the person's data.yml is written here; printed as its scripts/export.js does (A4, no
//   margins): a dark sidebar a third wide under a placeholder photo, with icon-led address, phone and
//   e-mail, then skill names over slider bars; on grey on the right the spaced capital name, headline and
//   summary, then each job as a white shadowed card ("Title - Company", "Month YYYY - Month YYYY", one
//   paragraph) and each school as a card (degree, "YYYY - YYYY, School, City").
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate, showEnd } from './persons.mjs';
// Slot 3 (html-resume-template-tombarr) lives in its own module.
export { SLOT_3_HTML_FAMILIES } from './html-tombarr.mjs';
// Slot 6 (modern-hugo-resume) lives in its own module.
export { SLOT_6_HTML_FAMILIES } from './html-modern-hugo-resume.mjs';
// Slot 5 (crisp-minimal-resume) lives in its own module.
export { SLOT_5_HTML_FAMILIES } from './html-crisp.mjs';
// Slot 7 (jekyll-professional-resume) lives in its own module.
export { SLOT_7_HTML_FAMILIES } from './html-jekyll-professional-resume.mjs';
// Slot 9 (resume-md) lives in its own module.
export { SLOT_9_HTML_FAMILIES } from './html-resume-md.mjs';
// Slot 10 (almeida-cv) lives in its own module.
export { SLOT_10_HTML_FAMILIES } from './html-almeida-cv.mjs';
// Slot 11 (a4-resume-template) lives in its own module.
export { SLOT_11_HTML_FAMILIES } from './html-a4-resume-template.mjs';
// Slot 13 (flex-bp-hugo-cv) lives in its own module.
export { SLOT_13_HTML_FAMILIES } from './html-flex-bp-hugo-cv.mjs';
// Slot 14 (vcard-personal-portfolio) lives in its own module.
export { SLOT_14_HTML_FAMILIES } from './html-vcard-personal-portfolio.mjs';
// Slot 17 (minimalist-cv-jarocki) lives in its own module.
export { SLOT_17_HTML_FAMILIES } from './html-minimalist-cv-jarocki.mjs';
// Slot 21 (career-timeline) lives in its own module.
export { SLOT_21_HTML_FAMILIES } from './html-career-timeline.mjs';
export { SLOT_18_HTML_FAMILIES } from './html-resume-a4.mjs';
export { SLOT_22_HTML_FAMILIES } from './html-devportfolio.mjs';
export { SLOT_23_HTML_FAMILIES } from './html-markdown-resume-js.mjs';
export { SLOT_26_HTML_FAMILIES } from './html-online-resume-tarrex.mjs';
export { SLOT_27_HTML_FAMILIES } from './html-react-resume-ceevee.mjs';
export { SLOT_31_HTML_FAMILIES } from './html-cv-html-zichy.mjs';
export { SLOT_30_HTML_FAMILIES } from './html-eleventy-resume-boeck.mjs';
export { SLOT_34_HTML_FAMILIES } from './html-cv-template-sneas.mjs';
export { SLOT_35_HTML_FAMILIES } from './html-resume-buu700.mjs';
export { SLOT_39_HTML_FAMILIES } from './html-jekyll-cv-panakakis.mjs';
export { SLOT_38_HTML_FAMILIES } from './html-cv-template-halvardssm.mjs';
export { SLOT_42_HTML_FAMILIES } from './html-hugo-devres-nirgn975.mjs';
export { SLOT_41_HTML_FAMILIES } from './html-resume-cowssaymoo.mjs';
export { SLOT_46_HTML_FAMILIES } from './html-reactive-resume-gengar.mjs';
export { SLOT_45_HTML_FAMILIES } from './html-resume-matcher-swiss.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATES = path.join(here, 'templates');

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const href = (family, file) => pathToFileURL(path.join(TEMPLATES, family, file)).href;

/** StartBootstrap Resume: src/pug/index.pug with the person's sections. */
function startbootstrap(p) {
  const h = HEADINGS[p.lang];
  const entry = (heading, subheading, body, dates) => `
          <div class="d-flex flex-column flex-md-row justify-content-between mb-5">
            <div class="flex-grow-1">
              <h3 class="mb-0">${html(heading)}</h3>
              <div class="subheading mb-3">${html(subheading)}</div>
              ${body}
            </div>
            <div class="flex-shrink-0"><span class="text-primary">${html(dates)}</span></div>
          </div>`;
  const jobs = p.experience.map((j) =>
    entry(
      j.title,
      j.company,
      `<p>${j.bullets.map(html).join(' ')}</p>`,
      `${showDate(j.start, 'long')} - ${showEnd(p, j.end, 'long')}`,
    ),
  );
  // The example's education entries: institution as the heading, the degree as the subheading.
  const schools = p.education.map((e) => entry(e.institution, e.degree, '', `${e.start} - ${e.end}`));
  const skills = p.skills.map(
    (g) =>
      (g.label ? `<div class="subheading mb-3">${html(g.label)}</div>\n          ` : '') +
      `<ul class="fa-ul mb-0">${g.items
        .map((s) => `<li><span class="fa-li"><i class="fas fa-check"></i></span>${html(s)}</li>`)
        .join('')}</ul>`,
  );
  const nav = [
    ['about', h.summary],
    ['experience', h.experience],
    ['education', h.education],
    ['skills', h.skills],
    ['languages', h.languages],
  ];
  const a = p.address;
  return `<!DOCTYPE html>
<html lang="${p.lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
    <title>Resume - ${html(fullName(p))}</title>
    <link href="${href('startbootstrap-resume', 'fonts.css')}" rel="stylesheet" type="text/css" />
    <link href="${href('startbootstrap-resume', 'styles.css')}" rel="stylesheet" />
  </head>
  <body id="page-top">
    <nav class="navbar navbar-expand-lg navbar-dark bg-primary fixed-top" id="sideNav">
      <a class="navbar-brand js-scroll-trigger" href="#page-top">
        <span class="d-block d-lg-none">${html(fullName(p))}</span>
        <span class="d-none d-lg-block"></span>
      </a>
      <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#navbarResponsive" aria-controls="navbarResponsive" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
      <div class="collapse navbar-collapse" id="navbarResponsive">
        <ul class="navbar-nav">
          ${nav.map(([id, t]) => `<li class="nav-item"><a class="nav-link js-scroll-trigger" href="#${id}">${html(t)}</a></li>`).join('\n          ')}
        </ul>
      </div>
    </nav>
    <div class="container-fluid p-0">
      <section class="resume-section" id="about">
        <div class="resume-section-content">
          <h1 class="mb-0">${html(p.first)} <span class="text-primary">${html(p.last)}</span></h1>
          <div class="subheading mb-5">${html(a.street)} · ${html(a.city)} ${html(a.postcode)}, ${html(a.country)} · ${html(p.phone.shown)} · <a href="mailto:${html(p.email)}">${html(p.email)}</a></div>
          <p class="lead mb-5">${html(p.summary)}</p>
        </div>
      </section>
      <hr class="m-0" />
      <section class="resume-section" id="experience">
        <div class="resume-section-content">
          <h2 class="mb-5">${html(h.experience)}</h2>${jobs.join('')}
        </div>
      </section>
      <hr class="m-0" />
      <section class="resume-section" id="education">
        <div class="resume-section-content">
          <h2 class="mb-5">${html(h.education)}</h2>${schools.join('')}
        </div>
      </section>
      <hr class="m-0" />
      <section class="resume-section" id="skills">
        <div class="resume-section-content">
          <h2 class="mb-5">${html(h.skills)}</h2>
          ${skills.join('\n          ')}
        </div>
      </section>
      <hr class="m-0" />
      <section class="resume-section" id="languages">
        <div class="resume-section-content">
          <h2 class="mb-5">${html(h.languages)}</h2>
          <p class="mb-0">${html(p.languages)}</p>
        </div>
      </section>
    </div>
  </body>
</html>`;
}

/** The example's duration: 'Oct, 2013 — Present' (English months, as the example writes them). */
const duration = (p, j) =>
  `${showDate(j.start, 'short').replace(' ', ', ')} &mdash; ${
    j.end ? showDate(j.end, 'short').replace(' ', ', ') : html(PRESENT_WORD[p.lang])
  }`;

/**
 * jglovier/resume-template: what _layouts/resume.html renders with display_header_contact_info "true"
 * (resume_header_contact_info "address • phone • email", as in its _config.yml), the experience,
 * education and skills sections on, the others (projects, recognition, links, associations, print social
 * links) off and no avatar; the footer that the layout asks to remove ("If this is your live resume, you
 * can modify or remove this part") removed. Section headings in the person's language.
 */
function jglovier(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const jobs = p.experience.map(
    (j) => `
        <div class="resume-item" itemscope itemprop="worksFor" itemtype="http://schema.org/Organization">
          <h3 class="resume-item-title" itemprop="name">${html(j.company)}</h3>
          <h4 class="resume-item-details" itemprop="description">${html(j.title)} &bull; ${duration(p, j)}</h4>
          <p class="resume-item-copy">${j.bullets.map(html).join(' ')}</p>
        </div><!-- end of resume-item -->`,
  );
  const schools = p.education.map(
    (e) => `
        <div class="resume-item" itemscope itemprop="alumniOf" itemtype="http://schema.org/CollegeOrUniversity">
          <h3 class="resume-item-title" itemprop="name">${html(e.institution)}</h3>
          <h4 class="resume-item-details group" itemprop="description">${html(e.degree)} &bull; ${e.start} &mdash; ${e.end}</h4>
          <h5 class="resume-item-details award-title" itemprop="description"></h5>
          <p class="resume-item-copy" itemprop="description">
            <ul class="resume-item-list">
            </ul>
          <p class="resume-item-copy"></p>
        </div>`,
  );
  // _data/skills.yml: a `skill` heading and its `description`; a list without a category is one entry
  // per skill with no description.
  const skills = p.skills.flatMap((g) =>
    (g.label ? [[g.label, g.items.join(', ')]] : g.items.map((s) => [s, ''])).map(
      ([skill, description]) => `
        <div class="resume-item">
          <h4 class="resume-item-details">${html(skill)}</h4>
          <p class="resume-item-copy">${html(description)}</p>
        </div>`,
    ),
  );
  const contact = `${a.street}, ${a.city} ${a.postcode}, ${a.country} • ${p.phone.shown} • ${p.email}`;
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${html(fullName(p))}</title>
    <link href="${href('resume-template-jglovier', 'fonts.css')}" rel="stylesheet" type="text/css">
    <meta name="description" content="${html(p.summary)}">
    <link rel="stylesheet" href="${href('resume-template-jglovier', 'main.css')}">
  </head>
  <body class="theme-default" lang="${p.lang}">
    <div class="wrapper" itemscope itemtype="http://schema.org/Person">
      <meta itemprop="telephone" content="${html(p.phone.shown)}"/>
      <meta itemprop="address" content="${html(`${a.street}, ${a.city}`)}"/>
      <header class="page-header">
        <h1 class="header-name" itemprop="name">${html(fullName(p))}</h1>
        <div class="header-contact-info">
          <p>${html(contact)}</p>
        </div>
        <div class="title-bar no-print">
          <h2 class="header-title" itemprop="jobTitle">${html(p.headline)}</h2>
        </div>
        <div class="executive-summary" itemprop="description">
          <p>${html(p.summary)}</p>
        </div>
        <a href="mailto:${html(p.email)}" class="contact-button no-print" itemprop="email">Contact me</a>
      </header>
      <!-- begin Experience -->
      <section class="content-section">
        <header class="section-header">
          <h2>${html(h.experience)}</h2>
        </header>${jobs.join('')}
      </section>
      <!-- end Experience -->
      <!-- begin Education -->
      <section class="content-section">
        <header class="section-header">
          <h2>${html(h.education)}</h2>
        </header>${schools.join('')}
      </section>
      <!-- end Education -->
      <!-- begin Skills -->
      <section class="content-section">
        <header class="section-header">
          <h2>${html(h.skills)}</h2>
        </header>${skills.join('')}
      </section>
      <!-- end Skills -->
    </div>
  </body>
</html>`;
}

/** Kramdown's typography on plain text (what markdownify does to it): HTML escaped, straight quotes curled. */
const markdownify = (s) =>
  html(s)
    .replace(/(^|[\s(])"/g, '$1&ldquo;')
    .replace(/"/g, '&rdquo;')
    .replace(/(^|[\s(])'/g, '$1&lsquo;')
    .replace(/'/g, '&rsquo;');

/** The theme's email_title and phone_title overrides, in the person's language (defaults "Email", "Phone"). */
const CONTACT_TITLES = {
  en: ['Email', 'Phone'],
  fr: ['E-mail', 'Téléphone'],
  de: ['E-Mail', 'Telefon'],
  es: ['Correo', 'Teléfono'],
  pt: ['E-mail', 'Telefone'],
  it: ['E-mail', 'Telefono'],
};

/** Jekyll's slugify (default mode): lower case, runs of other than letters and digits to one '-'. */
const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/**
 * sproogen/modern-resume-theme: what _layouts/default.html (with _includes/head.html, header.html,
 * about.html, section-list.html, section-text.html and footer.html) renders from a `version: 2`
 * _config.yml holding name, title (the headline), email, phone (email_title/phone_title in the person's
 * language), about_title (the summary heading) and about_content (the summary), no profile image, no social
 * or additional links, no website, and `content`: Experience as a list of `layout: right` items (title the
 * company, sub_title the job title, caption "March 2018 - Present" as its example writes "November 2016 -
 * present", the bullets as a Markdown list for the description), Education as `layout: top-right` items
 * (institution, degree, "2012 - 2014"), Skills and Languages as `layout: text` sections (a category as
 * "**Category:** items", items without a category as one line). Footer references off. jekyll-seo-tag's
 * meta tags, the favicon link and the dark-mode script (it only acts on a dark colour scheme) are left out.
 */
function modernResume(p) {
  const h = HEADINGS[p.lang];
  const [emailTitle, phoneTitle] = CONTACT_TITLES[p.lang];
  const section = (title, layout, body) => `
          <div class="container ${layout}-container">
            <h3 id="${slugify(title)}">${html(title)}</h3>
            ${body}
          </div>
        `;
  const item = (layout, title, subTitle, caption, description) => `
  <div class="row clearfix layout layout-${layout} border-no">
    <div class="col-xs-12 col-sm-4 col-md-3 col-print-12 details">
      <h4 id="${slugify(title)}">${html(title)}</h4><p><b>${html(subTitle)}</b></p><p>${html(caption)}</p><p class="no-print aditional-links">
      </p>
    </div>
    <div class="col-xs-12 col-sm-8 col-md-9 col-print-12 content">${description}
    </div>
  </div>
`;
  const jobs = p.experience.map((j) =>
    item(
      'right',
      j.company,
      j.title,
      `${showDate(j.start, 'long')} - ${showEnd(p, j.end, 'long')}`,
      `<ul>\n${j.bullets.map((b) => `  <li>${markdownify(b)}</li>\n`).join('')}</ul>\n`,
    ),
  );
  const schools = p.education.map((e) =>
    item('top-right', e.institution, e.degree, `${e.start} - ${e.end}`, ''),
  );
  const text = (paragraphs) => `<div class="row clearfix">
  <div class="col-md-12">
    ${paragraphs.map((t) => `<p>${t}</p>`).join('\n\n')}

  </div>
</div>
`;
  const skills = p.skills.map((g) =>
    g.label
      ? `<strong>${markdownify(g.label)}:</strong> ${markdownify(g.items.join(', '))}`
      : markdownify(g.items.join(', ')),
  );
  return `<!DOCTYPE html>
<html lang="${p.lang}"><head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">

  <title>${html(fullName(p))} | ${html(p.headline)}</title><link rel="stylesheet" href="${href('modern-resume-theme', 'main.css')}">
</head><body class=""><div class="container header-container">
  <div class="row">
    <div class="col-xs-12 col-sm-6 col-md-6 col-lg-8 header-left">
      <h1>${html(fullName(p))}</h1>
      <h2>${html(p.headline)}</h2>
    </div>
    <div class="col-xs-12 col-sm-6 col-md-6 col-lg-4 header-right">
      <ul class="icons no-print">
      </ul><p>
          ${emailTitle}: <a href="mailto:${html(p.email)}" target="_blank">${html(p.email)}</a>
        </p><p>
          ${phoneTitle}: ${html(p.phone.shown)}
        </p></div>
  </div>
</div>
<main class="page-content" aria-label="Content">
    <div class="wrapper"><div class="container intro-container">
  <h3 id="${slugify(h.summary)}">${html(h.summary)}</h3>
  <div class="row clearfix"><div class="col-xs-12 "><p>${markdownify(p.summary)}</p>
</div>
  </div>
</div>
${section(h.experience, 'list', jobs.join(''))}${section(h.education, 'list', schools.join(''))}${section(
    h.skills,
    'text',
    text(skills),
  )}${section(h.languages, 'text', text([markdownify(p.languages)]))}
    </div>
  </main><div class="container footer-container">
  <p>
    ${html(fullName(p))} -
    <a href="mailto:${html(p.email)}" target="_blank">${html(p.email)}</a></p>
</div>
</body>

</html>`;
}

const margin = { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' };

/** name → { dateStyle, page (Chromium page.pdf options), html(person), waitForFonts } */
export const LATE_HTML_FAMILIES = {
  'startbootstrap-resume': {
    dateStyle: 'long',
    page: { format: 'A4', margin, scale: 0.7 },
    html: startbootstrap,
    waitForFonts: true,
  },
  'resume-template-jglovier': {
    dateStyle: 'short',
    page: { format: 'Letter', margin },
    html: jglovier,
    waitForFonts: true,
  },
  'modern-resume-theme': {
    dateStyle: 'long',
    page: { format: 'A4', margin },
    html: modernResume,
    waitForFonts: true,
  },
};

/** Handlebars' "{{x}}" escaping. */
const hbs = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/`/g, '&#x60;')
    .replace(/=/g, '&#x3D;');

/** The classes tonyAlgara's index.js adds after rendering (its basicStyles). */
const TONY = {
  h1: 'text-3xl font-bold',
  h3: 'text-xl mt-4 mb-2',
  h4: 'text-lg mt-4 mb-3',
  h5: 'text-base mt-3 mb-2',
  p: 'text-base font-thin',
  leftColumnItem: 'pr-4 pl-4 pb-1 pt-2',
};

/**
 * tonyAlgara/tonyAlgara.github.io: the DOM its index.html's Handlebars template and index.js make from a
 * resume.js of the person's record — name, title (headline), email, phone, no photo (the template's
 * <img> has no #if, so it is there with an empty src), no website/linkedin/github links, summary,
 * languages ("English (native)" split into name and level), skills as one name each without level
 * (the example's flat list: category labels are dropped), no interests; work with years
 * "Month YYYY - Month YYYY" as the example writes them, the city as location, bullets as
 * descriptionPoints and no keywords; education with graduation "start - end"; the i18n headings in the
 * person's language.
 */
function tonyAlgara(p) {
  const h = HEADINGS[p.lang];
  const T = (f) => href('tonyalgara-resume', f);
  const languages = p.languages.split(/,\s*/).map((l) => {
    const m = /^(.*?)\s*\((.*)\)$/.exec(l);
    return m ? { name: m[1], level: m[2] } : { name: l, level: '' };
  });
  const langs = languages
    .map(
      (l) => `
              <div class="pb-1 text-xs">
                ${hbs(l.name)}
                <span class="font-thin">(${hbs(l.level)})</span>
              </div>`,
    )
    .join('');
  const skills = p.skills
    .flatMap((g) => g.items)
    .map(
      (s) => `
              <div class="pb-1 text-xs">
                ${hbs(s)}
              </div>`,
    )
    .join('');
  const work = p.experience
    .map(
      (j) => `
          <div class="pb-2 ml-4 work">
            <div>${hbs(j.title)}</div>
            <div class="ml-2">
              <div>
                <span class="text-blue-600">
                  ${hbs(j.company)}
                </span>
              </div>
              <div class="text-xs">
                ${hbs(`${showDate(j.start, 'long')} - ${showEnd(p, j.end, 'long')}`)}
                -
                <span class="font-thin">${hbs(j.city)}</span>
              </div>
              <p class="mb-1 text-xs ${TONY.p}"></p>
              <ul class="ml-4 list-disc font-thin marker:text-blue-600">${j.bullets
                .map(
                  (b) => `
                  <li class="text-xs">${hbs(b)}</li>`,
                )
                .join('')}
              </ul>

              <div class="flex pt-1">
              </div>
            </div>
          </div>`,
    )
    .join('');
  const schools = p.education
    .map(
      (e) => `
            <div class="pb-2 ml-4 education">
              <div class="text-s">${hbs(e.degree)}</div>
              <div class="text-xs">${hbs(e.institution)}</div>
              <div class="text-xs font-thin">${hbs(`${e.start} - ${e.end}`)}</div>
            </div>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="${p.lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="stylesheet" href="${T('style.css')}" />
    <link rel="stylesheet" href="${T('tailwind.css')}" />
  </head>
  <body>
    <page size="A4">
      <div id="resume-placeholder">
    <!-- Main Columns -->
    <div class="h-full grid grid-cols-3 gap-4 pb-2">
      <!-- Column 1-->
      <div class="col-span-1 flex flex-col justify-between">
        <div>
          <div class="p-4 bg-blue-500 [&>*]:text-white">
            <img
              class="rounded-full mb-4 w-4/6 border-4 border-white"
              src=""
            />
            <h1 class="${TONY.h1}">${hbs(fullName(p))}</h1>
            <h5 class="${TONY.h5}">${hbs(p.headline)}</h5>

            <div class="flex flex-col space-y-1">

                <div class="flex row">
                  <img class="mr-1" src="${T('svg/email.svg')}" width="18" />
                  <div>${hbs(p.email)}</div>
                </div>

                <div class="flex row">
                  <img class="mr-1" src="${T('svg/phone.svg')}" width="18" />
                  <div>${hbs(p.phone.shown)}</div>
                </div>
              <div class="mb-1"></div>

            </div>
          </div>
          <div class="bg-blue-500 decoration"></div>
        </div>

          <div class="pr-4 pl-4 pb-1">
            <h4 class="${TONY.h4}">${hbs(h.summary)}</h4>
            <p class="text-xs font-thin ${TONY.p}">${html(p.summary)}</p>
          </div>

          <div class="leftColumnItem ${TONY.leftColumnItem}">
            <h4 class="${TONY.h4}">${hbs(h.languages)}</h4>${langs}
          </div>

          <div class="leftColumnItem ${TONY.leftColumnItem}">
            <h4 class="${TONY.h4}">${hbs(h.skills)}</h4>${skills}
          </div>
      </div>

      <!-- Column 2 -->
      <div class="col-span-2 flex flex-col justify-between pt-4 pr-4">
        <h3 class="${TONY.h3}">${hbs(h.experience)}</h3>${work}
        <div>
          <h3 class="${TONY.h3}">${hbs(h.education)}</h3>${schools}
        </div>
      </div>
    </div>
      </div>
    </page>
  </body>
</html>`;
}

/** After LAST_LATEX_FAMILIES (AltaCV) in generate.mjs, so that no family's people change. */
export const LAST_HTML_FAMILIES = {
  'tonyalgara-resume': {
    dateStyle: 'long',
    // The README's Chrome settings: margins None, background graphics on; the page is A4 (page[size="A4"]).
    page: { format: 'A4', margin: { top: '0', bottom: '0', left: '0', right: '0' }, printBackground: true },
    html: tonyAlgara,
    waitForFonts: true,
  },
};

/** best-resume-ever's section titles (its src/lang/*.js), by the person's language; its options.js falls back to English. */
const BRE_TERMS = {
  en: { contact: 'Contact', experience: 'Experience', education: 'Education', skills: 'Skills' },
  de: {
    contact: 'Kontakt',
    experience: 'Berufserfahrung',
    education: 'Schulbildung',
    skills: 'Qualifikationen',
  },
  fr: {
    contact: 'Contact',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
  },
  es: { contact: 'Contacto', experience: 'Experiencia', education: 'Educación', skills: 'Habilidades' },
  it: {
    contact: 'Contatti',
    experience: 'Esperienza professionale',
    education: 'Formazione',
    skills: 'Competenze',
  },
  pt: {
    contact: 'Contato',
    experience: 'Experiência Profissional',
    education: 'Formação Acadêmica',
    skills: 'Competências',
  },
};
/** Skill levels (0-100, the bars' widths): the records have none, so a fixed cycle of plausible ones. */
const BRE_LEVELS = [95, 85, 90, 70, 80, 60, 75, 88, 65];

/**
 * salomonelli/best-resume-ever, template material-dark (src/resumes/material-dark.vue): the DOM Vue renders
 * from a resume/data.yml of the person's record inside its pages/resume.vue page (21 cm × 29.68 cm, overflow
 * hidden), with App.vue's global styles. Fields as its data.yml has them: name (no middle name), position
 * (headline), about (summary), no birth, contact street and city ("postcode city, country"), phone, email,
 * no github or website; skills as name and level (flat: category labels dropped; levels made up, the
 * records have none), knowledge (the spoken languages: the example's knowledge line says which languages
 * its person grew up with; the template prints it under an empty headline, as lang.additionalSkills is in
 * none of its languages); experience as "position - company", timeperiod "Month YYYY - Month YYYY" (the
 * example's second form; the language's word for now) and the bullets joined as the one description; education as
 * the degree, then "timeperiod, description" with "YYYY - YYYY" and "institution, city" (the example's
 * "…, University A, New York, USA."). The photo is the template's own placeholder (resume/id.jpg: the
 * people have none). Section titles are its own terms for the person's language (pt: pt-br, Brazil's).
 */
function bestResumeEver(p) {
  const t = BRE_TERMS[p.lang] ?? BRE_TERMS.en;
  const T = (f) => href('best-resume-ever', f);
  const skills = p.skills
    .flatMap((g) => g.items)
    .map(
      (s, i) => `
      <div class="skill">
        <div class="right">
          <span>${html(s)}&nbsp;</span>
          <div class="progress">
            <div class="determinate" style="width: ${BRE_LEVELS[i % BRE_LEVELS.length]}%;">
              <i class="fa fa-circle"></i>
            </div>
          </div>
        </div>
      </div>`,
    )
    .join('');
  const jobs = p.experience
    .map(
      (j) => `
    <div class="block">
      <a>
        <div class="block-helper"></div>
        <h3 class="headline">${html(j.title)} - ${html(j.company)}</h3>
          <div class="subheadline">${html(`${showDate(j.start, 'long')} - ${showEnd(p, j.end, 'long')}`)}</div>
          <p class="info">
            ${html(j.bullets.join(' '))}
          </p>
      </a>
    </div>`,
    )
    .join('');
  const schools = p.education
    .map(
      (e) => `
    <div class="block">
      <a>
        <div class="block-helper"></div>
        <div class="headline">${html(e.degree)}</div>
        <p class="info">
          ${html(`${e.start} - ${e.end}`)}, ${html(`${e.institution}, ${e.city}`)}
        </p>
      </a>
    </div>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>best-resume-ever</title>
    <link rel="stylesheet" href="${T('fonts.css')}">
    <link rel="stylesheet" href="${pathToFileURL('/usr/share/fonts-font-awesome/css/font-awesome.css').href}">
    <style>
body {
  padding: 0;
  margin: 0;
  overflow-x: hidden;
  background: #CCCCCC;
}
    </style>
    <link rel="stylesheet" href="${T('resume.css')}">
    <link rel="stylesheet" href="${T('material-dark.css')}">
    <style>#myselfpic { background-image: url('${T('id.jpg')}'); }</style>
  </head>
  <body>
<div id="app"><div class="page-wrapper">
  <div class="page" id="material-dark">
    <div class="page-inner">
<div class="resume">
  <div class="leftCol m_box">
    <div class="shadow"></div>
    <div class="heading" id="myselfpic">
    </div>
    <div class="section-headline">
      ${html(t.contact)}
    </div>

    <div class="item">
      <div class="icon">
        <i class="material-icons">location_city</i>
      </div>
      <div class="text">
        <ul>
          <li>${html(p.address.street)}</li>
          <li>${html(`${p.address.postcode} ${p.address.city}, ${p.address.country}`)}</li>
        </ul>
      </div>
    </div>

    <a href="tel:${html(p.phone.shown)}">
      <div class="item">
        <div class="icon">
          <i class="material-icons">phone</i>
        </div>
        <div class="text">
          ${html(p.phone.shown)}
        </div>
      </div>
    </a>

    <a href="mailto:${html(p.email)}">
      <div class="item">
        <div class="icon">
          <i class="material-icons">email</i>
        </div>
        <div class="text">
          ${html(p.email)}
        </div>
      </div>
    </a>

    <div class="item">
      <div class="section-headline">
        ${html(t.skills)}
      </div>${skills}
    </div>

    <div class="item last">
      <div class="section-headline">
        
      </div>
      <div class="skill">
        <div class="right">
          <span>${html(p.languages)}</span>
        </div>
      </div>
    </div>
  </div>

  <div class="rightCol">
    <div class="title">
      <h2>${html(p.first)}  ${html(p.last)}</h2>
      <div class="description">${html(p.headline)}</div>
      <span class="about">${html(p.summary)}</span>
    </div>

    <div class="section-headline experience">${html(t.experience)}</div>${jobs}
    <div class="section-headline">${html(t.education)}</div>${schools}
  </div>

  <div style="clear:both;"></div>
</div>
    </div>
  </div>
</div></div>
  </body>
</html>`;
}

/** The newest HTML family: generate.mjs gives it a fixed slot after FINAL_LATEX_FAMILIES (pas-cv). */
export const NEWEST_HTML_FAMILIES = {
  'best-resume-ever-material-dark': {
    dateStyle: 'long',
    // Its scripts/export.js: puppeteer's page.pdf({ format: 'A4' }) — no margins, backgrounds as the page's
    // -webkit-print-color-adjust: exact asks.
    page: { format: 'A4' },
    html: bestResumeEver,
    waitForFonts: true,
  },
};

/** Skill levels (the bars' widths and the printed percentages): the records have none, so a fixed cycle. */
const INFOGRAPHIC_LEVELS = [90, 85, 75, 60, 95, 70, 80, 65];
/** The example's aria-label words for a level (90 and 85 "Advanced", 75 "Proficient", 60 "Intermediate"). */
const infographicLevelWord = (n) => (n >= 85 ? 'Advanced' : n >= 70 ? 'Proficient' : 'Intermediate');

/**
 * awesome-resume-templates/html-resume-templates, template 14-infographic (MIT, commit 0463aac): its
 * index.html filled from the person's record as its comments ask — name, title (headline), the contact list
 * (e-mail and phone as links, then "City, Country"), the summary, one skill bar per skill with its
 * percentage printed at the right (flat: the template has no categories, labels are dropped; levels made up,
 * the records have none), each job as "Title — Company" with "YYYY — YYYY" (or the language's word for now)
 * right-aligned on its line and the bullets under it, each school as "Degree — School" with "YYYY — YYYY";
 * the optional footer line ("References available on request.") deleted, as the template allows. Section
 * headings in the person's language (English: the template's own words). Languages: the template has no
 * section for them, so they are left out.
 */
function infographic(p) {
  const h = p.lang === 'en' ? { ...HEADINGS.en, summary: 'Summary' } : HEADINGS[p.lang];
  const skills = p.skills
    .flatMap((g) => g.items)
    .map((s, i) => {
      const n = INFOGRAPHIC_LEVELS[i % INFOGRAPHIC_LEVELS.length];
      return `
        <li>
          <div class="skill-bar-label">
            <span>${html(s)}</span>
            <span class="skill-bar-value">${n}%</span>
          </div>
          <div class="skill-bar-track" role="img" aria-label="${html(s)}: ${infographicLevelWord(n)}, ${n} percent">
            <div class="skill-bar-fill" style="--level: ${n}%;"></div>
          </div>
        </li>`;
    })
    .join('');
  const jobs = p.experience
    .map(
      (j) => `
      <article class="entry">
        <div class="entry-header">
          <h3>${html(j.title)} <span class="entry-org">— ${html(j.company)}</span></h3>
          <p class="entry-date">${j.start[0]} — ${html(showEnd(p, j.end, 'year'))}</p>
        </div>
        <ul>${j.bullets
          .map(
            (b) => `
          <li>${html(b)}</li>`,
          )
          .join('')}
        </ul>
      </article>`,
    )
    .join('\n');
  const schools = p.education
    .map(
      (e) => `
      <article class="entry">
        <div class="entry-header">
          <h3>${html(e.degree)} <span class="entry-org">— ${html(e.institution)}</span></h3>
          <p class="entry-date">${e.start} — ${e.end}</p>
        </div>
      </article>`,
    )
    .join('\n');
  const tel = p.phone.e164;
  return `<!DOCTYPE html>
<html lang="${p.lang}">
<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <title>${html(fullName(p))} — Resume</title>
  <meta name="description" content="Infographic HTML resume template — free, open source, easy to customize.">
  <link rel="stylesheet" href="${href('html-resume-templates-infographic', 'style.css')}">
</head>
<body>

  <header id="resume-header">
    <h1>${html(fullName(p))}</h1>
    <p class="title">${html(p.headline)}</p>
    <ul class="contact-list" aria-label="Contact information">
      <li><a href="mailto:${html(p.email)}">${html(p.email)}</a></li>
      <li><a href="tel:${html(tel)}">${html(p.phone.shown)}</a></li>
      <li>${html(`${p.address.city}, ${p.address.country}`)}</li>
    </ul>
  </header>

  <main>

    <section id="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">${html(h.summary)}</h2>
      <p>
        ${html(p.summary)}
      </p>
    </section>

    <section id="skills" aria-labelledby="skills-heading">
      <h2 id="skills-heading">${html(h.skills)}</h2>
      <ul class="skill-bars">${skills}
      </ul>
    </section>

    <section id="experience" aria-labelledby="experience-heading">
      <h2 id="experience-heading">${html(h.experience)}</h2>
${jobs}
    </section>

    <section id="education" aria-labelledby="education-heading">
      <h2 id="education-heading">${html(h.education)}</h2>
${schools}
    </section>

  </main>

</body>
</html>
`;
}

/**
 * generate.mjs's fixed slot 2 (after twentyseconds-libreoffice): html-resume-templates-infographic, printed as
 * the collection's README says ("your browser's Print dialog → Save as PDF") with Chrome's defaults: A4,
 * 10 mm margins, background graphics off (the template's print rules ask for exact colours, so the bars are
 * drawn), 100 %.
 */
export const SLOT_2_HTML_FAMILIES = {
  'html-resume-templates-infographic': {
    dateStyle: 'year',
    page: { format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } },
    html: infographic,
    waitForFonts: true,
  },
};
export { SLOT_50_HTML_FAMILIES } from './html-pandoc-resume-chmduquesne.mjs';
export { SLOT_49_HTML_FAMILIES } from './html-hugo-orbit.mjs';
export { SLOT_53_HTML_FAMILIES } from './html-resume-builder-sadanandpai.mjs';
export { SLOT_54_HTML_FAMILIES } from './html-visiky-resume-template1.mjs';
export { SLOT_58_HTML_FAMILIES } from './html-basically-basic-cv.mjs';
export { SLOT_57_HTML_FAMILIES } from './html-cv-template-thecatatafish.mjs';
export { SLOT_62_HTML_FAMILIES } from './html-clean-cv-bmaupin.mjs';
export { SLOT_61_HTML_FAMILIES } from './html-aesthetic-resume.mjs';
export { SLOT_65_HTML_FAMILIES } from './html-academic-cv-dimpram.mjs';
export { SLOT_66_HTML_FAMILIES } from './html-resume-template-luckywindsck.mjs';
export { SLOT_70_HTML_FAMILIES } from './html-bulma-resume-mazipan.mjs';
export { SLOT_69_HTML_FAMILIES } from './html-resume-nextjs-uyu423.mjs';
export { SLOT_71_HTML_FAMILIES } from './html-hanula-resume-compact.mjs';
export { SLOT_73_HTML_FAMILIES } from './html-hugo-winning-clulow.mjs';
export { SLOT_74_HTML_FAMILIES } from './html-sveltekit-cv-saadeghi.mjs';
export { SLOT_78_HTML_FAMILIES } from './html-cv-poc-icelam.mjs';
export { SLOT_77_HTML_FAMILIES } from './html-zenith-szwarc.mjs';
export { SLOT_82_HTML_FAMILIES } from './html-jekyll-cv-aleksnyder.mjs';
export { SLOT_81_HTML_FAMILIES } from './html-astro-resume-srleom.mjs';
export { SLOT_87_HTML_FAMILIES } from './html-resume-html-vducong.mjs';
export { SLOT_85_HTML_FAMILIES } from './html-endfield-cv-yueplus.mjs';
export { SLOT_86_HTML_FAMILIES } from './html-mattu-cv-mattesschu.mjs';
export { SLOT_90_HTML_FAMILIES } from './html-cv-html-template-nekeal.mjs';
export { SLOT_89_HTML_FAMILIES } from './html-startbootstrap-personal.mjs';
export { SLOT_91_HTML_FAMILIES } from './html-vuepress-resume-komomoo.mjs';
