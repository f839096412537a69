// The local resume parser on the third-party-template corpus (tests/fixtures/resume-corpus: LaTeX classes,
// LibreOffice templates, pandoc, HTML/CSS templates; made by tests/corpus-gen/generate.mjs), scored field by
// field with bench/resume-score.js. The floors are the parser's scores, less a small margin: they catch
// regressions (raised in issue 9, phase 2, from the first parser's scores to the layout-aware parser's).
import { describe, expect, it, beforeAll } from 'vitest';
import { parseResumeFile } from '@recruit/core/resume';
// @ts-expect-error plain ESM scorer without types
import { aggregate, formatTable, loadTemplateCorpus, scoreOne, tableRows } from '../bench/resume-score.js';

type Truth = {
  name: string;
  email: string;
  phone: string;
  skills: string[];
  experience: { title: string; company: string; period: string; start: string; end: string | null }[];
  education: { degree: string; institution: string; year: string }[];
};
type CorpusFile = { file: string; family: string; format: string; id: string; truth: Truth };
type Figures = Record<
  'files' | 'name' | 'email' | 'phone' | 'skills' | 'experience' | 'dates' | 'education' | 'overall',
  number
>;

// Families no parser rule was written or tuned for; only their scores are read (see the corpus README).
// markdown-cv-kjhealy was held out until the gutter-layout work of phase 3, which read its text layer.
// moderncv-fancy (held out since phase 2), readablecv and tucv (added held out in phase 4, scored once)
// were then opened for development in phase 4: their text and misses were read while writing rules.
// awesome-cv (posquit0/Awesome-CV's class) was added held out in their place (made, scored once, 66.3 %)
// and opened for development after that.
// startbootstrap-resume (StartBootstrap's HTML/CSS 'Resume' theme printed by Chromium) and
// resume-template-jglovier (jglovier's Jekyll resume-template with its print stylesheet) were added held out
// next: made, scored once (parser of commit 56a1bde), not read. modern-resume-theme (sproogen's Jekyll theme,
// its print rules) after them: made, scored once (parser of commit 820fe85), not read. Jake's Resume
// (jakegut/resume) and sb2nov/resume, two single-file pdflatex templates: made, scored once (parser of commit
// 8b844d3), not read.
// Then resume-template-jglovier, modern-resume-theme and sb2nov-resume were opened for development, and
// markdown-cv-davewhipp is one too since a miss of it was read while checking a skills rule.
// Deedy-Resume (deedy/Deedy-Resume, xelatex, two columns) and McDowell CV (dnl-blkv/mcdowell-cv, lualatex):
// made, scored once (parser of commit ae9ec8d), not read.
// mcdowell-cv was opened for development after its first score.
// AltaCV (liantze/AltaCV, pdflatex, two paracol columns, skills as tags): made, scored once (parser of commit
// e585764), not read.
// deedy-resume was opened for development after its first score, too.
// tonyalgara-resume (tonyAlgara/tonyAlgara.github.io, Tailwind + Handlebars page printed by Chromium): made,
// scored once (parser of commit 4fdd562), not read.
// altacv was opened for development after its first score, too.
// pas-cv (TeX Live's pas-cv package, model jupiter, pdflatex): made, scored once (parser of commit 9d57234),
// not read.
// tonyalgara-resume was opened for development after its first score, too.
// best-resume-ever-material-dark (salomonelli/best-resume-ever's material-dark template, a Vue + LESS page
// printed by Chromium: a dark sidebar with skill bars, jobs as cards): made, scored once (parser of commit
// d48942a), not read.
// startbootstrap-resume was opened for development then (92.9 % → 100 %).
// fresh-people: new vocabulary, not a new layout — 26 people made from third-party data (faker names, places,
// companies and phones; Hipo's university list; O*NET skills and job titles; tests/corpus-gen/fresh-data/)
// rendered through 13 of the families above, two each (tests/corpus-gen/fresh.mjs): made, scored once
// (parser of commit 65d7ce7), not read.
// twentyseconds-libreoffice (manoet/TwentySecondsCurriculumVitae-LibreOffice's cv.odt, LibreOffice → DOCX / PDF:
// a grey sidebar cell, nested tables, icon glyphs, dot ratings): made, scored once (parser of commit 893703f),
// not read.
// best-resume-ever-material-dark was opened for development after that (61.4 % → 100 %).
// fresh-people was opened for development after its first score (PDF 75.3 % → 98.0 %, DOCX 81.0 % → 100 %).
// twentyseconds-libreoffice was opened for development too (DOCX 90.6 % → 100 %, PDF 71.4 % → 87.3 %).
// fresh-people-b: a second such set, to stay held out when fresh-people is opened — 34 other people (seed 7;
// none of fresh-people's O*NET occupations, technology examples or universities; O*NET knowledge areas in place
// of its content-model skills) through 14 families fresh-people did not use and the three office families (DOCX
// for both their people; tests/corpus-gen/fresh.mjs --family fresh-people-b): made, scored once (parser of
// commit dac4d3c), not read.
// html-resume-templates-infographic (awesome-resume-templates/html-resume-templates' 14-infographic, plain HTML +
// CSS printed by Chromium: one column, skill bars with printed percentages, "Title — Company" with the years
// right-aligned): made, scored once (parser of commit 2f14761), not read.
// html-resume-template-tombarr (Tombarr/html-resume-template, a plain HTML + CSS Letter sheet printed by Chromium:
// a left column of icon-led contacts, boxed skill tags under each group's label and the languages at its foot;
// the name as SVG text in capitals, each job's title with the years right and the company under it, schools at
// the page's foot): made, scored once (parser of commit a5cc966), not read.
// sheetsresume-word (SheetsResume's Word resume, a DOCX made by Microsoft Word, via panasenco/jsonresume-docx;
// filled by rewriting word/document.xml: one column in Garamond, a contact line with Wingdings separators, dates
// and places pushed right by runs of default tab stops and spaces, "Label: a; b; c" skill bullets; DOCX written
// directly, one PDF by LibreOffice): made, scored once (parser of commit a5cc966), not read. It comes from the
// repository of a JSON Resume → DOCX tool, close to the hidden family, so it is only ever measured, never opened.
// html-resume-template-tombarr was opened for development after its first score (89.9 % → 96.8 %).
// crisp-minimal-resume (crispgm/resume, David Zhang's Jekyll "minimal resume" theme, printed by Chromium: name and
// headline left with icon-led e-mail, phone and place right, each section's title in a left column beside its
// blocks, schools first, "Mon YYYY - Mon YYYY | Company" in grey under each bold job title, skill groups as bold
// labels over comma-separated lines): made, scored once (parser of commit 49e6bab), not read.
// modern-hugo-resume (cjshearer/modern-hugo-resume, Cody Shearer's Hugo theme, its example's resume page laid out
// by Paged.js and printed by Chromium: the name alone at the top, headings over a rule, "Title, Company" over
// "Month YYYY to Month YYYY", skill groups as a bold label beside an inline list, the contacts behind icons in a
// running footer): made, scored once (parser of commit 0d49c3f), not read.
// resume-md (mikepqr/resume.md, Mike Lee Williams's Markdown résumé tool, its default resume.css printed by
// headless Chrome: upper-case centred name over one line of contacts with bullets between, upper-case headings
// over a rule, bold "Title, Company" and "School, Degree" with "Mon YYYY – Mon YYYY" or "YYYY – YYYY" pushed to
// the right margin, bullets, "Label: a, b, c" skill lines): made, scored once (parser of commit da0b3dd), not read.
// crisp-minimal-resume was opened for development after its first score (58.3 % → 100 %), and modern-hugo-resume
// after its (91.0 % → 96.9 %).
// word-table-resume (sebvc/Resume, a résumé made in Microsoft Word and published as a template, BSD-3-Clause; the
// whole page one table: the name centred, icon-led contacts over a thick rule, each section's capital title in a
// left cell beside a thick vertical rule, "**Name,** City" with the dates right-aligned in a cell of their own,
// the italic job title over bullets, a bold "Label:" cell beside each skill group; filled by rewriting
// word/document.xml row by row, DOCX written directly, one PDF by LibreOffice): made, scored once (parser of
// commit da0b3dd), not read.
// jekyll-professional-resume (byanko55/jekyll-professional-resume, Yankos' Jekyll theme, printed by Chromium at
// 80 %: a green band with the round photo in its middle and icon-led contacts beside it, the name and headline
// centred under it, a rail down the left with a dot before each entry, section titles behind round icons, the
// company or school in bold with a calendar picture and its dates on the right of the line, the job title under
// it, square bullets, skill groups as a title over a comma-separated line): made, scored once (parser of commit
// da0b3dd), not read.
// a4-resume-template (tychenjiajun/a4-resume-template, Jiajun Chen's printable A4 HTML/SCSS résumé, printed by
// Chromium with background graphics: the name over a meta line and an emoji-led contact line and a rule, section
// titles behind a small vertical bar, the company in bold with "YYYY/MM – YYYY/MM" on the right of its line, the
// job title in blue under it, a sidebar of grey cards: education, skills as dark chips under their bold group
// labels, languages): made, scored once (parser of commit 6504205), not read.
// resume-maker-docx (Sadat-Rakib/Resume-Maker--Python, the résumé template its create_resume.py writes with
// python-docx, MIT: one column in Rubik, the name in bold capitals with the headline after a soft line break, one
// emoji-led contact line joined by " | ", capital section titles, each entry one bold italic paragraph "Title |
// Company", a soft line break, "MM/YYYY - MM/YYYY | City", its bullets typed "• " in one paragraph of soft line
// breaks, skills as bold comma-separated lines; filled by rewriting word/document.xml from the template's own
// paragraphs, DOCX written directly, one PDF by LibreOffice): made, scored once (parser of commit 6504205), not read.
// almeida-cv (ineesalmeida/almeida-cv, Inês Almeida's Hugo theme, MIT, printed by Chromium with background graphics:
// the name in Oswald capitals, grey and pink, capital section titles with a double rule after them, each employer
// with a place icon and its city on the right, each position in capitals with "Mon YYYY - Mon YYYY" on the right
// and square bullets, the schools as degree, school and "YYYY - YYYY" on three lines; a grey right-hand column down
// the page with a round photo, icon-led contacts, "Label: a, b, c" skill groups and the languages under centred
// titles between rules): made, scored once (parser of commit 6504205), not read; then opened (83.3 % → 100 %:
// its sidebar's titles are centred, so the column was not found).
// flex-bp-hugo-cv (spech66/flex-bp-hugo-cv, Sebastian Pech's Hugo theme, MIT, printed by Chromium with its print
// rules: the name in large capitals with "- CV" after it, a spaced italic headline, capital section titles behind
// Font Awesome icons over a rule, a "Personal Data" list of bold icon-led labels in a 160 px cell beside their
// values, labelled skill groups one skill a line beside their label, each job's "MM/YYYY", "-" and end stacked in
// a left column beside the bold title, the employer and one paragraph a bullet, the schools the same way with
// years, languages and flat skills as bullets, the contacts repeated at the end): made, scored once (parser of
// commit 4f1bd9a), not read.
// vcard-personal-portfolio (codewithsadee/vcard-personal-portfolio, codewithsadee's "vCard" personal site of plain
// HTML and CSS, MIT, its "Resume" tab printed by Chromium at 68 % with background graphics, the site's laptop layout
// on a dark page: a card with a placeholder avatar, the name, the headline in a small tag and icon-led contacts in
// two columns ("EMAIL", "PHONE", "LOCATION" over each value); the article card with its tab bar at the top right,
// "Resume" over a short yellow bar, education and experience as timelines (a line down the left with a dot at each
// entry: the school or job title capitalised word by word, "YYYY — YYYY" in yellow, then the degree, or
// "Company, City" and the bullets as one paragraph), then "My skills" as skill bars with percentages): made, scored
// once (parser of commit 4f1bd9a), not read.
// minimalist-resume-libreoffice (Benjamin Peng's "Minimalist résumé" for LibreOffice, CC0, as Nextcloud ships it
// among its default templates: a Letter page in two page columns split by a vertical rule, Open Sans; on the left a
// huge monogram of the initials over a rule, the name in capitals, the headline, centred Heading 2 titles over
// rules for the profile, "Contact" ("Address:", "E-Mail:", "Phone:" lines) and the languages one a line; on the
// right centred Heading 1 titles over rules, each job a Heading 5 "Company / City – Title", its "Month YYYY –
// Month YYYY" in grey under it and its bullets as one paragraph, each school "School – Degree" over its years, the
// skills as a label heading over a comma-separated paragraph; its content.xml body written again with the
// template's own styles, LibreOffice → DOCX (4) / PDF (1)): made, scored once (parser of commit 4f1bd9a), not read.
// career-timeline (karimmtarek/Career-Timeline, Karim Tarek's "Career Timeline" Middleman résumé, MIT, its built
// page printed by Chromium with its print rules, all black on white: the name in large Roboto Slab with the summary
// small at its right, a rule, the e-mail (its " (mailto:…)" written after it), phone and "City, Country" one a
// line; one "Career Timeline" of jobs then schools, milestones alternating left and right of the page's middle,
// each a title over "at Company" in italics beside "City, Country." in bold italics over "Mon YYYY - Mon YYYY" (a
// school "YYYY - YYYY"), a grey rule under it; then skills and languages side by side as two-column lists): made,
// scored once (parser of commit 57b26c5), not read.
// minimalist-cv-jarocki (BartoszJarocki/cv, Bartosz Jarocki's "minimalist cv", a Next.js + Tailwind app, MIT, its
// components' markup with its Tailwind CSS printed by Chromium with background graphics: the name in large bold
// Geist, the headline, a globe-led "City, Country" and an underlined "e-mail / phone" in Geist Mono, the initials in
// a grey rounded square on the right; bold section titles; each job the company in bold with its city as a small
// grey badge and "YYYY - YYYY" right-aligned in grey on its line, the title in bold monospace under it, the first
// bullet as a small description and the rest as a disc list; each school its name with its years on the right and
// the degree under it; the skills as one run of dark badges): made, scored once (parser of commit 3d89f6b), not read.
// scholars-duke-cv (the Word template of the Scholars@Duke CV generator, OIT-ADS-Web/scholars_cv_generator, MIT:
// Duke's faculty "CURRICULUM VITAE" form in Times New Roman 10 pt, no tables or colours; "Name:" and added
// "E-mail:", "Phone:", "Address:" lines with the values pushed by default tab stops to a column two inches in, each
// section a bold "Label:" paragraph over value paragraphs indented two inches (each job "Title, Company, City", its
// "Mon YYYY – Mon YYYY" and its bullets one a line; the headline under "Present academic rank and titles:"; each
// school "Degree, School, City, YYYY – YYYY"), the skills where the publications are, a group's bold label over
// its own numbered list, the profile as the research interests, the languages where the awards are; its
// word/document.xml body written again with its own paragraph and run properties, DOCX (4) / PDF (1) by
// LibreOffice): made, scored once (parser of commit 57b26c5), not read.
// yaac-another-awesome-cv (darwiin/yaac-another-awesome-cv, Christophe Roger's "YAAC: Another Awesome CV" class,
// LPPL 1.3c, lualatex with Source Sans Pro Light, filled as its example cv.tex with its "alternative" header: the
// name in blue with the last name in bold small capitals, the headline in bold blue, phone, e-mail and address
// behind Font Awesome icons; the summary as a bare paragraph; section titles an icon and small capitals over a
// rule; skills as a table of bold right-aligned labels beside comma lists; each job a two-column row split by a
// vertical rule, the END date over the START date ("Month YYYY", bold) on the left, "Title, COMPANY (small
// capitals), City" and arrow bullets on the right; languages as five filled or hollow circles; each school its end
// year beside "Degree, School, City"): made, scored once (parser of commit 57b26c5), not read.
// fresh-people-c: a third such set, to stay held out when fresh-people-b is opened — 26 other people (seed 31;
// none of fresh-people's or fresh-people-b's O*NET occupations, technology examples or universities) through the
// 13 families of stop 21's fixed slots, which neither set used (a DOCX and a PDF from each office family;
// tests/corpus-gen/fresh.mjs --family fresh-people-c): made, scored once (parser of commit 4f1bd9a), not read.
// resume-a4 (mertbakir/resume-a4, Mert Bakır's Hugo theme "Resume-A4", MIT, printed by Chromium on its fixed A4
// sheet: a seven-by-seven grid, the name in large capitals over the headline and "phone | e-mail" behind icons and a
// rule; a main column with the summary and each job as one semi-bold "Company - Title" line with "MM.YYYY -
// MM.YYYY" right-aligned in grey and square bullets; a right sidebar after a vertical rule with languages, skill
// groups as a bold label run into lower-case skills joined by commas, and schools as institution, degree and
// years): made, scored once (parser of commit 57b26c5), not read.
// devportfolio (RyanFitzgerald/devportfolio, Ryan Fitzgerald's "Dev Portfolio" template v1.2.2, MIT, plain HTML over
// Bootstrap 3 printed by Chromium with background graphics over four A4 pages: a blue lead band filling the first
// page with the name in huge white capitals, the headline and a "Download Resume" button; "About Me" over the
// summary; a grey experience band with a vertical blue timeline, each job's "Month YYYY – Month YYYY" right-aligned
// left of the line beside a pin icon and a white box of employer, job title in grey and one paragraph a bullet;
// education blocks (school with its years at the right, the degree, "City, Country"); a centred cloud of skill
// tags; the languages in a box; a blue "Get in Touch" band with "e-mail | phone | City, Country" over a contact
// form; a "Copyright © 2026 Name" footer): made, scored once (parser of commit 79b33fa), not read.
// fresh-people-d: a fourth such set — 18 other people (seed 47; none of the three earlier sets' O*NET occupations,
// technology examples or universities; O*NET knowledge areas as the second kind of skill) through the 9 families of
// stop 22's slots 13–21, which no earlier set used (a DOCX and a PDF from each office family;
// tests/corpus-gen/fresh.mjs --family fresh-people-d): made, scored once (parser of commit 79b33fa), not read.
// lebenslauf-harisnae (harisnae/lebenslauf, Haris Naeem's German "Lebenslauf" for LibreOffice, MIT: an A4 page of
// borderless tables in Open Sans; "CURRICULUM VITAE" (the template's "LEBENSLAUF", in the person's language) and the
// name in large bold capitals over label / value rows with the template's German labels "Adresse", "Telefon",
// "E-Mail", an empty grey photo box at the right; section titles in a grey band behind a blue bar over a rule; each
// job "MM/YYYY - MM/YYYY" in a left column beside a bold "Company | City" over the title and bullets; each school
// "YYYY - YYYY" beside "School | City" over the degree; skills as a label / value table, the languages one a row
// first; its content.xml body written again with its own table, cell and paragraph styles, LibreOffice → DOCX (4) /
// PDF (1)): made, scored once (parser of commit 79b33fa), not read.
// mjresume (MinghaoJ/mjresume, Minghao Ji's resume class, MIT (the class's header: LPPL 1.3), lualatex with its
// Microsoft fonts swapped for Open Sans, Carlito and TeX Gyre Adventor, filled as its example with the sidebar
// option: two top-aligned columns; the narrow left one right-aligned, the name in large Adventor over the headline,
// e-mail, phone and address behind Font Awesome icons, then a "Languages" heading over one language a line; the
// wide right one's headings each a short thick rule before the title; the summary, skill groups as bullets
// ("Label: a, b, c"), each job "Company, City | Title" with "YYYY–YYYY" in italics at the right margin over its
// bullets, each school "Degree | School, City" with its years): made, scored once (parser of commit c84775b), not
// read.
// markdown-resume-js (c0bra/markdown-resume-js, Brian Hann's md2resume, npm markdown-resume 2.1.4, MIT: a Markdown
// résumé turned into HTML by marked with its "default" stylesheet, printed by Chromium on A4 with 10 mm margins:
// a thick grey rule over the name in a large sans, the headline in small sans italics, the e-mail (a red link),
// phone and "City, Country" one a line; italic sans section titles in the person's language between thin grey
// rules; skills as a bold label over "a, b, c"; each job one serif line "**Company** : *Title* **YYYY-YYYY**" over
// its bullets run into one line; each school "**School** : *Degree* **YYYY-YYYY**"; the languages as a paragraph):
// made, scored once (parser of commit 79b33fa), not read.
// online-resume-tarrex (tarrex/hugo-theme-online-resume, Tarrex's Hugo theme "Online-Resume", MIT: its data.yml
// layout printed by Chromium on A4 with 10 mm margins, Noto Sans: the name, headline and one line of contacts
// behind Font Awesome icons with "·" between them, a square avatar at the right; section titles in the person's
// language in blue capitals behind an icon over a dashed rule; each job the company in bold with "YYYY.MM -
// YYYY.MM" (or the language's word for now) right-aligned in grey, the title in italics with a pin and the city
// right-aligned under it, then bullets; skill groups as a bold label with "a / b / c" right-aligned on its line;
// each school in bold with "YYYY - YYYY" right, the degree in italics under it; languages "Idiom [level] / …"):
// made, scored once (parser of commit 886c0a8), not read.
// latexcv-rows (jankapunkt/latexcv, Jan Küster's "Row Layout" template rows/main.tex, MIT, pdflatex with Raleway,
// filled as its example: an A4 page of full-width bands; a dark header with a small "headline · address · e-mail ·
// phone" line over the name in huge small capitals, an orange bar and "Resume" in the person's language; the summary
// in an orange band between arrows; skill groups as "Label:" rows; each job "**Title** (Company, City)" with
// "YYYY - YYYY" at the right over orange-arrow lines, one a bullet, the section's name turned a quarter at the band's
// right; the languages in a dark band; each school "**Degree** (School, City)" with its years; the e-mail in the
// footer): made, scored once (parser of commit 886c0a8), not read.
// loffice-cv (noelma/loffice-cv, Mathieu Noël's "LOffice CV" template for LibreOffice, MIT at commit 33c07fa: an A4
// page in Calibri (Carlito) with blue triangles in two corners; a page header with a crossed photo box, the name as
// "Firstname LASTNAME" over the address, "P:" and "E-Mail:" lines at the right, the headline as a centred 22 pt
// title; section titles in capitals, each in its own colour behind an icon and before a rule; education first, then
// experience, as two-column borderless tables ("YYYY – YYYY" at the left, a current job "YYYY – Now" (English) over
// its duration "4 years"; "Degree, School – City" with the degree in blue, "Title, Company, City" with the title in
// green over the bullets as one line); skills as a four-column table of centred categories in orange capitals, one
// item a line ending in a comma (a full stop for the last), the spoken languages the last category; the profile in
// the template's closing "Hobbies" section; its header in styles.xml and body in content.xml written again with its
// own styles, LibreOffice → DOCX (4) / PDF (1)): made, scored once (parser of commit 886c0a8), not read.
// react-resume-ceevee (tbakerx/react-resume-template 1.0.0, Tim Baker's React port of Styleshout's "Ceevee"
// one-page résumé site, MIT: React's output written from its own resumeData.json and printed by Chromium on A4 with
// 10 mm margins and backgrounds, four or five pages: the first a full-page night-sky photo with "I'm Name." in
// huge white bold type over "I'm a City based Headline. …"; a dark About band with a grey photo, the summary and
// "Contact Details" (name, street, "City Country, Postcode", phone, e-mail one a line) beside a "Download Resume"
// button; then on white, one-word section labels in letter-spaced capitals over a teal underline in a left column,
// schools first (school in bold, "Degree • YYYY" in italics, the town), then each job "Company" in bold over
// "Title • Month YYYY - Month YYYY" and one paragraph, then the languages line and each skill a capitalised label
// over a grey bar; a dark contact band with a form and "Address and Phone"; a footer): made, scored once (parser
// of commit 42f5429), not read.
// fresh-people-e: a fifth such set — 16 other people (seed 71; none of the four earlier sets' O*NET occupations,
// technology examples or universities; the content-model skills as the second kind of skill) through the 8 families
// of slots 22–29, which no earlier set used (a DOCX and a PDF from each office family; tests/corpus-gen/fresh.mjs
// --family fresh-people-e): made, scored once (parser of commit 8dee497), not read.
// fresh-people-f: a sixth such set — 22 other people (seed 89; none of the five earlier sets' O*NET occupations,
// technology examples or universities; the knowledge areas as the second kind of skill) through the 11 families
// of slots 30–40, which no earlier set used (a DOCX and a PDF from each office family; tests/corpus-gen/fresh.mjs
// --family fresh-people-f): made, scored once (parser of commit 2841354), not read.
// eleventy-resume-boeck (maxboeck/resume, Max Böck's Eleventy résumé site, MIT: the page its Nunjucks layouts render
// from its own author.json, strings.json and Markdown entries, printed by Chromium on A4 under its print stylesheet
// (1 cm 3 cm margins): the name in a large serif over "Headline · City, Country" and icon-led e-mail and phone in
// blue; serif section titles over a grey rule; jobs and schools on a timeline of red dots, "MM/YYYY – MM/YYYY" (or
// the language's word for now) in small letter-spaced grey capitals above each serif title, "Company · City" under
// it, then one paragraph; schools "09/YYYY – 06/YYYY" over the degree and "School · City"; the skills without labels
// and the languages in two bulleted columns side by side; a "© Name" / "Last updated" footer): made, scored once
// (parser of commit 8dee497), not read.
// lebenslauf-fiedler (mfiedler/openoffice-vorlagen, Michael Fiedler's German "Lebenslauf Arial" template for
// LibreOffice in moderncv's style, BSD-3-Clause, commit 22618a6: an A4 page in Arial (Arimo); a grey photo box at
// the top left, the name right-aligned beside it with the first name light grey, over a grey rule; blue section
// titles after a short thick blue bar over the label column; borderless tables under them: personal details in
// four columns (name, address, the headline as occupation, phone, e-mail), jobs "seit M/YYYY" or "M/YYYY bis
// M/YYYY" (the words in the person's language) at the left of the bold title, " at Company, City" and the bullets as
// italic lines, schools the same with years, skill groups and the spoken languages as label / value rows, the
// profile last; "City, den 2. Juni 2025" and the name as signature, often on a second page; name, address, e-mail
// and phone again in the footer; its body and footer written again with its own styles, LibreOffice → DOCX (4) /
// PDF (1)): made, scored once (parser of commit 8dee497), not read.
// cv-html-zichy (zichy/cv.html, zichy's minimalist one-page A4 CV of plain HTML and CSS, MIT, CMU Serif (OFL),
// printed by Chromium with its @page (A4, no margins): the bold name over the italic headline; two definition lists
// in CSS columns, italic labels ("Email", "Voicemail", "Residence", "Address"; the person's language's words
// otherwise) beside the e-mail and phone as links, "City, Country" and the street address; the summary under a
// bold title over a grey hairline; then two newspaper columns of sections, each a grid of italic years in a
// narrow column ("2012–2015", a current job "2019–" with nothing after the dash) beside the bold job title over
// "Company, City" in grey italics and square bullets, the degree over "School, City"; skill groups as an italic
// label beside "a, b, c", the languages the last such line; a "Last update:" line at the foot): made, scored once
// (parser of commit 8dee497), not read.
// cv4tw-compact (Cicatrice/cv4tw, Geoffrey Gouez's cv4tw class with its "compact" theme, MIT, xelatex with
// Linux Libertine / Biolinum, filled as its example: two top-aligned columns on one A4 page; a 5.5 cm left one with
// the first and last name in huge red one over the other, the headline in huge small capitals, the summary in grey
// italics, the e-mail, phone and three-line address behind Font Awesome icons; a 13 cm right one with centred
// section titles over a hairline, each job "YYYY-YYYY" (an open one "since YYYY" in the person's language) over
// the city in italics in a narrow left column beside "**Title**, Company" over chevron bullets, each school the
// same with its years, the skills section a "Languages" group of right-aligned red names beside their levels, then
// each group's label over its skills as one comma-separated line): made, scored once (parser of commit 8dee497), not
// read.
// cv-template-sneas (sneas/cv-template, Dmytro Snisarenko's "The Curriculum Vitae Template", a Handlebars page over
// Bootstrap 5.2.0, MIT per its package.json, Roboto, printed by Chromium as its puppeteer script does (A4; the
// stylesheet's 10 mm @page margin): a header of two halves, the name over the headline, "Last update:" and an
// "Up-to-date version of CV is available at <github.io URL>" line on the left, a flush list of labels beside
// right-aligned values on the right (Residence, Phone, Email behind icons); then with no heading (its "Skills" title
// is screen-only) a grid of six skills a row, each name wrapping in a twelfth-wide column beside five rating dots;
// the summary as an untitled paragraph; "Professional Experience", each job its period on a line of its own
// ("Feb 2020 – Present") over "Title, Company" as a large light heading and round bullets; "Education" as one line
// a school, "Degree, School in City [YYYY - YYYY]"): made, scored once (parser of commit 7ae9c45), not read.
// html-resume-buu700 (buu700/html-resume, Ryan Lester's HTML/CSS résumé "framework", MIT, its template.html filled,
// its index.css and Linux Libertine (OFL) vendored, printed by Chromium as its puppeteer script does (Letter, 0.2 in
// margins, scale 0.9): the name centred in large letter-spaced small capitals, e-mail over phone in small
// letter-spaced small capitals at the top left, street over "postcode city, country" right-aligned at the top
// right, the headline centred between them; section titles and each entry's place and dates written by CSS from
// attributes (`name`, `detail`, `date`): titles in bold over a black rule, each school or employer in bold with its
// city after it in italics and "YYYY – YYYY" (or the language's word for now) at the right, the degree or the title
// indented under it and the bullets indented further, one a line; Education full width, then Employment History in
// a 60 % left column beside Skills in a 37.5 % right one (bold group labels over "a, b, c", the languages one a line
// last); no summary): made, scored once (parser of commit 7ae9c45), not read.
// one-resume-word (virantha/one_resume, the example Word template of Virantha Ekanayake's YAML-driven OneResumé,
// made by Word for Mac 2011, Apache-2.0, filled as its Word plugin fills its "[tag]" fields and "<…>" loops: one
// plain column on a Letter page in Cambria (Caladea), no styles; the untitled contact block, the bold name over the
// e-mail and phone in italics; underlined plain section titles; each job one paragraph of soft lines, "Company –
// City" in bold with "YYYY to YYYY" (the words in the person's language: "2018 bis heute") in bold at a right tab,
// the italic title under it, the bullets as one plain paragraph; each school "Degree (School)" in bold with its
// final year at the right tab; skills as "Label – a, b, c" lines, label in bold italics, list in italics (a flat
// list alone), the spoken languages the last such line; no headline, address or profile; DOCX written directly (4)
// / PDF by LibreOffice (1)): made, scored once (parser of commit 7ae9c45), not read.
// friggeri-cv (chucheria/cv, Beatriz Hernández's Lato version of Adrien Friggeri's friggeri-cv class, MIT, xelatex,
// filled as its example cv.tex, US letter): a dark grey band across the top with the first name (Lato Light) and last
// name (Lato Regular) in 40 pt white set together with no space ("JonasBecker"), the headline under them; a narrow
// flush-right aside in the left margin with lower-case bold titles ("contact", "languages", each skill group's label)
// over the street, "postcode city", the country, the e-mail and phone as links, the spoken languages one a line and
// the skills comma-separated three a line; lower-case body titles whose first three letters are coloured: the summary,
// each job "YYYY - YYYY" (one year for a job within a year, "YYYY - now" / "- heute" / "- hoy" for an open one) in a
// left column beside "**Company, City**" with the title small and light grey at the right margin over the bullets as
// one paragraph, each school its end year beside "**Degree**" with the school small and grey at the right over the
// city): made, scored once (parser of commit 3de58bf), not read.
// jekyll-cv-panakakis (Stavrospanakakis/jekyll-cv, Stavros Panakakis's Jekyll theme "CV jekyll theme", MIT, its
// SCSS compiled, Feather icons inline, printed by Chromium as Chrome's "Save as PDF" with its defaults: A4, 10 mm
// margins): the upper-case name in dark blue at the top left; a narrow sidebar beside a wide main column; in the
// sidebar blue subheadings "Contact" (mail and phone icons before the e-mail and phone), "Languages" (one a line),
// "Education" (bold degree over the school over "YYYY-YYYY"), then each skill group's label and the template's word
// "skills" ("HR skills"; the label alone in other languages) over one skill a line; in the main column upper-case
// blue headings centred between two rules, the summary, each job the title in blue bold over the company in bold
// with "YYYY-YYYY" / "YYYY-Present" floated right, the bullets as one paragraph): made, scored once (parser of
// commit be02732), not read.
// word-resume-kennyhyun (kennyhyun/word-resume, "Word resume generator", npm render-resume, ISC per its package.json:
// the .docx its render.js writes with docx 4.x and its styles.xml from a YAML file, rendered once from its sample.yml
// and filled by writing that document's paragraphs again): an A4 page in Calibri (Carlito), no tables, tabs or lists,
// every line a soft break indented with spaces; the name as Heading 1, headline, e-mail, phone and address
// right-aligned, the profile indented, skills as "    * Label" over "      a, b, c" lines; Heading 2 titles ("Work
// History", "Education", "language", or the person's language); each job "**Company** -- City", then "    **Mon YYYY
// ~ Mon YYYY (N months)**; Title" ("~ to date (N months ~)"), "    - bullet" lines; each school "**Degree** -- YYYY"
// over "    School -- City"; the spoken languages one a paragraph; footer "Name -- 01 Jun 2025 -- 1"; DOCX written
// directly (4) / PDF by LibreOffice (1)): made, scored once (parser of commit be02732), not read.
// cv-template-halvardssm (halvardssm/cv-template, Halvard Mørstad's one-page CV builder, a React page over
// normalize.css and paper-css, MIT, printed by Chromium as its playwright script does: A4, no margins, Helvetica
// 12 px): the name at the top left with icon-led "City, Country", e-mail and phone on its baseline at the right; bold
// titles over a rule; each employer a block with a dotted rule on its left, the company on a plain line over each of
// its positions, the bold title with "City | YYYY-YYYY" at the right over tight bullets; each school bold with its
// city at the right over the degree, no years; each skill group a bold label over "a | b | c", then an "Other" group
// with a flat list and "Languages: …"; no headline): made, scored once (parser of commit be02732), not read.
// hugo-devres-nirgn975 (nirgn975/devRes, Nir Galon's Hugo theme "devRes", ISC, its SCSS compiled, UIkit 3.5.7 from
// npm, printed by Chromium as Chrome's "Save as PDF": A4, 10 mm margins, no backgrounds, scale 70 %, its desktop
// layout): a left quarter holding the banner card, fixed, so printed at the top left of every page: no name heading,
// the name only inside the example's greeting ("Hi!" / "My name is Name, and this is my resume. I work as a Headline
// and live in City, Country.", in the person's language), then the e-mail and phone behind icons; in the main column
// headings behind large icons ("About Me", "Work", "Education", "Skills", "Contact"; the person's language's
// otherwise), the jobs and schools as a timeline: "MM/YYYY - MM/YYYY" over "Title @ Company" and bullets, "YYYY -
// YYYY" over "Degree @ School"; each skill group's label over its skills side by side in one unwrapped flex row; the
// theme's contact form last ("First Name", "Last Name", "Email", "SEND")): made, scored once (parser of commit
// 2841354), not read.
// limecv (opieters/limecv, Olivier Pieters's CV class v0.1.13, LPPL 1.3c, generated from its .dtx and vendored,
// xelatex, Fira Sans and Font Awesome 5, filled as its example mwe-xelatex.tex with the starred environments, the
// band on the right as the example's second page): one A4 page, a light green band a third wide down the right edge
// with the name, the headline and centred titles between green rules over the summary, icon-led address (three
// lines), e-mail and phone, and the spoken languages one a line, vertically centred; on the left a TikZ overlay of
// bold titles behind icons over green rules (the class's words per language), education first, each school and job
// hung on a vertical timeline with a dot: "Degree" over "School, City. YYYY – YYYY"; "Title" over "COMPANY (small
// caps), City. Month YYYY – Month YYYY" over the bullets as one paragraph; skills two a row (one a row when long)
// behind five rating circles, no group labels): made, scored once (parser of commit 2841354), not read.
// resume-cowssaymoo (CowsSayMoo/Resume, "Resume Template", MIT: the DOM its script.js builds from a config.yaml filled
// as its example-config.yaml, the example's theme, printed by Chromium as its README says: A4, no margins, background
// graphics; Inter, which Chromium embeds as Type 3 fonts): a full-height dark sidebar at the left with an empty
// picture frame, upper-case titles over a rule, the contact methods as bold "Location:", "Phone:", "Email:" labels
// each over its value, each skill group's label over five rating squares ("Core Skills"; the spoken languages rated
// there instead for a flat list), every skill as a gradient pill ("Technologies & Tools"); the main column the name,
// headline and summary, then each school the bold degree over "School, City: YYYY - YYYY", each job the bold company
// over "Title: Month YYYY - Month YYYY" in small grey type and its bullets, the spoken languages as a bullet list):
// made, scored once (parser of commit 2841354), not read.
// docx-cv-demo (dolanmiu/docx's demo/10-my-cv.ts, the docx library's own CV demo, MIT: its output for its own data,
// made with docx 9.6.1, filled by writing that document's paragraphs again): an A4 page, no fonts named (Liberation
// Serif), no tables or frames; the name in the Title style; a centred "Mobile: … | Email: …" line over "Address: …"
// after a line break; Heading 1 titles (blue) over a bottom border, Education first; each school in bold with
// "YYYY - YYYY" in bold at a right tab stop, the degree in italics under it; each job the company in bold with
// "Mon. YYYY - Mon. YYYY" at the right tab stop ("Sept.", "May.", "Present" in English for every language, the demo's
// fixed words), the title in italics under it, ● bullets; "Skills and Languages" (the demo's "Skills, Achievements
// and Interests") with each skill group's label as a Heading 2 over "a, b, c." and the spoken languages under a last
// Heading 2; DOCX written directly (4) / PDF by LibreOffice (1)): made, scored once (parser of commit 2841354), not
// read.
// resume-billryan (billryan/resume, Bin Yuan's "elegant LaTeX résumé template", on Overleaf as "Bill Ryan's Elegant
// LaTeX Resume", MIT: resume.cls vendored, xelatex, TeX Gyre Termes with its own small capitals in place of the
// class's non-free Fontin SmallCaps, Font Awesome 4, filled as its example resume.tex): one A4 column; the name
// centred in large small capitals over a centred sans-serif line "(envelope) e-mail · (phone) phone"; section titles
// in small capitals behind Font Awesome icons over a full-width rule, Education first: each school "**School**, City"
// with "YYYY – YYYY" pushed to the right margin, the degree in italics under it; each job "**Company**, City" with
// "Mon. YYYY – Mon. YYYY" at the right (English abbreviations with a full stop, as the example's "Jan. 2015"; the
// language's word for now), the title in italics on the line under it, then tight bullets; skills one bullet a group
// ("Label: a, b, c"); the spoken languages one "Languages: …" bullet under "Miscellaneous" (in the person's
// language)): made, scored once (parser of commit 5d48f72), not read.
// resume-matcher-swiss (srbhr/Resume-Matcher's default "Swiss Single Column" template, Apache-2.0: the DOM its React
// component renders on the app's print route, CSS modules and Tailwind 4 classes, printed by Chromium as its backend
// does: A4, 10 mm margins): one column, a centred header: the name in upper-case bold serif, the headline in small
// upper-case monospace, one line "e-mail , phone , City, Country"; upper-case serif titles over a grey rule; each job
// its bold title with "Mon YYYY - Mon YYYY" right-aligned in small monospace, the company at the left and the city at
// the right on the next line, "• " bullets; each school bold with "YYYY - YYYY" at the right over the degree; "Skills &
// Awards" as "Technical Skills:" and "Languages:" rows beside comma-joined lists (no groups); section titles in
// English, or renamed to the person's words for fr/de/it): made, scored once (parser of commit 5d48f72), not read.
// reactive-resume-gengar (AmruthPillai/Reactive-Resume v4.5.5, the open-source résumé builder, MIT: its "Gengar"
// template as its server prints it with Chromium, one sheet the page element's own size, backgrounds on; the app's
// defaults for a new résumé, filled as its sample résumé; markup and CSS of the generator's own that give the boxes
// of Gengar's React components and Tailwind classes, nothing vendored; IBM Plex Serif from TeX Live, Type 3 in the
// PDF; Font Awesome 4 for the Phosphor icons): a sidebar a third wide, its top a red block with the name, headline
// and icon-led location, underlined phone and underlined e-mail in white, the rest tinted pink with bold titles over
// a red rule: each skill group's label in bold over "a, b, c" in small type (a flat list one bold skill an item over
// five rating boxes), the spoken languages in bold over their level and five boxes; the main column the summary in a
// tinted box without a heading, then each job the company in bold over the title with "Month YYYY to Month YYYY"
// (" - " and the language's word for now otherwise) in bold over the town right-aligned on the same two lines and
// its bullets; each school in bold over its town with "YYYY to YYYY" in bold over the degree right-aligned, the
// degree unwrapped): made, scored once (parser of commit 5d48f72), not read.
// word-cv-esoteric (EsotericTemplates/template-cv-repository, Esoteric Enderman's "Template CV Repository", a CV made
// in Microsoft Word and kept as its unpacked parts, CC BY-SA 4.0: filled by writing its text boxes' paragraphs again,
// both copies Word keeps of each): the whole body one empty paragraph anchoring drawing shapes, every word in text
// boxes (a wps box in mc:AlternateContent's Choice, the same text in a VML box in its Fallback): a blue band with the
// first name over the last name in large white type at the left and bold "Address:", "Phone:", "Email:" labels over
// their values at the right (in the person's language); one tall box for the rest: titles over a rule ("Summary",
// "Skill Highlights", "Experience", "Education", "Languages"; the person's language's otherwise), the skills as a
// borderless two-column table of bullets (no group labels), each job "**Title** – Month YYYY to Month YYYY" over
// "**Company**, City" and bullets, each school "**Degree** - YYYY" over "**School**, City", the spoken languages as
// "Language – level" lines; DOCX written directly (4) / PDF by LibreOffice (1)): made, scored once (parser of commit
// 5d48f72), not read.
// harnon-cv (TeX Live's harnon-cv class, William Hart, 2012, public domain; upstream will-hart/latex-timelineCV: its
// v1.0 with upstream v1.1's e-mail fix, pdflatex, Cantarell, filled as its example sample.tex): one A4 column; the
// name large at the top left over the phone, the address lines and the e-mail right-aligned at the top right, a
// rule, the summary, a second rule; section titles in large grey type; experience and education as the class's
// timeline: "YYYY–YYYY" (or "YYYY–Present" in the person's language) in light grey in a left column a fifth of the
// text wide, a thin grey rule from it to a vertical bar edging the entry, "Title, Company" or "Degree, School" on one
// grey line (the example's "Office Manager, ACME Inc."), bullets under it; skills one bullet a group, the group's
// label in grey callout type before its comma-separated skills; the spoken languages one bullet): made, scored once
// (parser of commit e5d58d3), not read.
// poi-tl-resume (Sayi/poi-tl, the résumé example of the Java Word-template engine, Apache-2.0: its "Foreach resume
// example" template iterable_resume.docx, a Chinese one-page résumé made in WPS/Word, filled as poi-tl renders it:
// the tags' paragraphs written again with their own properties and runs, the loop's paragraphs repeated, the lists
// as poi-tl's numbering paragraphs): the whole page one borderless table of two cells with a thin grey vertical line
// between them, grey text at 30 pt exact line spacing, teal accents; the left cell the name centred in large bold
// type over the headline in teal, then centred "———    Title    ———" titles in the person's language over "Phone:",
// "Email:", "Address:" lines, each school in teal over "Degree  YYYY-YYYY", the skills as a ● list ("Label: a, b, c"
// a group), the spoken languages in the hobbies section's place; the right cell "———    Experience    ———", each job a
// teal line with the company and "YYYY.MM-YYYY.MM" at a right tab stop, the title in teal under it, ● bullets; DOCX
// written directly (4) / PDF by LibreOffice (1)): made, scored once (parser of commit e5d58d3), not read.
// resume-md-ats-docx (stairwaytowonderland/resume-md-to-ats-converter, Andrew Haller's Markdown → "ATS-friendly" Word
// converter, at its last MIT commit daf44d8: its own output of its sample résumé, sample/example.docx, python-docx's
// default template, filled by writing the body again from its own paragraphs): one column on a Letter page, no
// tables; the name in the Title style centred over a blue rule, the headline in italic blue, a bold rule; Heading 1
// titles in capitals ("PROFESSIONAL SUMMARY", "CORE SKILLS", "PROFESSIONAL EXPERIENCE", "EDUCATION", "CONTACT
// INFORMATION"; the person's language's otherwise); the spoken languages under a bold line in the summary; skills as
// "a | b | c" lines, a group's under its label in Heading 4; a page break, then each job the title in Heading 2 over
// the company in Heading 3 over an italic "Month YYYY - Month YYYY -- City" and List Bullet bullets; another page
// break, each school "**School:** Degree (YYYY - YYYY)", then the contacts last as bold "Address:", "Email:",
// "Phone:" lines; three pages each; DOCX written directly (4) / PDF by LibreOffice (1)): made, scored once (parser of
// commit 25d9d21), not read.
// hackmyresume-modern-word (fresh-standard/fresh-themes v0.15.1-beta, MIT: the Word 2003 XML template of the default
// "modern" theme, rendered by hacksalot/HackMyResume 1.8.0, MIT, from a FRESH résumé per person, the section titles in
// the person's language through its sectionTitles option; LibreOffice opens the .doc and saves it as DOCX): one column
// on a Letter page; the name in the Title style over a small line with the e-mail and the phone; light grey capital
// titles under a faint rule, each after a tiny icon picture; the skills a bordered two-column table, the left cells
// empty (white skill-level bars), each right cell a set's name in bold capitals over its skills in spaced capitals (an
// unlabelled list one row per skill); each job a grey "Title, Company" line with "Mon YYYY — Mon YYYY" ("Present")
// in bold after a tab, an empty line and "•" bullets; each school a grey line with "YYYY — YYYY" over "Field, Degree
// type"; no headline, summary, address or languages (HackMyResume 1.8.0 never writes the theme's ABOUT section); DOCX
// as LibreOffice saves it (4) / PDF from that DOCX (1)): made, scored once (parser of commit 8496890), not read.
const HELD_OUT = new Set([
  'a4-resume-template',
  'aesthetic-resume',
  'cv-html-template-nekeal',
  'cv-html-zichy',
  'cv-template-halvardssm',
  'cv-template-thecatatafish',
  'ecv-cv',
  'fresh-people-c',
  'fresh-people-d',
  'fresh-people-e',
  'fresh-people-f',
  'harnon-cv',
  'html-cv-poc-icelam',
  'html-resume-templates-infographic',
  'jakes-resume',
  'jekyll-cv-panakakis',
  'jekyll-professional-resume',
  'kres',
  'lebenslauf-fiedler',
  'lebenslauf-harisnae',
  'loffice-cv',
  'markdown-resume-js',
  'minimalist-cv-jarocki',
  'mjresume',
  'moderntimeline',
  'one-resume-word',
  'pas-cv',
  'reactive-resume-gengar',
  'resume-a4',
  'resume-billryan',
  'resume-builder-sadanandpai',
  'resume-maker-docx',
  'resume-matcher-swiss',
  'resume-md',
  'resume-md-ats-docx',
  'scholars-duke-cv',
  'sheetsresume-word',
  'sveltekit-cv-saadeghi',
]);
// word-table-resume was opened for development after its first score (DOCX 89.3 % → 100 %, PDF 83.3 %: its one PDF
// breaks its section titles mid-word in their narrow cell, 'PROFESSIONN' / 'ELLE').
// sheetsresume-word, never opened, rose from 92.2 % to 99.7 % (DOCX) on the rules written for other families.
// simple-resume-cv (TeX Live's simpleresumecv class, Zach Scrivena, public domain, xelatex with Tinos, filled as its
// example CV.tex: the name centred in large bold over small centred lines of headline, address and "e-mail ● phone";
// section titles in bold capitals in a 1.2 in left column on the line of each section's first entry; each employer
// "**Company**, City" over a square-bulleted title with "Mon YYYY – Mon YYYY" at the right margin and small round
// bullets; schools the same with years; skills as "Label: a, b, c." lines, languages one bullet each): made, scored
// once (parser of commit 4f1bd9a), not read.

// pandoc-resume-chmduquesne (mszep/pandoc_resume, "The Markdown Resume", MIT: the page its Makefile's html target
// makes with pandoc and Christophe-Marie Duquesne's styles/chmduquesne.css, CC BY-SA 3.0, "inspired by moderncv",
// printed by Chromium with background graphics on, A4, 10 mm margins; filled as its example markdown/resume.md):
// one column at most 800 px wide in Arimo; the name as a huge centred grey title over a rule; a centred blockquote
// with the headline and the summary; green section titles each behind a light-green bar, Education first; each
// school and job a definition list entry: the years in bold ("2012-2015", "2019-Present", the language's word for
// now) floated in a 17 % left column beside "**Degree**; School (Town)" or "**Title**; Company (Town)" and the
// job's bullets; skills as label/"a, b, c" entries of the same list (a flat list one paragraph); the spoken
// languages as bullets; the contacts last, a centred blockquote "e-mail • phone" over "street - City, Country"
// under a rule): made, scored once (parser of commit e5d58d3), not read.
// hugo-orbit (aerohub/hugo-orbit-theme, Pavel Kanyshev's Hugo port of Xiaoying Riley's Bootstrap 3 "Orbit" résumé
// template, MIT, the original's stylesheet and footer CC BY 3.0: the page its partials render from a config.toml
// written as its example's, its CSS, Bootstrap 3.3.6 and Font Awesome 4.5.0 vendored, printed by Chromium as Chrome's
// "Save as PDF" at 70 % scale with background graphics on, so the theme's desktop layout under Bootstrap's print
// rules): a 240 px sidebar at the right, black on white (its colour gone): a grey disc, the name in large black type,
// the headline, an envelope icon before the e-mail and a phone icon before the phone, each link followed by its
// address in parentheses (" (mailto:…)", " (tel:+…)") on the next line; "EDUCATION" (bold degree over school and
// "YYYY - YYYY") and "LANGUAGES"; the main column at the left: upper-case titles behind an icon ("Career Profile",
// "Experiences", "Skills & Proficiency"; the person's language's otherwise), each job its title with "YYYY - YYYY"
// (the language's word for now) at the right, "Company, City" under it and bullets; each skill a bold name beside a
// level bar (no categories); two centred attribution lines with their link addresses under it all): made, scored
// once (parser of commit e5d58d3), not read.

// resume-builder-sadanandpai (sadanandpai/resume-builder v2.2.0, "E-Resume", the open-source single-page résumé
// builder, MIT: its default "Modern Resume" template as the builder page prints through the browser's print dialog,
// A4, no margins, the default colour scheme, filled as its sample résumé; markup and CSS of the generator's own that
// give the boxes of the template's React components and Tailwind 4 classes, nothing vendored; Roboto from Debian):
// a header with the name large, the headline in blue, then phone, e-mail and city side by side in small type on one
// line; two columns, 60 % and 40 %, medium-weight titles over a light-grey bar in the app's fixed English words
// whatever the person's language; at the left "Summary" and "Experience": each job the company over the title in blue
// with "Mon YYYY - Mon YYYY" (or "- present", lower case) in small type right-aligned on the title's line, then disc
// bullets; at the right the skills as chips underlined in grey, side by side and wrapping, under the app's fixed
// categories ("Technologies", "Frameworks & Libraries", "Tools", "Languages" for programming languages; group labels
// not shown, a flat list all under "Technologies"), then "Education": "Degree - " with the empty field of study's dash
// left at the end, the school in blue, "Jan YYYY - Jan YYYY"; no spoken languages): made, scored once (parser of
// commit 25d9d21), not read.
// kres (karlotness/kres, Karl Otness's "simple resume class" kres.cls v0.6, MIT, made by docstrip from its kres.dtx;
// pdflatex, Linux Libertine, US Letter, filled as the repository's former sample JQPResume.tex): one column; the name
// centred in bold small capitals over a centred line "e-mail • phone" and the address on a second line, its line
// breaks turned into bullets; section titles in bold small capitals over a full-width rule, Education, Skills,
// Experience as in the sample: each school in bold with "YYYY – YYYY" in bold at the right margin, the degree
// indented under it; skills one "**Label:** a, b, c." line a group (a flat list one plain line); each job the
// company in bold with its city in bold at the right margin, then a small bold line with the title at the left and
// "Mon. YYYY – Mon. YYYY" (the language's word for now) at the right, the bullets one indented paragraph): made,
// scored once (parser of commit 25d9d21), not read.
// visiky-resume-template1 (visiky/resume, Kasmine's online résumé generator "Resume Generator", MIT: its default
// template1 as the app's "Download pdf" button (window.print()) prints it from Chromium with background graphics on,
// A4, 10 mm margins; the app's default theme colour #2f5785; filled as its sample résumé and its forms suggest; markup
// and CSS of the generator's own that give the boxes of the React component, its LESS and antd 4's base styles,
// nothing vendored; Roboto Regular with synthesised bold, Font Awesome 4 glyphs for antd's icons): a grid of two
// columns, 2 : 3; the left one white: the centred name, icon-led phone, e-mail, "work space: City, Country" and
// "Position title: headline" lines, then titles in 24 px blue type: "Introduction" (the summary), the schools (bold
// school with "YYYY ~ YYYY" floated right in grey, the degree under it), the skills (each group's label in bold
// beside five yellow stars, "a, b, c" under it behind a check icon) and the spoken languages (bold name, level in
// grey brackets, behind trophy icons); the right one grey: a blue banner with a notch at its right end beside a
// briefcase image, each job the company in bold 18 px with "YYYY.MM ~ YYYY.MM" (or "YYYY.MM to present", the app's
// en-US words for every language) in small grey type at the right of the same line, the title as the first line of
// the pre-wrapped description, the bullets one a line under it ("1. ", "2. " when several); section titles the
// app's English defaults, or the person's language's): made, scored once (parser of commit 25d9d21), not read.
// basically-basic-cv (mmistakes/jekyll-theme-basically-basic 1.4.5, Michael Rose's Jekyll theme "Basically Basic",
// MIT: the "Curriculum Vitæ" page its cv layout renders from a JSON Resume _data/cv.json with the theme's own Liquid
// includes, written as Jekyll renders it for the theme's example page; the theme's SCSS compiled by Dart Sass, Fira
// Sans from @fontsource for its Google Fonts link; printed by Chromium as Chrome's "Save as PDF" with its defaults,
// A4, 10 mm margins, no background graphics): one column under the theme's print rules (sidebar, menu, site title and
// footer hidden; each section's grey heading above its content at the print width): the name as a large title, the
// headline in italics, a "Download as PDF" button's label in light grey, the summary, then sections between thin rules:
// "Contact" ("**Email** address", "**Phone** number"), "Location" (street, then "City, postcode CC"), "Work" (each job
// the company as a large heading over the position as a smaller one, the dates in a grey monospace line "2019-04 —
// Present" as written in the JSON file, bullets), "Education" (the school as a heading, "YYYY — YYYY", the degree in
// bold), "Skills" (a group's name as a heading with its keywords after it as one sentence, "A, B, and C", Jekyll's
// English "and" whatever the language; a flat list the sentence alone), "Languages" (each a heading over its fluency
// in italics); labels the theme's English defaults ("Work") or the person's language's): made, scored once (parser of
// commit 8496890), not read.

// resumemac (TeX Live resumemac, Don Hosek's "Resume macro file for plain.TeX" of 1992, public domain, filled as the
// package's sample_resume.tex, plain TeX run by pdftex, Computer Modern, A4): the name centred in bold over two
// labelled blocks side by side ("Address:" over street, postcode and city, country; "Contact:" over phone and e-mail;
// the person's language's words) and the date centred under them ("November 14, 2023", the same day in the person's
// language otherwise); then each section a row: its title in bold slanted type in a 0.9 in left column (1.2 in for
// French and German, whose titles are wider), its text beside it: the summary; each job a row of its own,
// "Mon. YYYY–" over "Mon. YYYY" (the language's word for now) flush right in a 0.75 in date column beside the
// justified "Title, Company, City. Bullets."; each school "YYYY–YYYY" beside "School. Degree."; one "Label: a, b, c."
// line a skill group; the spoken languages one line; accents as glyphs of their own over the letter (plain TeX's
// accent macros in OT1 fonts)): made, scored once (parser of commit 8496890), not read.
// cv-template-thecatatafish (thecatatafish/cv-template, "Simple and Responsive CV Template", MIT: a static page that
// Alpine.js fills from a data.js, printed from Chromium's print dialog as the repository's own example-pdf.pdf is,
// A4, 10 mm margins, scale 90 %; filled as its data.js sample; markup and CSS of the generator's own that give the
// boxes of template.html and style.css, nothing vendored; Debian's Lato Light, Regular and Bold, small SVGs of the
// generator's own for Iconify's icons, a generic SVG avatar for the sample's stock portrait): a centred banner, the
// round portrait beside the name in 40 px spaced capitals (first name light, last name regular), the headline in
// small spaced capitals and the summary under it; a grey rule; two floated columns, 2 : 1: at the left
// "EXPERIENCE" (bold, letter-spaced), each job the title in bold capitals over "Company | City | YYYY-YYYY" (or
// "YYYY-present", the person's language's word otherwise), the bullet as prose (several as "- " lines); at the right
// a side pane behind a thin grey rule, headings in bold capitals spaced 4 px: icon-led "City, Country", phone and
// e-mail; each school the degree, the school and "YYYY-YYYY" on three lines; the skills one a line behind a check
// icon (flat, group labels dropped; "Technical Skills" for English); the spoken languages each behind a flag, the
// level in grey brackets; headings the template's English words or the person's language's): made, scored once
// (parser of commit 8496890), not read.
// clean-cv-bmaupin (bmaupin/clean-cv-template, "clean CV template", HTML and CSS "inspired by moderncv", MIT: the
// example cv.html with the person's data in place of the sample's, its cv.css unchanged, Roboto Slab and Didact
// Gothic from @fontsource and Font Awesome 5.2.0 from npm for its CDN links; printed by Chromium as its build.js
// prints, Letter, background graphics on, the stylesheet's 1.6 cm @page margins): one column; the name centred in
// large Didact Gothic, the first name light and the last name bold, over a grey rule; the contacts at the left
// (envelope icon + e-mail, phone icon + number, street, "postcode City Country" on one line); each section title
// after a 7 em grey bar, indented past it; each entry a grid row: a grey right-aligned 7 em left column with the
// years ("2014 - present", the person's language's word otherwise; a school's end year alone; a skill group's label)
// beside "**Title**, *Company*, City, Country" on one line and round bullets ("**Degree**, *School*, City, Country";
// the skills "a, b, c"); the spoken languages as one more section of label rows (language left, level right); no
// headline; titles the sample's English ones ("Summary", "Skills", "Experience", "Education") or the person's
// language's): made, scored once (parser of commit bbbcd12), not read.
// aesthetic-resume (stefan-yas/aesthetic-resume, "Aesthetic Resume", MIT: an Astro 2 site whose layouts are filled
// from Markdown front matter, one page a job, a school, a skill group, a contact link; markup and CSS of the
// generator's own that give the boxes of its layouts and global.css, nothing vendored; Inter 100-900 from
// @fontsource for its Google Fonts link; printed by Chromium as its downloadAsPdf.js prints with Puppeteer: ONE page
// 1 000 px wide and as tall as the document, background graphics on, no margins): a single tall page on a light grey
// ground; the name centred at the top in ExtraBold; then rounded light cards 800 px wide, 80 px apart: "Work
// Experience", each job a row "Company — Title" (company semi-bold, title medium) with "YYYY - YYYY" ("YYYY -
// Present", the person's language's word otherwise) in an italic grey pill at the right edge (on two lines beside a
// long row), the city in italics under it, then • bullets; "Education", each school the same row with its years' pill,
// the city in italics and the degree in bold; "Skills", the groups side by side in flex columns behind a grey rule,
// each its label (empty where the record has none) over • items; "Contact" last: the e-mail and the phone as written,
// each an underlined italic link; no headline, summary, address or languages (the template has no place for them);
// card titles the template's English words or the person's language's): made, scored once (parser of commit
// bbbcd12), not read.
// ecv-cv (TeX Live ecv, Christoph P. Neumann and Bernd Haberstumpf's "fancy Curriculum Vitae class" ecv.cls v0.3 of
// 2011, an all-permissive notice, TeX Live's "other-free"; no sample installed, filled from the class's own commands;
// pdflatex, Helvetica, Latin-9 input, A4): the whole CV one longtable of two columns (0.32 : 0.68) split by a
// vertical rule: "Curriculum Vitae" ("Lebenslauf" for German) in large small capitals at the top left; section titles
// in blue small capitals in the left column ("Personal Information" / "Zur Person", then the person's language's
// words); the personal data as tag/value rows (Name, Address over three lines, Phone, E-mail framed as a link); the
// profile a justified block at the right; each job a row led by a blue ▷ with "MM/YYYY – MM/YYYY" (the language's
// word for now) at the left beside the bold title, "Company, City" and the bullets on lines under it; each school
// "▷ YYYY – YYYY" beside the bold degree over "School, City"; each skill group its label at the left and "a, b, c" at
// the right; each spoken language its name at the left and its level at the right; a footer "Curriculum Vitae First
// Last" left and "Page 1" right): made, scored once (parser of commit bbbcd12), not read.
// europass-cv-odt (europass/ewa-cedefop, the European Union's Europass CV editor of 2013-2020, AGPL-3.0: its
// OpenDocument CV, Mustache templates of content.xml and styles.xml run over a view shaped like the editor's Java model
// of the person, the model's ODT methods ported (dates in its "text/short" format, addresses in its default "s, z m
// (c)" format, rich text as its html2odt.xsl writes a list); the Italian CV with the Europass CV's Italian words and
// the model's Italian date bundle; LibreOffice saves the ODT as DOCX): the classic Europass CV on A4, the Europass logo
// and "Curriculum vitae" in the header, the last-update date, "© European Union" and "Page 1 / 1" in the footer; two-
// column tables, the left column right-aligned grey-blue capitals or labels, the right the content: PERSONAL
// INFORMATION beside the name, under it the address, the phone and the e-mail after small icons; POSITION beside the
// headline; WORK EXPERIENCE and EDUCATION AND TRAINING titles over a blue rule; each job its period at the left
// ("Apr 2019–Present", "Feb. 19–alla data attuale" in Italian) beside the blue title over "Company, City" and the
// bullets; each school its years ("2012–2015", "14–16" in Italian) beside the degree over "Institution, City";
// PERSONAL SKILLS: mother tongue(s), the CEFR grid of the other languages (a level in each of five cells) and
// "Job-related skills" as bullets, one a group ("Label: a, b, c") or one a skill; no summary; DOCX as LibreOffice saves
// it (4) / PDF from that DOCX (1)): made, scored once (parser of commit bbbcd12), not read then; opened in stop 28
// after that first score.
// academic-cv-dimpram (dimpram/academic-cv-jekyll 0.1.5, "Academic CV Jekyll", MIT: a Jekyll theme "inspired by latex
// documents" whose one layout renders a _data/cv.yml through four Liquid includes; the page as Jekyll renders it
// from a cv.yml filled with the person, its SCSS compiled by hand, nothing vendored; Debian's Roboto Condensed for
// the face the SCSS names (no web font linked); no print stylesheet, printed by Chromium as Chrome's "Save as PDF"
// with its defaults, A4, 10 mm margins): one column; the name as a bold h1 with a rule under it; a two-column details
// table, at the left the headline, the street and "City, Country" (the sample's university, department and place),
// at the right "Email: address" and "Phone: number" as underlined links; then a CSS grid row a section, 1fr : 2fr,
// the title large and light in the left third (a long one wraps, "Experiencia / profesional"), its content in the
// right two thirds: the summary as text; each school a bold "School, City" over an italic "Degree, YYYY - YYYY"; each
// job its bold title over an italic "Company, City, YYYY - YYYY" ("YYYY - Present", the person's language's word
// otherwise) and disc bullets; each skill group its label in bold over an italic "a, b, c" line (a flat list the line
// alone); the spoken languages one line as written; titles the layout's English words ("Summary", "Education",
// "Experience", "Skills", "Languages") or the person's language's): made, scored once (parser of commit 0097206), not
// read then; opened in stop 28 after that first score.
// esieecv (TeX Live esieecv, Benjamin Bayart's ESIEEcv.sty v2.0a of 1997, "Curriculum vitae for French use", LPPL;
// no sample installed, filled from the package's own commands; pdflatex, Latin Modern, A4, 2 cm margins): the name
// centred in bold over the headline, the address at the left and the phone and e-mail at the right under it; each
// section a bold title over a borderless two-column table (its left column widened from 3 cm to 4.4 cm with the
// package's \largeurcolonne): each job "MM/YYYY – MM/YYYY" (the language's word for now) in bold at the left beside
// "Company, City. Title." in small capitals, each bullet on its own line under it in small italics behind a ▷; each
// school "YYYY – YYYY" beside "School, City. Degree." in small capitals; the profile a paragraph at the right; each
// skill group its label at the left and "a, b, c" at the right; each spoken language its name at the left and its
// level at the right; titles in the person's language): made, scored once (parser of commit 0097206), not read then;
// opened in stop 28 after that first score.
// resume-template-luckywindsck (LuckyWindsck/resume-template, MIT: a Japanese-style résumé written as a Vue 3 + Vite +
// Tailwind CSS 3 app filled from a resume-info.js, saved as PDF from Chrome as the repository's resume-example.pdf
// is, A4 from its @page rule, no margins; the DOM Vue mounts for a filled resume-info.js under CSS of the generator's
// own with Tailwind 3's preflight and the utilities the components use, nothing vendored; serif as Tinos, a generic
// SVG avatar for the user's photo): one A4 page padded 20 mm: the name as a 36 px h1 "First Last / FIRST LAST" (the
// ruby slots of the sample's kanji, then the romanised name in small capitals; a long name wraps), "Email：",
// "Mobile：" and "Address：" lines under it (full-width colons, the labels in the person's language), a 30 × 40 mm
// photo at the top right; section titles in 20 px over a 2 px black rule; each school bold and underlined with
// ", City" and "YYYY ~ YYYY" at the right margin, the degree in italics under it; each job the company bold and
// underlined with ", City" and "Mon YYYY ~ Mon YYYY" (or the language's word for now) at the right margin, the
// title under it, disc bullets; the skills one disc line a group, "Label：a, b, c" with the label bold and
// underlined (a flat list the line alone); the spoken languages disc lines "Language - level"; titles in the
// person's language): made, scored once (parser of commit 0097206), not read then; opened in stop 28 after that first
// score.
// puzzle-skills-cv (puzzle/skills, AGPL-3.0: the CV template of PuzzleSkills, Puzzle ITC's skill-management web
// app, lib/templates/cv_template.odt, filled as its exporter fills it with the odf-report gem, whose rules the
// generator ports: [FIELD] placeholders, a named table's body row repeated per record, named sections dropped; a
// "Telefon" row added to its generic personal-fields table; LibreOffice saves the ODT as DOCX (3) / exports it to
// PDF (2)): an A4 company CV in Roboto, the template's German words for every person: a title page (the Puzzle ITC
// logo, "Curriculum Vitae" over the name and the headline, a confidentiality note, "erstellt am 17.08.2026", the
// template's static table of contents, a footer with the branch's address and telephone, the company's web site and
// e-mail); then numbered sections over blue rules, each a boxed table with a blue header row: "Personalien" (Name,
// Abschluss, E-Mail, Telefon, Sprachkenntnisse rows beside a silhouette photo), "Kernkompetenzen" (a group's label
// beside its skills comma-separated), "Stationen" (Von / Bis / Aktivität: "MM.YYYY" or "heute", the title in bold
// over "Company, City" and the bullets one a line), empty "Projekte" and "Weiterbildung" tables, "Ausbildung" (the
// years; the degree over the school)): made, scored once (parser of commit 0097206), not read then; opened in stop 28
// after that first score.
// moderntimeline (TeX Live moderntimeline, Raphaël Pinson's moderntimeline.sty v0.11 of 2020, "Add timelines to
// moderncv entries", LPPL 1.3, with TeX Live's moderncv v2.3.1, classic style, blue; no sample installed, filled from
// the package's own commands; pdflatex, Latin Modern sans, A4, geometry scale 0.8): moderncv's classic header (the
// large name over the grey italic headline at the left; the address, a phone icon and number and an envelope icon and
// e-mail right-aligned at the right); each section title in blue beside a blue bar in the left hints column; each
// job's dates a timeline in that column (a thin grey rule over the person's years with a tick a year, a blue bar from
// start to end, "Mon YYYY" in small type at the left above the bar's start and "Mon YYYY" or the language's word for
// now under its end, an open job's bar fading out) beside "Title, Company, City" (the title bold, the company
// italic) and hollow-circle bullets; each school the same timeline with its years beside "Degree, School, City"; the
// profile a line at the right; each skill group its label right-aligned in the hints column and "a, b, c" at the
// right; each spoken language its name and its level likewise; titles in the person's language): made, scored once
// (parser of commit b8bc999), not read.
// bulma-resume-mazipan (mazipan/bulma-resume-template, Irfan Maulana's "Free resume page template with bulma css",
// MIT, commit 214b63d: an Eleventy site whose light page, src/light.ejs, renders a content.js in Bulma 0.9 columns
// with a tag for each period; the page as Eleventy renders it from a content.js filled with the person, _base.scss
// compiled by hand over Bulma's own css/bulma.css 0.9.1 (npm, not committed), Raleway regular from
// @fontsource/raleway; no print stylesheet, printed by Chromium as Chrome's "Save as PDF", A4, 10 mm margins, no
// backgrounds, scale 80 %): a black GitHub corner at the top right; the name large (is-size-1, wrapping) over the
// headline at the left, "City, Country", the phone and the e-mail as light grey lines at the right; a thick
// turquoise rule; then two columns, 3/5 : 2/5: at the left SUMMARY, EXPERIENCE and EDUCATION (bold turquoise
// capitals over a thin rule), each job "Company, City — Title" (the company bold, the title italic) over its period
// "MON YYYY - MON YYYY" in a small turquoise tag ("PRESENT", the language's word for now otherwise, in capitals) and
// disc bullets, each school "School, City — Degree" over its "YYYY - YYYY" tag; at the right SKILLS one a line (no
// groups) and LANGUAGES in a row, each followed by ", "; a centred footer "See Dark Theme", "Copyright © 2018-2019 by
// Irfan Maulana"; titles in the person's language otherwise): made, scored once (parser of commit b8bc999), not read
// then; opened in stop 28 after that first score.
// resume-nextjs-uyu423 (uyu423/resume-nextjs 1.3.1, Yowu Yu's "static HTML based RESUME made with next.js", MIT:
// React components over reactstrap and Bootstrap 4.6.0 filled from payload files; the markup they render (as the
// repository's own static export shows it) written from payloads filled with the person, the export's stylesheet and
// Pretendard 1.3.9 fetched, not committed; printed by Chromium as Chrome's "Save as PDF" prints it: the A3 page of
// Bootstrap's print rules, 10 mm margins, no backgrounds): Bootstrap rows of a quarter-wide left column beside three
// quarters; the name as a blue h1 over an envelope icon and the e-mail link and a phone icon and the number, the
// headline in a bordered alert box; blue capital section titles (INTRODUCE, SKILL, EXPERIENCE, EDUCATION, or the
// person's language's words); INTRODUCE in the left column beside the summary, a "Latest Updated" date badge and a
// signature (the first name in Parisienne); each skill group its label as a grey right-aligned h4 at the left, its
// skills in three columns of bullets each behind a level badge ("3", "2", "1"); EXPERIENCE beside a "Total y years
// M months" badge, each job its period as a grey right-aligned h4 at the left ("2019. 04 ~" while current, "2015. 09
// ~ 2019. 03" otherwise, often wrapped before the last month), the company as an h4 beside a "Current" badge and a
// duration badge, the title in grey italics over the bullets; each school "YYYY. 09 ~ YYYY. 06" at the left beside
// the school over the degree in grey italics; the footer's credits line; no address or spoken languages): made,
// scored once (parser of commit b8bc999), not read then; opened in stop 28 after that first score.
// hanula-resume-compact (hanula/resume, Sebastian Hanula's "Python resume generator. From YAML to PDF and static
// HTML", MIT, commit af7b964: its "compact" theme, a Jinja2 index.jinja2 over Bootstrap 3.3.6 and a main.css with
// print rules; the page build.py renders from a YAML filled with the person as its sample resumes/jmbeach.yaml is,
// linking the theme's own bootstrap.css and main.css, fetched, not committed; printed by Chromium as Chrome's "Save
// as PDF" with its defaults, as the page's own Print link does, A4, 10 mm margins): the name (h1) over the headline
// (h3) at the left, at the right a block of "Address: street | City, postcode | country", "Phone: number", "Email:
// address"; then sections one under another over thin grey rules, the Bootstrap columns stacked at print width (a
// title h3 above its content), text at 10 px in Arimo: the summary under "Objective"; each skill area its label as
// a large h4 over disc bullets, one a skill (a flat list without a label), the spoken languages a last area
// "Languages" ("English (native)"); each job the company as an h3, the title in bold, "Month YYYY - Month YYYY"
// ("- Present", the person's language's word otherwise) and the city on lines of their own, then bullets, jobs apart
// by grey rules; each school "School, City" as an h3 over "YYYY - YYYY" and the degree; titles the theme's English
// words or the person's language's): made, scored once (parser of commit b8bc999), not read then; opened in stop 28
// after that first score.
// hugo-winning-clulow (cssandstuff/hugo-theme-winning, Tim Clulow's Hugo theme "Winning", MIT, commit ea8ebd2: a
// one-page CV written in Markdown with grid, column and dd shortcodes over his belmu.css utilities and a main.css
// with print rules; the page Hugo renders from an _index.md written as the sample's and filled with the person, the
// theme's two stylesheets and Fira Sans (@fontsource) fetched, not committed; printed by Chromium with the options
// of the theme's generatepdf.js (node-html-pdf: A4, 1 cm top, 3 cm sides, 2 cm bottom) at scale 4/3, PhantomJS's
// point per CSS pixel): the name as a huge black centred h1 in Fira Sans Black, the headline in italics and the
// summary in light type under it; then two grid columns, 6 : 4 of ten, apart by a thin grey rule: at the left
// "Professional Experience" (the person's language's words otherwise), each job a small blue italic "Month YYYY -
// Month YYYY" line (the language's word for now) above "Company, City — Title", its bullets numbered "01.", "02."
// in bold, then "Education" with each school "YYYY - YYYY" above "School, City — Degree"; at the right each skill
// group its label in small bold capitals over grey italic items each after "— " (a flat list under the skills
// heading), then "OTHER INFO" (the language's word for contact otherwise) as a definition list, "EMAIL:",
// "PHONE:", "ADDRESS:" and "LANGUAGES:" as small grey capital pills over their values; the theme's print-only
// footer "This was generated using node-html-pdf…" and "Last Published <date>, Portfolio upon request."): made,
// scored once (parser of commit da1689a), not read.
// sveltekit-cv-saadeghi (saadeghi/saadeghi.github.io, Pouya Saadeghi's SvelteKit résumé site, MIT, commit 8368ee7:
// its /resume page renders a resume.yml in Tailwind 4 utilities over JetBrains Mono; the page SvelteKit prerenders
// from a resume.yml filled with the person, the compiled CSS's rules written out, nothing vendored; Debian's
// JetBrains Mono; no @page rule, printed by Chromium as Chrome's "Save as PDF" with its defaults, A4, 10 mm margins,
// print media): monospace text at 9.6 px; the name (large, regular weight) over the headline at the top left; then
// each section a stack of grid rows 22ch : 1fr, its title in bold blue in the right column, the left empty: a
// "Profile" paragraph; each job "Mon YYYY – Mon YYYY" ("– Present", the person's language's word otherwise) in grey
// in the left column beside the bold title followed inline by "at Company (City)", disc bullets under it; each school
// "YYYY – YYYY" in grey right-aligned at the left beside "Degree at School", the city in a row under it; the skills a
// disc list, a group one bullet "Label: a, b, c" (a flat list one skill a bullet); "Languages" one a bullet; "Contact
// Info" last: "Email: address" (underlined), "Phone: number", "Location: street, postcode city, country" (the labels
// in the person's language); titles the page's English words ("Experience", "Education", "Skills and Tech Stack",
// "Contact Info") or the person's language's, "at" kept in every language): made, scored once (parser of commit
// da1689a), not read.
// kip93-resume (kip93/resume, Leandro Emmanuel Reina Kiperman's "My own LaTeX Résumé template", resume.cls of
// 2021-08-26, BSD-3-Clause, commit b375aa7, fetched, not committed; filled as its example.tex, pdflatex, Iwona, A4
// with no margins, everything placed by textpos and TikZ): a dark grey band across the top with, right-aligned in its
// left two thirds, the name as "LAST, First" (the surname in bold small capitals, the class's order), the headline
// in italics, the address in the birthday's line and "e-mail / phone"; a framed placeholder portrait at the top
// right; a light grey column 74 mm wide down the left: "About me" (the summary, justified) and "Skills", each group
// its label as a blue subheading over rows of a skill's name beside five dots (scores made up; a flat list under the
// language's word for skills), the spoken languages a last group "Languages" (dots for the level, the level only a
// tooltip); on white at the right "Experience", each job "Company, City" in bold over the title in small capitals
// with "YYYY/MM – YYYY/MM" (the language's word for now) at the right margin and the bullets as one italic
// justified paragraph, and "Education", each school the degree in bold over "School, City" in small capitals with
// "YYYY – YYYY" at the right; section titles large, each followed by a rule to the column's edge, the class's English
// words or the person's language's): made, scored once (parser of commit da1689a), not read.
// sablon-cv (senny/sablon, Yves Senn's Ruby docx template processor, MIT, version 0.4.2, commit 544faa0: its README's
// sample template test/fixtures/cv_template.docx, MailMerge fields filled by its own `sablon` executable from a JSON
// context shaped like its test's; a Profile section added for the summary, the Referees section removed, headings in
// the person's language; LibreOffice saves Sablon's DOCX as DOCX): one column on A4 under a "Generated at: <time>"
// header: the headline in bold over the larger name, then centred bold lines "street, city line, country", "phone,"
// and "e-mail," (the template's commas); sections under drawn rules with bold headings: "Profile" (the summary),
// "Skills & Abilities" a table "1." | a skill or "Label: a, b, c" in a grey cell | an empty rating cell;
// "Education", each school "YYYY – YYYY" in bold beside "School, City" in bold over the degree; "Employment
// History", each job a grey band "Month YYYY - Month YYYY" (bold; the language's word for now) | "Company, City",
// the title in italics under it, the bullets after boxed check glyphs; "Languages" a table of name | level; the
// footer "Generated with Sablon  Page n of m"; DOCX as LibreOffice saves it (4) / PDF from that DOCX (1)): made,
// scored once (parser of commit a64e36b), not read.
// html-cv-poc-icelam (icelam/html-cv-poc, Ice Lam's "Proof of concept - Print optimized CV in HTML format", MIT,
// commit 48b8287: one self-contained index.html in explicit A4 sheets, filled as its sample, its print rules and the
// default orange theme, nothing vendored; Debian's Roboto for the Google font; printed by Chromium with the page's
// @page, A4 with no margins, and its backgrounds): two A4 pages, as the sample's two sheets: a framed grey square
// picture at the top left, the name beside it as a large orange h1, under it a bar between two orange rules of
// details joined by " •" (the headline, "street, postcode and city, country", the phone, the e-mail); the summary
// an untitled paragraph; section titles white on an orange band sitting on an orange rule the page's width; each
// job the bold title in a 25 % column beside bold "Company, City" in a 75 % one, "Mon YYYY – Mon YYYY" ("– Now",
// the language's word for now otherwise) small and grey under the title beside disc bullets; page two: each school
// the bold degree over grey "School, City" beside "YYYY – YYYY" right-aligned; each skill group a bold label over a
// one-item list "a, b, c" (a flat list the item alone); the spoken languages a one-item list (a section of the page's
// pattern); titles the sample's English words ("Work Experience", "Education", "Skills", "Languages") or the
// person's language's): made, scored once (parser of commit f117fe0), not read.
// zenith-szwarc (KonradSzwarc/zenith, Konrad Szwarc's "fully customizable Astro template for creating web and PDF
// resume", MIT, commit 625034e: its PDF page as Astro renders it, with the Tailwind CSS 3.4 and typography rules it
// uses compiled into the page, nothing vendored; its Inter Variable face from @fontsource-variable/inter; printed by
// Chromium as its CLI prints, A4 with backgrounds, the layout's @page margins of 10 mm): one 720 px column on one
// or two A4 pages: the name in heavy type over the headline, the summary, then a wrapping row of "Label: value"
// details ("Email: address", "Phone: number", "Location: street, postcode city, country", the labels in the
// person's language); each section title large and heavy over a two-tone rule (indigo under the title, slate to
// the end); skills as bordered pills in wrapping rows under the groups' subtitles, the spoken languages a last
// subsection of pills "English (native)" (a flat list: pills with no subtitle, the languages a section of their
// own); each job the title in heavy type over the company over "Month YYYY - Month YYYY" ("- Current"; months and
// the word for now in the person's language), then "Location: City", then disc bullets, jobs split by rules; each
// school the degree over the school over "September YYYY - June YYYY" and "Location: City"; titles the sample's
// English ("Skills", "Work", "Education", "Languages") or the person's language's): made, scored once (parser of
// commit 54d7e85), not read.
// simple-odf-homer (connium/simple-odf, Christoph Nölke's "Open Document Format made easy using pure JavaScript and
// Node.js", MIT, version 3.0.3 from npm, repository commit d3cced3: its only example examples/homer-resume/index.ts,
// "Resume of Homer Simpson", ported to JavaScript with the same styles and calls and run per person, saved as a flat
// ODT; LibreOffice saves it as DOCX): one column on LibreOffice's default A4 page in FreeSans, navy titles, no rules:
// the name as a 20 pt bold navy heading over the headline in navy; one contact paragraph "Address: street, city line,
// country", a line break, "Phone: …" and at a 70 mm tab "E-mail: " with the address as a link (the example's English
// labels); the summary as an untitled paragraph; section titles 14 pt bold navy headings (the example's "Experience",
// "Education", "Skills" or the person's language's): each job a bold dates line "YYYY - YYYY" ("YYYY - present", the
// language's word for now otherwise) over the title as a bold navy heading over "Company, City" in italics and the
// bullets as a list in the default serif; each school "YYYY - YYYY" in bold over a heading "Degree, School"; skills
// one paragraph per group "Label - a, b, c" (a flat list one skill a line); the spoken languages "Language - level"
// one a line under the language's word for languages, where the example has its awards; DOCX as LibreOffice saves it
// (4) / PDF from that DOCX (1)): made, scored once (parser of commit 54d7e85), not read.
// europecv-vitacolonna (TeX Live europecv, Nicola Vitacolonna and Giuseppe Silano's "European curriculum vitae
// class" of 2022, LPPL 1.3: the Europass CV of 2004-2012, filled as the class's own template cv_template_en.tex;
// pdflatex, Helvetica, A4): one longtable of two columns split by a vertical rule, right-aligned labels at the left:
// the Europass logo over "Europass Curriculum Vitae"; the "Personal information" rows (Name / Surname, the name in
// bold; Address; Telephone; Personal Email framed as a link); the headline as a bold "Desired employment/
// Occupational field" row; each job a block of labelled rows "Dates" (MM/YYYY – MM/YYYY, the language's word for
// now), "Occupation or position held", "Main activities and responsibilities", "Name and address of employer"
// ("Company, City"); each school "Dates" (YYYY – YYYY), "Title of qualification awarded", "Name and type of
// organization providing education and training" ("School, City"); "Personal skills and competences": the mother
// tongue, "Other language(s)" with the CEFR self-assessment grid (one level in all five cells), languages without
// levels in one row, each skill group its label at the left and "a, b, c" at the right; the summary under
// "Additional information"; a footer "Page 1 / 2 - Curriculum vitae of" over the name; one or two pages; labels in
// Portuguese for p09): made, scored once (parser of commit 54d7e85), not read.
// jekyll-cv-aleksnyder (aleksnyder/jekyll-cv, Alek Snyder's "jekyll-cv-theme", MIT: a Jekyll theme whose home layout
// fills a résumé from _config.yml and data files; the page as Jekyll renders it, its SCSS compiled by hand and its
// print.css under @media print, nothing vendored; Debian's Open Sans Regular and Roboto Bold; printed by Chromium as
// Chrome's "Save as PDF" with background graphics, A4, 10 mm margins): a red band with the name centred in white,
// under it (added: the template's icons and phone sentence are hidden in print) the headline and a row of the e-mail,
// the phone as written and the address; then a white card on a grey ground, red bold section titles ("Objective",
// "Professional Strengths", "Work Experience", "Education", an added "Languages", or the person's language's): the
// summary a paragraph; the skills disc bullets, one a skill; each job a bold "Title - Company" then "(YYYY-YYYY)"
// ("(YYYY-Present)", the person's language's word otherwise), a line break and the city, then disc bullets; each
// school a bold "School" then ", City - (YYYY-YYYY)" over the degree as a bullet; the spoken languages as bullets;
// two A4 pages): made, scored once (parser of commit b13bfdc), not read.
// astro-resume-srleom (srleom/astro-theme-resume, "Astro Resume", MIT, commit 3f50273: its résumé home page as
// Astro prerenders it, with the Tailwind CSS 3.4 rules it uses written into the page, nothing vendored; the
// template's own Satoshi variable font; printed by Chromium as Chrome's "Save as PDF" with its defaults, A4, 10 mm
// margins, no backgrounds, 718 px wide, so its sm: layout and not its md: one): one column on two A4 pages under the
// site's header bar ("resume" at the left, "Blog", "Tools" and a theme button at the right): the name centred over a
// centred wrapping row of icon labels (the headline, "street, postcode city, country", the e-mail, the phone); each
// section a semibold title over its content; About a grey paragraph; each job a card with a light rounded border,
// "Company, Town" over the grey title over grey "Mon YYYY - Mon YYYY" (the language's word for now), then grey disc
// bullets; each school a card "School, Town" over the degree over "YYYY - YYYY"; each skill group its label over
// bordered pills (a flat list under an empty label); Languages (added) a grey line; a footer after a rule "© 2024
// Name. All rights reserved."; titles the template's English ("About", "Experience", "Education", "Skills") or the
// person's language's; cards and groups cut by the page break): made, scored once (parser of commit b13bfdc), not read.
// abiword-resume-ant (AbiWord/abiword, the word processor's "Resume" template user/wp/templates/Resume.awt of 2004,
// GPL-2.0-or-later, as Debian's abiword-common 3.0.5 installs it, nothing of it committed: the sample text typed over
// in the template's own styles and saved as an AbiWord document; LibreOffice reads it (libabw) and saves it as DOCX):
// US Letter, one two-column table in Arial 9 pt: the contact details in the page header at the top right (street;
// "city line, country"; phone; e-mail, one a line); the name as a 20 pt bold heading in a boxed cell; then one row per
// section, ruled off above, its title right-aligned at the foot of the narrow left cell ("Objective" or the person's
// language's word, then the language's words for experience, education, skills and languages), the content at the
// right: the headline and the summary as two plain lines; each job a bold line "YYYY-YYYY: Company, City" (years
// first, "YYYY-Present" or the language's word for now) over indented lines: the title, then each bullet; each school
// "YYYY-YYYY: School, City" in bold over the degree, indented; skills one indented line per group "Label: a, b, c";
// the spoken languages one a line, "Language (level)"; one page; DOCX as LibreOffice saves it (4) / PDF from that DOCX
// (1)): made, scored once (parser of commit 2fd800a), not read.
// mycv-ghersi (TeX Live mycv, Andrea Ghersi's "My Curriculum Vitae class" mycv.cls v1.5.6 of 2012, LPPL 1.3c: a
// CV laid out from lists of content files and page markers, filled as its code reads; pdflatex, Times, A4, withDec):
// a TikZ frame of "random steps" in dark red 1 cm inside the page's edge; a header of two minipages side by side, the
// name in Calligra script over the headline in small capitals at the left, right-aligned at the right the street,
// "city line, country", a phone icon and the phone, a letter icon and the e-mail link; dark red small-capitals
// section titles between two rules; the summary; each job "Company, City" (company in bold) with "MM/YYYY - MM/YYYY"
// at the right (the language's word for now), the title in italics under it, the bullets behind a pointing hand;
// each school "School, City" with "YYYY - YYYY" at the right over the degree in italics; then two half-width columns,
// the skills (one line a group, "Label: a, b, c") and the spoken languages ("Language - level", one a line); a tiny
// footer "Name - Curriculum Vitae"; one page; titles in Spanish for p05): made, scored once (parser of commit
// 2fd800a), not read.
// resume-html-vducong (vducong/resume-html, Duc Cong Vu's React + TypeScript résumé template, MIT: the DOM React
// renders from a master-data.json, printed as its README says, A4 from the page's own @page, no margin; Palatino as
// URW's P052): one column, all black; a centred header, the name in bold no bigger than the section titles, an added
// headline line, one line "street, city line, country | phone | e-mail"; the summary untitled; section titles
// uppercase bold over a 1 px rule, each word's first letter larger (a two-word title printed run together, its space
// dropped at the end of an inline-block span: "EXPÉRIENCEPROFESSIONNELLE"); each job the title in bold at the left
// and "Mon YYYY - Mon YYYY" in bold at the right (the language's word for now), "Company (Town)" under it, disc
// bullets; each school in bold over the degree, "YYYY - YYYY" in bold at the right; skills one block a group, the
// label in bold over "a, b, c" (a flat list one bold skill a line); an added "Languages" section of the same kind,
// the language in bold over its level; one page; titles in French, German and Italian for p02, p03 and p13): made,
// scored once (parser of commit c68579f), not read.
// developer-resume-ajivoin (ajivoin/developer-resume-template, Andrew Jivoin's "Developer Resume Template", his
// version of LaTeXTemplates.com's Developer CV class developercv.cls v1.0 by Jan Vorisek, MIT; pdflatex, Raleway 9 pt,
// A4): a header of three top-aligned columns, the first and the last name on two lines in bold \HUGE over the headline,
// then two columns of contacts, each line a FontAwesome icon white in a black square beside its text (phone and
// e-mail; street and "city line, country"); section titles in bold capitals followed by a rule to the line's end; a
// Profile paragraph (added); Education, then Experience, as rows of a two-column table: at the left "YYYY - YYYY" or
// "M/YYYY - M/YYYY" (the language's word for now in lower case; a long range broken after the dash) over the town in
// small type, at the right the school or the employer in bold with the degree or the title in bold at the right
// margin, the bullets as one paragraph under them; at the page's foot the skills (one row a group, the label in bold
// at the left and the items in typewriter beside it, a flat list one typewriter line) beside the spoken languages
// ("Language - level", one a line); one page; titles in French, German and Spanish for p02, p03 and p05): made, scored
// once (parser of commit 98e8806), not read.
// endfield-cv-yueplus (Yue-plus/astro-resume-CV, "Astro Resume-CV", MIT: an Astro 5 + Tailwind CSS 4 site whose
// theme "endfield" is drawn after a game's interface; its print page, two fixed A4 sheets with ornaments, printed
// as its screen page says: A4, no margins, background graphics): the name very large between grey square brackets,
// beside it (or under it, where it does not fit) a column of tags, each a black key cell ("Email", "Phone",
// "Address" or the person's language's words) joined to a grey value cell; a rule in purple, yellow and green; the
// summary; each section title a tiny grey "▼ // YueZone" over a grey bar with an arrow, then the title, large
// ("Desired Position", then the language's words for education, experience and skills); "Position:" in bold before
// the headline; the first school in the education title's row ("School  Degree  YYYY-YYYY"), the others in rows of
// their own; each job a row "Company  Title  YYYY.MM - YYYY.MM  Town" (the company larger, the dates and town grey;
// "Present" or the language's word for now), wrapped where long, then each bullet a paragraph; on the second sheet
// the skills, one row a group, its label in bold before grey rounded badges (a flat list a row of badges without a
// label), groups parted by a fading rule, then a row of the spoken languages as badges ("English (native)"); corner
// ornaments and a dotted texture behind the text on both sheets; two pages): made, scored once (parser of commit
// 98e8806), not read.
// mattu-cv-mattesschu (MattesSchu/mattu-cv, Mattes Schumann's "mattu-cv", MIT: a German Vue app whose viewer draws a
// two-page A4 Lebenslauf; the DOM it renders written from the components, printed margin-less with background
// graphics): two fixed A4 pages in Inter (Type 3 fonts, as Chromium embeds its OpenType CFF faces), an orange dotted
// timeline down both pages 45 mm from the left edge; the name in capitals (12.5 mm), under it right of the line the
// headline (added) in Inter Thin and a label | value block (grey labels right-aligned: "Address" over street and city
// line, "Phone" as written, "E-mail"); section titles in 9 mm capitals behind white Material Design icons in black
// discs on the line (an added "Profile" with the summary, "Experience", an added "Education" on page 1; "Skills" and
// "Languages" on page 2; Italian words for p13); each job left of the line the start year over its month's name in
// 5 pt (the person's language's: "febbraio"), an orange figure dash and the end year over its month or "Present"
// ("oggi"), a black ring bullet on the line, right of it "Title / Company" (Semi Bold, then Thin) over the city, the
// bullets behind small ring bullets and an orange "- -"; each school the years alone, "Degree / Institution" over the
// city; the skills one bulleted item a group, its label over "a, b, c" (a flat list the text alone); the languages
// "Language / level"; a grey footer on each page repeating name, street, city line, phone and e-mail between orange
// dashes, "Page 1 of 2" at the right): made, scored once (parser of commit 98e8806), not read.
// cv-html-template-nekeal (nekeal/cv-html-template, Szymon Cader's "CV Template", a Polish author's GitHub template
// repository, MIT: the HTML its Jinja2 template renders from two Python dicts, printed as its Justfile does with
// headless Chrome's --print-to-pdf, A4 from the stylesheet's @page and Chrome's 10 mm margins; Arimo): a tabular CV in
// one column, #343434 on white, the 210 mm page shrunk by Chrome to the printable width; a header of two inline blocks,
// the name (2.5 rem bold) over the headline at the left, 200 px to its right the phone and the e-mail each behind a
// small grey PNG icon; the summary in the body column after an empty date cell; section titles in bold over a light
// grey rule, full width; each entry a flex row, a fixed 10 em date column at the left ("04.2019 - 02.2021",
// "01.2021 - Present" or the language's word for now; schools "2012 - 2015"; empty where undated) and the description
// beside it: skills one line a group ("Label: a, b, c." with the label in bold; a flat list one unlabelled line), each
// job "Title at Company" (the title bold, " at " in the person's language: "em" for p09), its town in italics (added)
// and disc bullets, each school "Institution - Degree" in bold; the spoken languages a section nested in Education's,
// its title right under the last school, one a line "Language – level" (the level bold); a 10 px Polish GDPR
// recruitment-consent clause at the foot; one page; titles in Portuguese for p09): made, scored once (parser of commit
// 461d815), not read.
// startbootstrap-personal (Start Bootstrap's "Personal" site template, MIT, its resume page over Bootstrap 5.2.3,
// printed by Chromium as "Save as PDF" at 70 % with backgrounds, so laid out 1026 px wide): a navigation bar with the
// name as the brand at the left and "Home Resume Projects Contact" at the right; the name centred in large gradient
// text, the headline, the summary and a row of the e-mail, the phone and "City, Country" behind icons; each job a
// white card whose left third is a light grey rounded box ("YYYY - YYYY" or the language's word for now in blue
// bold, the title in small bold, the company and the city in small grey lines) beside the bullets, centred
// vertically; each school the same box (years in pink, school, city, the degree in italics) with nothing beside it;
// a "Download Resume" button on the experience title's line; skills as rounded boxes three to a row under a gradient
// title a group, the spoken languages the same under "Languages"; cards split across pages; two or three A4 pages):
// made, scored once (parser of commit 461d815), not read.
// vuepress-resume-komomoo (komomoo/vuepress-theme-resume, momoko's VuePress 1 theme for a résumé written as one
// Markdown page, MIT: the page `vuepress build` renders from a README.md filled with the person, the theme's compiled
// stylesheet, printed as its README says with Chrome's "Save as PDF", A4, 10 mm margins; Menlo, here DejaVu Sans Mono):
// one monospaced column at 13 px, every margin zeroed; a flex header, the name large at the left (wrapping onto two
// lines where the contact list leaves it too little room), at the right a list of "label : value" lines at 12 px,
// the labels right-aligned in a 6 em column ("Position", "Phone", "Email", "Address"; the person's language's), the
// e-mail a blue link; each section title followed on its line by a dashed grey rule to the margin ("Education", "Work
// Experience", "Skills", "Languages", "Self-Evaluation"; the person's language's); each school one line "Degree,
// School, Town" with "YYYY - YYYY" flush right in italics; each job a line "Company, Town" in bold, ": Title" in a
// smaller bold after it and "YYYY.MM - YYYY.MM" (or the language's word for now) flush right in italics, its bullets
// under it, a dashed hair rule between two jobs; the skills one bullet a group "Label: **a, b, c**" (a flat list one
// bullet); the spoken languages one bullet each, "Language (level)"; the summary the last section's one bullet; one
// page; titles in Italian for p13): made, scored once (parser of commit 461d815), not read.
// cvtex-taraborelli (dartar/cvtex, Dario Taraborelli's "Typesetting your academic CV in LaTeX", cv_libertine.tex of
// 2010, CC BY-SA 3.0: its preamble read from the fetched template, xelatex, Linux Libertine O with old-style figures,
// DejaVu Sans Mono in Monaco's place): an academic CV in one column on A4, the years of each entry a tiny
// \scriptsize margin note in a 0.6 in margin at the left of the text block, level with the entry's line; the name in
// \LARGE over the address lines, "Phone:" with the phone in typewriter and "email:" with a link; lower down (after a
// \vfill) "Languages: English (native), French (A2)" where the template has "Born" and "Nationality"; section titles
// \Large upright, no rule; "Current position" with the headline in italics; a Profile paragraph (added); the skills
// as "a • b • c", each group under its label in small capitals; each job "YYYY-YYYY" in the margin (an open end the
// language's word for now, "2020-" over "aujourd'hui" there; a one-year job its year alone) beside "Title, Company,
// City" (the title in italics), the bullets a plain itemize under it; each school "YYYY-YYYY" beside "Degree, School,
// City"; a centred tiny footer "Last updated: <date> • Typeset in XeTeX" over the template's URL; one page, two for
// p04; titles in French for p02 and German for p03): made, scored once (parser of commit 461d815), not read.
let corpus: CorpusFile[];
const scored: { group: string; format: string; score: { misses: string[] } }[] = [];

beforeAll(async () => {
  corpus = await loadTemplateCorpus();
  for (const f of corpus) {
    const got = await parseResumeFile(f.file);
    scored.push({ group: f.family, format: f.format, score: scoreOne(got, f.truth) });
  }
}, 120_000);

describe('third-party-template resume corpus', () => {
  it('has at least 10 template families of 4 or more resumes, PDF and DOCX, each with complete truth', () => {
    const families = new Map<string, number>();
    for (const f of corpus) families.set(f.family, (families.get(f.family) ?? 0) + 1);
    expect(families.size).toBeGreaterThanOrEqual(10);
    for (const [family, n] of families) expect(n, family).toBeGreaterThanOrEqual(4);
    expect([...new Set(corpus.map((f) => f.format))].sort()).toEqual(['docx', 'pdf']);
    for (const { id, truth } of corpus) {
      expect(truth.name, id).not.toBe('');
      expect(truth.email, id).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
      expect(truth.phone, id).toMatch(/^\+[1-9]\d{6,14}$/);
      expect(truth.skills.length, id).toBeGreaterThan(0);
      expect(truth.experience.length, id).toBeGreaterThan(0);
      expect(truth.education.length, id).toBeGreaterThan(0);
      for (const e of truth.experience) expect(e.period, id).toMatch(/^\S.* - (Present|\S.*)$/);
    }
  });

  it('scores at least the floors measured after the layout-aware parser (issue 9, phase 2)', () => {
    console.log(formatTable(tableRows(scored)));
    // The held-out families have their own floors below; these aggregates are over the other families,
    // the ones rules were written for (the 70 files of phase 2, moderncv-fancy included when measured).
    const dev = scored.filter((s) => !HELD_OUT.has(s.group));
    const all: Figures = aggregate(dev.map((s) => s.score));
    const pdf: Figures = aggregate(dev.filter((s) => s.format === 'pdf').map((s) => s.score));
    const docx: Figures = aggregate(dev.filter((s) => s.format === 'docx').map((s) => s.score));
    // Measured on 70 files (62 PDF, 8 DOCX): overall 97.5 % (was 66.7 % when the corpus was built),
    // PDF 97.2 % (64.1 %), DOCX 100 % (81.4 %). Floors are a little under the measured figures.
    expect(all.overall).toBeGreaterThanOrEqual(0.96);
    expect(pdf.overall).toBeGreaterThanOrEqual(0.95);
    expect(docx.overall).toBeGreaterThanOrEqual(0.98);
    // name 91.4 (the curve family's PDFs did not print the name: its generator never called \maketitle;
    // 100 since the curve PDFs were made again with it), email 98.6, phone 98.6, skills 97.5,
    // experience 99.4, dates 99.4, education 97.8.
    expect(all.name).toBeGreaterThanOrEqual(0.97);
    expect(all.email).toBeGreaterThanOrEqual(0.97);
    expect(all.phone).toBeGreaterThanOrEqual(0.97);
    expect(all.skills).toBeGreaterThanOrEqual(0.95);
    expect(all.experience).toBeGreaterThanOrEqual(0.97);
    expect(all.dates).toBeGreaterThanOrEqual(0.97);
    expect(all.education).toBeGreaterThanOrEqual(0.95);
  });

  // Overall score per family and format, a little under what was measured, so that a regression on one
  // layout shows even when the corpus as a whole still passes. moderncv-fancy was held out: no rule was
  // written or tuned while looking at it (before 24.6 %, after 84.5 %). markdown-cv (phase 3): kjhealy
  // 50.0 % → 100 % after the gutter-layout rules, written while reading its text layer; davewhipp, held
  // out (only its scores read), 65.2 % → 100 %. Phase 4: readablecv (63.8 %) and tucv (71.4 %), held out,
  // first scores measured on the parser of commit d58398d; then moderncv-fancy (84.5 % → 100 %), readablecv
  // (→ 100 %) and tucv (→ 100 %) were opened for development.
  // awesome-cv, held out in their place: 66.3 % on the parser of commit 75ea995, then opened (→ 100 %).
  // startbootstrap-resume, held out: 92.9 % on the parser of commit 56a1bde; resume-template-jglovier 77.0 %.
  // modern-resume-theme, held out: 71.4 % on the parser of commit 820fe85.
  // jakes-resume, held out: 100 % on the parser of commit 8b844d3; sb2nov-resume 52.3 %.
  // Opened for development after their first scores: resume-template-jglovier, modern-resume-theme and
  // sb2nov-resume (each → 100 %).
  // deedy-resume, held out: 74.9 % on the parser of commit ae9ec8d; mcdowell-cv 76.9 %; both opened since
  // (→ 100 %).
  // altacv, held out: 87.4 % on the parser of commit e585764, then opened (→ 99.3 %: a lone tag at a skills
  // section's start is still taken for its label).
  // tonyalgara-resume, held out: 91.3 % on the parser of commit 4fdd562, then opened (→ 100 %).
  // pas-cv, held out: 100 % on the parser of commit 9d57234.
  // simple-resume-cv, held out: 91.4 % on the parser of commit 4f1bd9a.
  // best-resume-ever-material-dark, held out: 61.4 % on the parser of commit d48942a.
  // startbootstrap-resume opened for development after that (→ 100 %).
  // fresh-people, held out: 75.3 % (PDF, 23 files) and 81.0 % (DOCX, 3 files) on the parser of commit 65d7ce7.
  // twentyseconds-libreoffice, held out: 90.6 % (DOCX, 4 files) and 71.4 % (PDF, 1 file) on the parser of
  // commit 893703f.
  // best-resume-ever-material-dark opened for development after that (→ 100 %).
  // fresh-people-b, held out: 72.0 % (PDF, 28 files) and 79.2 % (DOCX, 6 files) on the parser of commit dac4d3c.
  // html-resume-templates-infographic, held out: 100 % on the parser of commit 2f14761.
  // html-resume-template-tombarr, held out: 89.9 % on the parser of commit a5cc966.
  // sheetsresume-word, held out: 92.2 % (DOCX, 4 files) and 100 % (PDF, 1 file) on the parser of commit a5cc966.
  // crisp-minimal-resume, held out: 58.3 % on the parser of commit 49e6bab, then opened (→ 100 %).
  // modern-hugo-resume, held out: 91.0 % on the parser of commit 0d49c3f.
  // resume-md, held out: 98.2 % on the parser of commit da0b3dd.
  // word-table-resume, held out: 89.3 % (DOCX, 4 files) and 83.3 % (PDF, 1 file) on the parser of commit da0b3dd.
  // jekyll-professional-resume, held out: 99.8 % on the parser of commit da0b3dd.
  // a4-resume-template, held out: 99.3 % on the parser of commit 6504205.
  // resume-maker-docx, held out: 98.5 % (DOCX, 4 files) and 100 % (PDF, 1 file) on the parser of commit 6504205.
  // almeida-cv, held out: 83.3 % on the parser of commit 6504205.
  // flex-bp-hugo-cv, held out: 94.8 % on the parser of commit 4f1bd9a.
  // vcard-personal-portfolio, held out: 77.3 % on the parser of commit 4f1bd9a.
  // minimalist-resume-libreoffice, held out: 71.4 % (DOCX, 4 files) and 70.3 % (PDF, 1 file) on the parser of
  // commit 4f1bd9a.
  // minimalist-cv-jarocki, held out: 100 % on the parser of commit 3d89f6b.
  // fresh-people-c, held out: 89.5 % (PDF, 22 files) and 100 % (DOCX, 4 files) on the parser of commit 4f1bd9a.
  // career-timeline, held out: 53.4 % on the parser of commit 57b26c5.
  // resume-a4, held out: 99.6 % on the parser of commit 57b26c5.
  // scholars-duke-cv, held out: 98.4 % (DOCX, 4 files) and 100 % (PDF, 1 file) on the parser of commit 57b26c5.
  // yaac-another-awesome-cv, held out: 48.3 % on the parser of commit 57b26c5.
  // fresh-people-d, held out: 86.2 % (PDF, 16 files) and 92.9 % (DOCX, 2 files) on the parser of commit 79b33fa.
  // devportfolio, held out: 68.2 % on the parser of commit 79b33fa.
  // lebenslauf-harisnae, held out: 99.7 % (DOCX, 4 files) and 100 % (PDF, 1 file) on the parser of commit 79b33fa.
  // mjresume, held out: 69.6 % on the parser of commit c84775b.
  // markdown-resume-js, held out: 71.4 % on the parser of commit 79b33fa.
  // online-resume-tarrex, held out: 69.4 % on the parser of commit 886c0a8.
  // latexcv-rows, held out: 65.9 % on the parser of commit 886c0a8.
  // loffice-cv, held out: 72.0 % (DOCX, 4 files) and 81.0 % (PDF, 1 file) on the parser of commit 886c0a8.
  // react-resume-ceevee, held out: 67.5 % on the parser of commit 42f5429.
  // cv4tw-compact, held out: 40.0 % on the parser of commit 8dee497.
  // cv-html-zichy, held out: 97.8 % on the parser of commit 8dee497.
  // cv-template-sneas, held out: 73.2 % on the parser of commit 7ae9c45.
  // html-resume-buu700, held out: 65.7 % on the parser of commit 7ae9c45.
  // one-resume-word, held out: 93.2 % (DOCX, 4 files) and 98.7 % (PDF, 1 file) on the parser of commit 7ae9c45.
  // eleventy-resume-boeck, held out: 66.7 % on the parser of commit 8dee497.
  // fresh-people-e, held out: 71.9 % (PDF, 14 files) and 85.7 % (DOCX, 2 files) on the parser of commit 8dee497.
  // fresh-people-f, held out: 86.6 % (PDF, 19 files) and 75.8 % (DOCX, 3 files) on the parser of commit 2841354.
  // cv-template-halvardssm, held out: 99.3 % on the parser of commit be02732.
  // friggeri-cv, held out: 65.6 % on the parser of commit 3de58bf.
  // jekyll-cv-panakakis, held out: 96.7 % on the parser of commit be02732.
  // lebenslauf-fiedler, held out: 100 % (DOCX, 4 files) and 71.4 % (PDF, 1 file) on the parser of
  // commit 8dee497.
  // word-resume-kennyhyun, held out: 49.6 % (DOCX, 4 files) and 42.9 % (PDF, 1 file) on the parser of
  // commit be02732.
  // hugo-devres-nirgn975, held out: 74.0 % on the parser of commit 2841354.
  // limecv, held out: 50.8 % on the parser of commit 2841354.
  // resume-cowssaymoo, held out: 67.6 % on the parser of commit 2841354.
  // docx-cv-demo, held out: 100 % (DOCX, 4 files) and 100 % (PDF, 1 file) on the parser of commit 2841354.
  // resume-billryan, held out: 100 % on the parser of commit 5d48f72.
  // resume-matcher-swiss, held out: 100 % on the parser of commit 5d48f72.
  // reactive-resume-gengar, held out: 98.0 % on the parser of commit 5d48f72.
  // word-cv-esoteric, held out: 81.0 % (DOCX, 4 files) and 89.8 % (PDF, 1 file) on the parser of commit 5d48f72.
  // harnon-cv, held out: 95.7 % on the parser of commit e5d58d3.
  // pandoc-resume-chmduquesne, held out: 82.0 % on the parser of commit e5d58d3.
  // poi-tl-resume, held out: 100 % (DOCX, 4 files) and 47.1 % (PDF, 1 file) on the parser of commit e5d58d3.
  // hugo-orbit, held out: 92.4 % on the parser of commit e5d58d3.
  // resume-md-ats-docx, held out: 100 % (DOCX, 4 files) and 100 % (PDF, 1 file) on the parser of commit 25d9d21.
  // resume-builder-sadanandpai, held out: 99.7 % on the parser of commit 25d9d21.
  // kres, held out: 100 % on the parser of commit 25d9d21.
  // visiky-resume-template1, held out: 91.7 % on the parser of commit 25d9d21.
  // hackmyresume-modern-word, held out: 87.3 % (DOCX, 4 files) and 100 % (PDF, 1 file) on the parser of commit
  // 8496890.
  // resumemac, held out: 77.2 % on the parser of commit 8496890.
  // Of stop 27's first round, hackmyresume-modern-word (DOCX 87.3 -> 100: tags typed two spaces apart in a Word
  // cell), resumemac (77.2 -> 100: plain TeX's accents set apart in section titles, 'Comp´etences'; '´ı' for í;
  // 'School. Degree.' as two sentences) and basically-basic-cv (89.9 -> 99.8: employers set in a bigger type than
  // the name taken for it; 'Workday and SAP SuccessFactors', two skills joined by 'and'; 'HR' over a list still
  // read as a skill) were opened after their first scores; cv-template-thecatatafish stays held out. Of the second
  // round, clean-cv-bmaupin (92.9 -> 100: a school's town and country after it, 'Utrecht University, Utrecht,
  // Netherlands') was opened; aesthetic-resume, ecv-cv and europass-cv-odt stay held out.
  // basically-basic-cv, held out: 89.9 % on the parser of commit 8496890.
  // cv-template-thecatatafish, held out: 100 % on the parser of commit 8496890.
  // clean-cv-bmaupin, held out: 92.9 % on the parser of commit bbbcd12.
  // aesthetic-resume, held out: 94.7 % on the parser of commit bbbcd12.
  // ecv-cv, held out: 99.4 % on the parser of commit bbbcd12.
  // europass-cv-odt, held out: 95.1 % (DOCX, 4 files) and 52.4 % (PDF, 1 file) on the parser of commit bbbcd12.
  // esieecv, held out: 68.3 % on the parser of commit 0097206.
  // academic-cv-dimpram, held out: 91.2 % on the parser of commit 0097206.
  // resume-template-luckywindsck, held out: 80.8 % on the parser of commit 0097206.
  // puzzle-skills-cv, held out: 20.3 % (14.3 % DOCX, 3 files; 26.8 % PDF, 2 files) on the parser of commit 0097206.
  // Stop 28 opened all four of its round after their first scores (esieecv 68.3 -> 100: 'Company, Town. Title.';
  // academic-cv-dimpram 91.2 -> 100: a gutter of titles where a list's label names a section; resume-template-
  // luckywindsck 80.8 -> 100: a name set in boxes apart, its reading after a slash, full-width colons;
  // puzzle-skills-cv 20.3 -> 100: a consultancy's letterhead, table header rows, 'from' and 'to' cells), and
  // europass-cv-odt (DOCX 95.1 -> 100, PDF 52.4 -> 100: two-digit years, a spoken-language grid).
  // moderntimeline, held out: 100.0 % on the parser of commit b8bc999.
  // bulma-resume-mazipan, held out: 95.2 % on the parser of commit b8bc999.
  // resume-nextjs-uyu423, held out: 64.8 % on the parser of commit b8bc999.
  // hanula-resume-compact, held out: 92.8 % on the parser of commit b8bc999.
  // hugo-winning-clulow, held out: 73.7 % on the parser of commit da1689a.
  // sveltekit-cv-saadeghi, held out: 100.0 % on the parser of commit da1689a.
  // kip93-resume, held out: 92.4 % on the parser of commit da1689a.
  // sablon-cv, held out: 100 % (DOCX, 4 files) and 71.4 % (PDF, 1 file) on the parser of commit a64e36b.
  // html-cv-poc-icelam, held out: 100.0 % on the parser of commit f117fe0.
  // zenith-szwarc, held out: 99.8 % on the parser of commit 54d7e85.
  // simple-odf-homer, held out: 97.6 % (DOCX, 4 files) and 100.0 % (PDF, 1 file) on the parser of commit 54d7e85.
  // europecv-vitacolonna, held out: 50.7 % on the parser of commit 54d7e85.
  // jekyll-cv-aleksnyder, held out: 90.1 % on the parser of commit b13bfdc.
  // astro-resume-srleom, held out: 93.6 % on the parser of commit b13bfdc.
  // abiword-resume-ant, held out: 100 % (DOCX, 4 files) and 85.7 % (PDF, 1 file) on the parser of commit 2fd800a.
  // mycv-ghersi, held out: 93.6 % on the parser of commit 2fd800a.
  // mattu-cv-mattesschu, held out: 56.9 % on the parser of commit 98e8806.
  // endfield-cv-yueplus, held out: 89.1 % on the parser of commit 98e8806.
  // resume-html-vducong, held out: 92.5 % on the parser of commit c68579f.
  // developer-resume-ajivoin, held out: 69.8 % on the parser of commit 98e8806.
  // cv-html-template-nekeal, held out: 100.0 % on the parser of commit 461d815.
  // startbootstrap-personal, held out: 54.9 % on the parser of commit 461d815.
  // vuepress-resume-komomoo, held out: 61.9 % on the parser of commit 461d815.
  // cvtex-taraborelli, held out: 98.9 % on the parser of commit 461d815.
  // Of stop 30's second round, three were opened after their first scores: vuepress-resume-komomoo (61.9 -> 100: a
  // monospaced face's words one item each, a character apart; 'Company, Town: Title'), cvtex-taraborelli (98.9 ->
  // 100: a job dated by one year in the years' column) and startbootstrap-personal (54.9, unchanged: cards whose
  // grey box of dates, wrapped title, employer and town stands beside bullets centred on it, a 'Download Resume'
  // button beside the experience title, skills in boxes three to a row, their names wrapped); cv-html-template-nekeal
  // (100) stays held out.
  // Stop 30's round was opened after its first scores: mattu-cv-mattesschu (56.9 -> 99.8: 'Title/Company' and
  // 'Degree/School' with no space round the slash, the months set under a period's years), developer-resume-ajivoin
  // (69.8 -> 100: roles and degrees flush right at the margin on their dated rows read as a column beside two lists
  // side by side at the foot; a sentence beside an entry's town taken for its employer), resume-html-vducong
  // (92.5 -> 100: 'EXPÉRIENCEPROFESSIONNELLE', a heading's words run together) and endfield-cv-yueplus (89.1 ->
  // 100: a row of cells wrapped before its dates and town, a phrase in another font half an em after its school or
  // employer, groups' labels opening rows of tags, a flat list's row over the spoken languages' row).
  // Stop 29's third round was opened after its first scores: mycv-ghersi (93.6 -> 100: two sections side by side
  // under full-width ones, a wrapped item over labelled groups), jekyll-cv-aleksnyder (90.1 -> 100: 'Professional
  // Strengths', a phone number run on into an address's house number, schools' towns after a comma where the jobs'
  // towns stand on lines of their own), astro-resume-srleom (93.6 -> 99.3: the same towns, employers' places two
  // lines over their dates; a wrapped tag before a label and a site's menu repeated on page 2 still missed) and
  // abiword-resume-ant (its PDF's skills still 0: section titles set at the foot of their cells, read after their
  // first lines).
  // Of stop 29's second round, europecv-vitacolonna (50.7 -> 100: the Europass CV of 2004-2012, each entry a block of
  // labelled rows, 'Name / Surname' beside the name, its CEFR grid's words, the ogonek TeX sets apart),
  // simple-odf-homer (DOCX 97.6 -> 100: skill groups' labels set apart by a dash) and zenith-szwarc (99.8 -> 100: a
  // group's label alone over a row of tags) were opened after their first scores; html-cv-poc-icelam (100) stays
  // held out.
  // Of stop 29's first round, hugo-winning-clulow (73.7 -> 100: a column of titled skill groups under no heading, a
  // footer under both columns read before the right one, entries' lines broken before their dash, capitals so
  // little letter-spaced that the text layer spaces only some letters), kip93-resume (92.4 -> 100: 'van Dijk,
  // Thomas' with t.vandijk@…, schools' towns after a comma where the employers have theirs) and sablon-cv (PDF
  // 71.4 -> 100: a timestamp read as the phone, the headline 'Arquiteto' over the name) were opened after their first
  // scores; sveltekit-cv-saadeghi (100) stays held out.
  // Of stop 28's second round, resume-nextjs-uyu423 (64.8 -> 98.7: Korean dates, a job's length as a badge),
  // hanula-resume-compact (92.8 -> 100: skill groups' titles over one item a line) and bulma-resume-mazipan (95.2 ->
  // 100: a line wrapped before 'and') were opened after their first scores; moderntimeline (100) stays held out.
  // Opened for development in stop 22 after their first scores (the rules written on them are in
  // core/src/resume/failure-classes.test.ts): fresh-people-b (PDF 84.3 when opened -> 93.8, DOCX 100),
  // minimalist-resume-libreoffice (71.4 / 70.3 -> 100 / 100), vcard-personal-portfolio (77.3 -> 100), simple-resume-cv
  // (91.4 -> 100), flex-bp-hugo-cv (94.8 -> 100), yaac-another-awesome-cv (48.3 -> 100), devportfolio (68.2 -> 97.8:
  // an employer's name wrapped in its box still loses the title) and career-timeline (53.4, its text read, no rule
  // kept: entries alternate left and right of a timeline with their place and dates in a second flow, jobs and
  // schools under one heading, and the skills and languages headings side by side on one row; stop 23: 53.4 -> 100,
  // the cards read top down, each card's two flows as one line, wrapped cells joined).
  // Opened in stop 23 after their first scores: online-resume-tarrex (69.4 -> 100: dates written '2019.04', skill
  // lists set apart by slashes beside their labels) and latexcv-rows (65.9 -> 97.9: 'Title (Employer, Town)',
  // section names turned a quarter, skill groups under the name with no heading).
  // Opened in stop 24 after their first scores: cv4tw-compact (40.0 -> 100: a sidebar under a large name that runs
  // past its edge, the spoken languages as a skills section's first group, the place under a label column's dates
  // beside the entry's wrapped line, a headline in the name's type), eleventy-resume-boeck (66.7 -> 100: periods
  // letter-spaced in one run) and react-resume-ceevee (67.5 -> 96.3: the hero text printed twice by a text shadow,
  // "I'm Olivia Hartley.", headings in a gutter of their own, a contact form after the skills, kerned letter-spaced
  // capitals; skills of several words letter-spaced in one run lost their word breaks where the vocabulary did
  // not know them until stop 29, which reads them from the space glyphs the page draws: 100).
  // friggeri-cv, opened right after its first contact (65.6 -> 95.0: an aside set flush right in the left margin
  // read as a column, a name in two weights with no space, skill groups and a 'languages' title over programming
  // languages after the spoken ones; two skills wrapped together in the narrow aside and a school's town after its
  // comma are still missed).
  // html-resume-buu700, opened right after its first contact (65.7 -> 87.2: an e-mail address and a phone number
  // letter-spaced in one run, a school's years at the right margin above the columns; still missed: Linux
  // Libertine's ligatures in the private use area ('Microso' for 'Microsoft', 'een's' for 'Queen's'), a name
  // letter-spaced with a particle in small letters ('Thomasvan Dijk'), an employer's city in italics after it).
  // cv-template-sneas, opened after its first contact (73.2 -> 76.1: a full date '2 de novembro de 2026' on the
  // phone's line was read as a period's start; a school's years in square brackets). Still missed: each school is
  // 'Degree, School in City [YYYY - YYYY]' and ' in City' stays in the school's name (stripping it broke 'Fine Arts
  // Academy in Wroclaw', a name with its town in it); the skills grid beside rating dots with no heading, each name
  // wrapped one word a row in its narrow cell.
  // word-resume-kennyhyun, opened after its first contact (DOCX 49.6 -> 100, PDF 42.9 -> 100: ' -- ' typed for a dash
  // between an employer or a school and its town; skill groups under the name, each label on a line of its own over
  // its list, no heading).
  // Opened in stop 25 after their first contact: cv-template-sneas 76.1 -> 97.6 (the skills grid beside rating dots
  // read cell by cell; ' in City' after a school dropped where the resume names the town again: 'Queen's University in
  // Kingston' is still read whole), html-resume-buu700 87.2 -> 99.8 (Linux Libertine's ligatures of the private use
  // area; an employer's town in italics more than an em after it; a name letter-spaced a word a run) and friggeri-cv
  // 95.0 -> 98.6 (skill groups labelled in small letters; a school's town on a line of its own under each school;
  // still missed: 'Jahresabschluss' / 'Umsatzsteuer,' read as one wrapped item). Of stop 25's own held-out round:
  // limecv 50.8 -> 100 (an icon font's rating circles and heading caps, the sidebar's name ending the list above it),
  // resume-cowssaymoo 67.6 -> 98.6 ('Title: Month YYYY - Month YYYY', technologies-and-tools headings; the group
  // labels of a rated skills list and a lone pill on a row are still read wrongly), hugo-devres-nirgn975 74.0 -> 91.6
  // (the name inside a greeting sentence, a contact form's 'First Name', programming languages in cells; still
  // missed: the banner printed over the main column on one page, skill names wrapped inside narrow boxes) and
  // docx-cv-demo (100 at first contact, nothing to mend). Of its second round: word-cv-esoteric, DOCX 81.0 -> 100
  // and PDF 89.8 -> 100 (a given name on a line of its own over the family name in a text box; 'Skill Highlights').
  // Opened in stop 26 after their first contact (each family's text read, then rules for what it showed, each
  // with a synthetic case in core/src/resume/failure-classes.test.ts): pandoc-resume-chmduquesne 82.0 -> 100 (a
  // column of dates beside the entries with a skill row's label 'Languages' among them taken for a sidebar;
  // 'Degree; School (Town)'), hugo-orbit 92.4 -> 100 ('Skills & Proficiency'; the sidebar's name broken over two
  // lines ending the list above it) and poi-tl-resume PDF 47.1 -> 100 (titles between rules typed as dashes,
  // '———<tab>Contact<tab>———'). harnon-cv stays held out. Stop 26's rules for families opened before: hugo-devres-
  // nirgn975 91.6 -> 100 (names wrapped in boxes of a row, a sidebar's contacts a blank line under its greeting, a
  // school's last word broken onto the next line), word-table-resume PDF 83.3 -> 94.3 (a title broken mid-word in
  // its narrow label cell), modern-hugo-resume 98.5 -> 99.5 (one-word tags set evenly apart after their label) and
  // fresh-people PDF 98.0 -> 98.6 (a national number grouped as one country writes it). Of its second round,
  // visiky-resume-template1 was opened too, 91.7 -> 99.1 (a title wrapped in its narrow column, 'Educational' /
  // 'background'; 'Introduction'; an employer wrapped beside dates that wrap too, 'Leeds Teaching Hospitals NHS<tab>
  // 2019.04 to' / 'Trust<tab>present'; still missed: a group label 'Marketing' read as a skill, 'Microsoft' /
  // 'Project' wrapped after a list line ending in a comma); the other three stay held out.
  // cv-html-zichy (held out) is no longer a clean first contact: in stop 24 one of the new rules (a line broken at a
  // label column's right edge) cost it 6.8 points, seen in its aggregate score (never its text or misses); the rule
  // was narrowed to a rest in the type its line ended in, and the family scores 99.1 %.
  const FAMILY_FLOORS: Record<string, number> = {
    'a4-resume-template pdf': 0.963,
    'abiword-resume-ant docx': 0.97,
    'abiword-resume-ant pdf': 0.827,
    'academic-cv-dimpram pdf': 0.97,
    'aesthetic-resume pdf': 0.917,
    'almeida-cv pdf': 0.97,
    'altacv pdf': 0.97,
    'astro-resume-srleom pdf': 0.963,
    'awesome-cv pdf': 0.97,
    'basically-basic-cv pdf': 0.968,
    'best-resume-ever-material-dark pdf': 0.97,
    'bulma-resume-mazipan pdf': 0.97,
    'career-timeline pdf': 0.97,
    'clean-cv-bmaupin pdf': 0.97,
    'crisp-minimal-resume pdf': 0.97,
    'currvita pdf': 0.97,
    'curve pdf': 0.97,
    'cv-html-template-nekeal pdf': 0.97,
    'cv-html-zichy pdf': 0.961,
    'cv-template-halvardssm pdf': 0.963,
    'cv-template-sneas pdf': 0.946,
    'cv-template-thecatatafish pdf': 0.97,
    'cv4tw-compact pdf': 0.97,
    'cvtex-taraborelli pdf': 0.97,
    'deedy-resume pdf': 0.97,
    'developer-resume-ajivoin pdf': 0.97,
    'devportfolio pdf': 0.97,
    'docx-cv-demo docx': 0.97,
    'docx-cv-demo pdf': 0.97,
    'ecv-cv pdf': 0.964,
    'eleventy-resume-boeck pdf': 0.97,
    'endfield-cv-yueplus pdf': 0.97,
    'esieecv pdf': 0.97,
    'europass-cv-odt docx': 0.97,
    'europass-cv-odt pdf': 0.97,
    'europasscv pdf': 0.97,
    'europecv-vitacolonna pdf': 0.97,
    'flex-bp-hugo-cv pdf': 0.97,
    'fresh-people docx': 0.97,
    'fresh-people pdf': 0.97,
    'fresh-people-b docx': 0.97,
    'fresh-people-b pdf': 0.921,
    'fresh-people-c docx': 0.97,
    'fresh-people-c pdf': 0.865,
    'fresh-people-d docx': 0.899,
    'fresh-people-d pdf': 0.832,
    'fresh-people-e docx': 0.827,
    'fresh-people-e pdf': 0.689,
    'fresh-people-f docx': 0.728,
    'fresh-people-f pdf': 0.836,
    'friggeri-cv pdf': 0.956,
    'hackmyresume-modern-word docx': 0.97,
    'hackmyresume-modern-word pdf': 0.97,
    'hanula-resume-compact pdf': 0.97,
    'harnon-cv pdf': 0.926,
    'html-cv-poc-icelam pdf': 0.97,
    'html-resume-buu700 pdf': 0.968,
    'html-resume-mnjul pdf': 0.97,
    // Under 0.97: a tag wrapped inside its box reads as two tags, and a label among tags set one a line as a tag.
    'html-resume-template-tombarr pdf': 0.963,
    'html-resume-templates-infographic pdf': 0.97,
    'hugo-devres-nirgn975 pdf': 0.97,
    'hugo-orbit pdf': 0.97,
    'hugo-winning-clulow pdf': 0.97,
    'jakes-resume pdf': 0.97,
    'jekyll-cv-aleksnyder pdf': 0.97,
    'jekyll-cv-panakakis pdf': 0.937,
    'jekyll-professional-resume pdf': 0.968,
    'kip93-resume pdf': 0.97,
    'kres pdf': 0.97,
    'latexcv-rows pdf': 0.97,
    'lebenslauf-fiedler docx': 0.97,
    'lebenslauf-fiedler pdf': 0.684,
    'lebenslauf-harisnae docx': 0.967,
    'lebenslauf-harisnae pdf': 0.97,
    'libreoffice-cv docx': 0.97,
    'libreoffice-cv pdf': 0.97,
    'libreoffice-resume1page docx': 0.97,
    'libreoffice-resume1page pdf': 0.97,
    'limecv pdf': 0.97,
    'loffice-cv docx': 0.689,
    'loffice-cv pdf': 0.779,
    'markdown-cv-davewhipp pdf': 0.97,
    'markdown-cv-kjhealy pdf': 0.97,
    'markdown-resume-js pdf': 0.684,
    'mattu-cv-mattesschu pdf': 0.968,
    'mcdowell-cv pdf': 0.97,
    'minimalist-cv-jarocki pdf': 0.97,
    'minimalist-resume-libreoffice docx': 0.97,
    'minimalist-resume-libreoffice pdf': 0.97,
    'mjresume pdf': 0.666,
    'one-resume-word docx': 0.902,
    'one-resume-word pdf': 0.957,
    'online-resume-tarrex pdf': 0.97,
    'moderncv-banking pdf': 0.97,
    'moderncv-casual pdf': 0.97,
    'moderncv-classic pdf': 0.97,
    'moderncv-fancy pdf': 0.97,
    'moderncv-oldstyle pdf': 0.97,
    'moderntimeline pdf': 0.97,
    'mycv-ghersi pdf': 0.97,
    // Under 0.97: one-word tags a few spaces apart still read as one phrase, and a bold group label with them.
    'modern-hugo-resume pdf': 0.965,
    'modern-resume-theme pdf': 0.97,
    'pandoc-docx docx': 0.97,
    'pandoc-docx pdf': 0.97,
    'pandoc-html pdf': 0.97,
    'pandoc-resume-chmduquesne pdf': 0.97,
    'pas-cv pdf': 0.97,
    'poi-tl-resume docx': 0.97,
    'poi-tl-resume pdf': 0.97,
    'puzzle-skills-cv docx': 0.97,
    'puzzle-skills-cv pdf': 0.97,
    'react-resume-ceevee pdf': 0.97,
    'reactive-resume-gengar pdf': 0.949,
    'readablecv pdf': 0.97,
    'resume-a4 pdf': 0.966,
    'resume-billryan pdf': 0.97,
    'resume-builder-sadanandpai pdf': 0.967,
    'resume-cowssaymoo pdf': 0.956,
    'resume-html-vducong pdf': 0.97,
    'resume-maker-docx docx': 0.955,
    'resume-maker-docx pdf': 0.97,
    'resume-matcher-swiss pdf': 0.97,
    'resume-md pdf': 0.952,
    'resume-md-ats-docx docx': 0.97,
    'resume-md-ats-docx pdf': 0.97,
    'resume-nextjs-uyu423 pdf': 0.957,
    'resume-template-jglovier pdf': 0.97,
    'resume-template-luckywindsck pdf': 0.97,
    'resumemac pdf': 0.97,
    'sablon-cv docx': 0.97,
    'sablon-cv pdf': 0.97,
    'sb2nov-resume pdf': 0.97,
    'scholars-duke-cv docx': 0.954,
    'scholars-duke-cv pdf': 0.97,
    'sheetsresume-word docx': 0.89,
    'sheetsresume-word pdf': 0.97,
    'simple-odf-homer docx': 0.97,
    'simple-odf-homer pdf': 0.97,
    'simple-resume-cv pdf': 0.97,
    'simplecv pdf': 0.97,
    'startbootstrap-personal pdf': 0.518,
    'startbootstrap-resume pdf': 0.97,
    'sveltekit-cv-saadeghi pdf': 0.97,
    'tonyalgara-resume pdf': 0.97,
    'tucv pdf': 0.97,
    'twentyseconds-libreoffice docx': 0.97,
    // One file, under 0.97: its skills table's cells wrap a name ('Adobe' / 'Photoshop') between rating dots.
    'twentyseconds-libreoffice pdf': 0.913,
    'vcard-personal-portfolio pdf': 0.97,
    'visiky-resume-template1 pdf': 0.961,
    'vuepress-resume-komomoo pdf': 0.97,
    'word-cv-esoteric docx': 0.97,
    'word-cv-esoteric pdf': 0.97,
    'word-resume-kennyhyun docx': 0.97,
    'word-resume-kennyhyun pdf': 0.97,
    'word-table-resume docx': 0.97,
    'word-table-resume pdf': 0.913,
    'yaac-another-awesome-cv pdf': 0.97,
    'zenith-szwarc pdf': 0.97,
  };
  it('scores at least the floor of each template family and format', () => {
    const rows: ({ group: string; format: string } & Figures)[] = tableRows(scored).filter(
      (r: { group: string }) => r.group !== 'ALL',
    );
    expect(rows.map((r) => `${r.group} ${r.format}`).sort()).toEqual(Object.keys(FAMILY_FLOORS).sort());
    for (const r of rows)
      expect(r.overall, `${r.group} ${r.format}`).toBeGreaterThanOrEqual(
        FAMILY_FLOORS[`${r.group} ${r.format}`]!,
      );
  });

  // Held-out families field by field, a few points under their first scores (name, email, phone, skills,
  // experience, dates, education), so that a field they already read stays read. A field at 0 has no floor.
  // Phase 4's first two (readablecv 100, 100, 100, 85.1, 30.8, 30.8, 0.0; tucv 100, 100, 100, 100, 0.0,
  // 0.0, 100) were opened for development since; their overall floors above hold them.
  // awesome-cv (first scores on the parser of commit 75ea995: 100, 100, 100, 64.2, 0.0, 0.0, 100) too.
  // startbootstrap-resume, first scores on the parser of commit 56a1bde: 100, 100, 80.0, 70.3, 100, 100, 100
  // (opened since); resume-template-jglovier on the same: 100, 100, 80.0, 96.3, 62.5, 0.0, 100.
  // modern-resume-theme, first scores on the parser of commit 820fe85: 100, 100, 100, 100, 0.0, 0.0, 100.
  // jakes-resume, first scores on the parser of commit 8b844d3: 100, 100, 100, 100, 100, 100, 100;
  // sb2nov-resume on the same: 80.0, 100, 100, 86.2, 0.0, 0.0, 0.0. The families opened for development since
  // (resume-template-jglovier, modern-resume-theme, sb2nov-resume, markdown-cv-davewhipp) are held by their
  // overall floors above.
  // deedy-resume, first scores on the parser of commit ae9ec8d: 100, 100, 100, 62.3, 60.9, 60.9, 40.0;
  // mcdowell-cv on the same: 0.0, 80.0, 100, 100, 91.7, 91.7, 75.0 (opened since; its overall floor holds it).
  // altacv, first scores on the parser of commit e585764: 100, 100, 100, 11.8, 100, 100, 100 (opened since).
  // tonyalgara-resume, first scores on the parser of commit 4fdd562: 80.0, 100, 100, 87.3, 85.7, 85.7, 100
  // (opened since).
  // pas-cv, first scores on the parser of commit 9d57234: 100, 100, 100, 100, 100, 100, 100.
  // simple-resume-cv, first scores on the parser of commit 4f1bd9a: 100, 100, 100, 80.0, 100, 100, 60.0.
  // best-resume-ever-material-dark, first scores on the parser of commit d48942a: 0.0, 100, 100, 72.7, 28.6,
  // 28.6, 100 (opened since).
  // fresh-people, first scores on the parser of commit 65d7ce7: PDF 100, 91.3, 87.0, 92.0, 41.9, 41.9, 73.0;
  // DOCX 100, 100, 100, 100, 33.3, 33.3, 100 (opened since).
  // twentyseconds-libreoffice, first scores on the parser of commit 893703f: DOCX 100, 100, 100, 91.7, 71.4,
  // 71.4, 100; PDF (one file) 100, 100, 100, 0.0, 66.7, 66.7, 66.7 (opened since).
  // fresh-people-b, first scores on the parser of commit dac4d3c: PDF 89.3, 89.3, 96.4, 93.9, 35.3, 35.3, 64.5;
  // DOCX 100, 100, 100, 100, 27.3, 27.3, 100.
  // html-resume-templates-infographic, first scores on the parser of commit 2f14761: 100, 100, 100, 100, 100,
  // 100, 100.
  // html-resume-template-tombarr, first scores on the parser of commit a5cc966: 100, 100, 100, 29.4, 100, 100,
  // 100 (opened since).
  // sheetsresume-word, first scores on the parser of commit a5cc966: DOCX 100, 100, 100, 45.7, 100, 100, 100;
  // PDF (one file) 100, 100, 100, 100, 100, 100, 100.
  // crisp-minimal-resume, first scores on the parser of commit 49e6bab: 100, 100, 100, 70.4, 0.0, 0.0, 37.5 (no
  // floor for experience and dates, at 0).
  // modern-hugo-resume, first scores on the parser of commit 0d49c3f: 100, 100, 100, 37.2, 100, 100, 100 (opened
  // since).
  // resume-md, first scores on the parser of commit da0b3dd: 100, 100, 100, 100, 100, 100, 87.5.
  // jekyll-professional-resume, first scores on the parser of commit da0b3dd: 100, 100, 100, 98.4, 100, 100, 100.
  // word-table-resume, first scores on the parser of commit da0b3dd: DOCX 100, 100, 100, 25.0, 100, 100, 100;
  // PDF (one file) 100, 100, 100, 50.0, 66.7, 66.7, 100.
  // a4-resume-template, first scores on the parser of commit 6504205: 100, 100, 100, 95.1, 100, 100, 100.
  // resume-maker-docx, first scores on the parser of commit 6504205: DOCX 100, 100, 100, 89.4, 100, 100, 100;
  // PDF (one file) 100, 100, 100, 100, 100, 100, 100.
  // almeida-cv, first scores on the parser of commit 6504205: 100, 100, 100, 62.2, 66.7, 66.7, 87.5 (opened since).
  // flex-bp-hugo-cv, first scores on the parser of commit 4f1bd9a: 100, 100, 100, 63.8, 100, 100, 100.
  // vcard-personal-portfolio, first scores on the parser of commit 4f1bd9a: 0.0, 100, 100, 40.8, 100, 100, 100
  // (no floor for the name, at 0).
  // minimalist-resume-libreoffice, first scores on the parser of commit 4f1bd9a: DOCX 100, 100, 100, 100, 0.0, 0.0,
  // 100; PDF (one file) 100, 100, 100, 92.3, 0.0, 0.0, 100 (no floor for experience and dates, at 0).
  // minimalist-cv-jarocki, first scores on the parser of commit 3d89f6b: 100, 100, 100, 100, 100, 100, 100.
  // fresh-people-c, first scores on the parser of commit 4f1bd9a: PDF 95.5, 90.9, 95.5, 89.6, 86.3, 86.3, 82.4;
  // DOCX 100, 100, 100, 100, 100, 100, 100.
  // career-timeline, first scores on the parser of commit 57b26c5: 100, 100, 100, 73.5, 0.0, 0.0, 0.0 (no floor
  // for experience, dates and education, at 0).
  // resume-a4, first scores on the parser of commit 57b26c5: 100, 100, 100, 96.9, 100, 100, 100.
  // scholars-duke-cv, first scores on the parser of commit 57b26c5: DOCX 100, 100, 100, 88.5, 100, 100, 100; PDF
  // (one file) 100, 100, 100, 100, 100, 100, 100.
  // yaac-another-awesome-cv, first scores on the parser of commit 57b26c5: 100, 100, 100, 38.3, 0.0, 0.0, 0.0 (no
  // floor for experience, dates and education, at 0).
  // devportfolio, first scores on the parser of commit 79b33fa: 20.0, 100, 100, 100, 33.3, 33.3, 90.9.
  // fresh-people-d, first scores on the parser of commit 79b33fa: PDF 100, 100, 93.8, 81.7, 71.0, 71.0, 86.4; DOCX
  // 100, 100, 100, 100, 75.0, 75.0, 100.
  // lebenslauf-harisnae, first scores on the parser of commit 79b33fa: DOCX 100, 100, 100, 97.9, 100, 100, 100;
  // PDF (one file) 100, 100, 100, 100, 100, 100, 100.
  // mjresume, first scores on the parser of commit c84775b: 100, 80.0, 80.0, 57.6, 62.5, 62.5, 44.4.
  // markdown-resume-js, first scores on the parser of commit 79b33fa: 100, 100, 100, 100, 0.0, 0.0, 100 (no floor
  // for experience and dates, at 0).
  // online-resume-tarrex, first scores on the parser of commit 886c0a8: 100, 100, 100, 86.1, 0.0, 0.0, 100 (no floor
  // for experience and dates, at 0).
  // latexcv-rows, first scores on the parser of commit 886c0a8: 100, 100, 100, 75.6, 0.0, 0.0, 85.7 (no floor for
  // experience and dates, at 0).
  // loffice-cv, first scores on the parser of commit 886c0a8: DOCX 100, 100, 100, 98.0, 10.0, 10.0, 85.7; PDF (one
  // file) 100, 100, 100, 66.7, 50.0, 50.0, 100.
  // react-resume-ceevee, first scores on the parser of commit 42f5429: 20.0, 100, 100, 32.3, 70.0, 70.0, 80.0.
  // cv4tw-compact, first scores on the parser of commit 8dee497: 0.0, 100, 80.0, 0.0, 25.0, 25.0, 50.0 (no floor for
  // name and skills, at 0).
  // cv-html-zichy, first scores on the parser of commit 8dee497: 100, 100, 100, 93.5, 100, 100, 90.9.
  // cv-template-sneas, first scores on the parser of commit 7ae9c45: 100, 100, 80.0, 32.4, 100, 100, 0.0 (no floor
  // for education, at 0).
  // html-resume-buu700, first scores on the parser of commit 7ae9c45: 80.0, 0.0, 80.0, 86.7, 66.7, 66.7, 80.0 (no
  // floor for email, at 0).
  // one-resume-word, first scores on the parser of commit 7ae9c45: DOCX 100, 100, 100, 72.1, 100, 100, 80.0; PDF (one
  // file) 100, 100, 100, 90.9, 100, 100, 100.
  // eleventy-resume-boeck, first scores on the parser of commit 8dee497: 100, 100, 100, 100, 0.0, 0.0, 66.7 (no
  // floor for experience and dates, at 0).
  // fresh-people-e, first scores on the parser of commit 8dee497: PDF 85.7, 78.6, 85.7, 56.5, 71.4, 71.4, 53.7; DOCX
  // 100, 100, 100, 100, 50.0, 50.0, 100.
  // fresh-people-f, first scores on the parser of commit 2841354: PDF 89.5, 94.7, 84.2, 89.1, 85.2, 85.2, 78.4; DOCX
  // 100, 100, 100, 95.5, 37.5, 37.5, 60.0.
  // lebenslauf-fiedler, first scores on the parser of commit 8dee497: DOCX 100, 100, 100, 100, 100, 100, 100; PDF (one
  // file) 100, 100, 100, 100, 0.0, 0.0, 100.
  // friggeri-cv, first scores on the parser of commit 3de58bf: 0.0, 100, 100, 40.0, 76.2, 76.2, 66.7 (no floor for
  // name, at 0).
  // jekyll-cv-panakakis, first scores on the parser of commit be02732: 100, 100, 100, 76.6, 100, 100, 100.
  // cv-template-halvardssm, first scores on the parser of commit be02732: 100, 100, 100, 94.9, 100, 100, 100.
  // word-resume-kennyhyun, first scores on the parser of commit be02732: DOCX 100, 100, 100, 47.1, 0.0, 0.0, 0.0; PDF
  // (one file) 100, 100, 100, 0.0, 0.0, 0.0, 0.0 (no floor for the fields at 0).
  // hugo-devres-nirgn975, first scores on the parser of commit 2841354: 0.0, 100, 100, 68.9, 85.7, 85.7, 77.8 (no
  // floor for name, at 0).
  // limecv, first scores on the parser of commit 2841354: 100, 100, 100, 55.8, 0.0, 0.0, 0.0 (no floor for experience,
  // dates and education, at 0).
  // resume-cowssaymoo, first scores on the parser of commit 2841354: 100, 100, 100, 73.1, 0.0, 0.0, 100 (no floor
  // for experience and dates, at 0).
  // docx-cv-demo, first scores on the parser of commit 2841354: DOCX 100, 100, 100, 100, 100, 100, 100; PDF (one
  // file) 100, 100, 100, 100, 100, 100, 100.
  // resume-billryan, first scores on the parser of commit 5d48f72: 100, 100, 100, 100, 100, 100, 100.
  // resume-matcher-swiss, first scores on the parser of commit 5d48f72: 100, 100, 100, 100, 100, 100, 100.
  // reactive-resume-gengar, first scores on the parser of commit 5d48f72: 100, 100, 100, 100, 100, 100, 85.7.
  // word-cv-esoteric, first scores on the parser of commit 5d48f72: DOCX 0.0, 100, 100, 66.7, 100, 100, 100 (no floor
  // for name, at 0); PDF (one file) 100, 100, 100, 28.6, 100, 100, 100.
  // pandoc-resume-chmduquesne, first scores on the parser of commit e5d58d3: 100, 100, 100, 100, 87.0, 87.0, 0.0 (no
  // floor for education, at 0).
  // harnon-cv, first scores on the parser of commit e5d58d3: 100, 100, 100, 70.0, 100, 100, 100.
  // poi-tl-resume, first scores on the parser of commit e5d58d3: DOCX 100, 100, 100, 100, 100, 100, 100; PDF (one
  // file) 100, 100, 100, 30.0, 0.0, 0.0, 0.0 (no floor for PDF experience, dates and education, at 0).
  // hugo-orbit, first scores on the parser of commit e5d58d3: 100, 100, 100, 47.1, 100, 100, 100.
  // resume-md-ats-docx, first scores on the parser of commit 25d9d21: DOCX 100, 100, 100, 100, 100, 100, 100; PDF
  // (one file) 100, 100, 100, 100, 100, 100, 100.
  // resume-builder-sadanandpai, first scores on the parser of commit 25d9d21: 100, 100, 100, 98.2, 100, 100, 100.
  // kres, first scores on the parser of commit 25d9d21: 100, 100, 100, 100, 100, 100, 100.
  // visiky-resume-template1, first scores on the parser of commit 25d9d21: 100, 100, 100, 93.8, 95.7, 95.7, 57.1.
  // hackmyresume-modern-word, first scores on the parser of commit 8496890: DOCX 100, 100, 100, 10.8, 100, 100, 100;
  // PDF (one file) 100, 100, 100, 100, 100, 100, 100.
  // resumemac, first scores on the parser of commit 8496890: 80.0, 100, 100, 86.2, 87.0, 87.0, 0.0 (no floor for
  // education, at 0).
  // basically-basic-cv, first scores on the parser of commit 8496890: 80.0, 100, 100, 67.8, 90.9, 90.9, 100.
  // cv-template-thecatatafish, first scores on the parser of commit 8496890: 100, 100, 100, 100, 100, 100, 100.
  // clean-cv-bmaupin, first scores on the parser of commit bbbcd12: 100, 100, 100, 100, 100, 100, 50.0.
  // aesthetic-resume, first scores on the parser of commit bbbcd12: 100, 100, 100, 74.2, 100, 100, 88.9.
  // ecv-cv, first scores on the parser of commit bbbcd12: 100, 100, 100, 95.5, 100, 100, 100.
  // europass-cv-odt, first scores on the parser of commit bbbcd12: DOCX 100, 100, 100, 65.8, 100, 100, 100; PDF (one
  // file) 100, 100, 100, 0.0, 0.0, 0.0, 66.7 (no floor for PDF skills, experience and dates, at 0) (opened since).
  // academic-cv-dimpram, first scores on the parser of commit 0097206: 100, 100, 100, 100, 76.2, 76.2, 85.7 (opened
  // since).
  // esieecv, first scores on the parser of commit 0097206: 100, 100, 100, 98.4, 0.0, 0.0, 80.0 (no floor for
  // experience and dates, at 0) (opened since).
  // resume-template-luckywindsck, first scores on the parser of commit 0097206: 0.0, 100, 100, 65.5, 100, 100, 100
  // (no floor for name, at 0) (opened since).
  // puzzle-skills-cv, first scores on the parser of commit 0097206: DOCX 100, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0; PDF 100,
  // 0.0, 0.0, 37.8, 0.0, 0.0, 50.0 (no floor for a field at 0) (opened since).
  // moderntimeline, first scores on the parser of commit b8bc999: 100, 100, 100, 100, 100, 100, 100.
  // bulma-resume-mazipan, first scores on the parser of commit b8bc999: 100, 100, 100, 100, 83.3, 83.3, 100 (opened
  // since).
  // resume-nextjs-uyu423, first scores on the parser of commit b8bc999: 100, 100, 100, 82.8, 0.0, 0.0, 70.6 (no
  // floor for experience and dates, at 0; opened since).
  // hanula-resume-compact, first scores on the parser of commit b8bc999: 100, 100, 100, 64.2, 100, 100, 85.7 (opened
  // since).
  // hugo-winning-clulow, first scores on the parser of commit da1689a: 100, 100, 100, 27.8, 58.3, 58.3, 71.4.
  // sveltekit-cv-saadeghi, first scores on the parser of commit da1689a: 100, 100, 100, 100, 100, 100, 100.
  // kip93-resume, first scores on the parser of commit da1689a: 80.0, 100, 100, 100, 100, 100, 66.7.
  // sablon-cv, first scores on the parser of commit a64e36b: DOCX 100, 100, 100, 100, 100, 100, 100; PDF (one file)
  // 0.0, 100, 0.0, 100, 100, 100, 100 (no floor for PDF name and phone, at 0).
  // html-cv-poc-icelam, first scores on the parser of commit f117fe0: 100, 100, 100, 100, 100, 100, 100.
  // zenith-szwarc, first scores on the parser of commit 54d7e85: 100, 100, 100, 98.4, 100, 100, 100.
  // simple-odf-homer, first scores on the parser of commit 54d7e85: DOCX 100, 100, 100, 83.3, 100, 100, 100; PDF (one
  // file) 100, 100, 100, 100, 100, 100, 100.
  // europecv-vitacolonna, first scores on the parser of commit 54d7e85: 0.0, 100, 100, 78.7, 0.0, 0.0, 76.2 (no floor
  // for name, experience and dates, at 0).
  // jekyll-cv-aleksnyder, first scores on the parser of commit b13bfdc: 100, 100, 80.0, 70.6, 100, 100, 80.0.
  // astro-resume-srleom, first scores on the parser of commit b13bfdc: 100, 100, 100, 94.9, 100, 100, 60.0.
  // abiword-resume-ant, first scores on the parser of commit 2fd800a: DOCX 100, 100, 100, 100, 100, 100, 100; PDF (one
  // file) 100, 100, 100, 0.0, 100, 100, 100 (no floor for PDF skills, at 0).
  // mycv-ghersi, first scores on the parser of commit 2fd800a: 100, 100, 100, 55.4, 100, 100, 100.
  // mattu-cv-mattesschu, first scores on the parser of commit 98e8806: 100, 100, 100, 98.4, 0.0, 0.0, 0.0 (no
  // floor for experience, dates and education, at 0).
  // endfield-cv-yueplus, first scores on the parser of commit 98e8806: 100, 100, 100, 92.6, 72.7, 72.7, 85.7.
  // resume-html-vducong, first scores on the parser of commit c68579f: 100, 100, 100, 100, 73.7, 73.7, 100.
  // developer-resume-ajivoin, first scores on the parser of commit 98e8806: 100, 100, 100, 88.9, 0.0, 0.0, 100 (no floor
  // for experience and dates, at 0).
  // cv-html-template-nekeal, first scores on the parser of commit 461d815: 100, 100, 100, 100, 100, 100, 100.
  // startbootstrap-personal, first scores on the parser of commit 461d815: 100, 100, 100, 52.6, 0.0, 0.0, 31.6 (no floor
  // for experience and dates, at 0).
  // vuepress-resume-komomoo, first scores on the parser of commit 461d815: 100, 100, 60.0, 93.5, 0.0, 0.0, 80.0
  // (no floor for experience and dates, at 0).
  // cvtex-taraborelli, first scores on the parser of commit 461d815: 100, 100, 100, 100, 96.0, 96.0, 100.
  const EVERY_FIELD: Partial<Figures> = {
    name: 0.97,
    email: 0.97,
    phone: 0.97,
    skills: 0.97,
    experience: 0.97,
    dates: 0.97,
    education: 0.97,
  };
  const HELD_OUT_FIELD_FLOORS: Record<string, Partial<Figures>> = {
    'abiword-resume-ant docx': EVERY_FIELD,
    'abiword-resume-ant pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    // Opened in stop 29 (see FAMILY_FLOORS): 3 points under what they score now.
    'astro-resume-srleom pdf': { ...EVERY_FIELD, skills: 0.919 },
    'cv-html-zichy pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.904,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    // career-timeline in stop 23: 100 on every field.
    'career-timeline pdf': EVERY_FIELD,
    // Opened in stop 30 (see FAMILY_FLOORS): 3 points under what they score now.
    'resume-html-vducong pdf': EVERY_FIELD,
    'startbootstrap-personal pdf': { name: 0.97, email: 0.97, phone: 0.97, skills: 0.495, education: 0.285 },
    'yaac-another-awesome-cv pdf': { name: 0.97, email: 0.97, phone: 0.97, skills: 0.353 },
    'markdown-resume-js pdf': { name: 0.97, email: 0.97, phone: 0.97, skills: 0.97, education: 0.97 },
    'mattu-cv-mattesschu pdf': { ...EVERY_FIELD, skills: 0.954 },
    // online-resume-tarrex in stop 23: 100 on every field.
    'online-resume-tarrex pdf': EVERY_FIELD,
    'one-resume-word docx': { ...EVERY_FIELD, skills: 0.691, education: 0.77 },
    'one-resume-word pdf': { ...EVERY_FIELD, skills: 0.879 },
    'lebenslauf-fiedler docx': EVERY_FIELD,
    'lebenslauf-fiedler pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.97,
      education: 0.97,
    },
    'loffice-cv docx': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.949,
      experience: 0.07,
      dates: 0.07,
      education: 0.827,
    },
    'loffice-cv pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.636,
      experience: 0.47,
      dates: 0.47,
      education: 0.97,
    },
    'developer-resume-ajivoin pdf': EVERY_FIELD,
    'devportfolio pdf': {
      name: 0.17,
      email: 0.97,
      phone: 0.97,
      skills: 0.97,
      experience: 0.303,
      dates: 0.303,
      education: 0.879,
    },
    // latexcv-rows in stop 23: 100, 100, 100, 85.1, 100, 100, 100.
    // latexcv-rows in stop 24: 100 on every field (a justified list line, a label hyphenated in its column).
    'latexcv-rows pdf': EVERY_FIELD,
    'mjresume pdf': {
      name: 0.97,
      email: 0.77,
      phone: 0.77,
      skills: 0.546,
      experience: 0.595,
      dates: 0.595,
      education: 0.414,
    },
    // Opened in stop 24 (see FAMILY_FLOORS): 3 points under what it scores now.
    // Opened in stop 24, its rules in stop 25 (see FAMILY_FLOORS): 3 points under what it scores now.
    'html-resume-buu700 pdf': { ...EVERY_FIELD, skills: 0.954 },
    // Opened in stop 24 (see FAMILY_FLOORS): floors 3 points under what they score now.
    'react-resume-ceevee pdf': EVERY_FIELD,
    'cv4tw-compact pdf': EVERY_FIELD,
    'eleventy-resume-boeck pdf': EVERY_FIELD,
    // Opened in stop 24 (see FAMILY_FLOORS): 3 points under what it scores now (education at 0, no floor).
    // …and mended in stop 25: 3 points under what it scores now.
    'cv-template-sneas pdf': { ...EVERY_FIELD, education: 0.803 },
    // Opened in stop 24 (see FAMILY_FLOORS): 3 points under what it scores now.
    'friggeri-cv pdf': { ...EVERY_FIELD, skills: 0.873 },
    'a4-resume-template pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.921,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    'flex-bp-hugo-cv pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.608,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    'fresh-people-b docx': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.97,
      experience: 0.24,
      dates: 0.24,
      education: 0.97,
    },
    'fresh-people-b pdf': {
      name: 0.86,
      email: 0.86,
      phone: 0.93,
      skills: 0.9,
      experience: 0.32,
      dates: 0.32,
      education: 0.61,
    },
    'fresh-people-c docx': EVERY_FIELD,
    'fresh-people-c pdf': {
      name: 0.925,
      email: 0.879,
      phone: 0.925,
      skills: 0.866,
      experience: 0.833,
      dates: 0.833,
      education: 0.794,
    },
    'fresh-people-d docx': { ...EVERY_FIELD, experience: 0.72, dates: 0.72 },
    'fresh-people-d pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.908,
      skills: 0.787,
      experience: 0.68,
      dates: 0.68,
      education: 0.834,
    },
    'fresh-people-e docx': { ...EVERY_FIELD, experience: 0.47, dates: 0.47 },
    'fresh-people-e pdf': {
      name: 0.827,
      email: 0.756,
      phone: 0.827,
      skills: 0.535,
      experience: 0.684,
      dates: 0.684,
      education: 0.507,
    },
    'fresh-people-f docx': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.925,
      experience: 0.345,
      dates: 0.345,
      education: 0.57,
    },
    'fresh-people-f pdf': {
      name: 0.865,
      email: 0.917,
      phone: 0.812,
      skills: 0.861,
      experience: 0.822,
      dates: 0.822,
      education: 0.754,
    },
    'basically-basic-cv pdf': { ...EVERY_FIELD, skills: 0.954 },
    'aesthetic-resume pdf': { ...EVERY_FIELD, skills: 0.712, education: 0.859 },
    'clean-cv-bmaupin pdf': EVERY_FIELD,
    'cv-template-halvardssm pdf': { ...EVERY_FIELD, skills: 0.919 },
    'cv-template-thecatatafish pdf': EVERY_FIELD,
    'docx-cv-demo docx': EVERY_FIELD,
    'docx-cv-demo pdf': EVERY_FIELD,
    'ecv-cv pdf': { ...EVERY_FIELD, skills: 0.925 },
    'esieecv pdf': EVERY_FIELD,
    'europass-cv-odt docx': EVERY_FIELD,
    'europass-cv-odt pdf': EVERY_FIELD,
    // Opened in stop 29 (see FAMILY_FLOORS): 3 points under what they score now.
    'europecv-vitacolonna pdf': EVERY_FIELD,
    'academic-cv-dimpram pdf': EVERY_FIELD,
    'hackmyresume-modern-word docx': EVERY_FIELD,
    'hackmyresume-modern-word pdf': EVERY_FIELD,
    'hanula-resume-compact pdf': EVERY_FIELD,
    'harnon-cv pdf': { ...EVERY_FIELD, skills: 0.669 },
    'html-cv-poc-icelam pdf': EVERY_FIELD,
    // Opened in stop 25 (see FAMILY_FLOORS): 3 points under what they score now.
    'html-resume-templates-infographic pdf': EVERY_FIELD,
    'hugo-devres-nirgn975 pdf': EVERY_FIELD,
    'hugo-orbit pdf': EVERY_FIELD,
    // Opened in stop 29 (see FAMILY_FLOORS): 3 points under what they score now.
    'hugo-winning-clulow pdf': EVERY_FIELD,
    'jakes-resume pdf': EVERY_FIELD,
    'jekyll-cv-aleksnyder pdf': EVERY_FIELD,
    'jekyll-cv-panakakis pdf': { ...EVERY_FIELD, skills: 0.736 },
    'jekyll-professional-resume pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.954,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    'kip93-resume pdf': EVERY_FIELD,
    'kres pdf': EVERY_FIELD,
    'minimalist-cv-jarocki pdf': EVERY_FIELD,
    'mycv-ghersi pdf': EVERY_FIELD,
    'cv-html-template-nekeal pdf': EVERY_FIELD,
    // Opened in stop 30 (see FAMILY_FLOORS): 3 points under what they score now.
    'vuepress-resume-komomoo pdf': EVERY_FIELD,
    'cvtex-taraborelli pdf': EVERY_FIELD,
    'endfield-cv-yueplus pdf': EVERY_FIELD,
    'minimalist-resume-libreoffice docx': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.97,
      education: 0.97,
    },
    'minimalist-resume-libreoffice pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.893,
      education: 0.97,
    },
    'moderntimeline pdf': EVERY_FIELD,
    'bulma-resume-mazipan pdf': EVERY_FIELD,
    'scholars-duke-cv docx': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.855,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    'scholars-duke-cv pdf': EVERY_FIELD,
    'lebenslauf-harisnae docx': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.949,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    'lebenslauf-harisnae pdf': EVERY_FIELD,
    'limecv pdf': EVERY_FIELD,
    'pandoc-resume-chmduquesne pdf': EVERY_FIELD,
    'pas-cv pdf': EVERY_FIELD,
    'poi-tl-resume docx': EVERY_FIELD,
    'poi-tl-resume pdf': EVERY_FIELD,
    'puzzle-skills-cv docx': EVERY_FIELD,
    'puzzle-skills-cv pdf': EVERY_FIELD,
    'reactive-resume-gengar pdf': { ...EVERY_FIELD, education: 0.827 },
    'resume-a4 pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.939,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    'resume-billryan pdf': EVERY_FIELD,
    'resume-builder-sadanandpai pdf': { ...EVERY_FIELD, skills: 0.952 },
    'resume-cowssaymoo pdf': { ...EVERY_FIELD, skills: 0.87 },
    'resume-maker-docx docx': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.864,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    'resume-maker-docx pdf': EVERY_FIELD,
    'resume-matcher-swiss pdf': EVERY_FIELD,
    'resume-md pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.97,
      experience: 0.97,
      dates: 0.97,
      education: 0.845,
    },
    'resume-md-ats-docx docx': EVERY_FIELD,
    'resume-md-ats-docx pdf': EVERY_FIELD,
    // Opened in stop 28: 3 points under what it scores now (skills 90.6: 'Medication' / 'Administration', a tag
    // wrapped in its badge's cell, read as two).
    'resume-nextjs-uyu423 pdf': { ...EVERY_FIELD, skills: 0.876 },
    'resume-template-luckywindsck pdf': EVERY_FIELD,
    'resumemac pdf': EVERY_FIELD,
    'sablon-cv docx': EVERY_FIELD,
    'sablon-cv pdf': EVERY_FIELD,
    'sheetsresume-word docx': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.43,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    'sheetsresume-word pdf': EVERY_FIELD,
    'simple-odf-homer docx': EVERY_FIELD,
    'simple-odf-homer pdf': EVERY_FIELD,
    'simple-resume-cv pdf': {
      name: 0.97,
      email: 0.97,
      phone: 0.97,
      skills: 0.77,
      experience: 0.97,
      dates: 0.97,
      education: 0.57,
    },
    'sveltekit-cv-saadeghi pdf': EVERY_FIELD,
    'vcard-personal-portfolio pdf': {
      email: 0.97,
      phone: 0.97,
      skills: 0.378,
      experience: 0.97,
      dates: 0.97,
      education: 0.97,
    },
    'visiky-resume-template1 pdf': { ...EVERY_FIELD, skills: 0.908 },
    // Opened in stop 24 (see FAMILY_FLOORS): 100 on every field.
    // Opened in stop 25 (see FAMILY_FLOORS): 100 on every field.
    'word-cv-esoteric docx': EVERY_FIELD,
    'word-cv-esoteric pdf': EVERY_FIELD,
    'word-resume-kennyhyun docx': EVERY_FIELD,
    'word-resume-kennyhyun pdf': EVERY_FIELD,
    'zenith-szwarc pdf': EVERY_FIELD,
  };
  it('scores at least the field floors of the held-out families', () => {
    const rows: ({ group: string; format: string } & Figures)[] = tableRows(scored);
    for (const [key, floors] of Object.entries(HELD_OUT_FIELD_FLOORS)) {
      const row = rows.find((r) => `${r.group} ${r.format}` === key);
      expect(row, key).toBeDefined();
      for (const [field, floor] of Object.entries(floors))
        expect(row![field as keyof Figures], `${key} ${field}`).toBeGreaterThanOrEqual(floor);
    }
  });
});
