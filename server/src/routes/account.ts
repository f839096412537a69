import type { FastifyInstance } from 'fastify';
import {
  changePasswordBody,
  securityQuestionBody,
  type AccountDeleted,
  type AccountSettings,
  type Core,
  type PasswordChanged,
} from '@recruit/core';
import { clearSessionCookie, parseBody, requireUser, sessionToken } from '../http.js';

/**
 * The signed-in user's own account (Settings and Profile): settings, profile, preferences, password,
 * security question, "Export my data" and Delete Account. core/src/accounts does the work.
 */
export function accountRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get('/api/account/settings', async (req): Promise<AccountSettings> => {
      const s = await requireUser(core, req);
      return core.settings.get(s.userId);
    });

    app.put('/api/account/profile', async (req): Promise<AccountSettings> => {
      const s = await requireUser(core, req);
      return core.settings.saveProfile(s.userId, req.body);
    });

    app.put('/api/account/preferences', async (req): Promise<AccountSettings> => {
      const s = await requireUser(core, req);
      return core.settings.savePreferences(s.userId, req.body);
    });

    // The password change of Settings and Profile: this session stays, every other one ends.
    app.post('/api/account/password', async (req): Promise<PasswordChanged> => {
      const s = await requireUser(core, req);
      const body = parseBody(changePasswordBody, req.body);
      const { endedSessions } = await core.settings.changePassword(s.userId, body, sessionToken(req));
      return { ok: true, endedSessions };
    });

    app.put('/api/account/security-question', async (req): Promise<AccountSettings> => {
      const s = await requireUser(core, req);
      await core.accounts.setSecurityQuestion(s.userId, parseBody(securityQuestionBody, req.body));
      return core.settings.get(s.userId);
    });

    // "Export my data": one JSON document, downloaded as a file.
    app.get('/api/account/export', async (req, reply) => {
      const s = await requireUser(core, req);
      const data = await core.settings.exportData(s.userId);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="recruit-export-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    });

    // Delete Account: the typed email must be the account's; the session ends with everything else.
    app.post('/api/account/delete', async (req, reply): Promise<AccountDeleted> => {
      const s = await requireUser(core, req);
      const removed = await core.settings.deleteAccount(s.userId, req.body);
      clearSessionCookie(reply);
      return { ok: true, removed };
    });
  };
}
