import { describe, expect, it } from 'vitest';
import { formatNzDate } from './nzDate';

describe('formatNzDate', () => {
  it('writes DD MMMM YYYY', () => {
    expect(formatNzDate('2026-07-09T00:00:00Z')).toBe('09 July 2026');
  });

  it('uses the New Zealand calendar day', () => {
    expect(formatNzDate('2026-03-04T20:00:00Z')).toBe('05 March 2026');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatNzDate(undefined)).toBeUndefined();
    expect(formatNzDate('not a date')).toBeUndefined();
  });
});
