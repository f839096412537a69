// career-timeline (SLOT_21_HTML_FAMILIES, re-exported by html-templates.mjs): Karim Tarek's "Career Timeline"
// résumé template (karimmtarek/Career-Timeline, MIT, commit e7ae924), a Middleman site whose built page
// (`build/index.html`) the README offers as plain HTML. Its `build/css/normalize.css`, `main.css` (HTML5
// Boilerplate, with h5bp's print rules) and `style.css` are vendored unchanged; style.css is put into the page
// without its three `@import` lines (Google Fonts for Roboto Slab and Open Sans, weloveiconfonts.com for the
// Entypo icons: no network at print time; Roboto Slab and Open Sans are installed fonts here, the Entypo glyphs
// are left out as they are offline). Its jQuery script (js/main.js) only evens the boxes' heights and sizes the
// centre line on screen, so it is left out. The markup is that page's, filled from the person's record the way
// its `data/career_timeline.yml` example is: the header's name, bio (the summary) and icon-led contact list
// (e-mail link, phone, "City, Country"); one "Career Timeline" of milestones, jobs then schools (the example
// puts its degree in the timeline too): the title in `.title` over "at Company" (the example's "at", in the
// person's language), `.from_to` with the place in bold ("City, Country.", the example's full stop) over
// "Mon YYYY - Mon YYYY" (or the language's word for now; a school's "YYYY - YYYY"), each job's bullets in its
// hidden "more info" modal; then the template's two side-by-side "extra" sections (its "Skillset" and
// "Toolbox"), under the person's language's words: the skills (no place for category labels) and the spoken
// languages, each a list of items in two columns behind (blank) chevrons; its footer.
//
// Printed as Chrome's "Save as PDF" with its defaults (A4, 10 mm margins, no backgrounds): Chromium shrinks
// the 960 px page to the A4 width, so its desktop layout prints, milestones alternating left and right of
// the (uncoloured) centre line; the template's print rules (h5bp's and its own) make everything black on
// white, write each link's href after it (" (mailto:…)"), hide the arrows, circles and footer, rule the
// headings and milestones in grey and put the contacts one a line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName, showDate, showEnd } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'career-timeline');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The example writes "at ALDO Group"; the same word in the person's language. */
const AT = { en: 'at', fr: 'chez', de: 'bei', es: 'en', pt: 'em', it: 'presso' };

/** style.css without its @import lines (fonts and icons over the network). */
const styleCss = () =>
  readFileSync(path.join(DIR, 'style.css'), 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('@import'))
    .join('\n');

function milestone(i, { title, org, place, period, brief, bullets }) {
  const more = bullets.length
    ? `
                <ul>
${bullets.map((b) => `                  <li><span class="entypo-right-open-big"></span> ${html(b)}</li>`).join('\n')}
                </ul>`
    : '';
  return `
    <li>
        <div class="title">
            <h2${bullets.length ? ' class="pr1"' : ''}>${html(title)}${
              bullets.length
                ? `
                <a class="modalLink entypo-info" href="#modal${i}" title="Job description"></a>`
                : ''
            }
            </h2>
            <p>${html(org)}</p>
        </div>
        <p class="from_to">
            <strong>${html(place)}</strong>
            <span>${html(period)}</span>
        </p>
        <div class='arrow'></div>
        <div class='circle'></div>
        <!-- modal for job description -->
        <div id="modal${i}" class="modal">
            <h2>${html(title)}<a class="closeBtn entypo-cancel" title="Close"></a></h2>
            <h3>${html(org)}</h3>
            <p>${html(brief)}</p>${more}
        </div>
    </li>`;
}

function extra(cls, heading, items) {
  return `
        <section class="extra ${cls}">
            <h2>${html(heading)}</h2>
            <ul>
${items.map((s) => `  <li><span class="entypo-right-open-big"></span>${html(s)}</li>`).join('\n')}
            </ul>
        </section>`;
}

function careerTimeline(p) {
  const h = HEADINGS[p.lang];
  const a = p.address;
  const at = AT[p.lang];
  const entries = [
    ...p.experience.map((j) => ({
      title: j.title,
      org: `${at} ${j.company}`,
      place: `${j.city}, ${a.country}.`,
      period: `${showDate(j.start, 'short')} - ${showEnd(p, j.end, 'short')}`,
      brief: j.bullets[0],
      bullets: j.bullets.slice(1),
    })),
    ...p.education.map((e) => ({
      title: e.degree,
      org: `${at} ${e.institution}`,
      place: `${e.city}, ${a.country}.`,
      period: `${e.start} - ${e.end}`,
      brief: '',
      bullets: [],
    })),
  ];
  // The template's two "extra" sections, side by side: its "Skillset" the skills (no place for category
  // labels), its "Toolbox" the spoken languages.
  const extras = [
    extra(
      'skillset',
      h.skills,
      p.skills.flatMap((g) => g.items),
    ),
    extra('toolbox fr', h.languages, p.languages.split(/,\s*/)),
  ].join('\n');
  return `<!DOCTYPE html>
<html class="no-js" lang="${p.lang}">
    <head>
        <meta charset="utf-8">
        <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
        <title>${html(fullName(p))} | ${html(p.summary)}</title>
        <meta name="description" content="${html(fullName(p))} | ${html(p.summary)}">
        <meta name="viewport" content="width=device-width">
        <link rel="stylesheet" href="${href('normalize.css')}">
        <link rel="stylesheet" href="${href('main.css')}">
        <style>
${styleCss()}
        </style>
    </head>
    <body>
<!-- Add your site or application content here -->
<div id="wraper">
    <header class="clearfix">
<h1>${html(fullName(p))}</h1>
<p>${html(p.summary)}</p>

<ul>
    <li class="email"><span class="entypo-mail"></span><a href="mailto:${html(p.email)}">${html(p.email)}</a></li>
    <li class="phone"><span class="entypo-phone"></span>${html(p.phone.shown)}</li>
    <li class="location"><span class="entypo-location"></span>${html(a.city)}, ${html(a.country)}</li>
</ul>
    </header>
    <section id="career_timeline" class="clearfix">
        <h1>Career Timeline</h1>

    <ul class="timeline">
${entries.map((e, i) => milestone(i, e)).join('\n')}
    </ul>

    </section>
    <div class="clearfix">
${extras}

<footer>
    <p>
        The toolbox used to make this happen:
            <a href="http://middlemanapp.com/" rel="nofollow">Middleman, </a>
            <a href="http://html5boilerplate.com/" rel="nofollow">HTML5 Boilerplate, </a>
            <a href="http://sass-lang.com/" rel="nofollow">SASS, </a>
            <a href="http://bourbon.io/" rel="nofollow">Bourbon, </a>
            <a href="http://jquery.com/" rel="nofollow">jQuery, </a>
            <a href="http://thomasgrauer.com/popeasy/" rel="nofollow">Pop Easy, </a>
            <a href="http://www.entypo.com/" rel="nofollow">Entypo pictograms.</a>
        <br />
    Designed and coded by <strong><a href="http://karimtarek.com">Karim Tarek</a></strong>.
    </p>
</footer>

    </div>
    <div class="vline"></div>
</div>
        <div class="overlay"></div>
    </body>
</html>
`;
}

/** Slot 21 of generate.mjs's fixed slots. */
export const SLOT_21_HTML_FAMILIES = {
  'career-timeline': {
    dateStyle: 'short',
    // Chrome's "Save as PDF" defaults: A4, 10 mm margins, background graphics off.
    page: CHROME_SAVE_AS_PDF,
    html: careerTimeline,
    waitForFonts: true,
  },
};
