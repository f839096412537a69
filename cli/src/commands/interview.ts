import { writeFile } from 'node:fs/promises';
import type { Command } from '@commander-js/extra-typings';
import {
  INTERVIEW_MESSAGES,
  formatInZone,
  type Interview,
  type InterviewChangeAnswer,
  type InterviewListAnswer,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit, notice } from '../output.js';

/** The zone of this machine, the default of --tz. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Repeated and comma-separated --interviewer values as one list. */
const addresses = (values: readonly string[] | undefined) =>
  (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const when = (i: Interview) =>
  `${formatInZone(i.startsAt, i.timeZone)} (${i.durationMinutes} min, ${i.timeZone})`;

function interviewLines(i: Interview): string[] {
  return [
    `Candidate: ${i.candidateName === i.candidateEmail ? i.candidateEmail : `${i.candidateName} <${i.candidateEmail}>`}`,
    `When: ${when(i)}`,
    `Interviewers: ${i.interviewers.join(', ')}`,
    ...(i.location ? [`Where: ${i.location}`] : []),
    `ID: ${i.id}`,
  ];
}

/**
 * The answer of a change: the interview on stdout; on stderr the invitation's outcome (a warning
 * when none went out) and each interviewer already booked then.
 */
function report(ctx: CliContext, json: boolean | undefined, heading: string, a: InterviewChangeAnswer) {
  emit(ctx.io, json, a, () => [heading, ...interviewLines(a.interview)]);
  for (const c of a.conflicts) notice(ctx.io, `Warning: ${INTERVIEW_MESSAGES.conflictTitle}: ${c.message}`);
  notice(ctx.io, a.invitation.status === 'sent' ? a.invitation.message : `Warning: ${a.invitation.message}`);
}

function table(answer: InterviewListAnswer): string[] {
  const { stats } = answer;
  const head = `This Month: ${stats.thisMonth}  Scheduled: ${stats.scheduled}  Completed: ${stats.completed}`;
  if (answer.interviews.length === 0)
    return [head, 'No interviews yet. Schedule one with: recruit interview schedule'];
  const rows = answer.interviews.map((i) => [
    i.id,
    `${i.localStart.replace('T', ' ')} ${i.timeZone}`,
    `${i.durationMinutes}m`,
    i.candidateName,
    i.interviewers.join(','),
    i.status,
    i.invitation.status.replace('_', ' '),
  ]);
  const all = [['ID', 'WHEN', 'LENGTH', 'CANDIDATE', 'INTERVIEWERS', 'STATUS', 'INVITATION'], ...rows];
  const widths = all[0]!.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  return [
    head,
    '',
    ...all.map((r) =>
      r
        .map((v, c) => v.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    ),
  ];
}

/**
 * recruit interview schedule|list|reschedule|cancel: core.interviews. Scheduling an interviewer who
 * is already booked is allowed and warned about on stderr; without an email transport the interview
 * is saved and stderr says the invitations were not sent.
 */
export function registerInterview(program: Command, ctx: CliContext) {
  const interview = program
    .command('interview')
    .description(
      'schedule interviews and email calendar invitations (iCalendar) to the candidate and interviewers',
    );

  interview
    .command('schedule')
    .description('schedule an interview and send the invitations')
    .requiredOption('--candidate <email|id>', "a saved candidate's id or email, or any email address")
    .option('--name <name>', 'the candidate name for an address that is not a saved candidate')
    .option('--interviewer <email...>', 'an interviewer (repeat, or separate with commas)')
    .requiredOption('--at <datetime>', 'local date and time, e.g. 2026-12-01T15:00')
    .option('--tz <zone>', 'IANA time zone of --at (default: this machine’s)')
    .option('--duration <minutes>', 'length: 30, 45, 60 or 90', '60')
    .option('--location <place-or-link>', 'room, address or meeting link')
    .option('--notes <text>', 'notes for the invitation')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const answer = await core.interviews.schedule(
        s.userId,
        {
          candidate: opts.candidate,
          ...(opts.name ? { candidateName: opts.name } : {}),
          interviewers: addresses(opts.interviewer),
          at: opts.at,
          timeZone: opts.tz ?? localZone(),
          durationMinutes: Number(opts.duration),
          location: opts.location ?? '',
          notes: opts.notes ?? '',
        },
        { via: 'cli' },
      );
      report(ctx, opts.json, INTERVIEW_MESSAGES.scheduled, answer);
    });

  interview
    .command('list')
    .description('your interviews and the quick stats (This Month, Scheduled, Completed)')
    .option('--tz <zone>', 'the zone whose calendar month "This Month" counts (default: this machine’s)')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const answer = await core.interviews.list(s.userId, { timeZone: opts.tz ?? localZone() });
      emit(ctx.io, opts.json, answer, () => table(answer));
    });

  interview
    .command('reschedule')
    .description('move an interview and send the updated invitation (same UID, SEQUENCE + 1)')
    .argument('<id>', 'the interview id (recruit interview list)')
    .requiredOption('--at <datetime>', 'new local date and time, e.g. 2026-12-02T09:30')
    .option('--tz <zone>', 'IANA time zone of --at (default: the interview’s)')
    .option('--duration <minutes>', 'new length: 30, 45, 60 or 90')
    .option('--location <place-or-link>', 'new room, address or meeting link')
    .option('--json', 'machine-readable output')
    .action(async (id, opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const answer = await core.interviews.reschedule(
        s.userId,
        id,
        {
          at: opts.at,
          ...(opts.tz ? { timeZone: opts.tz } : {}),
          ...(opts.duration !== undefined ? { durationMinutes: Number(opts.duration) } : {}),
          ...(opts.location !== undefined ? { location: opts.location } : {}),
        },
        { via: 'cli' },
      );
      report(ctx, opts.json, INTERVIEW_MESSAGES.rescheduled, answer);
    });

  interview
    .command('ics')
    .description('write the invitation as an iCalendar file (to import or forward it yourself)')
    .argument('<id>', 'the interview id (recruit interview list)')
    .option('--out <file>', 'write to a file instead of stdout')
    .action(async (id, opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const file = await core.interviews.calendar(s.userId, id);
      if (opts.out) {
        await writeFile(opts.out, file.content);
        notice(ctx.io, `Wrote ${opts.out}`);
      } else ctx.io.stdout.write(file.content);
    });

  interview
    .command('cancel')
    .description('cancel an interview and send the cancellation (METHOD:CANCEL)')
    .argument('<id>', 'the interview id (recruit interview list)')
    .option('--json', 'machine-readable output')
    .action(async (id, opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const answer = await core.interviews.cancel(s.userId, id, { via: 'cli' });
      report(ctx, opts.json, INTERVIEW_MESSAGES.cancelled, answer);
    });
}
