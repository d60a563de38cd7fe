import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { icpChecksum, isValidIcp } from './icp';

const REAL_ICPS = ['0000000966TR348', '0000205133UN322', '0007193552RN51D', '0000010008MQCB6'];

describe('icpChecksum', () => {
  it('matches the CRC-12/DECT check value', () => {
    expect(icpChecksum('123456789')).toBe('F5B');
  });

  it('computes the checksum of real ICPs', () => {
    expect(icpChecksum('0000000966TR')).toBe('348');
    expect(icpChecksum('0000205133UN')).toBe('322');
    expect(icpChecksum('0007193552RN')).toBe('51D');
    expect(icpChecksum('0000010008MQ')).toBe('CB6');
  });

  it('zero-pads to three upper-case hex digits', () => {
    expect(icpChecksum('')).toBe('000');
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 20 }), (text) => {
        expect(icpChecksum(text)).toMatch(/^[0-9A-F]{3}$/);
      }),
    );
  });

  it('refuses non-ASCII input', () => {
    expect(() => icpChecksum('0000000966TĀ')).toThrow(RangeError);
  });
});

describe('isValidIcp', () => {
  it.each(REAL_ICPS)('accepts real ICP %s', (icp) => {
    expect(isValidIcp(icp)).toBe(true);
  });

  it('accepts lower-case letters', () => {
    expect(isValidIcp('0007193552rn51d')).toBe(true);
    expect(isValidIcp('0000010008mqcb6')).toBe(true);
  });

  it('rejects every single-character change of a real ICP', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const icp of REAL_ICPS) {
      for (let i = 0; i < icp.length; i++) {
        for (const ch of alphabet) {
          if (ch === icp[i]) continue;
          const altered = icp.slice(0, i) + ch + icp.slice(i + 1);
          expect(isValidIcp(altered), altered).toBe(false);
        }
      }
    }
  });

  it('rejects adjacent transpositions', () => {
    // 0007193552RN51D with "71" swapped
    expect(isValidIcp('0001793552RN51D')).toBe(false);
  });

  it('rejects wrong lengths', () => {
    expect(isValidIcp('0000000966TR34')).toBe(false);
    expect(isValidIcp('0000000966TR3480')).toBe(false);
    expect(isValidIcp('000000966TR348')).toBe(false);
    expect(isValidIcp('')).toBe(false);
  });

  it('does not trim surrounding whitespace', () => {
    expect(isValidIcp(' 0000000966TR348')).toBe(false);
    expect(isValidIcp('0000000966TR348 ')).toBe(false);
    expect(isValidIcp('0000000966 TR348')).toBe(false);
  });

  it('rejects letters in the number part and digits in the participant code', () => {
    // Structure check happens before the checksum, so a matching CRC is not enough.
    const first12 = '000000096ATR';
    expect(isValidIcp(first12 + icpChecksum(first12))).toBe(false);
    const other = '0000000966T1';
    expect(isValidIcp(other + icpChecksum(other))).toBe(false);
  });

  it('rejects non-strings', () => {
    for (const bad of [null, undefined, 966, ['0000000966TR348'], { icp: '0000000966TR348' }, true]) {
      expect(isValidIcp(bad)).toBe(false);
    }
  });

  it('accepts any well-formed ICP built with its own checksum', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10}[A-Z]{2}$/),
        fc.boolean(),
        (first12, lower) => {
          const icp = first12 + icpChecksum(first12);
          expect(isValidIcp(lower ? icp.toLowerCase() : icp)).toBe(true);
        },
      ),
    );
  });

  it('rejects a wrong checksum for any well-formed prefix', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10}[A-Z]{2}$/),
        fc.stringMatching(/^[0-9A-F]{3}$/),
        (first12, checksum) => {
          fc.pre(checksum !== icpChecksum(first12));
          expect(isValidIcp(first12 + checksum)).toBe(false);
        },
      ),
    );
  });
});
