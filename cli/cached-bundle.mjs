// Loads the one-file CommonJS bundle of the CLI (dist/cli/main.cjs, built by cli/bundle.mjs) with V8's
// code cache, the way Node 22's module.enableCompileCache() would: Node 20 has no compile cache of its own,
// and compiling the bundle's code was the most of a quick command's time (`recruit whoami`). The cache
// (main.cjs.cache beside the bundle) holds the bundle's top level and every function the run that wrote it
// compiled. It is written when there is none, or when V8 refused it (another Node version, other flags);
// a bundle directory that cannot be written to only means no cache.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** Runs the bundle's top level; answers its exports (`start(argv)`). */
export function loadCachedBundle(file) {
  const cacheFile = `${file}.cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // CommonJS's wrapper, and __recruitImport: the bundle's import()s of its external packages, made here
  // (cli/bundle.mjs rewrote them; a script run from a code cache cannot import() itself on Node 20).
  const source = `(function (exports, require, module, __filename, __dirname, __recruitImport) {${readFileSync(file, 'utf8')}\n})`;
  const script = new vm.Script(source, { filename: file, cachedData });
  if (!cachedData || script.cachedDataRejected) {
    // At exit, so the cache holds what this run compiled as well as the top level.
    process.once('exit', () => {
      try {
        // Whole or not at all: another `recruit` may be reading it.
        const part = `${cacheFile}.${process.pid}`;
        writeFileSync(part, script.createCachedData());
        renameSync(part, cacheFile);
      } catch {
        // not writable: the next run compiles again
      }
    });
  }
  const module = { exports: {} };
  script.runInThisContext()(
    module.exports,
    createRequire(file),
    module,
    file,
    path.dirname(file),
    (specifier) => import(specifier),
  );
  return module.exports;
}
