import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CheckoutConfirmation } from '@recruit/core/schemas';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { api } from '@/lib/api';

export const SESSION_ID_DISPLAY_LENGTH = 20;

/**
 * /payment-success?session_id=…: the payment provider's return page. The server confirms the
 * checkout session before the page says 'Payment Successful'; an unpaid or unknown session, or a
 * server without online checkout, says so instead.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const confirmation = useQuery({
    queryKey: ['checkout', sessionId],
    queryFn: () => api.get<CheckoutConfirmation>(`/api/billing/checkout/${encodeURIComponent(sessionId)}`),
    enabled: sessionId !== '',
    retry: false,
  });
  const confirmed = confirmation.data?.confirmed === true;
  const message = !sessionId
    ? 'No checkout session was given, so there is no payment to confirm.'
    : confirmation.isError
      ? `The payment could not be confirmed: ${confirmation.error.message}`
      : (confirmation.data?.message ?? '');
  return (
    <PublicLayout>
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
        {sessionId && confirmation.isPending ? (
          <LoadingScreen message="Confirming your payment..." />
        ) : (
          <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            {confirmed ? (
              <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden="true" />
            ) : (
              <CircleAlert className="mx-auto h-12 w-12 text-amber-600" aria-hidden="true" />
            )}
            <h1 className="mt-4 text-2xl font-semibold text-slate-900">
              {confirmed ? 'Payment Successful' : 'Payment Not Confirmed'}
            </h1>
            <p className="mt-2 text-sm text-slate-600">{message}</p>
            {sessionId && (
              <p className="mt-4 rounded-md bg-slate-50 p-2 font-mono text-xs text-slate-700">
                Session: {sessionId.slice(0, SESSION_ID_DISPLAY_LENGTH)}
                {sessionId.length > SESSION_ID_DISPLAY_LENGTH ? '...' : ''}
              </p>
            )}
            <div className="mt-6 flex justify-center gap-3">
              <Button asChild>
                <Link to="/dashboard">Go to Dashboard</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to={confirmed ? '/' : '/pricing'}>{confirmed ? 'Go Home' : 'View Plans'}</Link>
              </Button>
            </div>
          </div>
        )}
      </div>
    </PublicLayout>
  );
}
