// a4-resume-template (SLOT_11_HTML_FAMILIES, re-exported by html-templates.mjs): Jiajun Chen's
// tychenjiajun/a4-resume-template (MIT, commit 04b04d3), a printable A4 résumé of plain HTML and SCSS: its
// styles/theme.scss and _palette.scss compiled by sass 1.100.0 as its "build:css" script does
// (templates/a4-resume-template/theme.css), the markup of its index.html filled with the person's record the
// way its example is (the page-2 "Projects" and "Additional Information" sections and the certifications card
// left out: the person has none). Its Google Fonts link (Inter 400-700) is replaced by a stylesheet over the
// woff2 files of @fontsource/inter (OFL); its scripts/main.js only turns on an on-screen print preview, so it
// is left out. Printed as Chrome's "Save as PDF" with the template's @page (A4, no margins) and background
// graphics on (the skill chips are white on dark blue).
//
// Page one is a grid under a full-width header: the name in dark blue, a meta line (headline, "City,
// Country"), the contact line with the template's emoji (📞 phone, ✉️ e-mail), a 2 px rule; on the left the
// section titles behind a small vertical bar over a thin rule (summary, then each job: the company in bold
// with "YYYY/MM – YYYY/MM" (or the language's word for now) right-aligned on its line, the job title in
// blue under it, "•" bullets); on the right a 220 px column of grey rounded cards: education ("**School**",
// the degree, "YYYY – YYYY" on three lines), skills as dark chips (a labelled group its bold label over its
// chips), the spoken languages as text.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'a4-resume-template');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The example's dates: "2020/01 – Present". */
const ym = ([y, m]) => `${y}/${String(m).padStart(2, '0')}`;

function a4Resume(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const jobs = p.experience
    .map(
      (j) => `
          <article class="entry">
            <div class="entry-header">
              <h3 class="entry-org">${html(j.company)}</h3>
              <time class="entry-dates">${ym(j.start)} – ${j.end ? ym(j.end) : html(PRESENT_WORD[p.lang])}</time>
            </div>
            <p class="entry-role">${html(j.title)}</p>
            <ul class="entry-duties">
${j.bullets.map((b) => `              <li>${html(b)}</li>`).join('\n')}
            </ul>
          </article>`,
    )
    .join('\n');
  const schools = p.education
    .map(
      (e) => `
            <div class="sidebar-text">
              <strong>${html(e.institution)}</strong><br>
              ${html(e.degree)}<br>
              ${e.start} – ${e.end}
            </div>`,
    )
    .join('');
  const tags = (items) =>
    `<div class="tags">\n${items.map((s) => `              <span class="tag">${html(s)}</span>`).join('\n')}\n            </div>`;
  const skills = p.skills
    .map((g) =>
      g.label
        ? `
            <div class="sidebar-text"><strong>${html(g.label)}</strong></div>
            ${tags(g.items)}`
        : `
            ${tags(g.items)}`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="${p.lang}">
<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <title>${html(fullName(p))} - Resume</title>
  <link href="${href('fonts.css')}" rel="stylesheet">
  <link rel="stylesheet" href="${href('theme.css')}">
  <style>.sidebar-text + .tags { margin: 2px 0 var(--space-2); }</style>
</head>
<body>
  <div class="resume-page">
    <div class="resume-grid">
      <header class="resume-header">
        <div class="header">
          <h1 class="header-name">${html(fullName(p))}</h1>
          <div class="header-meta">
            <span>${html(p.headline)}</span>
            <span>${html(`${a.city}, ${a.country}`)}</span>
          </div>
          <div class="header-contact">
            <a href="tel:${html(p.phone.e164)}">📞 ${html(p.phone.shown)}</a>
            <a href="mailto:${html(p.email)}">✉️ ${html(p.email)}</a>
          </div>
        </div>
      </header>

      <main class="resume-main">
        <section class="section">
          <h2 class="section-title">${html(h.summary)}</h2>
          <p class="summary-text">
            ${html(p.summary)}
          </p>
        </section>

        <section class="section">
          <h2 class="section-title">${html(h.experience)}</h2>
${jobs}
        </section>
      </main>

      <aside class="resume-sidebar">
        <div class="sidebar">
          <div class="sidebar-card">
            <h3 class="sidebar-title">${html(h.education)}</h3>${schools}
          </div>

          <div class="sidebar-card">
            <h3 class="sidebar-title">${html(h.skills)}</h3>${skills}
          </div>

          <div class="sidebar-card">
            <h3 class="sidebar-title">${html(h.languages)}</h3>
            <div class="sidebar-text">
              ${html(p.languages)}
            </div>
          </div>
        </div>
      </aside>
    </div>
  </div>
</body>
</html>
`;
}

/** Slot 11 of generate.mjs's fixed slots. */
export const SLOT_11_HTML_FAMILIES = {
  'a4-resume-template': {
    dateStyle: 'numeric',
    // "Save as PDF" with the CSS @page (A4, margin 0) and background graphics on.
    page: { format: 'A4', preferCSSPageSize: true, printBackground: true },
    html: a4Resume,
    waitForFonts: true,
  },
};
