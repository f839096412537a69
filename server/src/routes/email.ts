import type { FastifyInstance } from 'fastify';
import {
  emailComposeBody,
  emailTemplateBody,
  enrollBody,
  imapSettingsBody,
  sequenceBody,
  smtpSettingsBody,
  type Core,
} from '@recruit/core';
import * as z from 'zod';
import { parseBody, requireUser } from '../http.js';
import { startTicker } from '../ticker.js';

/** How often the server sends the campaign steps that fell due. */
export const EMAIL_TICK_EVERY_MS = 60_000;

const replyBody = z.object({ candidateId: z.string().max(100).default('') });
type Id = { Params: { id: string } };

/**
 * The Email screen (core.email, core.emailSequences, core.emailSettings): templates, preview and send,
 * the sent messages, the user's SMTP and IMAP settings, and campaigns (sequences) with enrolments, pause,
 * resume and replies. While the server runs, a timer sends due campaign steps (each exactly once,
 * also with several servers on one database: the core claims each step before sending it).
 */
export function emailRoutes(core: Core, opts: { sendsPerMinute?: number; tickEveryMs?: number } = {}) {
  return async (app: FastifyInstance) => {
    app.get('/api/email/templates', async (req) => {
      const s = await requireUser(core, req);
      return { templates: await core.email.listTemplates(s.userId) };
    });
    app.post('/api/email/templates', async (req) => {
      const s = await requireUser(core, req);
      return core.email.createTemplate(s.userId, parseBody(emailTemplateBody, req.body));
    });
    app.put<Id>('/api/email/templates/:id', async (req) => {
      const s = await requireUser(core, req);
      return core.email.updateTemplate(s.userId, req.params.id, parseBody(emailTemplateBody, req.body));
    });
    app.delete<Id>('/api/email/templates/:id', async (req) => {
      const s = await requireUser(core, req);
      await core.email.deleteTemplate(s.userId, req.params.id);
      return { ok: true };
    });

    app.post('/api/email/preview', async (req) => {
      const s = await requireUser(core, req);
      return core.email.preview(s.userId, parseBody(emailComposeBody, req.body));
    });
    app.post(
      '/api/email/send',
      { config: { rateLimit: { max: opts.sendsPerMinute ?? 30, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.email.send(s.userId, parseBody(emailComposeBody, req.body), { via: 'web' });
      },
    );
    app.get<{ Querystring: { candidateId?: string } }>('/api/email/messages', async (req) => {
      const s = await requireUser(core, req);
      const candidateId = typeof req.query.candidateId === 'string' ? req.query.candidateId : undefined;
      return { messages: await core.email.messages(s.userId, candidateId ? { candidateId } : {}) };
    });

    const settings = async (userId: string) => ({
      smtp: await core.emailSettings.status(userId),
      imap: await core.emailImap.status(userId),
      transport: await core.email.transportStatus(userId),
    });
    app.get('/api/email/settings', async (req) => settings((await requireUser(core, req)).userId));
    app.put('/api/email/settings/smtp', async (req) => {
      const s = await requireUser(core, req);
      await core.emailSettings.set(s.userId, parseBody(smtpSettingsBody, req.body));
      return settings(s.userId);
    });
    app.delete('/api/email/settings/smtp', async (req) => {
      const s = await requireUser(core, req);
      await core.emailSettings.clear(s.userId);
      return settings(s.userId);
    });

    // The IMAP inbox read for replies to campaigns (the password is never answered).
    app.put('/api/email/settings/imap', async (req) => {
      const s = await requireUser(core, req);
      await core.emailImap.set(s.userId, parseBody(imapSettingsBody, req.body));
      return settings(s.userId);
    });
    app.delete('/api/email/settings/imap', async (req) => {
      const s = await requireUser(core, req);
      await core.emailImap.clear(s.userId);
      return settings(s.userId);
    });
    app.post(
      '/api/email/settings/imap/test',
      { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await requireUser(core, req);
        return core.emailImap.test(s.userId);
      },
    );

    app.get('/api/email/sequences', async (req) => {
      const s = await requireUser(core, req);
      return { sequences: await core.emailSequences.list(s.userId) };
    });
    app.post('/api/email/sequences', async (req) => {
      const s = await requireUser(core, req);
      return core.emailSequences.create(s.userId, parseBody(sequenceBody, req.body));
    });
    app.get<Id>('/api/email/sequences/:id', async (req) => {
      const s = await requireUser(core, req);
      return core.emailSequences.get(s.userId, req.params.id);
    });
    app.delete<Id>('/api/email/sequences/:id', async (req) => {
      const s = await requireUser(core, req);
      await core.emailSequences.remove(s.userId, req.params.id);
      return { ok: true };
    });
    app.post<Id>('/api/email/sequences/:id/enroll', async (req) => {
      const s = await requireUser(core, req);
      return core.emailSequences.enroll(s.userId, req.params.id, parseBody(enrollBody, req.body));
    });
    app.post<Id>('/api/email/sequences/:id/pause', async (req) => {
      const s = await requireUser(core, req);
      return core.emailSequences.pause(s.userId, req.params.id);
    });
    app.post<Id>('/api/email/sequences/:id/resume', async (req) => {
      const s = await requireUser(core, req);
      return core.emailSequences.resume(s.userId, req.params.id);
    });
    app.post<Id>('/api/email/sequences/:id/reply', async (req) => {
      const s = await requireUser(core, req);
      return core.emailSequences.recordReply(
        s.userId,
        req.params.id,
        parseBody(replyBody, req.body).candidateId,
      );
    });

    // Each pass first reads replies from users' IMAP inboxes (a failure is logged, never stops the
    // pass; a user's own inbox error is kept on their settings), so a candidate who replied gets no
    // further step, then sends the steps due.
    startTicker(
      app,
      opts.tickEveryMs ?? EMAIL_TICK_EVERY_MS,
      async () => {
        await core.emailReplies
          .readReplies()
          .catch((e: unknown) => app.log.warn({ err: e }, 'reading campaign replies failed'));
        return core.emailSequences.runDue();
      },
      'email campaign tick failed',
    );
  };
}
