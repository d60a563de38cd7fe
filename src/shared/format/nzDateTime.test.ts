import { describe, expect, it } from 'vitest';
import { formatNzDateTime } from './nzDateTime';

describe('formatNzDateTime', () => {
  it('shows New Zealand clock time, daylight or standard', () => {
    expect(formatNzDateTime(new Date('2026-03-04T20:00:00Z'))).toBe('5 Mar 2026, 9:00:00 am');
    expect(formatNzDateTime(new Date('2026-07-09T03:04:05Z'))).toBe('9 Jul 2026, 3:04:05 pm');
  });

  it('follows the clocks through both daylight-saving changes', () => {
    // 27 September 2026: 02:00 NZST jumps to 03:00 NZDT.
    expect(formatNzDateTime(new Date('2026-09-26T13:59:59Z'))).toBe('27 Sept 2026, 1:59:59 am');
    expect(formatNzDateTime(new Date('2026-09-26T14:00:00Z'))).toBe('27 Sept 2026, 3:00:00 am');
    // 4 April 2027: 03:00 NZDT falls back to 02:00 NZST, so 02:30 happens twice.
    expect(formatNzDateTime(new Date('2027-04-03T13:30:00Z'))).toBe('4 Apr 2027, 2:30:00 am');
    expect(formatNzDateTime(new Date('2027-04-03T14:30:00Z'))).toBe('4 Apr 2027, 2:30:00 am');
  });
});
