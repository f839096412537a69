// astro-resume-srleom (SLOT_81_HTML_FAMILIES, re-exported by html-templates.mjs): "Astro Resume", srleom's
// astro-theme-resume (srleom/astro-theme-resume, MIT, branch main, commit 3f50273; README "The official Astro Resume
// Theme", its résumé home page after the minirezume Framer design, a blog and a tools page beside it): the home page
// (src/pages/index.astro with the components Section, Card, Label, SkillLayout and Button, inside
// src/layouts/BaseLayout.astro with layout/Header.astro and layout/Footer.astro) in Tailwind CSS 3 utilities over
// src/styles/app.css (shadcn's colour variables, the Satoshi variable font from public/fonts) and tailwind.config.js.
// No print rules and no @page: the way to a PDF is the browser's print dialog, here Chrome's "Save as PDF" with its
// defaults (A4, 10 mm margins, no background graphics, 100 %). The page then lays out 718 px wide, so Tailwind's
// sm: variants (640 px) apply and its md: ones (768 px) do not: the one-column layout the site shows on a tablet.
//
// The layout in print: the header bar (the brand "resume" in semibold at the left, the "Blog" and "Tools" links and
// the bordered theme-toggle button with its sun icon at the right); the hero centred: the name (text-3xl, bold), then
// a centred wrapping row of labels, each an icon before its text (a briefcase before the headline, a map pin before
// the address, an envelope before the e-mail, a telephone before the number); then the sections 2.5 rem apart, each
// its title (text-xl, semibold) over its content: "About" a grey paragraph; each job and each school a card with a
// thin light-grey border and rounded corners (2xl), three stacked lines inside: the heading (text-lg, medium; the
// employer or school and its town), the subheading (grey: the job title or the degree) and the dates (grey, "Dec
// 2022 - Nov 2023"), then the job's grey disc bullets; "Skills" one row a group, its title (medium) over its skills
// as bordered pills (rounded-xl, text-sm); the footer after a rule: "© 2024 name. All rights reserved." The font is
// Satoshi (Indian Type Foundry), the template's own variable TTF files, declared as app.css declares them (no weight
// range: Chrome uses the default instance and makes the heavier weights up itself, as on the live site).
//
// Nothing of the template is vendored or run: index.astro, the components, BaseLayout, Header, Footer, BaseHead,
// ThemeProvider, app.css, tailwind.config.js, utils/tailwind.ts (cn(), clsx and tailwind-merge) and site.config.ts
// were read, and this file writes the page Astro prerenders from index.astro filled with the person (its markup
// without Astro's scoping attributes and scripts), with a style element holding the Tailwind CSS 3.4 rules that
// the page's classes use (preflight, the theme's colour variables, the utilities), written out for this page. The
// class lists are those cn() leaves (tailwind-merge drops the Button's rounded-lg for the pill's rounded-xl).
// Fonts: templates/astro-resume-srleom/fonts/ holds the repository's public/fonts/Satoshi-Variable.ttf and
// Satoshi-VariableItalic.ttf (not committed, see SOURCE.md).
//
// Filled as index.astro is edited: the h1 the full name; the hero's labels (Label.astro, an icon slot and a title)
// the headline with the template's briefcase icon, "street, postcode and town, country" with its map-pin icon, the
// e-mail as a mailto: link (as the template's LinkedIn label is a link) and the phone number as shown, those two
// with the envelope and telephone icons of the same icon set (Material Symbols Light: mail-outline, call-outline);
// no LinkedIn label and no footer LinkedIn icon (the records have no profile); no profile photo (the records have
// none); no "Get free template" buttons (the theme's own advert). "About" the summary. Experience: a Card a job,
// heading "Company, Town", subheading the job title, date "Mon YYYY - Mon YYYY" (or "Mon YYYY - Present", the
// person's language's word for now otherwise; the sample's "Dec 2022 - Nov 2023"), the bullets in the sample's
// <ul class="ml-4 list-disc text-muted-foreground">; no imagePath (no logos). Education: a Card a school, heading
// "School, Town", subheading the degree, date "YYYY - YYYY" (the records have years only), no bullets. Skills: a
// SkillLayout a group, its label as the title and its skills as pills (the sample's "Languages", "Frontend",
// "Backend", "Others"); a flat list one SkillLayout with an empty title. No Posts, Projects or Certifications
// sections (the records have none: index.astro leaves Posts out when there are none). The page has no place for
// spoken languages: one more Section of the same kind after Skills, titled "Languages", the record's line as a grey
// paragraph like About's. Section titles are index.astro's English words for an English person ("About",
// "Experience", "Education", "Skills", "Languages"), the person's language's otherwise (they are text in
// index.astro); the header's "resume", "Blog" and "Tools" and the footer's "All rights reserved." are kept as the
// layout writes them, "lorem" in the footer being the person's name.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, cityLine, fullName, showDate } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const here = path.dirname(fileURLToPath(import.meta.url));
const FONTS = path.join(here, 'templates', 'astro-resume-srleom', 'fonts');
const font = (file) => pathToFileURL(path.join(FONTS, file)).href;

/** index.astro's section titles, or the person's language's. */
const titlesOf = (lang) =>
  lang === 'en'
    ? {
        summary: 'About',
        experience: 'Experience',
        education: 'Education',
        skills: 'Skills',
        languages: HEADINGS.en.languages,
      }
    : HEADINGS[lang];

/**
 * The Tailwind CSS 3.4 rules (preflight, app.css's base layer, tailwind.config.js's theme) that the page's classes
 * use, in Tailwind's order: base, then utilities, then the sm: and dark: variants.
 */
const STYLE = `@font-face { font-family: 'Satoshi'; src: url('${font('Satoshi-Variable.ttf')}'); font-style: normal; font-display: swap; }
@font-face { font-family: 'Satoshi'; src: url('${font('Satoshi-VariableItalic.ttf')}'); font-style: italic; font-display: swap; }
*, ::before, ::after { --tw-translate-x: 0; --tw-translate-y: 0; --tw-rotate: 0; --tw-skew-x: 0; --tw-skew-y: 0;
  --tw-scale-x: 1; --tw-scale-y: 1; }
*, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #e5e7eb; }
html, :host { line-height: 1.5; -webkit-text-size-adjust: 100%; -moz-tab-size: 4; tab-size: 4;
  font-family: ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol",
  "Noto Color Emoji"; font-feature-settings: normal; font-variation-settings: normal;
  -webkit-tap-highlight-color: transparent; }
body { margin: 0; line-height: inherit; }
h1, h2, h3 { font-size: inherit; font-weight: inherit; }
a { color: inherit; text-decoration: inherit; }
button { font-family: inherit; font-feature-settings: inherit; font-variation-settings: inherit; font-size: 100%;
  font-weight: inherit; line-height: inherit; letter-spacing: inherit; color: inherit; margin: 0; padding: 0; }
button { text-transform: none; }
button { -webkit-appearance: button; background-color: transparent; background-image: none; }
h1, h2, h3, p { margin: 0; }
ul { list-style: none; margin: 0; padding: 0; }
button { cursor: pointer; }
svg { display: block; vertical-align: middle; }
:root { --background: 210 33% 99%; --foreground: 240 10% 3.9%; --primary-foreground: 0 0% 98%;
  --muted-foreground: 240 3.8% 46.1%; --border: 240 5.9% 90%; --input: 240 5.9% 90%; --radius: 0.5rem; }
* { border-color: hsl(var(--border) / 1); }
body { background-color: hsl(var(--background) / 1); color: hsl(var(--foreground) / 1); }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border-width: 0; }
.relative { position: relative; }
.mx-auto { margin-left: auto; margin-right: auto; }
.mb-12 { margin-bottom: 3rem; }
.ml-4 { margin-left: 1rem; }
.mt-24 { margin-top: 6rem; }
.inline-block { display: inline-block; }
.flex { display: flex; }
.inline-flex { display: inline-flex; }
.hidden { display: none; }
.h-4 { height: 1rem; }
.h-5 { height: 1.25rem; }
.h-\\[1\\.2rem\\] { height: 1.2rem; }
.min-h-screen { min-height: 100vh; }
.w-1\\/5 { width: 20%; }
.w-4 { width: 1rem; }
.w-4\\/5 { width: 80%; }
.w-5 { width: 1.25rem; }
.w-\\[1\\.2rem\\] { width: 1.2rem; }
.w-full { width: 100%; }
.w-screen { width: 100vw; }
.max-w-\\[60rem\\] { max-width: 60rem; }
.flex-none { flex: none; }
.flex-shrink-0 { flex-shrink: 0; }
.rotate-0 { --tw-rotate: 0deg; transform: translate(var(--tw-translate-x), var(--tw-translate-y)) rotate(var(--tw-rotate))
  skewX(var(--tw-skew-x)) skewY(var(--tw-skew-y)) scaleX(var(--tw-scale-x)) scaleY(var(--tw-scale-y)); }
.rotate-90 { --tw-rotate: 90deg; transform: translate(var(--tw-translate-x), var(--tw-translate-y)) rotate(var(--tw-rotate))
  skewX(var(--tw-skew-x)) skewY(var(--tw-skew-y)) scaleX(var(--tw-scale-x)) scaleY(var(--tw-scale-y)); }
.scale-0 { --tw-scale-x: 0; --tw-scale-y: 0; transform: translate(var(--tw-translate-x), var(--tw-translate-y))
  rotate(var(--tw-rotate)) skewX(var(--tw-skew-x)) skewY(var(--tw-skew-y)) scaleX(var(--tw-scale-x)) scaleY(var(--tw-scale-y)); }
.scale-100 { --tw-scale-x: 1; --tw-scale-y: 1; transform: translate(var(--tw-translate-x), var(--tw-translate-y))
  rotate(var(--tw-rotate)) skewX(var(--tw-skew-x)) skewY(var(--tw-skew-y)) scaleX(var(--tw-scale-x)) scaleY(var(--tw-scale-y)); }
.cursor-default { cursor: default; }
.list-disc { list-style-type: disc; }
.flex-row { flex-direction: row; }
.flex-col { flex-direction: column; }
.flex-wrap { flex-wrap: wrap; }
.items-center { align-items: center; }
.justify-center { justify-content: center; }
.justify-between { justify-content: space-between; }
.gap-x-1 { column-gap: 0.25rem; }
.gap-x-2 { column-gap: 0.5rem; }
.gap-x-4 { column-gap: 1rem; }
.gap-x-5 { column-gap: 1.25rem; }
.gap-x-7 { column-gap: 1.75rem; }
.gap-y-0\\.5 { row-gap: 0.125rem; }
.gap-y-1\\.5 { row-gap: 0.375rem; }
.gap-y-10 { row-gap: 2.5rem; }
.gap-y-2 { row-gap: 0.5rem; }
.gap-y-3 { row-gap: 0.75rem; }
.gap-y-4 { row-gap: 1rem; }
.gap-y-5 { row-gap: 1.25rem; }
.gap-y-7 { row-gap: 1.75rem; }
.rounded-2xl { border-radius: 1rem; }
.rounded-md { border-radius: calc(var(--radius) - 2px); }
.rounded-xl { border-radius: 0.75rem; }
.border { border-width: 1px; }
.border-t { border-top-width: 1px; }
.border-border { border-color: hsl(var(--border) / 1); }
.bg-background { background-color: hsl(var(--background) / 1); }
.bg-primary-foreground { background-color: hsl(var(--primary-foreground) / 1); }
.p-1\\.5 { padding: 0.375rem; }
.px-2 { padding-left: 0.5rem; padding-right: 0.5rem; }
.px-5 { padding-left: 1.25rem; padding-right: 1.25rem; }
.px-6 { padding-left: 1.5rem; padding-right: 1.5rem; }
.py-1 { padding-top: 0.25rem; padding-bottom: 0.25rem; }
.py-3 { padding-top: 0.75rem; padding-bottom: 0.75rem; }
.pb-10 { padding-bottom: 2.5rem; }
.pb-3 { padding-bottom: 0.75rem; }
.pt-5 { padding-top: 1.25rem; }
.pt-7 { padding-top: 1.75rem; }
.font-satoshi { font-family: Satoshi, sans; }
.text-3xl { font-size: 1.875rem; line-height: 2.25rem; }
.text-\\[0\\.92rem\\] { font-size: 0.92rem; }
.text-\\[1\\.05rem\\] { font-size: 1.05rem; }
.text-lg { font-size: 1.125rem; line-height: 1.75rem; }
.text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.text-xl { font-size: 1.25rem; line-height: 1.75rem; }
.font-bold { font-weight: 700; }
.font-medium { font-weight: 500; }
.font-semibold { font-weight: 600; }
.leading-relaxed { line-height: 1.625; }
.text-foreground\\/75 { color: hsl(var(--foreground) / 0.75); }
.text-muted-foreground { color: hsl(var(--muted-foreground) / 1); }
.transition-all { transition-property: all; transition-timing-function: cubic-bezier(0.4, 0, 0.2, 1);
  transition-duration: 150ms; }
@media (min-width: 640px) {
  .sm\\:flex { display: flex; }
  .sm\\:flex-nowrap { flex-wrap: nowrap; }
  .sm\\:items-center { align-items: center; }
  .sm\\:justify-start { justify-content: flex-start; }
  .sm\\:justify-between { justify-content: space-between; }
  .sm\\:gap-x-7 { column-gap: 1.75rem; }
  .sm\\:gap-y-0 { row-gap: 0px; }
  .sm\\:flex-row { flex-direction: row; }
  .sm\\:px-10 { padding-left: 2.5rem; padding-right: 2.5rem; }
}
@media (min-width: 768px) {
  .md\\:w-1\\/3 { width: 33.333333%; }
  .md\\:w-2\\/3 { width: 66.666667%; }
  .md\\:flex-row { flex-direction: row; }
  .md\\:gap-x-5 { column-gap: 1.25rem; }
  .md\\:gap-y-0 { row-gap: 0px; }
}
@media (min-width: 1024px) {
  .lg\\:px-10 { padding-left: 2.5rem; padding-right: 2.5rem; }
}`;

/** The template's icons (index.astro's Labels, Header.astro's sun and moon), 24 × 24 paths. */
const ICON = {
  work: 'M4.615 20q-.69 0-1.152-.462Q3 19.075 3 18.385v-9.77q0-.69.463-1.152Q3.925 7 4.615 7H9V5.615q0-.69.463-1.152Q9.925 4 10.615 4h2.77q.69 0 1.153.463q.462.462.462 1.152V7h4.385q.69 0 1.152.463q.463.462.463 1.152v9.77q0 .69-.462 1.152q-.463.463-1.153.463zm0-1h14.77q.23 0 .423-.192q.192-.193.192-.423v-9.77q0-.23-.192-.423Q19.615 8 19.385 8H4.615q-.23 0-.423.192Q4 8.385 4 8.615v9.77q0 .23.192.423q.193.192.423.192M10 7h4V5.615q0-.23-.192-.423Q13.615 5 13.385 5h-2.77q-.23 0-.423.192q-.192.193-.192.423zM4 19V8z',
  place:
    'M12.003 11.73q.668 0 1.14-.475q.472-.475.472-1.143t-.475-1.14q-.476-.472-1.143-.472t-1.14.476q-.472.475-.472 1.143t.475 1.14q.476.472 1.143.472M12 19.677q2.82-2.454 4.458-4.991q1.638-2.538 1.638-4.39q0-2.744-1.737-4.53T12 3.981q-2.621 0-4.359 1.785t-1.737 4.53q0 1.852 1.638 4.39q1.639 2.537 4.458 4.99m0 1.343q-3.525-3.117-5.31-5.814q-1.786-2.697-1.786-4.909q0-3.173 2.066-5.234Q9.037 3 12 3t5.03 2.062q2.066 2.061 2.066 5.234q0 2.212-1.785 4.909q-1.786 2.697-5.311 5.814m0-10.904',
  sun: 'M12 15q1.25 0 2.125-.875T15 12q0-1.25-.875-2.125T12 9q-1.25 0-2.125.875T9 12q0 1.25.875 2.125T12 15m0 1q-1.671 0-2.836-1.164T8 12q0-1.671 1.164-2.836T12 8q1.671 0 2.836 1.164T16 12q0 1.671-1.164 2.836T12 16m-7-3.5H1.5v-1H5zm17.5 0H19v-1h3.5zM11.5 5V1.5h1V5zm0 17.5V19h1v3.5zM6.746 7.404l-2.16-2.098l.695-.744l2.111 2.134zM18.72 19.438l-2.117-2.14l.652-.702l2.16 2.098zM16.596 6.746l2.098-2.16l.744.695l-2.134 2.111zM4.562 18.72l2.14-2.117l.663.652l-2.078 2.179zM12 12',
  moon: 'M12.058 20q-3.334 0-5.667-2.333Q4.058 15.333 4.058 12q0-3.038 1.98-5.27Q8.02 4.5 10.942 4.097q.081 0 .159.006t.153.017q-.506.706-.801 1.57q-.295.865-.295 1.811q0 2.667 1.866 4.533q1.867 1.867 4.534 1.867q.952 0 1.813-.295q.862-.295 1.548-.801q.012.075.018.153q.005.078.005.158q-.384 2.923-2.615 4.904T12.057 20',
  // Material Symbols Light (Apache-2.0, @iconify-json/material-symbols-light 1.2.94), the set of the two above.
  mail: 'M4.616 19q-.691 0-1.153-.462T3 17.384V6.616q0-.691.463-1.153T4.615 5h14.77q.69 0 1.152.463T21 6.616v10.769q0 .69-.463 1.153T19.385 19zM12 12.116L4 6.885v10.5q0 .269.173.442t.443.173h14.769q.269 0 .442-.173t.173-.443v-10.5zM12 11l7.692-5H4.308zM4 6.885V6v11.385q0 .269.173.442t.443.173H4z',
  call: 'M18.93 20q-2.528 0-5.184-1.266t-4.935-3.555t-3.545-4.935T4 5.07q0-.458.3-.763T5.05 4h2.473q.408 0 .712.257t.411.659L9.142 7.3q.07.42-.025.733t-.333.513L6.59 10.592q.616 1.117 1.361 2.076t1.59 1.817q.87.87 1.874 1.62q1.004.749 2.204 1.414l2.139-2.177q.244-.263.549-.347q.304-.083.674-.033l2.103.43q.408.1.662.411t.254.712v2.435q0 .45-.306.75t-.763.3M6.12 9.654l1.92-1.765q.095-.077.124-.212q.03-.135-.01-.25l-.443-2.12q-.039-.153-.135-.23T7.327 5H5.275q-.115 0-.192.077t-.077.192q.029 1.025.321 2.14t.794 2.245m8.45 8.334q1.014.502 2.16.743q1.148.24 2 .257q.115 0 .192-.077T19 18.72v-2.008q0-.153-.077-.25q-.077-.096-.23-.134l-1.85-.379q-.116-.039-.203-.01q-.086.03-.182.125zm0 0',
};

/** Label.astro: an icon before a title, a div or (with href) a link. */
const label = (title, icon, href) => {
  const tag = href ? 'a' : 'div';
  const cls = href
    ? 'flex flex-row items-center justify-center gap-x-2 hover:opacity-75 transition-all'
    : 'flex flex-row items-center justify-center gap-x-2';
  return `<${tag} class="${cls}"${href ? ` href="${html(href)}"` : ''}> <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" class="h-5 w-5" slot="icon"><path fill="currentColor" d="${ICON[icon]}"></path></svg> <p>${html(title)}</p> </${tag}>`;
};

/** Section.astro */
const section = (title, body) =>
  `<section class="flex flex-col gap-y-5 md:flex-row md:gap-y-0"> <div class="text-xl font-semibold md:w-1/3"> <h2>${html(title)}</h2> </div> <div class="flex flex-col gap-y-3 md:w-2/3"> ${body} </div> </section>`;

/** Card.astro without an image; the slot holds the bullets when there are any. */
const card = (heading, subheading, date, bullets) =>
  `<div class="relative rounded-2xl border border-border bg-primary-foreground px-5 py-3">  <div class="flex flex-col gap-y-1.5"> <div class="flex flex-col gap-y-0.5"> <h1 class="text-lg font-medium">${html(heading)}</h1> <h2 class="text-muted-foreground">${html(subheading)}</h2> <h2 class="text-muted-foreground">${html(date)}</h2> </div> ${
    bullets.length
      ? `<ul class="ml-4 list-disc text-muted-foreground"> ${bullets.map((b) => `<li>${html(b)}</li>`).join(' ')} </ul>`
      : ''
  } </div> </div>`;

/** SkillLayout.astro, each skill a pill Button (class list as cn() merges it). */
const skillLayout = (title, skills) =>
  `<div class="flex flex-col gap-y-2 md:flex-row md:gap-x-5 md:gap-y-0"> <h3 class="w-1/5 font-medium">${html(title)}</h3> <div class="flex w-4/5 flex-row flex-wrap gap-x-4 gap-y-2"> ${skills
    .map(
      (s) =>
        `<button class="inline-flex items-center gap-x-1 bg-primary-foreground border border-border px-2 py-1 text-sm transition-all hover:bg-input cursor-default rounded-xl" data-astro-prefetch>  <p>${html(s)}</p>  </button>`,
    )
    .join('')} </div> </div>`;

function page(p) {
  if (!existsSync(path.join(FONTS, 'Satoshi-Variable.ttf')))
    throw new Error(`${FONTS}/Satoshi-Variable.ttf is missing: see templates/astro-resume-srleom/SOURCE.md`);
  const t = titlesOf(p.lang);
  const a = p.address;
  const period = (j) =>
    `${showDate(j.start, 'short')} - ${j.end ? showDate(j.end, 'short') : PRESENT_WORD[p.lang]}`;
  const jobs = p.experience.map((j) => card(`${j.company}, ${j.city}`, j.title, period(j), j.bullets));
  const schools = p.education.map((e) =>
    card(`${e.institution}, ${e.city}`, e.degree, `${e.start} - ${e.end}`, []),
  );
  const skills = p.skills.map((g) => skillLayout(g.label ?? '', g.items));
  return `<!DOCTYPE html><html lang="${p.lang}" class=""> <head><meta charset="utf-8"><meta content="width=device-width, initial-scale=1.0, shrink-to-fit=no" name="viewport"><meta content="IE=edge" http-equiv="X-UA-Compatible"><title>Home • ${html(fullName(p))}</title><meta content="Home • ${html(fullName(p))}" name="title"><meta content="${html(fullName(p))}" name="author"><style>
${STYLE}
</style></head> <body class="flex justify-center bg-background">  <main class="flex min-h-screen w-screen max-w-[60rem] flex-col items-center px-6 pb-10 pt-7 font-satoshi text-[0.92rem] leading-relaxed sm:px-10 lg:px-10"> <header class="mb-12 flex w-full flex-wrap pb-3 text-sm sm:flex-nowrap sm:justify-start"> <nav class="relative mx-auto flex w-full items-center justify-between sm:flex sm:items-center" aria-label="global"> <a class="flex-none text-xl font-semibold" href="/" aria-label="Brand">resume</a> <div class="flex flex-row items-center justify-center gap-x-5 sm:gap-x-7"> <a href="/blog" class="flex-none text-[1.05rem] font-medium hover:text-foreground/75" aria-label="Nav Menu Item">Blog
</a> <a href="/tools" class="flex-none text-[1.05rem] font-medium hover:text-foreground/75" aria-label="Nav Menu Item">Tools
</a> <button id="toggleDarkMode" class="relative rounded-md border border-border p-1.5 transition-all hover:bg-border"> <span class="sr-only">Dark Theme</span> <svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 24 24" class="h-[1.2rem] w-[1.2rem] rotate-0 scale-100 transition-all dark:hidden dark:-rotate-90 dark:scale-0"><path fill="currentColor" d="${ICON.sun}"></path></svg> <svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 24 24" class="hidden h-[1.2rem] w-[1.2rem] rotate-90 scale-0 transition-all dark:block dark:rotate-0 dark:scale-100"><path fill="currentColor" d="${ICON.moon}"></path></svg> </button> </div> </nav> </header>  <div class="flex w-full flex-col gap-y-10"> <section class="flex flex-col items-center gap-y-7">  <div class="flex flex-col items-center gap-y-4"> <h1 class="text-3xl font-bold">${html(fullName(p))}</h1>  <div class="flex flex-wrap justify-center gap-x-7 gap-y-3"> ${[
    label(p.headline, 'work'),
    label(`${a.street}, ${cityLine(a)}, ${a.country}`, 'place'),
    label(p.email, 'mail', `mailto:${p.email}`),
    label(p.phone.shown, 'call'),
  ].join(' ')} </div> </div> </section> ${section(
    t.summary,
    `<p class="text-muted-foreground">
${html(p.summary)}
</p>`,
  )}  ${section(t.experience, jobs.join(' '))} ${section(t.education, schools.join(' '))} ${section(
    t.skills,
    skills.join(' '),
  )} ${section(
    t.languages,
    `<p class="text-muted-foreground">
${html(p.languages)}
</p>`,
  )} </div>  <footer class="mx-auto mt-24 w-full"> <div class="border-t border-border pt-5"> <div class="flex flex-col items-center gap-y-3 sm:flex sm:flex-row sm:items-center sm:justify-between sm:gap-y-0"> <div class="flex gap-x-4 text-sm">  <p class="">© 2024 ${html(fullName(p))}. All rights reserved.</p> </div> </div> </div> </footer> </main> </body></html>
`;
}

/** Slot 81 of generate.mjs's fixed slots. */
export const SLOT_81_HTML_FAMILIES = {
  'astro-resume-srleom': {
    dateStyle: 'short',
    // Chrome's "Save as PDF" with its defaults: A4, 10 mm margins, no background graphics, 100 %.
    page: CHROME_SAVE_AS_PDF,
    html: page,
    waitForFonts: true,
  },
};
