// The month the date picker's popover shows: a heading with the previous and
// next month buttons over a grid of days (the ARIA grid pattern). One day is
// "focused": it is the grid's only tab stop, the arrow keys and PageUp/PageDown
// move it (monthGrid.ts), the month shown is always its month, and it takes
// focus when the calendar opens. Days outside the earliest and latest dates
// cannot be focused; unavailable days can be focused, to be read out, but not
// chosen. The markup and data attributes are those React Aria's calendar had,
// which the styles (lookupWidgets.css) and tests rely on.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CalendarDate, clampDate } from './calendarDate';
import { dayLabel, dayNumber, monthTitle, NEXT_MONTH, PREVIOUS_MONTH, weekdayInitials } from './dateLabels';
import type { DateRules } from './dateRules';
import { firstDayOfWeek, isNextMonthOutOfRange, isPreviousMonthOutOfRange, isSameMonth, monthWeeks, movedFocus } from './monthGrid';

export interface CalendarProps {
  locale: string;
  /** The field's date, shown as selected (even when unavailable, then marked invalid). */
  value: CalendarDate | null;
  /** Where focus starts without a value (the first day that can be chosen); today without one. */
  defaultFocused: CalendarDate | undefined;
  rules: DateRules;
  /** The field is invalid: its date, if shown, is marked so. */
  isInvalid: boolean;
  onSelect: (date: CalendarDate) => void;
}

export function Calendar({ locale, value, defaultFocused, rules, isInvalid, onSelect }: CalendarProps) {
  const { minValue: min, maxValue: max, isDateUnavailable } = rules;
  const [today] = useState(() => CalendarDate.today());
  const [focused, setFocused] = useState(() => clampDate(value ?? defaultFocused ?? today, min, max));
  const firstDay = useMemo(() => firstDayOfWeek(locale), [locale]);
  const weekdays = useMemo(() => weekdayInitials(locale, firstDay), [locale, firstDay]);
  const title = monthTitle(focused, locale);
  const previousDisabled = isPreviousMonthOutOfRange(focused, min);
  const nextDisabled = isNextMonthOutOfRange(focused, max);
  // Read out when the month changes from the header's buttons (focus stays on the button, so nothing else says it).
  const [announcement, setAnnouncement] = useState('');
  const [gridHasFocus, setGridHasFocus] = useState(false);

  // Set when the focused day should take DOM focus after the next render: on opening, after a key, and
  // when paging disables the button that was pressed (React Aria then moves focus into the grid too).
  const focusDay = useRef(true);
  const gridRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLElement>('[role="button"][tabindex="0"]')?.focus();
  }, [focused]);

  const isInRange = (date: CalendarDate) => !(min && date.compare(min) < 0) && !(max && date.compare(max) > 0);
  const selectable = (date: CalendarDate) => isSameMonth(date, focused) && isInRange(date) && !isDateUnavailable(date);

  const page = (months: 1 | -1) => {
    const next = clampDate(focused.add({ months }), min, max);
    if ((months < 0 && isPreviousMonthOutOfRange(next, min)) || (months > 0 && isNextMonthOutOfRange(next, max))) focusDay.current = true;
    setFocused(next);
    setAnnouncement(monthTitle(next, locale));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selectable(focused)) onSelect(focused);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = movedFocus(focused, { key: event.key, shiftKey: event.shiftKey, firstDay, min, max });
    if (!next) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
  };

  return (
    <div className="engine-calendar">
      <header className="engine-calendar__header">
        <button
          type="button"
          className="engine-calendar__nav"
          aria-label={PREVIOUS_MONTH}
          disabled={previousDisabled}
          data-disabled={previousDisabled || undefined}
          onClick={() => page(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 className="engine-calendar__heading">{title}</h2>
        <button
          type="button"
          className="engine-calendar__nav"
          aria-label={NEXT_MONTH}
          disabled={nextDisabled}
          data-disabled={nextDisabled || undefined}
          onClick={() => page(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </header>
      <span className="engine-visually-hidden" aria-live="polite">
        {announcement}
      </span>
      <table
        ref={gridRef}
        className="engine-calendar__grid"
        role="grid"
        aria-label={title}
        cellPadding={0}
        onKeyDown={handleKeyDown}
        onFocus={() => setGridHasFocus(true)}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setGridHasFocus(false);
        }}
      >
        {/* The day names are in each day's label: screen readers skip the column headers. */}
        <thead aria-hidden="true">
          <tr>
            {weekdays.map((initial, index) => (
              <th key={index}>{initial}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused, firstDay).map((week) => (
            <tr key={week[0]?.toString()}>
              {week.map((date) => {
                const outsideMonth = !isSameMonth(date, focused);
                const isDisabled = outsideMonth || !isInRange(date);
                const isUnavailable = isDateUnavailable(date);
                const isValue = value?.equals(date) === true;
                // As React Aria: a date the field holds but cannot have (unavailable, or the field is in error) is shown selected and invalid.
                const isDayInvalid = isValue && (isInvalid || isUnavailable || !isInRange(date));
                const isSelected = (isValue && !isDisabled && !isUnavailable) || (isDayInvalid && !isDisabled);
                const isFocused = date.equals(focused) && !outsideMonth;
                const label = dayLabel(date, locale, {
                  isToday: date.equals(today),
                  isSelected,
                  isFirstAvailable: min?.equals(date) === true,
                  isLastAvailable: max?.equals(date) === true,
                });
                return (
                  <td
                    key={date.toString()}
                    role="gridcell"
                    aria-disabled={isDisabled || isUnavailable || undefined}
                    aria-selected={isSelected || undefined}
                    aria-invalid={isDayInvalid || undefined}
                  >
                    <div
                      className="engine-calendar__cell"
                      role="button"
                      tabIndex={isDisabled ? undefined : isFocused ? 0 : -1}
                      aria-disabled={isDisabled || isUnavailable || undefined}
                      aria-label={label}
                      aria-invalid={isDayInvalid || undefined}
                      data-disabled={isDisabled || undefined}
                      data-outside-visible-range={outsideMonth || undefined}
                      data-outside-month={outsideMonth || undefined}
                      data-unavailable={isUnavailable || undefined}
                      data-selected={isSelected || undefined}
                      data-invalid={isDayInvalid || undefined}
                      data-today={date.equals(today) || undefined}
                      data-focused={(isFocused && gridHasFocus) || undefined}
                      // Focus stays on the focused day while the pointer presses another; a choice closes the calendar.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => {
                        if (!isDisabled && !isUnavailable) onSelect(date);
                      }}
                      onFocus={() => {
                        if (!isDisabled && !isFocused) setFocused(date);
                      }}
                    >
                      {dayNumber(date, locale)}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
