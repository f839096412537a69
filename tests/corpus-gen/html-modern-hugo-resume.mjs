// modern-hugo-resume (SLOT_6_HTML_FAMILIES, re-exported by html-templates.mjs): Cody Shearer's Hugo theme
// cjshearer/modern-hugo-resume (MIT, commit e13b53a), "a responsive, minimal, print-friendly resume
// builder". Its exampleSite's resume page (content/resume/index.md, laid out by layouts/baseof.html and
// all.html) is written here the way Hugo and Goldmark render it from the person's record, in the example's
// Markdown conventions: the intro paragraph, "## Experience", "### Title, Company" over "#### Month YYYY
// to Month YYYY" and the bullets, "## Education" the same way (the years only: the records have no
// months for schools), "## Skills" as the example's `skills-grid` of a bold label beside an
// `{.inline-list}` per group (a flat list is one inline list, no grid), then the spoken languages as a
// paragraph. The header menu is the name (then "posts" and "resume", hidden in print); the footer menu
// holds the contacts behind Font Awesome icons as the example's hugo.toml does (its GitHub, LinkedIn and
// site entries give way to the place, the phone and the e-mail).
//
// Stylesheets, vendored unchanged in templates/modern-hugo-resume/ with the theme's LICENSE: assets/main.css
// and exampleSite/assets/custom.css (the bundle Hugo concatenates; imports.css only brings the code
// highlighting styles, which a resume does not use), the inline rules of head/css.html and
// head/pagedjs.html with the example's page parameters (8.5in × 11in, margin 0.4in), Atkinson Hyperlegible
// (Google Fonts in the example) as @fontsource woff2 files, the three Font Awesome 6.5.2 icons as SVG
// files, and Paged.js 0.4.3 (MIT), which the example's paged.js imports from unpkg and runs when the page
// is printed: the page is printed as it lays it out (Letter pages, the footer of contacts repeated at the
// foot of each one as a running element). Paged.js fetches linked stylesheets, which a file:// page cannot
// do, so the same CSS is written into <style> elements (URLs made absolute).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'modern-hugo-resume');
const T = (f) => pathToFileURL(path.join(DIR, f)).href;
const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s) => html(s).replace(/"/g, '&quot;');
const css = (f) =>
  readFileSync(path.join(DIR, f), 'utf8').replace(/url\((fonts\/[^)]+)\)/g, (_, u) => `url(${T(u)})`);

/** Goldmark's automatic heading id (lower case, spaces to hyphens, punctuation dropped), made unique. */
function idMaker() {
  const seen = new Map();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/\s/g, '-')
      .replace(/[^\p{L}\p{N}_-]/gu, '');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n ? `${base}-${n}` : base;
  };
}

function modernHugoResume(p) {
  const h = HEADINGS[p.lang];
  const id = idMaker();
  const name = fullName(p);
  const heading = (level, text) => `<h${level} id="${attr(id(text))}">${html(text)}</h${level}>`;
  const list = (items, cls) =>
    `<ul${cls ? ` class="${cls}"` : ''}>\n${items.map((i) => `<li>${html(i)}</li>`).join('\n')}\n</ul>`;
  const jobs = p.experience
    .map((j) =>
      [
        heading(3, `${j.title}, ${j.company}`),
        heading(4, `${showDate(j.start, 'long')} to ${showEnd(p, j.end, 'long')}`),
        list(j.bullets),
      ].join('\n'),
    )
    .join('\n');
  const schools = p.education
    .map((e) =>
      [heading(3, `${e.degree}, ${e.institution}`), heading(4, `${e.start} to ${e.end}`)].join('\n'),
    )
    .join('\n');
  const grouped = p.skills.some((g) => g.label);
  const skills = grouped
    ? `<div class="skills-grid">\n${p.skills
        .map((g) => `<p><strong>${html(g.label)}</strong></p>\n${list(g.items, 'inline-list')}`)
        .join('\n')}\n</div>`
    : list(
        p.skills.flatMap((g) => g.items),
        'inline-list',
      );
  const footer = [
    [
      'location-dot',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(p.address.city)}`,
      `${p.address.city}, ${p.address.country}`,
    ],
    ['phone', `tel:${p.phone.e164}`, p.phone.shown],
    ['envelope', `mailto:${p.email}`, p.email],
  ]
    .map(
      ([icon, url, text]) =>
        `<li><a href="${attr(url)}"><img src="${T(`svgs/${icon}.svg`)}" alt="">${html(text)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${p.lang}">
  <head><link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<style>
${css('fonts.css')}
</style>
<title>${html(p.headline)}</title>
<meta property="og:title" content="${attr(p.headline)}" />
<meta property="og:description" content="${attr(`${p.headline} Resume`)}" />
<meta name="description" content="${attr(`${p.headline} Resume`)}" />
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta property="og:locale" content="${p.lang}" />
<meta property="og:type" content="website" /><link rel="icon" href="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMDAgMTAwIj48dGV4dCB5PSIuOWVtIiBmb250LXNpemU9IjgwIj7wn5K8PC90ZXh0Pjwvc3ZnPg==" type="image/svg+xml" /><style>
  @layer base {
    :root {
      --page-width: 8.5in;
      --page-margin: 0.4in;
    }
  }
</style>
<style>
${css('main.css')}
${css('custom.css')}
</style><style>
  @layer base {
    :root {
      --page-height: 11in;
    }
  
    footer {
      position: running(footer);
    }
  
    @page {
      size: 8.5in 11in;
      margin: 0.4in;
  
      @bottom-center {
        content: element(footer);
      }
    }
  }
</style>
<script src="${T('pagedjs/paged.min.js')}"></script>
  </head>
  <body>
    <header>
      <nav>
  <ul class="inline-list"><li>
        <a href="/">${html(name)}</a>
      </li><li>
        <a href="/posts/">posts</a>
      </li><li>
        <a href="/resume/">resume</a>
      </li></ul>
</nav>

    </header>
    <main><p>${html(p.summary)}</p>
${heading(2, h.experience)}
${jobs}
${heading(2, h.education)}
${schools}
${heading(2, h.skills)}
${skills}
${heading(2, h.languages)}
<p>${html(p.languages)}</p>
    </main>
    <footer>
      <nav>
  <ul class="inline-list">${footer}</ul>
</nav>

    </footer>
  </body>
</html>`;
}

/** Slot 6 of generate.mjs's fixed slots. */
export const SLOT_6_HTML_FAMILIES = {
  'modern-hugo-resume': {
    dateStyle: 'long',
    // What the example's paged.js does when the page is printed (new PagedModule.Previewer().preview()),
    // then Chrome's "Save as PDF" of the paged result at the size its @page asks for.
    ready: 'new PagedModule.Previewer().preview().then(() => document.fonts.ready).then(() => true)',
    page: { format: 'Letter', printBackground: true, preferCSSPageSize: true },
    html: modernHugoResume,
    waitForFonts: true,
  },
};
