import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseResumeBuffer } from './parse.js';
import { inflateInPdfJs, loadPdfJs, pdfToText } from './pdf-text.js';

// pdf.js's legacy build replaces built-ins the moment it loads, and core-js makes its replacements print as
// native code: the check runs in a process of its own, on the built parser (npm test builds first), comparing
// the built-ins with the ones the process started with.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const CHECK = `
const kept = [Array.prototype.push, JSON.stringify, JSON.parse];
const { loadPdfJs } = await import(${JSON.stringify(pathToFileURL(path.join(root, 'core/dist/resume/pdf-text.js')).href)});
await loadPdfJs();
const now = [Array.prototype.push, JSON.stringify, JSON.parse];
const { existsSync, readFileSync } = await import('node:fs');
const maps = existsSync('/proc/self/maps') ? readFileSync('/proc/self/maps', 'utf8') : undefined;
console.log(JSON.stringify({
  same: now.map((f, i) => f === kept[i]),
  worker: typeof globalThis.pdfjsWorker?.WorkerMessageHandler,
  canvasClasses: [typeof globalThis.DOMMatrix, typeof globalThis.ImageData, typeof globalThis.Path2D],
  skiaLoaded: maps === undefined ? 'unknown' : maps.includes('@napi-rs'),
}));
`;

/** A one-page Letter PDF of a content stream, its font /F1 Helvetica. */
function onePagePdf(stream: string): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

describe('pdf.js as the parser loads it', () => {
  it('leaves the process its own Array.prototype.push and JSON, which pdf.js’s legacy build replaces, and no Skia', async () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', CHECK], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    // Both of pdf.js's modules are loaded by then (its worker's code runs in the same thread): neither left its
    // replacements behind.
    // Nor did it load @napi-rs/canvas (Skia, for drawing pages), or leave the stand-ins it was given for the
    // classes it would have taken from there; and it printed nothing (its warnings go to stdout).
    const seen = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(seen).toMatchObject({
      same: [true, true, true],
      worker: 'function',
      canvasClasses: ['undefined', 'undefined', 'undefined'],
    });
    if (seen.skiaLoaded === 'unknown')
      console.warn('No /proc/self/maps here: whether Skia loaded is not checked.');
    else expect(seen.skiaLoaded).toBe(false);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const pdfjs = await loadPdfJs();
    // What core-js only adds, which pdf.js calls, stays.
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe('function');
    // And pdf.js still reads a PDF: one made here, one line of text.
    const text = 'Ada Lovelace';
    const pdf = onePagePdf(`BT /F1 24 Tf 72 720 Td (${text}) Tj ET`);
    const doc = await pdfjs.getDocument({ data: new TextEncoder().encode(pdf), verbosity: 0 }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    expect(content.items.map((i) => ('str' in i ? i.str : '')).join('')).toBe(text);
    await doc.destroy();
    expect((await parseResumeBuffer(new TextEncoder().encode(pdf), 'cv.pdf')).name).toBe(text);
  });

  it('inflates with pdf.js’s own decoder where a parse thread is set up so, and reads the same', async () => {
    // A PDF from Chromium (its page contents deflated), and a DecompressionStream that counts its uses.
    const file = path.join(
      root,
      'tests/fixtures/resume-corpus/react-resume-ceevee/react-resume-ceevee-p01.pdf',
    );
    const bytes = new Uint8Array(readFileSync(file));
    const global = globalThis as { DecompressionStream?: unknown };
    const native = Object.getOwnPropertyDescriptor(global, 'DecompressionStream');
    let uses = 0;
    const Counted = class extends DecompressionStream {
      constructor(format: CompressionFormat) {
        super(format);
        uses++;
      }
    };
    global.DecompressionStream = Counted;
    try {
      const withNative = await parseResumeBuffer(bytes, 'cv.pdf');
      expect(uses).toBeGreaterThan(0);
      uses = 0;
      const restore = inflateInPdfJs();
      expect(global.DecompressionStream).not.toBe(Counted);
      const withOwn = await parseResumeBuffer(bytes, 'cv.pdf').finally(restore);
      expect(uses).toBe(0);
      expect(withOwn).toEqual(withNative);
      expect(withOwn.name).toBe('Olivia Hartley');
      expect(global.DecompressionStream).toBe(Counted);
    } finally {
      if (native) Object.defineProperty(global, 'DecompressionStream', native);
    }
  });
});

describe('letter-spaced words the text layer runs together', () => {
  // Helvetica's advances (thousandths of an em) of the letters drawn a glyph at a time below.
  const ADVANCE: Record<string, number> = {
    S: 667,
    Y: 667,
    T: 611,
    M: 833,
    W: 944,
    O: 778,
    U: 722,
    N: 722,
    D: 722,
    ' ': 278,
    C: 722,
    A: 667,
    R: 722,
    E: 667,
  };
  /** A browser's letter-spaced text: each glyph shown on its own, moved on by its advance and the spacing. */
  const glyphByGlyph = (text: string, size: number, spacing: number) =>
    [...text].map((c) => `(${c}) Tj ${((ADVANCE[c]! * size) / 1000 + spacing).toFixed(3)} 0 Td`).join(' ');

  it('reads the words apart from the space glyphs the page draws between them', async () => {
    // Letters 0.15 em apart and words 0.58 em: pdf.js's text layer gives one space after every letter and one
    // between words alike ('P A T I E N T A S S E S S M E N T'), in one run (pdf.js starts a new run at 0.6 em).
    const pdf = onePagePdf(
      [
        'BT /F1 16 Tf 72 740 Td (Olivia Hartley) Tj ET',
        'BT /F1 12 Tf 72 700 Td (Skills) Tj ET',
        // Character spacing over one string (a word processor, TeX)…
        'BT /F1 10 Tf 1.5 Tc 72 680 Td (PATIENT ASSESSMENT) Tj ET',
        // …and a glyph at a time (Chromium).
        `BT /F1 10 Tf 72 660 Td ${glyphByGlyph('WOUND CARE', 10, 1.5)} ET`,
        // Spaced so little that the text layer spaces only some letters: 0.03 em, and 0.15 em after T and E.
        `BT /F1 10 Tf 72 640 Td ${[...'SYSTEMS']
          .map(
            (c, k) =>
              `(${c}) Tj ${((ADVANCE[c]! * 10) / 1000 + (k === 3 || k === 4 ? 1.5 : 0.3)).toFixed(3)} 0 Td`,
          )
          .join(' ')} ET`,
      ].join('\n'),
    );
    const pdfjs = await loadPdfJs();
    const doc = await pdfjs.getDocument({ data: new TextEncoder().encode(pdf), verbosity: 0 }).promise;
    const layer = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : ''));
    await doc.destroy();
    expect(layer).toContain('P A T I E N T A S S E S S M E N T');
    expect(layer).toContain('W O U N D C A R E');
    expect(layer).toContain('SYST E MS');
    const { lines } = await pdfToText(new TextEncoder().encode(pdf), { maxPages: 5 });
    expect(lines).toEqual(['Olivia Hartley', 'Skills', 'PATIENT ASSESSMENT', 'WOUND CARE', 'SYSTEMS']);
    const parsed = await parseResumeBuffer(new TextEncoder().encode(pdf), 'cv.pdf');
    expect(parsed.skills.slice(0, 2).map((k) => k.toLowerCase())).toEqual([
      'patient assessment',
      'wound care',
    ]);
  });

  it('keeps the letters apart where the page draws no space glyph to tell words by (TeX sets spaces as gaps)', async () => {
    const pdf = onePagePdf(
      [
        'BT /F1 16 Tf 72 740 Td [(Olivia) -278 (Hartley)] TJ ET',
        'BT /F1 10 Tf 72 700 Td [(J) -333 (K) -333 (ROWLING) -333 (LTD)] TJ ET',
      ].join('\n'),
    );
    const { lines } = await pdfToText(new TextEncoder().encode(pdf), { maxPages: 5 });
    expect(lines).toEqual(['Olivia Hartley', 'J K ROWLING LTD']);
  });

  it('reads a page’s drawing once, and not where capitals tell the spaced words apart', async () => {
    const pdfjs = await loadPdfJs();
    const probe = await pdfjs.getDocument({ data: new TextEncoder().encode(onePagePdf('')), verbosity: 0 })
      .promise;
    const pageClass = Object.getPrototypeOf(await probe.getPage(1)) as {
      getOperatorList: () => Promise<unknown>;
    };
    await probe.destroy();
    const own = pageClass.getOperatorList;
    let reads = 0;
    pageClass.getOperatorList = function (this: unknown) {
      reads++;
      return own.call(this);
    };
    try {
      const read = async (stream: string) =>
        (await pdfToText(new TextEncoder().encode(onePagePdf(stream)), { maxPages: 5 })).lines;
      // (The name's reading tells its words apart by their capitals.)
      expect(
        await read(
          'BT /F1 10 Tf 72 700 Td (Skills) Tj ET BT /F1 10 Tf 1.5 Tc 72 680 Td (Daniel Okafor) Tj ET',
        ),
      ).toEqual(['Skills', 'D a n i e l O k a f o r']);
      expect(reads).toBe(0);
      const twoRuns = [
        'BT /F1 10 Tf 1.5 Tc 72 680 Td (PATIENT ASSESSMENT) Tj ET',
        'BT /F1 10 Tf 1.5 Tc 72 660 Td (MEDICATION REVIEW) Tj ET',
      ];
      expect(await read(twoRuns.join('\n'))).toEqual(['PATIENT ASSESSMENT', 'MEDICATION REVIEW']);
      expect(reads).toBe(1);
    } finally {
      pageClass.getOperatorList = own;
    }
  });
});
