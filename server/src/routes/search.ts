import type { FastifyInstance } from 'fastify';
import type { Core } from '@recruit/core';
import { searchBody } from '@recruit/core/schemas/search';
import { parseBody, requireUser } from '../http.js';

/**
 * Smart search over the user's saved candidates (core/src/search): the query language, the full-text
 * index and the ranking are the service's ('smart-search' in the catalogue, open on every plan).
 * - POST /api/search {query, limit?}: the candidates best first (searchResultSchema).
 * - GET /api/search?q=…&limit=…: the same, for scripts and links.
 */
export function searchRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.post('/api/search', async (req) => {
      const s = await requireUser(core, req);
      const body = parseBody(searchBody, req.body);
      return core.search.search(s.userId, body.query, body.limit ? { limit: body.limit } : {});
    });

    app.get<{ Querystring: Record<string, string | undefined> }>('/api/search', async (req) => {
      const s = await requireUser(core, req);
      const body = parseBody(searchBody, { query: req.query.q, limit: req.query.limit });
      return core.search.search(s.userId, body.query, body.limit ? { limit: body.limit } : {});
    });
  };
}
