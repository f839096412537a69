import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCallRequest,
  AdminOverview,
  AdminPlanRequest,
  CallRequestStatus,
  PlanSet,
} from '@recruit/core/schemas';
import { api } from '@/lib/api';

export const adminOverviewQueryOptions = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => api.get<AdminOverview>('/api/admin/overview'),
});

/** GET /api/admin/overview: users with plan, trial and this month's use; call requests; plan changes. */
export const useAdminOverview = (enabled: boolean) => useQuery({ ...adminOverviewQueryOptions, enabled });

/** POST /api/admin/plan: the operator sets a user's plan by hand. */
export function useSetPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminPlanRequest) => api.post<PlanSet>('/api/admin/plan', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST /api/admin/call-requests/:id/status: the operator moves a landing-page call request on. */
export function useSetCallRequestStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CallRequestStatus }) =>
      api.post<AdminCallRequest>(`/api/admin/call-requests/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
