import { describe, expect, it } from 'vitest';
import {
  APPROVED,
  CARD_NOT_ACCEPTED,
  DECLINED,
  TEST_BANKS,
  TEST_CARDS,
  cardDigits,
  decideBank,
  decideCard,
  isCvcValid,
  isExpiryCurrent,
  isLuhnValid,
  parseExpiry,
} from './testCards';

describe('Luhn check', () => {
  it('accepts both test cards and other valid numbers', () => {
    for (const card of TEST_CARDS) expect(isLuhnValid(cardDigits(card.number))).toBe(true);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('378282246310005')).toBe(true);
  });

  it('refuses a wrong check digit, letters, and too few or too many digits', () => {
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4111-1111-1111-1111')).toBe(false);
    expect(isLuhnValid('4111 1111 1111 111a')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('00000000000')).toBe(false);
    expect(isLuhnValid('0'.repeat(20))).toBe(false);
  });

  it('reads numbers typed in groups', () => {
    expect(cardDigits(' 4111 1111-1111 1111 ')).toBe('4111111111111111');
  });
});

describe('expiry', () => {
  // 15 March 2027, midday in New Zealand.
  const asOf = new Date('2027-03-15T00:00:00Z');

  it('reads MM/YY, with or without spaces around the slash, and MMYY', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(' 08 / 29 ')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('0829')).toEqual({ month: 8, year: 2029 });
    for (const typed of ['', '8/29', '13/29', '00/29', '08/2029', '08-29', 'ab/cd']) expect(parseExpiry(typed)).toBeUndefined();
  });

  it('accepts this month and later, refuses earlier months', () => {
    expect(isExpiryCurrent('03/27', asOf)).toBe(true);
    expect(isExpiryCurrent('04/27', asOf)).toBe(true);
    expect(isExpiryCurrent('01/28', asOf)).toBe(true);
    expect(isExpiryCurrent('02/27', asOf)).toBe(false);
    expect(isExpiryCurrent('12/26', asOf)).toBe(false);
    expect(isExpiryCurrent('nonsense', asOf)).toBe(false);
  });

  it("goes by New Zealand's month: 1 April NZ is still 31 March UTC", () => {
    const firstOfAprilInNz = new Date('2027-03-31T12:30:00Z');
    expect(isExpiryCurrent('03/27', firstOfAprilInNz)).toBe(false);
    expect(isExpiryCurrent('04/27', firstOfAprilInNz)).toBe(true);
  });
});

describe('security code', () => {
  it('takes 3 or 4 digits', () => {
    expect(isCvcValid('123')).toBe(true);
    expect(isCvcValid('1234')).toBe(true);
    expect(isCvcValid(' 123 ')).toBe(true);
    for (const typed of ['', '12', '12345', '12a', '1 23']) expect(isCvcValid(typed)).toBe(false);
  });
});

describe('decision', () => {
  it('approves 4111 1111 1111 1111 and declines 4000 0000 0000 0002', () => {
    expect(decideCard('4111111111111111')).toEqual(APPROVED);
    expect(decideCard('4000000000000002')).toEqual(DECLINED);
  });

  it('declines any other card as not accepted in the sandbox', () => {
    expect(decideCard('5555555555554444')).toEqual(CARD_NOT_ACCEPTED);
    expect(CARD_NOT_ACCEPTED.responseText).toBe('Card not accepted in the sandbox');
  });

  it('offers two test banks: one approves, one declines', () => {
    expect(TEST_BANKS.map((bank) => bank.name)).toEqual(['Sandbox Bank (approves)', 'Sandbox Bank (declines)']);
    expect(decideBank(TEST_BANKS[0]!.id)).toEqual(APPROVED);
    expect(decideBank(TEST_BANKS[1]!.id)).toEqual(DECLINED);
    expect(decideBank('')).toBeUndefined();
    expect(decideBank('Sandbox Bank (approves)')).toBeUndefined();
  });
});
