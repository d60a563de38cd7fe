import { describe, expect, it } from 'vitest';
import { expiresIn } from './expiresIn';

// Fixed instants with New Zealand offsets: NZDT is +13, NZST +12. Daylight
// saving starts at 02:00 NZST on 27 September 2026 and ends at 03:00 NZDT on
// 4 April 2027.
const at = (iso: string) => new Date(iso);

describe('expiresIn', () => {
  it('counts whole New Zealand calendar days left', () => {
    const now = at('2026-11-22T13:00:00+13:00');
    expect(expiresIn(at('2026-12-22T13:00:00+13:00'), now)).toBe('30 days');
    expect(expiresIn(at('2026-11-24T08:00:00+13:00'), now)).toBe('2 days');
    expect(expiresIn(at('2026-11-23T13:00:00+13:00'), now)).toBe('1 day');
  });

  it('says today for an expiry later on the same New Zealand date, though UTC says tomorrow', () => {
    // 23:00 NZDT on the 22nd is 10:00 UTC: nine hours away, the same date in Auckland.
    expect(expiresIn(at('2026-11-22T10:00:00Z'), at('2026-11-22T00:00:00Z'))).toBe('today');
    expect(expiresIn(at('2026-11-22T11:00:00Z'), at('2026-11-22T00:00:00Z'))).toBe('1 day');
  });

  it('says today once the day has come or gone', () => {
    const now = at('2026-11-22T13:00:00+13:00');
    expect(expiresIn(now, now)).toBe('today');
    expect(expiresIn(at('2026-11-21T13:00:00+13:00'), now)).toBe('today');
  });

  it('says 1 day late in the evening before an expiry just after midnight, when daylight saving ends', () => {
    // 00:30 on 4 April 2027 at +12:00 is 01:30 NZDT on the 4th (the clocks go back at 03:00).
    expect(expiresIn(at('2027-04-04T00:30:00+12:00'), at('2027-04-03T23:00:00+13:00'))).toBe('1 day');
    // The 25-hour day itself: 24 hours between 00:30 and 23:30 of the same date.
    expect(expiresIn(at('2027-04-04T23:30:00+12:00'), at('2027-04-04T00:30:00+13:00'))).toBe('today');
    // 24.5 hours over the change, one midnight.
    expect(expiresIn(at('2027-04-04T23:00:00+12:00'), at('2027-04-03T23:30:00+13:00'))).toBe('1 day');
  });

  it('counts the short day when daylight saving starts as a whole day', () => {
    // 23:30 NZST on 26 September to 00:15 NZDT on 28 September: 23.75 hours, two midnights.
    expect(expiresIn(at('2026-09-28T00:15:00+13:00'), at('2026-09-26T23:30:00+12:00'))).toBe('2 days');
    expect(expiresIn(at('2026-09-27T23:59:00+13:00'), at('2026-09-27T00:01:00+12:00'))).toBe('today');
  });

  it('keeps a 30-day count across either change', () => {
    expect(expiresIn(at('2026-10-15T12:00:00+13:00'), at('2026-09-15T12:00:00+12:00'))).toBe('30 days');
    expect(expiresIn(at('2027-04-19T12:00:00+12:00'), at('2027-03-20T12:00:00+13:00'))).toBe('30 days');
  });

  it('treats an unreadable expiry as due today', () => {
    expect(expiresIn(at('not a date'), at('2026-11-22T13:00:00+13:00'))).toBe('today');
  });
});
