import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  AppError,
  emailBody,
  emailLookupBody,
  forgotBody,
  resetBody,
  securityAnswerBody,
  signInBody,
  signUpBody,
  verifyCodeBody,
  type Core,
} from '@recruit/core';
import { clearSessionCookie, parseBody, sessionInfo, sessionToken, setSessionCookie } from '../http.js';
import type { RateLimits } from '../rate-limits.js';

export function authRoutes(core: Core, limits: RateLimits) {
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  return async (app: FastifyInstance) => {
    app.post('/api/auth/signup', { config: limit(limits.signup) }, async (req, reply) => {
      const body = parseBody(signUpBody, req.body);
      const s = await core.accounts.register(body);
      setSessionCookie(req, reply, s.token, s.expiresAt);
      return reply.status(201).send(await sessionInfo(core, s));
    });

    app.post('/api/auth/signin', { config: limit(limits.signin) }, async (req, reply) => {
      const body = parseBody(signInBody, req.body);
      const s = await core.accounts.login(body.email, body.password);
      setSessionCookie(req, reply, s.token, s.expiresAt);
      return sessionInfo(core, s);
    });

    app.post('/api/auth/signout', async (req, reply) => {
      await core.accounts.logout(sessionToken(req));
      clearSessionCookie(reply);
      return { ok: true };
    });

    app.get('/api/auth/session', async (req, reply) => {
      const token = sessionToken(req);
      const s = await core.accounts.getSession(token);
      if (!s) {
        if (token) clearSessionCookie(reply);
        return { user: null };
      }
      return sessionInfo(core, s);
    });

    app.post('/api/auth/check-email', { config: limit(limits.lookup) }, async (req) => {
      const { email } = parseBody(emailLookupBody, req.body);
      return { exists: await core.accounts.checkUserExists(email) };
    });

    app.post('/api/auth/verify-email', { config: limit(limits.lookup) }, async (req) => {
      const { email } = parseBody(emailLookupBody, req.body);
      return core.accounts.verifyEmail(email);
    });

    app.post('/api/auth/security-question', { config: limit(limits.lookup) }, async (req) => {
      const { email } = parseBody(emailBody, req.body);
      return { question: await core.accounts.getSecurityQuestion(email) };
    });

    app.post('/api/auth/verify-security-answer', { config: limit(limits.verify) }, async (req) => {
      const { email, answer } = parseBody(securityAnswerBody, req.body);
      if (!(await core.accounts.verifySecurityAnswer(email, answer))) {
        throw new AppError('validation', 'incorrect_answer', AUTH_MESSAGES.incorrectAnswer);
      }
      return { ok: true };
    });

    app.post('/api/auth/forgot', { config: limit(limits.forgot) }, async (req) => {
      const { email, securityAnswer } = parseBody(forgotBody, req.body);
      const { delivery } = await core.accounts.requestPasswordReset(email, securityAnswer);
      return { ok: true, delivery };
    });

    app.post('/api/auth/verify-code', { config: limit(limits.verify) }, async (req) => {
      const { email, code } = parseBody(verifyCodeBody, req.body);
      await core.accounts.verifyResetCode(email, code);
      return { ok: true };
    });

    app.post('/api/auth/reset', { config: limit(limits.verify) }, async (req, reply) => {
      const { email, code, password } = parseBody(resetBody, req.body);
      await core.accounts.resetPassword(email, code, password);
      clearSessionCookie(reply);
      return { ok: true };
    });
  };
}
