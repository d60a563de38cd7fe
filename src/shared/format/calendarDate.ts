// A calendar date as the spec writes it in sentences, D MMMM YYYY ("5 March
// 2026"): a requested disconnection date in its confirmation mail, a payment's
// due day. A calendar date (YYYY-MM-DD) is a day, not an instant: no time zone
// moves it, so it is never turned into a Date at some hour first.
import { parseIsoDate } from '../validation/keywords/isoDate';
import { NZ_LOCALE } from './nzTimeZone';

// The month's name only, of a day in the middle of that month in UTC.
const MONTH_NAME = new Intl.DateTimeFormat(NZ_LOCALE, { timeZone: 'UTC', month: 'long' });

/** `2026-03-05` -> `5 March 2026`; undefined when the text is not a real date. */
export function formatCalendarDate(isoDate: unknown): string | undefined {
  const date = parseIsoDate(isoDate);
  if (!date) return undefined;
  return `${date.day} ${MONTH_NAME.format(new Date(Date.UTC(2000, date.month - 1, 15)))} ${date.year}`;
}
