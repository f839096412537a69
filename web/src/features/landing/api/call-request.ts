import { useMutation } from '@tanstack/react-query';
import type { CallRequestAnswer } from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type CallRequest = { phone: string; countryCode: string };

/** POST /api/call-requests: the landing page's free 15-minute strategy call. */
export function useCallRequest() {
  return useMutation({
    mutationFn: (body: CallRequest) => api.post<CallRequestAnswer>('/api/call-requests', body),
  });
}
