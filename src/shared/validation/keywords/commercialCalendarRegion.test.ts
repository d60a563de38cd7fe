import Holidays from 'date-holidays';
import { afterEach, describe, expect, it } from 'vitest';
import { commercialCalendarRegion, DEFAULT_COMMERCIAL_CALENDAR_REGION, NZ_HOLIDAY_REGIONS, setCommercialCalendarRegion } from './commercialCalendarRegion';

afterEach(() => setCommercialCalendarRegion(DEFAULT_COMMERCIAL_CALENDAR_REGION));

describe('the commercial calendar region', () => {
  it('knows exactly the New Zealand regions date-holidays knows', () => {
    expect([...NZ_HOLIDAY_REGIONS].sort()).toEqual(Object.keys(new Holidays().getStates('NZ') ?? {}).sort());
  });

  it('takes a known code in any case and spacing', () => {
    setCommercialCalendarRegion(' can ');
    expect(commercialCalendarRegion()).toBe('CAN');
  });

  it('refuses an unknown code, and keeps the previous one', () => {
    expect(() => setCommercialCalendarRegion('XYZ')).toThrow(/Unknown New Zealand holiday region/);
    expect(commercialCalendarRegion()).toBe(DEFAULT_COMMERCIAL_CALENDAR_REGION);
  });
});
