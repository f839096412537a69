import { CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';

export const SESSION_ID_DISPLAY_LENGTH = 20;

/**
 * /payment-success?session_id=…: the payment provider's return page. It makes no call (the spec's
 * 1 s spinner is a simulated delay and is not reproduced); the plan changes when the server hears
 * from the payment provider.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <PublicLayout>
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">Payment Successful</h1>
          <p className="mt-2 text-sm text-slate-600">
            Thank you for subscribing. Your plan is updated as soon as the payment is confirmed.
          </p>
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
              <Link to="/">Go Home</Link>
            </Button>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
