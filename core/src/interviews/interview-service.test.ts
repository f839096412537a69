import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { ProviderError } from '../errors.js';
import { INTERVIEW_MESSAGES } from '../schemas/interviews.js';
import { unfoldIcs } from './ics.js';
import { createInterviewService, type InviteMailer } from './interview-service.js';

type Sent = Parameters<InviteMailer['send']>[0];

/** A transport that keeps what it was given, or fails as told. */
function fakeMailer(fail?: Error) {
  const sent: Sent[] = [];
  const mailer: InviteMailer = {
    send: async (mail) => {
      if (fail) throw fail;
      sent.push(mail);
      return { accepted: mail.to, rejected: [] };
    },
  };
  return { mailer, sent };
}

const T0 = Date.parse('2026-11-20T09:00:00.000Z');
const HOUR = 3_600_000;

describe.each(testDialects())('interview service on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  let clock: number;
  let candidateId: string;

  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
    candidateId = (await core.candidates.create(userId, { name: 'Jane Doe', email: 'jane@example.com' }))
      .candidate.id;
    clock = T0;
  });
  afterEach(async () => core.dispose());

  const serviceWith = (mailer: InviteMailer | undefined) =>
    createInterviewService({
      db: core.db,
      plans: core.plans,
      candidates: core.candidates,
      mailerFor: async () => mailer,
      now: () => new Date(clock),
    });

  const base = {
    candidate: 'jane@example.com',
    interviewers: ['Bob@Acme.io', 'carol@acme.io'],
    at: '2026-12-01T15:00',
    timeZone: 'Europe/Berlin',
    durationMinutes: 45,
    location: 'https://meet.example.com/abc',
    notes: 'Portfolio review',
  };

  it('schedules for a saved candidate by email, emails a REQUEST to candidate and interviewers, logs it', async () => {
    const { mailer, sent } = fakeMailer();
    const res = await serviceWith(mailer).schedule(userId, base, { via: 'cli' });
    expect(res.interview).toMatchObject({
      candidateId,
      candidateName: 'Jane Doe',
      candidateEmail: 'jane@example.com',
      interviewers: ['bob@acme.io', 'carol@acme.io'],
      startsAt: '2026-12-01T14:00:00.000Z',
      endsAt: '2026-12-01T14:45:00.000Z',
      localStart: '2026-12-01T15:00',
      timeZone: 'Europe/Berlin',
      durationMinutes: 45,
      status: 'scheduled',
      sequence: 0,
      invitation: { status: 'sent', error: null, sentAt: new Date(T0).toISOString() },
    });
    expect(res.invitation).toEqual({
      status: 'sent',
      message: 'Invitations sent to 3 attendees.',
      recipients: ['jane@example.com', 'bob@acme.io', 'carol@acme.io'],
    });
    expect(res.conflicts).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(['jane@example.com', 'bob@acme.io', 'carol@acme.io']);
    expect(sent[0]!.icalEvent.method).toBe('REQUEST');
    const ics = unfoldIcs(sent[0]!.icalEvent.content);
    expect(ics).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:${res.interview.uid}`,
        'SEQUENCE:0',
        'DTSTART:20261201T140000Z',
        'DTEND:20261201T144500Z',
        'SUMMARY:Interview: Jane Doe',
        'LOCATION:https://meet.example.com/abc',
        'ORGANIZER;CN=Ada:mailto:ada@acme.io',
        'ATTENDEE;CN=Jane Doe;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:jane@example.com',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:bob@acme.io',
      ]),
    );
    expect(sent[0]!.text).toContain('When: Tue, Dec 1, 2026, 15:00 GMT+1 (45 minutes, Europe/Berlin)');
    const log = await core.candidates.activity(userId, candidateId);
    expect(log[0]).toMatchObject({ action: 'interview', via: 'cli' });
    expect(log[0]!.summary).toContain('Interview: scheduled for Tue, Dec 1, 2026, 15:00 GMT+1 (45 min)');
  });

  it('reschedules with the same UID and SEQUENCE+1, cancels with METHOD:CANCEL, logging both', async () => {
    const { mailer, sent } = fakeMailer();
    const svc = serviceWith(mailer);
    const { interview } = await svc.schedule(userId, { ...base, candidate: candidateId });
    const moved = await svc.reschedule(userId, interview.id, { at: '2026-12-02T09:30', durationMinutes: 60 });
    expect(moved.interview).toMatchObject({
      uid: interview.uid,
      sequence: 1,
      startsAt: '2026-12-02T08:30:00.000Z',
      endsAt: '2026-12-02T09:30:00.000Z',
      timeZone: 'Europe/Berlin',
      durationMinutes: 60,
    });
    const update = unfoldIcs(sent[1]!.icalEvent.content);
    expect(update).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:${interview.uid}`,
        'SEQUENCE:1',
        'DTSTART:20261202T083000Z',
      ]),
    );
    expect(sent[1]!.subject).toMatch(/^Updated: Interview: Jane Doe/);

    const cancelled = await svc.cancel(userId, interview.id);
    expect(cancelled.interview).toMatchObject({ status: 'cancelled', sequence: 2, uid: interview.uid });
    expect(cancelled.invitation.message).toBe('Cancellations sent to 3 attendees.');
    expect(sent[2]!.icalEvent.method).toBe('CANCEL');
    expect(unfoldIcs(sent[2]!.icalEvent.content)).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', `UID:${interview.uid}`, 'SEQUENCE:2']),
    );
    await expect(svc.cancel(userId, interview.id)).rejects.toMatchObject({
      kind: 'conflict',
      message: INTERVIEW_MESSAGES.alreadyCancelled,
    });
    const log = await core.candidates.activity(userId, candidateId);
    expect(log.slice(0, 3).map((a) => a.summary.split(' ').slice(0, 2).join(' '))).toEqual([
      'Interview: cancelled',
      'Interview: rescheduled',
      'Interview: scheduled',
    ]);
  });

  it('saves the interview without a transport and says the invitations were not sent', async () => {
    const res = await serviceWith(undefined).schedule(userId, { ...base, candidate: 'new@example.org' });
    expect(res.invitation).toEqual({
      status: 'not_sent',
      message: INTERVIEW_MESSAGES.notSent,
      recipients: [],
    });
    expect(res.invitation.message).toContain('NOT sent');
    expect(res.interview).toMatchObject({
      candidateId: null,
      candidateName: 'new@example.org',
      invitation: { status: 'not_sent', sentAt: null },
    });
    expect((await serviceWith(undefined).list(userId)).interviews.map((i) => i.id)).toEqual([
      res.interview.id,
    ]);
  });

  it('keeps the interview when the transport fails and reports the failure', async () => {
    const { mailer } = fakeMailer(
      new ProviderError('smtp', 'The SMTP server did not accept the message: 554 no'),
    );
    const res = await serviceWith(mailer).schedule(userId, base);
    expect(res.invitation.status).toBe('failed');
    expect(res.invitation.message).toBe(
      'The interview is saved, but the invitations were NOT sent: The SMTP server did not accept the message: 554 no',
    );
    expect(res.interview.invitation.status).toBe('failed');
  });

  it('warns about an interviewer already booked at an overlapping time, and still schedules', async () => {
    const svc = serviceWith(fakeMailer().mailer);
    const first = await svc.schedule(userId, base);
    const second = await svc.schedule(userId, {
      ...base,
      candidate: 'other@example.org',
      candidateName: 'Sam Other',
      interviewers: ['carol@acme.io', 'dan@acme.io'],
      at: '2026-12-01T15:30',
      durationMinutes: 30,
    });
    expect(second.conflicts).toEqual([
      {
        interviewer: 'carol@acme.io',
        interviewId: first.interview.id,
        candidateName: 'Jane Doe',
        startsAt: '2026-12-01T14:00:00.000Z',
        endsAt: '2026-12-01T14:45:00.000Z',
        timeZone: 'Europe/Berlin',
        message: 'carol@acme.io already has an interview with Jane Doe at Tue, Dec 1, 2026, 15:00 GMT+1.',
      },
    ]);
    // Back to back is no conflict; a cancelled interview is no conflict.
    const after = await svc.schedule(userId, { ...base, at: '2026-12-01T15:45', durationMinutes: 30 });
    expect(after.conflicts.map((c) => [c.interviewId, c.interviewer])).toEqual([
      [second.interview.id, 'carol@acme.io'],
    ]);
    await svc.cancel(userId, second.interview.id);
    const again = await svc.schedule(userId, { ...base, at: '2026-12-01T15:45', durationMinutes: 30 });
    expect(again.conflicts.map((c) => [c.interviewId, c.interviewer])).toEqual([
      [after.interview.id, 'bob@acme.io'],
      [after.interview.id, 'carol@acme.io'],
    ]);
  });

  it('refuses bad input with clear messages and saves nothing', async () => {
    const svc = serviceWith(fakeMailer().mailer);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ timeZone: 'Mars/Base' }, 'Invalid Time Zone', INTERVIEW_MESSAGES.invalidTimeZone('Mars/Base')],
      [{ durationMinutes: 50 }, 'Invalid Duration', 'Duration must be 30, 45, 60 or 90 minutes.'],
      [{ durationMinutes: 'long' }, 'Invalid Duration', 'Duration must be 30, 45, 60 or 90 minutes.'],
      [{ at: '2026-02-30T10:00' }, 'Invalid Date', INTERVIEW_MESSAGES.invalidDate],
      [{ at: '2026-11-01T10:00' }, 'Invalid Date', 'The interview must start in the future.'],
      [
        { at: '2027-03-28T02:30' },
        'Invalid Date',
        '2027-03-28 02:30 does not exist in Europe/Berlin (the clocks change then). Please pick another time.',
      ],
      [{ candidate: '' }, 'Candidate Required', INTERVIEW_MESSAGES.candidateRequired],
      [{ candidate: 'not-an@' }, 'Invalid Email', '"not-an@" is not a valid email address.'],
      [{ interviewers: [] }, 'Interviewer Required', INTERVIEW_MESSAGES.interviewerRequired],
      [{ interviewers: ['bob'] }, 'Invalid Email', '"bob" is not a valid email address.'],
    ];
    for (const [over, title, message] of cases)
      await expect(
        svc.schedule(userId, { ...base, ...over } as typeof base),
        JSON.stringify(over),
      ).rejects.toMatchObject({ kind: 'validation', title, message });
    await expect(svc.schedule(userId, { ...base, candidate: 'no-such-id' })).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Candidate not found',
    });
    expect((await svc.list(userId)).interviews).toEqual([]);
  });

  it('counts This Month, Scheduled and Completed from the data; a past interview is completed unless cancelled', async () => {
    const svc = serviceWith(fakeMailer().mailer);
    await svc.schedule(userId, { ...base, at: '2026-11-20T12:00' }); // this month, ends 11:45 UTC
    const c = await svc.schedule(userId, { ...base, at: '2026-11-25T12:00' }); // this month, to be cancelled
    await svc.schedule(userId, { ...base, at: '2026-12-03T12:00' }); // next month
    await svc.cancel(userId, c.interview.id);
    expect((await svc.list(userId, { timeZone: 'Europe/Berlin' })).stats).toEqual({
      thisMonth: 1,
      scheduled: 2,
      completed: 0,
    });
    clock = T0 + 3 * HOUR; // 12:00 UTC: the first one has ended
    const after = await svc.list(userId, { timeZone: 'Europe/Berlin' });
    expect(after.stats).toEqual({ thisMonth: 1, scheduled: 1, completed: 1 });
    expect(after.interviews.map((i) => [i.localStart, i.status])).toEqual([
      ['2026-12-03T12:00', 'scheduled'],
      ['2026-11-25T12:00', 'cancelled'],
      ['2026-11-20T12:00', 'completed'],
    ]);
    await expect(
      svc.reschedule(userId, after.interviews[2]!.id, { at: '2026-12-10T10:00' }),
    ).rejects.toMatchObject({
      message: INTERVIEW_MESSAGES.alreadyEnded,
    });
    await expect(svc.list(userId, { timeZone: 'Nowhere/Land' })).rejects.toMatchObject({
      title: 'Invalid Time Zone',
    });
  });

  it("keeps each user's interviews to themselves", async () => {
    const svc = serviceWith(fakeMailer().mailer);
    const { interview } = await svc.schedule(userId, base);
    const other = (
      await core.accounts.register({ email: 'eve@evil.io', password: 'Sunny-Day-42', name: 'Eve' })
    ).userId;
    expect((await svc.list(other)).interviews).toEqual([]);
    await expect(svc.cancel(other, interview.id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(svc.schedule(other, { ...base, candidate: candidateId })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('invitations over SMTP (smtp-server on 127.0.0.1)', () => {
  let sink: SmtpSink;
  let core: TestCore;
  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: (a) => a === 'ghost@acme.io' });
  });
  afterAll(async () => sink.close());
  afterEach(async () => core.dispose());

  it('sends a multipart message whose text/calendar part carries METHOD:REQUEST, then the CANCEL', async () => {
    const [sqlite] = testDialects();
    core = await makeTestCore(sqlite!, {
      RECRUIT_SMTP_URL: sink.url,
      RECRUIT_MAIL_FROM: 'Recruit <noreply@recruit.test>',
    });
    const { userId } = await core.accounts.register({
      email: 'ada@acme.io',
      password: 'Sunny-Day-42',
      name: 'Ada',
    });
    const at = new Date(Date.now() + 7 * 24 * HOUR).toISOString().slice(0, 10);
    const res = await core.interviews.schedule(userId, {
      candidate: 'jane@example.com',
      candidateName: 'Jane Doe',
      interviewers: ['bob@acme.io'],
      at: `${at}T15:00`,
      timeZone: 'Europe/Berlin',
      durationMinutes: 30,
      location: 'Room 4, 2nd floor',
    });
    expect(res.invitation).toMatchObject({ status: 'sent', recipients: ['jane@example.com', 'bob@acme.io'] });
    expect(sink.messages).toHaveLength(1);
    const msg = sink.messages[0]!;
    expect(msg.to.sort()).toEqual(['bob@acme.io', 'jane@example.com']);
    expect(msg.raw).toMatch(/Content-Type: multipart\/(mixed|alternative)/);
    expect(msg.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const body = decodeQuotedPrintable(msg.raw);
    const calendar = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(
      body.includes('BEGIN:VCALENDAR')
        ? body
        : Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString(),
    );
    expect(calendar).not.toBeNull();
    const lines = unfoldIcs(calendar![0].replace(/\r?\n/g, '\r\n'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:${res.interview.uid}`,
        'SEQUENCE:0',
        'LOCATION:Room 4\\, 2nd floor',
      ]),
    );
    expect(msg.raw).toContain('Subject: Interview: Jane Doe');

    await core.interviews.cancel(userId, res.interview.id);
    expect(sink.messages).toHaveLength(2);
    expect(sink.messages[1]!.raw).toContain('Subject: Cancelled: Interview: Jane Doe');
    expect(sink.messages[1]!.raw).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(decodeQuotedPrintable(sink.messages[1]!.raw)).toContain('STATUS:CANCELLED');
  });

  it('says which attendee the mail server refused, and counts only those it accepted', async () => {
    const [sqlite] = testDialects();
    core = await makeTestCore(sqlite!, { RECRUIT_SMTP_URL: sink.url });
    const { userId } = await core.accounts.register({
      email: 'ada@acme.io',
      password: 'Sunny-Day-42',
      name: 'Ada',
    });
    const at = new Date(Date.now() + 7 * 24 * HOUR).toISOString().slice(0, 10);
    const res = await core.interviews.schedule(userId, {
      candidate: 'jane@example.com',
      interviewers: ['bob@acme.io', 'ghost@acme.io'],
      at: `${at}T15:00`,
      timeZone: 'UTC',
      durationMinutes: 30,
    });
    expect(res.invitation).toEqual({
      status: 'sent',
      message: 'Invitations sent to 2 attendees. The mail server refused ghost@acme.io.',
      recipients: ['jane@example.com', 'bob@acme.io'],
    });
  });
});
