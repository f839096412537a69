// resume-a4 (SLOT_18_HTML_FAMILIES, re-exported by html-templates.mjs): Mert Bakır's Hugo theme
// mertbakir/resume-a4 (MIT, commit 9ab3921), "Resume-A4", template code by Jaakko Kantojärvi. Its
// layouts/home.html renders one fixed A4 sheet (`main.paper`, 210 × 297 mm, overflow hidden) a page of the
// config's `pages`, each a seven-by-seven CSS grid: the header across the first row (the name in 4 rem
// capitals, the tagline, "phone | e-mail" behind Font Awesome icons, a grey rule under it), then the page's
// `features` in a left column five sevenths wide ended by a grey vertical rule, and its `side` features in
// a right column two sevenths wide in smaller type. That page is written here the way Hugo renders it from
// data files filled with the person's record in the example's conventions (its config.yaml, the theme's
// only one, and exampleSite/data):
// - features.about: name, tagline (the headline), phone and email (header `links: false`, no avatar), the
//   summary as `details` (partial "markdown": one paragraph);
// - features (left): "about" (the language's word for profile) then "experience", rendered ungrouped as the
//   example config asks (`experience.grouped: false`, section-experience-nogroup.html): one `.job-experience`
//   a job, "Company - Role" in semi-bold with the dates right-aligned in grey on the same line, written as
//   the example's data writes them ("10.2020 - Present", the language's word for now), the bullets as a
//   Markdown list in `details`;
// - side (right): languages ("Name - level", the level in a lighter span; a language written without one
//   has no " - level" span), skills as the example's word-list in `compact` style (each group a bold
//   "Label:" and its skills behind it in lower case — the partial's `lower` — joined by ", " from CSS) or,
//   for a flat list, in `list` style (one skill a line), education (the institution as the item title,
//   the degree, then "start - end"; `education.location.show: false`);
// - one page only: every record fits its first sheet, so no job needs the example's `page: 2`.
// Section titles in the person's language (HEADINGS). The footer (footnote and credits) is hidden by the
// theme's print rules.
//
// Stylesheets vendored in templates/resume-a4: css/main.css, the theme's assets/css/main.scss compiled by
// sass 1.108.2 (`sass --no-source-map`; Hugo's `toCSS | minify` gives the same rules), unchanged; the
// example's assets/css/custom.scss is left out as its README says (the snippet printing links' URLs "is not
// included as default"); Font Awesome Free 5.14.0's css/all.min.css and solid woff2 from
// @fortawesome/fontawesome-free 5.14.0 (the version of the CDN link), and PT Sans (regular and bold,
// upright and italic, latin and latin-ext, as the Google Fonts link asks) from @fontsource/pt-sans 5.3.0
// (OFL). Printed as Chrome's "Save as PDF" with its defaults (background graphics off): the theme's
// @media print rules give `@page { size: A4; margin: 0 }`, one sheet a page.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'resume-a4');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s) => html(s).replace(/"/g, '&quot;');

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** PT Sans as Google Fonts serves it (ital 0/1, wght 400/700), from @fontsource/pt-sans's files. */
const fontFaces = () =>
  ['latin-ext', 'latin']
    .flatMap((subset) =>
      ['400', '700'].flatMap((weight) =>
        ['normal', 'italic'].map(
          (style) =>
            `@font-face { font-family: 'PT Sans'; font-style: ${style}; font-weight: ${weight}; font-display: swap; ` +
            `src: url(${href(`fonts/pt-sans-${subset}-${weight}-${style}.woff2`)}) format('woff2'); ` +
            `unicode-range: ${subset === 'latin' ? LATIN : LATIN_EXT}; }`,
        ),
      ),
    )
    .join('\n');

/** The example's date form: "10.2020". */
const dotted = ([y, m]) => `${String(m).padStart(2, '0')}.${y}`;

/** "English (native), French (A2)" → [{ name, level }] (commas inside brackets kept). */
const languages = (s) =>
  s.split(/,\s*(?![^()]*\))/).map((item) => {
    const m = /^(.*?)\s*\(([^)]*)\)$/.exec(item);
    return m ? { name: m[1], level: m[2] } : { name: item, level: '' };
  });

/** Goldmark's rendering of `details` written as a Markdown list, one bullet an item. */
const markdownList = (items) => `<ul>\n${items.map((b) => `<li>${html(b)}</li>`).join('\n')}\n</ul>\n`;

function resumeA4(p) {
  const h = HEADINGS[p.lang];
  const name = fullName(p);
  const section = (feature, title, body) =>
    `<div class="section section-${feature}"><h1 class="section-title">${html(title)}</h1>${body}</div>`;

  const about = `\n\t<p>${html(p.summary)}</p>\n\n`;
  const jobs = p.experience
    .map(
      (j) => `
	
	<div class="item job-experience">
		<div class="flex-row">
			<span class="job-title">${html(j.company)} - ${html(j.title)}</span>
			<span class="soft-color">${dotted(j.start)} - ${html(j.end ? dotted(j.end) : PRESENT_WORD[p.lang])}</span>
		</div>

		${j.bullets.length ? markdownList(j.bullets) : ''}
		
	</div>
	`,
    )
    .join('');
  const langs = languages(p.languages)
    .map(
      (l) => `
<div class="item">
	<h2 class="item-title">${html(l.name)}${l.level ? `<span> - ${html(l.level)}</span>` : ''}</h2>
	
</div>
`,
    )
    .join('');
  const grouped = p.skills.every((g) => g.label);
  const skills = grouped
    ? `<div class="item">
		<dl>
			${p.skills
        .map(
          (g) => `
			<dt>${html(g.label)}</dt>
			<dd>${g.items.map((s) => `<span>${html(s.toLowerCase())}</span>`).join('')}</dd>
			`,
        )
        .join('')}
		</dl>
	</div>`
    : `<div class="item">
	${p.skills
    .flatMap((g) => g.items)
    .map((s) => `<li>${html(s)}</li>`)
    .join('\n\t')}
	</div>`;
  const schools = p.education
    .map(
      (e) => `
<div class="item"><h2 class="item-title">${html(e.institution)}</h2>
		<span>${html(e.degree)}</span><br>
	
	

	<span>${e.start} - ${e.end}</span>
	
</div>
`,
    )
    .join('');

  return `<!DOCTYPE html>
<html lang="${p.lang}"><!DOCTYPE html>

<head>
	<meta charset="utf-8">
	<meta http-equiv="X-UA-Compatible" content="IE=edge" />
	<link rel="stylesheet" href="${href('css/main.css')}" />
	<style>
${fontFaces()}
	</style>
	<link rel="stylesheet" href="${href('css/all.min.css')}" />
	<title itemprop="name">${html(`Resume | ${name.toUpperCase()}`)}</title>
</head>

<body>
	<main class="paper">
		<div class="grid"><header>
				<div class="title">
	
		<h1 class="name">${html(name)}</h1>
		<h2 class="tagline">${html(p.headline)}</h2>
		
			<span class="contact"><i class="fas fa-tty"></i> ${html(p.phone.shown)} | <a href="mailto:${attr(p.email)}" class="no-external-icon"><i class="fas fa-envelope"></i> ${html(p.email)}</a></span>
		
	
</div>
	

			</header><div class="left-column">
				${section('about', h.summary, about)}
				${section('experience', h.experience, jobs)}
			</div>

			<div class="right-column">
				${section('languages', h.languages, langs)}
				${section('skills', h.skills, skills)}
				${section('education', h.education, schools)}
			</div></div>
	</main>

	<footer>
		<span class="footer-item">
	You can print this resume in A4 size or save as pdf.
</span>

<span class="footer-item" id="credits">
	<span>The open-source theme Resume-A4 is designed by</span>
	<a href="https://gitlab.com/mertbakir/resume-A4" class="no-external-icon"><span>Mert&nbsp;Bakır</span>&nbsp;<i class="fab fa-gitlab"></i></a>
	<br>
	<span>and template code by</span>
	<a href="https://gitlab.com/raphendyr/hugo-theme-resume-A4" class="no-external-icon"><span>Jaakko&nbsp;Kantojärvi</span>&nbsp;<i class="fab fa-gitlab"></i></a>
</span>

	</footer>
</body>
</html>
`;
}

/** Slot 18 of generate.mjs's fixed slots. */
export const SLOT_18_HTML_FAMILIES = {
  'resume-a4': {
    dateStyle: 'numeric',
    // Chrome's "Save as PDF" with its defaults: the theme's @page rule (A4, no margins), no backgrounds.
    page: { format: 'A4', preferCSSPageSize: true, margin: { top: '0', bottom: '0', left: '0', right: '0' } },
    html: resumeA4,
    waitForFonts: true,
  },
};
