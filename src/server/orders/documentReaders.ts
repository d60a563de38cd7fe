// Reading a stored order document for its detail page: the document passed
// its form when it was submitted, but forms change and old orders stay, so
// every reader answers an empty value (never an error) for what is missing
// or no longer of the type it was.
import { isPlainObject } from './orderTypes';

/** The object under `key`, or an empty one. */
export function objectAt(value: unknown, key: string): Record<string, unknown> {
  const inner = isPlainObject(value) ? value[key] : undefined;
  return isPlainObject(inner) ? inner : {};
}

/** The objects of the list under `key` (anything else in it is skipped). */
export function objectsAt(value: unknown, key: string): Record<string, unknown>[] {
  const inner = isPlainObject(value) ? value[key] : undefined;
  return Array.isArray(inner) ? inner.filter(isPlainObject) : [];
}

export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function booleanOrNull(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}
