import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

function RedirectToSignIn({ withToast }: { withToast: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (withToast) {
      toast({ title: 'Authentication Required', description: 'Please sign in to access the dashboard' });
    }
    navigate('/signin', { replace: true, state: { from: location.pathname } });
  }, [navigate, location.pathname, withToast]);
  return <LoadingScreen message="Redirecting to sign in..." />;
}

/**
 * The protected-route wrapper: 'Verifying authentication...' while the server answers, then the
 * page or a redirect to /signin (with the spec's toast for /dashboard).
 */
export function RequireAuth({ redirectToast = false }: { redirectToast?: boolean }) {
  const { status } = useSession();
  if (status === 'checking')
    return <LoadingScreen message="Verifying authentication..." className="min-h-screen" />;
  if (status === 'signed-out') return <RedirectToSignIn withToast={redirectToast} />;
  return <Outlet />;
}

/** /signin: a signed-in user goes straight to /dashboard. */
export function RedirectIfSignedIn() {
  const { status } = useSession();
  if (status === 'checking')
    return <LoadingScreen message="Verifying authentication..." className="min-h-screen" />;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
