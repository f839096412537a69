// Batch parsing on worker threads: many files, results in completion order, one bad file never stops the rest.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { RESUME_PARSE_LIMITS, type ParseResumeOptions } from './parse.js';
import { AppError } from '../errors.js';
import { parseFailure, type ParseOutcome, type ParseTask } from './parse-worker.js';

/**
 * Heap bounds of a parse thread. A hostile file that builds a huge heap ends its own thread (reported as
 * a file problem), never the process; a real resume needs a few tens of megabytes.
 */
export const PARSE_WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

export type { ParseOutcome } from './parse-worker.js';

/**
 * Arms a file's time limit when a thread starts the file: `expire` runs after `ms` unless the returned
 * function (called when the file is done) disarms it first.
 */
export type ParseTimeLimit = (file: string, ms: number, expire: () => void) => () => void;

const timerLimit: ParseTimeLimit = (_file, ms, expire) => {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
};

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

const parsePool = (minThreads: number, maxThreads: number) =>
  new Piscina<ParseTask, ParseOutcome>({
    filename: resolveWorkerFile(),
    minThreads,
    maxThreads,
    idleTimeout: 1000,
    resourceLimits: PARSE_WORKER_LIMITS,
  });

/** A pool started by warmUpParseThread and not yet taken by parseResumeFiles. */
let warm: { pool: Piscina<ParseTask, ParseOutcome>; maxThreads: number } | undefined;

/**
 * Starts one parse thread before the files are known, so that it loads the parser and pdf.js while
 * the caller is still reading its arguments (`recruit parse` calls it first thing: a thread takes
 * longer to get ready than the rest of the command takes to start). The next parseResumeFiles takes
 * it over; `discardWarmParseThread` ends it when no parse follows.
 */
export function warmUpParseThread(): void {
  const maxThreads = os.availableParallelism();
  warm ??= { pool: parsePool(1, maxThreads), maxThreads };
}

/** Ends a thread warmUpParseThread started and no parse took over (a usage error, say). */
export async function discardWarmParseThread(): Promise<void> {
  const w = warm;
  warm = undefined;
  await w?.pool.destroy();
}

/** Parses files on worker threads; yields `{file, ok, result | error, ms}` as each finishes. */
export async function* parseResumeFiles(
  files: Iterable<string>,
  opts: ParseResumeFilesOptions = {},
): AsyncGenerator<ParseOutcome> {
  const concurrency = Math.max(1, Math.floor(opts.concurrency ?? os.availableParallelism()));
  const timeoutMs = opts.timeoutMs ?? RESUME_PARSE_LIMITS.timeoutMs;
  // A warmed-up pool grows to `concurrency` threads as the tasks come (never past its maximum).
  const taken = warm && concurrency <= warm.maxThreads ? warm.pool : undefined;
  if (!taken) await discardWarmParseThread();
  warm = undefined;
  const pool = taken ?? parsePool(concurrency, concurrency);
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
    void runInPool(pool, file, taskOpts, timeoutMs, timerLimit).then((outcome) => {
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

/** Piscina's error when a thread went over PARSE_WORKER_LIMITS and was ended. */
const isOutOfMemory = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * Runs one file on a pool's thread; the caller only calls it when a thread is free, so the file starts
 * now and its time limit counts from now. At the limit the thread is terminated, which stops the work
 * and frees its memory (a parse only abandoned would read on in the background, slowing the next file).
 * Never rejects: failures come back as `ok: false`.
 */
function runInPool(
  pool: Piscina<ParseTask, ParseOutcome>,
  file: string,
  taskOpts: ParseTask['opts'],
  timeoutMs: number,
  timeLimit: ParseTimeLimit,
): Promise<ParseOutcome> {
  const hardStop = new AbortController();
  const disarm = timeLimit(file, timeoutMs, () => hardStop.abort());
  const started = performance.now();
  // The parser's own limit inside the thread only backs this one up.
  const inThread = { ...taskOpts, timeoutMs: timeoutMs + 2000 };
  return pool
    .run({ file, opts: inThread }, { signal: hardStop.signal })
    .catch((e: unknown): ParseOutcome => {
      const ms = performance.now() - started;
      const failed = (error: unknown): ParseOutcome => ({ file, ok: false, error: parseFailure(error), ms });
      if (hardStop.signal.aborted) {
        return failed(
          new AppError(
            'validation',
            'parse_time_exceeded',
            `Parsing ${path.basename(file)} took longer than ${timeoutMs / 1000} s and was stopped.`,
          ),
        );
      }
      if (isOutOfMemory(e)) {
        return failed(
          new AppError(
            'validation',
            'corrupted_file',
            'The file appears to be corrupted: reading it took more memory than any resume, so it was stopped.',
          ),
        );
      }
      return failed(e);
    })
    .finally(disarm);
}

export type ResumeParsePool = {
  /**
   * Parses one file (its name is the one checked); the options are those of one batch task. Files wait
   * their turn here, and each one's time limit starts when a thread starts it.
   */
  parseFile(file: string, opts?: ParseTask['opts']): Promise<ParseOutcome>;
  close(): Promise<void>;
};

/**
 * A long-lived parser pool for a server: threads start on demand and exit when idle, each file has the
 * hard time limit of the batch, so a hostile file never blocks the caller's event loop. Files beyond the
 * thread count queue here rather than in Piscina, whose clock would run while they wait: two slow files
 * ahead in the queue must not make a good one behind them time out.
 */
export function createResumeParsePool(
  opts: {
    threads?: number;
    timeoutMs?: number;
    idleTimeoutMs?: number;
    /** Old-generation heap of each thread, default PARSE_WORKER_LIMITS'. */
    maxHeapMb?: number;
    /** How a file's time limit is kept, default a timer of `timeoutMs` (tests watch when it is armed). */
    timeLimit?: ParseTimeLimit;
  } = {},
): ResumeParsePool {
  const timeoutMs = opts.timeoutMs ?? RESUME_PARSE_LIMITS.timeoutMs;
  const threads = Math.max(1, Math.floor(opts.threads ?? os.availableParallelism()));
  const timeLimit = opts.timeLimit ?? timerLimit;
  const pool = new Piscina<ParseTask, ParseOutcome>({
    filename: resolveWorkerFile(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: opts.idleTimeoutMs ?? 60_000,
    resourceLimits: {
      ...PARSE_WORKER_LIMITS,
      ...(opts.maxHeapMb ? { maxOldGenerationSizeMb: opts.maxHeapMb } : {}),
    },
  });
  // A thread that fails while starting is reported here (its file then reaches its time limit): without
  // a listener, the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  let running = 0;
  let closed = false;
  const waiting: (() => void)[] = [];
  /** Resolves when a thread is free for one more file (a finished file hands its thread on in order). */
  const acquire = (): Promise<void> => {
    if (running < threads) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    parseFile: async (file, taskOpts = {}) => {
      await acquire();
      try {
        if (closed) {
          const error = parseFailure(
            new AppError('unavailable', 'parse_failed', 'Resume parsing failed: the parser was shut down.'),
          );
          return { file, ok: false, error, ms: 0 };
        }
        return await runInPool(pool, file, { timeoutMs, ...taskOpts }, timeoutMs, timeLimit);
      } finally {
        release();
      }
    },
    close: async () => {
      // Files still waiting come back failed rather than waiting forever.
      closed = true;
      for (const next of waiting.splice(0)) next();
      await pool.destroy();
    },
  };
}
