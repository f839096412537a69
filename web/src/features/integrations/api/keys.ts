import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KeyStatus,
  ProviderId,
  ProvidersStatus,
  ProviderTestResult,
  RemovedKey,
  SavedKey,
  TwilioCredentials,
} from '@recruit/core/schemas';
import { api, apiRequest } from '@/lib/api';

// The answers' types are the zod schemas of core/schemas (keyStatusSchema, savedKeySchema,
// providersStatusSchema, removedKeySchema): the server's contract test parses its answers with them.

const keysKey = ['keys'] as const;
const providersKey = ['providers', 'status'] as const;

export const keyStatusQuery = (provider: ProviderId) =>
  queryOptions({
    queryKey: [...keysKey, provider],
    queryFn: () => api.get<KeyStatus>(`/api/keys/${provider}`),
    staleTime: 30_000,
  });

export const providersStatusQuery = queryOptions({
  queryKey: providersKey,
  queryFn: () => api.get<ProvidersStatus>('/api/providers/status'),
  staleTime: 30_000,
});

export const useKeyStatus = (provider: ProviderId) => useQuery(keyStatusQuery(provider));
export const useProvidersStatus = () => useQuery(providersStatusQuery);

/** After a save or removal every view of the keys (cards, banner, assistant) reloads. */
function useRefreshKeys() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keysKey }),
      client.invalidateQueries({ queryKey: providersKey }),
    ]);
}

/** PUT /api/keys/:provider {value}: format hints come back as `warnings`, never a refusal. */
export function useSaveKey(provider: ProviderId) {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (value: string) => apiRequest<SavedKey>('PUT', `/api/keys/${provider}`, { value }),
    onSuccess: refresh,
  });
}

/** PUT /api/keys/twilio {accountSid, authToken, phoneNumber}: the spec's rules are hard errors. */
export function useSaveTwilio() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (credentials: TwilioCredentials) =>
      apiRequest<SavedKey>('PUT', '/api/keys/twilio', credentials),
    onSuccess: refresh,
  });
}

/** DELETE /api/keys/:provider. */
export function useRemoveKey(provider: ProviderId) {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: () => apiRequest<RemovedKey>('DELETE', `/api/keys/${provider}`),
    onSuccess: refresh,
  });
}

/** POST /api/keys/:provider/test: one cheap real call with the stored key. */
export function useTestKey(provider: ProviderId) {
  return useMutation({
    mutationFn: () => api.post<ProviderTestResult>(`/api/keys/${provider}/test`),
  });
}
