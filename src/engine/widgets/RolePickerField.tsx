// RJSF custom field for an object of boolean flags ("roles") inside an array
// item: one checkbox per property. Which boxes are enabled is derived from
// the whole array in the current document (roleAvailability.ts), so a flag
// held by another item is disabled here and removing an item frees its flags.
//
// uiSchema options: ui:title or ui:options.label (legend; else the schema
// title, else "Roles"), optionLabels (flag → label; else the property title),
// firstItemRoles (flags item 0 always holds: forced on there, hidden
// elsewhere), maxExtraRoles (limit across items other than item 0),
// extraRolesHint (default "{n} of {max} additional roles assigned"),
// takenHint (optional, e.g. "Assigned to contact {n}"), help (shown under the
// legend as `${id}__help`: the engine's field template shows help only for
// single fields).
//
// A role whose own pointer is hidden by ui.json (`"/contacts/*/roles/customerRole":
// { "visibleWhen": ... }`) is not offered, and is cleared: a new connection
// offers customer and consultant only once it is complex, and clears the
// simple roles then (and the other way round).
import './styles';
import { useEffect, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { getUiOptions, isObject, orderProperties, toFieldPathId, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { formatPointer } from '../core/pointer';
import { engineContextOf } from '../react/engineContext';
import type { FieldSettle } from '../react/settledFields';
import { useCommittedDocument } from '../react/useCommittedDocument';
import { describedBy, helpId } from './ariaDescribedBy';
import { locateInArray, normaliseRoles, roleAvailability } from './roleAvailability';

type Flags = Record<string, unknown>;

function stringOption(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The roles offered (in display order) and those hidden by ui.json, which are cleared. */
function offeredRoles(schema: RJSFSchema, uiSchema: unknown, ownPointer: string, isVisible: (pointer: string) => boolean) {
  const properties = (isObject(schema.properties) ? schema.properties : {}) as Record<string, unknown>;
  let roles = Object.keys(properties);
  const order = isObject(uiSchema) ? uiSchema['ui:order'] : undefined;
  if (Array.isArray(order)) {
    try {
      roles = orderProperties(roles, order as string[]);
    } catch {
      // an order naming unknown properties: keep the schema's order
    }
  }
  const clearedRoles = roles.filter((role) => !isVisible(`${ownPointer}/${role}`));
  return { roles: roles.filter((role) => !clearedRoles.includes(role)), clearedRoles };
}

/**
 * The value the picker keeps, worked out before the form is first shown
 * (settledFields.ts): the first item holds its roles, hidden roles cleared.
 */
export const settleRoles: FieldSettle = (value, { path, pointer, options, schema, document, isVisible }) => {
  // The order of the roles does not matter here.
  const { roles, clearedRoles } = offeredRoles(schema, undefined, pointer, isVisible);
  const firstItemRoles = stringList(options['firstItemRoles']).filter((role) => roles.includes(role));
  const index = locateInArray(path, document)?.index ?? 0;
  return normaliseRoles(isObject(value) ? (value as Flags) : undefined, index, firstItemRoles, clearedRoles) ?? value;
};

export function RolePickerField(props: FieldProps<Flags>) {
  const { schema, uiSchema, formData, fieldPathId, registry, onChange, onBlur, disabled, readonly, rawErrors } = props;
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;

  const resolved: RJSFSchema = registry.schemaUtils.retrieveSchema(schema, formData);
  const engine = engineContextOf(registry.formContext);
  const ownPointer = formatPointer(fieldPathId.path);
  const { roles, clearedRoles } = offeredRoles(resolved, uiSchema, ownPointer, engine.isVisible);
  const properties = (isObject(resolved.properties) ? resolved.properties : {}) as Record<string, unknown>;
  const optionLabels = (isObject(options['optionLabels']) ? options['optionLabels'] : {}) as Record<string, unknown>;
  const firstItemRoles = stringList(options['firstItemRoles']).filter((role) => roles.includes(role));
  const maxExtraRoles = typeof options['maxExtraRoles'] === 'number' ? options['maxExtraRoles'] : undefined;

  // Roles taken by other contacts: re-rendered on every commit, as the form re-renders only the field that changed.
  const document = useCommittedDocument(registry.formContext);
  const location = locateInArray(fieldPathId.path, document);
  const index = location?.index ?? 0;
  const value: Flags = isObject(formData) ? formData : {};
  const availability = roleAvailability(
    location?.items ?? [],
    index,
    location?.innerPath ?? [],
    { roles, firstItemRoles, maxExtraRoles },
    value,
  );

  // Item 0 always holds the first-item roles; the others never do.
  const normalised = normaliseRoles(isObject(formData) ? formData : undefined, index, firstItemRoles, clearedRoles);
  const needsNormalising = normalised !== undefined && normalised !== formData;
  const emitted = useRef<string | null>(null);
  const path = fieldPathId.path;
  useEffect(() => {
    if (!needsNormalising) {
      emitted.current = null;
      return;
    }
    const key = JSON.stringify(normalised);
    if (emitted.current === key) return;
    emitted.current = key;
    onChange(normalised, path);
  }, [needsNormalising, normalised, onChange, path]);

  const toggle = (role: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const base = normalised ?? value;
    // Every flag is sent (false when not held), so rules that look for a
    // flag on each item see all of them.
    const next: Flags = { ...base };
    for (const name of roles) next[name] = base[name] === true;
    next[role] = event.target.checked;
    onChange(next, path);
  };

  const legend =
    stringOption(options['title']) ?? stringOption(options['label']) ?? stringOption(resolved.title) ?? 'Roles';
  const hintId = `${id}__roles-hint`;
  const showLimitHint = index !== 0 && availability.maxExtraRoles !== null;
  const limitHint = showLimitHint
    ? fill(stringOption(options['extraRolesHint']) ?? '{n} of {max} additional roles assigned', {
        n: availability.extraAssigned,
        max: availability.maxExtraRoles ?? 0,
      })
    : undefined;
  const takenHint = stringOption(options['takenHint']);
  const hasError = (rawErrors?.length ?? 0) > 0;
  // The engine's field template shows help only for single fields, so a
  // whole-object field shows its own.
  const help = stringOption(options['help']);
  const fieldDescribedBy = [
    showLimitHint ? hintId : null,
    describedBy(id, { hasHelp: help !== undefined, hasError }),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset
      className={`engine-fieldset engine-checkboxes engine-role-picker${hasError ? ' engine-fieldset--error' : ''}`}
      id={id}
      aria-describedby={fieldDescribedBy || undefined}
      // Left as a whole, like any other field: its message shows then, not on each box.
      onBlur={(event: FocusEvent<HTMLFieldSetElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur(id, formData);
      }}
    >
      <legend className="engine-legend">{legend}</legend>
      {help && (
        <p className="engine-hint" id={helpId(id)}>
          {help}
        </p>
      )}
      {showLimitHint && (
        <p className="engine-hint" id={hintId} aria-live="polite">
          {limitHint}
        </p>
      )}
      <div className="engine-checkboxes__items">
        {availability.roles
          .filter((state) => !state.hidden)
          .map((state) => {
            const inputId = toFieldPathId(state.role, registry.globalFormOptions, fieldPathId).$id;
            const property = properties[state.role];
            const label =
              stringOption(optionLabels[state.role]) ??
              (isObject(property) ? stringOption((property as RJSFSchema).title) : undefined) ??
              state.role;
            const showTaken = takenHint !== undefined && state.takenBy !== null && !state.checked;
            const itemHintId = `${inputId}__hint`;
            return (
              <div className="engine-checkboxes__item" key={state.role}>
                <input
                  className="engine-checkbox__input"
                  type="checkbox"
                  id={inputId}
                  name={inputId}
                  checked={state.checked}
                  disabled={state.disabled || Boolean(disabled) || Boolean(readonly)}
                  onChange={toggle(state.role)}
                  aria-describedby={showTaken ? itemHintId : undefined}
                />
                <label className="engine-checkbox__label" htmlFor={inputId}>
                  {label}
                </label>
                {showTaken && (
                  <span className="engine-hint engine-checkbox__hint" id={itemHintId}>
                    {fill(takenHint, { n: (state.takenBy ?? 0) + 1 })}
                  </span>
                )}
              </div>
            );
          })}
      </div>
    </fieldset>
  );
}

RolePickerField.settle = settleRoles;

export default RolePickerField;
