import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedinProfile, LinkedinResult, LinkedinSaveResult } from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type { LinkedinProfile, LinkedinResult, LinkedinSaveResult };

/** POST /api/linkedin/profile {url}: the PhantomBuster profile agent with a key, else the labelled sample. */
export const useExtractProfile = () =>
  useMutation({ mutationFn: (url: string) => api.post<LinkedinResult>('/api/linkedin/profile', { url }) });

/** POST /api/linkedin/bulk {urls}: each URL extracted and reported. */
export const useBulkImport = () =>
  useMutation({
    mutationFn: (urls: string[]) =>
      api.post<{ results: LinkedinResult[]; message: string }>('/api/linkedin/bulk', { urls }),
  });

/** POST /api/linkedin/save {profile, is_demo}: Save Candidate (once per profile URL). */
export const useSaveProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { profile: LinkedinProfile; is_demo: boolean }) =>
      api.post<LinkedinSaveResult>('/api/linkedin/save', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['candidates'] }),
  });
};
