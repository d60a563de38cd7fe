import { describe, expect, it } from 'vitest';
import { AddressIndex, alphabeticalText } from './addressIndex';

const LABELS = [
  '12 Ponsonby Road, Ponsonby, Auckland 1011',
  '2/12 Ponsonby Road, Ponsonby, Auckland 1011',
  '12A Ponsonby Road, Ponsonby, Auckland 1011',
  '120 Ponsonby Road, Ponsonby, Auckland 1011',
  '5 Ponsonby Road, Ponsonby, Auckland 1011',
  '12 Hepburn Street, Ponsonby, Auckland 1011',
  '7 Richmond Road, Ponsonby, Auckland 1011',
  '12 Stokes Road, Mount Eden, Auckland 1024',
  '40 Mount Eden Road, Mount Eden, Auckland 1024',
  '95 St Heliers Bay Road, St Heliers, Auckland 1071',
  '3 Cliff Road, St Heliers, Auckland 1071',
  '12 Gordon Road, Mosgiel 9024',
];
const POSTAL = ['PO Box 1234, Wellesley Street, Auckland 1141', 'PO Box 77, Wellington 6140'];

const index = new AddressIndex([...LABELS.map((label) => ({ label, postal: false })), ...POSTAL.map((label) => ({ label, postal: true }))]);
const search = (query: string, postal = false, limit = 10) => index.search(query, { postal, limit }).map((i) => [...LABELS, ...POSTAL][i]);

describe('AddressIndex ranking', () => {
  it('puts a whole-label prefix match first', () => {
    expect(search('12 Ponsonby')[0]).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
    expect(search('12 ponsonby road ponsonby auckland 10')).toEqual(['12 Ponsonby Road, Ponsonby, Auckland 1011']);
  });

  it('matches words in any order, by prefix', () => {
    expect(search('ponsonby 12')[0]).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
    expect(search('auckland hepb')).toEqual(['12 Hepburn Street, Ponsonby, Auckland 1011']);
  });

  it('needs every query word to match', () => {
    expect(search('ponsonby wellington')).toEqual([]);
    expect(search('zzqx')).toEqual([]);
  });

  it('matches numbers exactly: 12 finds 12, then the units at 12 and 12A, never 120', () => {
    const found = search('ponsonby road 12');
    expect(found).toEqual([
      '12 Ponsonby Road, Ponsonby, Auckland 1011',
      '2/12 Ponsonby Road, Ponsonby, Auckland 1011',
      '12A Ponsonby Road, Ponsonby, Auckland 1011',
    ]);
    expect(search('12a ponsonby')).toEqual(['12A Ponsonby Road, Ponsonby, Auckland 1011']);
    expect(search('2/12 ponsonby')).toEqual(['2/12 Ponsonby Road, Ponsonby, Auckland 1011']);
  });

  it('prefers labels with fewer words left unmatched, then alphabetical with numbers by value', () => {
    // "Ponsonby Road, Ponsonby" matches two words of the label; Hepburn Street and Richmond Road fewer.
    expect(search('ponsonby rd')).toEqual([
      '5 Ponsonby Road, Ponsonby, Auckland 1011',
      '12 Ponsonby Road, Ponsonby, Auckland 1011',
      '2/12 Ponsonby Road, Ponsonby, Auckland 1011',
      '12A Ponsonby Road, Ponsonby, Auckland 1011',
      '120 Ponsonby Road, Ponsonby, Auckland 1011',
      '7 Richmond Road, Ponsonby, Auckland 1011',
    ]);
  });

  it('reads abbreviations both ways', () => {
    expect(search('mt eden rd')[0]).toBe('40 Mount Eden Road, Mount Eden, Auckland 1024');
    expect(search('40 mount eden road')[0]).toBe('40 Mount Eden Road, Mount Eden, Auckland 1024');
    expect(search('saint heliers bay')).toEqual(['95 St Heliers Bay Road, St Heliers, Auckland 1071']);
    expect(search('st heliers bay')).toEqual(['95 St Heliers Bay Road, St Heliers, Auckland 1071']);
  });

  it('still treats a typed abbreviation as the start of a word', () => {
    expect(search('12 sto')).toEqual(['12 Stokes Road, Mount Eden, Auckland 1024']);
  });

  it('offers PO Boxes to postal searches only', () => {
    expect(search('po box')).toEqual([]);
    expect(search('po box', true)).toEqual(['PO Box 77, Wellington 6140', 'PO Box 1234, Wellesley Street, Auckland 1141']);
    expect(search('wellesley 1234', true)).toEqual(['PO Box 1234, Wellesley Street, Auckland 1141']);
    expect(search('ponsonby 12', true)[0]).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
  });

  it('returns at most the limit', () => {
    expect(search('auckland', false, 3)).toHaveLength(3);
    expect(search('auckland', false, 0)).toEqual([]);
  });
});

describe('alphabeticalText', () => {
  it('sorts street addresses by street, then number, unit and alpha (12, 2/12, 12A, 120)', () => {
    const labels = ['2/12 A Street, X, Y 1000', '12A A Street, X, Y 1000', '120 A Street, X, Y 1000', '12 A Street, X, Y 1000', '3 B Street, X, Y 1000'];
    expect([...labels].sort((a, b) => (alphabeticalText(a) < alphabeticalText(b) ? -1 : 1))).toEqual([
      '12 A Street, X, Y 1000',
      '2/12 A Street, X, Y 1000',
      '12A A Street, X, Y 1000',
      '120 A Street, X, Y 1000',
      '3 B Street, X, Y 1000',
    ]);
  });
});
