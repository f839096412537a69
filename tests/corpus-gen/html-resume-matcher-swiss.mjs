// resume-matcher-swiss (SLOT_45_HTML_FAMILIES, re-exported by html-templates.mjs): the default résumé template
// of Resume Matcher, srbhr/Resume-Matcher (Apache-2.0, commit 82b758b), "Swiss Single Column" (its id
// swiss-single, "Traditional full-width layout with maximum content density"): a React component
// (components/resume/resume-single-column.tsx) inside the Resume wrapper (components/dashboard/
// resume-component.tsx), styled by two CSS modules (styles/_base.module.css with styles/_tokens.css, and
// styles/swiss-single.module.css) and Tailwind 4 utility classes, shown by the Next.js print route
// app/print/resumes/[id]/page.tsx, which the backend (app/pdf.py) prints with Playwright's Chromium:
// page.pdf(format 'A4', print_background True, margins 10 mm on every side, the settings' defaults), the CSS
// padding zeroed because the PDF margins replace it. Vendored in templates/resume-matcher-swiss/: those
// components and the print page with a .txt suffix (kept out of the tests' tsc), safe-html.tsx and
// template-settings.ts the same way, the three CSS files and the app's globals.css unchanged, its licence, and
// tailwind.css: globals.css built by tailwindcss 4.3.5 (this repository's node_modules; the app asks for ^4)
// for the utility classes these components use (its tw-animate-css import and @source line left out: no
// animation is used, and the classes are listed instead of scanned).
//
// The page is the DOM React renders for a ResumeData filled from the person's record the way the app's own
// sample (backend app/prompts/templates.py, "John Doe") is: the CSS-module class names scoped by a prefix
// (base_…, swiss_…) as CSS Modules hash them, so the print rules globals.css writes for the bare names match
// nothing, as in the app; default settings (14 px base, serif headings, sans-serif body, monospace dates and
// contacts, no contact icons). One column: a centred header over a grey rule, the name in upper-case bold
// serif (CSS text-transform), the headline in small upper-case monospace under it, then one centred line of
// "email , phone , City, Country" (the template's comma spans between the items; the e-mail a mailto link,
// the phone a tel: link). Then sections, each an upper-case serif title over a grey rule, in the default
// order: the summary (justified); the experience, each job its bold title at the left with "Mon YYYY - Mon
// YYYY" (as the sample's "Jan 2020 - Present"; the language's word for now otherwise) right-aligned in small
// grey monospace on the same line, the company at the left and the job's city at the right on the next
// (semibold grey), then "• " bullets in smaller type; the education, each school bold with "YYYY - YYYY"
// right-aligned, the degree under it (no place for its city); no projects; then "Skills & Awards", a
// row "Technical Skills:" (bold, in a 8 rem column) beside every skill of every group joined by ", " (the
// template has no categories) and a row "Languages:" beside the spoken languages. Section titles are the
// app's English words ("Summary", "Experience", "Education", "Skills & Awards") for English speakers, its
// locale's for Spanish and Portuguese (it has es and pt-BR), and for the others (the app has no fr, de or it)
// the person's own words, as the builder lets a user rename a section; the two row labels are the app's
// words of the locale (English for fr, de and it: they are not renamable).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, allSkills, fullName, showDate } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'resume-matcher-swiss');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A CSS module as CSS Modules serve it: its local class names scoped by `prefix`, :global(x) unwrapped, its
 * @import of _tokens.css inlined (scoped the same way).
 */
function cssModule(file, prefix) {
  const read = (f) => readFileSync(path.join(DIR, 'styles', f), 'utf8');
  const text = read(file).replace("@import './_tokens.css';", read('_tokens.css'));
  // Odd parts are :global(x) selectors (kept as x), even parts are scoped.
  return text
    .split(/:global\(([^)]*)\)/)
    .map((part, k) => (k % 2 ? part : part.replace(/\.([a-zA-Z][\w-]*)/g, `.${prefix}$1`)))
    .join('');
}

/** styles/_base.module.css's names as `baseStyles[name]` gives them. */
const base = (name) => `base_${name}`;

/** The app's words (messages/*.json: resume.sections, resume.additionalLabels) where it has the locale. */
const APP_WORDS = {
  en: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills & Awards',
    technicalSkills: 'Technical Skills:',
    languages: 'Languages:',
  },
  es: {
    summary: 'Resumen',
    experience: 'Experiencia',
    education: 'Educación',
    skills: 'Habilidades y Premios',
    technicalSkills: 'Habilidades técnicas:',
    languages: 'Idiomas:',
  },
  pt: {
    summary: 'Resumo',
    experience: 'Experiência',
    education: 'Formação',
    skills: 'Habilidades e Prêmios',
    technicalSkills: 'Habilidades Técnicas:',
    languages: 'Idiomas:',
  },
};

/** Section titles and row labels for a person (see the header comment). */
function words(lang) {
  if (APP_WORDS[lang]) return APP_WORDS[lang];
  const h = HEADINGS[lang];
  return {
    ...APP_WORDS.en,
    summary: h.summary,
    experience: h.experience,
    education: h.education,
    skills: h.skills,
  };
}

/** settingsToCssVars(DEFAULT_TEMPLATE_SETTINGS) with the print page's zeroed margins. */
const CSS_VARS = [
  ['--section-gap', '1rem'],
  ['--item-gap', '0.25rem'],
  ['--line-height', '1.35'],
  ['--font-size-base', '14px'],
  ['--header-scale', '2'],
  ['--section-header-scale', '1.2'],
  ['--header-font', 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif'],
  ['--body-font', 'ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"'],
  ['--margin-top', '0mm'],
  ['--margin-bottom', '0mm'],
  ['--margin-left', '0mm'],
  ['--margin-right', '0mm'],
  ['--resume-accent-primary', '#1D4ED8'],
  ['--resume-accent-light', '#DBEAFE'],
]
  .map(([k, v]) => `${k}:${v}`)
  .join(';');

/** renderContactDetail(label, value, hrefPrefix) without icons. */
function contact(value, hrefPrefix) {
  const inner = hrefPrefix
    ? `<a href="${html(hrefPrefix + value)}" target="_blank" rel="noopener noreferrer" class="${base('resume-link')} hover:underline">${html(value)}</a>`
    : `<span style="color:var(--resume-text-primary)">${html(value)}</span>`;
  return `<span class="inline-flex items-center gap-1">${inner}</span>`;
}

const comma = `<span class="${base('text-muted')}">,</span>`;

/** SafeHtml around a bullet's text. */
const safe = (text) => `<span class="[&amp;_a]:text-inherit [&amp;_a]:underline">${html(text)}</span>`;

const sectionTitle = (title) => `<h3 class="${base('resume-section-title')}">${html(title)}</h3>`;

function cvPage(p) {
  const w = words(p.lang);
  const a = p.address;
  const years = (j) =>
    `${showDate(j.start, 'short')} - ${j.end ? showDate(j.end, 'short') : PRESENT_WORD[p.lang]}`;
  const experience = p.experience
    .map(
      (j) =>
        `<div class="${base('resume-item')}"><div><div class="flex justify-between items-baseline ${base(
          'resume-row-tight',
        )}"><h4 class="${base('resume-item-title')}">${html(j.title)}</h4><span class="${base(
          'resume-date',
        )} ml-4">${html(years(j))}</span></div><div class="flex justify-between items-center ${base(
          'resume-row',
        )} ${base('resume-item-subtitle')}"><span>${html(j.company)}</span><span>${html(
          j.city,
        )}</span></div></div><ul class="ml-4 ${base('resume-list')} ${base('resume-text-sm')}">${j.bullets
          .map(
            (b) =>
              `<li class="flex"><span class="mr-1.5 flex-shrink-0">•&nbsp;</span><span>${safe(b)}</span></li>`,
          )
          .join('')}</ul></div>`,
    )
    .join('');
  const education = p.education
    .map(
      (e) =>
        `<div class="${base('resume-item')}"><div><div class="flex justify-between items-baseline ${base(
          'resume-row-tight',
        )}"><h4 class="${base('resume-item-title')}">${html(e.institution)}</h4><span class="${base(
          'resume-date',
        )} ml-4">${e.start} - ${e.end}</span></div><div class="flex justify-between ${base(
          'resume-item-subtitle',
        )} ${base('resume-row-tight')}"><span>${html(e.degree)}</span></div></div></div>`,
    )
    .join('');
  const row = (label, items) =>
    `<div class="flex"><span class="font-bold w-32 shrink-0">${html(label)}</span><span>${html(
      items.join(', '),
    )}</span></div>`;
  const header = `<header class="text-center ${base('resume-header')} border-b" style="border-color:var(--resume-border-primary)"><h1 class="${base(
    'resume-name',
  )} tracking-tight uppercase mb-1">${html(fullName(p))}</h1><h2 class="${base('resume-title')} ${base(
    'resume-meta',
  )} tracking-wide uppercase mb-3">${html(p.headline)}</h2><div class="flex flex-wrap justify-center gap-x-1 gap-y-1 ${base(
    'resume-meta',
  )}">${contact(p.email, 'mailto:')}${comma}${contact(p.phone.shown, 'tel:')}${comma}${contact(
    `${a.city}, ${a.country}`,
    '',
  )}</div></header>`;
  const sections = [
    `<div class="${base('resume-section')}">${sectionTitle(w.summary)}<p class="text-justify ${base(
      'resume-text',
    )}">${html(p.summary)}</p></div>`,
    `<div class="${base('resume-section')}">${sectionTitle(w.experience)}<div class="${base(
      'resume-items',
    )}">${experience}</div></div>`,
    `<div class="${base('resume-section')}">${sectionTitle(w.education)}<div class="${base(
      'resume-items',
    )}">${education}</div></div>`,
    `<div class="${base('resume-section')}">${sectionTitle(w.skills)}<div class="${base('resume-stack')} ${base(
      'resume-text-sm',
    )}">${row(w.technicalSkills, allSkills(p))}${row(w.languages, p.languages.split(', '))}</div></div>`,
  ].join('');
  return `<!DOCTYPE html>
<html lang="en-US" class="h-full">
  <head>
    <meta charset="utf-8" />
    <title>Resume Matcher</title>
    <link rel="stylesheet" href="${href('tailwind.css')}" />
    <style>
${cssModule('_base.module.css', 'base_')}
${cssModule('swiss-single.module.css', 'swiss_')}
    </style>
  </head>
  <body class="antialiased bg-background text-ink-soft min-h-full">
    <div class="resume-print bg-white"><div class="${base(
      'resume-body',
    )} bg-white text-black w-full mx-auto resume-template-swiss-single" style="${html(
      CSS_VARS,
    )}"><div class="swiss_container">${header}${sections}</div></div></div>
  </body>
</html>
`;
}

/** Slot 45 of generate.mjs's fixed slots. */
export const SLOT_45_HTML_FAMILIES = {
  'resume-matcher-swiss': {
    dateStyle: 'short',
    // Its backend's app/pdf.py: page.pdf(format 'A4', print_background True, the settings' 10 mm margins).
    page: {
      format: 'A4',
      printBackground: true,
      margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' },
    },
    html: cvPage,
  },
};
