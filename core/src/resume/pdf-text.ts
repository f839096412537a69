// PDF text in reading order, from pdf.js text items and their positions.
import { AppError } from '../errors.js';
import type { ResumeText } from './fields.js';
import { checkPdfStreams } from './pdf-streams.js';
import { isSectionHeading } from './sections.js';

/** A run of text on one baseline, with its horizontal extent. */
type Segment = { x0: number; x1: number; y: number; size: number; text: string };

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | undefined;
// Loaded lazily: pdf.js is large and DOCX-only callers should not pay for it.
const loadPdfJs = (): Promise<PdfJs> => (pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

export type PdfTextOptions = { maxPages: number };

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
    for (let n = 1; n <= pages; n++) {
      const page = await doc.getPage(n);
      const items = await readTextItems(page.streamTextContent(), left);
      const [, , width = 612] = page.view;
      const segments = toSegments(items);
      if (n === 1) headline = headlineOf(segments);
      lines.push(...readingOrder(segments, width));
      page.cleanup();
    }
    return { lines, headline };
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

type Item = { str: string; transform: number[]; width: number; height: number };
const isItem = (i: unknown): i is Item =>
  typeof i === 'object' &&
  i !== null &&
  'str' in i &&
  'transform' in i &&
  Array.isArray((i as Item).transform);

/** Groups text items into baselines, then splits each baseline where the gap is wide (a column or a cell). */
function toSegments(raw: unknown[]): Segment[] {
  const items = raw
    .filter(isItem)
    .filter((i) => i.str.trim() !== '')
    .map((i) => {
      const [a = 0, b = 0, , , x = 0, y = 0] = i.transform;
      const size = Math.hypot(a, b) || i.height || 10;
      return { x0: x, x1: x + i.width, y, size, text: i.str };
    })
    .sort((p, q) => q.y - p.y || p.x0 - q.x0);

  const rows: (typeof items)[] = [];
  for (const it of items) {
    const row = rows.find((r) => Math.abs(r[0]!.y - it.y) < Math.min(r[0]!.size, it.size) * 0.4);
    if (row) row.push(it);
    else rows.push([it]);
  }
  const segments: Segment[] = [];
  for (const row of rows) {
    row.sort((p, q) => p.x0 - q.x0);
    let cur: Segment | undefined;
    for (const it of row) {
      const gap = cur ? it.x0 - cur.x1 : Infinity;
      if (cur && gap < Math.max(cur.size, it.size) * 1.6) {
        const glue =
          gap > Math.min(cur.size, it.size) * 0.15 && !cur.text.endsWith(' ') && !it.text.startsWith(' ');
        cur.text += (glue ? ' ' : '') + it.text;
        cur.x1 = Math.max(cur.x1, it.x1);
        cur.size = Math.max(cur.size, it.size);
      } else {
        cur = { ...it };
        segments.push(cur);
      }
    }
  }
  for (const s of segments) s.text = s.text.replace(/\s+/g, ' ').trim();
  return segments.filter((s) => s.text !== '' && !/^(page\s*)?\d+\s*(\/|of)\s*\d+$/i.test(s.text));
}

/**
 * Finds a vertical gutter that splits the page into two columns (a sidebar or a two-column design).
 * A gap between cells of a table is not a gutter: a gutter has a section heading on both sides.
 */
function findGutter(segments: Segment[], pageWidth: number): number | undefined {
  if (segments.length < 6) return undefined;
  let best: { x: number; crossing: number; gap: number } | undefined;
  const candidates = new Set(segments.map((s) => s.x0 - 1));
  for (const x of candidates) {
    if (x < pageWidth * 0.12 || x > pageWidth * 0.88) continue;
    let crossing = 0;
    let leftEdge = -Infinity;
    let rightEdge = Infinity;
    const left: Segment[] = [];
    const right: Segment[] = [];
    for (const s of segments) {
      if (s.x1 <= x) {
        left.push(s);
        leftEdge = Math.max(leftEdge, s.x1);
      } else if (s.x0 >= x) {
        right.push(s);
        rightEdge = Math.min(rightEdge, s.x0);
      } else crossing++;
    }
    if (left.length < 3 || right.length < 3) continue;
    if (crossing > Math.max(2, segments.length * 0.2)) continue;
    if (!left.some((s) => isSectionHeading(s.text)) || !right.some((s) => isSectionHeading(s.text))) continue;
    const gap = rightEdge - leftEdge;
    if (!best || crossing < best.crossing || (crossing === best.crossing && gap > best.gap)) {
      best = { x, crossing, gap };
    }
  }
  return best?.x;
}

/** Joins segments on the same baseline with a tab, top to bottom. */
function linesOf(segments: Segment[]): string[] {
  const sorted = [...segments].sort((p, q) => q.y - p.y || p.x0 - q.x0);
  const lines: string[] = [];
  let lastY = Infinity;
  let lastSize = 0;
  let current: string[] = [];
  for (const s of sorted) {
    if (current.length && Math.abs(lastY - s.y) < Math.min(lastSize, s.size) * 0.4) {
      current.push(s.text);
    } else {
      if (current.length) lines.push(current.join('\t'));
      current = [s.text];
      lastY = s.y;
      lastSize = s.size;
    }
  }
  if (current.length) lines.push(current.join('\t'));
  return lines;
}

/** Reading order: full-width bands in place, and between them the left column, then the right one. */
function readingOrder(segments: Segment[], pageWidth: number): string[] {
  const gutter = findGutter(segments, pageWidth);
  if (gutter === undefined) return linesOf(segments);
  const sorted = [...segments].sort((p, q) => q.y - p.y || p.x0 - q.x0);
  const out: string[] = [];
  let left: Segment[] = [];
  let right: Segment[] = [];
  const flush = () => {
    out.push(...linesOf(left), ...linesOf(right));
    left = [];
    right = [];
  };
  for (const s of sorted) {
    if (s.x1 <= gutter) left.push(s);
    else if (s.x0 >= gutter) right.push(s);
    else {
      flush();
      out.push(s.text);
    }
  }
  flush();
  return out;
}

/** The text set in the largest type on the first page, when it stands out (usually the candidate's name). */
function headlineOf(segments: Segment[]): string | undefined {
  if (segments.length === 0) return undefined;
  const sizes = segments.map((s) => s.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  const biggest = segments.reduce((a, b) => (b.size > a.size ? b : a));
  return biggest.size >= median * 1.3 ? biggest.text : undefined;
}
