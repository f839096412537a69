import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailComposeInput, EmailMessage, EmailPreview, EmailSendResult } from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type { EmailMessage, EmailPreview, EmailSendResult };
const messagesKey = ['email', 'messages'] as const;

export type CandidateOption = {
  id: string;
  name: string;
  email: string | null;
  stage: string;
  position: string;
};

/** GET /api/candidates: the saved candidates to send to. */
export const useEmailCandidates = () =>
  useQuery({
    queryKey: ['candidates', 'email-options'],
    queryFn: async () => {
      const res = await api.get<{ candidates: CandidateOption[] } | CandidateOption[]>('/api/candidates');
      return Array.isArray(res) ? res : res.candidates;
    },
  });

/** POST /api/email/preview: each recipient's rendered message and the unfilled variables. */
export const usePreviewEmail = () =>
  useMutation({
    mutationFn: (body: EmailComposeInput) => api.post<EmailPreview>('/api/email/preview', body),
  });

/** POST /api/email/send: sends to every recipient; each message is stored with its status. */
export const useSendEmail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailComposeInput) => api.post<EmailSendResult>('/api/email/send', body),
    onSettled: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
};

/** GET /api/email/messages: sent and failed messages, newest first. */
export const useEmailMessages = () =>
  useQuery({
    queryKey: messagesKey,
    queryFn: async () => (await api.get<{ messages: EmailMessage[] }>('/api/email/messages')).messages,
  });
