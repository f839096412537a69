// File rules, hostile files and the batch API of the resume parser.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeZip } from '../scripts/make-hostile-files.mjs';
import { checkResumeFile, classifyParseError, progressSteps } from '@recruit/core';
import {
  parseResumeBuffer,
  parseResumeFile,
  parseResumeFiles,
  type ParseOutcome,
} from '@recruit/core/resume';
// @ts-expect-error plain ESM fixture builder without types
import { buildCorpus } from './fixtures/resumes/build-corpus.mjs';

let dir: string;
let corpus: { file: string; truth: { name: string } }[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'resume-files-'));
  corpus = await buildCorpus(path.join(dir, 'corpus'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INVALID = 'Invalid file type. Please upload a PDF, DOC, or DOCX file.';

describe('resume file rules', () => {
  it('accepts PDF, DOC and DOCX by name or by MIME type', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(checkResumeFile({ name: 'CV.DOCX', size: 1000 })).toBeNull();
    expect(checkResumeFile({ name: 'cv', size: 1000, type: 'application/msword' })).toBeNull();
  });
  it('gives every message of the spec', () => {
    expect(checkResumeFile({ name: 'cv.png', size: 10 })).toEqual({
      title: 'Invalid File',
      message: INVALID,
      code: 'invalid_file_type',
    });
    expect(checkResumeFile({ name: 'cv.pdf', size: 0 })?.message).toBe(
      'The selected file appears to be empty.',
    );
    expect(checkResumeFile({ name: 'cv.pdf', size: 12.34 * 1024 * 1024 })?.message).toBe(
      'File size (12.3MB) exceeds the 10MB limit.',
    );
    expect(checkResumeFile({ name: 'cv.pdf', size: 10 * 1024 * 1024 })).toBeNull();
    for (const name of ['setup.exe', 'cv.exe.pdf', 'run.bat', 'x.cmd', 'screen.scr', 'app.jar.docx']) {
      expect(checkResumeFile({ name, size: 10 })).toMatchObject({
        title: 'Security Warning',
        message: 'This file type is not allowed for security reasons.',
      });
    }
  });
  it('classifies errors by the six rows of the spec', () => {
    expect(classifyParseError('401 Unauthorized')).toEqual({
      title: 'Authentication Error',
      text: 'Invalid TextKernel API credentials. Please check your configuration.',
      action: 'Configure API',
    });
    expect(classifyParseError('Rate limit hit').title).toBe('Rate Limit Exceeded');
    expect(classifyParseError('connection reset').title).toBe('Connection Error');
    expect(classifyParseError('file is corrupted').text).toBe(
      'The uploaded file appears to be corrupted or in an unsupported format.',
    );
    expect(classifyParseError('size over limit')).toEqual({
      title: 'File Size Error',
      text: 'The uploaded file is too large. Please use a file smaller than 10MB.',
      action: null,
    });
    expect(classifyParseError('Something odd')).toEqual({
      title: 'Parsing Error',
      text: 'Something odd',
      action: 'Try Again',
    });
  });
  it('activates the progress steps over 20, 60 and 90', () => {
    expect(progressSteps(61).map((s) => s.active)).toEqual([true, true, false]);
    expect(progressSteps(20).map((s) => s.active)).toEqual([false, false, false]);
  });
});

describe('hostile files', () => {
  /** The error a parse fails with (a parse that succeeds fails the test). */
  const reject = (bytes: Uint8Array, name: string): Promise<Error> =>
    parseResumeBuffer(bytes, name).then(
      () => {
        throw new Error(`${name} parsed, but it should have been refused`);
      },
      (e: Error) => e,
    );

  it('refuses an empty file and a blocked name with the spec messages', async () => {
    expect((await reject(new Uint8Array(), 'cv.pdf')).message).toBe('The selected file appears to be empty.');
    expect((await reject(Buffer.from('%PDF-1.4'), 'cv.exe')).message).toBe(
      'This file type is not allowed for security reasons.',
    );
  });
  it('refuses random bytes and a renamed executable as an invalid type', async () => {
    const random = Buffer.alloc(4096, 0);
    for (let i = 0; i < random.length; i++) random[i] = (i * 7919 + 13) % 251;
    expect((await reject(random, 'cv.pdf')).message).toBe(INVALID);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 1)]);
    expect((await reject(exe, 'resume.pdf')).message).toBe(INVALID);
    expect((await reject(Buffer.from('just text'), 'resume.docx')).message).toBe(INVALID);
  });
  it('reports a truncated PDF as corrupted, never hanging', async () => {
    const pdf = corpus.find((c) => c.file.endsWith('.pdf'))!.file;
    const bytes = (await import('node:fs')).readFileSync(pdf);
    const err = await reject(bytes.subarray(0, 600), 'cut.pdf');
    expect(err).toBeInstanceOf(Error);
    expect(classifyParseError(err.message).title).toBe('File Processing Error');
  });
  it('refuses a DOCX zip bomb before inflating it', async () => {
    const bomb = makeZip([
      ['word/document.xml', Buffer.from('<?xml version="1.0"?><w:document/>')],
      ['word/media/bomb.bin', Buffer.alloc(150 * 1024 * 1024, 0x41)],
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const err = await reject(bomb, 'bomb.docx');
    expect(err.message).toMatch(/zip bomb/);
    expect(classifyParseError(err.message).title).toBe('File Processing Error');
  });
  it('reads a file from disk and reports a missing one', async () => {
    const c = corpus[0]!;
    expect((await parseResumeFile(c.file)).name).toBe(c.truth.name);
    await expect(parseResumeFile(path.join(dir, 'nope.pdf'))).rejects.toThrow(/Failed to read file/);
  });
});

describe('batch parsing on worker threads', () => {
  it('parses every file, reporting the bad one as a value without stopping the rest', async () => {
    const bad = path.join(dir, 'broken.pdf');
    writeFileSync(bad, 'not a pdf at all');
    const files = [...corpus.slice(0, 6).map((c) => c.file), bad, ...corpus.slice(6, 10).map((c) => c.file)];
    const outcomes: ParseOutcome[] = [];
    for await (const o of parseResumeFiles(files, { concurrency: 2 })) outcomes.push(o);
    expect(outcomes).toHaveLength(files.length);
    expect(new Set(outcomes.map((o) => o.file))).toEqual(new Set(files));
    const failed = outcomes.filter((o) => !o.ok);
    expect(failed).toEqual([
      {
        file: bad,
        ok: false,
        error: { kind: 'validation', code: 'invalid_file_type', message: INVALID, title: 'Invalid File' },
        ms: expect.any(Number),
      },
    ]);
    for (const o of outcomes) {
      if (o.ok) expect(o.result.name).toBe(corpus.find((c) => c.file === o.file)!.truth.name);
    }
  });
  it('stops starting files when aborted', async () => {
    const controller = new AbortController();
    const files = corpus.map((c) => c.file);
    const seen: ParseOutcome[] = [];
    for await (const o of parseResumeFiles(files, { concurrency: 1, signal: controller.signal })) {
      seen.push(o);
      if (seen.length === 2) controller.abort();
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.length).toBeLessThan(files.length);
  });
});
