// Candidates of a user: stored parsed resumes, deduplicated by email. The candidates screen builds on it.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import type { CandidatesTable } from '../db/schema.js';
import { AppError } from '../errors.js';
import {
  educationEntrySchema,
  experienceEntrySchema,
  candidateInputSchema,
  type CandidateInput,
  type EducationEntry,
  type ExperienceEntry,
} from '../schemas/resume.js';
import * as z from 'zod';
import { PIPELINE_STAGES, type PipelineStage } from '../schemas/dashboard.js';

/** A stored candidate as the faces show it. */
export type Candidate = {
  id: string;
  name: string;
  /** Lower-cased; null when the resume had none (such candidates are never merged). */
  email: string | null;
  phone: string;
  skills: string[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  /** Where it came from: 'cli:<file name>', 'web:<file name>', … */
  source: string;
  /** Where the candidate stands in the pipeline. */
  stage: PipelineStage;
  createdAt: string;
  updatedAt: string;
};

export type SavedCandidate = { candidate: Candidate; created: boolean };

const readJson = <T>(schema: z.ZodType<T>, text: string, fallback: T): T => {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
};

const toCandidate = (r: Selectable<CandidatesTable>): Candidate => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  skills: readJson(z.array(z.string()), r.skills, []),
  experience: readJson(z.array(experienceEntrySchema), r.experience, []),
  education: readJson(z.array(educationEntrySchema), r.education, []),
  source: r.source,
  stage: (PIPELINE_STAGES as readonly string[]).includes(r.stage) ? (r.stage as PipelineStage) : 'Applied',
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** '' and malformed values are no email: such a candidate is stored but never deduplicated. */
const emailKey = (email: string): string | null => {
  const e = email.trim().toLowerCase();
  return e.includes('@') ? e : null;
};

/** The candidates repository; one instance per database, every call scoped to a user. */
export const createCandidateRepo = ({ db, now = () => new Date() }: { db: Db; now?: () => Date }) => {
  /**
   * Stores a parsed resume as a candidate of the user. A candidate with the same email is updated
   * (a re-import refreshes it, keeping its id and creation time); `created` tells the two apart.
   */
  async function saveParsed(
    userId: string,
    input: z.input<typeof candidateInputSchema> | CandidateInput,
    opts: { source: string },
  ): Promise<SavedCandidate> {
    const checked = candidateInputSchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new AppError('validation', 'invalid_candidate', issue?.message ?? 'The candidate is not valid.', {
        details: { field: issue?.path.join('.') ?? '' },
      });
    }
    const resume = checked.data;
    const at = now().toISOString();
    const fields = {
      name: resume.name,
      phone: resume.phone,
      skills: JSON.stringify(resume.skills),
      experience: JSON.stringify(resume.experience),
      education: JSON.stringify(resume.education),
      source: opts.source.slice(0, 300),
      updated_at: at,
    };
    const email = emailKey(resume.email);
    // Two writers may import the same email at once: the loser of the insert retries as an update.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (email) {
        const existing = await db
          .selectFrom('candidates')
          .select('id')
          .where('user_id', '=', userId)
          .where('email', '=', email)
          .executeTakeFirst();
        if (existing) {
          const row = await db
            .updateTable('candidates')
            .set(fields)
            .where('id', '=', existing.id)
            .where('user_id', '=', userId)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { candidate: toCandidate(row), created: false };
        }
      }
      try {
        const row = await db
          .insertInto('candidates')
          .values({ id: randomUUID(), user_id: userId, email, created_at: at, ...fields })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { candidate: toCandidate(row), created: true };
      } catch (e) {
        if (!isUniqueViolation(e) || attempt > 0) throw e;
      }
    }
    throw new AppError('internal', 'candidate_save_failed', 'The candidate could not be saved.');
  }

  /** The user's candidates, most recently updated first. */
  async function list(userId: string, opts: { limit?: number } = {}): Promise<Candidate[]> {
    const rows = await db
      .selectFrom('candidates')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(Math.min(Math.max(opts.limit ?? 500, 1), 5000))
      .execute();
    return rows.map(toCandidate);
  }

  /** One candidate of the user, or a 404. */
  async function get(userId: string, id: string): Promise<Candidate> {
    const row = await db
      .selectFrom('candidates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', 'candidate_not_found', 'Candidate not found');
    return toCandidate(row);
  }

  const count = async (userId: string): Promise<number> => {
    const r = await db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  };

  /** How many of the user's candidates stand at each pipeline stage (every stage, zeros included). */
  async function pipeline(userId: string): Promise<{ stage: PipelineStage; count: number }[]> {
    const rows = await db
      .selectFrom('candidates')
      .select((eb) => ['stage', eb.fn.countAll<string | number>().as('n')])
      .where('user_id', '=', userId)
      .groupBy('stage')
      .execute();
    const by = new Map(rows.map((r) => [r.stage, Number(r.n)]));
    return PIPELINE_STAGES.map((stage) => ({ stage, count: by.get(stage) ?? 0 }));
  }

  return { saveParsed, list, get, count, pipeline };
};

export type CandidateRepo = ReturnType<typeof createCandidateRepo>;
