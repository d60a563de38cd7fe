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

/** Each sibling's compared value, and how many siblings share each comparison key. */
interface SiblingKeys {
  values: unknown[];
  counts: Map<unknown, number>;
  /** The validator run that last checked them against the array. */
  checkedIn?: object;
}

// Validating a whole array asks this keyword once per item, and comparing
// each item with every other one made that quadratic: at 1,000 unit rows, a
// million trims and Unicode normalisations per validation (hundreds of ms
// while typing). The keys are counted once per array and reused while every
// sibling still holds the value they were counted from; that check is a
// strict comparison per sibling, so an array changed in place is recounted,
// never misjudged.
//
// The check itself is a pass over the array, and made once per item it was
// still quadratic (a million comparisons per validation at 1,000 rows, about
// 25 ms of a Tab out of a field). So it is made once per validator run: the
// validators hand the rule their run (Ajv's `dynamicAnchors`, an object of
// their own per call, keywordDefinitions.ts), and nothing changes the
// document during one run (the validators neither coerce nor fill in
// defaults, createAjv.ts). A caller without a run checks every time, as before.
const siblingKeysCache = new WeakMap<readonly unknown[], Map<string, SiblingKeys>>();

function valueAt(item: unknown, propertyPath: readonly string[]): unknown {
  if (propertyPath.length === 1) return item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[propertyPath[0]!] : undefined;
  return getAtPath(item, propertyPath);
}

function siblingKeys(items: readonly unknown[], propertyPath: readonly string[], caseSensitive: boolean, ignored: ReadonlySet<string>, run: object | undefined): SiblingKeys {
  const signature = JSON.stringify([propertyPath, caseSensitive, [...ignored]]);
  let byOptions = siblingKeysCache.get(items);
  if (!byOptions) {
    byOptions = new Map();
    siblingKeysCache.set(items, byOptions);
  }
  const cached = byOptions.get(signature);
  if (cached && run !== undefined && cached.checkedIn === run) return cached;
  if (cached && cached.values.length === items.length && cached.values.every((value, index) => valueAt(items[index], propertyPath) === value)) {
    cached.checkedIn = run;
    return cached;
  }
  const values = items.map((item) => valueAt(item, propertyPath));
  const counts = new Map<unknown, number>();
  for (const value of values) {
    const key = comparisonKey(value, caseSensitive, ignored);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const counted: SiblingKeys = { values, counts, checkedIn: run };
  byOptions.set(signature, counted);
  return counted;
}

export function isDistinctInArray(
  value: unknown,
  instancePath: string,
  rootData: unknown,
  options: DistinctInArrayOptions,
  /** The validator run asking (see above); none from a caller outside a validator. */
  run?: object,
): boolean {
  const located = locateArraySiblings(instancePath, rootData);
  if (!located) return true;

  const caseSensitive = options.caseSensitive === true;
  const ignored = new Set((options.ignore ?? []).map(normaliseForIgnore));
  const own = comparisonKey(value, caseSensitive, ignored);
  if (own === undefined) return true;

  const siblings = siblingKeys(located.items, located.propertyPath, caseSensitive, ignored, run);
  if (siblings.values[located.index] === value) return siblings.counts.get(own) === 1;
  // The value asked about is not the one in the array (a caller checking a value before storing it):
  // compare it with the other siblings one by one.
  return located.items.every((item, index) => {
    if (index === located.index) return true;
    const other = comparisonKey(valueAt(item, located.propertyPath), caseSensitive, ignored);
    return other !== own;
  });
}
