// The /candidates screen at 10,000 candidates: import them (one CSV through POST /api/candidates/import),
// then the latency of the list and of each server-side filter (median and p95 of 30 requests each), as
// ratios to GET /api/health on the same server in the same run (the HTTP round trip with no query).
import { startServer } from './serve.js';

const N = 10_000;
const { url, stop } = await startServer();

const STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'];
const SKILLS = ['React', 'TypeScript', 'Python', 'SQL', 'Go', 'Rust', 'Figma', 'Kubernetes', 'Java', 'Excel'];
const TITLES = ['Frontend Developer', 'Data Scientist', 'UX Designer', 'Backend Engineer', 'Recruiter'];

try {
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@acme.io', password: 'Bench-Mark-2026', name: 'Bench' }),
  });
  const cookie = /recruit_session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`signup failed: ${signup.status}`);

  const rows = ['Name,Email,Position,Rating,Skills,Stage,Tags'];
  for (let i = 0; i < N; i++)
    rows.push(
      `Person ${i},p${i}@bench.io,${TITLES[i % 5]},${i % 6},"${SKILLS[i % 10]}; ${SKILLS[(i * 7) % 10]}",${STAGES[i % 6]},${i % 3 ? '' : 'remote'}`,
    );
  let t = performance.now();
  const imported = await fetch(`${url}/api/candidates/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ text: rows.join('\n') }),
  }).then((r) => r.json());
  if (imported.created !== N) throw new Error(`import: ${JSON.stringify(imported).slice(0, 300)}`);
  console.log(`import ${N} candidates (CSV): ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const timeOf = async (path) => {
    const times = [];
    let body;
    for (let i = 0; i < 30; i++) {
      t = performance.now();
      body = await fetch(`${url}${path}`, { headers: { cookie } }).then((r) => r.json());
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { median: times[15], p95: times[28], body };
  };
  const base = await timeOf('/api/health');
  console.log(`baseline GET /api/health               median ${base.median.toFixed(1).padStart(6)} ms`);
  const measure = async (label, query) => {
    const { median, p95, body } = await timeOf(`/api/candidates${query}`);
    console.log(
      `${label.padEnd(34)} median ${median.toFixed(1).padStart(6)} ms (${(median / base.median).toFixed(1)}× health)   p95 ${p95.toFixed(1).padStart(6)} ms   (${body.total} match)`,
    );
  };
  await measure('list, first page of 50', '?pageSize=50');
  await measure('list, page 100 of 50', '?pageSize=50&page=100');
  await measure('search "data sci" (substring)', '?q=data%20sci&pageSize=50');
  await measure('filter stage=Interview', '?stage=Interview&pageSize=50');
  await measure('filter tag=remote', '?tag=remote&pageSize=50');
  await measure('filter rating>=4 + skill=rust', '?rating=4&skill=rust&pageSize=50');
} finally {
  await stop();
}
