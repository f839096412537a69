import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, paramValue, unfoldIcs, utcDateTime, writeIcs, type IcsEvent } from './ics.js';

const EVENT: IcsEvent = {
  method: 'REQUEST',
  uid: '0f6c9d3e-1111-4222-8333-944445555666@recruit.local',
  sequence: 0,
  stamp: new Date('2026-11-20T09:30:00.000Z'),
  start: new Date('2026-12-01T14:00:00.000Z'),
  end: new Date('2026-12-01T14:45:00.000Z'),
  summary: 'Interview: Jane Doe',
  description: 'Bring your portfolio',
  location: 'Room 4, Main St; 2nd floor',
  organizer: { email: 'ada@acme.io', name: 'Ada Lovelace' },
  attendees: [{ email: 'jane@example.com', name: 'Jane Doe' }, { email: 'bob@acme.io' }],
};

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('the iCalendar writer', () => {
  it('writes a REQUEST with CRLF lines, UTC times, organizer and attendees', () => {
    const ics = writeIcs(EVENT);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfoldIcs(ics);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Recruit//Interview Scheduling//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:0f6c9d3e-1111-4222-8333-944445555666@recruit.local',
      'DTSTAMP:20261120T093000Z',
      'SEQUENCE:0',
      'DTSTART:20261201T140000Z',
      'DTEND:20261201T144500Z',
      'SUMMARY:Interview: Jane Doe',
      'DESCRIPTION:Bring your portfolio',
      'LOCATION:Room 4\\, Main St\\; 2nd floor',
      'ORGANIZER;CN=Ada Lovelace:mailto:ada@acme.io',
      'ATTENDEE;CN=Jane Doe;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:jane@example.com',
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:bob@acme.io',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('escapes backslash, semicolon, comma and every kind of newline in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    const ics = writeIcs({ ...EVENT, description: 'Line one,\nC:\\path; done' });
    expect(unfoldIcs(ics)).toContain('DESCRIPTION:Line one\\,\\nC:\\\\path\\; done');
  });

  it('quotes parameter values holding : ; or , and drops double quotes', () => {
    expect(paramValue('Doe, Jane')).toBe('"Doe, Jane"');
    expect(paramValue('Plain Name')).toBe('Plain Name');
    expect(paramValue('Say "hi": now')).toBe('"Say  hi : now"');
    const ics = writeIcs({ ...EVENT, organizer: { email: 'ada@acme.io', name: 'Lovelace, Ada' } });
    expect(unfoldIcs(ics)).toContain('ORGANIZER;CN="Lovelace, Ada":mailto:ada@acme.io');
  });

  it('folds lines longer than 75 octets, continuation lines start with a space, unfolding restores them', () => {
    const long = 'x'.repeat(200);
    const folded = foldLine(`DESCRIPTION:${long}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(parts.map(octets)).toEqual([75, 75, 64]);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${long}`);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    expect(foldLine(`A:${'y'.repeat(73)}`)).toBe(`A:${'y'.repeat(73)}`);
  });

  it('never splits a multi-octet UTF-8 character across a fold', () => {
    const text = 'Café résumé 面接 🗓️ '.repeat(12);
    const ics = writeIcs({ ...EVENT, description: text });
    for (const line of ics.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // Each physical line is valid UTF-8 on its own: no replacement character after a round trip.
      expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    }
    expect(unfoldIcs(ics)).toContain(`DESCRIPTION:${escapeText(text)}`);
  });

  it('keeps the UID across an update, carries the bumped SEQUENCE, and writes a CANCEL', () => {
    const first = unfoldIcs(writeIcs(EVENT));
    const update = unfoldIcs(
      writeIcs({
        ...EVENT,
        sequence: 1,
        start: new Date('2026-12-02T09:00:00Z'),
        end: new Date('2026-12-02T10:00:00Z'),
      }),
    );
    const uid = (l: string[]) => l.find((x) => x.startsWith('UID:'));
    expect(uid(update)).toBe(uid(first));
    expect(update).toContain('SEQUENCE:1');
    expect(update).toContain('METHOD:REQUEST');
    expect(update).toContain('DTSTART:20261202T090000Z');

    const cancel = unfoldIcs(writeIcs({ ...EVENT, method: 'CANCEL', sequence: 2 }));
    expect(uid(cancel)).toBe(uid(first));
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain('SEQUENCE:2');
    expect(cancel).not.toContain('STATUS:CONFIRMED');
    expect(cancel.some((l) => l.includes('RSVP=TRUE'))).toBe(false);
  });

  it('writes UTC DATE-TIME values without separators or milliseconds', () => {
    expect(utcDateTime(new Date('2026-03-29T00:59:59.999Z'))).toBe('20260329T005959Z');
  });
});
