// Gzip size of the JavaScript each route of the web UI needs, read from the built dist/web
// (run `npm run build` first; `npm run bench` does). Standalone: node bench/web-bundle.bench.js
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/web/', import.meta.url));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/web/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}
/** @type {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** The chunk keys a chunk loads statically (itself included). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (keys) => [...keys].reduce((n, k) => n + gzipOf(manifest[k].file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entryKey);
const css = manifest[entryKey].css ?? [];
console.log(
  `entry (every page): ${kb(sum(initial))} JS gzip, ${kb(css.reduce((n, f) => n + gzipOf(f), 0))} CSS gzip`,
);

const rows = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .map((k) => {
    const own = [...closure(k)].filter((c) => !initial.has(c));
    return { route: k.replace(/^src\//, ''), extra: sum(own), total: sum(initial) + sum(own) };
  })
  .sort((a, b) => b.extra - a.extra);

console.log('\nroute chunk (lazy)                                                  own+shared   page total');
for (const r of rows)
  console.log(`${r.route.padEnd(68)}${kb(r.extra).padStart(9)}  ${kb(r.total).padStart(11)}`);

const landingKey = Object.keys(manifest).find((k) => k.endsWith('landing-page.tsx'));
if (landingKey) {
  const landing = new Set([...initial, ...closure(landingKey)]);
  console.log(
    `\nlanding page initial JS (entry + landing chunk, before below-the-fold sections): ${kb(sum(landing))} gzip`,
  );
}
