import type { Command } from '@commander-js/extra-typings';
import { AppError } from '@recruit/core';
import {
  displayHit,
  relevanceText,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  type SearchHit,
} from '@recruit/core/schemas/search';
import type { CliContext } from '../context.js';
import { writeLine } from '../io.js';
import { notice } from '../output.js';

/** The terminal's table: rank, name, title, location, score (long cells cut with '…'). */
export function searchTable(hits: SearchHit[]): string[] {
  const ranked = hits.some((h) => h.score > 0);
  const rows = hits.map((h) => [
    String(h.rank),
    displayHit(h).name,
    h.title || '-',
    h.location || '-',
    relevanceText(h.score, ranked),
  ]);
  const head = ['#', 'Name', 'Title', 'Location', 'Score'];
  const cap = [4, 28, 32, 24, 8];
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const widths = head.map((h, i) => Math.min(cap[i]!, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
  const right = new Set([0, 4]);
  const fmt = (r: string[]) =>
    r
      .map((c, i) =>
        right.has(i) ? cut(c, widths[i]!).padStart(widths[i]!) : cut(c, widths[i]!).padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
}

/** recruit search "QUERY": smart search over the signed-in user's saved candidates. */
export function registerSearch(program: Command, ctx: CliContext) {
  program
    .command('search')
    .description('search your saved candidates: words, "phrases", OR, NOT, skill: title: location: company:')
    .argument('<query...>', 'the search query (quote it in the shell)')
    .option('--json', 'a JSON array of the candidates, best first')
    .option('--limit <n>', `at most N candidates (default ${SEARCH_LIMITS.defaultResults})`)
    .addHelpText(
      'after',
      `\n${SEARCH_MESSAGES.syntax}\n\nExamples:\n  recruit search 'python "data engineer" location:berlin'\n  recruit search 'skill:(react OR vue) -title:intern' --json`,
    )
    .action(async (words, opts) => {
      const limit = opts.limit === undefined ? undefined : Number(opts.limit);
      if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= SEARCH_LIMITS.results))
        throw new AppError(
          'validation',
          'invalid_limit',
          `--limit must be a whole number from 1 to ${SEARCH_LIMITS.results}`,
        );
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const result = await core.search.search(s.userId, words.join(' '), limit ? { limit } : {});
      const { io } = ctx;
      if (opts.json) {
        writeLine(io.stdout, JSON.stringify(result.candidates));
        if (result.message) notice(io, result.message);
        return;
      }
      if (result.message) {
        writeLine(io.stdout, result.message);
        return;
      }
      for (const l of searchTable(result.candidates)) writeLine(io.stdout, l);
    });
}
