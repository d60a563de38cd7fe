import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isBusinessDay, publicHolidaysBetween } from './businessDay';

// Every expectation below was checked against date-holidays 3.37.0 and the
// official NZ public holiday dates (govt.nz / MBIE); the library agreed.

describe('isBusinessDay', () => {
  it('excludes weekends', () => {
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-23')).toBe(true); // Monday
    expect(isBusinessDay('2026-11-27')).toBe(true); // Friday
  });

  it('excludes national public holidays', () => {
    expect(isBusinessDay('2026-12-25')).toBe(false); // Christmas Day, Friday
    expect(isBusinessDay('2026-07-10')).toBe(false); // Matariki
    expect(isBusinessDay('2026-04-03')).toBe(false); // Good Friday
    expect(isBusinessDay('2026-04-06')).toBe(false); // Easter Monday
    expect(isBusinessDay('2026-06-01')).toBe(false); // King's Birthday
    expect(isBusinessDay('2026-10-26')).toBe(false); // Labour Day
    expect(isBusinessDay('2026-02-06')).toBe(false); // Waitangi Day, Friday
  });

  it('excludes Mondayised (observed) holidays', () => {
    // 26 Dec 2026 is a Saturday, so Boxing Day is observed on Monday 28th.
    expect(isBusinessDay('2026-12-28')).toBe(false);
    expect(isBusinessDay('2026-12-29')).toBe(true);
    // ANZAC Day 2026 is a Saturday; observed Monday 27 April.
    expect(isBusinessDay('2026-04-27')).toBe(false);
    // Waitangi Day 2027 is a Saturday; observed Monday 8 February.
    expect(isBusinessDay('2027-02-08')).toBe(false);
    expect(isBusinessDay('2027-02-09')).toBe(true);
    // 2 Jan 2027 is a Saturday; observed Monday 4 January.
    expect(isBusinessDay('2027-01-04')).toBe(false);
    // Christmas 2027 is a Saturday and Boxing Day a Sunday: Mon 27 and Tue 28 Dec.
    expect(isBusinessDay('2027-12-27')).toBe(false);
    expect(isBusinessDay('2027-12-28')).toBe(false);
    expect(isBusinessDay('2027-12-29')).toBe(true);
  });

  it('does not treat Easter Sunday (an observance) as the reason a day is off', () => {
    // Easter Sunday is a weekend anyway; the Tuesday after Easter is a normal day.
    expect(isBusinessDay('2026-04-07')).toBe(true);
  });

  it('adds the regional anniversary day only for that region', () => {
    // Auckland Anniversary 2027: Monday 1 February.
    expect(isBusinessDay('2027-02-01', { region: 'AUK' })).toBe(false);
    expect(isBusinessDay('2027-02-01')).toBe(true);
    expect(isBusinessDay('2027-02-01', { region: 'WGN' })).toBe(true);
    // Wellington Anniversary 2027: Monday 25 January.
    expect(isBusinessDay('2027-01-25', { region: 'WGN' })).toBe(false);
    expect(isBusinessDay('2027-01-25', { region: 'AUK' })).toBe(true);
    expect(isBusinessDay('2027-01-25')).toBe(true);
    // Canterbury: Christchurch Show Day, Friday 13 November 2026.
    expect(isBusinessDay('2026-11-13', { region: 'CAN' })).toBe(false);
    expect(isBusinessDay('2026-11-13')).toBe(true);
  });

  it('keeps national holidays when a region is given', () => {
    expect(isBusinessDay('2026-12-25', { region: 'AUK' })).toBe(false);
    expect(isBusinessDay('2027-02-08', { region: 'WGN' })).toBe(false);
  });

  it('accepts region codes in any case but refuses unknown ones', () => {
    expect(isBusinessDay('2027-02-01', { region: 'auk' })).toBe(false);
    expect(isBusinessDay('2027-02-01', { region: '' })).toBe(true);
    expect(() => isBusinessDay('2027-02-01', { region: 'Auckland' })).toThrow(RangeError);
    expect(() => isBusinessDay('2027-02-01', { region: 'XYZ' })).toThrow(RangeError);
  });

  it('rejects malformed or impossible dates and non-strings', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-11-23T09:00:00+13:00', '23/11/2026', '', ' 2026-11-23']) {
      expect(isBusinessDay(bad), bad).toBe(false);
    }
    for (const bad of [null, undefined, 20261123, new Date('2026-11-23')]) {
      expect(isBusinessDay(bad)).toBe(false);
    }
  });

  it('never accepts a weekend or a listed holiday', () => {
    const days = publicHolidaysBetween('2025-01-01', '2030-12-31', { region: 'AUK' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 6 }), (offset) => {
        const d = new Date(Date.UTC(2025, 0, 1 + offset));
        const iso = d.toISOString().slice(0, 10);
        const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
        expect(isBusinessDay(iso, { region: 'AUK' })).toBe(!weekend && !days.includes(iso));
      }),
    );
  });
});

describe('publicHolidaysBetween', () => {
  it('lists national public holidays in an inclusive range, sorted', () => {
    expect(publicHolidaysBetween('2026-12-01', '2027-01-31')).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
      '2027-01-01',
      '2027-01-02',
      '2027-01-04',
    ]);
    expect(publicHolidaysBetween('2026-12-25', '2026-12-25')).toEqual(['2026-12-25']);
  });

  it('includes both the actual and the observed day of Mondayised holidays', () => {
    expect(publicHolidaysBetween('2027-02-01', '2027-02-28')).toEqual(['2027-02-06', '2027-02-08']);
  });

  it('adds the regional anniversary day', () => {
    expect(publicHolidaysBetween('2027-01-20', '2027-02-10', { region: 'AUK' })).toEqual([
      '2027-02-01',
      '2027-02-06',
      '2027-02-08',
    ]);
    expect(publicHolidaysBetween('2027-01-20', '2027-02-10', { region: 'WGN' })).toEqual([
      '2027-01-25',
      '2027-02-06',
      '2027-02-08',
    ]);
  });

  it('lists all national public holidays of 2026', () => {
    expect(publicHolidaysBetween('2026-01-01', '2026-12-31')).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-02-06',
      '2026-04-03',
      '2026-04-06',
      '2026-04-25',
      '2026-04-27',
      '2026-06-01',
      '2026-07-10',
      '2026-10-26',
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ]);
  });

  it('returns nothing for an empty or reversed range', () => {
    expect(publicHolidaysBetween('2026-11-01', '2026-11-30')).toEqual([]);
    expect(publicHolidaysBetween('2026-12-31', '2026-12-01')).toEqual([]);
  });

  it('refuses malformed bounds', () => {
    expect(() => publicHolidaysBetween('2026-02-30', '2026-03-31')).toThrow(RangeError);
    expect(() => publicHolidaysBetween('2026-01-01', 'soon')).toThrow(RangeError);
  });
});
