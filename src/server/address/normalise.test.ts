import { describe, expect, it } from 'vitest';
import { canonicalWord, isNumberToken, normalise, numberForms, simplify, tokenise, wordForms } from './normalise';

describe('normalise', () => {
  it('lower-cases, strips punctuation and collapses spaces', () => {
    expect(normalise('  12   Ponsonby  Road,  PONSONBY, Auckland 1011 ')).toBe('12 ponsonby road ponsonby auckland 1011');
    expect(normalise("O'Neills Avenue; Takapuna!")).toBe('oneills avenue takapuna');
    expect(normalise('Ellerslie-Panmure Highway')).toBe('ellerslie panmure highway');
  });

  it('strips macrons and accents', () => {
    expect(normalise('Ōtāhuhu, Manawatū')).toBe('otahuhu manawatu');
  });

  it('expands common abbreviations, with or without a full stop', () => {
    expect(normalise('12 Ponsonby Rd')).toBe('12 ponsonby road');
    expect(normalise('Mt. Eden Rd.')).toBe('mount eden road');
    for (const [short, long] of [
      ['st', 'street'],
      ['ave', 'avenue'],
      ['cres', 'crescent'],
      ['pl', 'place'],
      ['dr', 'drive'],
      ['tce', 'terrace'],
    ]) {
      expect(normalise(`Kelburn ${short}`)).toBe(`kelburn ${long}`);
      expect(normalise(`Kelburn ${long}`)).toBe(`kelburn ${long}`);
    }
  });

  it('keeps a unit and number together, also when typed with spaces', () => {
    expect(normalise('2/12 Ponsonby Road')).toBe('2/12 ponsonby road');
    expect(normalise('2 / 12a Ponsonby Road')).toBe('2/12a ponsonby road');
    expect(tokenise('/ 12 /')).toEqual(['12']);
  });

  it('reads P.O. Box as po box', () => {
    expect(simplify('P.O. Box 1234')).toBe('po box 1234');
  });

  it('gives no tokens for blank or punctuation-only text', () => {
    expect(tokenise('  ,.;  ')).toEqual([]);
    expect(normalise('')).toBe('');
  });
});

describe('tokens', () => {
  it('treats any token with a digit as a number', () => {
    expect(isNumberToken('12')).toBe(true);
    expect(isNumberToken('2/12a')).toBe(true);
    expect(isNumberToken('road')).toBe(false);
  });

  it('lets 12A and units at 12 answer to "12"', () => {
    expect(numberForms('12')).toEqual(['12']);
    expect(numberForms('12a')).toEqual(['12a', '12']);
    expect(numberForms('2/12')).toEqual(['2/12', '12']);
    expect(numberForms('2/12a')).toEqual(['2/12a', '2/12', '12a', '12']);
    expect(numberForms('1011')).toEqual(['1011']);
  });

  it('gives a word its full form first and keeps what was written', () => {
    expect(canonicalWord('rd')).toBe('road');
    expect(canonicalWord('ponsonby')).toBe('ponsonby');
    expect(wordForms('rd')).toEqual(['road', 'rd']);
    expect(wordForms('st')).toEqual(['street', 'st', 'saint']);
    expect(wordForms('road')).toEqual(['road']);
  });
});
