// markdown-resume-js (SLOT_23_HTML_FAMILIES, re-exported by html-templates.mjs): Brian Hann's
// c0bra/markdown-resume-js (MIT, commit d43da49, published on npm as markdown-resume 2.1.4), a Node port of
// there4/markdown-resume: its md2resume command turns a Markdown résumé into one HTML file with marked 0.3
// (gfm, breaks: true: a line break inside a paragraph is a <br>), wraps it in the "default" template's
// index.html (<div class="container"><div class="resume">) under a <style> of templates/common.css and the
// template's LESS compiled by less 2 and minified by clean-css, then html-minifier and inliner collapse the
// whitespace. That stylesheet, as md2resume 2.1.4 writes it, is vendored in templates/markdown-resume-js/
// (resume.css) with its LICENSE. Its own PDF route is PhantomJS (html-pdf), which is gone; the HTML is
// printed as a user's Chrome "Save as PDF" does it with its defaults (A4, 10 mm margins, background graphics
// off, 100 %). Its fonts: "Hoefler Text", Times New Roman (Tinos here) for the text, Futura, "Century
// Gothic", AppleGothic, sans-serif for the headings (the fallback sans here).
//
// The Markdown is written the way the example (test/fixtures/resume.md) is: the name as the h1, the headline
// as the h2, a blockquote of the "Download PDF" link (in a .no-print span, hidden in print), the e-mail as a
// link, the phone and "City, Country" on lines of their own; a rule ("---") before each h3 section (in the
// person's language): the summary as a paragraph; skills as a loose list of "**Label**" over "a, b, c" (a
// group with no label just its items); each job one paragraph "**Company** : *Title* __YYYY-YYYY__" (the
// example's "__2004-2005__", the language's word for now) with its bullets as the description on the next
// line; each school "**School** : *Degree* __YYYY-YYYY__"; the spoken languages as a paragraph. The HTML
// below is what md2resume writes for that Markdown (checked against markdown-resume 2.1.4's output).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CSS = path.join(here, 'templates', 'markdown-resume-js', 'resume.css');

/** marked 0.3's escape of text: &, <, >, " and ' as entities. */
const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** marked 0.3's heading ids: the raw text lower-cased, every non-word character dropped, spaces as '-'. */
const slug = (s) =>
  String(s)
    .toLowerCase()
    .replace(/[^\w]+/g, '-');

/** The Markdown the person's résumé is written in (kept for the record; the HTML is built alongside). */
export function markdownOf(p) {
  const h = HEADINGS[p.lang];
  const years = (j) => `${j.start[0]}-${j.end ? j.end[0] : PRESENT_WORD[p.lang]}`;
  return [
    `# ${fullName(p)}`,
    `## ${p.headline}`,
    '',
    '> <span class="no-print">[Download PDF](resume.pdf)</span>',
    `> [${p.email}](${p.email})`,
    `> ${p.phone.shown}`,
    `> ${p.address.city}, ${p.address.country}`,
    '',
    '---',
    '',
    `### ${h.summary}`,
    '',
    p.summary,
    '',
    '---',
    '',
    `### ${h.skills}`,
    '',
    ...p.skills.flatMap((g) => [
      g.label ? `* **${g.label}**\n  ${g.items.join(', ')}` : `* ${g.items.join(', ')}`,
      '',
    ]),
    '---',
    '',
    `### ${h.experience}`,
    '',
    ...p.experience.flatMap((j) => [
      `**${j.company}** : *${j.title}* __${years(j)}__\n  ${j.bullets.join(' ')}`,
      '',
    ]),
    '---',
    '',
    `### ${h.education}`,
    '',
    ...p.education.flatMap((e) => [`**${e.institution}** : *${e.degree}* __${e.start}-${e.end}__`, '']),
    '---',
    '',
    `### ${h.languages}`,
    '',
    p.languages,
    '',
  ].join('\n');
}

function markdownResume(p) {
  const h = HEADINGS[p.lang];
  const h3 = (t) => `<h3 id="${slug(t)}">${esc(t)}</h3>`;
  const years = (j) => `${j.start[0]}-${j.end ? j.end[0] : esc(PRESENT_WORD[p.lang])}`;
  // A list of one item is tight (no <p>); of more, the blank lines between them make every item loose.
  const item = (g) => (g.label ? `<strong>${esc(g.label)}</strong><br>` : '') + esc(g.items.join(', '));
  const skills = p.skills
    .map((g) => (p.skills.length > 1 ? `<li><p>${item(g)}</p> </li>` : `<li>${item(g)}</li>`))
    .join(' ');
  const jobs = p.experience
    .map(
      (j) =>
        `<p><strong>${esc(j.company)}</strong> : <em>${esc(j.title)}</em> <strong>${years(j)}</strong><br> ${esc(
          j.bullets.join(' '),
        )}</p>`,
    )
    .join(' ');
  const schools = p.education
    .map(
      (e) =>
        `<p><strong>${esc(e.institution)}</strong> : <em>${esc(e.degree)}</em> <strong>${e.start}-${e.end}</strong></p>`,
    )
    .join(' ');
  const body = [
    `<h1 id="${slug(fullName(p))}">${esc(fullName(p))}</h1>`,
    `<h2 id="${slug(p.headline)}">${esc(p.headline)}</h2>`,
    `<blockquote> <p><span class="no-print"><a href="resume.pdf">Download PDF</a></span><br><a href="${esc(
      p.email,
    )}">${esc(p.email)}</a><br>${esc(p.phone.shown)}<br>${esc(`${p.address.city}, ${p.address.country}`)}</p> </blockquote>`,
    '<hr>',
    h3(h.summary),
    `<p>${esc(p.summary)}</p>`,
    '<hr>',
    h3(h.skills),
    `<ul> ${skills} </ul>`,
    '<hr>',
    h3(h.experience),
    jobs,
    '<hr>',
    h3(h.education),
    schools,
    '<hr>',
    h3(h.languages),
    `<p>${esc(p.languages)}</p>`,
  ].join(' ');
  // The default template's index.html as md2resume writes it (title: the first h1 and h2, whitespace collapsed).
  return `<!DOCTYPE html> <html> <head> <meta charset="utf-8"> <meta name="viewport" content="width=device-width,initial-scale=1"> <title>${esc(
    `${fullName(p)} | ${p.headline}`,
  )}</title> <style type="text/css"> ${readFileSync(CSS, 'utf8').trim()}</style> </head> <body> <div class="container"> <div class="resume"> ${body} </div> </div> </body> </html> `;
}

/** Slot 23 of generate.mjs's fixed slots. */
export const SLOT_23_HTML_FAMILIES = {
  'markdown-resume-js': {
    dateStyle: 'year',
    // Chrome's "Save as PDF" with its defaults: A4, 10 mm margins, no background graphics.
    page: CHROME_SAVE_AS_PDF,
    html: markdownResume,
  },
};
