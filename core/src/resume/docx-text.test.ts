// DOCX page headers and footers: contact details set there are read with the body.
import { describe, expect, it } from 'vitest';
import { makeZip } from '../../../scripts/make-hostile-files.mjs';
import { documentXmlToText } from './docx-text.js';
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

describe('DOCX text boxes', () => {
  it('reads a text box once (not its fallback copy for older readers) and the paragraph around it whole', async () => {
    const box = (...lines: string[]) => `<w:txbxContent>${lines.map(para).join('')}</w:txbxContent>`;
    // Word's shape: the text box in a run of a body paragraph, as a DrawingML shape and again as a VML one.
    const shape = (...lines: string[]) =>
      '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>' +
      box(...lines) +
      '</wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox>' +
      box(...lines) +
      '</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>';
    // The heading's paragraph holds the text box: its text is still read, after the box's lines.
    const xml =
      `<?xml version="1.0"?><w:document ${NS}><w:body>` +
      `<w:p><w:r><w:t>Work </w:t></w:r>${shape('Ada Lovelace', 'ada.lovelace@example.com')}` +
      '<w:r><w:t>Experience</w:t></w:r></w:p>' +
      ['Staff Nurse, St James’s Hospital', 'Jan 2020 - Present', 'Skills', 'Triage, Wound Care']
        .map(para)
        .join('') +
      '</w:body></w:document>';
    expect(documentXmlToText(xml).lines.slice(0, 3)).toEqual([
      'Ada Lovelace',
      'ada.lovelace@example.com',
      'Work Experience',
    ]);
    const parsed = await parseResumeBuffer(makeZip([['word/document.xml', Buffer.from(xml)]]), 'ada.docx');
    expect(parsed.name).toBe('Ada Lovelace');
    expect(parsed.email).toBe('ada.lovelace@example.com');
    expect(parsed.experience).toMatchObject([{ title: 'Staff Nurse', company: 'St James’s Hospital' }]);
    expect(parsed.skills).toEqual(['Triage', 'Wound Care']);
  });
});

describe('DOCX run elements', () => {
  it('reads a positional tab as a tab and a non-breaking hyphen as a hyphen', () => {
    const xml =
      `<?xml version="1.0"?><w:document ${NS}><w:body>` +
      '<w:p><w:r><w:t>Jean</w:t></w:r><w:r><w:noBreakHyphen/><w:t>Luc Martin</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>Acme SA</w:t></w:r><w:r><w:ptab w:relativeTo="margin" w:alignment="right" w:leader="none"/>' +
      '<w:t>2019 – 2021</w:t></w:r></w:p></w:body></w:document>';
    expect(documentXmlToText(xml).lines).toEqual(['Jean-Luc Martin', 'Acme SA\t2019 – 2021']);
  });
});

describe('DOCX spaces', () => {
  it('sets words typed two spaces apart in cells of their own (three or more outside a table), not after a sentence', async () => {
    const xml =
      `<?xml version="1.0"?><w:document ${NS}><w:body>` +
      [
        'Olivia Hartley',
        'Skills',
        'Clinical',
        'Patient Assessment  Wound Care  Medication Administration  Triage ',
        'Experience',
        'Staff Nurse, Sheffield Children’s Hospital\tSep 2015 – Mar 2019',
        'Cared for children after surgery.  Trained new starters.',
        'Sheffield  Leeds',
      ]
        .map((t) => `<w:p><w:r><w:t xml:space="preserve">${t}</w:t></w:r></w:p>`)
        .join('')
        .replace(/\t/g, '</w:t><w:tab/><w:t>') +
      '</w:body></w:document>';
    const { lines } = documentXmlToText(xml);
    expect(lines[3]).toBe('Patient Assessment\tWound Care\tMedication Administration\tTriage');
    expect(lines[6]).toBe('Cared for children after surgery. Trained new starters.');
    expect(lines[7]).toBe('Sheffield Leeds');
    // In a table's cell, two tags are enough.
    const cell = (t: string) => `<w:tc><w:p><w:r><w:t xml:space="preserve">${t}</w:t></w:r></w:p></w:tc>`;
    const table = `<?xml version="1.0"?><w:document ${NS}><w:body><w:tbl><w:tr>${cell('Systems')}</w:tr><w:tr>${cell(
      'EPIC  Microsoft Excel ',
    )}</w:tr></w:tbl></w:body></w:document>`;
    expect(documentXmlToText(table).lines).toEqual(['Systems', 'EPIC\tMicrosoft Excel']);
    const docx = makeZip([['word/document.xml', Buffer.from(xml)]]);
    expect((await parseResumeBuffer(docx, 'cv.docx')).skills).toEqual([
      'Patient Assessment',
      'Wound Care',
      'Medication Administration',
      'Triage',
    ]);
  });
});

describe('DOCX tables of entries', () => {
  const NS_DOC = (body: string) =>
    `<?xml version="1.0"?><w:document ${NS}><w:body>${body}</w:body></w:document>`;
  const p = (...runs: string[]) =>
    `<w:p><w:r>${runs.join('<w:br/>').replace(/([^<>]+)(?=<|$)/gu, '<w:t>$1</w:t>')}</w:r></w:p>`;
  const tc = (...paras: string[]) => `<w:tc>${paras.join('')}</w:tc>`;
  const tr = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;

  it('reads a cell’s line break as a cell’s end, and short cells beside a cell of several paragraphs on its first line', () => {
    const xml = NS_DOC(
      `<w:tbl>${tr(tc(p('2010')), tc(p('2016')), tc(p('MSc Pharmacy', 'Utrecht University')))}</w:tbl>` +
        `<w:tbl>${tr(
          tc(p('05.2018')),
          tc(p('heute')),
          tc(p('Pharmacist'), p('BENU Apotheek, Utrecht'), p('Medication reviews for 300 patients a year.')),
        )}</w:tbl>`,
    );
    expect(documentXmlToText(xml).lines).toEqual([
      '2010\t2016\tMSc Pharmacy\tUtrecht University',
      '05.2018\theute\tPharmacist',
      'BENU Apotheek, Utrecht',
      'Medication reviews for 300 patients a year.',
    ]);
  });
});
