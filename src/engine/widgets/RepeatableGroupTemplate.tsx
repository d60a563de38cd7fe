// The engine's array templates (RJSF v6 splits them in two):
// - RepeatableGroupTemplate (ArrayFieldTemplate): the list, its hint, the
//   "many items" message, the add button, and the optional table layout;
// - RepeatableGroupItemTemplate (ArrayFieldItemTemplate): one item, as a
//   fieldset with a numbered legend ("Item 1") or as a table row, with its
//   remove button ("Remove Item 1"), disabled while it is the only item.
// With `countField`, the number of items follows another field of the
// document (resizeToCount / useFollowCount).
//
// uiSchema['ui:options'] read on the array:
//   itemLabel (default "Item"), addLabel (default "Add another"),
//   removeLabel (default "Remove"), actionsLabel (default "Actions", the
//   hidden header of the table's button column), tableLayout (boolean), hint
//   (or help),
//   manyItemsThreshold + manyItemsMessage, countField (pointer, `*` for the
//   array's own indices, or a bare sibling property name), removable
//   (RJSF's own, false hides remove buttons), title / label (false hides the
//   group legend).
import './shared.css';
import './groupWidgets.css';
import {
  isValidElement,
  useEffect,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  getUiOptions,
  isObject,
  orderProperties,
  toFieldPathId,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type FieldPathId,
  type FieldPathList,
  type FieldProps,
  type RJSFSchema,
  type Registry,
  type UiSchema,
} from '@rjsf/utils';
import { escapeSegment, formatPointer, getAt, parsePointer } from '../core/pointer';

/** The members of the engine's form context these templates use (all optional). */
interface GroupFormContext {
  getDocument?: () => unknown;
  setValue?: (pointer: string, value: unknown) => void;
}

export interface GroupOptions {
  itemLabel: string;
  addLabel: string;
  removeLabel: string;
  actionsLabel: string;
  tableLayout: boolean;
  hint?: string;
  manyItemsThreshold?: number;
  manyItemsMessage?: string;
  countField?: string;
  removable: boolean;
  title?: string;
  showTitle: boolean;
}

function stringOption(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The array's `ui:options`, with defaults. */
export function groupOptions(uiSchema: UiSchema | undefined): GroupOptions {
  const options = getUiOptions(uiSchema);
  const threshold = options['manyItemsThreshold'];
  return {
    itemLabel: stringOption(options['itemLabel']) ?? 'Item',
    addLabel: stringOption(options['addLabel']) ?? 'Add another',
    removeLabel: stringOption(options['removeLabel']) ?? 'Remove',
    actionsLabel: stringOption(options['actionsLabel']) ?? 'Actions',
    tableLayout: options['tableLayout'] === true,
    // The engine's field template shows help only for single fields.
    hint: stringOption(options['hint']) ?? stringOption(options['help']),
    manyItemsThreshold: typeof threshold === 'number' && Number.isFinite(threshold) ? threshold : undefined,
    manyItemsMessage: stringOption(options['manyItemsMessage']),
    countField: stringOption(options['countField']),
    removable: options['removable'] !== false,
    title: stringOption(options['title']),
    showTitle: options['label'] !== false,
  };
}

// ---------------------------------------------------------------------------
// Count linkage

/**
 * The list resized to `count`: extra items dropped from the end, missing
 * ones appended with `makeItem()`. The same array comes back when the length
 * already matches or `count` is not a non-negative integer.
 */
export function resizeToCount(items: unknown[], count: number, makeItem: () => unknown): unknown[] {
  if (!Number.isInteger(count) || count < 0 || count === items.length) return items;
  if (count < items.length) return items.slice(0, count);
  const added = Array.from({ length: count - items.length }, () => makeItem());
  return [...items, ...added];
}

/** A count from a number or a numeric string ("3"); null for anything else ("More than 10", "", 2.5). */
export function parseCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value.trim());
  return null;
}

/**
 * The pointer of the count field for the array at `arrayPath`. An absolute
 * pointer may use `*` for an index, taken from the array's own path at the
 * same depth (`/sites/*\/lotCount` for the array `['sites', 2, 'lots']` is
 * `/sites/2/lotCount`). A value without a leading `/` names a sibling of the
 * array in the same object. Null when a `*` cannot be resolved.
 */
export function resolveCountPointer(countField: string, arrayPath: FieldPathList): string | null {
  if (!countField.startsWith('/')) {
    return formatPointer([...arrayPath.slice(0, -1), countField]);
  }
  let segments: string[];
  try {
    segments = parsePointer(countField);
  } catch {
    return null;
  }
  const resolved: string[] = [];
  for (const [position, segment] of segments.entries()) {
    if (segment !== '*') {
      resolved.push(segment);
      continue;
    }
    const own = arrayPath[position];
    if (typeof own !== 'number') return null;
    resolved.push(String(own));
  }
  return `/${resolved.map(escapeSegment).join('/')}`;
}

function itemsSchemaOf(schema: RJSFSchema): RJSFSchema {
  return isObject(schema.items) ? (schema.items as RJSFSchema) : {};
}

function clampCount(count: number, schema: RJSFSchema): number {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
  return Math.max(min, Math.min(max, count));
}

interface FollowCountArgs {
  countField: string | undefined;
  fieldPathId: FieldPathId;
  formData: unknown;
  registry: Registry;
  schema: RJSFSchema;
  onAddClick: (event?: unknown) => void;
}

/**
 * Keeps the number of items equal to the value of `countField` (clamped to
 * minItems / maxItems). Reads the count with `formContext.getDocument()` on
 * every render and, when it differs, writes the resized list with
 * `formContext.setValue(arrayPointer, list)`; without `setValue` it can only
 * grow the list, one `onAddClick()` per render. A non-numeric count leaves
 * the list alone. Returns the target count (null when not following).
 */
export function useFollowCount({ countField, fieldPathId, formData, registry, schema, onAddClick }: FollowCountArgs): number | null {
  const context = registry.formContext as GroupFormContext | undefined;
  const countPointer = countField ? resolveCountPointer(countField, fieldPathId.path) : null;
  let target: number | null = null;
  if (countPointer !== null && typeof context?.getDocument === 'function') {
    const parsed = parseCount(getAt(context.getDocument(), countPointer));
    target = parsed === null ? null : clampCount(parsed, schema);
  }
  const length = Array.isArray(formData) ? formData.length : 0;
  const setValue = context?.setValue;
  const arrayPointer = formatPointer(fieldPathId.path);
  // The last resize asked for, so that a host that ignores it is not asked
  // again on every render.
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (target === null || target === length) {
      requested.current = null;
      return;
    }
    const key = `${length}->${target}`;
    if (requested.current === key) return;
    requested.current = key;
    if (typeof setValue === 'function') {
      const items = Array.isArray(formData) ? (formData as unknown[]) : [];
      const makeItem = () => registry.schemaUtils.getDefaultFormState(itemsSchemaOf(schema));
      setValue(arrayPointer, resizeToCount(items, target, makeItem));
    } else if (target > length) {
      onAddClick();
    }
  }, [target, length, formData, setValue, arrayPointer, registry, schema, onAddClick]);

  return target;
}

// ---------------------------------------------------------------------------
// Table layout

export interface TableColumn {
  name: string;
  title: string;
}

/** The object schema of the items when a table can show them, else null. */
function tableSchemaOf(schema: RJSFSchema): RJSFSchema | null {
  return isObject(schema.properties) ? schema : null;
}

function uiOf(uiSchema: unknown, name: string): UiSchema | undefined {
  if (!isObject(uiSchema)) return undefined;
  const child = (uiSchema as Record<string, unknown>)[name];
  return isObject(child) ? (child as UiSchema) : undefined;
}

/** Columns of the table: one per visible property, titled from `ui:title`, the property title, or its name. */
export function tableColumns(itemSchema: RJSFSchema, itemUiSchema: UiSchema | undefined): TableColumn[] {
  const properties = (itemSchema.properties ?? {}) as Record<string, unknown>;
  const names = Object.keys(properties);
  const order = itemUiSchema?.['ui:order'];
  let ordered = names;
  if (Array.isArray(order)) {
    try {
      ordered = orderProperties(names, order as string[]);
    } catch {
      ordered = names;
    }
  }
  return ordered
    .filter((name) => uiOf(itemUiSchema, name)?.['ui:widget'] !== 'hidden')
    .map((name) => {
      const property = properties[name];
      const ui = getUiOptions(uiOf(itemUiSchema, name));
      const schemaTitle = isObject(property) ? (property as RJSFSchema).title : undefined;
      return { name, title: stringOption(ui['title']) ?? stringOption(schemaTitle) ?? name };
    });
}

function itemUiSchemaOf(uiSchema: UiSchema | undefined): UiSchema | undefined {
  const items = uiSchema?.items;
  return isObject(items) && !Array.isArray(items) ? (items as UiSchema) : undefined;
}

// ---------------------------------------------------------------------------
// Templates

function RemoveButton({
  label,
  itemLabel,
  number,
  disabled,
  onClick,
}: {
  label: string;
  itemLabel: string;
  number: number;
  disabled: boolean;
  onClick: (event?: unknown) => void;
}) {
  return (
    <button
      type="button"
      className="engine-button engine-button--secondary engine-repeatable__remove"
      // The visible "Remove" starts the name, which says which item it removes.
      aria-label={`${label} ${itemLabel} ${number}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** ArrayFieldTemplate: the list of items with its hint, message and add button. */
export function RepeatableGroupTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, className, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, schema, title, formData } = props;
  const options = groupOptions(uiSchema);
  useFollowCount({ countField: options.countField, fieldPathId, formData, registry, schema, onAddClick });

  const id = fieldPathId.$id;
  const count = items.length;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
  const showAdd = canAdd !== false && count < maxItems && !readonly && !options.countField;
  const legend = options.showTitle ? (options.title ?? stringOption(title)) : undefined;
  const hintId = `${id}__hint`;
  const messageShown =
    options.manyItemsThreshold !== undefined && options.manyItemsMessage !== undefined && count > options.manyItemsThreshold;

  // Focus: after "Add", the new item's first control; after a remove took the
  // focused button away, the add button or the group itself.
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const addedRef = useRef(false);
  const previousCount = useRef(count);
  useEffect(() => {
    const previous = previousCount.current;
    previousCount.current = count;
    const group = groupRef.current;
    if (!group) return;
    if (count > previous && addedRef.current) {
      addedRef.current = false;
      const rows = group.querySelectorAll('[data-engine-item]');
      const last = rows[rows.length - 1];
      const control = last?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])');
      control?.focus();
    } else if (count < previous) {
      const active = group.ownerDocument.activeElement;
      if (!active || active === group.ownerDocument.body) (addRef.current ?? group).focus();
    }
  }, [count]);

  const onAdd = (event: MouseEvent<HTMLButtonElement>) => {
    addedRef.current = true;
    onAddClick(event);
  };

  const itemSchema = registry.schemaUtils.retrieveSchema(itemsSchemaOf(schema));
  const tableSchema = options.tableLayout ? tableSchemaOf(itemSchema) : null;
  let list: ReactNode;
  if (tableSchema) {
    const columns = tableColumns(tableSchema, itemUiSchemaOf(uiSchema));
    const removable = options.removable && !readonly && !options.countField;
    list = (
      <div className="engine-repeatable__table-wrap">
        <table className="engine-repeatable__table">
          {legend && <caption className="engine-visually-hidden">{legend}</caption>}
          <thead>
            <tr>
              <th scope="col" className="engine-repeatable__number">
                <span className="engine-visually-hidden">{options.itemLabel}</span>
              </th>
              {columns.map((column) => (
                <th scope="col" key={column.name}>
                  {column.title}
                </th>
              ))}
              {removable && (
                <th scope="col">
                  <span className="engine-visually-hidden">{options.actionsLabel}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{items}</tbody>
        </table>
      </div>
    );
  } else {
    list = <div className="engine-repeatable__items">{items}</div>;
  }

  return (
    <fieldset
      ref={groupRef}
      className={['engine-repeatable', className].filter(Boolean).join(' ')}
      id={id}
      tabIndex={-1}
      aria-describedby={options.hint ? hintId : undefined}
    >
      {legend && <legend className="engine-repeatable__title">{legend}</legend>}
      {options.hint && (
        <p className="engine-hint" id={hintId}>
          {options.hint}
        </p>
      )}
      {list}
      {messageShown && (
        <div className="engine-inset-text" role="status">
          {options.manyItemsMessage}
        </div>
      )}
      {showAdd && (
        <button
          ref={addRef}
          type="button"
          className="engine-button engine-button--secondary engine-repeatable__add"
          disabled={disabled}
          onClick={onAdd}
        >
          {options.addLabel}
        </button>
      )}
    </fieldset>
  );
}

/** The props RJSF gives the item's SchemaField (the template's `children`). */
type ItemFieldProps = Partial<FieldProps> & Pick<FieldProps, 'onChange' | 'fieldPathId'>;

function itemFieldPropsOf(children: ReactNode): ItemFieldProps | null {
  if (!isValidElement(children)) return null;
  const props = children.props as Partial<FieldProps>;
  return typeof props.onChange === 'function' && props.fieldPathId ? (props as ItemFieldProps) : null;
}

/** One table row: each property of the item in its own cell. */
function TableRow({
  props,
  columns,
  removeCell,
  label,
}: {
  props: ArrayFieldItemTemplateProps;
  columns: TableColumn[];
  removeCell: ReactElement | null;
  label: string;
}) {
  const { children, registry, schema, uiSchema } = props;
  const field = itemFieldPropsOf(children);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(schema.required) ? schema.required : [];
  const SchemaField = registry.fields.SchemaField;
  let cells: ReactNode;
  if (!field || !SchemaField) {
    cells = <td colSpan={Math.max(1, columns.length)}>{children}</td>;
  } else {
    const data = isObject(field.formData) ? (field.formData as Record<string, unknown>) : {};
    const errors = isObject(field.errorSchema) ? (field.errorSchema as Record<string, unknown>) : {};
    cells = columns.map((column) => {
      const property = properties[column.name];
      if (!isObject(property)) return <td key={column.name} />;
      return (
        <td key={column.name} className="engine-repeatable__cell">
          <SchemaField
            name={column.name}
            schema={property as RJSFSchema}
            uiSchema={uiOf(uiSchema, column.name) ?? {}}
            formData={data[column.name]}
            errorSchema={errors[column.name] as FieldProps['errorSchema']}
            fieldPathId={toFieldPathId(column.name, registry.globalFormOptions, field.fieldPathId)}
            required={required.includes(column.name)}
            onChange={field.onChange}
            onBlur={field.onBlur ?? (() => undefined)}
            onFocus={field.onFocus ?? (() => undefined)}
            registry={registry}
            disabled={field.disabled}
            readonly={field.readonly}
            hideError={field.hideError}
          />
        </td>
      );
    });
  }
  return (
    <tr className="engine-repeatable__row" data-engine-item="">
      <th scope="row" className="engine-repeatable__number">
        {label}
      </th>
      {cells}
      {removeCell}
    </tr>
  );
}

/** ArrayFieldItemTemplate: one item as a numbered fieldset, or as a table row. */
export function RepeatableGroupItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems, disabled, readonly, parentUiSchema, schema, uiSchema } = props;
  const options = groupOptions(parentUiSchema);
  const number = index + 1;
  const showRemove = buttonsProps.hasRemove && options.removable && !readonly && !options.countField;
  const remove = showRemove ? (
    <RemoveButton
      label={options.removeLabel}
      itemLabel={options.itemLabel}
      number={number}
      disabled={totalItems <= 1 || Boolean(disabled) || Boolean(buttonsProps.disabled)}
      onClick={buttonsProps.onRemoveItem}
    />
  ) : null;

  const tableSchema = options.tableLayout ? tableSchemaOf(schema) : null;
  if (tableSchema) {
    return (
      <TableRow
        props={props}
        columns={tableColumns(tableSchema, uiSchema)}
        removeCell={remove ? <td className="engine-repeatable__actions">{remove}</td> : null}
        label={`${options.itemLabel} ${number}`}
      />
    );
  }

  return (
    <fieldset className="engine-repeatable__item" data-engine-item="">
      <legend className="engine-repeatable__legend">
        {options.itemLabel} {number}
      </legend>
      <div className="engine-repeatable__content">{children}</div>
      {remove && <div className="engine-repeatable__actions">{remove}</div>}
    </fieldset>
  );
}

export default RepeatableGroupTemplate;
