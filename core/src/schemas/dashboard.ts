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

const count = z.number().int().nonnegative();
/** A figure this calendar month (UTC) and since the account began. */
const monthAndTotal = z.object({ thisMonth: count, allTime: count });

/** The user's email, phone and interview outreach, counted from their records. */
export const dashboardOutreachSchema = z.object({
  emails: z.object({ sent: monthAndTotal, failed: monthAndTotal }),
  /** Replies recorded on campaign enrolments (by hand or read from the inbox), by when recorded. */
  replies: monthAndTotal,
  /** Email campaigns (sequences) running now. */
  campaignsActive: count,
  calls: z.object({
    /** Calls handed to Twilio (the labelled demo calls nobody received are not counted), by when placed. */
    placed: monthAndTotal,
    completed: monthAndTotal,
    /** Calls waiting for their time. */
    upcoming: count,
  }),
  interviews: z.object({
    /** Interviews booked (cancelled ones left out), by when booked. */
    scheduled: monthAndTotal,
    /** Booked interviews that have not started yet. */
    upcoming: count,
  }),
});
export type DashboardOutreach = z.infer<typeof dashboardOutreachSchema>;

/** The LinkedIn figures' window, ending now. */
export const DASHBOARD_LINKEDIN_DAYS = 30;

/** The spec's six LinkedIn outreach metrics, in its order, and where each comes from. */
export const LINKEDIN_METRICS = [
  { key: 'connectionsSent', label: 'Connections Sent' },
  { key: 'connectionsAccepted', label: 'Connections Accepted', rateOf: 'connectionsSent' },
  { key: 'messagesSent', label: 'Messages Sent' },
  { key: 'messageReplies', label: 'Replies', rateOf: 'messagesSent' },
  { key: 'inmailsSent', label: 'InMails Sent' },
  { key: 'inmailReplies', label: 'InMail Replies', rateOf: 'inmailsSent' },
] as const;

export const linkedInStatsSchema = z.object({
  connectionsSent: count,
  connectionsAccepted: count,
  messagesSent: count,
  messageReplies: count,
  inmailsSent: count,
  inmailReplies: count,
});
export type LinkedInStats = z.infer<typeof linkedInStatsSchema>;

/**
 * GET /api/dashboard/linkedin: HeyReach's overall figures over the last DASHBOARD_LINKEDIN_DAYS days,
 * 'not_connected' without a key, 'restricted' when the plan lacks LinkedIn outreach. A HeyReach
 * failure is an error answer (the section says the figures could not be loaded, never zeros).
 */
export const dashboardLinkedInSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not_connected') }),
  z.object({ status: z.literal('restricted'), message: z.string() }),
  z.object({ status: z.literal('connected'), from: z.string(), to: z.string(), stats: linkedInStatsSchema }),
]);
export type DashboardLinkedIn = z.infer<typeof dashboardLinkedInSchema>;

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
  outreach: dashboardOutreachSchema,
  refreshedAt: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
