// RJSF custom field for an item's `{ email: boolean, sms: boolean }`
// preferences. Whether each box can be chosen, and whether it is ticked and
// locked, are ui.json conditions on the other answers (the same language as
// `visibleWhen`, with `*` meaning this field's own list item), so what a
// channel needs — an email, a mobile of some kind, a role — is the form's to
// say, not the engine's. A box that becomes unavailable while ticked is
// unticked; a box that must be on is ticked and stored.
//
// uiSchema options: ui:title (legend; else the schema title, else
// "Preferences"), channels ({ email?: { availableWhen?, alwaysOnWhen? },
// sms?: {...} }), optionLabels ({ email, sms }; else the property titles),
// help. A disabled box shows its property's schema description as a hint.
import './styles';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { getUiOptions, isObject, toFieldPathId, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import type { Condition } from '../../shared/conditions/condition';
import { formatPointer } from '../core/pointer';
import { engineContextOf } from '../react/engineContext';
import type { FieldSettle } from '../react/settledFields';
import { useCommittedDocument } from '../react/useCommittedDocument';
import { describedBy, helpId } from './ariaDescribedBy';

export interface ContactPreferences {
  email?: boolean;
  sms?: boolean;
  [other: string]: unknown;
}

type Channel = 'email' | 'sms';
const CHANNELS: readonly Channel[] = ['email', 'sms'];
const DEFAULT_LABELS: Readonly<Record<Channel, string>> = { email: 'Email', sms: 'SMS' };

/** A channel's rules from ui.json: when it can be chosen, and when it must be on. Both optional. */
export interface ChannelRules {
  availableWhen?: Condition;
  alwaysOnWhen?: Condition;
}

function stringOption(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function channelRulesOf(option: unknown): Partial<Record<Channel, ChannelRules>> {
  return isObject(option) ? (option as Partial<Record<Channel, ChannelRules>>) : {};
}

export interface PreferenceAvailability {
  /** False when the other answers cannot be read (no document): nothing is disabled or changed. */
  known: boolean;
  available: Record<Channel, boolean>;
  alwaysOn: Record<Channel, boolean>;
}

/** Whether each channel can be chosen or must be on, from its rules (`holds` evaluates one). */
export function preferenceAvailability(
  rules: Partial<Record<Channel, ChannelRules>>,
  holds: ((condition: Condition) => boolean) | undefined,
): PreferenceAvailability {
  const decide = (condition: Condition | undefined, otherwise: boolean) => (condition === undefined || !holds ? otherwise : holds(condition));
  return {
    known: holds !== undefined,
    available: { email: decide(rules.email?.availableWhen, true), sms: decide(rules.sms?.availableWhen, true) },
    alwaysOn: { email: decide(rules.email?.alwaysOnWhen, false), sms: decide(rules.sms?.alwaysOnWhen, false) },
  };
}

/** The preferences with unavailable channels unticked and channels that must be on ticked; `value` itself when unchanged. */
export function reconcilePreferences(
  value: ContactPreferences | undefined,
  availability: PreferenceAvailability,
): ContactPreferences | undefined {
  if (!availability.known) return value;
  let next: ContactPreferences | undefined;
  for (const channel of CHANNELS) {
    const current = next ?? value;
    if (availability.alwaysOn[channel]) {
      if (current?.[channel] !== true) next = { ...current, [channel]: true };
    } else if (!availability.available[channel] && current?.[channel] === true) {
      next = { ...current, [channel]: false };
    }
  }
  return next ?? value;
}

/**
 * The value the field keeps, worked out before the form is first shown
 * (settledFields.ts): channels that must be on ticked, unavailable ones unticked.
 */
export const settlePreferences: FieldSettle = (value, { options, holds }) =>
  reconcilePreferences(isObject(value) ? (value as ContactPreferences) : undefined, preferenceAvailability(channelRulesOf(options['channels']), holds)) ?? value;

export function ContactPreferencesField(props: FieldProps<ContactPreferences>) {
  const { schema, uiSchema, formData, fieldPathId, registry, onChange, disabled, readonly, rawErrors } = props;
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const path = fieldPathId.path;

  const context = engineContextOf(registry.formContext);
  // A channel may need another answer (a mobile for SMS): re-rendered on every commit, as the form re-renders only the field that changed.
  const document = useCommittedDocument(registry.formContext);
  const pointer = formatPointer(path);
  const availability = preferenceAvailability(
    channelRulesOf(options['channels']),
    document === undefined ? undefined : (condition) => context.holds(condition, document, pointer),
  );

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
          const forced = availability.alwaysOn[channel];
          const available = availability.available[channel];
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

ContactPreferencesField.settle = settlePreferences;

export default ContactPreferencesField;
