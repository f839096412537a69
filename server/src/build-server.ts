import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { AppError, type Core } from '@recruit/core';
import { registerErrorHandler } from './plugins/errors.js';
import { registerOriginCheck } from './plugins/origin.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.js';
import { authRoutes } from './routes/auth.js';
import { accountRoutes } from './routes/account.js';
import { keyRoutes } from './routes/keys.js';
import { resumeRoutes } from './routes/resumes.js';
import { candidateRoutes } from './routes/candidates.js';
import { healthRoutes } from './routes/health.js';
import { planRoutes } from './routes/plans.js';
import { callRoutes } from './routes/calls.js';
import { outreachRoutes } from './routes/outreach.js';
import { scrapingRoutes } from './routes/scraping.js';
import { screeningRoutes } from './routes/screening.js';
import { searchRoutes } from './routes/search.js';
import { domainRoutes } from './routes/domains.js';
import { chatRoutes } from './routes/chat.js';
import { engagementRoutes } from './routes/engagement.js';
import { emailRoutes } from './routes/email.js';
import { interviewRoutes } from './routes/interviews.js';
import { linkedinRoutes } from './routes/linkedin.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { billingRoutes } from './routes/billing.js';
import { adminRoutes } from './routes/admin.js';

export { DEFAULT_RATE_LIMITS, type RateLimits };

export type ServerOptions = {
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** The built web app; served with an SPA fallback when the folder exists. */
  webRoot?: string;
  trustProxy?: boolean;
  /** How often due scheduled calls are placed (ms; 0 turns the timer off). */
  callTickEveryMs?: number;
};

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web/', import.meta.url));

/** buildServer: the whole HTTP face as a Fastify instance that does not listen yet. */
export async function buildServer(core: Core, opts: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  const limits = { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits };

  registerErrorHandler(app);
  registerOriginCheck(app);
  await app.register(cookie);
  await app.register(helmet, {
    // Served over plain http on 127.0.0.1 or a team network: no HSTS, no upgrade of requests.
    hsts: false,
    contentSecurityPolicy: {
      directives: { upgradeInsecureRequests: null, 'img-src': ["'self'", 'data:'] },
    },
  });
  await app.register(rateLimit, { global: false });

  await app.register(healthRoutes(core));
  await app.register(authRoutes(core, limits));
  await app.register(accountRoutes(core));
  await app.register(planRoutes(core));
  await app.register(keyRoutes(core));
  await app.register(resumeRoutes(core));
  await app.register(candidateRoutes(core));
  await app.register(scrapingRoutes(core));
  await app.register(screeningRoutes(core));
  await app.register(searchRoutes(core));
  await app.register(domainRoutes(core));
  await app.register(chatRoutes(core));
  await app.register(engagementRoutes(core));
  await app.register(emailRoutes(core));
  await app.register(interviewRoutes(core));
  await app.register(linkedinRoutes(core));
  await app.register(outreachRoutes(core));
  await app.register(
    callRoutes(core, {
      callRequestsPerMinute: limits.forgot,
      ...(opts.callTickEveryMs === undefined ? {} : { tickEveryMs: opts.callTickEveryMs }),
    }),
  );
  await app.register(dashboardRoutes(core));
  await app.register(billingRoutes(core));
  await app.register(adminRoutes(core));

  const webRoot = opts.webRoot ?? DEFAULT_WEB_ROOT;
  const hasWeb = existsSync(`${webRoot}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // Vite's hashed asset names never change content: cache them for good.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const sendApp = (reply: FastifyReply) =>
    reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  if (hasWeb) app.get('/', (_req, reply) => sendApp(reply));
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    // `/api` itself is a page of the web app (the API info page); the JSON API lives under `/api/`.
    if (url.startsWith('/api/') || req.method !== 'GET') {
      throw new AppError('not_found', 'not_found', `No route ${req.method} ${url}`);
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web UI is not built. Run `npm run build` and restart `recruit serve`.');
    }
    // SPA fallback: the web router decides what this path shows.
    return sendApp(reply);
  });
  return app;
}
