// The repeatable group's settings, read from the array's uiSchema. ui.json's
// `repeatable` options arrive in `ui:options` (see src/engine/core/rjsfUiSchema.ts),
// the label as `ui:title`. Framework-free: no React, no RJSF at run time.
import type { UiSchema } from '@rjsf/utils';

export interface GroupOptions {
  /** The noun numbered in each item's heading: "Unit" gives "Unit 1". */
  itemLabel: string;
  addLabel: string;
  removeLabel: string;
  /** The hidden header of the table's button column. */
  actionsLabel: string;
  tableLayout: boolean;
  hint?: string;
  manyItemsThreshold?: number;
  manyItemsMessage?: string;
  /** A pointer (or sibling name) whose value sets the number of items. */
  countField?: string;
  removable: boolean;
  title?: string;
  /** False when `label: false` asks to hide the group's legend. */
  showTitle: boolean;
}

/** A non-blank string, else undefined: a blank option means "use the default". */
export function textOption(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A plain object (not null, not an array): what a schema or uiSchema node is. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A uiSchema node's options as RJSF's getUiOptions reads them: every `ui:x`
 * key as `x`, with the members of `ui:options` spread in where it stands.
 * Restated here so that the model needs no RJSF at run time.
 */
export function uiOptionsOf(uiSchema: unknown): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (!isRecord(uiSchema)) return options;
  for (const [key, value] of Object.entries(uiSchema)) {
    if (!key.startsWith('ui:')) continue;
    if (key === 'ui:options' && isRecord(value)) Object.assign(options, value);
    else options[key.slice('ui:'.length)] = value;
  }
  return options;
}

// Every item of a group reads its group's options on every render: a form's
// uiSchema nodes do not change, so each is read once (by identity).
const groupOptionsCache = new WeakMap<object, GroupOptions>();

/** The array's options, with the engine's defaults. */
export function groupOptions(uiSchema: UiSchema | undefined): GroupOptions {
  if (!uiSchema) return readGroupOptions(uiSchema);
  let options = groupOptionsCache.get(uiSchema);
  if (!options) {
    options = readGroupOptions(uiSchema);
    groupOptionsCache.set(uiSchema, options);
  }
  return options;
}

function readGroupOptions(uiSchema: UiSchema | undefined): GroupOptions {
  const options = uiOptionsOf(uiSchema);
  const threshold = options['manyItemsThreshold'];
  return {
    itemLabel: textOption(options['itemLabel']) ?? 'Item',
    addLabel: textOption(options['addLabel']) ?? 'Add another',
    removeLabel: textOption(options['removeLabel']) ?? 'Remove',
    actionsLabel: textOption(options['actionsLabel']) ?? 'Actions',
    tableLayout: options['tableLayout'] === true,
    // The engine's field template shows help only for single fields, so the
    // group shows `help` itself, as its hint.
    hint: textOption(options['hint']) ?? textOption(options['help']),
    manyItemsThreshold: typeof threshold === 'number' && Number.isFinite(threshold) ? threshold : undefined,
    manyItemsMessage: textOption(options['manyItemsMessage']),
    countField: textOption(options['countField']),
    // RJSF's own option, which RJSF also reads to offer the remove button.
    removable: options['removable'] !== false,
    title: textOption(options['title']),
    showTitle: options['label'] !== false,
  };
}
