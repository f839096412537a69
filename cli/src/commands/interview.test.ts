import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';

const PASSWORD = 'Sunny-Day-42';

/** A date a week from now (the interview must be in the future). */
const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('recruit interview', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);
  const signUp = async () => {
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, PASSWORD)).code).toBe(0);
  };

  beforeEach(() => {
    sink.messages.length = 0;
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off', RECRUIT_SMTP_URL: sink.url };
  });
  afterEach(() => cleanup());

  const schedule = (...extra: string[]) =>
    run([
      'interview',
      'schedule',
      '--candidate',
      'jane@example.com',
      '--name',
      'Jane Doe',
      '--interviewer',
      'bob@acme.io',
      '--at',
      `${day}T15:00`,
      '--tz',
      'Europe/Berlin',
      '--duration',
      '45',
      ...extra,
    ]);

  it('schedules, warns about a busy interviewer, lists, reschedules and cancels, emailing each change', async () => {
    await signUp();
    const first = await schedule('--location', 'https://meet.example.com/abc', '--json');
    expect(first.code, first.err).toBe(0);
    const answer = JSON.parse(first.out) as { interview: { id: string; uid: string; sequence: number } };
    expect(answer.interview.sequence).toBe(0);
    expect(first.err).toBe('Invitations sent to 2 attendees.\n');
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(decodeQuotedPrintable(sink.messages[0]!.raw)).toContain(`UID:${answer.interview.uid}`);

    const second = await run([
      'interview',
      'schedule',
      '--candidate',
      'sam@example.com',
      '--interviewer',
      'carol@acme.io,bob@acme.io',
      '--at',
      `${day}T15:30`,
      '--tz',
      'Europe/Berlin',
      '--duration',
      '30',
    ]);
    expect(second.code).toBe(0);
    expect(second.out).toContain('Interview Scheduled\nCandidate: sam@example.com\n');
    expect(second.out).toContain('Interviewers: carol@acme.io, bob@acme.io');
    expect(second.err).toMatch(
      /^Warning: Interviewer Busy: bob@acme\.io already has an interview with Jane Doe at /,
    );

    const list = await run(['interview', 'list', '--tz', 'Europe/Berlin']);
    expect(list.code).toBe(0);
    const lines = list.out.split('\n');
    expect(lines[0]).toMatch(/^This Month: \d {2}Scheduled: 2 {2}Completed: 0$/);
    expect(lines[2]).toMatch(/^ID\s+WHEN\s+LENGTH\s+CANDIDATE\s+INTERVIEWERS\s+STATUS\s+INVITATION$/);
    expect(lines[3]).toContain(`${day} 15:00 Europe/Berlin  45m`);
    expect(lines[3]).toMatch(/Jane Doe\s+bob@acme\.io\s+scheduled\s+sent$/);
    const json = JSON.parse((await run(['interview', 'list', '--json'])).out) as { interviews: unknown[] };
    expect(json.interviews).toHaveLength(2);

    const moved = await run(['interview', 'reschedule', answer.interview.id, '--at', `${day}T17:00`]);
    expect(moved.code, moved.err).toBe(0);
    expect(moved.out).toMatch(/^Interview Rescheduled\n/);
    expect(moved.out).toContain('(45 min, Europe/Berlin)');
    expect(decodeQuotedPrintable(sink.messages.at(-1)!.raw)).toContain('SEQUENCE:1');

    const ics = await run(['interview', 'ics', answer.interview.id]);
    expect(ics.code).toBe(0);
    expect(ics.out).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.out).toContain(`UID:${answer.interview.uid}\r\n`);
    expect(ics.out).toContain('SEQUENCE:1\r\n');

    const cancelled = await run(['interview', 'cancel', answer.interview.id]);
    expect(cancelled.code).toBe(0);
    expect(cancelled.out).toMatch(/^Interview Cancelled\n/);
    expect(cancelled.err).toBe('Cancellations sent to 2 attendees.\n');
    const cancelMail = decodeQuotedPrintable(sink.messages.at(-1)!.raw);
    expect(cancelMail).toContain('METHOD:CANCEL');
    expect(cancelMail).toContain('STATUS:CANCELLED');
    expect(cancelMail).toContain('SEQUENCE:2');
  });

  it('refuses an unknown zone, a wrong duration and a bad date: a clear message, exit 1, no stack', async () => {
    await signUp();
    const zone = await schedule('--tz', 'Mars/Base');
    expect(zone.code).toBe(1);
    expect(zone.err).toBe(
      'Error: Invalid Time Zone: "Mars/Base" is not a known time zone. Use an IANA zone such as Europe/Berlin or America/New_York.\n',
    );
    const duration = await schedule('--duration', '50');
    expect(duration.code).toBe(1);
    expect(duration.err).toBe('Error: Invalid Duration: Duration must be 30, 45, 60 or 90 minutes.\n');
    const date = await run([
      'interview',
      'schedule',
      '--candidate',
      'a@b.co',
      '--interviewer',
      'c@d.co',
      '--at',
      'tomorrow',
    ]);
    expect(date.code).toBe(1);
    expect(date.err).toBe(
      'Error: Invalid Date: Please enter the date and time as YYYY-MM-DDTHH:mm, for example 2026-12-01T15:00.\n',
    );
    const unknown = await run(['interview', 'cancel', 'no-such-id']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('Error: Interview not found\n');
    for (const r of [zone, duration, date, unknown]) expect(r.err).not.toMatch(/\n\s+at /);
    expect(JSON.parse((await run(['interview', 'list', '--json'])).out).interviews).toEqual([]);
  });

  it('without an email transport: saved, and stderr says the invitations were NOT sent', async () => {
    delete env.RECRUIT_SMTP_URL;
    await signUp();
    const res = await schedule();
    expect(res.code).toBe(0);
    expect(res.out).toContain('Interview Scheduled');
    expect(res.err).toContain('Warning: The interview is saved, but the invitations were NOT sent');
    expect(sink.messages).toHaveLength(0);
    const list = await run(['interview', 'list']);
    expect(list.out).toMatch(/Jane Doe\s+bob@acme\.io\s+scheduled\s+not sent$/m);
  });
});
