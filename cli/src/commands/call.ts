import { InvalidArgumentError, type Command } from '@commander-js/extra-typings';
import {
  AppError,
  CALL_SCHEDULE_MESSAGES,
  DEFAULT_CALL_SCRIPT,
  TWILIO_MESSAGES,
  VOICE_TYPES,
  formatInZone,
  type CallResult,
  type ScheduledCall,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit, notice } from '../output.js';

const systemZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const voiceOption = (v: string) => {
  if (!(VOICE_TYPES as readonly string[]).includes(v))
    throw new InvalidArgumentError(CALL_SCHEDULE_MESSAGES.invalidVoice);
  return v as (typeof VOICE_TYPES)[number];
};

/** One history line: when (in the call's zone), to whom, status, SID and duration. */
function callLine(c: ScheduledCall): string {
  const who = c.candidateName ? `${c.to} (${c.candidateName})` : c.to;
  const parts = [c.id, formatInZone(c.dueAt, c.timeZone), who, c.is_demo ? `${c.status} (demo)` : c.status];
  if (c.sid && !c.is_demo) parts.push(c.sid);
  if (c.duration) parts.push(`${c.duration} s`);
  if (c.error && c.status !== 'demo') parts.push(c.error);
  return parts.join('  ');
}

function testCallLines(r: CallResult): string[] {
  return r.is_demo
    ? [
        `${r.message}: nobody was called (no Twilio credentials saved).`,
        'Save them with `recruit keys set twilio` or on the Twilio Integration page.',
      ]
    : [
        `${TWILIO_MESSAGES.callInitiated} Status: ${r.status}`,
        `SID: ${r.sid}`,
        `To: ${r.to}  From: ${r.from}`,
      ];
}

/**
 * recruit call test|schedule|list|cancel|run: the Twilio test call of /twilio-integration, and the
 * scheduled AI calls of the AI Calling screen (core.calls, core.scheduledCalls). A running `recruit
 * serve` places due calls; `recruit call run` places the due ones now (for cron).
 */
export function registerCall(program: Command, ctx: CliContext) {
  const call = program.command('call').description('AI phone calls through your Twilio credentials');

  call
    .command('test')
    .description('place the Twilio test call (a labelled demo without credentials)')
    .requiredOption('--to <number>', 'destination number, E.164 (+14155550100)')
    .option('--message <text>', 'what the call says', TWILIO_MESSAGES.defaultTestMessage)
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const result = await (
        await ctx.core()
      ).calls.testCall(s.userId, { phoneNumber: opts.to, message: opts.message });
      emit(ctx.io, opts.json, result, () => testCallLines(result));
    });

  call
    .command('schedule')
    .description('schedule an AI call: the script is spoken with the chosen voice at that time')
    .option('--to <number>', 'the number (E.164, or national with --country); default: the candidate’s')
    .option('--country <ISO>', 'country of a number given without its country code', 'US')
    .option('--candidate <id>', 'a saved candidate: their number and {candidate_name}; logged on them')
    .option('--at <time>', 'ISO time (2026-12-01T15:00:00Z) or YYYY-MM-DDTHH:mm in --tz; default: now')
    .option('--tz <zone>', 'IANA time zone of --at (default: this computer’s)')
    .option(
      '--script <text>',
      'what the call says, with {agent_name} {company_name} {job_title} {candidate_name} ' +
        '(default: the AI Calling screen’s script, with --job-title and --company-name)',
    )
    .option('--voice <type>', `voice: ${VOICE_TYPES.join(', ')}`, voiceOption, 'female')
    .option('--custom-voice <name>', 'the Twilio voice of --voice custom (Polly.Amy, …)')
    .option('--agent-name <text>', 'value of {agent_name} (default: your name)')
    .option('--company-name <text>', 'value of {company_name} (default: your company in Settings)')
    .option('--job-title <text>', 'value of {job_title}')
    .option('--candidate-name <text>', 'value of {candidate_name}')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const variables = Object.fromEntries(
        Object.entries({
          agent_name: opts.agentName,
          company_name: opts.companyName,
          job_title: opts.jobTitle,
          candidate_name: opts.candidateName,
        }).filter(([, v]) => v !== undefined),
      );
      const answer = await (
        await ctx.core()
      ).scheduledCalls.schedule(
        s.userId,
        {
          phoneNumber: opts.to ?? '',
          country: opts.country.toUpperCase(),
          script: opts.script ?? DEFAULT_CALL_SCRIPT,
          voice: opts.voice,
          ...(opts.customVoice ? { customVoice: opts.customVoice } : {}),
          ...(opts.at ? { at: opts.at } : {}),
          timeZone: opts.tz ?? systemZone(),
          ...(opts.candidate ? { candidateId: opts.candidate } : {}),
          variables,
        },
        { via: 'cli' },
      );
      if (answer.is_demo && !opts.json) notice(ctx.io, answer.message);
      emit(ctx.io, opts.json, answer, () => [
        `${CALL_SCHEDULE_MESSAGES.scheduledTitle}: ${answer.call.to} at ${formatInZone(answer.call.dueAt, answer.call.timeZone)}`,
        `ID: ${answer.call.id}`,
        `Script: ${answer.call.script}`,
      ]);
    });

  call
    .command('list')
    .description('your calls with their status, the latest first')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const calls = await (await ctx.core()).scheduledCalls.list(s.userId);
      emit(ctx.io, opts.json, { calls }, () => (calls.length ? calls.map(callLine) : ['No calls yet.']));
    });

  call
    .command('cancel')
    .description('cancel a call that has not been placed yet')
    .argument('<id>', 'the call (from `recruit call list`)')
    .option('--json', 'machine-readable output')
    .action(async (id, opts) => {
      const s = await ctx.requireSignedIn();
      const c = await (await ctx.core()).scheduledCalls.cancel(s.userId, id);
      emit(ctx.io, opts.json, { call: c }, () => [`${CALL_SCHEDULE_MESSAGES.cancelled}: ${callLine(c)}`]);
    });

  call
    .command('run')
    .description('place every due call now (what `recruit serve` does every 15 s); for cron')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      await ctx.requireSignedIn();
      const r = await (await ctx.core()).scheduledCalls.runDue();
      emit(ctx.io, opts.json, r, () => [
        `Placed ${r.placed}, demo ${r.demo}, failed ${r.failed}; ${r.refreshed} in progress read from Twilio.`,
      ]);
      if (r.failed)
        throw new AppError('provider', 'calls_failed', `${r.failed} call(s) failed: see recruit call list.`);
    });
}
