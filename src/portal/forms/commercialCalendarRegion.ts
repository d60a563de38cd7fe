// The deployment's commercial calendar region (whose anniversary day is a
// non-working day) for the browser's date checks, as the server names it in
// the client configuration, so that the browser and the server refuse the
// same days (keyword commercialWorkingDay).
//
// The region check needs the calendar's list of regions, so the holiday rules
// (newZealandPublicHolidays.ts, about 1 kB gzip since decision 0035) come with
// every page; the validators that check the keyword read the region when they
// check a date.
import { setCommercialCalendarRegion } from '../../shared/validation/keywords/commercialCalendarRegion';

/** Sets the region; rejects for a code the calendar does not know, keeping the one it had. */
export async function applyCommercialCalendarRegion(region: string | undefined): Promise<void> {
  if (!region) return;
  setCommercialCalendarRegion(region);
}
