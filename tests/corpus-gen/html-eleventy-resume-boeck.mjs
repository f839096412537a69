// eleventy-resume-boeck (SLOT_30_HTML_FAMILIES, re-exported by html-templates.mjs): Max Böck's Eleventy résumé
// maxboeck/resume (MIT, commit 9c177fc), "an online résumé" built by Eleventy 0.12 from its own data files (not
// JSON Resume): src/data/author.json (the person), src/data/strings.json (section titles and labels, there to be
// translated), src/entries/content/introduction.md and one Markdown file with front matter per job
// (src/entries/work/) and per school (src/entries/education/). The page is what Eleventy renders from
// layouts/base.njk, layouts/resume.njk and the includes (header, vcard, entrylist, entry, sidebar, footer),
// filled the way the example's files are:
// - author.json: `name`, `occupation` (the headline), `location` "City, Country" (the example's "Vienna, AT"),
//   `email` (written as HTML character references by the template's `obfuscate` filter, which the browser shows
//   as the address), `telephone` (the national form), `skills` (one flat list: the template has no skill
//   groups, so a grouped record's skills are listed in order without their labels) and `languages` ({ name,
//   level } from "Idiom (level)"; a language the record gives without a level is shown without the
//   template's brackets, which would otherwise be empty). The optional `pronouns`, `website`, `social` and
//   `avatar` keys are left out: the records have no pronouns, website or profiles, and the example's avatar is
//   a generated face (thispersondoesnotexist.com) that is not vendored (see templates/…/SOURCE.md).
// - introduction.md: the summary, under the example's title "About Me" (the language's word for a profile
//   for the other languages); markdown-it with `typographer` curls apostrophes.
// - work/*.md: `title` (job title), `organization` (company, no URL), `location` (city), `start`, `end` (none
//   for a current job: the template then writes strings.labels.present), the bullets as the entry's text, one
//   paragraph of sentences as the example's. Dates are printed "MM/yyyy" by the template (luxon), in small
//   letter-spaced capitals above the title ("04/2019 – PRESENT").
// - education/*.md: `title` the degree (the example's "Master, Webdevelopment"), `organization` the school,
//   `location` its city, no text. The front matter needs full dates and the template prints "MM/yyyy": the
//   records give years only, so schools are written from 09/<start> to 06/<end>.
// - strings.json: the template's English strings for English records ("Work Experience", "Education",
//   "Skills", "Languages", "Present", "Last updated"); the person's language otherwise (HEADINGS, PRESENT_WORD).
// - No GitHub repositories (repositories.js needs a user name and the network) and no custom.md section (its
//   README: delete the file if not wanted).
//
// Vendored in templates/eleventy-resume-boeck/ with the repository's LICENSE: main.css (src/assets/styles/main.scss
// compiled by sass 1.77.8, expanded, as its development build does, without the @font-face of Butler) and the
// two icons the page uses (email, telephone), written as the inline <symbol> sprite the template's iconsprite
// shortcode puts at the top of the body. Headings ask for 'Butler', Georgia, Times, serif: Butler (the
// theme's own font, whose licence forbids use "as a way to make money") is not vendored, so the headings fall
// to Times (Tinos here); the text is the system stack, Roboto here.
// Printed as a user's Chrome "Save as PDF" does it (A4, background graphics off, 100 %) with the template's own
// print stylesheet: its @page margins 1 cm 3 cm, 10 px root size, the blue sidebar hidden, one column: name, the
// headline · place, icon-led e-mail and phone; section titles over a grey rule; jobs and schools on a timeline
// (a thin grey line with a red dot at each entry, kept by its print-color-adjust), each entry's dates above its
// title, the company · city in blue under it; skills and languages side by side in two bulleted columns (red
// dots); a footer with "© Name" and "Last updated: 01.01.2026".
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'eleventy-resume-boeck');
const T = (f) => pathToFileURL(path.join(DIR, f)).href;
const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** markdown-it with `typographer`: apostrophes curled, then HTML-escaped. */
const md = (s) => html(String(s).replace(/'/g, '’'));

/** The template's `obfuscate` filter: every character as a decimal character reference. */
const obfuscate = (s) => [...String(s)].map((c) => `&#${c.charCodeAt(0)};`).join('');

/** luxon's "MM/yyyy" of a [year, month]. */
const mmYyyy = ([y, m]) => `${String(m).padStart(2, '0')}/${y}`;
/** luxon's "yyyy-MM-dd" (the <time> element's datetime), the first of the month. */
const iso = ([y, m]) => `${y}-${String(m).padStart(2, '0')}-01`;

/** "Last updated" for the footer (strings.json labels.lastUpdated), per language. */
const LAST_UPDATED = {
  en: 'Last updated',
  fr: 'Dernière mise à jour',
  de: 'Zuletzt aktualisiert',
  es: 'Última actualización',
  pt: 'Última atualização',
  it: 'Ultimo aggiornamento',
};

/** strings.json for the person's language: the template's own English strings, else the language's words. */
function stringsFor(lang) {
  const h = HEADINGS[lang];
  return lang === 'en'
    ? {
        intro: 'About Me',
        experience: 'Work Experience',
        education: 'Education',
        skills: 'Skills',
        languages: 'Languages',
        present: 'Present',
        lastUpdated: 'Last updated',
      }
    : {
        intro: h.summary,
        experience: h.experience,
        education: h.education,
        skills: h.skills,
        languages: h.languages,
        present: PRESENT_WORD[lang],
        lastUpdated: LAST_UPDATED[lang],
      };
}

/** The record's languages as author.json's items: "English (native)" → name English, level native. */
const languageItems = (s) =>
  s.split(/,\s*/).map((part) => {
    const m = /^(.*?)\s*\((.*)\)$/.exec(part);
    return m ? { name: m[1], level: m[2] } : { name: part, level: null };
  });

const icon = (id) => `<svg class="icon icon--${id}" role="img" aria-hidden="true" width="24" height="24">
                    <use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#icon-${id}"></use>
                </svg>`;

/** The icon sprite of utils/iconsprite.js, for the two icons the printed page shows. */
const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><symbol viewBox="0 0 24 24" id="icon-email" xmlns="http://www.w3.org/2000/svg"><path d="M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4l-8 5-8-5V6l8 5 8-5v2z"/></symbol><symbol viewBox="0 0 24 24" id="icon-telephone" xmlns="http://www.w3.org/2000/svg"><path d="M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02l-2.2 2.2z"/></symbol></svg>`;

/** includes/entry.njk for one entry: { title, organization, location, start, end, text }. */
function entry(e, microformat, strings) {
  const end = e.end
    ? `<time class="dt-end" datetime="${iso(e.end)}">
                ${mmYyyy(e.end)}
            </time>`
    : `<span>${html(strings.present)}</span>`;
  return `
    <li class="entrylist__item h-event ${microformat}">
        <article class="entry">
    <div class="entry__header">
        <h3 class="entry__title p-name">${html(e.title)}</h3>
        
        <p class="entry__time">
            <time class="dt-start" datetime="${iso(e.start)}">
                ${mmYyyy(e.start)}
            </time>
            <span>&ndash;</span>
            ${end}
        </p>

        <p class="entry__organization p-org h-card">
            <span class="p-name">${html(e.organization)}</span>
            <span aria-hidden="true">&middot;</span>
            <span class="p-location">${html(e.location)}</span>
        </p>
    </div>
${
  e.text
    ? `
    <div class="entry__content p-summary">
        <p>${md(e.text)}</p>

    </div>`
    : ''
}
</article>
    </li>`;
}

const entrylist = (entries, microformat, strings) => `
<ol class="entrylist" reversed>${entries.map((e) => entry(e, microformat, strings)).join('\n    ')}
    
</ol>`;

const byStartDesc = (a, b) => b.start[0] - a.start[0] || b.start[1] - a.start[1];

function eleventyResume(p) {
  const s = stringsFor(p.lang);
  const name = fullName(p);
  const location = `${p.address.city}, ${p.address.country}`;
  const jobs = p.experience
    .map((j) => ({
      title: j.title,
      organization: j.company,
      location: j.city,
      start: j.start,
      end: j.end,
      text: j.bullets.join(' '),
    }))
    .sort(byStartDesc);
  const schools = p.education
    .map((e) => ({
      title: e.degree,
      organization: e.institution,
      location: e.city,
      start: [e.start, 9],
      end: [e.end, 6],
      text: '',
    }))
    .sort(byStartDesc);
  const skills = p.skills.flatMap((g) => g.items);
  const languages = languageItems(p.languages);
  const pageTitle = `${name} - ${p.headline} in ${location}`;
  return `<!DOCTYPE html>
<html class="no-js" lang="${p.lang}">
<head>
    <meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${html(pageTitle)}</title>
<meta name="description" content="Online Resume of ${html(name)}">
    <link rel="stylesheet" href="${T('main.css')}">
</head>
<body style="--primary-color:#005b96;--secondary-color:#fc6767;">
    <div data-icon-sprite hidden>${SPRITE}</div>

    <div class="layout h-resume" role="document">
        <header class="header">
    <div class="container">
        <div class="vcard h-card">
    <div class="vcard__content">
        <div class="vcard__title">
            <h1 class="p-name">${html(name)}</h1>
        </div>

        <p class="vcard__subtitle lead">
            <span class="p-job-title">${html(p.headline)}</span>
                <span aria-hidden="true">&middot;</span>
                <span class="p-locality">${html(location)}</span>
        </p> 

        <div class="vcard__contact p-contact">
                <a class="vcard__link u-email" aria-label="Email" href="mailto:${obfuscate(p.email)}">
                    ${icon('email')}
                    <span class="vcard__link-text">${obfuscate(p.email)}</span>
                </a>
                <a class="vcard__link p-tel" aria-label="Telephone" href="tel:${html(p.phone.shown.replace(/\s/g, ''))}">
                    ${icon('telephone')}
                    <span class="vcard__link-text">${html(p.phone.shown)}</span>
                </a>
        </div>
    </div>
</div>
    </div>
</header>
        <main class="main container">

            <section class="section" id="section-introduction">
                <h2 class="section__title">${html(s.intro)}</h2>
                <div class="lead p-summary">
                    <p>${md(p.summary)}</p>

                </div>
            </section>

        <section class="section" id="section-experience">
            <h2 class="section__title">${html(s.experience)}</h2>
            ${entrylist(jobs, 'p-experience', s)}
        </section>

        <section class="section" id="section-education">
            <h2 class="section__title">${html(s.education)}</h2>
            ${entrylist(schools, 'p-education', s)}
        </section>

        <div class="grid grid--2col">
            <section class="section section--half" id="section-skills">
                <h2 class="section__title">${html(s.skills)}</h2>
                <ul class="bulletlist">${skills
                  .map(
                    (k) => `
                    <li class="p-skill">${html(k)}</li>`,
                  )
                  .join('')}
                </ul>
            </section>

            <section class="section section--half" id="section-languages">
                <h2 class="section__title">${html(s.languages)}</h2>
                <ul class="bulletlist">${languages
                  .map(
                    (l) => `
                    <li class="p-skill">${html(l.name)}${l.level ? ` (${html(l.level)})` : ''}</li>`,
                  )
                  .join('')}
                </ul>
            </section>
        </div>
</main>
        <aside class="sidebar">
    <div class="container">

        <div class="actions">
                <a class="actions__btn has-tooltip" aria-label="Email" href="mailto:${obfuscate(p.email)}">
                    ${icon('email')}
                </a>
                <a class="actions__btn has-tooltip" aria-label="Telephone" href="tel:${html(p.phone.shown.replace(/\s/g, ''))}">
                    ${icon('telephone')}
                </a>
            <button class="actions__btn js-print utl-screen-only has-tooltip" aria-label="Print Résumé">
                ${icon('print')}
            </button>
        </div>

    </div>
</aside>
        <footer class="footer">
    <div class="container utl-space-between">
        <p>&copy; ${html(name)}</p>
        <p>${html(s.lastUpdated)}: 01.01.2026</p>
    </div>
</footer>
    </div>
</body>
</html>
`;
}

/** Slot 30 of generate.mjs's fixed slots. */
export const SLOT_30_HTML_FAMILIES = {
  'eleventy-resume-boeck': {
    // Dates are "MM/yyyy" (the template's luxon format), the corpus's numeric style.
    dateStyle: 'numeric',
    // Chrome's "Save as PDF" with its defaults (A4, no background graphics); the template's print stylesheet
    // sets the page margins (@page { margin: 1cm 3cm }).
    page: { format: 'A4' },
    html: eleventyResume,
  },
};
