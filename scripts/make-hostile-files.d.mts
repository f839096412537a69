// Types of make-hostile-files.mjs (plain ESM so that it also runs from the command line).
export function zlibOfSpaces(prefix: string, spaceBytes: number): { bytes: Buffer; inflatedBytes: number };
export function flateBombPdf(opts?: { inflatedBytes?: number; disguised?: boolean }): Buffer;
export function textBombPdf(opts?: { items?: number }): Buffer;
export function slowPdf(opts?: { pages?: number; ops?: number }): Buffer;
export function smallFlatePdf(text?: string): Buffer;
export function makeZip(entries: [string, string | Buffer][]): Buffer;
export function unclosedTagDocx(opts?: { repeats?: number }): Buffer;
export function docxWithBody(bodyXml: string): Buffer;
