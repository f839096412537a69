import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeyStatus, SavedKey } from '@recruit/core/schemas';
import { api, apiRequest } from '@/lib/api';

/** GET /api/keys/openai: whether a key or a local model is configured, and which server and model. */
export const useModelStatus = () =>
  useQuery({ queryKey: ['keys', 'openai'], queryFn: () => api.get<KeyStatus>('/api/keys/openai') });

/** PUT /api/keys/openai {value, baseUrl, model}: a local OpenAI-compatible server needs no key. */
export function useSaveModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { value: string; baseUrl: string; model: string }) =>
      apiRequest<SavedKey>('PUT', '/api/keys/openai', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['keys'] }),
        client.invalidateQueries({ queryKey: ['providers', 'status'] }),
      ]),
  });
}
