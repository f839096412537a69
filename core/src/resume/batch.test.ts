// Issue 15: the server's parse pool — a file's time limit counts from when a thread starts it, a file that
// takes too much memory ends its own thread, and the pool goes on with the next files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flateBombPdf, slowPdf, smallFlatePdf } from '../../../scripts/make-hostile-files.mjs';
import { fromErrorBody, httpStatusOf } from '../errors.js';
import { RESUME_MESSAGES } from '../schemas/resume.js';
import { startTextkernelFake } from '../../../tests/fakes/textkernel-fake.js';
import {
  createResumeParsePool,
  discardWarmParseThread,
  parseResumeFiles,
  warmUpParseThread,
  type ParseOutcome,
  type ParseTimeLimit,
} from './batch.js';

let dir: string;
const file = (name: string, bytes: Buffer) => {
  const p = path.join(dir, name);
  writeFileSync(p, bytes);
  return p;
};
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parse-pool-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BOMB_MESSAGE =
  'The file appears to be corrupted: its content unpacks to an absurd amount of data, so it was not read.';

describe('the resume parse pool', () => {
  it('starts the time limit when a thread starts the file: a good PDF queued behind slow ones parses', async () => {
    // One thread, two files that would run far longer than the limit, then a good one. The limits are
    // watched, not timed: each file's limit must be armed only when the thread takes the file, after the
    // files before it were stopped; the test ends the slow ones by expiring their limits by hand, and the
    // good one parses whatever the machine's load (counted from the queue, its limit would have run out
    // while it waited).
    const armed: { file: string; expire: () => void }[] = [];
    let wake: (() => void) | undefined;
    const timeLimit: ParseTimeLimit = (name, _ms, expire) => {
      armed.push({ file: path.basename(name), expire });
      wake?.();
      return () => undefined;
    };
    /** The files whose limit is armed, once `n` are. */
    const armedOnce = async (n: number) => {
      while (armed.length < n) await new Promise<void>((resolve) => (wake = resolve));
      // Later calls that are already due get their turn: a limit armed too early would show here.
      await new Promise((resolve) => setImmediate(resolve));
      return armed.map((a) => a.file);
    };
    const pool = createResumeParsePool({ threads: 1, timeoutMs: 60_000, timeLimit });
    try {
      const slow = slowPdf();
      const outcomes = Promise.all([
        pool.parseFile(file('slow-1.pdf', slow)),
        pool.parseFile(file('slow-2.pdf', slow)),
        pool.parseFile(file('good.pdf', smallFlatePdf('Jane Small'))),
      ]);
      expect(await armedOnce(1)).toEqual(['slow-1.pdf']);
      armed[0]!.expire();
      expect(await armedOnce(2)).toEqual(['slow-1.pdf', 'slow-2.pdf']);
      armed[1]!.expire();
      expect(await armedOnce(3)).toEqual(['slow-1.pdf', 'slow-2.pdf', 'good.pdf']);
      const stopped = (name: string) => ({
        kind: 'validation',
        code: 'parse_time_exceeded',
        message: `Parsing ${name} took longer than 60 s and was stopped.`,
        title: 'File Processing Error',
      });
      expect((await outcomes).map((o) => (o.ok ? o.result.name : o.error))).toEqual([
        stopped('slow-1.pdf'),
        stopped('slow-2.pdf'),
        'Jane Small',
      ]);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('refuses a flate bomb the stream check cannot see (disguised as an image) by capping what a thread decodes', async () => {
    const pool = createResumeParsePool({ threads: 1 });
    try {
      const bomb = await pool.parseFile(file('disguised.pdf', flateBombPdf({ disguised: true })));
      expect(bomb.ok ? bomb.result : bomb.error).toEqual({
        kind: 'validation',
        code: 'corrupted_file',
        message: BOMB_MESSAGE,
        title: 'File Processing Error',
      });
      // The same thread goes on parsing good files.
      const good = await pool.parseFile(file('after.pdf', smallFlatePdf('Jane After')));
      expect(good.ok && good.result.name).toBe('Jane After');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('reports a thread that ran out of heap as a file problem', async () => {
    // 16 MB lets a thread start (it needs under 12) but not read a PDF (over 24).
    const pool = createResumeParsePool({ threads: 1, maxHeapMb: 16 });
    try {
      const outcome = await pool.parseFile(file('heavy.pdf', smallFlatePdf('Jane Heavy')));
      expect(outcome.ok ? outcome.result : outcome.error).toEqual({
        kind: 'validation',
        code: 'corrupted_file',
        message:
          'The file appears to be corrupted: reading it took more memory than any resume, so it was stopped.',
        title: 'File Processing Error',
      });
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('fails the files still waiting when the pool closes, rather than leaving them waiting', async () => {
    const pool = createResumeParsePool({ threads: 1 });
    const running = pool.parseFile(file('busy.pdf', slowPdf()));
    const waiting = pool.parseFile(file('waiting.pdf', smallFlatePdf('Jane Waiting')));
    await pool.close();
    expect(await waiting).toMatchObject({
      ok: false,
      error: {
        kind: 'unavailable',
        code: 'parse_failed',
        message: 'Resume parsing failed: the parser was shut down.',
      },
    });
    expect((await running).ok).toBe(false);
  }, 60_000);

  it('refuses the flate bomb in a batch and parses the files around it', async () => {
    const files = [
      file('first.pdf', smallFlatePdf('Jane First')),
      file('bomb.pdf', flateBombPdf()),
      file('last.pdf', smallFlatePdf('Jane Last')),
    ];
    const outcomes: ParseOutcome[] = [];
    for await (const o of parseResumeFiles(files, { concurrency: 1 })) outcomes.push(o);
    expect(outcomes.map((o) => [path.basename(o.file), o.ok ? o.result.name : o.error.message])).toEqual([
      ['first.pdf', 'Jane First'],
      ['bomb.pdf', BOMB_MESSAGE],
      ['last.pdf', 'Jane Last'],
    ]);
  }, 60_000);

  it("passes a worker's AppError through unchanged: the same kind (so status), code and title", async () => {
    const textkernel = await startTextkernelFake();
    const pool = createResumeParsePool({ threads: 1 });
    try {
      const failure = async (
        name: string,
        bytes: Buffer,
        opts: Parameters<typeof pool.parseFile>[1] = {},
      ) => {
        const outcome = await pool.parseFile(file(name, bytes), opts);
        if (outcome.ok) throw new Error(`${name} parsed`);
        const e = fromErrorBody(outcome.error);
        return { status: httpStatusOf(e.kind), code: e.code, title: e.title, message: e.message };
      };
      // A file the parser refuses by its name: the spec's 'Security Warning', thrown in the thread.
      expect(await failure('setup.exe', Buffer.from('MZ'))).toEqual({
        status: 400,
        code: 'blocked_file_type',
        title: 'Security Warning',
        message: RESUME_MESSAGES.blocked,
      });
      // The provider's rate limit stays a 429 for our caller, not a 502.
      const withTextkernel = { textkernelKey: 'acct:key', textkernelBaseUrl: textkernel.baseUrl };
      textkernel.answer({ kind: 'status', status: 429, message: 'Slow down' });
      expect(await failure('limited.pdf', smallFlatePdf('Jane Limited'), withTextkernel)).toEqual({
        status: 429,
        code: 'textkernel_rate_limited',
        title: undefined,
        message: 'Textkernel rate limit exceeded (429). Slow down',
      });
      // A document Textkernel cannot read is the file's problem, with its title.
      textkernel.answer({ kind: 'status', status: 422, message: 'Bad document' });
      expect(await failure('refused.pdf', smallFlatePdf('Jane Refused'), withTextkernel)).toMatchObject({
        status: 400,
        code: 'textkernel_bad_document',
        title: 'File Processing Error',
      });
    } finally {
      await pool.close();
      await textkernel.close();
    }
  }, 60_000);
});

describe('a parse thread warmed up before the files are known', () => {
  const collect = async (files: string[], concurrency?: number) => {
    const out: ParseOutcome[] = [];
    for await (const o of parseResumeFiles(files, concurrency ? { concurrency } : {})) out.push(o);
    return out;
  };

  it('is taken over by the next batch, which grows it to its concurrency', async () => {
    const files = ['w1.pdf', 'w2.pdf', 'w3.pdf'].map((n) => file(n, smallFlatePdf()));
    warmUpParseThread();
    const out = await collect(files, 2);
    expect(out.map((o) => [path.basename(o.file), o.ok]).sort()).toEqual([
      ['w1.pdf', true],
      ['w2.pdf', true],
      ['w3.pdf', true],
    ]);
    // nothing left to discard: the batch took the thread
    await discardWarmParseThread();
  });

  it('ends when no batch follows, and a later batch starts threads of its own', async () => {
    warmUpParseThread();
    await discardWarmParseThread();
    const out = await collect([file('after.pdf', smallFlatePdf())]);
    expect(out).toMatchObject([{ ok: true }]);
  });
});
