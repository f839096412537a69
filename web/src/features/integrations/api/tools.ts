import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The spec's scrape result (status success, demo or error; `is_demo` without a PhantomBuster key). */
export type ScrapeResult = {
  status: 'success' | 'demo' | 'error' | (string & {});
  is_demo: boolean;
  data?: {
    title: string;
    url: string;
    containerId: string;
    status: string;
    message: string;
    launchTimestamp: string;
    agentId: string;
    content: string;
    metadata: Record<string, unknown>;
  };
  error?: string;
  suggestion?: string;
};

/** The spec's call result; `is_demo` when no Twilio credentials are saved. */
export type CallResult = {
  status: string;
  sid: string;
  to: string;
  from: string;
  message: string;
  duration: number;
  timestamp: string;
  is_demo: boolean;
};

/** POST /api/scrape {url}: PhantomBuster with the user's key, or the spec's demo mode. */
export const useScrape = () =>
  useMutation({ mutationFn: (url: string) => api.post<ScrapeResult>('/api/scrape', { url }) });

/** POST /api/calls/test {phoneNumber, message}: a real Twilio call, or the demo without credentials. */
export const useTestCall = () =>
  useMutation({
    mutationFn: (body: { phoneNumber: string; message: string }) =>
      api.post<CallResult>('/api/calls/test', body),
  });
