import { startFakeServer, type FakeServer } from './fake-server.js';

/** How the containers launched from now on run (PhantomBuster v2 container fields). */
export type FakeRunPlan = {
  /** How many GET /containers/fetch answers say 'running' before the container ends (default 0). */
  runningPolls?: number;
  /** The agent's exit code when it ends (default 0: a clean end). */
  exitCode?: number;
  /** Why it ended (default 'finished'; PhantomBuster also says 'killed', 'agent timeout', …). */
  endType?: string;
  /** What the container printed; null for nothing (fetch-output then answers 204). */
  output?: string | null;
};

export type PhantomBusterFake = FakeServer & {
  /** Base URL to give the client (…/api/v2). */
  baseUrl: string;
  agents: { id: string; name: string; script: string }[];
  /** Sets how the next launched containers run; reset() goes back to an at-once clean finish. */
  planRuns(plan: FakeRunPlan): void;
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

type Container = { agentId: string; url: string; plan: FakeRunPlan; polls: number; createdAt: number };

/**
 * Fake of PhantomBuster API v2: agents fetch-all, agents launch, containers fetch (status, exit code,
 * end type) and containers fetch-output ({output}: the console output so far while it runs, then the
 * plan's output, or 204 when the container printed nothing).
 */
export async function startPhantomBusterFake(opts: { apiKey: string }): Promise<PhantomBusterFake> {
  const agents = [{ id: '4242', name: 'Web Scraper', script: 'Web Scraper.js' }];
  const containers = new Map<string, Container>();
  let plan: FakeRunPlan = {};
  const ended = (c: Container) => c.polls > (c.plan.runningPolls ?? 0);
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
        containers.set(containerId, {
          agentId: body.id!,
          url: body.arguments?.url ?? '',
          plan: { ...plan },
          polls: 0,
          createdAt: Date.now(),
        });
        return { status: 200, body: { containerId } };
      }
      if (req.method === 'GET' && req.path === '/api/v2/containers/fetch') {
        const id = req.query.get('id') ?? '';
        const c = containers.get(id);
        if (!c) return { status: 404, body: { status: 'error', error: 'Container not found' } };
        c.polls += 1;
        const common = { id, createdAt: c.createdAt, launchedAt: c.createdAt, launchType: 'user api call' };
        if (!ended(c)) return { status: 200, body: { ...common, status: 'running' } };
        return {
          status: 200,
          body: {
            ...common,
            status: 'finished',
            endType: c.plan.endType ?? 'finished',
            exitCode: c.plan.exitCode ?? 0,
            endedAt: Date.now(),
          },
        };
      }
      if (req.method === 'GET' && req.path === '/api/v2/containers/fetch-output') {
        const c = containers.get(req.query.get('id') ?? '');
        if (!c) return { status: 404, body: { status: 'error', error: 'Container not found' } };
        const output =
          c.plan.output === undefined ? `Scraped ${c.url}\n[info] 1 page extracted` : c.plan.output;
        // While it runs, the console output so far (as PhantomBuster answers): one line per look.
        if (!ended(c))
          return {
            status: 200,
            body: {
              output: [
                '[info] Agent started',
                `[info] Opening ${c.url}`,
                ...Array.from({ length: c.polls }, (_, i) => `[info] Reading the page (${i + 1})`),
              ].join('\n'),
            },
          };
        return output ? { status: 200, body: { output } } : { status: 204 };
      }
      return undefined;
    },
  });
  const resetFailures = server.reset;
  return Object.assign(server, {
    baseUrl: `${server.url}/api/v2`,
    agents,
    planRuns(next: FakeRunPlan) {
      plan = next;
    },
    reset() {
      resetFailures();
      plan = {};
    },
  });
}
