import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Command } from '@commander-js/extra-typings';
import {
  AppError,
  isAppError,
  titledMessage,
  toErrorBody,
  type ErrorBody,
  type ParsedResume,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import { expandResumeArgs } from '../files/resume-files.js';
import { writeLine } from '../io.js';
import type { ParseProgressState, ParseRow } from '../ui/parse-progress.js';

const MAX_CONCURRENCY = 64;

/** One line of the NDJSON output; `ms` is the parse time of that file. */
export type ParseLine =
  | {
      file: string;
      ok: true;
      result: ParsedResume;
      ms: number;
      candidate?: { id: string; created: boolean };
    }
  /** A failure as the worker sent it: kind, code, message and the spec's title ('Invalid File'). */
  | { file: string; ok: false; error: ErrorBody; ms: number };

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
    : { file: line.file, ok: false, error: titledMessage(line.error) };

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
        const ms = Math.round(outcome.ms);
        let out: ParseLine = outcome.ok
          ? { file: outcome.file, ok: true, result: outcome.result, ms }
          : { file: outcome.file, ok: false, error: outcome.error, ms };
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

/** The resume-parsing service's counted save (Basic: 5 a month, per saved resume), then the dedup save. */
async function saveCandidate(
  core: Awaited<ReturnType<CliContext['core']>>,
  userId: string,
  line: Extract<ParseLine, { ok: true }>,
): Promise<ParseLine> {
  try {
    // The original file is kept with the candidate (checked like an upload: type and 10 MB cap).
    const saved = await core.resumeParsing.saveParsed(userId, line.result, {
      source: `cli:${path.basename(line.file)}`,
      file: { bytes: await readFile(line.file), name: path.basename(line.file) },
    });
    return { ...line, candidate: { id: saved.candidate.id, created: saved.created } };
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { file: line.file, ok: false, error: toErrorBody(e), ms: line.ms };
  }
}

const plainLine = (l: ParseLine) =>
  l.ok
    ? `✔ ${l.file}: ${l.result.name} <${l.result.email || '-'}> ${l.result.skills.length} skills`
    : `✘ ${l.file}: ${titledMessage(l.error)}`;

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
