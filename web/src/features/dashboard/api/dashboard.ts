import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardLinkedIn, DashboardResponse } from '@recruit/core/schemas';
import { api } from '@/lib/api';

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.get<DashboardResponse>('/api/dashboard'),
});

/** GET /api/dashboard: pipeline counts from the saved candidates. */
export const useDashboard = () => useQuery(dashboardQueryOptions);

export const dashboardLinkedInQueryOptions = queryOptions({
  queryKey: ['dashboard-linkedin'],
  queryFn: () => api.get<DashboardLinkedIn>('/api/dashboard/linkedin'),
  // The HeyReach client already retried; the section offers Try again.
  retry: false,
});

/** GET /api/dashboard/linkedin: HeyReach's figures, loaded on their own (never holds up the dashboard). */
export const useDashboardLinkedIn = () => useQuery(dashboardLinkedInQueryOptions);
