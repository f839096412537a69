import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RedirectResponse, SubscriptionResponse } from '@recruit/core/schemas';
import { ApiError, NetworkError, api, errorMessage } from './api.js';
import { toast } from './toast.js';

export const subscriptionQueryOptions = queryOptions({
  queryKey: ['subscription'],
  queryFn: () => api.get<SubscriptionResponse>('/api/subscription'),
  staleTime: 60_000,
});

let failureShownAt = 0;

/**
 * GET /api/subscription: the spec's check-subscription, with this month's use. A failed check says
 * 'Subscription Check Failed … Defaulting to Basic plan.' (or 'Connection Error' when the server
 * cannot be reached), once per failure; the caller shows Basic meanwhile.
 */
export function useSubscription(enabled = true) {
  const query = useQuery({ ...subscriptionQueryOptions, enabled });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError || errorUpdatedAt === failureShownAt) return;
    // Signed out meanwhile: the session check says so, not this one.
    if (error instanceof ApiError && error.status === 401) return;
    failureShownAt = errorUpdatedAt;
    toast(
      error instanceof NetworkError
        ? {
            variant: 'destructive',
            title: 'Connection Error',
            description: 'Could not reach the server to check your subscription. Defaulting to Basic plan.',
          }
        : {
            variant: 'destructive',
            title: 'Subscription Check Failed',
            description: `${errorMessage(error)} Defaulting to Basic plan.`,
          },
    );
  }, [isError, error, errorUpdatedAt]);
  return query;
}

/** POST /api/billing/portal, then off to Stripe's customer portal; failures become a toast. */
export async function openBillingPortal(): Promise<void> {
  try {
    const { url } = await api.post<RedirectResponse>('/api/billing/portal');
    window.location.assign(url);
  } catch (e) {
    toast({
      variant: 'destructive',
      // The server's title ('Configuration Error') comes with its error.
      title: (e instanceof ApiError && e.title) || 'Billing Error',
      description: errorMessage(e),
    });
  }
}
