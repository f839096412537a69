// Candidate screening and smart sourcing (tools-and-integrations.md: the screening screen, its messages;
// issue 10): the request bodies and the answers the faces show. Pure: the web UI imports this file.
import * as z from 'zod';
import { SCREENING_LIMITS, SCREENING_MESSAGES } from './screening-messages.js';

export { SCREENING_LIMITS, SCREENING_MESSAGES } from './screening-messages.js';

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text` })
    .max(max, SCREENING_MESSAGES.tooLong(what, max))
    .default('');

/** POST /api/screening: one pasted resume against a JD. */
export const screeningBody = z.object({
  resumeText: text(SCREENING_LIMITS.resumeText, 'Resume text'),
  jobDescription: text(SCREENING_LIMITS.jobDescription, 'Job description'),
});
export type ScreeningBody = z.infer<typeof screeningBody>;

/** POST /api/screening/candidates: the saved candidates ranked for a JD. */
export const rankCandidatesBody = z.object({
  jobDescription: text(SCREENING_LIMITS.jobDescription, 'Job description'),
  limit: z.number().int().min(1).max(5000).optional(),
});
export type RankCandidatesBody = z.infer<typeof rankCandidatesBody>;

export const screeningScoreSchema = z.object({
  name: z.string(),
  /** 0–100, one decimal. */
  score: z.number(),
  /** Required skills found first (heaviest first), then nice-to-have ones. */
  matched: z.array(z.string()),
  /** Required skills not found. */
  missing: z.array(z.string()),
  missingPreferred: z.array(z.string()),
  /** Missing skills for which a related one was found (counted in part). */
  related: z.array(z.object({ skill: z.string(), via: z.string() })),
  years: z.number().nullable(),
  requiredYears: z.number().nullable(),
  /** The candidate's title that fits the JD best. */
  title: z.string().nullable(),
  /** Each part of the score, 0–1. */
  parts: z.object({
    required: z.number(),
    preferred: z.number(),
    title: z.number(),
    level: z.number(),
    years: z.number(),
    recency: z.number(),
  }),
  /** Resume lines that show the matches, then the years and title read. */
  evidence: z.array(z.string()),
  /** One sentence from the numbers (not a model's text). */
  summary: z.string(),
});
export type ScreeningScore = z.infer<typeof screeningScoreSchema>;

export const screeningJobSchema = z.object({
  title: z.string(),
  required: z.array(z.string()),
  preferred: z.array(z.string()),
  years: z.number().nullable(),
});
export type ScreeningJob = z.infer<typeof screeningJobSchema>;

/** The answer of POST /api/screening. */
export const screeningResultSchema = screeningScoreSchema.extend({
  job: screeningJobSchema,
  /** A model's analysis beside the numbers, when a model is configured; null otherwise. */
  analysis: z.string().nullable(),
  /** Why the model's analysis is missing when a model is configured but failed; null otherwise. */
  analysisError: z.string().nullable(),
});
export type ScreeningResult = z.infer<typeof screeningResultSchema>;

/** The answer of POST /api/screening/candidates (and `recruit source`). */
export const rankedCandidatesSchema = z.object({
  job: screeningJobSchema,
  candidates: z.array(
    screeningScoreSchema.extend({
      rank: z.number(),
      id: z.string(),
      email: z.string().nullable(),
    }),
  ),
  message: z.string(),
});
export type RankedCandidates = z.infer<typeof rankedCandidatesSchema>;
