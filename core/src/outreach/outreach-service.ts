// LinkedIn outreach through HeyReach (issue 12): campaigns, a campaign's leads, Create Campaign, with
// the user's HeyReach key. The spec puts the HeyReach screen behind the 'linkedin-scraping' plan key;
// reading and creating campaigns is not a scraped profile, so it takes no use of that monthly limit.
import { AppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import type { OutreachProvider } from '../providers/ports.js';
import { providerInfo } from '../schemas/provider-keys.js';
import {
  OUTREACH_MESSAGES as M,
  createCampaignBody,
  type OutreachCampaignsAnswer,
  type OutreachCreateAnswer,
  type OutreachLeadsAnswer,
} from '../schemas/outreach.js';

export type OutreachServiceDeps = {
  plans: Pick<PlanService, 'allowance'>;
  /** The user's HeyReach client, or undefined when no key is saved. */
  outreachFor: (userId: string) => Promise<OutreachProvider | undefined>;
};

const FEATURE = 'linkedin-scraping' as const;

export const createOutreachService = ({ plans, outreachFor }: OutreachServiceDeps) => {
  /** The plan gate: refused only when the plan lacks the feature (its profile limit is the scraper's). */
  async function gate(userId: string) {
    const a = await plans.allowance(userId, FEATURE);
    if (!a.allowed && a.monthlyLimit === undefined)
      throw new AppError('forbidden', 'plan_required', a.message, { title: 'Feature Restricted' });
  }

  const keyMissing = () =>
    new AppError(
      'validation',
      'api_key_not_configured',
      `${providerInfo('heyreach').name} API key not configured`,
      {
        hint: 'Action required: Please configure the API key in API Settings.',
        details: { provider: 'heyreach' },
      },
    );

  async function require(userId: string): Promise<OutreachProvider> {
    await gate(userId);
    const client = await outreachFor(userId);
    if (!client) throw keyMissing();
    return client;
  }

  /** The user's campaigns, or `configured: false` when no key is saved (the screen's notice). */
  async function campaigns(userId: string): Promise<OutreachCampaignsAnswer> {
    await gate(userId);
    const client = await outreachFor(userId);
    if (!client) return { configured: false, campaigns: [] };
    return { configured: true, campaigns: await client.getCampaigns() };
  }

  async function leads(userId: string, campaignId: string): Promise<OutreachLeadsAnswer> {
    const client = await require(userId);
    const id = campaignId.trim();
    if (!id || id.length > 64)
      throw new AppError('validation', 'invalid_campaign', M.loadLeads, { title: 'Error' });
    return { leads: await client.getCampaignLeads(id) };
  }

  /** Create Campaign: name and target audience are required ('Please fill in all required fields.'). */
  async function create(userId: string, input: unknown): Promise<OutreachCreateAnswer> {
    await gate(userId);
    const parsed = createCampaignBody.safeParse(input ?? {});
    if (!parsed.success)
      throw new AppError(
        'validation',
        'invalid_request',
        parsed.error.issues[0]?.message ?? M.requiredFields,
        {
          title: 'Error',
        },
      );
    const { name, targetAudience } = parsed.data;
    if (!name || !targetAudience)
      throw new AppError('validation', 'required_fields', M.requiredFields, { title: 'Error' });
    const client = await outreachFor(userId);
    if (!client) throw keyMissing();
    return { campaign: await client.createCampaign({ name, targetAudience }), message: M.created };
  }

  return { campaigns, leads, create };
};

export type OutreachService = ReturnType<typeof createOutreachService>;
