import type { FastifyInstance } from 'fastify';
import { TWILIO_MESSAGES, type Core } from '@recruit/core';
import { z } from 'zod';
import { parseBody, requireUser } from '../http.js';

const testCallBody = z.object(
  {
    phoneNumber: z.string({ error: TWILIO_MESSAGES.testCallRequired }).default(''),
    message: z.string({ error: TWILIO_MESSAGES.testCallRequired }).default(''),
  },
  { error: TWILIO_MESSAGES.testCallRequired },
);

/**
 * POST /api/calls/test {phoneNumber, message}: core.calls.testCall (plan gate, checks, a real Twilio
 * call with the user's credentials or the labelled demo). A real call that fails is an error.
 */
export function callRoutes(core: Core, callsPerMinute = 10) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/calls/test',
      { config: { rateLimit: { max: callsPerMinute, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.calls.testCall(s.userId, parseBody(testCallBody, req.body));
      },
    );
  };
}
