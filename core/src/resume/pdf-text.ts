// PDF text in reading order, from pdf.js text items and their positions.
import Module, { createRequire } from 'node:module';
import { AppError } from '../errors.js';
import type { ResumeText } from './fields.js';
import { TABLE_HEADER, isBullet, stripBullet } from './fields/lines.js';
import { checkPdfStreams } from './pdf-streams.js';
import { MONTH_ABBR, findDate, findPeriod } from './dates.js';
import { isSectionHeading as isHeadingText, sectionOf } from './sections.js';
import { SKILL_INDEX } from './skills-vocabulary.js';
import { LIST_MARK, MARK_RUN, RATING_MARKS } from './vocabulary.js';

/** A run of text on one baseline, with its horizontal extent and the fonts of its first and last items. */
type Segment = {
  x0: number;
  x1: number;
  y: number;
  size: number;
  text: string;
  firstFont: string;
  font: string;
};

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | undefined;

/**
 * pdf.js's legacy build (the one Node 20 runs) carries core-js, which on loading replaces three built-ins of
 * the whole process with its own: Array.prototype.push (V8 does not throw when nothing is pushed onto an array
 * whose length is read-only), JSON.stringify (for JSON.rawJSON, through a replacer on every call) and JSON.parse
 * (source text access). Neither pdf.js nor this project needs those corners, and the replacements are slow:
 * pushing runs about 2.5 times and stringifying 5 times as long, in the server and the CLI alike once a PDF has
 * been read. The built-ins are put back once both of pdf.js's modules have loaded; what core-js only adds
 * (Promise.withResolvers and the like, which pdf.js calls) stays.
 */
async function withOwnBuiltins<T>(load: () => Promise<T>): Promise<T> {
  const kept = [
    [Array.prototype, 'push'],
    [JSON, 'stringify'],
    [JSON, 'parse'],
  ] as const;
  const own = kept.map(([on, key]) => Object.getOwnPropertyDescriptor(on, key)!);
  try {
    return await load();
  } finally {
    kept.forEach(([on, key], i) => Object.defineProperty(on, key, own[i]!));
  }
}

/** The classes pdf.js takes from @napi-rs/canvas when Node lacks them (it does). */
const CANVAS_CLASSES = ['DOMMatrix', 'ImageData', 'Path2D'] as const;

/**
 * pdf.js in Node requires @napi-rs/canvas (a build of Skia, 30 MB; loading pdf.js in a bare process took 1.0 s
 * of CPU with it and 0.45 s without) the moment it loads, for DOMMatrix, ImageData and Path2D, which drawing a
 * page uses and reading its text does not (pdf.js makes one DOMMatrix as it loads, and calls nothing on it). While
 * pdf.js loads, a require of the package gets an empty module and the three names stand-ins (else pdf.js prints
 * warnings); both go once it has loaded, so the process is left as it was, and a later require (drawing a page)
 * gets the real package.
 */
async function withoutCanvas<T>(load: () => Promise<T>): Promise<T> {
  let id: string | undefined;
  try {
    const pdfjsMain = createRequire(import.meta.url).resolve('pdfjs-dist');
    id = createRequire(pdfjsMain).resolve('@napi-rs/canvas');
  } catch {
    id = undefined; // not installed (an optional dependency): pdf.js finds none either way
  }
  const cache = createRequire(import.meta.url).cache;
  const global = globalThis as Record<string, unknown>;
  const standIns = CANVAS_CLASSES.filter((name) => global[name] === undefined);
  if (id && !cache[id]) {
    const empty = new Module(id);
    empty.filename = id;
    empty.loaded = true;
    cache[id] = empty;
  } else id = undefined;
  for (const name of standIns) global[name] = class {};
  try {
    return await load();
  } finally {
    if (id) delete cache[id];
    for (const name of standIns) delete global[name];
  }
}

/**
 * pdf.js, loaded lazily (it is large, and DOCX-only callers should not pay for it). Node has no web worker, so
 * pdf.js runs its worker's code in this thread; that module is loaded here too, handed to pdf.js the way it
 * documents (globalThis.pdfjsWorker), so that its own copy of core-js is undone with the other.
 */
export const loadPdfJs = (): Promise<PdfJs> =>
  (pdfjsPromise ??= withOwnBuiltins(() =>
    withoutCanvas(async () => {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
      return pdfjs;
    }),
  ));

/**
 * Makes pdf.js inflate with its own decoder in this thread. Where there is a DecompressionStream, pdf.js
 * inflates with it, and in Node each call goes through web streams laid over a zlib stream and zlib's thread
 * pool: over the template corpus, raw pdf.js text extraction took 10.0 ms of CPU a PDF that way and 5.8 ms
 * with its own decoder. The stand-in throws a constant, which pdf.js catches and falls back on (no error
 * with a stack per stream). Only for a thread that does nothing but parse (the parse threads, a benchmark);
 * gives back what puts the thread's own DecompressionStream back.
 */
export function inflateInPdfJs(): () => void {
  const global = globalThis as { DecompressionStream?: unknown };
  const own = Object.getOwnPropertyDescriptor(global, 'DecompressionStream');
  global.DecompressionStream = NoDecompressionStream;
  return () => {
    if (own) Object.defineProperty(global, 'DecompressionStream', own);
    else delete global.DecompressionStream;
  };
}

const NOT_HERE = Object.freeze({ reason: 'pdf.js inflates with its own decoder in this thread' });
class NoDecompressionStream {
  constructor() {
    throw NOT_HERE;
  }
}

export type PdfTextOptions = { maxPages: number };

/** A line, or a cell of one, ending in a hyphen: where the fields' readers ask whether TeX hyphenated. */
const ENDS_IN_HYPHEN = /[-‐‑]\s*(?:\t|$)/u;

/** Text read from one PDF at most; a resume holds a few thousand characters (a long CV some tens of thousands). */
export const PDF_TEXT_LIMITS = { maxItems: 200_000, maxChars: 2_000_000 };

const tooMuchText = () =>
  new AppError(
    'validation',
    'corrupted_file',
    'The file appears to be corrupted: it holds far more text than any resume, so it was not read.',
  );

/** Text lines of a PDF in reading order; cells and columns on one line are separated by a tab. */
export async function pdfToText(bytes: Uint8Array, opts: PdfTextOptions): Promise<ResumeText> {
  // Before pdf.js sees the file: pdf.js holds each decoded stream whole, a flate bomb would take gigabytes.
  await checkPdfStreams(bytes);
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given: pass a copy so the caller's bytes stay intact.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: 0,
    // No image is decoded for a page's drawing operations (see drawnWords), only its text's.
    maxImageSize: 1,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    const reason = e instanceof Error ? e.message : String(e);
    const password = /password/i.test(reason);
    throw new AppError(
      'validation',
      password ? 'encrypted_file' : 'corrupted_file',
      password
        ? 'This PDF is password-protected. Please upload an unprotected file.'
        : `The file appears to be corrupted: the PDF could not be read (${reason}).`,
      { cause: e },
    );
  }
  try {
    const lines: string[] = [];
    let headline: string | undefined;
    const pages = Math.min(doc.numPages, opts.maxPages);
    const left = { items: PDF_TEXT_LIMITS.maxItems, chars: PDF_TEXT_LIMITS.maxChars };
    // Text repeated on later pages (see withoutRepeats); a one-page document has none.
    const furniture = pages > 1 ? new Set<string>() : undefined;
    for (let n = 1; n <= pages; n++) {
      const page = await doc.getPage(n);
      const items = await readTextItems(page.streamTextContent(), left);
      const [, , width = 612] = page.view;
      const words = await drawnWords(page, items, pdfjs.OPS);
      const known = furniture?.size ?? 0;
      let read = pageText(items, width, n === 1, furniture, words);
      // Section titles in a ruled table's label cells, set lower than their rows' first lines: read again
      // with the page's rules (see placeInRules), the words it added to the furniture forgotten first (a set
      // keeps the order things were added in: they come last).
      const rules = read.asksRules ? await drawnRules(page, pdfjs.OPS) : [];
      if (rules.length > 0) {
        let k = 0;
        if (furniture) for (const key of furniture) if (k++ >= known) furniture.delete(key);
        read = pageText(items, width, n === 1, furniture, words, rules);
      }
      if (n === 1) headline = read.headline;
      lines.push(...read.lines);
      page.cleanup();
    }
    // TeX breaks words with hyphens of its own; a browser, a word processor or a PDF printer, as set up by
    // default, does not (see ResumeText). Their names are in the document's information dictionary, asked for
    // only when a line or a cell ends in a hyphen: nothing else reads the answer (and asking costs as much as
    // laying out a page).
    let hyphenated = false;
    if (lines.some((l) => ENDS_IN_HYPHEN.test(l))) {
      const info = (await doc.getMetadata().catch(() => undefined))?.info as
        { Producer?: unknown; Creator?: unknown } | undefined;
      hyphenated = /tex|dvipdf/i.test(`${String(info?.Producer ?? '')} ${String(info?.Creator ?? '')}`);
    }
    return { lines, headline, hyphenated };
  } finally {
    await doc.destroy();
  }
}

/**
 * A page's text items, read chunk by chunk so that a page with an absurd amount of text is stopped
 * (and pdf.js with it) once the document's allowance is spent, not after all of it is in memory.
 */
async function readTextItems(
  stream: ReadableStream<{ items: unknown[] }>,
  left: { items: number; chars: number },
): Promise<unknown[]> {
  const reader = stream.getReader();
  const items: unknown[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return items;
    for (const item of value.items) {
      left.items--;
      if (isItem(item)) left.chars -= item.str.length;
      items.push(item);
    }
    if (left.items < 0 || left.chars < 0) {
      // pdf.js stops the page's text extraction on a cancel that carries a reason (and only then).
      const reason = tooMuchText();
      await reader.cancel(reason).catch(() => undefined);
      throw reason;
    }
  }
}

/** Letters of a letter-spaced run, together (see drawnWords). */
const unspaced = (text: string): string => text.replace(/ /g, '');

/**
 * A letter-spaced run whose words the text layer cannot tell apart: pdf.js puts a space after each letter
 * and one between words alike ('W O U N D C A R E'), unless the gap is wide. Eight letters or more that spell
 * no skill the vocabulary knows (see letterSpacedWords).
 */
const wordsRunTogether = (text: string): boolean => {
  if (!(spacedCapitals(text) || SPACED_LETTERS.test(text)) || text.length < 15) return false;
  const joined = unspaced(text);
  // (In small letters, words that start with a capital are told apart by it: 'D a n i e l O k a f o r'.)
  if (!spacedCapitals(text) && /^.\P{Lu}*\p{Lu}/u.test(joined)) return false;
  return !spacedSkillOf(joined) && !SKILL_INDEX.has(joined.toLowerCase()) && !sectionOf(joined);
};

/**
 * Capitals letter-spaced so little that the text layer spaces only some of the letters, the kerned pairs and
 * the rest not ('SYST E MS', 'KO N TA K T'): groups of three capitals at most on average, a letter alone among
 * them other than a word ('A', 'I'). Where the page draws its spaces, the drawing gives the words.
 */
const LOOSE_CAPITALS = /^\p{Lu}+(?: \p{Lu}+)+$/u;
const looselySpaced = (text: string): boolean => {
  if (!LOOSE_CAPITALS.test(text) || spacedCapitals(text)) return false;
  const groups = text.split(' ');
  return (
    groups.some((g) => g.length === 1 && g !== 'A' && g !== 'I') && unspaced(text).length <= groups.length * 3
  );
};

/** Drawing operations read from a page at most (a resume page has some thousands). */
const MAX_DRAWN_OPS = 100_000;

/**
 * The words of a page's letter-spaced runs (see wordsRunTogether), by their letters together ('WOUNDCARE' ->
 * 'WOUND CARE'), from the page's drawing operations: a browser draws letter-spaced text a glyph at a time,
 * the space between words a glyph of its own, which the operations keep and the text layer loses. Read only for
 * a page with such a run: they cost about as much again as its text (no image is decoded).
 */
async function drawnWords(
  page: { getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }> },
  items: unknown[],
  ops: { beginText: number; endText: number; showText: number },
): Promise<Map<string, string> | undefined> {
  const wanted = new Set<string>();
  for (const i of items)
    if (isItem(i) && (wordsRunTogether(i.str) || looselySpaced(i.str))) wanted.add(unspaced(i.str));
  if (wanted.size === 0) return undefined;
  const list = await page.getOperatorList().catch(() => undefined);
  if (!list || list.fnArray.length > MAX_DRAWN_OPS) return undefined;
  // Each text object's glyphs, the space glyphs as spaces.
  const runs: string[] = [];
  let run = '';
  list.fnArray.forEach((fn, k) => {
    if (fn === ops.beginText) run = '';
    else if (fn === ops.endText) runs.push(run);
    else if (fn === ops.showText) {
      const [glyphs] = list.argsArray[k] as [Array<number | { unicode?: string; isSpace?: boolean }>];
      for (const g of glyphs)
        if (typeof g === 'object' && g !== null) run += g.isSpace ? ' ' : (g.unicode ?? '');
    }
  });
  // A page that draws no space glyph (TeX sets its spaces as gaps) tells no words apart.
  if (!runs.some((r) => /\S\s+\S/u.test(r))) return undefined;
  const words = new Map<string, string>();
  for (const r of runs) {
    const text = r.replace(/\s+/gu, ' ').trim();
    // Where a run of the text layer stands in the text object: its letters, and the spaces between them.
    const starts: number[] = [];
    let letters = '';
    for (let c = 0; c < text.length; c++)
      if (text[c] !== ' ') {
        starts.push(c);
        letters += text[c];
      }
    for (const joined of wanted) {
      const at = letters.indexOf(joined);
      if (at < 0 || words.has(joined)) continue;
      words.set(joined, text.slice(starts[at], starts[at + joined.length - 1]! + 1));
    }
  }
  return words.size > 0 ? words : undefined;
}

/** A horizontal rule drawn on a page (a table's border, a line under a title): its extent and height. */
type Rule = { x0: number; x1: number; y: number };

/**
 * The horizontal rules a page draws, in the text's coordinates: lines and thin filled boxes 2 points high at
 * most, from the page's drawing operations (the transformation matrix followed through
 * saved states and forms). Read only for a page that asks (see placeInRules); none for a page with too many.
 */
async function drawnRules(
  page: { getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }> },
  ops: PdfJs['OPS'],
): Promise<Rule[]> {
  const list = await page.getOperatorList().catch(() => undefined);
  if (!list || list.fnArray.length > MAX_DRAWN_OPS) return [];
  const rules: Rule[] = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  const times = (m: unknown): number[] => {
    if (!Array.isArray(m) && !ArrayBuffer.isView(m)) return ctm;
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = Array.from(m as ArrayLike<number>);
    const [p, q, r, s, t, u] = ctm as [number, number, number, number, number, number];
    return [p * a + r * b, q * a + s * b, p * c + r * d, q * c + s * d, p * e + r * f + t, q * e + s * f + u];
  };
  const { save, restore, transform, paintFormXObjectBegin, paintFormXObjectEnd, constructPath, endPath } =
    ops;
  for (let k = 0; k < list.fnArray.length; k++) {
    const fn = list.fnArray[k];
    const args = list.argsArray[k] as unknown[] | null;
    if (fn === save) saved.push(ctm);
    else if (fn === restore || fn === paintFormXObjectEnd) ctm = saved.pop() ?? ctm;
    else if (fn === transform) ctm = times(args);
    else if (fn === paintFormXObjectBegin) {
      saved.push(ctm);
      ctm = times(args?.[0]);
    } else if (fn === constructPath && args && args[0] !== endPath) {
      const box = args[2] as ArrayLike<number> | null;
      if (!box || box.length < 4) continue;
      const [p, q, r, s, t, u] = ctm as [number, number, number, number, number, number];
      const xs: number[] = [];
      const ys: number[] = [];
      for (const [x, y] of [
        [box[0]!, box[1]!],
        [box[2]!, box[3]!],
        [box[0]!, box[3]!],
        [box[2]!, box[1]!],
      ] as const) {
        xs.push(p * x + r * y + t);
        ys.push(q * x + s * y + u);
      }
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      if (y1 - y0 <= 2) rules.push({ x0, x1, y: (y0 + y1) / 2 });
    }
  }
  return rules;
}

/**
 * The rules of the page being read, given by pdfToText on a second reading (see placeInRules), and whether its
 * first reading asked for them. Set by pageText around one synchronous reading of a page.
 */
let ruling: { rules?: readonly Rule[]; asked: boolean } = { asked: false };

/**
 * One page's text lines in reading order, and the text set in its largest type, from its pdf.js text
 * items (`{ str, transform, width, height, fontName }`) and its width; `words`, the words of its
 * letter-spaced runs where the text layer ran them together (see drawnWords).
 */
export function pageText(
  items: unknown[],
  pageWidth: number,
  withHeadline = true,
  furniture?: Set<string>,
  words?: ReadonlyMap<string, string>,
  rules?: readonly Rule[],
): { lines: string[]; headline: string | undefined; asksRules: boolean } {
  const placed = placedItems(items, words);
  const rows = toRows(furniture ? withoutRepeats(placed, furniture) : placed);
  const headline = withHeadline ? headlineOf(rows) : undefined;
  ruling = { rules, asked: false };
  try {
    return {
      lines: readingOrder(rows, pageWidth).map(withComposedAccents),
      headline: headline && withComposedAccents(headline),
      asksRules: ruling.asked,
    };
  } finally {
    ruling = { asked: false };
  }
}

type Item = { str: string; transform: number[]; width: number; height: number; fontName?: string };
const isItem = (i: unknown): i is Item =>
  typeof i === 'object' &&
  i !== null &&
  'str' in i &&
  'transform' in i &&
  Array.isArray((i as Item).transform);

/**
 * A text item placed on the page: its baseline, horizontal extent, type size and font; `aside` when it is
 * set over other text of its row in another type size (see markAsides).
 */
type Placed = {
  x0: number;
  x1: number;
  y: number;
  size: number;
  text: string;
  font: string;
  aside?: true;
  /** Starts a cell of a table row set close to the previous one (see markCellStarts). */
  cell?: true;
  /** A letter-spaced word's advance per letter (see LETTER_SPACED). */
  pitch?: number;
  /** Turned a quarter: -1 reading down, 1 reading up (see turnedLines). */
  turned?: number;
  /** The advance of every character, in a monospaced font (see monospaced). */
  mono?: number;
};

// Three capitals or more, each after a space but the first: one letter-spaced word. (Letter-spaced words in
// small letters keep their spaces: 'P r i y a R a g h u n a t h a n' tells its words apart only by case,
// which the name's reading uses.)
// A kerned pair keeps its two letters together ('PAT I E N T', 'TA B L E A U'): most groups are one letter.
const LETTER_SPACED = /^\p{Lu}{1,3}(?: \p{Lu}[\p{Lu}-]{0,2}){2,}$/u;
/** Whether at least `share` of a run's space-separated groups are one character each (the rest kerned pairs). */
const mostlySingle = (text: string, share: number): boolean => {
  const groups = text.split(' ');
  return groups.filter((g) => g.length === 1).length >= groups.length * share;
};
/** Capitals set letter-spaced in one run (see LETTER_SPACED); not fields/lines' `letterSpaced`, for names. */
const spacedCapitals = (text: string): boolean => LETTER_SPACED.test(text) && mostlySingle(text, 2 / 3);
let spacedSkills: Map<string, string> | undefined;
/** The known skill of several words whose letters together these are ('WOUNDCARE': 'wound care'). */
const spacedSkillOf = (joined: string): string | undefined => {
  if (!spacedSkills) {
    spacedSkills = new Map();
    for (const skill of SKILL_INDEX.keys())
      if (/\s/u.test(skill)) spacedSkills.set(skill.replace(/\s/gu, '').toUpperCase(), skill);
  }
  return spacedSkills.get(joined.toUpperCase());
};
/**
 * A letter-spaced run's letters together; its words where the page's drawing shows them (`words`, see
 * drawnWords) or where they spell a known skill of several words ('WOUNDCARE'): the text layer spaces a
 * word's letters and the words alike.
 */
const letterSpacedWords = (text: string, words?: ReadonlyMap<string, string>): string => {
  const joined = unspaced(text);
  return words?.get(joined) ?? spacedSkillOf(joined)?.toUpperCase() ?? joined;
};
const SPACED_LETTERS = /^\p{L}(?: \p{L}){2,}$/u;
const blank = (i: Item | undefined): boolean => i !== undefined && i.str !== '' && i.str.trim() === '';
// A period or date letter-spaced in one run ('0 1 / 2 0 2 1 – P R E S E N T'): its characters together, the
// dash between its ends spaced again.
const SPACED_DATE = /^[\p{L}\p{N}/.–—-](?: [\p{L}\p{N}/.–—-]){5,}$/u;
const spacedDate = (text: string): string | undefined => {
  if (!SPACED_DATE.test(text) || !/\d.*\d/u.test(text)) return undefined;
  const joined = text.replace(/ /g, '').replace(/([–—])/gu, ' $1 ');
  const period = findPeriod(joined) ?? findDate(joined);
  return period && period.index === 0 && period.length === joined.length ? joined : undefined;
};
// An e-mail address or a phone number letter-spaced in one run ('o l i v i a . h a r t l e y @ n h s m a i l . c o .
// u k', '0 7 7 0 0 9 0 0 1 1 1'): neither has spaces of its own to keep.
// (A kerned pair keeps its two characters together: 'y.'.)
const SPACED_RUN = /^\S\S?(?: \S\S?){7,}$/u;
const spacedContact = (text: string): string | undefined => {
  if (!SPACED_RUN.test(text) || !mostlySingle(text, 3 / 4)) return undefined;
  const joined = text.replace(/ /g, '');
  return /^[^@\s]+@[^@\s]+\.\p{L}{2,}$/u.test(joined) || /^\+?[\d()./-]{7,}$/u.test(joined)
    ? joined
    : undefined;
};
// Private-use code points are icon-font glyphs (phone, envelope, map pin), never text…
const PRIVATE_USE = /[\uE000-\uF8FF]/gu;
// …but Linux Libertine and Biolinum set some ligatures as glyphs of that area, and a browser's PDF gives their
// code points (the fonts' own glyph names: U+E039 'f_t', U+E03C 't_t', U+E048 'Q_u'): the letters, where the
// glyph touches a letter of its word ('Microso' + U+E039 → 'Microsoft', U+E048 + 'een's' → 'Queen's').
const LIGATURE: Record<string, string> = {
  '\uE030': 'fb',
  '\uE032': 'ffh',
  '\uE033': 'ffj',
  '\uE034': 'ffk',
  '\uE035': 'fft',
  '\uE036': 'fh',
  '\uE037': 'fj',
  '\uE038': 'fk',
  '\uE039': 'ft',
  '\uE03A': 'ck',
  '\uE03B': 'ch',
  '\uE03C': 'tt',
  '\uE03D': 'ct',
  '\uE048': 'Qu',
  '\uE049': 'Th',
  '\uE04A': 'tz',
};
const LIGATURE_IN_WORD = /(?<=\p{L})[\uE030-\uE04A](?=\p{L}|$)|(?<=^|[^\p{L}])[\uE030-\uE04A](?=\p{L})/gu;
const withLigatures = (text: string): string =>
  text.replace(LIGATURE_IN_WORD, (g) => LIGATURE[g] ?? g).replace(PRIVATE_USE, '');

// TeX's accents in its 7-bit fonts: the accent's own glyph, then the letter, often in two items ('Bo˙' 'zek',
// 'Radk´' 'ow'): put together where the lines are.
const SPACING_ACCENT: Record<string, string> = {
  '˙': '\u0307',
  '´': '\u0301',
  '¨': '\u0308',
  ˆ: '\u0302',
  '˜': '\u0303',
  ˇ: '\u030C',
  '¯': '\u0304',
  '˘': '\u0306',
  '˚': '\u030A',
  '˝': '\u030B',
};
const ACCENTS = `[${Object.keys(SPACING_ACCENT).join('')}]`;
const ACCENT = new RegExp(ACCENTS, 'u');
const ACCENT_THEN_LETTER = new RegExp(`(${ACCENTS})(\\p{L})`, 'gu');
/** A spacing accent before a letter as the accented letter, where Unicode has one ('˙z' → 'ż'); else unchanged. */
const withComposedAccents = (text: string): string =>
  ACCENT.test(text)
    ? text.replace(ACCENT_THEN_LETTER, (pair, accent: string, letter: string) => {
        const composed = (letter + SPACING_ACCENT[accent]!).normalize('NFC');
        return composed.length === 1 ? composed : pair;
      })
    : text;
/** A section title, also as TeX sets accents apart in fonts without accented letters ('Exp´erience'). */
const isSectionHeading = (text: string): boolean => isHeadingText(withComposedAccents(text));
const ICON_NAME = /^[A-Za-z][A-Za-z-]+$/u;

/**
 * The page's text items with their positions. Items in an icon font — a font that sets only single
 * glyphs on the page (the phone or envelope symbol before a contact detail, a list mark) — are dropped:
 * their glyphs map to arbitrary letters ('Ȳ', 'a', 'f').
 */
function placedItems(raw: unknown[], words?: ReadonlyMap<string, string>): Placed[] {
  const ligatures = new Set<Placed>();
  const items = raw
    .filter(isItem)
    .map((i, k, all) => {
      // Read by index: a destructuring pattern would walk the array's iterator for every item.
      const t = i.transform;
      const a = orZero(t[0]);
      const b = orZero(t[1]);
      const x = orZero(t[4]);
      const y = orZero(t[5]);
      const size = Math.hypot(a, b) || i.height || 10;
      // (A ligature glyph alone in its item: its letters for now, kept below only where it touches a word.)
      const ligature = LIGATURE[i.str];
      let text = ligature ?? withLigatures(i.str);
      // A word set in an em or less is one glyph whose name the text layer gives ('SUITCASE', 'MOBILE-ALT',
      // 'Map-marker-alt': an icon font's glyphs named for what they show), no text.
      if (text.length >= 4 && i.width > 0 && i.width <= size * 1.25 && ICON_NAME.test(text)) text = '';
      // Letter-spaced type set as one run with a space after every letter ('E X P E R I E N C E', 'M A R C U S'
      // then 'R E E D' as a run of its own): the word, its letters together.
      let pitch: number | undefined;
      if (spacedCapitals(text)) {
        text = letterSpacedWords(text, words);
        pitch = i.width / text.length;
      } else if (words?.has(unspaced(text))) {
        // …in small letters in one run, or capitals spaced only here and there ('SYST E MS'): the words the
        // page draws ('I n g é n i e u r e g é n i e').
        text = words.get(unspaced(text))!;
        pitch = i.width / text.length;
      } else if (SPACED_LETTERS.test(text) && text.length <= 23 && (blank(all[k - 1]) || blank(all[k + 1]))) {
        // …in small letters, every letter alone, a run a word with a space of its own between the runs ('T h o m a
        // s' ' ' 'v a n' ' ' 'D i j k'): the word, its letters together. (In one run, 'I n g é n i e u r e g é n
        // i e', the words cannot be told apart and the letters stay spaced), a new word at a capital after a small
        // letter ('D a n i e l O k a f o r').
        text = text.replace(/ /g, '').replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ');
        pitch = i.width / text.length;
      } else if (text.length >= 11) text = spacedDate(text) ?? spacedContact(text) ?? text;
      const placed: Placed = { x0: x, x1: x + i.width, y, size, text, font: i.fontName ?? '' };
      if (pitch !== undefined) placed.pitch = pitch;
      if (ligature) ligatures.add(placed);
      // Turned a quarter, reading down (b < 0) or up (b > 0): where it starts at the top, its run upright.
      if (Math.abs(orZero(t[0])) < 1e-3 && b !== 0) {
        placed.turned = Math.sign(b);
        placed.x1 = x + size;
        if (b > 0) placed.y = y + i.width;
      }
      return placed;
    })
    .filter((i) => i.text.trim() !== '');
  if (ligatures.size > 0) lettersOfLigatures(items, ligatures);
  turnedLines(items);
  withoutShadows(items);
  ratedCells(items);
  wrappedRatings(items);
  monospaced(items);
  centredCells(items);
  const longText = new Set<string>();
  for (const i of items) if (!longText.has(i.font) && textRun(i.text)) longText.add(i.font);
  // A letter from a fallback font set inside a word ('Ś' and 'ą' of 'Śląski' where the main font lacks
  // them) touches its word's other letters; an icon stands a space apart from the text it marks.
  const inWord = (k: number): boolean => {
    const it = items[k]!;
    const touches = (other: Placed | undefined) =>
      other !== undefined &&
      longText.has(other.font) &&
      Math.abs(other.y - it.y) < it.size * 0.2 &&
      (Math.abs(other.x0 - it.x1) < it.size * 0.1 || Math.abs(it.x0 - other.x1) < it.size * 0.1);
    return /^\p{L}{1,3}$/u.test(it.text) && (touches(items[k - 1]) || touches(items[k + 1]));
  };
  return items.filter((i, k) => longText.has(i.font) || /^[\p{N}\p{P}]$/u.test(i.text.trim()) || inWord(k));
}

/**
 * Whether a run shows a text font: two characters or more, and a word of three different letters or more, or no
 * letter at all ('2019 – 2021'). An icon font's runs are one glyph, or a rating's glyphs repeated ('ĪĪĪff': five
 * circles, three full), whatever letters they map to.
 */
function textRun(text: string): boolean {
  const t = text.trim();
  if (t.length < 2) return false;
  const words = t.match(/\p{L}+/gu);
  return words === null || words.some((w) => w.length >= 3 && new Set(w).size >= 3);
}

/**
 * Ligature glyphs set as items of their own (see LIGATURE): their letters where they touch a letter of the item
 * before or after on their line, else nothing (an icon the font happens to share the code point with). Changes
 * `items` in place.
 */
function lettersOfLigatures(items: Placed[], ligatures: Set<Placed>): void {
  const touches = (it: Placed, other: Placed | undefined, before: boolean) =>
    other !== undefined &&
    !ligatures.has(other) &&
    Math.abs(other.y - it.y) < it.size * 0.2 &&
    (before
      ? Math.abs(it.x0 - other.x1) < it.size * 0.1 && /\p{L}$/u.test(other.text)
      : Math.abs(other.x0 - it.x1) < it.size * 0.1 && /^\p{L}/u.test(other.text));
  let kept = 0;
  items.forEach((it, k) => {
    if (!ligatures.has(it) || touches(it, items[k - 1], true) || touches(it, items[k + 1], false))
      items[kept++] = it;
  });
  items.length = kept;
}

/**
 * Text printed twice a point or so apart (a CSS text-shadow, bold faked by overprinting): the first copy only.
 * Removed from `items` in place.
 */
function withoutShadows(items: Placed[]): void {
  const byText = new Map<string, Placed[]>();
  let kept = 0;
  for (const it of items) {
    const same = byText.get(it.text);
    const near = (o: Placed) =>
      Math.abs(o.x0 - it.x0) < it.size * 0.15 &&
      Math.abs(o.y - it.y) < it.size * 0.15 &&
      Math.abs(o.size - it.size) < 0.5;
    if (same?.some(near)) continue;
    if (same) same.push(it);
    else byText.set(it.text, [it]);
    items[kept++] = it;
  }
  items.length = kept;
}

/**
 * Skills in a grid beside rating marks, each name wrapped in its narrow cell and centred on its marks
 * ('Mergers' / '&' / 'Acquisitions' left of '•••••', 'Contract' / 'Drafting' left of the next): each cell's
 * words, one item on the marks' baseline in place of its lines. Only where two marks or more share a row (a
 * grid), and only the words set flush at one left edge between the marks before and these, their lines close
 * together and centred on the marks. Changes `items` in place.
 */
function ratedCells(items: Placed[]): void {
  const marks = items.filter((i) => RATING_MARKS.test(i.text.trim()));
  if (marks.length < 2) return;
  const gone = new Set<Placed>();
  for (const mark of marks) {
    const row = marks.filter((m) => Math.abs(m.y - mark.y) < 1).sort((a, b) => a.x0 - b.x0);
    if (row.length < 2) continue;
    const before = row.filter((m) => m.x1 <= mark.x0 + 0.5).at(-1);
    const left = before?.x1 ?? -Infinity;
    const near = items.filter(
      (i) =>
        !gone.has(i) &&
        !RATING_MARKS.test(i.text.trim()) &&
        i.text.trim() !== '' &&
        i.x0 >= left - 0.5 &&
        i.x0 < mark.x0 &&
        Math.abs(i.y - mark.y) < mark.size * 2,
    );
    if (near.length < 2) continue;
    const edge = Math.min(...near.map((i) => i.x0));
    const column = near.filter((i) => Math.abs(i.x0 - edge) < 1).sort((a, b) => b.y - a.y);
    // The lines next to each other around the marks' baseline (not a line of the next row under them).
    const size = column[0]!.size;
    let at = 0;
    column.forEach((i, k) => {
      if (Math.abs(i.y - mark.y) < Math.abs(column[at]!.y - mark.y)) at = k;
    });
    let top = at;
    let bottom = at;
    const close = (a: Placed, b: Placed) => a.y - b.y <= size * 2.2 && Math.abs(a.size - b.size) < 0.5;
    while (top > 0 && close(column[top - 1]!, column[top]!)) top--;
    while (bottom + 1 < column.length && close(column[bottom]!, column[bottom + 1]!)) bottom++;
    const stack = column.slice(top, bottom + 1);
    if (stack.length < 2) continue;
    // Marks of their own beside the stack's other lines: a table of rated names one a row, not one cell.
    const span = (m: Placed) => m.y < stack[0]!.y + size && m.y > stack.at(-1)!.y - size;
    if (marks.some((m) => Math.abs(m.x0 - mark.x0) < 1 && Math.abs(m.y - mark.y) >= 1 && span(m))) continue;
    const centre = (stack[0]!.y + stack.at(-1)!.y) / 2;
    if (Math.abs(centre - mark.y) > mark.size * 0.5) continue;
    const [first, ...rest] = stack;
    first!.text = stack.map((i) => i.text.trim()).join(' ');
    // (A long word runs under the marks: the cell ends where they start.)
    first!.x1 = Math.min(Math.max(...stack.map((i) => i.x1)), mark.x0);
    first!.y = mark.y;
    for (const i of rest) gone.add(i);
  }
  withoutGone(items, gone);
}

// Letters a proportional face sets narrow.
const NARROW_LETTERS = /[ilIjtf.,:;'’|!]/u;

/**
 * Marks the items of each font whose words all advance alike for their size: three words of three characters or more
 * (no space in them; one with a narrow letter, one without), over half an em a character (a typewriter face
 * sets 0.55-0.6 em), their advances within 2 % of each other (a proportional face's words differ far more). Such a face's word space is a character's advance: the words of a line so far
 * apart are joined into one item, a phrase.
 */
function monospaced(items: Placed[]): void {
  const faces = new Map<string, { advances: number[]; narrow: boolean; wide: boolean }>();
  // (`wide`: a word with no narrow letter.)
  for (const it of items) {
    const chars = [...it.text];
    if (chars.length < 3 || it.text.includes(' ') || it.pitch !== undefined || it.turned !== undefined)
      continue;
    const face = faces.get(it.font) ?? { advances: [], narrow: false, wide: false };
    face.advances.push((it.x1 - it.x0) / chars.length / it.size);
    if (NARROW_LETTERS.test(it.text)) face.narrow = true;
    else face.wide = true;
    faces.set(it.font, face);
  }
  // Each monospaced font's advance in ems.
  const mono = new Map<string, number>();
  for (const [font, { advances, narrow, wide }] of faces) {
    const [low, high] = [Math.min(...advances), Math.max(...advances)];
    // (Words with narrow letters and words without among them: else alike advances tell nothing.)
    if (advances.length >= 3 && narrow && wide && low >= 0.54 && high <= low * 1.02)
      mono.set(font, (low + high) / 2);
  }
  if (mono.size === 0) return;
  for (const it of items) {
    const em = mono.get(it.font);
    if (em !== undefined) it.mono = em * it.size;
  }
  // The words of one line a character's advance apart, one item each in the text layer: one phrase (else a column's
  // edge is looked for between them).
  const gone = new Set<Placed>();
  let phrase: Placed | undefined;
  for (const it of items) {
    const gap = phrase ? it.x0 - phrase.x1 : Infinity;
    if (
      phrase?.mono !== undefined &&
      it.font === phrase.font &&
      Math.abs(it.size - phrase.size) < 0.1 &&
      Math.abs(it.y - phrase.y) < 0.1 &&
      gap >= -0.1 &&
      gap <= phrase.mono * 1.25
    ) {
      phrase.text = `${phrase.text.trimEnd()} ${it.text.trimStart()}`;
      phrase.x1 = it.x1;
      gone.add(it);
    } else phrase = it;
  }
  withoutGone(items, gone);
}

/**
 * A grid of rated names set in columns, each column's cell a list of names beside a cell of their ratings, where
 * names and ratings wrap in their narrow cells (a word processor's table: 'Sketch' / 'Up' beside '●●●●●' / '●●●●●',
 * 'AutoCAD' / 'V-Ray' beside '●●●●' / '●' / '●●●●' / '●', 'Adobe' / 'Photoshop' beside '●●●' / '●●'). A rating is
 * as many marks as the longest run on the page; each rating's marks become one item, on the line of its name, and
 * each name one item: where there are more lines of names than ratings, a line beside a rating's first marks starts
 * a name and the others end it (its two parts one word where that spells a known skill: 'SketchUp').
 */
function wrappedRatings(items: Placed[]): void {
  const marks = items.filter((i) => MARK_RUN.test(i.text.trim()));
  const count = (m: Placed) => [...m.text.trim()].length;
  const scale = Math.max(0, ...marks.filter((m) => RATING_MARKS.test(m.text.trim())).map(count));
  if (scale < 3 || marks.length < 3) return;
  const columns: Placed[][] = [];
  for (const m of [...marks].sort((a, b) => b.y - a.y)) {
    const column = columns.find((c) => Math.abs(c[0]!.x0 - m.x0) < 1 && c.at(-1)!.y - m.y <= m.size * 1.6);
    if (column) column.push(m);
    else columns.push([m]);
  }
  const gone = new Set<Placed>();
  for (const column of columns) {
    if (!column.some((m) => !RATING_MARKS.test(m.text.trim())) && column.length < 2) continue;
    const starts: Placed[][] = [];
    let total = 0;
    for (const m of column) {
      if (total % scale === 0) starts.push([]);
      starts.at(-1)!.push(m);
      total += count(m);
    }
    if (total % scale !== 0) continue;
    const [top] = column;
    const size = top!.size;
    // The names: from the first rating's line down, in one x, left of the marks and right of the marks before them.
    const before = Math.max(
      -Infinity,
      ...marks.filter((m) => m.x1 <= top!.x0 && Math.abs(m.y - top!.y) < 1).map((m) => m.x1),
    );
    const first = items.find(
      (i) =>
        !MARK_RUN.test(i.text.trim()) &&
        Math.abs(i.y - top!.y) < 1 &&
        i.x0 >= before &&
        i.x1 <= top!.x0 + 0.5,
    );
    if (!first) continue;
    const names = [first];
    for (;;) {
      const last = names.at(-1)!;
      const next = items.find(
        (i) =>
          Math.abs(i.x0 - first.x0) < 1 &&
          i.y < last.y &&
          last.y - i.y <= size * 1.6 &&
          !MARK_RUN.test(i.text.trim()),
      );
      if (!next) break;
      names.push(next);
    }
    if (names.length < starts.length || names.some((n) => wordCount(n.text) > 4)) continue;
    const groups: Placed[][] = [];
    if (names.length === starts.length) groups.push(...names.map((n) => [n]));
    else
      for (const n of names) {
        if (starts.some((r) => Math.abs(r[0]!.y - n.y) < 1)) groups.push([n]);
        else if (groups.length > 0) groups.at(-1)!.push(n);
      }
    if (groups.length !== starts.length) continue;
    groups.forEach((group, k) => {
      const [name, ...rest] = group as [Placed, ...Placed[]];
      for (const part of rest) {
        const word = name.text.trim() + part.text.trim();
        name.text = SKILL_INDEX.has(word.toLowerCase()) ? word : `${name.text.trim()} ${part.text.trim()}`;
        name.x1 = Math.max(name.x1, part.x1);
        gone.add(part);
      }
      const [rating, ...more] = starts[k] as [Placed, ...Placed[]];
      rating.text = [rating, ...more].map((m) => m.text.trim()).join('');
      rating.y = name.y;
      for (const m of more) gone.add(m);
    });
  }
  withoutGone(items, gone);
}

/** `items` without those in `gone`, in place (the cells merged into another item). */
function withoutGone(items: Placed[], gone: Set<Placed>): void {
  if (gone.size === 0) return;
  let kept = 0;
  for (const it of items) if (!gone.has(it)) items[kept++] = it;
  items.length = kept;
}

/**
 * A row of boxes whose names wrap onto two lines, a one-line name set in the middle of its box between them
 * ('Mergers &' 'Contract' 'Due' / 'Negotiation' / 'Acquisitions' 'Drafting' 'Diligence': tags of a fixed width,
 * centred in their row): each two-line name as one item at the row's middle, so the row reads as one line of
 * cells. Rows of tags one under the other have no name between their lines.
 */
function centredCells(items: Placed[]): void {
  const rows = new Map<number, Placed[]>();
  for (const it of items) {
    if (it.text.trim() === '' || it.turned) continue;
    const key = Math.round(it.y * 2) / 2;
    const row = rows.get(key);
    if (row) row.push(it);
    else rows.set(key, [it]);
  }
  if (rows.size < 3) return;
  const ys = [...rows.keys()].sort((a, b) => b - a);
  const gone = new Set<Placed>();
  for (let k = 1; k + 1 < ys.length; k++) {
    const middle = rows.get(ys[k]!)!;
    if (middle.length > 2) continue;
    for (const m of middle) {
      if (gone.has(m) || !WORDLIKE.test(m.text) || wordCount(m.text) > 3) continue;
      const like = (i: Placed) => i.font === m.font && Math.abs(i.size - m.size) < 0.5 && !gone.has(i);
      // The lines above and below, as far from it each way, a line apart.
      const above = ys.slice(0, k).filter((y) => y - m.y > m.size * 0.4 && y - m.y < m.size * 1.1);
      for (const ya of above) {
        const yb = m.y - (ya - m.y);
        const below = ys.find((y) => Math.abs(y - yb) < m.size * 0.15);
        if (below === undefined) continue;
        const top = rows.get(ya)!.filter(like);
        const bottom = rows.get(below)!.filter(like);
        const pairs = top
          .map((a) => [a, bottom.find((b) => Math.abs(b.x0 - a.x0) < 1)] as const)
          .filter((p): p is readonly [Placed, Placed] => p[1] !== undefined);
        if (pairs.length < 2 || pairs.length !== bottom.length) continue;
        // The middle name stands in a box of its own: beside the pairs, not under one.
        const overlaps = (i: Placed) => i.x0 < m.x1 && m.x0 < i.x1;
        if ([...top, ...bottom].some(overlaps)) continue;
        const near = Math.min(
          ...pairs.map(([a, b]) => Math.min(Math.abs(m.x0 - Math.max(a.x1, b.x1)), Math.abs(a.x0 - m.x1))),
        );
        if (near > m.size * 6) continue;
        for (const [a, b] of pairs) {
          a.text = `${a.text.trim()} ${b.text.trim()}`;
          a.x1 = Math.max(a.x1, b.x1);
          a.y = m.y;
          gone.add(b);
        }
        break;
      }
    }
  }
  withoutGone(items, gone);
}

/**
 * Text turned a quarter (a section's name set up the side of its band, 'EXPERIÊNCIA' / 'PROFISSIONAL' as two
 * turned lines): the lines that start at one height in one size, in their reading order (reading down, the next
 * line is to the left; reading up, to the right), one item where they start, in place of the first.
 */
function turnedLines(items: Placed[]): void {
  for (let k = 0; k < items.length; k++) {
    const it = items[k]!;
    if (!it.turned) continue;
    for (let j = k + 1; j < items.length; j++) {
      const next = items[j]!;
      if (next.turned !== it.turned || Math.abs(next.y - it.y) > 1 || Math.abs(next.size - it.size) > 0.5)
        continue;
      if (Math.abs(next.x0 - it.x0) > it.size * 1.6 * it.text.split(' ').length) continue;
      const after = it.turned < 0 ? next.x0 < it.x0 : next.x0 > it.x0;
      it.text = after ? `${it.text} ${next.text}` : `${next.text} ${it.text}`;
      it.x0 = Math.min(it.x0, next.x0);
      it.x1 = Math.max(it.x1, next.x1);
      items.splice(j--, 1);
    }
  }
}

/**
 * Page furniture: text set again, word for word and at the same place, on a later page (a menu of section
 * links down the margin of every page, a running head with the name) is dropped there; the first page
 * keeps its copy. `seen` holds the places of the earlier pages' words and takes this page's. Only items
 * with two letters in a row count, so a list mark or a lone digit at a place used before stays.
 */
function withoutRepeats(items: Placed[], seen: Set<string>): Placed[] {
  const kept: Placed[] = [];
  const keys: string[] = [];
  for (const i of items) {
    if (!TWO_LETTERS.test(i.text)) {
      kept.push(i);
      continue;
    }
    const key = `${Math.round(i.x0)},${Math.round(i.y)},${i.text}`;
    if (!seen.has(key)) kept.push(i);
    keys.push(key);
  }
  for (const key of keys) seen.add(key);
  return kept;
}
const TWO_LETTERS = /\p{L}\p{L}/u;

/** A missing transform entry as 0 (what a destructuring default gives). */
const orZero = (v: number | undefined): number => (v === undefined ? 0 : v);

/** Items grouped by baseline, top to bottom, each row left to right. */
function toRows(items: Placed[]): Placed[][] {
  const sorted = [...items].sort((p, q) => q.y - p.y || p.x0 - q.x0);
  const rows: Placed[][] = [];
  let row: Placed[] | undefined;
  for (const it of sorted) {
    const first = row?.[0];
    if (
      row &&
      first &&
      (Math.abs(first.y - it.y) < Math.min(first.size, it.size) * 0.4 || topAligned(row, first, it))
    )
      row.push(it);
    else {
      row = [it];
      rows.push(row);
    }
  }
  // An item between two baselines belongs to the nearer one (a place set a point lower than a stacked
  // date's bar, on its employer's line).
  for (let i = 0; i + 1 < rows.length; i++) {
    const y = rows[i]![0]!.y;
    const next = rows[i + 1]![0]!;
    const moving = rows[i]!.filter(
      (it, k) =>
        k > 0 &&
        Math.abs(it.y - next.y) < Math.abs(it.y - y) &&
        Math.abs(it.y - next.y) < Math.min(it.size, next.size) * 0.4,
    );
    if (moving.length === 0) continue;
    rows[i] = rows[i]!.filter((it) => !moving.includes(it));
    rows[i + 1]!.push(...moving);
  }
  for (const r of rows) {
    r.sort((p, q) => p.x0 - q.x0);
    markAsides(r);
  }
  markCellStarts(rows);
  return rows;
}

/**
 * Whether an item in clearly bigger or smaller type is set beside a row with their tops aligned, as a grid
 * or a flex box with its items at the start sets them (a section title in a left column beside its first
 * entry's line: 'Formación' at 14 pt, its baseline 4 pt under the 11 pt entry's): the same row, though the
 * baselines differ; never an item under or over the row's own text.
 */
function topAligned(row: Placed[], first: Placed, it: Placed): boolean {
  const small = Math.min(first.size, it.size);
  if (Math.max(first.size, it.size) < small * 1.2) return false;
  if (Math.abs(first.y + first.size - (it.y + it.size)) >= small * 0.25) return false;
  // Side by side: at most touching (a long title runs up to the entry's first letter).
  const touch = small * 0.2;
  return row.every((r) => it.x1 <= r.x0 + touch || it.x0 >= r.x1 - touch);
}

/**
 * A short label cell starting a row, its text a little more than a space before the row's next item,
 * where the next item starts at the same x as on a neighbouring row that has one too ('CAD  SolidWorks,
 * CATIA' / 'Analisi  ANSYS, MATLAB': a category column beside its lists). One row alone could be a phrase.
 */
function markLabelCells(rows: Placed[][]): void {
  const starts = rows.map((row) => {
    if (row.length < 2 || row.length > ASIDE_ROW_ITEMS) return undefined;
    let chars = 0;
    for (let k = 1; k < row.length && k <= 4; k++) {
      const prev = row[k - 1]!;
      chars += prev.text.length;
      if (chars > 30 || /[,;.]\s*$/u.test(prev.text)) return undefined;
      const it = row[k]!;
      const gap = it.x0 - prev.x1;
      if (gap >= it.size * 0.5 && gap < Math.max(prev.size, it.size) * 1.6) return it;
    }
    return undefined;
  });
  for (let i = 0; i + 1 < rows.length; i++) {
    const a = starts[i];
    const b = starts[i + 1];
    if (!a || !b || Math.abs(a.x0 - b.x0) >= 1 || a.y - b.y > Math.max(a.size, b.size) * 1.8) continue;
    a.cell = true;
    b.cell = true;
  }
  // …or where the lists of the rows just above it start, after a wider label's gap or wrapped to the row's
  // start ('HR   Talent Acquisition  Performance Management' / 'Polish Labour Law' / 'Systems  Workday').
  starts.forEach((a, i) => {
    // A word for a label, not a bullet.
    if (!a || a.cell || !/\p{L}{2}/u.test(rows[i]![0]!.text)) return;
    for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
      const row = rows[j]!;
      if (row[0]!.y - a.y > a.size * 5) break;
      if (
        row.some(
          (it, k) => Math.abs(it.x0 - a.x0) < 1 && (k === 0 || it.x0 - row[k - 1]!.x1 >= it.size * 0.5),
        )
      ) {
        a.cell = true;
        return;
      }
    }
  });
}

// A category label of a table cell: a few words, then a colon (in the item or starting the next one).
const CELL_LABEL = /^\p{Lu}[\p{L}\p{M}&/.'’ -]{0,30}:?$/u;

/**
 * Marks the items that start a cell of a row whose cells are set closer than a column gap: two
 * 'Label: items' cells side by side ('Clinical: Patient Assessment, Wound  Systems: EPIC'), where the
 * second label follows the first cell's last word by little more than a stretched space; and, on the rows
 * under it, text that starts at the same x after more than a word space (the second cell's wrapped
 * items). Read as one run, the two cells' items would mix.
 */
function markCellStarts(rows: Placed[][]): void {
  markLabelCells(rows);
  let above: number[] = [];
  let aboveY = Infinity;
  for (const row of rows) {
    if (row.length > ASIDE_ROW_ITEMS) {
      above = [];
      continue;
    }
    const starts: number[] = [];
    const near = aboveY - row[0]!.y < row[0]!.size * 1.8;
    for (let k = 1; k < row.length; k++) {
      const it = row[k]!;
      const prev = row[k - 1]!;
      const gap = it.x0 - prev.x1;
      if (gap < it.size * 0.5 || gap >= Math.max(prev.size, it.size) * 1.6) continue;
      const label =
        !/[,;:]\s*$/u.test(prev.text) &&
        CELL_LABEL.test(it.text.trim()) &&
        (it.text.trimEnd().endsWith(':') || row[k + 1]?.text.trimStart().startsWith(':') === true);
      const aligned = near && above.some((x) => Math.abs(x - it.x0) < 1);
      if (label || aligned) {
        it.cell = true;
        starts.push(it.x0);
      }
    }
    above = starts;
    aboveY = row[0]!.y;
  }
}

/** Rows longer than this are not searched for overlapping layers (no resume line has a hundred items). */
const ASIDE_ROW_ITEMS = 400;

/**
 * Marks text that its row's other text overlaps and that is set in a clearly different type size (a
 * small grey date hanging from a gutter into the body's first words, a side note set over a column
 * edge): two runs drawn over each other are not one line, and read left to right their letters would
 * interleave. The smaller run — the items of its size and baseline that follow each other without a
 * wide gap — is set aside and read as the row's last cell, as a right-aligned date would be.
 */
function markAsides(row: Placed[]): void {
  if (row.length < 2 || row.length > ASIDE_ROW_ITEMS) return;
  let reach: Placed | undefined;
  let layers = 0;
  for (const it of row) {
    if (it.aside) continue;
    if (reach && reach.x1 - it.x0 > Math.min(reach.size, it.size) * 0.25) {
      const ratio = Math.min(reach.size, it.size) / Math.max(reach.size, it.size);
      if (ratio < 0.85 && layers < 8) {
        layers++;
        setAside(row, reach.size < it.size ? reach : it);
        if (reach.aside) reach = undefined;
        if (it.aside) continue;
      }
    }
    if (!reach || it.x1 > reach.x1) reach = it;
  }
}

/** Sets aside `seed` and the items of its layer (same size and baseline) joined to it by narrow gaps. */
function setAside(row: Placed[], seed: Placed): void {
  const layer = row.filter(
    (it) => Math.abs(it.size - seed.size) < seed.size * 0.05 && Math.abs(it.y - seed.y) < seed.size * 0.25,
  );
  const at = layer.indexOf(seed);
  let from = at;
  let to = at;
  const near = (a: Placed, b: Placed) => b.x0 - a.x1 < seed.size * 1.6;
  while (from > 0 && near(layer[from - 1]!, layer[from]!)) from--;
  while (to + 1 < layer.length && near(layer[to]!, layer[to + 1]!)) to++;
  for (let i = from; i <= to; i++) layer[i]!.aside = true;
}

/** The row's items that are not set aside (the row itself when none is). */
const mainItems = (row: Placed[]): Placed[] =>
  row.some((it) => it.aside) ? row.filter((it) => !it.aside) : row;

/** Runs of a row's items with no wide gap between them; the runs set aside come last. */
function segmentsOf(row: Placed[], cells = true): Segment[] {
  const main = mainItems(row);
  if (main === row) return runsOf(row, cells);
  return [
    ...runsOf(main, cells),
    ...runsOf(
      row.filter((it) => it.aside),
      cells,
    ),
  ];
}

/**
 * The runs of a row. `cells`: a table cell's start (see markCellStarts) ends a run; the columns of a page
 * are found without those splits, which mark cells inside a line, not a column.
 */
function runsOf(row: Placed[], cells = true): Segment[] {
  const segments: Segment[] = [];
  let cur: Segment | undefined;
  let prev: Placed | undefined;
  // The last item with ink in it (a space set as an item of its own can reach past the next word's start).
  let inked: Placed | undefined;
  const listed = evenlySpaced(row);
  for (const it of row) {
    const gap = cur ? it.x0 - cur.x1 : Infinity;
    // Two letter-spaced words ('MARCUS' 'REED'): their space is as wide as a letter or two of them.
    const spacedWords =
      prev?.pitch !== undefined && it.pitch !== undefined && gap < 2.5 * Math.max(prev.pitch, it.pitch);
    // Short phrases set well over a word space apart are tags (skills in boxes: 'Revit', 'SketchUp'),
    // each its own cell; a justified line's words stand closer, and a sentence's are longer.
    // Names set as runs of their own, a few word spaces apart, are tags too ('Talent Acquisition'  'Performance
    // Management', inline list items with a margin): each run holds a phrase with its own word spaces, and
    // each starts with a capital.
    const size = prev === undefined ? 0 : Math.max(prev.size, it.size);
    // (An item ending in a list's comma is followed by the list's next item: a justified list line's stretched
    // space, not the gap between two boxes.)
    const tag =
      prev !== undefined &&
      !spacedWords &&
      !/[,;]\s*$/u.test(prev.text) &&
      (gap >= size * 1.2 ||
        (gap >= size * 0.55 &&
          (prev.text.trim().includes(' ') || it.text.trim().includes(' ')) &&
          !LIST_MARK.test(prev.text) &&
          !LIST_MARK.test(it.text) &&
          CAPITAL_START.test(prev.text) &&
          CAPITAL_START.test(it.text)) ||
        listed.has(it)) &&
      wordCount(prev.text) <= 3 &&
      wordCount(it.text) <= 3 &&
      // A list mark before its item is not a tag.
      WORDLIKE.test(prev.text) &&
      WORDLIKE.test(it.text);
    // A short capitalised phrase in another font more than an em after the text before it is a cell of its own
    // (an employer's town in italics after its bold name: 'Leeds Teaching Hospitals NHS Trust'  'Leeds'), and so is
    // a phrase of five words at most over half an em after it (a school in bold, its degree in a lighter weight a
    // margin's width after it, 'University College Cork'  'Professional Master of Education').
    const fontGap = inked && it.x0 - inked.x1;
    const fontCell =
      inked !== undefined &&
      cur !== undefined &&
      it.font !== inked.font &&
      fontGap !== undefined &&
      ((fontGap >= Math.max(inked.size, it.size) && wordCount(it.text) <= 3) ||
        (fontGap >= Math.min(inked.size, it.size) * 0.55 &&
          wordCount(it.text) <= 5 &&
          ((wordCount(cur.text) >= 2 && wordCount(it.text) >= 2) ||
            Math.min(inked.size, it.size) / Math.max(inked.size, it.size) < 0.85))) &&
      CAPITAL_START.test(it.text) &&
      WORDLIKE.test(it.text) &&
      /[\p{L}\p{N}.)]\s*$/u.test(inked.text);
    prev = it;
    if (it.text.trim() !== '') inked = it;
    // Text in a clearly other type size after more than a word space is another cell (a small date set
    // beside a heading), not the same phrase.
    const small = cur ? Math.min(cur.size, it.size) : 0;
    const sizeChange = cur !== undefined && small / Math.max(cur.size, it.size) < 0.85;
    // …or right against it, a new word in another size ('Experiencia profesional' running into the first
    // entry's 'Jefa de cocina'; small capitals and a drop capital stay inside their word).
    const otherSize =
      sizeChange &&
      (gap > small || (gap > -small * 0.2 && /\p{Ll}$/u.test(cur!.text) && /^\p{Lu}/u.test(it.text)));
    if (
      cur &&
      (gap < Math.max(cur.size, it.size) * 1.6 || spacedWords) &&
      !otherSize &&
      !(cells && (it.cell || tag || fontCell))
    ) {
      // Words set together in two fonts ('Siobhán' 'Murphy', a name in two weights with no space) are two words.
      const fontWord = it.font !== cur.font && /\p{Ll}$/u.test(cur.text) && /^\p{Lu}\p{Ll}/u.test(it.text);
      const glue =
        (gap > Math.min(cur.size, it.size) * 0.15 || fontWord) &&
        !cur.text.endsWith(' ') &&
        !it.text.startsWith(' ');
      cur.text += (glue ? ' ' : '') + it.text;
      cur.x1 = Math.max(cur.x1, it.x1);
      cur.size = Math.max(cur.size, it.size);
      cur.font = it.font;
    } else {
      cur = {
        x0: it.x0,
        x1: it.x1,
        y: it.y,
        size: it.size,
        text: it.text,
        firstFont: it.font,
        font: it.font,
      };
      segments.push(cur);
    }
  }
  // Most runs have single spaces only, which the replacement would leave as they are.
  for (const s of segments)
    s.text = OTHER_SPACE.test(s.text) ? s.text.replace(/\s+/g, ' ').trim() : s.text.trim();
  return segments.filter((s) => s.text !== '' && !PAGE_NUMBER.test(s.text));
}

/**
 * Items of a row that start an inline list's next entry: after a label in a font of its own, three or more
 * capitalised runs of a word or a few, each over half an em after the one before and the gaps alike (within a
 * sixth), as a list of names set with a margin between them ('Projeto'  'Revit'  'SketchUp'  'AutoCAD'). A
 * justified line's words stand as far apart, but in the line's one font.
 */
function evenlySpaced(row: Placed[]): Set<Placed> {
  const out = new Set<Placed>();
  const inked = row.filter((it) => it.text.trim() !== '');
  if (inked.length < 4 || inked.slice(1).some((it) => it.font === inked[0]!.font)) return out;
  inked.shift();
  const entry = (it: Placed) => /^\s*\p{Lu}/u.test(it.text) && wordCount(it.text) <= 3;
  const gapBefore = (k: number): number | undefined => {
    const a = inked[k - 1];
    const b = inked[k];
    if (!a || !b || !entry(a) || !entry(b) || /[,;]\s*$/u.test(a.text) || LIST_MARK.test(a.text))
      return undefined;
    const gap = b.x0 - a.x1;
    return gap >= Math.max(a.size, b.size) * 0.55 ? gap : undefined;
  };
  const alike = (g: number | undefined, h: number | undefined) =>
    g !== undefined && h !== undefined && Math.abs(g - h) <= Math.max(g, h) / 6;
  for (let k = 1; k < inked.length; k++) {
    const g = gapBefore(k);
    if (alike(g, gapBefore(k - 1)) || alike(g, gapBefore(k + 1))) out.add(inked[k]!);
  }
  return out;
}

const WORDLIKE = /[\p{L}\p{N}]/u;
const CAPITAL_START = /^\s*[\p{Lu}\p{N}]/u;
const wordCount = (text: string): number => {
  let n = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 32) n++;
  return n;
};

// A page's number, alone ('2 / 3') or after its word, in the languages ('Page 2 of 3', 'Página 2 / 2 - Curriculum
// vitæ de': what follows the number on its run is the footer's too).
const PAGE_NUMBER =
  /^(?:(?:page\s?)?\d{1,3}\s?(?:\/|of)\s?\d{1,3}$|(?:page|p[aá]gina|seite|strona|sida|side|pag\.)\s*\d{1,3}\s*(?:\/|of|de|di|von|z|sur|av)\s*\d{1,3}(?:\s+[-–—]\s|$))/iu;
/** Whitespace other than a single space between non-spaces. */
const OTHER_SPACE = /[^\S ]| {2}/;

/**
 * The left edge of the body beside a label column (dates, or headings, set in a narrow column left of
 * the entries, often only a few points away): the x where, on several rows, text starts right after
 * narrow text on its left, and where other rows start. Undefined when the region has no such column.
 */
function labelColumnEdge(allRows: Placed[][]): number | undefined {
  // A resume page has a few thousand items at most; a page with far more is read in rows.
  if (allRows.reduce((n, r) => n + r.length, 0) > 5_000) return undefined;
  const rows = allRows.map(mainItems).filter((r) => r.length > 0);
  let left = Infinity;
  let right = -Infinity;
  for (const r of rows)
    for (const it of r) {
      left = Math.min(left, it.x0);
      right = Math.max(right, it.x1);
    }
  const width = right - left;
  if (!(width > 0)) return undefined;
  const after = new Map<number, number>();
  const starts = new Map<number, number>();
  // The rows with text after narrow text at each x, by index.
  const afterRows = new Map<number, number[]>();
  for (const [index, r] of rows.entries()) {
    const first = r[0]!;
    const s = Math.round(first.x0);
    starts.set(s, (starts.get(s) ?? 0) + 1);
    const seen = new Set<number>();
    for (let i = 1; i < r.length; i++) {
      const it = r[i]!;
      const prev = r[i - 1]!;
      if (it.x0 - prev.x1 < it.size * 0.3) continue;
      if (it.x0 - left > width * 0.45) break;
      const x = Math.round(it.x0);
      if (seen.has(x)) continue;
      seen.add(x);
      after.set(x, (after.get(x) ?? 0) + 1);
      afterRows.set(x, [...(afterRows.get(x) ?? []), index]);
    }
  }
  // A label wrapped inside its column ('Apr 2020 – Dec' / '2022'): a row of text that ends left of x right
  // under a row with text after its label at x.
  const wrappedLabels = (x: number) =>
    [x - 1, x, x + 1]
      .flatMap((k) => afterRows.get(k) ?? [])
      .filter((i) => {
        const next = rows[i + 1];
        return (
          next !== undefined &&
          next.every((it) => it.x1 < x - 2) &&
          rows[i]![0]!.y - next[0]!.y < next[0]!.size * 1.6
        );
      }).length;
  let best: { x: number; n: number } | undefined;
  for (const x of after.keys()) {
    // Neighbouring points: the same edge written with rounding differences.
    const near = (m: Map<number, number>) => (m.get(x - 1) ?? 0) + (m.get(x) ?? 0) + (m.get(x + 1) ?? 0);
    const nAfter = near(after);
    const total = nAfter + near(starts) + wrappedLabels(x);
    if (nAfter < 2 || total < 4) continue;
    let crossing = 0;
    for (const r of rows) if (r.some((it) => it.x0 < x - 2 && it.x1 > x + 2)) crossing++;
    if (crossing > total) continue;
    if (!best || nAfter > best.n) best = { x, n: nAfter };
  }
  return best === undefined ? flushRightLabels(rows) : best.x - 1.5;
}

/**
 * The edge of a label column set flush right against the body ('Present' / 'February 2020' / 'March 2016'
 * right-aligned beside each entry, a word space from it): the x where, on three rows or more, the first
 * item ends (starting at different x) with text after it, and which few rows cross. Undefined otherwise.
 */
function flushRightLabels(rows: Placed[][]): number | undefined {
  const ends = new Map<number, { n: number; starts: Set<number> }>();
  for (const r of rows) {
    const first = r[0];
    const next = r[1];
    if (!first || !next || next.x0 - first.x1 < first.size * 0.3) continue;
    const end = Math.round(first.x1);
    const e = ends.get(end) ?? { n: 0, starts: new Set<number>() };
    e.n++;
    e.starts.add(Math.round(first.x0));
    ends.set(end, e);
  }
  for (const [end, e] of ends) {
    if (e.n < 3 || e.starts.size < 2) continue;
    let crossing = 0;
    for (const r of rows) if (r.some((it) => it.x0 < end - 2 && it.x1 > end + 3)) crossing++;
    if (crossing <= e.n) return end + 1;
  }
  return undefined;
}

/** A line of a region: the label-column cell (if any) and the body's cells. */
type RegionLine = {
  label: string;
  body: string[];
  y: number;
  size: number;
  font: string;
  /** Where the label starts (see placeInRules). */
  labelX?: number;
};

const CONTINUES = /[-–—,/&|]$/u;

/**
 * The lines of one column region; a label column's cell is joined to the first body row beside it. A
 * label column that only some sections have (dates beside the entries, under a profile and a skills table
 * set across the page) is looked for section by section.
 */
function regionLines(region: Placed[][]): string[] {
  const rows = withWrappedTags(region);
  const edge = labelColumnEdge(rows);
  if (edge !== undefined || rows.length < 4) return linesBesideEdge(rows, edge, true);
  // Section headings share one style: a heading word in another (an entry's 'Achievements' set in the body's
  // type) is part of its entry, not a block of its own.
  const styles = new Map<string, number>();
  for (const row of rows) if (headingRow(row)) styles.set(styleOf(row), (styles.get(styleOf(row)) ?? 0) + 1);
  const [style] = [...styles].reduce<[string?, number?]>((a, b) => (b[1] > (a[1] ?? 0) ? b : a), []);
  const blocks: Placed[][][] = [];
  for (const row of rows) {
    if ((headingRow(row) && styleOf(row) === style) || blocks.length === 0) blocks.push([]);
    blocks[blocks.length - 1]!.push(row);
  }
  if (blocks.length < 2) return entryColumns(rows) ?? linesBesideEdge(rows, undefined, true);
  return concat(blocks, (block) => {
    const edge = labelColumnEdge(block);
    return (edge === undefined && entryColumns(block)) || linesBesideEdge(block, edge, block === blocks[0]);
  });
}

// Anything that looks like a contact detail (an e-mail address, a link, a domain, three digits), not words:
// never a tag. (Loose on purpose; EMAIL_OR_PHONE, which anchors a sidebar's contact block, is strict.)
const CONTACT_TEXT = /@|https?:|www\.|\.\p{L}{2,}\b|\d{3}/u;

/**
 * Tags one a row down a column, set a tag's pitch apart, where a tag too long for its box wraps onto a second
 * line a line's height under the first ('Medication' / 'Administration'): the two lines one tag. Only in a run
 * of four rows or more of one short run each, where such close pairs are a third of the pitches at most (a
 * title over its employer, entry after entry, is not a tag) and the two lines are in one font, size and x.
 */
function withWrappedTags(rows: Placed[][]): Placed[][] {
  const single = rows.map((row) => {
    const segments = segmentsOf(row);
    // Words, not contact details (an address wrapped in a narrow column is read whole elsewhere).
    const tag =
      segments.length === 1 && wordCount(segments[0]!.text) <= 4 && !CONTACT_TEXT.test(segments[0]!.text);
    return tag ? segments[0] : undefined;
  });
  const out: Placed[][] = [];
  for (let i = 0; i < rows.length;) {
    let end = i;
    while (end < rows.length && single[end]) end++;
    if (end - i < 4) {
      out.push(...rows.slice(i, Math.max(end, i + 1)));
      i = Math.max(end, i + 1);
      continue;
    }
    const pitch = (k: number) => single[k]!.y - single[k + 1]!.y;
    // The tags' pitch: between rows in one type (a group's title in bigger type over its tags, 'Teaching' /
    // 'Curriculum Design' / 'Classroom Management', sets a pitch of its own).
    const alike = (k: number) =>
      single[k]!.font === single[k + 1]!.firstFont && Math.abs(single[k]!.size - single[k + 1]!.size) < 0.5;
    const ks = Array.from({ length: end - i - 1 }, (_, k) => i + k);
    const sameType = ks.filter(alike);
    const pitches = Float64Array.from(sameType.length > 0 ? sameType : ks, pitch).sort();
    const typical = pitches[Math.floor(pitches.length / 2)]!;
    const close = (k: number) => {
      const [a, b] = [single[k]!, single[k + 1]!];
      return (
        pitch(k) < typical * 0.7 &&
        pitch(k) <= a.size * 1.4 &&
        a.font === b.firstFont &&
        Math.abs(a.size - b.size) < 0.5 &&
        Math.abs(a.x0 - b.x0) < 2
      );
    };
    let pairs = 0;
    for (let k = i; k + 1 < end; k++) if (close(k)) pairs++;
    for (let k = i; k < end; k++) {
      if (pairs > 0 && pairs * 3 <= end - i - 1 && k + 1 < end && close(k)) {
        const [upper, lower] = [rows[k]!, rows[k + 1]!];
        const last = upper[upper.length - 1]!;
        out.push([
          ...upper.slice(0, -1),
          { ...last, text: `${last.text} ${lower.map((it) => it.text).join(' ')}` },
        ]);
        k++;
      } else out.push(rows[k]!);
    }
    i = end;
  }
  return out;
}

/** A row's style: the font and type size of its first item. */
const styleOf = (row: Placed[]): string => `${row[0]!.font} ${Math.round(row[0]!.size * 2)}`;

/** Whether a row holds a section heading alone. */
function headingRow(row: Placed[]): boolean {
  const main = mainItems(row);
  return main.length > 0 && main.length <= 8 && isSectionHeading(main.map((it) => it.text).join(' '));
}

/**
 * A section whose entries are two flows side by side: on the right the employer, title and dates stacked,
 * on the left the description's bullets (or the other way round), each side with rows the other has not.
 * The lines of each entry — rows closer than a paragraph's spacing — side by side: first the side that
 * holds the dates, then the other, so an entry's description follows its title. Undefined for any other
 * section: a table whose cells share their rows (a title and its right-aligned dates) is read row by row.
 */
function entryColumns(block: Placed[][]): string[] | undefined {
  const heading = block.length > 0 && headingRow(block[0]!) ? block.slice(0, 1) : [];
  const body = block.slice(heading.length);
  if (body.length < 3) return undefined;
  const rowSegments = body.map((row) => segmentsOf(row, false));
  const all = concat(rowSegments, (segments) => segments);
  if (all.length > 400) return undefined;
  let best: { x: number; gap: number } | undefined;
  for (const x of new Set(all.map((s) => s.x0))) {
    let leftEdge = -Infinity;
    let rightEdge = Infinity;
    let crossing = false;
    for (const s of all) {
      if (s.x1 <= x + 0.5) leftEdge = Math.max(leftEdge, s.x1);
      else if (s.x0 >= x - 0.5) rightEdge = Math.min(rightEdge, s.x0);
      else crossing = true;
    }
    if (crossing || leftEdge === -Infinity) continue;
    let both = 0;
    let leftOnly = 0;
    let rightOnly = 0;
    let cellRow = false;
    for (const segments of rowSegments) {
      const leftSegments = segments.filter((s) => s.x1 <= x + 0.5);
      const left = leftSegments.length;
      const right = segments.length - left;
      // A side of a row in two cells or more is a table row ('Bengaluru | Indian Institute | 2012 – 2014'),
      // not two flows; but a justified line whose word gaps grew wide is one phrase.
      if ((left > 1 && !justifiedWords(leftSegments)) || (right > 1 && !justifiedWords(segments.slice(left))))
        cellRow = true;
      if (left && right) both++;
      else if (left) leftOnly++;
      else if (right) rightOnly++;
    }
    const gap = rightEdge - leftEdge;
    if (cellRow || both === 0 || leftOnly === 0 || rightOnly === 0 || gap < all[0]!.size) continue;
    if (!best || gap > best.gap) best = { x, gap };
  }
  if (!best) return undefined;
  const split = best.x;
  const lines = linesBesideEdge(heading, undefined);
  let band: Placed[][] = [];
  const flush = () => {
    const left = band.map((row) => row.filter((it) => it.x1 <= split + 0.5)).filter((r) => r.length > 0);
    const right = band.map((row) => row.filter((it) => it.x1 > split + 0.5)).filter((r) => r.length > 0);
    const dated = (side: Placed[][]) =>
      side.filter((row) => findPeriod(row.map((it) => it.text).join(' '))).length;
    const [first, second] = dated(right) > dated(left) ? [right, left] : [left, right];
    lines.push(...linesBesideEdge(first, undefined), ...linesBesideEdge(second, undefined));
    band = [];
  };
  // A row's items can sit a few points apart (a big employer's name beside a bullet): its lowest baseline
  // against the next row's highest.
  const lowest = (row: Placed[]) => row.reduce((y, it) => Math.min(y, it.y), Infinity);
  const highest = (row: Placed[]) => row.reduce((y, it) => Math.max(y, it.y), -Infinity);
  for (const row of body) {
    const above = band[band.length - 1];
    if (above && lowest(above) - highest(row) > Math.max(above[0]!.size, row[0]!.size) * 2) flush();
    band.push(row);
  }
  flush();
  return lines;
}

/**
 * Whether runs are the words of a justified line stretched apart ('Disintermediate' 'integrated'): one
 * word each, no date among them, the gaps between them alike.
 */
function justifiedWords(runs: Segment[]): boolean {
  if (runs.some((r) => r.text.includes(' ') || /\d/.test(r.text))) return false;
  const gaps = runs.slice(1).map((r, i) => r.x0 - runs[i]!.x1);
  return Math.max(...gaps) - Math.min(...gaps) <= Math.max(1, Math.min(...gaps) * 0.2);
}

function linesBesideEdge(rows: Placed[][], edge: number | undefined, opening = false): string[] {
  const lines: RegionLine[] = [];
  let lastLabel: { index: number; y: number } | undefined;
  // The body cells of the line pushed last, while it is a table row (two cells or more).
  let table: { line: RegionLine; cells: Segment[] } | undefined;
  // The last run of the body, while its line is one run: a line broken at the body's right edge continues.
  let run: { line: RegionLine; segment: Segment } | undefined;
  let bodyRight = -Infinity;
  for (const row of rows)
    for (const it of row) if (edge === undefined || it.x0 >= edge) bodyRight = Math.max(bodyRight, it.x1);
  for (const row of rows) {
    const main = mainItems(row);
    const crosses = edge !== undefined && main.some((it) => it.x0 < edge && it.x1 > edge + 1);
    const labelItems = edge === undefined || crosses ? [] : main.filter((it) => it.x0 < edge);
    const bodyItems = edge === undefined || crosses ? main : main.filter((it) => it.x0 >= edge);
    const labelCells = segmentsOf(labelItems).map((s) => s.text);
    const bodySegments = segmentsOf(bodyItems);
    // A cell of a table row wrapped onto the row under it ('Mathematics and Physics' / 'Teacher',
    // 'Indian Institute of Management' / 'Bangalore', centred): one cell.
    const wrapped =
      table && labelCells.length === 0 && main === row && bodySegments.length === 1
        ? wrappedCell(table.cells, table.line, bodySegments[0]!)
        : undefined;
    if (wrapped !== undefined && table) {
      const cell = table.cells[wrapped]!;
      const rest = bodySegments[0]!.text;
      cell.text = joinWrapped(cell.text, rest);
      cell.y = bodySegments[0]!.y;
      table.line.body[wrapped] = cell.text;
      continue;
    }
    // An entry's line broken at the body's right edge beside a label column ('Mathematics and Physics Teacher,
    // Presentation' / 'Brothers College', the place under the dates beside it): one line.
    const next = bodySegments.length === 1 ? bodySegments[0]! : undefined;
    const rest = run && next ? entryRest(run.segment.text, next.text) : false;
    const broken =
      run &&
      next &&
      (edge !== undefined || rest || lastWords(run.segment.text, next.text)) &&
      brokenAt(run.segment, next, bodyRight, rest)
        ? run
        : undefined;
    const joinBroken = () => {
      const { line, segment } = broken!;
      line.body[line.body.length - 1] = joinWrapped(line.body[line.body.length - 1]!, next!.text);
      broken!.segment = { ...next!, x0: segment.x0 };
    };
    if (broken && labelCells.length === 0) {
      joinBroken();
      continue;
    }
    const body = bodySegments.map((s) => s.text);
    // A section heading in the label column with other text beside it (a gutter date after it): the
    // heading is the label, the rest belongs to the entry.
    if (labelCells.length > 1 && isSectionHeading(labelCells[0]!)) body.unshift(...labelCells.splice(1));
    const label = labelCells.join(' ');
    if (main !== row) body.push(...segmentsOf(row.filter((it) => it.aside)).map((s) => s.text));
    if (!label && body.length === 0) continue;
    const line: RegionLine = { label, body, y: row[0]!.y, size: row[0]!.size, font: row[0]!.font };
    if (label) line.labelX = labelItems[0]!.x0;
    // A label wrapped onto the next row ('Apr 2019 –' / 'Present', 'Machine' / 'learning', a date
    // stacked over three rows beside the entry's title and employer): one label.
    const prev = lastLabel && lines[lastLabel.index];
    const near = prev && lastLabel && lastLabel.y - line.y < Math.max(prev.size, line.size) * 1.6;
    // An entry's dates stacked in the label column, the end over the start ('Present' / 'February 2020').
    const stacked = near && label ? stackedPeriod(prev.label, label) : undefined;
    if (stacked && prev && lastLabel) {
      prev.label = stacked;
      lastLabel.y = line.y;
      if (body.length) lines.push({ ...line, label: '' });
      continue;
    }
    if (
      prev &&
      lastLabel &&
      label &&
      lastLabel.y - line.y < Math.max(prev.size, line.size) * 1.6 &&
      (CONTINUES.test(prev.label) ||
        // (Not under a section's title alone on its row: 'Languages' / 'English' / 'Vietnamese', its entries.)
        (body.length === 0 && !(prev.body.length === 0 && isSectionHeading(prev.label))) ||
        // The place under an entry's dates ('2014-2015' / 'Pune') beside the entry's second line.
        (findPeriod(prev.label) !== undefined && !findDate(label) && prev.body.length > 0) ||
        // A heading wrapped in the label column, its last line beside the first entry.
        (prev.body.length === 0 && !isSectionHeading(label) && isSectionHeading(`${prev.label} ${label}`)))
    ) {
      prev.label = joinWrapped(prev.label, label);
      lastLabel.y = line.y;
      if (broken) joinBroken();
      else if (body.length) lines.push({ ...line, label: '' });
      continue;
    }
    if (label) lastLabel = { index: lines.length, y: line.y };
    lines.push(line);
    table = main === row && bodySegments.length >= 2 ? { line, cells: bodySegments } : undefined;
    run = main === row && next ? { line, segment: next } : undefined;
  }
  if (edge !== undefined) placeInRules(lines, edge);
  brokenTitles(lines);
  groupTitles(lines, opening);
  return lines
    .filter((l) => l.label || l.body.length > 0)
    .map((l) => (l.label ? [l.label, ...l.body] : l.body).join('\t'));
}

/**
 * Section titles in a label column set lower than their rows' first lines (a ruled table whose label cells put
 * each title a paragraph's space down: 'Kenntnisse' beside nothing, under 'DATEV, SAP FI, …' of its own row and
 * over the next row's first line): each such title read before the first line of the row that the page's rules
 * put it in, where that row has no other label. A rule close under a title underlines it: no row's border. Without
 * the rules, a title alone on its line, nearer the line above it than the line under it (or under the region's last
 * line), asks for them (see pdfToText).
 */
function placeInRules(lines: RegionLine[], edge: number): void {
  const alone = (l: RegionLine | undefined) =>
    l !== undefined && l.label !== '' && l.body.length === 0 && isSectionHeading(l.label);
  const { rules } = ruling;
  if (!rules) {
    ruling.asked ||= lines.some((l, i) => {
      const [above, below] = [lines[i - 1], lines[i + 1]];
      return alone(l) && above !== undefined && !above.label && (!below || above.y - l.y < l.y - below.y);
    });
    return;
  }
  // Not a row's border: a rule close under a title (its underline, the title over its section).
  const borders = rules.filter((r) => !lines.some((t) => alone(t) && t.y > r.y && t.y - r.y < t.size * 0.6));
  for (let i = 1; i < lines.length; i++) {
    const title = lines[i]!;
    if (!alone(title) || title.labelX === undefined) continue;
    // The row: between the nearest rules above and under the title that run from its left into the body (a
    // rule above it at least; a rule in the body alone underlines a line of it).
    let top = Infinity;
    let bottom = -Infinity;
    for (const r of borders)
      if (r.x0 <= title.labelX + 1 && r.x1 >= edge + 12) {
        if (r.y > title.y) top = Math.min(top, r.y);
        else bottom = Math.max(bottom, r.y);
      }
    if (top === Infinity) continue;
    const inRow = (l: RegionLine | undefined) => l !== undefined && l.y < top && l.y > bottom;
    let first = i;
    while (inRow(lines[first - 1])) first--;
    let last = i;
    while (inRow(lines[last + 1])) last++;
    if (first === i || lines.slice(first, last + 1).some((l) => l !== title && l.label)) continue;
    lines.splice(i, 1);
    lines.splice(first, 0, title);
  }
}

/**
 * A skills section's group titles set over their items, one item a line, in type of their own ('Teaching' in
 * bigger type over 'Curriculum Design' / 'Classroom Management'): each title ends in a colon, as a group's label
 * is written, so that it is not read as one more skill. Two items at least, in one type, under the title.
 */
function groupTitles(lines: RegionLine[], opening: boolean): void {
  let inSkills = false;
  const single = (l: RegionLine | undefined) => l !== undefined && !l.label && l.body.length === 1;
  const alike = (x: RegionLine, y: RegionLine) => x.font === y.font && Math.abs(x.size - y.size) < 0.5;
  if (opening && untitledGroups(lines, single, alike)) {
    const [first] = lines;
    lines.unshift({ label: '', body: ['Skills'], y: first!.y, size: first!.size, font: first!.font });
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!single(line)) continue;
    const text = line.body[0]!;
    if (isSectionHeading(text)) {
      inSkills = sectionOf(withComposedAccents(text)) === 'skills';
      continue;
    }
    const [a, b] = [lines[i + 1], lines[i + 2]];
    if (!inSkills || !single(a) || !single(b) || wordCount(text) > 4 || /[:,;]/u.test(text)) continue;
    // (Not over groups with labels of their own: 'Inventory' / 'Management' wrapped over 'Systems: SAP MM, …'.)
    if (/:/u.test(a!.body[0]!) || /:/u.test(b!.body[0]!)) continue;
    const apart = line.size > a!.size * 1.15 || (line.font !== a!.font && line.size >= a!.size - 0.5);
    // (Not the last item of a list over lines in other type: its type is the items' above it.)
    const prev = lines[i - 1];
    const anItem = single(prev) && !isSectionHeading(prev!.body[0]!) && alike(prev!, line);
    if (alike(a!, b!) && apart && !anItem && !isSectionHeading(a!.body[0]!)) line.body[0] = `${text}:`;
  }
}

/**
 * Whether a region (a column) opens with two groups or more of listed items, each under its title in a type of
 * its own, and no section heading above them ('CLINICAL' / '— Patient Assessment' / '— Wound Care', 'SYSTEMS' /
 * '— EPIC'): a skills section whose heading the column leaves out. A title of three words at most, items of five
 * words at most, each after a list mark, all in one type.
 */
function untitledGroups(
  lines: RegionLine[],
  single: (l: RegionLine | undefined) => boolean,
  alike: (x: RegionLine, y: RegionLine) => boolean,
): boolean {
  const title = lines[0];
  const item = lines[1];
  const aTitle = (l: RegionLine | undefined) =>
    single(l) &&
    alike(l!, title!) &&
    wordCount(l!.body[0]!) <= 3 &&
    !/[:,;\d]/u.test(l!.body[0]!) &&
    !isSectionHeading(l!.body[0]!);
  const anItem = (l: RegionLine | undefined) =>
    single(l) && alike(l!, item!) && isBullet(l!.body[0]!) && wordCount(stripBullet(l!.body[0]!)) <= 5;
  if (!title || !item || !aTitle(title) || !anItem(item)) return false;
  if (!(title.size > item.size * 1.15 || (title.font !== item.font && title.size >= item.size - 0.5)))
    return false;
  let groups = 0;
  let i = 0;
  while (aTitle(lines[i]) && anItem(lines[i + 1])) {
    groups++;
    i += 2;
    while (anItem(lines[i])) i++;
  }
  return groups >= 2;
}

const CAPITALS = /^[\p{Lu}\p{N}&/,.' -]+$/u;

/**
 * A section's title broken over the rows of its narrow label cell, mid-word where the cell is narrower than the
 * word ('EXPÉRIENCE' / 'PROFESSIONN' / 'ELLE', 'COMPÉTENCE' / 'S & LANGUES'), each row beside an entry's line:
 * the title whole on its first row, the rest of the rows without a label. Pieces in capitals only, a row apart,
 * that make a title together (joined with a space or, where the word broke, without) and are none alone.
 */
function brokenTitles(lines: RegionLine[]): void {
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i]!;
    if (!first.label || !CAPITALS.test(first.label)) continue;
    let joins = [first.label];
    let found: { title: string; end: number } | undefined;
    for (let j = i + 1; j < lines.length && j <= i + 3; j++) {
      const piece = lines[j]!;
      const near = lines[j - 1]!.y - piece.y < Math.max(piece.size, lines[j - 1]!.size) * 1.6;
      if (!near || !piece.label || !CAPITALS.test(piece.label) || isSectionHeading(piece.label)) break;
      joins = joins.flatMap((t) => [`${t} ${piece.label}`, t + piece.label]);
      const title = joins.find((t) => isSectionHeading(t));
      if (title) found = { title, end: j };
    }
    if (!found) continue;
    first.label = found.title;
    for (let j = i + 1; j <= found.end; j++) lines[j]!.label = '';
    i = found.end;
  }
}

/**
 * Without a label column, the words a line broke off that can only be its end: a name's last word or two
 * under a line of five words or more ('… @ National Institute of Technology' / 'Karnataka'), not a list's next
 * items (one a line: 'Email Marketing' / 'Brand Strategy'), a contact or a date.
 */
const lastWords = (line: string, next: string): boolean =>
  wordCount(line) >= 5 &&
  wordCount(next) <= 2 &&
  /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(next) &&
  !/[\d,;•·|()]|\S@\S/u.test(line);

/** Fields of an entry's line set apart by a dash ('Company, Town — Title'). */
const DASHED = / [—–] /u;
/**
 * Without a label column, the rest of an entry's line whose fields a dash sets apart: the last field's end
 * ('Berkeley Group, London — Senior Site' / 'Manager') or the field after the dash ('Leeds Teaching Hospitals NHS
 * Trust, Leeds' / '— Senior Staff Nurse'), four words at most. Not a list's items (each after its mark).
 */
const entryRest = (line: string, next: string): boolean => {
  if (isBullet(line) || /[.!?]$/u.test(next) || wordCount(next.replace(/^[—–] /u, '')) > 4) return false;
  // (A period's dash sets no fields apart: 'September 2010 – May 2013'.)
  const period = findPeriod(line);
  const fields = period ? line.slice(0, period.index) + line.slice(period.index + period.length) : line;
  return DASHED.test(fields) ? /^\p{L}/u.test(next) && !DASHED.test(next) : /^[—–] \p{L}/u.test(next);
};

/**
 * Whether `next` continues `line`, a run ending near the body's right edge: under it at its start, in the
 * type it ended in, within a line, no sentence ended, and the next run's first word would not have fitted after it.
 * `dashed`: the rest may start with the dash before an entry's next field (see entryRest).
 */
function brokenAt(line: Segment, next: Segment, right: number, dashed = false): boolean {
  // The rest goes on in the type the line ended in.
  if (next.firstFont !== line.font) return false;
  if (Math.abs(line.size - next.size) > 0.5 || Math.abs(line.x0 - next.x0) >= 2) return false;
  const starts = dashed ? /^(?:[—–] )?\p{L}/u : /^\p{L}/u;
  if (line.y - next.y > line.size * 1.6 || /[.!?:;]$/u.test(line.text) || !starts.test(next.text))
    return false;
  const firstWord = (next.x1 - next.x0) * (next.text.split(' ')[0]!.length / next.text.length);
  return line.x1 + line.size * 0.3 + firstWord > right;
}

const wholePeriod = (text: string): boolean => {
  const period = findPeriod(text);
  return period !== undefined && period.index === 0 && period.length >= text.trim().length - 1;
};

/** A whole cell that is one date ('February 2020', '2015'), or the end of an open period ('Present', 'heute'). */
const dateCell = (cell: string): 'date' | 'open' | undefined => {
  const date = findDate(cell);
  if (date && date.index === 0 && date.length === cell.length) return 'date';
  const open = findPeriod(`2000 - ${cell}`);
  return open && open.length === cell.length + 7 && open.end === 'Present' ? 'open' : undefined;
};

/**
 * Two label cells stacked one over the other that are an entry's dates with the end on top ('Present' /
 * 'February 2020', 'January 2020' / 'March 2016'): the period, start first; undefined for anything else.
 */
function stackedPeriod(upper: string, lower: string): string | undefined {
  const top = dateCell(upper);
  if (!top || dateCell(lower) !== 'date') return undefined;
  const period = findPeriod(`${lower} – ${upper}`);
  if (!period) return undefined;
  // The end on top: a later date than the one under it (or the open end).
  if (top === 'date' && !(yearMonth(period.end) > yearMonth(period.start))) return undefined;
  return `${lower} – ${upper}`;
}

/** A normalised date's sort key ('Feb 2020' → '2020-02', '2015' → '2015-00'). */
const yearMonth = (d: string): string => {
  const year = /\d{4}/.exec(d)?.[0] ?? '';
  const month = MONTH_ABBR.indexOf(d.slice(0, 3)) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
};

/** A cell and its wrapped rest; a word hyphenated at the cell's end ('Subcontractor Manage-' / 'ment') is one. */
const joinWrapped = (text: string, rest: string): string =>
  /\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(rest) ? text.slice(0, -1) + rest : `${text} ${rest}`;

/**
 * The index of the cell of a table row that `next`, the only run of the row under it, continues, or
 * undefined: a few words in the cell's own font, no sentence, right under the cell — starting where it
 * starts or centred under it — and no further below it than a line.
 */
function wrappedCell(cells: Segment[], line: RegionLine, next: Segment): number | undefined {
  const words = next.text.split(' ');
  if (words.length > 3 || /[.!?:]$/u.test(next.text) || !/^\p{L}/u.test(next.text)) return undefined;
  const index = cells.findIndex((c) => next.x0 >= c.x0 - 2 && next.x1 <= c.x1 + 2);
  const cell = cells[index];
  if (!cell || Math.abs(cell.size - next.size) > 0.5) return undefined;
  // One font throughout: a cell that changes font ('**Hotel Villa Magna**, Madrid') is followed by a line
  // of its own in the second one (the title), not by the rest of itself.
  if (new Set([cell.firstFont, cell.font, next.firstFont, next.font]).size > 1) return undefined;
  if (cell.y - next.y > Math.max(cell.size, line.size) * 1.6) return undefined;
  const centred = Math.abs((cell.x0 + cell.x1) / 2 - (next.x0 + next.x1) / 2) < 2;
  if (centred) return index;
  if (Math.abs(cell.x0 - next.x0) >= 2) return undefined;
  // Set flush left, its first word would have fitted after the cell, well before the next cell starts: not
  // wrapped, an item of its own (the last row of a grid of tags, 'HubSpot<tab>Google Analytics' / 'Figma').
  const after = cells[index + 1];
  const firstWord = (next.x1 - next.x0) * (words[0]!.length / next.text.length);
  return after && cell.x1 + cell.size * 0.3 + firstWord <= after.x0 - cell.size * 3 ? undefined : index;
}

// An e-mail address or a phone number's run of digits: what a contact block is found by (see CONTACT_TEXT).
const EMAIL_OR_PHONE = /@|\+?\d[\d ().-]{6,}\d/u;

/**
 * Whether a column's text is mostly one block of contact details: the rows around its email address or
 * phone number, none more than two lines from the next, hold at least three rows and most of its text.
 */
function contactBlock(segments: Segment[], wide: boolean): boolean {
  const contact = segments.find((s) => EMAIL_OR_PHONE.test(s.text));
  if (!contact) return false;
  const ys = [...new Set(segments.map((s) => s.y))].sort((a, b) => b - a);
  // The body's type size (the median), not the name's: the name's line height would join the whole page.
  const sizes = Float64Array.from(segments, (s) => s.size).sort();
  const size = sizes[Math.floor(sizes.length / 2)]!;
  // Lines of the block stand at most a blank line apart (a sidebar's greeting paragraph over its contacts, a
  // line's height and a half between lines).
  let top = ys.indexOf(contact.y);
  let bottom = top;
  while (top > 0 && ys[top - 1]! - ys[top]! <= size * 2.6) top--;
  while (bottom < ys.length - 1 && ys[bottom]! - ys[bottom + 1]! <= size * 2.6) bottom++;
  // The name and headline set large over a sidebar's contacts count neither for nor against it, where the
  // gutter is a wide one (two columns of a table a few points apart are no sidebar and its text).
  let inBlock = 0;
  let body = 0;
  for (const s of segments) {
    if (wide && s.size > size * 1.25) continue;
    body++;
    if (s.y <= ys[top]! && s.y >= ys[bottom]!) inBlock++;
  }
  return bottom - top + 1 >= 3 && inBlock >= body * 0.6;
}

/** The x where most of a column's runs end, when at least half of them end there (text set flush right). */
function flushRightEdge(side: Segment[]): number | undefined {
  const ends = new Map<number, number>();
  let best: number | undefined;
  let most = 0;
  for (const s of side) {
    const x = Math.round(s.x1);
    const n = (ends.get(x - 1) ?? 0) + (ends.get(x) ?? 0) + (ends.get(x + 1) ?? 0) + 1;
    ends.set(x, (ends.get(x) ?? 0) + 1);
    if (n > most) {
      most = n;
      best = s.x1;
    }
  }
  return most * 2 >= side.length && most >= 3 ? best : undefined;
}

/** Whether a row's items are one date or period and nothing else ('2012 – 2015', 'May 2019'). */
function datesOnly(items: Placed[]): boolean {
  const text = items
    .map((it) => it.text)
    .join(' ')
    .trim();
  const found = findPeriod(text) ?? findDate(text);
  return found !== undefined && found.index === 0 && found.length === text.length;
}

/** Whether no two runs stand within three lines of each other, one above the other. */
function spreadOut(side: Segment[]): boolean {
  const ys = side.map((s) => s.y).sort((a, b) => b - a);
  for (let i = 1; i < ys.length; i++) if (ys[i - 1]! - ys[i]! < side[0]!.size * 3) return false;
  return true;
}

/**
 * Whether most of a side's runs sit beside the other side's text, not above it: a header's contact lines
 * set right-aligned over the sections (with a few items of a wide table under them) are not a sidebar.
 */
function besideOther(side: Segment[], other: Segment[]): boolean {
  let top = -Infinity;
  for (const s of other) top = Math.max(top, s.y + s.size);
  let beside = 0;
  for (const s of side) if (s.y <= top) beside++;
  return beside * 2 >= side.length;
}

/**
 * Finds a vertical gutter that splits the page into two columns (a sidebar or a two-column design).
 * A gap between cells of a table, or a label column beside the entries, is not a gutter: a gutter has
 * a section heading at the top of the column on both sides, or one side is a single block of contact
 * details (a sidebar with the address, phone and email) beside sections.
 */
function findGutter(segments: Segment[], items: Placed[], pageWidth: number): number | undefined {
  // Runs of items are measured one by one: a sidebar's line and the body's can sit a few points apart
  // on one baseline, and a run joined across the gutter would hide it. A page of a resume has a few
  // thousand items at most; a page with far more is read in rows.
  if (segments.length < 6 || items.length > 5_000) return undefined;
  let best: { x: number; crossing: number; gap: number; aligned: number; headed: boolean } | undefined;
  const candidates = new Set(segments.map((s) => Math.round(s.x0) - 1));
  // A table's header row names its columns, not sections ('Von' 'Bis' 'Ausbildung' over the rows of a table of
  // schools): its cells are no column's headings.
  const header = tableHeaderCells(segments);
  const titleRun = (s: Segment): boolean => !header.has(s) && isSectionHeading(s.text);
  // The columns begin at the first section heading (above it: the header).
  let headingsTop: number | undefined;
  for (const s of segments) if (titleRun(s)) headingsTop = Math.max(headingsTop ?? -Infinity, s.y);
  for (const x of candidates) {
    if (x < pageWidth * 0.12 || x > pageWidth * 0.88) continue;
    let leftEdge = -Infinity;
    let rightEdge = Infinity;
    let leftStart = Infinity;
    let rightEnd = -Infinity;
    let leftItems = 0;
    let rightItems = 0;
    let leftTop = -Infinity;
    let rightTop = -Infinity;
    const crossed: Placed[] = [];
    for (const s of items) {
      if (s.x1 <= x + 0.5) {
        leftItems++;
        leftEdge = Math.max(leftEdge, s.x1);
        leftStart = Math.min(leftStart, s.x0);
        leftTop = Math.max(leftTop, s.y);
      } else if (s.x0 >= x) {
        rightItems++;
        rightEdge = Math.min(rightEdge, s.x0);
        rightEnd = Math.max(rightEnd, s.x1);
        rightTop = Math.max(rightTop, s.y);
      } else crossed.push(s);
    }
    if (leftItems < 3 || rightItems < 3) continue;
    // Text across the gutter above where both columns have begun (the header: a centred name and contact
    // lines) is read in place either way; what tells two gutters apart is the text it would cut beside the
    // columns.
    const columnsTop = (headingsTop ?? Math.min(leftTop, rightTop)) + 1;
    const beside = crossed.filter((it) => it.y <= columnsTop).length;
    if (beside > Math.max(2, items.length * 0.1)) continue;
    const left = segments.filter((s) => s.x1 <= x + 0.5);
    const right = segments.filter((s) => s.x0 >= x);
    // A column of nothing but section headings, each far from the next, is a gutter of headings beside their
    // entries, read in rows (headings one under the other are a menu of links down the page: a column). The
    // header above the first heading is read in place whatever the columns (a name, an address). Headings
    // closer together are a gutter too where the other side's 'headings' are labels of its lists, set like
    // its other labels ('Languages' / 'Python, R, SQL' / 'Machine learning' / 'scikit-learn').
    const gutter = headingsTop === undefined ? left : left.filter((s) => s.y <= columnsTop);
    if (gutter.length > 0 && gutter.every((s) => titleRun(s)) && (spreadOut(gutter) || labelsOnly(right)))
      continue;
    // A column of entries' dates, half of it or more, is a label column beside the entries even with a row's
    // label among them that names a section ('Languages' beside 'Python, R, SQL'), not a sidebar.
    if (left.filter((s) => wholePeriod(s.text)).length * 2 >= left.length) continue;
    // A column's headings start at its left edge (a place right-aligned in the entries does not).
    // …or is centred in it (a sidebar's 'SKILLS' over its lists).
    const headingAt = (side: Segment[], edge: number, width: number) =>
      side.some(
        (s) =>
          (s.x0 - edge < Math.max(12, width * 0.3) ||
            Math.abs((s.x0 + s.x1) / 2 - (edge + width / 2)) < width * 0.1) &&
          titleRun(s),
      );
    // …or ends at its edge, where the column is set flush right (an aside in the left margin).
    const flushHeading = (side: Segment[]) => {
      const edge = flushRightEdge(side);
      return edge !== undefined && side.some((s) => Math.abs(s.x1 - edge) < 2 && titleRun(s));
    };
    const leftHeading = headingAt(left, leftStart, leftEdge - leftStart) || flushHeading(left);
    const rightHeading = headingAt(right, rightEdge, rightEnd - rightEdge) || flushHeading(right);
    const contactSidebar = (side: Segment[], other: Segment[], otherHeading: boolean) =>
      otherHeading &&
      side.length >= 3 &&
      !side.some((s) => titleRun(s)) &&
      besideOther(side, other) &&
      contactBlock(side, rightEdge - leftEdge >= 12);
    if (
      !(leftHeading && rightHeading) &&
      !contactSidebar(left, right, rightHeading) &&
      !contactSidebar(right, left, leftHeading)
    )
      continue;
    const gap = rightEdge - leftEdge;
    // Between two gutters that cut nothing, the one a column starts at: more of the right side's text
    // starts at its edge (a justified line's last word ending near the gap starts nowhere in particular).
    let aligned = 0;
    for (const it of items) if (Math.abs(it.x0 - rightEdge) < 1) aligned++;
    // A column whose heading starts at its edge before one whose heading stands inside it (a gutter between the
    // titles and the places of a timeline's cards, the next heading further right).
    const headed = right.some((s) => Math.abs(s.x0 - rightEdge) < 2 && titleRun(s));
    const better =
      !best ||
      beside < best.crossing ||
      (beside === best.crossing &&
        (headed !== best.headed
          ? headed
          : aligned > best.aligned || (aligned === best.aligned && gap > best.gap)));
    if (better) best = { x, crossing: beside, gap, aligned, headed };
  }
  return best?.x;
}

/** The runs of the page that make a table's header row ('Von<tab>Bis<tab>Ausbildung'; see TABLE_HEADER). */
function tableHeaderCells(segments: Segment[]): Set<Segment> {
  const out = new Set<Segment>();
  const rows = new Map<number, Segment[]>();
  for (const s of segments) {
    const key = Math.round(s.y);
    const row = rows.get(key) ?? [];
    row.push(s);
    rows.set(key, row);
  }
  for (const row of rows.values()) {
    if (row.length < 2) continue;
    const sorted = [...row].sort((a, b) => a.x0 - b.x0);
    if (TABLE_HEADER.test(sorted.map((s) => s.text).join('\t'))) for (const s of row) out.add(s);
  }
  return out;
}

/** Whether a side's section headings are all set like some other run of it that is no heading (list labels). */
function labelsOnly(side: Segment[]): boolean {
  const style = (s: Segment) => `${s.font} ${s.size.toFixed(1)}`;
  const headings: Segment[] = [];
  const others = new Set<string>();
  for (const s of side)
    if (isSectionHeading(s.text)) headings.push(s);
    else others.add(style(s));
  return headings.length > 0 && headings.every((s) => others.has(style(s)));
}

/** `rows.flatMap(of)`, without the generic flattening's cost (it is paid for every row of every page). */
function concat<T, U>(rows: T[], of: (row: T) => U[]): U[] {
  const out: U[] = [];
  for (const row of rows) for (const x of of(row)) out.push(x);
  return out;
}

/** Blocks of a column's rows: a gap between two rows of more than twice the line's type size ends one. */
function blocksOf(rows: Placed[][]): { rows: Placed[][]; top: number; bottom: number }[] {
  const blocks: { rows: Placed[][]; top: number; bottom: number }[] = [];
  for (const row of rows) {
    const size = Math.max(...row.map((it) => it.size));
    const last = blocks.at(-1);
    if (last && last.bottom - row[0]!.y <= size * 2) {
      last.rows.push(row);
      last.bottom = row[0]!.y;
    } else blocks.push({ rows: [row], top: row[0]!.y + size, bottom: row[0]!.y });
  }
  return blocks;
}

/**
 * The two columns as bands read top down, each band its left rows then its right ones: one band (the left
 * column, then the right one) unless the columns' blocks alternate sides without sitting beside each other,
 * a left block, a right one under it, a left one under that (a timeline's cards, set left and right of its
 * line in turn): then each run of blocks that overlap in height is a band of its own.
 */
function cardBands(left: Placed[][], right: Placed[][]): [Placed[][], Placed[][], boolean][] {
  if (left.length < 2 || right.length < 1) return [[left, right, false]];
  const blocks = [
    ...blocksOf(left).map((b) => ({ ...b, side: 0 })),
    ...blocksOf(right).map((b) => ({ ...b, side: 1 })),
  ].sort((a, b) => b.top - a.top);
  const bands: { rows: [Placed[][], Placed[][]]; bottom: number; sides: number }[] = [];
  for (const b of blocks) {
    const last = bands.at(-1);
    if (last && b.top > last.bottom) {
      last.rows[b.side]!.push(...b.rows);
      last.bottom = Math.min(last.bottom, b.bottom);
      last.sides |= 1 << b.side;
    } else
      bands.push({
        rows: b.side ? [[], [...b.rows]] : [[...b.rows], []],
        bottom: b.bottom,
        sides: 1 << b.side,
      });
  }
  // Three one-sided bands in a row, on alternate sides, none with a heading, in columns of about one width (a
  // sidebar's sections beside a body's entries are not cards).
  const width = (rows: Placed[][]) =>
    Math.max(...concat(rows, (r) => r).map((it) => it.x1)) - Math.min(...rows.map((r) => r[0]!.x0));
  const ratio = width(left) / width(right);
  const card = (b: (typeof bands)[number]) => b.sides !== 3 && !b.rows[b.sides - 1]!.some(headingRow);
  // …and the three begin alike (an entry's title in the entries' style).
  const first = (b: (typeof bands)[number]) => styleOf(b.rows[b.sides - 1]![0]!);
  const alternate =
    ratio > 0.75 &&
    ratio < 1.33 &&
    bands.some(
      (b, i) =>
        i >= 2 &&
        [b, bands[i - 1]!, bands[i - 2]!].every(card) &&
        b.sides === bands[i - 2]!.sides &&
        b.sides !== bands[i - 1]!.sides &&
        first(b) === first(bands[i - 1]!) &&
        first(b) === first(bands[i - 2]!),
    );
  if (!alternate) return [[left, right, false]];
  // Bands with text on both sides in a row are one: sections side by side, their headings set apart.
  const merged: typeof bands = [];
  for (const b of bands) {
    const last = merged.at(-1);
    if (last && last.sides === 3 && b.sides === 3) last.rows.forEach((side, k) => side.push(...b.rows[k]!));
    else merged.push(b);
  }
  for (const b of merged) for (const side of b.rows) side.sort((p, q) => q[0]!.y - p[0]!.y);
  return merged.map((b) => [...b.rows, card(b)]);
}

/**
 * A timeline's card as one line: its one or two flows side by side (the title over 'at Employer'; the place
 * over the dates), each read down, a cell in the style of the one above it that one's rest (wrapped in the
 * card's narrow box: 'at Leeds Teaching Hospitals NHS' / 'Trust'), the left flow's cells then the right one's.
 * Undefined for a card of more rows, more flows or longer cells (a description).
 */
function cardLine(rows: Placed[][]): string | undefined {
  const cells = concat(rows, (row) => segmentsOf(row));
  if (rows.length > 6 || cells.some((c) => wordCount(c.text) > 8)) return undefined;
  const starts: number[] = [];
  for (const c of cells) if (!starts.some((x) => Math.abs(x - c.x0) < 2)) starts.push(c.x0);
  if (starts.length > 2) return undefined;
  const out: string[] = [];
  for (const x of starts.sort((a, b) => a - b)) {
    let above: Segment | undefined;
    for (const c of cells.filter((c) => Math.abs(c.x0 - x) < 2).sort((a, b) => b.y - a.y)) {
      if (above && above.font === c.firstFont && Math.abs(above.size - c.size) < 0.5)
        out[out.length - 1] = joinWrapped(out[out.length - 1]!, c.text);
      else out.push(c.text);
      above = c;
    }
  }
  return out.join('\t');
}

/** Reading order: full-width bands in place, and between them the left column, then the right one. */
function readingOrder(rows: Placed[][], pageWidth: number): string[] {
  const band = sideBySide(rows);
  const segments = concat(rows, (row) => segmentsOf(row, false));
  const gutter = findGutter(segments, concat(rows, mainItems), pageWidth);
  if (gutter === undefined)
    return band
      ? [rows.slice(0, band.start), band.left, band.right, rows.slice(band.end)].flatMap(regionLines)
      : regionLines(rows);
  const out: string[] = [];
  let left: Placed[][] = [];
  let right: Placed[][] = [];
  const flush = () => {
    // A column of dates beside the entries (a timeline's dates on one side of its line), with nothing else
    // in it but what comes under all the entries: the entries' labels, read in place top down.
    const dated = (row: Placed[]) => findPeriod(row.map((it) => it.text).join(' ')) !== undefined;
    const lowest = Math.min(...right.filter((row) => !dated(row)).map((row) => row[0]!.y));
    const timeline = left.filter(dated).length >= 2 && left.every((row) => dated(row) || row[0]!.y < lowest);
    if (timeline) out.push(...regionLines([...left, ...right].sort((a, b) => b[0]!.y - a[0]!.y)));
    else
      for (const [l, r, card] of cardBands(left, right)) {
        const line = card ? cardLine(l.length ? l : r) : undefined;
        if (line !== undefined) out.push(line);
        else out.push(...regionLines(l), ...regionLines(r));
      }
    left = [];
    right = [];
  };
  // Until the first section heading, a row with text on both sides of the gutter is the header's (a name
  // set in two fonts, 'Lucía' | 'Fernández Ortega', across the columns' gap), read whole.
  let inHeader = true;
  // The right column's rows above all of the left column's text and above its own first heading are the
  // page's header (the name, the headline and a profile beside a sidebar that starts under a photo): read
  // before the sidebar, not after its last section.
  let rightHeading = false;
  // Sections set across the page above the columns ('Education' full width, then 'Employment' beside 'Skills'):
  // until the right column's first heading, a row whose right side is only its dates is one line (a school with
  // its years at the right margin).
  const rightHeaded = rows.some((row) => headingRow(row.filter((it) => it.x0 >= gutter)));
  // Under the right column's last line, a line that runs across the gutter at all is the page's, not the left
  // column's (a footer centred under both columns: 'This was generated using …').
  let rightBottom = Infinity;
  for (const row of rows)
    for (const it of row) if (it.x0 >= gutter) rightBottom = Math.min(rightBottom, it.y);
  // …or a phrase of eight words at most set flush right at the page's right margin beside an entry's dates (its role
  // or degree on the line of its employer or school, '6/2021 – present' 'Lyft' … 'Senior Data Scientist').
  const margin = Math.max(...rows.flatMap((row) => row.map((it) => it.x1)));
  const atMargin = (side: Placed[]): boolean => {
    const runs = segmentsOf(side, false);
    const [run] = runs;
    return (
      runs.length === 1 &&
      margin - run!.x1 < 2 &&
      wordCount(run!.text) <= 8 &&
      CAPITAL_START.test(run!.text) &&
      !/@|https?:|www\.|[()]|\p{L}\.[a-z]{2,}/u.test(run!.text)
    );
  };
  const datedSide = (side: Placed[]) => {
    const text = side.map((it) => it.text).join(' ');
    return (findPeriod(text) ?? findDate(text)) !== undefined;
  };
  for (const [n, row] of rows.entries()) {
    // Two sections side by side (see sideBySide): each read whole, in place.
    if (band && n >= band.start && n < band.end) {
      if (n === band.start) {
        flush();
        out.push(...regionLines(band.left), ...regionLines(band.right));
      }
      continue;
    }
    // An item that starts in the left column belongs to it even when it runs a little past the gutter (an
    // address too long for a sidebar); one that runs far across it is a line of the whole page.
    const l = row.filter((it) => it.x0 < gutter);
    const r = row.filter((it) => it.x0 >= gutter);
    if (left.length === 0 && right.length > 0 && !rightHeading && (l.length > 0 || headingRow(r))) flush();
    if (headingRow(r)) rightHeading = true;
    if (inHeader && (headingRow(l) || headingRow(r))) inHeader = false;
    if (
      row.some(
        (it) => it.x0 < gutter && it.x1 > gutter + (it.y < rightBottom ? 1 : Math.max(1, pageWidth * 0.1)),
      ) ||
      (inHeader && l.length > 0 && r.length > 0) ||
      (rightHeaded && !rightHeading && l.length > 0 && (datesOnly(r) || (atMargin(r) && datedSide(l))))
    ) {
      flush();
      out.push(...regionLines([row]));
      continue;
    }
    if (l.length) left.push(l);
    if (r.length) right.push(r);
  }
  flush();
  return out;
}

/**
 * Two sections side by side under sections set across the page ('SKILLS' beside 'LANGUAGES' at the foot of a
 * page of full-width experience and education): where their titles' row starts (`start`), the left section's rows
 * and the right one's, and where the first line under them that runs across the right title's edge is (`end`: a
 * footer). Undefined where no row holds two titles of such sections (lists: skills, languages, interests …) and
 * nothing else, under a line across that edge, with text under both.
 */
/** Sections a page sets side by side at its foot: lists, not entries or contact details. */
const SIDE_SECTIONS = new Set<string>([
  'skills',
  'languages',
  'interests',
  'certifications',
  'references',
  'projects',
]);

function sideBySide(
  rows: Placed[][],
): { start: number; end: number; left: Placed[][]; right: Placed[][] } | undefined {
  for (let k = 1; k < rows.length - 1; k++) {
    const runs = segmentsOf(rows[k]!, false);
    if (runs.length !== 2 || !runs.every((r) => SIDE_SECTIONS.has(sectionOf(withComposedAccents(r.text))!)))
      continue;
    const edge = runs[1]!.x0;
    const across = (row: Placed[]) => row.some((it) => it.x0 < edge - 1 && it.x1 > edge + 1);
    // (Under text set across the page, and no section's title above at the right one's edge: else the titles
    // are a sidebar's and a main column's, side by side, a sidebar's line overflowing its edge.)
    const above = rows.slice(0, k);
    const titledColumn = above.some((row) =>
      segmentsOf(row, false).some((r) => Math.abs(r.x0 - edge) < 2 && isSectionHeading(r.text)),
    );
    if (titledColumn || !above.some(across)) continue;
    const left: Placed[][] = [];
    const right: Placed[][] = [];
    let end = k + 1;
    for (; end < rows.length; end++) {
      const row = rows[end]!;
      if (across(row)) break;
      const l = row.filter((it) => it.x0 < edge - 1);
      const r = row.filter((it) => it.x0 >= edge - 1);
      if (l.length) left.push(l);
      if (r.length) right.push(r);
    }
    if (left.length === 0 || right.length === 0) return undefined;
    const heading = rows[k]!;
    return {
      start: k,
      end,
      left: [heading.filter((it) => it.x0 < edge - 1), ...left],
      right: [heading.filter((it) => it.x0 >= edge - 1), ...right],
    };
  }
  return undefined;
}

/**
 * The text set in the largest type on the first page, when it stands out (usually the candidate's name):
 * only the items of that size (not a smaller label beside them), and a name wrapped onto a second line
 * of the same size under the first joined back (also when a row of another column lies between them).
 */
function headlineOf(rows: Placed[][]): string | undefined {
  const items = concat(rows, (r) => r);
  if (items.length === 0) return undefined;
  // The size most of the page's text is set in: the median over characters, not items (a first page that
  // holds only a header has as many items in the name's type as in the rest).
  const bySize = [...items].sort((a, b) => a.size - b.size);
  let half = bySize.reduce((n, it) => n + it.text.length, 0) / 2;
  const median = bySize.find((it) => (half -= it.text.length) <= 0)?.size ?? bySize[0]!.size;
  // A page title in bigger type than the name ('Resume' over a web résumé's tabs) is a heading, not the name.
  const biggest = items.reduce((a, b) => (b.size > a.size && !isSectionHeading(b.text) ? b : a));
  if (isSectionHeading(biggest.text)) return undefined;
  if (biggest.size < median * 1.3) return undefined;
  const sameSize = (it: Placed) => Math.abs(it.size - biggest.size) < biggest.size * 0.05;
  const at = rows.findIndex((r) => r.includes(biggest));
  const parts: string[] = [];
  let lastY = biggest.y;
  let span: { x0: number; x1: number } | undefined;
  // The name's lines are set closer together than the name and a headline in its type under it.
  let lineGap: number | undefined;
  for (let i = at; i < rows.length && parts.length < 3; i++) {
    const row = rows[i]!;
    const gap = lastY - row[0]!.y;
    if (gap > biggest.size * 1.6 || (lineGap !== undefined && gap > lineGap * 1.3)) break;
    // The name's next line is under its first; a row of another column between them is passed over.
    const big = row.filter((it) => sameSize(it) && (!span || (it.x0 < span.x1 && it.x1 > span.x0)));
    if (big.length === 0) continue;
    // The whole run of the name's type the overlapping items are in ('Whit' 'fi' 'eld' under 'James').
    const runs = segmentsOf(row.filter(sameSize));
    const segment = runs.find((s) => big.some((it) => it.x0 >= s.x0 && it.x1 <= s.x1 + 0.5));
    if (!segment) break;
    // The name's parts set apart in the first line, each in a box of its own ('Priya    Raghunathan'): one name.
    let text = segment.text;
    if (parts.length === 0)
      for (let k = runs.indexOf(segment) + 1; k < runs.length; k++) {
        if (runs[k]!.x0 - runs[k - 1]!.x1 > biggest.size * 2) break;
        text += ` ${runs[k]!.text}`;
      }
    parts.push(text);
    span ??= { x0: segment.x0, x1: segment.x1 };
    if (parts.length === 2) lineGap = big[0]!.y < lastY ? lastY - big[0]!.y : undefined;
    lastY = big[0]!.y;
  }
  // The biggest type used again further down, not for a title, under text in type nearly as big ('Thomas van
  // Dijk' at the top, then 'BENU Apotheek' and 'UMC Utrecht': each employer's name over its entry), is a style of
  // the entries, not the name's.
  const shown = (it: Placed) => it.text.trim() !== '' && !isSectionHeading(it.text);
  const again = rows.some((row) => row[0]!.y < lastY - 1 && row.some((it) => sameSize(it) && shown(it)));
  const above = rows.some(
    (row) => row[0]!.y > biggest.y + 1 && row.some((it) => it.size >= biggest.size * 0.85 && shown(it)),
  );
  if (again && above) return undefined;
  // A double name broken at its hyphen ('García-' / 'López') keeps the hyphen and no space.
  const name = parts.reduce(
    (text, part) => (/\p{L}-$/u.test(text) ? text + part : text ? `${text} ${part}` : part),
    '',
  );
  // The name then its reading in small capitals, of which the big type holds the initials ('Priya Raghunathan /
  // P R', a Japanese résumé's 'name / reading'): the name.
  return name.replace(/ \/ (?:\p{Lu} ?)+$/u, '') || undefined;
}
