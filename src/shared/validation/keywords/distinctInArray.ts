// Items of one array often carry a human identifier that must not repeat,
// such as the unit numbers of a multi-unit site: two "Unit 3" rows would be
// metered as one. Standard JSON Schema `uniqueItems` compares whole items,
// so this keyword compares a single property and reports the error on each
// clashing item's field, where the customer can fix it.

import { getAtPath, locateArraySiblings } from './pointer';

export interface DistinctInArrayOptions {
  ignore?: readonly string[];
  caseSensitive?: boolean;
}

function normaliseForIgnore(text: string): string {
  return text.trim().normalize('NFC').toLowerCase();
}

// Turns a value into the key used for comparison, or undefined when the
// value can never clash (blank, absent, or on the ignore list such as "N/A").
function comparisonKey(
  value: unknown,
  caseSensitive: boolean,
  ignored: ReadonlySet<string>,
): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim().normalize('NFC');
  if (trimmed === '') return undefined;
  if (ignored.has(normaliseForIgnore(trimmed))) return undefined;
  // Wrapping strings keeps "3" from ever equalling the number 3 while still
  // letting the caller compare keys with ===.
  return `s:${caseSensitive ? trimmed : trimmed.toLowerCase()}`;
}

export function isDistinctInArray(
  value: unknown,
  instancePath: string,
  rootData: unknown,
  options: DistinctInArrayOptions,
): boolean {
  const located = locateArraySiblings(instancePath, rootData);
  if (!located) return true;

  const caseSensitive = options.caseSensitive === true;
  const ignored = new Set((options.ignore ?? []).map(normaliseForIgnore));
  const own = comparisonKey(value, caseSensitive, ignored);
  if (own === undefined) return true;

  return located.items.every((item, index) => {
    if (index === located.index) return true;
    const other = comparisonKey(getAtPath(item, located.propertyPath), caseSensitive, ignored);
    return other !== own;
  });
}
