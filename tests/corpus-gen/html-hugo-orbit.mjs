// hugo-orbit (SLOT_49_HTML_FAMILIES, re-exported by html-templates.mjs): Pavel Kanyshev's Hugo theme "Orbit"
// (aerohub/hugo-orbit-theme, MIT, commit f89b1ee), a Hugo port of Xiaoying Riley's "Orbit - Responsive
// Resume/CV Template for Developers" (Bootstrap 3; the original's stylesheet and footer under CC BY 3.0), with
// the print improvements of the original's pull request 3. One config.toml holds the whole résumé
// ([params.profile], [params.contact], [params.education], ... as the exampleSite's); layouts/index.html and
// its partials render it. The theme's files are vendored, not committed (templates/hugo-orbit/SOURCE.md): its
// `styles.css` (the default colour scheme), Bootstrap 3.3.6's `bootstrap.min.css` and Font Awesome 4.5.0's CSS
// and fonts, unchanged, from its `static/assets/`. Roboto, which the head loads from Google Fonts, is Debian's
// fonts-roboto (the same family by name). The example's profile photo is a stranger's face: a grey circle of
// the same size stands in (the people have no photo). The scripts are left out; what the theme's main.js does
// on load (each skill's bar animated to the width of its `data-level`) is written into the page as jQuery
// leaves it (an inline `width`).
//
// The page is the one Hugo renders from a config.toml written as the example's, from the person's record: on
// the right a sidebar 240 px wide (the profile: photo, name, headline; the contact list, each line a Font
// Awesome icon before a link: envelope and the e-mail, phone and the phone as shown, linking to `tel:` and the
// E.164 number; "Education": each school the degree in bold over the school and "YYYY - YYYY"; "Languages":
// each "Language (level)" as written, without the parentheses where the record gives no level; no interests);
// on the left the main column: section titles in upper case behind an icon (user, briefcase, rocket), "Career
// Profile" (the summary), "Experiences" (each job its title with "YYYY - YYYY" or "YYYY - Present" in the
// language's word at the right, the company line "Company, City" as the example's "Startup Hubs, San
// Francisco", then the details field as Markdown: the bullets a list, which markdownify turns into a <ul>
// inside the partial's <p>), "Skills & Proficiency" (each skill its name at the left of a level bar, levels
// made up, no categories: a grouped record's skills one list); the projects section off (nobody has any);
// the footer's attribution lines (the CC BY credit and "Ported for Hugo by Pavel Kanyshev", the year Hugo
// builds in). Headings are the theme's i18n/en.yaml for English and the person's language's otherwise (the
// theme has en, ja and ko; a user adds an i18n file for the site's language).
//
// Printed as a user prints the page from Chrome ("Save as PDF": A4, 10 mm margins) with the scale at 70 %,
// which lays it out 1 026 px wide, the theme's desktop layout (at 100 % the page is 718 px wide, its phone
// layout: the sidebar over the main column, which its print rule `page-break-before: always` then sends to a
// second page), and "Background graphics" ticked so that the level bars print (their backgrounds are the
// theme's only `!important` ones, there to survive Bootstrap's print rules). Bootstrap 3's print stylesheet
// still applies: every colour black, every other background transparent (the sidebar's colour and the title
// icons' discs are gone, its text black on white), and after each link its address in parentheses
// (" (mailto:…)", " (tel:+…)").
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, spokenLanguages } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'hugo-orbit');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The year `{{ now.Year }}` gives in the footer: the year the site is built in (fixed, for stable files). */
const BUILD_YEAR = 2026;

/** The theme's i18n/en.yaml, and the person's language's words otherwise. */
const I18N = {
  en: {
    summary: 'Career Profile',
    experiences: 'Experiences',
    skills: 'Skills & Proficiency',
    education: 'Education',
    language: 'Languages',
  },
};
const i18nOf = (lang) => {
  if (I18N[lang]) return I18N[lang];
  const h = HEADINGS[lang];
  return {
    summary: h.summary,
    experiences: h.experience,
    skills: h.skills,
    education: h.education,
    language: h.languages,
  };
};

/** Made-up skill levels, as the example's "98%", "95%", "75%". */
const LEVELS = ['95%', '90%', '85%', '80%', '75%', '70%', '65%'];

/** A grey disc in place of the example's photo (100 × 100, as profile.png). */
const AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="50" fill="#c8c8c8"/></svg>',
)}`;

function orbit(p) {
  const t = i18nOf(p.lang);
  const name = fullName(p);
  const contacts = [
    { class: 'email', icon: 'fa-envelope', url: `mailto:${p.email}`, title: p.email },
    { class: 'phone', icon: 'fa-phone', url: `tel:${p.phone.e164}`, title: p.phone.shown },
  ];
  const contactList = contacts
    .map(
      (c) => `
                    <li class="${c.class}"><i class="fa ${c.icon}"></i><a href="${html(c.url)}">${html(c.title)}</a></li>
				`,
    )
    .join('');
  const education = p.education
    .map(
      (e) => `
                <div class="item">
                    <h4 class="degree">${html(e.degree)}</h4>
                    <h5 class="meta">${html(e.institution)}</h5>
                    <div class="time">${html(`${e.start} - ${e.end}`)}</div>
                </div><!--//item-->
				`,
    )
    .join('');
  const languages = spokenLanguages(p)
    .map(
      (l) => `
                    <li>${html(l.name)}${l.level ? ` <span class="lang-desc">(${html(l.level)})</span>` : ''}</li>
				`,
    )
    .join('');
  // markdownify of the details field: the bullets as a Markdown list become a <ul>, inside the partial's <p>.
  const jobs = p.experience
    .map(
      (j) => `
                <div class="item">
                    <div class="meta">
                        <div class="upper-row">
                            <h3 class="job-title">${html(j.title)}</h3>
                            <div class="time">${html(`${j.start[0]} - ${j.end ? j.end[0] : PRESENT_WORD[p.lang]}`)}</div>
                        </div><!--//upper-row-->
                        <div class="company">${html(`${j.company}, ${j.city}`)}</div>
                    </div><!--//meta-->
                    <div class="details">
                        <p><ul>
${j.bullets.map((b) => `<li>${html(b)}</li>`).join('\n')}
</ul>
</p>
                    </div><!--//details-->
                </div><!--//item-->
				`,
    )
    .join('');
  const skills = p.skills
    .flatMap((g) => g.items)
    .map(
      (s, i) => `
                    <div class="item">
                        <h3 class="level-title">${html(s)}</h3>
                        <div class="level-bar">
                            <div class="level-bar-inner" data-level="${LEVELS[(i * 3) % LEVELS.length]}" style="width: ${LEVELS[(i * 3) % LEVELS.length]};">
                            </div>
                        </div><!--//level-bar-->
                    </div><!--//item-->
                `,
    )
    .join('');

  return `<!DOCTYPE html>
    <!--[if IE 8]> <html lang="${p.lang}" class="ie8"> <![endif]-->
<!--[if IE 9]> <html lang="${p.lang}" class="ie9"> <![endif]-->
<!--[if !IE]><!--> <html lang="${p.lang}"> <!--<![endif]-->

<head>
    <title>${html(name)} Resume</title>
    <!-- Meta -->
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="description" content="${html(p.headline)}">
    <meta name="author" content="${html(name)}">
    <!-- Global CSS -->
    <link rel="stylesheet" href="${href('css/bootstrap.min.css')}">
    <!-- Plugins CSS -->
    <link rel="stylesheet" href="${href('css/font-awesome.css')}">

    <!-- Theme CSS -->
    <link id="theme-style" rel="stylesheet" href="${href('css/styles.css')}">
</head>

<body>
    <div class="wrapper">

        <div class="sidebar-wrapper">

            <div class="profile-container">
                <img class="profile img-circle" src="${AVATAR}" alt="" />
                <h1 class="name">${html(name)}</h1>
                <h3 class="tagline">${html(p.headline)}</h3>
            </div><!--//profile-container-->

            <div class="contact-container container-block">
                <ul class="list-unstyled contact-list">
				${contactList}
                </ul>
            </div><!--//contact-container-->

            <div class="education-container container-block">
                <h2 class="container-block-title">${html(t.education)}</h2>
				${education}
            </div><!--//education-container-->

            <div class="language-container container-block">
                <h2 class="container-block-title">${html(t.language)}</h2>
                <ul class="list-unstyled interests-list">
				${languages}
                </ul>
            </div><!--//language-->

        </div><!--//sidebar-wrapper-->

	<div class="main-wrapper">

            <section class="section summary-section">
                <h2 class="section-title"><i class="fa fa-user"></i>${html(t.summary)}</h2>
                <div class="summary">
                    <p>${html(p.summary)}</p>
                </div><!--//summary-->
            </section><!--//section-->

            <section class="section experiences-section">
                <h2 class="section-title"><i class="fa fa-briefcase"></i>${html(t.experiences)}</h2>
				${jobs}
            </section><!--//section-->

            <section class="skills-section section">
                <h2 class="section-title"><i class="fa fa-rocket"></i>${html(t.skills)}</h2>
                <div class="skillset">
				${skills}
                </div>
            </section><!--//skills-section-->

	</div><!--//main-body-->
    </div>

    <footer class="footer">
        <div class="text-center">
                <!--/* This template is released under the Creative Commons Attribution 3.0 License. Please keep the attribution link below when using for your own project. Thank you for your support. :) If you'd like to use the template without the attribution, you can check out other license options via our website: themes.3rdwavemedia.com */-->
                <small class="copyright">Designed with <i class="fa fa-heart"></i> by <a href="http://themes.3rdwavemedia.com" target="_blank">Xiaoying Riley</a> for developers</small><br>
				<small class="copyright">${BUILD_YEAR} &copy; Ported for Hugo by <a href="https://github.com/aerohub" target="_blank">Pavel Kanyshev</a></small>
        </div><!--//container-->
    </footer><!--//footer-->

</body>
</html>
`;
}

/** Slot 49 of generate.mjs's fixed slots. */
export const SLOT_49_HTML_FAMILIES = {
  'hugo-orbit': {
    dateStyle: 'year',
    page: { ...CHROME_SAVE_AS_PDF, scale: 0.7, printBackground: true },
    html: orbit,
    waitForFonts: true,
  },
};
