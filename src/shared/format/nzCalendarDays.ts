// Counting days the way a New Zealander does: by the date on the calendar in
// Auckland, midnight to midnight. Dividing elapsed milliseconds by 24 hours is
// a UTC count, and wrong twice a year, when a New Zealand day has 23 or 25 hours.
import { fromDate, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { NZ_TIME_ZONE } from './nzTimeZone';

const DAY_MS = 86_400_000;

/** The date on the calendar in New Zealand at this instant. */
export function nzCalendarDate(instant: Date): CalendarDate {
  return toCalendarDate(fromDate(instant, NZ_TIME_ZONE));
}

/** Days since 1970-01-01 of a calendar date. UTC has no daylight saving, so there every day is exactly DAY_MS long. */
function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

/**
 * New Zealand calendar days from the date at `from` to the date at `to`:
 * 1 from 23:00 to 00:30 the next night, 0 within one day, negative when
 * `to` is on an earlier date.
 */
export function nzCalendarDaysBetween(from: Date, to: Date): number {
  return dayNumber(nzCalendarDate(to)) - dayNumber(nzCalendarDate(from));
}
