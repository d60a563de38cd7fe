// A day on the (Gregorian) calendar, with no time and no time zone: what a date
// field holds and what a calendar cell stands for. Immutable, so the picker can
// compare dates by value and hand them between components without copying.
//
// Arithmetic runs on midnight UTC, set with `setUTCFullYear`: a local `Date`
// shifts with the time zone and its daylight saving, and `Date.UTC` reads the
// years 0–99 as 1900–1999.
import { daysInMonth, formatIsoDate, parseIsoDate } from '../../../shared/validation/keywords/isoDate';

export { daysInMonth };

/** The earliest and latest years a date field accepts (four digits at most). */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export class CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;

  /** Assumes a real date: use `CalendarDate.of` for numbers that may not be one. */
  constructor(year: number, month: number, day: number) {
    this.year = year;
    this.month = month;
    this.day = day;
  }

  /** The date, or null when the numbers do not make one (31 February, month 13, year 0). */
  static of(year: number, month: number, day: number): CalendarDate | null {
    if (![year, month, day].every(Number.isInteger)) return null;
    if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
    if (day < 1 || day > daysInMonth(year, month)) return null;
    return new CalendarDate(year, month, day);
  }

  /** `YYYY-MM-DD`; null for anything else, including dates that do not exist. */
  static parse(value: unknown): CalendarDate | null {
    const parts = parseIsoDate(value);
    return parts ? CalendarDate.of(parts.year, parts.month, parts.day) : null;
  }

  /** Today where the browser is, as a person reading the calendar counts it. */
  static today(now: Date = new Date()): CalendarDate {
    return new CalendarDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
  }

  /**
   * Months and years first, keeping the day within the month reached (31 January
   * plus a month is 28 or 29 February), then days. Stays within years 1–9999.
   */
  add({ years = 0, months = 0, days = 0 }: { years?: number; months?: number; days?: number }): CalendarDate {
    if (years === 0 && months === 0) return days === 0 ? this : fromDayNumber(dayNumber(this) + days);
    const monthIndex = (this.year + years) * 12 + (this.month - 1) + months;
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex - year * 12 + 1;
    if (year < MIN_YEAR) return FIRST_DATE;
    if (year > MAX_YEAR) return LAST_DATE;
    return new CalendarDate(year, month, Math.min(this.day, daysInMonth(year, month))).add({ days });
  }

  /** Negative when this date is earlier than `other`, 0 on the same day, positive when later (the days between). */
  compare(other: CalendarDate): number {
    return dayNumber(this) - dayNumber(other);
  }

  equals(other: CalendarDate | null | undefined): boolean {
    return other !== null && other !== undefined && this.compare(other) === 0;
  }

  /** 1 for Monday to 7 for Sunday (ISO 8601, as Intl's week information counts). */
  get weekday(): number {
    // Day 0 of the count, 1970-01-01, was a Thursday.
    return mod(dayNumber(this) + 3, 7) + 1;
  }

  startOfMonth(): CalendarDate {
    return new CalendarDate(this.year, this.month, 1);
  }

  endOfMonth(): CalendarDate {
    return new CalendarDate(this.year, this.month, daysInMonth(this.year, this.month));
  }

  /** Midnight UTC of this day, for Intl formatters given `timeZone: 'UTC'`. */
  toUtcDate(): Date {
    const date = new Date(0);
    date.setUTCFullYear(this.year, this.month - 1, this.day);
    return date;
  }

  /** `YYYY-MM-DD`, the form's value. */
  toString(): string {
    return formatIsoDate(this);
  }
}

const FIRST_DATE = new CalendarDate(MIN_YEAR, 1, 1);
const LAST_DATE = new CalendarDate(MAX_YEAR, 12, 31);

/** The later of a date and an earliest one, and the earlier of it and a latest one. */
export function clampDate(date: CalendarDate, min: CalendarDate | undefined, max: CalendarDate | undefined): CalendarDate {
  if (min && date.compare(min) < 0) return min;
  if (max && date.compare(max) > 0) return max;
  return date;
}

function mod(value: number, by: number): number {
  return ((value % by) + by) % by;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01. UTC has no daylight saving, so every day there is DAY_MS long. */
function dayNumber(date: CalendarDate): number {
  return Math.round(date.toUtcDate().getTime() / DAY_MS);
}

function fromDayNumber(days: number): CalendarDate {
  const date = new Date(days * DAY_MS);
  const year = date.getUTCFullYear();
  if (year < MIN_YEAR) return FIRST_DATE;
  if (year > MAX_YEAR) return LAST_DATE;
  return new CalendarDate(year, date.getUTCMonth() + 1, date.getUTCDate());
}
