// RJSF's ArrayField, handed the same uiSchema object for as long as its
// content is the same.
//
// RJSF's SchemaField takes the class names and style off a field's uiSchema
// and its ui:options with rest spreads on every render, so the array field
// below it gets a new uiSchema object (and ui:options object) each time,
// though nothing in them changed. Each item of the list (RJSF's
// ArrayFieldItem) is memoised by React.memo's shallow rule, and its props
// include the array's uiSchema and the options read from it: so a change to
// one row rendered every row again. At 500 rows that was most of a
// Tab out of a changed field (docs/operations/benchmarks.md, "A fourteenth
// look"). Given the previous object while its keys hold the same values, the
// rows whose own data did not change skip their render, as RJSF means them to.
//
// The same goes for the items themselves: RJSF's Form works out the document
// with its defaults again on every change (getDefaultFormState), which builds
// every object anew, so every item arrived as a new object though only one
// had changed. An item equal in content to the one in the same place last time
// is handed on as that one.
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import { deepEquals, shallowEquals, type FieldProps } from '@rjsf/utils';
import { useState } from 'react';

type ArrayFieldProps = FieldProps<unknown[]>;
type AnyUiSchema = ArrayFieldProps['uiSchema'];

/** The same keys with the same values, ui:options compared key by key (SchemaField copies it too). */
function sameUiSchema(previous: AnyUiSchema, next: AnyUiSchema): boolean {
  if (previous === next) return true;
  if (!previous || !next) return false;
  const keys = Object.keys(next);
  if (Object.keys(previous).length !== keys.length) return false;
  return keys.every((key) => previous[key] === next[key] || (key === 'ui:options' && shallowEquals(previous[key], next[key])));
}

/** `next`, with each item that equals the item at its index in `previous` replaced by that one; `previous` itself when all do. */
function withKeptItems(previous: unknown, next: unknown): unknown {
  if (previous === next || !Array.isArray(previous) || !Array.isArray(next)) return next;
  let changed = previous.length !== next.length;
  const items = next.map((item: unknown, index) => {
    if (index < previous.length && (previous[index] === item || deepEquals(previous[index], item))) return previous[index] as unknown;
    changed = true;
    return item;
  });
  return changed ? items : previous;
}

/**
 * The uiSchema and items handed on last time where they are still the same in content. Kept as
 * state and updated during render, React's way of remembering a previous render: when they
 * change, this component renders again at once, before the array field below it.
 */
function useKept(uiSchema: AnyUiSchema, formData: unknown): { uiSchema: AnyUiSchema; formData: unknown } {
  const [kept, setKept] = useState({ uiSchema, formData });
  const next = {
    uiSchema: sameUiSchema(kept.uiSchema, uiSchema) ? kept.uiSchema : uiSchema,
    formData: withKeptItems(kept.formData, formData),
  };
  if (next.uiSchema !== kept.uiSchema || next.formData !== kept.formData) setKept(next);
  return next;
}

export function StableArrayField(props: ArrayFieldProps) {
  const kept = useKept(props.uiSchema, props.formData);
  return <ArrayField {...props} uiSchema={kept.uiSchema} formData={kept.formData as ArrayFieldProps['formData']} />;
}
