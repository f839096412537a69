import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type Core, type SessionInfo } from '@recruit/core';

export const SESSION_COOKIE = 'recruit_session';

/** Parses a body with a zod schema; the first issue's message is the user's error. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Invalid request';
    throw new AppError('validation', 'invalid_request', message);
  }
  return result.data;
}

/** The session token from the cookie or an `Authorization: Bearer` header (scripts). */
export function sessionToken(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  return req.cookies[SESSION_COOKIE] || undefined;
}

/** The signed-in user, or a 401 'Please sign in to continue'. */
export const requireUser = (core: Core, req: FastifyRequest) =>
  core.accounts.requireSession(sessionToken(req));

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    path: '/',
    expires: new Date(expiresAt),
  });
}

export const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

/** What the web UI and scripts get for a session: user, expiry and the plan in force. */
export async function sessionInfo(
  core: Core,
  s: { userId: string; user: SessionInfo['user']; expiresAt: string },
): Promise<SessionInfo> {
  const [plan, settings] = await Promise.all([core.plans.getPlan(s.userId), core.settings.get(s.userId)]);
  return {
    user: s.user,
    appearance: settings.preferences.appearance,
    expiresAt: s.expiresAt,
    subscription: plan,
  };
}
