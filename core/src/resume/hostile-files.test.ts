// Issue 15: a PDF flate bomb, a page with absurd text and a DOCX of unclosed tags are refused quickly,
// with the corrupted-file message, and never take the memory or the time they ask for.
import { describe, expect, it } from 'vitest';
import { classifyParseError } from '../schemas/resume.js';
import {
  docxWithBody,
  flateBombPdf,
  smallFlatePdf,
  textBombPdf,
  unclosedTagDocx,
  zlibOfSpaces,
} from '../../../scripts/make-hostile-files.mjs';
import { LINEAR_GROWTH_BOUND, scanGrowth } from '../../../tests/helpers/work-count.js';
import { documentXmlToText } from './docx-text.js';
import { parseResumeBuffer } from './parse.js';
import { checkPdfStreams } from './pdf-streams.js';

const BOMB_MESSAGE =
  'The file appears to be corrupted: its content unpacks to an absurd amount of data, so it was not read.';

/** The error a parse fails with (a parse that succeeds fails the test). */
const refusal = (bytes: Uint8Array, name: string) =>
  parseResumeBuffer(bytes, name).then(
    (r) => {
      throw new Error(`${name} parsed (as ${r.name}), but it should have been refused`);
    },
    (e: Error & { code?: string }) => ({ code: e.code, message: e.message }),
  );

describe('PDF stream sizes', () => {
  it('builds the bomb of the issue: about a megabyte that inflates to a gigabyte', async () => {
    const small = zlibOfSpaces('x', 3 * 1024 * 1024);
    const { inflateSync } = await import('node:zlib');
    expect(inflateSync(small.bytes).length).toBe(small.inflatedBytes);
    const bomb = flateBombPdf();
    expect(bomb.length).toBeGreaterThan(900_000);
    expect(bomb.length).toBeLessThan(1_200_000);
  });

  it('refuses the flate bomb with the corrupted-file message before pdf.js reads it', async () => {
    const before = process.memoryUsage().arrayBuffers;
    const err = await refusal(flateBombPdf(), 'bomb.pdf');
    expect(err).toEqual({ code: 'corrupted_file', message: BOMB_MESSAGE });
    expect(classifyParseError(err.message).title).toBe('File Processing Error');
    // The stream was measured as it inflated, not kept: nothing near a gigabyte is left behind.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('reads a PDF whose streams stay within the limits, and refuses the same one past tighter ones', async () => {
    const pdf = flateBombPdf({ inflatedBytes: 4 * 1024 * 1024 });
    expect((await parseResumeBuffer(pdf, 'spacious.pdf')).name).toBe('Jane Bomb');
    await expect(
      checkPdfStreams(pdf, { maxStreamBytes: 1024 * 1024, maxTotalBytes: 8 << 20 }),
    ).rejects.toThrow(BOMB_MESSAGE);
    await expect(
      checkPdfStreams(pdf, { maxStreamBytes: 8 << 20, maxTotalBytes: 1024 * 1024 }),
    ).rejects.toThrow(BOMB_MESSAGE);
    expect((await parseResumeBuffer(smallFlatePdf('Jane Small'), 'small.pdf')).name).toBe('Jane Small');
  });

  it('refuses a page with far more text than any resume, without reading all of it', async () => {
    expect(await refusal(textBombPdf(), 'text.pdf')).toEqual({
      code: 'corrupted_file',
      message:
        'The file appears to be corrupted: it holds far more text than any resume, so it was not read.',
    });
  });
});

describe('DOCX XML', () => {
  const NOT_WELL_FORMED = 'The file appears to be corrupted: the document part is not well-formed XML';

  it('refuses the DOCX of the issue (`<w:t ` 300 000 times, never closed) with the corrupted-file message', async () => {
    const docx = unclosedTagDocx();
    expect(docx.length).toBeLessThan(20_000);
    const err = await refusal(docx, 'tags.docx');
    expect(err.code).toBe('corrupted_file');
    expect(err.message).toContain(NOT_WELL_FORMED);
    expect(classifyParseError(err.message).title).toBe('File Processing Error');
  });

  it('refuses a megabyte of hostile XML in linear time', () => {
    // Each shape made the old pattern scan to the end of the text from every '<' (quadratic time).
    // Linear: the text scanned for the XML 8 times longer is at most 16 times that for the shorter one
    // (a scan from every '<' would be 64 times; counted, not timed, so machine load cannot fail it).
    const shapes = [
      (n: number) => '<w:t '.repeat(n / 5),
      (n: number) => `<w:t a="${'>'.repeat(n)}`,
      (n: number) => '<!--'.repeat(n / 4),
    ];
    for (const make of shapes) {
      expect(() => documentXmlToText(make(1_000_000))).toThrow(NOT_WELL_FORMED);
      const refuse = (xml: string) => {
        try {
          documentXmlToText(xml);
        } catch {
          // refused, as asserted above
        }
      };
      expect(scanGrowth(make, refuse).ratio).toBeLessThan(LINEAR_GROWTH_BOUND);
    }
  });

  it('refuses malformed XML and reads well-formed XML as before', () => {
    for (const xml of [
      '<w:p><w:t>Ada</w:p></w:t>',
      '<w:p><w:t>Ada</w:t>',
      '<!DOCTYPE x [<!ENTITY a "aaaa">]><w:p/>',
      '<w:p><w:t>A<da</w:t></w:p>',
      `<w:p>${'<w:t>x'.repeat(160_000)}`,
    ]) {
      expect(() => documentXmlToText(xml), xml.slice(0, 40)).toThrow(NOT_WELL_FORMED);
    }
    const text = documentXmlToText(
      '<?xml version="1.0"?><w:document><w:body><!-- a comment -->' +
        '<w:p><w:r><w:rPr><w:sz w:val=\'48\'/></w:rPr><w:t xml:space="preserve">Ada  Lovelace</w:t></w:r></w:p>' +
        '<w:p><w:r><w:t>ada&amp;co@example.com</w:t><w:tab/><w:t><![CDATA[<London> &amp;]]></w:t></w:r></w:p>' +
        '<w:p><w:r><w:t a="x>y">&#x1F600;&#99999999;</w:t></w:r></w:p>' +
        '</w:body></w:document>',
    );
    expect(text.lines).toEqual(['Ada Lovelace', 'ada&co@example.com\t<London> &amp;', '😀']);
  });

  it('still parses a well-formed DOCX', async () => {
    const docx = docxWithBody(
      '<w:p><w:r><w:t>Grace Hopper</w:t></w:r></w:p><w:p><w:r><w:t>grace@navy.example</w:t></w:r></w:p>',
    );
    expect(await parseResumeBuffer(docx, 'grace.docx')).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@navy.example',
    });
  });
});
