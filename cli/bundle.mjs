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
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
rmSync(retired, { recursive: true, force: true });
if (existsSync(outdir)) renameSync(outdir, retired);
renameSync(staging, outdir);
rmSync(retired, { recursive: true, force: true });
