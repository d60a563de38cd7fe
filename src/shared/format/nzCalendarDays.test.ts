import { describe, expect, it } from 'vitest';
import { nzCalendarDate, nzCalendarDaysBetween } from './nzCalendarDays';

const at = (iso: string) => new Date(iso);

describe('nzCalendarDate', () => {
  it('is the date in Auckland, which can be a day ahead of UTC', () => {
    expect(nzCalendarDate(at('2026-11-22T10:59:59Z')).toString()).toBe('2026-11-22');
    expect(nzCalendarDate(at('2026-11-22T11:00:00Z')).toString()).toBe('2026-11-23');
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
