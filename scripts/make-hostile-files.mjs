// Hostile resume files of issue 15, made on demand (never committed): a PDF flate bomb and a DOCX whose
// document part is one unclosed tag repeated. Used by the tests; run by hand to reproduce:
//   node scripts/make-hostile-files.mjs OUT_DIR   (writes each file below)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const SEGMENT = 1024 * 1024;

/**
 * A zlib stream of `prefix` followed by `spaceBytes` spaces, built without compressing them all: one
 * megabyte of spaces is deflated once with a full flush (history reset, so its bytes stand alone) and
 * repeated; the Adler-32 checksum is computed in closed form. A gigabyte takes about a megabyte.
 */
export function zlibOfSpaces(prefix, spaceBytes) {
  const segments = Math.ceil(spaceBytes / SEGMENT);
  const head = deflateFlushed(prefix, true);
  const block = deflateFlushed(Buffer.alloc(SEGMENT, 0x20), false);
  const total = Buffer.byteLength(prefix) + segments * SEGMENT;
  let a = 1n;
  let b = 0n;
  for (const byte of Buffer.from(prefix)) {
    a = (a + BigInt(byte)) % 65521n;
    b = (b + a) % 65521n;
  }
  // n more bytes of value c: a' = a + n·c, b' = b + n·a + c·n(n+1)/2 (mod 65521).
  const n = BigInt(segments * SEGMENT);
  b = (b + n * a + (0x20n * n * (n + 1n)) / 2n) % 65521n;
  a = (a + n * 0x20n) % 65521n;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  // 0x03 0x00: an empty final fixed-Huffman block.
  const parts = [head, ...Array.from({ length: segments }, () => block), Buffer.from([0x03, 0x00]), adler];
  return { bytes: Buffer.concat(parts), inflatedBytes: total };
}

/** Raw deflate of `data` ending on a full flush; with `header`, the two zlib header bytes first. */
function deflateFlushed(data, header) {
  const raw = zlib.deflateRawSync(data, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  return header ? Buffer.concat([Buffer.from([0x78, 0xda]), raw]) : raw;
}

/**
 * A PDF with a real xref table; `content` is the content stream of every page (`pages` of them, default
 * one), `extra` more entries of its dictionary (its /Filter).
 */
function onePagePdf(content, extra, pages = 1) {
  const pageRefs = Array.from({ length: pages }, (_, i) => `${i === 0 ? 3 : 5 + i} 0 R`);
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages} >>`,
    page,
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pageRefs.slice(1).map(() => page),
  ];
  const chunks = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const parts =
      body === null
        ? [
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${content.length}${extra} >>\nstream\n`),
            content,
            Buffer.from('\nendstream\nendobj\n'),
          ]
        : [Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`)];
    for (const p of parts) {
      chunks.push(p);
      offset += p.length;
    }
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref));
  return Buffer.concat(chunks);
}

const PAGE_TEXT = 'BT /F1 14 Tf 72 720 Td (Jane Bomb) Tj ET\n';

/**
 * A PDF of about a megabyte whose one page content stream inflates to `inflatedBytes` (default 1 GiB):
 * a line of text, then spaces. pdf.js keeps a decoded stream whole in memory. With `disguised`, the
 * content stream's dictionary also says it is an image (pdf.js reads it as the page's content all the
 * same), which hides it from a scan that skips images.
 */
export function flateBombPdf({ inflatedBytes = 1024 * 1024 * 1024, disguised = false } = {}) {
  const { bytes } = zlibOfSpaces(PAGE_TEXT, inflatedBytes - PAGE_TEXT.length);
  return onePagePdf(bytes, ` /Filter /FlateDecode${disguised ? ' /Subtype /Image /Width 1 /Height 1' : ''}`);
}

/**
 * A PDF whose page shows `items` tiny pieces of text (default 300 000, each placed on the page; ~8 MB
 * of content deflated to a few MB): far more text than any resume, and a heap's worth of text items.
 */
export function textBombPdf({ items = 300_000 } = {}) {
  const ops = [];
  for (let i = 0; i < items; i++)
    ops.push(`1 0 0 1 ${(i % 100) * 6} ${10 + (Math.floor(i / 100) % 770)} Tm (ab) Tj`);
  const content = `BT /F1 1 Tf\n${ops.join('\n')}\nET\n`;
  return onePagePdf(zlib.deflateSync(content, { level: 9 }), ' /Filter /FlateDecode');
}

/**
 * A PDF that is slow to read but small and harmless: `pages` pages (default 20) share one content stream
 * of `ops` text operations placed off the page (a million by default: ~25 MB of content, a second or more
 * of work per page), so no text is kept. It stands for any file that keeps a parse thread busy.
 */
export function slowPdf({ pages = 20, ops = 1_000_000 } = {}) {
  const content = `BT /F1 1 Tf\n${'1 0 0 1 -50 -50 Tm (ab) Tj\n'.repeat(ops)}ET\n`;
  return onePagePdf(zlib.deflateSync(content, { level: 9 }), ' /Filter /FlateDecode', pages);
}

/** A small, good one-page PDF whose content is Flate-compressed (the bomb's shape at a normal size). */
export function smallFlatePdf(text = 'Jane Small') {
  return onePagePdf(zlib.deflateSync(`BT /F1 14 Tf 72 720 Td (${text}) Tj ET\n`), ' /Filter /FlateDecode');
}

/** A minimal zip (deflate, truthful sizes and CRCs). */
export function makeZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const nameBuf = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

/** Bytes that do not compress (a deterministic generator), like the photo of a real resume. */
const noise = (length) => {
  const out = Buffer.alloc(length);
  let x = 2463534242;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
};

/**
 * A DOCX whose word/document.xml is `<w:t ` repeated (300 000 times by default), never closed; with a
 * 10 KB picture its overall ratio stays far below the zip-bomb check's: ~13 KB, like the file.
 */
export function unclosedTagDocx({ repeats = 300_000 } = {}) {
  return makeZip([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['word/document.xml', '<w:t '.repeat(repeats)],
    ['word/media/image1.png', noise(10 * 1024)],
  ]);
}

/** A DOCX with the given document.xml body (inside w:document/w:body). */
export function docxWithBody(bodyXml) {
  return makeZip([
    ['[Content_Types].xml', CONTENT_TYPES],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body>${bodyXml}</w:body></w:document>`,
    ],
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? '.';
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'flate-bomb.pdf'), flateBombPdf());
  writeFileSync(path.join(out, 'disguised-flate-bomb.pdf'), flateBombPdf({ disguised: true }));
  writeFileSync(path.join(out, 'text-bomb.pdf'), textBombPdf());
  writeFileSync(path.join(out, 'slow.pdf'), slowPdf());
  writeFileSync(path.join(out, 'unclosed-tags.docx'), unclosedTagDocx());
  console.log(`Wrote the hostile files to ${out}`);
}
