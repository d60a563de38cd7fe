import { describe, expect, test } from 'vitest';
import { CalendarDate } from './calendarDate';
import {
  dateOf,
  deleteDigit,
  fieldLayout,
  NO_VALUES,
  segmentRange,
  segmentText,
  segmentToEdge,
  stepSegment,
  typeDigit,
  valuesOf,
  type SegmentType,
  type SegmentValues,
} from './dateSegments';

const NZ = fieldLayout('en-NZ');
const PLACEHOLDER = CalendarDate.parse('2030-03-11')!;

/** Types digits from the first segment on, moving on as the field does; where focus ends. */
function typeAll(digits: string, order: SegmentType[] = ['day', 'month', 'year']) {
  let values: SegmentValues = NO_VALUES;
  let entered = '';
  let at = 0;
  for (const digit of digits) {
    const result = typeDigit(values, order[at]!, entered, digit);
    values = result.values;
    entered = result.entered;
    if (result.full && at < order.length - 1) at++;
  }
  return { values, focus: order[at] };
}

describe('fieldLayout', () => {
  test('when the locale is en-NZ, then the segments are day/month/year, the month padded and the day not', () => {
    expect(NZ.parts).toEqual([{ type: 'day' }, { type: 'literal', text: '/' }, { type: 'month' }, { type: 'literal', text: '/' }, { type: 'year' }]);
    expect(segmentText('day', 2, NZ)).toBe('2');
    expect(segmentText('month', 3, NZ)).toBe('03');
    expect(segmentText('year', 2030, NZ)).toBe('2030');
    expect(segmentText('year', null, NZ)).toBe('yyyy');
  });

  test('when the locale writes dates in another order, then the segments follow it', () => {
    expect(fieldLayout('en-US').parts.filter((part) => part.type !== 'literal').map((part) => part.type)).toEqual(['month', 'day', 'year']);
    expect(fieldLayout('en-CA').parts.map((part) => (part.type === 'literal' ? part.text : part.type))).toEqual(['year', '-', 'month', '-', 'day']);
  });
});

describe('typing', () => {
  test('when 12032030 is typed from the day, then the field holds 12 March 2030', () => {
    const { values, focus } = typeAll('12032030');
    expect(values).toEqual({ day: 12, month: 3, year: 2030 });
    expect(focus).toBe('year');
    expect(dateOf(values)?.toString()).toBe('2030-03-12');
  });

  test('when no further digit could fit, then the segment is full at once', () => {
    expect(typeDigit(NO_VALUES, 'day', '', '4')).toMatchObject({ values: { day: 4 }, full: true, entered: '' });
    expect(typeDigit(NO_VALUES, 'day', '', '3')).toMatchObject({ values: { day: 3 }, full: false, entered: '3' });
    expect(typeDigit(NO_VALUES, 'month', '', '2')).toMatchObject({ values: { month: 2 }, full: true });
    expect(typeDigit(NO_VALUES, 'month', '', '1')).toMatchObject({ full: false });
    expect(typeAll('49203').values).toEqual({ day: 4, month: 9, year: 203 });
  });

  test('when a leading zero is typed, then the segment waits for the second digit', () => {
    const zero = typeDigit(NO_VALUES, 'month', '', '0');
    expect(zero).toMatchObject({ values: { month: 0 }, full: false, entered: '0' });
    expect(segmentText('month', 0, NZ)).toBe('00');
    expect(typeDigit(zero.values, 'month', zero.entered, '3')).toMatchObject({ values: { month: 3 }, full: true });
  });

  test('when the digits make a number too large for the segment, then it starts again from the last digit', () => {
    expect(typeDigit({ ...NO_VALUES, month: 1 }, 'month', '1', '5')).toMatchObject({ values: { month: 5 }, full: true, entered: '' });
  });

  test('when a filled segment is typed into afresh, then the new digits replace it', () => {
    expect(typeDigit({ day: 12, month: 3, year: 2030 }, 'year', '', '2').values.year).toBe(2);
  });
});

describe('the date the segments hold', () => {
  test('when a segment is empty, the year has fewer than 4 digits or the day does not exist, then there is none', () => {
    expect(dateOf({ day: 12, month: 3, year: null })).toBeNull();
    expect(dateOf({ day: 12, month: 3, year: 203 })).toBeNull();
    expect(dateOf({ day: 31, month: 2, year: 2030 })).toBeNull();
    expect(dateOf({ day: 0, month: 3, year: 2030 })).toBeNull();
    expect(dateOf({ day: 29, month: 2, year: 2028 })?.toString()).toBe('2028-02-29');
    expect(valuesOf(null)).toEqual(NO_VALUES);
    expect(valuesOf(CalendarDate.parse('2030-04-02'))).toEqual({ day: 2, month: 4, year: 2030 });
  });
});

describe('Backspace', () => {
  test('when a segment has digits, then it loses the last one it shows, and typing carries on from the rest', () => {
    expect(deleteDigit({ ...NO_VALUES, year: 2030 }, 'year', NZ)).toEqual({ values: { ...NO_VALUES, year: 203 }, entered: '203', wasEmpty: false });
    expect(deleteDigit({ ...NO_VALUES, day: 12 }, 'day', NZ)).toMatchObject({ values: { day: 1 }, entered: '1' });
    expect(deleteDigit({ ...NO_VALUES, day: 3 }, 'day', NZ)).toMatchObject({ values: { day: null }, entered: '' });
    // 03 shows a leading zero: one Backspace empties it.
    expect(deleteDigit({ ...NO_VALUES, month: 3 }, 'month', NZ)).toMatchObject({ values: { month: null }, wasEmpty: false });
  });

  test('when the segment is empty, then nothing changes and focus goes back a segment', () => {
    expect(deleteDigit(NO_VALUES, 'month', NZ)).toEqual({ values: NO_VALUES, entered: '', wasEmpty: true });
  });
});

describe('stepping', () => {
  test('when an empty segment is stepped, then it takes the placeholder date’s part, up or down', () => {
    expect(stepSegment(NO_VALUES, 'day', 1, PLACEHOLDER).day).toBe(11);
    expect(stepSegment(NO_VALUES, 'month', -1, PLACEHOLDER).month).toBe(3);
    expect(stepSegment(NO_VALUES, 'year', 5, PLACEHOLDER).year).toBe(2030);
  });

  test('when a segment steps past its last or first number, then it wraps round', () => {
    expect(stepSegment({ ...NO_VALUES, month: 12 }, 'month', 1, PLACEHOLDER).month).toBe(1);
    expect(stepSegment({ ...NO_VALUES, month: 1 }, 'month', -1, PLACEHOLDER).month).toBe(12);
    expect(stepSegment({ day: 28, month: 2, year: 2030 }, 'day', 1, PLACEHOLDER).day).toBe(1);
    expect(stepSegment({ day: 1, month: 8, year: 2030 }, 'day', -7, PLACEHOLDER).day).toBe(25);
  });

  test('when the day is past the end of the month held, then stepping starts from the month’s last day', () => {
    expect(stepSegment({ day: 31, month: 2, year: 2039 }, 'day', 1, PLACEHOLDER).day).toBe(1);
    expect(stepSegment({ day: 31, month: 2, year: 2039 }, 'day', -1, PLACEHOLDER).day).toBe(27);
  });

  test('the day’s range is the month held, else the placeholder’s', () => {
    expect(segmentRange('day', { day: null, month: 2, year: 2028 }, PLACEHOLDER)).toEqual({ min: 1, max: 29 });
    expect(segmentRange('day', NO_VALUES, CalendarDate.parse('2030-04-01'))).toEqual({ min: 1, max: 30 });
    expect(segmentRange('day', NO_VALUES, null)).toEqual({ min: 1, max: 31 });
    expect(segmentRange('year', NO_VALUES, null)).toEqual({ min: 1, max: 9999 });
  });

  test('when Home or End is pressed, then the segment takes its first or last number', () => {
    expect(segmentToEdge({ day: 12, month: 3, year: 2030 }, 'day', 'max', PLACEHOLDER).day).toBe(31);
    expect(segmentToEdge({ day: 12, month: 4, year: 2030 }, 'day', 'max', PLACEHOLDER).day).toBe(30);
    expect(segmentToEdge({ day: 12, month: 3, year: 2030 }, 'month', 'min', PLACEHOLDER).month).toBe(1);
  });
});
