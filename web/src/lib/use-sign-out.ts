import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OkAnswer } from '@recruit/core/schemas';
import { api } from './api.js';
import { useSetSession } from './session.js';
import { toast } from './toast.js';

type SignedOutState = { signedOut?: boolean } | null;

/**
 * Signs out on the server, then goes home. The cached session is cleared only once the home page
 * is on screen (see useFinishSignOut): clearing it while a protected page is still mounted would
 * make that page's guard redirect to /signin instead.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<OkAnswer>('/api/auth/signout'),
    onSuccess: () => navigate('/', { replace: true, state: { signedOut: true } }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Sign out failed',
        description: 'There was a problem signing you out. Please try again.',
      }),
  });
}

/** Mounted once at the root: completes a sign-out after the navigation home has committed. */
export function useFinishSignOut() {
  const location = useLocation();
  const navigate = useNavigate();
  const setSession = useSetSession();
  const signedOut = (location.state as SignedOutState)?.signedOut === true;
  useEffect(() => {
    if (!signedOut) return;
    setSession({ user: null });
    toast({ title: 'Signed out successfully' });
    navigate(location.pathname, { replace: true, state: null });
  }, [signedOut, setSession, navigate, location.pathname]);
}
