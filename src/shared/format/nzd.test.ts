import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNzd } from './nzd';

/** The expected text by integer arithmetic alone: sign, "$", dollars grouped in threes, two-digit cents. */
function byHand(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  const dollars = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${digits.slice(-2)}`;
}

describe('formatNzd', () => {
  it('writes New Zealand dollars with a thousands separator and two decimals', () => {
    expect(formatNzd(123456)).toBe('$1,234.56');
    expect(formatNzd(100)).toBe('$1.00');
    expect(formatNzd(5)).toBe('$0.05');
    expect(formatNzd(0)).toBe('$0.00');
    expect(formatNzd(123456789)).toBe('$1,234,567.89');
  });

  it('puts the minus sign before the dollar sign, and never on zero', () => {
    expect(formatNzd(-123456)).toBe('-$1,234.56');
    expect(formatNzd(-0)).toBe('$0.00');
  });

  it('is exact for every whole number of cents a Number holds', () => {
    expect(formatNzd(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(formatNzd(cents)).toBe(byHand(BigInt(cents)));
      }),
    );
  });

  it('refuses fractions of a cent and non-numbers', () => {
    expect(() => formatNzd(12.5)).toThrow(RangeError);
    expect(() => formatNzd(Number.NaN)).toThrow(RangeError);
    expect(() => formatNzd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
