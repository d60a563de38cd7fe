import { describe, expect, it } from 'vitest';
import { countFollowStep, followedCount, parseCount, resizeToCount, resolveCountPointer } from './countLink';

describe('reading the count', () => {
  it('parses whole numbers and numeric strings only', () => {
    expect(parseCount(0)).toBe(0);
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('More than 10')).toBeNull();
    expect(parseCount(1.5)).toBeNull();
    expect(parseCount(null)).toBeNull();
  });

  it('keeps the followed count within minItems and maxItems', () => {
    expect(followedCount('3', { minItems: 1, maxItems: 10 })).toBe(3);
    expect(followedCount(0, { minItems: 1 })).toBe(1);
    expect(followedCount('60', { maxItems: 50 })).toBe(50);
    expect(followedCount('More than 10', {})).toBeNull();
  });

  it('finds the count field: absolute, with * from the array path, or a sibling', () => {
    expect(resolveCountPointer('/metered/sites/*/unitCount', ['metered', 'sites', 1, 'manualUnits'])).toBe('/metered/sites/1/unitCount');
    expect(resolveCountPointer('unitCount', ['metered', 'sites', 1, 'manualUnits'])).toBe('/metered/sites/1/unitCount');
    expect(resolveCountPointer('/a/*', ['a', 'b'])).toBeNull();
    expect(resolveCountPointer('/bad~2escape', ['x'])).toBeNull();
  });
});

describe('bringing the list to the count', () => {
  const makeItem = () => ({ type: 'residential' });

  it('resizes by dropping from the end or appending new items', () => {
    const items = [{ n: 1 }, { n: 2 }];
    expect(resizeToCount(items, 2, makeItem)).toBe(items);
    expect(resizeToCount(items, 1, makeItem)).toEqual([{ n: 1 }]);
    expect(resizeToCount(items, 3, makeItem)).toEqual([{ n: 1 }, { n: 2 }, { type: 'residential' }]);
    expect(resizeToCount(items, -1, makeItem)).toBe(items);
  });

  it('does nothing without a count or when the list already matches', () => {
    expect(countFollowStep({ target: null, items: [{}], canWrite: true, makeItem })).toEqual({ kind: 'none' });
    expect(countFollowStep({ target: 1, items: [{}], canWrite: true, makeItem })).toEqual({ kind: 'none' });
  });

  it('writes the resized list, new items from makeItem, when the host can set values', () => {
    expect(countFollowStep({ target: 2, items: [{ unitNumber: '1' }], canWrite: true, makeItem })).toEqual({
      kind: 'write',
      items: [{ unitNumber: '1' }, { type: 'residential' }],
    });
    expect(countFollowStep({ target: 0, items: [{}], canWrite: true, makeItem })).toEqual({ kind: 'write', items: [] });
  });

  it('can only grow, one item at a time, when the host cannot set values', () => {
    expect(countFollowStep({ target: 3, items: [{}], canWrite: false, makeItem })).toEqual({ kind: 'add-one' });
    expect(countFollowStep({ target: 0, items: [{}], canWrite: false, makeItem })).toEqual({ kind: 'none' });
  });
});
