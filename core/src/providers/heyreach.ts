import * as z from 'zod';
import { AppError } from '../errors.js';
import type { OutreachCampaign, OutreachLead, OutreachProvider, OutreachStats } from './ports.js';
import { DEFAULT_GET_RETRY, providerRequest, type HttpClientOptions, type HttpProvider } from './http.js';
import { keyTestOutcome } from './key-test.js';
import { DEFAULT_TIMEOUT_MS, withOperationMessage } from './provider-error.js';

export const HEYREACH_DEFAULT_BASE_URL = 'https://api.heyreach.io/api/public';

export const HEYREACH_MESSAGES = {
  loadCampaigns: 'Failed to load campaigns. Please check your API key.',
  loadLeads: 'Failed to load campaign leads.',
  createCampaign: 'Failed to create campaign.',
  loadStats: 'Failed to load the LinkedIn outreach figures.',
  requiredFields: 'Please fill in all required fields.',
} as const;

export type { OutreachCampaign, OutreachLead, OutreachProvider, OutreachStats };

const NAME = 'HeyReach';
const idSchema = z.union([z.string(), z.number()]).transform(String);
const num = z.number().nullish();

const campaignSchema = z
  .object({
    id: idSchema,
    name: z.string().nullish(),
    status: z.string().nullish(),
    progressStats: z
      .object({ totalUsers: num, totalUsersAccepted: num, totalUsersReplied: num })
      .loose()
      .nullish(),
  })
  .loose();
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ totalCount: z.number().nullish(), items: z.array(item) }).loose();

const leadSchema = z
  .object({
    linkedInUserProfile: z
      .object({
        id: idSchema.nullish(),
        firstName: z.string().nullish(),
        lastName: z.string().nullish(),
        profileUrl: z.string().nullish(),
        position: z.string().nullish(),
        headline: z.string().nullish(),
        companyName: z.string().nullish(),
      })
      .loose(),
    leadConnectionStatus: z.string().nullish(),
    leadMessageStatus: z.string().nullish(),
  })
  .loose();

/** POST /stats/GetOverallStats: `overallStats` sums the period (`byDayStats` splits it per day). */
const overallStatsSchema = z
  .object({
    overallStats: z
      .object({
        connectionsSent: num,
        connectionsAccepted: num,
        messagesSent: num,
        totalMessageReplies: num,
        inmailMessagesSent: num,
        totalInmailReplies: num,
      })
      .loose(),
  })
  .loose();

const toStats = ({ overallStats: o }: z.infer<typeof overallStatsSchema>): OutreachStats => ({
  connectionsSent: o.connectionsSent ?? 0,
  connectionsAccepted: o.connectionsAccepted ?? 0,
  messagesSent: o.messagesSent ?? 0,
  messageReplies: o.totalMessageReplies ?? 0,
  inmailsSent: o.inmailMessagesSent ?? 0,
  inmailReplies: o.totalInmailReplies ?? 0,
});

/** HeyReach statuses (IN_PROGRESS, PAUSED, DRAFT, FINISHED, …) in the spec's words. */
const campaignStatus = (s: string | null | undefined): string => {
  const v = (s ?? '').toUpperCase();
  if (v === 'IN_PROGRESS' || v === 'ACTIVE' || v === 'STARTING') return 'active';
  return v ? v.toLowerCase() : 'draft';
};

const toCampaign = (c: z.infer<typeof campaignSchema>): OutreachCampaign => ({
  id: c.id,
  name: c.name ?? '',
  status: campaignStatus(c.status),
  leads_count: c.progressStats?.totalUsers ?? 0,
  accepted_count: c.progressStats?.totalUsersAccepted ?? 0,
  replied_count: c.progressStats?.totalUsersReplied ?? 0,
});

const toLead = (l: z.infer<typeof leadSchema>): OutreachLead => {
  const p = l.linkedInUserProfile;
  const replied = /repl/i.test(l.leadMessageStatus ?? '');
  const connected = /accepted|connected/i.test(l.leadConnectionStatus ?? '');
  return {
    id: p.id ?? p.profileUrl ?? '',
    first_name: p.firstName ?? '',
    last_name: p.lastName ?? '',
    profile_url: p.profileUrl ?? '',
    position: p.position ?? p.headline ?? '',
    company: p.companyName ?? '',
    status: replied ? 'replied' : connected ? 'connected' : 'pending',
  };
};

/** HeyReach public API adapter (key in the X-API-KEY header). Lists are read with POST. */
export function createHeyReachClient({
  apiKey,
  baseUrl = HEYREACH_DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  retry = DEFAULT_GET_RETRY,
}: HttpClientOptions): OutreachProvider {
  const http: HttpProvider = {
    provider: 'heyreach',
    displayName: NAME,
    baseUrl,
    headers: { 'X-API-KEY': apiKey },
    timeoutMs,
    retry,
  };
  return {
    async getCampaigns() {
      try {
        const page = await providerRequest(http, {
          method: 'POST',
          path: '/campaign/GetAll',
          body: { offset: 0, limit: 100 },
          schema: pageOf(campaignSchema),
          idempotent: true,
        });
        return page.items.map(toCampaign);
      } catch (e) {
        throw withOperationMessage(e, 'heyreach', HEYREACH_MESSAGES.loadCampaigns);
      }
    },
    async getCampaignLeads(campaignId) {
      try {
        const page = await providerRequest(http, {
          method: 'POST',
          path: '/campaign/GetLeadsFromCampaign',
          body: {
            campaignId: /^\d+$/.test(campaignId) ? Number(campaignId) : campaignId,
            offset: 0,
            limit: 100,
          },
          schema: pageOf(leadSchema),
          idempotent: true,
        });
        return page.items.map(toLead);
      } catch (e) {
        throw withOperationMessage(e, 'heyreach', HEYREACH_MESSAGES.loadLeads);
      }
    },
    async createCampaign({ name, targetAudience }) {
      if (!name.trim() || !targetAudience.trim()) {
        throw new AppError('validation', 'required_fields', HEYREACH_MESSAGES.requiredFields);
      }
      try {
        const created = await providerRequest(http, {
          method: 'POST',
          path: '/campaign/Create',
          body: { name: name.trim(), description: targetAudience.trim() },
          schema: campaignSchema,
        });
        return toCampaign({ ...created, name: created.name ?? name.trim() });
      } catch (e) {
        throw withOperationMessage(e, 'heyreach', HEYREACH_MESSAGES.createCampaign);
      }
    },
    async getStats({ from, to }) {
      try {
        const stats = await providerRequest(http, {
          method: 'POST',
          path: '/stats/GetOverallStats',
          // Empty lists: every LinkedIn sender and every campaign of the account.
          body: { accountIds: [], campaignIds: [], startDate: from.toISOString(), endDate: to.toISOString() },
          schema: overallStatsSchema,
          idempotent: true,
        });
        return toStats(stats);
      } catch (e) {
        throw withOperationMessage(e, 'heyreach', HEYREACH_MESSAGES.loadStats);
      }
    },
    test: () =>
      keyTestOutcome(NAME, () =>
        providerRequest(http, { method: 'GET', path: '/auth/CheckApiKey', schema: z.unknown() }),
      ),
  };
}
