import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  RESUME_TITLES,
  checkResumeFile,
  isAppError,
  resumeFileError,
  saveCandidateBody,
  type Core,
  type ResumeUpload,
} from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

/** Bounds on POST /api/resumes/parse: requests a minute per client address. */
export type ResumeParseLimits = { perMinute: number };
export const DEFAULT_RESUME_PARSE_LIMITS: ResumeParseLimits = { perMinute: 30 };

const MULTIPART_LIMITS = { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5 };

/**
 * The one file of a multipart upload. A blocked or foreign name is refused before its bytes are read;
 * a malformed form is the client's error, never ours. Every refusal is a file problem (400 with its title).
 */
async function readUpload(req: FastifyRequest): Promise<ResumeUpload & { fields: Record<string, string> }> {
  if (!req.isMultipart()) {
    throw resumeFileError('not_multipart', RESUME_MESSAGES.failedToRead, RESUME_TITLES.processingError);
  }
  try {
    const part = await req.file({ limits: MULTIPART_LIMITS });
    if (!part) throw resumeFileError('no_file', RESUME_MESSAGES.failedToRead, RESUME_TITLES.processingError);
    const { filename: name, mimetype: type } = part;
    const early = checkResumeFile({ name, size: 1, type });
    if (early) {
      part.file.resume();
      throw resumeFileError(early.code, early.message, early.title);
    }
    // Text fields sent before the file (POST /api/resumes/save's `resume`).
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(part.fields)) {
      const one = Array.isArray(value) ? value[0] : value;
      if (one && one.type === 'field' && typeof one.value === 'string') fields[key] = one.value;
    }
    return { bytes: await part.toBuffer(), name, type, fields };
  } catch (e) {
    if (isAppError(e)) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw resumeFileError('file_too_large', RESUME_MESSAGES.tooLargeShort);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw resumeFileError('one_file_only', 'Please upload one file at a time.');
    }
    // Anything else the form parser throws (no or wrong boundary, a cut-off body, a bad part header)
    // is the client's malformed request, not our bug.
    throw resumeFileError('malformed_upload', RESUME_MESSAGES.malformedUpload, RESUME_TITLES.processingError);
  }
}

/**
 * GET /api/resumes/access, POST /api/resumes/parse and POST /api/resumes/save: core.resumeParsing (the plan gate, Basic: 5
 * parses a month counted atomically; the file checks; the parse on worker threads, locally or with
 * the user's Textkernel key). This face reads the multipart upload and nothing else.
 */
export function resumeRoutes(core: Core, limits: ResumeParseLimits = DEFAULT_RESUME_PARSE_LIMITS) {
  return async (app: FastifyInstance) => {
    // Scoped to these routes: no other route accepts multipart bodies.
    await app.register(multipart, { limits: { ...MULTIPART_LIMITS, parts: 6 } });

    app.get('/api/resumes/access', async (req) =>
      core.resumeParsing.access((await requireUser(core, req)).userId),
    );

    app.post(
      '/api/resumes/parse',
      { config: { rateLimit: { max: limits.perMinute, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.resumeParsing.parseUpload(s.userId, () => readUpload(req));
      },
    );

    // The resume parsing screen's Save: the parsed resume (field `resume`, JSON, before the file) and
    // the original file, kept with the candidate. Free, like POST /api/candidates {resume}: its parse
    // was the plan's use.
    app.post('/api/resumes/save', async (req, reply) => {
      const s = await requireUser(core, req);
      const upload = await readUpload(req);
      let resume: unknown;
      try {
        resume = JSON.parse(upload.fields.resume ?? '');
      } catch {
        resume = undefined;
      }
      const body = parseBody(saveCandidateBody, { resume, fileName: upload.name });
      const saved = await core.candidates.saveParsed(s.userId, body.resume, {
        source: `web:${upload.name}`,
        file: { bytes: upload.bytes, name: upload.name, type: upload.type },
      });
      return reply.status(saved.created ? 201 : 200).send(saved);
    });
  };
}
