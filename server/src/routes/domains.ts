import type { FastifyInstance } from 'fastify';
import { DOMAIN_SCREEN_MESSAGES, type Core } from '@recruit/core';
import * as z from 'zod';
import { parseBody, requireUser } from '../http.js';
import { startTicker } from '../ticker.js';

const TOO_LONG = 'Please enter a domain name of at most 253 characters.';
const queryBody = z.object(
  { query: z.string({ error: DOMAIN_SCREEN_MESSAGES.queryRequired }).max(300, TOO_LONG).default('') },
  { error: DOMAIN_SCREEN_MESSAGES.queryRequired },
);
const domainBody = z.object(
  { domain: z.string({ error: 'Please enter a domain.' }).max(300, TOO_LONG).default('') },
  { error: 'Please enter a domain.' },
);
const checkBody = z
  .object({ domain: z.string({ error: 'Please enter a domain.' }).max(300, TOO_LONG).optional() })
  .default({});

/** How often the server re-checks monitored domains whose last check is a day old. */
export const DOMAIN_RECHECK_EVERY_MS = 3600_000;

/**
 * The Domain screen's calls: search, monitor, the monitored list, stop monitoring, check now; all
 * core.domains. While the server runs, a timer re-checks due monitored domains every hour.
 */
export function domainRoutes(core: Core, opts: { recheckEveryMs?: number } = {}) {
  return async (app: FastifyInstance) => {
    app.post('/api/domains/search', async (req) => {
      const s = await requireUser(core, req);
      return core.domains.search(s.userId, parseBody(queryBody, req.body).query);
    });
    app.get('/api/domains/monitored', async (req) => {
      const s = await requireUser(core, req);
      return { domains: await core.domains.list(s.userId) };
    });
    app.post('/api/domains/monitored', async (req) => {
      const s = await requireUser(core, req);
      return core.domains.monitor(s.userId, parseBody(domainBody, req.body).domain);
    });
    app.delete<{ Params: { domain: string } }>('/api/domains/monitored/:domain', async (req) => {
      const s = await requireUser(core, req);
      await core.domains.unmonitor(s.userId, req.params.domain);
      return { ok: true };
    });
    app.post('/api/domains/check', async (req) => {
      const s = await requireUser(core, req);
      return { domains: await core.domains.check(s.userId, parseBody(checkBody, req.body ?? {}).domain) };
    });

    startTicker(
      app,
      opts.recheckEveryMs ?? DOMAIN_RECHECK_EVERY_MS,
      () => core.domains.recheckDue(),
      'monitored domains re-check failed',
    );
  };
}
