// crisp-minimal-resume (SLOT_5_HTML_FAMILIES, re-exported by html-templates.mjs): David Zhang's Jekyll theme
// crispgm/resume, "jekyll-theme-minimal-resume" (MIT, commit e0501c3), a one-page minimal résumé printed
// with the browser's "Save as PDF" (its footer's "PDF" link calls window.print()). Its _layouts/resume.html
// (with _layouts/default.html, _includes/head.html and foot.html) is written here as Jekyll renders it from
// _data/resume.yml filled with the person's record; its stylesheet is the compiled CSS of its own Hexo port
// (port-hexo/source/resume.css, the SCSS of _sass/ with the default grey colour), vendored unchanged in
// templates/crisp-minimal-resume/ with its LICENSE. What head.html loads from CDNs: Font Awesome 4.7.0's
// font-awesome.min.css and its woff2 font, vendored from Debian's fonts-font-awesome (CSS MIT, font OFL),
// and Google Fonts' Noto Sans, which is Debian's fonts-noto-core here (installed, so the family resolves
// locally without the link).
//
// Layout: the header a flex row over a grey rule: the name and the headline on the left, on the right one
// line each behind Font Awesome icons for the e-mail, the phone and "City, Country". Then sections, each a
// flex row over a grey rule with its title in a 10 rem column on the left (in the person's language) and its
// blocks on the right, in the template's order: education (bold school, grey "YYYY - YYYY | City", the
// degree), skills (a bold block title per group with the items as a comma-separated line; flat skills one
// untitled block), experience (bold job title, grey "Mon YYYY - Mon YYYY | Company" with the language's word
// for now, the bullets as one paragraph), languages (square blocks side by side: name in bold over its
// level), and the footer "Made with ♥ by David Zhang".
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'crisp-minimal-resume');
const T = (f) => pathToFileURL(path.join(DIR, f)).href;
const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const block = (title, subtitle, content) => `
          <div class="block">
            <div class="block-title">
              ${html(title)}
            </div>${
              subtitle == null
                ? ''
                : `
            <div class="block-subtitle">
              ${html(subtitle)}
            </div>`
            }
            <div class="block-content">
              ${html(content)}
            </div>
          </div>`;

const section = (id, title, blocks, flex = false) => `
      <section id="${id}">
        <div class="section-title">
          ${html(title)}
        </div>
        <div class="section-content${flex ? ' section-flex' : ''}">${blocks}
        </div>
      </section>`;

/** "English (native), French (A2)" as the template's languages: name and proficiency. */
function languages(p) {
  return p.languages.split(/,\s*/).map((l) => {
    const m = /^(.*?)\s*\((.*)\)$/.exec(l);
    return m ? { name: m[1], proficiency: m[2] } : { name: l, proficiency: '' };
  });
}

function crisp(p) {
  const h = HEADINGS[p.lang];
  const contact = [
    ['fa-envelope', p.email],
    ['fa-phone-square', p.phone.shown],
    ['fa-map-marker', `${p.address.city}, ${p.address.country}`],
  ]
    .map(
      ([icon, text]) => `
          <div class="contact-item">
            <i class="fa ${icon} aria-hidden="true></i> ${html(text)}
          </div>`,
    )
    .join('');
  const education = p.education
    .map((e) => block(e.institution, `${e.start} - ${e.end} | ${e.city}`, e.degree))
    .join('');
  const skills = p.skills
    .map((g) =>
      g.label
        ? block(g.label, null, g.items.join(', '))
        : `
          <div class="block">
            <div class="block-content">
              ${html(g.items.join(', '))}
            </div>
          </div>`,
    )
    .join('');
  const experience = p.experience
    .map((j) =>
      block(
        j.title,
        `${showDate(j.start, 'short')} - ${showEnd(p, j.end, 'short')} | ${j.company}`,
        j.bullets.join(' '),
      ),
    )
    .join('');
  const langs = languages(p)
    .map(
      (l) => `
          <div class="block block-square">
            <div class="block-title">
              ${html(l.name)}
            </div>
            <div class="block-content">
              ${html(l.proficiency)}
            </div>
          </div>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html>
  <head>
    <title>Résumé</title>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link href="${T('font-awesome/css/font-awesome.min.css')}" rel="stylesheet">
    <link rel="stylesheet" href="${T('resume.css')}">
  </head>
  <body>
    <div class="container">
      <header>
        <div class="name-wrapper">
          <div id="fullname" class="title">
            ${html(fullName(p))}
          </div>
          <div id="jobtitle" class="sub-title">
            ${html(p.headline)}
          </div>
        </div>
        <div id="contact" class="contact">${contact}
        </div>
      </header>
${section('education', h.education, education)}
${section('skills', h.skills, skills)}
${section('experience', h.experience, experience)}
${section('languages', h.languages, langs, true)}
    </div>
    <footer>
      Made with <i class="fa fa-heart aria-hidden="true></i> by <a href="https://github.com/crispgm/resume">David Zhang</a> <span class="print">( <a href="javascript:window.print()">PDF</a> )</span>
    </footer>
  </body>
</html>`;
}

/** Slot 5 of generate.mjs's fixed slots. */
export const SLOT_5_HTML_FAMILIES = {
  'crisp-minimal-resume': {
    dateStyle: 'short',
    // Chrome's "Save as PDF" with its defaults: A4, 10 mm margins, no background graphics, 100 %.
    page: CHROME_SAVE_AS_PDF,
    html: crisp,
    waitForFonts: true,
  },
};
