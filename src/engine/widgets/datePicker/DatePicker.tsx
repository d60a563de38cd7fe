// A date picker: the typed field (DateField) and a 'Choose date' button in one
// group, and the calendar (Calendar in a CalendarPopover) that the button
// opens. The group is named by the field's label; the button is named "Choose
// date" followed by that label, and, like the group and the first segment, is
// described by the date chosen ("Selected Date: 12 March 2030").
//
// Picking a day commits it, closes the calendar and puts focus back on the
// button. The button is disabled while the field is disabled or read-only.
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Calendar } from './Calendar';
import { CalendarPopover } from './CalendarPopover';
import type { CalendarDate } from './calendarDate';
import { CALENDAR_BUTTON, selectedDateDescription } from './dateLabels';
import { DateField, type DateFieldProps } from './DateField';
import type { DateRules } from './dateRules';

/** The typed field's props (its label may be empty), and the rules the calendar greys days out by. */
export interface DatePickerProps extends DateFieldProps {
  rules: DateRules;
}

export function DatePicker(props: DatePickerProps) {
  const { id, label, locale, value, onChange, rules, placeholder, isDisabled, isReadOnly, isRequired, isInvalid, describedBy, autoFocus } = props;
  const name = label || 'Date';
  const groupId = useId();
  const buttonId = useId();
  const descriptionId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonDisabled = isDisabled || isReadOnly;
  const isOpen = open && !buttonDisabled;

  const description = [value ? descriptionId : null, describedBy].filter(Boolean).join(' ') || undefined;

  const close = (returnFocus: boolean) => {
    if (returnFocus) buttonRef.current?.focus();
    setOpen(false);
  };
  const select = (date: CalendarDate) => {
    onChange(date);
    close(true);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const group = event.currentTarget;
    if (event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (!buttonDisabled) setOpen(true);
      return;
    }
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // Left and Right move between the segments and on to the button, in the order on screen.
    const stops = Array.from(group.querySelectorAll<HTMLElement>('[role="spinbutton"][tabindex], button:not(:disabled)'));
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = at < 0 ? undefined : stops[at + (event.key === 'ArrowRight' ? 1 : -1)];
    event.preventDefault();
    next?.focus();
  };

  // A press on the group's padding or a separator focuses the segment where typing would carry on:
  // the first of the empty segments at the end, else the last.
  const handleMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (isDisabled || !(event.target instanceof Element) || event.target.closest('[role="spinbutton"], button')) return;
    const segments = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="spinbutton"]'));
    let target = segments.length - 1;
    while (target > 0 && segments[target - 1]?.hasAttribute('data-placeholder') && segments[target]?.hasAttribute('data-placeholder')) target--;
    event.preventDefault();
    segments[target]?.focus();
  };

  return (
    <div
      className="engine-date__picker"
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
      data-open={isOpen || undefined}
    >
      <div
        ref={groupRef}
        id={groupId}
        className="engine-date__group"
        role="group"
        aria-label={name}
        aria-describedby={description}
        aria-disabled={isDisabled || undefined}
        data-focus-within={focusWithin || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
        onFocus={() => setFocusWithin(true)}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusWithin(false);
        }}
        onKeyDown={handleKeyDown}
        onMouseDown={handleMouseDown}
      >
        <DateField
          id={id}
          label={name}
          locale={locale}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          isRequired={isRequired}
          isInvalid={isInvalid}
          describedBy={description}
          autoFocus={autoFocus}
        />
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          className="engine-date__button"
          aria-label={CALENDAR_BUTTON}
          aria-labelledby={`${buttonId} ${groupId}`}
          aria-describedby={description}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          disabled={buttonDisabled}
          data-disabled={buttonDisabled || undefined}
          onClick={() => (isOpen ? close(true) : setOpen(true))}
        >
          <CalendarIcon />
        </button>
      </div>
      {value ? (
        <span id={descriptionId} hidden>
          {selectedDateDescription(value, locale)}
        </span>
      ) : null}
      {isOpen ? (
        <CalendarPopover fieldId={id} label={label ? `${label}: calendar` : 'Calendar'} anchorRef={groupRef} triggerRef={buttonRef} onClose={close}>
          <Calendar locale={locale} value={value} defaultFocused={placeholder} rules={rules} isInvalid={isInvalid} onSelect={select} />
        </CalendarPopover>
      ) : null}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg className="engine-date__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
      />
    </svg>
  );
}
