// cv-html-template-nekeal (SLOT_90_HTML_FAMILIES, re-exported by html-templates.mjs): Szymon Cader's "CV Template"
// (nekeal/cv-html-template, MIT, branch master, commit 8937e93, 2026; LICENSE.md "Originally created by Szymon Cader -
// feel free to use for your own CV"), a GitHub template repository from a Polish author: a Jinja2 page
// (templates/basic/cv_template.html.j2 and its snippets header, skills, experience) filled by src/cv/render.py from
// two Python dicts (src/cv/common_context.py: name, title, subtitle, summary, phone, email, GitHub and LinkedIn links,
// certificates, education, languages; src/cv/context.py: experience, skills, other experience), one stylesheet
// (static/css/style.css) and four PNG icons. Its way to a PDF is the Justfile's `just pdf`: headless Google Chrome
// `--print-to-pdf` of the rendered index.html, A4 (style.css has `@page { size: A4; }` and no margin of its own), no
// header or footer.
//
// The layout (the template and style.css): a tabular CV in the German/Polish manner, one A4 column in Arimo at 14 px,
// dark grey #343434 on white. A header of two inline blocks side by side: at the left the name (h1, 2.5 rem bold) over
// the title (h3, plain) and an italic subtitle (h4); 200 px to its right a stack of contact lines, each led by a
// 15 px greyscale PNG icon (phone, e-mail, GitHub, LinkedIn). Then the summary paragraph (13 px) set in the body
// column, after an empty 10 em date cell. Each section a bold 1.3 rem title over a light grey 1 px rule, full width;
// under it its entries as flex rows: a fixed 10 em date column at the left ("03.2019 - now", "09.2012 - 06.2016",
// empty where an entry has no date) and the description beside it. Skills: one undated row, one line a skill group
// ("<strong>Cloud Platforms</strong>: AWS (...), GCP (...)."). Experience: one row a job, "Position" bold and " at
// Company" in a light weight on its first line, then per part of the job an italic sub-title over a disc list of
// bullets (or, in the legacy format, the bullets alone). Other experience, certificates: rows of the same kind.
// Education: one row a school, "Institution - Degree" bold; Languages, a section nested inside Education's, one undated
// row, one line a language ("English – <strong>fluent</strong>"). At the foot, a 10 px paragraph: the Polish
// recruitment-consent clause (Personal Data Protection Act of 10 May 2018, GDPR).
//
// Nothing of the template is run: the Jinja2 template and snippets, render.py, both contexts, utils.py (b() wraps a
// string in <strong>), the Justfile, the README and the rendered example index.html were read, and this file writes
// the HTML render.py writes, from contexts filled with the person. style.css, phone.png and email.png are vendored
// as they are (templates/cv-html-template-nekeal/, MIT, LICENSE). The page's Google Fonts link (Arimo 400, 400i, 700)
// is left out (no network here): Arimo is installed (fonts-croscore) and fontconfig gives it under its own name.
//
// Filled as the contexts are written: name the full name, title the headline, phone as shown, email; the records
// have no GitHub or LinkedIn, so those two contact lines are left out (the template writes them unconditionally, with
// the example's links), and no subtitle (an empty h4, as StrictUndefined needs the key). summary the summary. skills:
// one line a group, b(label) + ": " + the items joined by ", " + "." as the author writes them; a flat list one line
// of the skills joined the same way, with no label. experience in the legacy format (a job has no parts with their own
// titles): date "MM.YYYY - MM.YYYY" as the example's "04.2017 - 02.2019" (the current job's end the person's
// language's word for now: the example's "now" in English), position the title, company the company, responsibilities
// the bullets. education: date "YYYY - YYYY" (the records have years only), institution, degree. languages one line a
// language, "Name – <strong>level</strong>". Other experience and certificates: the records have none; their sections
// are left out rather than printed empty. Section titles are the person's language's headings (they are text in the
// template).
//
// Changes from the template, as few as could be: the town of a job, for which the legacy format has no place, is an
// italic line of the class the template gives a job part's title (section-place) above the bullets; " at " before the
// company is the person's language's word (chez, bei, en, em, presso), the section titles being translated too. The
// consent clause is kept in English as the template has it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, spokenLanguages } from './persons.mjs';
import { CHROME_SAVE_AS_PDF } from './chrome-print.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'cv-html-template-nekeal');
const asset = (name) => pathToFileURL(path.join(DIR, name)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const b = (s) => `<strong>${s}</strong>`;

/** The word between a job's position and its company ("Position at Company"), per language. */
const AT = { en: 'at', fr: 'chez', de: 'bei', es: 'en', pt: 'em', it: 'presso' };

const month = ([y, m]) => `${String(m).padStart(2, '0')}.${y}`;

/** The template's footer, as it is. */
const CONSENT = `I agree to the processing of personal data provided in this document for realising the recruitment
                process pursuant to the Personal Data Protection Act of 10 May 2018 (Journal of Laws 2018, item 1000)
                and in agreement with Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April
                2016 on the protection of natural persons with regard to the processing of personal data and on the free
                movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation).`;

function page(p) {
  const t = HEADINGS[p.lang];
  const skills = p.skills.map((g) =>
    g.label ? `${b(html(g.label))}: ${html(g.items.join(', '))}.` : `${html(g.items.join(', '))}.`,
  );
  const jobs = p.experience.map(
    (j) => `
    <div class="section-content">
        <div class="section-date">${month(j.start)} - ${html(j.end ? month(j.end) : PRESENT_WORD[p.lang])}</div>
        <div class="section-description">
            <div class="section-subject">${html(j.title)}  <span class="section-subsubject"> ${AT[p.lang]} ${html(
              j.company,
            )} </span> </div>
            <div class="section-place">${html(j.city)}</div>
            <div class="section-bullets">
                <ul>${j.bullets.map((x) => `\n                    <li>${html(x)}</li>`).join('')}

                </ul>
            </div>
        </div>
    </div>`,
  );
  const schools = p.education.map(
    (e) => `
                <div class="section-content">
                    <div class="section-date">${e.start} - ${e.end}</div>
                    <div class="section-description">
                        <div class="section-subject">${html(e.institution)} - ${html(e.degree)}</div>
                    </div>
                </div>`,
  );
  const languages = spokenLanguages(p).map(
    (l) => `\n                                ${html(l.name)}${l.level ? ` – ${b(html(l.level))}` : ''}<br>`,
  );
  return `<!DOCTYPE html>
<html lang="${p.lang}">

<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta http-equiv="X-UA-Compatible" content="ie=edge">
    <title>CV ${html(fullName(p))}</title>
    <link rel="stylesheet" href="${asset('style.css')}">
</head>

<body>
    <div class="container">
        <div class="bio-heading">
            <div class="heading">
                <div style="display: inline-block;">
                    <h1>${html(fullName(p))}</h1>
                    <h3>${html(p.headline)}</h3>
                    <h4 class="subtitle"></h4>
                </div>
                <div style="display: inline-block; margin-left:200px">
                    <div class="box">
                        <img class='ico' src="${asset('phone.png')}" alt="">&nbsp;&nbsp;${html(p.phone.shown)}
                    </div>
                    <div class="box">
                        <img class='ico' src="${asset('email.png')}" alt="">${html(p.email)}
                    </div>
                </div>
            </div>
        </div>

        <div class="bio-data">
        </div>
        <div class="section">
            <div class="section-content">
                <div class="section-date"></div>
                <p class="summary">${html(p.summary)}</p>
            </div>
        </div>
            <div class="section">
                <div class="section-name">${html(t.skills)}</div>
                <div class="section-content">
                    <div class="section-date"></div>
                    <div class="section-description">
                        ${skills.map((s) => `<div class="section-text">${s}</div>`).join('\n                        ')}
                    </div>
                </div>
            </div>
            <div class="section">
                <div class="section-name">${html(t.experience)}</div>${jobs.join('')}
            </div>
            <div class="section">
                <div class="section-name">${html(t.education)}</div>${schools.join('')}
                <div class="section">
                    <div class="section-name">${html(t.languages)}</div>
                    <div class="section-content" style="margin-bottom: 30px">
                        <div class="section-date"></div>
                        <div class="section-description">
                            <div class="section-subject"></div>
                            <div class="section-place"></div>
                            <div class="section-bullets">${languages.join('')}
                            </div>
                        </div>
                    </div>
                </div>
            </div>
            <footer>
                ${CONSENT}
            </footer>
</body>

</html>
`;
}

/** Slot 90 of generate.mjs's fixed slots. */
export const SLOT_90_HTML_FAMILIES = {
  'cv-html-template-nekeal': {
    dateStyle: 'numeric',
    // The Justfile's `google-chrome --headless --print-to-pdf`: A4 (the stylesheet's @page size) and Chrome's own
    // default margins, no header or footer: Chrome's "Save as PDF" defaults.
    page: CHROME_SAVE_AS_PDF,
    html: page,
    waitForFonts: true,
  },
};
