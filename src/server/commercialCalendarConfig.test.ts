// COMMERCIAL_CALENDAR_REGION: the region whose anniversary day is a commercial non-working day.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('COMMERCIAL_CALENDAR_REGION', () => {
  it("is Wellington's by default, and any New Zealand region code in any case", () => {
    expect(loadConfig({}).commercialCalendarRegion).toBe('WGN');
    expect(loadConfig({ COMMERCIAL_CALENDAR_REGION: 'auk' }).commercialCalendarRegion).toBe('AUK');
    expect(loadConfig({ COMMERCIAL_CALENDAR_REGION: ' CAN ' }).commercialCalendarRegion).toBe('CAN');
  });

  it('stops the start-up for a code that is not a New Zealand region, listing the codes', () => {
    expect(() => loadConfig({ COMMERCIAL_CALENDAR_REGION: 'Wellington' })).toThrow(
      /^COMMERCIAL_CALENDAR_REGION must be a New Zealand region code \(AUK, BOP, .*WGN.*\), got "Wellington"$/,
    );
    expect(() => loadConfig({ COMMERCIAL_CALENDAR_REGION: 'NSW' })).toThrow(/got "NSW"/);
  });
});
