import { describe, expect, it } from 'vitest';
import { countedListsOf } from './countedLists';

describe('countedListsOf', () => {
  it('finds each list that counts by a sibling answer, inside objects and lists', () => {
    const schema = {
      type: 'object',
      properties: {
        site: { type: 'object', properties: { lotCount: { type: 'string' }, lots: { type: 'array', itemCountFrom: 'lotCount', items: { type: 'object' } } } },
        sites: { type: 'array', items: { type: 'object', properties: { rows: { type: 'array', itemCountFrom: 'count' } } } },
        contacts: { type: 'array', items: { type: 'object' } },
      },
    };
    expect(countedListsOf(schema)).toEqual({ '/site/lots': 'lotCount', '/sites/*/rows': 'count' });
  });

  it('finds none in a schema without the keyword', () => {
    expect(countedListsOf({ type: 'object', properties: { a: { type: 'string' } } })).toEqual({});
  });
});
