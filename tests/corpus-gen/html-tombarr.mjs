// html-resume-template-tombarr (SLOT_3_HTML_FAMILIES, re-exported by html-templates.mjs): Tom Barrasso's
// Tombarr/html-resume-template (Apache-2.0, commit 92a4a82), a single Letter sheet of plain HTML and CSS
// (paper-css sizes, flexbox) printed by Chrome's "Save as PDF". Its index.html is filled here from the
// person's record; its stylesheets (paper.css, styles.css, typography.css, print.css, screen.css) are
// vendored unchanged in templates/html-resume-template-tombarr/ with its LICENSE, and what it loads from
// CDNs is vendored from npm (see SOURCE.md there): normalize.css 8.0.0, Font Awesome Free 5.1.0's
// fontawesome.css and solid.css with fa-solid-900.woff2, and Google Fonts' Cardo and Montserrat as
// @fontsource woff2 files. Its index.js (in-browser editing, localStorage drafts, buttons hidden in
// print) is left out; the metadata it writes on load (title "Name - summary", author, subject, keywords)
// is written into the page as it would leave it.
//
// Layout: a left column a quarter wide (no background in print) with "Contact" (Font Awesome icons before
// the place, the phone and the e-mail), one section of boxed skill tags per skill group (the template's
// "Skills" and "Technologies": a group's own label, or the language's word for skills when the record's
// skills are flat) and the spoken languages pinned to the foot of the column where the template has its
// references; on the right the name as SVG text in capitals, the headline over a rule, the summary in
// Cardo, then each job as title with "YYYY – YYYY" (or the language's word for now) at the right margin,
// the company under it and circle bullets, and at the foot of the page each school as degree with
// "YYYY – YYYY" at the right and the school under it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName, showEnd } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'html-resume-template-tombarr');
const T = (f) => pathToFileURL(path.join(DIR, f)).href;
const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s) => html(s).replace(/"/g, '&quot;');

/**
 * The SVG the name is drawn in. The example's is 257 px wide for "JOE SMITH" (Montserrat 48 px, about
 * 28.5 px a capital): widened for a longer name as its owner would; past the main
 * column's width (570 px) the box stays that wide and the viewBox keeps the whole name, scaled down.
 * Widened at 36 px a character (room for wide capitals such as M, O, W: at 30 "BECKER" lost its R).
 */
function nameSvg(name) {
  const caps = name.toUpperCase();
  const box = Math.max(257, caps.length * 36 + 10);
  const width = Math.min(box, 570);
  // The example's 35 px box ends at the capitals' top, which would cut the accent off an É or È: a name
  // with one gets the box 10 px taller above.
  const top = /[^ -~]/.test(caps) ? 10 : 0;
  const height = Math.round(((35 + top) * width) / box);
  return `<svg width="${width}px" height="${height}px" viewBox="0 ${-top} ${box} ${35 + top}" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
                                <g id="Page-1" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd" font-family="Montserrat-Regular, Montserrat" font-size="48" font-weight="normal">
                                    <g id="Letter" transform="translate(-54.000000, -140.000000)" fill="#484848">
                                        <text id="${attr(caps.replace(/\s+/g, '-'))}">
                                            <tspan x="54.728" y="174">${html(caps)}</tspan>
                                        </text>
                                    </g>
                                </g>
                            </svg>`;
}

function tombarr(p) {
  const h = p.lang === 'en' ? { ...HEADINGS.en, summary: 'Summary' } : HEADINGS[p.lang];
  const name = fullName(p);
  const skillSections = p.skills
    .map(
      (g) => `
                    <section class="skills">
                        <h6>${html(g.label ?? h.skills)}</h6>
                        <ul>
${g.items.map((s) => `                            <li><span>${html(s)}</span></li>`).join('\n')}
                        </ul>
                    </section>`,
    )
    .join('');
  const languages = p.languages
    .split(/,\s*/)
    .map((l) => `                            <li><p>${html(l)}</p></li>`)
    .join('\n');
  const jobs = p.experience
    .map(
      (j) => `
                                <li>
                                    <header>
                                        <p class="sanserif">${html(j.title)}</p>
                                        <time>${j.start[0]} – ${html(showEnd(p, j.end ? [j.end[0], 1] : null, 'year'))}</time>
                                    </header>
                                    <span>${html(j.company)}</span>
                                    <ul>
${j.bullets.map((b) => `                                        <li>${html(b)}</li>`).join('\n')}
                                    </ul>
                                </li>`,
    )
    .join('');
  const schools = p.education
    .map(
      (e) => `
                                <li>
                                    <div>
                                        <p class="sanserif">${html(e.degree)}</p>
                                        <time>${e.start} – ${e.end}</time>
                                    </div>
                                    <div>
                                        <span>${html(e.institution)}</span>
                                        <span></span>
                                    </div>
                                </li>`,
    )
    .join('');
  const keywords = p.skills.flatMap((g) => g.items).join(',');
  return `<!DOCTYPE html>
<html lang="${p.lang}" moznomarginboxes>
    <head>
        <meta charset="utf-8" />
        <meta http-equiv="X-UA-Compatible" content="IE=edge;chrome=1" />
        <meta http-equiv="Content-Type" content="text/html;charset=UTF-8" />
        <meta name="google" content="notranslate" />
        <!-- Metadata (autofilled by "Save to HTML") -->
        <meta name="author" content="${attr(name)}" />
        <meta name="subject" content="${attr(p.summary)}" />
        <meta name="keywords" content="${attr(keywords)}" />
        <meta name="date" content="2026-11-26" />
        <meta name="generator" content="html-resume-template" />
        <!-- Google Fonts, Normalize, and Font Awesome -->
        <link rel="stylesheet" type="text/css" href="${T('fonts.css')}" />
        <link rel="stylesheet" type="text/css" href="${T('normalize/normalize.css')}" />
        <link rel="stylesheet" type="text/css" href="${T('fontawesome/css/fontawesome.css')}" />
        <link rel="stylesheet" type="text/css" href="${T('fontawesome/css/solid.css')}" />
        <!-- Custom Styles -->
        <link rel="stylesheet" type="text/css" href="${T('paper.css')}" />
        <link rel="stylesheet" type="text/css" href="${T('styles.css')}" />
        <link rel="stylesheet" type="text/css" href="${T('typography.css')}" />
        <link rel="stylesheet" type="text/css" media="screen" href="${T('screen.css')}" />
        <link rel="stylesheet" type="text/css" media="print" href="${T('print.css')}" />
        <title>${html(`${name} - ${p.summary}`)}</title>
    </head>
    <body class="letter">
        <section id="save">
            <section class="sheet">
                <aside>
                    <section class="contact">
                        <h6>${html(h.contact)}</h6>
                        <ul>
                            <li>
                                <p><i class="fa fa-map-marker-alt" title="Location"></i> ${html(`${p.address.city}, ${p.address.country}`)}</p>
                            </li>
                            <li>
                                <p><i class="fa fa-phone" title="Cell phone"></i> <a href="tel:${attr(p.phone.e164)}">${html(p.phone.shown)}</a></p>
                            </li>
                            <li>
                                <p><i class="fa fa-envelope" title="Email"></i> <a href="mailto:${attr(p.email)}">${html(p.email)}</a></p>
                            </li>
                        </ul>
                    </section>${skillSections}
                    <section class="languages">
                        <h6>${html(h.languages)}</h6>
                        <ul>
${languages}
                        </ul>
                    </section>
                </aside>
                <section>
                    <header class="name" aria-label="${attr(name)}">
                        <a>
                            ${nameSvg(name)}
                        </a>
                        <h6>${html(p.headline)}</h6>
                        <hr />
                    </header>
                    <section>
                        <section class="summary">
                            <h6>${html(h.summary)}</h6>
                            <p>${html(p.summary)}</p>
                        </section>
                        <section class="experience">
                            <h6>${html(h.experience)}</h6>
                            <ol>${jobs}
                            </ol>
                        </section>
                        <section class="education">
                            <h6>${html(h.education)}</h6>
                            <ol>${schools}
                            </ol>
                        </section>
                    </section>
                </section>
            </section>
        </section>
    </body>
</html>`;
}

/** Slot 3 of generate.mjs's fixed slots (after the newest HTML, office and slot-2 HTML families). */
export const SLOT_3_HTML_FAMILIES = {
  'html-resume-template-tombarr': {
    dateStyle: 'year',
    // Chrome's "Save as PDF" of the page as its README shows it (Chrome_sample.pdf: US Letter, one page):
    // paper.css's @page { margin: 0 } and a 216 × 279 mm sheet; print.css asks for exact colours.
    page: { format: 'Letter', printBackground: true, preferCSSPageSize: true },
    html: tombarr,
    waitForFonts: true,
  },
};
