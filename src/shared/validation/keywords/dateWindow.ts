// Requested dates must fall within a window we can honour (e.g. no earlier
// than the notice period the field crews need, no later than a quote stays
// valid). "Today" is the New Zealand calendar date, not the browser's or the
// server's: a customer overseas, or a server running in UTC, would otherwise
// be a day out around midnight NZ time.

import { formatIsoDate, parseIsoDate } from './isoDate';

export interface DateWindowOptions {
  minDaysFromToday?: number;
  maxDaysFromToday?: number;
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

export function isWithinDateWindow(value: unknown, options: DateWindowOptions, now?: Date): boolean {
  const date = parseIsoDate(value);
  if (!date) return false;
  const iso = formatIsoDate(date);
  const today = todayInNewZealand(now);
  // Fixed-width YYYY-MM-DD strings order the same way as the dates.
  if (options.minDaysFromToday !== undefined && iso < addDays(today, options.minDaysFromToday)) return false;
  if (options.maxDaysFromToday !== undefined && iso > addDays(today, options.maxDaysFromToday)) return false;
  return true;
}
