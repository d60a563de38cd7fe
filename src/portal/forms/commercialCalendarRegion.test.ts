// The client configuration's region reaches the browser's commercialWorkingDay check.
import { afterEach, describe, expect, it } from 'vitest';
import { commercialCalendarRegion, DEFAULT_COMMERCIAL_CALENDAR_REGION, isCommercialWorkingDay, setCommercialCalendarRegion } from '../../shared/validation/keywords';
import { applyCommercialCalendarRegion } from './commercialCalendarRegion';

afterEach(() => setCommercialCalendarRegion(DEFAULT_COMMERCIAL_CALENDAR_REGION));

describe('applyCommercialCalendarRegion', () => {
  it('sets the region the date checks use', async () => {
    // Auckland Anniversary Day 2027 is Monday 1 February; Wellington's is 25 January.
    expect(isCommercialWorkingDay('2027-02-01')).toBe(true);
    await applyCommercialCalendarRegion('AUK');
    expect(commercialCalendarRegion()).toBe('AUK');
    expect(isCommercialWorkingDay('2027-02-01')).toBe(false);
    expect(isCommercialWorkingDay('2027-01-25')).toBe(true);
  });

  it('leaves the region as it is when the configuration names none', async () => {
    await applyCommercialCalendarRegion(undefined);
    await applyCommercialCalendarRegion('');
    expect(commercialCalendarRegion()).toBe(DEFAULT_COMMERCIAL_CALENDAR_REGION);
  });

  it('rejects a region the calendar does not know, and keeps the one it had', async () => {
    await expect(applyCommercialCalendarRegion('XYZ')).rejects.toThrow();
    expect(commercialCalendarRegion()).toBe(DEFAULT_COMMERCIAL_CALENDAR_REGION);
  });
});
