// The fingerprint of a request body (issue 11, section 3): a transaction key
// identifies one body, so the server keeps this hash beside the key and
// compares the next body sent with that key against it. Canonical: object keys
// are sorted, so the same document serialised in another key order is the
// same body. Arrays keep their order (the order of sites or units matters).
import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted; the value must be JSON (the parsed request body). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 (hex) of the canonical JSON of `body`. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
