// Puts errors where the user sees them and in the order they appear on the
// page: an error at a lookup's hidden id field (`idField` in ui.json) belongs
// to the lookup the user types into, and the error summary lists errors in
// field order, not in the order the validator found them.
import type { FieldError } from '../../shared/validation/fieldErrors';
import type { FormModel } from './formModel';
import { bindWildcards, isWithin, matchesPattern, parsePointer, formatPointer } from './pointer';

export function moveIdFieldErrors(model: FormModel, errors: readonly FieldError[]): FieldError[] {
  const lookups = Object.entries(model.ui.fields).filter(([, options]) => typeof options['idField'] === 'string');
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    let pointer = error.pointer;
    for (const [pattern, options] of lookups) {
      if (matchesPattern(options['idField'] as string, pointer)) pointer = bindWildcards(pattern, pointer);
    }
    const key = `${pointer}\u0000${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ pointer, message: error.message });
  }
  return result;
}

/** Position of a pointer in the form's field order (sections in step order, fields as listed). */
function fieldRank(model: FormModel, pointer: string): number {
  let rank = 0;
  for (const step of model.steps) {
    for (const section of step.sections) {
      for (const pattern of section.fields) {
        const patternLength = parsePointer(pattern).length;
        const prefix = formatPointer(parsePointer(pointer).slice(0, patternLength));
        if (matchesPattern(pattern, prefix) || isWithin(pattern, pointer.replace(/\/\d+(?=\/|$)/g, '/*'))) return rank;
        rank++;
      }
    }
  }
  return rank;
}

/** Errors sorted by where their fields appear; list items by index within a field. */
export function sortErrorsByField(model: FormModel, errors: readonly FieldError[]): FieldError[] {
  const indices = (pointer: string) => parsePointer(pointer).filter((segment) => /^\d+$/.test(segment)).map(Number);
  return [...errors].sort((a, b) => {
    const byRank = fieldRank(model, a.pointer) - fieldRank(model, b.pointer);
    if (byRank !== 0) return byRank;
    const [ia, ib] = [indices(a.pointer), indices(b.pointer)];
    for (let i = 0; i < Math.max(ia.length, ib.length); i++) {
      const diff = (ia[i] ?? -1) - (ib[i] ?? -1);
      if (diff !== 0) return diff;
    }
    return 0;
  });
}

/**
 * A widget that renders a whole object or list itself (a role picker, an
 * uploader) has no inner fields to show messages at: errors inside it are
 * shown on the widget.
 */
export function liftErrorsIntoWholeFields(model: FormModel, errors: readonly FieldError[], wholeFieldWidgets: ReadonlySet<string>): FieldError[] {
  const wholeFields = Object.entries(model.ui.fields)
    .filter(([, options]) => typeof options.widget === 'string' && wholeFieldWidgets.has(options.widget))
    .map(([pattern]) => pattern);
  if (wholeFields.length === 0) return [...errors];
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    const segments = parsePointer(error.pointer);
    let pointer = error.pointer;
    for (let length = 1; length < segments.length; length++) {
      const ancestor = formatPointer(segments.slice(0, length));
      if (wholeFields.some((pattern) => matchesPattern(pattern, ancestor))) {
        pointer = ancestor;
        break;
      }
    }
    const key = `${pointer}\u0000${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ pointer, message: error.message });
  }
  return result;
}
