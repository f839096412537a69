// europass-cv-odt (SLOT_63_OFFICE_FAMILIES, re-exported by office.mjs): the Europass CV as the European Union's
// online Europass CV editor wrote it (2013–2020), from europass/ewa-cedefop ("EWA (Europass Web Apps - Cedefop)",
// Cedefop, AGPL-3.0, commit fee3b97, 11 Jun 2020, its last). The template is the editor's OpenDocument CV,
// conversion/src/main/resources/odt/cv/default: content.mustache and styles.mustache (Mustache templates of an ODT's
// content.xml and styles.xml, rendered by mustache.java over the editor's Java model of the CV), meta.mustache, the
// pictures (the Europass logo, the contact icons, the blue section rule) and settings; the editor's "Office" module
// had LibreOffice turn the ODT into PDF and Word. See templates/europass-cv-odt/SOURCE.md.
//
// Layout (the classic Europass CV): an A4 page with the Europass logo and "Curriculum vitae" in the header (on later
// pages a smaller logo, "Curriculum vitae" and the name at the right) and, in the footer, the last-update date,
// "© European Union, 2002-2017 | http://europass.cedefop.europa.eu" and "Page n / m". The body is a stack of
// two-column tables: a narrow left column of right-aligned grey capitals or labels, a wide right column of content.
// PERSONAL INFORMATION next to the name (large, blue), under it the address ("street, postcode city (country)",
// the editor's default address format), the phone and the e-mail, each after a small icon; POSITION (the
// headline, as the editor's "position" headline type) next to the headline; WORK EXPERIENCE and EDUCATION AND
// TRAINING, each a title over a thin blue rule, then per job a table with the period in the left column ("Mar
// 2018–Present": the editor's default "text/short" date format without a day, an en dash) and at the right the
// title (blue), "Employer, City" and the bullets as a bulleted list; per school the years ("2010–2014"), the degree
// and "Institution, City". PERSONAL SKILLS: "Mother tongue(s)" with the native languages; "Other language(s)" over
// the CEFR grid (UNDERSTANDING: Listening, Reading; SPEAKING: Spoken interaction, Spoken production; WRITING), one
// row per foreign language with its level in each of the five cells, the levels key and the link to the CEFR;
// "Job-related skills" with the skills as a bulleted list, one bullet per group ("Label: a, b, c") or, for an
// unlabelled list, one per skill. No summary (the CV has no place for one), no photo.
//
// Filled as the editor fills it: a Mustache renderer here (sections, inverted sections, escaped and raw variables,
// dotted names, as mustache.java reads them) runs the repository's templates over a view shaped like the editor's
// model of the person (LearnerInfo.Identification with PersonName and ContactInfo, Headline, WorkExperienceList,
// EducationList, Skills.Linguistic and Skills.JobRelated, DocumentInfo), whose ODT-producing methods are ported
// from the model's Java (PersonName.odt and inOrder, Period.odt with JDateFormat and the DateFormat bundles,
// Address.odt with AddressFormat, the rich text of activities and skills as the model's html2odt.xsl writes a
// <ul><li> list). For a person who writes Italian the fixed English words of the templates are the Europass CV's
// Italian ones (the editor produced each language's template from translation bundles the repository lacks) and
// the dates follow the model's Italian DateFormat bundle. The ODT is zipped (mimetype first), LibreOffice saves
// it as DOCX (entries zipped again with fixed times): the DOCX is the file for four people, and LibreOffice
// converts it to PDF for one.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxOr, run, soffice, xml, zipDocx } from './office.mjs';
import { spokenLanguages } from './persons.mjs';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'templates',
  'europass-cv-odt',
  'cv-default',
);

/** The date of commit fee3b97 (the repository's last), for the zip entries and the document's dates. */
const DATE = '2020-06-11T15:34:29Z';

// ---------- Mustache, as mustache.java reads these templates ----------

/** Looks `name` up in the context stack (innermost first); dotted names resolve their first part so. */
function lookup(stack, name) {
  if (name === '.') return stack[stack.length - 1];
  const [head, ...rest] = name.split('.');
  let value;
  for (let i = stack.length - 1; i >= 0; i--) {
    const c = stack[i];
    if (c !== null && typeof c === 'object' && head in c) {
      value = c[head];
      break;
    }
  }
  for (const part of rest) value = value !== null && typeof value === 'object' ? value[part] : undefined;
  return value;
}

const falsy = (v) =>
  v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && !v.length);

/** Renders a Mustache template (no partials, no delimiter changes: the templates use neither). */
export function mustache(template, view) {
  const tokens = [];
  const re = /\{\{\{\s*([^}]+?)\s*\}\}\}|\{\{([#^/]?)\s*([^}]+?)\s*\}\}/g;
  let last = 0;
  for (const m of template.matchAll(re)) {
    if (m.index > last) tokens.push({ text: template.slice(last, m.index) });
    tokens.push(m[1] !== undefined ? { raw: m[1] } : { op: m[2], name: m[3] });
    last = m.index + m[0].length;
  }
  if (last < template.length) tokens.push({ text: template.slice(last) });
  // Nest the sections.
  const root = [];
  const open = [{ children: root }];
  for (const t of tokens) {
    if (t.op === '#' || t.op === '^') {
      const s = { ...t, children: [] };
      open[open.length - 1].children.push(s);
      open.push(s);
    } else if (t.op === '/') {
      const s = open.pop();
      if (s.name !== t.name) throw new Error(`mustache: {{/${t.name}}} closes {{${s.op}${s.name}}}`);
    } else open[open.length - 1].children.push(t);
  }
  if (open.length !== 1) throw new Error(`mustache: {{${open[open.length - 1].name}}} not closed`);
  const render = (nodes, stack) =>
    nodes
      .map((n) => {
        if (n.text !== undefined) return n.text;
        if (n.raw !== undefined) return String(lookup(stack, n.raw) ?? '');
        const v = lookup(stack, n.name);
        if (n.op === '^') return falsy(v) ? render(n.children, stack) : '';
        if (n.op === '#') {
          if (falsy(v)) return '';
          if (Array.isArray(v)) return v.map((item) => render(n.children, [...stack, item])).join('');
          return render(n.children, typeof v === 'object' ? [...stack, v] : stack);
        }
        return falsy(v) && v !== 0 ? '' : xml(String(v));
      })
      .join('');
  return render(root, [view]);
}

// ---------- the model's ODT methods ----------

/** model/src/main/resources/bundles/DateFormat_{en,it}.json: the "text/short" pattern, now, short month names. */
const DATE_FORMAT = {
  en: {
    pattern: 'd MMM yyyy',
    current: 'Present',
    nameShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  it: {
    pattern: 'd MMM yy',
    current: 'alla data attuale ',
    nameShort: [
      'Gen.',
      'Feb.',
      'Mar.',
      'Apr.',
      'Mag.',
      'Giu.',
      'Lug.',
      'Ago.',
      'Set.',
      'Ott.',
      'Nov.',
      'Dic.',
    ],
  },
};

/**
 * JDateFormat.format of a date without a day ([year, month] or [year]): the pattern's fields in order, a text
 * field written only after a field that was (d absent, so "d MMM yyyy" gives "Mar 2018", "d MMM yy" "Mar. 18").
 */
function jdate([year, month], lang) {
  const f = DATE_FORMAT[lang];
  const fields = f.pattern.match(/d+|M+|y+|[^dMy]+/g);
  let out = '';
  let previous = true;
  for (const field of fields) {
    if (field[0] === 'd') previous = false;
    else if (field[0] === 'M') {
      if (!month) previous = false;
      else {
        out +=
          field.length === 1
            ? String(month)
            : field.length === 2
              ? String(month).padStart(2, '0')
              : f.nameShort[month - 1];
        previous = true;
      }
    } else if (field[0] === 'y') {
      const y = String(year);
      out += y.length <= field.length ? y.padStart(field.length, '0') : y.slice(y.length - field.length);
      previous = true;
    } else if (previous) out += field;
  }
  return out;
}

/** Period.odt: from, an en dash, to or the bundle's word for now; escaped for XML. */
function periodOdt(from, to, lang) {
  const s = `${jdate(from, lang)}\u2013${to ? jdate(to, lang) : DATE_FORMAT[lang].current}`;
  return xml(s);
}

/** AddressFormat.adjustPattern: missing fields' letters, and the punctuation next to them, dropped. */
function adjustPattern(pattern, address) {
  const FIELD = ['s', 'p', 'z', 'm', 'c', ' '];
  let p = pattern.split('');
  const l = p.length;
  const adjust = (i) => {
    if (p[i] === '#') return;
    p[i] = '#';
    if (i > 0 && i < l) {
      for (let prev = i - 1; prev >= 0 && p[prev] !== '#' && !FIELD.includes(p[prev]); prev--) p[prev] = '#';
    }
    for (let next = i + 1; next < l && p[next] !== '#' && !FIELD.includes(p[next]); next++) p[next] = '#';
  };
  const value = { s: address.street, z: address.postcode, m: address.city, c: address.country, p: '' };
  for (let i = 0; i < l; i++) if ('szmcp'.includes(pattern[i]) && !value[pattern[i]]) adjust(i);
  let out = p.join('');
  if (!address.postcode) out = out.replace(/p/g, '#');
  return out
    .replace(/#/g, '')
    .replace(/,( )+\(/g, ' (')
    .trim();
}

/** Address.odt with the editor's default address format "s, z m (c)" (its per-country formats are not published). */
function addressOdt(address) {
  const pattern = adjustPattern('s, z m (c)', address);
  const value = { s: address.street, z: address.postcode, m: address.city, c: address.country };
  return pattern.replace(/[szmc]/g, (c) => xml(value[c]));
}

/** html2odt.xsl's output for a <ul> of items (the editor's rich text): a bulleted list, each item a span. */
function bulletsOdt(items) {
  const li = items
    .map(
      (t) =>
        `<text:list-item><text:p text:style-name="europass_5f_bulleted_5f_list"><text:span>${xml(t)}</text:span></text:p></text:list-item>`,
    )
    .join('');
  return `<text:list xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" text:style-name="europass_5f_bulleted_5f_list">${li}</text:list>`;
}

/** JDateFormat "numeric/short" (d/M/yy) of the last-update date, as the footer shows it. */
const lastUpdate = () => {
  const [y, m, d] = DATE.slice(0, 10).split('-').map(Number);
  return `${d}/${m}/${String(y).slice(2)}`;
};

// ---------- the view ----------

/** A spoken language's CEFR level, if it has one. */
const cefr = (level) => (/^[ABC][12]$/.test(level) ? level : null);

/** The editor's model of `p`'s CV, as the templates read it. */
export function europassView(p) {
  const lang = p.lang === 'it' ? 'it' : 'en';
  const langs = spokenLanguages(p);
  const foreign = langs.filter((l) => cefr(l.level));
  const mother = langs.filter((l) => !cefr(l.level));
  const first = xml(p.first);
  const last = xml(p.last);
  const personName = {
    FirstName: p.first,
    Surname: p.last,
    odt: `${first} <text:span text:style-name="T6">${last} </text:span>`,
    inOrder: `${first} ${last}`,
  };
  const headline = {
    checkEmpty: false,
    isPersonalStatement: false,
    typeOdt: xml(WORDS[lang].position),
    description: { label: p.headline },
  };
  const skills = p.skills.flatMap((g) => (g.label ? [`${g.label}: ${g.items.join(', ')}`] : g.items));
  const learner = {
    Identification: {
      personName,
      PersonName: personName,
      PhotoContactInfoNonEmpty: true,
      ContactInfo: {
        Address: { nonEmpty: true, contact: { odt: addressOdt(p.address) } },
        TelephoneListWithIndex: Object.assign([{ nonEmpty: true, isFirst: true, contact: p.phone.shown }], {
          nonEmpty: true,
        }),
        Email: { nonEmpty: true },
        email: { contact: p.email },
      },
    },
    Headline: headline,
    headline,
    workExperienceFirst: true,
    WorkExperienceList: p.experience.map((j) => ({
      nonEmpty: true,
      period: { odt: periodOdt(j.start, j.end, lang) },
      position: { nonEmpty: true, label: j.title },
      Employer: {
        nonEmpty: true,
        name: j.company,
        nameAndAddress: true,
        nameAndShortAddress: true,
        hasOnlyCountry: false,
        ContactInfo: { Address: { nonEmpty: true, contact: { odt: addressOdt({ city: j.city }) } } },
      },
      activities: j.bullets.length > 0,
      activitiesOdt: bulletsOdt(j.bullets),
    })),
    EducationList: p.education.map((e) => ({
      nonEmpty: true,
      period: { odt: periodOdt([e.start], [e.end], lang) },
      Title: { title: e.degree },
      Organisation: {
        nonEmpty: true,
        name: e.institution,
        nameAndAddress: Boolean(e.city),
        nameAndShortAddress: Boolean(e.city),
        hasOnlyCountry: false,
        ContactInfo: e.city
          ? { Address: { nonEmpty: true, contact: { odt: addressOdt({ city: e.city }) } } }
          : {},
      },
    })),
    Skills: {
      Linguistic: {
        MotherTongue: { nonEmpty: mother.length > 0 },
        motherTongueToString: mother.map((l) => l.name).join(', '),
        ForeignLanguage: foreign.map((l) => {
          const level = cefr(l.level);
          return {
            nonEmpty: true,
            Description: { label: l.name },
            ProficiencyLevel: {
              listening: level,
              reading: level,
              spokenInteraction: level,
              spokenProduction: level,
              writing: level,
            },
          };
        }),
      },
      JobRelated: { nonEmpty: skills.length > 0, descriptionOdt: bulletsOdt(skills) },
    },
  };
  learner.WorkExperienceList.nonEmpty = learner.WorkExperienceList.length > 0;
  learner.EducationList.nonEmpty = learner.EducationList.length > 0;
  learner.Skills.Linguistic.ForeignLanguage.nonEmpty = foreign.length > 0;
  learner.Skills.Linguistic.nonEmpty = langs.length > 0;
  learner.Skills.nonEmpty = true;
  return {
    LearnerInfo: learner,
    cefrURL: `http://europass.cedefop.europa.eu/${lang}/resources/european-language-levels-cefr`,
    DocumentInfo: {
      EuropassLogo: true,
      formatLastUpdateDate: lastUpdate(),
      CreationDate: DATE,
      LastUpdateDate: DATE,
      documentTypeMetadata: 'Europass CV',
    },
    filename: 'cv',
  };
}

// ---------- the Italian template ----------

/** The headline type label ("position"): from the editor's HeadlineType bundle, not in the repository. */
const WORDS = { en: { position: 'POSITION' }, it: { position: 'POSIZIONE RICOPERTA' } };

/** The Europass CV's Italian wording for the fixed English texts of the templates that these CVs show. */
const ITALIAN = [
  ['>PERSONAL INFORMATION<', '>INFORMAZIONI PERSONALI<'],
  ['>WORK EXPERIENCE<', '>ESPERIENZA PROFESSIONALE<'],
  ['>EDUCATION AND TRAINING<', '>ISTRUZIONE E FORMAZIONE<'],
  ['>PERSONAL SKILLS<', '>COMPETENZE PERSONALI<'],
  ['>Mother tongue(s)<', '>Lingua madre<'],
  ['>Other language(s)<', '>Altre lingue<'],
  ['>UNDERSTANDING<', '>COMPRENSIONE<'],
  ['>SPEAKING<', '>PARLATO<'],
  ['>WRITING<', '>PRODUZIONE SCRITTA<'],
  ['>Listening<', '>Ascolto<'],
  ['>Reading<', '>Lettura<'],
  ['>Spoken interaction<', '>Interazione<'],
  ['>Spoken production<', '>Produzione orale<'],
  [
    '>Levels: A1 and A2: Basic user  -  B1 and B2: Independent user  -  C1 and C2: Proficient user<',
    '>Livelli: A1 e A2: Utente base  -  B1 e B2: Utente autonomo  -  C1 e C2: Utente avanzato<',
  ],
  [
    '>Common European Framework of Reference for Languages<',
    '>Quadro Comune Europeo di Riferimento delle Lingue<',
  ],
  ['}}Job-related skills<', '}}Competenze professionali<'],
  ['&#169; European Union, 2002-2017', '&#169; Unione europea, 2002-2017'],
  ['>Page <', '>Pagina <'],
];

function localise(text, lang) {
  if (lang !== 'it') return text;
  let out = text;
  for (const [en, it] of ITALIAN) out = out.split(en).join(it);
  return out;
}

// ---------- building the files ----------

/** Writes `p`'s Europass CV as ODT, has LibreOffice save it as DOCX and zips that again (fixed times). */
function buildDocx(p, dir, env) {
  if (!existsSync(path.join(TEMPLATE, 'content.mustache'))) {
    throw new Error(`europass-cv-odt: no ${TEMPLATE}/content.mustache (see its SOURCE.md)`);
  }
  const lang = p.lang === 'it' ? 'it' : 'en';
  const view = europassView(p);
  const odt = path.join(dir, 'odt');
  rmSync(odt, { recursive: true, force: true });
  mkdirSync(odt, { recursive: true });
  // The package's files are the manifest's (as the editor's ODT generator packs them): each .xml made from its
  // .mustache where there is one, the others copied; the folder's three pictures the manifest lacks are left out.
  const manifest = readFileSync(path.join(TEMPLATE, 'META-INF', 'manifest.xml'), 'utf8');
  const files = [...manifest.matchAll(/manifest:full-path="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((f) => f !== '/');
  for (const rel of ['mimetype', 'META-INF/manifest.xml', ...files]) {
    const out = path.join(odt, rel);
    mkdirSync(path.dirname(out), { recursive: true });
    const template = path.join(TEMPLATE, rel.replace(/\.xml$/, '.mustache'));
    if (rel.endsWith('.xml') && existsSync(template)) {
      writeFileSync(out, mustache(localise(readFileSync(template, 'utf8'), lang), view));
    } else copyFileSync(path.join(TEMPLATE, rel), out);
  }
  const conv = path.join(dir, 'conv');
  rmSync(conv, { recursive: true, force: true });
  mkdirSync(conv, { recursive: true });
  const odtFile = path.join(conv, 'cv.odt');
  run('zip', ['-q', '-X', '-0', odtFile, 'mimetype'], { cwd: odt });
  run('zip', ['-q', '-X', '-r', odtFile, '.', '-x', 'mimetype'], { cwd: odt });
  const saved = soffice(odtFile, 'docx', conv, env);
  const src = path.join(dir, 'tpl');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  run('unzip', ['-q', '-o', saved, '-d', src]);
  return zipDocx(src, dir, DATE, env);
}

/** name → family, in generate.mjs's sixty-third fixed slot (an office template family). */
export const SLOT_63_OFFICE_FAMILIES = {
  'europass-cv-odt': {
    formats: ['docx', 'docx', 'pdf', 'docx', 'docx'],
    dateStyle: 'short',
    render: (p, { dir, format, env }) => {
      const docx = buildDocx(p, dir, env);
      return docxOr(format, docx, dir, env);
    },
  },
};
