import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansAnswer } from '@recruit/core/schemas';
import { api } from '@/lib/api';

// PlansAnswer is plansAnswerSchema's type (core/schemas/plans.ts): plans, current tier, sales address,
// and `checkout` ('off' without the operator's Stripe key).

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: () => api.get<PlansAnswer>('/api/plans'),
});

/** GET /api/plans: the pricing page's plans with the server's price ids and the user's current tier. */
export const usePlans = (enabled: boolean) => useQuery({ ...plansQueryOptions, enabled });
