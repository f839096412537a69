import type { Command } from '@commander-js/extra-typings';
import { isAppError } from '@recruit/core';
import type { CliContext } from '../context.js';
import { writeLine } from '../io.js';
import { parseTop, readJobDescription, table, type ScreenLine } from './screen.js';

/** recruit source --jd JD: smart sourcing, the signed-in user's saved candidates ranked for a JD. */
export function registerSource(program: Command, ctx: CliContext) {
  program
    .command('source')
    .description('rank your saved candidates for a job description (smart sourcing, the screening scorer)')
    .requiredOption('--jd <file>', 'the job description (text or Markdown)')
    .option(
      '--json',
      'one JSON line per candidate, best first: {rank, id, name, email, score, matched, missing, years}',
    )
    .option('--top <n>', 'show only the best N')
    .addHelpText('after', '\nExample: recruit source --jd nurse.md --top 10')
    .action(async (opts, cmd) => {
      let top: number | undefined;
      let jd = '';
      try {
        top = parseTop(opts.top);
        jd = await readJobDescription(opts.jd);
      } catch (e) {
        if (isAppError(e)) cmd.error(`Error: ${e.message}`, { exitCode: 2, code: e.code });
        throw e;
      }
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const ranked = await core.screening.rankCandidates(s.userId, jd, {
        feature: 'smart-sourcing',
        ...(top ? { limit: top } : {}),
      });
      const { io } = ctx;
      if (opts.json) {
        for (const c of ranked.candidates)
          writeLine(
            io.stdout,
            JSON.stringify({
              rank: c.rank,
              id: c.id,
              name: c.name,
              email: c.email,
              score: c.score,
              matched: c.matched,
              missing: c.missing,
              years: c.years,
            }),
          );
        return;
      }
      writeLine(io.stdout, ranked.message);
      if (!ranked.candidates.length) return;
      writeLine(io.stdout, `Job: ${ranked.job.title || '(untitled)'}`);
      writeLine(io.stdout);
      const lines: ScreenLine[] = ranked.candidates.map((c) => ({
        rank: c.rank,
        file: c.id,
        name: c.name,
        score: c.score,
        matched: c.matched,
        missing: c.missing,
        years: c.years,
      }));
      for (const l of table(lines)) writeLine(io.stdout, l);
    });
}
