// The fingerprint of a request body (issue 11, section 3): a transaction key
// identifies one body, so the server keeps this hash beside the key and
// compares the next body sent with that key against it. Canonical: object keys
// are sorted, so the same document serialised in another key order is the
// same body. Arrays keep their order (the order of sites or units matters).
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../shared/canonicalJson';

/** sha256 (hex) of the canonical JSON of `body`. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
