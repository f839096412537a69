// An RDAP server (RFC 9083) on 127.0.0.1 for domain tests: RECRUIT_RDAP_BASE_URL points at it.
// Known names answer a domain object; unknown names answer 404 (available); names set to 'down'
// answer 503.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RdapFakeDomain = { registrar: string; expires: string; status?: string[] } | 'down';

export type RdapFake = {
  baseUrl: string;
  domains: Map<string, RdapFakeDomain>;
  /** Names asked for, in order. */
  asked: string[];
  close(): Promise<void>;
};

/** The RDAP domain object a registry such as Verisign answers. */
export const rdapDomain = (name: string, d: { registrar: string; expires: string; status?: string[] }) => ({
  objectClassName: 'domain',
  ldhName: name.toUpperCase(),
  status: d.status ?? ['client transfer prohibited'],
  events: [
    { eventAction: 'registration', eventDate: '2010-01-01T00:00:00Z' },
    { eventAction: 'expiration', eventDate: d.expires },
  ],
  entities: [
    {
      objectClassName: 'entity',
      roles: ['registrar'],
      vcardArray: [
        'vcard',
        [
          ['version', {}, 'text', '4.0'],
          ['fn', {}, 'text', d.registrar],
        ],
      ],
    },
  ],
  rdapConformance: ['rdap_level_0'],
});

export async function startRdapFake(initial: Record<string, RdapFakeDomain> = {}): Promise<RdapFake> {
  const domains = new Map(Object.entries(initial));
  const asked: string[] = [];
  const server = createServer((req, res) => {
    const m = /^\/domain\/([^/?]+)$/.exec(req.url ?? '');
    if (!m) {
      res.writeHead(400, { 'content-type': 'application/rdap+json' });
      return res.end(JSON.stringify({ errorCode: 400, title: 'Bad request' }));
    }
    const name = decodeURIComponent(m[1]!).toLowerCase();
    asked.push(name);
    const d = domains.get(name);
    if (d === 'down') {
      res.writeHead(503);
      return res.end();
    }
    if (!d) {
      res.writeHead(404, { 'content-type': 'application/rdap+json' });
      return res.end(JSON.stringify({ errorCode: 404, title: 'Not Found' }));
    }
    res.writeHead(200, { 'content-type': 'application/rdap+json' });
    res.end(JSON.stringify(rdapDomain(name, d)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    domains,
    asked,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
