import { useMutation } from '@tanstack/react-query';
import type {
  EmailCheckAnswer,
  EmailExistsAnswer,
  ForgotAnswer,
  OkAnswer,
  SecurityQuestionAnswer,
  SessionInfo,
} from '@recruit/core/schemas';
import { api } from '@/lib/api';
import { useSetSession } from '@/lib/session';

export type SignUpInput = {
  email: string;
  password: string;
  name: string;
  securityQuestion?: string;
  securityAnswer?: string;
};

export const authApi = {
  signIn: (body: { email: string; password: string }) => api.post<SessionInfo>('/api/auth/signin', body),
  signUp: (body: SignUpInput) => api.post<SessionInfo>('/api/auth/signup', body),
  signOut: () => api.post<OkAnswer>('/api/auth/signout'),
  checkEmail: (email: string) => api.post<EmailExistsAnswer>('/api/auth/check-email', { email }),
  verifyEmail: (email: string) => api.post<EmailCheckAnswer>('/api/auth/verify-email', { email }),
  securityQuestion: (email: string) =>
    api.post<SecurityQuestionAnswer>('/api/auth/security-question', { email }),
  verifySecurityAnswer: (email: string, answer: string) =>
    api.post<OkAnswer>('/api/auth/verify-security-answer', { email, answer }),
  forgot: (email: string, securityAnswer?: string) =>
    api.post<ForgotAnswer>('/api/auth/forgot', { email, securityAnswer }),
  verifyCode: (email: string, code: string) => api.post<OkAnswer>('/api/auth/verify-code', { email, code }),
  reset: (email: string, code: string, password: string) =>
    api.post<OkAnswer>('/api/auth/reset', { email, code, password }),
};

/** POST /api/auth/signin, then the session cache holds the new user. */
export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({ mutationFn: authApi.signIn, onSuccess: (session) => setSession(session) });
}

/** POST /api/auth/signup: the server signs the new user in. */
export function useSignUp() {
  const setSession = useSetSession();
  return useMutation({ mutationFn: authApi.signUp, onSuccess: (session) => setSession(session) });
}
