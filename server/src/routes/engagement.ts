import type { FastifyInstance } from 'fastify';
import { engagementBody, type Core } from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

/**
 * Engagement (core.engagement): POST /api/engagement/generate {candidateId?, initialMessage?, tone?,
 * jobTitle?, companyName?, recruiterName?, template?} writes a personalised message with the user's
 * model, or fills a template (labelled) without one. GET /api/engagement/templates lists the templates.
 */
export function engagementRoutes(core: Core, generationsPerMinute = 30) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/engagement/generate',
      { config: { rateLimit: { max: generationsPerMinute, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.engagement.generate(s.userId, parseBody(engagementBody, req.body));
      },
    );

    app.get('/api/engagement/templates', async (req) => {
      await requireUser(core, req);
      return { templates: core.engagement.templates };
    });
  };
}
