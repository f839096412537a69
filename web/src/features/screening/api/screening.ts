import { useMutation } from '@tanstack/react-query';
import type { RankedCandidates, ScreeningResult } from '@recruit/core/schemas/screening';
import { api } from '@/lib/api';

export type { RankedCandidates, ScreeningResult };

/** POST /api/screening {resumeText, jobDescription}: the local score, explained (and a model's analysis when configured). */
export const useScreenCandidate = () =>
  useMutation({
    mutationFn: (input: { resumeText: string; jobDescription: string }) =>
      api.post<ScreeningResult>('/api/screening', input),
  });

/** POST /api/screening/candidates {jobDescription}: the saved candidates ranked for the JD. */
export const useRankCandidates = () =>
  useMutation({
    mutationFn: (jobDescription: string) =>
      api.post<RankedCandidates>('/api/screening/candidates', { jobDescription }),
  });

/** POST /api/sourcing {jobDescription}: smart sourcing, the saved candidates ranked for the JD. */
export const useSourceCandidates = () =>
  useMutation({
    mutationFn: (jobDescription: string) => api.post<RankedCandidates>('/api/sourcing', { jobDescription }),
  });
