// Requested dates must fall within a window we can honour (e.g. no earlier
// than the notice period the field crews need, no later than a quote stays
// valid). "Today" is the New Zealand calendar date, not the browser's or the
// server's: a customer overseas, or a server running in UTC, would otherwise
// be a day out around midnight NZ time.

import { formatIsoDate, parseIsoDate } from './isoDate';

export interface DateWindowOptions {
  minDaysFromToday?: number;
  maxDaysFromToday?: number;
  /** A limit in calendar months ("up to 3 months ahead"): 30 November + 3 months is 28 (or 29) February. */
  maxMonthsFromToday?: number;
}

const NZ_TIME_ZONE = 'Pacific/Auckland';

let nzDateFormat: Intl.DateTimeFormat | undefined;

export function todayInNewZealand(now: Date = new Date()): string {
  nzDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: NZ_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // formatToParts rather than format(): the en-CA pattern has changed
  // between ICU releases, the parts have not.
  const parts = nzDateFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: part('year'), month: part('month'), day: part('day') });
}

export function addDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Invalid ISO date: ${isoDate}`);
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer, got ${days}`);
  // Midnight UTC has no daylight-saving transitions, so adding whole days
  // there is pure calendar arithmetic. setUTCFullYear avoids Date.UTC's
  // mapping of years 0-99 to 1900-1999.
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day + days);
  const year = d.getUTCFullYear();
  // Outside four-digit years the result could no longer be compared as text.
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`Date out of range: ${isoDate} + ${days} days`);
  return formatIsoDate({ year, month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** The same day `months` later (or earlier); a day the month does not have becomes its last day. */
export function addMonths(isoDate: string, months: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Invalid ISO date: ${isoDate}`);
  if (!Number.isInteger(months)) throw new RangeError(`Months must be an integer, got ${months}`);
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`Date out of range: ${isoDate} + ${months} months`);
  // Day 0 of the next month is the last day of this one (2000 is a leap year, so February is set apart).
  const daysInMonth = month === 2 ? (isLeapYear(year) ? 29 : 28) : new Date(Date.UTC(2000, month, 0)).getUTCDate();
  return formatIsoDate({ year, month, day: Math.min(date.day, daysInMonth) });
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The last date a window allows, from today (NZ); undefined when it has no upper limit. */
export function latestInDateWindow(options: DateWindowOptions, today: string): string | undefined {
  const limits = [
    options.maxDaysFromToday === undefined ? undefined : addDays(today, options.maxDaysFromToday),
    options.maxMonthsFromToday === undefined ? undefined : addMonths(today, options.maxMonthsFromToday),
  ].filter((limit): limit is string => limit !== undefined);
  return limits.sort()[0];
}

// An example document is written on one day and checked on every day after:
// its dates ("3 weeks from now") only mean what they meant when it was written.
// Examples therefore name their day ("today": "2026-11-24"), and the tools that
// check them run the validator as of that day. Validation is synchronous, so
// the day is set only for the length of one call.
let fixedToday: string | undefined;

/** Runs `check` with date windows measured from `today` (YYYY-MM-DD) instead of NZ's date now; `undefined` changes nothing. */
export function validateAsOf<T>(today: string | undefined, check: () => T): T {
  if (today === undefined) return check();
  if (!parseIsoDate(today)) throw new RangeError(`Invalid ISO date: ${today}`);
  const previous = fixedToday;
  fixedToday = today;
  try {
    return check();
  } finally {
    fixedToday = previous;
  }
}

export function isWithinDateWindow(value: unknown, options: DateWindowOptions, now?: Date): boolean {
  const date = parseIsoDate(value);
  if (!date) return false;
  const iso = formatIsoDate(date);
  const today = now === undefined && fixedToday !== undefined ? fixedToday : todayInNewZealand(now);
  // Fixed-width YYYY-MM-DD strings order the same way as the dates.
  if (options.minDaysFromToday !== undefined && iso < addDays(today, options.minDaysFromToday)) return false;
  const latest = latestInDateWindow(options, today);
  if (latest !== undefined && iso > latest) return false;
  return true;
}
