// A date the company's field crews work: a weekday that is not a commercial
// non-working day (spec 3 section 5, "weekends and commercial non-working days
// are disabled"). Commercial non-working days are New Zealand's national public
// holidays plus the anniversary day of the one region the company works in.
//
// That region is a deployment setting (COMMERCIAL_CALENDAR_REGION), not a
// schema's: the server sets it at start-up and the browser from the client
// configuration, so the calendar the date picker greys out, the browser's
// check and the server's check all read one value. Until set, it is
// Wellington's (WGN), the default of the setting. It is held in
// commercialCalendarRegion.ts, so that setting it does not load this module's
// holiday calendar.

import { isBusinessDay, publicHolidaysBetween } from './businessDay';
import { commercialCalendarRegion } from './commercialCalendarRegion';

export { commercialCalendarRegion, DEFAULT_COMMERCIAL_CALENDAR_REGION, setCommercialCalendarRegion } from './commercialCalendarRegion';

/** True for a valid ISO date (YYYY-MM-DD) that is a weekday and not a commercial non-working day. */
export function isCommercialWorkingDay(value: unknown): boolean {
  return isBusinessDay(value, { region: commercialCalendarRegion() });
}

/** The commercial non-working days (holidays only; weekends are the picker's own rule) from `fromIso` to `toIso`, inclusive. */
export function commercialNonWorkingDaysBetween(fromIso: string, toIso: string): string[] {
  return publicHolidaysBetween(fromIso, toIso, { region: commercialCalendarRegion() });
}
