// resume-template-luckywindsck (SLOT_66_HTML_FAMILIES, re-exported by html-templates.mjs): "resume-template",
// LuckyWindsck/resume-template (MIT, commit 06e5151), a Japanese-style résumé written as a Vue 3 app (Vite,
// Tailwind CSS 3): Page.vue lays one 210 × 297 mm section with 20 mm padding under `@page { size: A4 portrait;
// margin: 0mm }`, its components (Title/Name, BasicInfo*, ResumePhoto, Education, Experience, Projects, Skills,
// Certificates, ResumeSection, VSpace, PageBreak) filled from `src/configs/resume-info.js`; the README's way to
// a PDF is to open the page and "Save the webpage as pdf", and the repository's resume-example.pdf is that
// (Chrome 114, A4, no margins, two pages: a PageBreak component pads the first page out to its foot).
//
// The layout (App.vue's `font-family: serif`, Tailwind's preflight and utilities): at the top left the name as
// an h1 in 36 px (text-4xl), the sample's kanji in <ruby> with their furigana over them, then " / " and the
// romanised name in small capitals; under it one labelled contact line each ("GitHub：", "Email：", "携帯電話：",
// "住所：", full-width colons); a 30 × 40 mm photo at the top right; then sections, each a VSpace line break, a
// 20 px title and a 2 px black rule: "学歴" (education: the school bold and underlined, ", place", the period at
// the right margin; the degree in italics and an introduction under it), "職歴" (experience: the company bold
// and underlined, ", place", the period right; the employment type in italics and the role; disc bullets, each
// a heading of circle bullets), "プロジェクト参加歴" (projects), "スキル" (skills: disc bullets "**label**：a, b,
// c", the label bold and underlined) and "免許·資格" (certificates, disc bullets).
//
// Nothing of the template is vendored or run: the components and the example were read, and this file writes
// the DOM Vue mounts for a resume-info.js filled with the person (the v-for loops expanded, the components'
// fragments side by side in the section, as Vue renders them), under CSS of its own that gives the rules the
// template's build gives those elements: Tailwind 3's preflight (box-sizing, zero margins, unstyled lists, a
// 1.5 line height, hr a top border) and the utilities the components use, as Tailwind 3 defines them. The
// VSpace break is laid out as the example shows it (Chrome 114): an empty block under its mt-1, mt-3 or mt-4
// margin (4, 12, 16 px); it is written as an empty div, since this Chromium makes a block br one line of text
// tall, which the example does not show. Fonts: `serif`, which Chromium here resolves to Tinos (Debian's
// fonts-croscore, metric-compatible with the example's Times), the full-width colons from a CJK fallback face
// (Droid Sans Fallback; the example's from STSongti). The photo (src/assets/resume-photo.*, the user's own; the
// example shows Vue's logo) is a generic avatar drawn as an SVG: the records have no photos.
//
// Filled as resume-info.js is, with the person's record: title.kanji the first and last name (the template's
// ruby slots; no furigana: a Latin name needs no reading), title.english the full name; no GitHub line (the
// records have no handle: the line is left out rather than made up); the e-mail; the phone as shown; the
// address "street, city line" as the country writes it (the sample's one domestic line, no country). The
// labels "携帯電話" and "住所" and the section titles are text in the components, so a user edits them: the
// person's language's words (English "Mobile", "Address", "Education", "Experience", "Skills", "Languages").
// Education: school, location (the city), period "YYYY ~ YYYY" (the sample's tilde; the records have years),
// degree, no introduction. Experience: company, location, period "Mon YYYY ~ Mon YYYY" (the sample's year-month
// and tilde; "Mon YYYY ~ Present", the language's word for now), no employment type (the records have none, so
// its italic span is empty), role the job title; content is an object of category → list, the records'
// bullets have no categories, so each bullet is a key with an empty list (a disc item over an empty circle
// list). No projects (the records have none: Projects, which holds the sample's PageBreak, is left out).
// Skills: one "label：a, b, c" line a group; a flat list one line "a, b, c" with no label. Certificates: the
// spoken languages, "Language - level" (the sample's first certificate is a language test, "TOEIC - スコア:
// 950"), under the language's word for languages. A PageBreak is put where a user puts it, before the first
// experience or school entry or section that does not fit on the first page (measured in the page, as the
// component measures its own top), and only when the page overflows.
import { HEADINGS, PRESENT_WORD, showDate, spokenLanguages } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The labels of BasicInfoPhone.vue ("携帯電話", mobile phone) and BasicInfoAddress.vue ("住所") in the person's language. */
const LABELS = {
  en: { phone: 'Mobile', address: 'Address' },
  fr: { phone: 'Portable', address: 'Adresse' },
  de: { phone: 'Mobil', address: 'Adresse' },
  es: { phone: 'Móvil', address: 'Dirección' },
  pt: { phone: 'Celular', address: 'Endereço' },
  it: { phone: 'Cellulare', address: 'Indirizzo' },
};

/** The address as one line, "street, city line", the city line as the country writes it. */
function addressOf(a) {
  switch (a.country) {
    case 'United Kingdom':
    case 'Ireland':
    case 'India':
      return `${a.street}, ${a.city} ${a.postcode}`;
    case 'USA':
    case 'Canada':
    case 'Australia':
      return `${a.street}, ${a.city}, ${a.postcode}`;
    default:
      return `${a.street}, ${a.postcode} ${a.city}`;
  }
}

/** A generic avatar standing in for the user's resume-photo (30 × 40 mm): a figure on a grey ground. */
const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><rect width="300" height="400" fill="#dfe3e8"/><path d="M30 400c8-90 60-130 120-130s112 40 120 130z" fill="#3d4a5c"/><path d="M128 272h44l-22 52z" fill="#fff"/><circle cx="150" cy="170" r="70" fill="#eac3a2"/><path d="M80 165c0-52 30-82 70-82s70 30 70 82c-12-26-34-38-70-38s-58 12-70 38z" fill="#4a3426"/></svg>',
)}`;

// Vue's scoped-style attributes (data-v-<hash>), one per component with a scoped <style>.
const V = { name: 'data-v-4b2e6a1c', vspace: 'data-v-7f31c0d2', photo: 'data-v-2c8d94e5' };

/**
 * VSpace.vue, `<br :class="\`mt-${size}\`">` made a block with `content: ''`, as the example shows it (Chrome
 * 114): an empty block under its margin (4 px for the entries, 12 and 16 px elsewhere). It is written as an
 * empty div: this Chromium lays such a br out as one line of text (24 px), which the example does not show.
 */
const vspace = (size, brk = '') =>
  `<div class="mt-${size}" ${V.vspace}${brk ? ` data-break="${brk}"` : ''}></div>`;

/** ResumeSection.vue. */
const section = (title) => `${vspace(4, 'section')}
<div class="flex h-7"><div class="text-xl">${html(title)}</div></div>
<hr class="my-1 py-1 border-t-2 border-black">`;

const CSS = `
/* Tailwind CSS 3 preflight (the rules that touch these elements). */
*, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #e5e7eb; }
html { line-height: 1.5; -webkit-text-size-adjust: 100%; tab-size: 4; font-family: ui-sans-serif, system-ui,
  sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'; }
body { margin: 0; line-height: inherit; }
hr { height: 0; color: inherit; border-top-width: 1px; }
h1 { font-size: inherit; font-weight: inherit; }
a { color: inherit; text-decoration: inherit; }
h1, p { margin: 0; }
ol, ul { list-style: none; margin: 0; padding: 0; }
img { display: block; vertical-align: middle; max-width: 100%; height: auto; }
/* The utilities the components use (Tailwind CSS 3), list-circle from tailwind.config.js. */
.flex { display: flex; }
.inline-block { display: inline-block; }
.h-6 { height: 1.5rem; }
.h-7 { height: 1.75rem; }
.w-1 { width: 0.25rem; }
.w-4 { width: 1rem; }
.list-circle { list-style-type: circle; }
.list-disc { list-style-type: disc; }
.list-none { list-style-type: none; }
.flex-row { flex-direction: row; }
.flex-col { flex-direction: column; }
.justify-center { justify-content: center; }
.justify-between { justify-content: space-between; }
.my-1 { margin-top: 0.25rem; margin-bottom: 0.25rem; }
.mt-1 { margin-top: 0.25rem; }
.mt-3 { margin-top: 0.75rem; }
.mt-4 { margin-top: 1rem; }
.border-t-2 { border-top-width: 2px; }
.border-black { --tw-border-opacity: 1; border-color: rgb(0 0 0 / var(--tw-border-opacity)); }
.py-1 { padding-top: 0.25rem; padding-bottom: 0.25rem; }
.pl-4 { padding-left: 1rem; }
.text-4xl { font-size: 2.25rem; line-height: 2.5rem; }
.text-xl { font-size: 1.25rem; line-height: 1.75rem; }
.font-black { font-weight: 900; }
.italic { font-style: italic; }
.underline { text-decoration-line: underline; }
/* App.vue */
#app { font-family: serif; }
/* Page.vue (scoped) */
@page { size: A4 portrait; margin: 0mm; }
section { width: 210mm; height: 297mm; padding: 20mm; }
/* Name.vue, VSpace.vue, ResumePhoto.vue (scoped) */
span.small-caps[${V.name}] { font-variant: small-caps; }
div[${V.vspace}] { display: block; content: ''; }
img[${V.photo}] { width: 30mm; height: 40mm; }
`;

function page(p) {
  const h = HEADINGS[p.lang];
  const labels = LABELS[p.lang];
  const present = PRESENT_WORD[p.lang];
  const ruby = (base) =>
    `<ruby ${V.name}> ${html(base)} <rp ${V.name}>(</rp><rt ${V.name}></rt><rp ${V.name}>)</rp></ruby>`;
  const schools = p.education
    .map(
      (e) => `${vspace(1, 'entry')}
<div class="flex justify-between"><div><span class="font-black underline">${html(e.institution)}</span><span>, ${html(e.city)}</span></div><div><span>${e.start} ~ ${e.end}</span></div></div>
<div><span class="italic">${html(e.degree)}</span><span class="inline-block w-1"></span><span> </span></div>`,
    )
    .join('\n');
  const jobs = p.experience
    .map(
      (j) => `${vspace(1, 'entry')}
<div class="flex justify-between"><div><span class="font-black underline">${html(j.company)}</span><span>, ${html(j.city)}</span></div><div><span>${showDate(j.start, 'short')} ~ ${j.end ? showDate(j.end, 'short') : html(present)}</span></div></div>
<div><span class="italic"></span><span class="inline-block w-1"></span><span> ${html(j.title)}</span></div>
<ul class="list-disc pl-4">${j.bullets
        .map((b) => `<li>${html(b)}</li><li class="list-none"><ul class="list-circle pl-4"></ul></li>`)
        .join('')}</ul>`,
    )
    .join('\n');
  const skills = p.skills
    .map((g) =>
      g.label
        ? `<li><span class="font-black underline">${html(g.label)}</span><span>：${html(g.items.join(', '))}</span></li>`
        : `<li><span>${html(g.items.join(', '))}</span></li>`,
    )
    .join('\n');
  const languages = spokenLanguages(p)
    .map((l) => `<li>${html(l.level ? `${l.name} - ${l.level}` : l.name)}</li>`)
    .join('\n');

  return `<!DOCTYPE html>
<html lang="${p.lang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Resume Template</title>
<style>${CSS}</style>
</head>
<body>
<div id="app" data-v-app="">
<section>
<div class="flex flex-row justify-between">
<div class="flex flex-col">
<h1 class="text-4xl" ${V.name}>${ruby(p.first)}<span class="inline-block w-4" ${V.name}></span>${ruby(p.last)} / <span class="small-caps" ${V.name}>${html(`${p.first} ${p.last}`)}</span></h1>
${vspace(3)}
<div class="flex flex-col">
<span>Email：<a href="mailto://${html(p.email)}">${html(p.email)}</a></span>
<span>${html(labels.phone)}：${html(p.phone.shown)}</span>
<span>${html(labels.address)}：${html(addressOf(p.address))}</span>
</div>
${vspace(4)}
</div>
<img src="${PHOTO}" alt="Resume Photo" ${V.photo}>
</div>
${section(h.education)}
${schools}
${section(h.experience)}
${jobs}
${section(h.skills)}
<div><ul class="list-disc pl-4">
${skills}
</ul></div>
${section(h.languages)}
<div><ul class="list-disc pl-4">
${languages}
</ul></div>
</section>
</div>
</body>
</html>
`;
}

/**
 * PageBreak.vue where a user puts it: when the page overflows its first sheet, before the first entry or section
 * (a VSpace that starts one) whose content ends below the first page's 20 mm bottom padding; its height is
 * `calc(297mm + 20mm - top)`, top its own offset in the body, as the component measures it when mounted.
 */
const PAGE_BREAK = `(() => {
  const mm = 96 / 25.4;
  const limit = (297 - 20) * mm;
  const section = document.querySelector('section');
  const kids = [...section.children];
  const bottom = (el) => el.getBoundingClientRect().bottom - document.body.getBoundingClientRect().top;
  if (Math.max(...kids.map(bottom)) <= limit) return true;
  const starts = kids.map((el, i) => (el.hasAttribute('data-break') ? i : -1)).filter((i) => i >= 0);
  for (const [k, i] of starts.entries()) {
    // A section's title goes with its first entry.
    const next = kids[i].dataset.break === 'section' ? starts[k + 2] : starts[k + 1];
    const unit = kids.slice(i, next ?? kids.length);
    if (Math.max(...unit.map(bottom)) > limit) {
      const top = kids[i].getBoundingClientRect().top - document.body.getBoundingClientRect().top;
      const spacer = document.createElement('div');
      spacer.style.height = 'calc(297mm + 20mm - ' + top + 'px)';
      section.insertBefore(spacer, kids[i]);
      return true;
    }
  }
  return true;
})()`;

/** Slot 66 of generate.mjs's fixed slots. */
export const SLOT_66_HTML_FAMILIES = {
  'resume-template-luckywindsck': {
    dateStyle: 'short',
    // resume-example.pdf: Chrome's "Save as PDF" of the page, A4 from the page's own @page rule (no margins).
    page: {
      format: 'A4',
      preferCSSPageSize: true,
      margin: { top: '0mm', bottom: '0mm', left: '0mm', right: '0mm' },
    },
    html: page,
    ready: PAGE_BREAK,
  },
};
