// minimalist-cv-jarocki (SLOT_17_HTML_FAMILIES, re-exported by html-templates.mjs): Bartosz Jarocki's
// "minimalist cv" (BartoszJarocki/cv, MIT, commit b9c9c2b), a Next.js 16 + React 19 app with Tailwind CSS 3
// and shadcn/ui components that renders one résumé from src/data/resume-data.ts (its own data shape, not JSON
// Resume) with a print-friendly layout. Its build cannot run here, so the page is the markup its React
// components render (src/app/page.tsx, layout.tsx, components/header, summary, work-experience, education,
// skills, ui/card, ui/badge, ui/section, avatar), written out here with the class lists its cn() helper
// (tailwind-merge) leaves; its CSS is its globals.css and tailwind.config.js built by tailwindcss 3.4.17 with
// tailwindcss-animate 1.0.7 (its lockfile's versions) over its own src/ (templates/minimalist-cv-jarocki/
// tailwind.css); Geist and Geist Mono are the variable woff2 files of the geist 1.7.0 package (OFL) that its
// next/font declarations load; the globe icon is lucide-react 0.474.0's (ISC), drawn as lucide draws it.
// Left out: the JSON-LD script (not rendered), the command menu and the icon buttons of the contacts and
// social links (print:hidden), the analytics, and the "Side projects" grid (the people have no projects;
// with an empty list it would still print its heading). The person has no photo, so the avatar is what the
// component shows when there is none: the initials in a grey rounded square. No website, so the print
// contact line is "e-mail / phone".
//
// Printed as Chrome's "Save as PDF" (A4, default margins of about 10 mm, 100 %) with "Background graphics"
// ticked, since the skill badges are white on near-black (without backgrounds they would print white on
// white). The page then lays out 718 px wide, the template's sm layout with its print rules: one column,
// header with the name (3xl, bold), the headline in monospace, the globe icon and "City, Country", the
// underlined "e-mail / phone", the initials box on the right; then bold section titles ("About", "Work
// Experience", "Education", "Skills" in English, the person's language otherwise): each job the company in
// bold with its city as a grey badge beside it and "YYYY - YYYY" (or "Present", the component's own word)
// right-aligned in grey on its line, the job title in bold monospace under it, the first bullet as the
// description and the rest as a disc list in small grey monospace; each school its name in bold with
// "YYYY - YYYY" right-aligned, the degree under it; the skills as one run of dark badges (no categories).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'minimalist-cv-jarocki');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The template's English headings for English people, the person's language's otherwise. */
function headings(lang) {
  if (lang === 'en')
    return { summary: 'About', experience: 'Work Experience', education: 'Education', skills: 'Skills' };
  return HEADINGS[lang];
}

/** lucide-react's <GlobeIcon className="size-3" aria-hidden="true" />. */
const GLOBE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-globe size-3" aria-hidden="true"><circle cx="12" cy="12" r="10"></circle><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"></path><path d="M2 12h20"></path></svg>';

const BADGE =
  'inline-flex items-center rounded-md border px-2 py-0.5 font-semibold font-mono transition-colors focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2 text-nowrap';
const WORK_BADGE = `${BADGE} border-transparent bg-secondary text-secondary-foreground hover:bg-secondary/60 align-middle text-xs print:px-1 print:py-0.5 print:text-[8px] print:leading-tight`;
const SKILL_BADGE =
  'inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-semibold font-mono transition-colors focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2 text-nowrap border-transparent bg-primary/80 text-primary-foreground hover:bg-primary/60 print:text-[10px]';

/** work-experience.tsx's BadgeList. */
const badgeList = (cls, badges) =>
  badges.length === 0
    ? ''
    : `<ul class="${cls}" aria-label="Technologies used">${badges
        .map((b) => `<li><div class="${WORK_BADGE}">${html(b)}</div></li>`)
        .join('')}</ul>`;

/** The person's job as resume-data.ts's `work` entry: its city as the badge (the example's "On Site"), the
 * first bullet as the description and the others as highlights. */
function job(j) {
  const badges = [j.city].filter(Boolean);
  const [description = '', ...highlights] = j.bullets;
  const start = String(j.start[0]);
  const end = j.end ? String(j.end[0]) : 'Present';
  return `<article><div class="rounded-lg border border-muted bg-card text-card-foreground border-none py-1 print:py-0"><div class="flex flex-col space-y-1.5 print:space-y-1"><div class="flex items-center justify-between gap-x-2 text-base"><h3 class="inline-flex items-center justify-center gap-x-1 font-semibold leading-none print:text-sm"><a class="hover:underline" target="_blank" rel="noopener noreferrer" aria-label="${html(j.company)} company website">${html(j.company)}</a>${badgeList('list-none p-0 hidden gap-x-1 sm:inline-flex', badges)}</h3><div class="text-sm tabular-nums text-gray-500" title="Employment period: ${start} to ${end}">${start} - ${end}</div></div><h4 class="font-mono text-sm font-semibold leading-none print:text-[12px]">${html(j.title)}</h4></div><div class="text-pretty font-mono text-sm text-muted-foreground"><div class="mt-2 text-xs text-foreground/80 print:mt-1 print:text-[10px] text-pretty">${html(description)}${
    highlights.length > 0
      ? `<ul class="list-inside list-disc">${highlights.map((h) => `<li>${html(h)}</li>`).join('')}</ul>`
      : ''
  }</div><div class="mt-2">${badgeList('inline-flex list-none p-0 -mx-2 flex-wrap gap-1 sm:hidden', badges)}</div></div></div></article>`;
}

function school(e) {
  const id = `education-${e.institution.toLowerCase().replace(/\s+/g, '-')}`;
  return `<article><div class="rounded-lg border border-muted bg-card text-card-foreground border-none"><div class="flex flex-col space-y-1.5"><div class="flex items-center justify-between gap-x-2 text-base"><h3 class="font-semibold leading-none" id="${html(id)}">${html(e.institution)}</h3><div class="text-sm tabular-nums text-gray-500" title="Period: ${e.start} to ${e.end}">${e.start} - ${e.end}</div></div></div><div class="text-pretty font-mono text-sm mt-2 text-foreground/80 print:text-[12px]" aria-labelledby="${html(id)}">${html(e.degree)}</div></div></article>`;
}

function minimalistCv(p) {
  const h = headings(p.lang);
  const name = fullName(p);
  const a = p.address;
  const location = `${a.city}, ${a.country}`;
  const initials = `${p.first[0]}${p.last[0]}`;
  const tel = p.phone.shown;
  const skills = p.skills.flatMap((g) => g.items);
  const section = (id, title, body) =>
    `<section class="flex min-h-0 flex-col gap-y-3 print:gap-y-1"><h2 class="text-xl font-bold" id="${id}">${html(title)}</h2>${body}</section>`;
  return `<!DOCTYPE html>
<html lang="${p.lang}" class="geist-sans-variable geist-mono-variable">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
<title>${html(name)} - Resume</title>
<link rel="stylesheet" href="${href('fonts.css')}">
<link rel="stylesheet" href="${href('tailwind.css')}">
</head>
<body>
<main class="container relative mx-auto scroll-my-12 overflow-auto p-4 print:p-11 md:p-16" id="main-content">
<div class="sr-only"><h1>${html(name)}'s Resume</h1></div>
<section class="mx-auto w-full max-w-2xl space-y-8 bg-white print:space-y-4 dark:bg-background" aria-label="Resume Content">
<div class="animate-fade-in" style="animation-delay:0ms"><header class="flex items-center justify-between"><div class="flex-1 space-y-1.5"><h1 class="text-3xl font-bold tracking-tight" id="resume-name">${html(name)}</h1><p class="max-w-md text-pretty font-mono text-sm text-foreground/80 print:text-[12px]">${html(p.headline)}</p><p class="max-w-md items-center text-pretty font-mono text-xs text-foreground"><a class="inline-flex gap-x-1.5 align-baseline leading-none hover:underline" href="https://www.google.com/maps/place/${encodeURIComponent(a.city)}" target="_blank" rel="noopener noreferrer" aria-label="Location: ${html(location)}">${GLOBE}${html(location)}</a></p><div class="hidden gap-x-2 font-mono text-sm text-foreground/80 print:flex print:text-[12px]"><a class="underline hover:text-foreground/70" href="mailto:${html(p.email)}">${html(p.email)}</a><span aria-hidden="true">/</span><a class="underline hover:text-foreground/70" href="tel:${html(tel)}">${html(tel)}</a></div></div><div class="relative flex shrink-0 overflow-hidden rounded-xl bg-muted size-28 ring-1 ring-muted"><div class="flex h-full w-full items-center justify-center text-lg font-semibold">${html(initials)}</div></div></header></div>
<div class="space-y-8 print:space-y-4">
<div class="animate-fade-in" style="animation-delay:75ms">${section('about-section', h.summary, `<div class="text-pretty font-mono text-sm text-foreground/80 print:text-[12px]">${html(p.summary)}</div>`)}</div>
<div class="animate-fade-in" style="animation-delay:150ms">${section('work-experience', h.experience, `<div class="space-y-4 print:space-y-0" role="feed" aria-labelledby="work-experience">${p.experience.map(job).join('')}</div>`)}</div>
<div class="animate-fade-in" style="animation-delay:225ms">${section('education-section', h.education, `<div class="space-y-4" role="feed" aria-labelledby="education-section">${p.education.map(school).join('')}</div>`)}</div>
<div class="animate-fade-in" style="animation-delay:300ms">${section('skills-section', h.skills, `<ul class="flex list-none flex-wrap gap-1 p-0" aria-label="List of skills">${skills.map((s) => `<li><div class="${SKILL_BADGE}" aria-label="Skill: ${html(s)}">${html(s)}</div></li>`).join('')}</ul>`)}</div>
</div>
</section>
</main>
</body>
</html>
`;
}

/** Slot 17 of generate.mjs's fixed slots. */
export const SLOT_17_HTML_FAMILIES = {
  'minimalist-cv-jarocki': {
    dateStyle: 'year',
    // Chrome's "Save as PDF": A4, default margins of about 10 mm, 100 %, "Background graphics" ticked (the
    // skill badges are white on near-black).
    page: {
      ...CHROME_SAVE_AS_PDF,
      printBackground: true,
    },
    html: minimalistCv,
    waitForFonts: true,
  },
};
