import { describe, expect, it } from 'vitest';
import { nzCalendarDate, nzCalendarDaysBetween, nzIsoDate } from './nzCalendarDays';

const at = (iso: string) => new Date(iso);

describe('nzCalendarDate', () => {
  it('is the date in Auckland, which can be a day ahead of UTC', () => {
    expect(nzIsoDate(at('2026-11-22T10:59:59Z'))).toBe('2026-11-22');
    expect(nzIsoDate(at('2026-11-22T11:00:00Z'))).toBe('2026-11-23');
    expect(nzCalendarDate(at('2026-11-22T11:00:00Z'))).toEqual({ year: 2026, month: 11, day: 23 });
  });

  it('follows daylight saving: Auckland is 12 hours ahead of UTC in winter, 13 in summer', () => {
    expect(nzIsoDate(at('2026-07-01T11:59:59Z'))).toBe('2026-07-01');
    expect(nzIsoDate(at('2026-07-01T12:00:00Z'))).toBe('2026-07-02');
    expect(nzIsoDate(at('2026-12-31T11:00:00Z'))).toBe('2027-01-01');
  });

  it("answers each instant with its own date, though it remembers the last hour's (asked back and forth across midnight and a clock change)", () => {
    const asked: Array<[string, string]> = [
      ['2026-11-22T10:00:00Z', '2026-11-22'],
      ['2026-11-22T10:59:59.999Z', '2026-11-22'],
      ['2026-11-22T11:00:00Z', '2026-11-23'],
      ['2026-11-22T10:30:00Z', '2026-11-22'],
      ['2027-04-03T11:30:00Z', '2027-04-04'], // 00:30 NZDT; the clocks go back at 03:00
      ['2027-04-04T11:59:59Z', '2027-04-04'], // 23:59:59 NZST, the 25-hour day's last second
      ['2027-04-04T12:00:00Z', '2027-04-05'],
      ['2027-04-04T11:00:00Z', '2027-04-04'],
    ];
    for (const [instant, date] of asked) expect(nzIsoDate(at(instant)), instant).toBe(date);
  });

  it('gives a copy that a caller may change without changing the next answer', () => {
    const first = nzCalendarDate(at('2026-11-22T12:00:00Z'));
    first.day = 1;
    expect(nzCalendarDate(at('2026-11-22T12:00:01Z'))).toEqual({ year: 2026, month: 11, day: 23 });
  });
});

describe('nzCalendarDaysBetween', () => {
  it('counts midnights in Auckland, not 24-hour periods', () => {
    expect(nzCalendarDaysBetween(at('2026-11-22T23:00:00+13:00'), at('2026-11-23T00:30:00+13:00'))).toBe(1);
    expect(nzCalendarDaysBetween(at('2026-11-22T00:30:00+13:00'), at('2026-11-22T23:30:00+13:00'))).toBe(0);
    expect(nzCalendarDaysBetween(at('2026-11-23T00:30:00+13:00'), at('2026-11-22T23:30:00+13:00'))).toBe(-1);
  });

  it('counts the 23-hour day when daylight saving starts (27 September 2026) as one day', () => {
    expect(nzCalendarDaysBetween(at('2026-09-27T00:00:00+12:00'), at('2026-09-28T00:00:00+13:00'))).toBe(1);
    expect(nzCalendarDaysBetween(at('2026-09-26T23:30:00+12:00'), at('2026-09-28T00:15:00+13:00'))).toBe(2);
  });

  it('counts the 25-hour day when daylight saving ends (4 April 2027) as one day', () => {
    expect(nzCalendarDaysBetween(at('2027-04-04T00:00:00+13:00'), at('2027-04-04T23:59:59+12:00'))).toBe(0);
    expect(nzCalendarDaysBetween(at('2027-04-04T00:00:00+13:00'), at('2027-04-05T00:00:00+12:00'))).toBe(1);
  });

  it('spans months and years', () => {
    expect(nzCalendarDaysBetween(at('2026-12-31T12:00:00+13:00'), at('2027-03-01T12:00:00+13:00'))).toBe(60);
  });
});
