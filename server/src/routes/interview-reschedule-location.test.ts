// Rescheduling an interview can move it to another place: POST /api/interviews/:id/reschedule takes
// `location` (checked by the server like the schedule form's), the update emailed to every attendee
// and the .ics file carry the new LOCATION with the same UID and SEQUENCE + 1; without `location` the
// place stays; an empty one removes it; a too long one is refused and nothing changes.
import { describe, expect, it } from 'vitest';
import { interviewChangeAnswerSchema } from '@recruit/core';
import { decodeQuotedPrintable, smtpSinkForTests } from '../../../tests/fakes/smtp-sink.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { signedInServer } from '../../../tests/helpers/http.js';

const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const sink = smtpSinkForTests();

describe.each(testDialects())('rescheduling an interview to another place on $name', (dialect) => {
  const { call } = signedInServer(dialect, { env: () => ({ RECRUIT_SMTP_URL: sink.url }), name: 'Ada' });

  const post = (url: string, payload: object) => call('POST', url, payload);
  const icsOf = async (id: string) => (await call('GET', `/api/interviews/${id}/invite.ics`)).body;

  it('the update and the .ics carry the new LOCATION; omitted keeps it, empty removes it, too long is refused', async () => {
    const scheduled = interviewChangeAnswerSchema.parse(
      (
        await post('/api/interviews', {
          candidate: 'jane@example.com',
          candidateName: 'Jane Doe',
          interviewers: ['bob@acme.io'],
          at: `${nextWeek}T15:00`,
          timeZone: 'Europe/Berlin',
          durationMinutes: 45,
          location: 'Room 4',
        })
      ).json(),
    );
    const id = scheduled.interview.id;
    expect(await icsOf(id)).toContain('LOCATION:Room 4\r\n');

    const moved = await post(`/api/interviews/${id}/reschedule`, {
      at: `${nextWeek}T15:00`,
      location: '  https://meet.example.com/xyz  ',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = interviewChangeAnswerSchema.parse(moved.json());
    expect(answer.interview).toMatchObject({
      location: 'https://meet.example.com/xyz',
      sequence: 1,
      uid: scheduled.interview.uid,
      localStart: `${nextWeek}T15:00`,
    });
    expect(answer.invitation).toMatchObject({
      status: 'sent',
      recipients: ['jane@example.com', 'bob@acme.io'],
    });
    expect(sink.messages).toHaveLength(2);
    const update = decodeQuotedPrintable(sink.messages[1]!.raw);
    expect(update).toContain('LOCATION:https://meet.example.com/xyz');
    expect(update).not.toContain('LOCATION:Room 4');
    expect(update).toContain(`UID:${scheduled.interview.uid}`);
    expect(update).toContain('SEQUENCE:1');
    const file = await icsOf(id);
    expect(file).toContain('LOCATION:https://meet.example.com/xyz\r\n');
    expect(file).toContain('SEQUENCE:1\r\n');

    // Another time without a location: the place stays.
    const later = interviewChangeAnswerSchema.parse(
      (await post(`/api/interviews/${id}/reschedule`, { at: `${nextWeek}T16:00` })).json(),
    );
    expect(later.interview).toMatchObject({ location: 'https://meet.example.com/xyz', sequence: 2 });

    const tooLong = await post(`/api/interviews/${id}/reschedule`, {
      at: `${nextWeek}T16:00`,
      location: 'x'.repeat(501),
    });
    expect([tooLong.statusCode, tooLong.json().error.message]).toEqual([
      400,
      'Location must be at most 500 characters.',
    ]);
    const notText = await post(`/api/interviews/${id}/reschedule`, { at: `${nextWeek}T16:00`, location: 42 });
    expect([notText.statusCode, notText.json().error.message]).toEqual([400, 'Location must be text']);
    expect(await icsOf(id)).toContain('SEQUENCE:2\r\n');

    // An empty location removes it from the invitation.
    const cleared = interviewChangeAnswerSchema.parse(
      (await post(`/api/interviews/${id}/reschedule`, { at: `${nextWeek}T16:00`, location: '' })).json(),
    );
    expect(cleared.interview).toMatchObject({ location: '', sequence: 3 });
    expect(await icsOf(id)).not.toContain('LOCATION:');
  });
});
