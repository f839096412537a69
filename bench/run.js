// Runs every bench/*.bench.js in turn (each a plain Node ESM script printing its own figures).
// Usage: npm run bench (builds first), or node bench/run.js [name-filter].
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.js') && f.includes(filter))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, [path.join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.log(`${file} exited with ${run.status ?? run.signal}`);
  }
}
process.exitCode = failed ? 1 : 0;
