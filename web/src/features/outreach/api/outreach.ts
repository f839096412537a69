import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OutreachCampaignInfo,
  OutreachCampaignsAnswer,
  OutreachCreateAnswer,
  OutreachLeadInfo,
  OutreachLeadsAnswer,
} from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type { OutreachCampaignInfo, OutreachLeadInfo };

const campaignsKey = ['outreach', 'campaigns'] as const;

/** GET /api/outreach/campaigns: `configured` false without a HeyReach key. */
export const useCampaigns = () =>
  useQuery({
    queryKey: campaignsKey,
    queryFn: () => api.get<OutreachCampaignsAnswer>('/api/outreach/campaigns'),
    retry: false,
  });

/** GET /api/outreach/campaigns/:id/leads, when a campaign is chosen. */
export const useCampaignLeads = (campaignId: string | null) =>
  useQuery({
    queryKey: ['outreach', 'leads', campaignId],
    queryFn: () =>
      api.get<OutreachLeadsAnswer>(`/api/outreach/campaigns/${encodeURIComponent(campaignId ?? '')}/leads`),
    enabled: !!campaignId,
    retry: false,
  });

/** POST /api/outreach/campaigns; the list reloads after it (the spec's transition). */
export const useCreateCampaign = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; targetAudience: string; message?: string }) =>
      api.post<OutreachCreateAnswer>('/api/outreach/campaigns', body),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignsKey }),
  });
};
