#!/usr/bin/env node
// Loads the built CLI. Run `npm run build` first (npm start does it for you).
//
// `npm run build` also bundles the CLI into dist/cli (cli/bundle.mjs), which starts several times faster
// than cli/dist with its few hundred dependency files: one CommonJS file run with V8's code cache
// (cli/cached-bundle.mjs); dist/cli/main.js is the same as ES modules. The bundle is used only when it is newer than the
// TypeScript build of cli and core and than the installed packages: after a plain `tsc -b` (or an
// `npm install`) it would run old code, so cli/dist/main.js runs instead. `recruit serve` always runs
// unbundled: the server package imports @recruit/core itself, and a process must hold one copy of core
// (errors are told apart with instanceof).
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const modified = (file) => statSync(new URL(file, root), { throwIfNoEntry: false })?.mtimeMs;

function bundleIsCurrent() {
  const bundled = modified('dist/cli/main.js');
  if (bundled === undefined || process.argv.slice(2).includes('serve')) return false;
  return ['cli/dist/.tsbuildinfo', 'core/dist/.tsbuildinfo', 'node_modules/.package-lock.json'].every(
    (input) => (modified(input) ?? 0) <= bundled,
  );
}

const bundled = bundleIsCurrent();
const cjs = fileURLToPath(new URL('dist/cli/main.cjs', root));
if (bundled && existsSync(cjs)) {
  // The one-file bundle with V8's code cache (cli/cached-bundle.mjs), when this Node can run it.
  const { loadCachedBundle } = await import('../cli/cached-bundle.mjs');
  await loadCachedBundle(cjs).start(process.argv.slice(2));
} else {
  const entry = new URL(bundled ? 'dist/cli/main.js' : 'cli/dist/main.js', root);
  if (!existsSync(fileURLToPath(entry))) {
    process.stderr.write('recruit is not built yet. Run `npm run build` in the repository first.\n');
    process.exit(1);
  }
  await import(entry.href);
}
