// cv-template-thecatatafish (SLOT_57_HTML_FAMILIES, re-exported by html-templates.mjs): "Simple and Responsive CV
// Template", thecatatafish/cv-template (MIT, commit bcf6307), a single page of vanilla CSS (style.css) whose
// template.html Alpine.js 3 fills from a data.js object (header, contact, experiences, education, tech_skills,
// interests, language_skills), icons from Iconify's CDN script and Lato (300, 400, 500, 700) from Google Fonts;
// the README's way to a PDF is Chromium's print dialog, "use the scale parameter to slightly shrink your CV so it
// fits nicely on a single page", and the repository's own example-pdf.pdf is that: Chrome 92, A4, the default
// 10 mm margins, scale 90 %, no header or footer.
//
// The layout, floated columns of a 12-column grid (the print rules of style.css): a centred banner, a round
// portrait (col-3) beside the name in 40 px capitals spaced out (the first name light, the last name regular), the
// job title in small spaced capitals under it and the description paragraph, left-aligned, under both; a grey rule;
// then the main column (col-8) under "EXPERIENCE" (bold, 4 px letter-spacing): each job its title in bold
// capitals, a line "Company | Location | start-end" and the description (HTML: prose, or a list of "- " items); and
// at the right a side pane (col-4) behind a thin grey rule with headings in bold spaced capitals: "Contact" (icon-
// led city, phone, e-mail, then LinkedIn and GitHub handles), "Education" (each the degree, the school and
// "start-end" on three lines), "Technical Skills" (one icon-led skill a line), "Interests" and "Languages" (an icon,
// the language and its level in grey brackets).
//
// Nothing of the template is vendored or run: template.html, style.css and data.js were read, and this file writes
// the page Alpine renders from a data.js filled with the person (the x-for templates expanded, the x-expression
// lines as their text), in markup and CSS of its own that give the same boxes. Fonts: Debian's Lato 2 (fonts-lato)
// under the name "Lato" in the three faces Google Fonts serves for the template's request (Light, Regular, Bold; a
// 500 asks for Regular, 100 and 200 for Light, as the example PDF shows). Iconify's icons are inline SVGs of 1 em
// (as its script writes them, `vertical-align: -0.125em`), drawn by this file: a house, a phone, an envelope; the
// records' skills have no logos, so each skill has one generic icon (a small check mark); each spoken language a
// small monotone flag (the sample's are the country's flags). The portrait is a generic avatar drawn as an SVG in
// the spirit of the sample's (data.js points at a stock avatar image): the records have no photos.
//
// Filled as data.js is: first_name and last_name, job_title the headline, description the summary; contact.city
// "City, Country" (the sample's "London, UK"), the phone as shown, the e-mail; no LinkedIn or GitHub lines (the
// records have none; the sample's lines are left out rather than filled with made-up handles). Each experience: its
// title, company, location (the job's city) and start/end as the sample's years ("2019", "present": the sample's
// lower-case word for English, the person's language's word otherwise); the description as the sample's HTML: a
// single bullet as the prose, several as its `<ul> <li> … </li> </ul>` list (shown "- …"). Education: degree,
// school, start_year and end_year. tech_skills: every skill of the record, flat (group labels dropped: the
// template has one list). language_skills from the spoken languages (language, level). No interests (the records
// have none: the section is left out). The headings are the template's English words for an English person and the
// person's language's headings otherwise (they are text in template.html, so a user edits them).
import { pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, allSkills, spokenLanguages } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** template.html's headings (lower-case "experience" is upper-cased by the CSS), or the person's language's. */
const headingsOf = (lang) =>
  lang === 'en'
    ? {
        experience: 'experience',
        contact: 'Contact',
        education: 'Education',
        skills: 'Technical Skills',
        languages: 'Languages',
      }
    : HEADINGS[lang];

/** The end of a job as the sample writes it ("present" in English). */
const endOf = (p, end) => (end ? String(end[0]) : p.lang === 'en' ? 'present' : PRESENT_WORD[p.lang]);

const LATO = '/usr/share/fonts/truetype/lato';
const FONT_FACES = [
  [300, 'Lato-Light.ttf'],
  [400, 'Lato-Regular.ttf'],
  [700, 'Lato-Bold.ttf'],
]
  .map(
    ([weight, file]) =>
      `@font-face { font-family: 'Lato'; font-style: normal; font-weight: ${weight}; src: url('${
        pathToFileURL(`${LATO}/${file}`).href
      }'); }`,
  )
  .join('\n');

/** Iconify-like inline icons (1 em square, current colour), drawn here. */
const svgIcon = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" class="iconify" width="1em" height="1em" viewBox="0 0 24 24" style="vertical-align: -0.125em; transform: rotate(360deg);">${body}</svg>`;
const ICON = {
  home: svgIcon('<path d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" fill="currentColor"/>'),
  phone: svgIcon(
    '<rect x="6" y="1.5" width="12" height="21" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><path d="M7 4.5h10v13H7z" fill="currentColor"/>',
  ),
  mail: svgIcon(
    '<rect x="2.5" y="4.5" width="19" height="15" rx="1.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 6l9 6 9-6" fill="none" stroke="currentColor" stroke-width="2"/>',
  ),
  skill: svgIcon('<path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" stroke-width="2.5"/>'),
  flag: svgIcon(
    '<path d="M5 22V3" stroke="currentColor" stroke-width="2"/><path d="M6 4h13l-3 4.5 3 4.5H6z" fill="currentColor"/>',
  ),
};

/** A generic avatar standing in for the sample's stock portrait: a figure on a round blue ground, square. */
const AVATAR = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500"><rect width="500" height="500" fill="#fff"/><circle cx="250" cy="250" r="250" fill="#3a7ca5"/><path d="M90 430c20-80 80-110 160-110s140 30 160 110a250 250 0 0 1-320 0z" fill="#2e3a4d"/><path d="M222 320h56l-28 70z" fill="#fff"/><path d="M244 330h12l6 50-12 16-12-16z" fill="#7b2d5b"/><circle cx="250" cy="200" r="82" fill="#f2c7a5"/><path d="M168 195c0-60 38-95 82-95s82 35 82 95c-14-30-40-44-82-44s-68 14-82 44z" fill="#3b2a20"/></svg>',
)}`;

function page(p) {
  const t = headingsOf(p.lang);
  const jobs = p.experience
    .map((j) => {
      const description =
        j.bullets.length > 1
          ? `<ul>${j.bullets.map((b) => ` <li> ${html(b)} </li>`).join('')}</ul>`
          : html(j.bullets[0] ?? '');
      return `<div class="experience-details">
<p class="job-title">${html(j.title)}</p>
<p class="company-location-duration"><span>${html(`${j.company} | ${j.city} | ${j.start[0]}-${endOf(p, j.end)}`)}</span></p>
<div class="job-description">${description}</div>
</div>`;
    })
    .join('\n');
  const schools = p.education
    .map(
      (e) => `<div class="side-pane-details">
<p class="degree">${html(e.degree)}</p>
<p>${html(e.institution)}</p>
<p>${e.start}-${e.end}</p>
</div>`,
    )
    .join('\n');
  const skills = allSkills(p)
    .map((s) => `<div>${ICON.skill} <span>${html(s)}</span></div>`)
    .join('\n');
  const languages = spokenLanguages(p)
    .map(
      (l) =>
        `<p>${ICON.flag} <span>${html(l.name)}</span>${
          l.level ? ` <span class="language-level">(${html(l.level)})</span>` : ''
        }</p>`,
    )
    .join('\n');

  return `<!DOCTYPE html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<title>CV</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
${FONT_FACES}
* { box-sizing: border-box; }
html { margin: 10px auto; max-width: 960px; }
body { font-family: 'Lato', sans-serif; color: rgb(59, 59, 59); margin: 0; }
a { text-decoration: none; color: rgb(59, 59, 59); }
.row::after { content: ''; clear: both; display: table; }
[class*='col-'] { float: left; width: 100%; padding: 0 20px; }
.col-3 { width: 25%; }
.col-4 { width: 33.33%; }
.col-8 { width: 66.66%; }
.col-9 { width: 75%; }
.helper { display: inline-block; height: 100%; vertical-align: middle; }
.banner { text-align: center; margin: 20px 0; }
img.profile-image { width: 100%; max-width: 200px; height: auto; border: 2px solid rgba(40, 40, 40, 0.5);
  border-radius: 50%; }
.first-name { font-weight: 300; font-size: 40px; letter-spacing: 2px; text-transform: uppercase; }
.last-name { font-weight: 500; font-size: 40px; letter-spacing: 4px; text-transform: uppercase; }
.function-title { font-weight: 400; font-size: 15px; letter-spacing: 4px; text-transform: uppercase; }
.description { text-align: left; font-weight: 100; }
.split-line { border: 1px solid rgb(200, 200, 200); margin: 0 10px; }
.main { font-weight: 200; margin: 0; text-align: left; }
.experience { font-size: 1.25em; letter-spacing: 4px; font-weight: 700; text-transform: uppercase; }
.experience-details { margin-bottom: 20px; }
.job-title { text-transform: uppercase; font-weight: 700; margin: 0; }
.company-location-duration { margin: 2px 0; }
.job-description { margin: 10px 0; }
.side-pane { margin: 0; border-left: 1px solid rgb(200, 200, 200); padding-left: 20px; padding-right: 5px; }
.side-pane-heading { font-size: 1.1em; letter-spacing: 4px; font-weight: 700; text-transform: uppercase;
  margin-bottom: 8px; }
.side-pane-details { margin-bottom: 20px; }
.side-pane-details p { margin: 2px 0; }
.degree { font-weight: 400; }
.language-level { color: rgb(120, 120, 120); }
ul { list-style: none; padding-left: 20px; margin-top: 8px; margin-bottom: 8px; }
li::before { content: '-'; }
</style>
</head>
<body>
<div class="row banner">
<div class="col-3"><span class="helper"></span><img src="${AVATAR}" alt="portrait" class="profile-image"></div>
<div class="col-9">
<p><span class="first-name">${html(p.first)}</span> &nbsp; <span class="last-name">${html(p.last)}</span> <br>
<span class="function-title">${html(p.headline)}</span></p>
<p class="description">${html(p.summary)}</p>
</div>
</div>
<hr class="split-line">
<div class="row main">
<div class="col-8">
<p class="experience">${html(t.experience)}</p>
${jobs}
</div>
<div class="col-4 side-pane">
<p class="side-pane-heading">${html(t.contact)}</p>
<div class="side-pane-details">
<p>${ICON.home} <span>${html(`${p.address.city}, ${p.address.country}`)}</span></p>
<p>${ICON.phone} <span>${html(p.phone.shown)}</span></p>
<p>${ICON.mail} <a href="mailto:${html(p.email)}">${html(p.email)}</a></p>
</div>
<p class="side-pane-heading">${html(t.education)}</p>
${schools}
<p class="side-pane-heading">${html(t.skills)}</p>
<div class="side-pane-details">
${skills}
</div>
<p class="side-pane-heading">${html(t.languages)}</p>
<div class="side-pane-details">
${languages}
</div>
</div>
</div>
</body>
</html>
`;
}

/** Slot 57 of generate.mjs's fixed slots. */
export const SLOT_57_HTML_FAMILIES = {
  'cv-template-thecatatafish': {
    dateStyle: 'year',
    // The repository's example-pdf.pdf: Chrome's print dialog, A4, default margins, scale 90 %, no header or footer.
    page: {
      format: 'A4',
      scale: 0.9,
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
    },
    html: page,
    waitForFonts: true,
  },
};
