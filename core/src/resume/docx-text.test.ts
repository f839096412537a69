// DOCX page headers and footers: contact details set there are read with the body.
import { describe, expect, it } from 'vitest';
import { makeZip } from '../../../scripts/make-hostile-files.mjs';
import { parseResumeBuffer } from './parse.js';

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
