// The dashboard's numbers, read from stored data (pure: the web UI imports this file).
import * as z from 'zod';

/** The candidate pipeline's stages, in order. */
export const PIPELINE_STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** The stages the dashboard's pipeline section shows (the spec's five; Rejected is not a step forward). */
export const DASHBOARD_PIPELINE_STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired'] as const;

/** The timeline's length and the activity chart's days. */
export const DASHBOARD_TIMELINE_SIZE = 15;
export const DASHBOARD_ACTIVITY_DAYS = 14;

/** One event of the activity timeline: from the candidate activity log or another record of the user. */
export const dashboardEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(['candidate', 'plan', 'chat', 'domain', 'email', 'interview']),
  action: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The candidate's page to open, when the event is about a saved candidate. */
  candidateId: z.string().nullable(),
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

/** GET /api/dashboard */
export const dashboardResponseSchema = z.object({
  candidates: z.number().int().nonnegative(),
  pipeline: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), count: z.number().int().nonnegative() })),
  /** Candidates created in the last 7 days. */
  newThisWeek: z.number().int().nonnegative(),
  /** Resume parses this calendar month (UTC) against the plan's monthly limit (null: no limit). */
  parses: z.object({
    used: z.number().int().nonnegative(),
    limit: z.number().int().nullable(),
    allowed: z.boolean(),
  }),
  activity: z.array(dashboardEventSchema),
  /** Candidate activity per UTC day, oldest first, DASHBOARD_ACTIVITY_DAYS days ending today. */
  activityPerDay: z.array(z.object({ day: z.string(), count: z.number().int().nonnegative() })),
  refreshedAt: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
