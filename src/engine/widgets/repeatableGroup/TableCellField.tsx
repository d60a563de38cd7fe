// One table cell's field, drawn from its column's plan (cellPlan.ts): the
// registry's field template around the column's widget, with the props RJSF's
// SchemaField and StringField would have given them, so the cell's label,
// widget, errors and changes are exactly those of any other field. What is
// left per cell is what differs per row: the value, the errors, the ids.
import { memo, useCallback, useMemo } from 'react';
import {
  deepEquals,
  descriptionId,
  shallowEquals,
  toFieldPathId,
  type ErrorSchema,
  type FieldPathId,
  type FieldProps,
  type FieldTemplateProps,
  type Registry,
} from '@rjsf/utils';
import type { CellPlan } from './cellPlan';

export interface TableCellFieldProps {
  plan: CellPlan;
  /** The item's property the cell shows. */
  name: string;
  value: unknown;
  /** The property's part of the item's error schema. */
  errorSchema: ErrorSchema | undefined;
  /** The item's own path: the cell's is the item's plus `name`. */
  itemPathId: FieldPathId;
  required: boolean;
  /** The item field's handlers, as SchemaField would have been given them. */
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  disabled: boolean | undefined;
  readonly: boolean | undefined;
  hideError: boolean | undefined;
}

function TableCellFieldRender(props: TableCellFieldProps) {
  const { plan, name, value, errorSchema, itemPathId, required, onChange, onBlur, onFocus } = props;
  const { registry, schema, Widget, FieldTemplate, DescriptionFieldTemplate, FieldHelpTemplate, FieldErrorTemplate } = plan;
  const fieldPathId = useMemo(() => cellPathId(name, registry.globalFormOptions, itemPathId), [name, registry, itemPathId]);
  const id = fieldPathId.$id;
  // StringField adds the path, SchemaField the id, the engine's NumberField the number.
  const handleChange = useCallback(
    (next: unknown, changedErrors?: ErrorSchema, changedId?: string) => onChange(plan.toValue(next), fieldPathId.path, changedErrors, changedId || id),
    [onChange, plan, fieldPathId, id],
  );
  // ui.json's options win over what the row passes down, as in SchemaField.
  const disabled = Boolean(plan.disabled ?? props.disabled);
  const readonly = Boolean(plan.readonly ?? (props.readonly || schema.readOnly));
  const hideError = plan.hideError === undefined ? props.hideError : Boolean(plan.hideError);
  const autofocus = Boolean(plan.autofocus);
  const errors = errorSchema?.__errors;
  const hasErrors = !hideError && errors !== undefined && errors.length > 0;
  const label = plan.label ?? name;

  const widget = (
    <Widget
      options={plan.widgetOptions}
      schema={schema}
      uiSchema={plan.fieldUiSchema}
      id={id}
      name={name}
      label={plan.widgetLabel ?? name}
      hideLabel={!plan.widgetDisplayLabel}
      hideError={hideError}
      value={value}
      onChange={handleChange}
      onBlur={onBlur}
      onFocus={onFocus}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={autofocus}
      registry={registry}
      placeholder={plan.placeholder}
      rawErrors={errors}
      htmlName={fieldPathId.name}
    />
  );
  const templateProps: Omit<FieldTemplateProps, 'children'> = {
    description: <DescriptionFieldTemplate id={descriptionId(id)} description={plan.description} schema={schema} uiSchema={plan.uiSchema} registry={registry} />,
    rawDescription: plan.description,
    help: <FieldHelpTemplate help={plan.help as string | undefined} fieldPathId={fieldPathId} schema={schema} uiSchema={plan.uiSchema} hasErrors={hasErrors} registry={registry} />,
    rawHelp: typeof plan.help === 'string' ? plan.help : undefined,
    errors: hideError ? undefined : <FieldErrorTemplate errors={errors} errorSchema={errorSchema} fieldPathId={fieldPathId} schema={schema} uiSchema={plan.uiSchema} registry={registry} />,
    rawErrors: hideError ? undefined : errors,
    fieldPathId,
    id,
    label,
    hidden: plan.hidden,
    onChange,
    onKeyRename: noPropertyKey,
    onKeyRenameBlur: noPropertyKey,
    onRemoveProperty: noPropertyKey,
    required,
    disabled,
    readonly,
    hideError,
    displayLabel: plan.displayLabel,
    classNames: [plan.fieldClassNames, hasErrors && 'rjsf-field-error', plan.classNames].filter(Boolean).join(' '),
    style: plan.style,
    formData: value,
    schema,
    uiSchema: plan.uiSchema,
    registry,
  };
  return <FieldTemplate {...templateProps}>{widget}</FieldTemplate>;
}

/**
 * The cell's path and id: toFieldPathId's answer, for the item's path plus the property. Its id
 * joins the id prefix and every step of the path, so it is the item's id, the separator and the
 * name: worked out from the item's id rather than joined again, once per cell of every row. With
 * a name generator (which sees the whole path) RJSF's own function answers.
 */
function cellPathId(name: string, globalFormOptions: Registry['globalFormOptions'], itemPathId: FieldPathId): FieldPathId {
  if (globalFormOptions.nameGenerator) return toFieldPathId(name, globalFormOptions, itemPathId);
  return { path: [...itemPathId.path, name], $id: `${itemPathId.$id}${globalFormOptions.idSeparator}${name}` };
}

/** A cell's property is one the schema names: there is no key to rename or remove (those are for additionalProperties). */
function noPropertyKey() {}

/** Re-renders when its props change, by the same rule as RJSF's SchemaField (deep by default). */
export const TableCellField = memo(TableCellFieldRender, (previous, next) => {
  const strategy = next.plan.registry.globalFormOptions.experimental_componentUpdateStrategy ?? 'customDeep';
  if (strategy === 'always') return false;
  if (strategy === 'shallow') return shallowEquals(previous, next);
  return deepEquals(previous, next);
});
