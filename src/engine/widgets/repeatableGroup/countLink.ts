// A group whose number of items follows another answer (`countField`: "How
// many units?" sets the rows of the units table). Where the count lives, how
// it is read, and how the list is brought to it. Framework-free; the React
// side is useFollowCount.
import type { RJSFSchema } from '@rjsf/utils';
import { escapeSegment, formatPointer, parsePointer } from '../../core/pointer';
import { countOf } from '../../../shared/validation/keywords/itemCountFrom';
import { clampToLimits, itemLimits } from './groupRules';

/**
 * The list resized to `count`: extra items dropped from the end, missing
 * ones appended with `makeItem()`. The same array comes back when the length
 * already matches or `count` is not a non-negative integer.
 */
export function resizeToCount(items: unknown[], count: number, makeItem: () => unknown): unknown[] {
  if (!Number.isInteger(count) || count < 0 || count === items.length) return items;
  if (count < items.length) return items.slice(0, count);
  const added = Array.from({ length: count - items.length }, () => makeItem());
  return [...items, ...added];
}

/** A count from a number or a numeric string ("3"); null for anything else ("More than 10", "", 2.5). */
export function parseCount(value: unknown): number | null {
  // The same reading as the schema's itemCountFrom keyword, so the rows on screen are what the rule checks.
  return countOf(value) ?? null;
}

/**
 * The pointer of the count field for the array at `arrayPath`. An absolute
 * pointer may use `*` for an index, taken from the array's own path at the
 * same depth (`/sites/*\/lotCount` for the array `['sites', 2, 'lots']` is
 * `/sites/2/lotCount`). A value without a leading `/` names a sibling of the
 * array in the same object. Null when a `*` cannot be resolved.
 */
export function resolveCountPointer(countField: string, arrayPath: readonly (string | number)[]): string | null {
  if (!countField.startsWith('/')) {
    return formatPointer([...arrayPath.slice(0, -1), countField]);
  }
  let segments: string[];
  try {
    segments = parsePointer(countField);
  } catch {
    return null;
  }
  const resolved: string[] = [];
  for (const [position, segment] of segments.entries()) {
    if (segment !== '*') {
      resolved.push(segment);
      continue;
    }
    const own = arrayPath[position];
    if (typeof own !== 'number') return null;
    resolved.push(String(own));
  }
  return `/${resolved.map(escapeSegment).join('/')}`;
}

/** The number of items the count field's value asks for, kept within minItems / maxItems; null for no usable count. */
export function followedCount(countValue: unknown, schema: RJSFSchema): number | null {
  const parsed = parseCount(countValue);
  return parsed === null ? null : clampToLimits(parsed, itemLimits(schema));
}

/**
 * What brings the list to `target` items. A host that can set values gets the
 * whole resized list (new items from `makeItem`, e.g. with their defaults);
 * without that, the group can only press its own "Add", once per render, and
 * cannot shrink.
 */
export type CountFollowStep = { kind: 'none' } | { kind: 'write'; items: unknown[] } | { kind: 'add-one' };

export function countFollowStep(args: { target: number | null; items: unknown[]; canWrite: boolean; makeItem: () => unknown }): CountFollowStep {
  const { target, items, canWrite, makeItem } = args;
  if (target === null || target === items.length) return { kind: 'none' };
  if (canWrite) return { kind: 'write', items: resizeToCount(items, target, makeItem) };
  return target > items.length ? { kind: 'add-one' } : { kind: 'none' };
}
