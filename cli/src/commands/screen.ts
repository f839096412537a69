import { readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Command } from '@commander-js/extra-typings';
import { AppError, isAppError, type ParsedResume } from '@recruit/core';
import type { CliContext } from '../context.js';
import { expandResumeArgs } from '../files/resume-files.js';
import { writeLine } from '../io.js';

/** Plain-text resumes read as they are (the parser takes PDF, DOC and DOCX). */
const TEXT_EXTENSIONS = ['.txt', '.md', '.text'];
const SCREEN_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'md', 'text'];
const MAX_TEXT_BYTES = 1024 * 1024;
const MAX_JD_BYTES = 100 * 1024;

/** One NDJSON line of `recruit screen --json`, best first; failures last with their error. */
export type ScreenLine =
  | {
      rank: number;
      file: string;
      name: string;
      score: number;
      matched: string[];
      missing: string[];
      years: number | null;
    }
  | { rank: number; file: string; error: { code: string; message: string } };

const usageError = (code: string, message: string, hint?: string) =>
  new AppError('validation', code, message, hint ? { hint } : {});

/** --top: a whole number of at least 1. */
export function parseTop(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw usageError('bad_top', `--top must be a whole number of at least 1 (got '${value}').`);
  return Number(value);
}

export async function readJobDescription(file: string): Promise<string> {
  let text: string;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    if (info.size > MAX_JD_BYTES)
      throw usageError('jd_too_large', `The job description ${file} is larger than 100 KB.`);
    text = await readFile(file, 'utf8');
  } catch (e) {
    if (isAppError(e)) throw e;
    throw usageError('jd_unreadable', `Could not read the job description ${file}.`);
  }
  if (!text.trim()) throw usageError('job_description_required', `The job description ${file} is empty.`);
  return text;
}

/**
 * The resume files of the arguments: files as given; directories contribute their PDF, DOC, DOCX, TXT
 * and MD files, recursively; globs as `recruit parse` expands them. The JD itself is never a resume.
 */
async function resumeFiles(args: string[], jdFile: string): Promise<string[]> {
  const expanded: string[] = [];
  for (const arg of args) {
    let isDir = false;
    try {
      isDir = (await stat(arg)).isDirectory();
    } catch {
      isDir = false;
    }
    try {
      expanded.push(
        ...expandResumeArgs([
          isDir ? `${arg.replace(/[\\/]+$/, '')}/**/*.{${SCREEN_EXTENSIONS.join(',')}}` : arg,
        ]),
      );
    } catch (e) {
      if (isAppError(e))
        throw usageError(
          'no_files_matched',
          `No resume files match '${arg}'.`,
          'Give PDF, DOC, DOCX or text files, directories holding them, or a glob such as "resumes/*.pdf".',
        );
      throw e;
    }
  }
  const jd = path.resolve(jdFile);
  const seen = new Set<string>();
  return expanded.filter((f) => {
    const abs = path.resolve(f);
    if (abs === jd || seen.has(abs)) return false;
    seen.add(abs);
    return true;
  });
}

type Outcome =
  | { file: string; ok: true; resume: ParsedResume & { text?: string } }
  | {
      file: string;
      ok: false;
      error: { code: string; message: string };
    };

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",\n\r]/.test(s) || /^[=+\-@]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The terminal table: rank, name, score, top matched, top missing. */
export function table(lines: ScreenLine[]): string[] {
  const rows = lines.map((l) =>
    'error' in l
      ? [String(l.rank), path.basename(l.file), 'error', l.error.message, '']
      : [
          String(l.rank),
          l.name,
          l.score.toFixed(1),
          l.matched.slice(0, 4).join(', ') || '-',
          l.missing.slice(0, 3).join(', ') || '-',
        ],
  );
  const head = ['#', 'Name', 'Score', 'Top matched', 'Top missing'];
  const cap = [4, 28, 6, 44, 40];
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const widths = head.map((h, i) => Math.min(cap[i]!, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
  const fmt = (r: string[]) =>
    r
      .map((c, i) =>
        i === 2 || i === 0 ? cut(c, widths[i]!).padStart(widths[i]!) : cut(c, widths[i]!).padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
}

/** recruit screen --jd JD RESUME|DIR|GLOB…: resumes ranked against a job description by the local scorer. */
export function registerScreen(program: Command, ctx: CliContext) {
  program
    .command('screen')
    .description('rank resumes against a job description with the local scorer (no key, no network)')
    .requiredOption('--jd <file>', 'the job description (text or Markdown)')
    .argument('<paths...>', 'resume files (PDF, DOC, DOCX, TXT, MD), directories (recursive) or globs')
    .option(
      '--json',
      'one JSON line per resume, best first: {rank, file, name, score, matched, missing, years}',
    )
    .option('--csv <file>', 'also write the ranking as CSV')
    .option('--top <n>', 'show only the best N (files that failed are always listed)')
    .addHelpText(
      'after',
      '\nExit status: 0 when every file was read, 1 when any failed, 2 for bad usage.\nExample: recruit screen --jd nurse.md resumes/ --top 10',
    )
    .action(async (paths, opts, cmd) => {
      const usage = (e: unknown): never => {
        if (isAppError(e))
          cmd.error(`Error: ${e.message}${e.hint ? `\n${e.hint}` : ''}`, { exitCode: 2, code: e.code });
        throw e;
      };
      let top: number | undefined;
      let jd = '';
      let files: string[] = [];
      try {
        top = parseTop(opts.top);
        jd = await readJobDescription(opts.jd);
        files = await resumeFiles(paths, opts.jd);
        if (files.length === 0) throw usageError('no_files_matched', 'No resume files to screen.');
      } catch (e) {
        usage(e);
      }
      const { io } = ctx;
      const { createScorer, resumeFromText, bestFirst } = await import('@recruit/core/screening');
      const scorer = createScorer(jd);

      const progress = io.stderr.isTTY && !opts.json ? io.stderr : undefined;
      const outcomes: Outcome[] = [];
      const note = () => progress?.write(`\r\x1b[2KRead ${outcomes.length}/${files.length} resumes`);
      const textFiles = files.filter((f) => TEXT_EXTENSIONS.includes(path.extname(f).toLowerCase()));
      const binary = files.filter((f) => !textFiles.includes(f));
      for (const file of textFiles) {
        try {
          if ((await stat(file)).size > MAX_TEXT_BYTES) throw new Error('larger than 1 MB');
          const text = await readFile(file, 'utf8');
          if (!text.trim()) throw new Error('empty');
          outcomes.push({ file, ok: true, resume: resumeFromText(text) });
        } catch (e) {
          const why = e instanceof Error && /1 MB|empty/.test(e.message) ? e.message : 'unreadable';
          outcomes.push({
            file,
            ok: false,
            error: { code: 'text_unreadable', message: `The file is ${why}.` },
          });
        }
        note();
      }
      if (binary.length) {
        const { parseResumeFiles } = await import('@recruit/core/resume');
        for await (const o of parseResumeFiles(binary, {
          concurrency: Math.min(os.availableParallelism(), binary.length),
        })) {
          outcomes.push(
            o.ok ? { file: o.file, ok: true, resume: o.result } : { file: o.file, ok: false, error: o.error },
          );
          note();
        }
      }
      if (progress) progress.write('\r\x1b[2K');

      const scored = bestFirst(
        outcomes
          .filter((o): o is Extract<Outcome, { ok: true }> => o.ok)
          .map((o) => ({ file: o.file, ...scorer.score(o.resume) })),
      );
      const failed = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
      const lines: ScreenLine[] = [
        ...scored.map((s, i) => ({
          rank: i + 1,
          file: s.file,
          name: s.name,
          score: s.score,
          matched: s.matched,
          missing: s.missing,
          years: s.years,
        })),
        ...failed.map((f, i) => ({ rank: scored.length + i + 1, file: f.file, error: f.error })),
      ];
      const shown = lines.filter((l) => 'error' in l || l.rank <= (top ?? Infinity));

      if (opts.csv) {
        const rows = [
          ['rank', 'file', 'name', 'score', 'years', 'matched', 'missing', 'error'],
          ...shown.map((l) =>
            'error' in l
              ? [l.rank, l.file, '', '', '', '', '', l.error.message]
              : [l.rank, l.file, l.name, l.score, l.years, l.matched.join('; '), l.missing.join('; '), ''],
          ),
        ];
        try {
          await writeFile(opts.csv, `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`);
        } catch {
          usage(usageError('csv_unwritable', `Could not write ${opts.csv}.`));
        }
      }
      if (opts.json) for (const l of shown) writeLine(io.stdout, JSON.stringify(l));
      else {
        writeLine(io.stdout, `Job: ${scorer.job.title || '(untitled)'}`);
        writeLine(
          io.stdout,
          `Required: ${scorer.job.required.join(', ') || '-'}${scorer.job.years !== null ? ` · ${scorer.job.years}+ years` : ''}`,
        );
        if (scorer.job.preferred.length)
          writeLine(io.stdout, `Nice to have: ${scorer.job.preferred.join(', ')}`);
        writeLine(io.stdout);
        for (const l of table(shown)) writeLine(io.stdout, l);
        writeLine(io.stdout);
        writeLine(
          io.stdout,
          `${scored.length} screened, ${failed.length} failed.${opts.csv ? ` CSV: ${opts.csv}` : ''}`,
        );
      }
      if (failed.length > 0)
        throw new AppError(
          'validation',
          'screen_failures',
          `${failed.length} of ${files.length} files could not be read.`,
        );
    });
}
