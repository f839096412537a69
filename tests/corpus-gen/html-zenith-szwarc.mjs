// zenith-szwarc (SLOT_77_HTML_FAMILIES, re-exported by html-templates.mjs): Zenith, Konrad Szwarc's "fully
// customizable Astro template for creating web and PDF resume", KonradSzwarc/zenith (MIT, branch main, commit
// 625034e). Its PDF résumé is an Astro page (src/pages/pdf/template.astro: one <MainTemplate> from
// src/pdf/templates/main-template.astro given a context (date-fns locale, translations file, dateFormat 'MMMM yyyy'),
// a `basics` entry and a list of sections, each a content collection and its entries) laid out in Tailwind CSS 3.4
// utilities with @tailwindcss/typography; its CLI (cli/commands/pdf.ts) opens the page in Puppeteer and prints it
// with page.pdf({ format: 'A4', printBackground: true }) under the layout's `@page { size: A4; margin: 10mm }`.
//
// The layout (src/pdf/components/*.astro): one 720 px column, blocks 1.5 rem apart. The header: the name (text-xl,
// weight 900) over the label (text-sm, 500), then the summary (the basics entry's MDX body, prose-sm, justified),
// then a wrapping row of "Label: value" details (dt weight 600 with a ":" after it, dd in slate 700, text-sm):
// "Email: address" (a mailto link, underlined), "Phone: number" (a tel link), "Location: city, country". Each
// section: its title (text-2xl, weight 900) over a two-tone 4 px rule (indigo 500 under the title and 16 px beyond
// it, set by the section's own script, slate 300 to the end); skills as rounded bordered pills (text-sm, 500) in
// wrapping rows, under subsection titles (text-base, 900) when the section has subsections (the sample's
// "Technologies", "Tools", "Languages", the spoken languages being skill entries like "English (native)"); each job
// the position (text-base, 900) over the organization (text-sm, 500) over its date range ("July 2020 - Current",
// text-sm, 400, slate 700), then its details row, then its body (the bullets, prose-sm), jobs split by a slate 300
// rule; each school alike, its title (the degree) over the institution and the range. Section order as in the
// sample: skills, work, (projects, references, achievements), education.
//
// Nothing of the template is vendored or run: the pdf page, MainTemplate and the pdf components, the shared ones
// (date-range, separator, lists, base-layout), the colour and font styles, tailwind.config.ts, the content schema,
// the sample content and the translations were read, and this file writes the HTML Astro renders for a template.astro
// and content files filled with the person (Astro's scoping attributes reduced to the one rule they matter for),
// with a style element holding the rules of the compiled Tailwind CSS (preflight, the utilities the page uses, the
// prose and prose-sm rules for the elements markdown gives: p, a, ul, li) that Tailwind 3.4.10 with the template's
// tailwind.config.ts and @tailwindcss/typography 0.5.16 writes for this page. Font: Debian's Inter (fonts-inter,
// static OpenType faces at the weights the page uses, 400 to 900) under the name the template's @fontsource-variable
// face is given, "Inter Variable". Colours: the sample's slate dusk palette, indigo accent and default elements.
//
// Filled as the content files are: basics name the full name, label the headline, no image and no socials (the
// records have none), email and phone as shown, city "street, postcode and city" and country (so the Location line
// reads "14 Wellington Road, Leeds LS1 4AP, United Kingdom"), the body the summary. Skills: each labelled group a
// subsection of the Skills section, its skills pills without level (the records give none; with a level the
// template needs one per skill), then a subsection of the spoken languages (the sample's "English (native)" form:
// "Name (level)"); a flat list the section's pills without subsections, the spoken languages then a section of their
// own. Jobs: position the title, organization the company, startDate and endDate the record's months (no endDate:
// the translation's "current"), details one "Location: city" (the sample's details are "Employment type" and "Work
// model"), the body the bullets as a markdown list. Schools: title the degree, institution the school, startDate 1
// September of the first year and endDate 1 June of the last (the records give years; the template takes dates
// and shows months), details "Location: city". No footer (the sample's consent clause is optional).
//
// Language: the context's date-fns locale and translations are the person's (the template ships en, de, es, pl and
// ru translations; French, Portuguese and Italian ones are written here as a user would add them), so months are
// written in the person's language ("juillet 2020 - Actuel") and the detail labels are the translation's ("E-Mail",
// "Telefon", "Standort"). Section titles are the sample's English ("Skills", "Work", "Education", "Languages") for an
// English person and the person's language's headings otherwise (they are text in template.astro).
//
// Changes from the template: the phone's details value is `[phone](tel:phone)` markdown, which marked leaves as
// bracketed text when the number has spaces (every record's shown form but one has them); the page here writes the
// link marked makes of a number without spaces (href "tel:" and the digits), the text the number as shown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, cityLine, fullName, spokenLanguages } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** date-fns 'MMMM' month names in the locales used (enUS, fr, de, es, pt, it). */
const MONTHS = {
  en: 'January February March April May June July August September October November December',
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
};

/** src/content/translations/<lang>.json's labels (en, de, es from the template; fr, pt, it a user's). */
const TRANSLATIONS = {
  en: { email: 'Email', phone: 'Phone', location: 'Location', current: 'Current' },
  de: { email: 'E-Mail', phone: 'Telefon', location: 'Standort', current: 'Aktuell' },
  es: { email: 'Correo electrónico', phone: 'Teléfono', location: 'Ubicación', current: 'Actual' },
  fr: { email: 'E-mail', phone: 'Téléphone', location: 'Localisation', current: 'Actuel' },
  pt: { email: 'E-mail', phone: 'Telefone', location: 'Localização', current: 'Atual' },
  it: { email: 'E-mail', phone: 'Telefono', location: 'Località', current: 'Attuale' },
};

/** template.astro's section titles: the sample's English, the person's language's otherwise. */
const titlesOf = (lang) =>
  lang === 'en'
    ? { skills: 'Skills', work: 'Work', education: 'Education', languages: 'Languages' }
    : {
        skills: HEADINGS[lang].skills,
        work: HEADINGS[lang].experience,
        education: HEADINGS[lang].education,
        languages: HEADINGS[lang].languages,
      };

/** formatDate(date) with dateFormat 'MMMM yyyy' and the person's date-fns locale. */
const formatDate = (lang, [y, m]) => `${MONTHS[lang].split(' ')[m - 1]} ${y}`;

/** src/components/date-range.astro */
const dateRange = (p, start, end) =>
  `<div class="text-sm font-normal text-color-text-primary">${html(formatDate(p.lang, start))} - ${html(
    end ? formatDate(p.lang, end) : TRANSLATIONS[p.lang].current,
  )}</div>`;

/** src/pdf/components/details.astro, values already as markdownToHtml writes them. */
const details = (items, extra = '') =>
  `<dl class="${extra ? `${extra} ` : ''}flex flex-wrap gap-x-6 gap-y-2 text-sm">${items
    .map(
      (d) =>
        `<div class="flex w-fit flex-wrap gap-1"><dt class="font-semibold text-color-text-title after:content-[':']">${html(
          d.label,
        )}</dt><dd class="text-color-text-primary"><p>${d.value}</p>\n</dd></div>`,
    )
    .join('')}</dl>`;

/** markdownToHtml's link (its renderer: target _blank, underline). */
const link = (href, text) =>
  `<a href="${html(href)}" target="_blank" rel="noopener noreferrer" class="underline hover:opacity-75">${html(text)}</a>`;

/** src/pdf/components/rendered-content.astro (its scoped line-height: the one of its rules that reaches). */
const rendered = (inner) =>
  `<div class="prose prose-sm max-w-none text-justify" data-astro-cid-rc>${inner}</div>`;

/** src/pdf/components/section/section.astro with section-title.astro. */
const section = (title, body) =>
  `<section class="grid gap-4"><div class="grid"><h2 data-section-title class="w-fit font-header text-2xl font-black text-color-text-title">${html(
    title,
  )}</h2><div class="flex"><hr class="border-2 border-color-pdf-heading-underline"><hr class="flex-1 border-2 border-color-separator"></div></div>${body}</section>`;

/** src/pdf/components/skills/skill-without-level.astro */
const pill = (name) =>
  `<div class="flex h-6 items-center overflow-hidden rounded border border-color-border px-2"><span class="py-1 text-sm font-medium text-color-text-primary">${html(
    name,
  )}</span></div>`;
const pills = (names) => `<div class="flex flex-wrap gap-3">${names.map(pill).join('')}</div>`;
const subsection = (title, names) =>
  `<div class="grid gap-2"><h3 class="font-header text-base font-black text-color-text-title">${html(title)}</h3>${pills(
    names,
  )}</div>`;

/** src/pdf/components/job.astro and education.astro (no image). */
const entry = (p, title, organization, start, end, city, bullets) =>
  `<div><div class="mb-4 flex items-start gap-3"><div><h3 class="text-base font-black leading-tight text-color-text-title">${html(
    title,
  )}</h3><div class="text-sm font-medium text-color-text-title">${html(organization)}</div>${dateRange(
    p,
    start,
    end,
  )}</div></div>${details([{ label: TRANSLATIONS[p.lang].location, value: html(city) }], 'mb-2')}${
    bullets.length ? rendered(`<ul>\n${bullets.map((b) => `<li>${html(b)}</li>\n`).join('')}</ul>\n`) : ''
  }</div>`;

const separated = (items) =>
  `<div class="grid gap-6">${items.join('<hr class="border-color-separator">')}</div>`;

function page(p) {
  if (!existsSync(INTER)) throw new Error(`${INTER} is missing: see templates/zenith-szwarc/SOURCE.md`);
  const t = titlesOf(p.lang);
  const tr = TRANSLATIONS[p.lang];
  const languages = spokenLanguages(p).map((l) => (l.level ? `${l.name} (${l.level})` : l.name));
  const grouped = p.skills.every((g) => g.label);
  const skills = grouped
    ? section(
        t.skills,
        `<div class="grid gap-4">${p.skills.map((g) => subsection(g.label, g.items)).join('')}${subsection(
          t.languages,
          languages,
        )}</div>`,
      )
    : section(t.skills, pills(p.skills.flatMap((g) => g.items))) + section(t.languages, pills(languages));
  const jobs = p.experience.map((j) => entry(p, j.title, j.company, j.start, j.end, j.city, j.bullets));
  const schools = p.education.map((e) =>
    entry(p, e.degree, e.institution, [e.start, 9], [e.end, 6], e.city, []),
  );
  const a = p.address;
  const basicsDetails = [
    { label: tr.email, value: link(`mailto:${p.email}`, p.email) },
    { label: tr.phone, value: link(`tel:${p.phone.shown.replace(/\s+/g, '')}`, p.phone.shown) },
    { label: tr.location, value: html(`${a.street}, ${cityLine(a)}, ${a.country}`) },
  ];
  return `<!DOCTYPE html><html lang="${p.lang}" class="scroll-smooth"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><meta name="generator" content="Astro v5.7.12"><title>${html(
    fullName(p),
  )}</title><style>
${FONT_FACES}
${STYLES}
</style></head>
<body class="font-body antialiased bg-white"><main class="mx-auto grid w-[720px] gap-6"><section class="grid gap-4"><div class="flex flex-row items-start gap-3"><div class="grid"><h1 class="text-xl font-black leading-tight text-color-text-title">${html(
    fullName(p),
  )}</h1><h2 class="text-sm font-medium leading-tight text-color-text-title">${html(
    p.headline,
  )}</h2></div><div class="ml-auto flex gap-2.5"></div></div>${rendered(`<p>${html(p.summary)}</p>`)}${details(
    basicsDetails,
  )}</section>${skills}${section(t.work, separated(jobs))}${section(t.education, separated(schools))}</main>
<script>
  const headers = document.querySelectorAll('[data-section-title]');

  headers.forEach((header) => {
    const width = header.getBoundingClientRect().width;

    header.nextElementSibling?.children[0]?.setAttribute('style', \`width: \${Math.round(width) + 16}px\`);
  });
</script>
</body></html>
`;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** src/styles/fonts/inter.astro's face: @fontsource-variable/inter 5.2.5's latin file (see the SOURCE.md). */
const INTER = path.join(here, 'templates', 'zenith-szwarc', 'fonts', 'inter-latin-wght-normal.woff2');
const FONT_FACES = `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${pathToFileURL(INTER).href}) format('woff2-variations');
  unicode-range:
    U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F,
    U+2074, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}`;

const STYLES = String.raw`
:root { --black: 0 0% 0%; --white: 0 0% 100%; }
:root:not(.dark) { color-scheme: light; }
:root { font-feature-settings: 'liga' 1, 'calt' 1; --font-header: 'Inter Variable'; --font-body: 'Inter Variable'; }
:root { --dusk-950: 229 84% 5%; --dusk-900: 222 47% 11%; --dusk-800: 217 33% 17%; --dusk-700: 215 25% 27%; --dusk-600: 215 19% 35%; --dusk-500: 215 16% 47%; --dusk-400: 215 20% 65%; --dusk-300: 213 27% 84%; --dusk-200: 214 32% 91%; --dusk-100: 210 40% 96%; --dusk-50: 210 40% 98%; }
:root { --accent-950: 244 47% 20%; --accent-900: 242 47% 34%; --accent-800: 244 55% 41%; --accent-700: 245 58% 51%; --accent-600: 243 75% 59%; --accent-500: 239 84% 67%; --accent-400: 234 89% 74%; --accent-300: 230 94% 82%; --accent-200: 228 96% 89%; --accent-100: 226 100% 94%; --accent-50: 226 100% 97%; }
:root:not(.dark) { --button-bg: var(--accent-700); --button-bg-contrast: var(--white); --web-heading-underline: var(--accent-300); --pdf-heading-underline: var(--accent-500); --text-title: var(--dusk-900); --text-primary: var(--dusk-700); --text-secondary: var(--dusk-500); --text-contrast: var(--white); --icon-light: var(--dusk-400); --icon-main: var(--dusk-500); --icon-dark: var(--dusk-600); --border: var(--dusk-200); --separator: var(--dusk-300); --bg-body: var(--dusk-50); --bg-card: var(--white); --bg-popover: var(--white); --bg-tooltip: var(--dusk-950); --bg-light: var(--dusk-100); --bg-main: var(--dusk-200); --bg-dark: var(--dusk-500); }
@page { size: A4; margin: 10mm; }
.prose[data-astro-cid-rc] { line-height: 1.625; }
*, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #e5e7eb; }
::before, ::after { --tw-content: ''; }
html, :host { line-height: 1.5; -webkit-text-size-adjust: 100%; -moz-tab-size: 4; -o-tab-size: 4; tab-size: 4; font-family: ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"; font-feature-settings: normal; font-variation-settings: normal; -webkit-tap-highlight-color: transparent; }
body { margin: 0; line-height: inherit; }
hr { height: 0; color: inherit; border-top-width: 1px; }
abbr:where([title]) { -webkit-text-decoration: underline dotted; text-decoration: underline dotted; }
h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit; }
a { color: inherit; text-decoration: inherit; }
b, strong { font-weight: bolder; }
code, kbd, samp, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace; font-feature-settings: normal; font-variation-settings: normal; font-size: 1em; }
small { font-size: 80%; }
sub, sup { font-size: 75%; line-height: 0; position: relative; vertical-align: baseline; }
sub { bottom: -0.25em; }
sup { top: -0.5em; }
table { text-indent: 0; border-color: inherit; border-collapse: collapse; }
button, input, optgroup, select, textarea { font-family: inherit; font-feature-settings: inherit; font-variation-settings: inherit; font-size: 100%; font-weight: inherit; line-height: inherit; letter-spacing: inherit; color: inherit; margin: 0; padding: 0; }
button, select { text-transform: none; }
button, input:where([type='button']), input:where([type='reset']), input:where([type='submit']) { -webkit-appearance: button; background-color: transparent; background-image: none; }
:-moz-focusring { outline: auto; }
:-moz-ui-invalid { box-shadow: none; }
progress { vertical-align: baseline; }
::-webkit-inner-spin-button, ::-webkit-outer-spin-button { height: auto; }
[type='search'] { -webkit-appearance: textfield; outline-offset: -2px; }
::-webkit-search-decoration { -webkit-appearance: none; }
::-webkit-file-upload-button { -webkit-appearance: button; font: inherit; }
summary { display: list-item; }
blockquote, dl, dd, h1, h2, h3, h4, h5, h6, hr, figure, p, pre { margin: 0; }
fieldset { margin: 0; padding: 0; }
legend { padding: 0; }
ol, ul, menu { list-style: none; margin: 0; padding: 0; }
dialog { padding: 0; }
textarea { resize: vertical; }
input::-moz-placeholder, textarea::-moz-placeholder { opacity: 1; color: #9ca3af; }
input::placeholder, textarea::placeholder { opacity: 1; color: #9ca3af; }
button, [role="button"] { cursor: pointer; }
:disabled { cursor: default; }
img, svg, video, canvas, audio, iframe, embed, object { display: block; vertical-align: middle; }
img, video { max-width: 100%; height: auto; }
[hidden] { display: none; }
*, ::before, ::after { --tw-border-spacing-x: 0; --tw-border-spacing-y: 0; --tw-translate-x: 0; --tw-translate-y: 0; --tw-rotate: 0; --tw-skew-x: 0; --tw-skew-y: 0; --tw-scale-x: 1; --tw-scale-y: 1; --tw-pan-x:; --tw-pan-y:; --tw-pinch-zoom:; --tw-scroll-snap-strictness: proximity; --tw-gradient-from-position:; --tw-gradient-via-position:; --tw-gradient-to-position:; --tw-ordinal:; --tw-slashed-zero:; --tw-numeric-figure:; --tw-numeric-spacing:; --tw-numeric-fraction:; --tw-ring-inset:; --tw-ring-offset-width: 0px; --tw-ring-offset-color: #fff; --tw-ring-color: rgb(59 130 246 / 0.5); --tw-ring-offset-shadow: 0 0 #0000; --tw-ring-shadow: 0 0 #0000; --tw-shadow: 0 0 #0000; --tw-shadow-colored: 0 0 #0000; --tw-blur:; --tw-brightness:; --tw-contrast:; --tw-grayscale:; --tw-hue-rotate:; --tw-invert:; --tw-saturate:; --tw-sepia:; --tw-drop-shadow:; --tw-backdrop-blur:; --tw-backdrop-brightness:; --tw-backdrop-contrast:; --tw-backdrop-grayscale:; --tw-backdrop-hue-rotate:; --tw-backdrop-invert:; --tw-backdrop-opacity:; --tw-backdrop-saturate:; --tw-backdrop-sepia:; --tw-contain-size:; --tw-contain-layout:; --tw-contain-paint:; --tw-contain-style:; }
::backdrop { --tw-border-spacing-x: 0; --tw-border-spacing-y: 0; --tw-translate-x: 0; --tw-translate-y: 0; --tw-rotate: 0; --tw-skew-x: 0; --tw-skew-y: 0; --tw-scale-x: 1; --tw-scale-y: 1; --tw-pan-x:; --tw-pan-y:; --tw-pinch-zoom:; --tw-scroll-snap-strictness: proximity; --tw-gradient-from-position:; --tw-gradient-via-position:; --tw-gradient-to-position:; --tw-ordinal:; --tw-slashed-zero:; --tw-numeric-figure:; --tw-numeric-spacing:; --tw-numeric-fraction:; --tw-ring-inset:; --tw-ring-offset-width: 0px; --tw-ring-offset-color: #fff; --tw-ring-color: rgb(59 130 246 / 0.5); --tw-ring-offset-shadow: 0 0 #0000; --tw-ring-shadow: 0 0 #0000; --tw-shadow: 0 0 #0000; --tw-shadow-colored: 0 0 #0000; --tw-blur:; --tw-brightness:; --tw-contrast:; --tw-grayscale:; --tw-hue-rotate:; --tw-invert:; --tw-saturate:; --tw-sepia:; --tw-drop-shadow:; --tw-backdrop-blur:; --tw-backdrop-brightness:; --tw-backdrop-contrast:; --tw-backdrop-grayscale:; --tw-backdrop-hue-rotate:; --tw-backdrop-invert:; --tw-backdrop-opacity:; --tw-backdrop-saturate:; --tw-backdrop-sepia:; --tw-contain-size:; --tw-contain-layout:; --tw-contain-paint:; --tw-contain-style:; }
.prose { color: var(--tw-prose-body); max-width: 65ch; }
.prose :where(p):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-top: 1.25em; margin-bottom: 1.25em; }
.prose :where(a):not(:where([class~="not-prose"],[class~="not-prose"] *)) { color: var(--tw-prose-links); text-decoration: underline; font-weight: 500; }
.prose :where(strong):not(:where([class~="not-prose"],[class~="not-prose"] *)) { color: var(--tw-prose-bold); font-weight: 600; }
.prose :where(a strong):not(:where([class~="not-prose"],[class~="not-prose"] *)) { color: inherit; }
.prose :where(ul):not(:where([class~="not-prose"],[class~="not-prose"] *)) { list-style-type: disc; margin-top: 1.25em; margin-bottom: 1.25em; padding-inline-start: 1.625em; }
.prose :where(ul > li):not(:where([class~="not-prose"],[class~="not-prose"] *))::marker { color: var(--tw-prose-bullets); }
.prose { --tw-prose-body: hsl(var(--text-primary)); --tw-prose-headings: hsl(var(--text-title)); --tw-prose-lead: hsl(var(--text-primary)); --tw-prose-links: hsl(var(--text-title)); --tw-prose-bold: hsl(var(--text-title)); --tw-prose-counters: hsl(var(--text-secondary)); --tw-prose-bullets: hsl(var(--text-secondary)); --tw-prose-hr: hsl(var(--separator)); --tw-prose-quotes: hsl(var(--text-title)); --tw-prose-quote-borders: hsl(var(--border)); --tw-prose-captions: hsl(var(--text-secondary)); --tw-prose-kbd: hsl(var(--text-title)); --tw-prose-kbd-shadows: hsl(var(--text-title)); --tw-prose-code: hsl(var(--text-title)); --tw-prose-pre-code: hsl(var(--bg-main)); --tw-prose-pre-bg: hsl(var(--text-title)); --tw-prose-th-borders: hsl(var(--separator)); --tw-prose-td-borders: hsl(var(--border)); --tw-prose-invert-body: #d1d5db; --tw-prose-invert-headings: #fff; --tw-prose-invert-lead: #9ca3af; --tw-prose-invert-links: #fff; --tw-prose-invert-bold: #fff; --tw-prose-invert-counters: #9ca3af; --tw-prose-invert-bullets: #4b5563; --tw-prose-invert-hr: #374151; --tw-prose-invert-quotes: #f3f4f6; --tw-prose-invert-quote-borders: #374151; --tw-prose-invert-captions: #9ca3af; --tw-prose-invert-kbd: #fff; --tw-prose-invert-kbd-shadows: 255 255 255; --tw-prose-invert-code: #fff; --tw-prose-invert-pre-code: #d1d5db; --tw-prose-invert-pre-bg: rgb(0 0 0 / 50%); --tw-prose-invert-th-borders: #4b5563; --tw-prose-invert-td-borders: #374151; font-size: 1rem; line-height: 1.75; }
.prose :where(li):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-top: 0.5em; margin-bottom: 0.5em; }
.prose :where(ul > li):not(:where([class~="not-prose"],[class~="not-prose"] *)) { padding-inline-start: 0.375em; }
.prose :where(.prose > ul > li p):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-top: 0.75em; margin-bottom: 0.75em; }
.prose :where(.prose > ul > li > p:first-child):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-top: 1.25em; }
.prose :where(.prose > ul > li > p:last-child):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-bottom: 1.25em; }
.prose :where(.prose > :first-child):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-top: 0; }
.prose :where(.prose > :last-child):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-bottom: 0; }
.prose-sm { font-size: 0.875rem; line-height: 1.7142857; }
.prose-sm :where(p):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-top: 1.1428571em; margin-bottom: 1.1428571em; }
.prose-sm :where(ul):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-top: 1.1428571em; margin-bottom: 1.1428571em; padding-inline-start: 1.5714286em; }
.prose-sm :where(li):not(:where([class~="not-prose"],[class~="not-prose"] *)) { margin-top: 0.2857143em; margin-bottom: 0.2857143em; }
.prose-sm :where(ul > li):not(:where([class~="not-prose"],[class~="not-prose"] *)) { padding-inline-start: 0.4285714em; }
.mx-auto { margin-left: auto; margin-right: auto; }
.mb-2 { margin-bottom: 0.5rem; }
.mb-4 { margin-bottom: 1rem; }
.ml-auto { margin-left: auto; }
.flex { display: flex; }
.grid { display: grid; }
.h-6 { height: 1.5rem; }
.w-\[720px\] { width: 720px; }
.w-fit { width: -moz-fit-content; width: fit-content; }
.max-w-none { max-width: none; }
.flex-1 { flex: 1 1 0%; }
.flex-row { flex-direction: row; }
.flex-wrap { flex-wrap: wrap; }
.items-start { align-items: flex-start; }
.items-center { align-items: center; }
.gap-1 { gap: 0.25rem; }
.gap-2 { gap: 0.5rem; }
.gap-2\.5 { gap: 0.625rem; }
.gap-3 { gap: 0.75rem; }
.gap-4 { gap: 1rem; }
.gap-6 { gap: 1.5rem; }
.gap-x-6 { -moz-column-gap: 1.5rem; column-gap: 1.5rem; }
.gap-y-2 { row-gap: 0.5rem; }
.overflow-hidden { overflow: hidden; }
.scroll-smooth { scroll-behavior: smooth; }
.rounded { border-radius: 0.25rem; }
.border { border-width: 1px; }
.border-2 { border-width: 2px; }
.border-color-border { --tw-border-opacity: 1; border-color: hsl(var(--border) / var(--tw-border-opacity)); }
.border-color-pdf-heading-underline { --tw-border-opacity: 1; border-color: hsl(var(--pdf-heading-underline) / var(--tw-border-opacity)); }
.border-color-separator { --tw-border-opacity: 1; border-color: hsl(var(--separator) / var(--tw-border-opacity)); }
.bg-white { --tw-bg-opacity: 1; background-color: rgb(255 255 255 / var(--tw-bg-opacity)); }
.px-2 { padding-left: 0.5rem; padding-right: 0.5rem; }
.py-1 { padding-top: 0.25rem; padding-bottom: 0.25rem; }
.text-justify { text-align: justify; }
.font-body { font-family: var(--font-body), ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"; }
.font-header { font-family: var(--font-header), ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"; }
.text-2xl { font-size: 1.5rem; line-height: 2rem; }
.text-base { font-size: 1rem; line-height: 1.5rem; }
.text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.text-xl { font-size: 1.25rem; line-height: 1.75rem; }
.font-black { font-weight: 900; }
.font-medium { font-weight: 500; }
.font-normal { font-weight: 400; }
.font-semibold { font-weight: 600; }
.leading-tight { line-height: 1.25; }
.text-color-text-primary { --tw-text-opacity: 1; color: hsl(var(--text-primary) / var(--tw-text-opacity)); }
.text-color-text-title { --tw-text-opacity: 1; color: hsl(var(--text-title) / var(--tw-text-opacity)); }
.underline { text-decoration-line: underline; }
.antialiased { -webkit-font-smoothing: antialiased; -moz-osx-font-smoothing: grayscale; }
.after\:content-\[\'\:\'\]::after { --tw-content: ':'; content: var(--tw-content); }
.hover\:opacity-75:hover { opacity: 0.75; }
`;

/** Slot 77 of generate.mjs's fixed slots. */
export const SLOT_77_HTML_FAMILIES = {
  'zenith-szwarc': {
    dateStyle: 'long',
    // cli/commands/pdf.ts: page.pdf({ format: 'A4', printBackground: true }), margins from the layout's @page.
    page: { format: 'A4', printBackground: true },
    html: page,
    waitForFonts: true,
  },
};
