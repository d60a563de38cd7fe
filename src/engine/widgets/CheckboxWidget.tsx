// A single checkbox for a boolean, its label beside it. `labelWhenChecked`
// lets a checkbox act as a toggle whose label says what ticking it again
// does ('Add ...' / 'Remove ...').
import type { FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { lockedNoteId, widgetDescribedBy } from './ariaDescribedBy';

export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, options, required, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } = props;
  const locked = options.locked === true;
  const readOnly = Boolean(readonly) || locked;
  const invalid = Boolean(rawErrors?.length);
  const checked = value === true;
  const ariaDescribedBy = widgetDescribedBy(id, { hasHelp: Boolean(options.help), hasError: invalid, locked });
  const text = checked && typeof options.labelWhenChecked === 'string' && options.labelWhenChecked !== '' ? options.labelWhenChecked : label;

  return (
    <div className={invalid ? 'engine-checkbox engine-checkbox--error' : 'engine-checkbox'}>
      <div className="engine-checkbox__item">
        <input
          id={id}
          name={htmlName ?? id}
          type="checkbox"
          className="engine-checkbox__input"
          checked={checked}
          disabled={disabled}
          autoFocus={autofocus}
          aria-readonly={readOnly || undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={ariaDescribedBy}
          // No read-only state for checkboxes: ignoring the change makes React put the tick back.
          onChange={(event) => {
            if (readOnly) return;
            onChange(event.target.checked);
            // Checked at once rather than on leaving the box, so the page never moves under the next click.
            onBlur(id, event.target.checked);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.checked)}
          onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.checked)}
        />
        <label htmlFor={id} className={hideLabel ? 'engine-checkbox__label engine-visually-hidden' : 'engine-checkbox__label'}>
          {text}
        </label>
      </div>
      {locked ? (
        <p id={lockedNoteId(id)} className="engine-locked-note">
          Filled in from your profile
        </p>
      ) : null}
    </div>
  );
}
