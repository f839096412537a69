// europecv-vitacolonna (TeX Live europecv, Nicola Vitacolonna's "European curriculum vitae class" europecv.cls,
// 08/03/2022, with Giuseppe Silano; LPPL 1.3): a held-out family in generate.mjs's slot 80, re-exported from
// latex.mjs as SLOT_80_LATEX_FAMILIES.
//
// europecv.cls lays out the Europass CV of 2004–2012 (the European Union's form of that time): the whole CV is one
// longtable of two columns, a 50 mm left column of right-aligned labels and the rest at the right, split by a
// vertical rule; the Europass logo and "Europass Curriculum Vitae" at the top left; `\section` (alias
// `\ecvsection`) a bold \large title in the left column; `\ecvitem[space]{label}{value}` one row; `\ecvpersonalinfo`
// the "Personal information" block (name in bold, address, telephone, e-mail, each behind the class's label in the
// chosen language, from its ecv<lang>.def); `\ecvmothertongue`, and `\ecvlanguageheader` / `\ecvlanguage` /
// `\ecvlanguagefooter` the self-assessment grid of the Common European Framework (Listening, Reading, Spoken
// interaction, Spoken production, Writing; `\ecvCOne` etc. a level with its words); a fancyhdr footer "Page 1 / 2 -
// Curriculum vitae of" over the footer name at the left and `\ecvfootnote` at the right.
//
// Filled as the class's template cv_template_<lang>.tex is (installed by Debian's texlive-lang-german with the German
// translation of the documentation, `translation-europecv-de/templates/`): its preamble (options helvetica, openbib,
// totpages; T1, graphicx, geometry A4 with 1 cm side margins, babel, url, \ttdefault Helvetica) and its Europass
// footnote; `\ecvname` as the class's name label orders it (first name then surname; "Surname, First" for German,
// "Nachname(n) / Vorname(n)", as its German template writes it), `\ecvaddress{street, city line, country}`,
// `\ecvtelephone{as shown}`, `\ecvemail{\url{…}}`; `\ecvpersonalinfo[5pt]`; the headline as the template's bold
// "Desired employment/ Occupational field" row; each job the template's rows "Dates" (MM/YYYY -- MM/YYYY, an open end
// the language's word for now), "Occupation or position held", "Main activities and responsibilities" (the
// bullets, one a line) and "Name and address of employer" ("Company, City"; no "Type of business or sector": the
// records have none); each school "Dates" (YYYY -- YYYY), "Title of qualification awarded" and "Name and type of
// organization providing education and training" ("School, City"); under "Personal skills and competences" the
// mother tongue(s) (a language whose level says native), "Other language(s)" with the grid (a language with a CEFR
// level, that level in all five cells), languages with no level in one row under the language's word for
// languages, then one \large row a skill group, its label at the left and "a, b, c" at the right (a flat list
// under the template's "Technical skills and competences"); the summary under "Additional information", the
// template's place for free text. Rows the records have nothing for (fax, nationality, birth date, gender, driving
// licence, annexes, publications) are left out, as the template says to. The labels are the template's words in
// English, German and Italian, the Europass form's in French, Spanish and Portuguese; the class's own keys (personal
// information, the grid, the footer) come from its .def files. Nothing in the class is changed.
import { HEADINGS, cityLine, PRESENT_WORD, spokenLanguages } from './persons.mjs';
import { tex } from './latex.mjs';

const EUROPASS_URL = '\\url{http://europass.cedefop.eu.int}';

/** The template's row labels and section titles, per language (cv_template_en/de/it.tex; the Europass form). */
const LABELS = {
  en: {
    option: 'english',
    babel: 'english',
    desired: 'Desired employment/ Occupational~field',
    work: 'Work experience',
    dates: 'Dates',
    position: 'Occupation or position held',
    activities: 'Main activities and responsibilities',
    employer: 'Name and address of employer',
    education: 'Education and training',
    qualification: 'Title of qualification awarded',
    organisation: 'Name and type of organization providing education and training',
    personal: 'Personal skills and~competences',
    otherLanguages: 'Other language(s)',
    technical: 'Technical skills and competences',
    additional: 'Additional information',
    footnote: `For more information go to ${EUROPASS_URL}\\\\\n\\textcopyright~European Communities, 2003.`,
  },
  de: {
    option: 'german',
    babel: 'german',
    desired: 'Gewünschte Beschäftigung / Gewünschtes Berufsfeld',
    work: 'Berufserfahrung',
    dates: 'Datum',
    position: 'Beruf oder Funktion',
    activities: 'Wichtigste Tätigkeiten und Zuständigkeiten',
    employer: 'Name und Adresse des Arbeitgebers',
    education: 'Schul- und Berufsbildung',
    qualification: 'Bezeichnung der erworbenen Qualifikation',
    organisation: 'Name und Art der Bildungs- oder Ausbildungseinrichtung',
    personal: 'Persönliche Fähigkeiten und Kompetenzen',
    otherLanguages: 'Sonstige Sprache(n)',
    technical: 'Technische Fähigkeiten und Kompetenzen',
    additional: 'Zusätzliche Angaben',
    footnote: `Weitere Informationen finden Sie unter ${EUROPASS_URL}\\\\\n\\textcopyright~Europäische Gemeinschaften, 2003.`,
  },
  it: {
    option: 'italian',
    babel: null,
    desired: 'Impiego ricercato/ Settore di competenza',
    work: 'Esperienza professionale',
    dates: 'Date',
    position: 'Funzione o posto occupato',
    activities: 'Principali mansioni e responsabilità',
    employer: 'Nome e indirizzo del datore di lavoro',
    education: 'Istruzione e formazione',
    qualification: 'Certificato o diploma ottenuto',
    organisation: "Nome e tipo d'istituto di istruzione o formazione",
    personal: 'Capacità e competenze professionali',
    otherLanguages: 'Altra/e lingua/e',
    technical: 'Capacità e competenze tecniche',
    additional: 'Ulteriori informazioni',
    footnote: `Per ulteriori informazioni: ${EUROPASS_URL}\\\\\n\\textcopyright~European Communities, 2003.`,
  },
  fr: {
    option: 'french',
    babel: 'french',
    desired: 'Emploi recherché / Domaine de compétence',
    work: 'Expérience professionnelle',
    dates: 'Dates',
    position: 'Fonction ou poste occupé',
    activities: 'Principales activités et responsabilités',
    employer: "Nom et adresse de l'employeur",
    education: 'Éducation et formation',
    qualification: 'Intitulé du certificat ou diplôme délivré',
    organisation: "Nom et type de l'établissement d'enseignement ou de formation",
    personal: 'Aptitudes et compétences personnelles',
    otherLanguages: 'Autre(s) langue(s)',
    technical: 'Aptitudes et compétences techniques',
    additional: 'Informations complémentaires',
    footnote: `Pour plus d'informations : ${EUROPASS_URL}\\\\\n\\textcopyright~Communautés européennes, 2003.`,
  },
  es: {
    option: 'spanish',
    babel: null,
    desired: 'Empleo deseado / familia profesional',
    work: 'Experiencia laboral',
    dates: 'Fechas',
    position: 'Profesión o cargo desempeñado',
    activities: 'Funciones y responsabilidades principales',
    employer: 'Nombre y dirección de la empresa o empleador',
    education: 'Educación y formación',
    qualification: 'Cualificación obtenida',
    organisation: 'Nombre y tipo del centro de estudios',
    personal: 'Capacidades y competencias personales',
    otherLanguages: 'Otro(s) idioma(s)',
    technical: 'Capacidades y competencias técnicas',
    additional: 'Información adicional',
    footnote: `Para más información: ${EUROPASS_URL}\\\\\n\\textcopyright~Comunidades Europeas, 2003.`,
  },
  pt: {
    option: 'portuguese',
    babel: null,
    desired: 'Emprego pretendido / Área de competência',
    work: 'Experiência profissional',
    dates: 'Datas',
    position: 'Função ou cargo ocupado',
    activities: 'Principais actividades e responsabilidades',
    employer: 'Nome e morada do empregador',
    education: 'Educação e formação',
    qualification: 'Designação da qualificação atribuída',
    organisation: 'Nome e tipo da organização de ensino ou formação',
    personal: 'Aptidões e competências pessoais',
    otherLanguages: 'Outra(s) língua(s)',
    technical: 'Aptidões e competências técnicas',
    additional: 'Informação adicional',
    footnote: `Para mais informações: ${EUROPASS_URL}\\\\\n\\textcopyright~Comunidades Europeias, 2003.`,
  },
};

/** Labels are written with a few LaTeX ties and line breaks of their own: escape only what must be. */
const label = (s) => s.replace(/&/g, '\\&');

const month = ([y, m]) => `${String(m).padStart(2, '0')}/${y}`;

/** The class's CEFR cell for a level ("C1" → \ecvCOne), or null. */
function cefr(level) {
  const m = /\b([ABC])([12])\b/.exec(level);
  return m ? `\\ecv${m[1]}${m[2] === '1' ? 'One' : 'Two'}` : null;
}

const NATIVE = /nativ|maternelle|muttersprache|madrelingua|mother tongue/i;

function europecv(p) {
  const L = LABELS[p.lang];
  const a = p.address;
  const name = p.lang === 'de' ? `${p.last}, ${p.first}` : `${p.first} ${p.last}`;
  const options = ['helvetica', 'openbib', 'totpages', ...(L.option === 'english' ? [] : [L.option])];
  const lines = [
    `\\documentclass[${options.join(',')}]{europecv}`,
    '\\usepackage[T1]{fontenc}',
    '\\usepackage{graphicx}',
    '\\usepackage[a4paper,top=1.27cm,left=1cm,right=1cm,bottom=2cm]{geometry}',
    // The template loads babel for its language; Debian's TeX Live here has no babel-spanish, -portuguese or
    // -italian, so those documents go without it (babel only changes hyphenation here: the class's words are its own).
    ...(L.babel ? [`\\usepackage[${L.babel}]{babel}`] : []),
    '\\usepackage{url}',
    // The class loads hyperref \AtBeginDocument, which LaTeX since 2021 refuses ("Sorting rule for
    // 'begindocument' hook applied too late"): loaded here, in the preamble, its own \RequirePackage finds it loaded.
    '\\usepackage{hyperref}',
    '',
    '\\renewcommand{\\ttdefault}{phv} % Uses Helvetica instead of fixed width font',
    '',
    `\\ecvname{${tex(name)}}`,
    `\\ecvfootername{${tex(`${p.first} ${p.last}`)}}`,
    `\\ecvaddress{${tex(`${a.street}, ${cityLine(a)}, ${a.country}`)}}`,
    `\\ecvtelephone{${tex(p.phone.shown)}}`,
    `\\ecvemail{\\url{${p.email}}}`,
    `\\ecvfootnote{${L.footnote}}`,
    '',
    '\\begin{document}',
    ...(L.babel ? [`\\selectlanguage{${L.babel}}`] : []),
    '',
    '\\begin{europecv}',
    '\\ecvpersonalinfo[5pt]',
    `\\ecvitem{\\large\\textbf{${label(L.desired)}}}{\\large\\textbf{${tex(p.headline)}}}`,
    '',
    `\\ecvsection{${label(L.work)}}`,
  ];
  for (const j of p.experience) {
    const end = j.end ? month(j.end) : tex(PRESENT_WORD[p.lang]);
    lines.push(
      `\\ecvitem{${label(L.dates)}}{${month(j.start)} -- ${end}}`,
      `\\ecvitem{${label(L.position)}}{${tex(j.title)}}`,
      `\\ecvitem{${label(L.activities)}}{${j.bullets.map(tex).join('\\newline ')}}`,
      `\\ecvitem[10pt]{${label(L.employer)}}{${tex(`${j.company}, ${j.city}`)}}`,
    );
  }
  lines.push('', `\\ecvsection{${label(L.education)}}`);
  for (const e of p.education)
    lines.push(
      `\\ecvitem{${label(L.dates)}}{${e.start} -- ${e.end}}`,
      `\\ecvitem{${label(L.qualification)}}{${tex(e.degree)}}`,
      `\\ecvitem[10pt]{${label(L.organisation)}}{${tex(`${e.institution}, ${e.city}`)}}`,
    );
  lines.push('', `\\ecvsection{${label(L.personal)}}`, '');
  const spoken = spokenLanguages(p);
  const native = spoken.filter((l) => NATIVE.test(l.level));
  const graded = spoken.filter((l) => !NATIVE.test(l.level) && cefr(l.level));
  const plain = spoken.filter((l) => !NATIVE.test(l.level) && !cefr(l.level));
  if (native.length) lines.push(`\\ecvmothertongue[5pt]{${tex(native.map((l) => l.name).join(', '))}}`);
  if (plain.length)
    lines.push(
      `\\ecvitem[5pt]{\\large ${tex(HEADINGS[p.lang].languages)}}{${tex(
        plain.map((l) => (l.level ? `${l.name} (${l.level})` : l.name)).join(', '),
      )}}`,
    );
  if (graded.length) {
    lines.push(`\\ecvitem{\\large ${label(L.otherLanguages)}}{}`, '\\ecvlanguageheader{(*)}');
    graded.forEach((l, i) => {
      const cell = cefr(l.level);
      const cmd = i === graded.length - 1 ? '\\ecvlastlanguage' : '\\ecvlanguage';
      lines.push(`${cmd}{${tex(l.name)}}${`{${cell}}`.repeat(5)}`);
    });
    lines.push('\\ecvlanguagefooter[10pt]{(*)}');
  }
  lines.push('');
  for (const g of p.skills)
    lines.push(
      `\\ecvitem[10pt]{\\large ${g.label ? tex(g.label) : label(L.technical)}}{${tex(g.items.join(', '))}}`,
    );
  lines.push(
    '',
    `\\ecvsection{${label(L.additional)}}`,
    `\\ecvitem[10pt]{}{${tex(p.summary)}}`,
    '\\end{europecv}',
    '',
    '\\end{document}',
    '',
  );
  return { main: lines.join('\n') };
}

/** Slot 80 of generate.mjs: europecv-vitacolonna, the Europass CV of 2004 as TeX Live's europecv sets it. */
export const SLOT_80_LATEX_FAMILIES = {
  'europecv-vitacolonna': { dateStyle: 'numeric', engine: 'pdflatex', render: europecv },
};
