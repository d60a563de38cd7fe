import { afterEach, describe, expect, it } from 'vitest';
import {
  commercialCalendarRegion,
  commercialNonWorkingDaysBetween,
  DEFAULT_COMMERCIAL_CALENDAR_REGION,
  isCommercialWorkingDay,
  setCommercialCalendarRegion,
} from './commercialWorkingDay';

afterEach(() => setCommercialCalendarRegion(DEFAULT_COMMERCIAL_CALENDAR_REGION));

describe('isCommercialWorkingDay', () => {
  it('refuses weekends and national public holidays', () => {
    expect(isCommercialWorkingDay('2026-12-07')).toBe(true); // a Monday
    expect(isCommercialWorkingDay('2026-12-05')).toBe(false); // Saturday
    expect(isCommercialWorkingDay('2026-12-06')).toBe(false); // Sunday
    expect(isCommercialWorkingDay('2026-12-25')).toBe(false); // Christmas Day
    expect(isCommercialWorkingDay('2027-02-08')).toBe(false); // Waitangi Day observed (6 Feb is a Saturday)
  });

  it("refuses the configured region's anniversary day only", () => {
    // Wellington Anniversary 2027: Monday 25 January; Auckland Anniversary 2027: Monday 1 February.
    expect(isCommercialWorkingDay('2027-01-25')).toBe(false);
    expect(isCommercialWorkingDay('2027-02-01')).toBe(true);
    setCommercialCalendarRegion('auk');
    expect(commercialCalendarRegion()).toBe('AUK');
    expect(isCommercialWorkingDay('2027-01-25')).toBe(true);
    expect(isCommercialWorkingDay('2027-02-01')).toBe(false);
  });

  it('refuses what is not a date', () => {
    expect(isCommercialWorkingDay('2026-02-30')).toBe(false);
    expect(isCommercialWorkingDay('7/12/2026')).toBe(false);
    expect(isCommercialWorkingDay(20261207)).toBe(false);
  });
});

describe('setCommercialCalendarRegion', () => {
  it('refuses a region the holiday calendar does not know, and keeps the previous one', () => {
    expect(() => setCommercialCalendarRegion('XYZ')).toThrow(/Unknown New Zealand holiday region/);
    expect(commercialCalendarRegion()).toBe(DEFAULT_COMMERCIAL_CALENDAR_REGION);
  });
});

describe('commercialNonWorkingDaysBetween', () => {
  it('lists the holidays of the window, national and regional, in order (those on a weekend too)', () => {
    expect(commercialNonWorkingDaysBetween('2026-12-20', '2027-01-31')).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
      '2027-01-01',
      '2027-01-02',
      '2027-01-04',
      '2027-01-25',
    ]);
  });
});
