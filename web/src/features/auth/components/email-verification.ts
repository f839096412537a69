import { useCallback, useRef, useState } from 'react';
import { AUTH_MESSAGES, isValidEmail } from '@recruit/core/schemas';
import { authApi } from '../api/auth.js';

export type VerificationState =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'verified' }
  | { status: 'failed'; message: string };

/** The sign-up email check: idle → verifying → verified | failed; editing resets to idle. */
export function useEmailVerification() {
  const [state, setState] = useState<VerificationState>({ status: 'idle' });
  const latest = useRef('');

  const reset = useCallback(() => {
    latest.current = '';
    setState({ status: 'idle' });
  }, []);

  /** Checks the address on the server; resolves true when it is deliverable. */
  const verify = useCallback(async (email: string): Promise<boolean> => {
    const value = email.trim();
    if (!isValidEmail(value)) {
      setState({ status: 'failed', message: AUTH_MESSAGES.invalidEmail });
      return false;
    }
    latest.current = value;
    setState({ status: 'verifying' });
    try {
      const answer = await authApi.verifyEmail(value);
      if (latest.current !== value) return false;
      setState(
        answer.valid
          ? { status: 'verified' }
          : { status: 'failed', message: answer.message ?? AUTH_MESSAGES.emailNotVerified },
      );
      return answer.valid;
    } catch {
      if (latest.current !== value) return false;
      setState({ status: 'failed', message: AUTH_MESSAGES.emailNotVerified });
      return false;
    }
  }, []);

  return { state, verify, reset };
}
