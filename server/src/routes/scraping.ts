import type { FastifyInstance } from 'fastify';
import { scrapeBody, type Core } from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

/**
 * POST /api/scrape {url}: core.scraping.scrape (the model tool: plan gate, URL check, PhantomBuster
 * run, or the local scraper without a key). A failure to scrape is a value ({status: 'error', error,
 * suggestion}); refusals (plan, URL, a private address) are AppErrors the error handler sends.
 * GET /api/scrape/agents: the user's PhantomBuster agents.
 * POST /api/scrape/runs {url}: the scraping screen's scrape: launches the user's PhantomBuster agent
 * and answers at once with the run (containerId) — or the result, without a key (local scrape).
 * GET /api/scrape/runs/:containerId: asks PhantomBuster for the run's status and output so far,
 * then its result once it ended.
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
    app.post(
      '/api/scrape/runs',
      { config: { rateLimit: { max: scrapesPerMinute, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.scraping.startScrape(s.userId, parseBody(scrapeBody, req.body).url);
      },
    );
    app.get<{ Params: { containerId: string } }>('/api/scrape/runs/:containerId', async (req) => {
      const s = await requireUser(core, req);
      return core.scraping.scrapeRun(s.userId, req.params.containerId);
    });
    app.get('/api/scrape/agents', async (req) => {
      const s = await requireUser(core, req);
      return { agents: await core.scraping.agents(s.userId) };
    });
  };
}
