import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@recruit/core/schemas';
import { api } from '@/lib/api';

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.get<DashboardResponse>('/api/dashboard'),
});

/** GET /api/dashboard: pipeline counts from the saved candidates. */
export const useDashboard = () => useQuery(dashboardQueryOptions);
