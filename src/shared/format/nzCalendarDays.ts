// Counting days the way a New Zealander does: by the date on the calendar in
// Auckland, midnight to midnight. Dividing elapsed milliseconds by 24 hours is
// a UTC count, and wrong twice a year, when a New Zealand day has 23 or 25 hours.
//
// The date in Auckland comes from the platform's time zone data (Intl), which
// every browser and Node.js carry: a calendar library would add about 5 kB gzip
// to each page that shows a due date, for this one conversion.
import { formatIsoDate, type IsoDateParts } from '../validation/keywords/isoDate';
import { NZ_TIME_ZONE } from './nzTimeZone';

const DAY_MS = 86_400_000;

/** Day, month and year on Auckland's calendar, as numbers in the Gregorian calendar. */
const aucklandDateParts = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const HOUR_MS = 3_600_000;

/** The UTC hour of the last date asked for, and that date: see nzCalendarDate. */
let rememberedHour = NaN;
let rememberedDate: IsoDateParts = { year: 0, month: 0, day: 0 };

/**
 * The date on the calendar in New Zealand at this instant. New Zealand's
 * offsets are whole hours (+12, +13) and change on the hour, so the date only
 * changes on a UTC hour: the last hour's answer is remembered, because
 * formatting a date costs tens of microseconds and a submission asks several
 * times (its state's start date, its order number's year).
 */
export function nzCalendarDate(instant: Date): IsoDateParts {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  if (hour !== rememberedHour) {
    const parts = aucklandDateParts.formatToParts(instant);
    const part = (type: 'year' | 'month' | 'day') => Number(parts.find((item) => item.type === type)?.value);
    rememberedDate = { year: part('year'), month: part('month'), day: part('day') };
    rememberedHour = hour;
  }
  return { ...rememberedDate };
}

/** The date in New Zealand at this instant, as `YYYY-MM-DD`. */
export function nzIsoDate(instant: Date): string {
  return formatIsoDate(nzCalendarDate(instant));
}

/** Days since 1970-01-01 of a calendar date. UTC has no daylight saving, so there every day is exactly DAY_MS long. */
function dayNumber(date: IsoDateParts): number {
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
