// ESM stand-in for ajv's runtime deep-equality helper (used by const, enum and
// uniqueItems on objects and arrays). See ucs2length.ts for why it exists.
export default function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // NaN is the only value not equal to itself.
    return a !== a && b !== b;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    return a.every((item, index) => equal(item, b[index]));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const aKeys = Object.keys(aRecord);
  if (aKeys.length !== Object.keys(bRecord).length) return false;
  return aKeys.every((key) => Object.prototype.hasOwnProperty.call(bRecord, key) && equal(aRecord[key], bRecord[key]));
}
