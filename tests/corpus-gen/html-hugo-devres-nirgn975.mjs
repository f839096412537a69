// hugo-devres-nirgn975 (SLOT_42_HTML_FAMILIES, re-exported by html-templates.mjs): Nir Galon's Hugo theme "devRes"
// (nirgn975/devRes, ISC in its LICENSE and theme.toml, commit a1efe9f, v2.0.8), "a Hugo resume theme with a
// Developer focus in mind": one data/content.yaml read by layouts/index.html and its partials (its README: copy
// the exampleSite's config.toml and data/content.yaml and fill them). Its SCSS (assets/scss/main.scss, with the
// example config.toml's colours, which are its defaults) compiled by sass 1.77.8 as templates/<family>/main.css;
// UIkit 3.5.7 and modern-normalize 0.7.0 (the versions its head loads from jsDelivr) vendored from npm; Roboto 400
// from @fontsource/roboto in place of the Google Fonts link; Font Awesome Free 5.14.0 for the Pro 5.14.0 CSS its
// head loads (fal-shim.css: the one Pro "light" icon drawn by the free solid face). The devicons stylesheet is
// left out (the skills have no icons), and so are the scripts (UIkit's JS, jQuery, the theme's main.js that
// fills the projects and blog sections, analytics); what UIkit's JS does to the markup is written here as it
// leaves it (the `uk-grid` class and `uk-first-column` on the grid, the paint-bucket SVG in the theme button).
//
// The page is the one Hugo renders from a content.yaml written as the example's, from the person's record: a
// grid of a left column a quarter wide and a main column three quarters wide (UIkit's `@m` widths, from 960 px).
// The left column holds the banner card, fixed to the top of the viewport: the example's photo left out (no
// photo), its text written the way the example's is ("Hi!<br>My name is John Doe, and this is me resume. I work
// as a software engineer and live in Israel.": the name, the headline and "City, Country", in the person's
// language), then its links one a line, an icon before each: the e-mail (envelope) and the phone (phone), where
// the example has GitHub, Twitter and Stack Overflow. The main column: section headings behind large Font Awesome
// icons, each section closed by a rule: "About Me" (the summary; its round theme-switch button at the right of
// the heading), "Work" as a timeline (a grey line down the left with a ring at each entry): "MM/YYYY - MM/YYYY"
// (the example's "01/2020 - Present", the language's word for now), then "Title @ Company" (the company a blue
// link) and the bullets as the entry's list; "Education" the same, "YYYY - YYYY" over "Degree @ School"; "Skills"
// each group's label (the example's "family") as a sub-heading over its skills side by side in one flex row
// (no wrapping: each skill is squeezed into a narrow box and its words wrap inside it); a flat list under an
// empty label; then "Contact": the theme's contact form (first name and last name fields side by side, e-mail,
// a message box and a "Send" button), which it always renders. The projects, blog and talks sections are off
// (enable: false: the people have none). Headings and the form's placeholders are the theme's own (English) for
// English and the person's language otherwise (the theme writes them in its partials, so a user writing in
// another language changes them there).
//
// The theme has no print stylesheet. Printed as a user prints the page from Chrome ("Save as PDF": A4, 10 mm
// margins, background graphics off) with the scale at 70 %, which lays it out 1 026 px wide, the theme's desktop
// layout (at 100 % the page is 718 px wide, its phone layout, where the banner, with the name and contacts, is an
// off-canvas menu that does not print). The banner is position: fixed, so Chromium prints it at the top left of
// every page.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'hugo-devres-nirgn975');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** English "a"/"an" before the headline. */
const article = (s) => (/^[aeiou]/i.test(s) ? 'an' : 'a');

/** The banner's text, written the way the example's is, in the person's language. */
const BANNER = {
  en: (n, h, place) =>
    `Hi!<br>My name is ${n}, and this is my resume. I work as ${article(h)} ${h} and live in ${place}.`,
  fr: (n, h, place) => `Bonjour !<br>Je m’appelle ${n} et voici mon CV. Je suis ${h} et j’habite à ${place}.`,
  de: (n, h, place) =>
    `Hallo!<br>Ich heiße ${n}, und das ist mein Lebenslauf. Ich arbeite als ${h} und wohne in ${place}.`,
  es: (n, h, place) =>
    `¡Hola!<br>Me llamo ${n} y este es mi currículum. Trabajo como ${h} y vivo en ${place}.`,
  pt: (n, h, place) =>
    `Olá!<br>Meu nome é ${n} e este é o meu currículo. Trabalho como ${h} e moro em ${place}.`,
  it: (n, h, place) =>
    `Ciao!<br>Mi chiamo ${n} e questo è il mio curriculum. Lavoro come ${h} e vivo a ${place}.`,
};

/** The theme's headings and form placeholders (English), and the person's language's. */
const TERMS = {
  en: {
    about: 'About Me',
    work: 'Work',
    education: 'Education',
    skills: 'Skills',
    contact: 'Contact',
    form: ['First Name', 'Last Name', 'Email', 'Send'],
  },
  fr: { form: ['Prénom', 'Nom', 'E-mail', 'Envoyer'] },
  de: { form: ['Vorname', 'Nachname', 'E-Mail', 'Senden'] },
  es: { form: ['Nombre', 'Apellidos', 'Correo electrónico', 'Enviar'] },
  pt: { form: ['Nome', 'Sobrenome', 'E-mail', 'Enviar'] },
  it: { form: ['Nome', 'Cognome', 'E-mail', 'Invia'] },
};
const termsOf = (lang) => {
  if (lang === 'en') return TERMS.en;
  const h = HEADINGS[lang];
  return {
    about: h.summary,
    work: h.experience,
    education: h.education,
    skills: h.skills,
    contact: h.contact,
    form: TERMS[lang].form,
  };
};

/** UIkit's paint-bucket icon as its JS writes it into the `uk-icon` button. */
const PAINT_BUCKET = `<svg width="20" height="20" viewBox="0 0 20 20" xmlns="http://www.w3.org/2000/svg" data-svg="paint-bucket"><path d="M10.21,1 L0,11.21 L8.1,19.31 L18.31,9.1 L10.21,1 L10.21,1 Z M16.89,9.1 L15,11 L1.7,11 L10.21,2.42 L16.89,9.1 Z"></path><path fill="none" stroke="#000" stroke-width="1.1" d="M6.42,2.33 L11.7,7.61"></path><path d="M18.49,12 C18.49,12 20,14.06 20,15.36 C20,16.28 19.24,17 18.49,17 L18.49,17 C17.74,17 17,16.28 17,15.36 C17,14.06 18.49,12 18.49,12 L18.49,12 Z"></path></svg>`;

/** One timeline entry as _work.html / _education.html render it (text empty, the list on or off). */
const timelineItem = (date, what, where, items) => `
        <div class="timeline-item">
          <span class="date">${date}</span>
          <h3>
            ${html(what)} @
            <a href="" target="_blank" rel="noreferrer">${html(where)}</a>
          </h3>
          <p>
            
            ${
              items.length
                ? `
              <ul>
                ${items
                  .map(
                    (t) => `
                   <li>${html(t)}</li>
                 `,
                  )
                  .join('')}
              </ul>
            `
                : ''
            }
          </p>
        </div>
      `;

function devres(p) {
  const t = termsOf(p.lang);
  const name = fullName(p);
  const place = `${p.address.city}, ${p.address.country}`;
  const links = [
    { url: `mailto:${p.email}`, icon: 'fas fa-envelope', text: p.email },
    { url: `tel:${p.phone.e164}`, icon: 'fas fa-phone', text: p.phone.shown },
  ]
    .map(
      (l) => `
          <a href="${html(l.url)}" target="_blank" rel="noreferrer">
            <i class="${l.icon}"></i>${html(l.text)}
          </a>
          <br>
        `,
    )
    .join('');
  const bannerText = BANNER[p.lang](html(name), html(p.headline), html(place));
  const jobs = p.experience
    .map((j) =>
      timelineItem(
        `${showDate(j.start, 'numeric')} - ${j.end ? showDate(j.end, 'numeric') : html(PRESENT_WORD[p.lang])}`,
        j.title,
        j.company,
        j.bullets,
      ),
    )
    .join('');
  const schools = p.education
    .map((e) => timelineItem(`${e.start} - ${e.end}`, e.degree, e.institution, []))
    .join('');
  const skills = p.skills
    .map(
      (g) => `
    <h3>${html(g.label ?? '')}</h3>
    <div class="block">
      ${g.items
        .map(
          (s) => `
      <span class="icon"> ${html(s)}</span>
      `,
        )
        .join('')}
    </div>
  `,
    )
    .join('');
  const [first, last, email, send] = t.form;
  return `<!DOCTYPE html>
<html lang="en">
    <head>
	<meta charset="utf-8">
	<title>DevRes</title>

	<!-- mobile responsive meta -->
	<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
	<meta name="description" content="The best theme for developers resume">
	<meta name="author" content="${html(name)}">

	<!-- Modern-Normalize -->
	<link rel="stylesheet" href="${href('modern-normalize.css')}">

	<!-- UIkit CSS -->
	<link rel="stylesheet" href="${href('uikit/uikit.min.css')}" />

	<!-- Main Stylesheet -->
	<link href="${href('fonts/fonts.css')}" rel="stylesheet">
  <link rel="stylesheet" href="${href('main.css')}">

	<!-- Font Awesome -->
	<link rel="stylesheet" href="${href('fontawesome/css/all.min.css')}">
	<link rel="stylesheet" href="${href('fal-shim.css')}">
</head>
<body>
  <div class="uk-container">
    <div uk-grid class="uk-grid">
      <div class="uk-width-1-4@m uk-first-column">
        <div id="header">
  <div class="uk-card uk-card-default">
    <div class="uk-card-body">
      <div class="description">
        ${bannerText}
      </div>
      <div class="links">
        ${links}
      </div>
    </div>
  </div>
</div>

<!-- This is a button toggling the off-canvas -->
<button id="mobile" uk-toggle="target: #mobile-banner" type="button" aria-label="Open Menu">
  <span uk-icon="icon: menu; ratio: 1.5"></span>
</button>

<!-- This is the off-canvas -->
<div id="mobile-banner" uk-offcanvas class="uk-offcanvas">
  <div class="uk-offcanvas-bar">
    <button class="uk-offcanvas-close" type="button" uk-close></button>
    <div class="description">
      ${bannerText}
    </div>
    <div class="links">
      ${links}
    </div>
  </div>
</div>

      </div>
      <div class="content uk-width-3-4@m">
        
  <div class="about-me">
    <span class="category-header">
      <i class="fas fa-user fa-2x"></i>
      <h2>${html(t.about)}</h2>
      <button class="uk-icon-button uk-icon" uk-icon="paint-bucket" type="button" onClick="switchTheme(this)" aria-label="Switch Theme">${PAINT_BUCKET}</button>
    </span>

    <div>
      <p>${html(p.summary)}</p>
      
    </div>
  </div>
  <hr>

        
  <div class="work">
    <span class="category-header">
      <i class="fas fa-briefcase fa-2x"></i>
      <h2>${html(t.work)}</h2>
    </span>

    <div class="timeline-container">
      ${jobs}
    </div>
  </div>
  <hr>

        
  <div class="education">
    <span class="category-header">
      <i class="fas fa-graduation-cap fa-2x"></i>
      <h2>${html(t.education)}</h2>
    </span>

    <div class="timeline-container">
      ${schools}
    </div>
  </div>
  <hr>

        <div class="skills">
  <span class="category-header">
    <i class="fal fa-code fa-2x"></i>
    <h2>${html(t.skills)}</h2>
  </span>

${skills}
</div>

        
        
        
        <div class="contact">
  <span class="category-header">
    <i class="fas fa-envelope fa-2x"></i>
    <h2>${html(t.contact)}</h2>
  </span>

  <form action="" method="POST">
    <fieldset class="uk-fieldset">

      <div class="uk-margin row">
        <input class="uk-input" type="text" name="first-name" placeholder="${html(first)}">
        <input class="uk-input" type="text" name="last-name" placeholder="${html(last)}">
      </div>

      <div class="uk-margin">
        <input class="uk-input" type="email" name="email" placeholder="${html(email)}">
      </div>

      <div class="uk-margin">
        <textarea class="uk-textarea" name="message-body" rows="5"></textarea>
      </div>

      <button class="uk-button uk-button-default" type="submit" aria-label="Send Email">${html(send)}</button>

    </fieldset>
  </form>
</div>

      </div>
    </div>
  </div>
</body>
</html>`;
}

/** Slot 42 of generate.mjs's fixed slots. */
export const SLOT_42_HTML_FAMILIES = {
  'hugo-devres-nirgn975': {
    dateStyle: 'numeric',
    page: { ...CHROME_SAVE_AS_PDF, scale: 0.7 },
    html: devres,
    waitForFonts: true,
  },
};
