// A native drop-down list. Native because it is keyboard- and screen-reader-
// friendly on every platform, including the phone pickers.
import type { ChangeEvent, ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { lockedNoteId, widgetDescribedBy } from './ariaDescribedBy';
import { EMPTY_CHOICE_LABEL } from './emptyChoiceLabel';

export interface Choice {
  value: unknown;
  label: string;
}

/**
 * The choices of a select, radio or checkbox-group field: RJSF's `enumOptions`
 * (or, where RJSF gives none, the given enum values), relabelled by the field's
 * `optionLabels` (keyed by the value as a string, so booleans use "true"/"false").
 */
export function choicesOf(options: WidgetProps['options'], fallbackValues?: unknown): Choice[] {
  const labels = options.optionLabels;
  const labelFor = (value: unknown): string | undefined => {
    if (typeof labels !== 'object' || labels === null || Array.isArray(labels)) return undefined;
    const label = (labels as Record<string, unknown>)[String(value)];
    return typeof label === 'string' ? label : undefined;
  };
  const base: Choice[] =
    options.enumOptions?.map((option) => ({ value: option.value as unknown, label: option.label })) ??
    (Array.isArray(fallbackValues) ? fallbackValues.map((value: unknown) => ({ value, label: String(value) })) : []);
  return base.map((choice) => ({ value: choice.value, label: labelFor(choice.value) ?? choice.label }));
}

export interface SelectControlProps {
  widget: WidgetProps;
  choices: Choice[];
  /** Text of the empty first option. */
  emptyLabel: string;
  /** Choices are still coming: the select cannot be used yet. */
  busy?: boolean;
  /** Id of a message of the widget's own (not the field's error) that makes the control invalid. */
  problemId?: string;
  children?: ReactNode;
}

/** The select element shared by the plain and the async select widgets. */
export function SelectControl({ widget, choices, emptyLabel, busy = false, problemId, children }: SelectControlProps) {
  const { id, htmlName, value, options, required, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } = widget;
  const locked = options.locked === true;
  const readOnly = Boolean(readonly) || locked;
  const invalid = Boolean(rawErrors?.length) || problemId !== undefined;
  const ariaDescribedBy = widgetDescribedBy(id, { hasHelp: Boolean(options.help), hasError: Boolean(rawErrors?.length), locked, extra: [problemId] });
  // Option values are the choices' values as strings (readable, and what
  // browser tests select by); they map back to the typed value on change.
  const selected = choices.find((choice) => choice.value === value);

  function valueAt(text: string): unknown {
    const choice = text === '' ? undefined : choices.find((candidate) => String(candidate.value) === text);
    return choice === undefined ? options.emptyValue : choice.value;
  }

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    // A select has no read-only state; React puts the controlled value back.
    if (readOnly) return;
    const next = valueAt(event.target.value);
    onChange(next);
    // Checked at once rather than on leaving the field, so the page never moves under the next click.
    onBlur(id, next);
  }

  return (
    <>
      <select
        id={id}
        name={htmlName ?? id}
        className={invalid ? 'engine-select engine-select--error' : 'engine-select'}
        value={selected === undefined ? '' : String(selected.value)}
        disabled={disabled || busy}
        autoFocus={autofocus}
        aria-busy={busy || undefined}
        aria-readonly={readOnly || undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedBy}
        onChange={handleChange}
        onBlur={(event) => onBlur(id, valueAt(event.target.value))}
        onFocus={(event) => onFocus(id, valueAt(event.target.value))}
      >
        <option value="">{emptyLabel}</option>
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
      {locked ? (
        <span id={lockedNoteId(id)} className="engine-locked-note">
          Filled in from your profile
        </span>
      ) : null}
      {children}
    </>
  );
}

export function SelectWidget(props: WidgetProps) {
  return <SelectControl widget={props} choices={choicesOf(props.options)} emptyLabel={props.placeholder || EMPTY_CHOICE_LABEL} />;
}
