import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProviderCatalogueEntry,
  ProviderId,
  ProviderTestResult,
  TwilioCredentials,
} from '@recruit/core/schemas';
import { api, apiRequest } from '@/lib/api';

/** One provider's key as the server shows it: never the whole key. */
export type KeyStatus = {
  provider: ProviderId;
  name: string;
  configured: boolean;
  /** First 4, '...', last 4 (Twilio: the account SID's first 8). */
  masked: string | null;
  updatedAt: string | null;
  phoneNumber?: string;
  /** A stored key the server cannot decrypt any more: save it again. */
  problem?: string;
};

export type SavedKey = KeyStatus & { configured: true; masked: string; warnings: string[] };

export type ProviderState = ProviderCatalogueEntry & { configured: boolean; masked: string | null };

/** GET /api/providers/status: the real count for the banner and every provider's state. */
export type ProvidersStatus = { configured: number; total: number; providers: ProviderState[] };

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
    mutationFn: () =>
      apiRequest<{ provider: ProviderId; configured: false; removed: boolean }>(
        'DELETE',
        `/api/keys/${provider}`,
      ),
    onSuccess: refresh,
  });
}

/** POST /api/keys/:provider/test: one cheap real call with the stored key. */
export function useTestKey(provider: ProviderId) {
  return useMutation({
    mutationFn: () => api.post<ProviderTestResult>(`/api/keys/${provider}/test`),
  });
}

/** Titles of the telephony rules, by the server's error code ('invalid_account_sid' → 'Invalid Account SID'). */
export const TWILIO_ERROR_TITLES: Record<string, string> = {
  missing_information: 'Missing Information',
  invalid_account_sid: 'Invalid Account SID',
  invalid_phone_number: 'Invalid Phone Number',
};
