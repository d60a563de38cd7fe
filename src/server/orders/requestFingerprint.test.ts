import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './requestFingerprint';

describe('request fingerprint', () => {
  it('is the same for the same document in another key order', () => {
    expect(requestFingerprint({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(requestFingerprint({ b: { d: 'x', c: [1, 2] }, a: 1 }));
  });

  it('differs when a value, an array order or a key differs', () => {
    const base = requestFingerprint({ sites: [{ n: 1 }, { n: 2 }] });
    expect(requestFingerprint({ sites: [{ n: 2 }, { n: 1 }] })).not.toBe(base);
    expect(requestFingerprint({ sites: [{ n: 1 }] })).not.toBe(base);
    expect(requestFingerprint({ sites: [{ n: 1 }, { n: '2' }] })).not.toBe(base);
  });
});
