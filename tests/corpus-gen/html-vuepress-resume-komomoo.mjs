// vuepress-resume-komomoo (SLOT_91_HTML_FAMILIES, re-exported by html-templates.mjs): momoko's vuepress-theme-resume
// ("编写简洁优雅的markdown简历，由 vuepress 驱动": write a neat, elegant Markdown résumé, driven by VuePress),
// komomoo/vuepress-theme-resume (MIT, branch master, commit 24af48c, 2025-08-08; on npm as vuepress-theme-resume
// 1.0.2). A VuePress 1 theme: the user writes the résumé as one Markdown page (example/README.md: HTML for the
// header, "##" sections, one-line entries with a `<span class="right">` for the dates, "###" entries with a
// `<span class="role">`), `vuepress build` renders it into a static page (Layout.vue: the default theme's sidebar
// and Page.vue: the content), styled by the theme's Stylus (styles/*.styl and Page.vue's block, compiled in the
// repository's own build, example/dist/assets/css/0.styles.3cb29f2c.css). The README's way to use the theme is a
// config.js holding `theme: 'resume'` alone: no sidebar items, so the page has the class no-sidebar and the sidebar
// is hidden (the repository's own example adds a sidebar of its headings for the web; its printed sample,
// imgs/eg.jpg, has none). Its way to a PDF is the README's: "chrome 页面中右键 -> 打印 -> 另存为 pdf" (Chrome,
// print, Save as PDF), headers and footers unticked: A4, Chrome's default margins, 100 %. Chromium matches the
// theme's "max-width: 959px" rules in print (2 rem padding round the content) and not its 719 px ones.
//
// The layout (Page.vue's style, the example's README and its built page): one column in Menlo at 13 px, #161f28,
// every margin zeroed ("* { margin: 0 !important }"). The header is the h1, a flex row: the name at the left (2.2
// rem, semi-bold), at the right a list of contact lines at 12 px, each "label: value" with the label right-aligned
// in a 6 em column and its colon added by CSS (the example: 电话 phone, 微信 WeChat, 邮箱 e-mail as a blue link,
// Github). Each section title (h2, 1.35 em) is followed on its line by a 2 px dashed grey rule running to the right
// margin. One-line entries (the example's education and work lines, "degree school major" and "company-department
// position") end with their dates flush right, in italics, 0.9 em; "###" entries (the example's projects: "name:
// role", 1.1 em, semi-bold) have the role in 12 px after a colon and the dates flush right, disc bullets under them,
// and a dashed hair rule between two entries. Skills and the self-evaluation are disc bullets (the example's
// "技术栈：**…**" bullet: a label, a colon, its items in bold).
//
// Read at generate time from templates/vuepress-resume-komomoo/styles.css (not committed: put there byte for byte
// the repository's example/dist/assets/css/0.styles.3cb29f2c.css, the theme's stylesheet as its own build compiled
// this commit's Stylus and Page.vue); only the licence is committed. VuePress is not run: this file writes the page `vuepress build` renders (the server-rendered markup of
// example/dist/index.html: theme-container no-navbar, here no-sidebar too, the sidebar empty, page, content
// content__default) from a README.md filled with the person, markdown-it's HTML for it (header anchors, ids
// slugified). Font: the content asks for "menlo, pingfang" (no generic family after them); Apple's Menlo is a
// modified DejaVu Sans Mono (Bitstream Vera Sans Mono), so Debian's DejaVu Sans Mono (fonts-dejavu-core Book and
// Bold, fonts-dejavu-extra Oblique) is used through @font-face under the name menlo; not committed.
//
// Filled as the example's README.md is written: the h1's span the full name; its list one line a contact, the
// labels in the person's language: the phone as shown, the e-mail as a mailto: link, the address "street, city
// line, country" (where the example has WeChat and GitHub, which the records do not have). Sections in the
// example's order (education, work, skills, self-evaluation), their titles the example's headings in English for
// an English person ("Education", "Work Experience", "Skills", "Self-Evaluation": the Chinese 教育经历, 工作经历,
// 技能描述, 自我评价) and the person's language's headings otherwise. Education as the example's one-line entries:
// one line a school, "degree, school, town" and "YYYY - YYYY" flush right (the records have years only), the
// lines joined by <br>. Work: every job has work items, which the example's one-line work entries have no place
// for, so each job is a "###" entry as the example's projects are: "Company, Town", the title as the role
// (":&nbsp;Title"), "YYYY.MM - YYYY.MM" flush right as the example writes its dates ("2016.07 - 至今": the
// person's language's word for now), its work items as bullets, "---" between two jobs. Skills one bullet a group
// as the example's "技术栈：**…**": the label, a colon and its skills in bold joined by ", " (a flat list one bullet,
// the skills joined by ", "). The summary the self-evaluation's one bullet. Latin text needs a separator where the
// example's Chinese fields are set apart by spaces: ", " is used.
//
// Changes from the template, as few as could be: the headline has no place in the example, so it is the header
// list's first line, labelled as a job title ("Position", "Ruolo"...: the 求职意向 line of a Chinese résumé); the
// spoken languages are one more section after Skills ("Languages" in the person's language), one bullet a language
// with its level in brackets; the self-evaluation section comes last as in the example. Left as the template has
// it: the contact list takes its full width and the name's span the rest, so a name longer than that wraps onto two
// lines (the example's name is two Chinese characters).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, cityLine, fullName, spokenLanguages } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const STYLES = path.join(here, 'templates', 'vuepress-resume-komomoo', 'styles.css');

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The example's section titles in English, or the person's language's. */
const titlesOf = (lang) =>
  lang === 'en'
    ? {
        education: 'Education',
        experience: 'Work Experience',
        skills: 'Skills',
        languages: 'Languages',
        summary: 'Self-Evaluation',
      }
    : HEADINGS[lang];

/**
 * The header list's labels (the example's 电话, 邮箱...) in the person's language, at most 8 letters: the 6 em label
 * column holds 8 and the colon the CSS adds (a longer label runs into its value).
 */
const LABELS = {
  en: { headline: 'Position', phone: 'Phone', email: 'Email', address: 'Address' },
  fr: { headline: 'Poste', phone: 'Tél.', email: 'E-mail', address: 'Adresse' },
  de: { headline: 'Position', phone: 'Telefon', email: 'E-Mail', address: 'Adresse' },
  es: { headline: 'Puesto', phone: 'Teléfono', email: 'Correo', address: 'Dir.' },
  pt: { headline: 'Cargo', phone: 'Telefone', email: 'E-mail', address: 'Endereço' },
  it: { headline: 'Ruolo', phone: 'Telefono', email: 'Email', address: 'Recapito' },
};

/** "2016.07", as the example writes its dates. */
const dotted = ([y, m]) => `${y}.${String(m).padStart(2, '0')}`;

/** VuePress's slugify (diacritics and punctuation dropped, spaces to dashes), for the headings' ids. */
const slugify = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’–—<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();

/** Menlo: DejaVu Sans Mono, of which it is a modified version. */
const FONT_FACES = [
  ['normal', 400, '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf'],
  ['normal', 700, '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf'],
  ['italic', 400, '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf'],
]
  .map(
    ([style, weight, file]) =>
      `@font-face { font-family: "menlo"; font-style: ${style}; font-weight: ${weight}; src: url("${
        pathToFileURL(file).href
      }"); }`,
  )
  .join('\n');

function page(p) {
  const t = titlesOf(p.lang);
  const l = LABELS[p.lang];
  const a = p.address;
  const contacts = [
    [l.headline, html(p.headline)],
    [l.phone, html(p.phone.shown)],
    [l.email, `<a href="mailto:${html(p.email)}">${html(p.email)}</a>`],
    [l.address, html(`${a.street}, ${cityLine(a)}, ${a.country}`)],
  ];
  const h1 = `<h1><span>${html(fullName(p))}</span> <ul>${contacts
    .map(([label, value]) => `<li><span>${html(label)}</span>${value}</li>`)
    .join(' ')}</ul></h1>`;
  const h2 = (title) => {
    const id = slugify(title);
    return `<h2 id="${id}"><a href="#${id}" class="header-anchor">#</a> ${html(title)}</h2>`;
  };
  const ul = (items) => `<ul>${items.map((item) => `<li>${item}</li>`).join(' ')}</ul>`;
  const schools = `<p>${p.education
    .map(
      (e) =>
        `${html(`${e.degree}, ${e.institution}, ${e.city}`)} <span class="right">${e.start} - ${e.end}</span>`,
    )
    .join('<br>\n')}</p>`;
  const jobs = p.experience
    .map((j) => {
      const dates = `${dotted(j.start)} - ${j.end ? dotted(j.end) : PRESENT_WORD[p.lang]}`;
      const head = `${j.company}, ${j.city}`;
      const id = slugify(`${head}: ${j.title}${dates}`);
      return `<h3 id="${id}"><a href="#${id}" class="header-anchor">#</a> ${html(
        head,
      )}<span class="role">:&nbsp;${html(j.title)}</span><span class="right">${html(dates)}</span></h3> ${ul(
        j.bullets.map(html),
      )}`;
    })
    .join(' <hr> ');
  const skills = ul(
    p.skills.map((g) =>
      g.label ? `${html(g.label)}: <strong>${html(g.items.join(', '))}</strong>` : html(g.items.join(', ')),
    ),
  );
  const languages = ul(spokenLanguages(p).map((s) => html(s.level ? `${s.name} (${s.level})` : s.name)));
  const content = [
    h1,
    h2(t.education),
    schools,
    h2(t.experience),
    jobs,
    h2(t.skills),
    skills,
    h2(t.languages),
    languages,
    h2(t.summary),
    ul([html(p.summary)]),
  ].join(' ');
  // The README's theme set-up (config.js: theme 'resume' alone) gives no sidebar items: an empty sidebar, hidden.
  const sidebar = `<div class="sidebar"><!---->  <!----> </div>`;
  return `<!DOCTYPE html>
<html lang="${p.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <title>VuePress</title>
    <meta name="description" content="">
    <meta name="generator" content="VuePress 1.3.0">
    <style>
${FONT_FACES}
    </style>
    <link rel="stylesheet" href="${pathToFileURL(STYLES).href}">
  </head>
  <body>
    <div id="app" data-server-rendered="true"><div class="theme-container no-navbar no-sidebar"><div class="sidebar-mask"></div> ${sidebar} <div class="page"><div class="content content__default">${content}</div></div></div><div class="global-ui"></div></div>
  </body>
</html>
`;
}

/** Slot 91 of generate.mjs's fixed slots. */
export const SLOT_91_HTML_FAMILIES = {
  'vuepress-resume-komomoo': {
    // Shown "YYYY.MM" as the example writes its dates; the truth keeps the months.
    dateStyle: 'iso',
    // Chrome's "Save as PDF" as the README says: A4, default margins, 100 %, no headers and footers, no backgrounds.
    page: { format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } },
    html: page,
    waitForFonts: true,
  },
};
