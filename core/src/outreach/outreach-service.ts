// LinkedIn outreach through HeyReach (issue 12): campaigns, a campaign's leads, Create Campaign, with
// the user's HeyReach key. The spec puts the HeyReach screen behind the 'linkedin-scraping' plan key;
// reading and creating campaigns is not a scraped profile, so it takes no use of that monthly limit.
import { AppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import type { OutreachProvider } from '../providers/ports.js';
import { providerInfo } from '../schemas/provider-keys.js';
import { DASHBOARD_LINKEDIN_DAYS, type DashboardLinkedIn } from '../schemas/dashboard.js';
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
  /** How long the dashboard waits for HeyReach's figures (default 10 s; the client's own timeout retries). */
  statsTimeoutMs?: number;
  now?: () => Date;
};

const FEATURE = 'linkedin-scraping' as const;

const DAY_MS = 86_400_000;

export const createOutreachService = ({
  plans,
  outreachFor,
  statsTimeoutMs = 10_000,
  now = () => new Date(),
}: OutreachServiceDeps) => {
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

  /**
   * The dashboard's LinkedIn figures: HeyReach's overall stats for the last DASHBOARD_LINKEDIN_DAYS
   * days. No key or a plan without the feature is an answer; a HeyReach failure (or no answer within
   * statsTimeoutMs) is thrown, so the dashboard says the figures could not be loaded.
   */
  async function dashboardStats(userId: string): Promise<DashboardLinkedIn> {
    const a = await plans.allowance(userId, FEATURE);
    if (!a.allowed && a.monthlyLimit === undefined) return { status: 'restricted', message: a.message };
    const client = await outreachFor(userId);
    if (!client) return { status: 'not_connected' };
    const to = now();
    const from = new Date(to.getTime() - DASHBOARD_LINKEDIN_DAYS * DAY_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new AppError(
              'unavailable',
              'timeout',
              `${providerInfo('heyreach').name} did not answer within ${
                statsTimeoutMs < 1000 ? `${statsTimeoutMs} ms` : `${Math.round(statsTimeoutMs / 1000)} s`
              }.`,
              { details: { provider: 'heyreach' } },
            ),
          ),
        statsTimeoutMs,
      );
    });
    try {
      const stats = await Promise.race([client.getStats({ from, to }), deadline]);
      return { status: 'connected', from: from.toISOString(), to: to.toISOString(), stats };
    } finally {
      clearTimeout(timer);
    }
  }

  return { campaigns, leads, create, dashboardStats };
};

export type OutreachService = ReturnType<typeof createOutreachService>;
