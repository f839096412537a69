import type { FastifyError, FastifyInstance } from 'fastify';
import { httpStatusOf, isAppError, type ApiErrorBody } from '@recruit/core';

export const GENERIC_ERROR = 'Something went wrong on our side. Please try again.';

/**
 * The one place that writes an error body: `{ error: { code, message, title? } }` (apiErrorSchema in
 * core/schemas, which the web UI reads). Routes throw AppError; its kind gives the status, its title
 * the toast's heading. 5xx details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (isAppError(err)) {
      const status = httpStatusOf(err.kind);
      const retryAfter = err.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      if (status >= 500) req.log.warn({ code: err.code }, err.message);
      const body: ApiErrorBody = {
        error: { code: err.code, message: err.message, ...(err.title ? { title: err.title } : {}) },
      };
      return reply.status(status).send(body);
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
      });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON'
          : err.message;
      return reply
        .status(status)
        .send({ error: { code: (err.code ?? 'bad_request').toLowerCase(), message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: GENERIC_ERROR } });
  });
}
