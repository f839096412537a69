import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FINAL_CALL_STATUSES,
  type CandidatePage,
  type CallList,
  type ScheduleCallAnswer,
  type ScheduleCallInput,
  type ScheduledCall,
} from '@recruit/core/schemas';
import { api } from '@/lib/api';

export type { ScheduleCallAnswer, ScheduleCallInput, ScheduledCall };

const callsKey = ['calls'] as const;
const inFlight = (c: ScheduledCall) => !(FINAL_CALL_STATUSES as readonly string[]).includes(c.status);

/** GET /api/calls: the call history; read again every 5 s while a call is still to happen or in progress. */
export const useCallHistory = () =>
  useQuery({
    queryKey: callsKey,
    queryFn: () => api.get<CallList>('/api/calls'),
    refetchInterval: (q) => (q.state.data?.calls.some(inFlight) ? 5000 : false),
  });

/** POST /api/calls: schedule a call; the history reloads after it. */
export const useScheduleCall = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleCallInput) => api.post<ScheduleCallAnswer>('/api/calls', body),
    onSuccess: () => client.invalidateQueries({ queryKey: callsKey }),
  });
};

/** POST /api/calls/:id/cancel. */
export const useCancelCall = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ call: ScheduledCall }>(`/api/calls/${encodeURIComponent(id)}/cancel`),
    onSuccess: () => client.invalidateQueries({ queryKey: callsKey }),
  });
};

/** GET /api/candidates: the saved candidates a call can be for (their number and name fill the form). */
export const useCallCandidates = () =>
  useQuery({
    queryKey: ['candidates', 'call-options'],
    queryFn: async () =>
      (await api.get<CandidatePage>('/api/candidates?pageSize=200')).candidates.map((c) => ({
        id: c.id,
        name: c.name,
        phone: c.phone,
      })),
  });
