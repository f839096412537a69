// endfield-cv-yueplus (SLOT_85_HTML_FAMILIES, re-exported by html-templates.mjs): "Astro Resume-CV", Yue-plus's
// "modern, responsive personal résumé template built on the Astro framework" (Yue-plus/astro-resume-CV, MIT, branch
// main, commit e220267, 2025-12-12), its one built-in theme "endfield" (src/themes/endfield/: components and widgets
// drawn after the game Arknights: Endfield's interface) in Tailwind CSS 4 utilities over src/styles/global.css (the
// theme's three colours and a gradient). All the data sits in src/CV.ts and in the components. The site has a screen
// page (index.astro: one long sheet) and a print page (src/pages/print.astro, the "打印简历" button's target): two
// fixed A4 sheets (PaperA4, 210 × 297 mm, 12.7 mm padding, overflow hidden) in a wrapping flex row, the first holding
// the basic information, job expectations, education and work experience, the second the projects, the skills and a
// QR code; the page calls window.print() itself and the screen page's note says how to print it: "no margins; no
// headers or footers; print background graphics" (A4). That is done here: Chrome's "Save as PDF" with margins None,
// background graphics on, A4, 100 %.
//
// The layout (the widgets): each sheet white with the theme's decorations behind the text (a grey corner ornament
// at the top right and one at the bottom left, PNGs; a dotted texture fading in at the bottom, a PNG under a CSS
// mask; a small barcode-like SVG at the bottom left). The basic information: the name very large (text-6xl, weight
// 900) between grey square brackets, beside it a column of tags, each a black key cell with white bold text (邮箱,
// 手机) joined to a light grey value cell; under them a 4 px rule in the theme's purple, yellow and green, then the
// introduction as a paragraph. Each section title a row: a tiny grey "▼ // YueZone" over a grey bar holding an arrow
// icon, then the title (text-4xl, semibold). Job expectations: bold "内容：" and "薪资：" labels before their text.
// Education: the school (text-2xl, bold), the major (text-2xl, medium) and the years ("2022-2025", text-xl) in the
// title's row, then disc bullets (awards). Work experience: per job a row of the company (text-3xl, semibold), the
// position (text-2xl, medium, grey 800) and the time (text-2xl, medium, grey 500), then its description paragraph.
// Skills: one row a group, its label (w-28, text-xl, bold) before wrapping grey rounded-full badges (text-xs, an
// optional devicon icon before the text), groups parted by a grey-to-transparent 1 px rule; the author's spoken
// languages are badges of the "其他" (other) row.
//
// Nothing of the template is run: print.astro, Layout.astro, global.css, the components and widgets were read, and
// this file writes the HTML Astro builds from print.astro with CV.ts and the components filled with the person
// (without Astro's scoping attributes and the Tag's copy-to-clipboard script; inlined SVG components as Astro
// inlines them; the PNGs as file: URLs, Astro's <Image> without its loading="lazy"). The CSS is
// templates/endfield-cv-yueplus/tailwind.css: what Tailwind CSS 4.3.5 (the template asks for ^4.1.17) writes from
// global.css for the class names of the pages this file makes (preflight, theme variables, utilities; its default
// sans-serif stack put back to 4.1.17's, the version the template's lockfile pins), made by
// `node tests/corpus-gen/html-endfield-cv-yueplus.mjs --css` (needs tailwindcss and @tailwindcss/node, web/'s
// dependencies). The decorations (subpage-deco-rt.png, subpage-deco-lb.png, points-bg.png) are the repository's,
// read from templates/endfield-cv-yueplus/ (not committed, see SOURCE.md; the repository's LICENSE is). No font is named by the template (Tailwind's
// default sans-serif stack): Chromium here takes the system's sans-serif, Noto Sans (fonts-noto-core; Regular and
// Bold, heavier weights synthesised), where the author's Windows PDF has Microsoft YaHei.
//
// Filled as CV.ts and the components are: NAME the full name; the contact tags the e-mail and the phone as shown,
// their keys in the person's language ("Email", "Phone"), and, in the same tag style, a third tag for the address
// ("street, city line, country"; the template has none); the QQ/WeChat note and tags left out (the records have
// none). INTRODUCTION the summary. Job expectations (section title "Desired position" in the person's language) one
// line, the bold label "Position:" before the headline (the sample's "内容：" line; no salary line, the records
// have none). Education: the first school in the title's row as the sample's (school, degree as the major, years
// "YYYY-YYYY"), any further school a row of the same three spans under it; no award bullets (the records have
// none). Work experience: one WorkExperienceSection a job, company, position the job title, time "YYYY.MM -
// YYYY.MM" (the template's own dates: the projects' "2020.03 - 至今", the person's language's word for now), and,
// as a fourth span of the time's style, the job's town; the bullets one paragraph each in the section's slot (the
// sample writes one paragraph of clauses). No projects section and no QR code (the records have neither). Skills:
// one row a labelled group, its skills badges without icons (the template's Icon null); a flat list one row of
// badges without a label; then a row labelled with the person's language's "Languages", one badge a spoken
// language "English (native)" (the author's spoken languages are badges too). Section titles are the person's
// language's headings (the template's are Chinese text in the components). The first sheet holds the basic
// information, job expectations, education and work experience, the second the skills, as print.astro splits them.
//
// Changes from the template, as few as could be: Latin names, companies and addresses are much wider than the
// sample's Chinese ones, so the rows that would run off the sheet (the name beside the tags; the education title's
// row and its school row; each job's row) get flex-wrap (their gaps kept), so that their items go to the next line
// instead of being cut off by the sheet's overflow: hidden; a skill group's label is at least (min-w-28), not
// exactly (w-28), 7 rem wide, so that a long label ("Visualização") is not overlapped by its first badge.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, PERSONS, cityLine, fullName, spokenLanguages } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'endfield-cv-yueplus');
const asset = (name) => pathToFileURL(path.join(DIR, name)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words the template writes in Chinese, in the person's language. */
const WORDS = {
  en: {
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    expect: 'Desired Position',
    position: 'Position:',
  },
  fr: {
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    expect: 'Poste recherché',
    position: 'Poste :',
  },
  de: {
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
    expect: 'Wunschposition',
    position: 'Position:',
  },
  es: {
    email: 'Correo',
    phone: 'Teléfono',
    address: 'Dirección',
    expect: 'Puesto deseado',
    position: 'Puesto:',
  },
  pt: {
    email: 'E-mail',
    phone: 'Telefone',
    address: 'Endereço',
    expect: 'Cargo pretendido',
    position: 'Cargo:',
  },
  it: {
    email: 'E-mail',
    phone: 'Telefono',
    address: 'Indirizzo',
    expect: 'Posizione desiderata',
    position: 'Posizione:',
  },
};

/** "YYYY.MM", the template's dates. */
const ym = ([y, m]) => `${y}.${String(m).padStart(2, '0')}`;

const ARROW = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 23 23" class="h-4 w-auto m-1 inline-block">
    <path fill-rule="evenodd" fill="currentColor"
        d="M2.673,22.418 L2.673,19.398 L17.146,19.398 L0.740,2.992 L2.875,0.857 L19.280,17.263 L19.280,2.791 L22.300,2.791 L22.300,22.418 L2.673,22.418 Z">
    </path>
</svg>`;

const DECO_LB_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 103 25" class="w-24 absolute bottom-24 text-gray-500 select-none -z-1" style="filter:
            drop-shadow(rgb(255, 255, 255) 0px 0px 0.25rem)
            drop-shadow(rgb(255, 255, 255) 0px 0px 0.5rem)
            drop-shadow(rgb(255, 255, 255) 0px 0px 0.5rem)
        ">
    <path fill-rule="evenodd" fill="currentColor"
        d="M100.406,10.133 L100.406,7.433 L103.000,7.433 L103.000,10.133 L100.406,10.133 ZM71.886,7.433 L97.813,7.433 L97.813,10.133 L71.886,10.133 L71.886,7.433 ZM79.428,0.999 L87.445,0.999 L87.445,3.699 L79.428,3.699 L79.428,0.999 ZM71.886,0.999 L77.074,0.999 L77.074,3.699 L71.886,3.699 L71.886,0.999 ZM32.999,7.433 L69.296,7.433 L69.296,10.133 L32.999,10.133 L32.999,7.433 ZM45.960,0.999 L69.296,0.999 L69.296,3.699 L45.960,3.699 L45.960,0.999 ZM32.999,0.999 L43.370,0.999 L43.370,3.699 L32.999,3.699 L32.999,0.999 ZM0.975,0.479 L25.125,0.479 L25.125,24.629 L0.975,24.629 L0.975,0.479 ZM2.105,23.499 L23.994,23.499 L23.994,1.610 L2.105,1.610 L2.105,23.499 ZM7.240,7.544 L8.039,6.744 L18.860,17.565 L18.060,18.364 L7.240,7.544 ZM35.593,16.566 L32.999,16.566 L32.999,13.867 L35.593,13.867 L35.593,16.566 ZM35.593,23.000 L32.999,23.000 L32.999,20.301 L35.593,20.301 L35.593,23.000 ZM48.554,16.566 L38.183,16.566 L38.183,13.867 L48.554,13.867 L48.554,16.566 ZM74.480,13.867 L74.480,16.566 L51.148,16.566 L51.148,13.867 L74.480,13.867 ZM74.480,23.000 L38.183,23.000 L38.183,20.301 L74.480,20.301 L74.480,23.000 ZM82.258,16.566 L77.074,16.566 L77.074,13.867 L82.258,13.867 L82.258,16.566 ZM89.543,16.566 L84.359,16.566 L84.359,13.867 L89.543,13.867 L89.543,16.566 Z">
    </path>
</svg>`;

const BLOCK_BG = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 217 217"><path d="M 0 0 L 1 1 h 217 M 1 1 v 217 M 1 1 L 217 217" stroke="#000" stroke-width="2" /></svg>',
)}`;

/** PaperTexture.astro. */
const PAPER_TEXTURE = `<img src="${asset('subpage-deco-rt.png')}" alt="deco-rt" width="628" height="374" decoding="async" class="absolute right-0 top-0 select-none -z-1"><img src="${asset(
  'subpage-deco-lb.png',
)}" alt="deco-lb" width="689" height="690" decoding="async" class="absolute left-0 bottom-0 select-none -z-1"><footer class="h-150 absolute right-0 left-0 bottom-0 opacity-8 select-none -z-1" style="background-image:url(${asset(
  'points-bg.png',
)});mask-image:linear-gradient(transparent 0px, transparent 50%, black 90%, black);background-position:center bottom"></footer>${DECO_LB_SVG}`;

/** PaperA4.astro. */
const paperA4 = (body) =>
  `<main class="w-[210mm] h-[297mm] p-[12.7mm] shrink-0 pb-48 bg-white shadow-2xl print:shadow-none overflow-hidden relative z-0">${PAPER_TEXTURE}${body}</main>`;

/** Title.astro (wrap: flex-wrap on the row, see the header comment). */
const title = (text, slot = '', wrap = false) => `<div class="my-2 flex${wrap ? ' flex-wrap' : ''} gap-4">
    <div class="flex flex-col items-stretch justify-center select-none">
        <span class="text-[.4rem] text-gray-400">▼ // YueZone</span>
        <div class="w-16 text-right text-gray-800 bg-gray-300">
            ${ARROW}
        </div>
    </div>

    <h2 class="text-4xl font-semibold">${html(text)}</h2>
    ${slot}
</div>`;

/** Tag.astro. */
const tag = (key, value) => `<div class="h-full flex leading-5 font-sans">
    <div class="px-8 bg-gray-950 text-white font-bold">${html(key)}</div>
    <div class="tag-content w-max bg-gray-50 text-gray-950 text-center pl-3 pr-9 hover:bg-gray-200 cursor-pointer duration-300" data-value="${html(
      value,
    )}">
        ${value}
    </div>
</div>`;

/** Badge.astro without an icon. */
const badge = (text) =>
  `<span class="text-xs inline-flex items-center gap-1 bg-gray-100 rounded-full px-3 py-1 text-gray-700">${html(
    text,
  )}</span>`;

/** The print page for one person. */
export function page(p) {
  const h = HEADINGS[p.lang];
  const w = WORDS[p.lang];
  const name = fullName(p);
  const address = `${p.address.street}, ${cityLine(p.address)}, ${p.address.country}`;

  const basic = `<div>
    <div class="inline-flex flex-wrap gap-8 items-end">
        <h1 class="text-6xl font-black">
    <span class="text-4xl text-gray-500 select-none">[</span>
    ${html(name)}
    <span class="text-4xl text-gray-500 select-none">]</span>
</h1>
        <div class="flex flex-col gap-1.5 items-stretch">
    ${tag(w.email, `<a href="mailto:${html(p.email)}">${html(p.email)}</a>`)}
    ${tag(w.phone, `<a href="tel:${html(p.phone.shown)}">${html(p.phone.shown)}</a>`)}
    ${tag(w.address, html(address))}
</div>
    </div>
    <hr class="h-1 mt-4 mb-3 border-0 bg-linear-(--end-gradient-x)">
    <div>${html(p.summary)}</div>
</div>`;

  const expectations = `<div>
    ${title(w.expect)}
    <p>
        <span class="font-extrabold">${html(w.position)}</span>
        ${html(p.headline)}
    </p>
</div>`;

  const school = (e) => `<p class="inline-flex flex-wrap items-end gap-4">
            <span class="text-2xl font-bold">${html(e.institution)}</span>
            <span class="text-2xl font-medium">${html(e.degree)}</span>
            <span class="text-xl">${e.start}-${e.end}</span>
        </p>`;
  const [first, ...others] = p.education;
  const education = `<div>
    ${title(h.education, school(first), true)}
    ${others.map((e) => `<div>${school(e)}</div>`).join('\n    ')}
</div>`;

  const job = (j) => `<div>
    <div class="mt-2 inline-flex flex-wrap items-end gap-4">
        <h3 class="font-semibold text-3xl">${html(j.company)}</h3>
        <p class="text-2xl font-medium text-gray-800">${html(j.title)}</p>
        <p class="text-2xl font-medium text-gray-500">${ym(j.start)} - ${j.end ? ym(j.end) : html(PRESENT_WORD[p.lang])}</p>
        <p class="text-2xl font-medium text-gray-500">${html(j.city)}</p>
    </div>
    ${j.bullets.map((b) => `<p>${html(b)}</p>`).join('\n    ')}
</div>`;
  const work = `<div>
    ${title(h.experience)}
    ${p.experience.map(job).join('\n    ')}
</div>`;

  const groups = [
    ...p.skills.map((g) => ({ label: g.label, list: g.items })),
    {
      label: h.languages,
      list: spokenLanguages(p).map((l) => (l.level ? `${l.name} (${l.level})` : l.name)),
    },
  ];
  const skills = `<div class="relative">
    ${title(h.skills)}
    <ul>
        ${groups
          .map(
            ({ label, list }, index, array) => `<li class="flex gap-2 items-center">
                        ${label ? `<span class="min-w-28 pl-1 font-bold text-xl shrink-0">${html(label)}</span>` : ''}
                        <div class="inline-flex flex-wrap gap-1">
                            ${list.map(badge).join('')}
                        </div>
                    </li>${
                      index !== array.length - 1
                        ? '<hr class="w-full h-px my-1 border-0 bg-linear-to-r from-gray-400 to-transparent">'
                        : ''
                    }`,
          )
          .join('')}
    </ul>
</div>`;

  const css = readFileSync(path.join(DIR, 'tailwind.css'), 'utf8');
  return `<!DOCTYPE html><html lang="${p.lang}" class="w-full h-full print:h-auto"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><title>${html(
    name,
  )}</title><style>${css}</style></head> <body class="m-0 w-full h-full print:h-auto"> <div class="fixed top-0 left-0 w-full h-full bg-size-[12.8125rem_12.8125rem] opacity-5 select-none print:hidden -z-1" style="background-image:url(&quot;${BLOCK_BG}&quot;)"></div> <div class="min-w-[210mm] flex flex-wrap sm:gap-8 lg:gap-24 justify-center lg:py-24 print:py-0"> ${paperA4(
    `${basic} ${expectations} ${education} ${work}`,
  )} ${paperA4(skills)} </div> </body></html>
`;
}

/** global.css as the template has it. */
const GLOBAL_CSS = `@import "tailwindcss";

@theme {
    --color-end-purple: #ff00f0;
    --color-end-yellow: #fffa00;
    --color-end-green: #00ffa2;

    --end-gradient-x:
        90deg,
        var(--color-end-purple) 20%,
        var(--color-end-yellow) 0,
        var(--color-end-yellow) 46%,
        var(--color-end-green) 0;
}`;

/** Writes templates/endfield-cv-yueplus/tailwind.css from the class names of every person's page. */
async function writeCss() {
  const { compile } = await import('@tailwindcss/node');
  writeFileSync(path.join(DIR, 'tailwind.css'), '');
  const candidates = new Set();
  for (const p of PERSONS)
    for (const m of page(p).matchAll(/class="([^"]*)"/g))
      for (const c of m[1].split(/\s+/)) if (c) candidates.add(c);
  const compiler = await compile(GLOBAL_CSS, { base: DIR, onDependency: () => {} });
  // Tailwind 4.3's sans-serif stack (-apple-system … Roboto … "Noto Sans", Arial) back to the one of 4.1.17, the
  // version the template's pnpm-lock.yaml pins.
  const css = compiler
    .build([...candidates].sort())
    .replace(
      /-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue",\s*"Noto Sans", Arial, sans-serif,/g,
      'ui-sans-serif, system-ui, sans-serif,',
    );
  if (/Roboto/.test(css)) throw new Error('tailwind.css: the font stack was not replaced');
  writeFileSync(path.join(DIR, 'tailwind.css'), css);
}

if (process.argv[2] === '--css' && import.meta.url === pathToFileURL(process.argv[1]).href) await writeCss();

/** Slot 85 of generate.mjs's fixed slots. */
export const SLOT_85_HTML_FAMILIES = {
  'endfield-cv-yueplus': {
    dateStyle: 'iso',
    // Chrome's "Save as PDF" as the screen page says: A4, margins None, no headers and footers, background graphics.
    page: { format: 'A4', margin: { top: '0', bottom: '0', left: '0', right: '0' }, printBackground: true },
    html: page,
  },
};
