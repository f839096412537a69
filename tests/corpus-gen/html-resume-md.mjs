// resume-md (SLOT_9_HTML_FAMILIES, re-exported by html-templates.mjs): Mike Lee Williams's mikepqr/resume.md
// (MIT, commit e0e9cca), a Markdown résumé tool: resume.py turns resume.md into HTML with Python-Markdown
// (extensions "smarty" and "abbr"), wraps it in <div id="resume"> after a <style> holding resume.css (its
// preamble, written here unchanged), and prints it with headless Chrome's --print-to-pdf (no header or
// footer, no backgrounds, the @page of resume.css: Letter, 0.5 in × 0.8 in margins). The CSS is vendored
// unchanged in templates/resume-md/ with its LICENSE; its "Times New Roman" resolves to Tinos (metric
// compatible) on this machine as on any Linux with fontconfig's aliases.
//
// The Markdown is written the way the example resume.md is: the name as the h1 (upper-case by the CSS), the
// contact list right after it (the e-mail as an autolink, the phone, "City, Country"; one centred line with
// bullets between), the summary as the paragraph after it, then h2 sections (upper-case over a rule) in the
// person's language: experience, each job an h3 of two spans "Title, Company" and "Mon YYYY – Mon YYYY"
// (the example's "Dec 2013 -- Dec 2014", which smarty turns into an en dash; the language's word for now)
// pushed apart by the CSS's flex, its bullets as a list; education, each school "School, Degree" with
// "YYYY – YYYY" the same way; skills as a list of "Label: a, b, c" lines (the example's "Web development:
// HTML, CSS, JavaScript"; flat skills one line of their own); the spoken languages as a paragraph.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CSS = path.join(here, 'templates', 'resume-md', 'resume.css');

/** Python-Markdown with smarty on plain text: HTML escaped, "--" an en dash, straight quotes curled. */
const md = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/---/g, '&mdash;')
    .replace(/--/g, '&ndash;')
    .replace(/(^|[\s(])"/g, '$1&ldquo;')
    .replace(/"/g, '&rdquo;')
    .replace(/(^|[\s(])'/g, '$1&lsquo;')
    .replace(/'/g, '&rsquo;');

const list = (items) => `<ul>\n${items.map((i) => `<li>${i}</li>`).join('\n')}\n</ul>`;
const h3 = (left, right) => `<h3><span>${md(left)}</span> <span>${md(right)}</span></h3>`;

function resumeMd(p) {
  const h = HEADINGS[p.lang];
  const jobs = p.experience
    .map(
      (j) =>
        `${h3(`${j.title}, ${j.company}`, `${showDate(j.start, 'short')} -- ${showEnd(p, j.end, 'short')}`)}\n${list(
          j.bullets.map(md),
        )}`,
    )
    .join('\n');
  const schools = p.education
    .map((e) => h3(`${e.institution}, ${e.degree}`, `${e.start} -- ${e.end}`))
    .join('\n');
  const skills = list(
    p.skills.map((g) => md(g.label ? `${g.label}: ${g.items.join(', ')}` : g.items.join(', '))),
  );
  const body = [
    `<h1>${md(fullName(p))}</h1>`,
    list([
      `<a href="mailto:${md(p.email)}">${md(p.email)}</a>`,
      md(p.phone.shown),
      md(`${p.address.city}, ${p.address.country}`),
    ]),
    `<p>${md(p.summary)}</p>`,
    `<h2>${md(h.experience)}</h2>`,
    jobs,
    `<h2>${md(h.education)}</h2>`,
    schools,
    `<h2>${md(h.skills)}</h2>`,
    skills,
    `<h2>${md(h.languages)}</h2>`,
    `<p>${md(p.languages)}</p>`,
  ].join('\n');
  // resume.py's preamble and postamble (its lang="en" kept: the tool writes it whatever the content).
  return `<html lang="en">
<head>
<meta charset="UTF-8">
<title>${fullName(p)}</title>
<style>
${readFileSync(CSS, 'utf8')}
</style>
</head>
<body>
<div id="resume">
${body}</div>
</body>
</html>
`;
}

/** Slot 9 of generate.mjs's fixed slots. */
export const SLOT_9_HTML_FAMILIES = {
  'resume-md': {
    dateStyle: 'short',
    // Headless Chrome's --print-to-pdf with --no-pdf-header-footer: the CSS @page (Letter, 0.5in 0.8in), no backgrounds.
    page: { format: 'Letter', preferCSSPageSize: true },
    html: resumeMd,
    waitForFonts: true,
  },
};
