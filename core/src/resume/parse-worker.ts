// Worker-thread entry of the batch parser: one file per task, the outcome always as a value.
import { performance } from 'node:perf_hooks';
import { isAppError } from '../errors.js';
import type { ParsedResume } from '../schemas/resume.js';
import { parseResumeFile, type ParseResumeOptions } from './parse.js';

export type ParseTask = {
  file: string;
  opts: Omit<ParseResumeOptions, 'textkernel'> & { textkernelBaseUrl?: string };
};
export type ParseOutcome =
  | { file: string; ok: true; result: ParsedResume; ms: number }
  | { file: string; ok: false; error: { code: string; message: string }; ms: number };

/** Parses one file; expected failures (bad files, provider errors) come back as `ok: false`. */
export async function runParseTask({ file, opts }: ParseTask): Promise<ParseOutcome> {
  const started = performance.now();
  const { textkernelBaseUrl, ...rest } = opts;
  try {
    const result = await parseResumeFile(file, {
      ...rest,
      ...(textkernelBaseUrl ? { textkernel: { baseUrl: textkernelBaseUrl } } : {}),
    });
    return { file, ok: true, result, ms: performance.now() - started };
  } catch (e) {
    const error = isAppError(e)
      ? { code: e.code, message: e.message }
      : {
          code: 'parse_failed',
          message: `Resume parsing failed: ${e instanceof Error ? e.message : String(e)}`,
        };
    return { file, ok: false, error, ms: performance.now() - started };
  }
}

export default runParseTask;
