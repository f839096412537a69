// The resume parser: file checks, format sniffing, text extraction and field extraction, bounded in time.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors.js';
import { checkResumeFile, parsedResumeSchema, type ParsedResume } from '../schemas/resume.js';
import { extractText, sniffResumeFormat } from './extract.js';
import { extractFields } from './fields.js';
import type { TextkernelClientOptions } from '../providers/textkernel.js';

/** Work bounds of the local parser. */
export const RESUME_PARSE_LIMITS = {
  /** Pages read from a PDF; resumes longer than this are read up to it. */
  maxPages: 20,
  /** Wall time for one file. */
  timeoutMs: 20_000,
};

export type ParseResumeOptions = {
  /** The user's Textkernel key: when given, the file goes to Textkernel instead of the local parser. */
  textkernelKey?: string | undefined;
  /** Textkernel client settings (base URL, retry delays); the key above is added to them. */
  textkernel?: Omit<TextkernelClientOptions, 'apiKey'>;
  /** The browser-reported MIME type, checked like the spec's upload box does. */
  type?: string | undefined;
  maxPages?: number;
  timeoutMs?: number;
};

const fileProblem = (file: { name: string; size: number; type?: string | undefined }) => {
  const problem = checkResumeFile(file);
  if (problem) throw new AppError('validation', problem.code, problem.message, { title: problem.title });
};

function withTimeout<T>(work: Promise<T>, ms: number, fileName: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AppError(
            'validation',
            'parse_time_exceeded',
            `Parsing ${fileName} took longer than ${ms / 1000} s and was stopped.`,
          ),
        ),
      ms,
    );
    timer.unref();
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** Parses resume bytes (PDF, DOCX or DOC) into the spec's parsed resume; bad files throw AppError 'validation'. */
export async function parseResumeBuffer(
  bytes: Uint8Array,
  fileName: string,
  opts: ParseResumeOptions = {},
): Promise<ParsedResume> {
  const name = path.basename(fileName);
  fileProblem({ name, size: bytes.byteLength, type: opts.type });
  if (opts.textkernelKey) {
    // The Textkernel client (and the schemas of its answers) loads only for a user with a key.
    const { createTextkernelClient } = await import('../providers/textkernel.js');
    const client = createTextkernelClient({ ...opts.textkernel, apiKey: opts.textkernelKey });
    return client.parse(bytes, name);
  }
  const work = (async () => {
    const format = await sniffResumeFormat(bytes, name);
    const text = await extractText(bytes, format, {
      maxPages: opts.maxPages ?? RESUME_PARSE_LIMITS.maxPages,
    });
    return parsedResumeSchema.parse(extractFields(text));
  })();
  return withTimeout(work, opts.timeoutMs ?? RESUME_PARSE_LIMITS.timeoutMs, name);
}

/** Parses a resume file from disk; the size is checked before anything is read. */
export async function parseResumeFile(
  filePath: string,
  opts: ParseResumeOptions = {},
): Promise<ParsedResume> {
  const name = path.basename(filePath);
  let size: number;
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw new AppError('validation', 'not_a_file', `${filePath} is not a file.`);
    size = info.size;
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('validation', 'unreadable_file', `Failed to read file: ${filePath}`, { cause: e });
  }
  fileProblem({ name, size, type: opts.type });
  let bytes: Buffer;
  try {
    bytes = await readFile(filePath);
  } catch (e) {
    throw new AppError('validation', 'unreadable_file', `Failed to read file: ${filePath}`, { cause: e });
  }
  return parseResumeBuffer(bytes, name, opts);
}
