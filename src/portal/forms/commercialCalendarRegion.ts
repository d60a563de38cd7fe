// The deployment's commercial calendar region (whose anniversary day is a
// non-working day) for the browser's date checks, as the server names it in
// the client configuration, so that the browser and the server refuse the
// same days (keyword commercialWorkingDay).
//
// The keyword's module carries the holiday calendar (date-holidays, over a
// megabyte), so it is imported on demand: a static import here would put it
// in the first download of every page. The same chunk is the one the forms
// that use the keyword load, so it is fetched once.
export async function applyCommercialCalendarRegion(region: string | undefined): Promise<void> {
  if (!region) return;
  const { setCommercialCalendarRegion } = await import('../../shared/validation/keywords/commercialWorkingDay');
  setCommercialCalendarRegion(region);
}
