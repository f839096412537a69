// HTML/CSS families printed to PDF by Chromium (playwright-core, /usr/bin/chromium):
// - html-resume-mnjul: Min-Zhong Lu's html-resume (Apache-2.0, templates/html-resume-mnjul/): main column
//   with a year column and decorators, a sidebar for contact details and skills, Font Awesome icons
//   (Debian's fonts-font-awesome) before the headings and contact lines;
// - pandoc-html: pandoc's default standalone HTML template and stylesheet, from the same Markdown as the
//   pandoc-docx family.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { HEADINGS, fullName, showEnd } from './persons.mjs';
import { markdown } from './office.mjs';
import { MARKDOWN_CV_FAMILIES } from './markdown-cv.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MNJUL = path.join(here, 'templates', 'html-resume-mnjul');
const FONT_AWESOME = '/usr/share/fonts-font-awesome/css/font-awesome.css';

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function mnjul(p) {
  const h = HEADINGS[p.lang];
  const block = (dates, title, place, location, body) => `
        <section class="blocks">
          <div class="date">${dates.map((d) => `<span>${html(d)}</span>`).join('')}</div>
          <div class="decorator"></div>
          <div class="details">
            <header>
              <h3>${html(title)}</h3>
              <span class="place">${html(place)}</span>
              <span class="location">${html(location)}</span>
            </header>
            <div>${body}</div>
          </div>
        </section>`;
  const jobs = p.experience.map((j) =>
    block(
      [String(j.start[0]), showEnd(p, j.end ? [j.end[0], 1] : null, 'year')],
      j.title,
      j.company,
      j.city,
      `<ul>${j.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ),
  );
  const schools = p.education.map((e) =>
    block([String(e.start), String(e.end)], e.degree, e.institution, e.city, ''),
  );
  const fa = existsSync(FONT_AWESOME)
    ? `<link rel="stylesheet" href="${pathToFileURL(FONT_AWESOME).href}" />`
    : '';
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="utf-8" />
    ${fa}
    <link rel="stylesheet" href="${pathToFileURL(path.join(MNJUL, 'style.css')).href}" />
  </head>
  <body lang="${p.lang}">
    <section id="main">
      <header id="title">
        <h1>${html(fullName(p))}</h1>
        <span class="subtitle">${html(p.headline)}</span>
      </header>
      <section class="main-block">
        <h2><i class="fa fa-suitcase"></i> ${html(h.experience)}</h2>
        ${jobs.join('')}
      </section>
      <section class="main-block concise">
        <h2><i class="fa fa-graduation-cap"></i> ${html(h.education)}</h2>
        ${schools.join('')}
      </section>
    </section>
    <aside id="sidebar">
      <div class="side-block" id="contact">
        <h1>${html(h.contact)}</h1>
        <ul>
          <li><i class="fa fa-map-marker"></i> ${html(`${p.address.city}, ${p.address.country}`)}</li>
          <li><i class="fa fa-envelope"></i> ${html(p.email)}</li>
          <li><i class="fa fa-phone"></i> ${html(p.phone.shown)}</li>
        </ul>
      </div>
      <div class="side-block" id="skills">
        <h1>${html(h.skills)}</h1>
        ${p.skills.map((g) => `<ul>${g.items.map((s) => `<li>${html(s)}</li>`).join('')}</ul>`).join('\n        ')}
      </div>
      <div class="side-block" id="languages">
        <h1>${html(h.languages)}</h1>
        <ul><li>${html(p.languages)}</li></ul>
      </div>
    </aside>
  </body>
</html>`;
}

function pandocHtml(p, dir) {
  const md = path.join(dir, `${p.id}.md`);
  writeFileSync(md, markdown(p));
  const out = path.join(dir, `${p.id}.html`);
  execFileSync('pandoc', [
    '--from',
    'markdown',
    '--to',
    'html5',
    '--standalone',
    '--metadata',
    `pagetitle=${fullName(p)}`,
    '--output',
    out,
    md,
  ]);
  return readFileSync(out, 'utf8');
}

/** name → { dateStyle, page (Chromium page.pdf options), html(person, workDir) } */
export const HTML_FAMILIES = {
  'html-resume-mnjul': { dateStyle: 'year', page: { format: 'Letter', printBackground: true }, html: mnjul },
  'pandoc-html': {
    dateStyle: 'long',
    page: { format: 'A4', margin: { top: '15mm', bottom: '15mm' } },
    html: pandocHtml,
  },
  ...MARKDOWN_CV_FAMILIES,
};

/** Prints each person's page of `family` to the matching target file. */
export async function renderHtmlPdfs(family, people, targets, work) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    for (const [i, p] of people.entries()) {
      const file = path.join(work, `${family.name}-${p.id}.html`);
      writeFileSync(file, family.html(p, work));
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
      // Web fonts (html-templates.mjs) are in before the page is printed.
      if (family.waitForFonts) await page.evaluate('document.fonts.ready.then(() => true)');
      // A page laid out by script when printed (Paged.js: html-modern-hugo-resume.mjs) is laid out first.
      if (family.ready) await page.evaluate(family.ready);
      await page.pdf({ path: targets[i], ...family.page });
    }
  } finally {
    await browser.close();
  }
}
