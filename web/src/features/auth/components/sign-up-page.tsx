import { CheckCircle2, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  AUTH_MESSAGES,
  SECURITY_QUESTIONS,
  authLengthProblem,
  isValidEmail,
  passwordStrength,
} from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSignUp } from '../api/auth.js';
import { AuthLayout } from './auth-layout.js';
import { useEmailVerification, type VerificationState } from './email-verification.js';
import { PasswordChecklist } from './password-checklist.js';
import { PasswordField } from './password-field.js';

function VerificationIndicator({ state }: { state: VerificationState }) {
  switch (state.status) {
    case 'verifying':
      return (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" /> Verifying email...
        </p>
      );
    case 'verified':
      return (
        <p className="flex items-center gap-2 text-sm text-emerald-700">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Email verified
        </p>
      );
    case 'failed':
      return (
        <p className="flex items-center gap-2 text-sm text-red-700">
          <XCircle className="h-4 w-4" aria-hidden="true" /> {state.message}
        </p>
      );
    default:
      return null;
  }
}

/** Sign Up: name, verified email, password with strength, optional security question, terms. */
export function SignUpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState({
    name: '',
    email: (location.state as { email?: string } | null)?.email ?? '',
    password: '',
    confirm: '',
    question: '',
    answer: '',
  });
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string>();
  const verification = useEmailVerification();
  const signUp = useSignUp();

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    if (key === 'email') verification.reset();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { name, email, password, confirm, question, answer } = form;
    const fail = (message: string) => {
      setError(message);
      return undefined;
    };
    if (!name.trim() || !email.trim() || !password || !confirm || (question && !answer.trim())) {
      return fail(AUTH_MESSAGES.allFieldsRequired);
    }
    if (!isValidEmail(email)) return fail(AUTH_MESSAGES.invalidEmail);
    const tooLong = authLengthProblem({ name, password, securityAnswer: question ? answer : undefined });
    if (tooLong) return fail(tooLong);
    if (verification.state.status !== 'verified') {
      const ok = verification.state.status === 'failed' ? false : await verification.verify(email);
      if (!ok) return fail(AUTH_MESSAGES.emailNotVerified);
    }
    if (password !== confirm) return fail(AUTH_MESSAGES.passwordsDoNotMatch);
    if (!passwordStrength(password).acceptable) return fail(AUTH_MESSAGES.passwordTooWeak);
    if (!terms) return fail(AUTH_MESSAGES.termsRequired);
    setError(undefined);
    signUp.mutate(
      {
        email: email.trim(),
        password,
        name: name.trim(),
        ...(question ? { securityQuestion: question, securityAnswer: answer.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: 'Account created successfully',
            description: 'You are now signed in to your new account',
          });
          navigate('/dashboard', { replace: true });
        },
        onError: (err) => {
          const message = errorMessage(err);
          setError(message);
          toast({ variant: 'destructive', title: 'Sign up failed', description: message });
        },
      },
    );
  };

  const busy = signUp.isPending;
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start your 14-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/signin" className="font-medium text-indigo-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex flex-col gap-2">
          <Label htmlFor="signup-name">Full name</Label>
          <Input id="signup-name" autoComplete="name" value={form.name} onChange={set('name')} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="signup-email">Email</Label>
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={form.email}
            onChange={set('email')}
            onBlur={() => {
              if (form.email.trim() && verification.state.status === 'idle')
                void verification.verify(form.email);
            }}
            aria-describedby="signup-email-status"
            className={
              verification.state.status === 'verified'
                ? 'border-emerald-500'
                : verification.state.status === 'failed'
                  ? 'border-red-500'
                  : 'border-slate-300'
            }
          />
          <div id="signup-email-status" aria-live="polite">
            <VerificationIndicator state={verification.state} />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="signup-password">Password</Label>
          <PasswordField
            id="signup-password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            aria-describedby="signup-password-strength"
          />
          {form.password && <PasswordChecklist id="signup-password-strength" password={form.password} />}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="signup-confirm">Confirm password</Label>
          <PasswordField
            id="signup-confirm"
            autoComplete="new-password"
            value={form.confirm}
            onChange={set('confirm')}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="signup-question">Security question (for password recovery)</Label>
          <NativeSelect id="signup-question" value={form.question} onChange={set('question')}>
            <option value="">No security question</option>
            {SECURITY_QUESTIONS.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </NativeSelect>
        </div>
        {form.question && (
          <div className="flex flex-col gap-2">
            <Label htmlFor="signup-answer">Answer</Label>
            <Input id="signup-answer" autoComplete="off" value={form.answer} onChange={set('answer')} />
          </div>
        )}
        <div className="flex items-start gap-3">
          <Checkbox
            id="signup-terms"
            checked={terms}
            onCheckedChange={(v) => setTerms(v === true)}
            className="mt-0.5"
          />
          <Label htmlFor="signup-terms" className="font-normal leading-snug text-slate-700">
            I agree to the terms and conditions and the privacy policy
          </Label>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {signUp.isPending && <Spinner className="h-4 w-4" />}
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
