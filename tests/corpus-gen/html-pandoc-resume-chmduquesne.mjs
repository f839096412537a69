// pandoc-resume-chmduquesne (SLOT_50_HTML_FAMILIES, re-exported by html-templates.mjs): mszep/pandoc_resume
// ("The Markdown Resume", Mark Szepieniec, MIT; commit b5abc55), the widely forked tool that turns one
// Markdown résumé into HTML, PDF (ConTeXt), DOCX and RTF with pandoc. Its HTML is pandoc's standalone page with
// the repository's `styles/chmduquesne.css` (Christophe-Marie Duquesne's stylesheet "inspired by moderncv",
// CC BY-SA 3.0) put into the head: one column at most 800 px wide, the name as a huge centred grey title, green
// section titles each behind a light-green bar, definition lists whose terms (the dates) float bold in a 17 %
// left column beside their descriptions, centred blockquotes.
//
// Made as the Makefile's `html` target makes it: `pandoc --standalone --include-in-header chmduquesne.css
// --lua-filter=pdc-links-target-blank.lua --from markdown --to html`, with the stylesheet and the filter read
// from tests/corpus-gen/templates/pandoc-resume-chmduquesne/ (fetched, not committed: see SOURCE.md there);
// then printed by Chromium as a browser's "Save as PDF" with background graphics on (A4, 10 mm margins), so
// the bars before the section titles show as on screen.
//
// Filled as the repository's example `markdown/resume.md` is written: the name as the setext title, a rule,
// a blockquote with the headline and the summary (the example's "briefly list your specialties"), a rule;
// then its order of sections: education first, each school a definition whose term is the years ("2007-2010")
// and whose description is "**Degree**; School (Town)", as the example's "**BSc, ...**; University of HomeTown
// (HomeTown)"; experience next, each job written the same way ("2019-Present" or the language's word for now,
// then "**Title**; Company (Town)" and the job's bullets as an indented list, as the example's definitions
// carry lists); the skills as the example's "Technical Experience" definition list, each group's label the
// term and its skills joined by ", " the description (a person without groups: one paragraph of skills joined
// by ", ", as the example's "Basic knowledge of C, x86 assembly, ..."); the spoken languages as a bullet list;
// and, as the example ends, a rule and a centred blockquote with "e-mail • phone" and, after a forced line
// break, "street - City, Country". Section titles in the person's language.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(here, 'templates', 'pandoc-resume-chmduquesne');

/** Markdown-escapes a value written inline. */
const md = (s) => String(s).replace(/([\\`*_{}[\]<>#|~^$])/g, '\\$1');

/** A setext heading: the text over a line of its own length, as the example writes them. */
const setext = (text, mark) => `${text}\n${mark.repeat(Math.max(3, [...text].length))}`;

/** A definition as the example writes one: the term, then ":   " and the description indented by four. */
const definition = (term, lines) =>
  `${md(term)}\n${lines.map((l, i) => (i === 0 ? `:   ${l}` : l ? `    ${l}` : '')).join('\n')}`;

function resumeMarkdown(p) {
  const h = HEADINGS[p.lang];
  const schools = p.education.map((e) =>
    definition(`${e.start}-${e.end}`, [`**${md(e.degree)}**; ${md(e.institution)} (${md(e.city)})`]),
  );
  const jobs = p.experience.map((j) =>
    definition(`${j.start[0]}-${j.end ? j.end[0] : PRESENT_WORD[p.lang]}`, [
      `**${md(j.title)}**; ${md(j.company)} (${md(j.city)})`,
      '',
      ...j.bullets.map((b) => `* ${md(b)}`),
    ]),
  );
  const grouped = p.skills.some((g) => g.label);
  const skills = grouped
    ? p.skills.map((g) => definition(g.label ?? h.skills, [g.items.map(md).join(', ')]))
    : [
        p.skills
          .flatMap((g) => g.items)
          .map(md)
          .join(', '),
      ];
  const languages = p.languages
    .split(/,\s*(?![^(]*\))/)
    .filter(Boolean)
    .map((l) => `* ${md(l.trim())}`);
  return `${setext(fullName(p), '=')}

----

>  ${md(p.headline)}\\
>  ${md(p.summary)}

----

${setext(h.education, '-')}

${schools.join('\n\n')}

${setext(h.experience, '-')}

${jobs.join('\n\n')}

${setext(h.skills, '-')}

${skills.join('\n\n')}

${setext(h.languages, '-')}

${languages.join('\n')}

----

> <${p.email}> • ${md(p.phone.shown)}\\
> ${md(p.address.street)} - ${md(p.address.city)}, ${md(p.address.country)}
`;
}

/** The Makefile's `html` target, run on the person's Markdown in the work folder. */
function pandocResume(p, dir) {
  const source = path.join(dir, `pandoc-resume-${p.id}.md`);
  const out = path.join(dir, `pandoc-resume-${p.id}.out.html`);
  writeFileSync(source, resumeMarkdown(p));
  execFileSync('pandoc', [
    '--standalone',
    '--include-in-header',
    path.join(TEMPLATE, 'chmduquesne.css'),
    `--lua-filter=${path.join(TEMPLATE, 'pdc-links-target-blank.lua')}`,
    '--from',
    'markdown',
    '--to',
    'html',
    '--output',
    out,
    source,
    '--metadata',
    `pagetitle=resume`,
  ]);
  return readFileSync(out, 'utf8');
}

/** Slot 50 of generate.mjs's fixed slots. */
export const SLOT_50_HTML_FAMILIES = {
  'pandoc-resume-chmduquesne': {
    dateStyle: 'year',
    page: {
      format: 'A4',
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
      printBackground: true,
    },
    html: pandocResume,
  },
};
