// Some registered fields keep their own value in step with the rest of the
// document: the role picker gives the first contact its roles, the contact
// preferences tick a channel that must be on. Left to the field, that happens
// after it is first shown, in an effect, and each such change is a commit: a
// synchronous render of the whole form, and the next field's own change only
// after it (a requester's email ticked once the role is given). A field that
// can say what its value settles to, from the document alone, carries that as
// `settle`; the engine settles the document it starts from before the form is
// first rendered, so the fields find their values already as they want them.
// The fields keep their effects for the changes that come later.
import { getUiOptions, type RJSFSchema } from '@rjsf/utils';
import type { Condition } from '../../shared/conditions/condition';
import type { FormDocument } from '../core/formController';
import type { FormModel } from '../core/formModel';
import { formatPointer } from '../core/pointer';
import type { RjsfUiSchema } from '../core/rjsfUiSchema';
import type { JsonSchema } from '../core/schemaAt';
import { loadedField } from './formWidgets';
import { withRendererDefaults } from './rendererDefaults';

type PathSegment = string | number;

/** What a field may read while it settles its value: its place, its ui.json options and schema, and the document. */
export interface FieldSettleContext {
  path: readonly PathSegment[];
  pointer: string;
  /** The field's uiSchema options, as RJSF's getUiOptions gives them to the field. */
  options: Record<string, unknown>;
  schema: RJSFSchema;
  document: FormDocument;
  isVisible(pointer: string): boolean;
  /** Whether a ui.json condition holds, with `*` meaning this field's own list item. */
  holds(condition: Condition): boolean;
}

/** The field's value as it would set it itself: `value` itself when it needs no change. */
export type FieldSettle = (value: unknown, context: FieldSettleContext) => unknown;

/** How many times the document is walked at most: a field may settle on what another settled (a requester's email). */
const MAX_PASSES = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function settleOf(field: unknown): FieldSettle | undefined {
  const settle = (loadedField(field) as { settle?: unknown } | undefined)?.settle;
  return typeof settle === 'function' ? (settle as FieldSettle) : undefined;
}

/**
 * `document` with the value of every field that can settle (its registered
 * field's `settle`) settled, walked along the renderer's uiSchema and display
 * schema; `document` itself when nothing changes. Lazily registered fields
 * settle once loaded (the portal loads a form's fields before showing it).
 */
export function settledDocument(
  document: FormDocument,
  { model, uiSchema, displaySchema, fields }: { model: FormModel; uiSchema: RjsfUiSchema; displaySchema: unknown; fields: Record<string, unknown> },
): FormDocument {
  const settles = new Map<string, FieldSettle>();
  for (const [name, field] of Object.entries(fields)) {
    const settle = settleOf(field);
    if (settle) settles.set(name, settle);
  }
  if (settles.size === 0) return document;
  let current = document;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const whole = current;
    const walk = (ui: unknown, schema: unknown, value: unknown, path: PathSegment[]): unknown => {
      if (!isRecord(ui) || !isRecord(schema)) return value;
      const fieldName = ui['ui:field'];
      if (typeof fieldName === 'string') {
        const settle = settles.get(fieldName);
        if (!settle) return value;
        const pointer = formatPointer(path);
        const settled = settle(value, {
          path,
          pointer,
          options: getUiOptions(ui),
          schema: schema as RJSFSchema,
          document: whole,
          isVisible: (at) => model.visibility.isVisible(whole, at),
          holds: (condition) => model.visibility.holds(condition, whole, pointer),
        });
        // A value the field made up (an object where the document had none) gets its defaults, as RJSF would give it.
        return settled !== value && isRecord(settled) ? withRendererDefaults(schema as JsonSchema, settled) : settled;
      }
      if (Array.isArray(value)) {
        let items: unknown[] | undefined;
        value.forEach((item, index) => {
          const next = walk(ui['items'], schema['items'], item, [...path, index]);
          if (next !== item) (items ??= [...value])[index] = next;
        });
        return items ?? value;
      }
      if (!isRecord(value) || !isRecord(schema['properties'])) return value;
      const properties = schema['properties'];
      let next: Record<string, unknown> | undefined;
      for (const [key, child] of Object.entries(ui)) {
        if (key.startsWith('ui:') || !(key in properties) || !(key in value)) continue;
        const settled = walk(child, properties[key], value[key], [...path, key]);
        if (settled !== value[key]) (next ??= { ...value })[key] = settled;
      }
      return next ?? value;
    };
    const next = walk(uiSchema, displaySchema, current, []) as FormDocument;
    if (next === current) break;
    current = next;
  }
  return current;
}
