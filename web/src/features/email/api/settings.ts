import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailSettings } from '@recruit/core/schemas';
import { api, apiRequest } from '@/lib/api';

export type { EmailSettings };
const settingsKey = ['email', 'settings'] as const;

/** GET /api/email/settings: the user's SMTP settings and the transport that sends. */
export const useEmailSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: () => api.get<EmailSettings>('/api/email/settings') });

/** PUT /api/email/settings/smtp {url, from}, or DELETE it with null. */
export const useSaveSmtp = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; from: string } | null) =>
      body
        ? apiRequest<EmailSettings>('PUT', '/api/email/settings/smtp', body)
        : apiRequest<EmailSettings>('DELETE', '/api/email/settings/smtp'),
    onSuccess: (data) => client.setQueryData(settingsKey, data),
  });
};
