import type { FastifyInstance } from 'fastify';
import {
  createCampaignBody,
  type Core,
  type OutreachCampaignsAnswer,
  type OutreachCreateAnswer,
  type OutreachLeadsAnswer,
} from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

/**
 * The LinkedIn outreach (HeyReach) screen, core.outreach: GET /api/outreach/campaigns ({configured:
 * false} without a key), GET /api/outreach/campaigns/:id/leads, POST /api/outreach/campaigns.
 */
export function outreachRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get('/api/outreach/campaigns', async (req): Promise<OutreachCampaignsAnswer> => {
      const s = await requireUser(core, req);
      return core.outreach.campaigns(s.userId);
    });
    app.get<{ Params: { id: string } }>(
      '/api/outreach/campaigns/:id/leads',
      async (req): Promise<OutreachLeadsAnswer> => {
        const s = await requireUser(core, req);
        return core.outreach.leads(s.userId, req.params.id);
      },
    );
    app.post('/api/outreach/campaigns', async (req): Promise<OutreachCreateAnswer> => {
      const s = await requireUser(core, req);
      return core.outreach.create(s.userId, parseBody(createCampaignBody, req.body));
    });
  };
}
