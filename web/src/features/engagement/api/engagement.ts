import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CallResult,
  EmailComposeInput,
  EmailSendResult,
  EngagementInput,
  GeneratedMessage,
} from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type CandidateOption = { id: string; name: string; email: string | null; phone: string };

/** POST /api/engagement/generate: the model's message, or a labelled template without a model. */
export const useGenerateMessage = () =>
  useMutation({
    mutationFn: (body: EngagementInput) => api.post<GeneratedMessage>('/api/engagement/generate', body),
  });

/** GET /api/candidates: the saved candidates to write to. */
export const useCandidateOptions = () =>
  useQuery({
    queryKey: ['candidates', 'options'],
    queryFn: async () => {
      const res = await api.get<{ candidates: CandidateOption[] } | CandidateOption[]>('/api/candidates');
      return Array.isArray(res) ? res : res.candidates;
    },
  });

/** POST /api/calls/test {phoneNumber, message}: the calls tool (Twilio, or its labelled demo). */
export const useEngagementCall = () =>
  useMutation({
    mutationFn: (body: { phoneNumber: string; message: string }) =>
      api.post<CallResult>('/api/calls/test', body),
  });

/** POST /api/email/send: the message through the user's email transport (the email tool, issue 12). */
export const useEngagementEmail = () =>
  useMutation({
    mutationFn: (body: EmailComposeInput) => api.post<EmailSendResult>('/api/email/send', body),
  });
