import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutMode, PlanCard, Tier } from '@recruit/core/schemas';
import { api } from '@/lib/api';

/** `checkout`: online checkout on this server ('off' without the operator's Stripe key). */
export type PlansAnswer = {
  plans: PlanCard[];
  current: Tier | null;
  salesEmail: string;
  checkout: CheckoutMode;
};

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: () => api.get<PlansAnswer>('/api/plans'),
});

/** GET /api/plans: the pricing page's plans with the server's price ids and the user's current tier. */
export const usePlans = (enabled: boolean) => useQuery({ ...plansQueryOptions, enabled });
