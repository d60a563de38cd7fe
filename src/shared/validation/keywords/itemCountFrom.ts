// A list with one item per thing another answer counts: a new connection's
// lot table has as many rows as the lot count says (spec 2 section 4.2, "Lot
// rows grow or shrink to match the lot count"). The keyword sits on the list
// and names the sibling answer that holds the count:
//
//   "lots": { "type": "array", "itemCountFrom": "lotCount" }
//
// The count may be a whole number or a string of digits ('3'); any other
// answer ('More than 10', none yet) sets no count, so the rule holds and the
// form's own rules say what is missing. The wizard's repeatable group reads
// the same keyword to add or trim rows as the count changes.

import { getAtPath, parsePointer } from './pointer';

/** The count an answer gives: a whole number, or digits only; otherwise none. */
export function countOf(answer: unknown): number | undefined {
  if (typeof answer === 'number') return Number.isInteger(answer) && answer >= 0 ? answer : undefined;
  if (typeof answer === 'string' && /^\d{1,6}$/.test(answer.trim())) return Number(answer.trim());
  return undefined;
}

/**
 * True when `value` is not a list, or the sibling `countProperty` of the list
 * (in the object that holds it) gives no count, or the list has that many items.
 */
export function hasItemCountFrom(value: unknown, instancePath: string, rootData: unknown, countProperty: string): boolean {
  if (!Array.isArray(value)) return true;
  const segments = parsePointer(instancePath);
  const holder = getAtPath(rootData, segments.slice(0, -1));
  const count = countOf(getAtPath(holder, [countProperty]));
  return count === undefined || value.length === count;
}
