// What the picker says about dates, in the host's locale: the month over the
// calendar, each day's name for screen readers, the weekday initials, the
// chosen date. The words around them are English, as the widget's messages are;
// they are the ones React Aria read out, so screen reader users hear the same.
import type { CalendarDate } from './calendarDate';
import type { SegmentType } from './dateSegments';

export const SEGMENT_NAMES: Record<SegmentType, string> = { day: 'day', month: 'month', year: 'year' };
export const EMPTY_SEGMENT = 'Empty';
export const CALENDAR_BUTTON = 'Choose date';
export const PREVIOUS_MONTH = 'Previous month';
export const NEXT_MONTH = 'Next month';

/** The locale dates are written in when the host registered none. */
export function browserLocale(): string {
  return new Intl.DateTimeFormat().resolvedOptions().locale;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatters cost tens of microseconds to build and a calendar names 35–42 days: one per locale and style. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let known = formatters.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', calendar: 'gregory' });
    formatters.set(key, known);
  }
  return known;
}

/** "March 2030": the calendar's heading and its grid's name. */
export function monthTitle(date: CalendarDate, locale: string): string {
  return formatter(locale, { month: 'long', year: 'numeric' }).format(date.toUtcDate());
}

/** "March", for the month segment's spoken value. */
export function monthName(month: number, locale: string): string {
  return formatter(locale, { month: 'long' }).format(new Date(Date.UTC(2000, month - 1, 15)));
}

/** "12 March 2030". */
export function longDate(date: CalendarDate, locale: string): string {
  return formatter(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date.toUtcDate());
}

/** What the field's group, first segment and button are described by once a date is in it. */
export function selectedDateDescription(date: CalendarDate, locale: string): string {
  return `Selected Date: ${longDate(date, locale)}`;
}

/** The day of the month as the locale writes it, for the cell's text. */
export function dayNumber(date: CalendarDate, locale: string): string {
  return formatter(locale, { day: 'numeric' }).format(date.toUtcDate());
}

/** The weekday initials over the grid's columns, from `firstDay` (1 Monday … 7 Sunday). */
export function weekdayInitials(locale: string, firstDay: number): string[] {
  const initial = formatter(locale, { weekday: 'narrow' });
  // 2030-03-04 was a Monday.
  return Array.from({ length: 7 }, (_, index) => initial.format(new Date(Date.UTC(2030, 2, 4 + ((firstDay - 1 + index) % 7)))));
}

export interface DayFacts {
  isToday: boolean;
  isSelected: boolean;
  isFirstAvailable: boolean;
  isLastAvailable: boolean;
}

/** A calendar day's name: "Tuesday, 12 March 2030", "Today, Monday, 11 March 2030 selected", "…, First available date". */
export function dayLabel(date: CalendarDate, locale: string, facts: DayFacts): string {
  let label = formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date.toUtcDate());
  if (facts.isToday) label = `Today, ${label}`;
  if (facts.isSelected) label = `${label} selected`;
  if (facts.isFirstAvailable) label += ', First available date';
  else if (facts.isLastAvailable) label += ', Last available date';
  return label;
}
