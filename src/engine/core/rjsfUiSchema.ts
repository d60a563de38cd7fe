// Translates ui.json's flat, pointer-keyed field options into RJSF's nested
// uiSchema. Widgets that handle a whole object or list (role picker, file
// uploader) are RJSF "fields"; the rest are "widgets". `hidden` keeps a value
// the user never sees (a chosen address's id) in the document, unrendered.
import { countedListsOf } from './countedLists';
import type { FormModel } from './formModel';
import { parsePointer } from './pointer';

export type RjsfUiSchema = { [key: string]: unknown };

/** The widget name for fields that hold a value but are neither rendered nor reviewed. */
export const HIDDEN_WIDGET = 'hidden';

function nodeFor(root: RjsfUiSchema, pattern: string): RjsfUiSchema {
  let node = root;
  for (const segment of parsePointer(pattern)) {
    const key = segment === '*' ? 'items' : segment;
    node[key] ??= {};
    node = node[key] as RjsfUiSchema;
  }
  return node;
}

/**
 * A list whose schema says how many items it has (countedLists.ts) follows that
 * count on screen, as the repeatable group's `countField` does: rows added or
 * trimmed at the end, no Add or Remove. A `countField` in ui.json wins.
 */
function followSchemaCounts(root: RjsfUiSchema, schema: unknown): void {
  for (const [pattern, countField] of Object.entries(countedListsOf(schema))) {
    const node = nodeFor(root, pattern);
    const options = (node['ui:options'] ?? {}) as Record<string, unknown>;
    if (options['countField'] === undefined) node['ui:options'] = { ...options, countField };
  }
}

/**
 * @param fieldNames names registered as RJSF fields (e.g. `roles`, `fileUpload`)
 * @param widgetNames names registered as RJSF widgets (e.g. `text`, `select`)
 * @param displaySchema the form's display schema, for lists that follow a count (`itemCountFrom`)
 */
export function buildRjsfUiSchema(model: FormModel, fieldNames: ReadonlySet<string>, widgetNames: ReadonlySet<string>, displaySchema?: unknown): RjsfUiSchema {
  const root: RjsfUiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [pattern, fieldUi] of Object.entries(model.ui.fields)) {
    const { widget, label, help, placeholder, options, visibleWhen: _visibleWhen, ...rest } = fieldUi;
    const node = nodeFor(root, pattern);
    if (widget === HIDDEN_WIDGET) node['ui:widget'] = 'hidden';
    else if (widget && fieldNames.has(widget)) node['ui:field'] = widget;
    else if (widget && widgetNames.has(widget)) node['ui:widget'] = widget;
    else if (widget && widget !== 'repeatable') throw new Error(`ui.json: field "${pattern}" names an unknown widget "${widget}"`);
    if (label !== undefined) node['ui:title'] = label;
    if (placeholder !== undefined) node['ui:placeholder'] = placeholder;
    node['ui:options'] = { ...(node['ui:options'] as object | undefined), ...rest, help, optionLabels: options, label };
  }
  followSchemaCounts(root, displaySchema);
  return root;
}
