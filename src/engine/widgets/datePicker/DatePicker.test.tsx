// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CalendarDate } from './calendarDate';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { dateRules } from './dateRules';

afterEach(cleanup);

// March 2030: the 1st is a Friday; weekends cannot be chosen, nor days outside 4 March to 30 April.
const RULES = dateRules({ earliest: '2030-03-04', latest: '2030-04-30' }, true);

function Harness(props: Partial<DatePickerProps> & { onPick: (date: CalendarDate | null) => void }) {
  const [value, setValue] = useState<CalendarDate | null>(props.value ?? null);
  return (
    <>
      <DatePicker
        id="when"
        label="Preferred date"
        locale="en-NZ"
        rules={RULES}
        placeholder={CalendarDate.parse('2030-03-04')!}
        isDisabled={false}
        isReadOnly={false}
        isRequired={false}
        isInvalid={false}
        describedBy={undefined}
        autoFocus={false}
        {...props}
        value={value}
        onChange={(date) => {
          props.onPick(date);
          setValue(date);
        }}
      />
      <button type="button">Next field</button>
    </>
  );
}

function setup(props: Partial<DatePickerProps> = {}) {
  const onPick = vi.fn();
  render(<Harness {...props} onPick={onPick} />);
  return { onPick, user: userEvent.setup() };
}

const segment = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}, Preferred date`) });
const button = () => screen.getByRole('button', { name: /Choose date/ });
const day = (label: string) => within(screen.getByRole('grid')).getByRole('button', { name: new RegExp(label) });

describe('DatePicker', () => {
  test('when the calendar opens without a value, then the opening day has focus; Tab stays inside; Escape closes it onto the button', async () => {
    const { user } = setup();
    await user.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Preferred date: calendar' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(day('Monday, 4 March 2030')));
    // Previous month is disabled (all of February is before the 4th): Tab goes Next month, the day, Next month.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next month' }));
    await user.tab();
    expect(document.activeElement).toBe(day('Monday, 4 March 2030'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next month' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  test('when the arrow keys cross into the next month, then the grid shows it; Enter on an available day picks it', async () => {
    const { user, onPick } = setup({ value: CalendarDate.parse('2030-03-29') });
    await user.click(button());
    await waitFor(() => expect(document.activeElement).toBe(day('Friday, 29 March 2030 selected')));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeTruthy();
    expect(document.activeElement).toBe(day('Friday, 5 April 2030'));
    await user.keyboard('{ArrowRight}'); // Saturday: focusable, not choosable
    expect(document.activeElement?.getAttribute('data-unavailable')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    await user.keyboard('{PageDown}'); // stops at the latest day
    expect(document.activeElement).toBe(day('Tuesday, 30 April 2030, Last available date'));
    await user.keyboard('{Home}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(CalendarDate.parse('2030-04-29'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(segment('day').textContent).toBe('29');
    expect(segment('month').textContent).toBe('04');
  });

  test('when Next month pages to the last month, then focus moves from the disabled button to the days', async () => {
    const { user } = setup();
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading').textContent).toBe('April 2030');
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(day('Thursday, 4 April 2030')));
  });

  test('when the page is pressed outside the calendar, then it closes', async () => {
    const { user } = setup();
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next field' }));
  });

  test('when Alt+ArrowDown is pressed in a segment, then the calendar opens', async () => {
    const { user } = setup();
    await user.click(segment('day'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('when Left and Right are pressed, then focus moves between the segments and on to the button', async () => {
    const { user } = setup();
    await user.click(segment('day'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(segment('month'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(button());
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(segment('year'));
  });

  test('when Backspace empties a segment and is pressed again, then focus goes back to the segment before', async () => {
    const { user } = setup();
    await user.click(segment('day'));
    await user.keyboard('4');
    expect(document.activeElement).toBe(segment('month'));
    expect(segment('day').textContent).toBe('4');
    await user.keyboard('1{Backspace}');
    expect(segment('month').hasAttribute('data-placeholder')).toBe(true);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(segment('day'));
    expect(segment('day').textContent).toBe('4');
  });

  test('when an empty segment is stepped, then it starts from the placeholder date, and the group shows focus', async () => {
    const { user, onPick } = setup();
    await user.click(segment('day'));
    expect(screen.getByRole('group', { name: 'Preferred date' }).hasAttribute('data-focus-within')).toBe(true);
    expect(segment('day').hasAttribute('data-focused')).toBe(true);
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowDown}{ArrowRight}{ArrowUp}');
    expect(onPick).toHaveBeenLastCalledWith(CalendarDate.parse('2030-03-04'));
    expect(segment('month').getAttribute('aria-valuetext')).toBe('03 – March');
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(screen.getByRole('group', { name: 'Preferred date' }).hasAttribute('data-focus-within')).toBe(false);
  });

  test('when a date is in the field, then the group, first segment and button are described by it', () => {
    setup({ value: CalendarDate.parse('2030-03-12'), describedBy: 'when__help' });
    const description = 'Selected Date: 12 March 2030';
    for (const element of [screen.getByRole('group'), segment('day'), button()]) {
      const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(ids).toContain('when__help');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(description);
    }
    expect(segment('month').hasAttribute('aria-describedby')).toBe(false);
    expect(button().getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.getAttribute('aria-label'))).toEqual([
      'Choose date',
      'Preferred date',
    ]);
  });

  test('when read-only, then the segments can be focused but not changed, and the button is disabled', async () => {
    const { user, onPick } = setup({ value: CalendarDate.parse('2030-03-12'), isReadOnly: true });
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    await user.click(segment('day'));
    expect(document.activeElement).toBe(segment('day'));
    await user.keyboard('{ArrowUp}4{Backspace}');
    expect(onPick).not.toHaveBeenCalled();
    expect(segment('day').textContent).toBe('12');
  });
});
