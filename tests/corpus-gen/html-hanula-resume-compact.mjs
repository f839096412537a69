// hanula-resume-compact (SLOT_71_HTML_FAMILIES, re-exported by html-templates.mjs): the "compact" theme of
// Sebastian Hanula's "resume", hanula/resume (MIT, commit af7b964), a "Python resume generator. From YAML to PDF and
// static HTML": build.py renders a theme's index.jinja2 (Jinja2) from a résumé YAML file (resumes/jmbeach.yaml is
// the compact theme's sample, Jared Michael Beach's, the README's "compact" example) and copies the theme's static
// files beside it. The compact theme is Bootstrap 3.3.6 (css/bootstrap.css) with css/main.css over it, whose print
// rules (networks and footer hidden, black text, no link URLs after links; its text at 10 px, h1 20 px, h3 15 px, the
// "compact" of its name) are for the browser's print dialog (the page's footer has a "Print" link that calls window.print()): here Chrome's "Save as
// PDF" with its defaults (A4, 10 mm margins, no background graphics, 100 %). (build.py's other way to a PDF is
// WeasyPrint on the same page.)
//
// The layout (index.jinja2 and main.css at the printed width, which is under Bootstrap's 768 px, so only the
// col-xs-* columns stay side by side): a header of two halves, at the left the name as an h1 over the label (the
// sample's "Software engineer") as an h3, at the right a block floated right of three lines, "Address: line 1 |
// line 2 | line 3", "Phone: number", "Email: address"; then one section a block, each over a thin grey rule
// (#eee), its title an h3 (the col-md-3 column stacked above the col-md-9 content): Objective a paragraph; Skills
// each area its name as an h4 over disc bullets, one a skill; Work Experience each job the company as an h3, the
// role in bold, then lines for the date ("July 2015 - Present"), the place ("Convent, LA"), the summary and disc
// bullets, jobs apart by grey rules; Education each school "University of Alabama, Tuscaloosa, AL" as an h3 over
// the date ("2012 - Present") and the summary (the subject, "Computer Science"). Bootstrap's face ("Helvetica
// Neue", Helvetica, Arial: Arimo under the generator's fontconfig), skill areas' h4 at Bootstrap's 18 px, all
// text black in print.
//
// Nothing of the template is run: the generator writes the page build.py renders from a YAML filled with the
// person (index.jinja2's markup and its style element, Jinja's whitespace kept loosely), and links the theme's
// bootstrap.css and main.css from templates/hanula-resume-compact (fetched, not committed: see SOURCE.md).
//
// Filled as jmbeach.yaml is: profile.name the full name, label the headline; addressLine1 the street,
// addressLine2 "City, postcode" (the sample's third line is "Tuscaloosa, AL 35401"), addressLine3 the country;
// phone and email as shown; no image, website or networks (the records have none; the networks list is empty and
// hidden in print anyway). objective the summary (the compact theme shows no other summary). skills: each group an
// area (its label; a flat list one area without a name, its h4 left out) with its skills as bullets, then the
// spoken languages as one more area named as the person's language names the section, each language a bullet
// ("English (native)"), as the repository's example.yaml lists "Polish, Mother tongue" under an area "Languages".
// work: each job company, role (the title), date "Month YYYY - Month YYYY" or "Month YYYY - Present" (the
// sample's form; the person's language's word for now otherwise), location the city, highlights the bullets, no
// summary or website. education: location "School, City", date "YYYY - YYYY", summary the degree. No projects or
// interests (the records have none: their sections are left out by the template's own ifs). The section titles
// are the theme's English words for an English person ("Objective", "Skills", "Work Experience", "Education")
// and the person's language's headings otherwise (they are text in index.jinja2, labels.work the only one the
// YAML can set); the "Address:", "Phone:" and "Email:" labels are kept as the theme writes them.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, PRESENT_WORD, fullName, showDate, spokenLanguages } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'hanula-resume-compact');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.jinja2's section titles, or the person's language's. */
const titlesOf = (lang) =>
  lang === 'en'
    ? {
        objective: 'Objective',
        skills: 'Skills',
        work: 'Work Experience',
        education: 'Education',
        languages: 'Languages',
      }
    : {
        objective: HEADINGS[lang].summary,
        skills: HEADINGS[lang].skills,
        work: HEADINGS[lang].experience,
        education: HEADINGS[lang].education,
        languages: HEADINGS[lang].languages,
      };

const STYLE = `
    h3 {
      margin-top: 0.5em;
    }

    h4 {
      margin-top: 1.1em;
    }

    .footer,
    section {
      border-top: 1px solid #eee;
      padding: 1em 0;
    }

    section p {
      margin: 0.8em 0 0.4em 0;
    }

    section p.sticky {
      margin: 0;
    }

    section ul {
      margin-top: 1em;
    }

    img.photo {
      width: 100px;
      height: auto;
      margin: 20px 0;
    }

    .contacts dt {
      width: 60px;
      text-align: left
    }

    .contacts dd {
      margin-left: 65px;
    }

    .item {
      border-bottom: 1px solid #eee;
    }

    .item:last-child {
      border-bottom: none;
    }

    header.main h3 {
      margin-top: 0.3em;
    }
  `;

const bullets = (items) => `
                <ul>
                  ${items
                    .map(
                      (s) => `
                  <li>${html(s)}</li>
                  `,
                    )
                    .join('')}
                </ul>`;

function page(p) {
  const t = titlesOf(p.lang);
  const date = (j) =>
    `${showDate(j.start, 'long')} - ${j.end ? showDate(j.end, 'long') : PRESENT_WORD[p.lang]}`;
  const areas = [
    ...p.skills.map((g) => ({ area: g.label, skills: g.items })),
    {
      area: t.languages,
      skills: spokenLanguages(p).map((l) => (l.level ? `${l.name} (${l.level})` : l.name)),
    },
  ];
  const skills = areas
    .map(
      (a) => `
              <div class="col-md-6">
                ${a.area ? `<h4>${html(a.area)}</h4>` : ''}${bullets(a.skills)}
              </div>
              `,
    )
    .join('');
  const work = p.experience
    .map(
      (j) => `
            <div class="item">
              <h3>${html(j.company)}</h3>
              <strong>${html(j.title)}</strong> 
              <p class="sticky">${html(date(j))}</p>
               
              <p class="sticky">${html(j.city)}</p>
               ${j.bullets.length ? bullets(j.bullets) : ''}
              
            </div>
            `,
    )
    .join('');
  const education = p.education
    .map(
      (e) => `
            <div class="">
              <h3>${html(`${e.institution}, ${e.city}`)}</h3>
              <p class="sticky">${html(`${e.start} - ${e.end}`)}</p>
              <p>${html(e.degree)}</p>
              
            </div>
            `,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="${p.lang}">

<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${html(fullName(p))} - Resume</title>
  <link href="${href('bootstrap.css')}" rel="stylesheet" />
  <link href="${href('main.css')}" rel="stylesheet" />
  <style>${STYLE}</style>
</head>


<body>
  <div class="container">
    <div class="row">
      <div class="col-md-8 col-md-offset-2">
        <header class="main row">
          <div class="header">
            <div class="col-md-6 col-sm-6 col-xs-6">
              <h1>${html(fullName(p))}</h1>
              <h3>${html(p.headline)}</h3>
            </div>

            <div class="contact-container col-md-6 col-sm-6 col-xs-6">
              <dl class="contacts">
                <div>
                <span>Address:</span>
                <span>${html(p.address.street)} | </span>
                <span>${html(`${p.address.city}, ${p.address.postcode}`)} |</span>
                <span>${html(p.address.country)}</span>
                </div>

                <div>

                <span>Phone:</span>
                <span>${html(p.phone.shown)}</span>
                </div>
                <div>
                <span>Email:</span>
                <span>
                  <a href="mailto:${html(p.email)}">
                        ${html(p.email)}
                    </a>
                </span>
                </div>

              </dl>
            </div>

            <div class="col-md-6 col-sm-6 col-xs-offset-6 col-xs-6 networks-container">
              <ul class="networks list-inline text-right">
                
              </ul>
            </div>
          </div>


        </header>

        <section class="row">
          <header class="col-md-3">
            <h3>${html(t.objective)}</h3>
          </header>
          <div class="col-md-9">
            <h3></h3> ${html(p.summary)}
          </div>
        </section>


        <section class="row skills">
          <header class="col-md-3">
            <h3>${html(t.skills)}</h3>
          </header>
          <div class="col-md-9">
            <div class="row skills">
${skills}
            </div>
          </div>
        </section>
        
        <section class="row">
          <header class="col-md-3">
            <h3>${html(t.work)}</h3>
          </header>
          <div class="col-md-9">
            ${work}
          </div>
        </section>
        
        <section class="row">
          <header class="col-md-3">
            <h3>${html(t.education)}</h3>
          </header>
          <div class="col-md-9">

            ${education}
          </div>
        </section>
        


        <div class="footer ">
          <p class="pull-right">
            &copy; 2026 ${html(fullName(p))} |
            <a href="resume.pdf">Download PDF</a> |
            <a href="#" onclick="javascript:window.print(); return false">Print</a> |
            <a href="#">Top</a>
          </p>
          <p>
            Source on <a href="https://github.com/hanula/resume">github</a>
          </p>
        </div>

      </div>
    </div>
  </div>

</body>

</html>
`;
}

/** Slot 71 of generate.mjs's fixed slots. */
export const SLOT_71_HTML_FAMILIES = {
  'hanula-resume-compact': {
    dateStyle: 'long',
    // Chrome's "Save as PDF" with its defaults: A4, 10 mm margins, no background graphics, 100 %.
    page: { format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } },
    html: page,
  },
};
