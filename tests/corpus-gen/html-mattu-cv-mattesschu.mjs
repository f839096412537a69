// mattu-cv-mattesschu (SLOT_86_HTML_FAMILIES, re-exported by html-templates.mjs): "mattu-cv", Mattes Schumann's
// "Online-Tool um seinen eigenen Lebenslauf zusammen-zu-klicken", MattesSchu/mattu-cv (MIT, branch main, commit
// 674a10c, 2023-12-10). A German Vue 3 + Pinia app (Vite): an editor on the left (TheCvContent.vue) fills a store,
// and a viewer on the right (src/components/viewer/) draws a two-page A4 Lebenslauf that the README says to print
// from the browser: margins off, "Hintergrundfarben aktivieren (wichtig für svg-icons)", A4, no headers and footers.
// So Chrome's "Save as PDF" with margins "None" and "Background graphics" ticked is used, A4, 100 %.
//
// The layout (TheCvViewer.vue and its parts, cvDimensions.ts, viewerWidths.ts, main.scss, base.css): two fixed
// 210 x 297 mm white pages whose content is one CSS grid each, columns l1 | l2 | l3 (the dates: the start, a figure
// dash, the end, 8.5 + 3 + 8.5 mm), a 20 mm timeline column centred 45 mm from the page's left edge, r1 (28 mm)
// and r2 (the rest); an orange dotted vertical line (1 mm) runs down both pages through the timeline column from
// 20 mm. Page 1: the name in capitals (12.5 mm, line-height 1), then the personal block (a 1fr | 5fr grid in r1..r2:
// grey labels right-aligned, "Anschrift" over street and postcode-town, "Telefon", "E-Mail", "Xing",
// "Familienstand", "Geburt"), then the section "Werdegang". Page 2: "Erfahrung", "Engagement", "Sprachen". Each
// section title is a white Material Design icon (school, cog, heart, translate; @mdi/js) in a 60 px black-soft
// (#222) disc on the timeline, then the title in capitals (9 mm) in r1..r2, then a 4 mm gap. Each item: in the date
// columns the start year over its month name in 5 pt (absolutely placed, centred under the year by a -50 %
// translation), an orange figure dash and the end year over its month (or "heute"); a black "circle-slice-8" bullet
// (30 px) on the timeline; in r1..r2 "Title / Location" (13.2 pt, the title Semi Bold, the slash and the location in
// the font's lightest face: "font-weight: lighter" under the reset's normal); an optional subtitle line, the text
// (9.9 pt), then sub-items: a 15 px bullet on the timeline with an orange "- -" beside it and a grey 9.9 pt title
// (full width, or r1 | r2 "split" with its text). A footer at the foot of each page, centred, grey, 7.7 pt,
// lightest face: "‒ name ‒ street ‒ postcode town ‒" / "‒ phone ‒ e-mail ‒" (orange figure dashes), and "Seite 1 von
// 2" 10 mm from the right edge. A profile picture (60 mm wide, 1 mm orange border) at the top right when one is set.
// Font: base.css's stack ("Segoe UI", Inter, -apple-system, …, Roboto, …): Inter here (Debian's fonts-inter, the
// first of the stack installed; Chromium finds it through fontconfig as on any Linux desktop), 11 pt.
//
// Nothing of the template is vendored or run: the components were read and this file writes the DOM the viewer
// renders (the Vue templates' markup, the scoped SCSS with its v-bind() values worked out from cvDimensions.ts,
// viewerWidths.ts and the settings store: colour "orange", picture 60 mm, 1 mm border), the five icons' SVG paths
// copied from @mdi/js 7.3.67 (Pictogrammers Free License: icons Apache-2.0; the package.json asks for ^7.3.67).
//
// Filled as the editor fills the store: the name; Anschrift the street over the city line ("69002 Lyon", "Leeds
// LS1 4AP": persons.mjs's cityLine; the template has no country line); Telefon the phone as shown; E-Mail the
// e-mail. Werdegang (the person's language's heading for experience) one item a job: title the job title, location
// the company, subtitle the city, the start year over its month name and the end year over its month name (month
// names in the person's language, as the viewer's toLocaleString("de-DE", { month: "long" }) writes German ones;
// "Present", "heute", "aujourd'hui"… for a current job, the "untilToday" case), no text, one sub-item a bullet.
// Erfahrung (the heading for skills) one item without dates a skill group: title the group's label, text its skills
// joined by commas (a flat list: the text alone). Sprachen one item without dates a spoken language: title the
// language, location the level. Engagement is left out (the records have none), as is the picture.
//
// Changes from the template, as few as could be: the personal block keeps Anschrift, Telefon and E-Mail (the
// records have no Xing page, marital status or birth: those rows are left out rather than left with the editor's
// placeholders), its labels in the person's language. The headline is a line under the name (r1's lightest 13.2 pt
// face, the title/location line's style): the template has no place for it. Two sections are added in the
// sections' own markup: the summary ("Profil", an account icon) between the personal block and Werdegang, its text
// in an item's text style (no bullet); and the schools (the heading for education, a book icon) after the jobs on
// page 1, where a German Werdegang lists them: one item a school, title the degree, location the institution,
// subtitle the city, the start and end years (no months: the records have none). " / " is left out of an item's
// title line when it has no location (a skill group, a language without level). Section titles, labels and "Seite 1
// von 2" are in the person's language.
import { HEADINGS, PRESENT_WORD, cityLine, fullName, spokenLanguages } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// @mdi/js 7.3.67 (Pictogrammers, icons Apache-2.0): the viewer's icons, and an account and a book icon for the
// two added sections.
const MDI = {
  school:
    'M12 3L1 9L5 11.18V17.18L12 21L19 17.18V11.18L21 10.09V17H23V9L12 3M18.82 9L12 12.72L5.18 9L12 5.28L18.82 9M17 16L12 18.72L7 16V12.27L12 15L17 12.27V16Z',
  cog: 'M12,8A4,4 0 0,1 16,12A4,4 0 0,1 12,16A4,4 0 0,1 8,12A4,4 0 0,1 12,8M12,10A2,2 0 0,0 10,12A2,2 0 0,0 12,14A2,2 0 0,0 14,12A2,2 0 0,0 12,10M10,22C9.75,22 9.54,21.82 9.5,21.58L9.13,18.93C8.5,18.68 7.96,18.34 7.44,17.94L4.95,18.95C4.73,19.03 4.46,18.95 4.34,18.73L2.34,15.27C2.21,15.05 2.27,14.78 2.46,14.63L4.57,12.97L4.5,12L4.57,11L2.46,9.37C2.27,9.22 2.21,8.95 2.34,8.73L4.34,5.27C4.46,5.05 4.73,4.96 4.95,5.05L7.44,6.05C7.96,5.66 8.5,5.32 9.13,5.07L9.5,2.42C9.54,2.18 9.75,2 10,2H14C14.25,2 14.46,2.18 14.5,2.42L14.87,5.07C15.5,5.32 16.04,5.66 16.56,6.05L19.05,5.05C19.27,4.96 19.54,5.05 19.66,5.27L21.66,8.73C21.79,8.95 21.73,9.22 21.54,9.37L19.43,11L19.5,12L19.43,13L21.54,14.63C21.73,14.78 21.79,15.05 21.66,15.27L19.66,18.73C19.54,18.95 19.27,19.04 19.05,18.95L16.56,17.95C16.04,18.34 15.5,18.68 14.87,18.93L14.5,21.58C14.46,21.82 14.25,22 14,22H10M11.25,4L10.88,6.61C9.68,6.86 8.62,7.5 7.85,8.39L5.44,7.35L4.69,8.65L6.8,10.2C6.4,11.37 6.4,12.64 6.8,13.8L4.68,15.36L5.43,16.66L7.86,15.62C8.63,16.5 9.68,17.14 10.87,17.38L11.24,20H12.76L13.13,17.39C14.32,17.14 15.37,16.5 16.14,15.62L18.57,16.66L19.32,15.36L17.2,13.81C17.6,12.64 17.6,11.37 17.2,10.2L19.31,8.65L18.56,7.35L16.15,8.39C15.38,7.5 14.32,6.86 13.12,6.62L12.75,4H11.25Z',
  translate:
    'M12.87,15.07L10.33,12.56L10.36,12.53C12.1,10.59 13.34,8.36 14.07,6H17V4H10V2H8V4H1V6H12.17C11.5,7.92 10.44,9.75 9,11.35C8.07,10.32 7.3,9.19 6.69,8H4.69C5.42,9.63 6.42,11.17 7.67,12.56L2.58,17.58L4,19L9,14L12.11,17.11L12.87,15.07M18.5,10H16.5L12,22H14L15.12,19H19.87L21,22H23L18.5,10M15.88,17L17.5,12.67L19.12,17H15.88Z',
  circleSlice8:
    'M12 5C15.87 5 19 8.13 19 12C19 15.87 15.87 19 12 19C8.13 19 5 15.87 5 12C5 8.13 8.13 5 12 5M12 2C17.5 2 22 6.5 22 12C22 17.5 17.5 22 12 22C6.5 22 2 17.5 2 12C2 6.5 6.5 2 12 2M12 4C7.58 4 4 7.58 4 12C4 16.42 7.58 20 12 20C16.42 20 20 16.42 20 12C20 7.58 16.42 4 12 4Z',
  account:
    'M12,4A4,4 0 0,1 16,8A4,4 0 0,1 12,12A4,4 0 0,1 8,8A4,4 0 0,1 12,4M12,6A2,2 0 0,0 10,8A2,2 0 0,0 12,10A2,2 0 0,0 14,8A2,2 0 0,0 12,6M12,13C14.67,13 20,14.33 20,17V20H4V17C4,14.33 9.33,13 12,13M12,14.9C9.03,14.9 5.9,16.36 5.9,17V18.1H18.1V17C18.1,16.36 14.97,14.9 12,14.9Z',
  book: 'M17.5 14.33C18.29 14.33 19.13 14.41 20 14.57V16.07C19.38 15.91 18.54 15.83 17.5 15.83C15.6 15.83 14.11 16.16 13 16.82V15.13C14.17 14.6 15.67 14.33 17.5 14.33M13 12.46C14.29 11.93 15.79 11.67 17.5 11.67C18.29 11.67 19.13 11.74 20 11.9V13.4C19.38 13.24 18.54 13.16 17.5 13.16C15.6 13.16 14.11 13.5 13 14.15M17.5 10.5C15.6 10.5 14.11 10.82 13 11.5V9.84C14.23 9.28 15.73 9 17.5 9C18.29 9 19.13 9.08 20 9.23V10.78C19.26 10.59 18.41 10.5 17.5 10.5M21 18.5V7C19.96 6.67 18.79 6.5 17.5 6.5C15.45 6.5 13.62 7 12 8V19.5C13.62 18.5 15.45 18 17.5 18C18.69 18 19.86 18.16 21 18.5M17.5 4.5C19.85 4.5 21.69 5 23 6V20.56C23 20.68 22.95 20.8 22.84 20.91C22.73 21 22.61 21.08 22.5 21.08C22.39 21.08 22.31 21.06 22.25 21.03C20.97 20.34 19.38 20 17.5 20C15.45 20 13.62 20.5 12 21.5C10.66 20.5 8.83 20 6.5 20C4.84 20 3.25 20.36 1.75 21.07C1.72 21.08 1.68 21.08 1.63 21.1C1.59 21.11 1.55 21.12 1.5 21.12C1.39 21.12 1.27 21.08 1.16 21C1.05 20.89 1 20.78 1 20.65V6C2.34 5 4.18 4.5 6.5 4.5C8.83 4.5 10.66 5 12 6C13.34 5 15.17 4.5 17.5 4.5Z',
};

/** TheCvViewerPersonal.vue's labels and TheCvFooter.vue's "Seite n von 2", in the person's language. */
const LABELS = {
  en: { address: 'Address', phone: 'Phone', email: 'E-mail', page: (n) => `Page ${n} of 2` },
  fr: { address: 'Adresse', phone: 'Téléphone', email: 'E-mail', page: (n) => `Page ${n} sur 2` },
  de: { address: 'Anschrift', phone: 'Telefon', email: 'E-Mail', page: (n) => `Seite ${n} von 2` },
  es: { address: 'Dirección', phone: 'Teléfono', email: 'E-mail', page: (n) => `Página ${n} de 2` },
  pt: { address: 'Endereço', phone: 'Telefone', email: 'E-mail', page: (n) => `Página ${n} de 2` },
  it: { address: 'Indirizzo', phone: 'Telefono', email: 'E-mail', page: (n) => `Pagina ${n} di 2` },
};

/** The month's name as the viewer writes it (toLocaleString(locale, { month: 'long' })), in the person's language. */
const monthName = (lang, m) =>
  new Date(Date.UTC(2000, m - 1, 15)).toLocaleString(lang, { month: 'long', timeZone: 'UTC' });

// cvDimensions.ts and viewerWidths.ts: l1 = l3 = (45 - 15 - 10 - 3) / 2 = 8.5 mm, l2 = 3 mm, timeline 20 mm, r1 28 mm.
const STYLE = `
:root {
  --vt-c-white: #ffffff; --vt-c-white-soft: #f8f8f8; --vt-c-black-soft: #222222; --vt-c-indigo: #2c3e50;
  --color-background-soft: var(--vt-c-white-soft); --color-text: var(--vt-c-indigo);
  --font-size-h1: 12.5mm; --font-size-h2: 9mm; --font-size-h3: 6.25mm;
  --font-family: "Segoe UI", Inter, -apple-system, BlinkMacSystemFont, Roboto, Oxygen, Ubuntu, Cantarell,
    "Fira Sans", "Droid Sans", "Helvetica Neue", sans-serif;
  --content-font-size: .9em;
}
*, *::before, *::after { box-sizing: border-box; margin: 0; font-weight: normal; }
body { min-height: 100svh; color: var(--color-text); background: var(--color-background-soft); line-height: 1.6;
  font-family: var(--font-family); font-size: 11pt; text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased; hyphens: auto; margin: 0; }
/* main.scss */
.cvMainSectionSubtitle { font-size: 1.2em; }
.cvMainSectionSubtitle_01 { color: rgb(44, 44, 44); font-weight: 600; }
.cvMainSectionSubtitle_02 { font-weight: lighter; }
.cvMainBullitTitle { font-size: var(--content-font-size); line-height: 1.2; color: rgb(124, 124, 124); }
.cvMainSectionText { font-size: var(--content-font-size); line-height: 1.2; }
.cvMainFooterText { color: rgb(124, 124, 124); font-weight: lighter; font-size: 0.7em; line-height: 1.4em; }
/* App.vue */
main { height: 100%; display: grid; justify-items: stretch; grid-template-columns: 1fr 1fr; }
/* TheCvViewer.vue */
.cv { width: 210mm; height: 100vh; position: relative; overflow: scroll; }
.cvPage { height: 297mm; width: 210mm; border-radius: 10px; background-color: white; }
.cvPageContent { display: grid;
  grid-template-columns: [l1] 8.5mm [l2] 3mm [l3] 8.5mm [timeline] 20mm [r1] 28mm [r2] 1fr;
  padding-top: 10mm; padding-right: 15mm; padding-left: 15mm; row-gap: 1mm; }
.cvTitle { line-height: 1; grid-column: 1 / -1; font-size: var(--font-size-h1); text-transform: uppercase;
  margin-top: -2mm; }
/* Added: the headline under the name. */
.cvHeadline { grid-column: r1 / -1; margin-top: 2mm; }
/* TheCvFooter.vue */
.cvFooter { position: absolute; width: 210mm; }
.cvFooter.page1 { top: 284mm; }
.cvFooter.page2 { top: 581mm; }
.cvFooterContact { text-align: center; }
.cvFooterPagination { position: absolute; bottom: 0px; right: 10mm; }
/* VerticalLine.vue */
.vLine { position: absolute; left: 45mm; top: 20mm; height: 574mm; border: 1mm dotted; border-top-width: 0px;
  border-bottom-width: 0px; border-right-width: 0px; border-color: orange; transform: translateX(-0.5mm); }
/* TheCvViewerPersonal.vue */
.cvPersonal { margin-top: 4mm; margin-bottom: 4mm; grid-column: r1 / -1; display: grid;
  grid-template-columns: [left] 1fr [right] 5fr; column-gap: 2mm; row-gap: 1mm; }
.cvPersonalLeft { justify-self: end; }
/* TheCvViewerSectionHeading.vue */
.cvViewerSectionHeaderImage { padding: 2mm; border-radius: 50%; grid-column-start: timeline; align-self: center;
  justify-self: center; background-color: var(--vt-c-black-soft); z-index: 1; }
.cvViewerSectionHeaderTitle { grid-column: r1 / span 2; align-self: center; font-size: var(--font-size-h2);
  text-transform: uppercase; }
/* TheCvViewerItemSpacer.vue */
.cvViewItemSpacer { grid-column: 1 / -1; }
/* TheCvViewerItem.vue */
.cvViewerItemStart { align-self: center; text-align: center; grid-column-start: l1; }
.cvViewerItemMonth { align-self: top; text-align: center; font-size: 5pt; position: absolute;
  transform: translateX(-50%); line-height: 0.8; }
.cvViewerItemBis { grid-column-start: l2; align-self: center; text-align: center; }
.cvViewerItemEnd { grid-column-start: l3; align-self: center; text-align: center; }
.cvItemTimelineIcon { width: 100%; grid-column: timeline; justify-content: center; align-self: center; z-index: 1; }
.cvViewerItemTitleAndLocation { grid-column: r1 / -1; align-self: center; }
.cvViewerItemText { grid-column-start: r1; grid-column-end: span end; }
.cvViewerItemSubtitle { grid-column-start: r1; grid-column-end: span end; line-height: 1em;
  transform: translateY(-1mm); }
/* TheCvViewerItemSub.vue */
.cvBullitContainer { display: grid; height: 100%; grid-template-columns: 1fr 15px 1fr; grid-column-start: timeline; }
.cvSubTimelineIcon { width: 100%; grid-column-start: 2; z-index: 1; }
.cvViewerItemSubDashes { grid-column-start: 3; justify-self: center; align-self: start;
  font-size: var(--content-font-size); line-height: 1.2; color: orange; }
.cvViewerItemSubTitel { grid-column-start: r1; grid-column-end: span end; }
.cvViewerItemSubText { grid-column-start: r1; grid-column-end: span end; }
@media print {
  @page { margin: 0mm; }
  .appContent { display: none; visibility: hidden; }
  .cv { height: auto; overflow: visible; }
  .cvPage { border-radius: 0px; }
  .cv * { print-color-adjust: exact !important; -webkit-print-color-adjust: exact !important; }
}
`;

const icon = (cls, path, size, color) =>
  `<svg class="${cls}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}"><path fill="${
    color ?? 'white'
  }" d="${path}"></path></svg>`;

const spacer = (mm) => `<div class="cvViewItemSpacer" style="height: ${mm}mm"></div>`;

const heading = (title, path) => `
                ${icon('cvViewerSectionHeaderImage', path, 60)}
                <div class="cvViewerSectionHeaderTitle">${html(title)}</div>
                ${spacer(4)}`;

const dash = '<span style="color: orange">&#x2012;</span>';

/** TheCvViewerItem.vue: dates (start/end { year, month } or null), title, location, subtitle, text, bullets. */
function item({ start, end, untilToday, title, location, subtitle, text, bullets = [] }, lang) {
  const dates = start
    ? `
                <div class="cvViewerItemStart">${start.year}<br /><span class="cvViewerItemMonth">${html(
                  start.month,
                )}</span></div>
                <div class="cvViewerItemBis">${dash}</div>
                <div class="cvViewerItemEnd">${
                  untilToday
                    ? `<span style="white-space: nowrap">${html(PRESENT_WORD[lang])}</span>`
                    : `<span>${end.year}</span>`
                }<br />${untilToday ? '' : `<span class="cvViewerItemMonth">${html(end.month)}</span>`}</div>`
    : '';
  const titleLine = title
    ? `<span class="cvViewerItemTitle cvMainSectionSubtitle cvMainSectionSubtitle_01">${html(title)}</span>${
        location
          ? `<span class="cvViewerItemLocation cvMainSectionSubtitle cvMainSectionSubtitle_02">&hairsp;/&hairsp;${html(
              location,
            )}</span>`
          : ''
      }`
    : '';
  const subs = bullets
    .map(
      (b) => `
                <div class="cvBullitContainer">
                  ${icon('cvSubTimelineIcon', MDI.circleSlice8, 15, 'black')}
                  <div class="cvViewerItemSubDashes"><span>- -</span></div>
                </div>
                <div class="cvViewerItemSubTitel cvMainBullitTitle">${html(b)}</div>`,
    )
    .join('');
  return `${dates}
                ${icon('cvItemTimelineIcon', MDI.circleSlice8, 30, 'black')}
                <div class="cvViewerItemTitleAndLocation">${titleLine}</div>${
                  subtitle
                    ? `
                <div class="cvViewerItemSubtitle">${html(subtitle)}</div>
                ${spacer(2)}`
                    : ''
                }
                <div class="cvViewerItemText cvMainSectionText">${html(text ?? '')}</div>
                ${spacer(2)}${subs}
                ${spacer(2)}`;
}

function page(p) {
  const h = HEADINGS[p.lang];
  const l = LABELS[p.lang];
  const a = p.address;
  const ym = ([y, m]) => ({ year: y, month: monthName(p.lang, m) });
  const jobs = p.experience
    .map((j) =>
      item(
        {
          start: ym(j.start),
          end: j.end ? ym(j.end) : null,
          untilToday: !j.end,
          title: j.title,
          location: j.company,
          subtitle: j.city,
          bullets: j.bullets,
        },
        p.lang,
      ),
    )
    .join('');
  const schools = p.education
    .map((e) =>
      item(
        {
          start: { year: e.start, month: '' },
          end: { year: e.end, month: '' },
          title: e.degree,
          location: e.institution,
          subtitle: e.city,
        },
        p.lang,
      ),
    )
    .join('');
  const skills = p.skills.map((g) => item({ title: g.label, text: g.items.join(', ') }, p.lang)).join('');
  const languages = spokenLanguages(p)
    .map((s) => item({ title: s.name, location: s.level }, p.lang))
    .join('');
  const footer = (n) => `
        <div class="cvFooter cvMainFooterText page${n}">
          <div class="cvFooterContact">
            ${dash} ${html(fullName(p))} ${dash} ${html(a.street)} ${dash} ${html(cityLine(a))} ${dash} <br />
            ${dash} ${html(p.phone.shown)} ${dash} ${html(p.email)} ${dash}
          </div>
          <div class="cvFooterPagination">${html(l.page(n))}</div>
        </div>`;
  return `<!DOCTYPE html>
<html lang="${p.lang}">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>Mattu CV</title>
    <style>
${STYLE}
    </style>
  </head>
  <body>
    <div id="app">
    <main>
      <div class="cv appViewer">${footer(1)}${footer(2)}
        <div class="vLine"></div>
        <div class="cvPage">
            <div class="cvPageContent">
                <div class="cvTitle">${html(fullName(p))}</div>
                <div class="cvHeadline cvMainSectionSubtitle cvMainSectionSubtitle_02">${html(p.headline)}</div>
                <div class="cvPersonal">
                  <div class="cvPersonalLeft cvMainBullitTitle">${html(l.address)}</div>
                  <div class="cvPersonalRight cvMainSectionText"><div>${html(a.street)}</div><div>${html(
                    cityLine(a),
                  )}</div></div>
                  <div class="cvPersonalLeft cvMainBullitTitle">${html(l.phone)}</div>
                  <div class="cvPersonalRight cvMainSectionText">${html(p.phone.shown)}</div>
                  <div class="cvPersonalLeft cvMainBullitTitle">${html(l.email)}</div>
                  <div class="cvPersonalRight cvMainSectionText">${html(p.email)}</div>
                </div>
${heading(h.summary, MDI.account)}
                <div class="cvViewerItemText cvMainSectionText">${html(p.summary)}</div>
                ${spacer(2)}
${heading(h.experience, MDI.school)}
${jobs}
${heading(h.education, MDI.book)}
${schools}
            </div>
        </div>
        <div class="cvPage">
            <div class="cvPageContent">
${heading(h.skills, MDI.cog)}
${skills}
${heading(h.languages, MDI.translate)}
${languages}
            </div>
        </div>
      </div>
    </main>
    </div>
  </body>
</html>
`;
}

/** Slot 86 of generate.mjs's fixed slots. */
export const SLOT_86_HTML_FAMILIES = {
  'mattu-cv-mattesschu': {
    dateStyle: 'long',
    // Chrome's "Save as PDF" as the README asks: A4, margins "None", "Background graphics" ticked, no headers.
    page: { format: 'A4', printBackground: true, margin: { top: '0', bottom: '0', left: '0', right: '0' } },
    html: page,
  },
};
