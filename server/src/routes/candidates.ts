import type { FastifyInstance } from 'fastify';
import {
  AppError,
  candidateMergeSchema,
  candidateQuerySchema,
  saveCandidateBody,
  type Core,
} from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

type Params = { Params: { id: string } };

/** A file name as an RFC 5987 ext-value (percent-encoded UTF-8, ' ( ) * too). */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const via = { via: 'web' };

/**
 * The signed-in user's candidates (core/src/candidates): the list with filters and pages, one with its
 * activity log, add (or save a parsed resume), edit, delete, merge, bulk actions, import and export.
 * The repository validates with the request schemas of core/schemas and throws AppErrors.
 */
export function candidateRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    // ?q=&stage=&tag=&rating=&skill=&page=&pageSize= (200 a page unless told).
    app.get<{ Querystring: Record<string, string | undefined> }>('/api/candidates', async (req) => {
      const s = await requireUser(core, req);
      const { limit, ...rest } = req.query;
      // The older ?limit= (up to 5000, the most recently changed first) keeps working.
      const n = Number(limit);
      if (limit !== undefined && Object.keys(rest).length === 0 && Number.isFinite(n)) {
        const candidates = await core.candidates.list(s.userId, { limit: n });
        const stats = await core.candidates.stats(s.userId);
        const stageCounts = Object.fromEntries(
          (await core.candidates.pipeline(s.userId)).map((p) => [p.stage, p.count]),
        );
        return { candidates, total: stats.total, page: 1, pageSize: candidates.length, stats, stageCounts };
      }
      return core.candidates.search(s.userId, parseBody(candidateQuerySchema, rest));
    });

    app.get<{ Querystring: { format?: string } }>('/api/candidates/export', async (req, reply) => {
      const s = await requireUser(core, req);
      const format = req.query.format ?? 'csv';
      if (format !== 'csv' && format !== 'json')
        throw new AppError('validation', 'bad_format', 'Format must be csv or json');
      const text = await core.candidates.exportText(s.userId, format);
      return reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="candidates.${format}"`)
        .send(text);
    });

    // The user's latest events across candidates (the dashboard's timeline).
    app.get('/api/candidates/activity', async (req) => {
      const s = await requireUser(core, req);
      return { activity: await core.candidates.activity(s.userId, undefined, { limit: 50 }) };
    });

    app.get<Params>('/api/candidates/:id', async (req) => {
      const s = await requireUser(core, req);
      const candidate = await core.candidates.get(s.userId, req.params.id);
      return {
        candidate,
        activity: await core.candidates.activity(s.userId, candidate.id),
        resumeFile: await core.candidates.resumeFileInfo(s.userId, candidate.id),
      };
    });

    // The original resume file kept with the candidate, as an attachment with its name and type.
    app.get<Params>('/api/candidates/:id/resume', async (req, reply) => {
      const s = await requireUser(core, req);
      const file = await core.candidates.resumeFile(s.userId, req.params.id);
      const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', file.mediaType)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(file.name)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    });

    // A body with `resume` saves a parsed resume (free: its parse was the plan's use); any other body
    // adds a candidate typed by the user, `?merge=1` merging a duplicate instead of a 409.
    app.post<{ Querystring: { merge?: string } }>('/api/candidates', async (req, reply) => {
      const s = await requireUser(core, req);
      const body =
        typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
      if ('resume' in body) {
        const parsed = parseBody(saveCandidateBody, body);
        const saved = await core.candidates.saveParsed(s.userId, parsed.resume, {
          source: `web:${parsed.fileName ?? 'resume'}`,
        });
        return reply.status(saved.created ? 201 : 200).send(saved);
      }
      const merge = req.query.merge === '1' || req.query.merge === 'true';
      const saved = await core.candidates.create(s.userId, { source: 'web', ...body }, { ...via, merge });
      return reply.status(saved.created ? 201 : 200).send(saved);
    });

    app.patch<Params>('/api/candidates/:id', async (req) => {
      const s = await requireUser(core, req);
      return { candidate: await core.candidates.update(s.userId, req.params.id, req.body ?? {}, via) };
    });

    app.delete<Params>('/api/candidates/:id', async (req, reply) => {
      const s = await requireUser(core, req);
      await core.candidates.remove(s.userId, req.params.id, via);
      return reply.status(204).send();
    });

    app.post<Params>('/api/candidates/:id/merge', async (req) => {
      const s = await requireUser(core, req);
      const { otherId } = parseBody(candidateMergeSchema, req.body);
      return { candidate: await core.candidates.merge(s.userId, req.params.id, otherId, via) };
    });

    // Log an email sent, a call, an interview or a note.
    app.post<Params>('/api/candidates/:id/activity', async (req, reply) => {
      const s = await requireUser(core, req);
      const entry = await core.candidates.logActivity(s.userId, req.params.id, req.body ?? {}, via);
      return reply.status(201).send({ activity: entry });
    });

    app.post('/api/candidates/bulk', async (req) => {
      const s = await requireUser(core, req);
      return core.candidates.bulk(s.userId, req.body ?? {}, via);
    });

    // CSV or JSON Resume text up to 5 MB (the schema's bound; the server's default body limit is lower).
    app.post('/api/candidates/import', { bodyLimit: 6 * 1024 * 1024 }, async (req) => {
      const s = await requireUser(core, req);
      return core.candidates.importText(s.userId, req.body ?? {}, via);
    });
  };
}
