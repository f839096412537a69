import type { FastifyInstance } from 'fastify';
import type { Core } from '@recruit/core';
import { rankCandidatesBody, screeningBody } from '@recruit/core/schemas/screening';
import { parseBody, requireUser } from '../http.js';

/**
 * Candidate screening and smart sourcing (core/src/screening): the plan gate ('candidate-screening',
 * 'smart-sourcing' in the catalogue), the checks and the local scorer are the service's.
 * - POST /api/screening {resumeText, jobDescription}: one pasted resume scored and explained.
 * - POST /api/screening/candidates {jobDescription, limit?}: the saved candidates ranked for the JD.
 * - POST /api/sourcing {jobDescription, limit?}: the same ranking as smart sourcing.
 */
export function screeningRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.post('/api/screening', async (req) => {
      const s = await requireUser(core, req);
      return core.screening.screen(s.userId, parseBody(screeningBody, req.body));
    });

    app.post('/api/screening/candidates', async (req) => {
      const s = await requireUser(core, req);
      const body = parseBody(rankCandidatesBody, req.body);
      return core.screening.rankCandidates(s.userId, body.jobDescription, {
        ...(body.limit ? { limit: body.limit } : {}),
      });
    });

    app.post('/api/sourcing', async (req) => {
      const s = await requireUser(core, req);
      const body = parseBody(rankCandidatesBody, req.body);
      return core.screening.rankCandidates(s.userId, body.jobDescription, {
        feature: 'smart-sourcing',
        ...(body.limit ? { limit: body.limit } : {}),
      });
    });
  };
}
