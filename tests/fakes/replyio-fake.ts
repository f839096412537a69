import { bearerOf, startFakeServer, type FakeServer } from './fake-server.js';

export type ReplyIoFake = FakeServer & { sent: { to: string; subject: string; content: string }[] };

const errorBody = (status: number) => ({
  error:
    status === 401 ? 'Invalid API key' : status === 429 ? 'API rate limit exceeded' : 'Internal server error',
});

/** Fake of the Reply.io actions we use: sendEmail (bearer key) and the campaigns list. */
export async function startReplyIoFake(opts: { apiKey: string }): Promise<ReplyIoFake> {
  const sent: ReplyIoFake['sent'] = [];
  const server = await startFakeServer({
    errorBody,
    authorize: (req) => bearerOf(req) === opts.apiKey,
    handler: (req) => {
      if (req.method === 'GET' && req.path === '/v1/campaigns') return { status: 200, body: [] };
      if (req.method === 'POST' && req.path === '/v1/actions/sendEmail') {
        const b = req.body as { to?: string; subject?: string; content?: string };
        if (!b.to || !/^[^@\s]+@[^@\s]+$/.test(b.to))
          return { status: 400, body: { error: 'Invalid recipient email' } };
        sent.push({ to: b.to, subject: b.subject ?? '', content: b.content ?? '' });
        return { status: 200, body: { status: 'queued', id: sent.length } };
      }
      return undefined;
    },
  });
  return Object.assign(server, { sent });
}
