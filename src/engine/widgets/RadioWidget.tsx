// A group of radio buttons under a legend. Native radios sharing one `name`
// give the arrow-key behaviour (move and select) and the single tab stop.
import type { WidgetProps } from '@rjsf/utils';
import { ChoiceFieldset } from './ChoiceFieldset';
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
  const { id, htmlName, value, options, required, readonly, autofocus, rawErrors, onChange, onBlur } = widget;
  const readOnly = Boolean(readonly) || options.locked === true;
  const invalid = Boolean(rawErrors?.length);
  const classes = ['engine-fieldset', 'engine-radios', inline ? 'engine-radios--inline' : ''].filter(Boolean).join(' ');

  return (
    // role=radiogroup rather than a plain group: it is the role on which
    // aria-readonly, aria-required and aria-invalid are defined.
    <ChoiceFieldset
      widget={widget}
      className={classes}
      attributes={{ role: 'radiogroup', 'aria-readonly': readOnly || undefined, 'aria-required': required || undefined, 'aria-invalid': invalid || undefined }}
    >
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
                if (readOnly) return;
                onChange(choice.value);
                // A choice is final: check it now. Checking it when focus later leaves
                // the group would move the page under a click already on its way.
                onBlur(id, choice.value);
              }}
            />
            <label htmlFor={radioId(id, index)} className="engine-radios__label">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

export function RadioWidget(props: WidgetProps) {
  return <RadioGroup widget={props} choices={choicesOf(props.options)} inline={props.options.inline === true} />;
}
