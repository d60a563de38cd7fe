// The table layout of a repeatable group: one column per visible property of
// the item, in `ui:order`, and what each cell of a row shows. Framework-free.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { isRecord, textOption, uiOptionsOf } from './groupOptions';

export interface TableColumn {
  /** The item's property shown in the column. */
  name: string;
  /** The column header: the property's `ui:title`, else its schema title, else its name. */
  title: string;
}

/** The uiSchema of the array's items (none for tuples, whose `items` is a list). */
export function itemUiSchemaOf(uiSchema: UiSchema | undefined): UiSchema | undefined {
  const items = uiSchema?.items;
  return isRecord(items) ? (items as UiSchema) : undefined;
}

/** The uiSchema of one property, from its object's uiSchema. */
export function propertyUiSchema(uiSchema: unknown, name: string): UiSchema | undefined {
  if (!isRecord(uiSchema)) return undefined;
  const child = uiSchema[name];
  return isRecord(child) ? (child as UiSchema) : undefined;
}

/**
 * The property names in the order `ui:order` gives, with `*` standing for the
 * names it does not list (RJSF's orderProperties, restated so that the model
 * needs no RJSF at run time). Where RJSF would throw (names missing and no
 * `*`, or two `*`), the schema's order stands.
 */
export function orderNames(names: readonly string[], order: unknown): string[] {
  if (!Array.isArray(order)) return [...names];
  const known = new Set(names);
  const listed = order.filter((name): name is string => name === '*' || (typeof name === 'string' && known.has(name)));
  const rest = names.filter((name) => !listed.includes(name));
  const wildcard = listed.indexOf('*');
  if (wildcard === -1) return rest.length === 0 ? listed : [...names];
  if (wildcard !== listed.lastIndexOf('*')) return [...names];
  return [...listed.slice(0, wildcard), ...rest, ...listed.slice(wildcard + 1)];
}

function propertiesOf(schema: RJSFSchema): Record<string, unknown> {
  return isRecord(schema.properties) ? schema.properties : {};
}

// Each row asks for the columns on every render; a form's item schema and
// uiSchema do not change, so the columns are worked out once per pair (by identity).
const columnsCache = new WeakMap<object, WeakMap<object, TableColumn[]>>();
const NO_UI_SCHEMA = {};

/** The table's columns: the item's properties in `ui:order`, without those whose widget is `hidden`. */
export function tableColumns(itemSchema: RJSFSchema, itemUiSchema: UiSchema | undefined): TableColumn[] {
  let byUiSchema = columnsCache.get(itemSchema);
  if (!byUiSchema) {
    byUiSchema = new WeakMap();
    columnsCache.set(itemSchema, byUiSchema);
  }
  const uiKey = itemUiSchema ?? NO_UI_SCHEMA;
  let columns = byUiSchema.get(uiKey);
  if (!columns) {
    columns = readTableColumns(itemSchema, itemUiSchema);
    byUiSchema.set(uiKey, columns);
  }
  return columns;
}

function readTableColumns(itemSchema: RJSFSchema, itemUiSchema: UiSchema | undefined): TableColumn[] {
  const properties = propertiesOf(itemSchema);
  return orderNames(Object.keys(properties), itemUiSchema?.['ui:order'])
    .filter((name) => propertyUiSchema(itemUiSchema, name)?.['ui:widget'] !== 'hidden')
    .map((name) => {
      const property = properties[name];
      const uiTitle = uiOptionsOf(propertyUiSchema(itemUiSchema, name))['title'];
      const schemaTitle = isRecord(property) ? property['title'] : undefined;
      return { name, title: textOption(uiTitle) ?? textOption(schemaTitle) ?? name };
    });
}

const NO_PROPERTY_UI_SCHEMA: UiSchema = {};

/** What one cell of a row renders: the field of one property of the item. */
export interface TableCell {
  name: string;
  /** Undefined when the property's schema is not an object (a boolean schema): the cell stays empty. */
  schema: RJSFSchema | undefined;
  uiSchema: UiSchema;
  value: unknown;
  /** The property's part of the item's error schema. */
  errorSchema: unknown;
  required: boolean;
}

/** One row's cells, column by column, from the item's schema, uiSchema, value and errors. */
export function rowCells(args: { itemSchema: RJSFSchema; itemUiSchema: UiSchema | undefined; item: unknown; errorSchema: unknown }): TableCell[] {
  const { itemSchema, itemUiSchema, item, errorSchema } = args;
  const properties = propertiesOf(itemSchema);
  const required = Array.isArray(itemSchema.required) ? itemSchema.required : [];
  const values = isRecord(item) ? item : {};
  const errors = isRecord(errorSchema) ? errorSchema : {};
  return tableColumns(itemSchema, itemUiSchema).map(({ name }) => {
    const property = properties[name];
    return {
      name,
      schema: isRecord(property) ? (property as RJSFSchema) : undefined,
      // One shared empty uiSchema, so that a column without one is the same column on every row (cellPlan's cache).
      uiSchema: propertyUiSchema(itemUiSchema, name) ?? NO_PROPERTY_UI_SCHEMA,
      value: values[name],
      errorSchema: errors[name],
      required: required.includes(name),
    };
  });
}
