import { readFile } from 'node:fs/promises';
import type { Command } from '@commander-js/extra-typings';
import {
  AppError,
  LOCAL_SCRAPE_MESSAGES,
  SCRAPING_MESSAGES,
  type PageExtract,
  type ScrapeProgress,
  type ScrapeResult,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import { writeLine, type CliIO } from '../io.js';
import { emit, notice } from '../output.js';

const MAX_FILE_URLS = 1000;

/** What the local scraper found, a line per kind, only the kinds it found. */
function extractLines(e: PageExtract): string[] {
  const lines: string[] = [];
  if (e.description) lines.push(`Description: ${e.description}`);
  if (e.emails.length) lines.push(`Emails: ${e.emails.join(', ')}`);
  if (e.phones.length) lines.push(`Phones: ${e.phones.join(', ')}`);
  for (const p of e.socialProfiles) lines.push(`Profile (${p.network}): ${p.url}`);
  for (const j of e.jobPostings)
    lines.push(`Job posting: ${typeof j.title === 'string' ? j.title : '(untitled)'}`);
  for (const p of e.people) lines.push(`Person: ${typeof p.name === 'string' ? p.name : '(unnamed)'}`);
  if (e.links.length) lines.push(`Links: ${e.links.length}`);
  return lines;
}

/** The result as the scraping screen shows it: a heading, the run, then the page's text or the agent's output. */
function scrapeLines(r: ScrapeResult): string[] {
  const d = r.data;
  const heading = r.is_demo
    ? `${SCRAPING_MESSAGES.demoMode}: ${SCRAPING_MESSAGES.demoModeText}`
    : SCRAPING_MESSAGES.successful;
  if (!d) return [heading];
  const extracted = d.metadata.extracted as PageExtract | undefined;
  if (extracted) {
    return [heading, `Title: ${d.title}`, `URL: ${d.url}`, ...extractLines(extracted), '', d.content];
  }
  return [
    heading,
    `URL: ${d.url}`,
    `Container: ${d.containerId}  Agent: ${d.agentId}  Status: ${d.status}`,
    '',
    d.content,
  ];
}

/**
 * A PhantomBuster run's progress on stderr, each line after '… '. On a terminal, the looks at the run
 * (its status and the seconds since launch) redraw one line in place, which stays once the run ended;
 * elsewhere (a pipe, a log) every look is a line of its own.
 */
function runProgress(io: CliIO): { onProgress: ScrapeProgress; end: () => void } {
  const inPlace = !!io.stderr.isTTY;
  let open = false;
  const end = () => {
    if (open) io.stderr.write('\n');
    open = false;
  };
  return {
    onProgress: (line, look) => {
      if (inPlace && look) {
        io.stderr.write(`\r\x1b[2K… ${line}`);
        open = true;
        return;
      }
      end();
      notice(io, `… ${line}`);
    },
    end,
  };
}

/** The URLs of a file: one a line; blank lines and lines starting with # are skipped. */
async function urlsOf(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new AppError('validation', 'file_unreadable', `Could not read ${file}.`);
  }
  const urls = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  if (urls.length === 0) throw new AppError('validation', 'no_urls', `${file} holds no URLs (one a line).`);
  if (urls.length > MAX_FILE_URLS)
    throw new AppError('validation', 'too_many_urls', `Please give at most ${MAX_FILE_URLS} URLs at once.`);
  return urls;
}

/**
 * recruit scrape <url> | --file urls.txt: core.scraping (the model tool), printed; a failed scrape
 * exits 1. A batch prints one result a line (NDJSON with --json) and exits 1 when any failed.
 */
export function registerScrape(program: Command, ctx: CliContext) {
  program
    .command('scrape')
    .description('scrape a web page: locally, or with your PhantomBuster agent when a key is saved')
    .argument('[url]', 'the page, http:// or https://')
    .option('--file <path>', 'scrape every URL of a file (one a line)')
    .option('--agents', 'list your PhantomBuster agents (the scrape runs the first)')
    .option('--concurrency <n>', 'pages scraped at once with --file (1-8)', '4')
    .option('--json', 'machine-readable output (NDJSON with --file)')
    .action(async (url, opts) => {
      if (opts.agents) {
        const s = await ctx.requireSignedIn();
        const agents = await (await ctx.core()).scraping.agents(s.userId);
        emit(ctx.io, opts.json, { agents }, () =>
          agents.length
            ? agents.map((a) => `${a.id}  ${a.name}${a.script ? `  (${a.script})` : ''}`)
            : ['No agents.'],
        );
        return;
      }
      if (!url && !opts.file)
        throw new AppError('validation', 'url_required', SCRAPING_MESSAGES.urlRequiredText, {
          title: SCRAPING_MESSAGES.urlRequired,
        });
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      if (opts.file) {
        const urls = [...(url ? [url] : []), ...(await urlsOf(opts.file))];
        const concurrency = Number.parseInt(opts.concurrency, 10);
        const summary = await core.scraping.scrapeMany(
          s.userId,
          urls,
          (r) => {
            if (opts.json) writeLine(ctx.io.stdout, JSON.stringify(r));
            else
              writeLine(
                ctx.io.stdout,
                r.status === 'error'
                  ? `✗ ${r.input}: ${r.error ?? SCRAPING_MESSAGES.unknownError}`
                  : `✓ ${r.input}: ${r.data?.title ?? ''}`,
              );
          },
          { concurrency: Number.isFinite(concurrency) ? concurrency : 4 },
        );
        const line = LOCAL_SCRAPE_MESSAGES.batchSummary(summary.ok, summary.total);
        if (summary.ok < summary.total) throw new AppError('provider', 'scrape_failures', line);
        notice(ctx.io, line);
        return;
      }
      // PhantomBuster runs take a while: progress goes to stderr, the result to stdout.
      const progress = runProgress(ctx.io);
      let result: ScrapeResult;
      try {
        result = await core.scraping.scrape(s.userId, url!, { onProgress: progress.onProgress });
      } finally {
        progress.end();
      }
      if (result.status === 'error') {
        if (opts.json) emit(ctx.io, true, result, () => []);
        throw new AppError('provider', 'scrape_failed', result.error ?? SCRAPING_MESSAGES.unknownError, {
          title: SCRAPING_MESSAGES.failed,
          ...(result.suggestion ? { hint: result.suggestion } : {}),
        });
      }
      emit(ctx.io, opts.json, result, () => scrapeLines(result));
    });
}
