// sveltekit-cv-saadeghi (SLOT_74_HTML_FAMILIES, re-exported by html-templates.mjs): Pouya Saadeghi's résumé site,
// saadeghi/saadeghi.github.io (MIT, branch master, commit 8368ee7; README "Pouya's resume template: a simple
// SvelteKit template that reads resume data from a YAML file and makes a resume ... Printer friendly, ATS
// friendly, No JS"): its /resume page (src/routes/resume/+page.svelte with src/lib/components/Header.svelte, inside
// src/routes/+layout.svelte and src/app.html) renders src/data/resume.yml in Tailwind CSS 4.0.0-alpha.17 utilities
// over src/app.css (the sans family set to "JetBrains Mono", monospace; its Regular and Bold woff2 files in
// static/fonts). No @page rule: the way to a PDF is the browser's print dialog, here Chrome's "Save as PDF" with its
// defaults (A4, 10 mm margins, no background graphics, 100 %); the print: variants make the print layout.
//
// The layout in print (html's print:text-[11px] makes 1 rem 11 px; the page's text .875 rem on 1.5 rem lines): the
// name (text-3xl, regular weight) over the tagline; then the sections 2.5 rem apart, each a stack of CSS grid rows
// 22ch : 1fr, 1.5 rem apart: the section title in bold blue (#2563eb) in the right column; each job its date range
// ("Dec 2020 – Present", en dash) over its type ("Part-time") in grey (black at 50 %) in the left column, beside
// the bold role followed inline by "at Company (City, Country)" (the sample's; here the city alone), then an
// optional description paragraph and disc bullets; each school its date range right-aligned in the left column
// beside "Degree at School" (regular weight), the school's location in a second row under it; "Skills and Tech
// Stack" a disc list of sentences in the right column; "Contact Info" last, a disc list of "Email:
// [address](mailto:…)" (an underlined link), "Location: ..." lines. The header's nav (about / cv / projects) is
// print:hidden.
//
// Nothing of the template is vendored or run: the three Svelte files, app.html, app.css, resume.yml and the site as
// built on the gh-pages branch (resume/index.html, its compiled CSS) were read, and this file writes the page
// SvelteKit prerenders from a resume.yml filled with the person (the markup of the built page without Svelte's
// hydration comments, the nav left out as print hides it), with a style element holding the rules of the compiled
// Tailwind CSS that the page's classes use, written out for this page. Fonts: Debian's JetBrains Mono
// (fonts-jetbrains-mono, the same family and version line as the woff2 files the repository ships) in its Regular
// and Bold faces under the name app.css declares, at the two weights it declares.
//
// Filled as resume.yml is: firstname and lastname the name's two parts; tagline the headline. experiences: each
// job date "Mon YYYY – Mon YYYY" ("Mon YYYY – Present" in English, the person's language's word for now otherwise;
// the sample's "Dec 2020 – Present"), role the title, place the company, location the city (the sample's
// "Istanbul, Turkey"; the records give no country per job), no type (the records have none: the template's div stays
// empty) and no desc, bullets the bullets. educations: each school date "YYYY – YYYY" (the records have years only),
// degree, place the school, location the city. skills: one bullet a skill group, "Label: a, b, c" (the sample's
// bullets are sentences naming a kind of tool and its tools, "JavaScript frameworks including Svelte, Vue.js,
// React"), a flat list one bullet a skill. contacts: "Email: [address](mailto:address)" as the sample writes it,
// "Phone: number" as shown, "Location: street, postcode and city, country" (the sample's last line, "Location:
// Istanbul, Turkey ..."); the labels are text in resume.yml, so they are the person's language's words. The page has
// no place for a summary or spoken languages: they are two more sections of the page's own pattern (a bold blue
// title in the right column over a paragraph, and over a disc list like the skills' one language a bullet), the
// summary first after the header and the languages after the skills. Section titles are the page's English words
// for an English person ("Experience", "Education", "Skills and Tech Stack", "Contact Info"; "Profile" and
// "Languages" for the two added), the person's language's otherwise (they are text in +page.svelte); the word "at"
// between a role or a degree and its place is kept as +page.svelte writes it, whatever the language.
import { pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, cityLine, showDate, spokenLanguages } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** +page.svelte's section titles, or the person's language's. */
const titlesOf = (lang) =>
  lang === 'en'
    ? {
        summary: HEADINGS.en.summary,
        experience: 'Experience',
        education: 'Education',
        skills: 'Skills and Tech Stack',
        languages: HEADINGS.en.languages,
        contact: 'Contact Info',
      }
    : HEADINGS[lang];

/** The contact lines' labels, text in resume.yml ("Email: ...", "Location: ..."), in the person's language. */
const CONTACT_LABELS = {
  en: { email: 'Email', phone: 'Phone', location: 'Location' },
  fr: { email: 'E-mail', phone: 'Téléphone', location: 'Adresse' },
  de: { email: 'E-Mail', phone: 'Telefon', location: 'Adresse' },
  es: { email: 'Correo', phone: 'Teléfono', location: 'Dirección' },
  pt: { email: 'E-mail', phone: 'Telefone', location: 'Endereço' },
  it: { email: 'E-mail', phone: 'Telefono', location: 'Indirizzo' },
};

const JETBRAINS = '/usr/share/fonts/truetype/jetbrains-mono';
const FONT_FACES = [
  [400, 'JetBrainsMono-Regular.ttf'],
  [700, 'JetBrainsMono-Bold.ttf'],
]
  .map(
    ([weight, file]) =>
      `@font-face { font-family: "JetBrains Mono"; font-weight: ${weight}; src: url("${
        pathToFileURL(`${JETBRAINS}/${file}`).href
      }"); }`,
  )
  .join('\n');

/**
 * The rules of the site's compiled Tailwind CSS (v4.0.0-alpha.17: theme variables, preflight, utilities) that the
 * resume page's classes use, in the compiled file's order.
 */
const STYLE = `${FONT_FACES}
:root { --font-family-sans: "JetBrains Mono", monospace; --color-black: #000; --color-blue-600: #2563eb; }
*, :after, :before, ::backdrop { box-sizing: border-box; border: 0 solid; margin: 0; padding: 0; }
html { -webkit-text-size-adjust: 100%; tab-size: 4; line-height: 1.5; font-family: var(--font-family-sans); }
body { line-height: inherit; }
h1, h2 { font-size: inherit; font-weight: inherit; }
a { color: inherit; text-decoration: inherit; }
ul { list-style: none; }
.mx-5 { margin-left: 1.25rem; margin-right: 1.25rem; }
.mx-6 { margin-left: 1.5rem; margin-right: 1.5rem; }
.my-2 { margin-top: .5rem; margin-bottom: .5rem; }
.my-24 { margin-top: 6rem; margin-bottom: 6rem; }
.flex { display: flex; }
.grid { display: grid; }
.inline { display: inline; }
.w-full { width: 100%; }
.max-w-\\[100ch\\] { max-width: 100ch; }
.list-disc { list-style-type: disc; }
.flex-col { flex-direction: column; }
.items-baseline { align-items: baseline; }
.items-center { align-items: center; }
.justify-between { justify-content: space-between; }
.justify-center { justify-content: center; }
.gap-1 { gap: .25rem; }
.gap-6 { gap: 1.5rem; }
.gap-16 { gap: 4rem; }
.gap-32 { gap: 8rem; }
.gap-x-10 { column-gap: 2.5rem; }
.gap-y-10 { row-gap: 2.5rem; }
.text-3xl { font-size: 1.875rem; line-height: 2.25rem; }
.text-sm { font-size: .875rem; line-height: 1.25rem; }
.text-\\[14px\\] { font-size: 14px; }
.font-bold { font-weight: 700; }
.leading-6 { line-height: 1.5rem; }
.text-black\\/50 { color: color-mix(in srgb, var(--color-black) 50%, transparent); }
.text-blue-600 { color: var(--color-blue-600); }
@media (width >= 40rem) { .sm\\:flex-row { flex-direction: row; } }
@media (width >= 40rem) { .sm\\:items-center { align-items: center; } }
@media (width >= 64rem) { .lg\\:col-start-2 { grid-column-start: 2; } }
@media (width >= 64rem) { .lg\\:grid-cols-\\[22ch_1fr\\] { grid-template-columns: 22ch 1fr; } }
@media (width >= 64rem) { .lg\\:gap-6 { gap: 1.5rem; } }
@media (width >= 64rem) { .lg\\:text-right { text-align: right; } }
@media print { .print\\:col-start-2 { grid-column-start: 2; } }
@media print { .print\\:my-0 { margin-top: 0; margin-bottom: 0; } }
@media print { .print\\:mt-10 { margin-top: 2.5rem; } }
@media print { .print\\:hidden { display: none; } }
@media print { .print\\:max-w-none { max-width: none; } }
@media print { .print\\:grid-cols-\\[22ch_1fr\\] { grid-template-columns: 22ch 1fr; } }
@media print { .print\\:gap-2 { gap: .5rem; } }
@media print { .print\\:gap-6 { gap: 1.5rem; } }
@media print { .print\\:gap-10 { gap: 2.5rem; } }
@media print { .print\\:text-right { text-align: right; } }
@media print { .print\\:text-\\[11px\\] { font-size: 11px; } }
.\\[\\&_a\\]\\:underline a { text-decoration-line: underline; }`;

const ROW = 'grid items-baseline gap-x-10 print:grid-cols-[22ch_1fr] lg:grid-cols-[22ch_1fr]';

/** A section: its title row (the title in the right column), then its rows. */
const section = (title, rows) => `<div class="flex flex-col gap-16 print:gap-6 lg:gap-6">
<div class="${ROW}">
<div class="print:col-start-2 lg:col-start-2">
<h2 class="text-blue-600 font-bold">${html(title)}</h2>
</div>
</div>
${rows.join('\n')}
</div>`;

/** A row holding a disc list in the right column (skills, contacts; items are markup). */
const listRow = (items) => `<div class="${ROW}">
<div class="print:col-start-2 lg:col-start-2">
<ul class="mx-5 my-2 flex list-disc flex-col gap-1">
${items.map((i) => `<li class="[&amp;_a]:underline">${i}</li>`).join('\n')}
</ul>
</div>
</div>`;

function page(p) {
  const t = titlesOf(p.lang);
  const labels = CONTACT_LABELS[p.lang];
  const jobs = p.experience.map(
    (j) => `<div class="${ROW}">
<div>
<div class="text-black/50">${html(`${showDate(j.start, 'short')} – ${j.end ? showDate(j.end, 'short') : PRESENT_WORD[p.lang]}`)}</div> <div class="text-black/50"></div>
</div> <div class="lg:col-start-2 print:col-start-2">
<h2 class="inline font-bold">${html(j.title)}</h2> <span class="[&amp;_a]:underline">at ${html(j.company)} (${html(j.city)})</span> <ul class="mx-5 my-2 flex list-disc flex-col gap-1">
${j.bullets.map((b) => `<li class="[&amp;_a]:underline">${html(b)}</li>`).join('\n')}
</ul>
</div>
</div>`,
  );
  const schools = p.education.map(
    (e) => `<div class="${ROW}">
<div class="print:text-right lg:text-right">
<span class="text-black/50">${html(`${e.start} – ${e.end}`)}</span>
</div> <div class="">
<h2 class="inline">${html(e.degree)}</h2> <span>at ${html(e.institution)}</span>
</div> <div class="print:text-right lg:text-right">
<span class="text-black/50"></span>
</div> <div class="">
<p>${html(e.city)}</p>
</div>
</div>`,
  );
  const skills = p.skills.map((g) =>
    html(g.label ? `${g.label}: ${g.items.join(', ')}` : g.items.join(', ')),
  );
  // A flat list: one bullet a skill, as the sample's list is one bullet an item.
  const skillItems = p.skills.length === 1 && !p.skills[0].label ? p.skills[0].items.map(html) : skills;
  const languages = spokenLanguages(p).map((l) => html(l.level ? `${l.name} (${l.level})` : l.name));
  const a = p.address;
  const contacts = [
    `${html(labels.email)}: <a href="mailto:${html(p.email)}" target="_blank" rel="noreferrer nofollow">${html(p.email)}</a>`,
    html(`${labels.phone}: ${p.phone.shown}`),
    html(`${labels.location}: ${a.street}, ${cityLine(a)}, ${a.country}`),
  ];
  return `<!DOCTYPE html>
<html lang="${p.lang}" class="print:text-[11px] text-[14px]">

<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <style>
${STYLE}
  </style>
  <title>${html(`${p.first} ${p.last}`)} – Resume</title>
</head>

<body>
<div class="mx-6 my-24 print:my-0 flex flex-col items-center justify-center">
<div class="flex w-full max-w-[100ch] print:max-w-none flex-col gap-32 leading-6 text-sm print:gap-10">
<div class="flex flex-col sm:flex-row gap-y-10 print-flex-row justify-between sm:items-center print:mt-10 print:gap-2">
<div>
<h1 class="text-3xl">
<span>${html(p.first)}</span> <span>${html(p.last)}</span>
</h1> <h2>${html(p.headline)}</h2>
</div>
</div>
${section(t.summary, [
  `<div class="${ROW}">
<div class="print:col-start-2 lg:col-start-2">
<p>${html(p.summary)}</p>
</div>
</div>`,
])}
${section(t.experience, jobs)}
${section(t.education, schools)}
${section(t.skills, [listRow(skillItems)])}
${section(t.languages, [listRow(languages)])}
${section(t.contact, [listRow(contacts)])}
</div>
</div>
</body>

</html>
`;
}

/** Slot 74 of generate.mjs's fixed slots. */
export const SLOT_74_HTML_FAMILIES = {
  'sveltekit-cv-saadeghi': {
    dateStyle: 'short',
    // Chrome's "Save as PDF" with its defaults: A4, 10 mm margins, no background graphics, 100 %.
    page: { format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } },
    html: page,
    waitForFonts: true,
  },
};
