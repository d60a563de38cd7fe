// Several checkboxes under a legend, for an array of enum values ("tick all
// that apply"). The value keeps the options' order whatever order they were
// ticked in, so the stored data does not depend on the clicking.
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { ChoiceFieldset } from './ChoiceFieldset';
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
  const { id, htmlName, value, schema, options, readonly, autofocus, rawErrors, onChange, onBlur } = props;
  const locked = options.locked === true;
  const readOnly = Boolean(readonly) || locked;
  const invalid = Boolean(rawErrors?.length);
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const choices = choicesOf(options, itemEnum(schema));

  function toggle(choiceValue: unknown, checked: boolean) {
    if (readOnly) return;
    const next = choices
      .filter((choice) => (choice.value === choiceValue ? checked : selected.includes(choice.value)))
      .map((choice) => choice.value);
    onChange(next);
    // Checked at once rather than on leaving the group, so the page never moves under the next click.
    onBlur(id, next);
  }

  return (
    <ChoiceFieldset widget={props} className="engine-fieldset engine-checkboxes">
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
    </ChoiceFieldset>
  );
}
