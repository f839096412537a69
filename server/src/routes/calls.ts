import type { FastifyInstance } from 'fastify';
import { callRequestBody, testCallBody, type Core } from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

export type CallRouteLimits = { callsPerMinute: number; callRequestsPerMinute: number };

/**
 * The calls tool (core.calls): POST /api/calls/test {phoneNumber, message} (plan gate, checks, a real
 * Twilio call with the user's credentials or the labelled demo; a real call that fails is an error),
 * and POST /api/call-requests, the landing page's 'Let's Chat' form (no sign-in).
 */
export function callRoutes(core: Core, limits: Partial<CallRouteLimits> = {}) {
  const { callsPerMinute = 10, callRequestsPerMinute = 5 } = limits;
  return async (app: FastifyInstance) => {
    app.post(
      '/api/calls/test',
      { config: { rateLimit: { max: callsPerMinute, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.calls.testCall(s.userId, parseBody(testCallBody, req.body));
      },
    );

    app.post(
      '/api/call-requests',
      { config: { rateLimit: { max: callRequestsPerMinute, timeWindow: '1 minute' } } },
      async (req) => core.calls.requestCall(parseBody(callRequestBody, req.body)),
    );
  };
}
