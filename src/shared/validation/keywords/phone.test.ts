import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PHONE_KINDS, isNzMobile, matchesPhoneKinds, type PhoneKind } from './phone';

const only = (kind: PhoneKind) => [kind] as const;

describe('matchesPhoneKinds', () => {
  it('lists the four kinds', () => {
    expect(PHONE_KINDS).toEqual(['mobile', 'landline', 'freephone', 'international']);
  });

  it('recognises NZ mobiles (02 + 7 to 9 digits)', () => {
    for (const ok of ['021 123 4567', '0211234567', '022123456', '022 123 4567', '027 555 0199', '0201234567', '021 234 56789']) {
      expect(matchesPhoneKinds(ok, only('mobile')), ok).toBe(true);
    }
    // '02212345' is only 02 + 6 digits, one short of the rule's minimum.
    for (const bad of ['02212345', '0211234', '021123456789', '03 123 4567', '21 123 4567', '+64 21 123 4567', '021-123-4567', '(021) 123 4567']) {
      expect(matchesPhoneKinds(bad, only('mobile')), bad).toBe(false);
    }
  });

  it('recognises NZ landlines (area code + 7 digits not starting 0 or 1)', () => {
    for (const ok of ['09 379 4000', '04 471 1234', '03 364 7000', '06 835 1234', '07 838 6699', '093794000']) {
      expect(matchesPhoneKinds(ok, only('landline')), ok).toBe(true);
    }
    for (const bad of ['09 079 4000', '04 171 1234', '05 471 1234', '08 471 1234', '02 471 1234', '09 379 400', '09 379 40000', '(09) 379 4000']) {
      expect(matchesPhoneKinds(bad, only('landline')), bad).toBe(false);
    }
  });

  it('recognises freephone numbers (0800/0508 + 6 or 7 digits)', () => {
    for (const ok of ['0800 123 456', '0508 832 867', '0800 1234 567', '0800123456']) {
      expect(matchesPhoneKinds(ok, only('freephone')), ok).toBe(true);
    }
    for (const bad of ['0800 12345', '0800 1234 5678', '0900 123 456', '0508-832-867']) {
      expect(matchesPhoneKinds(bad, only('freephone')), bad).toBe(false);
    }
  });

  it('recognises international numbers (+ and 8 to 15 digits)', () => {
    for (const ok of ['+64 21 123 4567', '+61 2 9876 5432', '+44 20 7946 0958', '+6493794000', '+1 212 555 0123', '+ 64 21 123 4567']) {
      expect(matchesPhoneKinds(ok, only('international')), ok).toBe(true);
    }
    for (const bad of [
      '+64 21',
      '+1234567',
      '+1234567890123456',
      '+44 (20) 7946 0958',
      '+61-2-9876-5432',
      '0064 21 123 4567',
      '64 21 123 4567',
      '++64211234567',
      '+64 21 123 4567+',
    ]) {
      expect(matchesPhoneKinds(bad, only('international')), bad).toBe(false);
    }
  });

  it('matches when any of the given kinds matches', () => {
    const nz: PhoneKind[] = ['mobile', 'landline'];
    expect(matchesPhoneKinds('021 123 4567', nz)).toBe(true);
    expect(matchesPhoneKinds('09 379 4000', nz)).toBe(true);
    expect(matchesPhoneKinds('0800 123 456', nz)).toBe(false);
    expect(matchesPhoneKinds('+64 21 123 4567', nz)).toBe(false);
    expect(matchesPhoneKinds('+64 21 123 4567', PHONE_KINDS)).toBe(true);
  });

  it('matches nothing when no kinds are allowed or a kind is unknown', () => {
    expect(matchesPhoneKinds('021 123 4567', [])).toBe(false);
    const fromSchema = ['pager', 'toString', 'constructor'] as unknown as PhoneKind[];
    expect(matchesPhoneKinds('021 123 4567', fromSchema)).toBe(false);
  });

  it('rejects blank, whitespace-only and non-string values', () => {
    for (const bad of ['', ' ', '     ', '\t', '\n']) {
      expect(matchesPhoneKinds(bad, PHONE_KINDS), JSON.stringify(bad)).toBe(false);
    }
    for (const bad of [null, undefined, 211234567, ['0211234567'], { number: '0211234567' }]) {
      expect(matchesPhoneKinds(bad, PHONE_KINDS)).toBe(false);
    }
  });

  it('only ignores plain spaces, not other whitespace', () => {
    expect(matchesPhoneKinds('021\t123\t4567', PHONE_KINDS)).toBe(false);
    expect(matchesPhoneKinds('0211234567\n', PHONE_KINDS)).toBe(false);
  });

  it('ignores spaces wherever they are inserted', () => {
    const numbers = ['0211234567', '093794000', '0508832867', '+442079460958'];
    fc.assert(
      fc.property(
        fc.constantFrom(...numbers),
        fc.array(fc.nat(), { maxLength: 6 }),
        (number, positions) => {
          let spaced = number;
          for (const p of positions) {
            const at = p % (spaced.length + 1);
            spaced = `${spaced.slice(0, at)} ${spaced.slice(at)}`;
          }
          expect(matchesPhoneKinds(spaced, PHONE_KINDS)).toBe(true);
        },
      ),
    );
  });

  it('never matches text containing a hyphen or parenthesis', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('-', '(', ')'), fc.string(), (a, bad, b) => {
        expect(matchesPhoneKinds(`${a}${bad}${b}`, PHONE_KINDS)).toBe(false);
      }),
    );
  });
});

describe('isNzMobile', () => {
  it('is the mobile kind on its own', () => {
    expect(isNzMobile('021 123 4567')).toBe(true);
    expect(isNzMobile('022123456')).toBe(true);
    expect(isNzMobile('02212345')).toBe(false);
    expect(isNzMobile('09 379 4000')).toBe(false);
    expect(isNzMobile('0800 123 456')).toBe(false);
    // International format is not offered for SMS, even for an NZ mobile.
    expect(isNzMobile('+64 21 123 4567')).toBe(false);
    expect(isNzMobile(undefined)).toBe(false);
  });
});
