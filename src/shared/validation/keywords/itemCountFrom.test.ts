import { describe, expect, it } from 'vitest';
import { countOf, hasItemCountFrom } from './itemCountFrom';

describe('itemCountFrom', () => {
  const site = (lotCount: unknown, lots: unknown[]) => ({ site: { lotCount, lots } });

  it('holds when the list has as many items as the sibling count', () => {
    const document = site('3', [{}, {}, {}]);
    expect(hasItemCountFrom(document.site.lots, '/site/lots', document, 'lotCount')).toBe(true);
  });

  it('fails when it has more or fewer', () => {
    for (const lots of [[{}, {}], [{}, {}, {}, {}]]) {
      const document = site('3', lots);
      expect(hasItemCountFrom(document.site.lots, '/site/lots', document, 'lotCount')).toBe(false);
    }
  });

  it('sets no count for an answer that is not one (More than 10, none yet), so the form says what is missing', () => {
    for (const answer of ['More than 10', undefined, '', '2.5', -1]) {
      const document = site(answer, [{}]);
      expect(hasItemCountFrom(document.site.lots, '/site/lots', document, 'lotCount')).toBe(true);
    }
  });

  it('reads whole numbers and digit strings as counts', () => {
    expect(countOf(4)).toBe(4);
    expect(countOf(' 10 ')).toBe(10);
    expect(countOf('1e3')).toBeUndefined();
    expect(countOf(1.5)).toBeUndefined();
  });

  it('finds the count beside a list inside another list', () => {
    const document = { sites: [{ count: 1, rows: [{}] }, { count: 2, rows: [{}] }] };
    expect(hasItemCountFrom(document.sites[0]!.rows, '/sites/0/rows', document, 'count')).toBe(true);
    expect(hasItemCountFrom(document.sites[1]!.rows, '/sites/1/rows', document, 'count')).toBe(false);
  });
});
