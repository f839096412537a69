import { bearerOf, startFakeServer, type FakeServer } from './fake-server.js';

export type DomainFake = FakeServer & { baseUrl: string };

const errorBody = (status: number) => ({
  message:
    status === 401
      ? 'Unauthorized'
      : status === 429
        ? 'Rate limit exceeded'
        : status === 404
          ? 'Not found'
          : 'Internal error',
});

const catalogue = [
  { id: 'd1', domain: 'talenthub.com', expiry_date: '2026-03-01', status: 'registered' },
  { id: 'd2', domain: 'talenthub.io', expiry_date: null, status: 'available', price: 39 },
  { id: 'd3', domain: 'talenthub.net', expiry_date: '2024-01-10', status: 'expired', price: 12.5 },
];

/** Fake of the domain provider contract in core/src/providers/domains.ts. */
export async function startDomainFake(opts: { apiKey: string }): Promise<DomainFake> {
  const monitored: {
    id: string;
    domain: string;
    registrar: string;
    expiry_date: string | null;
    status: string;
  }[] = [];
  const server = await startFakeServer({
    errorBody,
    authorize: (req) => bearerOf(req) === opts.apiKey,
    handler: (req) => {
      if (req.method === 'GET' && req.path === '/v1/team') {
        return { status: 200, body: { id: 't1', name: 'Recruit Team', members: 3, plan: 'pro' } };
      }
      if (req.method === 'GET' && req.path === '/v1/domains/search') {
        const q = (req.query.get('q') ?? '').toLowerCase();
        const tld = req.query.get('tld');
        const domains = catalogue.filter(
          (d) => d.domain.includes(q) && (!tld || d.domain.endsWith(`.${tld}`)),
        );
        return { status: 200, body: { domains } };
      }
      if (req.method === 'GET' && req.path === '/v1/domains/monitored')
        return { status: 200, body: { domains: monitored } };
      if (req.method === 'POST' && req.path === '/v1/domains/monitored') {
        const { domain } = req.body as { domain?: string };
        if (!domain || !domain.includes('.'))
          return { status: 422, body: { message: 'Invalid domain name' } };
        const known = catalogue.find((d) => d.domain === domain);
        const entry = {
          id: `m${monitored.length + 1}`,
          domain,
          registrar: 'Example Registrar',
          expiry_date: known?.expiry_date ?? null,
          status: known?.status ?? 'registered',
        };
        monitored.push(entry);
        return { status: 201, body: entry };
      }
      return undefined;
    },
  });
  return Object.assign(server, { baseUrl: `${server.url}/v1` });
}
