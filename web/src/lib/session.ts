import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { SessionAnswer, SessionInfo, Tier } from '@recruit/core/schemas';
import { api } from './api.js';
import { toast } from './toast.js';

export type { SessionAnswer };

export const sessionQueryKey = ['auth', 'session'] as const;

/** GET /api/auth/session: the signed-in user comes from the server, never from localStorage. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => api.get<SessionAnswer>('/api/auth/session'),
  staleTime: 60_000,
});

export type SessionState =
  | { status: 'checking'; session: null }
  | { status: 'signed-in'; session: SessionInfo }
  | { status: 'signed-out'; session: null };

let authErrorShown = false;

/**
 * The current session. A failed check shows 'Authentication Error' for 7000 ms (once) and the user
 * is treated as signed out (spec §8).
 */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  const failed = query.isError;
  const shownHere = useRef(false);
  useEffect(() => {
    if (failed && !authErrorShown && !shownHere.current) {
      authErrorShown = shownHere.current = true;
      toast({
        variant: 'destructive',
        title: 'Authentication Error',
        description: 'There was a problem verifying your authentication. Please try signing in again.',
        duration: 7000,
      });
    }
    if (!failed) authErrorShown = false;
  }, [failed]);
  if (query.isPending) return { status: 'checking', session: null };
  const data = query.data;
  if (data && data.user) return { status: 'signed-in', session: data as SessionInfo };
  return { status: 'signed-out', session: null };
}

/** The tier that applies now; Basic when signed out or on error (spec §4). */
export function useTier(): Tier {
  const { session } = useSession();
  return session?.subscription.tier ?? 'Basic';
}

/** Replaces the cached session after sign-in, sign-up or sign-out. */
export function useSetSession() {
  const client = useQueryClient();
  return useCallback(
    (value: SessionAnswer) => {
      client.setQueryData(sessionQueryKey, value);
      if (!value.user) {
        // Anything cached for the previous user must not leak into the next session.
        client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      }
    },
    [client],
  );
}
