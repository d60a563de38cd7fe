// The typed part of the date picker: day, month and year spinbuttons in the
// locale's order with its separators between them (dateSegments.ts has the
// rules for typing and stepping).
//
// Each segment is a contenteditable span, as React Aria's were: that is what
// makes a phone open its numeric keyboard for a span. The browser never edits
// it, though: every `beforeinput` is cancelled and read instead (digits come
// from there, on desktops and on touch keyboards alike, whose keydown says
// only "Unidentified"), and the segment's text is always what React renders.
//
// The field reports a date only when it is complete and real, and null while
// it is empty or partial; what has been typed so far stays on screen either
// way, until the value given to it changes from outside.
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CalendarDate } from './calendarDate';
import { EMPTY_SEGMENT, monthName, SEGMENT_NAMES } from './dateLabels';
import {
  dateOf,
  deleteDigit,
  fieldLayout,
  PAGE_STEPS,
  segmentRange,
  segmentText,
  segmentToEdge,
  stepSegment,
  typeDigit,
  valuesOf,
  type SegmentType,
  type SegmentValues,
} from './dateSegments';

export interface DateFieldProps {
  /** Goes on the day segment: the field template's `<label for>` and the error summary's links land there. */
  id: string;
  /** The field's name; each segment is called "day, <label>" and so on. */
  label: string;
  locale: string;
  value: CalendarDate | null;
  /** A complete, real date, or null while the field is empty or partly typed. */
  onChange: (date: CalendarDate | null) => void;
  /** Where stepping an empty segment starts (the calendar's opening day); today without one. */
  placeholder: CalendarDate | undefined;
  isDisabled: boolean;
  isReadOnly: boolean;
  isRequired: boolean;
  isInvalid: boolean;
  /** Read on the first segment, or on every segment while the field is invalid, so that it is not repeated at each one. */
  describedBy: string | undefined;
  autoFocus: boolean;
}

const keyOf = (date: CalendarDate | null) => date?.toString() ?? '';

export function DateField({ id, label, locale, value, onChange, placeholder, isDisabled, isReadOnly, isRequired, isInvalid, describedBy, autoFocus }: DateFieldProps) {
  const layout = fieldLayout(locale);
  const order = layout.parts.flatMap((part) => (part.type === 'literal' ? [] : [part.type]));
  const editable = !isDisabled && !isReadOnly;

  // The segments follow the value when it changes from outside (a reset, a day
  // picked in the calendar), not when it is the date this field just reported.
  const [shown, setShown] = useState(() => keyOf(value));
  const [values, setValues] = useState<SegmentValues>(() => valuesOf(value));
  if (keyOf(value) !== shown) {
    setShown(keyOf(value));
    setValues(valuesOf(value));
  }
  const [focusedType, setFocusedType] = useState<SegmentType | null>(null);
  // The digits typed into the focused segment since it took focus.
  const entered = useRef('');
  const segments = useRef<Partial<Record<SegmentType, HTMLSpanElement | null>>>({});
  const inputRef = useRef<HTMLDivElement>(null);

  const edit = (next: SegmentValues) => {
    setValues(next);
    const date = dateOf(next);
    setShown(keyOf(date));
    if (keyOf(date) !== keyOf(value)) onChange(date);
  };
  const focusBeside = (type: SegmentType, step: 1 | -1) => {
    const beside = order[order.indexOf(type) + step];
    if (beside) segments.current[beside]?.focus();
  };
  const typed = (type: SegmentType, digit: string) => {
    const result = typeDigit(values, type, entered.current, digit);
    entered.current = result.entered;
    edit(result.values);
    if (result.full) focusBeside(type, 1);
  };
  const deleted = (type: SegmentType) => {
    const result = deleteDigit(values, type, layout);
    entered.current = result.entered;
    if (result.wasEmpty) focusBeside(type, -1);
    else edit(result.values);
  };

  const handleKeyDown = (type: SegmentType, event: KeyboardEvent<HTMLSpanElement>) => {
    // Alt with an arrow opens the calendar, and Left/Right move between segments: the group handles both.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const start = placeholder ?? CalendarDate.today();
    let next: SegmentValues;
    switch (event.key) {
      case 'Backspace':
      case 'Delete':
        event.preventDefault();
        if (editable) deleted(type);
        return;
      case 'ArrowUp':
        next = stepSegment(values, type, 1, start);
        break;
      case 'ArrowDown':
        next = stepSegment(values, type, -1, start);
        break;
      case 'PageUp':
        next = stepSegment(values, type, PAGE_STEPS[type], start);
        break;
      case 'PageDown':
        next = stepSegment(values, type, -PAGE_STEPS[type], start);
        break;
      case 'Home':
        next = segmentToEdge(values, type, 'min', start);
        break;
      case 'End':
        next = segmentToEdge(values, type, 'max', start);
        break;
      default:
        return;
    }
    event.preventDefault();
    entered.current = '';
    if (editable) edit(next);
  };

  // Native listeners: React's onBeforeInput is built from other events and does not carry inputType.
  const handleBeforeInput = useEffectEvent((event: InputEvent) => {
    const type = segmentTypeOf(event.target);
    if (!type) return;
    event.preventDefault();
    if (!editable) return;
    if (event.inputType.startsWith('delete')) deleted(type);
    else if (event.data !== null && /^\d$/.test(event.data)) typed(type, event.data);
  });
  // Composition (some Android keyboards) cannot be cancelled: put back the text React rendered.
  const handleInput = useEffectEvent((event: Event) => {
    const type = segmentTypeOf(event.target);
    const segment = event.target instanceof HTMLElement ? event.target.closest('[role="spinbutton"]') : null;
    if (type && segment) segment.textContent = segmentText(type, values[type], layout);
  });
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onBeforeInput = (event: InputEvent) => handleBeforeInput(event);
    const onInput = (event: Event) => handleInput(event);
    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('input', onInput);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('input', onInput);
    };
  }, []);

  // Like a native autofocus: on mount only.
  const [focusOnMount] = useState(autoFocus);
  useEffect(() => {
    if (focusOnMount) inputRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  }, [focusOnMount]);

  const handleFocus = (type: SegmentType, event: FocusEvent<HTMLSpanElement>) => {
    entered.current = '';
    setFocusedType(type);
    // A collapsed selection inside the segment, or Chrome on Android fires no input events for it.
    window.getSelection?.()?.collapse(event.currentTarget);
  };
  const handleBlur = (type: SegmentType) => {
    setFocusedType((current) => (current === type ? null : current));
  };

  const firstType = order[0];
  return (
    <div
      ref={inputRef}
      className="engine-date__input"
      role="presentation"
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-readonly={isReadOnly || undefined}
    >
      {layout.parts.map((part, index) => {
        const common = {
          className: 'engine-date__segment',
          'data-disabled': isDisabled || undefined,
          'data-invalid': isInvalid || undefined,
          'data-readonly': isReadOnly || undefined,
        };
        if (part.type === 'literal') {
          return (
            <span key={`literal-${index}`} aria-hidden="true" data-type="literal" {...common}>
              {part.text}
            </span>
          );
        }
        const type = part.type;
        const segmentValue = values[type];
        const text = segmentText(type, segmentValue, layout);
        const { min, max } = segmentRange(type, values, placeholder ?? null);
        const spoken =
          segmentValue === null ? EMPTY_SEGMENT : type === 'month' && segmentValue >= 1 ? `${text} – ${monthName(segmentValue, locale)}` : text;
        return (
          <span
            key={type}
            ref={(element) => {
              segments.current[type] = element;
            }}
            {...common}
            id={type === 'day' ? id : undefined}
            role="spinbutton"
            aria-label={`${SEGMENT_NAMES[type]}, ${label}`}
            aria-valuenow={segmentValue ?? undefined}
            aria-valuetext={spoken}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-invalid={isInvalid ? 'true' : undefined}
            aria-readonly={isReadOnly ? 'true' : undefined}
            aria-disabled={isDisabled ? 'true' : undefined}
            aria-required={isRequired ? 'true' : undefined}
            aria-describedby={type === firstType || isInvalid ? describedBy : undefined}
            contentEditable={editable}
            suppressContentEditableWarning
            spellCheck={editable ? false : undefined}
            autoCorrect={editable ? 'off' : undefined}
            enterKeyHint={editable ? 'next' : undefined}
            inputMode={editable ? 'numeric' : undefined}
            // Not focusable at all while disabled (loading), as before.
            tabIndex={isDisabled ? undefined : 0}
            data-type={type}
            data-placeholder={segmentValue === null || undefined}
            data-focused={focusedType === type || undefined}
            onKeyDown={(event) => handleKeyDown(type, event)}
            onFocus={(event) => handleFocus(type, event)}
            onBlur={() => handleBlur(type)}
          >
            {text}
          </span>
        );
      })}
    </div>
  );
}

function segmentTypeOf(target: EventTarget | null): SegmentType | null {
  if (!(target instanceof HTMLElement)) return null;
  const type = target.closest('[role="spinbutton"]')?.getAttribute('data-type');
  return type === 'day' || type === 'month' || type === 'year' ? type : null;
}
