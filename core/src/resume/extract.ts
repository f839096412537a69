// Format sniffing and text extraction for PDF, DOCX and DOC.
import { AppError } from '../errors.js';
import { RESUME_MESSAGES } from '../schemas/resume.js';
import type { ResumeText } from './fields.js';
import { pdfToText } from './pdf-text.js';

export type ResumeFormat = 'pdf' | 'docx' | 'doc';

// The DOCX (yauzl, an XML reader) and DOC (word-extractor) readers load with the first such file: a
// parse thread that only ever sees PDFs, and the one-file `recruit parse cv.pdf`, never compile them.
const docx = () => import('./docx-text.js');

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const invalidType = () => new AppError('validation', 'invalid_file_type', RESUME_MESSAGES.invalidType);

/**
 * The real format of the bytes: PDF by its signature (within the first KiB, as readers allow), DOCX as a zip
 * with a Word document part, DOC as a compound file named .doc. Anything else — a renamed executable,
 * an image, random bytes — is refused with the spec's invalid-type message.
 */
export async function sniffResumeFormat(bytes: Uint8Array, fileName: string): Promise<ResumeFormat> {
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + PDF.length <= head.length; i++) if (startsWith(head, PDF, i)) return 'pdf';
  if (startsWith(bytes, ZIP) && (await (await docx()).isWordZip(bytes))) return 'docx';
  if (startsWith(bytes, CFB) && /\.doc$/i.test(fileName)) return 'doc';
  throw invalidType();
}

export type ExtractOptions = { maxPages: number };

/** Lines of text in reading order for a file already sniffed as `format`. */
export async function extractText(
  bytes: Uint8Array,
  format: ResumeFormat,
  opts: ExtractOptions,
): Promise<ResumeText> {
  if (format === 'pdf') return pdfToText(bytes, opts);
  if (format === 'docx') return (await docx()).docxToText(bytes);
  return docToText(bytes);
}

async function docToText(bytes: Uint8Array): Promise<ResumeText> {
  let body: string;
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const doc = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    body = [
      doc.getHeaders({ includeFooters: false }),
      doc.getBody(),
      doc.getTextboxes({ includeHeadersAndFooters: false }),
    ]
      .filter(Boolean)
      .join('\n');
  } catch (e) {
    throw new AppError(
      'validation',
      'corrupted_file',
      'The file appears to be corrupted: the DOC could not be read.',
      {
        cause: e,
      },
    );
  }
  const lines = body
    .split(/\r?\n|\r/)
    .map((l) =>
      l
        .replace(/\t+/g, '\t')
        .replace(/[ \u00a0]+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  return { lines };
}
