import type { FastifyInstance } from 'fastify';
import { LINKEDIN_MESSAGES, MAX_BULK_LINKEDIN, type Core } from '@recruit/core';
import * as z from 'zod';
import { parseBody, requireUser } from '../http.js';

const urlBody = z.object(
  { url: z.string({ error: LINKEDIN_MESSAGES.urlRequired }).max(4096).default('') },
  { error: LINKEDIN_MESSAGES.urlRequired },
);
const bulkBody = z.object(
  {
    urls: z
      .array(z.string().max(4096))
      .max(MAX_BULK_LINKEDIN, LINKEDIN_MESSAGES.bulkTooMany(MAX_BULK_LINKEDIN)),
  },
  { error: LINKEDIN_MESSAGES.bulkEmpty },
);
const saveBody = z.object({ profile: z.unknown(), is_demo: z.boolean().default(false) });

/** The LinkedIn screen's calls: Extract Profile, Bulk Import and Save Candidate; all core.linkedin. */
export function linkedinRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/linkedin/profile',
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.linkedin.extract(s.userId, parseBody(urlBody, req.body).url);
      },
    );
    app.post(
      '/api/linkedin/bulk',
      { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.linkedin.bulk(s.userId, parseBody(bulkBody, req.body).urls);
      },
    );
    app.post('/api/linkedin/save', async (req) => {
      const s = await requireUser(core, req);
      const body = parseBody(saveBody, req.body);
      return core.linkedin.save(s.userId, body.profile, { isDemo: body.is_demo });
    });
  };
}
