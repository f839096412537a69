// markdown-cv families: Eliseo Papa's markdown-cv (https://github.com/elipapa/markdown-cv, MIT, commit
// 5c39feb; LICENSE, layout and the two print stylesheets in templates/markdown-cv/). A CV is a Markdown file
// written in the template's own conventions (its index.md: a `code` date, then the organisation in bold and
// the place, then a list; headings ##/###) that Jekyll/kramdown turns into plain HTML under the template's
// layout; the print stylesheet decides the look. Neither Jekyll nor kramdown runs here, so this module writes
// the HTML that kramdown writes for those Markdown constructs (paragraph, code span, strong, nested list,
// h1–h3, the #webaddress div), wraps it in the template's layout and links one print stylesheet:
// - markdown-cv-kjhealy: section headings right-aligned in a left gutter and shifted down onto the first
//   entry's line, dates in small grey monospace in the gutter;
// - markdown-cv-davewhipp: the same gutter headings, dates right-aligned past the text column on the right.
// Both families were added as held-out families (issue 9, phase 3): no parser rule was written or tuned
// while looking at them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'markdown-cv');

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The kramdown HTML of one CV in the conventions of markdown-cv's index.md. */
function content(p, dateStyle) {
  const h = HEADINGS[p.lang];
  const out = [
    `<h1 id="name">${html(fullName(p))}</h1>`,
    `<p>${html(p.headline)}</p>`,
    `<div id="webaddress">`,
    `<a href="mailto:${html(p.email)}">${html(p.email)}</a>`,
    `| ${html(p.phone.shown)}`,
    `| ${html(p.address.city)}, ${html(p.address.country)}`,
    `</div>`,
    `<h2 id="profile">${html(h.summary)}</h2>`,
    `<p>${html(p.summary)}</p>`,
    `<h2 id="experience">${html(h.experience)}</h2>`,
  ];
  for (const j of p.experience) {
    out.push(
      `<p><code>${html(showDate(j.start, dateStyle))} - ${html(showEnd(p, j.end, dateStyle))}</code>`,
      `<strong>${html(j.company)}</strong>, ${html(j.city)}</p>`,
      `<ul>`,
      `  <li>${html(j.title)}`,
      `    <ul>`,
      ...j.bullets.map((b) => `      <li>${html(b)}</li>`),
      `    </ul>`,
      `  </li>`,
      `</ul>`,
    );
  }
  out.push(`<h2 id="education">${html(h.education)}</h2>`);
  for (const e of p.education)
    out.push(
      `<p><code>${e.start} - ${e.end}</code>`,
      `<strong>${html(e.institution)}</strong>, ${html(e.city)}</p>`,
      `<ul>`,
      `  <li>${html(e.degree)}</li>`,
      `</ul>`,
    );
  out.push(`<h2 id="skills">${html(h.skills)}</h2>`);
  for (const g of p.skills) {
    if (g.label) out.push(`<h3>${html(g.label)}</h3>`);
    out.push(`<p>${g.items.map(html).join(', ')}</p>`);
  }
  out.push(`<h2 id="languages">${html(h.languages)}</h2>`, `<p>${html(p.languages)}</p>`);
  return out.join('\n');
}

/** The template's _layouts/cv.html with Jekyll's variables filled and one print stylesheet. */
function page(p, style, dateStyle) {
  const layout = readFileSync(path.join(DIR, 'cv.html'), 'utf8');
  const css = pathToFileURL(path.join(DIR, `${style}-print.css`)).href;
  return layout
    .replace(/<title>[^<]*<\/title>/, `<title>${html(fullName(p))} | CV</title>`)
    .replace(/<link href="media\/\{\{ site\.style \}\}-screen\.css"[^>]*>\n?/, '')
    .replace(/<link href="media\/\{\{ site\.style \}\}-print\.css"([^>]*)>/, `<link href="${css}"$1>`)
    .replace('<html>', `<html lang="${p.lang}">`)
    .replace('{{ content }}', content(p, dateStyle));
}

const family = (style, dateStyle) => ({
  dateStyle,
  page: { format: 'A4', margin: { top: '15mm', bottom: '15mm', left: '10mm', right: '10mm' } },
  html: (p) => page(p, style, dateStyle),
});

export const MARKDOWN_CV_FAMILIES = {
  'markdown-cv-kjhealy': family('kjhealy', 'short'),
  'markdown-cv-davewhipp': family('davewhipp', 'numeric'),
};
