import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.js';

export const QUERY_RETRIES = 3;
export const RETRY_DELAY_CAP_MS = 30_000;
export const GC_TIME_MS = 5 * 60 * 1000;

/** Exponential backoff 1 s, 2 s, 4 s … capped at 30 s (spec §9). */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, RETRY_DELAY_CAP_MS);

/** Retry 3 times, but never a 4xx: the answer will not change. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.isClientError) && failureCount < QUERY_RETRIES;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: GC_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
