// Decoded sizes of a PDF's compressed streams, measured before pdf.js reads the file: pdf.js keeps a
// decoded stream whole in memory, so a megabyte of deflate that inflates to a gigabyte would take gigabytes.
import zlib from 'node:zlib';
import { AppError } from '../errors.js';

/** Bounds on what the streams of one resume PDF may decode to (real resumes stay far below). */
export const PDF_STREAM_LIMITS = {
  /** One stream: a page's content, a font program, a character map. */
  maxStreamBytes: 32 * 1024 * 1024,
  /** All such streams of the document together. */
  maxTotalBytes: 96 * 1024 * 1024,
};

export const pdfTooLarge = (): AppError =>
  new AppError(
    'validation',
    'corrupted_file',
    'The file appears to be corrupted: its content unpacks to an absurd amount of data, so it was not read.',
  );

type Measure = (data: Buffer, limit: number) => Promise<number>;

/**
 * Bytes a stream decodes to, counted without keeping them and stopping past `limit`. A damaged stream
 * counts what decodes before the damage, as a lenient reader would read it.
 */
const decodedSize =
  (create: () => zlib.Inflate | zlib.BrotliDecompress): Measure =>
  (data, limit) =>
    new Promise((resolve) => {
      const z = create();
      let size = 0;
      const done = () => {
        z.removeAllListeners('data');
        z.destroy();
        resolve(size);
      };
      z.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) done();
      });
      z.on('error', done);
      z.on('end', done);
      z.end(data);
    });

const CHUNK = 1024 * 1024;
const streamedInflatedSize = decodedSize(() =>
  zlib.createInflate({ chunkSize: CHUNK, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
);

/**
 * The streamed decode's count for a deflate stream, found without a zlib stream when the stream decodes
 * without error to at most one chunk and the limit (a font program, a page's content: nearly every
 * stream of a resume): decoded at once then, into no more than the streamed decode's one chunk. Any
 * other stream (larger, damaged, past a small limit) is measured by the streamed decode, so the count is
 * the same. A zlib stream and its round trips through the thread pool had cost more than the decoding.
 */
const inflatedSize: Measure = (data, limit) => {
  try {
    const maxOutputLength = Math.min(limit, CHUNK);
    const size = zlib.inflateSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength }).length;
    return Promise.resolve(size);
  } catch {
    return streamedInflatedSize(data, limit);
  }
};
const brotliSize = decodedSize(() =>
  zlib.createBrotliDecompress({ chunkSize: CHUNK, finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }),
);

/** A zlib header (deflate, a valid check value, no preset dictionary), as pdf.js's FlateDecode requires. */
const zlibHeader = (b: Buffer) =>
  b.length >= 2 && (b[0]! & 0x0f) === 8 && ((b[0]! << 8) | b[1]!) % 31 === 0 && (b[1]! & 0x20) === 0;

/** `#xx` escapes of PDF names undone (`/Fl#61teDecode` is `/FlateDecode`). */
const unescapeNames = (s: string) =>
  s.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

type PdfStream = { dict: string; data: Buffer };

/** Where the dictionary ending just before `end` (its `>>`) starts, searching no further back than `floor`. */
function dictStart(text: string, end: number, floor: number): number {
  let depth = 0;
  for (let j = end + 1; j > floor; j--) {
    if (text[j] === '>' && text[j - 1] === '>') {
      depth++;
      j--;
    } else if (text[j] === '<' && text[j - 1] === '<') {
      depth--;
      j--;
      if (depth === 0) return j;
    }
  }
  return floor;
}

/** The top level of a dictionary: nested dictionaries and literal strings left out, name escapes undone. */
function topLevel(dict: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < dict.length; i++) {
    const c = dict[i];
    if (c === '(') {
      // A literal string: balanced parentheses, backslash escapes.
      let open = 1;
      for (i++; i < dict.length && open > 0; i++) {
        if (dict[i] === '\\') i++;
        else if (dict[i] === '(') open++;
        else if (dict[i] === ')') open--;
      }
      i--;
    } else if (c === '<' && dict[i + 1] === '<') {
      depth++;
      i++;
    } else if (c === '>' && dict[i + 1] === '>') {
      depth--;
      i++;
    } else if (depth === 1) out += c;
  }
  return unescapeNames(out);
}

/**
 * The streams of a PDF in file order, found in one pass: each `stream` keyword after a dictionary, its
 * data up to the `endstream` that /Length points at (or the next one).
 */
function* streamsOf(bytes: Buffer): Generator<PdfStream> {
  const text = bytes.toString('latin1');
  const keyword = />>\s*stream(\r\n|\n|\r)?/g;
  let from = 0;
  for (let m = keyword.exec(text); m; m = keyword.exec(text)) {
    const dataStart = m.index + m[0].length;
    const dict = topLevel(text.slice(dictStart(text, m.index, from), m.index + 2));
    const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let end = -1;
    if (declared) {
      const at = dataStart + Number(declared[1]);
      if (/^\s*endstream/.test(text.slice(at, at + 32))) end = at;
    }
    if (end < 0) end = text.indexOf('endstream', dataStart);
    if (end < 0) end = text.length;
    yield { dict, data: bytes.subarray(dataStart, end) };
    from = end;
    keyword.lastIndex = end;
  }
}

/**
 * Refuses a PDF whose compressed streams decode past PDF_STREAM_LIMITS, with the corrupted-file message.
 * Images are left out: reading text never decodes them. What this scan cannot see (a stream pdf.js
 * reaches through a damaged cross-reference table, an encrypted stream) is bounded by the parse worker's
 * allocation cap instead.
 */
export async function checkPdfStreams(
  bytes: Uint8Array,
  limits: typeof PDF_STREAM_LIMITS = PDF_STREAM_LIMITS,
): Promise<void> {
  // Deflate streams whose compressed size alone keeps them under the bounds are not decoded: inflating
  // every font program of a file cost about a third of pdf.js's own text extraction. Their upper bounds
  // are summed; only when that sum could pass the total bound are they decoded after all.
  let total = 0;
  let bounded = 0;
  const small: Buffer[] = [];
  for (const { dict, data } of streamsOf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) {
    if (/\/Subtype\s*\/Image\b/.test(dict)) continue;
    // Any stream that looks like deflate is measured, whatever its /Filter says (it may be indirect).
    const brotli = /\/BrotliDecode\b/.test(dict);
    if (!brotli && !zlibHeader(data)) continue;
    if (!brotli && inflateBound(data.length) <= limits.maxStreamBytes) {
      small.push(data);
      bounded += inflateBound(data.length);
      continue;
    }
    const size = await (brotli ? brotliSize : inflatedSize)(
      data,
      Math.min(limits.maxStreamBytes, limits.maxTotalBytes - total),
    );
    total += size;
    if (size > limits.maxStreamBytes || total > limits.maxTotalBytes) throw pdfTooLarge();
  }
  if (total + bounded <= limits.maxTotalBytes) return;
  // Largest first, each stream's bound giving way to its size: once the sizes so far and the bounds of
  // the rest are within the total bound, the rest cannot pass it and are not decoded. A file is refused
  // exactly when all its streams together decode past the bound, as when every one was decoded.
  small.sort((a, b) => b.length - a.length);
  for (const data of small) {
    bounded -= inflateBound(data.length);
    total += await inflatedSize(data, limits.maxTotalBytes - total);
    if (total > limits.maxTotalBytes) throw pdfTooLarge();
    if (total + bounded <= limits.maxTotalBytes) return;
  }
}

/**
 * The most bytes `compressed` bytes of deflate data decode to: a deflate symbol pair of two bits at the
 * least stands for at most 258 bytes (RFC 1951), so no stream expands more than 1032 times, plus a block.
 */
const inflateBound = (compressed: number): number => compressed * 1032 + 258;
