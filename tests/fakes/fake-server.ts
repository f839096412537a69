import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake saw it. */
export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
  /** Parsed JSON, or the form fields for application/x-www-form-urlencoded bodies. */
  body: unknown;
};

export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };

/** Route handler of a fake: answers a recorded request, or undefined for 404. */
export type FakeHandler = (req: RecordedRequest) => FakeReply | undefined;

/** Failure modes a test can switch on: an HTTP status in the provider's error format, or no answer. */
export type FakeFailure = { kind: 'status'; status: number } | { kind: 'hang' };

export type FakeServer = {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Answer the next `times` requests (default: all) with this status, in the provider's error shape. */
  failWith(status: number, times?: number): void;
  /** Never answer the next `times` requests (default: all). */
  hang(times?: number): void;
  /** Back to normal answers; keeps recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

type Options = {
  /** Body of an error answer in the provider's wire format. */
  errorBody: (status: number) => unknown;
  /** When set, requests failing this check get a 401 in the provider's format. */
  authorize?: (req: RecordedRequest) => boolean;
  handler: FakeHandler;
};

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (!raw) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Starts a fake provider on 127.0.0.1, port 0. */
export async function startFakeServer(opts: Options): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  let failure: { mode: FakeFailure; remaining: number } | undefined;
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, reply: FakeReply) => {
    const isText = typeof reply.body === 'string';
    res.writeHead(reply.status, {
      'content-type': isText ? 'text/plain' : 'application/json',
      ...(reply.status === 429 ? { 'retry-after': '1' } : {}),
      ...reply.headers,
    });
    res.end(reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody,
        body: parseBody(rawBody, req.headers['content-type']),
      };
      requests.push(recorded);
      if (failure && failure.remaining > 0) {
        const mode = failure.mode;
        failure.remaining -= 1;
        if (mode.kind === 'hang') {
          hanging.add(res);
          return;
        }
        send(res, { status: mode.status, body: opts.errorBody(mode.status) });
        return;
      }
      if (opts.authorize && !opts.authorize(recorded)) {
        send(res, { status: 401, body: opts.errorBody(401) });
        return;
      }
      let reply: FakeReply | undefined;
      try {
        reply = opts.handler(recorded);
      } catch (e) {
        reply = { status: 500, body: { message: e instanceof Error ? e.message : String(e) } };
      }
      send(res, reply ?? { status: 404, body: opts.errorBody(404) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    failWith(status, times = Number.POSITIVE_INFINITY) {
      failure = { mode: { kind: 'status', status }, remaining: times };
    },
    hang(times = Number.POSITIVE_INFINITY) {
      failure = { mode: { kind: 'hang' }, remaining: times };
    },
    reset() {
      failure = undefined;
    },
    async close() {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Value of a bearer Authorization header, if any. */
export const bearerOf = (req: RecordedRequest): string | undefined => {
  const h = req.headers.authorization;
  return typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7) : undefined;
};
