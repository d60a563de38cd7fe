import { describe, expect, it } from 'vitest';
import { formatNumericCalendarDate, formatNumericNzDateOfTimestamp } from './numericDate';

describe('formatNumericCalendarDate', () => {
  it('writes a calendar date as DD/MM/YYYY, padding day and month', () => {
    expect(formatNumericCalendarDate('2026-03-05')).toBe('05/03/2026');
    expect(formatNumericCalendarDate('2026-12-25')).toBe('25/12/2026');
  });

  it('gives nothing for text that is not a real date', () => {
    expect(formatNumericCalendarDate('2026-02-30')).toBeUndefined();
    expect(formatNumericCalendarDate('5/3/2026')).toBeUndefined();
    expect(formatNumericCalendarDate(null)).toBeUndefined();
  });
});

describe('formatNumericNzDateOfTimestamp', () => {
  it('uses the New Zealand calendar day of the instant', () => {
    // NZDT (UTC+13): 20:00 UTC on the 4th is 09:00 on the 5th.
    expect(formatNumericNzDateOfTimestamp('2026-03-04T20:00:00Z')).toBe('05/03/2026');
    // NZST (UTC+12): 11:59 UTC is 23:59 the same day, 12:00 UTC is the next midnight.
    expect(formatNumericNzDateOfTimestamp('2026-07-09T11:59:59Z')).toBe('09/07/2026');
    expect(formatNumericNzDateOfTimestamp('2026-07-09T12:00:00Z')).toBe('10/07/2026');
  });

  it('gives nothing for a missing or broken timestamp', () => {
    expect(formatNumericNzDateOfTimestamp(undefined)).toBeUndefined();
    expect(formatNumericNzDateOfTimestamp('')).toBeUndefined();
    expect(formatNumericNzDateOfTimestamp('not a date')).toBeUndefined();
  });
});
