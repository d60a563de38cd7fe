// Dates as the order detail page writes them (spec 3: "Dates display as
// DD/MM/YYYY"), on the New Zealand calendar. A calendar date (YYYY-MM-DD, an
// activity's start or a disconnection date) is a day and is rewritten as it
// stands; an instant (a request date) is first put on Auckland's calendar.
import { parseIsoDate } from '../validation/keywords/isoDate';
import { nzCalendarDate } from './nzCalendarDays';

function numeric({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/** `2026-03-05` -> `05/03/2026`; undefined when the text is not a real date. */
export function formatNumericCalendarDate(isoDate: unknown): string | undefined {
  const date = parseIsoDate(isoDate);
  return date ? numeric(date) : undefined;
}

/** `2026-03-04T20:00:00Z` -> `05/03/2026` (already the 5th in Auckland); undefined when missing or not a date. */
export function formatNumericNzDateOfTimestamp(timestamp: string | undefined | null): string | undefined {
  if (!timestamp) return undefined;
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? undefined : numeric(nzCalendarDate(new Date(time)));
}
