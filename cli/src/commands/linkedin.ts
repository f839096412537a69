import { readFile } from 'node:fs/promises';
import type { Command } from '@commander-js/extra-typings';
import { AppError, LINKEDIN_MESSAGES, type LinkedinResult } from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit, notice } from '../output.js';

/** The profile as the LinkedIn screen's result card shows it. */
function profileLines(r: LinkedinResult): string[] {
  const p = r.profile;
  if (!p) return [];
  const lines = [
    ...(r.is_demo
      ? [`${LINKEDIN_MESSAGES.demoTitle}: ${LINKEDIN_MESSAGES.demoText}`]
      : [LINKEDIN_MESSAGES.extracted]),
    `${p.name}${p.headline ? ` — ${p.headline}` : ''}`,
    [p.location, p.connections && `${p.connections} connections`].filter(Boolean).join(' · '),
    `URL: ${p.url}`,
  ];
  if (p.experience.length)
    lines.push('Experience:', ...p.experience.map((e) => `  ${e.title}, ${e.company} (${e.duration})`));
  if (p.education.length)
    lines.push('Education:', ...p.education.map((e) => `  ${e.degree}, ${e.school} (${e.years})`));
  if (p.skills.length) lines.push(`Skills: ${p.skills.join(', ')}`);
  return lines.filter((l) => l !== '');
}

/** recruit linkedin <url> [--save] | --file urls.txt: core.linkedin, printed. */
export function registerLinkedin(program: Command, ctx: CliContext) {
  program
    .command('linkedin')
    .description(
      'extract a LinkedIn profile with your PhantomBuster profile agent (sample data without a key)',
    )
    .argument('[url]', 'a profile URL, linkedin.com/in/…')
    .option('--file <path>', 'bulk import: every profile URL of a file (one a line)')
    .option('--save', 'save the extracted profile as a candidate')
    .option('--json', 'machine-readable output')
    .action(async (url, opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      if (opts.file) {
        let text: string;
        try {
          text = await readFile(opts.file, 'utf8');
        } catch {
          throw new AppError('validation', 'file_unreadable', `Could not read ${opts.file}.`);
        }
        const urls = text
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith('#'));
        const res = await core.linkedin.bulk(s.userId, urls);
        emit(ctx.io, opts.json, res, () =>
          res.results.map((r) =>
            r.status === 'error'
              ? `✗ ${r.url}: ${r.error ?? ''}`
              : `✓ ${r.url}: ${r.profile?.name ?? ''}${r.is_demo ? ' (sample data)' : ''}`,
          ),
        );
        notice(ctx.io, res.message);
        return;
      }
      const result = await core.linkedin.extract(s.userId, url ?? '');
      if (result.status === 'error') {
        if (opts.json) emit(ctx.io, true, result, () => []);
        throw new AppError(
          'provider',
          'linkedin_failed',
          result.error ?? 'The profile could not be extracted.',
          {
            ...(result.suggestion ? { hint: result.suggestion } : {}),
          },
        );
      }
      emit(ctx.io, opts.json, result, () => profileLines(result));
      if (opts.save) {
        const saved = await core.linkedin.save(s.userId, result.profile, { isDemo: result.is_demo });
        notice(ctx.io, `${LINKEDIN_MESSAGES.saved}: ${saved.message}`);
      }
    });
}
