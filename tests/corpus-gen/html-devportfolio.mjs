// devportfolio (SLOT_22_HTML_FAMILIES, re-exported by html-templates.mjs): Ryan Fitzgerald's "Dev Portfolio"
// template (RyanFitzgerald/devportfolio, MIT), its static version 1.2.2 (commit eae8e3b, the last before the
// 2025 Astro rewrite): one `index.html` over Bootstrap 3.3.7 (a customised build, no print rules), its
// compiled `css/styles.css` and Font Awesome 4.6.3, vendored unchanged under templates/devportfolio/ in the
// repository's own folders. Its Google Fonts link (Lato 300-900) is left out: Lato is an installed font here
// (Debian's fonts-lato). Its jQuery script is not run; what it does to the page is written into the markup:
// the `no-js` class removed and the experience timeline built (each entry wrapped in `.vtimeline-point` /
// `.vtimeline-block`, a map-marker icon before it and its `data-date` as a `.vtimeline-date` span), and the
// footer's year set (a fixed year, so the files do not change from one run to the next).
//
// Filled from the person's record the way its README and example page are: the lead band's name (the CSS
// sets it in capitals) and headline over the "Download Resume" button; "About Me" the summary; the
// timeline of jobs, each its employer (h3), job title (h4) and one paragraph a bullet, dated
// "Month YYYY – Month YYYY" (the example's en dash; the language's word for now); each school an
// `.education-block` (school, "YYYY - YYYY" on the right, the degree, then "City, Country"); the skills as its
// "skill cloud" (one list: no place for category labels); the spoken languages in the README's optional
// section. Section titles in the person's language. The template has no place for the e-mail and phone but
// its contact form (the README: put your e-mail in the form's action): they are written as one line under
// "Get in Touch" ("e-mail | phone | City, Country"), over the form. No projects (the record has none); the
// footer's social icons kept as the example has them.
//
// Printed as Chrome's "Save as PDF" (A4, 10 mm margins) with background graphics on (without them the lead
// band's white name prints white on white). Chromium shrinks the wide page to the paper, so its desktop
// layout prints over four pages: the lead band (the background photo under its blue overlay) fills the first
// page, the menu's white box cut at its top edge, the name in huge white capitals (a long one on two lines),
// the headline in light blue, the button and a chevron; then "About Me" over the summary,
// the grey experience band with its dates right-aligned left of the blue line and its pin icons, each job a
// white box; the education blocks (school left, years right); the skill cloud of grey tags; the languages
// band; the blue contact band with the form; the footer (copyright with the name, a chevron, two icons).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'devportfolio');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The footer's year, as its script would set it (fixed here). */
const YEAR = 2026;

/** The template's English words that are not section titles, in the person's language. */
const WORDS = {
  en: {
    about: 'About Me',
    download: 'Download Resume',
    touch: 'Get in Touch',
    email: 'Your email',
    message: 'Your message',
    send: 'Send',
    close: 'Close',
  },
  fr: {
    about: 'À propos',
    download: 'Télécharger le CV',
    touch: 'Me contacter',
    email: 'Votre e-mail',
    message: 'Votre message',
    send: 'Envoyer',
    close: 'Fermer',
  },
  de: {
    about: 'Über mich',
    download: 'Lebenslauf herunterladen',
    touch: 'Kontakt',
    email: 'Ihre E-Mail',
    message: 'Ihre Nachricht',
    send: 'Senden',
    close: 'Schließen',
  },
  es: {
    about: 'Sobre mí',
    download: 'Descargar CV',
    touch: 'Contacto',
    email: 'Tu correo',
    message: 'Tu mensaje',
    send: 'Enviar',
    close: 'Cerrar',
  },
  pt: {
    about: 'Sobre mim',
    download: 'Baixar currículo',
    touch: 'Contato',
    email: 'Seu e-mail',
    message: 'Sua mensagem',
    send: 'Enviar',
    close: 'Fechar',
  },
  it: {
    about: 'Chi sono',
    download: 'Scarica il CV',
    touch: 'Contatti',
    email: 'La tua email',
    message: 'Il tuo messaggio',
    send: 'Invia',
    close: 'Chiudi',
  },
};

/** One timeline entry as the template's script leaves it. */
function point(j, p) {
  const date = `${showDate(j.start, 'long')} – ${showEnd(p, j.end, 'long')}`;
  return `            <div class="vtimeline-point"><div class="vtimeline-icon"><i class="fa fa-map-marker"></i></div><div class="vtimeline-block"><span class="vtimeline-date">${html(date)}</span><div data-date="${html(date)}" class="vtimeline-content">
                <h3>${html(j.company)}</h3>
                <h4>${html(j.title)}</h4>
${j.bullets.map((b) => `                <p>\n                    ${html(b)}\n                </p>`).join('\n')}
            </div></div></div>`;
}

function school(e, p) {
  return `        <div class="education-block">
            <h3>${html(e.institution)}</h3>
            <span class="education-date">${html(`${e.start} - ${e.end}`)}</span>
            <h4>${html(e.degree)}</h4>
            <p>
                ${html(`${e.city}, ${p.address.country}`)}
            </p>
        </div>
        <!-- End .education-block -->`;
}

function devportfolio(p) {
  const h = HEADINGS[p.lang];
  const w = WORDS[p.lang];
  const name = fullName(p);
  const menu = [
    ['about', w.about],
    ['experience', h.experience],
    ['education', h.education],
    ['skills', h.skills],
    ['languages', h.languages],
    ['contact', h.contact],
  ];
  return `<!DOCTYPE html>
<html class="" lang="${p.lang}">

<head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${html(name)}</title>
    <link rel="stylesheet" href="${href('libs/font-awesome/css/font-awesome.min.css')}">
    <link href="${href('css/bootstrap.min.css')}" rel="stylesheet">
    <link href="${href('css/styles.css')}" rel="stylesheet">
</head>

<body>
    <div id="mobile-menu-open" class="shadow-large">
        <i class="fa fa-bars" aria-hidden="true"></i>
    </div>
    <!-- End #mobile-menu-toggle -->
    <header>
        <div id="mobile-menu-close">
            <span>${html(w.close)}</span> <i class="fa fa-times" aria-hidden="true"></i>
        </div>
        <ul id="menu" class="shadow">
${menu.map(([id, label]) => `            <li>\n                <a href="#${id}">${html(label)}</a>\n            </li>`).join('\n')}
        </ul>
    </header>
    <!-- End header -->

    <div id="lead">
        <div id="lead-content">
            <h1>${html(name)}</h1>
            <h2>${html(p.headline)}</h2>
            <a href="#" class="btn-rounded-white">${html(w.download)}</a>
        </div>
        <!-- End #lead-content -->

        <div id="lead-overlay"></div>

        <div id="lead-down">
            <span>
                <i class="fa fa-chevron-down" aria-hidden="true"></i>
            </span>
        </div>
        <!-- End #lead-down -->
    </div>
    <!-- End #lead -->

    <div id="about">
        <div class="container">
            <div class="row">
                <div class="col-md-4">
                    <h2 class="heading">${html(w.about)}</h2>
                </div>
                <div class="col-md-8">
                    <p>
                        ${html(p.summary)}
                    </p>
                </div>
            </div>
        </div>
    </div>
    <!-- End #about -->

    <div id="experience" class="background-alt">
        <h2 class="heading">${html(h.experience)}</h2>
        <div id="experience-timeline">
${p.experience.map((j) => point(j, p)).join('\n\n')}
        </div>
    </div>
    <!-- End #experience -->

    <div id="education">
        <h2 class="heading">${html(h.education)}</h2>
${p.education.map((e) => school(e, p)).join('\n\n')}
    </div>
    <!-- End #education -->

    <div id="skills">
        <h2 class="heading">${html(h.skills)}</h2>
        <ul>
${p.skills
  .flatMap((g) => g.items)
  .map((s) => `            <li>${html(s)}</li>`)
  .join('\n')}
        </ul>
    </div>
    <!-- End #skills -->

    <div id="languages" class="optional-section background-alt">
        <h2 class="heading">${html(h.languages)}</h2>

        <div class="optional-section-block">
            <ul>
${p.languages
  .split(/,\s*/)
  .map((l) => `                <li>\n                    ${html(l)}\n                </li>`)
  .join('\n')}
            </ul>
        </div>
        <!-- End .optional-section-block -->

    </div>
    <!-- End .optional-section -->

    <div id="contact">
        <h2>${html(w.touch)}</h2>
        <p>${html(p.email)} | ${html(p.phone.shown)} | ${html(`${p.address.city}, ${p.address.country}`)}</p>
        <div id="contact-form">
            <form method="POST" action="https://formspree.io/${html(p.email)}">
                <input type="hidden" name="_subject" value="Contact request from personal website" />
                <input type="email" name="_replyto" placeholder="${html(w.email)}" required>
                <textarea name="message" placeholder="${html(w.message)}" required></textarea>
                <button type="submit">${html(w.send)}</button>
            </form>
        </div>
        <!-- End #contact-form -->
    </div>
    <!-- End #contact -->

    <footer>
        <div class="container">
            <div class="row">
                <div class="col-sm-5 copyright">
                    <p>
                        Copyright &copy; <span id="current-year">${YEAR}</span> ${html(name)}
                    </p>
                </div>
                <div class="col-sm-2 top">
                    <span id="to-top">
                        <i class="fa fa-chevron-up" aria-hidden="true"></i>
                    </span>
                </div>
                <div class="col-sm-5 social">
                    <ul>
                        <li>
                            <a href="https://github.com/" target="_blank"><i class="fa fa-github" aria-hidden="true"></i></a>
                        </li>
                        <li>
                            <a href="https://linkedin.com/" target="_blank"><i class="fa fa-linkedin" aria-hidden="true"></i></a>
                        </li>
                    </ul>
                </div>
            </div>
        </div>
    </footer>
    <!-- End footer -->
</body>

</html>
`;
}

/** Slot 22 of generate.mjs's fixed slots. */
export const SLOT_22_HTML_FAMILIES = {
  devportfolio: {
    dateStyle: 'long',
    // Chrome's "Save as PDF": A4, 10 mm margins, "Background graphics" checked.
    page: {
      ...CHROME_SAVE_AS_PDF,
      printBackground: true,
    },
    html: devportfolio,
    waitForFonts: true,
  },
};
