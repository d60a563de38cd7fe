// JSON pointers as the engine uses them: the read-only helpers are shared with
// the server (src/shared/jsonPointer.ts); the engine adds immutable writes so
// React sees changes.
import { getAt, isArrayIndex, parsePointer } from '../../shared/jsonPointer';

export { bindWildcards, escapeSegment, firstSegment, formatPointer, getAt, isWithin, matchesPattern, parsePointer } from '../../shared/jsonPointer';

function setPath(container: unknown, segments: readonly string[], value: unknown, remove: boolean): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (Array.isArray(container) && isArrayIndex(head)) {
    const copy = [...container];
    const index = Number(head);
    if (rest.length === 0 && remove) {
      copy[index] = undefined;
      return copy;
    }
    copy[index] = setPath(copy[index], rest, value, remove);
    return copy;
  }
  const record = (typeof container === 'object' && container !== null ? container : {}) as Record<string, unknown>;
  if (rest.length === 0 && remove) {
    if (!(head in record)) return container;
    const { [head]: _removed, ...others } = record;
    return others;
  }
  const child = record[head] ?? (rest[0] !== undefined && isArrayIndex(rest[0]) ? [] : {});
  return { ...record, [head]: setPath(child, rest, value, remove) };
}

/** A copy of the document with the value at `pointer` replaced (parents created as needed). */
export function setAt<T>(document: T, pointer: string, value: unknown): T {
  if (value === undefined) return unsetAt(document, pointer);
  return setPath(document, parsePointer(pointer), value, false) as T;
}

/** A copy of the document without the value at `pointer`. */
export function unsetAt<T>(document: T, pointer: string): T {
  if (getAt(document, pointer) === undefined) return document;
  return setPath(document, parsePointer(pointer), undefined, true) as T;
}
