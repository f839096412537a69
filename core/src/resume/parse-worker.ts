// Worker-thread entry of the batch parser: one file per task, the outcome always as a value.
import { performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import { AppError, isAppError, toErrorBody, type ErrorBody } from '../errors.js';
import { resumeFileTitle, type ParsedResume } from '../schemas/resume.js';
import { parseResumeFile, type ParseResumeOptions } from './parse.js';
import { pdfTooLarge } from './pdf-streams.js';
import { inflateInPdfJs, loadPdfJs } from './pdf-text.js';

/**
 * The most bytes one decoded stream may take in a parse worker. pdf.js decodes a stream into one array
 * (growing by doubling) or collects a native decompression's chunks, both outside the heap limits a
 * worker can be given; real resumes need a few megabytes.
 */
export const WORKER_ARRAY_CAP = 64 * 1024 * 1024;
/** Once a parse went over the cap it is refused anyway: from then on arrays past this size fail at once. */
const AFTER_OVER_CAP = 1024 * 1024;

/** Set when the running parse went over the cap (pdf.js may swallow the error it gets and read on). */
let overCap = false;
const capNow = () => (overCap ? AFTER_OVER_CAP : WORKER_ARRAY_CAP);
const refuse = () => {
  overCap = true;
  return new RangeError(`Decoding needed more than ${WORKER_ARRAY_CAP} bytes at once.`);
};

/**
 * Caps what a decoder in this thread can take: `new Uint8Array(length)`, which pdf.js's decoders allocate
 * with. This covers what the stream check of pdf-streams.ts cannot read: encrypted streams, a content stream
 * disguised as an image. pdf.js inflates with its own decoder here (inflateInPdfJs), which allocates so too.
 *
 * The cap is a subclass of Uint8Array in the global's place. A Proxy there, as before, made each of pdf.js's
 * allocations slow (`recruit parse` of the template corpus: 20 s of CPU with it, 16 s without any cap).
 * `instanceof Uint8Array` still holds for an array made natively (a Buffer, a structured clone); what pdf.js's
 * core-js adds to the class while it loads (newer methods) is copied to the built-in class once it has loaded,
 * so that every array has it (`afterPdfJs`).
 */
function capDecodedBytes(): () => void {
  const Native = Uint8Array;
  const lengthOf = (arg: unknown): number => {
    if (typeof arg === 'number') return arg;
    if (typeof arg !== 'object' || arg === null || arg instanceof ArrayBuffer) return 0;
    const length = (arg as { length?: unknown }).length;
    return typeof length === 'number' ? length : 0;
  };
  class CappedUint8Array extends Native {
    constructor(from?: unknown, offset?: number, length?: number) {
      if (lengthOf(from) > capNow()) throw refuse();
      super(from as ArrayBuffer, offset, length);
    }
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof Native;
    }
  }
  globalThis.Uint8Array = CappedUint8Array as unknown as typeof Uint8Array;
  const copy = (from: object, to: object) => {
    for (const key of Reflect.ownKeys(from))
      if (key !== 'constructor' && key !== 'prototype' && !(key in to))
        Object.defineProperty(to, key, Object.getOwnPropertyDescriptor(from, key)!);
  };
  return () => {
    copy(CappedUint8Array, Native);
    copy(CappedUint8Array.prototype, Native.prototype);
  };
}

/**
 * The cap in place and pdf.js loaded (the most of a thread's start, done while the thread waits for its first
 * file: a thread started ahead of them, warmUpParseThread, is ready when they come). Every task waits for it; a
 * failed load shows on the first PDF.
 */
const ready: Promise<void> = isMainThread
  ? Promise.resolve()
  : (() => {
      inflateInPdfJs();
      const afterPdfJs = capDecodedBytes();
      return loadPdfJs().then(afterPdfJs, afterPdfJs);
    })();

export type ParseTask = {
  file: string;
  opts: Omit<ParseResumeOptions, 'textkernel'> & { textkernelBaseUrl?: string };
};
/**
 * One file's outcome. A failure is the AppError's plain form: kind, code, message and title cross the
 * thread unchanged (`fromErrorBody` gives the same AppError back), so every face shows the same status,
 * exit code and title.
 */
export type ParseOutcome =
  | { file: string; ok: true; result: ParsedResume; ms: number }
  | { file: string; ok: false; error: ErrorBody; ms: number };

/**
 * The plain form of a parse failure. A file problem without its own title gets the spec's file title
 * ('Invalid File', 'File Processing Error'); anything not an AppError is a file the parser could not
 * read ('Resume parsing failed: …').
 */
export function parseFailure(e: unknown): ErrorBody {
  const error = isAppError(e)
    ? e
    : new AppError(
        'validation',
        'parse_failed',
        `Resume parsing failed: ${e instanceof Error ? e.message : String(e)}`,
      );
  const body = toErrorBody(error);
  return body.title || body.kind !== 'validation' ? body : { ...body, title: resumeFileTitle(body.code) };
}

/** Parses one file; expected failures (bad files, provider errors) come back as `ok: false`. */
export async function runParseTask({ file, opts }: ParseTask): Promise<ParseOutcome> {
  const started = performance.now();
  await ready;
  const { textkernelBaseUrl, ...rest } = opts;
  overCap = false;
  try {
    const result = await parseResumeFile(file, {
      ...rest,
      ...(textkernelBaseUrl ? { textkernel: { baseUrl: textkernelBaseUrl } } : {}),
    });
    if (overCap) throw pdfTooLarge();
    return { file, ok: true, result, ms: performance.now() - started };
  } catch (thrown) {
    // Past the cap, whatever pdf.js made of its refused array, the file is what was too large.
    const error = parseFailure(overCap ? pdfTooLarge() : thrown);
    return { file, ok: false, error, ms: performance.now() - started };
  }
}

export default runParseTask;
