// The deployment's commercial calendar region (COMMERCIAL_CALENDAR_REGION):
// the New Zealand region whose anniversary day is a commercial non-working day
// (keyword commercialWorkingDay). The browser sets it on every page from its
// client configuration.

import { NEW_ZEALAND_HOLIDAY_REGIONS } from './newZealandPublicHolidays';

export const DEFAULT_COMMERCIAL_CALENDAR_REGION = 'WGN';

let region = DEFAULT_COMMERCIAL_CALENDAR_REGION;

/** Sets the region whose anniversary day is a non-working day (see newZealandPublicHolidays.ts); throws for a code it does not know, keeping the previous one. */
export function setCommercialCalendarRegion(next: string): void {
  const code = next.trim().toUpperCase();
  // A misspelt setting stops the server's start-up rather than quietly meaning national holidays only.
  if (!NEW_ZEALAND_HOLIDAY_REGIONS.includes(code)) throw new RangeError(`Unknown New Zealand holiday region: ${next}`);
  region = code;
}

export function commercialCalendarRegion(): string {
  return region;
}
