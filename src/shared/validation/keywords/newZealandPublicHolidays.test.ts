// The calendar's rules against date-holidays 3.37.0, the library they were
// taken from (kept as a development dependency for this test): the same days,
// for the nation and every region, in every year from 2000 to 2060.
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { NEW_ZEALAND_HOLIDAY_REGIONS, newZealandPublicHolidays } from './newZealandPublicHolidays';

const FIRST_YEAR = 2000;
const LAST_YEAR = 2060;

/**
 * date-holidays' public holidays in a year, as ISO dates (its `date` is the
 * local calendar day), each day once: two holidays may share one (ANZAC Day
 * and Easter Monday in 2011).
 */
function libraryHolidays(calendar: Holidays, year: number): string[] {
  const days = calendar
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10))
    .filter((day) => day.startsWith(`${year}-`));
  return [...new Set(days)].sort();
}

describe('New Zealand public holidays', () => {
  it('knows exactly the regions date-holidays knows', () => {
    expect([...NEW_ZEALAND_HOLIDAY_REGIONS]).toEqual(Object.keys(new Holidays().getStates('NZ') ?? {}).sort());
  });

  for (const region of [undefined, ...NEW_ZEALAND_HOLIDAY_REGIONS]) {
    it(`gives date-holidays' days ${region ? `in ${region}` : 'nationally'}, ${FIRST_YEAR} to ${LAST_YEAR}`, () => {
      const calendar = region ? new Holidays('NZ', region, { types: ['public'] }) : new Holidays('NZ', { types: ['public'] });
      for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
        expect([...newZealandPublicHolidays(year, region)].sort(), `${region ?? 'NZ'} ${year}`).toEqual(libraryHolidays(calendar, year));
      }
    });
  }

  it('refuses a region it does not know', () => {
    expect(() => newZealandPublicHolidays(2026, 'XYZ')).toThrow(/Unknown New Zealand holiday region/);
  });

  it('reads early years as themselves, not as 1900s', () => {
    expect([...newZealandPublicHolidays(50)].every((day) => day.startsWith('0050-'))).toBe(true);
  });
});
