// The fieldset shared by radio and checkbox groups: legend, the "filled in from
// your profile" note, aria-describedby, and focus that counts as leaving the
// field only when it leaves the whole group (moving between options is not).
import type { WidgetProps } from '@rjsf/utils';
import type { FieldsetHTMLAttributes, FocusEvent, ReactNode } from 'react';
import { lockedNoteId, widgetDescribedBy } from './ariaDescribedBy';

export function ChoiceFieldset({
  widget,
  className,
  attributes,
  children,
}: {
  widget: WidgetProps;
  className: string;
  attributes?: FieldsetHTMLAttributes<HTMLFieldSetElement>;
  children: ReactNode;
}) {
  const { id, label, hideLabel, value, options, disabled, rawErrors, onBlur, onFocus } = widget;
  const locked = options.locked === true;
  const invalid = Boolean(rawErrors?.length);
  return (
    <fieldset
      {...attributes}
      className={invalid ? `${className} engine-fieldset--error` : className}
      disabled={disabled}
      aria-describedby={widgetDescribedBy(id, { hasHelp: Boolean(options.help), hasError: invalid, locked })}
      onBlur={(event: FocusEvent<HTMLFieldSetElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur(id, value);
      }}
      onFocus={(event: FocusEvent<HTMLFieldSetElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocus(id, value);
      }}
    >
      <legend className={hideLabel ? 'engine-legend engine-visually-hidden' : 'engine-legend'}>{label}</legend>
      {locked ? (
        <p id={lockedNoteId(id)} className="engine-locked-note">
          Filled in from your profile
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
