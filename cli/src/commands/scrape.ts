import type { Command } from '@commander-js/extra-typings';
import { AppError, SCRAPING_MESSAGES, type ScrapeResult } from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit } from '../output.js';

/** The result as the scraping screen shows it: a heading, the run, then what the agent printed. */
function scrapeLines(r: ScrapeResult): string[] {
  const d = r.data;
  const heading = r.is_demo
    ? `${SCRAPING_MESSAGES.demoMode}: ${SCRAPING_MESSAGES.demoModeText}`
    : SCRAPING_MESSAGES.successful;
  if (!d) return [heading];
  return [
    heading,
    `URL: ${d.url}`,
    `Container: ${d.containerId}  Agent: ${d.agentId}  Status: ${d.status}`,
    '',
    d.content,
  ];
}

/** recruit scrape <url>: core.scraping.scrape (the model tool), printed; a failed scrape exits 1. */
export function registerScrape(program: Command, ctx: CliContext) {
  program
    .command('scrape')
    .description('scrape a web page with your PhantomBuster agent (demo mode without a key)')
    .argument('<url>', 'the page, http:// or https://')
    .option('--json', 'machine-readable output')
    .action(async (url, opts) => {
      const s = await ctx.requireSignedIn();
      const result = await (await ctx.core()).scraping.scrape(s.userId, url);
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
