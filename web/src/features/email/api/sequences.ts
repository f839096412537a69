import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Sequence, SequenceInput } from '@recruit/core/schemas';
import { api, apiRequest } from '@/lib/api';

export type { Sequence };
const sequencesKey = ['email', 'sequences'] as const;

/** GET /api/email/sequences: the user's campaigns with their counts. */
export const useSequences = () =>
  useQuery({
    queryKey: sequencesKey,
    queryFn: async () => (await api.get<{ sequences: Sequence[] }>('/api/email/sequences')).sequences,
  });

/** GET /api/email/sequences/:id: one campaign with every enrolment. */
export const useSequence = (id: string | null) =>
  useQuery({
    queryKey: [...sequencesKey, id],
    queryFn: () => api.get<Sequence>(`/api/email/sequences/${encodeURIComponent(id ?? '')}`),
    enabled: !!id,
  });

const useSequenceMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: sequencesKey }),
  });
};

/** POST /api/email/sequences. */
export const useCreateSequence = () =>
  useSequenceMutation((body: SequenceInput) => api.post<Sequence>('/api/email/sequences', body));

/** POST /api/email/sequences/:id/enroll {candidateIds}. */
export const useEnroll = () =>
  useSequenceMutation(({ id, candidateIds }: { id: string; candidateIds: string[] }) =>
    api.post<Sequence>(`/api/email/sequences/${encodeURIComponent(id)}/enroll`, { candidateIds }),
  );

/** POST /api/email/sequences/:id/pause or /resume. */
export const usePauseResume = () =>
  useSequenceMutation(({ id, action }: { id: string; action: 'pause' | 'resume' }) =>
    api.post<Sequence>(`/api/email/sequences/${encodeURIComponent(id)}/${action}`),
  );

/** POST /api/email/sequences/:id/reply {candidateId}: the candidate replied; their steps stop. */
export const useRecordReply = () =>
  useSequenceMutation(({ id, candidateId }: { id: string; candidateId: string }) =>
    api.post<Sequence>(`/api/email/sequences/${encodeURIComponent(id)}/reply`, { candidateId }),
  );

/** DELETE /api/email/sequences/:id. */
export const useDeleteSequence = () =>
  useSequenceMutation((id: string) =>
    apiRequest<{ ok: true }>('DELETE', `/api/email/sequences/${encodeURIComponent(id)}`),
  );
