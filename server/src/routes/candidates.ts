import type { FastifyInstance } from 'fastify';
import { saveCandidateBody, type Core } from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

type ListQuery = { limit?: string };

/** The signed-in user's candidates (core/src/candidates): list, one by id, and save a parsed resume. */
export function candidateRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: ListQuery }>('/api/candidates', async (req) => {
      const s = await requireUser(core, req);
      const limit = Number(req.query.limit);
      return {
        candidates: await core.candidates.list(s.userId, Number.isFinite(limit) ? { limit } : {}),
      };
    });

    app.get<{ Params: { id: string } }>('/api/candidates/:id', async (req) => {
      const s = await requireUser(core, req);
      return { candidate: await core.candidates.get(s.userId, req.params.id) };
    });

    // Saving is free: the parse that produced the resume was the plan's use.
    app.post('/api/candidates', async (req, reply) => {
      const s = await requireUser(core, req);
      const body = parseBody(saveCandidateBody, req.body);
      const saved = await core.candidates.saveParsed(s.userId, body.resume, {
        source: `web:${body.fileName ?? 'resume'}`,
      });
      return reply.status(saved.created ? 201 : 200).send(saved);
    });
  };
}
