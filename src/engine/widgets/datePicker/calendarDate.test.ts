import { describe, expect, test } from 'vitest';
import { CalendarDate, clampDate } from './calendarDate';

const date = (iso: string) => CalendarDate.parse(iso)!;

describe('CalendarDate', () => {
  test('when a text is a real YYYY-MM-DD date, then it parses and prints back the same', () => {
    for (const iso of ['2030-03-12', '2028-02-29', '0001-01-01', '9999-12-31', '0099-07-04']) expect(date(iso).toString()).toBe(iso);
  });

  test('when a text is not a real date, then it does not parse', () => {
    for (const text of ['2030-02-29', '2030-13-01', '2030-04-31', '0000-01-01', '2030-3-12', '12/03/2030', '', 20300312, null]) {
      expect(CalendarDate.parse(text)).toBeNull();
    }
    expect(CalendarDate.of(2030, 2, 30)).toBeNull();
    expect(CalendarDate.of(2030, 2, 28)?.toString()).toBe('2030-02-28');
  });

  test('when days are added, then months, years and leap days roll over', () => {
    expect(date('2030-03-31').add({ days: 1 }).toString()).toBe('2030-04-01');
    expect(date('2028-02-28').add({ days: 1 }).toString()).toBe('2028-02-29');
    expect(date('2030-01-01').add({ days: -1 }).toString()).toBe('2029-12-31');
    expect(date('2030-03-04').add({ days: 30 }).toString()).toBe('2030-04-03');
    // Years below 100 are not read as 19xx.
    expect(date('0050-12-31').add({ days: 1 }).toString()).toBe('0051-01-01');
  });

  test('when months or years are added, then the day stays within the month reached', () => {
    expect(date('2030-01-31').add({ months: 1 }).toString()).toBe('2030-02-28');
    expect(date('2028-01-31').add({ months: 1 }).toString()).toBe('2028-02-29');
    expect(date('2030-03-31').add({ months: -1 }).toString()).toBe('2030-02-28');
    expect(date('2030-12-15').add({ months: 1 }).toString()).toBe('2031-01-15');
    expect(date('2028-02-29').add({ years: 1 }).toString()).toBe('2029-02-28');
    expect(date('2030-01-31').add({ months: 1, days: 1 }).toString()).toBe('2030-03-01');
  });

  test('when arithmetic would leave years 1 to 9999, then it stops at their edge', () => {
    expect(date('0001-01-05').add({ days: -10 }).toString()).toBe('0001-01-01');
    expect(date('9999-12-20').add({ months: 1 }).toString()).toBe('9999-12-31');
  });

  test('when dates are compared, then the result is the days between them', () => {
    expect(date('2030-03-12').compare(date('2030-03-04'))).toBe(8);
    expect(date('2030-03-04').compare(date('2030-03-12'))).toBeLessThan(0);
    expect(date('2030-03-12').equals(date('2030-03-12'))).toBe(true);
    expect(date('2030-03-12').equals(null)).toBe(false);
  });

  test('the weekday counts from Monday (1) to Sunday (7)', () => {
    expect(date('2030-03-04').weekday).toBe(1);
    expect(date('2030-03-01').weekday).toBe(5);
    expect(date('2030-03-09').weekday).toBe(6);
    expect(date('2030-03-10').weekday).toBe(7);
    expect(date('2000-01-01').weekday).toBe(6);
  });

  test('the month runs from its first to its last day', () => {
    expect(date('2028-02-10').startOfMonth().toString()).toBe('2028-02-01');
    expect(date('2028-02-10').endOfMonth().toString()).toBe('2028-02-29');
  });

  test('today is the date on the clock where the browser is', () => {
    expect(CalendarDate.today(new Date(2030, 2, 12, 23, 59)).toString()).toBe('2030-03-12');
  });

  test('a date is kept between an earliest and a latest one', () => {
    const [min, max] = [date('2030-03-04'), date('2030-04-30')];
    expect(clampDate(date('2030-03-01'), min, max)).toBe(min);
    expect(clampDate(date('2030-05-01'), min, max)).toBe(max);
    expect(clampDate(date('2030-03-12'), min, max).toString()).toBe('2030-03-12');
    expect(clampDate(date('2030-03-01'), undefined, undefined).toString()).toBe('2030-03-01');
  });
});
