// DOCX text: a size-capped unzip of word/document.xml and the page headers and footers, then paragraphs and
// table rows in document order.
import yauzl from 'yauzl';
import { AppError } from '../errors.js';
import type { ResumeText } from './fields.js';

/** Limits that keep a hostile archive from exhausting memory. */
export const DOCX_LIMITS = {
  /** Total uncompressed size of all entries. */
  maxTotalBytes: 100 * 1024 * 1024,
  /** The document part alone. */
  maxDocumentBytes: 30 * 1024 * 1024,
  /** Uncompressed / compressed, over all entries (real DOCX files stay well under 20). */
  maxRatio: 200,
  maxEntries: 5000,
  /** Header parts, and footer parts, read (Word writes at most three of each per section). */
  maxHeaderParts: 12,
};

const corrupted = (detail: string, cause?: unknown) =>
  new AppError('validation', 'corrupted_file', `The file appears to be corrupted: ${detail}.`, { cause });

const zipBomb = () =>
  new AppError(
    'validation',
    'zip_bomb',
    'Invalid DOCX file: it expands to an absurd size when unpacked and was refused as a possible zip bomb.',
  );

const openZip = (bytes: Uint8Array): Promise<yauzl.ZipFile> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true },
      (err, zip) =>
        err || !zip ? reject(corrupted('the DOCX archive could not be opened', err)) : resolve(zip),
    );
  });

/** Reads the central directory, refuses absurd sizes, and returns the names of the parts with their sizes. */
async function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  let compressed = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      compressed += entry.compressedSize;
      entries.set(entry.fileName, entry);
      if (entries.size > DOCX_LIMITS.maxEntries || total > DOCX_LIMITS.maxTotalBytes) {
        zip.close();
        reject(zipBomb());
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (e: unknown) => reject(corrupted('the DOCX archive is damaged', e)));
    zip.readEntry();
  });
  if (total > 1024 * 1024 && total / Math.max(compressed, 1) > DOCX_LIMITS.maxRatio) throw zipBomb();
  return entries;
}

/** Inflates one part, stopping as soon as it grows past the cap (the declared size may lie). */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, cap: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(corrupted('a part of the DOCX could not be read', err));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size > cap) {
          stream.destroy();
          reject(zipBomb());
          return;
        }
        chunks.push(c);
      });
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', (e) => reject(corrupted('a part of the DOCX is damaged', e)));
    });
  });
}

/** True when the zip holds a Word document part (used to tell a DOCX from any other zip). */
export async function isWordZip(bytes: Uint8Array): Promise<boolean> {
  try {
    const zip = await openZip(bytes);
    try {
      const entries = await listEntries(zip);
      return entries.has('word/document.xml');
    } finally {
      zip.close();
    }
  } catch (e) {
    if (e instanceof AppError && e.code === 'zip_bomb') throw e;
    return false;
  }
}

/** Text lines of a DOCX in document order; cells of a simple table row are joined with a tab. */
export async function docxToText(bytes: Uint8Array): Promise<ResumeText> {
  const zip = await openZip(bytes);
  try {
    const entries = await listEntries(zip);
    const doc = entries.get('word/document.xml');
    if (!doc)
      throw new AppError(
        'validation',
        'invalid_file_type',
        'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
      );
    const xml = (await readEntry(zip, doc, DOCX_LIMITS.maxDocumentBytes)).toString('utf8');
    const body = documentXmlToText(xml);
    // Page headers and footers often hold the contact details: they are read before the body, as the
    // header of the resume (not as the end of its last section), each line once (first-page, even and
    // default headers usually repeat one another).
    const part = async (re: RegExp) => {
      const names = [...entries.keys()]
        .filter((n) => re.test(n))
        .sort()
        .slice(0, DOCX_LIMITS.maxHeaderParts);
      const lines: string[] = [];
      for (const name of names) {
        const partXml = (await readEntry(zip, entries.get(name)!, DOCX_LIMITS.maxDocumentBytes)).toString(
          'utf8',
        );
        lines.push(...documentXmlToText(partXml).lines);
      }
      return lines;
    };
    const headers = await part(/^word\/header\d*\.xml$/);
    const footers = await part(/^word\/footer\d*\.xml$/);
    const seen = new Set(body.lines);
    const once = (lines: string[]) =>
      lines.filter((l) => {
        if (seen.has(l)) return false;
        seen.add(l);
        return true;
      });
    return { ...body, lines: [...once(headers), ...once(footers), ...body.lines] };
  } finally {
    zip.close();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (s: string): string =>
  !s.includes('&')
    ? s
    : s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
        if (e[0] === '#') {
          const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
          return code <= 0x10ffff ? String.fromCodePoint(code) : '';
        }
        return ENTITIES[e.toLowerCase()] ?? '';
      });

/** What the XML walk hands over: each start, end or empty-element tag, and each run of character data. */
type XmlVisitor = {
  /** `attrs` is where the attribute text lies: xml.slice(from, to). */
  tag(name: string, close: boolean, selfClose: boolean, attrs: { from: number; to: number }): void;
  chars(text: string): void;
};

const malformed = (what: string) => corrupted(`the document part is not well-formed XML (${what})`);

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const QUOT = 0x22;
const APOS = 0x27;
const QUESTION = 0x3f;
const BANG = 0x21;
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/** The index just past the next `end` from `from`; refuses XML where that construct is never closed. */
function skipPast(xml: string, from: number, end: string, what: string): number {
  const at = xml.indexOf(end, from + 2);
  if (at < 0) throw malformed(`${what} is never closed`);
  return at + end.length;
}

/**
 * Walks the tags and character data of an XML document in order, in one pass (each character is looked
 * at once, so hostile input costs linear time). XML that is not well-formed — a tag never closed, a '<'
 * inside a tag, an end tag that does not match, a DTD — is refused, as Word refuses it.
 */
function walkXml(xml: string, visit: XmlVisitor): void {
  const open: string[] = [];
  const attrs = { from: 0, to: 0 };
  const n = xml.length;
  let i = 0;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      visit.chars(xml.slice(i));
      break;
    }
    if (lt > i) visit.chars(xml.slice(i, lt));
    const next = xml.charCodeAt(lt + 1);
    if (next === QUESTION) i = skipPast(xml, lt, '?>', 'a processing instruction');
    else if (next === BANG && xml.startsWith('<!--', lt)) i = skipPast(xml, lt, '-->', 'a comment');
    else if (next === BANG && xml.startsWith('<![CDATA[', lt)) {
      i = skipPast(xml, lt, ']]>', 'a CDATA section');
      // Character data as is: its '&' are not entities.
      visit.chars(xml.slice(lt + 9, i - 3).replace(/&/g, '&amp;'));
    } else if (next === BANG) throw malformed('a document type declaration');
    else {
      const close = xml.charCodeAt(lt + 1) === SLASH;
      let j = close ? lt + 2 : lt + 1;
      const nameStart = j;
      for (let c = xml.charCodeAt(j); j < n && !isSpace(c) && c !== SLASH && c !== GT && c !== LT;) {
        c = xml.charCodeAt(++j);
      }
      if (j === nameStart) throw malformed('a tag has no name');
      const name = xml.slice(nameStart, j);
      let quote = 0;
      for (; j < n; j++) {
        const c = xml.charCodeAt(j);
        if (c === LT) throw malformed('a tag holds a "<"');
        if (quote) {
          if (c === quote) quote = 0;
        } else if (c === QUOT || c === APOS) quote = c;
        else if (c === GT) break;
      }
      if (j >= n) throw malformed('a tag is never closed');
      const selfClose = !close && xml.charCodeAt(j - 1) === SLASH;
      if (close) {
        if (open.pop() !== name) throw malformed(`</${name}> closes no open <${name}>`);
      } else if (!selfClose) open.push(name);
      attrs.from = nameStart + name.length;
      attrs.to = j;
      visit.tag(name, close, selfClose, attrs);
      i = j + 1;
    }
  }
  if (open.length > 0) throw malformed(`<${open[open.length - 1]}> is never closed`);
}

type Para = { text: string; row: number | undefined; cell: number | undefined; size: number };

/** Walks the WordprocessingML tags once; handles nested tables and text boxes by a stack of rows. */
export function documentXmlToText(xml: string): ResumeText {
  const paras: Para[] = [];
  const rowStack: { id: number; cell: number }[] = [];
  let rowIds = 0;
  let text = '';
  let inText = false;
  let inPara = false;
  let size = 0;
  // A text box's paragraphs sit inside a paragraph of the body: the outer one's text so far waits for them.
  const outer: { text: string; inPara: boolean; size: number }[] = [];
  // Word writes a text box twice, for itself and as a fallback for older readers: the fallback is skipped.
  let fallback = 0;
  walkXml(xml, {
    chars(chars) {
      if (inText && fallback === 0) text += decodeXml(chars);
    },
    tag(name, close, selfClose, attrs) {
      if (name === 'mc:Fallback') {
        if (!selfClose) fallback += close ? -1 : 1;
        return;
      }
      if (fallback > 0) return;
      if (name === 'w:t') inText = !close && !selfClose;
      else if (name === 'w:p') {
        const top = rowStack[rowStack.length - 1];
        if (selfClose) paras.push({ text: '', row: top?.id, cell: top?.cell, size: 0 });
        else if (!close) {
          if (inPara) outer.push({ text, inPara, size });
          inPara = true;
          text = '';
          size = 0;
        } else {
          paras.push({ text: spacedText(text, top !== undefined), row: top?.id, cell: top?.cell, size });
          const resumed = outer.pop();
          text = resumed?.text ?? '';
          inPara = resumed?.inPara ?? false;
          size = resumed?.size ?? 0;
        }
      } else if (name === 'w:sz' && inPara) {
        const val = /w:val=["'](\d+)["']/.exec(xml.slice(attrs.from, attrs.to))?.[1];
        if (val) size = Math.max(size, Number(val));
      }
      // A positional tab ('w:ptab', a date pushed to the right margin) is a tab too; a non-breaking hyphen
      // ('Jean‑Luc', 'Rücker‑Emert') is an element of its own, not a character of the run's text.
      else if ((name === 'w:tab' || name === 'w:ptab') && inPara && !close) text += '\t';
      else if (name === 'w:noBreakHyphen' && inPara && !close) text += '-';
      else if ((name === 'w:br' || name === 'w:cr') && inPara && !close) text += '\n';
      else if (name === 'w:tr') {
        if (!close) rowStack.push({ id: ++rowIds, cell: -1 });
        else rowStack.pop();
      } else if (name === 'w:tc' && !close) {
        const top = rowStack[rowStack.length - 1];
        if (top) top.cell++;
      }
    },
  });
  // A table row whose cells hold one paragraph each reads as one line (a date cell beside a title cell);
  // a row of multi-paragraph cells (a sidebar layout table) reads cell by cell.
  const lines: string[] = [];
  for (let i = 0; i < paras.length;) {
    const p = paras[i]!;
    if (p.row === undefined) {
      lines.push(...p.text.split('\n'));
      i++;
      continue;
    }
    let j = i;
    while (j < paras.length && paras[j]!.row === p.row) j++;
    const rowParas = paras.slice(i, j);
    const cells = new Set(rowParas.map((q) => q.cell));
    const nonEmpty = rowParas.filter((q) => q.text !== '');
    // (A line break inside such a cell parts its items as a tab does: 'MSc Pharmacy' / 'Utrecht University'.)
    if (cells.size === rowParas.length && rowParas.length > 1)
      lines.push(nonEmpty.map((q) => q.text.replace(/\n/g, '\t')).join('\t'));
    else {
      // Cells of one short paragraph before one of several (an entry's 'from' and 'to' cells beside its title,
      // company and bullets): the short cells on the line of the entry's first paragraph.
      const lead: string[] = [];
      let k = 0;
      const cellOf = (q: Para) => rowParas.filter((r) => r.cell === q.cell);
      while (k < rowParas.length) {
        const cell = cellOf(rowParas[k]!);
        if (cell.length !== 1 || cell[0]!.text.length > 30 || cell[0]!.text.includes('\n')) break;
        if (cell[0]!.text !== '') lead.push(cell[0]!.text);
        k++;
      }
      const rest = rowParas.slice(k).flatMap((q) => q.text.split('\n'));
      const first = rest.findIndex((t) => t !== '');
      if (lead.length > 0 && first >= 0 && k > 0 && rowParas[k]!.cell !== rowParas[k - 1]!.cell) {
        lines.push([...lead, rest[first]!].join('\t'), ...rest.slice(first + 1));
      } else for (const q of rowParas) lines.push(...q.text.split('\n'));
    }
    i = j;
  }
  const sized = paras.filter((p) => p.text !== '' && p.size > 0);
  const sizes = sized.map((p) => p.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const biggest = sized.reduce<Para | undefined>((a, b) => (!a || b.size > a.size ? b : a), undefined);
  return {
    lines: lines.map((l) => l.replace(/\t+/g, '\t').trim()).filter((l) => l !== ''),
    headline: biggest && biggest.size >= median * 1.3 ? biggest.text.split('\n')[0] : undefined,
  };
}

/**
 * A paragraph's text with single spaces. Where two spaces or more set words or groups of words apart, each is a
 * cell, as a PDF's wide gaps make them ('Patient Assessment  Wound Care  Triage', 'EPIC  Microsoft Excel': tags
 * typed with double spaces between them in a table's cell); not after the end of a sentence, where typists put
 * two spaces of habit ('… ward.  Introduced …'), and outside a table only where three parts or more are (not
 * 'Ada  Lovelace').
 */
function spacedText(text: string, inCell: boolean): string {
  const trimmed = text.trim();
  const gaps = trimmed.match(TAG_GAP)?.length ?? 0;
  return (gaps >= (inCell ? 1 : 2) ? trimmed.replace(TAG_GAP, '\t') : trimmed)
    .replace(/[ \u00a0]+/g, ' ')
    .trim();
}
const TAG_GAP = /(?<=[^\s.!?:;])[ \u00a0]{2,}(?=\S)/gu;
