// Candidate screening and smart sourcing (issue 10), built like the model tool (docs/architecture.md):
// the plan gate, the checks with the spec's titles, the local scorer, and a hook for a model's analysis
// beside the numbers (never replacing them).
import { AppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import { extractFields } from '../resume/fields.js';
import type { FeatureKey } from '../schemas/features.js';
import { RESUME_DEFAULTS, type ParsedResume } from '../schemas/resume.js';
import {
  SCREENING_MESSAGES,
  type RankedCandidates,
  type ScreeningResult,
  type ScreeningScore,
} from '../schemas/screening.js';
import type { ChatProvider } from '../providers/ports.js';
import { modelAnalyst } from './analyst.js';
import { createScorer, type ScreeningResume } from './scorer.js';

/**
 * A model's analysis of one screening, beside the local score. The chat-model port (issue 10, "One model
 * port") plugs in here: `analystFor(userId)` answers undefined when the user has no model configured.
 */
export type ScreeningAnalyst = {
  analyse(input: { resumeText: string; jobDescription: string; score: ScreeningScore }): Promise<string>;
};

export type ScreeningServiceDeps = {
  plans: Pick<PlanService, 'use'>;
  /** The user's saved candidates (the candidate repo): only what the scorer reads of them. */
  candidates: {
    list(
      userId: string,
      opts: { limit?: number },
    ): Promise<(ScreeningResume & { id: string; email: string | null })[]>;
  };
  /** The user's chat model, or undefined when neither a key nor a local model is configured. */
  modelFor?: (userId: string) => Promise<ChatProvider | undefined>;
  /** Overrides the analyst built on `modelFor` (tests). */
  analystFor?: (userId: string) => Promise<ScreeningAnalyst | undefined>;
  now?: () => Date;
};

const required = (value: string, title: string, text: string, code: string) => {
  if (!value.trim()) throw new AppError('validation', code, text, { title });
  return value;
};

/** A pasted or extracted resume text as the scorer reads it (the resume parser's fields, and the text). */
export function resumeFromText(text: string): ParsedResume & { text: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const fields = extractFields({ lines });
  return {
    ...fields,
    name: fields.name === RESUME_DEFAULTS.name ? (nameLine(lines) ?? fields.name) : fields.name,
    text,
  };
}

/** 'Grace Thompson, RN, BSN' as the first line: the name before its credentials, when the parser found none. */
function nameLine(lines: string[]): string | undefined {
  const first = lines.find((l) => l.trim())?.trim() ?? '';
  const name = first.split(/,|\s[|·–—-]\s/)[0]!.trim();
  return /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u.test(name) ? name : undefined;
}

/** Ranks scored items best first (ties by name, so the order is stable). */
export const bestFirst = <T extends { score: number; name: string }>(items: T[]): T[] =>
  items.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));

export const createScreeningService = ({
  plans,
  candidates,
  modelFor,
  analystFor,
  now = () => new Date(),
}: ScreeningServiceDeps) => {
  const analystOf =
    analystFor ??
    (async (userId: string) => {
      const model = modelFor ? await modelFor(userId) : undefined;
      return model ? modelAnalyst(model) : undefined;
    });

  /** Screens one pasted resume against a JD: the local score, and a model's analysis when configured. */
  async function screen(
    userId: string,
    input: { resumeText: string; jobDescription: string },
  ): Promise<ScreeningResult> {
    return plans.use(userId, 'candidate-screening', async () => {
      const resumeText = required(
        input.resumeText,
        SCREENING_MESSAGES.resumeRequired,
        SCREENING_MESSAGES.resumeRequiredText,
        'resume_required',
      );
      const jobDescription = required(
        input.jobDescription,
        SCREENING_MESSAGES.jobRequired,
        SCREENING_MESSAGES.jobRequiredText,
        'job_description_required',
      );
      const scorer = createScorer(jobDescription, { now: now() });
      const score = scorer.score(resumeFromText(resumeText));
      // The model's analysis sits beside the numbers: its failure is said, and the score still stands.
      let analysis: string | null = null;
      let analysisError: string | null = null;
      try {
        const analyst = await analystOf(userId);
        analysis = analyst ? await analyst.analyse({ resumeText, jobDescription, score }) : null;
      } catch (e) {
        analysisError = SCREENING_MESSAGES.analysisFailed(e instanceof Error ? e.message : String(e));
      }
      return { ...score, job: scorer.job, analysis, analysisError };
    });
  }

  /**
   * The user's saved candidates ranked for a JD with the same scorer: the screening page's "rank my
   * candidates" ('candidate-screening') and smart sourcing ('smart-sourcing').
   */
  async function rankCandidates(
    userId: string,
    jobDescription: string,
    opts: { limit?: number; feature?: Extract<FeatureKey, 'candidate-screening' | 'smart-sourcing'> } = {},
  ): Promise<RankedCandidates> {
    return plans.use(userId, opts.feature ?? 'candidate-screening', async () => {
      required(
        jobDescription,
        SCREENING_MESSAGES.jobRequired,
        SCREENING_MESSAGES.jobRequiredText,
        'job_description_required',
      );
      const scorer = createScorer(jobDescription, { now: now() });
      const saved = await candidates.list(userId, { limit: 5000 });
      const ranked = bestFirst(saved.map((c) => ({ ...scorer.score(c), id: c.id, email: c.email }))).slice(
        0,
        opts.limit ?? saved.length,
      );
      return {
        job: scorer.job,
        candidates: ranked.map((c, i) => ({ ...c, rank: i + 1 })),
        message: saved.length ? SCREENING_MESSAGES.found(ranked.length) : SCREENING_MESSAGES.noCandidates,
      };
    });
  }

  return { screen, rankCandidates };
};

export type ScreeningService = ReturnType<typeof createScreeningService>;
