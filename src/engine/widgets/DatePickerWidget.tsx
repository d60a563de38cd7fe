// A date picker for a string field holding an ISO date (YYYY-MM-DD): typed
// day/month/year segments in the order of the host's locale plus a calendar
// popover (datePicker/: our own, decision 0040; it was React Aria's DatePicker,
// whose markup, keys and data attributes it keeps). Which days can be chosen
// comes from the host through a `dates` data source (earliest, latest,
// unavailable days) and the `disableWeekends` option; unavailable days are
// greyed out and cannot be picked in the calendar, and a typed unavailable day
// is not committed.
//
// While the availability loads the picker is disabled. When loading fails no
// day can be chosen (a day the host has not vouched for might be a holiday):
// the calendar still opens but every day is unavailable, a typed date is not
// committed, and 'Try again' asks the source again. The calendar opens on the
// first day that can be chosen within 30 days of the earliest, so a window
// starting on a weekend or a holiday does not open on a greyed-out day.
//
// Labelling: the field template renders `<label htmlFor={id}>` outside the
// widget. A date field is a group of spinbutton segments, none of which is a
// labelable element, so that label cannot name them. The picker therefore names
// the group, every segment and the calendar from `label` (so axe finds no
// unnamed control), and `id` goes on the day segment, so the label's `for` and
// error-summary links (`#id`) reach a focusable element.
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { engineContextOf, type DateAvailability } from '../react/engineContext';
import { describedBy } from './ariaDescribedBy';
import type { CalendarDate } from './datePicker/calendarDate';
import { browserLocale } from './datePicker/dateLabels';
import { DatePicker } from './datePicker/DatePicker';
import { dateRules, isSelectable, NOTHING_AVAILABLE, openingDate, parseIsoDate } from './datePicker/dateRules';
// Styles: shared.css and lookupWidgets.css, which the registry's module (index.ts, through styles.ts) imports, so that
// they are in place before this widget loads on demand and the cascade keeps one order.

export { dateRules, isSelectable, NOTHING_AVAILABLE, OPENING_SEARCH_DAYS, openingDate, parseIsoDate, type DateRules } from './datePicker/dateRules';

/** All segments filled in with a four-digit year (a saved value may hold a year such as 0203). */
function isComplete(date: CalendarDate | null): date is CalendarDate {
  return date !== null && date.year >= 1000;
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
    // Cleared, partly typed (the field reports no date while the year reads 2, 20, 203) or an unavailable day:
    // the form holds no date.
    // An unavailable day stays on screen with a message.
    commit(isComplete(date) && isSelectable(date, rules) ? date.toString() : undefined);
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

  // onBlur once focus leaves the whole widget (segments, button and the calendar's popover).
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
    <div className="engine-date" onBlur={handleBlur} onFocus={handleFocus}>
      <DatePicker
        id={id}
        label={label ?? ''}
        locale={context.locale ?? browserLocale()}
        value={picked}
        onChange={handleChange}
        rules={rules}
        placeholder={opening}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={Boolean(required)}
        isInvalid={hasError}
        describedBy={describedByIds}
        autoFocus={Boolean(autofocus)}
      />
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
  );
}

