import type { FastifyInstance } from 'fastify';
import {
  interviewConflictsBody,
  interviewRescheduleBody,
  interviewScheduleBody,
  type Core,
} from '@recruit/core';
import * as z from 'zod';
import { parseBody, requireUser } from '../http.js';

const listQuery = z.object({
  tz: z.string().max(64, 'Time zone must be at most 64 characters.').optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

/**
 * The interview-scheduling page's calls (core.interviews): list with quick stats, schedule,
 * reschedule, cancel, a draft's conflicts, and the invitation as an .ics file. The answers say whether the invitations went out.
 */
export function interviewRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get('/api/interviews', async (req) => {
      const s = await requireUser(core, req);
      const q = parseBody(listQuery, req.query);
      return core.interviews.list(s.userId, {
        ...(q.tz ? { timeZone: q.tz } : {}),
        ...(q.limit ? { limit: q.limit } : {}),
      });
    });
    app.post('/api/interviews', async (req) => {
      const s = await requireUser(core, req);
      return core.interviews.schedule(s.userId, parseBody(interviewScheduleBody, req.body), { via: 'web' });
    });
    app.post('/api/interviews/conflicts', async (req) => {
      const s = await requireUser(core, req);
      return core.interviews.preview(s.userId, parseBody(interviewConflictsBody, req.body));
    });
    app.get<{ Params: { id: string } }>('/api/interviews/:id', async (req) => {
      const s = await requireUser(core, req);
      return core.interviews.get(s.userId, req.params.id);
    });
    app.get<{ Params: { id: string } }>('/api/interviews/:id/invite.ics', async (req, reply) => {
      const s = await requireUser(core, req);
      const file = await core.interviews.calendar(s.userId, req.params.id);
      const method = file.filename === 'cancel.ics' ? 'CANCEL' : 'REQUEST';
      return reply
        .header('content-type', `text/calendar; charset=utf-8; method=${method}`)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    });
    app.post<{ Params: { id: string } }>('/api/interviews/:id/reschedule', async (req) => {
      const s = await requireUser(core, req);
      return core.interviews.reschedule(
        s.userId,
        req.params.id,
        parseBody(interviewRescheduleBody, req.body),
        {
          via: 'web',
        },
      );
    });
    app.post<{ Params: { id: string } }>('/api/interviews/:id/cancel', async (req) => {
      const s = await requireUser(core, req);
      return core.interviews.cancel(s.userId, req.params.id, { via: 'web' });
    });
  };
}
