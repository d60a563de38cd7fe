import { describe, expect, test } from 'vitest';
import { rowChunks } from './rowChunks';

describe('rowChunks', () => {
  test('when the rows are many, then they come in runs of the size, in order, the last one holding the rest', () => {
    const rows = Array.from({ length: 7 }, (_, index) => index);
    expect(rowChunks(rows, 3)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(rowChunks(rows, 7)).toEqual([rows]);
  });

  test('when a row is added at the end, then no earlier row changes run', () => {
    const before = rowChunks([0, 1, 2, 3, 4, 5], 3);
    const after = rowChunks([0, 1, 2, 3, 4, 5, 6], 3);
    expect(after.slice(0, before.length)).toEqual(before);
  });

  test('when there are no rows, then there is one empty run (the table keeps its body)', () => {
    expect(rowChunks([], 3)).toEqual([[]]);
  });

  test('when the size is not a positive whole number, then it says so', () => {
    expect(() => rowChunks([1], 0)).toThrow(RangeError);
    expect(() => rowChunks([1], 1.5)).toThrow(/positive integer/);
  });
});
