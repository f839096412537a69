import { KeyRound, MailCheck, ShieldQuestion } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, authLengthProblem, isValidEmail } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { authApi } from '../api/auth.js';
import { deliveryHint, resetFlowMemory, type CodeDelivery } from '../reset-flow.js';
import { AuthLayout } from './auth-layout.js';

type Step =
  | { name: 'email' }
  | { name: 'security'; question: string }
  | { name: 'verification'; delivery: CodeDelivery };

const UNABLE_TO_PROCESS = 'Unable to process your request. Please try again later.';
const UNABLE_TO_VERIFY = 'Unable to verify your answer. Please try again later.';

/** A 4xx carries the spec's message for the user; anything else is our fault or the network's. */
const userMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.isClientError ? errorMessage(error) : fallback;

/** Forgot Password: email → security question (if the account has one) → code generated → /verify-code. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const requestCode = async (securityAnswer?: string) => {
    const result = await authApi.forgot(email.trim(), securityAnswer);
    resetFlowMemory.email = email.trim();
    resetFlowMemory.securityAnswer = securityAnswer;
    setStep({ name: 'verification', delivery: result.delivery });
  };

  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (err) {
      const message = userMessage(err, fallback);
      setError(message);
      toast({ variant: 'destructive', title: 'Error', description: message });
    } finally {
      setBusy(false);
    }
  };

  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setError(AUTH_MESSAGES.invalidEmail);
    void run(async () => {
      const { question } = await authApi.securityQuestion(email.trim());
      if (question) setStep({ name: 'security', question });
      else await requestCode();
    }, UNABLE_TO_PROCESS);
  };

  const onAnswer = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) return setError(AUTH_MESSAGES.answerRequired);
    const tooLong = authLengthProblem({ securityAnswer: answer });
    if (tooLong) return setError(tooLong);
    void run(async () => {
      await authApi.verifySecurityAnswer(email.trim(), answer.trim());
      await requestCode(answer.trim());
    }, UNABLE_TO_VERIFY);
  };

  const footer = (
    <>
      Remembered it?{' '}
      <Link to="/signin" className="font-medium text-indigo-700 hover:underline">
        Back to sign in
      </Link>
    </>
  );

  if (step.name === 'verification') {
    return (
      <AuthLayout title="Check for your code" footer={footer}>
        <div className="flex flex-col gap-4">
          <Alert variant="success">
            <MailCheck aria-hidden="true" />
            <span>
              A verification code was generated for <strong>{email.trim()}</strong>.{' '}
              {deliveryHint(step.delivery)}
            </span>
          </Alert>
          <Button
            className="w-full"
            onClick={() =>
              navigate('/verify-code', { state: { email: email.trim(), delivery: step.delivery } })
            }
          >
            <KeyRound aria-hidden="true" />
            Continue to reset password
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (step.name === 'security') {
    return (
      <AuthLayout
        title="Answer your security question"
        subtitle="This confirms the account is yours."
        footer={footer}
      >
        <form noValidate onSubmit={onAnswer} className="flex flex-col gap-4">
          {error && <Alert variant="error">{error}</Alert>}
          <p className="flex items-start gap-2 rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-800">
            <ShieldQuestion className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden="true" />
            {step.question}
          </p>
          <div className="flex flex-col gap-2">
            <Label htmlFor="forgot-answer">Your answer</Label>
            <Input
              id="forgot-answer"
              autoComplete="off"
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <Spinner className="h-4 w-4" />}
            {busy ? 'Verifying...' : 'Verify Answer'}
          </Button>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your account's email and we will generate a 6-digit reset code."
      footer={footer}
    >
      <form noValidate onSubmit={onEmail} className="flex flex-col gap-4">
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex flex-col gap-2">
          <Label htmlFor="forgot-email">Email</Label>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy && <Spinner className="h-4 w-4" />}
          {busy ? 'Please wait...' : 'Send Reset Code'}
        </Button>
      </form>
    </AuthLayout>
  );
}
