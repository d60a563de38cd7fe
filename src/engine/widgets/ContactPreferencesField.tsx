// RJSF custom field for an item's `{ email: boolean, sms: boolean }`
// preferences. Each box is only available when the item can be reached that
// way: Email needs the sibling email field filled in, SMS needs the sibling
// mobile to be a valid NZ mobile. A box that becomes unavailable while ticked
// is unticked. With `forceEmailForFirstItem`, item 0 has Email ticked and
// locked.
//
// uiSchema options: ui:title (legend; else the schema title, else
// "Preferences"), emailField (sibling property, default "email"),
// mobileField (default "mobile"), forceEmailForFirstItem (boolean),
// optionLabels ({ email, sms }; else the property titles), help.
// A disabled box shows its property's schema description as a hint.
import './shared.css';
import './groupWidgets.css';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { getUiOptions, isObject, toFieldPathId, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { isNzMobile } from '../../shared/validation/keywords/phone';
import { engineContextOf } from '../react/engineContext';
import { describedBy, helpId } from './ariaDescribedBy';
import { locateInArray, valueAt } from './roleAvailability';

export interface ContactPreferences {
  email?: boolean;
  sms?: boolean;
  [other: string]: unknown;
}

type Channel = 'email' | 'sms';
const CHANNELS: readonly Channel[] = ['email', 'sms'];
const DEFAULT_LABELS: Readonly<Record<Channel, string>> = { email: 'Email', sms: 'SMS' };

function stringOption(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export interface PreferenceAvailability {
  /** False when the sibling values cannot be read (no document): nothing is disabled or changed. */
  known: boolean;
  emailAvailable: boolean;
  smsAvailable: boolean;
  emailForced: boolean;
}

/** Whether each channel can be chosen, from the item that holds the preferences. */
export function preferenceAvailability(
  item: unknown,
  index: number | null,
  options: { emailField: string; mobileField: string; forceEmailForFirstItem: boolean },
): PreferenceAvailability {
  const emailForced = options.forceEmailForFirstItem && index === 0;
  if (!isObject(item)) return { known: false, emailAvailable: true, smsAvailable: true, emailForced };
  const record = item as Record<string, unknown>;
  const email = record[options.emailField];
  return {
    known: true,
    emailAvailable: typeof email === 'string' && email.trim() !== '',
    smsAvailable: isNzMobile(record[options.mobileField]),
    emailForced,
  };
}

/** The preferences with unavailable channels unticked and a forced Email ticked; `value` itself when unchanged. */
export function reconcilePreferences(
  value: ContactPreferences | undefined,
  availability: PreferenceAvailability,
): ContactPreferences | undefined {
  let next: ContactPreferences | undefined;
  if (availability.emailForced) {
    if (value?.email !== true) next = { ...value, email: true };
  } else if (availability.known && !availability.emailAvailable && value?.email === true) {
    next = { ...value, email: false };
  }
  if (availability.known && !availability.smsAvailable && value?.sms === true) {
    next = { ...(next ?? value), sms: false };
  }
  return next ?? value;
}

export function ContactPreferencesField(props: FieldProps<ContactPreferences>) {
  const { schema, uiSchema, formData, fieldPathId, registry, onChange, disabled, readonly, rawErrors } = props;
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const path = fieldPathId.path;

  const document = engineContextOf(registry.formContext).getDocument();
  const item = valueAt(document, path.slice(0, -1));
  const location = locateInArray(path, document);
  const availability = preferenceAvailability(item, location?.index ?? null, {
    emailField: stringOption(options['emailField']) ?? 'email',
    mobileField: stringOption(options['mobileField']) ?? 'mobile',
    forceEmailForFirstItem: options['forceEmailForFirstItem'] === true,
  });

  const value: ContactPreferences = isObject(formData) ? formData : {};
  const reconciled = reconcilePreferences(isObject(formData) ? formData : undefined, availability);
  const needsChange = reconciled !== undefined && reconciled !== formData;
  const emitted = useRef<string | null>(null);
  useEffect(() => {
    if (!needsChange) {
      emitted.current = null;
      return;
    }
    const key = JSON.stringify(reconciled);
    if (emitted.current === key) return;
    emitted.current = key;
    onChange(reconciled, path);
  }, [needsChange, reconciled, onChange, path]);

  const resolved: RJSFSchema = registry.schemaUtils.retrieveSchema(schema, formData);
  const properties = (isObject(resolved.properties) ? resolved.properties : {}) as Record<string, unknown>;
  const optionLabels = (isObject(options['optionLabels']) ? options['optionLabels'] : {}) as Record<string, unknown>;
  const hasError = (rawErrors?.length ?? 0) > 0;
  const help = stringOption(options['help']);
  const legend = stringOption(options['title']) ?? stringOption(resolved.title) ?? 'Preferences';

  const toggle = (channel: Channel) => (event: ChangeEvent<HTMLInputElement>) => {
    const base = reconciled ?? value;
    onChange({ ...base, email: base.email === true, sms: base.sms === true, [channel]: event.target.checked }, path);
  };

  return (
    <fieldset
      className={`engine-fieldset engine-checkboxes engine-contact-preferences${hasError ? ' engine-fieldset--error' : ''}`}
      id={id}
      aria-describedby={describedBy(id, { hasHelp: help !== undefined, hasError })}
    >
      <legend className="engine-legend">{legend}</legend>
      {help && (
        <p className="engine-hint" id={helpId(id)}>
          {help}
        </p>
      )}
      <div className="engine-checkboxes__items engine-checkboxes__items--inline">
        {CHANNELS.map((channel) => {
          const property = isObject(properties[channel]) ? (properties[channel] as RJSFSchema) : undefined;
          const inputId = toFieldPathId(channel, registry.globalFormOptions, fieldPathId).$id;
          const forced = channel === 'email' && availability.emailForced;
          const available = channel === 'email' ? availability.emailAvailable : availability.smsAvailable;
          const unavailable = !forced && !available;
          const checked = forced || (!unavailable && value[channel] === true);
          const label = stringOption(optionLabels[channel]) ?? stringOption(property?.title) ?? DEFAULT_LABELS[channel];
          const hint = unavailable ? stringOption(property?.description) : undefined;
          const hintId = `${inputId}__hint`;
          return (
            <div className="engine-checkboxes__item" key={channel}>
              <input
                className="engine-checkbox__input"
                type="checkbox"
                id={inputId}
                name={inputId}
                checked={checked}
                disabled={forced || unavailable || Boolean(disabled) || Boolean(readonly)}
                onChange={toggle(channel)}
                aria-describedby={hint ? hintId : undefined}
              />
              <label className="engine-checkbox__label" htmlFor={inputId}>
                {label}
              </label>
              {hint && (
                <span className="engine-hint engine-checkbox__hint" id={hintId}>
                  {hint}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export default ContactPreferencesField;
