// A single-line text input for strings and numbers; with the `multiline`
// option (the `textarea` widget) a box of several lines for longer answers.
//
// The typed text lives in local state and reaches the form only on commit
// (blur or Enter): passing every keystroke to RJSF would re-render the whole
// form per key. Everything else (validation, conditions) sees committed values.
import { useState, type ChangeEvent, type HTMLAttributes, type KeyboardEvent } from 'react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { lockedNoteId, widgetDescribedBy } from './ariaDescribedBy';

type InputType = 'text' | 'email' | 'tel';

// Plain decimal notation only: Number() would also accept '0x1f', 'Infinity'
// and '' (as 0), which a person typing an amount never means.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function isNumeric(schema: RJSFSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return !types.includes('string') && (types.includes('number') || types.includes('integer'));
}

function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** What the typed text means as form data. Unparseable numbers stay strings so the schema's type message shows. */
export function valueFromText(text: string, numeric: boolean, emptyValue: unknown): unknown {
  if (text === '' || (numeric && text.trim() === '')) return emptyValue;
  if (!numeric) return text;
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : text;
}

function stringOption(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function TextWidget(props: WidgetProps) {
  const { id, htmlName, value, schema, options, placeholder, required, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } = props;
  const locked = options.locked === true;
  const readOnly = Boolean(readonly) || locked;
  const invalid = Boolean(rawErrors?.length);
  const numeric = isNumeric(schema);
  const inputType: InputType = options.inputType === 'email' || options.inputType === 'tel' ? options.inputType : 'text';
  const inputMode = stringOption(options.inputMode) ?? (numeric ? (schema.type === 'integer' ? 'numeric' : 'decimal') : undefined);
  const maxLength = typeof options.maxLength === 'number' ? options.maxLength : undefined;
  const multiline = options.multiline === true;
  const ariaDescribedBy = widgetDescribedBy(id, { hasHelp: Boolean(options.help), hasError: invalid, locked });

  const [text, setText] = useState(() => textOf(value));
  const [focused, setFocused] = useState(false);
  // Edited since the last commit: only then does leaving the field change the data.
  const [dirty, setDirty] = useState(false);
  // The data value the text currently stands for. A value prop that is just
  // the echo of our own commit must not replace the text as typed ('12.50'
  // would become '12.5'); any other new value from outside replaces it, but
  // not under the user's cursor.
  const [shownValue, setShownValue] = useState<unknown>(value);
  // Only a change of the prop triggers a sync: an engine that applies our
  // commit a render later must not see the old value flash back meanwhile.
  const [seenValue, setSeenValue] = useState<unknown>(value);
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (!focused && !Object.is(value, shownValue)) {
      setText(textOf(value));
      setShownValue(value);
    }
  }

  function commit(): unknown {
    if (!dirty) return value;
    const next = valueFromText(text, numeric, options.emptyValue);
    setDirty(false);
    setShownValue(next);
    if (!Object.is(next, value)) onChange(next);
    return next;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    setText(event.target.value);
    setDirty(true);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // Not while an IME is composing: Enter there confirms the composition.
    // The event is not prevented, so Enter still submits the form, after the commit.
    // In a box of several lines Enter is a new line.
    if (event.key === 'Enter' && !multiline && !event.nativeEvent.isComposing) commit();
  }

  function handleBlur() {
    setFocused(false);
    if (dirty) {
      onBlur(id, commit());
    } else {
      if (!Object.is(value, shownValue)) {
        // The value changed from outside while the input had focus.
        setText(textOf(value));
        setShownValue(value);
      }
      onBlur(id, value);
    }
  }

  function handleFocus() {
    setFocused(true);
    onFocus(id, value);
  }

  const common = {
    id,
    name: htmlName ?? id,
    value: text,
    placeholder: placeholder || undefined,
    maxLength,
    autoComplete: stringOption(options.autoComplete),
    disabled,
    readOnly,
    autoFocus: autofocus,
    'aria-readonly': readOnly || undefined,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ariaDescribedBy,
    onChange: handleChange,
    onKeyDown: handleKeyDown,
    onBlur: handleBlur,
    onFocus: handleFocus,
  };

  return (
    <>
      {multiline ? (
        <textarea {...common} className={invalid ? 'engine-input engine-textarea engine-input--error' : 'engine-input engine-textarea'} rows={typeof options.rows === 'number' ? options.rows : 5} />
      ) : (
        <input
          {...common}
          type={inputType}
          className={invalid ? 'engine-input engine-input--error' : 'engine-input'}
          inputMode={inputMode as HTMLAttributes<HTMLInputElement>['inputMode']}
          spellCheck={inputType === 'text' ? undefined : false}
        />
      )}
      {locked ? (
        <span id={lockedNoteId(id)} className="engine-locked-note">
          Filled in from your profile
        </span>
      ) : null}
    </>
  );
}
