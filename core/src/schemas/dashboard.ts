// The dashboard's numbers, read from stored data (pure: the web UI imports this file).
import * as z from 'zod';

/** The candidate pipeline's stages, in order. */
export const PIPELINE_STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** The stages the dashboard's pipeline section shows (the spec's five; Rejected is not a step forward). */
export const DASHBOARD_PIPELINE_STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired'] as const;

/** GET /api/dashboard */
export const dashboardResponseSchema = z.object({
  candidates: z.number().int().nonnegative(),
  pipeline: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), count: z.number().int().nonnegative() })),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
