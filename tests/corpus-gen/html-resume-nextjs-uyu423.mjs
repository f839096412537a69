// resume-nextjs-uyu423 (SLOT_69_HTML_FAMILIES, re-exported by html-templates.mjs): Yowu Yu's "resume-nextjs",
// uyu423/resume-nextjs (MIT, version 1.3.1, commit 9469723), a "static HTML based RESUME made with next.js": one
// page (pages/index.tsx) of React components (component/*) over reactstrap and Bootstrap 4.6.0 that renders the
// payload/*.ts files a user fills in; `npm run export` writes it as static HTML to docs/ (the repository's own
// export of its sample is there), and the way to a PDF is the browser's print dialog. Bootstrap's print rules ask
// for `@page { size: a3 }` and a 992 px minimum width, so Chrome's "Save as PDF" prints the desktop layout on A3
// (its default margins, no background graphics): here Chromium with preferCSSPageSize and 10 mm margins.
//
// The layout (docs/index.html, the exported sample): a container of Bootstrap rows, each section a row of a
// quarter-wide left column and a three-quarter right column. At the top the (here empty) photo column beside the
// name as a blue (#3c78d8) h1, the contact lines (a Font Awesome icon in a narrow right-aligned column, then the
// address or number) and the notice alert. Then INTRODUCE, its blue h2 in the left column beside the paragraphs,
// a right-aligned "Latest Updated" line with a dated badge and a signature in Parisienne. Then SKILL (a blue h2
// across the page with a question-mark icon), each group its category as a grey h4 right-aligned in the left
// column, its skills in three columns of bullets each behind a level badge ("3", "2", "1"), groups apart by rules.
// Then EXPERIENCE (a blue h2 with a "total" badge), each employer a row: its period as a grey h4 right-aligned in
// the left column ("2019. 04 ~" while current, "2015. 09 ~ 2019. 03" otherwise, luxon's 'yyyy. LL'), the company
// as an h4 beside a "current" badge and a duration badge; under it each position a row, the title in grey
// italics over its bullets (a position's own period in the left column only when an employer has several).
// Then EDUCATION, each school a row of the period (grey h4, left) and the school as an h4 over the degree in grey
// italics. Then the footer's credits line. Pretendard (weight 300 for the body, Bootstrap's 500 for headings),
// word-break keep-all, line height 1.8.
//
// Nothing of the template is run: the generator writes the markup the components render (as docs/index.html
// shows it: reactstrap's classes, the style attributes of component/common/Style.ts, the SVGs of Font Awesome's
// icons with the svg-core's CSS that its script adds) from payload files filled with the person, and links the
// exported stylesheet (docs/_next/static/css/b081b4ab4bd19d13505c.css: Bootstrap 4.6.0, unchanged) and
// Pretendard 1.3.9 (npm `pretendard`, the version the page's jsDelivr link loads) from templates/resume-nextjs-uyu423
// (fetched, not committed: see SOURCE.md), and Parisienne from @fontsource/parisienne in place of Google Fonts.
//
// Filled as the payload files are: profile.name.title the full name (no small nickname); no image (the records
// have no photo: the column is left empty rather than showing a broken image); contact an envelope line with the
// address as a mailto link and a phone line with the number as text (the sample's GitHub and Facebook lines left
// out); the notice the headline (no icon). introduce.contents [summary], latestUpdated a fixed 2026-11-02 shown
// with "(D+27)" as on 29 Nov 2026, sign the first name. skill.skills one entry per group, category its label, items
// its skills with levels from a fixed cycle (the records have none); no tooltip text (the icon shows). experience:
// each job an employer (title the company; its town has no place) with one position (title, startedAt, endedAt
// when it ended, descriptions the bullets, no skill keywords). The badges the components write in Korean ("재직 중",
// "총 y년 M개월", "y년 M개월", counted as Util.getFormattingDuration does, to November 2026 for a current job) are
// written in the person's language, as a user who does not write Korean changes them. education: title the school,
// subTitle the degree, startedAt September of the first year, endedAt June of the last (the component needs
// months; the records have years). No project, open source, presentation, article or etc entries (disabled). The
// section titles are the components' English words for an English person and the person's language's headings in
// capitals otherwise; the spoken languages have no place in the template and are left out.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'resume-nextjs-uyu423');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Font Awesome Free 5.15 paths as the export writes them (all 512 × 512). */
const ICON_PATHS = {
  envelope:
    'M502.3 190.8c3.9-3.1 9.7-.2 9.7 4.7V400c0 26.5-21.5 48-48 48H48c-26.5 0-48-21.5-48-48V195.6c0-5 5.7-7.8 9.7-4.7 22.4 17.4 52.1 39.5 154.1 113.6 21.1 15.4 56.7 47.8 92.2 47.6 35.7.3 72-32.8 92.3-47.6 102-74.1 131.6-96.3 154-113.7zM256 320c23.2.4 56.6-29.2 73.4-41.4 132.7-96.3 142.8-104.7 173.4-128.7 5.8-4.5 9.2-11.5 9.2-18.9v-19c0-26.5-21.5-48-48-48H48C21.5 64 0 85.5 0 112v19c0 7.4 3.4 14.3 9.2 18.9 30.6 23.9 40.7 32.4 173.4 128.7 16.8 12.2 50.2 41.8 73.4 41.4z',
  phone:
    'M493.4 24.6l-104-24c-11.3-2.6-22.9 3.3-27.5 13.9l-48 112c-4.2 9.8-1.4 21.3 6.9 28l60.6 49.6c-36 76.7-98.9 140.5-177.2 177.2l-49.6-60.6c-6.8-8.3-18.2-11.1-28-6.9l-112 48C3.9 366.5-2 378.1.6 389.4l24 104C27.1 504.2 36.7 512 48 512c256.1 0 464-207.5 464-464 0-11.2-7.7-20.9-18.6-23.4z',
  'question-circle':
    'M504 256c0 136.997-111.043 248-248 248S8 392.997 8 256C8 119.083 119.043 8 256 8s248 111.083 248 248zM262.655 90c-54.497 0-89.255 22.957-116.549 63.758-3.536 5.286-2.353 12.415 2.715 16.258l34.699 26.31c5.205 3.947 12.621 3.008 16.665-2.122 17.864-22.658 30.113-35.797 57.303-35.797 20.429 0 45.698 13.148 45.698 32.958 0 14.976-12.363 22.667-32.534 33.976C247.128 238.528 216 254.941 216 296v4c0 6.627 5.373 12 12 12h56c6.627 0 12-5.373 12-12v-1.333c0-28.462 83.186-29.647 83.186-106.667 0-58.002-60.165-102-116.531-102zM256 338c-25.365 0-46 20.635-46 46 0 25.364 20.635 46 46 46s46-20.636 46-46c0-25.365-20.635-46-46-46z',
};
const icon = (name, extra = '') =>
  `<svg aria-hidden="true" focusable="false" data-prefix="fas" data-icon="${name}" class="svg-inline--fa fa-${name} fa-w-16 ${extra}" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="currentColor" d="${ICON_PATHS[name]}"></path></svg>`;

/** The components' section titles, or the person's language's headings in capitals. */
const titlesOf = (lang) =>
  lang === 'en'
    ? { introduce: 'INTRODUCE', skill: 'SKILL', experience: 'EXPERIENCE', education: 'EDUCATION' }
    : {
        introduce: HEADINGS[lang].summary.toUpperCase(),
        skill: HEADINGS[lang].skills.toUpperCase(),
        experience: HEADINGS[lang].experience.toUpperCase(),
        education: HEADINGS[lang].education.toUpperCase(),
      };

/** The badges' words ("재직 중", "총", "년", "개월") in the person's language. */
const BADGE_WORDS = {
  en: { current: 'Current', total: 'Total', y: ['year', 'years'], m: ['month', 'months'] },
  fr: { current: 'En poste', total: 'Total', y: ['an', 'ans'], m: ['mois', 'mois'] },
  de: { current: 'Aktuell', total: 'Insgesamt', y: ['Jahr', 'Jahre'], m: ['Monat', 'Monate'] },
  es: { current: 'Actual', total: 'Total', y: ['año', 'años'], m: ['mes', 'meses'] },
  pt: { current: 'Atual', total: 'Total', y: ['ano', 'anos'], m: ['mês', 'meses'] },
  it: { current: 'Attuale', total: 'Totale', y: ['anno', 'anni'], m: ['mese', 'mesi'] },
};

/** "Now" for the durations: November 2026. */
const NOW = [2026, 11];
const monthIndex = ([y, m]) => y * 12 + (m - 1);
const ym = ([y, m]) => `${y}. ${String(m).padStart(2, '0')}`;

/** Util.getFormattingDuration: (to + 1 month) − from, 'y년' / 'M개월' / 'y년 M개월'. */
function duration(w, from, to) {
  const n = monthIndex(to) + 1 - monthIndex(from);
  const y = Math.floor(n / 12);
  const m = n % 12;
  const yw = `${y} ${w.y[y === 1 ? 0 : 1]}`;
  const mw = `${m} ${w.m[m === 1 ? 0 : 1]}`;
  if (y > 0 && m === 0) return yw;
  if (y === 0 && m > 0) return mw;
  return `${yw} ${mw}`;
}

/** getFormattingExperienceTotalDuration: the positions' lengths summed, '총 y년 M개월'. */
function total(w, jobs) {
  const n = jobs.reduce((s, j) => s + monthIndex(j.end ?? NOW) - monthIndex(j.start), 0);
  const y = Math.floor(n / 12);
  const m = n % 12;
  return `${w.total} ${y} ${w.y[y === 1 ? 0 : 1]} ${m} ${w.m[m === 1 ? 0 : 1]}`;
}

const LEVELS = [3, 2, 3, 1, 2];
const LEVEL_COLOR = { 3: 'primary', 2: 'secondary', 1: 'light' };

/** SkillRow's createCalculatedSkillItems: three columns, ceil(n / 3) items each, the last takes the rest. */
function skillColumns(items) {
  const split = Math.ceil(items.length / 3);
  const cols = [0, 1, 2].map((i) => items.slice(i * split, i === 2 ? undefined : (i + 1) * split));
  return cols
    .map(
      (col) =>
        `<div class="col-12 col-md-4"><ul>${col
          .map(
            ({ title, level }) =>
              `<li><span><span class="badge badge-${LEVEL_COLOR[level]} badge-pill">${level}</span> </span>${html(title)}</li>`,
          )
          .join('')}</ul></div>`,
    )
    .join('');
}

const hr = (index) => (index > 0 ? '<hr/>' : '');

function page(p) {
  const t = titlesOf(p.lang);
  const w = BADGE_WORDS[p.lang];
  let level = 0;
  const skills = p.skills
    .map(
      (g, i) =>
        `<div>${hr(i)}<div class="row"><div class="text-md-right col-sm-12 col-md-3"><h4 style="color:gray">${html(
          g.label ?? '',
        )}</h4></div><div class="col-sm-12 col-md-9"><div class="mt-2 mt-md-0 row">${skillColumns(
          g.items.map((title) => ({ title, level: LEVELS[level++ % LEVELS.length] })),
        )}</div> </div></div></div>`,
    )
    .join('');
  const experience = p.experience
    .map((j, i) => {
      const period = j.end ? `${ym(j.start)} ~ ${ym(j.end)}` : `${ym(j.start)} ~`;
      const current = j.end ? '' : `<span class="ml-1 badge badge-primary">${html(w.current)}</span>`;
      return `<div>${hr(i)}<div class="row"><div class="text-md-right col-sm-12 col-md-3"><h4 style="color:gray">${period}</h4></div><div class="col-sm-12 col-md-9"><h4 style="display:inline-flex;align-items:center">${html(
        j.company,
      )}<!-- --> <span style="font-size:65%;display:inline-flex;align-items:center">${current}<span class="ml-1 badge badge-info">${html(
        duration(w, j.start, j.end ?? NOW),
      )}</span></span></h4></div></div><div class="mt-2 row"><div class="text-md-right col-sm-12 col-md-3"></div><div class="col-sm-12 col-md-9"><i style="color:gray">${html(
        j.title,
      )}</i><ul class="pt-2">${j.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul></div></div></div>`;
    })
    .join('');
  const education = p.education
    .map(
      (e, i) =>
        `<div>${hr(i)}<div class="row"><div class="text-md-right col-sm-12 col-md-3"><div class="row"><div class="col-md-12"><h4 style="color:gray">${ym(
          [e.start, 9],
        )} ~ ${ym([
          e.end,
          6,
        ])}</h4></div></div></div><div class="col-sm-12 col-md-9"><h4>${html(e.institution)}</h4><i style="color:gray">${html(
          e.degree,
        )}</i></div></div></div>`,
    )
    .join('');
  const contact = (name, inner) =>
    `<div class="pb-2 row"><div class="text-right col-1">${icon(name)}</div><div class="col-auto">${inner}</div></div>`;
  return `<!DOCTYPE html><html lang="ko-KR"><head><meta charSet="utf-8"/>
<link href="${href('pretendard/pretendard.css')}" rel="stylesheet"/>
<meta name="viewport" content="width=device-width"/><meta charSet="utf-8"/>
<title>${html(fullName(p))}</title>
<link rel="stylesheet" href="${href('b081b4ab4bd19d13505c.css')}" data-n-g=""/>
<style>
@font-face { font-family: 'Parisienne'; font-style: normal; font-weight: 400; src: url('${href(
    'parisienne/parisienne-latin-ext-400-normal.woff2',
  )}') format('woff2'); unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF; }
@font-face { font-family: 'Parisienne'; font-style: normal; font-weight: 400; src: url('${href(
    'parisienne/parisienne-latin-400-normal.woff2',
  )}') format('woff2'); unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }
svg:not(:root).svg-inline--fa { overflow: visible; }
.svg-inline--fa { display: inline-block; font-size: inherit; height: 1em; overflow: visible; vertical-align: -0.125em; }
.svg-inline--fa.fa-w-16 { width: 1em; }
</style>
</head><body><div id="__next"><div style="font-family:Pretendard, sans-serif;font-weight:300;word-wrap:break-word;word-break:keep-all;line-height:1.8" class="container">
<div class="mt-5"><div class="row"><div class="col-sm-12 col-md-3"><div class="pb-3 text-md-right text-center"></div></div><div class="col-sm-12 col-md-9"><div class="row"><div class="text-center text-md-left col"><h1 style="color:#3c78d8">${html(
    fullName(p),
  )}<!-- --> <small></small></h1></div></div><div class="row"><div class="pt-3 col">${contact(
    'envelope',
    `<a href="mailto:${html(p.email)}" target="_blank" rel="noreferrer noopener">${html(p.email)}</a>`,
  )}${contact('phone', `<span>${html(p.phone.shown)}</span>`)}</div></div><div class="row"><div class="col"><div class="mt-3 alert alert-secondary fade show" role="alert">${html(
    p.headline,
  )}</div></div></div></div></div></div>
<div class="mt-5"><div class="row"><div class="col-sm-12 col-md-3"><h2 style="color:#3c78d8">${html(
    t.introduce,
  )}</h2></div><div class="col-sm-12 col-md-9"><p>${html(
    p.summary,
  )}</p><p class="text-right"><small>Latest Updated</small> <span class="badge badge-secondary">2026. 11. 02 (D+27)</span></p><p class="text-right" style="font-family:&#x27;Parisienne&#x27;, cursive;font-size:1.5em">${html(
    p.first,
  )}</p></div></div></div>
<div class="mt-5"><div class="row"><div class="col"><div class="pb-3 row"><div class="col"><h2><span style="color:#3c78d8">${html(
    t.skill,
  )}</span><small> ${icon('question-circle')}</small></h2></div></div>${skills}</div></div></div>
<div class="mt-5"><div class="row"><div class="col"><div class="pb-3 row"><div class="col"><h2 style="color:#3c78d8">${html(
    t.experience,
  )} <span style="font-size:50%"><span class="badge badge-secondary">${html(
    total(w, p.experience),
  )}</span></span></h2></div></div>${experience}</div></div></div>
<div class="mt-5"><div class="row"><div class="col"><div class="pb-3 row"><div class="col"><h2 style="color:#3c78d8"><span>${html(
    t.education,
  )}</span></h2></div></div><div class="row"><div class="col">${education}</div></div></div></div></div>
<div class="row"><div style="background-color:#f5f5f5;padding-left:0;padding-right:0;margin-top:50px;height:80px" class="col"><div class="text-center mt-4"><div class="row"><div class="col"><small>v.<!-- -->1.3.1 / <a href="https://github.com/uyu423/resume-nextjs" target="_blank" rel="noreferrer noopener">Github</a> / <!-- -->Thanks for <a href="https://blog.outsider.ne.kr/1234" target="_blank" rel="noreferrer noopener">Outsider</a></small></div></div></div></div></div>
</div></div></body></html>
`;
}

/** Slot 69 of generate.mjs's fixed slots. */
export const SLOT_69_HTML_FAMILIES = {
  'resume-nextjs-uyu423': {
    dateStyle: 'numeric',
    // Chrome's "Save as PDF": the stylesheet's @page size A3 (Bootstrap 4's print rules), default margins (about
    // 10 mm), no background graphics, 100 %. The format is given too: headless Chromium lays the page out (and
    // sizes its media queries) at the format's width even where the CSS page size wins, as the dialog does at A3.
    page: {
      format: 'A3',
      preferCSSPageSize: true,
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
    },
    html: page,
    waitForFonts: true,
  },
};
