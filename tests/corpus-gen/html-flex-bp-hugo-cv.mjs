// flex-bp-hugo-cv (SLOT_13_HTML_FAMILIES, re-exported by html-templates.mjs): Sebastian Pech's Hugo theme
// spech66/flex-bp-hugo-cv (MIT, commit ed23232), "Flexbox based Hugo CV theme". Its layouts/index.html and
// partials render one page from data/<lang>/content.yaml; that page is written here the way Hugo renders it
// from a content.yaml filled with the person's record in the example's conventions:
// - PersonalData: the name with the example's suffix ("- CV"; the German example's "- Lebenslauf"), the
//   headline as CurrentWorkplace, and the contacts Name, Address ("street, postcode city, country"), Phone
//   and Email (the example's Website and Date of birth rows left out: the records have none), each a bold
//   label in a 160 px cell behind its Font Awesome icon and the value beside it (`markdownify`: Goldmark's
//   linkify makes the e-mail a mailto link);
// - BriefProfile: the summary as a section named with the language's word for profile, then one section a
//   labelled skill group (the label in the left 160 px column, one skill a paragraph on the right);
// - Experience: the dates stacked in the left column ("MM/YYYY", "-", "MM/YYYY" or the language's word for
//   now, as the example's customDateFormat "01/2006" and "Today" write them), the job title (h3), the
//   employer as a link, one paragraph a bullet; no skill tags (the records have none per job);
// - AcademicEducation: years stacked on the left, the degree as Name, the institution as Organisation (the
//   example's Qualification left empty);
// - the lists: Languages (the spoken languages, one a bullet), then Skills for a flat skill list (one a
//   bullet);
// - Contacts2: the example's closing "Contact" section repeating name, address, phone and e-mail.
// Section titles in the person's language (HEADINGS, and words for the theme's own "Personal Data" and
// "Brief Profile"). The sidebar (photo and navigation), the floating buttons and the footer are hidden by the
// theme's print rules, as are the skill tags.
//
// Stylesheets vendored unchanged in templates/flex-bp-hugo-cv/css: the theme's fontawesome.min.css (Font
// Awesome Free 5.15.4; its solid and regular woff2 fonts in webfonts/) and main.css, and the example site's
// custom.css (Roboto, local() first, then the example's roboto-v20-latin-regular.woff2 in fonts/), in the
// order head.html concatenates them. Printed as Chrome's "Save as PDF" with its defaults (A4, 10 mm
// margins, background graphics off): the theme's @media print rules give one column in black and blue-free
// headings.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'flex-bp-hugo-cv');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s) => html(s).replace(/"/g, '&quot;');

/** Hugo's `urlize` for the section ids: lower case, spaces to hyphens, accents kept (removePathAccents only affects paths). */
const urlize = (s) =>
  String(s)
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}\-_]/gu, '');

/** The theme's own words (the example's English and German data), in each language of the records. */
const WORDS = {
  en: {
    personal: 'Personal Data',
    profile: 'Brief Profile',
    name: 'Name',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    suffix: '- CV',
    title: 'CV',
  },
  de: {
    personal: 'Persönliche Daten',
    profile: 'Kurzprofil',
    name: 'Name',
    address: 'Addresse',
    phone: 'Telefon',
    email: 'Email',
    suffix: '- Lebenslauf',
    title: 'Lebenslauf',
  },
  fr: {
    personal: 'Données personnelles',
    profile: 'Profil en bref',
    name: 'Nom',
    address: 'Adresse',
    phone: 'Téléphone',
    email: 'E-mail',
    suffix: '- CV',
    title: 'CV',
  },
  es: {
    personal: 'Datos personales',
    profile: 'Perfil breve',
    name: 'Nombre',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo',
    suffix: '- CV',
    title: 'CV',
  },
  pt: {
    personal: 'Dados pessoais',
    profile: 'Perfil resumido',
    name: 'Nome',
    address: 'Endereço',
    phone: 'Telefone',
    email: 'E-mail',
    suffix: '- Currículo',
    title: 'Currículo',
  },
  it: {
    personal: 'Dati personali',
    profile: 'Profilo sintetico',
    name: 'Nome',
    address: 'Indirizzo',
    phone: 'Telefono',
    email: 'E-mail',
    suffix: '- CV',
    title: 'CV',
  },
};

/** `markdownify` of a one-line value: Goldmark's linkify turns an e-mail address into a mailto link. */
const markdownify = (s) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) ? `<a href="mailto:${attr(s)}">${html(s)}</a>` : html(s);

/** "English (native), French (A2)" → one list item a language (commas inside brackets kept). */
const languageItems = (s) => s.split(/,\s*(?![^()]*\))/);

function flexBp(p) {
  const h = HEADINGS[p.lang];
  const w = WORDS[p.lang];
  const a = p.address;
  const name = fullName(p);
  const contacts = [
    ['fas fa-user', w.name, name],
    ['fas fa-map-marker-alt', w.address, `${a.street}, ${a.postcode} ${a.city}, ${a.country}`],
    ['fas fa-mobile-alt', w.phone, p.phone.shown],
    ['fas fa-envelope', w.email, p.email],
  ]
    .map(
      ([icon, label, value]) => `
            <li><strong><i class="${icon}"></i> ${html(label)}</strong>${markdownify(value)}</p>
        `,
    )
    .join('');
  const section = (title, icon, body) => `
<section id="section-${urlize(title)}">
    <h2><i class="${icon}"></i> ${html(title)}</h2>${body}
</section>
`;
  const inner = (left, right) => `
        <div class="innerContainer">
            <h3 class="innerLeft">${left}</h3>
            <div class="innerRight">${right}
            </div>
        </div>
    `;
  const paragraphs = (items) =>
    items.map((s) => `\n                    <p>${html(s)}</p>\n                `).join('');
  const grouped = p.skills.filter((g) => g.label);
  const flat = p.skills.filter((g) => !g.label).flatMap((g) => g.items);
  const profile = [[h.summary, [p.summary]], ...grouped.map((g) => [g.label, g.items])]
    .map(([label, items]) => inner(html(label), paragraphs(items)))
    .join('');
  const ym = (d) => showDate(d, 'numeric');
  const jobs = p.experience
    .map((j) =>
      inner(
        `${ym(j.start)}<br />-<br/> ${html(j.end ? ym(j.end) : PRESENT_WORD[p.lang])}`,
        `
                <h3>${html(j.title)}</h3>
                <p><a href="" target="_blank" rel="noopener noreferrer">${html(j.company)}</a></p>
                ${paragraphs(j.bullets)}
                <p>
                    
                </p>`,
      ),
    )
    .join('');
  const schools = p.education
    .map((e) =>
      inner(
        `${e.start}<br />-<br/> ${e.end}`,
        `
                    <h3>${html(e.degree)}</h3>
                    <p><a href="" target="_blank" rel="noopener noreferrer">${html(e.institution)}</a></p>
                    <p></p>`,
      ),
    )
    .join('');
  const list = (items) => `
        <ul class="listsimple">
            ${items.map((s) => `\n                <li>${html(s)}</li>\n            `).join('')}
        </ul>`;
  const sections = [
    [w.personal, 'fas fa-user'],
    [w.profile, 'fas fa-th-list'],
    [h.experience, 'fas fa-briefcase'],
    [h.education, 'fas fa-university'],
    [h.languages, 'fas fa-language'],
    ...(flat.length ? [[h.skills, 'fas fa-sliders-h']] : []),
    [h.contact, 'fas fa-address-card'],
  ];
  const nav = sections
    .map(
      ([title, icon]) =>
        `\n        <li><a href="#section-${urlize(title)}"><i class="${icon}"></i> ${html(title)}</a></li>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="${p.lang}">
    <meta charset="utf-8">
    <title>${html(w.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<meta name="description" content="Text about the site">
<meta name="author" content="${attr(name)}">
<link rel="stylesheet" href="${href('css/fontawesome.min.css')}">
<link rel="stylesheet" href="${href('css/main.css')}">
<link rel="stylesheet" href="${href('css/custom.css')}">
    <body>
<div class="container">
    <main>
<h1>${html(name)} ${html(w.suffix)}</h1>
<div class="subtitle">${html(p.headline)}</div>
<section id="section-${urlize(w.personal)}">
    <h2><i class="fas fa-user"></i> ${html(w.personal)}</h2>
    <ul class="listspecial">
        ${contacts}
    </ul>
</section>
${section(w.profile, 'fas fa-th-list', profile)}${section(h.experience, 'fas fa-briefcase', jobs)}${section(
    h.education,
    'fas fa-university',
    schools,
  )}${section(h.languages, 'fas fa-language', list(languageItems(p.languages)))}${
    flat.length ? section(h.skills, 'fas fa-sliders-h', list(flat)) : ''
  }
<section id="section-${urlize(h.contact)}">
    <h2><i class="fas fa-address-card"></i> ${html(h.contact)}</h2>
    <ul class="listspecial">
        ${contacts}
    </ul>
    <ul>
    </ul>
</section>
<div class="fabs">
    <button class="btn-toggle-theme btn" aria-label="Toggle theme"><i class="fas fa-adjust"></i></button>
    <a href="#" class="btn" aria-label="Go to top"><i class="fas fa-arrow-circle-up"></i></a>    
</div>

<footer>
    &copy; 2026 ${html(name)}.
    Theme by <a href="https://www.spech.de" target="_blank" rel="noopener noreferrer">Sebastian Pech</a>.
</footer>
    </main>
    <aside class="sidebar">
<nav>
    <ul>${nav}
    </ul>
</nav>
    </aside>
</div>
    </body>
</html>
`;
}

/** Slot 13 of generate.mjs's fixed slots. */
export const SLOT_13_HTML_FAMILIES = {
  'flex-bp-hugo-cv': {
    dateStyle: 'numeric',
    // Chrome's "Save as PDF" with its defaults: A4, 10 mm margins, background graphics off.
    page: CHROME_SAVE_AS_PDF,
    html: flexBp,
    waitForFonts: true,
  },
};
