// The typed part of a date field: a day, a month and a year segment in the
// order of the locale's numeric date, filled in digit by digit or stepped with
// the arrow keys. The rules are the ones React Aria's date field had, which the
// people and tests using the picker know (decision 0040): a segment moves on as
// soon as no further digit could fit, Backspace takes the last digit shown, and
// stepping an empty segment starts it at the placeholder date's part.
// Pure, so that the rules can be tested without a browser.
import { CalendarDate, daysInMonth, MAX_YEAR, MIN_YEAR } from './calendarDate';

export type SegmentType = 'day' | 'month' | 'year';

/** A segment, or the text between two (`/` in en-NZ). */
export type LayoutPart = { type: SegmentType } | { type: 'literal'; text: string };

export interface FieldLayout {
  parts: LayoutPart[];
  /** Digits each segment shows at least (en-NZ: 2/03/2030, so 1 for the day and 2 for the month). */
  minDigits: Record<SegmentType, number>;
}

/** What each segment holds; null while empty, 0 while only a leading zero has been typed. */
export interface SegmentValues {
  day: number | null;
  month: number | null;
  year: number | null;
}

export const NO_VALUES: SegmentValues = { day: null, month: null, year: null };

export const SEGMENT_PLACEHOLDERS: Record<SegmentType, string> = { day: 'dd', month: 'mm', year: 'yyyy' };

/** PageUp and PageDown step this far. */
export const PAGE_STEPS: Record<SegmentType, number> = { day: 7, month: 2, year: 5 };

/**
 * The largest number each segment takes while typing. The day's is 31 whatever
 * the month, so that typing a day never depends on what the month holds.
 */
const TYPING_MAX: Record<SegmentType, number> = { day: 31, month: 12, year: MAX_YEAR };

const DEFAULT_LAYOUT: FieldLayout = {
  parts: [{ type: 'day' }, { type: 'literal', text: '/' }, { type: 'month' }, { type: 'literal', text: '/' }, { type: 'year' }],
  minDigits: { day: 2, month: 2, year: 1 },
};

const layouts = new Map<string, FieldLayout>();

/** The segments in the locale's order, read from how Intl writes a day and a month below 10. */
export function fieldLayout(locale: string): FieldLayout {
  const known = layouts.get(locale);
  if (known) return known;
  let layout = DEFAULT_LAYOUT;
  try {
    const formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    const parts: LayoutPart[] = [];
    const minDigits = { ...DEFAULT_LAYOUT.minDigits };
    for (const part of formatter.formatToParts(new Date(Date.UTC(2030, 2, 2)))) {
      if (part.type === 'day' || part.type === 'month') {
        parts.push({ type: part.type });
        minDigits[part.type] = part.value.length;
      } else if (part.type === 'year') {
        parts.push({ type: 'year' });
      } else if (part.type === 'literal') {
        parts.push({ type: 'literal', text: part.value });
      }
    }
    const types = parts.map((part) => part.type);
    if (types.includes('day') && types.includes('month') && types.includes('year')) layout = { parts, minDigits };
  } catch {
    // An unknown locale: the default layout.
  }
  layouts.set(locale, layout);
  return layout;
}

/** The segments of a date, or all empty. */
export function valuesOf(date: CalendarDate | null): SegmentValues {
  return date ? { day: date.day, month: date.month, year: date.year } : NO_VALUES;
}

/** The date the segments hold: only when all three are filled in, the year has four digits, and the day exists. */
export function dateOf(values: SegmentValues): CalendarDate | null {
  const { day, month, year } = values;
  if (day === null || month === null || year === null || year < 1000) return null;
  return CalendarDate.of(year, month, day);
}

export function segmentText(type: SegmentType, value: number | null, layout: FieldLayout): string {
  return value === null ? SEGMENT_PLACEHOLDERS[type] : String(value).padStart(layout.minDigits[type], '0');
}

/**
 * The numbers a segment steps through. The day's last is the month's length,
 * for the month and year held, or the placeholder's where they are empty.
 */
export function segmentRange(type: SegmentType, values: SegmentValues, placeholder: CalendarDate | null): { min: number; max: number } {
  if (type === 'month') return { min: 1, max: 12 };
  if (type === 'year') return { min: MIN_YEAR, max: MAX_YEAR };
  const month = values.month !== null && values.month >= 1 ? values.month : placeholder?.month;
  const year = values.year !== null && values.year >= MIN_YEAR ? values.year : placeholder?.year;
  return { min: 1, max: month === undefined || year === undefined ? 31 : daysInMonth(year, month) };
}

export interface Typed {
  values: SegmentValues;
  /** The digits typed into the segment so far; empty once it is full. */
  entered: string;
  /** No further digit could fit: focus moves to the next segment. */
  full: boolean;
}

/**
 * A digit typed into a segment after `entered`. A number too large for the
 * segment starts again from the digit (a month of 1 then 5 is May).
 */
export function typeDigit(values: SegmentValues, type: SegmentType, entered: string, digit: string): Typed {
  const max = TYPING_MAX[type];
  const text = entered + digit;
  const number = Number(text);
  const full = Number(`${number}0`) > max || text.length >= String(max).length;
  return { values: { ...values, [type]: number > max ? Number(digit) : number }, entered: full ? '' : text, full };
}

export interface Deleted {
  values: SegmentValues;
  entered: string;
  /** The segment was already empty: focus moves to the previous segment. */
  wasEmpty: boolean;
}

/** Backspace: the segment loses the last digit it shows (12 becomes 1, 03 becomes empty). */
export function deleteDigit(values: SegmentValues, type: SegmentType, layout: FieldLayout): Deleted {
  const value = values[type];
  if (value === null) return { values, entered: '', wasEmpty: true };
  const rest = segmentText(type, value, layout).slice(0, -1);
  const number = Number(rest);
  const emptied = rest === '' || number === 0;
  return { values: { ...values, [type]: emptied ? null : number }, entered: emptied ? '' : rest, wasEmpty: false };
}

/** The arrow keys and PageUp/PageDown: up or down by `by`, round from the last back to the first. */
export function stepSegment(values: SegmentValues, type: SegmentType, by: number, placeholder: CalendarDate): SegmentValues {
  const value = values[type];
  if (value === null) return { ...values, [type]: placeholder[type] };
  const { min, max } = segmentRange(type, values, placeholder);
  const from = Math.min(Math.max(value, min), max);
  const size = max - min + 1;
  return { ...values, [type]: min + ((((from - min + by) % size) + size) % size) };
}

/** Home and End: the segment's first or last number. */
export function segmentToEdge(values: SegmentValues, type: SegmentType, edge: 'min' | 'max', placeholder: CalendarDate): SegmentValues {
  return { ...values, [type]: segmentRange(type, values, placeholder)[edge] };
}
