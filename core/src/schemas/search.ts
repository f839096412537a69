// Smart search (tools-and-integrations.md: "Smart search takes a query string", "sends a query string;
// returns a list", its inline messages and the search result candidate's fallbacks; issue 10): the request,
// the answer and the texts the faces show. Pure: the web UI imports this file.
import * as z from 'zod';
import { SEARCH_LIMITS } from './search-messages.js';

export {
  SEARCH_FALLBACKS,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  displayHit,
  relevanceText,
} from './search-messages.js';

/** POST /api/search {query, limit?} (GET /api/search?q=…&limit=… the same). */
export const searchBody = z.object({
  query: z
    .string({ error: 'The search query must be text' })
    .max(SEARCH_LIMITS.query, `The search query must be at most ${SEARCH_LIMITS.query} characters`)
    .default(''),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.results).optional(),
});
export type SearchBody = z.infer<typeof searchBody>;

export const searchHitSchema = z.object({
  /** 1 for the best match. */
  rank: z.number(),
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  /** The candidate's position. */
  title: z.string(),
  location: z.string(),
  skills: z.array(z.string()),
  /** The candidate's skills the query's words matched. */
  matchedSkills: z.array(z.string()),
  /** Position, years and latest company, when known ('' when none). */
  summary: z.string(),
  stage: z.string(),
  /**
   * Relevance 0–100 as a share of the best hit's (bm25 on SQLite, ts_rank on PostgreSQL): 100 for the best
   * match; 0 for all when the query has only NOTs (nothing to rank: the latest saved first).
   */
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** The answer of /api/search and `recruit search --json` (its candidates). */
export const searchResultSchema = z.object({
  query: z.string(),
  candidates: z.array(searchHitSchema),
  /** The spec's 'No results found…' when nothing matched; null otherwise. */
  message: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
