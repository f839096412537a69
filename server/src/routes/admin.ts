import type { FastifyInstance } from 'fastify';
import { adminPlanRequestSchema, type AdminCallRequest, type AdminOverview, type Core } from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

/** The operator's screen: users with plan, trial and this month's use; call requests; plan changes. */
export function adminRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get('/api/admin/overview', async (req): Promise<AdminOverview> => {
      const s = await requireUser(core, req);
      return core.billing.overview(s.user);
    });

    app.post('/api/admin/plan', async (req) => {
      const s = await requireUser(core, req);
      return core.billing.setPlan(s.user, parseBody(adminPlanRequestSchema, req.body));
    });

    /** The admin moves a landing-page call request on: { status: requested|scheduled|completed|cancelled }. */
    app.post<{ Params: { id: string } }>(
      '/api/admin/call-requests/:id/status',
      async (req): Promise<AdminCallRequest> => {
        const s = await requireUser(core, req);
        return core.billing.setCallRequestStatus(s.user, req.params.id, req.body);
      },
    );
  };
}
