// word-extractor ships no types; this is the part of its API the DOC extractor uses.
declare module 'word-extractor' {
  interface WordDocument {
    getBody(options?: { filterUnicode?: boolean }): string;
    getHeaders(options?: { filterUnicode?: boolean; includeFooters?: boolean }): string;
    getTextboxes(options?: {
      filterUnicode?: boolean;
      includeHeadersAndFooters?: boolean;
      includeBody?: boolean;
    }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
