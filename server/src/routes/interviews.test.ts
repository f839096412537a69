import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  interviewChangeAnswerSchema,
  interviewConflictsAnswerSchema,
  interviewListAnswerSchema,
  interviewSchema,
  INTERVIEW_MESSAGES,
} from '@recruit/core';
import { smtpSinkForTests } from '../../../tests/fakes/smtp-sink.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { signedInServer } from '../../../tests/helpers/http.js';

const MB = 'x'.repeat(1_000_000);
const strictError = apiErrorSchema.extend({ error: apiErrorSchema.shape.error.strict() }).strict();
/** A date a week from now, so the interview is always in the future. */
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const sink = smtpSinkForTests();

describe.each(testDialects())('interview routes on $name', (dialect) => {
  const { call } = signedInServer(dialect, { env: () => ({ RECRUIT_SMTP_URL: sink.url }), name: 'Ada' });

  const draft = {
    candidate: 'jane@example.com',
    candidateName: 'Jane Doe',
    interviewers: ['bob@acme.io'],
    at: `${nextWeek}T15:00`,
    timeZone: 'Europe/Berlin',
    durationMinutes: 45,
    location: 'https://meet.example.com/abc',
  };

  it('schedules, lists with stats, warns about a conflict, reschedules and cancels — answers in their schemas', async () => {
    const res = await call('POST', '/api/interviews', draft);
    expect(res.statusCode, res.body).toBe(200);
    const first = interviewChangeAnswerSchema.parse(res.json());
    expect(first.invitation).toMatchObject({
      status: 'sent',
      recipients: ['jane@example.com', 'bob@acme.io'],
    });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.raw).toMatch(/method=REQUEST/i);

    const pre = await call('POST', '/api/interviews/conflicts', { ...draft, at: `${nextWeek}T15:30` });
    const { conflicts } = interviewConflictsAnswerSchema.parse(pre.json());
    expect(conflicts.map((c) => c.interviewer)).toEqual(['bob@acme.io']);
    expect(
      interviewConflictsAnswerSchema.parse(
        (await call('POST', '/api/interviews/conflicts', { at: 'half' })).json(),
      ),
    ).toEqual({ conflicts: [] });

    const second = interviewChangeAnswerSchema.parse(
      (
        await call('POST', '/api/interviews', {
          ...draft,
          candidate: 'sam@example.com',
          at: `${nextWeek}T15:30`,
        })
      ).json(),
    );
    expect(second.conflicts[0]!.message).toContain('bob@acme.io already has an interview with Jane Doe');

    const list = interviewListAnswerSchema.parse(
      (await call('GET', '/api/interviews?tz=Europe/Berlin')).json(),
    );
    expect(list.interviews).toHaveLength(2);
    expect(list.stats.scheduled).toBe(2);
    expect(list.stats.completed).toBe(0);

    const got = interviewSchema.parse((await call('GET', `/api/interviews/${first.interview.id}`)).json());
    expect(got.uid).toBe(first.interview.uid);

    const moved = interviewChangeAnswerSchema.parse(
      (
        await call('POST', `/api/interviews/${first.interview.id}/reschedule`, { at: `${nextWeek}T17:00` })
      ).json(),
    );
    expect(moved.interview).toMatchObject({
      sequence: 1,
      uid: first.interview.uid,
      localStart: `${nextWeek}T17:00`,
    });
    const file = await call('GET', `/api/interviews/${first.interview.id}/invite.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(file.headers['content-disposition']).toBe('attachment; filename="invite.ics"');
    expect(file.body).toContain(`UID:${first.interview.uid}\r\nDTSTAMP:`);
    expect(file.body).toContain('SEQUENCE:1\r\n');
    expect(
      (await call('GET', `/api/interviews/${first.interview.id}/invite.ics`, undefined, null)).statusCode,
    ).toBe(401);

    const cancelled = interviewChangeAnswerSchema.parse(
      (await call('POST', `/api/interviews/${first.interview.id}/cancel`)).json(),
    );
    expect(cancelled.interview.status).toBe('cancelled');
    expect(sink.messages.at(-1)!.raw).toMatch(/method=CANCEL/i);

    const cancelFile = await call('GET', `/api/interviews/${first.interview.id}/invite.ics`);
    expect(cancelFile.headers['content-disposition']).toBe('attachment; filename="cancel.ics"');
    expect(cancelFile.body).toContain('METHOD:CANCEL\r\n');
    expect(cancelFile.body).toContain('STATUS:CANCELLED\r\n');

    const again = await call('POST', `/api/interviews/${first.interview.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(strictError.parse(again.json()).error.message).toBe(INTERVIEW_MESSAGES.alreadyCancelled);
  });

  it('refuses bad input with 400 and the message, unknown ids with 404, strangers with 401', async () => {
    const zone = await call('POST', '/api/interviews', { ...draft, timeZone: 'Mars/Base' });
    expect(zone.statusCode).toBe(400);
    expect(strictError.parse(zone.json()).error).toMatchObject({
      title: 'Invalid Time Zone',
      message: INTERVIEW_MESSAGES.invalidTimeZone('Mars/Base'),
    });
    const duration = await call('POST', '/api/interviews', { ...draft, durationMinutes: 20 });
    expect(duration.statusCode).toBe(400);
    expect(duration.json().error.message).toBe('Duration must be 30, 45, 60 or 90 minutes.');
    expect((await call('POST', '/api/interviews/nope/cancel')).statusCode).toBe(404);
    expect((await call('GET', '/api/interviews', undefined, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/interviews', draft, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/interviews?tz=Nowhere/Land')).statusCode).toBe(400);
  });

  it('refuses 1 MB values with the bound message and stores nothing', async () => {
    for (const [field, value, message] of [
      ['candidate', MB, 'Candidate must be at most 320 characters.'],
      ['location', MB, 'Location must be at most 500 characters.'],
      ['notes', MB, 'Notes must be at most 5000 characters.'],
      ['interviewers', [MB], 'An interviewer email must be at most 254 characters.'],
      ['timeZone', MB, 'Time zone must be at most 64 characters.'],
      ['at', MB, 'Date and time must be at most 40 characters.'],
    ] as const) {
      const res = await call('POST', '/api/interviews', { ...draft, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await call('GET', '/api/interviews')).json().interviews).toEqual([]);
  });
});
