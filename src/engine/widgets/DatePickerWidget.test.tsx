// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Registry, WidgetProps } from '@rjsf/utils';
import type { DateAvailability } from '../react/engineContext';
import { deferred } from './testing/deferred';
import { DatePickerWidget, LOAD_FAILED_MESSAGE, dateRules, openingDate, parseIsoDate } from './DatePickerWidget';

// jsdom has no CSS.escape; React Aria's popover uses it to read <meta> tags.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  (globalThis as { CSS?: unknown }).CSS = { escape: (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`) };
}

afterEach(cleanup);

// March 2030: the 1st is a Friday, so the 2nd/3rd, 9th/10th and 16th/17th are weekends.
const AVAILABILITY: DateAvailability = { earliest: '2030-03-04', latest: '2030-04-30', unavailable: ['2030-03-13'] };

// Holds the value the way a form does: what the widget sends comes back as its value.
function FormHarness(props: WidgetProps) {
  const [value, setValue] = useState<unknown>(props.value);
  return (
    <DatePickerWidget
      {...props}
      value={value}
      onChange={(next: unknown) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

function setup(overrides: Partial<WidgetProps> = {}, load: () => Promise<DateAvailability> = async () => AVAILABILITY) {
  const slots = vi.fn(load);
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const props = {
    id: 'root_when',
    name: 'when',
    value: undefined,
    label: 'Preferred date',
    required: false,
    disabled: false,
    readonly: false,
    rawErrors: [],
    options: { dataSource: 'slots', disableWeekends: true },
    schema: { type: 'string' },
    onChange,
    onBlur,
    onFocus: vi.fn(),
    registry: { formContext: { locale: 'en-NZ', dataSources: { dates: { slots } } } } as unknown as Registry,
    ...overrides,
  } as WidgetProps;
  const view = render(
    <>
      <label htmlFor="root_when">Preferred date</label>
      <FormHarness {...props} />
      <button type="button">Next field</button>
    </>,
  );
  return { ...view, props, slots, onChange, onBlur, user: userEvent.setup() };
}

const segment = (name: 'day' | 'month' | 'year') => screen.getByRole('spinbutton', { name: new RegExp(`^${name}, Preferred date`) });
const calendarButton = () => screen.getByRole('button', { name: /choose date/i });
const cell = (label: string) => within(screen.getByRole('grid')).getByRole('button', { name: new RegExp(label) });

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled === true;

async function ready() {
  await waitFor(() => expect(screen.queryByText('Loading available dates')).toBeNull());
}

describe('DatePickerWidget', () => {
  test('is disabled with a loading status until availability arrives', async () => {
    let resolve: (value: DateAvailability) => void = () => undefined;
    const { slots } = setup({}, () => new Promise((r) => (resolve = r)));
    expect(slots).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('Loading available dates');
    expect(isDisabled(calendarButton())).toBe(true);
    expect(segment('day').getAttribute('aria-disabled')).toBe('true');
    expect(segment('day').getAttribute('aria-describedby')).toContain('root_when__status');

    await act(async () => resolve(AVAILABILITY));
    expect(isDisabled(calendarButton())).toBe(false);
    expect(screen.queryByText('Loading available dates')).toBeNull();
  });

  test('greys out weekends, listed days and days outside the window, and commits an ISO date', async () => {
    const { user, onChange } = setup();
    await ready();
    await user.click(calendarButton());
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'March 2030' })).toBeTruthy();

    const saturday = cell('Saturday, 9 March 2030');
    const listed = cell('Wednesday, 13 March 2030');
    const beforeEarliest = cell('Friday, 1 March 2030');
    for (const day of [saturday, listed]) {
      expect(day.getAttribute('data-unavailable')).toBe('true');
      expect(day.getAttribute('aria-disabled')).toBe('true');
    }
    expect(beforeEarliest.getAttribute('aria-disabled')).toBe('true');
    expect(isDisabled(screen.getByRole('button', { name: 'Previous month' }))).toBe(true);

    await user.click(saturday);
    await user.click(listed);
    await user.click(beforeEarliest);
    expect(onChange).not.toHaveBeenCalled();

    const tuesday = cell('Tuesday, 12 March 2030');
    expect(tuesday.hasAttribute('aria-disabled')).toBe(false);
    await user.click(tuesday);
    expect(onChange).toHaveBeenLastCalledWith('2030-03-12');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Shown day/month/year (NZ order).
    expect(segment('day').textContent).toContain('12');
    expect(segment('month').textContent).toContain('03');
    expect(segment('year').textContent).toContain('2030');
  });

  test('moves to the next month and stops at the latest date', async () => {
    const { user, onChange } = setup();
    await ready();
    await user.click(calendarButton());
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Next month' }))).toBe(true);
    await user.click(cell('Tuesday, 2 April 2030'));
    expect(onChange).toHaveBeenLastCalledWith('2030-04-02');
  });

  test('commits a typed complete date and rejects a typed unavailable one', async () => {
    const { user, onChange } = setup();
    await ready();
    await user.click(segment('day'));
    await user.keyboard('12032030');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('2030-03-12');

    onChange.mockClear();
    await user.click(segment('day'));
    await user.keyboard('16'); // Saturday 16 March 2030
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(onChange).not.toHaveBeenCalledWith('2030-03-16');
    expect(screen.getByRole('alert').textContent).toContain('This date is not available. Choose another date.');
    expect(segment('day').getAttribute('aria-invalid')).toBe('true');
  });

  test('flags a saved date that is no longer available, without discarding it', async () => {
    const { onChange } = setup({ value: '2030-03-13' });
    await ready();
    expect(screen.getByRole('alert').textContent).toContain('This date is not available. Choose another date.');
    expect(segment('day').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('commits undefined when the date is cleared', async () => {
    const { user, onChange } = setup({ value: '2030-03-12' });
    await ready();
    expect(segment('day').textContent).toContain('12');
    await user.click(segment('year'));
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  test('follows a value changed by the form', async () => {
    const { rerender, props } = setup({ value: '2030-03-12' });
    await ready();
    rerender(
      <>
        <label htmlFor="root_when">Preferred date</label>
        <DatePickerWidget {...props} value="2030-04-02" />
      </>,
    );
    expect(segment('day').textContent).toMatch(/^0?2$/);
    expect(segment('month').textContent).toContain('04');
  });

  test('is labelled, described and marked invalid; the label points at the first segment', async () => {
    setup({ rawErrors: ['Enter a date'], options: { dataSource: 'slots', help: 'Pick a weekday' } });
    await ready();
    const day = segment('day');
    expect(day.getAttribute('id')).toBe('root_when');
    expect(document.querySelector('label[for="root_when"]')).not.toBeNull();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(day.getAttribute('aria-describedby')?.split(' ')).toEqual(expect.arrayContaining(['root_when__error', 'root_when__help']));
    expect(screen.getByRole('group', { name: 'Preferred date' })).toBeTruthy();
  });

  test('calls onBlur once focus leaves the widget, not when moving inside it', async () => {
    const { user, onBlur } = setup({ value: '2030-03-12' });
    await ready();
    await user.click(segment('day'));
    await user.tab(); // month
    await user.tab(); // year
    await user.tab(); // calendar button
    expect(document.activeElement).toBe(calendarButton());
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab(); // next field
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next field' }));
    expect(onBlur).toHaveBeenCalledWith('root_when', '2030-03-12');
  });

  test('does not let a locked or read-only date change', async () => {
    const { user, onChange } = setup({ value: '2030-03-12', options: { dataSource: 'slots', locked: true } });
    await ready();
    expect(segment('day').getAttribute('aria-readonly')).toBe('true');
    await user.click(segment('day'));
    await user.keyboard('{ArrowUp}15');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('after a failed load every day is unavailable, with a message and Try again', async () => {
    const { user, onChange, slots } = setup({}, async () => {
      throw new Error('calendar down');
    });
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe(LOAD_FAILED_MESSAGE);
    expect(message.textContent).toBe('Available dates could not be loaded. Please try again in a few minutes.');
    expect(segment('day').getAttribute('aria-describedby')).toContain('root_when__status');

    // The calendar opens, but nothing in it can be picked.
    expect(isDisabled(calendarButton())).toBe(false);
    await user.click(calendarButton());
    const grid = screen.getByRole('grid');
    const days = within(grid)
      .getAllByRole('button')
      .filter((day) => !day.hasAttribute('data-outside-month'));
    expect(days.length).toBeGreaterThan(27);
    for (const day of days) expect(day.getAttribute('aria-disabled')).toBe('true');
    await user.click(days[10]!);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A typed date is not committed either.
    await user.click(segment('day'));
    await user.keyboard('12032030');
    expect(onChange).not.toHaveBeenCalledWith('2030-03-12');
    expect(screen.getByRole('alert').textContent).toBe(LOAD_FAILED_MESSAGE);
    expect(slots).toHaveBeenCalledTimes(1);
  });

  test('Try again asks the source again and makes the dates usable once they load', async () => {
    const attempts = [deferred<DateAvailability>(), deferred<DateAvailability>()];
    let calls = 0;
    const { user, onChange, slots } = setup({}, () => attempts[calls++]!.promise);
    await act(async () => attempts[0]!.reject(new Error('calendar down')));
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    expect(tryAgain.getAttribute('type')).toBe('button');

    await user.click(tryAgain);
    expect(slots).toHaveBeenCalledTimes(2);
    // The failure stays while the second request runs, and a second press does not ask again.
    expect(screen.getByRole('button', { name: 'Trying again…' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Trying again…' }));
    expect(slots).toHaveBeenCalledTimes(2);

    await act(async () => attempts[1]!.resolve(AVAILABILITY));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /try/i })).toBeNull();
    // Focus was on the button that went away: it moves to the date.
    expect(document.activeElement).toBe(segment('day'));

    await user.click(calendarButton());
    await user.click(cell('Tuesday, 12 March 2030'));
    expect(onChange).toHaveBeenLastCalledWith('2030-03-12');
  });

  test('opens the calendar on the first day that can be chosen, from the earliest', async () => {
    // Saturday 30 March is the earliest; Sunday and Monday 1 April (a listed day) cannot be chosen.
    const { user } = setup({}, async () => ({ earliest: '2030-03-30', latest: '2030-06-30', unavailable: ['2030-04-01'] }));
    await ready();
    await user.click(calendarButton());
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(cell('Tuesday, 2 April 2030')));
  });

  test('the opening day is the first choosable day within 30 days of the earliest, else the earliest', () => {
    const open = (availability: DateAvailability, weekends = true) => openingDate(dateRules(availability, weekends))?.toString();
    expect(open({ earliest: '2030-03-04' })).toBe('2030-03-04');
    expect(open({ earliest: '2030-03-02' })).toBe('2030-03-04');
    expect(open({ earliest: '2030-03-02' }, false)).toBe('2030-03-02');
    expect(open({ earliest: '2030-03-04', unavailable: ['2030-03-04', '2030-03-05'] })).toBe('2030-03-06');
    // Nothing within 30 days (every weekday listed): the earliest.
    const weekdays = Array.from({ length: 31 }, (_, offset) => parseIsoDate('2030-03-04')!.add({ days: offset }).toString());
    expect(open({ earliest: '2030-03-04', unavailable: weekdays })).toBe('2030-03-04');
    // A latest before any choosable day: the earliest.
    expect(open({ earliest: '2030-03-02', latest: '2030-03-03' })).toBe('2030-03-02');
    expect(open({})).toBeUndefined();
  });

  test('without a data source it only applies the weekend rule', async () => {
    const { user, onChange } = setup({ value: '2030-03-12', options: { disableWeekends: true } });
    await user.click(calendarButton());
    expect(cell('Saturday, 16 March 2030').getAttribute('data-unavailable')).toBe('true');
    await user.click(cell('Friday, 1 March 2030'));
    expect(onChange).toHaveBeenLastCalledWith('2030-03-01');
  });
});
