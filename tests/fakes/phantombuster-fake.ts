import { startFakeServer, type FakeServer } from './fake-server.js';

export type PhantomBusterFake = FakeServer & {
  /** Base URL to give the client (…/api/v2). */
  baseUrl: string;
  agents: { id: string; name: string; script: string }[];
};

const errorBody = (status: number) => ({
  status: 'error',
  error:
    status === 401
      ? 'Unauthorized'
      : status === 429
        ? 'Too many requests'
        : status === 404
          ? 'Not found'
          : 'Internal error',
});

/** Fake of PhantomBuster API v2: agents fetch-all, agents launch, containers fetch-output. */
export async function startPhantomBusterFake(opts: { apiKey: string }): Promise<PhantomBusterFake> {
  const agents = [{ id: '4242', name: 'Web Scraper', script: 'Web Scraper.js' }];
  const containers = new Map<string, { agentId: string; url: string }>();
  const server = await startFakeServer({
    errorBody,
    authorize: (req) => req.headers['x-phantombuster-key-1'] === opts.apiKey,
    handler: (req) => {
      if (req.method === 'GET' && req.path === '/api/v2/agents/fetch-all') {
        return {
          status: 200,
          body: agents.map((a) => ({ ...a, orgName: 'recruit', lastEndStatus: 'finished' })),
        };
      }
      if (req.method === 'POST' && req.path === '/api/v2/agents/launch') {
        const body = req.body as { id?: string; arguments?: { url?: string } };
        if (!agents.some((a) => a.id === body.id))
          return { status: 400, body: { status: 'error', error: 'Agent not found' } };
        const containerId = String(7_000_000_000 + containers.size + 1);
        containers.set(containerId, { agentId: body.id!, url: body.arguments?.url ?? '' });
        return { status: 200, body: { containerId } };
      }
      if (req.method === 'GET' && req.path === '/api/v2/containers/fetch-output') {
        const c = containers.get(req.query.get('id') ?? '');
        if (!c) return { status: 404, body: { status: 'error', error: 'Container not found' } };
        return {
          status: 200,
          body: {
            status: 'finished',
            output: `Scraped ${c.url}\n[info] 1 page extracted`,
            isAgentRunning: false,
          },
        };
      }
      return undefined;
    },
  });
  return Object.assign(server, { baseUrl: `${server.url}/api/v2`, agents });
}
