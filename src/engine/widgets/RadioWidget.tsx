// A group of radio buttons under a legend. Native radios sharing one `name`
// give the arrow-key behaviour (move and select) and the single tab stop.
import type { FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './ariaDescribedBy';
import { choicesOf, type Choice } from './SelectWidget';

/** Id of the n-th radio: the first carries the field id, so links to the field (error summary) land on it. */
function radioId(id: string, index: number): string {
  return index === 0 ? id : `${id}-${index}`;
}

export interface RadioGroupProps {
  widget: WidgetProps;
  choices: Choice[];
  inline?: boolean;
}

/** The radio group shared by the radio and yes/no widgets. */
export function RadioGroup({ widget, choices, inline = false }: RadioGroupProps) {
  const { id, htmlName, label, hideLabel, value, options, required, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } = widget;
  const locked = options.locked === true;
  const readOnly = Boolean(readonly) || locked;
  const invalid = Boolean(rawErrors?.length);
  const lockedNoteId = `${id}__locked`;
  const ariaDescribedBy =
    [describedBy(id, { hasHelp: Boolean(options.help), hasError: invalid }), locked ? lockedNoteId : null].filter(Boolean).join(' ') ||
    undefined;

  // Moving between the radios is not leaving the field.
  function handleBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur(id, value);
  }

  function handleFocus(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onFocus(id, value);
  }

  const classes = ['engine-fieldset', 'engine-radios', inline ? 'engine-radios--inline' : '', invalid ? 'engine-fieldset--error' : '']
    .filter(Boolean)
    .join(' ');

  return (
    // role=radiogroup rather than a plain group: it is the role on which
    // aria-readonly, aria-required and aria-invalid are defined.
    <fieldset
      role="radiogroup"
      className={classes}
      disabled={disabled}
      aria-readonly={readOnly || undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
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
      <div className="engine-radios__items">
        {choices.map((choice, index) => (
          <div key={String(choice.value)} className="engine-radios__item">
            <input
              id={radioId(id, index)}
              name={htmlName ?? id}
              type="radio"
              className="engine-radios__input"
              value={String(choice.value)}
              checked={choice.value === value}
              autoFocus={autofocus && index === 0}
              // No read-only state for radios: ignoring the change makes React put the checked one back.
              onChange={() => {
                if (!readOnly) onChange(choice.value);
              }}
            />
            <label htmlFor={radioId(id, index)} className="engine-radios__label">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function RadioWidget(props: WidgetProps) {
  return <RadioGroup widget={props} choices={choicesOf(props.options)} inline={props.options.inline === true} />;
}
