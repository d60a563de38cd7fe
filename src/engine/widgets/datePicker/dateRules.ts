// Which days a date field lets a person choose: the host's availability (a
// `dates` data source's earliest, latest and unavailable days) and the
// `disableWeekends` option, turned into the rules the field and its calendar
// apply, and the day the calendar opens on.
import type { DateAvailability } from '../../react/engineContext';
import { CalendarDate } from './calendarDate';

export interface DateRules {
  minValue: CalendarDate | undefined;
  maxValue: CalendarDate | undefined;
  isDateUnavailable: (date: CalendarDate) => boolean;
}

/** Parses `YYYY-MM-DD`; null for anything else (including impossible dates). */
export function parseIsoDate(value: unknown): CalendarDate | null {
  return CalendarDate.parse(value);
}

/** `disableWeekends` means Saturday and Sunday, whatever the locale counts as a weekend. */
function isSaturdayOrSunday(date: CalendarDate): boolean {
  return date.weekday >= 6;
}

/** Turns the host's availability and the weekend option into the picker's rules. */
export function dateRules(availability: DateAvailability | undefined, disableWeekends: boolean): DateRules {
  const unavailable = new Set(availability?.unavailable ?? []);
  return {
    minValue: parseIsoDate(availability?.earliest) ?? undefined,
    maxValue: parseIsoDate(availability?.latest) ?? undefined,
    isDateUnavailable: (date) => (disableWeekends && isSaturdayOrSunday(date)) || unavailable.has(date.toString()),
  };
}

/** The rules after a failed load: nothing can be chosen until the availability is known. */
export const NOTHING_AVAILABLE: DateRules = { minValue: undefined, maxValue: undefined, isDateUnavailable: () => true };

/** How far from the earliest day the calendar looks for a day to open on. */
export const OPENING_SEARCH_DAYS = 30;

/**
 * The day the calendar opens on when no date is chosen: the first day that can
 * be chosen within `OPENING_SEARCH_DAYS` of the earliest, else the earliest
 * itself (undefined without one: the calendar then opens on today).
 */
export function openingDate(rules: DateRules): CalendarDate | undefined {
  const earliest = rules.minValue;
  if (!earliest) return undefined;
  for (let offset = 0; offset < OPENING_SEARCH_DAYS; offset++) {
    const day = earliest.add({ days: offset });
    if (!isSelectable(day, rules)) continue;
    return day;
  }
  return earliest;
}

/** Whether a date can be chosen under the rules (in range and not unavailable). */
export function isSelectable(date: CalendarDate, rules: DateRules): boolean {
  if (rules.minValue && date.compare(rules.minValue) < 0) return false;
  if (rules.maxValue && date.compare(rules.maxValue) > 0) return false;
  return !rules.isDateUnavailable(date);
}
