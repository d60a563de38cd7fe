import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonths, isWithinDateWindow, latestInDateWindow, todayInNewZealand, validateAsOf } from './dateWindow';

describe('todayInNewZealand', () => {
  it('returns the NZ calendar date, which can be a day ahead of UTC', () => {
    // NZDT (UTC+13) in November: 12:30 UTC is already 01:30 on the 23rd.
    expect(todayInNewZealand(new Date('2026-11-22T12:30:00Z'))).toBe('2026-11-23');
    expect(todayInNewZealand(new Date('2026-11-22T10:59:59Z'))).toBe('2026-11-22');
    expect(todayInNewZealand(new Date('2026-11-22T11:00:00Z'))).toBe('2026-11-23');
  });

  it('follows standard time in winter (UTC+12)', () => {
    expect(todayInNewZealand(new Date('2026-07-09T11:59:59Z'))).toBe('2026-07-09');
    expect(todayInNewZealand(new Date('2026-07-09T12:00:00Z'))).toBe('2026-07-10');
  });

  it('rolls over the year in NZ before UTC does', () => {
    expect(todayInNewZealand(new Date('2026-12-31T11:00:00Z'))).toBe('2027-01-01');
  });

  it('defaults to the current time', () => {
    expect(todayInNewZealand()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('addDays', () => {
  it('does calendar arithmetic across month, year and leap-day boundaries', () => {
    expect(addDays('2026-11-23', 10)).toBe('2026-12-03');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('is unaffected by NZ daylight-saving changes', () => {
    // NZDT starts Sun 27 Sep 2026 and ends Sun 5 Apr 2026.
    expect(addDays('2026-09-26', 1)).toBe('2026-09-27');
    expect(addDays('2026-09-27', 1)).toBe('2026-09-28');
    expect(addDays('2026-04-04', 2)).toBe('2026-04-06');
  });

  it('handles years below 100 without jumping to the 1900s', () => {
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('refuses malformed input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-23', 1.5)).toThrow(RangeError);
    expect(() => addDays('2026-11-23', Number.NaN)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });

  it('matches millisecond arithmetic on UTC midnights', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80_000 }), fc.integer({ min: -5000, max: 5000 }), (start, days) => {
        const base = new Date(Date.UTC(1970, 0, 1 + start));
        const iso = base.toISOString().slice(0, 10);
        const expected = new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
        expect(addDays(iso, days)).toBe(expected);
        expect(addDays(addDays(iso, days), -days)).toBe(iso);
      }),
    );
  });
});

describe('isWithinDateWindow', () => {
  // Monday 23 Nov 2026 in NZ, still Sunday 22 Nov in UTC.
  const now = new Date('2026-11-22T12:30:00Z');

  it('measures the window from the NZ date, not the UTC date', () => {
    expect(isWithinDateWindow('2026-11-23', { minDaysFromToday: 0 }, now)).toBe(true);
    expect(isWithinDateWindow('2026-11-22', { minDaysFromToday: 0 }, now)).toBe(false);
  });

  it('applies both bounds inclusively', () => {
    const window = { minDaysFromToday: 5, maxDaysFromToday: 90 };
    expect(isWithinDateWindow('2026-11-27', window, now)).toBe(false);
    expect(isWithinDateWindow('2026-11-28', window, now)).toBe(true);
    expect(isWithinDateWindow('2027-02-21', window, now)).toBe(true);
    expect(isWithinDateWindow('2027-02-22', window, now)).toBe(false);
  });

  it('treats each bound as optional', () => {
    expect(isWithinDateWindow('2099-01-01', { minDaysFromToday: 1 }, now)).toBe(true);
    expect(isWithinDateWindow('1999-01-01', { maxDaysFromToday: 0 }, now)).toBe(true);
    expect(isWithinDateWindow('2026-11-24', { maxDaysFromToday: 0 }, now)).toBe(false);
    expect(isWithinDateWindow('1999-01-01', {}, now)).toBe(true);
  });

  it('supports windows in the past', () => {
    // e.g. "date of the fault" must be within the last 30 days.
    const window = { minDaysFromToday: -30, maxDaysFromToday: 0 };
    expect(isWithinDateWindow('2026-10-24', window, now)).toBe(true);
    expect(isWithinDateWindow('2026-10-23', window, now)).toBe(false);
    expect(isWithinDateWindow('2026-11-23', window, now)).toBe(true);
  });

  it('rejects malformed dates and non-strings', () => {
    for (const bad of ['2026-11-31', '2026-11-23T00:00:00Z', '', null, undefined, 20261123]) {
      expect(isWithinDateWindow(bad, {}, now)).toBe(false);
    }
  });

  it('agrees with addDays for any offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), (offset, min) => {
        const today = todayInNewZealand(now);
        const value = addDays(today, offset);
        expect(isWithinDateWindow(value, { minDaysFromToday: min }, now)).toBe(offset >= min);
        expect(isWithinDateWindow(value, { maxDaysFromToday: min }, now)).toBe(offset <= min);
      }),
    );
  });
});

describe('addMonths and maxMonthsFromToday', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-11-24', 3)).toBe('2027-02-24');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-10-31', 2)).toBe('2026-12-31');
    expect(addMonths('2026-12-31', -1)).toBe('2026-11-30');
  });

  it('limits a window in calendar months, from the NZ date', () => {
    const now = new Date('2026-11-23T12:00:00Z'); // 24 November in New Zealand
    expect(isWithinDateWindow('2027-02-24', { minDaysFromToday: 0, maxMonthsFromToday: 3 }, now)).toBe(true);
    expect(isWithinDateWindow('2027-02-25', { minDaysFromToday: 0, maxMonthsFromToday: 3 }, now)).toBe(false);
    expect(isWithinDateWindow('2026-11-23', { minDaysFromToday: 0, maxMonthsFromToday: 3 }, now)).toBe(false);
  });

  it('takes the nearer of a day and a month limit', () => {
    expect(latestInDateWindow({ maxDaysFromToday: 10, maxMonthsFromToday: 3 }, '2026-11-24')).toBe('2026-12-04');
    expect(latestInDateWindow({}, '2026-11-24')).toBeUndefined();
  });
});

describe('validateAsOf', () => {
  it("measures windows from the given day for the length of one call, then from today's again", () => {
    const window = { minDaysFromToday: 0, maxMonthsFromToday: 3 };
    expect(validateAsOf('2026-11-24', () => isWithinDateWindow('2026-12-01', window))).toBe(true);
    expect(validateAsOf('2026-11-24', () => isWithinDateWindow('2026-11-23', window))).toBe(false);
    expect(isWithinDateWindow(todayInNewZealand(), window)).toBe(true);
    expect(validateAsOf(undefined, () => isWithinDateWindow(todayInNewZealand(), window))).toBe(true);
  });

  it('restores the previous day after a failing check', () => {
    expect(() => validateAsOf('2000-01-03', () => { throw new Error('boom'); })).toThrow('boom');
    expect(isWithinDateWindow(todayInNewZealand(), { minDaysFromToday: 0, maxDaysFromToday: 0 })).toBe(true);
  });
});
