// reactive-resume-gengar (SLOT_46_HTML_FAMILIES, re-exported by html-templates.mjs): the "Gengar" template of
// Reactive Resume (AmruthPillai/Reactive-Resume, MIT, version 4.5.5, commit 91c8624), Amruth Pillai's free and
// open-source résumé builder: a user fills forms in its web app, picks one of its templates, and downloads the
// PDF its server prints with Chromium. Gengar is its two-column template: a sidebar a third of the page wide
// whose top is a block in the theme colour (name, headline, then location, phone and e-mail each behind an
// icon, in the background colour), the rest of the sidebar tinted with the theme colour at 20 % and holding
// the sidebar sections; a main column two thirds wide with the summary in a tinted box and the main sections.
//
// Nothing of the template is vendored or run: its React components (apps/artboard/src/templates/gengar.tsx)
// and Tailwind classes were read, and this file writes the page they render, in markup and CSS of its own that
// give the same boxes (each Tailwind class as the CSS value it stands for at the artboard's root font size):
// the app's defaults for a new résumé (A4, page margin 18 px, IBM Plex Serif 14 px with its regular, italic
// and 600 weights, line height 1.5, theme colour #dc2626 on white, links underlined, icons shown) and its
// default layout of one page (main: summary, experience, education; sidebar: skills, languages). The Phosphor
// icon font the app loads from a CDN (map pin, phone, at sign) is not on this machine: Font Awesome 4
// (Debian's fonts-font-awesome) stands in, a private-use glyph before each contact line as Phosphor's is.
// IBM Plex Serif comes from TeX Live (the generator's fontconfig adds its OpenType folder).
//
// Filled as the app's own sample résumé is (libs/schema/src/sample.ts): each job the company in bold with the
// title under it, and right-aligned on the same lines the dates in bold ("January 2019 to Present", the
// sample's form; English month names, " - " and the language's word for now for the other languages) over the
// job's town; then its bullets as the rich-text editor writes them (<ul><li><p>). Each school the institution
// in bold over its town (the sample's "Berkeley, CA" in the "area" field), with the years in bold and the
// degree (the "studyType", "Bachelor's in Computer Science") right-aligned under them. The skills as the
// sample's: each group one item, its label in bold over the skills joined by ", " in small type; a person
// with a flat list has one item a skill, rated with Gengar's five boxes (levels made up: 5, 4, 3, 5, ...).
// The spoken languages as items of the languages section, the name in bold over the level as written
// ("native", "C1"), rated (native/C2 5, C1 4, B2/B1 3, A2 2; no level, no rating). The summary in its tinted
// box has no heading (Gengar shows none). Section names are the app's English defaults for English and the
// person's language's words otherwise, as a user would rename them.
//
// Printed as the app's printer service prints (apps/server/src/printer/printer.service.ts): each page element
// alone in the body, page.pdf with its scrollWidth and scrollHeight as the paper size and printBackground on,
// no margins; so a page whose content runs past A4 comes out as one taller page.
import { pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate, spokenLanguages } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The app's default section names in English; the person's language's headings otherwise. */
const NAMES = {
  en: { experience: 'Experience', education: 'Education', skills: 'Skills', languages: 'Languages' },
};
const namesOf = (lang) => NAMES[lang] ?? HEADINGS[lang];

/** A period as the sample writes one: "January 2019 to Present"; " - " in the other languages. */
const period = (p, from, to) => `${from}${p.lang === 'en' ? ' to ' : ' - '}${to}`;

/** The theme colour and Gengar's tint of it (hexToRgb(primary, 0.2)). */
const PRIMARY = '#dc2626';
const TINT = 'rgba(220, 38, 38, 0.2)';

/** Font Awesome 4's glyphs standing in for Phosphor's map-pin, phone and at. */
const ICON = { location: '\uf041', phone: '\uf095', email: '\uf1fa' };

/** IBM Plex Serif from TeX Live (OpenType CFF) in the weights the app loads; Font Awesome 4 from Debian. */
const PLEX = '/usr/share/texlive/texmf-dist/fonts/opentype/ibm/plex';
const FONT_FACES = [
  ['IBM Plex Serif', 400, 'normal', `${PLEX}/IBMPlexSerif-Regular.otf`],
  ['IBM Plex Serif', 400, 'italic', `${PLEX}/IBMPlexSerif-Italic.otf`],
  ['IBM Plex Serif', 600, 'normal', `${PLEX}/IBMPlexSerif-SemiBold.otf`],
  ['Phosphor stand-in', 400, 'normal', '/usr/share/fonts/truetype/font-awesome/fontawesome-webfont.ttf'],
]
  .map(
    ([family, weight, style, file]) =>
      `@font-face { font-family: '${family}'; font-weight: ${weight}; font-style: ${style}; src: url('${pathToFileURL(file).href}'); }`,
  )
  .join('\n');

/** The record's spoken languages, "English (native)" → { name, description, level }: a rating out of five. */
const languagesOf = (p) =>
  spokenLanguages(p).map(({ name, level: description }) => {
    const level = !description
      ? 0
      : /C2|native|nativo|maternelle|Mutter|madre/i.test(description)
        ? 5
        : /C1/.test(description)
          ? 4
          : /B[12]/.test(description)
            ? 3
            : /A[12]/.test(description)
              ? 2
              : 0;
    return { name, description, level };
  });

/** Gengar's rating: five boxes, filled up to the level. */
const rating = (level) =>
  level > 0
    ? `<div class="rating">${Array.from(
        { length: 5 },
        (_, i) => `<div class="box${level > i ? ' filled' : ''}"></div>`,
      ).join('')}</div>`
    : '';

/** One item of a section: what its children render, then the summary, the rating and the keywords. */
const item = ({ head, summary = '', level = 0, keywords = [] }) =>
  `<div class="item"><div>${head}</div>${summary ? `<div class="wysiwyg">${summary}</div>` : ''}${rating(level)}${
    keywords.length ? `<p class="keywords">${keywords.map(html).join(', ')}</p>` : ''
  }</div>`;

const section = (id, name, items) =>
  items.length
    ? `<section id="${id}" class="section"><h4>${html(name)}</h4><div class="items">${items.join('')}</div></section>`
    : '';

/** The "flex items-start justify-between" head of an entry: left lines and right lines. */
const split = (left, right) =>
  `<div class="split"><div class="left">${left.join('')}</div><div class="right">${right.join('')}</div></div>`;

function gengar(p) {
  const n = namesOf(p.lang);
  const jobs = p.experience.map((j) =>
    item({
      head: split(
        [`<div class="bold">${html(j.company)}</div>`, `<div>${html(j.title)}</div>`],
        [
          `<div class="bold">${html(
            period(p, showDate(j.start, 'long'), j.end ? showDate(j.end, 'long') : PRESENT_WORD[p.lang]),
          )}</div>`,
          `<div>${html(j.city)}</div>`,
        ],
      ),
      summary: `<ul>${j.bullets.map((b) => `<li><p>${html(b)}</p></li>`).join('')}</ul>`,
    }),
  );
  const schools = p.education.map((e) =>
    item({
      head: split(
        [`<div class="bold">${html(e.institution)}</div>`, `<div>${html(e.city)}</div>`, '<div></div>'],
        [`<div class="bold">${html(period(p, e.start, e.end))}</div>`, `<div>${html(e.degree)}</div>`],
      ),
    }),
  );
  const grouped = p.skills.some((g) => g.label);
  const skills = grouped
    ? p.skills.map((g) =>
        item({
          head: `<div><div class="bold">${html(g.label ?? n.skills)}</div><div></div></div>`,
          keywords: g.items,
        }),
      )
    : p.skills
        .flatMap((g) => g.items)
        .map((s, i) =>
          item({ head: `<div><div class="bold">${html(s)}</div><div></div></div>`, level: 5 - (i % 3) }),
        );
  const languages = languagesOf(p).map((l) =>
    item({
      head: `<div><div class="bold">${html(l.name)}</div><div>${html(l.description)}</div></div>`,
      level: l.level,
    }),
  );
  const contact = [
    ['location', `<div>${html(`${p.address.city}, ${p.address.country}`)}</div>`],
    ['phone', `<a href="tel:${html(p.phone.shown)}">${html(p.phone.shown)}</a>`],
    ['email', `<a href="mailto:${html(p.email)}">${html(p.email)}</a>`],
  ]
    .map(([icon, text]) => `<div class="contact"><i class="icon">${ICON[icon]}</i>${text}</div>`)
    .join('');

  return `<!doctype html>
<html lang="${p.lang}" translate="no">
<head>
<meta charset="utf-8">
<title>${html(fullName(p))} | Reactive Resume</title>
<style>
${FONT_FACES}
*, ::before, ::after { box-sizing: border-box; border: 0 solid currentColor; font-variant-ligatures: none; }
html { font-size: 14px; line-height: 1.5; -webkit-text-size-adjust: 100%; }
body { margin: 0; line-height: inherit; -webkit-font-smoothing: antialiased; }
h2, h4, p { margin: 0; font-size: inherit; font-weight: inherit; }
a { color: inherit; }
.page { position: relative; width: 793.8px; min-height: 1122.66px; background: #ffffff; color: #000000;
  font-family: 'IBM Plex Serif'; }
.page a { text-decoration: underline; text-underline-offset: 2px; }
.gengar { display: grid; min-height: inherit; grid-template-columns: repeat(3, minmax(0, 1fr)); }
.sidebar { display: flex; flex-direction: column; }
.header { background: ${PRIMARY}; color: #ffffff; padding: 18px; }
.header > * + * { margin-top: 1rem; }
.header h2 { font-size: 1.5rem; line-height: 2rem; font-weight: 700; }
.contacts { display: flex; flex-direction: column; align-items: flex-start; row-gap: 0.5rem;
  font-size: 0.875rem; line-height: 1.25rem; }
.contact { display: flex; align-items: center; column-gap: 0.375rem; }
.icon { font-family: 'Phosphor stand-in'; font-style: normal; font-weight: 400; }
.sidebar-body { flex: 1 1 0%; background: ${TINT}; }
.main { grid-column: span 2 / span 2; }
.summary { padding: 18px; background: ${TINT}; }
.section { display: grid; margin: 18px 0; padding: 0 18px; }
.section h4 { margin-bottom: 0.5rem; border-bottom: 1px solid ${PRIMARY}; font-size: 1rem; line-height: 1.5rem;
  font-weight: 700; }
.items { display: grid; column-gap: 1.5rem; row-gap: 0.75rem; grid-template-columns: repeat(1, 1fr); }
.item > * + * { margin-top: 0.5rem; }
.bold { font-weight: 700; }
.split { display: flex; align-items: flex-start; justify-content: space-between; }
.split .left { text-align: left; }
.split .right { flex-shrink: 0; text-align: right; }
.sidebar .split { flex-direction: column; align-items: flex-start; }
.sidebar .split .right { text-align: left; }
.rating { display: flex; align-items: center; column-gap: 0.25rem; }
.rating .box { height: 0.625rem; width: 1.25rem; border: 1px solid ${PRIMARY}; }
.rating .box.filled { background: ${PRIMARY}; }
.keywords { font-size: 0.875rem; line-height: 1.25rem; }
.wysiwyg { font-size: 1rem; line-height: 1.75; }
.wysiwyg p { margin: 0 0 0.5rem; line-height: 1.5; }
.wysiwyg ul { list-style-type: disc; margin: 0 0 0.5rem; padding-inline-start: 1.625em; }
.wysiwyg li { margin: 0 0 0.5rem; padding-inline-start: 0.375em; line-height: 1.5; }
.wysiwyg li::marker { color: #000000; }
.wysiwyg > :last-child, .wysiwyg li > :last-child { margin-bottom: 0; }
</style>
</head>
<body>
<div data-page="1" class="page underline-links">
<div class="gengar">
<div class="sidebar">
<div class="header">
<div><h2>${html(fullName(p))}</h2><p>${html(p.headline)}</p></div>
<div class="contacts">${contact}</div>
</div>
<div class="sidebar-body">
${section('skills', n.skills, skills)}
${section('languages', n.languages, languages)}
</div>
</div>
<div class="main">
<div class="summary"><section id="summary"><div class="wysiwyg"><p>${html(p.summary)}</p></div></section></div>
${section('experience', n.experience, jobs)}
${section('education', n.education, schools)}
</div>
</div>
</div>
</body>
</html>
`;
}

/** The printer service's paper: the page element's own scrollWidth × scrollHeight, no margins. */
const PAPER = `(() => {
  const page = document.querySelector('[data-page="1"]');
  const style = document.createElement('style');
  style.textContent = '@page { size: ' + page.scrollWidth + 'px ' + page.scrollHeight + 'px; margin: 0; }';
  document.head.append(style);
  return true;
})()`;

/** Slot 46 of generate.mjs's fixed slots. */
export const SLOT_46_HTML_FAMILIES = {
  'reactive-resume-gengar': {
    dateStyle: 'long',
    page: { preferCSSPageSize: true, printBackground: true },
    html: gengar,
    waitForFonts: true,
    ready: PAPER,
  },
};
