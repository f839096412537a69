// A small website on 127.0.0.1 for the local scraper's route, CLI and browser tests, and a canary
// server that must never be reached. Tests allow only the site's ip:port (RECRUIT_SCRAPE_ALLOW).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FIXTURE_JOB_PAGE = `<!doctype html><html><head>
<title>Senior Engineer at Acme</title>
<meta name="description" content="Join Acme's platform team.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Senior Engineer",
"hiringOrganization":{"@type":"Organization","name":"Acme"}}</script>
</head><body><article><h1>Senior Engineer</h1>
<p>Acme is hiring a senior engineer to build the platform that thousands of recruiters use every day.
You will work with a small team on the scraping, parsing and search services, and you will own them.</p>
<p>Questions? Write to talent@acme.example or call +1 415 555 0132. Find us on
<a href="https://www.linkedin.com/company/acme">LinkedIn</a>.</p></article></body></html>`;

export type FixtureSite = {
  /** http://127.0.0.1:PORT */
  url: string;
  /** The 'ip:port' pair to allow. */
  allow: string;
  /** http://127.0.0.1:CANARY */
  canaryUrl: string;
  /** Paths the site was asked for. */
  hits: string[];
  /** Requests the canary received: must stay empty. */
  canaryHits: string[];
  close(): Promise<void>;
};

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export async function startFixtureSite(): Promise<FixtureSite> {
  const hits: string[] = [];
  const canaryHits: string[] = [];
  const canary = createServer((req, res) => {
    canaryHits.push(req.url ?? '');
    res.end('canary');
  });
  const canaryPort = await listen(canary);
  const site = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('User-agent: *\nDisallow: /private\n');
    }
    if (path === '/jobs/senior-engineer') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(FIXTURE_JOB_PAGE);
    }
    if (path === '/to-canary') {
      res.writeHead(302, { location: `http://127.0.0.1:${canaryPort}/metadata` });
      return res.end();
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<title>Not found</title>');
  });
  const port = await listen(site);
  return {
    url: `http://127.0.0.1:${port}`,
    allow: `127.0.0.1:${port}`,
    canaryUrl: `http://127.0.0.1:${canaryPort}`,
    hits,
    canaryHits,
    close: async () => {
      site.closeAllConnections();
      canary.closeAllConnections();
      await Promise.all([new Promise((r) => site.close(r)), new Promise((r) => canary.close(r))]);
    },
  };
}
