// vcard-personal-portfolio (SLOT_14_HTML_FAMILIES, re-exported by html-templates.mjs): codewithsadee's vCard
// (codewithsadee/vcard-personal-portfolio, MIT, commit c0d7270), a one-page personal site of plain HTML, CSS
// and a little JavaScript: its assets/css/style.css unchanged (templates/vcard-personal-portfolio/style.css),
// the markup of its index.html filled with the person's record the way its example is, as it is when its
// "Resume" tab is open (the site shows one article at a time; the other four articles, "About", "Portfolio",
// "Blog" and "Contact", are left out: the person has none of their content) and its "Show Contacts" button
// has been pressed (the sidebar's class "active", what its script.js toggles; the script itself, the
// birthday line and the social links are left out: the people have none). Its Google Fonts link (Poppins
// 300-600) is replaced by a stylesheet over the woff2 files of @fontsource/poppins (OFL); the ionicons it
// loads from unpkg are their SVG files (ionicons 5.5.2, MIT) written inside each <ion-icon>, with the
// component's own styles (ionicon.css). Printed as Chrome's "Save as PDF" (A4, default margins) with
// "Background graphics" ticked and the scale at 68 %, which lays the page out 1056 px wide (see the page
// options below).
//
// The site's laptop layout, on its dark background: a card with the template's placeholder avatar, the name
// and the headline in a small grey tag, a "Show Contacts" tab at its top right, then the contacts in two
// columns behind icon boxes (small "EMAIL", "PHONE", "LOCATION" over the value); under it the article card,
// the tab bar at its top right ("About Resume Portfolio Blog Contact"), its title "Resume" over a short
// yellow bar, then the education and experience timelines (a book icon box beside each section title, a line
// down the left with a yellow dot at each entry): for a school its name, "YYYY — YYYY" in yellow and the
// degree; for a job the title, "YYYY — YYYY" (or the language's word for now), "Company, City" and the
// bullets as one paragraph; then "My skills": a card with one skill a row, its made-up percentage beside
// it, over a yellow bar (no categories). The template's CSS capitalises every word of the headings, the
// entries' first lines and the skill names (.h2-.h5: "University Of Oregon", "Scikit-Learn"). Section titles in the person's language (English: the template's own words); "Resume", the
// tab bar and the contact labels in the template's English.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'vcard-personal-portfolio');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** <ion-icon name="…"> with the icon's SVG inside (ionicons/dist/svg), as the component would draw it. */
const icon = (name) =>
  `<ion-icon name="${name}">${readFileSync(path.join(DIR, 'ionicons', `${name}.svg`), 'utf8').trim()}</ion-icon>`;

/** Skill levels (the bars' widths and the printed percentages): the records have none, so a fixed cycle. */
const LEVELS = [80, 70, 90, 50, 85, 60, 75, 95, 65];

function vcard(p) {
  const h =
    p.lang === 'en'
      ? { ...HEADINGS.en, skills: 'My skills', resume: 'Resume' }
      : { ...HEADINGS[p.lang], resume: 'Resume' };
  const a = p.address;
  const item = (title, dates, texts) => `
            <li class="timeline-item">

              <h4 class="h4 timeline-item-title">${html(title)}</h4>

              <span>${html(dates)}</span>
${texts
  .map(
    (t) => `
              <p class="timeline-text">
                ${html(t)}
              </p>`,
  )
  .join('\n')}

            </li>`;
  const schools = p.education.map((e) => item(e.institution, `${e.start} — ${e.end}`, [e.degree])).join('\n');
  const jobs = p.experience
    .map((j) =>
      item(j.title, `${j.start[0]} — ${j.end ? j.end[0] : PRESENT_WORD[p.lang]}`, [
        `${j.company}, ${j.city}`,
        j.bullets.join(' '),
      ]),
    )
    .join('\n');
  const skills = p.skills
    .flatMap((g) => g.items)
    .map((s, i) => {
      const n = LEVELS[i % LEVELS.length];
      return `
            <li class="skills-item">

              <div class="title-wrapper">
                <h5 class="h5">${html(s)}</h5>
                <data value="${n}">${n}%</data>
              </div>

              <div class="skill-progress-bg">
                <div class="skill-progress-fill" style="width: ${n}%;"></div>
              </div>

            </li>`;
    })
    .join('\n');
  const timeline = (title, items) => `
        <section class="timeline">

          <div class="title-wrapper">
            <div class="icon-box">
              ${icon('book-outline')}
            </div>

            <h3 class="h3">${html(title)}</h3>
          </div>

          <ol class="timeline-list">
${items}

          </ol>

        </section>`;
  return `<!DOCTYPE html>
<html lang="${p.lang}">

<head>
  <meta charset="UTF-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <title>vCard - Personal Portfolio</title>

  <link rel="stylesheet" href="${href('style.css')}">
  <link rel="stylesheet" href="${href('ionicon.css')}">

  <link rel="stylesheet" href="${href('fonts.css')}">
</head>

<body>

  <main>

    <aside class="sidebar active" data-sidebar>

      <div class="sidebar-info">

        <figure class="avatar-box">
          <img src="${href('my-avatar.png')}" alt="${html(fullName(p))}" width="80">
        </figure>

        <div class="info-content">
          <h1 class="name" title="${html(fullName(p))}">${html(fullName(p))}</h1>

          <p class="title">${html(p.headline)}</p>
        </div>

        <button class="info_more-btn" data-sidebar-btn>
          <span>Show Contacts</span>

          ${icon('chevron-down')}
        </button>

      </div>

      <div class="sidebar-info_more">

        <div class="separator"></div>

        <ul class="contacts-list">

          <li class="contact-item">

            <div class="icon-box">
              ${icon('mail-outline')}
            </div>

            <div class="contact-info">
              <p class="contact-title">Email</p>

              <a href="mailto:${html(p.email)}" class="contact-link">${html(p.email)}</a>
            </div>

          </li>

          <li class="contact-item">

            <div class="icon-box">
              ${icon('phone-portrait-outline')}
            </div>

            <div class="contact-info">
              <p class="contact-title">Phone</p>

              <a href="tel:${html(p.phone.e164)}" class="contact-link">${html(p.phone.shown)}</a>
            </div>

          </li>

          <li class="contact-item">

            <div class="icon-box">
              ${icon('location-outline')}
            </div>

            <div class="contact-info">
              <p class="contact-title">Location</p>

              <address>${html(`${a.city}, ${a.country}`)}</address>
            </div>

          </li>

        </ul>

      </div>

    </aside>

    <div class="main-content">

      <nav class="navbar">

        <ul class="navbar-list">

          <li class="navbar-item">
            <button class="navbar-link" data-nav-link>About</button>
          </li>

          <li class="navbar-item">
            <button class="navbar-link  active" data-nav-link>Resume</button>
          </li>

          <li class="navbar-item">
            <button class="navbar-link" data-nav-link>Portfolio</button>
          </li>

          <li class="navbar-item">
            <button class="navbar-link" data-nav-link>Blog</button>
          </li>

          <li class="navbar-item">
            <button class="navbar-link" data-nav-link>Contact</button>
          </li>

        </ul>

      </nav>

      <article class="resume  active" data-page="resume">

        <header>
          <h2 class="h2 article-title">${html(h.resume)}</h2>
        </header>
${timeline(h.education, schools)}
${timeline(h.experience, jobs)}

        <section class="skill">

          <h3 class="h3 skills-title">${html(h.skills)}</h3>

          <ul class="skills-list content-card">
${skills}

          </ul>

        </section>

      </article>

    </div>

  </main>

</body>

</html>
`;
}

/** Slot 14 of generate.mjs's fixed slots. */
export const SLOT_14_HTML_FAMILIES = {
  'vcard-personal-portfolio': {
    dateStyle: 'year',
    // Chrome's "Save as PDF" (A4, default margins of about 10 mm) with "Background graphics" ticked and the
    // scale set to 68 %: the page is then laid out 1056 px wide, the site's laptop layout (min-width 1024px),
    // the tab bar at the top of the article. At 100 % (718 px) the tab bar is fixed to the foot of the window
    // and, printed, covers the last lines of every page; at 1250 px and more (the screenshot's desktop layout)
    // the contacts are cut with an ellipsis in a narrow sidebar.
    page: {
      ...CHROME_SAVE_AS_PDF,
      printBackground: true,
      scale: 0.68,
    },
    html: vcard,
    waitForFonts: true,
    // The opened article fades in (its 0.5 s "fade" animation): printed once it has.
    ready: 'Promise.all(document.getAnimations().map((a) => a.finished)).then(() => true)',
  },
};
