// Crews, inspectors and the registry only work on business days, so dates
// such as a requested livening or outage date must not fall on a weekend or
// a New Zealand public holiday. Anniversary days are regional, so a form
// that knows the site's region also excludes that region's anniversary day.
//
// Region codes are date-holidays' NZ "states" (3.37.0):
//   AUK Auckland Province, BOP Bay of Plenty, CAN Canterbury (Christchurch
//   Show Day), CIT Chatham Islands, GIS Gisborne, HKB Hawke's Bay,
//   MBH Marlborough, MWT Manawatu-Wanganui, NSN Nelson, NTL Northland,
//   OTA Otago Province, STL Southland, TAS Tasman, TKI Taranaki, WKO Waikato,
//   WGN Wellington Province, WTC Westland.
// The library's sub-regions (Timaru, Buller) are not offered.
//
// Matariki is listed date by date in the library (currently to 2052); later
// years will need a library update.

import Holidays from 'date-holidays';
import { formatIsoDate, parseIsoDate, type IsoDateParts } from './isoDate';

export interface BusinessDayOptions {
  region?: string;
}

const COUNTRY = 'NZ';
const NATIONAL = '';

const calendars = new Map<string, Holidays>();
const holidaysByRegionYear = new Map<string, ReadonlySet<string>>();
let knownRegions: ReadonlySet<string> | undefined;

function regionKey(options: BusinessDayOptions | undefined): string {
  const region = options?.region?.trim().toUpperCase() ?? NATIONAL;
  if (region === NATIONAL) return NATIONAL;
  // date-holidays quietly falls back to national holidays for a state code
  // it does not know, which would hide a misspelt region in a schema.
  knownRegions ??= new Set(Object.keys(calendarFor(NATIONAL).getStates(COUNTRY) ?? {}));
  if (!knownRegions.has(region)) {
    throw new RangeError(`Unknown New Zealand holiday region: ${options?.region ?? ''}`);
  }
  return region;
}

function calendarFor(region: string): Holidays {
  let calendar = calendars.get(region);
  if (!calendar) {
    const opts = { types: ['public' as const] };
    calendar = region === NATIONAL ? new Holidays(COUNTRY, opts) : new Holidays(COUNTRY, region, opts);
    calendars.set(region, calendar);
  }
  return calendar;
}

function publicHolidaysInYear(region: string, year: number): ReadonlySet<string> {
  const key = `${region}|${year}`;
  let dates = holidaysByRegionYear.get(key);
  if (!dates) {
    const calendar = calendarFor(region);
    const collected = new Set<string>();
    // A holiday late in one year could be observed early in the next (and
    // the library lists it under the year it belongs to), so neighbouring
    // years are read too and filtered by calendar date.
    for (const y of [year - 1, year, year + 1]) {
      for (const holiday of calendar.getHolidays(y)) {
        if (holiday.type !== 'public') continue;
        // `date` is the local calendar date ("2026-12-25 00:00:00"); the
        // start/end Date objects are instants in Pacific/Auckland and would
        // shift a day when read in UTC. Observed (Mondayised) days come back
        // as separate entries flagged `substitute`, and are kept.
        const day = holiday.date.slice(0, 10);
        if (day.startsWith(`${String(year).padStart(4, '0')}-`)) collected.add(day);
      }
    }
    dates = collected;
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
