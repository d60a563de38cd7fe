// JSON pointers as both sides read them: ui.json names fields by pointer (with
// `*` for any array index), conditions read answers by pointer, and the server
// prunes hidden fields by the same rules as the browser. Read-only helpers
// here; the engine adds immutable writes (src/engine/core/pointer.ts).
import { getAtPath, isArrayIndex, parsePointer } from './validation/keywords/pointer';

export { isArrayIndex, parsePointer };

export function escapeSegment(segment: string): string {
  // Almost no segment holds '~' or '/': skip the two replaces for those (the
  // engine formats a pointer per field per render, thousands in a long form).
  if (!segment.includes('~') && !segment.includes('/')) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function formatPointer(segments: readonly (string | number)[]): string {
  let pointer = '';
  for (const segment of segments) pointer += `/${typeof segment === 'number' ? segment : escapeSegment(segment)}`;
  return pointer;
}

/**
 * The first reference token of a pointer (the document's top-level property),
 * undefined for the empty pointer. The engine asks which section holds a
 * field for every field it renders: this reads one token, where parsePointer
 * splits and unescapes them all.
 */
export function firstSegment(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  const end = pointer.indexOf('/', 1);
  const token = end === -1 ? pointer.slice(1) : pointer.slice(1, end);
  return pointer.startsWith('/') && !token.includes('~') ? token : parsePointer(pointer)[0];
}

export function getAt(document: unknown, pointer: string): unknown {
  return pointer === '' ? document : getAtPath(document, parsePointer(pointer));
}

/** True when a concrete pointer matches a ui.json pattern (`*` matches any array index). */
export function matchesPattern(pattern: string, pointer: string): boolean {
  const patternSegments = parsePointer(pattern);
  const segments = parsePointer(pointer);
  if (patternSegments.length !== segments.length) return false;
  return patternSegments.every((segment, index) => segment === segments[index] || (segment === '*' && isArrayIndex(segments[index] ?? '')));
}

/** True when `pointer` is `ancestor` itself or lies inside it. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return ancestor === '' || pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/** Every ancestor pointer of `pointer`, outermost first, including itself (not the root). */
export function lineage(pointer: string): string[] {
  const segments = parsePointer(pointer);
  return segments.map((_segment, index) => formatPointer(segments.slice(0, index + 1)));
}

/**
 * Fills the `*` of a pattern with the array indices of a concrete pointer, so a
 * condition written for "every contact" reads the fields of the same contact.
 */
export function bindWildcards(pattern: string, concrete: string): string {
  if (!pattern.includes('*')) return pattern;
  const indices = parsePointer(concrete).filter(isArrayIndex);
  let next = 0;
  return formatPointer(parsePointer(pattern).map((segment) => (segment === '*' ? (indices[next++] ?? '0') : segment)));
}
