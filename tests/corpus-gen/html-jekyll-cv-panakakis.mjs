// jekyll-cv-panakakis (SLOT_39_HTML_FAMILIES, re-exported by html-templates.mjs): Stavros Panakakis's Jekyll
// theme "CV jekyll theme" (Stavrospanakakis/jekyll-cv, MIT, commit e814691), "free theme for the creation of
// your CV": one _data/data.yml read by an index.html of includes (its README: fork it, replace the dummy data
// in _data/data.yml, publish with GitHub Pages). Its SCSS (the `blue` skin) compiled by sass 1.77.8 as
// templates/jekyll-cv-panakakis/main.css; the Feather icons that its feather.replace() script puts in place of
// the <i data-feather> tags (feather-icons 4.29.2, MIT) written inline as that script writes them.
//
// The page is the one Jekyll renders from a data.yml written as the example's, from the person's record: the
// upper-case name in dark blue at the top left (the dark-mode moon toggle beside it, hidden in print); below
// it a grid of a narrow sidebar and a wide main column (2fr 5fr). The sidebar: "Contact" with a mail icon
// beside the e-mail and a phone icon beside the phone (the example's GitHub, LinkedIn, GitLab and Twitter
// lines dropped: the people have none), "Languages" with one language a line (the record's spoken languages
// split at their commas), "Education" with each school as the bold degree over the school's name over
// "YYYY-YYYY" (the example's "2014-2016"), then the skills: each group's label followed by the template's
// word "skills" (its "{{sks.category}} skills", e.g. "Backend skills") as a blue sub-heading over one skill a
// line; a flat list under the language's word for skills. The main column: "Career Profile" (the summary) and
// "Experience" as upper-case blue headings centred between two rules; each job the title in blue bold, the
// company in bold with "YYYY-YYYY" (a current job "YYYY-Present", the example's "2020-Present", in the
// person's language) floated right on its line, the bullets joined as the one "details" paragraph. The
// example's "Technologies Used:" line (the records have no such list), its Publications, Projects and
// Volunteering sections and the "Fork" button (fork: false) are left out. Headings are the template's own
// (English) for English and the person's language otherwise.
//
// Printed as a user prints the page from Chrome ("Save as PDF" with its defaults: A4, 10 mm margins, no
// background graphics); the theme's print rules drop the shadow and set the sheet 1000 px wide.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'jekyll-cv-panakakis');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Feather icon as feather.replace() writes it: the icon's SVG with the <i> tag's own attributes added. */
const feather = (name, attrs = '') =>
  readFileSync(path.join(DIR, `${name}.svg`), 'utf8')
    .trim()
    .replace('<svg ', `<svg ${attrs}`);

/** The template's headings (English) and the person's language's. */
const TERMS = {
  en: { ...HEADINGS.en, summary: 'Career Profile', skillsOf: (label) => `${label} skills` },
  fr: { ...HEADINGS.fr, skillsOf: (label) => label },
  de: { ...HEADINGS.de, skillsOf: (label) => label },
  es: { ...HEADINGS.es, skillsOf: (label) => label },
  pt: { ...HEADINGS.pt, skillsOf: (label) => label },
  it: { ...HEADINGS.it, skillsOf: (label) => label },
};

/** The record's spoken languages ("English (native), French (A2)"), one a line. */
const idioms = (p) => p.languages.split(/,\s*(?![^(]*\))/).filter(Boolean);

function jekyllCv(p) {
  const t = TERMS[p.lang];
  const languages = idioms(p)
    .map((l) => `\n        <div class="idiom">${html(l)}</div>`)
    .join('');
  const schools = p.education
    .map(
      (e) => `
        <div class="education-item">
            <div class="degree">${html(e.degree)}</div>
            <div class="university">${html(e.institution)}</div> 
            <div class="time">${e.start}-${e.end}</div>
        </div>`,
    )
    .join('');
  const skills = p.skills
    .map(
      (g) => `
        <div class="title">${html(g.label ? t.skillsOf(g.label) : t.skills)}</div>${g.items
          .map(
            (s) => `
            <div class="skill">${html(s)}</div>`,
          )
          .join('')}`,
    )
    .join('');
  const jobs = p.experience
    .map(
      (j) => `
        <div class="experience-item">
            <div class="role">
                ${html(j.title)}
            </div>
            <div class="company">
                ${html(j.company)} 
                <span class="time">${j.start[0]}-${j.end ? j.end[0] : html(PRESENT_WORD[p.lang])}</span>
            </div> 
            <div class="details">${html(j.bullets.join(' '))}
</div>
        </div>
       `,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
    <!-- Styles -->
    <link rel="stylesheet" href="${href('main.css')}">
    
    <!-- Meta tags -->
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width,initial-scale=1.0">
    
    <title>CV | A jekyll template</title>
</head>
<body>
    <div class="container">
  <div class="header">
    <h1 class="title">${html(fullName(p))}</h1>
      <input type="checkbox" id="switch" name="mode" class="toggle-dark"></input>
      <label for="switch">${feather('moon', 'id="moon" fill="var(--fg-color)" ')}</label>
  </div>
  <div class="container-block">
    <div class="sidebar">
      
<section class="contact">
    <div class="title">${html(t.contact)}</div>
        <div class="contact-item">
            ${feather('mail')}
            <a href="#">
                ${html(p.email)}
            </a>
        </div>
        <div class="contact-item">
            ${feather('phone')}
            <a href="#">
                ${html(p.phone.shown)}
            </a>
        </div>
</section>

      
<section class="languages">
    <div class="title">${html(t.languages)}</div>${languages}
</section>

      
<section class="education">
    <div class="title">${html(t.education)}</div>${schools}
</section>

      
<section class="skills">${skills}
</section>

      
    </div>

    <div class="main">
      
<section class="career-profile">
    <h2 class="title">${html(t.summary)}</h2>
    <div class="details">${html(p.summary)}
</div>
</section>

      
<section class="experiance">
    <h2 class="title">${html(t.experience)}</h2>${jobs}
</section>

    </div>
  </div>
</div>

</body>
</html>`;
}

/** Slot 39 of generate.mjs's fixed slots. */
export const SLOT_39_HTML_FAMILIES = {
  'jekyll-cv-panakakis': {
    dateStyle: 'year',
    page: CHROME_SAVE_AS_PDF,
    html: jekyllCv,
    waitForFonts: true,
  },
};
