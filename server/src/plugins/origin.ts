import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@recruit/core';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host (with port) a browser says the request came from: Origin first, else Referer. */
function claimedHost(req: FastifyRequest): string | undefined | null {
  const origin = req.headers.origin;
  const source = origin ?? req.headers.referer;
  if (source === undefined) return undefined;
  // `Origin: null` (sandboxed frames, file: pages) names no site: never ours.
  if (source === 'null') return null;
  try {
    return new URL(source).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Cross-site request refusal. The session cookie is SameSite=Lax, and every port of 127.0.0.1 or
 * localhost is the same *site*, so a page served by any other local program could post with the
 * cookie. A state-changing request whose Origin (or Referer) names another host:port is refused,
 * unless it carries a Bearer token (scripts, which no browser page can forge with our cookie).
 * Requests with neither header come from scripts and the CLI, not from a browser page.
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.headers.authorization?.startsWith('Bearer ')) return;
    const host = claimedHost(req);
    if (host === undefined) return;
    if (host !== null && host === req.host.toLowerCase()) return;
    throw new AppError(
      'forbidden',
      'cross_origin_refused',
      'This request came from another site and was refused. Open recruit at its own address and try again.',
    );
  });
}
