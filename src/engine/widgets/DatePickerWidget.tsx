// A date picker for a string field holding an ISO date (YYYY-MM-DD), built on
// React Aria's DatePicker: typed day/month/year segments in the order of the host's locale plus a
// calendar popover. Which days can be chosen comes from the host through a
// `dates` data source (earliest, latest, unavailable days) and the
// `disableWeekends` option; unavailable days are greyed out and cannot be
// picked in the calendar, and a typed unavailable day is not committed.
//
// While the availability loads the picker is disabled. When loading fails no
// day can be chosen (a day the host has not vouched for might be a holiday):
// the calendar still opens but every day is unavailable, a typed date is not
// committed, and 'Try again' asks the source again. The calendar opens on the
// first day that can be chosen within 30 days of the earliest, so a window
// starting on a weekend or a holiday does not open on a greyed-out day.
//
// Labelling: the field template renders `<label htmlFor={id}>` outside the
// widget. A React Aria date field is a group of spinbutton segments, none of
// which is a labelable element, so that label cannot name them. The picker
// therefore carries `aria-label={label}` (React Aria names the group, every
// segment and the calendar from it, so axe finds no unnamed control), and `id`
// goes on the first segment, so the label's `for` and error-summary links
// (`#id`) reach a focusable element.
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { engineContextOf, type DateAvailability } from '../react/engineContext';
import { describedBy } from './ariaDescribedBy';
// Styles: shared.css and lookupWidgets.css, which the registry's module (index.ts, through styles.ts) imports, so that
// they are in place before this widget loads on demand and the cascade keeps one order.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses `YYYY-MM-DD`; null for anything else (including impossible dates). */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

export interface DateRules {
  minValue: CalendarDate | undefined;
  maxValue: CalendarDate | undefined;
  isDateUnavailable: (date: DateValue) => boolean;
}

/** `disableWeekends` means Saturday and Sunday, whatever the locale counts as a weekend. */
function isSaturdayOrSunday(date: DateValue): boolean {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 || day === 6;
}

/** Turns the host's availability and the weekend option into React Aria's rules. */
export function dateRules(availability: DateAvailability | undefined, disableWeekends: boolean): DateRules {
  const unavailable = new Set(availability?.unavailable ?? []);
  return {
    minValue: parseIsoDate(availability?.earliest) ?? undefined,
    maxValue: parseIsoDate(availability?.latest) ?? undefined,
    isDateUnavailable: (date) => (disableWeekends && isSaturdayOrSunday(date)) || unavailable.has(toIso(date)),
  };
}

/** The rules after a failed load: nothing can be chosen until the availability is known. */
export const NOTHING_AVAILABLE: DateRules = { minValue: undefined, maxValue: undefined, isDateUnavailable: () => true };

/** How far from the earliest day the calendar looks for a day to open on. */
export const OPENING_SEARCH_DAYS = 30;

/**
 * The day the calendar opens on when no date is chosen: the first day that can
 * be chosen within `OPENING_SEARCH_DAYS` of the earliest, else the earliest
 * itself (undefined without one: React Aria then opens on today).
 */
export function openingDate(rules: DateRules): CalendarDate | undefined {
  const earliest = rules.minValue;
  if (!earliest) return undefined;
  for (let offset = 0; offset < OPENING_SEARCH_DAYS; offset++) {
    const day = earliest.add({ days: offset });
    if (!isSelectable(day, rules)) continue;
    return day;
  }
  return earliest;
}

/** Whether a date can be chosen under the rules (in range and not unavailable). */
export function isSelectable(date: DateValue, rules: DateRules): boolean {
  if (rules.minValue && date.compare(rules.minValue) < 0) return false;
  if (rules.maxValue && date.compare(rules.maxValue) > 0) return false;
  return !rules.isDateUnavailable(date);
}

/** All segments filled in with a four-digit year (React Aria reports 2, 20, 203 while the year is typed). */
function isComplete(date: CalendarDate | null): date is CalendarDate {
  return date !== null && date.year >= 1000;
}

function toIso(date: DateValue): string {
  return date.toString().slice(0, 10);
}

export const LOADING_MESSAGE = 'Loading available dates';
export const LOAD_FAILED_MESSAGE = 'Available dates could not be loaded. Please try again in a few minutes.';
export const UNAVAILABLE_MESSAGE = 'This date is not available. Choose another date.';
export const TRY_AGAIN = 'Try again';
const TRYING_AGAIN = 'Trying again…';

type Loaded = { source: string; attempt: number } & (
  | { status: 'ready'; availability: DateAvailability }
  | { status: 'failed' }
);

export function DatePickerWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, options, rawErrors, required, autofocus, registry, onChange, onBlur, onFocus } = props;
  const sourceName = typeof options.dataSource === 'string' ? options.dataSource : undefined;
  const context = engineContextOf(registry.formContext);
  const source = sourceName ? context.dataSources.dates?.[sourceName] : undefined;
  const disableWeekends = options.disableWeekends === true;
  const locked = options.locked === true;

  // Availability, keyed by data source name so a change of source reads as
  // loading again; `attempt` counts the presses of 'Try again'.
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loadAvailability = useEffectEvent(() => {
    try {
      return source ? Promise.resolve(source()) : undefined;
    } catch (error) {
      return Promise.reject(error);
    }
  });
  // 'Try again' disappears once the dates load: if it had focus, focus goes to the date, not the page.
  const retryRef = useRef<HTMLButtonElement>(null);
  const focusDateAfterLoad = useRef(false);
  useEffect(() => {
    if (!sourceName) return;
    const pending = loadAvailability();
    if (!pending) return;
    let current = true;
    pending.then(
      (availability) => {
        if (!current) return;
        focusDateAfterLoad.current = retryRef.current !== null && retryRef.current === document.activeElement;
        setLoaded({ source: sourceName, attempt, status: 'ready', availability });
      },
      () => {
        if (current) setLoaded({ source: sourceName, attempt, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [sourceName, attempt]);
  const mine = loaded?.source === sourceName ? loaded : null;
  const loading = Boolean(source) && mine === null;
  // The failure stays on screen while 'Try again' runs, so the pressed button stays put.
  const failed = !loading && mine?.status === 'failed';
  const retrying = failed && mine.attempt !== attempt;
  const availability = mine?.status === 'ready' ? mine.availability : undefined;
  const rules = failed ? NOTHING_AVAILABLE : dateRules(availability, disableWeekends);
  const opening = openingDate(rules);

  useEffect(() => {
    if (focusDateAfterLoad.current && availability) {
      focusDateAfterLoad.current = false;
      document.getElementById(id)?.focus();
    }
  });
  const tryAgain = () => {
    if (!retrying) setAttempt((count) => count + 1);
  };

  // The picker's own date. It follows the form's value when that changes from
  // outside (a reset, another field), but not when the form merely echoes what
  // this widget sent, so a typed unavailable date stays on screen.
  const [seen, setSeen] = useState<unknown>(value);
  const [sent, setSent] = useState<{ value: unknown } | null>(null);
  const [picked, setPicked] = useState<CalendarDate | null>(() => parseIsoDate(value));
  if (seen !== value) {
    setSeen(value);
    if (sent && sent.value === value) setSent(null);
    else setPicked(parseIsoDate(value));
  }

  // Only tell the form when its value actually changes (typing a year passes through 2, 20, 203).
  const formValue = sent ? sent.value : value;
  const commit = (next: string | undefined) => {
    if (next === formValue) return;
    setSent({ value: next });
    onChange(next);
  };

  // A complete date that cannot be chosen (typed, or a saved date no longer available).
  const rejected = !loading && isComplete(picked) && !isSelectable(picked, rules);

  const handleChange = (date: CalendarDate | null) => {
    setPicked(date);
    // Cleared, a year still being typed (2, 20, 203) or an unavailable day: the form holds no date.
    // An unavailable day stays on screen with a message.
    commit(isComplete(date) && isSelectable(date, rules) ? toIso(date) : undefined);
  };
  const current = typeof formValue === 'string' ? formValue : undefined;

  const statusId = `${id}__status`;
  const hasError = Boolean(rawErrors?.length) || rejected;
  const describedByIds =
    [describedBy(id, { hasHelp: Boolean(options.help), hasError: Boolean(rawErrors?.length) }), loading || failed || rejected ? statusId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const isDisabled = Boolean(disabled) || loading;
  const isReadOnly = Boolean(readonly) || locked;

  // onBlur once focus leaves the whole widget (segments, button and the popover, which is portalled).
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next instanceof Element && next.closest(`[data-engine-date-popover="${id}"]`)) return;
    onBlur(id, current);
  };
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const previous = event.relatedTarget;
    if (previous instanceof Node && event.currentTarget.contains(previous)) return;
    onFocus(id, value);
  };

  return (
    <I18nProvider locale={context.locale}>
      <div className="engine-date" onBlur={handleBlur} onFocus={handleFocus}>
        <DatePicker<CalendarDate>
          className="engine-date__picker"
          aria-label={label || 'Date'}
          aria-describedby={describedByIds}
          value={picked}
          onChange={handleChange}
          placeholderValue={opening}
          minValue={rules.minValue}
          maxValue={rules.maxValue}
          isDateUnavailable={rules.isDateUnavailable}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          isRequired={Boolean(required)}
          isInvalid={hasError}
          validationBehavior="aria"
          autoFocus={Boolean(autofocus)}
          granularity="day"
        >
          <Group className="engine-date__group">
            <DateInput className="engine-date__input">
              {(segment) => (
                <DateSegment
                  className="engine-date__segment"
                  segment={segment}
                  // The external <label for={id}> and error-summary links land on the day segment.
                  render={segment.type === 'day' ? (domProps) => <span {...domProps} id={id} /> : undefined}
                />
              )}
            </DateInput>
            <Button className="engine-date__button" aria-label="Choose date">
              <CalendarIcon />
            </Button>
          </Group>
          <Popover className="engine-date__popover" data-engine-date-popover={id} placement="bottom start">
            <Dialog className="engine-date__dialog" aria-label={label ? `${label}: calendar` : 'Calendar'}>
              <Calendar className="engine-calendar">
                <header className="engine-calendar__header">
                  <Button slot="previous" className="engine-calendar__nav" aria-label="Previous month">
                    <span aria-hidden="true">‹</span>
                  </Button>
                  <Heading className="engine-calendar__heading" />
                  <Button slot="next" className="engine-calendar__nav" aria-label="Next month">
                    <span aria-hidden="true">›</span>
                  </Button>
                </header>
                <CalendarGrid className="engine-calendar__grid">
                  {(date) => <CalendarCell className="engine-calendar__cell" date={date} />}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DatePicker>
        {loading ? (
          <p id={statusId} className="engine-date__status" role="status">
            {LOADING_MESSAGE}
          </p>
        ) : failed ? (
          <div className="engine-date__load-error">
            <p id={statusId} className="engine-date__message" role="alert">
              {LOAD_FAILED_MESSAGE}
            </p>
            <button
              ref={retryRef}
              type="button"
              className="engine-button engine-button--secondary"
              aria-disabled={retrying || undefined}
              onClick={tryAgain}
            >
              {retrying ? TRYING_AGAIN : TRY_AGAIN}
            </button>
          </div>
        ) : rejected ? (
          <p id={statusId} className="engine-date__message" role="alert">
            {UNAVAILABLE_MESSAGE}
          </p>
        ) : null}
      </div>
    </I18nProvider>
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
