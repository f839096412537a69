import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  RESUME_TITLES,
  checkFeatureAccess,
  checkResumeFile,
  isAppError,
  candidateInputSchema,
  type Core,
} from '@recruit/core';
import type { ResumeParsePool } from '@recruit/core/resume';
import { z } from 'zod';
import { parseBody, requireUser } from '../http.js';

const saveBody = z.object({
  resume: candidateInputSchema,
  /** The uploaded file's name, kept as the candidate's source. */
  fileName: z.string().max(255).optional(),
});

/** Titles of the spec's file toasts by error code (the sniffer refuses a renamed binary as an invalid type). */
const FILE_TITLES: Record<string, string> = {
  invalid_file_type: RESUME_TITLES.invalidFile,
  empty_file: RESUME_TITLES.invalidFile,
  file_too_large: RESUME_TITLES.invalidFile,
  blocked_file_type: RESUME_TITLES.securityWarning,
};

/** Textkernel failures that are not the file's fault keep a provider status (the web classifies the message). */
const PROVIDER_STATUS: Record<string, number> = {
  textkernel_rate_limited: 429,
  textkernel_timeout: 503,
  textkernel_unreachable: 503,
  textkernel_unauthorized: 502,
  provider_error: 502,
  no_resume_data: 502,
};

/** Bounds on POST /api/resumes/parse: requests a minute per client address, parses at once per user. */
export type ResumeParseLimits = { perMinute: number; inFlightPerUser: number };
export const DEFAULT_RESUME_PARSE_LIMITS: ResumeParseLimits = { perMinute: 30, inFlightPerUser: 2 };

/** A file problem: 400 with the spec's toast title beside the message. */
const fileError = (reply: FastifyReply, code: string, message: string, title: string) =>
  reply.status(400).send({ error: { code, message, title } });

/**
 * Resume parsing and candidates of the signed-in user. The plan gate is enforced here: Basic may
 * parse 5 resumes a month (counted on the server, per successful parse), the trial and Pro without limit.
 */
export function resumeRoutes(core: Core, limits: ResumeParseLimits = DEFAULT_RESUME_PARSE_LIMITS) {
  // Files are parsed on worker threads (started on first use, idle ones exit): a hostile file that
  // keeps pdf.js busy is stopped by terminating its thread and never blocks the server's event loop.
  let pool: Promise<ResumeParsePool> | undefined;
  const getPool = () =>
    (pool ??= import('@recruit/core/resume').then((m) => m.createResumeParsePool({ idleTimeoutMs: 30_000 })));

  /** The worker parses from a file: the upload goes to a private temp dir under its own (checked) name. */
  async function parseOnPool(bytes: Buffer, name: string, opts: Parameters<ResumeParsePool['parseFile']>[1]) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'recruit-upload-'));
    try {
      const safeName =
        path
          .basename(name)
          .replace(/[^\p{L}\p{N} ._()+-]/gu, '_')
          .slice(-200) || 'resume';
      const file = path.join(dir, safeName);
      await writeFile(file, bytes, { mode: 0o600 });
      return await (await getPool()).parseFile(file, opts);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** What the plan allows now (the web page shows 'Feature Restricted' from this before any upload). */
  async function access(userId: string) {
    const plan = await core.plans.getPlan(userId);
    const decision = checkFeatureAccess(
      { tier: plan.tier, trialActive: plan.trial.active },
      'resume-parsing',
    );
    if (!decision.allowed) return { allowed: false as const, tier: plan.tier, message: decision.message };
    try {
      const limit = await core.plans.checkAccess(userId, 'resume-parsing');
      return {
        allowed: true as const,
        tier: plan.tier,
        ...(limit.monthlyLimit === undefined
          ? {}
          : { monthlyLimit: limit.monthlyLimit, remaining: limit.monthlyLimit - (limit.used ?? 0) }),
      };
    } catch (e) {
      if (isAppError(e) && e.kind === 'forbidden') {
        return {
          allowed: false as const,
          tier: plan.tier,
          message: e.message,
          monthlyLimit: 5,
          remaining: 0,
        };
      }
      throw e;
    }
  }

  /**
   * Parses running per user. The pool's threads are shared by everyone: one user sending many slow
   * files at once would make everyone else's wait, so a user's parses beyond the limit are refused.
   */
  const inFlight = new Map<string, number>();

  async function parse(req: FastifyRequest, reply: FastifyReply) {
    const s = await requireUser(core, req);
    const running = inFlight.get(s.userId) ?? 0;
    if (running >= limits.inFlightPerUser) {
      return reply.status(429).send({
        error: { code: 'parse_in_progress', message: RESUME_MESSAGES.busy, title: RESUME_TITLES.busy },
      });
    }
    inFlight.set(s.userId, running + 1);
    try {
      return await parseUpload(req, reply, s.userId);
    } finally {
      const left = (inFlight.get(s.userId) ?? 1) - 1;
      if (left > 0) inFlight.set(s.userId, left);
      else inFlight.delete(s.userId);
    }
  }

  async function parseUpload(req: FastifyRequest, reply: FastifyReply, userId: string) {
    const gate = await core.plans.checkAccess(userId, 'resume-parsing');
    if (!req.isMultipart()) {
      return fileError(reply, 'not_multipart', RESUME_MESSAGES.failedToRead, RESUME_TITLES.processingError);
    }
    let bytes: Buffer;
    let name: string;
    let type: string;
    try {
      const part = await req.file({ limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5 } });
      if (!part) {
        return fileError(reply, 'no_file', RESUME_MESSAGES.failedToRead, RESUME_TITLES.processingError);
      }
      name = part.filename;
      type = part.mimetype;
      // A blocked or foreign name is refused before its bytes are read.
      const early = checkResumeFile({ name, size: 1, type });
      if (early) {
        part.file.resume();
        return fileError(reply, early.code, early.message, early.title);
      }
      bytes = await part.toBuffer();
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        return fileError(reply, 'file_too_large', RESUME_MESSAGES.tooLargeShort, RESUME_TITLES.invalidFile);
      }
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        return fileError(
          reply,
          'one_file_only',
          'Please upload one file at a time.',
          RESUME_TITLES.invalidFile,
        );
      }
      if (isAppError(e)) throw e;
      // Anything else the form parser throws (no or wrong boundary, a cut-off body, a bad part
      // header) is the client's malformed request, not our bug.
      return fileError(
        reply,
        'malformed_upload',
        RESUME_MESSAGES.malformedUpload,
        RESUME_TITLES.processingError,
      );
    }
    const problem = checkResumeFile({ name, size: bytes.byteLength, type });
    if (problem) return fileError(reply, problem.code, problem.message, problem.title);

    const textkernelKey = await core.keys.get(userId, 'textkernel');
    const outcome = await parseOnPool(bytes, name, {
      type,
      ...(textkernelKey ? { textkernelKey } : {}),
      ...(core.config.providerBaseUrls.textkernel
        ? { textkernelBaseUrl: core.config.providerBaseUrls.textkernel }
        : {}),
    });
    if (!outcome.ok) {
      const { code, message } = outcome.error;
      const status = PROVIDER_STATUS[code];
      if (status) return reply.status(status).send({ error: { code, message } });
      return fileError(reply, code, message, FILE_TITLES[code] ?? RESUME_TITLES.processingError);
    }
    const resume = outcome.result;
    await core.plans.recordUse(userId, 'resume-parsing');
    return {
      resume,
      fileName: name,
      ...(gate.monthlyLimit === undefined ? {} : { remaining: gate.monthlyLimit - (gate.used ?? 0) - 1 }),
    };
  }

  return async (app: FastifyInstance) => {
    app.addHook('onClose', async () => {
      if (pool) await (await pool).close();
    });
    // Scoped to these routes: no other route accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.get('/api/resumes/access', async (req) => access((await requireUser(core, req)).userId));
    app.post(
      '/api/resumes/parse',
      { config: { rateLimit: { max: limits.perMinute, timeWindow: '1 minute' } } },
      parse,
    );

    app.get<{ Querystring: { limit?: string } }>('/api/candidates', async (req) => {
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

    app.post('/api/candidates', async (req, reply) => {
      const s = await requireUser(core, req);
      const body = parseBody(saveBody, req.body);
      const saved = await core.candidates.saveParsed(s.userId, body.resume, {
        source: `web:${body.fileName ?? 'resume'}`,
      });
      return reply.status(saved.created ? 201 : 200).send(saved);
    });
  };
}
