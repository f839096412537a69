// DOCX page headers and footers: contact details set there are read with the body.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseResumeBuffer } from './parse.js';

/** A minimal zip writer (deflate, truthful sizes and CRCs), enough to build a real zip bomb. */
function makeZip(entries: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
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
  const dirBuf = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBuf, end]);
}

const para = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
const NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const part = (root: string, paras: string[]) =>
  Buffer.from(`<?xml version="1.0"?><w:${root} ${NS}>${paras.map(para).join('')}</w:${root}>`);
const document = (paras: string[]) =>
  Buffer.from(
    `<?xml version="1.0"?><w:document ${NS}><w:body>${paras.map(para).join('')}</w:body></w:document>`,
  );

describe('DOCX headers and footers', () => {
  it('reads the contact details of the page header and footer, each line once', async () => {
    const docx = makeZip([
      [
        'word/document.xml',
        document(['Experience', 'Senior Engineer, Acme Corp', 'Jan 2020 - Present', 'Skills', 'Python, SQL']),
      ],
      ['word/header1.xml', part('hdr', ['Ada Lovelace', '+44 20 7946 0958'])],
      ['word/header2.xml', part('hdr', ['Ada Lovelace'])],
      ['word/footer1.xml', part('ftr', ['ada.lovelace@example.com'])],
    ]);
    const parsed = await parseResumeBuffer(docx, 'ada.docx');
    expect(parsed.name).toBe('Ada Lovelace');
    expect(parsed.phone).toBe('+442079460958');
    expect(parsed.email).toBe('ada.lovelace@example.com');
    expect(parsed.skills).toEqual(['Python', 'SQL']);
  });
});
