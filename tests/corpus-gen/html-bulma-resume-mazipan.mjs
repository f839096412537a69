// bulma-resume-mazipan (SLOT_70_HTML_FAMILIES, re-exported by html-templates.mjs): "bulma-resume-template", Irfan
// Maulana's "Free resume page template with bulma css", mazipan/bulma-resume-template (MIT, commit 214b63d), an
// Eleventy site whose EJS pages (src/index.ejs dark, src/light.ejs light) render a src/_data/content.js through
// Bulma 0.9 classes and a little SCSS (src/scss/_base.scss over `bulma/bulma`). Here its light theme
// (src/light.ejs, src/scss/light-style.scss: the theme colour Bulma's primary turquoise #00d1b2). No print
// stylesheet of its own and no print button on the light page: the way to a PDF is a browser's print dialog, here
// Chrome's "Save as PDF" with its defaults (A4, 10 mm margins, no background graphics) and the scale at 80 %: at
// 100 % the page is laid out 718 px wide, the name's column is 260 px and Bulma's word-break: break-word on titles
// splits a long surname in the middle ("Raghunath / an"), which a user sees in the preview and scales away; at 80 %
// (898 px) every surname of the records fits its line. Bulma's tablet rules are written "screen and (min-width:
// 769px), print", so the printed page keeps the columns of a wide screen either way.
//
// The layout (src/light.ejs; the repository's screenshoot-light.png is of an older page, with skill bars): a
// GitHub corner (a black triangle with the octocat) at the top right; a profile row of three Bulma columns: the
// name as a large title (is-size-1) over the job title as a subtitle in the left two fifths, the photo (128 px,
// round) in a narrow middle column, and at the right the city, phone and e-mail as light grey lines, then the
// social links; a 10 px turquoise rule across the page; then two columns, three fifths and two fifths. In the wide
// left one SUMMARY, EXPERIENCE and EDUCATION, each a bold turquoise capital title over a thin turquoise rule; each
// job "Company, City — Title" (company bold, title italic) in a large line, then its period "JUN 2019 - PRESENT"
// in a small Bulma tag (a pill, turquoise text; its pale fill is a background, not printed), then disc bullets;
// each school "School, City — Degree" over its period tag and the faculty line. In the narrow right column
// PROJECTS (title — company, period tag), SKILLS (one name a line) and LANGUAGES (the names in a row, each
// followed by ", "). Then a centred footer ("See Dark Theme", "Copyright © 2018-2019 by Irfan Maulana"; the
// turquoise bars above the page and under the footer are backgrounds, not printed). The face is Raleway (the
// Google Fonts link asks for the family only: its regular weight; Chromium makes the bold and the italic from it).
//
// Nothing of the template is vendored or run: light.ejs, the includes, content.js and the SCSS were read, and this
// file writes the page Eleventy renders from a content.js filled with the person, with _base.scss compiled by hand
// (plain nesting and one media query a rule) into a style element after Bulma's own css/bulma.css (0.9.1, the
// version the lock file resolves; light-style.scss sets no Sass variable, so Bulma's build is the compiled import).
// The Google Fonts link is replaced by @fontsource/raleway's regular weight (templates/bulma-resume-mazipan/fonts,
// OFL); the Google Analytics and AdSense scripts, their ad slots and the JSON-LD block are left out (scripts from
// the network, nothing printed); the GitHub corner is kept (an inline SVG).
//
// Filled as content.js is: profile.name the full name, title the headline, no photo (the records have none: the
// figure is left out of its column, which stays as a gap), city "City, Country" (the sample's "Jakarta,
// Indonesia"), phone as shown, mail the e-mail; no social links (the records have none: the include is left out).
// summary the summary. experiences: company, location (the city), title, period "MON YYYY - MON YYYY" in capitals as
// the sample writes it ("JUN 2019 - PRESENT"; the person's language's word for now, in capitals, otherwise),
// jobdesc the bullets. educations: name (the school), city, degree, period "YYYY - YYYY", no faculty (the records'
// degree says it: the line is left empty). No projects (the records have none: the PROJECTS block is left out).
// skills: every skill a name (the template has no groups: the labels are dropped). languages: the record's line
// split at its commas ("English (native)", "French (A2)"), each written with the ", " the template puts after it.
// The section titles are the template's English words for an English person ("SUMMARY", "EXPERIENCE",
// "EDUCATION", "SKILLS", "LANGUAGES") and the person's language's headings in capitals otherwise (they are text in
// light.ejs). The footer is kept as light.ejs writes it (a user fills content.js and leaves the page as it is).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'bulma-resume-mazipan');
const BULMA_CSS = path.join(DIR, 'bulma.css');
const FONTS_CSS = path.join(DIR, 'fonts', 'fonts.css');

/** light.ejs's section titles, or the person's language's in capitals. */
const titlesOf = (lang) => {
  const h =
    lang === 'en'
      ? {
          summary: 'Summary',
          experience: 'Experience',
          education: 'Education',
          skills: 'Skills',
          languages: 'Languages',
        }
      : HEADINGS[lang];
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.toLocaleUpperCase(lang)]));
};

/** src/scss/light-style.scss's own rules and src/scss/_base.scss, compiled (nesting flattened). */
const BASE_CSS = `:root {
  --theme-color: #00d1b2;
  --thin-color: #b5b5b5;
}
body {
  font-family: 'Raleway', sans-serif;
}
.line {
  height: 10px;
}
.hr {
  border-bottom: 10px solid var(--theme-color);
  margin: 0 1.5rem;
}
.section {
  padding: 3rem 1.5rem 1rem;
}
.summary,
.experience,
.education,
.projects,
.skills,
.awards,
.languages {
  margin-bottom: 1.5rem;
}
.summary .title,
.experience .title,
.education .title,
.projects .title,
.skills .title,
.awards .title,
.languages .title {
  padding: .5em 0;
  border-bottom: 1px solid var(--theme-color);
}
.experience .item,
.education .item,
.projects .item,
.skills .item,
.awards .item {
  padding: .5em 0;
}
.profile .image {
  margin: 0 auto;
}
.profile svg {
  fill: var(--theme-color);
}
.social-icon {
  display: flex;
  justify-content: flex-end;
  align-items: center;
}
.social-icon a {
  display: flex;
  align-items: center;
  color: var(--theme-color);
}
.social-icon svg {
  height: 1.5rem;
  width: 1.5rem;
}
.footer {
  padding: 3rem 1.5rem 1rem;
}
@media screen and (max-width: 768px) {
  .profile {
    text-align: center;
  }
  .social-icon {
    justify-content: center;
    padding: .25rem 0;
  }
}
@media screen and (min-width: 768px) {
  .has-text-right-in-desktop {
    text-align: right;
  }
}
.ads-square {
  min-width: 250px;
  min-height: 100px;
}`;

/** src/_includes/githubCorner.ejs */
const GITHUB_CORNER = `<a href="https://github.com/mazipan/bulma-resume-template" class="github-corner" aria-label="View source on GitHub">
	<svg width="80" height="80" viewBox="0 0 250 250" style="
				fill: #000000;
				color: #fff;
				position: absolute;
				top: 0;
				border: 0;
				right: 0;
			" aria-hidden="true">
		<path d="M0,0 L115,115 L130,115 L142,142 L250,250 L250,0 Z"></path>
		<path
			d="M128.3,109.0 C113.8,99.7 119.0,89.6 119.0,89.6 C122.0,82.7 120.5,78.6 120.5,78.6 C119.2,72.0 123.4,76.3 123.4,76.3 C127.3,80.9 125.5,87.3 125.5,87.3 C122.9,97.6 130.6,101.9 134.4,103.2"
			fill="currentColor" style="transform-origin: 130px 106px" class="octo-arm"></path>
		<path
			d="M115.0,115.0 C114.9,115.1 118.7,116.5 119.8,115.4 L133.7,101.6 C136.9,99.2 139.9,98.4 142.2,98.6 C133.8,88.0 127.5,74.4 143.8,58.0 C148.5,53.4 154.0,51.2 159.7,51.0 C160.3,49.4 163.2,43.6 171.4,40.1 C171.4,40.1 176.1,42.5 178.8,56.2 C183.1,58.6 187.2,61.8 190.9,65.4 C194.5,69.0 197.7,73.2 200.1,77.6 C213.8,80.2 216.3,84.9 216.3,84.9 C212.7,93.1 206.9,96.0 205.4,96.6 C205.1,102.4 203.0,107.8 198.3,112.5 C181.9,128.9 168.3,122.5 157.7,114.1 C157.9,116.9 156.7,120.9 152.7,124.9 L141.0,136.5 C139.8,137.7 141.6,141.9 141.8,141.8 Z"
			fill="currentColor" class="octo-body"></path>
	</svg>
</a>`;

function page(p) {
  for (const f of [BULMA_CSS, FONTS_CSS])
    if (!existsSync(f)) throw new Error(`${f} is missing: see templates/bulma-resume-mazipan/SOURCE.md`);
  const t = titlesOf(p.lang);
  const period = (j) =>
    `${showDate(j.start, 'short')} - ${j.end ? showDate(j.end, 'short') : PRESENT_WORD[p.lang]}`.toLocaleUpperCase(
      p.lang,
    );
  const experiences = p.experience
    .map(
      (experience) => `
						<div class="item">
							<div class="is-size-5">
								<b>${html(experience.company)},</b>
								<span class="has-text-weight-semi-bold">
									${html(experience.city)} — <i>${html(experience.title)}</i>
								</span>
							</div>
							<div class="is-size-7 tag is-primary is-light">${html(period(experience))}</div>
							${
                experience.bullets.length > 0
                  ? `
							<ul style="list-style: disc; margin-left: 1em">
								${experience.bullets
                  .map(
                    (job) => `
								<li>${html(job)}</li>
								`,
                  )
                  .join('')}
							</ul>
							`
                  : ''
              }
						</div>
						`,
    )
    .join('');
  const educations = p.education
    .map(
      (education) => `
						<div class="item">
							<div class="is-size-5">
								<b>${html(education.institution)}</b>,
								<span class="has-text-weight-semi-bold">
									${html(education.city)} — <i>${html(education.degree)}</i>
								</span>
							</div>
							<div class="is-size-7 tag is-primary is-light">${education.start} - ${education.end}</div>
							<div></div>
						</div>
						`,
    )
    .join('');
  const skills = p.skills
    .flatMap((g) => g.items)
    .map(
      (skill) => `
							<div class="item">
								<div>${html(skill)}</div>
							</div>
							`,
    )
    .join('');
  const languages = p.languages
    .split(/,\s*(?![^(]*\))/)
    .filter(Boolean)
    .map((lang) => ` ${html(lang.trim())}, `)
    .join('');
  return `<!DOCTYPE html>
<html lang="en">

<head>
	<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
	<meta name="viewport" content="width=device-width,initial-scale=1,minimum-scale=1,maximum-scale=7" />
	<title>Bulma Resume Template</title>
	<link rel="stylesheet" href="${pathToFileURL(FONTS_CSS).href}" />
	<link rel="stylesheet" href="${pathToFileURL(BULMA_CSS).href}" />
	<style>
${BASE_CSS}
	</style>
</head>

<body id="body-app">

	${GITHUB_CORNER}

	<header class="line has-background-primary"></header>

	<section class="profile section">
		<div class="container">
			<div class="columns">
				<div class="column is-two-fifths">
					<h1 class="title is-size-1">${html(fullName(p))}</h1>
					<p class="subtitle">${html(p.headline)}</p>
				</div>
				<div class="column is-2">
				</div>
				<div class="column has-text-grey-light has-text-right-in-desktop">
					<p class="has-text-weight-light">
						${html(`${p.address.city}, ${p.address.country}`)}
					</p>
					<p class="has-text-weight-light">
						${html(p.phone.shown)}
					</p>
					<p class="has-text-weight-light">
						${html(p.email)}
					</p>

				</div>
			</div>
		</div>
	</section>

	<div class="hr"></div>

	<section class="section">
		<div class="container">
			<div class="columns">
				<div class="column is-three-fifths">
					<div class="summary">
						<div class="title is-size-5 has-text-primary has-text-weight-bold">
							${html(t.summary)}
						</div>
						<div class="wrapper">${html(p.summary)}</div>
					</div>

					<div class="experience">
						<div class="title is-size-5 has-text-primary has-text-weight-bold">
							${html(t.experience)}
						</div>
${experiences}
					</div>

					<div class="education">
						<div class="title is-size-5 has-text-primary has-text-weight-bold">
							${html(t.education)}
						</div>
${educations}
					</div>
				</div>
				<div class="column">
					<div class="skills">
						<div class="title is-size-5 has-text-primary has-text-weight-bold">
							${html(t.skills)}
						</div>
						<div class="wrapper">
${skills}
						</div>
					</div>
					<div class="languages">
						<div class="title is-size-5 has-text-primary has-text-weight-bold">
							${html(t.languages)}
						</div>
						<div class="wrapper">
							${languages}
						</div>
					</div>
				</div>
			</div>
		</div>
	</section>

	<footer class="footer">
		<div class="content has-text-centered">
			<a href="/">See Dark Theme</a>
			<br />
			Copyright © 2018-2019 by
			<a href="https://mazipan.space">Irfan Maulana</a>
		</div>
	</footer>

	<footer class="line has-background-primary"></footer>

</body>

</html>
`;
}

/** Slot 70 of generate.mjs's fixed slots. */
export const SLOT_70_HTML_FAMILIES = {
  'bulma-resume-mazipan': {
    dateStyle: 'short',
    // Chrome's "Save as PDF" with its defaults (A4, 10 mm margins, no background graphics), the scale at 80 %.
    page: { format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' }, scale: 0.8 },
    html: page,
    waitForFonts: true,
  },
};
