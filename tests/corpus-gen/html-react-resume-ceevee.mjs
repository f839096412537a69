// react-resume-ceevee (SLOT_27_HTML_FAMILIES, re-exported by html-templates.mjs): Tim Baker's "React JS Resume
// Web App Template" (tbakerx/react-resume-template, MIT), its version 1.0.0 (commit bd497a1, the last before the
// 2022 Next.js rewrite): a Create React App whose components (src/Components/*.js) are Styleshout's "Ceevee"
// one-page résumé site broken into React components, fed by `public/resumeData.json` (the template's own data
// file, not JSON Resume). Its stylesheets (Ceevee's default.css, layout.css, media-queries.css, fonts.css),
// web fonts (Open Sans, Libre Baskerville; woff only), the fontello and Font Awesome 4.0.3 icon fonts and the
// header photo are vendored unchanged under templates/react-resume-ceevee/ in the repository's own folders.
// React's output is written here, as its components render it from a resumeData.json filled from the person's
// record; what the page's jQuery `init.js` does to it is written into the markup: the header's height set to
// the window's on load (800 px: a 1280 × 800 window, which is also the height layout.css gives the header before
// the script runs), FitText's size for the name (90 px, its maximum at that window's width), and the fixed menu faded out (`display: none`), as init.js leaves it once the
// reader has scrolled past a fifth of the header into the About section and then prints (printed from the top
// of the page, the fixed menu, a position: fixed bar, is printed at the top of every page, over the first line
// of each). The portfolio and testimonials sections are left out (the record has
// neither: a user without works or testimonials removes them, and their menu links), and so is the "Latest
// Tweets" widget of the contact section, whose tweets are written into the component as placeholder text.
//
// Filled from the person's record the way the example resumeData.json is: `main.name`, `occupation` (the
// headline), `description` (the summary's first sentence, which the banner follows with a full stop), `bio`
// (the summary), the address (street; city; the country as `state`; the postcode as `zip`), `phone` (the shown
// form), `email`; no social networks (the record has none: the icon lists stay empty); `resume.education`
// (`school`, `degree`, `graduated` the end year, the school's town as the description), `resume.work`
// (`company`, `title`, `years` as "Month YYYY - Month YYYY" or the language's word for now, the bullets as
// one paragraph), `resume.skills` (every skill one bar, no category labels: the template has none; levels
// from 90 % down by 10 % to 40 %) and `skillmessage` (the spoken languages). The template's English words
// (the banner's "I'm … / I'm a … based …", "About Me", "Contact Details", the section labels, the form) are
// written in the person's language, the three section labels as one word each like the example's ("Education",
// "Work", "Skills"; a two-word label such as "Expérience professionnelle" runs out of the narrow label column
// into the entries).
//
// Printed as a browser's "Save as PDF" (A4, 10 mm margins) with background graphics on (without them the
// header's white name prints white on white). See tests/fixtures/resume-corpus/README.md for how the pages look.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'react-resume-ceevee');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The footer's copyright year (the example's is fixed in the component; fixed here too). */
const YEAR = 2026;

/**
 * The window height init.js gives the header: a 1280 × 800 window. (With 720 px, the viewport of the browser
 * here, p03's page break falls just before a skill whose label, set 36 px above its bar by `position: relative`,
 * is then printed under the last bar of the page before: the label is hidden.)
 */
const WINDOW_HEIGHT = 800;

/** The template's English words, in the person's language. */
const WORDS = {
  en: {
    sections: ['Education', 'Work', 'Skills'],
    im: (name) => `I'm ${name}.`,
    based: (city, job) => `I'm a ${city} based <span>${job}</span>.`,
    nav: ['Home', 'About', 'Resume', 'Contact'],
    about: 'About Me',
    details: 'Contact Details',
    download: 'Download Resume',
    touch: 'Get In Touch.',
    message: 'I look forward to hearing from you.',
    form: ['Name', 'Email', 'Subject', 'Message', 'Submit'],
    sent: 'Your message was sent, thank you!',
    addressPhone: 'Address and Phone',
    showNav: ['Show navigation', 'Hide navigation'],
  },
  fr: {
    sections: ['Formation', 'Expérience', 'Compétences'],
    im: (name) => `Je suis ${name}.`,
    based: (city, job) => `<span>${job}</span> à ${city}.`,
    nav: ['Accueil', 'À propos', 'CV', 'Contact'],
    about: 'À propos de moi',
    details: 'Coordonnées',
    download: 'Télécharger le CV',
    touch: 'Me contacter.',
    message: 'Au plaisir de vous lire.',
    form: ['Nom', 'E-mail', 'Objet', 'Message', 'Envoyer'],
    sent: 'Votre message a été envoyé, merci !',
    addressPhone: 'Adresse et téléphone',
    showNav: ['Afficher le menu', 'Masquer le menu'],
  },
  de: {
    sections: ['Ausbildung', 'Erfahrung', 'Kenntnisse'],
    im: (name) => `Ich bin ${name}.`,
    based: (city, job) => `<span>${job}</span> aus ${city}.`,
    nav: ['Start', 'Über mich', 'Lebenslauf', 'Kontakt'],
    about: 'Über mich',
    details: 'Kontaktdaten',
    download: 'Lebenslauf herunterladen',
    touch: 'Kontakt.',
    message: 'Ich freue mich auf Ihre Nachricht.',
    form: ['Name', 'E-Mail', 'Betreff', 'Nachricht', 'Senden'],
    sent: 'Ihre Nachricht wurde gesendet, danke!',
    addressPhone: 'Adresse und Telefon',
    showNav: ['Menü anzeigen', 'Menü ausblenden'],
  },
  es: {
    sections: ['Formación', 'Experiencia', 'Habilidades'],
    im: (name) => `Soy ${name}.`,
    based: (city, job) => `<span>${job}</span> en ${city}.`,
    nav: ['Inicio', 'Sobre mí', 'CV', 'Contacto'],
    about: 'Sobre mí',
    details: 'Datos de contacto',
    download: 'Descargar CV',
    touch: 'Contacto.',
    message: 'Será un placer saber de usted.',
    form: ['Nombre', 'Correo', 'Asunto', 'Mensaje', 'Enviar'],
    sent: 'Su mensaje ha sido enviado, ¡gracias!',
    addressPhone: 'Dirección y teléfono',
    showNav: ['Mostrar menú', 'Ocultar menú'],
  },
  pt: {
    sections: ['Formação', 'Experiência', 'Competências'],
    im: (name) => `Sou ${name}.`,
    based: (city, job) => `<span>${job}</span> em ${city}.`,
    nav: ['Início', 'Sobre', 'Currículo', 'Contato'],
    about: 'Sobre mim',
    details: 'Dados de contato',
    download: 'Baixar currículo',
    touch: 'Contato.',
    message: 'Será um prazer receber sua mensagem.',
    form: ['Nome', 'E-mail', 'Assunto', 'Mensagem', 'Enviar'],
    sent: 'Sua mensagem foi enviada, obrigado!',
    addressPhone: 'Endereço e telefone',
    showNav: ['Mostrar menu', 'Ocultar menu'],
  },
  it: {
    sections: ['Istruzione', 'Esperienza', 'Competenze'],
    im: (name) => `Sono ${name}.`,
    based: (city, job) => `<span>${job}</span> a ${city}.`,
    nav: ['Home', 'Chi sono', 'CV', 'Contatti'],
    about: 'Chi sono',
    details: 'Contatti',
    download: 'Scarica il CV',
    touch: 'Contattami.',
    message: 'Sarò lieto di ricevere il tuo messaggio.',
    form: ['Nome', 'Email', 'Oggetto', 'Messaggio', 'Invia'],
    sent: 'Il tuo messaggio è stato inviato, grazie!',
    addressPhone: 'Indirizzo e telefono',
    showNav: ['Mostra menu', 'Nascondi menu'],
  },
};

/** The summary's first sentence without its full stop (the banner writes "{description}."). */
const description = (summary) => summary.split(/(?<=[.!?])\s+/)[0].replace(/[.!?]$/, '');

/** resumeData.json's `main`, from the person's record. */
function mainData(p) {
  return {
    name: fullName(p),
    occupation: p.headline,
    description: description(p.summary),
    bio: p.summary,
    email: p.email,
    phone: p.phone.shown,
    address: {
      street: p.address.street,
      city: p.address.city,
      state: p.address.country,
      zip: p.address.postcode,
    },
  };
}

/** resumeData.json's `resume`, from the person's record. */
function resumeData(p) {
  const h = HEADINGS[p.lang];
  return {
    skillmessage: `${h.languages}: ${p.languages}`,
    education: p.education.map((e) => ({
      school: e.institution,
      degree: e.degree,
      graduated: String(e.end),
      description: e.city,
    })),
    work: p.experience.map((j) => ({
      company: j.company,
      title: j.title,
      years: `${showDate(j.start, 'long')} - ${showEnd(p, j.end, 'long')}`,
      description: j.bullets.join(' '),
    })),
    skills: p.skills
      .flatMap((g) => g.items)
      .map((name, i) => ({ name, level: `${Math.max(40, 90 - 10 * i)}%` })),
  };
}

/** Header.js */
function header(main, w) {
  const ids = ['home', 'about', 'resume', 'contact'];
  const nav = ids
    .map(
      (id, i) =>
        `<li${i === 0 ? ' class="current"' : ''}><a class="smoothscroll" href="#${id}">${html(w.nav[i])}</a></li>`,
    )
    .join('');
  return `<header id="home" style="height: ${WINDOW_HEIGHT}px;"><nav id="nav-wrap" style="display: none;"><a class="mobile-btn" href="#nav-wrap" title="${html(w.showNav[0])}">${html(w.showNav[0])}</a><a class="mobile-btn" href="#home" title="${html(w.showNav[1])}">${html(w.showNav[1])}</a><ul id="nav" class="nav">${nav}</ul></nav><div class="row banner"><div class="banner-text"><h1 class="responsive-headline" style="font-size: 90px;">${html(w.im(main.name))}</h1><h3>${w.based(html(main.address.city), html(main.occupation))} ${html(main.description)}.</h3><hr><ul class="social"></ul></div></div><p class="scrolldown"><a class="smoothscroll" href="#about"><i class="icon-down-circle"></i></a></p></header>`;
}

/** About.js */
function about(main, w) {
  const a = main.address;
  return `<section id="about"><div class="row"><div class="three columns"><img class="profile-pic" src="${href('images/profilepic.svg')}" alt="${html(main.name)} Profile Pic"></div><div class="nine columns main-col"><h2>${html(w.about)}</h2><p>${html(main.bio)}</p><div class="row"><div class="columns contact-details"><h2>${html(w.details)}</h2><p class="address"><span>${html(main.name)}</span><br><span>${html(a.street)}<br>${html(a.city)} ${html(a.state)}, ${html(a.zip)}</span><br><span>${html(main.phone)}</span><br><span>${html(main.email)}</span></p></div><div class="columns download"><p><a href="#" class="button"><i class="fa fa-download"></i>${html(w.download)}</a></p></div></div></div></div></section>`;
}

/** Resume.js */
function resume(data, w) {
  const [educationLabel, workLabel, skillsLabel] = w.sections;
  const education = data.education
    .map(
      (e) =>
        `<div><h3>${html(e.school)}</h3><p class="info">${html(e.degree)} <span>•</span><em class="date">${html(e.graduated)}</em></p><p>${html(e.description)}</p></div>`,
    )
    .join('');
  const work = data.work
    .map(
      (j) =>
        `<div><h3>${html(j.company)}</h3><p class="info">${html(j.title)}<span>•</span> <em class="date">${html(j.years)}</em></p><p>${html(j.description)}</p></div>`,
    )
    .join('');
  const skills = data.skills
    .map(
      (s) =>
        `<li><span style="width: ${s.level};" class="bar-expand ${html(s.name.toLowerCase())}"></span><em>${html(s.name)}</em></li>`,
    )
    .join('');
  return `<section id="resume"><div class="row education"><div class="three columns header-col"><h1><span>${html(educationLabel)}</span></h1></div><div class="nine columns main-col"><div class="row item"><div class="twelve columns">${education}</div></div></div></div><div class="row work"><div class="three columns header-col"><h1><span>${html(workLabel)}</span></h1></div><div class="nine columns main-col">${work}</div></div><div class="row skill"><div class="three columns header-col"><h1><span>${html(skillsLabel)}</span></h1></div><div class="nine columns main-col"><p>${html(data.skillmessage)}</p><div class="bars"><ul class="skills">${skills}</ul></div></div></div></section>`;
}

/** Contact.js, less its "Latest Tweets" widget. */
function contact(main, w) {
  const a = main.address;
  const [name, email, subject, message, submit] = w.form;
  return `<section id="contact"><div class="row section-head"><div class="two columns header-col"><h1><span>${html(w.touch)}</span></h1></div><div class="ten columns"><p class="lead">${html(w.message)}</p></div></div><div class="row"><div class="eight columns"><form action="" method="post" id="contactForm" name="contactForm"><fieldset><div><label for="contactName">${html(name)} <span class="required">*</span></label><input type="text" value="" size="35" id="contactName" name="contactName"></div><div><label for="contactEmail">${html(email)} <span class="required">*</span></label><input type="text" value="" size="35" id="contactEmail" name="contactEmail"></div><div><label for="contactSubject">${html(subject)}</label><input type="text" value="" size="35" id="contactSubject" name="contactSubject"></div><div><label for="contactMessage">${html(message)} <span class="required">*</span></label><textarea cols="50" rows="15" id="contactMessage" name="contactMessage"></textarea></div><div><button class="submit">${html(submit)}</button><span id="image-loader"></span></div></fieldset></form><div id="message-warning"></div><div id="message-success"><i class="fa fa-check"></i>${html(w.sent)}<br></div></div><aside class="four columns footer-widgets"><div class="widget widget_contact"><h4>${html(w.addressPhone)}</h4><p class="address">${html(main.name)}<br>${html(a.street)} <br>${html(a.city)}, ${html(a.state)} ${html(a.zip)}<br><span>${html(main.phone)}</span></p></div></aside></div></section>`;
}

/** Footer.js */
function footer(main) {
  return `<footer><div class="row"><div class="twelve columns"><ul class="social-links"></ul><ul class="copyright"><li>© Copyright ${YEAR} ${html(main.name)}</li><li>Design by <a title="Styleshout" href="http://www.styleshout.com/">Styleshout</a></li></ul></div><div id="go-top"><a class="smoothscroll" title="Back to Top" href="#home"><i class="icon-up-open"></i></a></div></div></footer>`;
}

function reactResumeCeevee(p) {
  const w = WORDS[p.lang];
  const main = mainData(p);
  return `<!DOCTYPE html>
<html lang="${p.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
    <meta name="theme-color" content="#000000">
    <link rel="stylesheet" href="${href('css/default.css')}">
    <link rel="stylesheet" href="${href('css/layout.css')}">
    <link rel="stylesheet" href="${href('css/media-queries.css')}">
    <title>${html(main.name)}</title>
  </head>

  <body>
    <noscript>
      You need to enable JavaScript to run this app.
    </noscript>
    <div id="root"><div class="App">${header(main, w)}${about(main, w)}${resume(resumeData(p), w)}${contact(main, w)}${footer(main)}</div></div>
  </body>
</html>
`;
}

/** Slot 27 of generate.mjs's fixed slots. */
export const SLOT_27_HTML_FAMILIES = {
  'react-resume-ceevee': {
    dateStyle: 'long',
    // A browser's "Save as PDF": A4, 10 mm margins, "Background graphics" checked.
    page: {
      ...CHROME_SAVE_AS_PDF,
      printBackground: true,
    },
    html: reactResumeCeevee,
    waitForFonts: true,
  },
};
