import type { FastifyInstance } from 'fastify';
import type { Core, DashboardLinkedIn, DashboardResponse } from '@recruit/core';
import { requireUser } from '../http.js';

/**
 * GET /api/dashboard: the signed-in user's figures, all read from the database (core/src/dashboard).
 * GET /api/dashboard/linkedin: the LinkedIn outreach figures from HeyReach (core.outreach), asked on
 * their own so a slow or failing HeyReach never holds up the rest of the dashboard.
 */
export function dashboardRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get('/api/dashboard', async (req): Promise<DashboardResponse> => {
      const s = await requireUser(core, req);
      return core.dashboard.get(s.userId);
    });
    app.get('/api/dashboard/linkedin', async (req): Promise<DashboardLinkedIn> => {
      const s = await requireUser(core, req);
      return core.outreach.dashboardStats(s.userId);
    });
  };
}
