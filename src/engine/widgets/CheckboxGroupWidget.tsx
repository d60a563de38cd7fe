// Several checkboxes under a legend, for an array of enum values ("tick all
// that apply"). The value keeps the options' order whatever order they were
// ticked in, so the stored data does not depend on the clicking.
import type { FocusEvent } from 'react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { describedBy } from './ariaDescribedBy';
import { choicesOf } from './SelectWidget';

function checkboxId(id: string, index: number): string {
  return index === 0 ? id : `${id}-${index}`;
}

// RJSF computes enumOptions only for arrays with uniqueItems; otherwise the
// widget reads the items' enum itself.
function itemEnum(schema: RJSFSchema): unknown {
  const items = schema.items;
  return typeof items === 'object' && items !== null && !Array.isArray(items) ? items.enum : undefined;
}

export function CheckboxGroupWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, schema, options, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } =
    props;
  const locked = options.locked === true;
  const readOnly = Boolean(readonly) || locked;
  const invalid = Boolean(rawErrors?.length);
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const choices = choicesOf(options, itemEnum(schema));
  const lockedNoteId = `${id}__locked`;
  const ariaDescribedBy =
    [describedBy(id, { hasHelp: Boolean(options.help), hasError: invalid }), locked ? lockedNoteId : null].filter(Boolean).join(' ') ||
    undefined;

  function toggle(choiceValue: unknown, checked: boolean) {
    if (readOnly) return;
    const next = choices
      .filter((choice) => (choice.value === choiceValue ? checked : selected.includes(choice.value)))
      .map((choice) => choice.value);
    onChange(next);
  }

  // Moving between the checkboxes is not leaving the field.
  function handleBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur(id, value);
  }

  function handleFocus(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onFocus(id, value);
  }

  return (
    <fieldset
      className={invalid ? 'engine-fieldset engine-checkboxes engine-fieldset--error' : 'engine-fieldset engine-checkboxes'}
      disabled={disabled}
      aria-describedby={ariaDescribedBy}
      onBlur={handleBlur}
      onFocus={handleFocus}
    >
      <legend className={hideLabel ? 'engine-legend engine-visually-hidden' : 'engine-legend'}>{label}</legend>
      {locked ? (
        <p id={lockedNoteId} className="engine-locked-note">
          Filled in from your profile
        </p>
      ) : null}
      <div className="engine-checkboxes__items">
        {choices.map((choice, index) => (
          <div key={String(choice.value)} className="engine-checkboxes__item">
            <input
              id={checkboxId(id, index)}
              name={htmlName ?? id}
              type="checkbox"
              className="engine-checkbox__input"
              value={String(choice.value)}
              checked={selected.includes(choice.value)}
              autoFocus={autofocus && index === 0}
              // A group has no aria-invalid or aria-readonly of its own; each box carries them.
              aria-readonly={readOnly || undefined}
              aria-invalid={invalid || undefined}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            <label htmlFor={checkboxId(id, index)} className="engine-checkbox__label">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
