import type { FastifyInstance } from 'fastify';
import { SCRAPING_MESSAGES, type Core } from '@recruit/core';
import { z } from 'zod';
import { parseBody, requireUser } from '../http.js';

const scrapeBody = z.object(
  { url: z.string({ error: SCRAPING_MESSAGES.urlRequiredText }) },
  { error: SCRAPING_MESSAGES.urlRequiredText },
);

/** Spec: the URL is required; beyond that we ask for a web address PhantomBuster can open. */
export const INVALID_SCRAPE_URL = 'Please enter a valid website URL starting with http:// or https://.';

function checkUrl(raw: string): { ok: true; url: string } | { ok: false; message: string; title: string } {
  const url = raw.trim();
  if (!url)
    return { ok: false, title: SCRAPING_MESSAGES.urlRequired, message: SCRAPING_MESSAGES.urlRequiredText };
  try {
    const parsed = new URL(url);
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname)
      return { ok: true, url };
  } catch {
    // not a URL at all
  }
  return { ok: false, title: 'Invalid URL', message: INVALID_SCRAPE_URL };
}

/**
 * POST /api/scrape {url}: runs the user's PhantomBuster agent on the URL, or answers in the spec's demo
 * mode (is_demo) when no key is saved. Gated by the plan ('web-scraping'). A provider failure is a
 * value ({status: 'error', error, suggestion}), shown by the web UI's API Error banner.
 */
export function scrapingRoutes(core: Core, scrapesPerMinute = 30) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/scrape',
      { config: { rateLimit: { max: scrapesPerMinute, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const s = await requireUser(core, req);
        await core.plans.checkAccess(s.userId, 'web-scraping');
        const check = checkUrl(parseBody(scrapeBody, req.body).url);
        if (!check.ok) {
          return reply
            .status(400)
            .send({ error: { code: 'invalid_url', message: check.message, title: check.title } });
        }
        // The provider SDKs and clients load on first use only.
        const { createProviderClients } = await import('@recruit/core/providers');
        const clients = createProviderClients({ config: core.config, keys: core.keys.lookupFor(s.userId) });
        return (await clients.scraping()).scrape(check.url);
      },
    );
  };
}
