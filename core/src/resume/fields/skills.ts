// Skills: the items of the skills sections, and known skills named in the running text elsewhere.
import {
  CATEGORY_LABEL,
  SECTION_ONLY_SKILLS,
  SKILLS,
  SKILL_INDEX,
  namesKnownSkill,
} from '../skills-vocabulary.js';
import { findPeriod, normaliseDate } from '../dates.js';
import {
  COMPANY_WORDS,
  RATING_MARKS,
  RATING_RUN,
  RATING_START,
  foldText,
  TITLE_WORDS,
  hasWordFrom,
  isPlace,
  isSpokenLanguage,
} from '../vocabulary.js';
import { sectionOf } from '../sections.js';
import { RESUME_TEXT_LIMITS, isBullet, stripBullet, type Section } from './lines.js';

export { SKILL_INDEX };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Running-text matching is case-sensitive on the canonical spelling so 'excel at' is not Excel.
const RUNNING_TEXT_SKILLS = SKILLS.filter((s) => !SECTION_ONLY_SKILLS.has(s));
const RUNNING_TEXT_RE = new RegExp(
  `(?<![\\p{L}\\p{N}+#.])(${RUNNING_TEXT_SKILLS.sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`,
  'gu',
);

/**
 * `s.replace(/\([^)]*\)/g, '')` without the pattern: each '(' up to the next ')' goes. The pattern
 * rescanned to the end from every '(' when no ')' followed.
 */
function withoutParentheticals(s: string): string {
  let out = '';
  let from = 0;
  for (let open = s.indexOf('('); open >= 0; open = s.indexOf('(', from)) {
    const close = s.indexOf(')', open + 1);
    if (close < 0) break;
    out += s.slice(from, open);
    from = close + 1;
  }
  return out + s.slice(from);
}

/** Whether a category label names another section ('Languages: English, French' inside a skills list). */
const namesOtherSection = (label: string): boolean => {
  const kind = sectionOf(label);
  return kind !== undefined && kind !== 'skills';
};

const FOOTER = /©|:\/\/|\bwww\./u;

// 'Frontend: React, Vue': a category label before its items.
const LABELLED = /^[^:,\t]{2,30}:/u;

// A group's label in small letters, a word or two ('planning', 'soft skills').
const LOWER_LABEL = /^\p{Ll}[\p{Ll}&/-]*(?: \p{Ll}[\p{Ll}&/-]*)?$/u;
/** Whether a line can stand under a group's label: a list, or a capitalised item. */
const underLabel = (line: string): boolean => /^[\p{Lu}\p{N}]/u.test(line) || overAList(line);
const overAList = (line: string): boolean =>
  /[,•·;]/u.test(line) && !line.includes('\t') && !LABELLED.test(line);

/**
 * A list line wrapped onto the next one put back together, or undefined when the next line is an item
 * list of its own: a word hyphenated at the line's end ('Patient Coun-' / 'selling'), and a list line
 * whose last item goes on ('…, Polish' / 'Labour Law', '…, Microsoft' / 'Excel'). `narrow`: the line is a
 * cell of a table column, which wraps however short it is.
 */
function joinWrapped(
  prev: string,
  line: string,
  narrow: boolean,
  after?: string,
  width = Infinity,
  lowerLabels = false,
): string | undefined {
  if (prev.length + line.length >= RESUME_TEXT_LIMITS.lineChars) return undefined;
  if (/\p{Ll}-$/u.test(prev) && /^\p{Ll}/u.test(line)) return prev.slice(0, -1) + line;
  // Where the groups' labels are written in small letters ('planning' / 'Demand Forecasting, S&OP'), such a
  // line over a capitalised one is the next group's label ('systems' / 'SAP MM, Power BI', 'methods' / 'Lean').
  if (lowerLabels && LOWER_LABEL.test(line) && (after === undefined || underLabel(after))) return undefined;
  // A line that filled its column: 50 characters, or so full that the next line's first word would not have
  // fitted on it in a column as wide as the widest list line.
  const firstWord = line.split(' ', 1)[0]!;
  const full = narrow || prev.length >= 50 || prev.length + 1 + firstWord.length > width;
  if (!/[,•·;]/u.test(prev) || /[,•·;]$/u.test(prev) || !full) return undefined;
  // A lower-case start continues a phrase ('…, Gestion' / 'de projet').
  if (/^\p{Ll}/u.test(line)) return `${prev} ${line}`;
  // Items are short: the last one is within the line's last 60 characters (read, not the whole line).
  const lastItem = prev
    .slice(-60)
    .split(/[,•·;\t:]/u)
    .pop()!
    .trim()
    .toLowerCase();
  const firstItem = line
    .split(/[,•·;]/u)[0]!
    .trim()
    .toLowerCase();
  if (SKILL_INDEX.has(`${lastItem} ${firstItem}`)) return `${prev} ${line}`;
  // A software maker's name alone ends the line: its product's name begins the next ('…, Microsoft' / 'Word,
  // Microsoft Outlook', '… • Adobe' / 'PageMaker • …').
  if (VENDORS.has(lastItem)) return `${prev} ${line}`;
  // A capitalised line without separators above a list with no label of its own is that list's category
  // label ('Digital' / 'Google Classroom, GeoGebra'), not the end of the list above ('…, Polish Labour' /
  // 'Law' / 'Systems<tab>Workday, SAP').
  if (
    /^\p{Lu}/u.test(line) &&
    !/[,•·;]/u.test(line) &&
    after !== undefined &&
    /[,•·;]/u.test(after) &&
    !after.includes('\t') &&
    !LABELLED.test(after)
  )
    return undefined;
  // A word in capitals under a line in small letters is an item of a list set one a line in capitals
  // ('Languages: English (native), French (A2)' / 'TRIAGE' / 'EPIC'), not the line's rest.
  if (/^(?=(?:.*\p{Lu}){4})[\p{Lu}\p{N} &+#.-]+$/u.test(line) && /\p{Ll}/u.test(prev)) return undefined;
  // Neither end is a skill of its own, or together they name one ('…, Microsoft' / 'Excel').
  return !SKILL_INDEX.has(lastItem) && !SKILL_INDEX.has(firstItem) ? `${prev} ${line}` : undefined;
}

/**
 * Category cells set side by side ('Clinical: Patient Assessment, Wound<tab>Systems: EPIC, Microsoft')
 * with their items wrapped on the rows under them, each row's n-th cell under the n-th category
 * ('Care, Medication<tab>Excel'): each category's cell as a line of its own, its wrapped rows joined to it.
 * Other lines as they are.
 */
function splitCategoryColumns(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const cells = lines[i]!.split('\t');
    if (cells.length < 2 || !cells.every((c) => LABELLED.test(c.trim()))) {
      out.push(lines[i]!);
      continue;
    }
    const columns = cells.map((c) => c.trim());
    for (; i + 1 < lines.length; i++) {
      const next = lines[i + 1]!;
      const parts = next.split('\t');
      if (LABELLED.test(next) || isBullet(next) || sectionOf(parts[0]!) || parts.length > columns.length)
        break;
      parts.forEach((part, k) => {
        const text = part.trim();
        columns[k] = joinWrapped(columns[k]!, text, true) ?? `${columns[k]}, ${text}`;
      });
    }
    out.push(...columns);
  }
  return out;
}

/** A skills section's lines with wrapped items put back (see joinWrapped and splitCategoryColumns). */
function unwrapList(lines: string[]): string[] {
  const out: string[] = [];
  const all = splitCategoryColumns(lines);
  const lowerLabels = all.length > 1 && LOWER_LABEL.test(all[0]!) && overAList(all[1]!);
  // The widest list line: how wide the column is.
  let width = 0;
  for (const line of all) if (/[,•·;]/u.test(line)) width = Math.max(width, line.length);
  for (const [i, line] of all.entries()) {
    const prev = out[out.length - 1];
    if (/^\d+$/.test(line)) continue;
    // A label in small letters wrapped in its narrow column ('machine' / 'learning' over 'scikit-learn, PyTorch').
    const label = `${line} ${all[i + 1] ?? ''}`;
    if (
      lowerLabels &&
      LOWER_LABEL.test(line) &&
      LOWER_LABEL.test(label) &&
      i + 2 < all.length &&
      underLabel(all[i + 2]!)
    ) {
      all[i + 1] = label;
      continue;
    }
    if (prev !== undefined && !line.includes('\t') && !LABELLED.test(line) && !isBullet(line)) {
      const joined = joinWrapped(prev, line, false, all[i + 1], width, lowerLabels);
      if (joined !== undefined) {
        out[out.length - 1] = joined;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

const GROUP_SEPARATOR = /\s+[|·•]\s+(?=[^:,|·•]{2,30}:)/u;

/** What separates the items of a list written on one line ('Figma, Sketch', 'EPIC / Microsoft Excel'). */
const LIST_SEPARATOR = /[,•·;]| \/ | \| /u;

function skillItems(line: string, labelled: boolean): string[] {
  if (FOOTER.test(line)) return [];
  const bulleted = isBullet(line);
  let text = stripBullet(line);
  // Groups side by side on one line, each with its label ('Languages: Python, R | Tools: Tableau, Excel').
  const groups = text.split(GROUP_SEPARATOR);
  if (groups.length > 1 && groups.every((g) => LABELLED.test(g)))
    return groups.flatMap((g) => skillItems(g, labelled));
  // 'Frontend: React, Vue' — a short label before a colon is a category, not a skill.
  const label = /^([^:,]{2,30}):\s*(.+)$/u.exec(text);
  if (label && label[1]!.split(/\s+/).length <= 4) {
    if (namesOtherSection(label[1]!) && !namesKnownSkill(label[2]!)) return [];
    text = label[2]!;
  }
  // 'Design tools<tab>Figma, Sketch' — a label column beside the list (not a name its rating follows:
  // 'SketchUp<tab>●●●●● V-Ray<tab>●●●●●').
  const tab = text.indexOf('\t');
  if (tab > 0) {
    const cell = text.slice(0, tab).trim();
    const rest = text.slice(tab + 1);
    if (namesOtherSection(cell) && !namesKnownSkill(rest)) return [];
    if (
      !RATING_START.test(rest) &&
      !cell.includes(',') &&
      cell.split(' ').length <= 3 &&
      !bulleted &&
      (labelled || LIST_SEPARATOR.test(rest) || isBullet(rest) || twoJoined(rest.trim()).length > 1)
    )
      text = rest;
  }
  // A list written as a sentence ('HR: Talent Acquisition, Polish Labour Law.'): its full stop ends the list,
  // not a sentence of its last item.
  if ((label || /[,;]/u.test(text)) && /[\p{L}\p{N})]\.$/u.test(text) && !/\.\s/u.test(text))
    text = text.slice(0, -1);
  return (
    text
      // A level drawn as a run of dots or stars ('Sketch ●●●●● V-Ray') stands between two items.
      .split(/[,;•·|\t]| \/ | – | — | - (?=\p{Lu})|\s*[●○◉◯★☆]+\s*/u)
      .map((s) =>
        withoutParentheticals(s)
          // No leading \s*: it made every position of a long run of spaces rescan the run.
          .replace(
            /[:–—-]\s*(?:expert|advanced|intermediate|basic|beginner|fluent|native|\d+\+?\s*(?:years?|yrs?|ans?|jahre|años|anos|anni))\.?$/iu,
            '',
          )
          .replace(/\s+/g, ' ')
          .trim()
          // A bar's level written after the skill ('APPCC 90%', 'Python 4/5').
          .replace(/ (?:\d{1,3} ?%|[0-5] ?\/ ?5|\d{1,2} ?\/ ?10)$/u, '')
          .replace(/^(?:and|und|et|y|e)\s+/iu, ''),
      )
      .flatMap((item, _, all) => (all.length === 1 ? twoJoined(item) : [item]))
      .filter(
        (s) =>
          s.length >= 1 &&
          s.length <= 40 &&
          s.split(' ').length <= 4 &&
          !/[.!?]$/.test(s) &&
          !/^\d+$/.test(s),
      )
  );
}

/**
 * Two skills a group's list joins with 'and' when they are all it holds ('Workday and SAP SuccessFactors', 'FMEA
 * and ISO 9001', 'Asta Powerproject and Microsoft Project'; in a longer list 'A, B, and C' the 'and' ends the
 * list): apart where one is a name (of several words, or an acronym, a CamelCase name, a version) and the other a
 * name too or a known skill; a skill with 'and' in its name between two plain words ('Health and Safety', 'Sales
 * and Marketing', 'Economics and Accounting') stays whole.
 */
function twoJoined(item: string): string[] {
  const m = /^(\p{Lu}\S*(?: \S+)*?) and (\p{Lu}\S*(?: \S+)*)$/u.exec(item);
  if (!m || SKILL_INDEX.has(item.toLowerCase())) return [item];
  const [, a, b] = m as unknown as [string, string, string];
  const known = (side: string) => SKILL_INDEX.has(side.toLowerCase());
  const named = (side: string) => side.includes(' ') || /\p{Lu}{2}|\p{Ll}\p{Lu}|\d/u.test(side);
  const apart = (x: string, y: string) => named(x) && (named(y) || known(y));
  return apart(a, b) || apart(b, a) ? [a, b] : [item];
}

// A level shown beside or under a skill (a word under a bar, a tag's badge) is not a skill itself.
const PROFICIENCY = new Set(
  [
    'expert',
    'master',
    'novice',
    'advanced',
    'intermediate',
    'upper intermediate',
    'basic',
    'basics',
    'beginner',
    'elementary',
    'fluent',
    'native',
    'proficient',
    'good',
    'very good',
    'excellent',
    'working knowledge',
    'courant',
    'natif',
    'avance',
    'intermediaire',
    'debutant',
    'notions',
    'fliessend',
    'verhandlungssicher',
    'muttersprache',
    'grundkenntnisse',
    'sehr gut',
    'gut',
    'avanzado',
    'intermedio',
    'basico',
    'nativo',
    'avancado',
    'fluente',
    'madrelingua',
    'buono',
    'ottimo',
  ].map((w) => w.toLowerCase()),
);
const foldWord = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
/** Whether a list item is something other than a skill: a date, a level, a place, a spoken language. */
function notASkill(item: string, knownSkill: boolean): boolean {
  if (knownSkill) return false;
  // A rating drawn with symbols ('●●●●○', '★★★'): no letter, no digit.
  if (!/[\p{L}\p{N}]/u.test(item)) return true;
  if (PROFICIENCY.has(foldWord(item)) || /^[ABC][12]$/.test(item) || /^\d{1,3}\s?%$|^\d\/\d+$/.test(item))
    return true;
  if (isSpokenLanguage(item)) return true;
  if (normaliseDate(item) || findPeriod(item)) return true;
  return isPlace(item);
}

// Makers whose name stands before their products' ('Microsoft Word', 'Adobe PageMaker'), never a skill alone.
const VENDORS = new Set([
  'microsoft',
  'adobe',
  'google',
  'ibm',
  'oracle',
  'autodesk',
  'apple',
  'amazon',
  'atlassian',
  'corel',
  'intuit',
  'cisco',
]);

/** A line in capitals with a word of four letters or more and no list separators ('MÉTHODES', 'MACHINE LEARNING'). */
const isCapsLabel = (line: string): boolean =>
  /\p{Lu}{4}/u.test(line) && !/[\p{Ll},•·;|\t:]/u.test(line) && !isBullet(line);

/** The word right after a match (sticky: read in place, not from a copy of the rest of the line). */
const NEXT_WORD = /[\s-]*([\p{L}.]+)/uy;

/** The skills sections' items, then known skills named in the other sections, without duplicates. */
// A label cell beside a list's first item ('Clinical<tab>Patient Assessment').
const LABELLED_ITEM = /^[^\t,:]{2,30}\t[^\t]+$/u;
const shortItem = (line: string) => line.split(' ').length <= 4 && !/[.!?:]$/u.test(line);

/**
 * Skills grouped under labels inside a profile ('Clinical<tab>Patient Assessment' / 'Wound Care' / …,
 * 'Systems<tab>EPIC' / 'Microsoft Excel'): runs of a labelled item and the short items under it, two
 * items or more, one of them a known skill, as skills lists of their own.
 */
function profileGroups(sections: Section[]): Section[] {
  const out: Section[] = [];
  for (const s of sections) {
    if (s.kind !== 'summary') continue;
    const groups: string[][] = [];
    for (let i = 0; i < s.lines.length; i++) {
      const line = s.lines[i]!;
      const first = line.slice(line.indexOf('\t') + 1);
      if (!LABELLED_ITEM.test(line) || !shortItem(first)) continue;
      let end = i + 1;
      while (end < s.lines.length && !s.lines[end]!.includes('\t') && shortItem(s.lines[end]!)) end++;
      if (end - i >= 2) groups.push([first, ...s.lines.slice(i + 1, end)]);
      i = end - 1;
    }
    // One known skill among the groups makes them the profile's skills ('Clinical' lists none the vocabulary knows).
    if (groups.some((g) => g.some((item) => SKILL_INDEX.has(item.toLowerCase()))))
      out.push({ kind: 'skills', lines: groups.flat() });
  }
  // A grid of names each beside its rating marks, no heading over it ('Revit<tab>•••••<tab>SketchUp<tab>••••'):
  // the names, two or more, are skills (the spoken languages among them are left out with the other lists').
  for (const s of sections) {
    if (s.kind !== 'summary' && s.kind !== 'header') continue;
    const names = s.lines.flatMap(ratedNames);
    if (names.length >= 2) out.push({ kind: 'skills', lines: names });
  }
  // Lists one a line after their labels in the page's header or profile, no skills heading over them ('HR:<tab>
  // Talent Acquisition, Employee Relations' / 'Systems:<tab>Workday, SAP SuccessFactors'): two or more in a row,
  // one label a category word or one item a known skill.
  for (const [k, s] of sections.entries()) {
    if (s.kind !== 'summary' && s.kind !== 'header') continue;
    // A run right over a skills section is its first group, even alone ('* Marketing' / 'SEO, Brand Strategy' /
    // '* Tools', a label the heading words know).
    const overSkills = sections[k + 1]?.kind === 'skills';
    let run: string[] = [];
    const flush = (atEnd = false) => {
      const items = run.flatMap((l) =>
        l
          .slice(l.indexOf(':') + 1)
          .split(/[,;]| \/ /u)
          .map((x) => x.trim()),
      );
      if (
        (run.length >= 2 || (run.length === 1 && overSkills && atEnd)) &&
        (run.some((l) => CATEGORY_LABEL.test(l.slice(0, l.indexOf(':')))) ||
          items.some((item) => SKILL_INDEX.has(item.toLowerCase())))
      )
        out.push({ kind: 'skills', lines: run });
      run = [];
    };
    for (let i = 0; i < s.lines.length; i++) {
      // …or the label on a line of its own over its list ('* Clinical' / 'Patient Assessment, Wound Care').
      const over = labelOverList(s.lines[i]!, s.lines[i + 1]);
      const line = over ?? s.lines[i]!;
      if (over) i++;
      const label = HEADER_LIST.exec(line);
      if (label && !CONTACT_LABEL.test(label[1]!) && !/@|https?:|www\./iu.test(line)) run.push(line);
      else flush();
    }
    flush(true);
  }
  return out;
}

// A level of the Common European Framework of Reference for Languages.
const CEFR_LEVEL = /^[ABC][12]\+?$/u;
// The words of the Europass CV's self-assessment grid (its column labels and its levels' names) in its languages.
const CEFR_WORDS = new Set(
  (
    'self-assessment auto-evaluation selbstbeurteilung autoevaluacion autovalutazione auto-avaliacao european level ' +
    'niveau europeen europaische ebene nivel europeo livello europeo nivel europeu understanding speaking writing ' +
    'listening reading spoken interaction production comprendre parler ecrire ecouter lire verstehen sprechen ' +
    'schreiben horen lesen comprension habla escritura auditiva lectura interaccion expresion oral comprensione ' +
    'parlato scritto scritta orale ascolto lettura interazione produzione compreensao conversacao escrita interaccao ' +
    'interacao ecrite ecrit orale ' +
    'producao user users proficient independent basic utilisateur experimente independant elementaire usuario ' +
    'competente independiente basico utente avanzato autonomo base utilizador experiente independente elementar ' +
    'dependente in de of'
  ).split(' '),
);
/** A cell of the grid: a level, or words of the grid's only ('C1 Proficient', 'Utilizador in-', 'Spoken'). */
const cefrCell = (cell: string): boolean => {
  const words = foldText(cell)
    .toLowerCase()
    .replace(/\(\*\)|[()*:]/gu, ' ')
    .split(/[\s/]+|-(?=\s|$)/u)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => CEFR_LEVEL.test(w.toUpperCase()) || CEFR_WORDS.has(w));
};
const CEFR_NOTE =
  /Common European Framework|Cadre europ[ée]en commun|Europ[äa]ischen Referenzrahmen|Marco Com[úu]n Europeo|Quadro Comune Europeo|Quadro Europeu Comum/iu;

/**
 * The lines of a spoken-language grid in a skills section (the Europass CV's: 'Mother tongue(s)<tab>English',
 * 'Other language(s)<tab>UNDERSTANDING<tab>SPEAKING<tab>WRITING', 'Listening<tab>Reading<tab>Spoken
 * interaction<tab>Spoken production', 'French<tab>A2<tab>A2<tab>A2<tab>A2<tab>A2'): a spoken language's row of
 * levels and the rows of column labels right over it, and a label beside nothing but spoken languages. None names
 * a skill.
 */
function languageGrid(lines: string[]): Set<number> {
  const out = new Set<number>();
  // The grid's column labels and levels in words, in rows of cells ('Self-assessment (*)<tab>Understanding<tab>
  // Speaking<tab>Writing', 'C1<tab>Proficient<tab>C1<tab>Proficient', 'user<tab>user'), the languages' names
  // between those rows, and the note on the scale under it ('(*) Common European Framework of Reference (CEF) level').
  const gridRow = lines.map((line) => {
    const cells = line
      .split('\t')
      .map((c) => c.trim())
      .filter(Boolean);
    return cells.length >= 2 && cells.filter(cefrCell).length * 3 >= cells.length * 2;
  });
  lines.forEach((line, i) => {
    if (gridRow[i] || CEFR_NOTE.test(line)) out.add(i);
    else if (isSpokenLanguage(line.trim()) && (gridRow[i - 1] || gridRow[i + 1])) out.add(i);
  });
  lines.forEach((line, i) => {
    if (!line.includes('\t')) return;
    const cells = line.split('\t').map((c) => c.trim());
    const rest = cells.slice(1).flatMap((c) => c.split(/,\s*/u));
    if (rest.every((c) => isSpokenLanguage(c)) && !SKILL_INDEX.has(cells[0]!.toLowerCase())) out.add(i);
    else if (isSpokenLanguage(cells[0]!) && rest.filter((c) => CEFR_LEVEL.test(c)).length >= 2) {
      out.add(i);
      for (let j = i - 1; j >= i - 3 && j >= 0; j--) {
        // (Past the grid's rows of labels and levels in words, not past another language's row.)
        if (out.has(j) && gridRow[j]) continue;
        if (out.has(j)) break;
        if (!lines[j]!.includes('\t') || /[,;]/u.test(lines[j]!)) break;
        out.add(j);
      }
    }
  });
  return out;
}

/** The names of a line that are followed by rating marks, each of four words at most (else none). */
function ratedNames(line: string): string[] {
  const cells = line
    .replace(RATING_RUN, '\t$&\t')
    .split('\t')
    .map((c) => c.trim())
    .filter(Boolean);
  const marks = (c: string | undefined) => c !== undefined && RATING_MARKS.test(c);
  const rated = cells.filter((c, i) => !marks(c) && marks(cells[i + 1]));
  return rated.every((c) => c.split(' ').length <= 4) ? rated : [];
}

/** A short label line (a bullet before it or not) over a list line, as 'Label: list'; undefined otherwise. */
function labelOverList(line: string, next: string | undefined): string | undefined {
  if (next === undefined || !LIST_SEPARATOR.test(next) || /@|\d[\d ().-]{6,}\d|\t/u.test(next))
    return undefined;
  const label = stripBullet(line).trim();
  if (!/^\p{Lu}[\p{L}&/ -]{1,30}$/u.test(label) || label.split(' ').length > 3) return undefined;
  return `${label}: ${next}`;
}

// 'HR:<tab>Talent Acquisition, Performance Management': a short label, a colon, a list.
const HEADER_LIST = /^([^\t,:]{2,30}):\s*[^\t]+(?:,|;| \/ )[^\t]+$/u;
const CONTACT_LABEL =
  /^(?:address|adresse|direcci[oó]n|endere[cç]o|indirizzo|phone|tel|telephone|telefon|t[eé]l[eé]phone|tel[eé]fono|mobile|cell|e-?mail|courriel|website|web|nationality|nationalit[eé]|staatsangeh[oö]rigkeit|nacionalidad|born|date of birth|geburtsdatum|location|languages?)$/iu;

// 'Machine learning - scikit-learn, PyTorch': a group's label of three words at most, a dash, its list.
const DASHED_LABEL = /^(\p{Lu}[\p{L}&/]*(?: [\p{L}&/]+){0,2}) [-–—] (?=\S)/u;
/**
 * Groups' labels set apart by a dash, as a label is written with a colon ('Machine learning: scikit-learn, …'):
 * where two lines or more of the section are so, one of them a list ('Methods - Lean Six Sigma' with them).
 */
function dashedLabels(lines: string[]): string[] {
  const dashed = lines.filter((l) => !l.includes('\t') && DASHED_LABEL.test(l));
  if (dashed.length < 2 || !dashed.some((l) => l.includes(','))) return lines;
  return lines.map((l) => (l.includes('\t') ? l : l.replace(DASHED_LABEL, '$1: ')));
}

/**
 * Whether every line of a skills section is a row of tags (a row under a section's word set aside: 'Idiomas<tab>
 * Português (nativo)'), two rows or more, each opening with a word no skill list knows and then a known skill.
 */
function groupRows(lines: string[]): boolean {
  const rows = lines
    .map((l) => l.split('\t').map((c) => c.trim()))
    .filter((cells) => sectionOf(cells[0] ?? '') === undefined);
  return (
    rows.length >= 2 &&
    rows.every(
      (cells) =>
        !SKILL_INDEX.has(cells[0]!.toLowerCase()) &&
        cells.slice(1).some((c) => SKILL_INDEX.has(c.toLowerCase())),
    )
  );
}

/** A row of two tags or more in cells, each of four words at most, no list inside one. */
const tagRow = (line: string): boolean => {
  const cells = line.split('\t').map((c) => c.trim());
  return cells.length >= 2 && cells.every((c) => c !== '' && !/[,;]/u.test(c) && c.split(' ').length <= 4);
};

export function findSkills(sections: Section[]): string[] {
  const out = new Map<string, string>();
  const add = (s: string) => {
    const canonical = SKILL_INDEX.get(s.toLowerCase()) ?? s;
    const key = canonical.toLowerCase();
    if (!out.has(key)) out.set(key, canonical);
  };
  // Items of a skills list as written ('Microsoft Excel' stays so), one per skill.
  for (const s of [...sections, ...profileGroups(sections)])
    if (s.kind === 'skills') {
      const lines = unwrapList(dashedLabels(s.lines));
      // Category labels in a column beside the lists: every row of the section has one.
      // Or a list that a label column opened ('Languages<tab>Python' / 'R', then 'Machine learning<tab>
      // scikit-learn' / 'PyTorch'): two groups or more whose label stands beside their first item.
      // Or rows of tags whose first cell is a category word on one row or more ('Tools<tab>HubSpot<tab>Figma').
      const tabbed = s.lines.filter((l) => !isBullet(l) && l.includes('\t'));
      // (The spoken languages' row a template sets under the skills, 'Languages<tab>Dutch (native)', labels no
      // group of skills: under one row of tags, a flat list wrapped in its box, it tells no label column.)
      const spokenRow = (l: string) =>
        sectionOf(l.slice(0, l.indexOf('\t'))) === 'languages' &&
        !namesKnownSkill(l.slice(l.indexOf('\t') + 1));
      const skillRows = tabbed.filter((l) => !spokenRow(l));
      const labelled =
        lines.some((l) => !isBullet(l) && /^[^\t,]{2,30}\t/u.test(l) && LIST_SEPARATOR.test(l)) ||
        (tabbed.length >= 2 &&
          skillRows.length !== 1 &&
          tabbed.some((l) => {
            const cell = l.slice(0, l.indexOf('\t'));
            return CATEGORY_LABEL.test(cell) && !SKILL_INDEX.has(cell.toLowerCase());
          })) ||
        // Or a section of nothing but rows of tags, each opening with a word no skill list knows before known skills
        // ('Projeto<tab>Revit<tab>SketchUp', 'Visualização<tab>V-Ray<tab>Adobe Photoshop', a row of the spoken
        // languages after them): their groups' labels.
        groupRows(lines) ||
        (sectionOf(lines[0]?.split('\t')[0] ?? '') !== undefined &&
          lines.filter((l, i) => LABELLED_ITEM.test(l) && lines[i + 1]?.includes('\t') === false).length >=
            2);
      const grid = languageGrid(lines);
      const itemsOf = lines.map((line, i) => (grid.has(i) ? [] : skillItems(line, labelled)));
      // The spoken languages' line a template sets under the skills ('English (native), Spanish (B1)') is not
      // one of its lists: it neither holds skills nor ends a run of tags whose first is a label.
      const spoken = itemsOf.map(
        (items) =>
          items.length > 0 &&
          items.every((item) => !SKILL_INDEX.has(item.toLowerCase()) && isSpokenLanguage(item)),
      );
      const isList = lines.map((line, i) => !spoken[i] && /[,•·;|\t]/u.test(stripBullet(line)));
      // Where each run of one-item lines ends (the index of the first line after it), counted backwards once.
      const runEnd: number[] = [];
      for (let i = lines.length - 1; i >= 0; i--)
        runEnd[i] = !isList[i] && itemsOf[i]!.length === 1 ? (runEnd[i + 1] ?? lines.length) : i;
      // Category labels set in capitals over their items, one a line ('LOGICIELS' / 'AutoCAD' / 'Revit' /
      // 'MÉTHODES' / 'BIM'): where the list opens with such a line, its items are written in small letters
      // too, and another such line heads a later group, every line in capitals with a word of four letters
      // over an item is a label, a known skill or not ('MACHINE LEARNING' / 'scikit-learn'). A single one
      // at the top is more likely a product written in capitals ('DATEV' / 'SAP FI' / 'Jahresabschluss').
      const heads = lines.filter(
        (l, i) => isCapsLabel(l) && i + 1 < lines.length && !isCapsLabel(lines[i + 1]!),
      );
      const capsLabels = heads.length >= 2 && heads[0] === lines[0] && lines.some((l) => /\p{Ll}/u.test(l));
      // Lines of one phrase each over a list, at the start or after another list: where there are two or
      // more, they are the lists' category labels, even one that names a skill ('HR' / 'Talent Acquisition,
      // Performance Management', 'Systems' / 'Workday, SAP').
      const overList = lines.map(
        (line, i) =>
          itemsOf[i]!.length === 1 && !isList[i] && isList[i + 1] === true && (i === 0 || isList[i - 1]),
      );
      const listLabels = overList.filter(Boolean).length >= 2;
      lines.forEach((line, i) => {
        if (listLabels && overList[i]) return;
        // …or one alone at the section's start over a row of tags (tags wrap at a row's end, never at its start):
        // 'Marketing' / 'Content Marketing<tab>SEO<tab>Email Marketing'. (Under a row of tags, a line of one is
        // more likely its last tag wrapped: 'Polish Labour Law'.)
        if (i === 0 && overList[i] && !isBullet(line) && tagRow(lines[i + 1]!)) return;
        // A place line ('Wrocław, PL'), as a sidebar beside the list leaves among its items.
        if (isPlace(stripBullet(line))) return;
        if (capsLabels && isCapsLabel(line)) return;
        const items = itemsOf[i]!;
        // A category label on a line of its own, above its list ('Design Tools' / 'Figma, Sketch', 'Methods:').
        if (items.length === 1 && items[0]!.endsWith(':')) return;
        if (items.length === 1 && !SKILL_INDEX.has(items[0]!.toLowerCase())) {
          if (CATEGORY_LABEL.test(items[0]!)) return;
          // The first of one-item lines over a list ('HR' / 'Talent Acquisition' / 'Performance
          // Management' / 'Employee Relations<tab>Polish Labour Law': tags wrapped one a row) at the
          // section's start or after a list is its category label; the others are tags of the list. (Where a
          // label column holds the categories, such a line is a tag wrapped under its row: 'Polish Labour Law'.)
          if (!labelled && !/[,•·;|\t]/u.test(line) && (i === 0 || isList[i - 1]) && isList[runEnd[i]!])
            return;
        }
        // A country code after a place ('Wrocław, PL') is part of the place.
        const places = items.filter((item) => isPlace(item)).length;
        for (const item of items) {
          const known = SKILL_INDEX.has(item.toLowerCase());
          if (notASkill(item, known) || (places > 0 && /^[A-Z]{2}$/.test(item) && !known)) continue;
          const key = (SKILL_INDEX.get(item.toLowerCase()) ?? item).toLowerCase();
          if (!out.has(key)) out.set(key, item);
        }
      });
    }
  // A resume with a skills list names its skills there; skills named in the running text are read only
  // when it has none (else employers and products mentioned in passing are taken for skills).
  if (out.size >= 3) return [...out.values()];
  for (const s of sections) {
    if (['languages', 'interests', 'references', 'contact', 'education'].includes(s.kind)) continue;
    for (const line of s.lines) {
      for (const m of line.matchAll(RUNNING_TEXT_RE)) {
        // 'Digital Marketing Specialist' is a job title and 'SAP SE' an employer, not skills.
        NEXT_WORD.lastIndex = m.index + m[0].length;
        const next = NEXT_WORD.exec(line)?.[1] ?? '';
        if (next && (hasWordFrom(next, TITLE_WORDS) || hasWordFrom(next, COMPANY_WORDS))) continue;
        add(m[1]!);
      }
    }
  }
  return [...out.values()];
}
