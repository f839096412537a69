// resume-cowssaymoo (SLOT_41_HTML_FAMILIES, re-exported by html-templates.mjs): CowsSayMoo's "Resume Template"
// CowsSayMoo/Resume (MIT, commit 0f60fd8), "a modern, dynamic CV/Resume template built with HTML, CSS, and
// JavaScript": a static cv.html whose script.js fetches config/config.yaml, applies its theme (CSS custom
// properties on <html>, the font and a background gradient on <body>) and fills the page's containers; the
// README's way to a PDF is the browser's print dialog with background graphics on, A4, no margins (its own
// example-resume.pdf is Firefox's print of the example config: A4, edge to edge). Vendored in
// templates/resume-cowssaymoo/: its cv.html, styles.css, script.js, config/example-config.yaml, README and
// licence, unchanged.
//
// The page is the DOM script.js leaves behind for a config.yaml filled with the person's record the way
// config/example-config.yaml is (the script itself is not run: it fetches the YAML, which file:// forbids):
// the example's theme applied as applyTheme() applies it (its font list's first choice, Inter, is Debian's
// fonts-inter here, an OpenType CFF font that Chromium embeds as Type 3 fonts; the author's own PDF fell back
// to Noto Sans); a 280 px dark sidebar at the left, the full page tall, with the template's picture frame
// (170 px, shadowed, empty: no photo given), then upper-case section titles over a rule: the contact
// methods, each a bold label on a line of its own over its value ("Location:" with "City, Country" as the
// example PDF's "San Francisco, CA", "Phone:" with the national number, "Email:"; no GitHub or LinkedIn: the
// people have none), the rated skills (the example's "Frontend Development" ... with five square dots each,
// filled by level: here each skill group's label, rated 5, 4, 3, ... as made up, the way the example rates
// categories; a person with a flat list has no categories, so the section is titled with the language's word
// for languages and rates the spoken languages, "Deutsch (Muttersprache)" five dots, "Englisch (C1)" four),
// then the tools as gradient pills in a wrapping row (here every skill of every group, as the example's
// "JavaScript/TypeScript", "React" ...). The main column: the name in large bold type, the headline under it,
// the summary in grey, then the sections in the example's sectionOrder: education (each school the degree in
// bold over "School, City: YYYY - YYYY" in small grey type, as the example's "Stanford University,
// California: September 2014 - June 2016"; the people's schools have years only), experience (each job the
// company in bold over "Title: Month YYYY - Month YYYY" in small grey type, as the example's "Senior Full
// Stack Developer & Team Lead: March 2021 - Present"; the language's word for now otherwise; then its
// bullets) and, as the example's custom "Certifications" list section, a custom list section of the spoken
// languages, one a bullet (unless they are rated in the sidebar). Section titles are the example's words in
// English ("Contact Information", "Core Skills", "Technologies & Tools", "Education", "Professional
// Experience"), the person's language's otherwise (sectionLabels is the template's way to other languages).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'resume-cowssaymoo');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The example's sectionLabels in English; the person's language otherwise. */
const LABELS = {
  en: {
    contact: 'Contact Information',
    skills: 'Core Skills',
    software: 'Technologies & Tools',
    education: 'Education',
    experience: 'Professional Experience',
  },
  fr: { software: 'Technologies et outils' },
  de: { software: 'Technologien & Tools' },
  es: { software: 'Tecnologías y herramientas' },
  pt: { software: 'Tecnologias e ferramentas' },
  it: { software: 'Tecnologie e strumenti' },
};

/** The contact methods' labels (the example's "Phone:", "Email:"; the PDF's "Location:"). */
const CONTACT = {
  en: { location: 'Location:', phone: 'Phone:', email: 'Email:' },
  fr: { location: 'Adresse :', phone: 'Téléphone :', email: 'E-mail :' },
  de: { location: 'Ort:', phone: 'Telefon:', email: 'E-Mail:' },
  es: { location: 'Ubicación:', phone: 'Teléfono:', email: 'Correo:' },
  pt: { location: 'Localização:', phone: 'Telefone:', email: 'E-mail:' },
  it: { location: 'Località:', phone: 'Telefono:', email: 'Email:' },
};

/** config/example-config.yaml's theme, as applyTheme() sets it. */
const THEME = {
  root: '--primary-color: #2563eb; --secondary-color: #7c3aed; --sidebar-bg: #1e293b; --text-primary: #1e293b; --text-secondary: #64748b; --tag-primary: #2563eb; --tag-secondary: #7c3aed;',
  body: 'font-family: Inter, &quot;SF Pro Display&quot;, -apple-system, BlinkMacSystemFont, sans-serif; background: linear-gradient(135deg, rgb(102, 126, 234) 0%, rgb(118, 75, 162) 100%);',
};

function labels(p) {
  const h = HEADINGS[p.lang];
  return {
    contact: h.contact,
    skills: h.skills,
    education: h.education,
    experience: h.experience,
    ...LABELS[p.lang],
  };
}

/** Five dots for a native or C2 speaker (or no level given), four for C1, three for B1/B2, two for A2, one for A1. */
function languageLevel(s) {
  const level = /\(([^)]*)\)/.exec(s)?.[1] ?? '';
  if (/C1/.test(level)) return 4;
  if (/B[12]/.test(level)) return 3;
  if (/A2/.test(level)) return 2;
  if (/A1/.test(level)) return 1;
  return 5;
}

/** createSection() */
const section = (key, label, containerId, body) =>
  `<div class="section"><h2 id="section-${key}">${html(label)}</h2><div id="${containerId}">${body}</div></div>`;

function cvPage(p) {
  const h = HEADINGS[p.lang];
  const l = labels(p);
  const c = CONTACT[p.lang];
  const a = p.address;
  // setContactInfo()
  const contact = [
    { type: 'location', label: c.location, value: `${a.city}, ${a.country}` },
    { type: 'phone', label: c.phone, value: p.phone.shown },
    { type: 'email', label: c.email, value: p.email },
  ]
    .map(
      (m) =>
        `<div class="contact-item" data-type="${m.type}"><strong>${html(m.label)}</strong><span>${html(m.value)}</span></div>`,
    )
    .join('');
  // setSkillLevels(): each labelled group a rated category (levels made up, 5 down to 3); with a flat list of
  // skills (no categories to rate) the section is retitled and rates the spoken languages instead.
  const groups = p.skills.filter((g) => g.label);
  const rated = groups.length
    ? groups.map((g, i) => ({ name: g.label, level: Math.max(5 - i, 3) }))
    : p.languages.split(', ').map((s) => ({ name: s, level: languageLevel(s) }));
  const skills = rated
    .map(({ name, level }) => {
      const dots = [1, 2, 3, 4, 5]
        .map((k) => `<div class="${k <= level ? 'dot filled' : 'dot'}"></div>`)
        .join('');
      return `<div class="skills-category"><h3>${html(name)}</h3><div class="skill-dots">${dots}</div></div>`;
    })
    .join('');
  const skillsTitle = groups.length ? l.skills : h.languages;
  // setSoftwareTools()
  const software = p.skills
    .flatMap((g) => g.items)
    .map((s) => `<div class="software-tag">${html(s)}</div>`)
    .join('');
  // setEducation(): "school: period"
  const education = p.education
    .map(
      (e) =>
        `<div class="education-item"><h3>${html(e.degree)}</h3><div class="school">${html(
          `${e.institution}, ${e.city}: ${e.start} - ${e.end}`,
        )}</div></div>`,
    )
    .join('');
  // setExperience(): "position: period"
  const period = (j) =>
    `${showDate(j.start, 'long')} - ${j.end ? showDate(j.end, 'long') : PRESENT_WORD[p.lang]}`;
  const experience = p.experience
    .map(
      (j) =>
        `<div class="job"><h3>${html(j.company)}</h3><div class="position">${html(`${j.title}: ${period(j)}`)}</div><ul>${j.bullets
          .map((b) => `<li>${html(b)}</li>`)
          .join('')}</ul></div>`,
    )
    .join('');
  // A custom 'list' section (createListSection()), as the example's certifications, when the languages are not
  // rated in the sidebar.
  const languages = groups.length
    ? section(
        'languages',
        h.languages,
        'languages-container',
        `<ul class="custom-list">${p.languages
          .split(', ')
          .map((s) => `<li>${html(s)}</li>`)
          .join('')}</ul>`,
      )
    : '';
  return `<!DOCTYPE html>
<html lang="nl" style="${THEME.root}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title id="page-title">${html(`CV - ${fullName(p)}`)}</title>
    <link rel="stylesheet" href="${href('styles.css')}" />
  </head>
  <body style="${THEME.body}">
    <div class="cv-container">
      <div class="sidebar">
        <div class="profile-img"></div>

        <div class="section">
          <h2 id="section-contact">${html(l.contact)}</h2>
          <div id="contact-container">${contact}</div>
        </div>

        <div class="section">
          <h2 id="section-skills">${html(skillsTitle)}</h2>
          <div id="skills-container">${skills}</div>
        </div>

        <div class="section">
          <h2 id="section-software">${html(l.software)}</h2>
          <div class="software-tags" id="software-container">${software}</div>
        </div>
      </div>

      <div class="main-content">
        <div class="header">
          <h1 id="personal-name">${html(fullName(p))}</h1>
          <div class="title" id="personal-title">${html(p.headline)}</div>
          <div class="bio" id="personal-bio">${html(p.summary)}</div>
        </div>

        <div id="main-sections-container">${section('education', l.education, 'education-container', education)}${section(
          'experience',
          l.experience,
          'experience-container',
          experience,
        )}${languages}</div>
      </div>
    </div>
  </body>
</html>
`;
}

/** Slot 41 of generate.mjs's fixed slots. */
export const SLOT_41_HTML_FAMILIES = {
  'resume-cowssaymoo': {
    dateStyle: 'long',
    // Its README and USAGE.md: the browser's print dialog, A4, margins none, background graphics on.
    page: { format: 'A4', printBackground: true },
    html: cvPage,
  },
};
