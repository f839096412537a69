import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AppError,
  KEY_MESSAGES,
  MISSING_TWILIO_CREDENTIALS,
  REQUEST_MESSAGES,
  TWILIO_MESSAGES,
  isAppError,
  keyValueBody,
  parseProviderId,
  providerCatalogue,
  twilioCredentialsBody,
  type Core,
  type KeyInput,
  type ProviderId,
} from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

type Params = { provider: string };

/**
 * Provider keys of the signed-in user: list (masked), save, remove, test, and the providers'
 * status. A whole key never goes back over HTTP: only the masked form (first 4, '...', last 4).
 */
export function keyRoutes(core: Core, testsPerMinute = 30) {
  /** The signed-in user; for save and delete the spec's own 'User must be authenticated …'. */
  const signedIn = async (req: FastifyRequest, message?: string) => {
    try {
      return await requireUser(core, req);
    } catch (e) {
      if (message && isAppError(e) && e.kind === 'unauthenticated') {
        throw new AppError('unauthenticated', e.code, message);
      }
      throw e;
    }
  };

  /**
   * Saves a key. The telephony rules are AppErrors with the spec's title: the error handler answers
   * 400 with title and message. A Twilio body that is not three strings is the spec's 'Missing Information'.
   */
  const save = async (userId: string, provider: ProviderId, body: unknown) => {
    let value: KeyInput;
    try {
      value =
        provider === 'twilio'
          ? parseBody(twilioCredentialsBody.loose(), body ?? {})
          : provider === 'openai'
            ? parseBody(keyValueBody(provider), body ?? {})
            : parseBody(keyValueBody(provider), body ?? {}).value;
    } catch (e) {
      // A credential that is not text, or a body that is no object; an over-long one keeps its message.
      const tooLong = isAppError(e) && (Object.values(REQUEST_MESSAGES) as string[]).includes(e.message);
      if (provider === 'twilio' && isAppError(e) && e.code === 'invalid_request' && !tooLong) {
        throw new AppError('validation', 'missing_information', MISSING_TWILIO_CREDENTIALS, {
          title: TWILIO_MESSAGES.missingInformation,
        });
      }
      throw e;
    }
    return core.keys.save(userId, provider, value);
  };

  return async (app: FastifyInstance) => {
    app.get('/api/keys', async (req) => {
      const s = await signedIn(req);
      return { keys: await core.keys.list(s.userId) };
    });

    app.get<{ Params: Params }>('/api/keys/:provider', async (req) => {
      const s = await signedIn(req);
      return core.keys.status(s.userId, parseProviderId(req.params.provider));
    });

    app.put<{ Params: Params }>('/api/keys/:provider', async (req) => {
      const s = await signedIn(req, KEY_MESSAGES.saveNeedsUser);
      return save(s.userId, parseProviderId(req.params.provider), req.body);
    });

    app.delete<{ Params: Params }>('/api/keys/:provider', async (req) => {
      const s = await signedIn(req, KEY_MESSAGES.deleteNeedsUser);
      return core.keys.remove(s.userId, parseProviderId(req.params.provider));
    });

    app.post<{ Params: Params }>(
      '/api/keys/:provider/test',
      { config: { rateLimit: { max: testsPerMinute, timeWindow: '1 minute' } } },
      async (req) => {
        const s = await signedIn(req);
        return core.keys.test(s.userId, parseProviderId(req.params.provider));
      },
    );

    // The status banner and the Integration Assistant: the real count of configured providers.
    app.get('/api/providers/status', async (req) => {
      const s = await signedIn(req);
      const keys = new Map((await core.keys.list(s.userId)).map((k) => [k.provider, k]));
      const providers = providerCatalogue.map((p) => ({
        ...p,
        configured: keys.get(p.id)?.configured ?? false,
        masked: keys.get(p.id)?.masked ?? null,
      }));
      return {
        configured: providers.filter((p) => p.configured).length,
        total: providers.length,
        providers,
      };
    });

    // The spec's GET/POST /api/secrets/phantombuster-api-key. Deviation: the spec's GET returns the
    // value; here it returns only {configured, masked}, because a whole key never leaves the server.
    app.get('/api/secrets/phantombuster-api-key', async (req) => {
      const s = await signedIn(req);
      const { configured, masked } = await core.keys.status(s.userId, 'phantombuster');
      return { configured, masked };
    });

    app.post('/api/secrets/phantombuster-api-key', async (req) => {
      const s = await signedIn(req, KEY_MESSAGES.saveNeedsUser);
      return save(s.userId, 'phantombuster', req.body);
    });
  };
}
