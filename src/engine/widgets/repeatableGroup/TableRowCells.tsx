// The cells of one table row: each column's property as a field, with the
// labels, widgets and errors of any other field. A plain text or choice
// column is drawn from its column's plan (TableCellField); any other goes
// through RJSF's own SchemaField.
import { isValidElement, type ReactNode } from 'react';
import { toFieldPathId, type ArrayFieldItemTemplateProps, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { cellPlanOf } from './cellPlan';
import { TableCellField } from './TableCellField';
import { rowCells } from './tableColumns';

/** The item field's props that the cells reuse. */
type ItemFieldProps = Partial<FieldProps> & Pick<FieldProps, 'onChange' | 'fieldPathId'>;

/**
 * The props RJSF gave the item's SchemaField, read from the rendered element
 * the item template receives as `children`. The one place that digs into
 * `children`: RJSF 6 hands the item template neither the item's data nor its
 * change handler, and its supported hook for that (`fields.ArraySchemaField`)
 * would have to go into the engine's fields, whose names the Wizard also
 * takes as the widget names ui.json may use. Null when `children` is not
 * such an element (then the row shows `children` in one wide cell).
 */
function itemFieldPropsOf(children: ReactNode): ItemFieldProps | null {
  if (!isValidElement(children)) return null;
  const props = children.props as Partial<FieldProps>;
  return typeof props.onChange === 'function' && props.fieldPathId ? (props as ItemFieldProps) : null;
}

const ignore = () => undefined;

/** One `<td>` per column, each holding the property's field; the row's heading and remove cell are the caller's. */
export function TableRowCells({ item }: { item: ArrayFieldItemTemplateProps }) {
  const { children, registry, schema, uiSchema } = item;
  const field = itemFieldPropsOf(children);
  const cells = rowCells({ itemSchema: schema, itemUiSchema: uiSchema, item: field?.formData, errorSchema: field?.errorSchema });
  const SchemaField = registry.fields.SchemaField;
  if (!field || !SchemaField) return <td colSpan={Math.max(1, cells.length)}>{children}</td>;
  const onBlur = field.onBlur ?? ignore;
  const onFocus = field.onFocus ?? ignore;
  return cells.map((cell) => {
    if (!cell.schema) return <td key={cell.name} />;
    const plan = cellPlanOf(cell.schema, cell.uiSchema, registry);
    return (
      <td key={cell.name} className="engine-repeatable__cell">
        {plan ? (
          <TableCellField
            plan={plan}
            name={cell.name}
            value={cell.value}
            errorSchema={cell.errorSchema as ErrorSchema | undefined}
            itemPathId={field.fieldPathId}
            required={cell.required}
            onChange={field.onChange}
            onBlur={onBlur}
            onFocus={onFocus}
            disabled={field.disabled}
            readonly={field.readonly}
            hideError={field.hideError}
          />
        ) : (
          <SchemaField
            name={cell.name}
            schema={cell.schema}
            uiSchema={cell.uiSchema}
            formData={cell.value}
            errorSchema={cell.errorSchema as FieldProps['errorSchema']}
            // The property's own path, so that its changes and errors land at the property.
            fieldPathId={toFieldPathId(cell.name, registry.globalFormOptions, field.fieldPathId)}
            required={cell.required}
            onChange={field.onChange}
            onBlur={onBlur}
            onFocus={onFocus}
            registry={registry}
            disabled={field.disabled}
            readonly={field.readonly}
            hideError={field.hideError}
          />
        )}
      </td>
    );
  });
}
