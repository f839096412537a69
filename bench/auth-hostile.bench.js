// Times of issue 15's hostile inputs to the account checks and the server (the issue asks for a 1 MB
// hostile email answered in under 50 ms, and /api/health in under 100 ms during a hostile request or a
// flate-bomb upload). The tests check the behaviour without a clock: the email checks' work is counted
// (core/src/schemas/auth.test.ts, core/src/accounts/account-service.test.ts, cli/src/prompts.test.ts,
// server/src/auth-limits.test.ts) and the refusals are asserted; the times are printed here. No thresholds.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from './serve.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemas = path.join(root, 'core', 'dist', 'schemas', 'auth.js');
if (!existsSync(schemas)) {
  console.error('core/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
const auth = await import(pathToFileURL(schemas).href);
const { flateBombPdf } = await import(
  pathToFileURL(path.join(root, 'scripts', 'make-hostile-files.mjs')).href
);

const run = (unit) => unit.repeat(Math.ceil(1_000_000 / unit.length)).slice(0, 1_000_000);
const HOSTILE_EMAILS = {
  'a@ + dots + @': `a@${run('.')}@`,
  'a@ + letters + @': `a@${run('a')}@`,
  'a@ + "a." runs, no TLD': `a@${run('a.')}`,
  'valid address padded with dots': `ada@acme.io${run('.')}`,
  '1 MB of spaces inside': `ada${run(' ')}@acme.io`,
};
const PASSWORD = 'Bench-Mark-2026';

const bestOf3 = async (fn) => {
  let min = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await fn();
    min = Math.min(min, performance.now() - start);
  }
  return min;
};
const ms = (t) => `${t.toFixed(2).padStart(8)} ms`;

console.log('In process, best of 3, 1 MB hostile emails:');
for (const [shape, email] of Object.entries(HOSTILE_EMAILS)) {
  console.log(`  ${ms(await bestOf3(() => auth.isValidEmail(email)))}  isValidEmail (${shape})`);
  console.log(`  ${ms(await bestOf3(() => auth.signInBody.safeParse({ email })))}  signInBody (${shape})`);
  console.log(`  ${ms(await bestOf3(() => auth.emailBody.safeParse({ email })))}  emailBody (${shape})`);
}

const { url, stop } = await startServer();

const post = (route, body, headers = {}) =>
  fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (r) => (await r.arrayBuffer(), r.status));
/** Times of GET /api/health asked over and over until `done()`; the first is asked at once. */
const healthWhile = async (done) => {
  const times = [];
  do {
    const start = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (!done());
  return times;
};

try {
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@acme.io', password: PASSWORD, name: 'Bench' }),
  });
  const cookie = /recruit_session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`signup failed: ${signup.status}`);

  const email = HOSTILE_EMAILS['a@ + dots + @'];
  console.log('Over loopback, best of 3 (answer in brackets):');
  const long = `Aa1!${'x'.repeat(800_000)}`;
  for (const [what, route, body] of [
    ['a 1 MB hostile email', '/api/auth/signin', { email, password: PASSWORD }],
    ['a 1 MB hostile email', '/api/auth/check-email', { email }],
    ['a 1 MB hostile email', '/api/auth/forgot', { email }],
    ['an 800 KB password', '/api/auth/signin', { email: 'bench@acme.io', password: long }],
  ]) {
    let status;
    const time = await bestOf3(async () => (status = await post(route, body)));
    console.log(`  ${ms(time)}  POST ${route}, ${what} (${status})`);
  }

  let settled = false;
  const hostile = Promise.all(
    Array.from({ length: 4 }, () => post('/api/auth/signin', { email, password: PASSWORD })),
  ).finally(() => (settled = true));
  const duringEmails = await healthWhile(() => settled);
  await hostile;
  console.log(
    `GET /api/health while 4 hostile emails are posted: slowest ${ms(Math.max(...duringEmails)).trim()} of ${duringEmails.length}`,
  );

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(flateBombPdf())], { type: 'application/pdf' }), 'bomb.pdf');
  settled = false;
  const bomb = fetch(`${url}/api/resumes/parse`, { method: 'POST', body: form, headers: { cookie } })
    .then(async (r) => (await r.arrayBuffer(), r.status))
    .finally(() => (settled = true));
  const duringBomb = await healthWhile(() => settled);
  console.log(
    `GET /api/health during a flate-bomb upload (answered ${await bomb}): slowest ${ms(Math.max(...duringBomb)).trim()} of ${duringBomb.length}`,
  );
} finally {
  await stop();
}
