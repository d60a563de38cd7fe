// Crews, inspectors and the registry only work on business days, so dates
// such as a requested livening or outage date must not fall on a weekend or
// a New Zealand public holiday. Anniversary days are regional, so a form
// that knows the site's region also excludes that region's anniversary day.
//
// The calendar itself is newZealandPublicHolidays.ts (date-holidays' rules
// for New Zealand, without the library's every other country).

import { formatIsoDate, parseIsoDate, type IsoDateParts } from './isoDate';
import { newZealandPublicHolidays } from './newZealandPublicHolidays';

export interface BusinessDayOptions {
  region?: string;
}

const NATIONAL = '';
const holidaysByRegionYear = new Map<string, ReadonlySet<string>>();

/** The region's code, upper case, or '' for national holidays only. */
function regionKey(options: BusinessDayOptions | undefined): string {
  return options?.region?.trim().toUpperCase() ?? NATIONAL;
}

function publicHolidaysInYear(region: string, year: number): ReadonlySet<string> {
  const key = `${region}|${year}`;
  let dates = holidaysByRegionYear.get(key);
  if (!dates) {
    // An unknown region throws rather than quietly meaning national holidays
    // only, which would hide a misspelt region in a schema.
    dates = newZealandPublicHolidays(year, region === NATIONAL ? undefined : region);
    holidaysByRegionYear.set(key, dates);
  }
  return dates;
}

function weekday(date: IsoDateParts): number {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  return d.getUTCDay();
}

export function isBusinessDay(value: unknown, options?: BusinessDayOptions): boolean {
  const date = parseIsoDate(value);
  if (!date) return false;
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return !publicHolidaysInYear(regionKey(options), date.year).has(formatIsoDate(date));
}

export function publicHolidaysBetween(fromIso: string, toIso: string, options?: BusinessDayOptions): string[] {
  const from = parseIsoDate(fromIso);
  const to = parseIsoDate(toIso);
  if (!from) throw new RangeError(`Invalid ISO date: ${fromIso}`);
  if (!to) throw new RangeError(`Invalid ISO date: ${toIso}`);
  const region = regionKey(options);
  const fromKey = formatIsoDate(from);
  const toKey = formatIsoDate(to);
  const result: string[] = [];
  for (let year = from.year; year <= to.year; year++) {
    for (const day of publicHolidaysInYear(region, year)) {
      if (day >= fromKey && day <= toKey) result.push(day);
    }
  }
  return result.sort();
}
