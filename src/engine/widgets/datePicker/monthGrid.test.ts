import { describe, expect, test } from 'vitest';
import { CalendarDate } from './calendarDate';
import { dayLabel, monthTitle, weekdayInitials } from './dateLabels';
import { firstDayOfWeek, isNextMonthOutOfRange, isPreviousMonthOutOfRange, monthWeeks, movedFocus, startOfWeek } from './monthGrid';

const date = (iso: string) => CalendarDate.parse(iso)!;
const days = (week: CalendarDate[] | undefined) => week?.map((day) => day.toString());

describe('the weeks of a month', () => {
  test('when the locale is en-NZ, then weeks start on Monday; in en-US, on Sunday', () => {
    expect(firstDayOfWeek('en-NZ')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(weekdayInitials('en-NZ', 1)).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(weekdayInitials('en-US', 7)).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
  });

  test('when a month starts mid-week, then its first week begins with the days before it', () => {
    // March 2030: Friday the 1st to Sunday the 31st.
    const weeks = monthWeeks(date('2030-03-12'), 1);
    expect(weeks).toHaveLength(5);
    expect(days(weeks[0])).toEqual(['2030-02-25', '2030-02-26', '2030-02-27', '2030-02-28', '2030-03-01', '2030-03-02', '2030-03-03']);
    expect(days(weeks[4])?.at(-1)).toBe('2030-03-31');
  });

  test('a month spans 4 to 6 weeks, with the days after it filling its last week', () => {
    expect(monthWeeks(date('2027-02-01'), 1)).toHaveLength(4); // Monday 1 to Sunday 28 February 2027
    expect(monthWeeks(date('2026-11-30'), 1)).toHaveLength(6); // Sunday the 1st
    expect(days(monthWeeks(date('2026-11-30'), 1)[5])).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(monthWeeks(date('2026-11-30'), 7)).toHaveLength(5);
  });

  test('a week starts on the locale’s first day', () => {
    expect(startOfWeek(date('2030-03-10'), 1).toString()).toBe('2030-03-04');
    expect(startOfWeek(date('2030-03-10'), 7).toString()).toBe('2030-03-10');
  });
});

describe('the month buttons', () => {
  test('when the whole month before or after lies outside the window, then its button is disabled', () => {
    const [min, max] = [date('2030-03-04'), date('2030-04-30')];
    expect(isPreviousMonthOutOfRange(date('2030-03-12'), min)).toBe(true);
    expect(isPreviousMonthOutOfRange(date('2030-04-12'), min)).toBe(false);
    expect(isNextMonthOutOfRange(date('2030-04-02'), max)).toBe(true);
    expect(isNextMonthOutOfRange(date('2030-03-31'), max)).toBe(false);
    expect(isPreviousMonthOutOfRange(date('2030-03-12'), undefined)).toBe(false);
  });
});

describe('keyboard focus in the grid', () => {
  const move = (from: string, key: string, shiftKey = false, min?: string, max?: string) =>
    movedFocus(date(from), { key, shiftKey, firstDay: 1, min: min ? date(min) : undefined, max: max ? date(max) : undefined })?.toString();

  test('when an arrow is pressed, then focus moves a day or a week, across months', () => {
    expect(move('2030-03-31', 'ArrowRight')).toBe('2030-04-01');
    expect(move('2030-03-01', 'ArrowLeft')).toBe('2030-02-28');
    expect(move('2030-03-12', 'ArrowUp')).toBe('2030-03-05');
    expect(move('2030-03-28', 'ArrowDown')).toBe('2030-04-04');
  });

  test('when PageUp or PageDown is pressed, then focus moves a month (with Shift, a year)', () => {
    expect(move('2030-03-31', 'PageDown')).toBe('2030-04-30');
    expect(move('2030-03-12', 'PageUp')).toBe('2030-02-12');
    expect(move('2030-03-12', 'PageDown', true)).toBe('2031-03-12');
  });

  test('when Home or End is pressed, then focus goes to the start or end of the week', () => {
    expect(move('2030-03-13', 'Home')).toBe('2030-03-11');
    expect(move('2030-03-13', 'End')).toBe('2030-03-17');
  });

  test('when a move would leave the window, then focus stops at its edge', () => {
    expect(move('2030-03-04', 'ArrowLeft', false, '2030-03-04')).toBe('2030-03-04');
    expect(move('2030-04-25', 'ArrowDown', false, '2030-03-04', '2030-04-30')).toBe('2030-04-30');
    expect(move('2030-03-20', 'PageUp', false, '2030-03-04')).toBe('2030-03-04');
  });

  test('when another key is pressed, then focus does not move', () => {
    expect(move('2030-03-12', 'a')).toBeUndefined();
    expect(move('2030-03-12', 'Enter')).toBeUndefined();
  });
});

describe('what the calendar says', () => {
  test('a day is named in full, with today, selected and the window’s ends as React Aria said them', () => {
    const none = { isToday: false, isSelected: false, isFirstAvailable: false, isLastAvailable: false };
    expect(dayLabel(date('2030-03-12'), 'en-NZ', none)).toBe('Tuesday, 12 March 2030');
    expect(dayLabel(date('2030-03-12'), 'en-NZ', { ...none, isSelected: true })).toBe('Tuesday, 12 March 2030 selected');
    expect(dayLabel(date('2030-03-11'), 'en-NZ', { ...none, isToday: true })).toBe('Today, Monday, 11 March 2030');
    expect(dayLabel(date('2030-03-04'), 'en-NZ', { ...none, isFirstAvailable: true })).toBe('Monday, 4 March 2030, First available date');
    expect(dayLabel(date('2030-04-30'), 'en-NZ', { ...none, isLastAvailable: true })).toBe('Tuesday, 30 April 2030, Last available date');
    expect(monthTitle(date('2030-03-12'), 'en-NZ')).toBe('March 2030');
  });
});
