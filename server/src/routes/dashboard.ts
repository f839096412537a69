import type { FastifyInstance } from 'fastify';
import type { Core, DashboardResponse } from '@recruit/core';
import { requireUser } from '../http.js';

/** GET /api/dashboard: the signed-in user's figures, all read from the database (core/src/dashboard). */
export function dashboardRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get('/api/dashboard', async (req): Promise<DashboardResponse> => {
      const s = await requireUser(core, req);
      return core.dashboard.get(s.userId);
    });
  };
}
