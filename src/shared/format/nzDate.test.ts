import { describe, expect, it } from 'vitest';
import { formatNzDate, formatNzDateOfTimestamp } from './nzDate';

describe('formatNzDate', () => {
  it('writes DD MMMM YYYY', () => {
    expect(formatNzDate(new Date('2026-07-09T00:00:00Z'))).toBe('09 July 2026');
    expect(formatNzDate(new Date('2026-12-25T00:00:00Z'))).toBe('25 December 2026');
  });

  it('uses the New Zealand calendar day', () => {
    // NZDT (UTC+13): 20:00 UTC on the 4th is 09:00 on the 5th.
    expect(formatNzDate(new Date('2026-03-04T20:00:00Z'))).toBe('05 March 2026');
    // NZST (UTC+12) in winter: 11:59 UTC is 23:59, 12:00 UTC is midnight.
    expect(formatNzDate(new Date('2026-07-09T11:59:59Z'))).toBe('09 July 2026');
    expect(formatNzDate(new Date('2026-07-09T12:00:00Z'))).toBe('10 July 2026');
  });

  it('turns the year in New Zealand before UTC does', () => {
    expect(formatNzDate(new Date('2026-12-31T11:00:00Z'))).toBe('01 January 2027');
  });
});

describe('formatNzDateOfTimestamp', () => {
  it('formats an API timestamp', () => {
    expect(formatNzDateOfTimestamp('2026-03-04T20:00:00Z')).toBe('05 March 2026');
    expect(formatNzDateOfTimestamp('2026-03-05T09:00:00+13:00')).toBe('05 March 2026');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatNzDateOfTimestamp(undefined)).toBeUndefined();
    expect(formatNzDateOfTimestamp('')).toBeUndefined();
    expect(formatNzDateOfTimestamp('not a date')).toBeUndefined();
  });
});
