import type { Command } from '@commander-js/extra-typings';
import { AppError, ENGAGEMENT_MESSAGES, ENGAGEMENT_TONES, type EngagementTone } from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit, notice } from '../output.js';

/**
 * recruit message generate --candidate ID [--tone …]: a personalised outreach message for a saved
 * candidate (core.engagement), written by the user's model when configured, otherwise a template with
 * the candidate's data filled in, labelled as such. The message goes to stdout, the label to stderr.
 */
export function registerMessage(program: Command, ctx: CliContext) {
  const message = program.command('message').description('outreach messages for your candidates');
  message
    .command('generate')
    .description('write a personalised outreach message for a saved candidate')
    .requiredOption(
      '--candidate <id>',
      'the saved candidate (see the candidates screen or `recruit parse --save`)',
    )
    .option('--tone <tone>', `${ENGAGEMENT_TONES.join(', ')}`, 'professional')
    .option('--text <message>', 'your initial message or notes; variables like {candidate_name} are filled')
    .option('--job-title <title>', 'the role ({job_title})')
    .option('--company <name>', 'your company ({company_name})')
    .option('--recruiter <name>', 'your name to sign with ({recruiter_name})')
    .option('--template <name>', 'without a model: Initial Outreach, Follow-up or Interview Invitation')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      if (!(ENGAGEMENT_TONES as readonly string[]).includes(opts.tone)) {
        throw new AppError('validation', 'invalid_tone', ENGAGEMENT_MESSAGES.toneInvalid);
      }
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const result = await core.engagement.generate(s.userId, {
        candidateId: opts.candidate,
        tone: opts.tone as EngagementTone,
        ...(opts.text !== undefined ? { initialMessage: opts.text } : {}),
        ...(opts.jobTitle !== undefined ? { jobTitle: opts.jobTitle } : {}),
        ...(opts.company !== undefined ? { companyName: opts.company } : {}),
        ...(opts.recruiter !== undefined ? { recruiterName: opts.recruiter } : {}),
        ...(opts.template !== undefined ? { template: opts.template } : {}),
      });
      if (!opts.json) notice(ctx.io, result.label);
      emit(ctx.io, opts.json, result, () => [`Subject: ${result.subject}`, '', result.message]);
    });
}
