// The deployment's commercial calendar region (COMMERCIAL_CALENDAR_REGION):
// the New Zealand region whose anniversary day is a commercial non-working day
// (keyword commercialWorkingDay). Kept apart from the holiday calendar, which
// brings date-holidays (over a megabyte, about 235 kB gzipped in the browser):
// the browser sets the region on every page from its client configuration, and
// only the forms whose validators check the keyword load the calendar.

export const DEFAULT_COMMERCIAL_CALENDAR_REGION = 'WGN';

/**
 * date-holidays' New Zealand regions ("states", 3.37.0; see businessDay.ts),
 * the codes a region may have. A test checks the library still lists exactly these.
 */
export const NZ_HOLIDAY_REGIONS: readonly string[] = ['AUK', 'BOP', 'CAN', 'CIT', 'GIS', 'HKB', 'MBH', 'MWT', 'NSN', 'NTL', 'OTA', 'STL', 'TAS', 'TKI', 'WGN', 'WKO', 'WTC'];

let region = DEFAULT_COMMERCIAL_CALENDAR_REGION;

/** Sets the region whose anniversary day is a non-working day (date-holidays' NZ state code); throws for a code it does not know, keeping the previous one. */
export function setCommercialCalendarRegion(next: string): void {
  const code = next.trim().toUpperCase();
  // A misspelt setting stops the server's start-up rather than quietly meaning national holidays only.
  if (!NZ_HOLIDAY_REGIONS.includes(code)) throw new RangeError(`Unknown New Zealand holiday region: ${next}`);
  region = code;
}

export function commercialCalendarRegion(): string {
  return region;
}
