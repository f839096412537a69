import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  authLengthProblem,
  passwordStrength,
  type PasswordChanged,
} from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { api, ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { PasswordChecklist } from './password-checklist.js';
import { PasswordField } from './password-field.js';

/**
 * The password change of Profile and Settings → Security: the current password, then the new one
 * under the reset screen's rules (live checklist, 3 of 5 criteria, must match). Saving ends every
 * other session of the user; this one stays.
 */
export function ChangePasswordForm({ idPrefix = 'pw' }: { idPrefix?: string }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const strong = passwordStrength(password).acceptable;
  const matches = password.length > 0 && password === confirm;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    if (!current) return setError(ACCOUNT_MESSAGES.currentPasswordRequired);
    if (!matches) {
      setError(ACCOUNT_MESSAGES.passwordsDontMatchText);
      toast({
        variant: 'destructive',
        title: ACCOUNT_MESSAGES.passwordsDontMatch,
        description: ACCOUNT_MESSAGES.passwordsDontMatchText,
      });
      return;
    }
    const tooLong = authLengthProblem({ password });
    if (tooLong) return setError(tooLong);
    if (!strong) return setError(AUTH_MESSAGES.passwordTooWeak);
    setBusy(true);
    setError(undefined);
    try {
      const r = await api.post<PasswordChanged>('/api/account/password', {
        currentPassword: current,
        newPassword: password,
      });
      const ended =
        r.endedSessions === 0
          ? 'No other session was signed in.'
          : `${r.endedSessions} other session${r.endedSessions === 1 ? ' was' : 's were'} signed out.`;
      setCurrent('');
      setPassword('');
      setConfirm('');
      setDone(`${ACCOUNT_MESSAGES.passwordUpdated}. ${ended}`);
      toast({ title: ACCOUNT_MESSAGES.passwordUpdated, description: ended });
    } catch (err) {
      const message =
        err instanceof ApiError && err.isClientError
          ? err.message
          : ACCOUNT_MESSAGES.passwordUpdateFailedText;
      setError(message);
      toast({ variant: 'destructive', title: ACCOUNT_MESSAGES.passwordUpdateFailed, description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change password">
      {error && <Alert variant="error">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-current`}>Current password</Label>
        <PasswordField
          id={`${idPrefix}-current`}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-new`}>New password</Label>
        <PasswordField
          id={`${idPrefix}-new`}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={`${idPrefix}-strength`}
        />
      </div>
      <PasswordChecklist id={`${idPrefix}-strength`} password={password} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-confirm`}>Confirm new password</Label>
        <PasswordField
          id={`${idPrefix}-confirm`}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          invalid={confirm.length > 0 && !matches}
          aria-describedby={`${idPrefix}-match`}
        />
        <p
          id={`${idPrefix}-match`}
          className={confirm && !matches ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
        >
          {confirm
            ? matches
              ? 'Passwords match'
              : ACCOUNT_MESSAGES.passwordsDontMatchText
            : 'Type the new password again.'}
        </p>
      </div>
      <p className="text-sm text-slate-600">
        Saving signs you out everywhere else; this browser stays signed in.
      </p>
      <div>
        <Button type="submit" disabled={busy || !current || !strong || !matches}>
          {busy && <Spinner className="h-4 w-4" />}
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
