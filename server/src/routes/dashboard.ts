import type { FastifyInstance } from 'fastify';
import type { Core, DashboardResponse } from '@recruit/core';
import { requireUser } from '../http.js';

/** GET /api/dashboard: the signed-in user's pipeline counts, from the saved candidates. */
export function dashboardRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get('/api/dashboard', async (req): Promise<DashboardResponse> => {
      const s = await requireUser(core, req);
      const pipeline = await core.candidates.pipeline(s.userId);
      return { candidates: pipeline.reduce((n, p) => n + p.count, 0), pipeline };
    });
  };
}
