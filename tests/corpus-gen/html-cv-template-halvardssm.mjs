// cv-template-halvardssm (SLOT_38_HTML_FAMILIES, re-exported by html-templates.mjs): Halvard Mørstad's CV
// builder halvardssm/cv-template (MIT, commit 53c04e6), "a CV builder meant for 1-page CVs": a React page
// over normalize.css and paper-css (an A4 .sheet 210 x 296 mm with 10 mm padding, overflow hidden) whose
// data is src/config.ts, built by Vite into one HTML file and printed by its generate-pdf.ts with playwright
// (page.pdf({ format: 'A4' }): no margins, no backgrounds). Vendored in templates/cv-template-halvardssm/:
// its index.html, src/index.css, licence, README and package.json unchanged, its TypeScript sources with a
// .txt suffix (kept out of the tests' tsc); normalize.css 8.0.1 and paper-css 0.4.1 (MIT), the versions its
// yarn.lock pins, from npm; the three Feather icons used (feather-icons 4.29.1, MIT) as their SVG files.
//
// The page is the DOM React renders from a config.ts filled with the person's record the way the example's is
// (inline styles as the components write them, CSS in the order main.tsx imports it): a header row of the name
// (h1, Helvetica, 12 px body) at the left and, at the right on the name's baseline (wrapping under it when the
// row is too narrow), icon-led items each kept on one line: a map pin before "City, Country" (the example's
// "Someplace, Europe"), then the e-mail and the phone as underlined links behind mail and phone icons (in place
// of the example's web site, LinkedIn and GitHub links: the people have none). Then sections of an h2 over a
// rule: the profile (the summary as plain text); the experience, each company a block with a dotted black
// left border, the company name on a plain line, then each of its positions (consecutive jobs at one company
// are grouped, as the example's two GitHub positions) as the bold title at the left and "City | YYYY-YYYY" at
// the right ("YYYY-present" as the example's "2022-present"; the language's word for now otherwise), over a
// tight bullet list; the education, each school bold at the left with its city at the right, over the degree
// (the example's schools have no years, and neither do these); the skills, each group an h3 over its items
// "a | b | c", then the example's "Other" group (the language's word) with a flat list's items and the spoken
// languages as "<i>Languages: </i>English (native), French (A2)", as the example's "Languages: English". No
// headline or street address (the template has no place for them). Section titles are the example's words in
// English ("Profile", "Experience", "Education", "Skills") and the person's language's otherwise. Whatever
// does not fit the one A4 sheet is cut off by paper-css's overflow: hidden, as in the template.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'cv-template-halvardssm');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** feather.icons[name].toSvg({ height: '1em', width: '1em' }), from the vendored icon files. */
const icon = (name) =>
  readFileSync(path.join(DIR, 'feather-icons', `${name}.svg`), 'utf8')
    .trim()
    .replace('width="24" height="24"', 'width="1em" height="1em"');

/** The example's "Other" skill group, and "now" as its "2022-present". */
const OTHER = { en: 'Other', fr: 'Autres', de: 'Sonstiges', es: 'Otros', pt: 'Outros', it: 'Altro' };
const NOW = { ...PRESENT_WORD, en: 'present' };

/** Emoji.tsx */
const emoji = (name) =>
  `<span style="display:inline-block;width:auto;height:1em;vertical-align:-0.125em;margin-right:0.2em" role="img">${icon(name)}</span>`;

/** Header.tsx's IconElement */
const iconElement = ({ icon: name, text, link }) =>
  `<span style="white-space:nowrap">${emoji(name)}${
    link ? `<a href="${html(link)}" target="_blank" rel="noreferrer">${html(text)}</a>` : html(text)
  }</span>`;

/** Section.tsx */
const section = (title, body, style) =>
  `<div style="margin-bottom:1em"><h2>${html(title)}</h2><hr style="margin:4px 0"/><div${
    style ? ` style="${style}"` : ''
  }>${body}</div></div>`;

function cvPage(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const header = [
    { text: `${a.city}, ${a.country}`, icon: 'map-pin' },
    { text: p.email, icon: 'mail', link: `mailto:${p.email}` },
    { text: p.phone.shown, icon: 'phone', link: `tel:${p.phone.e164}` },
  ];
  // config.ts's experienceLines: one line per company, its positions in order.
  const lines = [];
  for (const j of p.experience) {
    const last = lines.at(-1);
    if (last && last.company === j.company) last.positions.push(j);
    else lines.push({ company: j.company, positions: [j] });
  }
  const period = (j) => `${j.start[0]}-${j.end ? j.end[0] : NOW[p.lang]}`;
  const experience = lines
    .map(
      (line) =>
        `<div style="border-left:2px dotted black;padding-left:0.7em"><div>${html(line.company)}</div><div style="display:flex;flex-direction:column;row-gap:0.5em">${line.positions
          .map(
            (j) =>
              `<div><div style="display:flex;justify-content:space-between"><div><b>${html(j.title)}</b></div><div>${html(
                j.city,
              )} | ${period(j)}</div></div><ul style="margin:0;padding-left:11px">${j.bullets
                .map((b) => `<li>${html(b)}</li>`)
                .join('')}</ul></div>`,
          )
          .join('')}</div></div>`,
    )
    .join('');
  const education = p.education
    .map(
      (e) =>
        `<div><div style="display:flex;justify-content:space-between"><div><b>${html(e.institution)}</b></div><div>${html(
          e.city,
        )}</div></div><p style="margin:0">${html(e.degree)}</p></div>`,
    )
    .join('');
  // config.ts's skillsSections: a group per labelled list, then "Other" with a flat list and the languages.
  const flat = p.skills.filter((g) => !g.label).flatMap((g) => g.items);
  const groups = [
    ...p.skills.filter((g) => g.label).map((g) => ({ title: g.label, skills: [{ elements: g.items }] })),
    {
      title: OTHER[p.lang],
      skills: [...(flat.length ? [{ elements: flat }] : []), { title: h.languages, elements: [p.languages] }],
    },
  ];
  const skills = groups
    .map(
      (g) =>
        `<div style="margin-bottom:0.5em"><h3>${html(g.title)}</h3><div style="display:flex;flex-wrap:wrap;gap:0.2em">${g.skills
          .map(
            (s) =>
              `<div>${s.title ? `<i>${html(`${s.title}: `)}</i>` : ''}${html(s.elements.join(' | '))}</div>`,
          )
          .join('')}</div></div>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${p.lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>CV</title>
    <style>
      @page {
        size: A4;
      }
    </style>
    <link rel="stylesheet" href="${href('normalize.css/normalize.css')}">
    <link rel="stylesheet" href="${href('paper-css/paper.css')}">
    <link rel="stylesheet" href="${href('src/index.css')}">
  </head>
  <body class="A4">
    <div id="root"><section id="content" class="sheet padding-10mm"><div style="display:flex;justify-content:space-between;row-gap:0.3em;align-items:baseline;flex-wrap:wrap;margin-bottom:1em"><h1 style="white-space:nowrap;margin:0">${html(
      fullName(p),
    )}</h1><div style="display:flex;column-gap:1em">${header.map(iconElement).join('')}</div></div>${section(
      h.summary,
      html(p.summary),
    )}${section(h.experience, experience, 'display:flex;flex-direction:column;gap:0.7em')}${section(
      h.education,
      education,
      'display:flex;flex-direction:column;gap:0.5em',
    )}${section(h.skills, skills)}</section></div>
  </body>
</html>
`;
}

/** Slot 38 of generate.mjs's fixed slots. */
export const SLOT_38_HTML_FAMILIES = {
  'cv-template-halvardssm': {
    dateStyle: 'year',
    // Its generate-pdf.ts: playwright's page.pdf({ format: 'A4' }): no margins, no backgrounds.
    page: { format: 'A4' },
    html: cvPage,
  },
};
