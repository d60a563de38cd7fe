// Array-aware keywords receive only the JSON pointer of the value they sit
// on (Ajv's instancePath), so they need to walk back from that pointer to
// the enclosing array and across to sibling items.

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

export function isArrayIndex(segment: string): boolean {
  return ARRAY_INDEX.test(segment);
}

/** Splits an RFC 6901 JSON pointer into unescaped reference tokens. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) {
    throw new SyntaxError(`Invalid JSON pointer (must be empty or start with "/"): ${pointer}`);
  }
  const tokens = pointer.slice(1).split('/');
  // Almost no pointer has an escape, and a submission parses dozens of them
  // (conditions, file references, array keywords): without a "~" the split
  // tokens are already the answer, and the per-token regexes are skipped.
  if (!pointer.includes('~')) return tokens;
  return tokens.map((token) => {
    if (/~(?![01])/.test(token)) {
      throw new SyntaxError(`Invalid escape in JSON pointer token: ${token}`);
    }
    // A single pass so that "~01" becomes "~1" and not "/" (RFC 6901 §4).
    return token.replace(/~[01]/g, (escape) => (escape === '~1' ? '/' : '~'));
  });
}

/**
 * Resolves already-parsed pointer segments against a value; undefined when
 * any step is missing. Only own properties are followed so that a token such
 * as "constructor" or "__proto__" never reaches into the prototype chain.
 */
export function getAtPath(root: unknown, segments: readonly string[]): unknown {
  let current: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      if (!isArrayIndex(segment)) return undefined;
      const index = Number(segment);
      if (index >= current.length) return undefined;
      current = current[index];
    } else if (current !== null && typeof current === 'object') {
      if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

export interface ArraySiblings {
  /** The array that holds the item the pointer runs through. */
  items: readonly unknown[];
  /** Index of that item inside `items`. */
  index: number;
  /** Path from an item down to the value the pointer names. */
  propertyPath: string[];
}

/**
 * Uses the nearest numeric segment from the end of the pointer as the item
 * index. Returns null when there is none, or when the value before it is not
 * an array (the numeric token was then an object key), or the index is out of
 * range.
 */
export function locateArraySiblings(instancePath: string, rootData: unknown): ArraySiblings | null {
  const segments = parsePointer(instancePath);
  let at = -1;
  for (let i = segments.length - 1; i >= 0; i--) {
    if (isArrayIndex(segments[i] ?? '')) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const items = getAtPath(rootData, segments.slice(0, at));
  if (!Array.isArray(items)) return null;
  const index = Number(segments[at]);
  if (index >= items.length) return null;
  return { items, index, propertyPath: segments.slice(at + 1) };
}
