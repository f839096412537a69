import type { FastifyInstance } from 'fastify';
import { AppError, CHAT_MESSAGES, chatBody, isAppError, type ChatEvent, type Core } from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

type Params = { id: string };

/** The spec's title of a failure that has none of its own. */
const eventOf = (e: unknown): ChatEvent => {
  const err = isAppError(e)
    ? e
    : new AppError('internal', 'chat_failed', CHAT_MESSAGES.errorToast, { title: CHAT_MESSAGES.failed });
  return { type: 'error', code: err.code, title: err.title ?? CHAT_MESSAGES.failed, message: err.message };
};

/**
 * The assistant (core.chat): POST /api/chat {message, conversationId?} answers the reply as JSON, or,
 * with `Accept: text/event-stream`, streams it as server-sent events (start, delta…, done | error).
 * A refusal before the model answers (no sign-in, 'Message Required', 'AI Model Required', the plan)
 * is an ordinary error answer; a failure once streaming is an `error` event. The conversations:
 * GET /api/chat/conversations, GET and DELETE /api/chat/conversations/:id.
 */
export function chatRoutes(core: Core, messagesPerMinute = 30) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/chat',
      { config: { rateLimit: { max: messagesPerMinute, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const s = await requireUser(core, req);
        const body = parseBody(chatBody, req.body);
        if (!(req.headers.accept ?? '').includes('text/event-stream')) return core.chat.send(s.userId, body);

        const abort = new AbortController();
        let started = false;
        const write = (e: ChatEvent) => {
          if (!reply.raw.writableEnded && !reply.raw.destroyed)
            reply.raw.write(`data: ${JSON.stringify(e)}\n\n`);
        };
        // The client went away before the end: stop the model (nothing is saved).
        reply.raw.on('close', () => {
          if (!reply.raw.writableEnded) abort.abort();
        });
        try {
          const result = await core.chat.send(s.userId, body, {
            signal: abort.signal,
            onStart: (info) => {
              started = true;
              reply.hijack();
              reply.raw.writeHead(200, {
                ...(reply.getHeaders() as Record<string, string>),
                'content-type': 'text/event-stream; charset=utf-8',
                'cache-control': 'no-cache, no-transform',
                'x-accel-buffering': 'no',
                connection: 'keep-alive',
              });
              write({ type: 'start', ...info });
            },
            onDelta: (text) => write({ type: 'delta', text }),
          });
          write({ type: 'done', conversationId: result.conversationId, reply: result.reply });
        } catch (e) {
          if (!started) throw e;
          write(eventOf(e));
        }
        reply.raw.end();
        return reply;
      },
    );

    app.get('/api/chat/conversations', async (req) => {
      const s = await requireUser(core, req);
      return { conversations: await core.chat.list(s.userId) };
    });

    app.get<{ Params: Params }>('/api/chat/conversations/:id', async (req) => {
      const s = await requireUser(core, req);
      return core.chat.get(s.userId, req.params.id);
    });

    app.delete<{ Params: Params }>('/api/chat/conversations/:id', async (req) => {
      const s = await requireUser(core, req);
      return core.chat.remove(s.userId, req.params.id);
    });
  };
}
