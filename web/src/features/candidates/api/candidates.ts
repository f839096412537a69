import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Candidate,
  CandidateActivity,
  CandidateBulk,
  CandidateCreate,
  CandidateCsvColumn,
  CandidatePage,
  CandidatePatch,
  CandidateResumeFile,
  PipelineStage,
} from '@recruit/core/schemas';
import { api, apiRequest } from '@/lib/api';

export type { Candidate, CandidateActivity, CandidatePage, CandidateResumeFile };

export type CandidateFilters = { q?: string; stage?: string; tag?: string; rating?: string; skill?: string };
export type ImportAnswer = {
  created: number;
  updated: number;
  failed: { row: number; name: string; message: string }[];
  unknownHeaders: string[];
};

const key = ['candidates'] as const;

const queryString = (f: CandidateFilters & { page?: number; pageSize?: number }) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

/** GET /api/candidates: one page matching the filters (on the server), with the stat cards. */
export const useCandidates = (filters: CandidateFilters, page = 1, pageSize = 200) =>
  useQuery({
    queryKey: [...key, 'list', filters, page, pageSize],
    queryFn: () => api.get<CandidatePage>(`/api/candidates${queryString({ ...filters, page, pageSize })}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/candidates/:id: the candidate, its activity log and its resume file (null without one). */
export const useCandidate = (id: string) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () =>
      api.get<{
        candidate: Candidate;
        activity: CandidateActivity[];
        resumeFile: CandidateResumeFile | null;
      }>(`/api/candidates/${encodeURIComponent(id)}`),
  });

/** GET /api/candidates/:id/resume: the original resume file, as an attachment. */
export const resumeFileUrl = (id: string) => `/api/candidates/${encodeURIComponent(id)}/resume`;

const useInvalidating = <A, R>(fn: (a: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
};

/** POST /api/candidates (?merge=1 folds a duplicate into the candidate it matches). */
export const useAddCandidate = () =>
  useInvalidating(({ candidate, merge }: { candidate: CandidateCreate; merge?: boolean }) =>
    api.post<{ candidate: Candidate; created: boolean; merged?: boolean }>(
      `/api/candidates${merge ? '?merge=1' : ''}`,
      candidate,
    ),
  );

/** PATCH /api/candidates/:id */
export const useUpdateCandidate = () =>
  useInvalidating(({ id, patch }: { id: string; patch: CandidatePatch }) =>
    apiRequest<{ candidate: Candidate }>('PATCH', `/api/candidates/${encodeURIComponent(id)}`, patch),
  );

/** DELETE /api/candidates/:id */
export const useDeleteCandidate = () =>
  useInvalidating((id: string) => apiRequest<void>('DELETE', `/api/candidates/${encodeURIComponent(id)}`));

/** POST /api/candidates/bulk: move, tag, untag or delete the selected candidates. */
export const useBulkCandidates = () =>
  useInvalidating((body: CandidateBulk) => api.post<{ affected: number }>('/api/candidates/bulk', body));

/** POST /api/candidates/:id/activity: log an email, call, interview or note. */
export const useLogActivity = () =>
  useInvalidating(
    ({ id, kind, text }: { id: string; kind: 'email' | 'call' | 'interview' | 'note'; text: string }) =>
      api.post<{ activity: CandidateActivity }>(`/api/candidates/${encodeURIComponent(id)}/activity`, {
        kind,
        text,
      }),
  );

/** POST /api/candidates/import: CSV (with a mapping of unknown headers) or JSON Resume text. */
export const useImportCandidates = () =>
  useInvalidating(
    (body: { text: string; format?: 'csv' | 'json'; mapping?: Record<string, CandidateCsvColumn | ''> }) =>
      api.post<ImportAnswer>('/api/candidates/import', body),
  );

export const moveBody = (ids: string[], stage: PipelineStage): CandidateBulk => ({
  action: 'move',
  ids,
  stage,
});
