// Issue 15: the server's parse pool — a file's time limit counts from when a thread starts it, a file that
// takes too much memory ends its own thread, and the pool goes on with the next files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flateBombPdf, slowPdf, smallFlatePdf } from '../../../scripts/make-hostile-files.mjs';
import { createResumeParsePool, parseResumeFiles, type ParseOutcome } from './batch.js';

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
    // One thread, two files that each take far longer than the limit, then a good one. The good one
    // waits about two limits in the queue; counted from the queue, its time would be up before it starts.
    const pool = createResumeParsePool({ threads: 1, timeoutMs: 4000 });
    try {
      const slow = slowPdf();
      const outcomes = await Promise.all([
        pool.parseFile(file('slow-1.pdf', slow)),
        pool.parseFile(file('slow-2.pdf', slow)),
        pool.parseFile(file('good.pdf', smallFlatePdf('Jane Small'))),
      ]);
      expect(outcomes.map((o) => (o.ok ? o.result.name : o.error))).toEqual([
        { code: 'parse_time_exceeded', message: 'Parsing slow-1.pdf took longer than 4 s and was stopped.' },
        { code: 'parse_time_exceeded', message: 'Parsing slow-2.pdf took longer than 4 s and was stopped.' },
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
      expect(bomb.ok ? bomb.result : bomb.error).toEqual({ code: 'corrupted_file', message: BOMB_MESSAGE });
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
        code: 'corrupted_file',
        message:
          'The file appears to be corrupted: reading it took more memory than any resume, so it was stopped.',
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
      error: { code: 'parse_failed', message: 'Resume parsing failed: the parser was shut down.' },
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
});
