// The LinkedIn outreach (HeyReach) screen's shared pieces (issue 12): messages, the create request and
// the answers. Pure: the web UI imports this file.
import * as z from 'zod';

export const OUTREACH_LIMITS = { name: 200, targetAudience: 500, message: 2000 } as const;

export const OUTREACH_MESSAGES = {
  loadCampaigns: 'Failed to load campaigns. Please check your API key.',
  loadLeads: 'Failed to load campaign leads.',
  createCampaign: 'Failed to create campaign.',
  requiredFields: 'Please fill in all required fields.',
  created: 'Campaign created successfully!',
  /** The notice without a key. */
  keyNotice:
    'HeyReach API key not configured. Please configure your HeyReach API key in API Settings to manage LinkedIn outreach campaigns.',
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters.`,
} as const;

/** POST /api/outreach/campaigns. The message is kept on the form only: HeyReach sets messages in its sequence editor. */
export const createCampaignBody = z.object({
  name: z
    .string()
    .trim()
    .max(OUTREACH_LIMITS.name, OUTREACH_MESSAGES.tooLong('Campaign name', OUTREACH_LIMITS.name))
    .default(''),
  targetAudience: z
    .string()
    .trim()
    .max(
      OUTREACH_LIMITS.targetAudience,
      OUTREACH_MESSAGES.tooLong('Target audience', OUTREACH_LIMITS.targetAudience),
    )
    .default(''),
  message: z
    .string()
    .max(OUTREACH_LIMITS.message, OUTREACH_MESSAGES.tooLong('Message', OUTREACH_LIMITS.message))
    .optional(),
});

export const outreachCampaignSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  leads_count: z.number(),
  accepted_count: z.number(),
  replied_count: z.number(),
});
export type OutreachCampaignInfo = z.infer<typeof outreachCampaignSchema>;

export const outreachLeadSchema = z.strictObject({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_url: z.string(),
  position: z.string(),
  company: z.string(),
  status: z.enum(['connected', 'pending', 'replied']),
});
export type OutreachLeadInfo = z.infer<typeof outreachLeadSchema>;

/** GET /api/outreach/campaigns: `configured` false (and no campaigns) when no HeyReach key is saved. */
export const outreachCampaignsAnswerSchema = z.strictObject({
  configured: z.boolean(),
  campaigns: z.array(outreachCampaignSchema),
});
export type OutreachCampaignsAnswer = z.infer<typeof outreachCampaignsAnswerSchema>;

/** GET /api/outreach/campaigns/:id/leads. */
export const outreachLeadsAnswerSchema = z.strictObject({ leads: z.array(outreachLeadSchema) });
export type OutreachLeadsAnswer = z.infer<typeof outreachLeadsAnswerSchema>;

/** POST /api/outreach/campaigns. */
export const outreachCreateAnswerSchema = z.strictObject({
  campaign: outreachCampaignSchema,
  message: z.string(),
});
export type OutreachCreateAnswer = z.infer<typeof outreachCreateAnswerSchema>;
