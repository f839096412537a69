// visiky-resume-template1 (SLOT_54_HTML_FAMILIES, re-exported by html-templates.mjs): the default template
// ("template1", "默认模板(适用于单页)", the default template for one page) of visiky/resume (MIT, commit 2eb87e5),
// Kasmine's online résumé generator (Gatsby, React, antd 4, LESS): a user fills forms in its edit mode (or a
// resume.json of the app's own shape in a GitHub repository), picks a template and presses "Download pdf", which
// calls window.print(). Template 1 is a grid of two columns, 2fr and 3fr: on the left, on white, the centred name,
// the contacts each behind an icon in the theme colour, then the introduction, education, skills (each a bold
// name with a five-star rating, its description lines behind check icons) and "more information" (awards, each
// behind a trophy), their titles in 24 px type in the theme colour; on the right, on grey (#f2f2f2), the work
// experience under a banner: an icon image beside a heading in white on the theme colour, cut into a notch at its
// right end; each job the company in bold 18 px with the department in small grey type after it, the dates
// right-aligned in small grey type on the same line, and the description (pre-wrapped text) under it.
//
// Nothing of the template is vendored or run: its component (src/components/Resume/Template1/index.tsx), its
// LESS (index.less) and the page's (src/components/index.less, src/pages/index.less, the Avatar's print rule)
// were read, and this file writes the page they render, in markup and CSS of its own that give the same boxes
// (antd 4's base styles where the template relies on them: 14 px, line height 1.5715, text rgba(0,0,0,0.85),
// h1 margin 0.5em, the Rate's stars in #fadb14 on #f0f0f0). The body's font is the app's 'roboto-regular'
// (one face, Roboto Regular, loaded from a CDN; bold synthesised): Debian's Roboto Regular under that name
// here. The antd icons (MobileFilled, MailFilled, EnvironmentFilled, HeartFilled, CheckCircleFilled,
// TrophyFilled, StarFilled) are SVGs in the app: Font Awesome 4 (Debian's fonts-font-awesome) glyphs stand
// in. The banner's icon image (static/images/work-experience.png, a blue briefcase with an orange handle) is
// drawn as a small inline SVG of this file's own.
//
// Filled as the app's own sample (src/data/resume.ts) and its forms (src/helpers/contant.tsx) suggest: the
// profile's mobile, e-mail, "work space" (期望工作地, the city) and "Position title" (职位, the headline); no
// avatar (an empty avatar is hidden in print); the summary as the introduction. Each job: the company as
// company_name, no department (the sample's third job has none), and in work_desc — the field the form calls
// "职位或描述", position or description — the title on its first line, then the bullets one a line, numbered
// "1. " when there are several as the sample's are. work_time as the sample's "2018.06" strings, so the dates
// read "2019.04 ~ 2022.08", and a current job "2019.04" followed by the app's word for now (the en-US locale's
// "to present" for the ' 至今' the template writes; the app has no other locale than zh-CN and en-US). Each school:
// the institution in bold with "YYYY ~ YYYY" floated right in grey, the degree as the major under it. Skills:
// a group is one item, its label as the skill name (rated 5, 4, 3, … stars as made up) and its skills joined
// by ", " as the description line behind a check icon; a flat list is one item a skill, rated, no description.
// The spoken languages as "more information" items (the sample puts its "英语 CET6" there): the language in
// bold and its level as written in brackets, where the award's date would be. Section titles are editable
// (titleNameMap): the app's English defaults for an English person ("Educational background", "Work
// experience", "Personal skills"; "Languages" for the renamed awards section), the person's language's
// headings otherwise; the fixed words (the "Introduction" title, "work space:", "Position title:", "to
// present") are the app's en-US ones for every person, as the app offers no other.
//
// Printed as window.print() is by Chromium with "Background graphics" ticked (without it the banner's white
// heading has no background and vanishes): the page's `@page { size: A4 }`, Chrome's default margins (10 mm
// here, as html-resume-templates-infographic takes them), no header or footer.
import { pathToFileURL } from 'node:url';
import { HEADINGS, fullName } from './persons.mjs';

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The app's default theme colour (src/components/index.tsx). */
const THEME = '#2f5785';

/** The app's en-US words for the template's fixed labels (src/i18n/locales/en-US.json). */
const WORDS = {
  introduction: 'Introduction',
  workPlace: 'work space',
  positionTitle: 'Position title',
  present: 'to present',
};

/** Section titles (titleNameMap): the app's English defaults, the person's language's headings otherwise. */
const titlesOf = (lang) =>
  lang === 'en'
    ? {
        education: 'Educational background',
        experience: 'Work experience',
        skills: 'Personal skills',
        languages: 'Languages',
      }
    : HEADINGS[lang];

/** Font Awesome 4 glyphs standing in for antd's icons. */
const ICON = {
  mobile: '\uf10b',
  mail: '\uf0e0',
  environment: '\uf041',
  heart: '\uf004',
  check: '\uf058',
  trophy: '\uf091',
  star: '\uf005',
};

const FONT_FACES = [
  ['roboto-regular', '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf'],
  ['antd-icons stand-in', '/usr/share/fonts/truetype/font-awesome/fontawesome-webfont.ttf'],
]
  .map(
    ([family, file]) => `@font-face { font-family: '${family}'; src: url('${pathToFileURL(file).href}'); }`,
  )
  .join('\n');

/** The banner's icon image: a briefcase in blue with an orange handle and two dots, 26 × 26. */
const BRIEFCASE = `<svg class="section-icon" width="26" height="26" viewBox="0 0 28 28" xmlns="http://www.w3.org/2000/svg"><circle cx="6" cy="7.5" r="1.2" fill="#f0925f"/><circle cx="2" cy="17" r="2" fill="#f0925f"/><path d="M15.5 9V6.8a1.4 1.4 0 0 1 1.4-1.4h2.8a1.4 1.4 0 0 1 1.4 1.4V9" fill="none" stroke="#f0925f" stroke-width="2"/><rect x="10" y="9.5" width="16.6" height="14" rx="2" fill="none" stroke="#4d72f3" stroke-width="2"/><path d="M12.5 14h3M21 14h3" stroke="#4d72f3" stroke-width="2" stroke-linecap="round"/><circle cx="16.8" cy="14" r="0.9" fill="#f0925f"/><circle cx="19.8" cy="14" r="0.9" fill="#f0925f"/></svg>`;

const icon = (name, style = '') => `<i class="anticon"${style ? ` style="${style}"` : ''}>${ICON[name]}</i>`;
const themeIcon = (name) => icon(name, `color: ${THEME}; opacity: 0.85`);
const yellowIcon = (name) => icon(name, 'color: #ffc107; margin-right: 8px');

const capitalised = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** The record's spoken languages, "English (native)" → { name, level }. */
const languagesOf = (p) =>
  p.languages
    .split(/,\s*(?![^(]*\))/)
    .filter(Boolean)
    .map((l) => {
      const m = /^(.*?)\s*\((.*)\)$/.exec(l.trim());
      return { name: capitalised(m ? m[1] : l.trim()), level: m ? m[2] : '' };
    });

/** "2018.06", as the sample's work_time strings. */
const dotted = ([y, m]) => `${y}.${String(m).padStart(2, '0')}`;

/** antd's Rate (allowHalf, disabled) at value = skill_level / 20: five stars, whole ones here. */
const rate = (stars) =>
  `<ul class="ant-rate skill-rate">${Array.from(
    { length: 5 },
    (_, i) => `<li class="ant-rate-star${i < stars ? ' ant-rate-star-full' : ''}">${ICON.star}</li>`,
  ).join('')}</ul>`;

/** The job's work_desc: the title, then the bullets one a line ("1. …" when there are several). */
const workDesc = (j) =>
  [j.title, ...(j.bullets.length > 1 ? j.bullets.map((b, i) => `${i + 1}. ${b}`) : j.bullets)].join('\n');

function template1(p) {
  const t = titlesOf(p.lang);
  const profile = [
    ['mobile', html(p.phone.shown)],
    ['mail', html(p.email)],
    ['environment', `<span>${WORDS.workPlace}: ${html(`${p.address.city}, ${p.address.country}`)}</span>`],
    ['heart', `<span>${WORDS.positionTitle}: ${html(p.headline)}</span>`],
  ]
    .map(([name, text]) => `<div>${themeIcon(name)}${text}</div>`)
    .join('');
  const schools = p.education
    .map(
      (e) =>
        `<div class="education-item"><div><b>${html(e.institution)}</b><span class="sub-info" style="float: right">${
          e.start
        } ~ ${e.end}</span></div><div><span>${html(e.degree)}</span></div></div>`,
    )
    .join('');
  const grouped = p.skills.some((g) => g.label);
  const skillItems = grouped
    ? p.skills.map((g) => ({ name: g.label, desc: g.items.join(', ') }))
    : p.skills.flatMap((g) => g.items).map((name) => ({ name, desc: '' }));
  const skills = skillItems
    .map(
      ({ name, desc }, i) =>
        `<div class="skill-row"><b class="info-name">${html(name)}</b>${rate(5 - (i % 3))}</div>${
          desc ? `<div class="skill-detail-item">${yellowIcon('check')}${html(desc)}</div>` : ''
        }`,
    )
    .join('');
  const languages = languagesOf(p)
    .map(
      (l) =>
        `<div>${yellowIcon('trophy')}<b class="info-name">${html(l.name)}</b>${
          l.level ? `<span class="sub-info award-time">(${html(l.level)})</span>` : ''
        }</div>`,
    )
    .join('');
  const jobs = p.experience
    .map(
      (j) =>
        `<div class="section-item"><div class="section-info"><b class="info-name">${html(
          j.company,
        )}<span class="sub-info"></span></b><span class="info-time">${dotted(j.start)}${
          j.end ? ` ~ ${dotted(j.end)}` : ` ${WORDS.present}`
        }</span></div><div class="work-description">${html(workDesc(j))}</div></div>`,
    )
    .join('');

  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<title>Resume Generator</title>
<style>
${FONT_FACES}
*, ::before, ::after { box-sizing: border-box; }
html { font-family: sans-serif; line-height: 1.15; }
body { margin: 0 !important; color: rgba(0, 0, 0, 0.85); font-size: 14px; font-family: roboto-regular;
  font-variant: tabular-nums; line-height: 1.5715; background-color: #fff; font-feature-settings: 'tnum'; }
h1 { margin-top: 0; margin-bottom: 0.5em; color: rgba(0, 0, 0, 0.85); font-weight: 500; }
b { font-weight: bolder; }
ul { margin: 0; }
.anticon { display: inline-block; color: inherit; font-style: normal; line-height: 0; text-align: center;
  vertical-align: -0.125em; font-family: 'antd-icons stand-in'; font-weight: normal; }
.ant-rate { box-sizing: border-box; margin: 0; padding: 0; color: #fadb14; font-size: 20px; line-height: unset;
  list-style: none; display: inline-block; outline: none; }
.ant-rate-star { position: relative; display: inline-block; color: #f0f0f0; margin: 0;
  font-family: 'antd-icons stand-in'; font-weight: normal; }
.ant-rate-star:not(:last-child) { margin-right: 8px; }
.ant-rate-star-full { color: #fadb14; }

@page { size: A4; }
.page { display: flex; padding: 0; margin: 0; justify-content: center; }

.template1-resume { width: 100%; min-height: 942px; margin-bottom: 60px; display: grid; grid-template-columns: 2fr 3fr; box-shadow: none; }
.template1-resume .basic-info { padding: 24px 18px 24px 24px; }
.template1-resume .main-info { height: 100%; padding: 33px 24px 32px 20px; background: #f2f2f2; }
.template1-resume section:not(:first-of-type) { margin-top: 24px; }
.template1-resume section .section-title { margin-bottom: 12px; font-size: 24px; line-height: 32px; letter-spacing: 0; }
.template1-resume section .section-info { font-size: 18px; line-height: 24px; color: rgba(0, 0, 0, 0.85);
  margin-bottom: 8px; display: flex; justify-content: space-between; align-items: center; }
.template1-resume .basic-info .name { margin: 8px auto 24px; font-size: 24px; text-align: center; }
.template1-resume .basic-info .profile .profile-list { margin-bottom: 24px; }
.template1-resume .basic-info .profile .profile-list > div:not(:last-of-type) { margin-bottom: 4px; }
.template1-resume .basic-info .profile .profile-list .anticon { margin-right: 8px; }
.template1-resume .basic-info .section-skill .skill-row { display: flex; justify-content: space-between;
  margin-top: 8px; }
.template1-resume .basic-info .section-skill .skill-rate { font-size: 14px; }
.template1-resume .basic-info .section-skill .skill-rate .ant-rate-star { margin-right: 4px; }
.template1-resume .basic-info .section-skill .skill-detail-item { margin-top: 4px; }
.template1-resume .basic-info section .sub-info { color: rgba(0, 0, 0, 0.45); }
.template1-resume .basic-info .section-award .sub-info { font-size: 14px; margin-left: 8px; }
.template1-resume .basic-info .education-item:not(:first-of-type) { margin-top: 8px; }
.template1-resume .main-info section { margin-bottom: 16px; }
.template1-resume .main-info section .section-header { display: flex; margin-bottom: 10px; }
.template1-resume .main-info section .section-header .section-icon { margin-right: 8px; }
.template1-resume .main-info section .section-header h1 { position: relative; font-size: 18px; font-weight: bold;
  color: #fff; width: max-content; line-height: 26px; padding: 0 100px 0 10px; border-top-left-radius: 3px;
  border-bottom-left-radius: 3px; }
.template1-resume .main-info section .section-header h1:before { content: ''; display: block; width: 18.4px;
  height: 18.4px; background: #f2f2f2; position: absolute; right: -9px; top: 4px; transform: rotate(45deg); }
.template1-resume .main-info .section-work-exp .section-item:not(:first-of-type) { margin-top: 18px; }
.template1-resume .main-info .section-work-exp .section-info .sub-info,
.template1-resume .main-info .section-work-exp .section-info .info-time { color: rgba(0, 0, 0, 0.45);
  font-size: 12px; margin-left: 8px; font-weight: 300; }
.template1-resume .main-info .section-work-exp .work-description { white-space: pre-wrap; }
.template1-resume .section-aboutme > div { margin: 6px 0; }
</style>
</head>
<body>
<div class="page">
<div class="template1-resume resume-content">
<div class="basic-info">
<div class="profile">
<div class="name">${html(fullName(p))}</div>
<div class="profile-list">${profile}</div>
</div>
<section class="section section-aboutme">
<div class="section-title" style="color: ${THEME}">${WORDS.introduction}</div>
<div>${html(p.summary)}</div>
</section>
<section class="section section-education">
<div class="section-title" style="color: ${THEME}">${html(t.education)}</div>
${schools}
</section>
<section class="section section-skill">
<div class="section-title" style="color: ${THEME}">${html(t.skills)}</div>
${skills}
</section>
<section class="section section-award">
<div class="section-title" style="color: ${THEME}">${html(t.languages)}</div>
${languages}
</section>
</div>
<div class="main-info">
<section>
<div class="section-header">${BRIEFCASE}<h1 style="background: ${THEME}">${html(t.experience)}</h1></div>
<div class="section-body"><div class="section section-work-exp">${jobs}</div></div>
</section>
</div>
</div>
</div>
</body>
</html>
`;
}

/** Slot 54 of generate.mjs's fixed slots. */
export const SLOT_54_HTML_FAMILIES = {
  'visiky-resume-template1': {
    dateStyle: 'iso',
    page: {
      format: 'A4',
      preferCSSPageSize: true,
      printBackground: true,
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
    },
    html: template1,
    waitForFonts: true,
  },
};
