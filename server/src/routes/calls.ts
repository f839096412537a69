import type { FastifyInstance } from 'fastify';
import { TWILIO_MESSAGES, type Core } from '@recruit/core';
import { z } from 'zod';
import { parseBody, requireUser } from '../http.js';

const testCallBody = z.object(
  {
    phoneNumber: z.string({ error: TWILIO_MESSAGES.testCallRequired }),
    message: z.string({ error: TWILIO_MESSAGES.testCallRequired }),
  },
  { error: TWILIO_MESSAGES.testCallRequired },
);

/**
 * POST /api/calls/test {phoneNumber, message}: a real Twilio call with the user's saved credentials,
 * or the spec's demo answer ('Call initiated successfully (Demo)', is_demo) when none are saved.
 * A real call that fails is an error, never a demo success. Gated by the plan ('calling-basic').
 */
export function callRoutes(core: Core, callsPerMinute = 10) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/calls/test',
      { config: { rateLimit: { max: callsPerMinute, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const s = await requireUser(core, req);
        await core.plans.checkAccess(s.userId, 'calling-basic');
        const body = parseBody(testCallBody, req.body);
        const to = body.phoneNumber.trim();
        const message = body.message.trim();
        if (!to || !message) {
          return reply.status(400).send({
            error: {
              code: 'missing_information',
              message: TWILIO_MESSAGES.testCallRequired,
              title: 'Missing Information',
            },
          });
        }
        const { createProviderClients } = await import('@recruit/core/providers');
        const clients = createProviderClients({ config: core.config, keys: core.keys.lookupFor(s.userId) });
        return (await clients.calls()).call({ to, message });
      },
    );
  };
}
