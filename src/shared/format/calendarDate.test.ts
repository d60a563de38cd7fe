// When a calendar date is written out, then it reads D MMMM YYYY, whatever the
// time zone of the machine, and text that is not a real date gives nothing.
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendarDate';

describe('formatCalendarDate', () => {
  it('writes the day without a leading zero and the month in full', () => {
    expect(formatCalendarDate('2026-03-05')).toBe('5 March 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('31 December 2026');
    expect(formatCalendarDate('2028-02-29')).toBe('29 February 2028');
  });

  it('gives nothing for text that is not a real date', () => {
    expect(formatCalendarDate('2026-02-30')).toBeUndefined();
    expect(formatCalendarDate('5 March 2026')).toBeUndefined();
    expect(formatCalendarDate(undefined)).toBeUndefined();
  });
});
