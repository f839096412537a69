// startbootstrap-personal (SLOT_89_HTML_FAMILIES, re-exported by html-templates.mjs): Start Bootstrap's "Personal",
// "a personal website template built with Bootstrap", StartBootstrap/startbootstrap-personal (MIT, version 1.0.1,
// branch master, commit 6a1ebcc, 2023-03-25): four pages (Home, Resume, Projects, Contact) written in Pug
// (src/pug/) over Bootstrap 5.2.3 and its own SCSS (src/scss/: blue #1e30f3 as primary, pink #e21e80 as secondary,
// Plus Jakarta Sans, a primary-to-secondary gradient for text and icon tiles, a 1 rem radius), built into dist/.
// This family is its résumé page, dist/resume.html, filled as a user fills it (the page is static HTML: its text is
// replaced by the user's), printed by Chrome's "Save as PDF".
//
// The layout (dist/resume.html): a white navigation bar (the brand in bold blue at the left, "Home Resume Projects
// Contact" at the right) over a light grey page; a centred display title in gradient text; then a column of white
// cards with soft shadows and 1 rem corners: "Experience" in blue bold with a "Download Resume" button (blue, a
// download icon) at the right of its line; each job a card whose left third is a light grey rounded box (the
// period "2019 - Present" in blue bold, the job title in small bold, the company and the place in small grey lines)
// and whose right two thirds is its description, vertically centred beside the box; "Education" in pink bold, each
// school the same card (the years in pink, the school in small bold over its place, then the degree in grey
// italics), then one skills card: "Professional Skills" behind a gradient tile with a tools icon, the skills as light
// grey rounded boxes three to a row, then "Languages" (the sample's programming languages) behind a code icon as a
// second such grid; a white footer "Copyright © Your Website 2023" with "Privacy · Terms · Contact" at the right.
//
// Filled as the sample is: the brand (the sample's "Start Bootstrap", the site's owner) the full name; each job the
// period "YYYY - YYYY" as the sample writes it ("2019 - Present", the person's language's word for now otherwise),
// the title, the company, the city, and its bullets as the description (a list in the description's place); each
// school its years, the institution, the city and the degree as the one italic line (the sample's two lines are a
// level and a field: the records have one degree string), the description left empty (the records have nothing to
// say there); skills as the sample's boxes, three to a row: a flat list under the skills title, grouped skills one
// titled list a group (the card holds two titled lists in the sample: the same markup, the label as the title, the
// tools icon); the spoken languages as the "Languages" list, one box a language ("English (native)"). Section
// titles are the sample's English words for an English person ("Experience", "Education", "Professional Skills",
// "Languages") and the person's language's headings otherwise; the navigation bar, the button and the footer links
// the site's own words, translated for people who do not write English as a user would translate their site.
//
// Changes from the page, as few as could be: the résumé page has no name, headline, contact or summary (they are on
// the site's Home and Contact pages, which the PDF would not include), so the page's display title is the person's
// name (in place of "Resume") and, under it, the Home page's "About Me" markup gives the headline as its lead line,
// the summary as its grey paragraph and, in the place of its row of gradient social icons, a row of the e-mail, the
// phone as shown and "City, Country", each behind a gradient Bootstrap icon (envelope, telephone, geo-alt) at the
// body's size. The footer says "Copyright © <name> 2026".
//
// Vendored in templates/startbootstrap-personal/ (fetched, not committed: see SOURCE.md): dist/css/styles.css (the
// theme's compiled CSS, Bootstrap 5.2.3 included) unchanged; Bootstrap Icons 1.8.1 (the version the page loads from
// jsDelivr; npm bootstrap-icons@1.8.1, MIT) unchanged; Plus Jakarta Sans 200–800, latin and latin-ext, from
// @fontsource/plus-jakarta-sans 5.3.0 (OFL) in place of the Google Fonts link (fonts/fonts.css, written from the
// package's unicode.json).
//
// Printed as Chrome's "Save as PDF" would print it: A4, 10 mm margins, "Background graphics" ticked (the name and
// the skills titles are gradient text, background-clip: text with a transparent fill: without backgrounds they
// would print as nothing), the scale at 70 % so that the page is laid out 1026 px wide, Bootstrap's lg width, where
// the cards show the box and the description side by side as on a desktop screen (at 100 % the page is 718 px wide
// and every card stacks its box over a centred description, the theme's mobile layout).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, spokenLanguages } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'startbootstrap-personal');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's words in English, and the person's language's. */
const WORDS = {
  en: {
    experience: 'Experience',
    education: 'Education',
    skills: 'Professional Skills',
    languages: 'Languages',
    download: 'Download Resume',
    nav: ['Home', 'Resume', 'Projects', 'Contact'],
    footer: ['Privacy', 'Terms', 'Contact'],
  },
  fr: {
    download: 'Télécharger le CV',
    nav: ['Accueil', 'CV', 'Projets', 'Contact'],
    footer: ['Confidentialité', 'Conditions', 'Contact'],
  },
  de: {
    download: 'Lebenslauf herunterladen',
    nav: ['Start', 'Lebenslauf', 'Projekte', 'Kontakt'],
    footer: ['Datenschutz', 'Nutzungsbedingungen', 'Kontakt'],
  },
  es: {
    download: 'Descargar CV',
    nav: ['Inicio', 'Currículum', 'Proyectos', 'Contacto'],
    footer: ['Privacidad', 'Términos', 'Contacto'],
  },
  pt: {
    download: 'Baixar currículo',
    nav: ['Início', 'Currículo', 'Projetos', 'Contato'],
    footer: ['Privacidade', 'Termos', 'Contato'],
  },
  it: {
    download: 'Scarica il CV',
    nav: ['Home', 'Curriculum', 'Progetti', 'Contatti'],
    footer: ['Privacy', 'Termini', 'Contatti'],
  },
};

const wordsOf = (lang) =>
  lang === 'en'
    ? WORDS.en
    : {
        experience: HEADINGS[lang].experience,
        education: HEADINGS[lang].education,
        skills: HEADINGS[lang].skills,
        languages: HEADINGS[lang].languages,
        ...WORDS[lang],
      };

/** The sample's grid of light boxes, three to a row. */
function boxes(items) {
  const rows = [];
  for (let i = 0; i < items.length; i += 3) rows.push(items.slice(i, i + 3));
  return rows
    .map((row, r) => {
      const last = r === rows.length - 1;
      const cols = row
        .map((item, c) => {
          const cls = c === row.length - 1 && row.length === 3 ? 'col' : 'col mb-4 mb-md-0';
          return `<div class="${cls}"><div class="d-flex align-items-center bg-light rounded-4 p-3 h-100">${html(item)}</div></div>`;
        })
        .join('\n                                            ');
      return `                                        <div class="row row-cols-1 row-cols-md-3${last ? '' : ' mb-4'}">
                                            ${cols}
                                        </div>`;
    })
    .join('\n');
}

/** One titled list of the skills card. */
const skillList = (
  title,
  icon,
  items,
  last,
) => `                                    <div class="${last ? 'mb-0' : 'mb-5'}">
                                        <div class="d-flex align-items-center mb-4">
                                            <div class="feature bg-primary bg-gradient-primary-to-secondary text-white rounded-3 me-3"><i class="bi ${icon}"></i></div>
                                            <h3 class="fw-bolder mb-0"><span class="text-gradient d-inline">${html(title)}</span></h3>
                                        </div>
${boxes(items)}
                                    </div>`;

/** A card: the light box at the left, the description at the right. */
const card = (
  box,
  description,
) => `                            <div class="card shadow border-0 rounded-4 mb-5">
                                <div class="card-body p-5">
                                    <div class="row align-items-center gx-5">
                                        <div class="col text-center text-lg-start mb-4 mb-lg-0">
                                            <div class="bg-light p-4 rounded-4">
${box}
                                            </div>
                                        </div>
                                        <div class="col-lg-8"><div>${description}</div></div>
                                    </div>
                                </div>
                            </div>`;

function page(p) {
  const w = wordsOf(p.lang);
  const name = fullName(p);
  const jobs = p.experience
    .map((j) =>
      card(
        `                                                <div class="text-primary fw-bolder mb-2">${j.start[0]} - ${html(
          j.end ? j.end[0] : PRESENT_WORD[p.lang],
        )}</div>
                                                <div class="small fw-bolder">${html(j.title)}</div>
                                                <div class="small text-muted">${html(j.company)}</div>
                                                <div class="small text-muted">${html(j.city)}</div>`,
        `<ul class="mb-0">${j.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
      ),
    )
    .join('\n');
  const schools = p.education
    .map((e) =>
      card(
        `                                                <div class="text-secondary fw-bolder mb-2">${e.start} - ${e.end}</div>
                                                <div class="mb-2">
                                                    <div class="small fw-bolder">${html(e.institution)}</div>
                                                    <div class="small text-muted">${html(e.city)}</div>
                                                </div>
                                                <div class="fst-italic">
                                                    <div class="small text-muted">${html(e.degree)}</div>
                                                </div>`,
        '',
      ),
    )
    .join('\n');
  const grouped = p.skills.length > 1 || p.skills[0].label;
  const lists = [
    ...(grouped
      ? p.skills.map((g) => [g.label || w.skills, 'bi-tools', g.items])
      : [[w.skills, 'bi-tools', p.skills[0].items]]),
    [
      w.languages,
      'bi-code-slash',
      spokenLanguages(p).map((l) => (l.level ? `${l.name} (${l.level})` : l.name)),
    ],
  ];
  const skills = lists
    .map(([title, icon, items], i) => skillList(title, icon, items, i === lists.length - 1))
    .join('\n');
  const contact = [
    ['bi-envelope', p.email],
    ['bi-telephone', p.phone.shown],
    ['bi-geo-alt', `${p.address.city}, ${p.address.country}`],
  ]
    .map(([icon, text]) => `<span><i class="bi ${icon} text-gradient me-2"></i>${html(text)}</span>`)
    .join('\n                                    ');
  const [home, resume, projects, contactPage] = w.nav;
  const [privacy, terms, footContact] = w.footer;
  return `<!DOCTYPE html>
<html lang="${p.lang}">
    <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
        <meta name="description" content="" />
        <meta name="author" content="" />
        <title>${html(name)} - ${html(resume)}</title>
        <!-- Custom Google font (vendored: @fontsource/plus-jakarta-sans)-->
        <link href="${href('fonts/fonts.css')}" rel="stylesheet" />
        <!-- Bootstrap icons-->
        <link href="${href('bootstrap-icons/bootstrap-icons.css')}" rel="stylesheet" />
        <!-- Core theme CSS (includes Bootstrap)-->
        <link href="${href('css/styles.css')}" rel="stylesheet" />
    </head>
    <body class="d-flex flex-column h-100 bg-light">
        <main class="flex-shrink-0">
            <!-- Navigation-->
            <nav class="navbar navbar-expand-lg navbar-light bg-white py-3">
                <div class="container px-5">
                    <a class="navbar-brand" href="index.html"><span class="fw-bolder text-primary">${html(name)}</span></a>
                    <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#navbarSupportedContent" aria-controls="navbarSupportedContent" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
                    <div class="collapse navbar-collapse" id="navbarSupportedContent">
                        <ul class="navbar-nav ms-auto mb-2 mb-lg-0 small fw-bolder">
                            <li class="nav-item"><a class="nav-link" href="index.html">${html(home)}</a></li>
                            <li class="nav-item"><a class="nav-link" href="resume.html">${html(resume)}</a></li>
                            <li class="nav-item"><a class="nav-link" href="projects.html">${html(projects)}</a></li>
                            <li class="nav-item"><a class="nav-link" href="contact.html">${html(contactPage)}</a></li>
                        </ul>
                    </div>
                </div>
            </nav>
            <!-- Page Content-->
            <div class="container px-5 my-5">
                <div class="text-center mb-5">
                    <h1 class="display-5 fw-bolder mb-0"><span class="text-gradient d-inline">${html(name)}</span></h1>
                </div>
                <!-- About (the Home page's "About Me" markup)-->
                <div class="row gx-5 justify-content-center">
                    <div class="col-xxl-8">
                        <div class="text-center mb-5">
                            <p class="lead fw-light mb-4">${html(p.headline)}</p>
                            <p class="text-muted">${html(p.summary)}</p>
                            <div class="d-flex justify-content-center flex-wrap gap-4">
                                    ${contact}
                            </div>
                        </div>
                    </div>
                </div>
                <div class="row gx-5 justify-content-center">
                    <div class="col-lg-11 col-xl-9 col-xxl-8">
                        <!-- Experience Section-->
                        <section>
                            <div class="d-flex align-items-center justify-content-between mb-4">
                                <h2 class="text-primary fw-bolder mb-0">${html(w.experience)}</h2>
                                <!-- Download resume button-->
                                <a class="btn btn-primary px-4 py-3" href="#!">
                                    <div class="d-inline-block bi bi-download me-2"></div>
                                    ${html(w.download)}
                                </a>
                            </div>
${jobs}
                        </section>
                        <!-- Education Section-->
                        <section>
                            <h2 class="text-secondary fw-bolder mb-4">${html(w.education)}</h2>
${schools}
                        </section>
                        <!-- Divider-->
                        <div class="pb-5"></div>
                        <!-- Skills Section-->
                        <section>
                            <!-- Skillset Card-->
                            <div class="card shadow border-0 rounded-4 mb-5">
                                <div class="card-body p-5">
${skills}
                                </div>
                            </div>
                        </section>
                    </div>
                </div>
            </div>
        </main>
        <!-- Footer-->
        <footer class="bg-white py-4 mt-auto">
            <div class="container px-5">
                <div class="row align-items-center justify-content-between flex-column flex-sm-row">
                    <div class="col-auto"><div class="small m-0">Copyright &copy; ${html(name)} 2026</div></div>
                    <div class="col-auto">
                        <a class="small" href="#!">${html(privacy)}</a>
                        <span class="mx-1">&middot;</span>
                        <a class="small" href="#!">${html(terms)}</a>
                        <span class="mx-1">&middot;</span>
                        <a class="small" href="#!">${html(footContact)}</a>
                    </div>
                </div>
            </div>
        </footer>
    </body>
</html>
`;
}

/** Slot 89 of generate.mjs's fixed slots. */
export const SLOT_89_HTML_FAMILIES = {
  'startbootstrap-personal': {
    dateStyle: 'year',
    // Chrome's "Save as PDF": A4, 10 mm margins, "Background graphics" ticked, scale 70 % (see the header).
    page: {
      format: 'A4',
      printBackground: true,
      scale: 0.7,
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
    },
    html: page,
    waitForFonts: true,
  },
};
