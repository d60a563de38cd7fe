import { describe, expect, it } from 'vitest';
import equal from './equal';
import ucs2length from './ucs2length';

describe('ucs2length', () => {
  it('counts code points, so macrons and emoji count once', () => {
    expect(ucs2length('Ōtāhuhu')).toBe(7);
    expect(ucs2length('Wellington')).toBe(10);
    expect(ucs2length('⚡🏠')).toBe(2);
    expect(ucs2length('')).toBe(0);
  });
});

describe('equal', () => {
  it('compares nested objects and arrays structurally', () => {
    expect(equal({ email: true, sms: false }, { sms: false, email: true })).toBe(true);
    expect(equal([1, { a: [2] }], [1, { a: [2] }])).toBe(true);
    expect(equal([1, 2], [2, 1])).toBe(false);
    expect(equal({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(equal([], {})).toBe(false);
    expect(equal(null, {})).toBe(false);
    expect(equal(Number.NaN, Number.NaN)).toBe(true);
  });
});
