// Batch parsing on worker threads: many files, results in completion order, one bad file never stops the rest.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { RESUME_PARSE_LIMITS, type ParseResumeOptions } from './parse.js';
import type { ParseOutcome, ParseTask } from './parse-worker.js';

export type { ParseOutcome } from './parse-worker.js';

export type ParseResumeFilesOptions = {
  /** Worker threads, default one per core. */
  concurrency?: number;
  /** Stops the batch: files not yet started are skipped; the ones running finish, then the iteration ends. */
  signal?: AbortSignal;
  textkernelKey?: string | undefined;
  textkernelBaseUrl?: string | undefined;
  maxPages?: number;
  /** Per file; past it the worker thread running the file is terminated and the file reported failed. */
  timeoutMs?: number;
};

/**
 * The worker module. The build has the compiled `parse-worker.js` beside this file. Running from the
 * TypeScript sources (vitest, no build yet), it is missing: a small bootstrap then registers a transpiling
 * loader in the worker thread, so the same worker code runs in both cases.
 */
export function resolveWorkerFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'parse-worker.js');
  if (existsSync(built)) return built;
  return path.join(here, 'dev', 'parse-worker-dev.mjs');
}

/** Parses files on worker threads; yields `{file, ok, result | error, ms}` as each finishes. */
export async function* parseResumeFiles(
  files: Iterable<string>,
  opts: ParseResumeFilesOptions = {},
): AsyncGenerator<ParseOutcome> {
  const concurrency = Math.max(1, Math.floor(opts.concurrency ?? os.availableParallelism()));
  const timeoutMs = opts.timeoutMs ?? RESUME_PARSE_LIMITS.timeoutMs;
  const pool = new Piscina<ParseTask, ParseOutcome>({
    filename: resolveWorkerFile(),
    minThreads: concurrency,
    maxThreads: concurrency,
    idleTimeout: 1000,
  });
  const taskOpts: ParseTask['opts'] = {
    ...(opts.textkernelKey ? { textkernelKey: opts.textkernelKey } : {}),
    ...(opts.textkernelBaseUrl ? { textkernelBaseUrl: opts.textkernelBaseUrl } : {}),
    ...(opts.maxPages ? { maxPages: opts.maxPages } : {}),
    timeoutMs,
  } satisfies Omit<ParseResumeOptions, 'textkernel'>;

  const queue = [...files];
  const done: ParseOutcome[] = [];
  let wake: (() => void) | undefined;
  let running = 0;
  const stopped = () => opts.signal?.aborted === true;

  // Only `concurrency` tasks are in flight, so a task's clock starts when its worker starts it.
  const start = (file: string) => {
    running++;
    void runInPool(pool, file, taskOpts, timeoutMs).then((outcome) => {
      running--;
      done.push(outcome);
      wake?.();
    });
  };

  try {
    for (;;) {
      if (stopped()) queue.length = 0;
      while (running < concurrency && queue.length > 0) start(queue.shift()!);
      while (done.length > 0) yield done.shift()!;
      if (stopped()) queue.length = 0;
      if (running === 0 && queue.length === 0 && done.length === 0) break;
      // Files already running when the batch is stopped still finish (each is bounded by its time limit).
      if (done.length === 0 && running > 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      wake = undefined;
    }
  } finally {
    await pool.destroy();
  }
}

/**
 * Runs one file on a pool's thread. The parser stops itself at timeoutMs; a file that blocks its thread
 * is stopped by terminating the thread. Never rejects: failures come back as `ok: false`.
 */
function runInPool(
  pool: Piscina<ParseTask, ParseOutcome>,
  file: string,
  taskOpts: ParseTask['opts'],
  timeoutMs: number,
): Promise<ParseOutcome> {
  const hardStop = new AbortController();
  const timer = setTimeout(() => hardStop.abort(), timeoutMs + 2000);
  const started = performance.now();
  return pool
    .run({ file, opts: taskOpts }, { signal: hardStop.signal })
    .catch((e: unknown): ParseOutcome => {
      const ms = performance.now() - started;
      if (hardStop.signal.aborted) {
        return {
          file,
          ok: false,
          error: {
            code: 'parse_time_exceeded',
            message: `Parsing ${path.basename(file)} took too long and was stopped.`,
          },
          ms,
        };
      }
      return {
        file,
        ok: false,
        error: {
          code: 'parse_failed',
          message: `Resume parsing failed: ${e instanceof Error ? e.message : String(e)}`,
        },
        ms,
      };
    })
    .finally(() => clearTimeout(timer));
}

export type ResumeParsePool = {
  /** Parses one file (its name is the one checked); the options are those of one batch task. */
  parseFile(file: string, opts?: ParseTask['opts']): Promise<ParseOutcome>;
  close(): Promise<void>;
};

/**
 * A long-lived parser pool for a server: threads start on demand and exit when idle, each file has the
 * hard time limit of the batch, so a hostile file never blocks the caller's event loop.
 */
export function createResumeParsePool(
  opts: { threads?: number; timeoutMs?: number; idleTimeoutMs?: number } = {},
): ResumeParsePool {
  const timeoutMs = opts.timeoutMs ?? RESUME_PARSE_LIMITS.timeoutMs;
  const pool = new Piscina<ParseTask, ParseOutcome>({
    filename: resolveWorkerFile(),
    minThreads: 0,
    maxThreads: Math.max(1, Math.floor(opts.threads ?? os.availableParallelism())),
    idleTimeout: opts.idleTimeoutMs ?? 60_000,
  });
  return {
    parseFile: (file, taskOpts = {}) => runInPool(pool, file, { timeoutMs, ...taskOpts }, timeoutMs),
    close: () => pool.destroy(),
  };
}
