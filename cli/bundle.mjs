// Bundles the built CLI (cli/dist, after `tsc -b`) into dist/cli with esbuild: `npm run build` runs it.
// Node 20 has no compile cache, and loading the few hundred files of the CLI's dependencies one by one
// (Kysely alone is 260) cost more than running the command: the bundle starts several times faster.
// bin/recruit.js runs it when it is newer than the TypeScript build, and cli/dist/main.js otherwise.
//
// - dist/cli is as deep as cli/dist, so paths taken relative to a module (program.ts reads
//   ../../package.json) resolve the same in both.
// - Code splitting keeps lazy `import()`s lazy: `recruit --help` never loads the database code.
// - parse-worker.js is a second entry beside the chunks: the batch parser looks for its worker file next
//   to itself, so the parse threads load the bundled parser too.
// - External (loaded from node_modules as usual): native addons; packages that find files relative to
//   themselves (piscina's worker, pdf.js's worker and fonts); @recruit/server, which imports
//   @recruit/core itself (bin/recruit.js runs `serve` unbundled so the process holds one copy of core);
//   and what is only ever loaded lazily (provider SDKs, Ink, nodemailer, pg).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `node cli/bundle.mjs [outdir]`: tests bundle into a folder of their own, also two levels below the root.
const outdir = path.resolve(root, process.argv[2] ?? 'dist/cli');
// Built beside it and swapped in, so a `recruit` started meanwhile sees the old bundle or the new one.
const staging = `${outdir}.next`;
const retired = `${outdir}.old`;

const EXTERNAL = [
  // native addons
  'better-sqlite3',
  '@node-rs/argon2',
  'pg-native',
  // find files relative to their own location
  'piscina',
  'pdfjs-dist',
  '@napi-rs/canvas',
  // imports @recruit/core itself
  '@recruit/server',
  // loaded lazily, never on the start-up path
  'pg',
  'nodemailer',
  'imapflow',
  'openai',
  'stripe',
  'twilio',
  'undici',
  'ink',
  '@inkjs/ui',
  'react',
  'react-devtools-core',
];

/**
 * `import process from 'node:process'` (env-paths, for the data dir) makes Node's ESM loader copy every
 * property of `process` into the module's exports, which runs the `process.report` getter and loads the
 * diagnostic report code: 20 ms and more, for the global object every module already has. The bundle
 * hands out the global instead. Only `import` statements: CommonJS `require('process')` is cheap already.
 * A named import (`import { env } from 'node:process'`) fails the build here rather than at run time.
 */
const processGlobal = {
  name: 'process-global',
  setup(b) {
    b.onResolve({ filter: /^(node:)?process$/ }, (args) =>
      args.kind === 'import-statement' ? { path: 'process', namespace: 'process-global' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'process-global' }, () => ({
      contents: 'export default globalThis.process;',
      loader: 'js',
    }));
  },
};

/**
 * Commander requires node:child_process when it loads, for subcommands run as separate executables,
 * which recruit has none of; loading it (with net, dgram and the stream internals it pulls in) cost
 * ~5 ms of every command. Commander gets a stand-in that loads the module on first use instead.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.kind === 'require-call' && /[\\/]commander[\\/]/.test(args.importer)
        ? { path: 'child_process', namespace: 'lazy-child-process' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-child-process' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

rmSync(staging, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'cli/dist/main.js',
    'parse-worker': 'core/dist/resume/parse-worker.js',
  },
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  // Keep class and function names: errors and stacks (RECRUIT_DEBUG=1) stay readable.
  keepNames: true,
  sourcemap: 'linked',
  external: EXTERNAL,
  plugins: [processGlobal, lazyChildProcess],
  // Bundled CommonJS packages (commander, conf's dependencies) call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The same CLI as one CommonJS file, which bin/recruit.js runs with V8's code cache (cli/cached-bundle.mjs):
// an ES module cannot take a code cache on Node 20, and compiling was the most of a quick command's time.
// One file, no chunks: what a command does not run is in the cache as unparsed source, not compiled.
// import.meta.url is the bundle's own address (program.ts reads ../../package.json beside it, the parse
// pool finds parse-worker.js, the ES module worker built above, beside it).
await build({
  absWorkingDir: root,
  stdin: { contents: "export { start } from './cli/dist/start.js';", resolveDir: root, loader: 'js' },
  outfile: path.join(staging, 'main.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  keepNames: true,
  external: EXTERNAL,
  plugins: [lazyChildProcess],
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  logLevel: 'warning',
});
// Its dynamic import()s (of the packages left external) go through the loader's own import(): V8 drops a
// script's dynamic-import host options for functions compiled from a code cache ('A dynamic import callback
// was not specified'), so the bundle may not call import() itself. cached-bundle.mjs passes __recruitImport.
const cjsFile = path.join(staging, 'main.cjs');
const cjsSource = readFileSync(cjsFile, 'utf8');
const dynamicImport = /(?<![\w$.])import\((?=["'])/g;
writeFileSync(cjsFile, cjsSource.replace(dynamicImport, '__recruitImport('));
if (/(?<![\w$.])import\(/.test(readFileSync(cjsFile, 'utf8')))
  throw new Error('dist/cli/main.cjs still calls import() with a computed specifier: load it another way.');

// Its code cache, written by `recruit --help` and `recruit whoami` in one process on an empty data dir (the
// whole command tree, the database opened and migrated, the session checked): the commands a user runs
// most start from it. Another Node version
// refuses it and the first run writes its own.
const warmHome = mkdtempSync(path.join(os.tmpdir(), 'recruit-bundle-cache-'));
try {
  const loader = pathToFileURL(path.join(root, 'cli', 'cached-bundle.mjs')).href;
  const bundleFile = JSON.stringify(path.join(staging, 'main.cjs'));
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { loadCachedBundle } from '${loader}'; const cli = loadCachedBundle(${bundleFile}); await cli.start(['--help']); await cli.start(['whoami']);`,
    ],
    {
      env: { PATH: process.env.PATH ?? '', RECRUIT_HOME: warmHome, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1' },
    },
  );
} finally {
  rmSync(warmHome, { recursive: true, force: true });
}

rmSync(retired, { recursive: true, force: true });
if (existsSync(outdir)) renameSync(outdir, retired);
renameSync(staging, outdir);
rmSync(retired, { recursive: true, force: true });
