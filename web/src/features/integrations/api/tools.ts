import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CallResult, ScrapeResult, ScrapeRunProgress, ScrapeRunView } from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type { CallResult, ScrapeResult, ScrapeRunProgress };

/** How often the screen asks how a PhantomBuster run is doing. */
export const SCRAPE_POLL_MS = 2000;

/**
 * POST /api/scrape/runs {url}, then GET /api/scrape/runs/:containerId every SCRAPE_POLL_MS while the
 * PhantomBuster run is under way: `run` is its last known progress (null for a local scrape), and
 * `follow` resolves with the result once it ended. Leaving the page stops the polling.
 */
export function useFollowedScrape() {
  const [run, setRun] = useState<ScrapeRunProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const follow = useCallback(async (url: string): Promise<ScrapeResult | undefined> => {
    setBusy(true);
    setRun(null);
    try {
      let view = await api.post<ScrapeRunView>('/api/scrape/runs', { url });
      while (view.state === 'running') {
        if (!mounted.current) return undefined;
        setRun(view.run);
        await new Promise((r) => setTimeout(r, SCRAPE_POLL_MS));
        if (!mounted.current) return undefined;
        view = await api.get<ScrapeRunView>(`/api/scrape/runs/${encodeURIComponent(view.run.containerId)}`);
      }
      return mounted.current ? view.result : undefined;
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, []);
  return { run, busy, follow };
}

/** POST /api/calls/test {phoneNumber, message}: a real Twilio call, or the demo without credentials. */
export const useTestCall = () =>
  useMutation({
    mutationFn: (body: { phoneNumber: string; message: string }) =>
      api.post<CallResult>('/api/calls/test', body),
  });
