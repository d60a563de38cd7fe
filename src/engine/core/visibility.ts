// Which fields are shown, and the document without the hidden ones. A value
// typed into a field that a later answer hides must not be submitted: the
// engine prunes before validating and before handing the document on.
import { evaluateCondition } from './conditions';
import type { FormModel } from './formModel';
import { formatPointer, matchesPattern, parsePointer } from './pointer';

/** Every ancestor pointer of `pointer`, outermost first, including itself. */
function lineage(pointer: string): string[] {
  const segments = parsePointer(pointer);
  return segments.map((_segment, index) => formatPointer(segments.slice(0, index + 1)));
}

export function isPointerVisible(model: FormModel, document: unknown, pointer: string): boolean {
  const section = model.sectionOf(pointer);
  if (section && !evaluateCondition(section.visibleWhen, document, pointer)) return false;
  for (const ancestor of lineage(pointer)) {
    for (const [pattern, options] of Object.entries(model.ui.fields)) {
      if (options.visibleWhen && matchesPattern(pattern, ancestor) && !evaluateCondition(options.visibleWhen, document, ancestor)) {
        return false;
      }
    }
  }
  return true;
}

/** A copy of the document with the values of hidden fields (and hidden sections) removed. */
export function pruneHidden<T>(model: FormModel, document: T): T {
  const visit = (value: unknown, pointer: string): unknown => {
    if (pointer !== '' && !isPointerVisible(model, document, pointer)) return undefined;
    if (Array.isArray(value)) return value.map((item, index) => visit(item, `${pointer}/${index}`));
    if (typeof value === 'object' && value !== null) {
      const result: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(value)) {
        const kept = visit(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        if (kept !== undefined) result[key] = kept;
      }
      return result;
    }
    return value;
  };
  return visit(document, '') as T;
}
