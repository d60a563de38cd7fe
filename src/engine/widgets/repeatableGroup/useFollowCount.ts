// The React side of countLink: reads the count from the engine's form context
// on every render and asks the host to resize the list when they differ.
import { useEffect, useRef } from 'react';
import type { FieldPathId, RJSFSchema, Registry } from '@rjsf/utils';
import { formatPointer, getAt } from '../../core/pointer';
import { useDocumentSelector } from '../../react/useCommittedDocument';
import { countFollowStep, followedCount, resolveCountPointer } from './countLink';
import { itemsSchemaOf } from './groupRules';

/** The members of the engine's form context the group uses (all optional: any RJSF host may render it). */
interface GroupFormContext {
  getDocument?: () => unknown;
  setValue?: (pointer: string, value: unknown) => void;
}

export interface FollowCountArgs {
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
  // The count is another answer: the form does not re-render this list when only the count changes.
  const count = useDocumentSelector(registry.formContext, (document) => {
    const raw = countPointer === null ? undefined : getAt(document, countPointer);
    return raw === undefined || raw === null || typeof raw === 'object' ? undefined : (raw as string | number | boolean);
  });
  const target = countPointer !== null && typeof context?.getDocument === 'function' ? followedCount(count, schema) : null;
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
    const step = countFollowStep({
      target,
      items: Array.isArray(formData) ? (formData as unknown[]) : [],
      canWrite: typeof setValue === 'function',
      // A new item starts with its schema defaults, as RJSF's own "Add" does.
      makeItem: () => registry.schemaUtils.getDefaultFormState(itemsSchemaOf(schema)),
    });
    if (step.kind === 'write') setValue?.(arrayPointer, step.items);
    else if (step.kind === 'add-one') onAddClick();
  }, [target, length, formData, setValue, arrayPointer, registry, schema, onAddClick]);

  return target;
}
