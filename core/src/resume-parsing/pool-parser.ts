// The resume file parser on worker threads: a long-lived pool (threads start on demand, idle ones exit),
// each file under the hard per-file time limit. A hostile file that keeps pdf.js busy is stopped by
// ending its thread; it never blocks the caller's event loop. Loaded on the first upload only.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createResumeParsePool } from '../resume/batch.js';
import type { ResumeFileParser } from './resume-parsing-service.js';

/** The name a worker reads the upload under: the base name, only safe characters, at most 200 of them. */
export const safeUploadName = (name: string): string =>
  path
    .basename(name)
    .replace(/[^\p{L}\p{N} ._()+-]/gu, '_')
    .slice(-200) || 'resume';

export function createPoolParser(
  opts: { textkernelBaseUrl?: string | undefined; idleTimeoutMs?: number } = {},
): ResumeFileParser & { close(): Promise<void> } {
  const pool = createResumeParsePool({ idleTimeoutMs: opts.idleTimeoutMs ?? 30_000 });
  return {
    /** The worker parses from a file: the upload goes to a private temp dir under its own (checked) name. */
    async parse(upload, { textkernelKey }) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'recruit-upload-'));
      try {
        const file = path.join(dir, safeUploadName(upload.name));
        await writeFile(file, upload.bytes, { mode: 0o600 });
        const outcome = await pool.parseFile(file, {
          type: upload.type,
          ...(textkernelKey ? { textkernelKey } : {}),
          ...(opts.textkernelBaseUrl ? { textkernelBaseUrl: opts.textkernelBaseUrl } : {}),
        });
        return outcome.ok ? { ok: true, result: outcome.result } : { ok: false, error: outcome.error };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    close: () => pool.close(),
  };
}
