import type { FastifyInstance } from 'fastify';
import { scrapeBody, type Core } from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

/**
 * POST /api/scrape {url}: core.scraping.scrape (the model tool: plan gate, URL check, PhantomBuster
 * run, or the local scraper without a key). A failure to scrape is a value ({status: 'error', error,
 * suggestion}); refusals (plan, URL, a private address) are AppErrors the error handler sends.
 * GET /api/scrape/agents: the user's PhantomBuster agents.
 */
export function scrapingRoutes(core: Core, scrapesPerMinute = 30) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/scrape',
      { config: { rateLimit: { max: scrapesPerMinute, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.scraping.scrape(s.userId, parseBody(scrapeBody, req.body).url);
      },
    );
    app.get('/api/scrape/agents', async (req) => {
      const s = await requireUser(core, req);
      return { agents: await core.scraping.agents(s.userId) };
    });
  };
}
