import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidNzbn } from './nzbn';

const REAL_NZBNS = ['9429046393920', '9429050294954'];

describe('isValidNzbn', () => {
  it.each(REAL_NZBNS)('accepts real NZBN %s', (nzbn) => {
    expect(isValidNzbn(nzbn)).toBe(true);
  });

  it('rejects every single-digit change of a real NZBN', () => {
    for (const nzbn of REAL_NZBNS) {
      for (let i = 0; i < nzbn.length; i++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === nzbn[i]) continue;
          const altered = nzbn.slice(0, i) + String(d) + nzbn.slice(i + 1);
          expect(isValidNzbn(altered), altered).toBe(false);
        }
      }
    }
  });

  it('rejects 12 and 14 digits', () => {
    expect(isValidNzbn('942904639392')).toBe(false);
    expect(isValidNzbn('94290463939200')).toBe(false);
    expect(isValidNzbn('')).toBe(false);
  });

  it('rejects non-digits, spacing and non-strings', () => {
    expect(isValidNzbn('942904639392O')).toBe(false);
    expect(isValidNzbn('9429 046 393 920')).toBe(false);
    expect(isValidNzbn(' 9429046393920')).toBe(false);
    expect(isValidNzbn('9429046393920\n')).toBe(false);
    expect(isValidNzbn('+429046393920')).toBe(false);
    expect(isValidNzbn(9429046393920)).toBe(false);
    expect(isValidNzbn(null)).toBe(false);
    expect(isValidNzbn(undefined)).toBe(false);
  });

  it('accepts exactly one check digit for any 12-digit prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (prefix) => {
        const valid = [...'0123456789'].filter((d) => isValidNzbn(prefix + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});
