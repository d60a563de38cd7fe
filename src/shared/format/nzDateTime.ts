// A moment as New Zealand clocks showed it, "5 Mar 2026, 9:00:00 am": for
// lists where the time of day matters (the development outbox's mails).
import { NZ_LOCALE, NZ_TIME_ZONE } from './nzTimeZone';

const NZ_DATE_TIME = new Intl.DateTimeFormat(NZ_LOCALE, { dateStyle: 'medium', timeStyle: 'medium', timeZone: NZ_TIME_ZONE });

/** `2026-03-04T20:00:00Z` -> `5 Mar 2026, 9:00:00 am` (NZDT, UTC+13). */
export function formatNzDateTime(instant: Date): string {
  return NZ_DATE_TIME.format(instant);
}
