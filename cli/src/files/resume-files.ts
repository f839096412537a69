// Resume file arguments of `recruit parse`: files, directories (searched recursively) and globs, expanded
// into the list of files to parse. No parsing here, and nothing that needs the core to be opened.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { AppError } from '@recruit/core';

/** Extensions a directory argument contributes (globs and named files are taken as given). */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
const GLOB_CHARS = /[*?[\]{}]/;

/** A shell-style glob as a RegExp over '/'-separated relative paths: *, ?, **, [abc], {a,b}. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const slash = glob[i + 2] === '/';
        re += slash ? '(?:[^/]*/)*' : '.*';
        i += slash ? 2 : 1;
      } else re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) re += '\\[';
      else {
        const body = glob.slice(i + 1, end).replace(/\\/g, '\\\\');
        re += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`;
        i = end;
      }
    } else if (c === '{') {
      braces++;
      re += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      re += ')';
    } else if (c === ',' && braces > 0) re += '|';
    else re += c.replace(/[.+^$()|\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/**
 * Files under a directory as '/'-separated relative paths, recursively, sorted; hidden entries are
 * skipped and symlinked directories are not followed.
 */
function walk(dir: string, keep: (rel: string) => boolean, rel = ''): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
  } catch {
    return [];
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...walk(dir, keep, r));
    else if ((e.isFile() || (e.isSymbolicLink() && isFile(path.join(dir, r)))) && keep(r)) {
      out.push(r);
    }
  }
  return out;
}

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * Expands FILE, DIR and GLOB arguments (quoted globs too, the shell may not have expanded them) into
 * a list of files without duplicates. Directories contribute their .pdf, .doc and .docx files,
 * recursively. An argument that matches nothing is a usage error.
 */
export function expandResumeArgs(args: string[], cwd = process.cwd()): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const add = (f: string) => {
    const key = path.resolve(cwd, f);
    if (!seen.has(key)) {
      seen.add(key);
      files.push(f);
    }
  };
  const byExtension = (rel: string) =>
    (RESUME_EXTENSIONS as readonly string[]).includes(path.extname(rel).toLowerCase());
  for (const arg of args) {
    // An empty argument (an unset shell variable) names no file: path.resolve would read it as cwd.
    if (!arg.trim())
      throw new AppError('validation', 'no_files_matched', 'An empty path names no resume file.', {
        hint: 'Give PDF, DOC or DOCX files, directories holding them, or a glob such as "resumes/*.pdf".',
      });
    const abs = path.resolve(cwd, arg);
    let matched: string[] = [];
    let info: ReturnType<typeof statSync> | undefined;
    try {
      info = statSync(abs);
    } catch {
      info = undefined;
    }
    if (info?.isDirectory()) matched = walk(abs, byExtension).map((r) => path.join(arg, r));
    else if (info) matched = [arg];
    else if (GLOB_CHARS.test(arg)) {
      const parts = arg.split(/[\\/]/);
      const first = parts.findIndex((p) => GLOB_CHARS.test(p));
      const base = parts.slice(0, first).join('/') || (arg.startsWith('/') ? '/' : '.');
      const pattern = globToRegExp(parts.slice(first).join('/'));
      matched = walk(path.resolve(cwd, base), (rel) => pattern.test(rel)).map((r) => path.join(base, r));
    }
    if (matched.length === 0) {
      throw new AppError('validation', 'no_files_matched', `No resume files match '${arg}'.`, {
        hint: 'Give PDF, DOC or DOCX files, directories holding them, or a glob such as "resumes/*.pdf".',
      });
    }
    for (const f of matched) add(f);
  }
  return files;
}
