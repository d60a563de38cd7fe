// The calendar's month: the weeks it spans, where the week starts in the
// host's locale, and where the keyboard takes the focused day. Pure, so that
// the rules can be tested without a browser.
import { clampDate, type CalendarDate } from './calendarDate';

/** The locale's first day of the week, 1 (Monday) to 7 (Sunday); Monday where the platform cannot say. */
export function firstDayOfWeek(locale: string): number {
  try {
    // getWeekInfo() in current browsers, the weekInfo getter in older ones (and Node 20); neither in Firefox before 2025.
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const firstDay = typeof info.getWeekInfo === 'function' ? info.getWeekInfo().firstDay : info.weekInfo?.firstDay;
    return typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7 ? firstDay : 1;
  } catch {
    return 1;
  }
}

/** The first day of the week that holds `date`. */
export function startOfWeek(date: CalendarDate, firstDay: number): CalendarDate {
  return date.add({ days: -((date.weekday - firstDay + 7) % 7) });
}

/**
 * The weeks the month of `date` spans, seven days each: the days of the months
 * either side that fill its first and last weeks are included (the grid shows
 * them as blanks). Four to six weeks.
 */
export function monthWeeks(date: CalendarDate, firstDay: number): CalendarDate[][] {
  const last = date.endOfMonth();
  const weeks: CalendarDate[][] = [];
  for (let start = startOfWeek(date.startOfMonth(), firstDay); start.compare(last) <= 0; start = start.add({ days: 7 })) {
    weeks.push(Array.from({ length: 7 }, (_, index) => start.add({ days: index })));
  }
  return weeks;
}

export function isSameMonth(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month;
}

/** Whether the whole month before that of `shown` lies before the earliest date (Previous month is then disabled). */
export function isPreviousMonthOutOfRange(shown: CalendarDate, min: CalendarDate | undefined): boolean {
  return min !== undefined && shown.startOfMonth().add({ days: -1 }).compare(min) < 0;
}

/** Whether the whole month after that of `shown` lies after the latest date (Next month is then disabled). */
export function isNextMonthOutOfRange(shown: CalendarDate, max: CalendarDate | undefined): boolean {
  return max !== undefined && shown.endOfMonth().add({ days: 1 }).compare(max) > 0;
}

export interface FocusMove {
  key: string;
  shiftKey: boolean;
  firstDay: number;
  min: CalendarDate | undefined;
  max: CalendarDate | undefined;
}

/**
 * Where a key takes the focused day in the grid: the arrows by a day or a week,
 * PageUp/PageDown by a month (with Shift, a year), Home/End to the start or end
 * of the week; never before the earliest or after the latest date. Null for a
 * key the grid does not move on.
 */
export function movedFocus(focused: CalendarDate, { key, shiftKey, firstDay, min, max }: FocusMove): CalendarDate | null {
  let next: CalendarDate;
  switch (key) {
    case 'ArrowLeft':
      next = focused.add({ days: -1 });
      break;
    case 'ArrowRight':
      next = focused.add({ days: 1 });
      break;
    case 'ArrowUp':
      next = focused.add({ days: -7 });
      break;
    case 'ArrowDown':
      next = focused.add({ days: 7 });
      break;
    case 'PageUp':
      next = shiftKey ? focused.add({ years: -1 }) : focused.add({ months: -1 });
      break;
    case 'PageDown':
      next = shiftKey ? focused.add({ years: 1 }) : focused.add({ months: 1 });
      break;
    case 'Home':
      next = startOfWeek(focused, firstDay);
      break;
    case 'End':
      next = startOfWeek(focused, firstDay).add({ days: 6 });
      break;
    default:
      return null;
  }
  return clampDate(next, min, max);
}
