import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalScraper } from './local-scraper.js';
import { publicAddressesAnd, publicAddressesOnly, type Resolver } from './safe-fetch.js';

const PAGE = `<!doctype html><html><head>
<title>Senior Engineer at Acme</title>
<meta name="description" content="Join Acme's platform team.">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"JobPosting","title":"Senior Engineer","hiringOrganization":{"@type":"Organization","name":"Acme"}},
 {"@type":"Person","name":"Grace Hopper","jobTitle":"Recruiter"}]}</script>
<script type="application/ld+json">{ broken</script>
</head><body>
<nav><a href="/jobs">Jobs</a> <a href="https://www.linkedin.com/in/grace-hopper">Grace on LinkedIn</a>
<a href="https://github.com/acme">GitHub</a> <a href="mailto:Jobs@Acme.example?subject=hi">Mail us</a></nav>
<article><h1>Senior Engineer</h1>
<p>Acme is hiring a senior engineer to build the platform that thousands of recruiters use every day.
You will work with a small team on the scraping, parsing and search services, and you will own them.</p>
<p>Questions? Write to talent@acme.example or call +1 415 555 0132. We answer every message within a day,
and every candidate hears back from a person, not a template.</p></article>
</body></html>`;

type Hit = { url: string; headers: IncomingMessage['headers'] };

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host, ipv6Only: false }, () => resolve((server.address() as AddressInfo).port));
  });
}

let fixture: Server;
let canary: Server;
let F: number; // the fixture site's port (allowed by the test policy)
let C: number; // the canary's port (never allowed)
const fixtureHits: Hit[] = [];
const canaryHits: Hit[] = [];
/** Called with each request /slow holds (it never answers). */
let onSlow: (req: IncomingMessage) => void = () => undefined;

beforeAll(async () => {
  fixture = createServer((req: IncomingMessage, res: ServerResponse) => {
    fixtureHits.push({ url: req.url ?? '', headers: req.headers });
    const url = req.url ?? '/';
    const send = (
      status: number,
      type: string,
      body: string | Buffer,
      extra: Record<string, string> = {},
    ) => {
      res.writeHead(status, { 'content-type': type, ...extra });
      res.end(body);
    };
    if (url === '/robots.txt') return send(200, 'text/plain', 'User-agent: *\nDisallow: /private\n');
    if (url === '/job') return send(200, 'text/html; charset=utf-8', PAGE);
    if (url === '/job.gz') return send(200, 'text/html', gzipSync(PAGE), { 'content-encoding': 'gzip' });
    if (url === '/private/page') return send(200, 'text/html', '<title>secret</title>');
    if (url === '/api.json')
      return send(200, 'application/json', JSON.stringify({ '@type': 'JobPosting', title: 'Data Engineer' }));
    if (url === '/image.png') return send(200, 'image/png', Buffer.alloc(100));
    if (url === '/big') return send(200, 'text/html', Buffer.alloc(2_000_000, 0x61));
    if (url === '/bomb')
      return send(200, 'text/html', gzipSync(Buffer.alloc(8_000_000, 0x61)), { 'content-encoding': 'gzip' });
    if (url === '/slow') return onSlow(req); // never answers
    if (url === '/hop/to-job') return send(302, 'text/html', '', { location: '/job' });
    const loop = /^\/loop\/(\d+)$/.exec(url);
    if (loop) return send(302, 'text/html', '', { location: `/loop/${Number(loop[1]) + 1}` });
    const to = /^\/redirect\?to=(.*)$/.exec(url);
    if (to) return send(302, 'text/html', '', { location: decodeURIComponent(to[1]!) });
    send(404, 'text/html', 'not found');
  });
  canary = createServer((req, res) => {
    canaryHits.push({ url: req.url ?? '', headers: req.headers });
    res.end('canary');
  });
  F = await listen(fixture, '127.0.0.1');
  // Dual-stack when the machine has IPv6, so [::1] and mapped forms would reach it too.
  C = await listen(canary, '::').catch(() => listen(canary, '127.0.0.1'));
});
afterAll(async () => {
  fixture.closeAllConnections();
  canary.closeAllConnections();
  await Promise.all([new Promise((r) => fixture.close(r)), new Promise((r) => canary.close(r))]);
});
beforeEach(() => {
  fixtureHits.length = 0;
  canaryHits.length = 0;
});

/** Names only the tests know: canary.test resolves to loopback; everything else is not found. */
const names: Record<string, string[]> = {
  'canary.test': ['127.0.0.1'],
  'mixed.test': ['8.8.8.8', '10.0.0.5'],
};
const testResolver: Resolver = async (host) => {
  const a = names[host];
  if (!a) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return a;
};

const scraperFor = (extra: Parameters<typeof createLocalScraper>[0] = {}) =>
  createLocalScraper({
    policy: publicAddressesAnd([`127.0.0.1:${F}`]),
    resolver: testResolver,
    limits: { connectTimeoutMs: 500, totalTimeoutMs: 2_000, maxBodyBytes: 1_000_000 },
    ...extra,
  });

describe('local scraper on the fixture site', () => {
  it('extracts title, description, main text, links, emails, phones, social profiles and JSON-LD', async () => {
    const s = scraperFor();
    const { extract, redirects } = await s.scrape(`http://127.0.0.1:${F}/hop/to-job`);
    await s.close();
    expect(redirects).toEqual([`http://127.0.0.1:${F}/job`]);
    expect(extract.url).toBe(`http://127.0.0.1:${F}/job`);
    expect(extract.title).toBe('Senior Engineer at Acme');
    expect(extract.description).toBe("Join Acme's platform team.");
    expect(extract.text).toContain('Acme is hiring a senior engineer');
    expect(extract.links.map((l) => l.href)).toContain(`http://127.0.0.1:${F}/jobs`);
    expect(extract.emails).toEqual(['jobs@acme.example', 'talent@acme.example']);
    expect(extract.phones).toEqual(['+1 415 555 0132']);
    expect(extract.socialProfiles).toEqual([
      { network: 'linkedin', url: 'https://www.linkedin.com/in/grace-hopper' },
      { network: 'github', url: 'https://github.com/acme' },
    ]);
    expect(extract.jobPostings).toMatchObject([{ title: 'Senior Engineer' }]);
    expect(extract.people).toMatchObject([{ name: 'Grace Hopper' }]);
    // robots.txt was read first, with a user-agent naming the product.
    expect(fixtureHits[0]!.url).toBe('/robots.txt');
    expect(fixtureHits[0]!.headers['user-agent']).toMatch(/^RecruitBot\//);
  });

  it('reads gzip bodies and JSON, and refuses other content types unread', async () => {
    const s = scraperFor();
    expect((await s.scrape(`http://127.0.0.1:${F}/job.gz`)).extract.title).toBe('Senior Engineer at Acme');
    expect((await s.scrape(`http://127.0.0.1:${F}/api.json`)).extract.jobPostings).toMatchObject([
      { title: 'Data Engineer' },
    ]);
    await expect(s.scrape(`http://127.0.0.1:${F}/image.png`)).rejects.toMatchObject({
      code: 'not_a_page',
      message: 'The URL answered with image/png, not a web page (HTML or JSON).',
    });
    await s.close();
  });

  it('honours robots.txt', async () => {
    const s = scraperFor();
    await expect(s.scrape(`http://127.0.0.1:${F}/private/page`)).rejects.toMatchObject({
      code: 'robots_disallowed',
      message: "The website's robots.txt does not allow scraping this page.",
    });
    expect(fixtureHits.map((h) => h.url)).toEqual(['/robots.txt']);
    await s.close();
  });

  it('caps the body (decompressed too), the redirects and the time', async () => {
    const s = scraperFor({ robots: false });
    await expect(s.scrape(`http://127.0.0.1:${F}/big`)).rejects.toMatchObject({ code: 'too_large' });
    await expect(s.scrape(`http://127.0.0.1:${F}/bomb`)).rejects.toMatchObject({ code: 'too_large' });
    await expect(s.scrape(`http://127.0.0.1:${F}/loop/0`)).rejects.toMatchObject({
      code: 'too_many_redirects',
      message: 'The page redirected more than 5 times.',
    });
    expect(fixtureHits.filter((h) => h.url.startsWith('/loop/'))).toHaveLength(6);
    await s.close();
  });

  it('caps the time: when the time limit runs out, a page that never answers is given up', async () => {
    // The limit's signal is the test's to fire (no clock: the test does not wait for the limit, nor
    // measure how long it took). A limit of a minute, so that no other timeout can answer first.
    const s = scraperFor({
      robots: false,
      limits: { connectTimeoutMs: 500, totalTimeoutMs: 60_000, maxBodyBytes: 1_000_000 },
    });
    const limit = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(limit.signal);
    try {
      const held = new Promise<IncomingMessage>((resolve) => (onSlow = resolve));
      const scraping = s.scrape(`http://127.0.0.1:${F}/slow`);
      const req = await held;
      const hungUp = new Promise((resolve) => req.socket.once('close', resolve));
      limit.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
      await expect(scraping).rejects.toMatchObject({
        code: 'timeout',
        message: 'The website did not answer within 60 s.',
      });
      // The scraper hung up on the site rather than keep the connection waiting.
      await hungUp;
      // The signal was the scrape's limit.
      expect(timeout).toHaveBeenCalledWith(60_000);
    } finally {
      timeout.mockRestore();
      onSlow = () => undefined;
      await s.close();
    }
  });
});

describe('SSRF guard: the canary on 127.0.0.1 receives nothing', () => {
  const bypasses = () => [
    `http://127.0.0.1:${C}/`,
    `http://127.1:${C}/`,
    `http://[::1]:${C}/`,
    `http://[::ffff:127.0.0.1]:${C}/`,
    `http://[0:0:0:0:0:ffff:7f00:1]:${C}/`,
    `http://0.0.0.0:${C}/`,
    `http://2130706433:${C}/`,
    `http://0x7f000001:${C}/`,
    `http://017700000001:${C}/`,
    `http://169.254.169.254:${C}/latest/meta-data/`,
    `http://169.254.169.254/latest/meta-data/`,
    `http://10.0.0.1:${C}/`,
    `http://192.168.1.1:${C}/`,
    `http://100.64.0.1:${C}/`,
    `http://224.0.0.1:${C}/`,
    `http://canary.test:${C}/`,
    `http://mixed.test:${C}/`,
    `http://127.0.0.1:${F}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${C}/`)}`,
    `http://127.0.0.1:${F}/redirect?to=${encodeURIComponent(`http://canary.test:${C}/`)}`,
    `http://127.0.0.1:${F}/redirect?to=${encodeURIComponent(`http://[::ffff:7f00:1]:${C}/`)}`,
  ];

  it('refuses every bypass form with a clear message', async () => {
    const s = scraperFor({ robots: false });
    for (const url of bypasses()) {
      const e = await s.scrape(url).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(e, url).toMatchObject({
        kind: 'validation',
        code: 'address_not_allowed',
        title: 'Address Not Allowed',
        message: expect.stringMatching(/private, local or reserved network address\. Only public websites/),
      });
    }
    await s.close();
    expect(canaryHits).toEqual([]);
  });

  it('says a redirect led there', async () => {
    const s = scraperFor({ robots: false });
    await expect(
      s.scrape(`http://127.0.0.1:${F}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${C}/x`)}`),
    ).rejects.toMatchObject({ message: expect.stringMatching(/^The page redirected to 127\.0\.0\.1/) });
    await s.close();
    expect(canaryHits).toEqual([]);
  });

  it('connects to the address it checked when the DNS answer changes between check and connect', async () => {
    let asked = 0;
    // A public answer first (for any check), loopback afterwards (for a second lookup at connect).
    const rebinding: Resolver = async () => (asked++ === 0 ? ['192.0.2.10'] : ['127.0.0.1']);
    const s = createLocalScraper({
      policy: (address, port) => address === '192.0.2.10' || publicAddressesOnly(address, port),
      resolver: rebinding,
      robots: false,
      limits: { connectTimeoutMs: 300, totalTimeoutMs: 1_000 },
    });
    await expect(s.scrape(`http://rebind.test:${C}/`)).rejects.toBeDefined();
    await s.close();
    expect(asked).toBe(1);
    expect(canaryHits).toEqual([]);
  });

  it('refuses loopback under the default policy: the fixture site too, and localhost by name', async () => {
    const s = createLocalScraper({ robots: false, limits: { connectTimeoutMs: 300, totalTimeoutMs: 1_000 } });
    await expect(s.scrape(`http://127.0.0.1:${F}/job`)).rejects.toMatchObject({
      code: 'address_not_allowed',
    });
    await expect(s.scrape(`http://localhost:${C}/`)).rejects.toMatchObject({ code: 'address_not_allowed' });
    await s.close();
    expect(fixtureHits).toEqual([]);
    expect(canaryHits).toEqual([]);
  });

  it('treats a name that does not resolve as unreachable, not as an address', async () => {
    const s = scraperFor({ robots: false });
    await expect(s.scrape('https://no-such-site.example/jobs')).rejects.toMatchObject({
      code: 'unresolvable',
      message: 'Could not find the website no-such-site.example (its name did not resolve).',
    });
    await s.close();
  });
});
