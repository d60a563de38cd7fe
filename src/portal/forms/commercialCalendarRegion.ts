// The deployment's commercial calendar region (whose anniversary day is a
// non-working day) for the browser's date checks, as the server names it in
// the client configuration, so that the browser and the server refuse the
// same days (keyword commercialWorkingDay).
//
// Only the region is set here: the holiday calendar comes with the validators
// of the forms that check the keyword, which read the region when they check a
// date.
import { setCommercialCalendarRegion } from '../../shared/validation/keywords/commercialCalendarRegion';

/** Sets the region; rejects for a code the calendar does not know, keeping the one it had. */
export async function applyCommercialCalendarRegion(region: string | undefined): Promise<void> {
  if (!region) return;
  setCommercialCalendarRegion(region);
}
