import { describe, expect, it } from 'vitest';
import { isTimeZone, localDateTime, monthBounds, parseLocalDateTime, zonedToUtc } from './interviews.js';

describe('wall-clock time in an IANA zone', () => {
  it('knows real zones and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads YYYY-MM-DDTHH:mm and refuses impossible dates', () => {
    expect(parseLocalDateTime('2026-12-01T15:00')).toBe('2026-12-01T15:00');
    expect(parseLocalDateTime(' 2026-12-01 15:00 ')).toBe('2026-12-01T15:00');
    for (const bad of [
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-12-01T24:00',
      '2026-12-01T10:60',
      'tomorrow',
      '2026-12-01T15:00Z',
      '2026-12-01',
    ])
      expect(parseLocalDateTime(bad), bad).toBeUndefined();
  });

  it('turns winter and summer Berlin times into the right UTC instants', () => {
    expect(zonedToUtc('2026-12-01T15:00', 'Europe/Berlin')?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(zonedToUtc('2026-07-01T15:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedToUtc('2026-12-01T15:00', 'America/New_York')?.toISOString()).toBe(
      '2026-12-01T20:00:00.000Z',
    );
    expect(zonedToUtc('2026-12-01T15:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(localDateTime(new Date('2026-12-01T14:00:00Z'), 'Europe/Berlin')).toBe('2026-12-01T15:00');
  });

  it('refuses a time the clocks skip and takes the earlier of a time they pass twice', () => {
    expect(zonedToUtc('2026-03-29T02:30', 'Europe/Berlin')).toBeUndefined();
    expect(zonedToUtc('2026-10-25T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('bounds the calendar month in the zone', () => {
    const { start, end } = monthBounds(new Date('2026-11-30T23:30:00Z'), 'Europe/Berlin');
    expect(start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    const utc = monthBounds(new Date('2026-11-30T23:30:00Z'), 'UTC');
    expect(utc.start.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});
