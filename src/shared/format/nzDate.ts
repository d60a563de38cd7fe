// Dates as the spec writes them, DD MMMM YYYY ("05 March 2026"), on the New
// Zealand calendar: an instant late on the 4th in UTC is already the 5th in
// Auckland.
import { NZ_LOCALE, NZ_TIME_ZONE } from './nzTimeZone';

const NZ_DATE = new Intl.DateTimeFormat(NZ_LOCALE, { timeZone: NZ_TIME_ZONE, day: '2-digit', month: 'long', year: 'numeric' });

/** `2026-03-04T20:00:00Z` -> `05 March 2026`. */
export function formatNzDate(instant: Date): string {
  // Assembled from the parts rather than format(): the spec fixes the order
  // and spacing, which the locale's pattern does not promise across ICU releases.
  const parts = NZ_DATE.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * The same for a timestamp as the API sends it (ISO 8601); undefined when it
 * is missing or not a date, so a page shows an empty cell rather than failing.
 */
export function formatNzDateOfTimestamp(timestamp: string | undefined): string | undefined {
  if (!timestamp) return undefined;
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? undefined : formatNzDate(new Date(time));
}
