import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DomainResult, MonitoredDomainView } from '@recruit/core/schemas';
import { api, apiRequest } from '@/lib/api';

export type { DomainResult, MonitoredDomainView };
export type DomainSearchAnswer = { results: DomainResult[]; message: string };
export type MonitorAnswer = { domain: MonitoredDomainView; message: string };

const monitoredKey = ['domains', 'monitored'] as const;

export const monitoredQuery = queryOptions({
  queryKey: monitoredKey,
  queryFn: () => api.get<{ domains: MonitoredDomainView[] }>('/api/domains/monitored'),
});

/** GET /api/domains/monitored: the user's monitored domains with their recorded changes. */
export const useMonitoredDomains = () => useQuery(monitoredQuery);

/** POST /api/domains/search {query}: RDAP (or the domain provider) results and the spec's message. */
export const useDomainSearch = () =>
  useMutation({
    mutationFn: (query: string) => api.post<DomainSearchAnswer>('/api/domains/search', { query }),
  });

/** POST /api/domains/monitored {domain}; the monitored list reloads after it (the spec's transition). */
export const useMonitorDomain = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => api.post<MonitorAnswer>('/api/domains/monitored', { domain }),
    onSuccess: () => client.invalidateQueries({ queryKey: monitoredKey }),
  });
};

/** DELETE /api/domains/monitored/:domain. */
export const useUnmonitorDomain = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      apiRequest<{ ok: true }>('DELETE', `/api/domains/monitored/${encodeURIComponent(domain)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: monitoredKey }),
  });
};

/** POST /api/domains/check: re-check every monitored domain now. */
export const useCheckDomains = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ domains: MonitoredDomainView[] }>('/api/domains/check', {}),
    onSuccess: (data) => client.setQueryData(monitoredKey, data),
  });
};
