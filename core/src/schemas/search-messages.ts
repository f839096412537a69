// Smart search's texts and bounds (tools-and-integrations.md: the inline messages and the search result
// candidate's fallbacks; issue 10). No zod here: the web page imports it.
export const SEARCH_MESSAGES = {
  /** The spec's inline messages. */
  noResults: 'No results found. Please try a different search query.',
  failed: 'An error occurred during the search.',
  required: 'Search Query Required',
  requiredText: 'Please enter a search query.',
  invalid: 'Invalid Search Query',
  /** One line on the query syntax (the page's hint, the CLI's help, an invalid query's hint). */
  syntax:
    'Words must all match; "quoted phrase"; OR; NOT or -word; (groups); word* for a prefix; fields skill:, title:, location:, company:, name: (e.g. skill:"machine learning" location:berlin -title:intern).',
} as const;

/** The spec's fallbacks of a search result candidate. */
export const SEARCH_FALLBACKS = {
  name: 'Unknown Name',
  email: 'Email not available',
  phone: 'Phone not available',
  summary: 'No summary available',
} as const;

export const SEARCH_LIMITS = { query: 500, terms: 32, depth: 10, results: 200, defaultResults: 50 } as const;

/** A hit's fields as the faces show them: the spec's fallbacks for what is missing. */
export const displayHit = (h: { name: string; email: string | null; phone: string; summary: string }) => ({
  name: (h.name.trim() === 'Unknown' ? '' : h.name.trim()) || SEARCH_FALLBACKS.name,
  email: h.email?.trim() || SEARCH_FALLBACKS.email,
  phone: h.phone.trim() || SEARCH_FALLBACKS.phone,
  summary: h.summary.trim() || SEARCH_FALLBACKS.summary,
});

/**
 * A hit's relevance as the faces print it: one decimal; '<0.1' for a match that rounds to nothing (bm25
 * gives a word most candidates have next to no weight); '-' when the query ranked nothing (NOTs only).
 */
export const relevanceText = (score: number, ranked: boolean) =>
  !ranked ? '-' : score >= 0.1 ? score.toFixed(1) : '<0.1';
