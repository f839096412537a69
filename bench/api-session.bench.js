// Throughput of the API's hot path: GET /api/auth/session with a session cookie (every page load
// asks it), and of sign-in (argon2id-bound by design). Loopback only, bounded request counts.
import autocannon from 'autocannon';
import { startServer } from './serve.js';

const { url, stop } = await startServer();

try {
  const password = 'Bench-Mark-2026';
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@acme.io', password, name: 'Bench' }),
  });
  const cookie = /recruit_session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`signup failed: ${signup.status}`);

  const run = (opts) =>
    new Promise((resolve, reject) => autocannon(opts, (e, r) => (e ? reject(e) : resolve(r))));
  const session = await run({
    url: `${url}/api/auth/session`,
    headers: { cookie },
    connections: 10,
    amount: 5000,
  });
  console.log(
    `GET /api/auth/session: ${Math.round(session.requests.average)} req/s, latency p50 ${session.latency.p50} ms, p99 ${session.latency.p99} ms (${session.non2xx} non-2xx of ${session.requests.total})`,
  );
  const started = Date.now();
  const n = 25; // under the per-client sign-in rate limit (30 a minute)
  await Promise.all(
    Array.from({ length: n }, () =>
      fetch(`${url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@acme.io', password }),
      }).then((r) => r.arrayBuffer()),
    ),
  );
  console.log(
    `POST /api/auth/signin: ${n} sign-ins in ${Date.now() - started} ms (${Math.round((n * 1000) / (Date.now() - started))}/s; argon2id m=19 MiB, t=2)`,
  );
} finally {
  await stop();
}
