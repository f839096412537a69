import type { FastifyInstance } from 'fastify';
import {
  callRequestBody,
  scheduleCallBody,
  testCallBody,
  type CallList,
  type Core,
  type ScheduleCallAnswer,
} from '@recruit/core';
import { parseBody, requireUser } from '../http.js';
import { startTicker } from '../ticker.js';

export type CallRouteLimits = { callsPerMinute: number; callRequestsPerMinute: number };

/** How often the server places due calls and reads calls in progress back from Twilio. */
export const CALL_TICK_EVERY_MS = 15_000;

/**
 * The calls tool (core.calls, core.scheduledCalls): POST /api/calls/test {phoneNumber, message} (plan
 * gate, checks, a real Twilio call with the user's credentials or the labelled demo; a real call that
 * fails is an error); POST /api/calls (schedule), GET /api/calls (history), POST /api/calls/:id/cancel;
 * and POST /api/call-requests, the landing page's 'Let's Chat' form (no sign-in). While the server
 * runs, a timer places due calls (each exactly once, even with several servers on one database).
 */
export function callRoutes(core: Core, limits: Partial<CallRouteLimits> & { tickEveryMs?: number } = {}) {
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
      '/api/calls',
      { config: { rateLimit: { max: callsPerMinute * 3, timeWindow: '1 minute' } } },
      async (req): Promise<ScheduleCallAnswer> => {
        const s = await requireUser(core, req);
        return core.scheduledCalls.schedule(s.userId, parseBody(scheduleCallBody, req.body), { via: 'web' });
      },
    );

    app.get('/api/calls', async (req): Promise<CallList> => {
      const s = await requireUser(core, req);
      return { calls: await core.scheduledCalls.list(s.userId) };
    });

    app.post<{ Params: { id: string } }>('/api/calls/:id/cancel', async (req) => {
      const s = await requireUser(core, req);
      return { call: await core.scheduledCalls.cancel(s.userId, req.params.id) };
    });

    app.post(
      '/api/call-requests',
      { config: { rateLimit: { max: callRequestsPerMinute, timeWindow: '1 minute' } } },
      async (req) => core.calls.requestCall(parseBody(callRequestBody, req.body)),
    );

    startTicker(
      app,
      limits.tickEveryMs ?? CALL_TICK_EVERY_MS,
      () => core.scheduledCalls.runDue(),
      'placing scheduled calls failed',
    );
  };
}
