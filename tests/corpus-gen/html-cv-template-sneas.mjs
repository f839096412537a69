// cv-template-sneas (SLOT_34_HTML_FAMILIES, re-exported by html-templates.mjs): Dmytro Snisarenko's "The
// Curriculum Vitae Template", sneas/cv-template (MIT, as its package.json says; commit e702dcc), a Handlebars
// page over Bootstrap 5.2.0 that its build.js fills from src/metadata/metadata.js and prints with puppeteer
// (src/utils/pdf.js: A4, 2.54 cm margins, no backgrounds; Chromium applies the stylesheet's @page margin of
// 10 mm instead). Vendored in templates/cv-template-sneas/: its index.html, styles.css, metadata.js, pdf.js,
// example photo, package.json and README unchanged; Bootstrap 5.2.0's CSS (MIT) and
// Font Awesome Free 6.1.2's CSS with its solid and brands webfonts, the versions its CDN links ask for, from npm;
// Roboto 400 and 500 from @fontsource/roboto (OFL) in place of its Google Fonts link.
//
// The page is index.html as Handlebars renders it from a metadata.js filled with the person's record the way the
// example's is: a header of two halves (the print stylesheet's col-print-6; the photo column is hidden below
// Bootstrap's md width, as on an A4 page): on the left the name (h1) over the headline (fs-3), then "Last update:
// <date>" (a fixed date, as dayjs's 'MMMM D, YYYY') and the print-only line "Up-to-date version of CV is available
// at https://<user>.github.io/cv" (the build's baseUrl: a GitHub user name made from the person's name, the
// repository created from the template named cv); on the right the "facts" list, a flush list group of a label
// at the left and its value at the right behind a Font Awesome icon: Residence ("City, Country", the example's
// "London"), then Phone and Email (in place of the example's Wiki and Twitter lines; its Email line last). Then
// the skills as a grid of twelfth-wide columns, six skill names (small, wrapping in their narrow column) each
// beside five dots "•••••" of which a blue share is drawn over grey ones for its level (the example's 5 grades;
// the records have no levels, so a fixed cycle; flat: the group labels dropped), the section's "Skills" title
// being screen-only (no heading in print); the summary as the example's untitled paragraph; "Professional
// Experience" with each position as the example's: the period on its own line ("Mon YYYY – Mon YYYY", the
// author's own CV's form with the demo's spaced en dash; the language's word for now), the title as an h3
// (the job title, ", " and the company: the template has one title per position) and its contents (the
// bullets as a Markdown list, rendered to a <ul>), no skill badges (the jobs have none); "Education" as the
// example's line "School in Town [1571 - 1578]", here "Degree, School in City [YYYY - YYYY]". The example's
// "Additional Experience" section is left out (the people have none), and so are the spoken languages (the
// template has no place for them). Headings and labels are the template's words in English and the person's
// language otherwise.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'cv-template-sneas');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The template's words (index.html and the example's fact labels), and the person's language's. */
const WORDS = {
  en: {
    experience: 'Professional Experience',
    education: HEADINGS.en.education,
    skills: HEADINGS.en.skills,
    updated: 'Last update: November 2, 2026',
    available: 'Up-to-date version of CV is available at',
    residence: 'Residence',
    phone: 'Phone',
    email: 'Email',
    in: 'in',
  },
  fr: {
    experience: HEADINGS.fr.experience,
    education: HEADINGS.fr.education,
    skills: HEADINGS.fr.skills,
    updated: 'Dernière mise à jour : 2 novembre 2026',
    available: 'La version à jour de ce CV est disponible sur',
    residence: 'Résidence',
    phone: 'Téléphone',
    email: 'E-mail',
    in: 'à',
  },
  de: {
    experience: HEADINGS.de.experience,
    education: HEADINGS.de.education,
    skills: HEADINGS.de.skills,
    updated: 'Letzte Aktualisierung: 2. November 2026',
    available: 'Die aktuelle Fassung dieses Lebenslaufs steht unter',
    residence: 'Wohnort',
    phone: 'Telefon',
    email: 'E-Mail',
    in: 'in',
  },
  es: {
    experience: HEADINGS.es.experience,
    education: HEADINGS.es.education,
    skills: HEADINGS.es.skills,
    updated: 'Última actualización: 2 de noviembre de 2026',
    available: 'La versión actualizada del CV está disponible en',
    residence: 'Residencia',
    phone: 'Teléfono',
    email: 'Correo',
    in: 'en',
  },
  pt: {
    experience: HEADINGS.pt.experience,
    education: HEADINGS.pt.education,
    skills: HEADINGS.pt.skills,
    updated: 'Última atualização: 2 de novembro de 2026',
    available: 'A versão atualizada do CV está disponível em',
    residence: 'Residência',
    phone: 'Telefone',
    email: 'E-mail',
    in: 'em',
  },
  it: {
    experience: HEADINGS.it.experience,
    education: HEADINGS.it.education,
    skills: HEADINGS.it.skills,
    updated: 'Ultimo aggiornamento: 2 novembre 2026',
    available: 'La versione aggiornata del CV è disponibile su',
    residence: 'Residenza',
    phone: 'Telefono',
    email: 'E-mail',
    in: 'a',
  },
};

/** Skill levels (the blue share of the five dots, the example's 5 grades): the records have none, so a fixed cycle. */
const LEVELS = [100, 80, 100, 60, 80, 100, 60, 100, 80];

/** A GitHub user name made from the person's name (for the build's baseUrl). */
const userName = (p) =>
  `${p.first}${p.last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

function cvTemplate(p) {
  const w = WORDS[p.lang];
  const baseUrl = `https://${userName(p)}.github.io/cv`;
  const facts = [
    [
      w.residence,
      `<a href="https://www.google.com/maps/place/${encodeURIComponent(p.address.city)}"><i class="fa fa-home fact-icon"></i>${html(`${p.address.city}, ${p.address.country}`)}</a>`,
    ],
    [
      w.phone,
      `<a href="tel:${html(p.phone.e164)}"><i class="fa fa-phone fact-icon"></i>${html(p.phone.shown)}</a>`,
    ],
    [
      w.email,
      `<a href="mailto:${html(p.email)}"><i class="fa fa-envelope fact-icon"></i>${html(p.email)}</a>`,
    ],
  ]
    .map(
      ([key, value]) => `
                    <li class="list-group-item d-flex justify-content-between align-items-start">
                        <span class="text-nowrap">${html(key)}</span>
                        <span class="text-nowrap">${value}</span>
                    </li>
                    `,
    )
    .join('');
  const skills = p.skills
    .flatMap((g) => g.items)
    .map(
      (s, i) => `
            <div class="col-print-1 col-3 col-md-2 col-lg-1 text-right">
                <small>${html(s)}</small>
            </div>
            <div class="col-print-1 col-3 col-md-2 col-lg-1">
                <div class="skills">
                    <div class="skills-bar" style="width: ${LEVELS[i % LEVELS.length]}%"></div>
                </div>
            </div>
            `,
    )
    .join('');
  const period = (j) =>
    `${showDate(j.start, 'short')} – ${j.end ? showDate(j.end, 'short') : PRESENT_WORD[p.lang]}`;
  const positions = p.experience
    .map(
      (j, i, all) => `
        <div class="row d-block d-md-flex${i < all.length - 1 ? ' mb-5' : ''}">
            <div class="col-md-2 pt-1">
                ${html(period(j))}
            </div>
            <div class="col-md-10">
                <h3 class="fs-4 fw-normal">${html(`${j.title}, ${j.company}`)}</h3>

                <div><ul>${j.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul></div>

                <p>
                    
                </p>
            </div>
        </div>
        `,
    )
    .join('');
  const schools = p.education
    .map(
      (e) =>
        `        <div>${html(`${e.degree}, ${e.institution} ${w.in} ${e.city} [${e.start} - ${e.end}]`)}</div>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${p.lang}">
<head>
    <meta charset="UTF-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${html(fullName(p))}. ${html(p.headline)}</title>
    <link href="${href('fonts/fonts.css')}" rel="stylesheet">
    <link rel="stylesheet" href="${href('bootstrap/bootstrap.min.css')}">
    <link rel="stylesheet" href="${href('fontawesome/css/all.min.css')}">
    <link rel="stylesheet" href="${href('styles.css')}">
    <base target="_blank">
</head>
<body>
<div class="container page">
    <div class="border-bottom border-2 border-print-0 border-dark mb-5 pb-5 pb-print-0 mb-print-1">
        <div class="row">
            <div class="col-print-6 col-12 col-md-4 d-flex justify-content-between flex-column">
                <div>
                    <h1 class="mb-0">${html(fullName(p))}</h1>
                    <div class="fs-3">${html(p.headline)}</div>
                </div>
                <div>
                    <p>
                        <time datetime="2026-11-02" class="small">${html(w.updated)}</time>
                    </p>
                    <p>
                        <span class="screen"><a href="cv.pdf"><i class="far fa-file-pdf"></i>Download PDF version</a></span>
                        <span class="print">${html(w.available)} <a href="${baseUrl}"
                                                                                        class="text-nowrap"><i
                            class="fab fa-github" aria-hidden="true"></i>${baseUrl}</a></span>
                    </p>
                </div>
            </div>
            <div class="col-4 col-md-3 col-lg-2 offset-lg-1 d-none d-md-block align-md-self-center text-center">
                <img src="${href('photo.jpg')}" class="rounded-circle img-fluid" alt="Personal photo">
            </div>
            <div class="col-print-6 col-12 col-md-5 offset-lg-1 col-lg-4">
                <ul class="list-group list-group-flush">
                    ${facts}
                </ul>
            </div>
        </div>
    </div>

    <div class="border-bottom border-2 border-print-0 border-dark mb-5 pb-5 pb-print-0 mb-print-1">
        <h3 class="h2 screen mb-4">${html(w.skills)}</h3>
        <div class="row align-items-center">
            ${skills}
        </div>
    </div>

    <div class="border-bottom border-2 border-print-0 border-dark mb-5 pb-5 pb-print-0 mb-print-1">
        ${html(p.summary)}
    </div>

    <div class="border-bottom border-2 border-print-0 border-dark mb-5 pb-5 pb-print-0 mb-print-1">
        <h2 class="mb-4">${html(w.experience)}</h2>
        ${positions}
    </div>

    <div class="border-bottom border-2 border-print-0 border-dark mb-5 pb-5 pb-print-0 mb-print-1">
        <h2 class="mb-4">${html(w.education)}</h2>
${schools}
    </div>
</div>
</body>
</html>
`;
}

/** Slot 34 of generate.mjs's fixed slots. */
export const SLOT_34_HTML_FAMILIES = {
  'cv-template-sneas': {
    dateStyle: 'short',
    // Its src/utils/pdf.js: puppeteer's page.pdf({ format: 'A4', margin: 2.54cm all round }), no backgrounds.
    page: { format: 'A4', margin: { top: '2.54cm', right: '2.54cm', bottom: '2.54cm', left: '2.54cm' } },
    html: cvTemplate,
    waitForFonts: true,
  },
};
