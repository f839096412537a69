import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanCard, Tier } from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type PlansAnswer = { plans: PlanCard[]; current: Tier | null };

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: () => api.get<PlansAnswer>('/api/plans'),
});

/** GET /api/plans: the pricing page's plans with the server's price ids and the user's current tier. */
export const usePlans = (enabled: boolean) => useQuery({ ...plansQueryOptions, enabled });
