import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expandResumeArgs, globToRegExp } from './resume-files.js';

describe('globToRegExp', () => {
  it.each([
    ['*.pdf', 'a.pdf', true],
    ['*.pdf', 'dir/a.pdf', false],
    ['**/*.pdf', 'a.pdf', true],
    ['**/*.pdf', 'x/y/a.pdf', true],
    ['cv-?.{pdf,docx}', 'cv-1.docx', true],
    ['cv-[0-9].pdf', 'cv-a.pdf', false],
    ['cv-[!a].pdf', 'cv-b.pdf', true],
    ['a+b (1).pdf', 'a+b (1).pdf', true],
  ])('%s matches %s: %s', (glob, rel, expected) => {
    expect(globToRegExp(glob).test(rel)).toBe(expected);
  });
});

describe('expandResumeArgs', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'expand-'));
    mkdirSync(path.join(dir, 'a', 'b'), { recursive: true });
    mkdirSync(path.join(dir, '.hidden'));
    for (const f of ['one.pdf', 'two.DOCX', 'notes.txt', 'a/three.doc', 'a/b/four.pdf', '.hidden/five.pdf']) {
      writeFileSync(path.join(dir, f), 'x');
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const rel = (files: string[]) => files.map((f) => path.relative(dir, path.resolve(dir, f))).sort();

  it('walks directories for resume extensions, skipping hidden entries', () => {
    expect(rel(expandResumeArgs(['.'], dir))).toEqual(['a/b/four.pdf', 'a/three.doc', 'one.pdf', 'two.DOCX']);
  });

  it('expands globs (also when quoted), keeps named files as given, and removes duplicates', () => {
    expect(rel(expandResumeArgs(['**/*.pdf', 'one.pdf', 'notes.txt'], dir))).toEqual([
      'a/b/four.pdf',
      'notes.txt',
      'one.pdf',
    ]);
    expect(rel(expandResumeArgs([path.join(dir, 'a/*.doc')], dir))).toEqual(['a/three.doc']);
  });

  it('refuses an argument that matches nothing', () => {
    expect(() => expandResumeArgs(['*.rtf'], dir)).toThrow("No resume files match '*.rtf'.");
  });

  it('refuses an empty argument (an unset variable) instead of reading the whole directory', () => {
    expect(() => expandResumeArgs(['', 'one.pdf'], dir)).toThrow('An empty path names no resume file.');
    expect(() => expandResumeArgs(['  '], dir)).toThrow('An empty path names no resume file.');
  });
});
