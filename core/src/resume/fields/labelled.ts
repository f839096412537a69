// Entries written as labelled rows, the Europass CV of 2004-2012 and the forms copied from it: each job a block of
// 'Dates<tab>…', 'Occupation or position held<tab>…', 'Main activities and responsibilities<tab>…', 'Name and
// address of employer<tab>…' rows, each school 'Dates', 'Title of qualification awarded', 'Name and type of
// organisation providing education and training'. The readers of the entries expect an entry's own lines (title,
// employer, dates, description), so the blocks are rewritten into those.
import { foldText } from '../vocabulary.js';

type Role = 'dates' | 'title' | 'employer' | 'duties' | 'sector' | 'degree' | 'school' | 'subjects' | 'level';

// The labels in the Europass CV's languages, by what they name (folded: lower case, no diacritics). Matched at the
// start of the label cell, so that a wording a little off ('Name and address of the employer') is still read.
const LABELS: [Role, RegExp][] = [
  ['dates', /^(?:dates?|datas?|fechas?|zeitraum|periodo|period|data)$/u],
  [
    'title',
    /^(?:occupation or position|position held|fonction ou poste|beruf oder funktion|profesion o cargo|lavoro o posizione|funcao ou cargo|cargo ocupado)/u,
  ],
  [
    'employer',
    /^(?:name and address of (?:the )?employer|nom et adresse de l.employeur|name und adresse des arbeitgebers|nombre y direccion de la empresa|nombre y direccion del empleador|nome e indirizzo del datore|nome e morada do empregador|nome e endereco do empregador)/u,
  ],
  [
    'duties',
    /^(?:main activities|principales activites|wichtigste tatigkeiten|funciones y responsabilidades|principali attivita|principais a[c]?tividades)/u,
  ],
  [
    'sector',
    /^(?:type of business|type ou secteur|tatigkeitsbereich|tipo de empresa|tipo di attivita|ramo de)/u,
  ],
  [
    'degree',
    /^(?:title of (?:the )?qualification|intitule du (?:certificat|diplome)|bezeichnung der erworbenen|cualificacion obtenida|titulo de la cualificacion|titolo della qualifica|designacao da qualificacao)/u,
  ],
  [
    'school',
    /^(?:name and type of (?:the )?organi[sz]ation|nom et type de l.(?:etablissement|organisme)|name und art der bildungs|nombre y tipo del centro|nome e tipo d.organizzazione|nome e tipo da organizacao)/u,
  ],
  [
    'subjects',
    /^(?:principal subjects|principales matieres|hauptfacher|principales materias|principali tematiche|principais disciplinas)/u,
  ],
  [
    'level',
    /^(?:level in (?:the )?national|niveau dans la classification|stufe der nationalen|nivel conforme|livello nella classificazione|nivel segundo)/u,
  ],
];

/** A label as LABELS match it. */
const labelKey = (label: string): string => foldText(label).toLowerCase().replace(/\s+/gu, ' ').trim();
const DATES = LABELS[0]![1];

/** What a row's label cell names, or undefined for a row that is not a labelled row of an entry. */
const roleOf = (label: string): Role | undefined => {
  const key = labelKey(label);
  return LABELS.find(([, re]) => re.test(key))?.[0];
};

/**
 * The lines with each labelled entry (two rows or more of the labels above, one of them its dates) rewritten as an
 * entry's own lines: a job its title, its employer, its dates and its duties; a school its qualification, the
 * school, its dates and its subjects. Every other line as it was.
 */
export function labelledEntries(lines: string[]): string[] {
  // Cheap test first: most resumes have no such row.
  if (!lines.some((l) => l.includes('\t') && DATES.test(labelKey(l.slice(0, l.indexOf('\t')))))) return lines;
  const out: string[] = [];
  let block: Partial<Record<Role, string[]>> | undefined;
  // The block's rows as written, kept where they turn out to be no entry (a dates row alone).
  let rows: string[] = [];
  const flush = () => {
    if (!block) return;
    const of = (role: Role) => block![role] ?? [];
    if (!block.dates || Object.keys(block).length < 2) out.push(...rows);
    else {
      const job = block.title || block.employer;
      const order: Role[] = job
        ? ['title', 'employer', 'dates', 'duties']
        : ['degree', 'school', 'dates', 'subjects'];
      for (const role of order) out.push(...of(role));
    }
    block = undefined;
    rows = [];
  };
  for (const line of lines) {
    const tab = line.indexOf('\t');
    const role = tab > 0 ? roleOf(line.slice(0, tab)) : undefined;
    const value = tab > 0 ? line.slice(tab + 1).trim() : '';
    // (A line of anything else ends the entry: its rows are read in the order above, what follows after them.)
    if (!role || !value) {
      flush();
      out.push(line);
      continue;
    }
    if (role === 'dates' || !block) {
      flush();
      block = {};
    }
    (block[role] ??= []).push(value);
    rows.push(line);
  }
  flush();
  return out;
}
