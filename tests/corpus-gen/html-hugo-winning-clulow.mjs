// hugo-winning-clulow (SLOT_73_HTML_FAMILIES, re-exported by html-templates.mjs): "Winning", Tim Clulow's Hugo
// theme cssandstuff/hugo-theme-winning (MIT, commit ea8ebd2), "a theme for creating a simple CV with pdf
// generation through node-html-pdf". The CV is one Markdown page (exampleSite/content/_index.md) that the theme's
// layouts (baseof.html: a grid-layout-1 div, a main element, the site-footer partial) wrap, laid out by four
// shortcodes: grid (a div.grid), column (a div.col with two class names: "-span-cols-6 -m-right-2" and
// "-span-cols-4 -p-left-3", six and four of the belmu CSS grid's ten columns), dd (a Markdown list turned into a
// dl by string replacement: "- **Label:**" with a one-item ordered list under it becomes a dt and its dd) and
// printonly. The styles are static/css/belmu.css (Tim Clulow's utility classes) and static/css/main.css, whose
// print rules (body at 0.7em, the main column 100 % wide, @page A4 2cm 3cm) are for the theme's own way to a PDF,
// exampleSite/generatepdf.js: node-html-pdf (PhantomJS) printing public/index.html to A4 with a border of 1 cm
// top, 3 cm right, 2 cm bottom, 3 cm left. Here Chromium prints the page with those options (A4 and those
// margins; no background graphics, which the print rules take away anyway).
//
// The layout (the sample's images/screenshot.png and exampleSite/static/cv.pdf): the name as a huge black h1
// centred (Fira Sans 900), a light (weight 200) paragraph of introduction under it; then two columns. The left,
// wider one: an h2 "Professional Experience", each job a small blue italic date line (an h6 holding an em, "May
// 2015 - Present") over a regular line "Company A — UI/UX Lead" (an h3: company first, an em dash, the role),
// then its bullets, numbered "01.", "02." in bold by main.css's counter (the bullets' own marks are off). The
// right, narrower one behind a thin grey rule: small bold capital titles (h4: "FLUENT WITH", "FAMILIAR WITH",
// "INTERESTED IN") over grey italic lists whose items each begin "— "; then "OTHER INFO" as a dl (each label a
// small grey capital pill, its value under it); then h2s "Hobbies/Interests" and, in print only, "References".
// At the foot, the footer's print-only lines "This was generated using node-html-pdf, and is rather static.
// Please check out the online version where possible. Url here." and "Last Published <date>, Portfolio upon
// request.".
//
// Nothing of the template is run: this file writes the page Hugo renders from an _index.md written as the
// sample is, filled with the person (Blackfriday's HTML for the Markdown, the shortcodes' markup, the dd
// shortcode's output as the browser parses it), and links the theme's two stylesheets and Fira Sans from
// templates/hugo-winning-clulow (fetched, not committed: see SOURCE.md). The footer's date is fixed.
//
// Filled as _index.md is written: the h1 the full name; the headline an italic line of its own under it, then the
// summary as the introduction. The left column: the experience h2, each job "###### *Month YYYY - Month YYYY*"
// (or "- Present", the person's language's word for now otherwise) over "### Company, City — Title" and its
// bullets (no description paragraph: the records have none); then an education h2 (the sample has none: written
// the way the jobs are) with each school "###### *YYYY - YYYY*" over "### School, City — Degree". The right
// column: one h4 a skill group (its label, the sample's "Fluent with"; a flat list under the skills heading of
// the person's language) over its items; then the "Other Info" h4 with its dl: "Email:", "Phone:", "Address:"
// (street, "postcode City" as the country writes it, country) and "Languages:" (the sample's "Language:" entry,
// the record's line as written, one dd as the shortcode allows one). No hobbies or references (the records have
// none: the sample's two h2s are left out). English words for an English person ("Professional Experience",
// "Education", "Other Info", "Email:"...), the person's language's otherwise (they are text in _index.md).
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, cityLine, fullName, showDate } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'hugo-winning-clulow');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Blackfriday's heading ids (Hugo's default then): lower case, runs of other characters one hyphen. */
const anchor = (s) =>
  String(s)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const heading = (level, inner, text) => `<h${level} id="${anchor(text)}">${inner}</h${level}>`;

/** The words _index.md is written with: the sample's for an English person, the person's language's otherwise. */
const wordsOf = (lang) => {
  const h = HEADINGS[lang];
  const labels = {
    en: { email: 'Email:', phone: 'Phone:', address: 'Address:' },
    fr: { email: 'E-mail :', phone: 'Téléphone :', address: 'Adresse :' },
    de: { email: 'E-Mail:', phone: 'Telefon:', address: 'Adresse:' },
    es: { email: 'Correo:', phone: 'Teléfono:', address: 'Dirección:' },
    pt: { email: 'E-mail:', phone: 'Telefone:', address: 'Endereço:' },
    it: { email: 'E-mail:', phone: 'Telefono:', address: 'Indirizzo:' },
  }[lang];
  return {
    experience: lang === 'en' ? 'Professional Experience' : h.experience,
    education: h.education,
    skills: h.skills,
    other: lang === 'en' ? 'Other Info' : h.contact,
    languages: lang === 'fr' ? `${h.languages} :` : `${h.languages}:`,
    ...labels,
  };
};

const list = (items) => `<ul>
${items.map((s) => `<li>${html(s)}</li>`).join('\n')}
</ul>`;

/** One entry of the left column: the date line, "Name — role" and the bullets. */
const entry = (dates, line, bullets) =>
  `${heading(6, `<em>${html(dates)}</em>`, dates)}

${heading(3, html(line), line)}
${bullets.length ? `\n${list(bullets)}\n` : ''}`;

function page(p) {
  for (const f of ['belmu.css', 'main.css', 'fonts/fonts.css'])
    if (!existsSync(path.join(DIR, f)))
      throw new Error(`${path.join(DIR, f)} is missing: see templates/hugo-winning-clulow/SOURCE.md`);
  const w = wordsOf(p.lang);
  const name = fullName(p);
  const jobs = p.experience
    .map((j) =>
      entry(
        `${showDate(j.start, 'long')} - ${j.end ? showDate(j.end, 'long') : PRESENT_WORD[p.lang]}`,
        `${j.company}, ${j.city} — ${j.title}`,
        j.bullets,
      ),
    )
    .join('\n\n');
  const schools = p.education
    .map((e) => entry(`${e.start} - ${e.end}`, `${e.institution}, ${e.city} — ${e.degree}`, []))
    .join('\n\n');
  const skills = p.skills
    .map((g) => `${heading(4, html(g.label || w.skills), g.label || w.skills)}\n\n${list(g.items)}`)
    .join('\n\n');
  const a = p.address;
  const info = [
    [w.email, p.email],
    [w.phone, p.phone.shown],
    [w.address, `${a.street}, ${cityLine(a)}, ${a.country}`],
    [w.languages, p.languages],
  ]
    .map(([label, value]) => `<dt><strong>${html(label)}</strong>\n</dt><dd>${html(value)}</dd>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${p.lang}">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <title>${html(name)}</title>
    
    <meta name="HandheldFriendly" content="True">
    <meta name="MobileOptimized" content="320">
    <meta name="viewport" content="initial-scale=1, maximum-scale=1">
    <meta name="generator" content="Hugo 0.54.0" />
      <META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW">
    <link href="${href('fonts/fonts.css')}" rel="stylesheet">
      <link href='${href('belmu.css')}' rel='stylesheet' type="text/css" />
      <link href='${href('main.css')}' rel='stylesheet' type="text/css" />
  </head>

  <body class="ma0 ">
    <div class="grid-layout-1">
      <main class="main" role="main" id="mainContent">
        
${heading(1, html(name), name)}

<p><em>${html(p.headline)}</em></p>

<p>${html(p.summary)}</p>

<div class="grid">
    

<div class="col -span-cols-6 -m-right-2">
    
${heading(2, html(w.experience), w.experience)}

${jobs}

${heading(2, html(w.education), w.education)}

${schools}

</div>


<div class="col -span-cols-4 -p-left-3">
    
${skills}

${heading(4, html(w.other), w.other)}

<dl>
${info}
</dl>

</div>

</div>

        <div id="drawing"></div>
      </main>
      
<footer class="-m-auto -border-top -em-08 -lineheight-1-3 footer -text-left">
  
  <div class="-text-center -print-hidden"><a href="cv.pdf" class="download"><span class="download-icon"></span> Download this as a pdf <span class="-em-07 ">(generated using node-html-pdf)</span></a>
  </div>

  <div class="-clearfix -text-center -print-only -p-top-3">
      <em>This was generated using node-html-pdf, and is rather static. <br/>Please check out the online version where possible. <a href="/urlhere">Url here.</a>
      </em>
    </div>
  <em class="-clearfix -text-center lastpublished -em-07">Last Published Monday, Mar 2, 2026, Portfolio upon request.</em>
</footer>
      </div>
    </div>
  </body>
</html>
`;
}

/** Slot 73 of generate.mjs's fixed slots. */
export const SLOT_73_HTML_FAMILIES = {
  'hugo-winning-clulow': {
    dateStyle: 'long',
    // exampleSite/generatepdf.js's node-html-pdf options: A4, border 1cm top, 3cm right, 2cm bottom, 3cm left;
    // PhantomJS lays a page out at one CSS pixel a PDF point (the sample cv.pdf's h1, 3em of 0.7em of 16 px, is
    // 33.6 pt), a third larger than Chromium's 0.75 pt: scale 4/3.
    page: {
      format: 'A4',
      margin: { top: '1cm', right: '3cm', bottom: '2cm', left: '3cm' },
      scale: 4 / 3,
    },
    html: page,
    waitForFonts: true,
  },
};
