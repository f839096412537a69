// cv-html-zichy (SLOT_31_HTML_FAMILIES, re-exported by html-templates.mjs): zichy's cv.html (MIT, commit
// 5ef20b9), "a minimalist CV/résumé template to export as a one-page A4 PDF": one cv.html and its cv.css, CMU
// Serif (Computer Modern, OFL) as three woff2 files beside them, all vendored unchanged in
// templates/cv-html-zichy/. Its README: add your details to cv.html, open it in a Chromium-based browser and
// save it as a PDF with the browser's print; the CSS @page is A4 with no margins and the body the A4 sheet
// (20 mm side and 10 mm top and bottom padding), so it is printed as Chrome's "Save as PDF" does it with the
// CSS page size.
//
// The markup is the example's cv.html (HTML with its optional end tags left out, tabs, as written), filled
// from the person's record the way the example is: the name as the h1, the headline in italics under it, two
// definition lists side by side (CSS columns) of italic labels beside values: the e-mail and phone (the
// example's "Email" and "Voicemail"; its "Internet" line dropped, the people have no site), then the
// residence "City, Country" and the address (the example's "Nationality" and "Year of Birth" lines dropped,
// the people have neither); the summary under an h2 over a grey rule, justified. The body is two newspaper
// columns of sections, each a definition list with the italic years in a 15 mm column (a section is never
// broken across the columns): education ("YYYY–YYYY", the degree over "School, City" in grey italics),
// skills (each group's label beside its comma-separated items, a flat list under the language's word for
// skills, the spoken languages the last line under the language's word for languages, as the example's
// "Languages" line), experience ("YYYY–YYYY", a current job "YYYY–" as the example's "2021–"; the title in
// bold over "Company, City" in grey italics and square bullets). The example's Certificates, Talks and
// Projects sections are left out (the people have none). The footer's "Last update:" line with a fixed date.
// Headings and labels are the example's for English and the person's language otherwise.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HEADINGS, fullName } from './persons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.join(here, 'templates', 'cv-html-zichy');
const href = (file) => pathToFileURL(path.join(DIR, file)).href;

const html = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The header's labels and the footer line, the example's words in English. */
const LABELS = {
  en: {
    summary: 'Professional Summary',
    email: 'Email',
    phone: 'Voicemail',
    residence: 'Residence',
    address: 'Address',
    updated: 'Last update: November 2, 2026',
  },
  fr: {
    summary: HEADINGS.fr.summary,
    email: 'E-mail',
    phone: 'Téléphone',
    residence: 'Résidence',
    address: 'Adresse',
    updated: 'Dernière mise à jour : 2 novembre 2026',
  },
  de: {
    summary: HEADINGS.de.summary,
    email: 'E-Mail',
    phone: 'Telefon',
    residence: 'Wohnort',
    address: 'Anschrift',
    updated: 'Letzte Aktualisierung: 2. November 2026',
  },
  es: {
    summary: HEADINGS.es.summary,
    email: 'Correo',
    phone: 'Teléfono',
    residence: 'Residencia',
    address: 'Dirección',
    updated: 'Última actualización: 2 de noviembre de 2026',
  },
  pt: {
    summary: HEADINGS.pt.summary,
    email: 'E-mail',
    phone: 'Telefone',
    residence: 'Residência',
    address: 'Endereço',
    updated: 'Última atualização: 2 de novembro de 2026',
  },
  it: {
    summary: HEADINGS.it.summary,
    email: 'E-mail',
    phone: 'Telefono',
    residence: 'Residenza',
    address: 'Indirizzo',
    updated: 'Ultimo aggiornamento: 2 novembre 2026',
  },
};

function cvHtml(p) {
  const h = HEADINGS[p.lang];
  const l = LABELS[p.lang];
  const a = p.address;
  const schools = p.education
    .map(
      (e) => `				<dt>${e.start}–${e.end}
				<dd>
					${html(e.degree)}<br>
					<small>${html(`${e.institution}, ${e.city}`)}</small>
				</dd>`,
    )
    .join('\n');
  const skills = [
    ...p.skills.map((g) => [g.label ?? h.skills, g.items.join(', ')]),
    [h.languages, p.languages],
  ]
    .map(([dt, dd]) => `				<dt>${html(dt)}\n				<dd>${html(dd)}`)
    .join('\n');
  const jobs = p.experience
    .map(
      (j) => `				<dt>${j.start[0]}–${j.end ? j.end[0] : ''}
				<dd>
					<p><strong>${html(j.title)}</strong>
					<p><small>${html(`${j.company}, ${j.city}`)}</small>
					<ul>
${j.bullets.map((b) => `						<li>${html(b)}`).join('\n')}
					</ul>
				</dd>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${p.lang}">
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">

	<title>${html(`${p.first}-${p.last}`.replace(/ /g, '-'))}_CV</title>

	<link href="${href('cv.css')}" rel="stylesheet">
</head>
<body class="cv">

	<p class="cv__warning"><strong>Warning:</strong> This is only a document template. Click on <button onclick="window.print()">Print</button> or press <kbd>Ctrl</kbd> + <kbd>P</kbd> to save this site as an A4 PDF.

	<header class="cv__header">
		<h1>${html(fullName(p))}</h1>
		<p><em>${html(p.headline)}</em>

		<div class="cv__column">
			<dl class="cv__list">
				<dt>${html(l.email)}
				<dd><a href="mailto:${html(p.email)}">${html(p.email)}</a>
				<dt>${html(l.phone)}
				<dd><a href="tel:${html(p.phone.e164)}">${html(p.phone.shown)}</a>
			</dl>

			<dl class="cv__list">
				<dt>${html(l.residence)}
				<dd>${html(`${a.city}, ${a.country}`)}
				<dt>${html(l.address)}
				<dd>${html(`${a.street}, ${a.postcode} ${a.city}`)}
			</dl>
		</div>
		<h2>${html(l.summary)}</h2>
		<p class="cv__text">
			${html(p.summary)}
		</p>
	</header>

	<main class="cv__column">
		<section class="cv__section">
			<h2>${html(h.education)}</h2>
			<dl class="cv__list">
${schools}
			</dl>
		</section>

		<section class="cv__section">
			<h2>${html(h.skills)}</h2>
			<dl class="cv__list">
${skills}
			</dl>
		</section>

		<section class="cv__section">
			<h2>${html(h.experience)}</h2>

			<dl class="cv__list">
${jobs}
			</dl>
		</section>
	</main>

	<footer class="cv__footer">
		<p><small>${html(l.updated)}</small>
	</footer>

</body>
</html>
`;
}

/** Slot 31 of generate.mjs's fixed slots. */
export const SLOT_31_HTML_FAMILIES = {
  'cv-html-zichy': {
    dateStyle: 'year',
    // Chrome's "Save as PDF" with the CSS page size (@page: A4, margin 0); no backgrounds (the page is white).
    page: { format: 'A4', preferCSSPageSize: true },
    html: cvHtml,
    waitForFonts: true,
  },
};
