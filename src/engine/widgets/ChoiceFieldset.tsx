// The fieldset shared by radio and checkbox groups: legend, help and error
// under it, the "filled in from your profile" note, aria-describedby, and focus
// that counts as leaving the field only when it leaves the whole group (moving
// between options is not).
import type { WidgetProps } from '@rjsf/utils';
import type { FieldsetHTMLAttributes, FocusEvent, ReactNode } from 'react';
import { helpId, lockedNoteId, widgetDescribedBy } from './ariaDescribedBy';
import { FieldErrorMessage } from './FieldErrorMessage';

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
  const errors = rawErrors?.filter(Boolean) ?? [];
  const invalid = errors.length > 0;
  const help = typeof options.help === 'string' && options.help !== '' ? options.help : undefined;
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
      {/* GOV.UK shows a group's help and error under its legend (the field
          template leaves them to widgets registered with showsOwnMessages). */}
      {help ? (
        <p className="engine-fieldset__help" id={helpId(id)}>
          {help}
        </p>
      ) : null}
      {locked ? (
        <p id={lockedNoteId(id)} className="engine-locked-note">
          Filled in from your profile
        </p>
      ) : null}
      {invalid ? <FieldErrorMessage id={id} messages={errors} className="engine-fieldset__error" lineClassName="engine-fieldset__error-line" /> : null}
      {children}
    </fieldset>
  );
}
