// Resume parsing as a tool (built like the scraping service, the model): the plan gate ('resume-parsing',
// Basic: 5 a month, taken atomically), the file checks with the spec's titles, the parse off the caller's
// thread (the local parser, or Textkernel with the user's key), and the counted save of the CLI.
import { AppError, fromErrorBody, type ErrorBody } from '../errors.js';
import type { Allowance, PlanService } from '../plans/plan-service.js';
import type { CandidateRepo, SavedCandidate } from '../candidates/candidate-repo.js';
import type { ResumeFileInput } from '../candidates/resume-file.js';
import {
  RESUME_MESSAGES,
  RESUME_TITLES,
  checkResumeFile,
  resumeFileTitle,
  type CandidateInput,
  type ParsedResume,
} from '../schemas/resume.js';

/** An uploaded file: its bytes, the name it was sent with, and the MIME type the client gave. */
export type ResumeUpload = { bytes: Uint8Array; name: string; type: string };

/**
 * A parser's failure as a value: the AppError's plain form, as the worker threads send it back (kind,
 * code, message and title unchanged).
 */
export type ResumeParseFailure = ErrorBody;
export type ResumeParseOutcome =
  { ok: true; result: ParsedResume } | { ok: false; error: ResumeParseFailure };

/**
 * Port: parses one file away from the caller's event loop (a worker pool with a hard time limit per
 * file), locally or, given a key, with Textkernel. Never rejects for a bad file: failures are values.
 */
export interface ResumeFileParser {
  parse(upload: ResumeUpload, opts: { textkernelKey?: string }): Promise<ResumeParseOutcome>;
}

/** A user's parses at once: the parser's threads are shared, so one user's many slow files wait apart. */
export const RESUME_PARSES_IN_FLIGHT_PER_USER = 2;

/**
 * A file problem: 400 with the spec's toast title beside the message ('Invalid File', 'Security
 * Warning', 'File Processing Error'; resumeFileTitle in core/schemas gives it by code).
 */
export const resumeFileError = (code: string, message: string, title?: string) =>
  new AppError('validation', code, message, { title: title ?? resumeFileTitle(code) });

/**
 * A parser's failure as the AppError the faces show: the same kind, code, title and message (a
 * Textkernel rate limit stays 429, a refused file 400 with its title). A file problem that came without
 * a title gets the spec's file title.
 */
export function parseFailureError(error: ResumeParseFailure): AppError {
  return error.kind === 'validation' && !error.title
    ? resumeFileError(error.code, error.message)
    : fromErrorBody(error);
}

export type ParsedUpload = {
  resume: ParsedResume;
  /** The uploaded file's name (the web keeps it as the candidate's source). */
  fileName: string;
  /** Parses left this month under a monthly limit (Basic); absent without a limit. */
  remaining?: number;
};

export type ResumeParsingServiceDeps = {
  plans: Pick<PlanService, 'use' | 'allowance'>;
  /** The file parser (started on first use). */
  parser: () => Promise<ResumeFileParser>;
  /** The user's Textkernel key, or undefined (the file is then parsed locally). */
  textkernelKeyFor: (userId: string) => Promise<string | undefined>;
  candidates: Pick<CandidateRepo, 'saveParsed'>;
  inFlightPerUser?: number;
};

/** Resume parsing: what the plan allows, one upload parsed and counted, a parsed resume saved and counted. */
export const createResumeParsingService = ({
  plans,
  parser,
  textkernelKeyFor,
  candidates,
  inFlightPerUser = RESUME_PARSES_IN_FLIGHT_PER_USER,
}: ResumeParsingServiceDeps) => {
  /** What the plan allows now (the web page shows 'Feature Restricted' from this before any upload). */
  const access = (userId: string): Promise<Allowance> => plans.allowance(userId, 'resume-parsing');

  const inFlight = new Map<string, number>();

  /**
   * Parses one upload for the user. The plan gate comes first (a refused user's file is never read),
   * then `read` gives the file (a face reads its request body there; its refusals are AppErrors), which
   * is checked and parsed. Only a parsed resume counts as a use. A user's parses beyond
   * `inFlightPerUser` at once are refused with the spec's 'Processing in Progress'.
   */
  async function parseUpload(userId: string, read: () => Promise<ResumeUpload>): Promise<ParsedUpload> {
    const running = inFlight.get(userId) ?? 0;
    if (running >= inFlightPerUser) {
      throw new AppError('rate_limited', 'parse_in_progress', RESUME_MESSAGES.busy, {
        title: RESUME_TITLES.busy,
      });
    }
    inFlight.set(userId, running + 1);
    try {
      const parsed = await plans.use(userId, 'resume-parsing', async () => {
        const upload = await read();
        const problem = checkResumeFile({
          name: upload.name,
          size: upload.bytes.byteLength,
          type: upload.type,
        });
        if (problem) throw resumeFileError(problem.code, problem.message, problem.title);
        const textkernelKey = await textkernelKeyFor(userId);
        const outcome = await (await parser()).parse(upload, textkernelKey ? { textkernelKey } : {});
        if (!outcome.ok) throw parseFailureError(outcome.error);
        return { resume: outcome.result, fileName: upload.name };
      });
      const after = await plans.allowance(userId, 'resume-parsing');
      return after.remaining === undefined ? parsed : { ...parsed, remaining: after.remaining };
    } finally {
      const left = (inFlight.get(userId) ?? 1) - 1;
      if (left > 0) inFlight.set(userId, left);
      else inFlight.delete(userId);
    }
  }

  /**
   * Saves a resume parsed elsewhere (the CLI parses on its own threads) as the user's candidate, as
   * one use of the plan: refused past the monthly limit, given back when the save fails.
   */
  const saveParsed = (
    userId: string,
    resume: ParsedResume | CandidateInput,
    opts: { source: string; file?: ResumeFileInput },
  ): Promise<SavedCandidate> =>
    plans.use(userId, 'resume-parsing', () => candidates.saveParsed(userId, resume, opts));

  return { access, parseUpload, saveParsed };
};

export type ResumeParsingService = ReturnType<typeof createResumeParsingService>;
