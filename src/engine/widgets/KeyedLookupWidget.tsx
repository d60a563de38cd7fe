// A text field whose value is a key of fixed length (an identifier typed in
// full) that the host looks up once it is complete:
//
// - the host lookup is `dataSources.keyedLookups[options.dataSource](key)`; it
//   runs when the trimmed text is exactly `options.lookupLength` characters, and
//   an answer for text that has changed since is ignored;
// - a result with a label is stored as `{ id, label }` at `options.resultField`,
//   `options.foundField` becomes true, and "`foundLabel`: label" shows under the
//   field; no result (null, or no label) shows `notFoundMessage` with
//   `notFoundHelp` beneath it; a source that cannot answer (a rejection) shows
//   `failedMessage`;
// - every change of the text clears the lookup: the result field is emptied and
//   the found flag set to false (each only when not already so, to spare a
//   commit), so conditions on the flag (ui.json `visibleWhen`) follow at once;
// - `transform: "uppercase"` upper-cases what is typed, keeping the caret where
//   it was.
//
// Typed text stays in local state and reaches the form on blur or Enter, as in
// TextWidget (decision 0009), with one addition: text that reaches the lookup
// length is committed at once, so the key and the result the lookup stores
// beside it always belong together in the document.
//
// A document that already holds a found result (a reopened draft) shows its
// label without asking the host again. Pointer options may use `*` for an array
// index, resolved against this field's own pointer (as in AddressLookupWidget).
import { useEffect, useRef, useState, type ChangeEvent, type HTMLAttributes, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { engineContextOf, type KeyedLookupResult } from '../react/engineContext';
import { getAt, resolvePointer } from './lookupPointers';
import { lockedNoteId, widgetDescribedBy } from './ariaDescribedBy';
import { valueFromText } from './TextWidget';
// Styles: shared.css and lookupWidgets.css, which the registry's module (index.ts, through styles.ts) imports, so that
// they are in place before this widget loads on demand and the cascade keeps one order.

export const DEFAULT_NOT_FOUND_MESSAGE = 'No match found.';
export const DEFAULT_FAILED_MESSAGE = 'We could not check this just now. Please try again later.';
export const DEFAULT_SEARCHING_MESSAGE = 'Checking…';

type Lookup = { status: 'idle' | 'searching' | 'notFound' | 'failed' } | { status: 'found'; label: string };

const IDLE: Lookup = { status: 'idle' };

function stringOption(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The label of a found result as the document holds it; undefined for anything else. */
function labelOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  return stringOption((result as { label?: unknown }).label);
}

/** What the text becomes under the `transform` option. */
export function transformText(text: string, transform: unknown): string {
  return transform === 'uppercase' ? text.toUpperCase() : text;
}

export function KeyedLookupWidget(props: WidgetProps) {
  const { id, htmlName, value, options, placeholder, required, disabled, readonly, autofocus, rawErrors, registry, onChange, onBlur, onFocus } = props;
  const engine = engineContextOf(registry.formContext);
  const ownPointer = engine.pointerOf(id);
  const pointer = (option: string | undefined) => (option === undefined ? undefined : resolvePointer(option, ownPointer));

  const sourceName = stringOption(options.dataSource);
  const lookUp = sourceName ? engine.dataSources.keyedLookups?.[sourceName] : undefined;
  const lookupLength = typeof options.lookupLength === 'number' && options.lookupLength > 0 ? Math.floor(options.lookupLength) : undefined;
  const resultField = pointer(stringOption(options.resultField));
  const foundField = pointer(stringOption(options.foundField));
  const foundLabel = stringOption(options.foundLabel);
  const notFoundMessage = stringOption(options.notFoundMessage) ?? DEFAULT_NOT_FOUND_MESSAGE;
  const notFoundHelp = stringOption(options.notFoundHelp);
  const failedMessage = stringOption(options.failedMessage) ?? DEFAULT_FAILED_MESSAGE;
  const searchingMessage = stringOption(options.searchingMessage) ?? DEFAULT_SEARCHING_MESSAGE;
  const maxLength = typeof options.maxLength === 'number' ? options.maxLength : undefined;
  const locked = options.locked === true;
  const readOnly = Boolean(readonly) || locked;
  const invalid = Boolean(rawErrors?.length);

  /** The found result the document holds (a reopened draft, a reset), as the lookup state. */
  const lookupInDocument = (): Lookup => {
    if (!resultField) return IDLE;
    const document = engine.getDocument();
    if (foundField && getAt(document, foundField) !== true) return IDLE;
    const label = labelOf(getAt(document, resultField));
    return label === undefined ? IDLE : { status: 'found', label };
  };

  const [text, setText] = useState(() => textOf(value));
  const [lookup, setLookup] = useState<Lookup>(lookupInDocument);
  const [focused, setFocused] = useState(false);
  // Edited since the last commit: only then does leaving the field change the data.
  const [dirty, setDirty] = useState(false);
  // As in TextWidget: the value the text stands for, and the last value prop seen,
  // so the echo of our own commit never replaces the text and an outside change does.
  const [shownValue, setShownValue] = useState<unknown>(value);
  const [seenValue, setSeenValue] = useState<unknown>(value);

  // Numbers the lookups so that an answer for older text is dropped.
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (!focused && !Object.is(value, shownValue)) {
      // Changed from outside (a reset, a draft loaded): show it and what the document found for it.
      setText(textOf(value));
      setShownValue(value);
      setLookup(lookupInDocument());
    }
  }

  /** Empties the result and lowers the found flag in the form, each only when it is not so already. */
  function clearResult() {
    const document = engine.getDocument();
    if (resultField && getAt(document, resultField) !== undefined) engine.setValue(resultField, undefined);
    if (foundField && getAt(document, foundField) !== false) engine.setValue(foundField, false);
  }

  function commitText(next: string): unknown {
    const committed = valueFromText(next, false, options.emptyValue);
    setDirty(false);
    setShownValue(committed);
    if (!Object.is(committed, value)) onChange(committed);
    return committed;
  }

  function runLookup(key: string) {
    if (!lookUp) return;
    const request = ++latest.current;
    setLookup({ status: 'searching' });
    let pending: Promise<KeyedLookupResult | null>;
    try {
      pending = Promise.resolve(lookUp(key));
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (result) => {
        if (request !== latest.current) return;
        const label = labelOf(result);
        if (result && label !== undefined) {
          if (resultField) engine.setValue(resultField, { id: result.id, label });
          if (foundField) engine.setValue(foundField, true);
          setLookup({ status: 'found', label });
        } else {
          setLookup({ status: 'notFound' });
        }
      },
      () => {
        if (request === latest.current) setLookup({ status: 'failed' });
      },
    );
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const typed = input.value;
    const next = transformText(typed, options.transform);
    if (next !== typed) {
      // Write the transformed text into the input now, so React finds nothing to
      // replace and the caret stays after what was typed (not at the end).
      const caret = input.selectionStart;
      input.value = next;
      if (caret !== null) {
        const position = transformText(typed.slice(0, caret), options.transform).length;
        input.setSelectionRange(position, position);
      }
    }
    setText(next);
    setDirty(true);

    latest.current += 1;
    setLookup(IDLE);
    clearResult();

    const key = next.trim();
    if (lookupLength !== undefined && key.length === lookupLength) {
      commitText(next);
      runLookup(key);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Not while an IME is composing: Enter there confirms the composition. Enter still submits, after the commit.
    if (event.key === 'Enter' && dirty && !event.nativeEvent.isComposing) commitText(text);
  }

  function handleBlur() {
    setFocused(false);
    if (dirty) {
      onBlur(id, commitText(text));
      return;
    }
    if (!Object.is(value, shownValue)) {
      // The value changed from outside while the input had focus.
      setText(textOf(value));
      setShownValue(value);
      setLookup(lookupInDocument());
    }
    onBlur(id, value);
  }

  function handleFocus() {
    setFocused(true);
    onFocus(id, value);
  }

  const statusId = `${id}__lookup`;
  const hasStatus = lookup.status !== 'idle';
  const ariaDescribedBy = widgetDescribedBy(id, {
    hasHelp: Boolean(options.help),
    hasError: invalid,
    locked,
    extra: [hasStatus ? statusId : null],
  });

  return (
    <div className="engine-keyed-lookup">
      <input
        id={id}
        name={htmlName ?? id}
        type="text"
        className={invalid ? 'engine-input engine-input--error' : 'engine-input'}
        value={text}
        placeholder={placeholder || undefined}
        maxLength={maxLength}
        autoComplete={stringOption(options.autoComplete) ?? 'off'}
        inputMode={stringOption(options.inputMode) as HTMLAttributes<HTMLInputElement>['inputMode']}
        spellCheck={false}
        disabled={disabled}
        readOnly={readOnly}
        autoFocus={autofocus}
        aria-readonly={readOnly || undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedBy}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        onFocus={handleFocus}
      />
      {locked ? (
        <span id={lockedNoteId(id)} className="engine-locked-note">
          Filled in from your profile
        </span>
      ) : null}
      {/* Always in the page, so screen readers hear each new result in it (role="status" is polite). */}
      <div id={statusId} className="engine-keyed-lookup__status" role="status">
        {lookup.status === 'searching' ? <p className="engine-keyed-lookup__searching">{searchingMessage}</p> : null}
        {lookup.status === 'found' ? (
          <p className="engine-keyed-lookup__found">
            {foundLabel ? <span className="engine-keyed-lookup__found-label">{foundLabel}: </span> : null}
            {lookup.label}
          </p>
        ) : null}
        {lookup.status === 'notFound' ? (
          <>
            <p className="engine-keyed-lookup__not-found">{notFoundMessage}</p>
            {notFoundHelp ? <p className="engine-keyed-lookup__help">{notFoundHelp}</p> : null}
          </>
        ) : null}
        {lookup.status === 'failed' ? <p className="engine-keyed-lookup__failed">{failedMessage}</p> : null}
      </div>
    </div>
  );
}
