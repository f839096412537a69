import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, authLengthProblem, passwordStrength } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { authApi } from '../api/auth.js';
import { resetFlowMemory } from '../reset-flow.js';
import { AuthLayout } from './auth-layout.js';
import { PasswordChecklist } from './password-checklist.js';
import { PasswordField } from './password-field.js';
import { useMissingContextRedirect } from './verify-code-page.js';

/** Reset Password: new password with a live checklist; submit stays disabled until it is strong enough and matches. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const state = useLocation().state as { email?: string; code?: string } | null;
  const email = state?.email;
  const code = state?.code;
  useMissingContextRedirect(!email || !code, 'Invalid request');

  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const strong = passwordStrength(password).acceptable;
  const matches = password.length > 0 && password === confirm;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !code) return setError(AUTH_MESSAGES.missingInfo);
    if (!matches) return setError(AUTH_MESSAGES.passwordsDoNotMatch);
    const tooLong = authLengthProblem({ password });
    if (tooLong) return setError(tooLong);
    if (!strong) return setError(AUTH_MESSAGES.passwordTooWeak);
    setBusy(true);
    setError(undefined);
    try {
      await authApi.reset(email, code, password);
      resetFlowMemory.email = resetFlowMemory.securityAnswer = undefined;
      toast({ title: 'Password reset successful', description: 'Please sign in with your new password.' });
      navigate('/signin', { replace: true, state: { email } });
    } catch (err) {
      const message = errorMessage(err);
      setError(message);
      toast({ variant: 'destructive', title: 'Password reset failed', description: message });
    } finally {
      setBusy(false);
    }
  };

  if (!email || !code) return null;
  return (
    <AuthLayout
      title="Set a new password"
      subtitle={
        <>
          For <strong>{email}</strong>. Every signed-in session ends when you save it.
        </>
      }
      footer={
        <Link to="/signin" className="font-medium text-indigo-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex flex-col gap-2">
          <Label htmlFor="reset-password">New password</Label>
          <PasswordField
            id="reset-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="reset-strength"
          />
        </div>
        <PasswordChecklist id="reset-strength" password={password} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="reset-confirm">Confirm new password</Label>
          <PasswordField
            id="reset-confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            invalid={confirm.length > 0 && !matches}
            aria-describedby="reset-match"
          />
          <p
            id="reset-match"
            className={confirm && !matches ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
          >
            {confirm
              ? matches
                ? 'Passwords match'
                : AUTH_MESSAGES.passwordsDoNotMatch
              : 'Type the new password again.'}
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={busy || !strong || !matches}>
          {busy && <Spinner className="h-4 w-4" />}
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
