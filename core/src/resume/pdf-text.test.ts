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

/** A Letter PDF of a page for each content stream, its font /F1 Helvetica. */
function pdfOfPages(...streams: string[]): string {
  const pages = streams.map((_, k) => `${4 + 2 * k} 0 R`);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.join(' ')}] /Count ${streams.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...streams.flatMap((stream, k) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + 2 * k} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ]),
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
    const pdf = pdfOfPages(`BT /F1 24 Tf 72 720 Td (${text}) Tj ET`);
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
    const pdf = pdfOfPages(
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
    const pdf = pdfOfPages(
      [
        'BT /F1 16 Tf 72 740 Td [(Olivia) -278 (Hartley)] TJ ET',
        'BT /F1 10 Tf 72 700 Td [(J) -333 (K) -333 (ROWLING) -333 (LTD)] TJ ET',
      ].join('\n'),
    );
    const { lines } = await pdfToText(new TextEncoder().encode(pdf), { maxPages: 5 });
    expect(lines).toEqual(['Olivia Hartley', 'J K ROWLING LTD']);
  });

  it('reads a page’s drawing once, and not where capitals tell the spaced words apart', async () => {
    const read = async (stream: string) =>
      (await pdfToText(new TextEncoder().encode(pdfOfPages(stream)), { maxPages: 5 })).lines;
    // (The name's reading tells its words apart by their capitals.)
    const none = await drawingReadsOf(async () =>
      expect(
        await read(
          'BT /F1 10 Tf 72 700 Td (Skills) Tj ET BT /F1 10 Tf 1.5 Tc 72 680 Td (Daniel Okafor) Tj ET',
        ),
      ).toEqual(['Skills', 'D a n i e l O k a f o r']),
    );
    expect(none).toBe(0);
    const twoRuns = [
      'BT /F1 10 Tf 1.5 Tc 72 680 Td (PATIENT ASSESSMENT) Tj ET',
      'BT /F1 10 Tf 1.5 Tc 72 660 Td (MEDICATION REVIEW) Tj ET',
    ];
    const once = await drawingReadsOf(async () =>
      expect(await read(twoRuns.join('\n'))).toEqual(['PATIENT ASSESSMENT', 'MEDICATION REVIEW']),
    );
    expect(once).toBe(1);
  });
});

/** How many times pdf.js is asked for a page's drawing operations while `work` runs. */
async function drawingReadsOf(work: () => Promise<unknown>): Promise<number> {
  const pdfjs = await loadPdfJs();
  const probe = await pdfjs.getDocument({ data: new TextEncoder().encode(pdfOfPages('')), verbosity: 0 })
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
    await work();
  } finally {
    pageClass.getOperatorList = own;
  }
  return reads;
}

describe('section titles in a ruled table’s label cells, set lower than their rows’ first lines', () => {
  const text = (x: number, y: number, size: number, s: string) =>
    `BT /F1 ${size} Tf ${x} ${y} Td (${s}) Tj ET`;
  // AbiWord's résumé template as LibreOffice prints it: each section a row of a ruled table, its title right-aligned
  // in the left cell a paragraph's space down, so that a title beside a row of one or two lines stands under them.
  const page = [
    text(190, 700, 20, 'Jonas Becker'),
    text(130, 569.5, 11, 'Objective'),
    text(190, 593.3, 9, 'Tax adviser'),
    text(190, 583, 9, 'Tax adviser for mid-sized companies.'),
    text(121, 525.7, 11, 'Experience'),
    text(190, 527.6, 9, '2018-present: KPMG AG, Berlin'),
    text(206, 514.2, 9, 'Tax Adviser'),
    text(206, 494.9, 9, 'Advised forty clients in trade and industry.'),
    text(190, 462.5, 9, '2013-2018: Ecovis, Berlin'),
    text(206, 449.2, 9, 'Tax Assistant'),
    text(126, 380.5, 11, 'Education'),
    text(190, 382.4, 9, '2009-2013: Free University of Berlin, Berlin'),
    text(206, 369, 9, 'B.A. Business Administration'),
    text(151, 319.7, 11, 'Skills'),
    text(206, 343.6, 9, 'DATEV, SAP FI, Microsoft Excel'),
    text(128, 276, 11, 'Languages'),
    text(206, 299.8, 9, 'German (native)'),
    text(206, 280.5, 9, 'English (C1)'),
  ];
  // The rows' borders: stroked lines in a space scaled by a tenth (as LibreOffice draws), and thin filled boxes.
  const rules = [
    'q 0.1 0 0 0.1 0 0 cm 6 w 723 6048 m 5394 6048 l S Q',
    'q 0.1 0 0 0.1 0 0 cm 6 w 723 5611 m 5394 5611 l S Q',
    '72.3 415.6 467.1 0.6 re f',
    '72.3 354.8 467.1 0.6 re f',
    'q 1 0 0 1 72.3 311.3 cm 0 0 m 467.1 0 l S Q',
    '72.3 266.2 467.1 0.6 re f',
    // The label column's border, upright: no row's; the name's box, over the body alone; a rule under a line of
    // the body, no row's border either.
    '185.5 266.5 0.6 338.3 re f',
    '185.2 658.9 355 0.6 re f',
    '206 335 200 0.5 re f',
    // A rule in the label column alone, and a shaded cell: no row's border.
    '100 334 80 0.5 re f',
    '0.9 g 72.3 312 467 42 re f 0 g',
  ];
  const read = async (stream: string[]) =>
    (await pdfToText(new TextEncoder().encode(pdfOfPages(stream.join('\n'))), { maxPages: 5 })).lines;

  it('reads each title before the first line of the row the page’s rules put it in', async () => {
    expect(await read([...page, ...rules])).toEqual([
      'Jonas Becker',
      'Objective',
      'Tax adviser',
      'Tax adviser for mid-sized companies.',
      'Experience\t2018-present: KPMG AG, Berlin',
      'Tax Adviser',
      'Advised forty clients in trade and industry.',
      '2013-2018: Ecovis, Berlin',
      'Tax Assistant',
      'Education\t2009-2013: Free University of Berlin, Berlin',
      'B.A. Business Administration',
      'Skills',
      'DATEV, SAP FI, Microsoft Excel',
      'Languages',
      'German (native)',
      'English (C1)',
    ]);
    const parsed = await parseResumeBuffer(
      new TextEncoder().encode(pdfOfPages([...page, ...rules].join('\n'))),
      'cv.pdf',
    );
    expect(parsed.skills).toEqual(['DATEV', 'SAP FI', 'Microsoft Excel']);
  });

  it('reads the lines as they stand where no rule marks the rows, or a rule only underlines a title', async () => {
    const drawn = await read(page);
    expect(drawn.slice(-5)).toEqual([
      'DATEV, SAP FI, Microsoft Excel',
      'Skills',
      'German (native)',
      'English (C1)',
      'Languages',
    ]);
    // A row with no rule above it: its title stays where it stands.
    const open = await read([...page, ...rules.slice(1)]);
    expect(open.slice(0, 4)).toEqual([
      'Jonas Becker',
      'Tax adviser',
      'Tax adviser for mid-sized companies.',
      'Objective',
    ]);
    expect(open.slice(-3)).toEqual(['Languages', 'German (native)', 'English (C1)']);
    // On a later page, its text read again with the rules is all there.
    const later = await pdfToText(
      new TextEncoder().encode(
        pdfOfPages(text(72, 700, 10, 'Jonas Becker, page 1'), [...page, ...rules].join('\n')),
      ),
      { maxPages: 5 },
    );
    expect(later.lines.slice(1, 4)).toEqual(['Jonas Becker', 'Objective', 'Tax adviser']);
    expect(later.lines.slice(-3)).toEqual(['Languages', 'German (native)', 'English (C1)']);
    // A second title in a row whose first line has one: where it stands.
    const second = await read([...page, ...rules, text(133, 440, 11, 'Projects')]);
    expect(second.slice(7, 11)).toEqual([
      '2013-2018: Ecovis, Berlin',
      'Tax Assistant',
      'Projects',
      'Education\t2009-2013: Free University of Berlin, Berlin',
    ]);
    // Titles over their sections, nearer their own first lines than the lines above: the page's drawing is not read.
    const reads = await drawingReadsOf(async () =>
      expect(
        await read([
          text(43, 524, 12, 'Experience'),
          text(43, 510, 10, 'Sep 2017'),
          text(140, 510, 10, 'Mathematics Teacher'),
          text(140, 496, 10, 'Presentation Brothers College'),
          text(140, 482, 10, 'Taught mathematics and physics to the senior classes.'),
          text(43, 460, 12, 'Education'),
          text(43, 446, 10, 'Sep 2011'),
          text(140, 446, 10, 'BSc Physics'),
          text(140, 432, 10, 'University of Limerick'),
        ]),
      ).toEqual([
        'Experience',
        'Sep 2017\tMathematics Teacher',
        'Presentation Brothers College',
        'Taught mathematics and physics to the senior classes.',
        'Education',
        'Sep 2011\tBSc Physics',
        'University of Limerick',
      ]),
    );
    expect(reads).toBe(0);
    // Titles over their sections, each underlined by a rule across the page, the sections' lines beside the label
    // column: a title nearer the line above it than its own first line is no row's (Experience, under the skills).
    const underlined = [
      text(43, 656.6, 12, 'Profile'),
      'q 1 0 0 1 43.1 653.3 cm 0 0 m 526 0 l S Q',
      text(140, 629.9, 10, 'Teacher of mathematics and physics who runs the robotics club.'),
      text(43, 601, 12, 'Skills'),
      'q 1 0 0 1 43.1 597.8 cm 0 0 m 526 0 l S Q',
      text(140, 575.6, 10, 'Curriculum Design'),
      text(140, 555.7, 10, 'Classroom Management'),
      text(43, 524.4, 12, 'Experience'),
      'q 1 0 0 1 43.1 518.8 cm 0 0 m 526 0 l S Q',
      text(43, 488.9, 10, 'Sep 2017'),
      text(140, 488.9, 10, 'Mathematics Teacher'),
      text(140, 465, 10, 'Presentation Brothers College'),
      text(43, 399.8, 10, 'Sep 2015'),
      text(140, 399.8, 10, 'Substitute Teacher'),
      text(140, 375.9, 10, 'Colaiste Chriost Ri'),
    ];
    expect(await read(underlined)).toEqual([
      'Profile',
      'Teacher of mathematics and physics who runs the robotics club.',
      'Skills',
      'Curriculum Design',
      'Classroom Management',
      'Experience',
      'Sep 2017\tMathematics Teacher',
      'Presentation Brothers College',
      'Sep 2015\tSubstitute Teacher',
      'Colaiste Chriost Ri',
    ]);
  });
});
