// Issue 15 through the built CLI: `recruit parse` refuses a PDF flate bomb (1 MB inflating to 1 GB) and a
// DOCX of unclosed tags with the corrupted-file message, and the flate bomb's peak memory stays under 400 MB.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flateBombPdf, smallFlatePdf, unclosedTagDocx } from '../scripts/make-hostile-files.mjs';
import { BIN, assertBuilt } from './helpers/cli.js';
import { tempHome } from './helpers/databases.js';

/** Prints the process's peak resident set size (KiB) on stderr as it exits. */
const REPORT_PEAK_RSS =
  'data:text/javascript,process.on("exit",()=>process.stderr.write(`peak-rss-kib=${process.resourceUsage().maxRSS}\\n`))';

type Line = {
  file: string;
  ok: boolean;
  result?: { name: string };
  error?: { code: string; message: string };
};

let work: string;
let home: { home: string; cleanup: () => void };
beforeAll(() => {
  assertBuilt();
  work = mkdtempSync(path.join(os.tmpdir(), 'parse-hostile-'));
  home = tempHome();
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  home.cleanup();
});

/** `recruit parse ...files` as a real process; its NDJSON lines, exit code and peak memory. */
function parse(files: string[]): Promise<{ code: number | null; lines: Line[]; peakMiB: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', REPORT_PEAK_RSS, BIN, 'parse', ...files], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        RECRUIT_HOME: home.home,
        RECRUIT_EMAIL_DNS: 'off',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const peaks = [...stderr.matchAll(/peak-rss-kib=(\d+)/g)].map((m) => Number(m[1]));
      if (peaks.length === 0) return reject(new Error(`no peak reported: ${stderr}`));
      resolve({
        code,
        lines: stdout
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Line),
        peakMiB: Math.max(...peaks) / 1024,
      });
    });
  });
}

describe('recruit parse with hostile files', () => {
  it('refuses the flate bomb with the corrupted-file message, its peak memory under 400 MB', async () => {
    const bomb = path.join(work, 'bomb.pdf');
    writeFileSync(bomb, flateBombPdf());
    const r = await parse([bomb]);
    expect(r.code).toBe(1);
    expect(r.lines).toEqual([
      {
        file: bomb,
        ok: false,
        error: {
          kind: 'validation',
          code: 'corrupted_file',
          title: 'File Processing Error',
          message:
            'The file appears to be corrupted: its content unpacks to an absurd amount of data, so it was not read.',
        },
        ms: expect.any(Number),
      },
    ]);
    // The bound (before the fix: 2.3 GB).
    expect(r.peakMiB).toBeLessThan(400);
  }, 60_000);

  it('refuses the DOCX of unclosed tags and parses the good file beside it', async () => {
    const tags = path.join(work, 'tags.docx');
    const good = path.join(work, 'good.pdf');
    writeFileSync(tags, unclosedTagDocx());
    writeFileSync(good, smallFlatePdf('Jane Good'));
    const r = await parse([tags, good]);
    expect(r.code).toBe(1);
    const byFile = Object.fromEntries(r.lines.map((l) => [path.basename(l.file), l]));
    expect(byFile['good.pdf']?.result?.name).toBe('Jane Good');
    expect(byFile['tags.docx']?.error).toEqual({
      kind: 'validation',
      code: 'corrupted_file',
      title: 'File Processing Error',
      message:
        'The file appears to be corrupted: the document part is not well-formed XML (a tag holds a "<").',
    });
  }, 60_000);
});
