import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CandidatePage,
  InterviewChangeAnswer,
  InterviewConflict,
  InterviewListAnswer,
  InterviewRescheduleInput,
  InterviewScheduleInput,
} from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type { Interview, InterviewChangeAnswer, InterviewConflict } from '@recruit/core/schemas';

const key = ['interviews'] as const;

/** GET /api/interviews?tz=: the user's interviews and the quick stats (This Month in the browser's zone). */
export const useInterviews = (timeZone: string) =>
  useQuery({
    queryKey: [...key, 'list', timeZone],
    queryFn: () => api.get<InterviewListAnswer>(`/api/interviews?tz=${encodeURIComponent(timeZone)}`),
  });

const useChange = <V>(fn: (v: V) => Promise<InterviewChangeAnswer>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
};

/** POST /api/interviews: schedule and send the invitations. */
export const useScheduleInterview = () =>
  useChange((input: InterviewScheduleInput) => api.post<InterviewChangeAnswer>('/api/interviews', input));

/** POST /api/interviews/:id/reschedule: the update goes out with the same UID. */
export const useRescheduleInterview = () =>
  useChange(({ id, ...input }: InterviewRescheduleInput & { id: string }) =>
    api.post<InterviewChangeAnswer>(`/api/interviews/${encodeURIComponent(id)}/reschedule`, input),
  );

/** POST /api/interviews/:id/cancel: the cancellation goes out (METHOD:CANCEL). */
export const useCancelInterview = () =>
  useChange((id: string) =>
    api.post<InterviewChangeAnswer>(`/api/interviews/${encodeURIComponent(id)}/cancel`, {}),
  );

export type ConflictDraft = {
  interviewers: string[];
  at: string;
  timeZone: string;
  durationMinutes: number;
  exceptId?: string;
};

/** POST /api/interviews/conflicts: the interviewers of a draft already booked then (none while half typed). */
export const useDraftConflicts = (draft: ConflictDraft, enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'conflicts', draft],
    queryFn: () => api.post<{ conflicts: InterviewConflict[] }>('/api/interviews/conflicts', draft),
    enabled,
    staleTime: 5_000,
  });

/** GET /api/candidates: the latest 200 saved candidates, for the candidate field's suggestions. */
export const useSavedCandidates = () =>
  useQuery({
    queryKey: ['candidates', 'interview-picker'],
    queryFn: () => api.get<CandidatePage>('/api/candidates?page=1&pageSize=200'),
    staleTime: 30_000,
  });
