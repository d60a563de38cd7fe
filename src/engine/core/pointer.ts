// JSON pointers as the engine uses them: ui.json names fields by pointer
// (with `*` for any array index), errors arrive at pointers, and the document
// is read and written by pointer. Updates are immutable so React sees changes.
import { getAtPath, parsePointer } from '../../shared/validation/keywords/pointer';

export { parsePointer };

export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function formatPointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${escapeSegment(String(segment))}`).join('');
}

export function getAt(document: unknown, pointer: string): unknown {
  return pointer === '' ? document : getAtPath(document, parsePointer(pointer));
}

function isIndex(segment: string): boolean {
  return /^(0|[1-9]\d*)$/.test(segment);
}

function setPath(container: unknown, segments: readonly string[], value: unknown, remove: boolean): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (Array.isArray(container) && isIndex(head)) {
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
  const child = record[head] ?? (rest[0] !== undefined && isIndex(rest[0]) ? [] : {});
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

/** True when a concrete pointer matches a ui.json pattern (`*` matches any array index). */
export function matchesPattern(pattern: string, pointer: string): boolean {
  const patternSegments = parsePointer(pattern);
  const segments = parsePointer(pointer);
  if (patternSegments.length !== segments.length) return false;
  return patternSegments.every((segment, index) => segment === segments[index] || (segment === '*' && isIndex(segments[index] ?? '')));
}

/** True when `pointer` is `ancestor` itself or lies inside it. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return ancestor === '' || pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/**
 * Fills the `*` of a pattern with the array indices of a concrete pointer, so a
 * condition written for "every contact" reads the fields of the same contact.
 */
export function bindWildcards(pattern: string, concrete: string): string {
  if (!pattern.includes('*')) return pattern;
  const concreteSegments = parsePointer(concrete);
  const indices = concreteSegments.filter(isIndex);
  let next = 0;
  return formatPointer(parsePointer(pattern).map((segment) => (segment === '*' ? (indices[next++] ?? '0') : segment)));
}
