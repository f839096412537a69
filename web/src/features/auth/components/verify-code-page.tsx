import { Clock } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, VERIFY_CODE_SECONDS } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { authApi } from '../api/auth.js';
import { deliveryHint, resetFlowMemory, type CodeDelivery } from '../reset-flow.js';
import { AuthLayout } from './auth-layout.js';
import { CODE_LENGTH, CodeInput } from './code-input.js';

export const RESEND_AFTER_SECONDS = 30;
export const WARN_UNDER_SECONDS = 60;
export const AUTO_SUBMIT_DELAY_MS = 500;

const formatClock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The remaining seconds of a countdown started at `startedAt`, ticking every second. */
function useCountdown(startedAt: number, total: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [startedAt]);
  return Math.max(0, total - Math.floor((now - startedAt) / 1000));
}

/** Redirects to /forgot-password when the screen was opened without its context. */
export function useMissingContextRedirect(missing: boolean, title: string) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!missing || done.current) return;
    done.current = true;
    toast({ variant: 'destructive', title, description: 'Please start the password reset process again' });
    navigate('/forgot-password', { replace: true });
  }, [missing, navigate, title]);
}

/** Verify code: 6 slots, a 900 s countdown (red under 60 s), resend after 30 s, auto-submit 500 ms after the 6th digit. */
export function VerifyCodePage() {
  const navigate = useNavigate();
  const state = useLocation().state as { email?: string; delivery?: CodeDelivery } | null;
  const email = state?.email;
  useMissingContextRedirect(!email, 'Missing email');

  const [startedAt, setStartedAt] = useState(() => Date.now());
  const remaining = useCountdown(startedAt, VERIFY_CODE_SECONDS);
  const canResend = VERIFY_CODE_SECONDS - remaining >= RESEND_AFTER_SECONDS;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [delivery, setDelivery] = useState<CodeDelivery>(state?.delivery ?? 'console');

  const submit = useCallback(
    async (value: string) => {
      if (!email) return;
      if (value.length !== CODE_LENGTH) return setError(AUTH_MESSAGES.codeLength);
      setVerifying(true);
      setError(undefined);
      try {
        await authApi.verifyCode(email, value);
        toast({ title: 'Code verified', description: 'Now choose a new password.' });
        navigate('/reset-password', { replace: true, state: { email, code: value } });
      } catch (err) {
        const message = errorMessage(err);
        setError(message);
        const invalid = err instanceof ApiError && err.status === 400;
        toast({
          variant: 'destructive',
          title: invalid ? 'Invalid verification code' : 'Verification failed',
          description: message,
        });
      } finally {
        setVerifying(false);
      }
    },
    [email, navigate],
  );

  useEffect(() => {
    if (code.length !== CODE_LENGTH) return;
    const timer = setTimeout(() => void submit(code), AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, submit]);

  const resend = async () => {
    if (!email) return;
    setResending(true);
    try {
      const answer = resetFlowMemory.email === email ? resetFlowMemory.securityAnswer : undefined;
      const result = await authApi.forgot(email, answer);
      setDelivery(result.delivery);
      setStartedAt(Date.now());
      setCode('');
      setError(undefined);
      toast({ title: 'Code resent', description: deliveryHint(result.delivery) });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Failed to resend code', description: errorMessage(err) });
    } finally {
      setResending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  if (!email) return null;
  const expired = remaining === 0;
  return (
    <AuthLayout
      title="Enter verification code"
      subtitle={
        <>
          For <strong>{email}</strong>. {deliveryHint(delivery)}
        </>
      }
      footer={
        <Link to="/forgot-password" className="font-medium text-indigo-700 hover:underline">
          Start over
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <CodeInput
          value={code}
          onChange={setCode}
          disabled={verifying}
          invalid={Boolean(error)}
          describedBy="code-status"
        />
        <div id="code-status" className="flex flex-col gap-2">
          {error && <Alert variant="error">{error}</Alert>}
          <p
            className={cn(
              'flex items-center gap-2 text-sm font-medium',
              remaining < WARN_UNDER_SECONDS ? 'text-red-700' : 'text-slate-700',
            )}
            data-testid="code-countdown"
          >
            <Clock className="h-4 w-4" aria-hidden="true" />
            {expired ? AUTH_MESSAGES.codeExpired : `Code expires in ${formatClock(remaining)}`}
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={verifying || expired}>
          {verifying && <Spinner className="h-4 w-4" />}
          {verifying ? 'Verifying...' : 'Verify Code'}
        </Button>
        <p className="text-center text-sm text-slate-600">
          Didn&apos;t get a code?{' '}
          <Button
            variant="link"
            className="h-auto p-0"
            onClick={() => void resend()}
            disabled={!canResend || resending}
          >
            {resending
              ? 'Resending...'
              : canResend
                ? 'Resend code'
                : `Resend code in ${RESEND_AFTER_SECONDS - (VERIFY_CODE_SECONDS - remaining)}s`}
          </Button>
        </p>
      </form>
    </AuthLayout>
  );
}
