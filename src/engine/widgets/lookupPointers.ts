// Pointer options of the lookup widgets (`idField`, `manualToggle`, a keyed
// lookup's target fields): resolved against the field's own pointer and read
// from the document. Kept apart from the widgets, so a widget that needs them
// does not bring another widget's component library with it.
import { getAtPath, isArrayIndex, parsePointer } from '../../shared/validation/keywords/pointer';

/**
 * Resolves a pointer option against this field's own pointer: each `*` takes the
 * array index found at the same position in `own` (`/contacts/*\/addressId` with
 * own `/contacts/2/address` gives `/contacts/2/addressId`).
 */
export function resolvePointer(pointer: string, own: string | undefined): string {
  if (!pointer.includes('*') || own === undefined) return pointer;
  let ownSegments: string[];
  try {
    ownSegments = parsePointer(own);
  } catch {
    return pointer;
  }
  const segments = pointer.split('/');
  // segments[0] is the empty string before the leading slash; ownSegments has no such entry.
  return segments
    .map((segment, index) => {
      const fromOwn = ownSegments[index - 1];
      return segment === '*' && fromOwn !== undefined && isArrayIndex(fromOwn) ? fromOwn : segment;
    })
    .join('/');
}

/** The value at a pointer in a document; undefined when absent or the pointer is invalid. */
export function getAt(document: unknown, pointer: string): unknown {
  try {
    return getAtPath(document, parsePointer(pointer));
  } catch {
    return undefined;
  }
}
