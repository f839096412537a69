import { readdirSync, statSync, type Dirent } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from '@commander-js/extra-typings';
import { AppError, isAppError, type ParsedResume } from '@recruit/core';
import type { CliContext } from '../context.js';
import { writeLine } from '../io.js';
import type { ParseProgressState, ParseRow } from '../ui/parse-progress.js';

/** Extensions a directory argument contributes (globs and named files are taken as given). */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
const MAX_CONCURRENCY = 64;
const GLOB_CHARS = /[*?[\]{}]/;

/** One line of the NDJSON output. */
export type ParseLine =
  | { file: string; ok: true; result: ParsedResume; candidate?: { id: string; created: boolean } }
  | { file: string; ok: false; error: { code: string; message: string } };

/** A shell-style glob as a RegExp over '/'-separated relative paths: *, ?, **, [abc], {a,b}. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const slash = glob[i + 2] === '/';
        re += slash ? '(?:[^/]*/)*' : '.*';
        i += slash ? 2 : 1;
      } else re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) re += '\\[';
      else {
        const body = glob.slice(i + 1, end).replace(/\\/g, '\\\\');
        re += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`;
        i = end;
      }
    } else if (c === '{') {
      braces++;
      re += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      re += ')';
    } else if (c === ',' && braces > 0) re += '|';
    else re += c.replace(/[.+^$()|\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/**
 * Files under a directory as '/'-separated relative paths, recursively, sorted; hidden entries are
 * skipped and symlinked directories are not followed.
 */
function walk(dir: string, keep: (rel: string) => boolean, rel = ''): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
  } catch {
    return [];
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...walk(dir, keep, r));
    else if ((e.isFile() || (e.isSymbolicLink() && isFile(path.join(dir, r)))) && keep(r)) {
      out.push(r);
    }
  }
  return out;
}

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * Expands FILE, DIR and GLOB arguments (quoted globs too, the shell may not have expanded them) into
 * a list of files without duplicates. Directories contribute their .pdf, .doc and .docx files,
 * recursively. An argument that matches nothing is a usage error.
 */
export function expandResumeArgs(args: string[], cwd = process.cwd()): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const add = (f: string) => {
    const key = path.resolve(cwd, f);
    if (!seen.has(key)) {
      seen.add(key);
      files.push(f);
    }
  };
  const byExtension = (rel: string) =>
    (RESUME_EXTENSIONS as readonly string[]).includes(path.extname(rel).toLowerCase());
  for (const arg of args) {
    const abs = path.resolve(cwd, arg);
    let matched: string[] = [];
    let info: ReturnType<typeof statSync> | undefined;
    try {
      info = statSync(abs);
    } catch {
      info = undefined;
    }
    if (info?.isDirectory()) matched = walk(abs, byExtension).map((r) => path.join(arg, r));
    else if (info) matched = [arg];
    else if (GLOB_CHARS.test(arg)) {
      const parts = arg.split(/[\\/]/);
      const first = parts.findIndex((p) => GLOB_CHARS.test(p));
      const base = parts.slice(0, first).join('/') || (arg.startsWith('/') ? '/' : '.');
      const pattern = globToRegExp(parts.slice(first).join('/'));
      matched = walk(path.resolve(cwd, base), (rel) => pattern.test(rel)).map((r) => path.join(base, r));
    }
    if (matched.length === 0) {
      throw new AppError('validation', 'no_files_matched', `No resume files match '${arg}'.`, {
        hint: 'Give PDF, DOC or DOCX files, directories holding them, or a glob such as "resumes/*.pdf".',
      });
    }
    for (const f of matched) add(f);
  }
  return files;
}

/** --concurrency: a whole number from 1 to 64. */
export function parseConcurrency(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < 1 || n > MAX_CONCURRENCY) {
    throw new AppError(
      'validation',
      'bad_concurrency',
      `--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY} (got '${value}').`,
    );
  }
  return n;
}

/** A plain progress line on stderr (JSON mode on a terminal), redrawn at most every 100 ms. */
function stderrProgress(stream: NodeJS.WritableStream, total: number) {
  let last = 0;
  return {
    update(s: ParseProgressState, force = false) {
      const t = Date.now();
      if (!force && t - last < 100) return;
      last = t;
      const rate = s.done > 0 ? (s.done / (s.elapsedMs / 1000)).toFixed(1) : '-';
      const failed = s.failed > 0 ? `, ${s.failed} failed` : '';
      stream.write(`\r\x1b[2KParsed ${s.done}/${total} (${rate} files/s${failed})`);
    },
    end: () => stream.write('\n'),
  };
}

const rowOf = (line: ParseLine): ParseRow =>
  line.ok
    ? {
        file: line.file,
        ok: true,
        name: line.result.name,
        email: line.result.email,
        skills: line.result.skills.length,
      }
    : { file: line.file, ok: false, error: line.error.message };

/** recruit parse FILE|GLOB|DIR…: batch resume parsing on worker threads. */
export function registerParse(program: Command, ctx: CliContext) {
  program
    .command('parse')
    .description('parse resumes (PDF, DOC, DOCX) into candidate data; NDJSON with --json or when piped')
    .argument('<paths...>', 'files, directories (searched recursively) or globs such as "cvs/**/*.pdf"')
    .option('--json', 'one JSON line per file on stdout: {file, ok, result | error}')
    .option('--concurrency <n>', 'worker threads (default: one per core)')
    .option('--save', 'store each parsed resume as a candidate of the signed-in user (dedup by email)')
    .option('--fail-fast', 'stop at the first file that fails')
    .addHelpText(
      'after',
      '\nExit status: 0 when every file parsed, 1 when any failed, 2 for bad usage.\nExample: recruit parse "resumes/*.pdf" --json > parsed.ndjson',
    )
    .action(async (paths, opts, cmd) => {
      const usage = (e: unknown): never => {
        if (isAppError(e)) {
          cmd.error(`Error: ${e.message}${e.hint ? `\n${e.hint}` : ''}`, { exitCode: 2, code: e.code });
        }
        throw e;
      };
      let concurrency: number | undefined;
      let files: string[] = [];
      try {
        concurrency = parseConcurrency(opts.concurrency);
        files = expandResumeArgs(paths);
      } catch (e) {
        usage(e);
      }
      const { io } = ctx;
      const json = !!opts.json || !io.stdout.isTTY;

      // --save needs the signed-in user; a stored session also brings the user's Textkernel key.
      const signedIn = opts.save ? await ctx.requireSignedIn() : await optionalSession(ctx);
      const core = signedIn ? await ctx.core() : undefined;
      const textkernelKey = signedIn && core ? await core.keys.get(signedIn.userId, 'textkernel') : undefined;
      const config = ctx.config();

      const { parseResumeFiles } = await import('@recruit/core/resume');
      const abort = new AbortController();
      const started = performance.now();
      const state: ParseProgressState = {
        total: files.length,
        done: 0,
        failed: 0,
        elapsedMs: 0,
        finished: false,
        rows: [],
      };
      const view = json ? undefined : io.stderr.isTTY ? await mountInk(ctx, state) : undefined;
      const line = json && io.stderr.isTTY ? stderrProgress(io.stderr, files.length) : undefined;

      for await (const outcome of parseResumeFiles(files, {
        // One worker per core, but never more workers than files (each one loads the parser).
        concurrency: concurrency ?? Math.min(os.availableParallelism(), files.length),
        signal: abort.signal,
        textkernelKey,
        textkernelBaseUrl: config.providerBaseUrls.textkernel,
      })) {
        let out: ParseLine = outcome.ok
          ? { file: outcome.file, ok: true, result: outcome.result }
          : { file: outcome.file, ok: false, error: outcome.error };
        if (out.ok && opts.save && signedIn && core) out = await saveCandidate(core, signedIn.userId, out);
        state.done++;
        if (!out.ok) state.failed++;
        state.elapsedMs = performance.now() - started;
        state.rows.push(rowOf(out));
        if (json) writeLine(io.stdout, JSON.stringify(out));
        else if (!view) writeLine(io.stdout, plainLine(out));
        view?.update(state);
        line?.update(state);
        if (!out.ok && opts.failFast) abort.abort();
      }
      state.finished = true;
      state.elapsedMs = performance.now() - started;
      line?.update(state, true);
      line?.end();
      if (view) await view.finish(state);
      else if (!json) for (const l of summaryFooter(state)) writeLine(io.stdout, l);

      if (state.failed > 0) {
        const skipped = files.length - state.done;
        throw new AppError(
          'validation',
          'parse_failures',
          `${state.failed} of ${files.length} files could not be parsed${skipped > 0 ? ` (stopped early, ${skipped} not parsed)` : ''}.`,
        );
      }
    });
}

/** The stored session's user, if any; never an error (plain parsing does not need sign-in). */
async function optionalSession(ctx: CliContext) {
  if (!ctx.session().get().token) return undefined;
  try {
    return await ctx.requireSignedIn();
  } catch {
    return undefined;
  }
}

/** Plan gate (resume parsing, Basic: 5 a month, counted per saved resume), then the dedup save. */
async function saveCandidate(
  core: Awaited<ReturnType<CliContext['core']>>,
  userId: string,
  line: Extract<ParseLine, { ok: true }>,
): Promise<ParseLine> {
  try {
    await core.plans.checkAccess(userId, 'resume-parsing');
    const saved = await core.candidates.saveParsed(userId, line.result, {
      source: `cli:${path.basename(line.file)}`,
    });
    await core.plans.recordUse(userId, 'resume-parsing');
    return { ...line, candidate: { id: saved.candidate.id, created: saved.created } };
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { file: line.file, ok: false, error: { code: e.code, message: e.message } };
  }
}

const plainLine = (l: ParseLine) =>
  l.ok
    ? `✔ ${l.file}: ${l.result.name} <${l.result.email || '-'}> ${l.result.skills.length} skills`
    : `✘ ${l.file}: ${l.error.message}`;

const summaryFooter = (s: ParseProgressState) => [
  `${s.done - s.failed} parsed, ${s.failed} failed in ${(s.elapsedMs / 1000).toFixed(1)}s.`,
];

/** The Ink live view on the terminal; Ink is loaded only here. */
async function mountInk(ctx: CliContext, initial: ParseProgressState) {
  const [{ render }, { createElement }, { ParseProgress }] = await Promise.all([
    import('ink'),
    import('react'),
    import('../ui/parse-progress.js'),
  ]);
  const app = render(createElement(ParseProgress, { state: { ...initial } }), {
    stdout: ctx.io.stdout as NodeJS.WriteStream,
    stderr: ctx.io.stderr as NodeJS.WriteStream,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  return {
    update: (s: ParseProgressState) =>
      app.rerender(createElement(ParseProgress, { state: { ...s, rows: [...s.rows] } })),
    async finish(s: ParseProgressState) {
      app.rerender(createElement(ParseProgress, { state: { ...s, rows: [...s.rows] } }));
      app.unmount();
      await app.waitUntilExit();
    },
  };
}
