import { useMutation } from '@tanstack/react-query';
import type { CallResult, ScrapeResult } from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type { CallResult, ScrapeResult };

/** POST /api/scrape {url}: PhantomBuster with the user's key, or the spec's demo mode. */
export const useScrape = () =>
  useMutation({ mutationFn: (url: string) => api.post<ScrapeResult>('/api/scrape', { url }) });

/** POST /api/calls/test {phoneNumber, message}: a real Twilio call, or the demo without credentials. */
export const useTestCall = () =>
  useMutation({
    mutationFn: (body: { phoneNumber: string; message: string }) =>
      api.post<CallResult>('/api/calls/test', body),
  });
