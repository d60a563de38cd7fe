import { afterEach, describe, expect, it } from 'vitest';
import { commercialCalendarRegion, DEFAULT_COMMERCIAL_CALENDAR_REGION, setCommercialCalendarRegion } from './commercialCalendarRegion';

afterEach(() => setCommercialCalendarRegion(DEFAULT_COMMERCIAL_CALENDAR_REGION));

describe('the commercial calendar region', () => {
  it('takes a known code in any case and spacing', () => {
    setCommercialCalendarRegion(' can ');
    expect(commercialCalendarRegion()).toBe('CAN');
  });

  it('refuses an unknown code, and keeps the previous one', () => {
    expect(() => setCommercialCalendarRegion('XYZ')).toThrow(/Unknown New Zealand holiday region/);
    expect(commercialCalendarRegion()).toBe(DEFAULT_COMMERCIAL_CALENDAR_REGION);
  });
});
