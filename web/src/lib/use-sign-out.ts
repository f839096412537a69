import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from './api.js';
import { useSetSession } from './session.js';
import { toast } from './toast.js';

/** Signs out on the server, clears cached user data and returns to the landing page. */
export function useSignOut() {
  const setSession = useSetSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/auth/signout'),
    onSuccess: () => {
      setSession({ user: null });
      toast({ title: 'Signed out successfully' });
      navigate('/', { replace: true });
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Sign out failed',
        description: 'There was a problem signing you out. Please try again.',
      }),
  });
}
