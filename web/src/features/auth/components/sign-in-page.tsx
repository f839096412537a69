import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, authLengthProblem, isValidEmail } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { authApi, useSignIn } from '../api/auth.js';
import { AuthLayout, FieldError } from './auth-layout.js';
import { PasswordField } from './password-field.js';

type Existence = 'unknown' | 'exists' | 'missing';
const CHECK_DEBOUNCE_MS = 400;

/** Sign In: live account-existence check (green/red border, 'Sign up instead?'), then /dashboard. */
export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefill = (location.state as { email?: string } | null)?.email ?? '';
  const [email, setEmail] = useState(prefill);
  const [password, setPassword] = useState('');
  const [existence, setExistence] = useState<Existence>('unknown');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const signIn = useSignIn();

  useEffect(() => {
    setExistence('unknown');
    const value = email.trim();
    if (!isValidEmail(value)) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      authApi
        .checkEmail(value)
        .then((r) => !cancelled && setExistence(r.exists ? 'exists' : 'missing'))
        .catch(() => undefined); // the check is a hint only; sign-in itself reports real errors
    }, CHECK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [email]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!isValidEmail(email)) next.email = AUTH_MESSAGES.invalidEmail;
    const tooLong = authLengthProblem({ password });
    if (!password) next.password = AUTH_MESSAGES.passwordRequired;
    else if (tooLong) next.password = tooLong;
    setErrors(next);
    if (next.email || next.password) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          toast({ title: 'Sign in successful', description: 'Welcome back!' });
          navigate('/dashboard', { replace: true });
        },
        onError: (error) => {
          const message = errorMessage(error);
          if (error instanceof ApiError && error.status === 404) {
            setExistence('missing');
            toast({ variant: 'destructive', title: 'No account found', description: message });
          } else {
            toast({ variant: 'destructive', title: 'Sign in failed', description: message });
          }
          setErrors({ form: message });
        },
      },
    );
  };

  const borderClass =
    errors.email || existence === 'missing'
      ? 'border-red-500'
      : existence === 'exists'
        ? 'border-emerald-500'
        : 'border-slate-300';

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to your recruiting workspace."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className="font-medium text-indigo-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <div className="flex flex-col gap-2">
          <Label htmlFor="signin-email">Email</Label>
          <Input
            id="signin-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            invalid={Boolean(errors.email) || existence === 'missing'}
            className={borderClass}
            aria-describedby={
              errors.email
                ? 'signin-email-error'
                : existence === 'missing'
                  ? 'signin-email-missing'
                  : undefined
            }
            data-existence={existence}
          />
          <FieldError id="signin-email-error" message={errors.email} />
          {existence === 'missing' && !errors.email && (
            <p id="signin-email-missing" className="text-sm text-red-700">
              No account uses this email.{' '}
              <Link
                to="/signup"
                state={{ email: email.trim() }}
                className="font-medium text-indigo-700 underline"
              >
                Sign up instead?
              </Link>
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <Label htmlFor="signin-password">Password</Label>
            <Link to="/forgot-password" className="text-sm font-medium text-indigo-700 hover:underline">
              Forgot password?
            </Link>
          </div>
          <PasswordField
            id="signin-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'signin-password-error' : undefined}
          />
          <FieldError id="signin-password-error" message={errors.password} />
        </div>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending && <Spinner className="h-4 w-4" />}
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthLayout>
  );
}
