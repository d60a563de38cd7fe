import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { daysInMonth, formatIsoDate, isLeapYear, parseIsoDate } from './isoDate';

describe('parseIsoDate', () => {
  it('parses real calendar dates', () => {
    expect(parseIsoDate('2026-12-25')).toEqual({ year: 2026, month: 12, day: 25 });
    expect(parseIsoDate('2027-02-08')).toEqual({ year: 2027, month: 2, day: 8 });
    expect(parseIsoDate('2026-01-31')).toEqual({ year: 2026, month: 1, day: 31 });
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2100-02-29')).toBeNull();
    expect(parseIsoDate('1900-02-29')).toBeNull();
  });

  it('rejects days that do not exist', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-04-31')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-00-10')).toBeNull();
    expect(parseIsoDate('2026-06-00')).toBeNull();
  });

  it('rejects other shapes and types', () => {
    for (const bad of ['2026-1-05', '26-01-05', '2026/01/05', '2026-01-05T00:00:00Z', ' 2026-01-05', '2026-01-05 ', '', '２０２６-01-05']) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
    for (const bad of [null, undefined, 20260105, new Date('2026-01-05'), { year: 2026, month: 1, day: 5 }]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('knows the leap-year rule and month lengths', () => {
    expect([1900, 2000, 2024, 2026, 2100].map(isLeapYear)).toEqual([false, true, true, false, false]);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 9)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('agrees with the UTC calendar and round-trips through formatIsoDate', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true }),
        (instant) => {
          const iso = instant.toISOString().slice(0, 10);
          const parts = parseIsoDate(iso);
          expect(parts).toEqual({
            year: instant.getUTCFullYear(),
            month: instant.getUTCMonth() + 1,
            day: instant.getUTCDate(),
          });
          expect(parts && formatIsoDate(parts)).toBe(iso);
        },
      ),
    );
  });
});
