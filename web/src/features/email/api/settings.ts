import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailSettings, ImapTest } from '@recruit/core/schemas';
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

export type ImapInput = {
  host: string;
  port: number | null;
  tls: boolean;
  username: string;
  password: string | null;
  mailbox: string;
};

/** PUT /api/email/settings/imap, or DELETE it with null: the inbox read for replies to campaigns. */
export const useSaveImap = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImapInput | null) =>
      body
        ? apiRequest<EmailSettings>('PUT', '/api/email/settings/imap', body)
        : apiRequest<EmailSettings>('DELETE', '/api/email/settings/imap'),
    onSuccess: (data) => client.setQueryData(settingsKey, data),
  });
};

/** POST /api/email/settings/imap/test: connects now; the settings are read again (last check, error). */
export const useTestImap = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ImapTest>('POST', '/api/email/settings/imap/test'),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
};
