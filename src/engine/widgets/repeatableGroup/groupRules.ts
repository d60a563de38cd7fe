// The rules of a repeatable group: how many items it may hold, when the user
// may add or remove one, what each item is called, when it is a table, and
// where the focus goes when the list grows or shrinks. Framework-free: the
// templates ask these and render the answers.
import type { RJSFSchema } from '@rjsf/utils';
import { isRecord, textOption, type GroupOptions } from './groupOptions';

/** The schema of one item (`{}` for tuples and missing `items`, as RJSF treats them). */
export function itemsSchemaOf(schema: RJSFSchema): RJSFSchema {
  return isRecord(schema.items) ? (schema.items as RJSFSchema) : {};
}

export interface ItemLimits {
  min: number;
  max: number;
}

/** minItems / maxItems of the array: 0 and no upper bound when absent. */
export function itemLimits(schema: RJSFSchema): ItemLimits {
  return {
    min: typeof schema.minItems === 'number' ? schema.minItems : 0,
    max: typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY,
  };
}

export function clampToLimits(count: number, limits: ItemLimits): number {
  return Math.max(limits.min, Math.min(limits.max, count));
}

/**
 * Whether the group offers its add button: RJSF allows another item, the
 * list is below maxItems, the form is editable, and no count field decides
 * the number of items instead.
 */
export function offersAdd(args: { canAdd: boolean | undefined; count: number; limits: ItemLimits; readonly: boolean | undefined; options: GroupOptions }): boolean {
  const { canAdd, count, limits, readonly, options } = args;
  return canAdd !== false && count < limits.max && !readonly && !options.countField;
}

/** Whether items of this group get remove buttons at all (which also decides the table's button column). */
export function offersRemove(options: GroupOptions, readonly: boolean | undefined): boolean {
  return options.removable && !readonly && !options.countField;
}

/** The first item is kept: the only item's remove button is disabled rather than hidden, so rows do not jump. */
export function removeDisabled(args: { totalItems: number; disabled: boolean | undefined }): boolean {
  return args.totalItems <= 1 || Boolean(args.disabled);
}

/** The item's heading, numbered from 1: "Unit 1". */
export function itemHeading(options: GroupOptions, index: number): string {
  return `${options.itemLabel} ${index + 1}`;
}

/** The remove button's accessible name: the visible "Remove" first, then which item it removes. */
export function removeButtonName(options: GroupOptions, index: number): string {
  return `${options.removeLabel} ${itemHeading(options, index)}`;
}

/** The group's legend: `ui:title` or the schema title, unless `label: false` hides it. */
export function groupLegend(options: GroupOptions, title: string | undefined): string | undefined {
  return options.showTitle ? (options.title ?? textOption(title)) : undefined;
}

export function groupHintId(groupId: string): string {
  return `${groupId}__hint`;
}

/** The "many items" message shows once the list is longer than the threshold. */
export function showsManyItemsMessage(options: GroupOptions, count: number): boolean {
  return options.manyItemsThreshold !== undefined && options.manyItemsMessage !== undefined && count > options.manyItemsThreshold;
}

/** Items are table rows when the group asks for a table and an item is an object with properties (the columns). */
export function itemsAreTableRows(options: GroupOptions, itemSchema: RJSFSchema): boolean {
  return options.tableLayout && isRecord(itemSchema.properties);
}

/**
 * Where the focus goes after the number of items changed: into the new item
 * when the user's own "Add" grew the list; after a removal, back to the group
 * (if the removed button took the focus with it); else nowhere.
 */
export type FocusMove = 'new-item' | 'after-removal' | null;

export function focusAfterCountChange(args: { previous: number; count: number; addClicked: boolean }): FocusMove {
  const { previous, count, addClicked } = args;
  if (count > previous && addClicked) return 'new-item';
  if (count < previous) return 'after-removal';
  return null;
}
