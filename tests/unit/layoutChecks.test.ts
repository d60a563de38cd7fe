// The judging half of the browser tests' layout checks (tests/e2e/layoutChecks.ts):
// given measurements, which overlaps, split words and sideways scrolling are reported.
import { describe, expect, it } from 'vitest';
import { findOverlaps, layoutProblems, lineCountOf, overlapOf, type Box, type LayoutItem, type LayoutMeasurements } from '../e2e/layoutChecks';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });
const item = (what: string, boxes: Box[], layer = 0): LayoutItem => ({ what, layer, boxes });

function measurements(overrides: Partial<LayoutMeasurements>): LayoutMeasurements {
  return { viewportWidth: 375, documentWidth: 375, pastRightEdge: [], items: [], splitWords: [], ...overrides };
}

describe('overlapOf', () => {
  it('is the width and height two boxes share, and nothing for boxes apart or only touching', () => {
    expect(overlapOf(box(0, 0, 100, 20), box(90, 10, 50, 20))).toEqual({ width: 10, height: 10 });
    expect(overlapOf(box(0, 0, 100, 20), box(100, 0, 50, 20))).toEqual({ width: 0, height: 20 });
    expect(overlapOf(box(0, 0, 100, 20), box(0, 40, 100, 20))).toEqual({ width: 100, height: 0 });
  });
});

describe('findOverlaps', () => {
  it('reports two things on the same layer that cover each other', () => {
    const found = findOverlaps([item('"Type of address" (legend)', [box(10, 100, 200, 22)]), item('input#root_x', [box(10, 110, 300, 44)])]);
    expect(found).toEqual([{ first: '"Type of address" (legend)', second: 'input#root_x', width: 200, height: 12, at: { x: 10, y: 110 } }]);
  });

  it('leaves alone lines that touch by a pixel or two, and things on different layers (a popover over the page)', () => {
    const lines = [item('"first line" (p)', [box(0, 0, 200, 22)]), item('"second line" (p)', [box(0, 20, 200, 22)])];
    expect(findOverlaps(lines)).toEqual([]);
    expect(findOverlaps([item('"page text" (p)', [box(0, 0, 200, 22)]), item('"suggestion" (div)', [box(0, 0, 200, 44)], 1)])).toEqual([]);
  });

  it('never compares a piece of text with itself, across its own lines', () => {
    expect(findOverlaps([item('"wrapped" (p)', [box(0, 0, 200, 22), box(0, 4, 120, 22)])])).toEqual([]);
  });

  it('reports each pair once, however many of their boxes meet', () => {
    const found = findOverlaps([item('a', [box(0, 0, 100, 20), box(0, 20, 100, 20)]), item('b', [box(0, 0, 100, 40)])]);
    expect(found).toHaveLength(1);
  });
});

describe('lineCountOf', () => {
  it('counts boxes beside each other on a line as one line, and boxes below as more', () => {
    expect(lineCountOf([box(0, 0, 50, 20), box(60, 1, 50, 19)])).toBe(1);
    expect(lineCountOf([box(300, 0, 40, 20), box(0, 24, 30, 20)])).toBe(2);
  });
});

describe('layoutProblems', () => {
  it('is empty for a sound page', () => {
    expect(layoutProblems(measurements({ items: [item('a', [box(0, 0, 10, 10)])] }))).toEqual([]);
  });

  it('says how wide the page is and what reaches past the window', () => {
    const problems = layoutProblems(measurements({ documentWidth: 552, pastRightEdge: ['select#root_liveningInspectorId (right edge at 552 px)'] }));
    expect(problems).toEqual([
      'The page scrolls sideways: it is 552 px wide in a 375 px window. Past the right edge: select#root_liveningInspectorId (right edge at 552 px)',
    ]);
  });

  it('leaves out sideways scrolling that only ignored elements cause', () => {
    expect(layoutProblems(measurements({ documentWidth: 500, pastRightEdge: ['ignored:table.engine-repeatable__table (right edge at 500 px)'] }))).toEqual([]);
  });

  it('names a word broken across two lines, but not one that only has two boxes on one line', () => {
    const splitWords = [
      { word: 'Residential', where: 'td in [data-pointer="/metered/sites/0/manualUnits"]', boxes: [box(100, 0, 40, 20), box(0, 24, 50, 20)] },
      { word: 'Kōwhai', where: 'p', boxes: [box(0, 0, 20, 20), box(20, 0, 30, 20)] },
    ];
    expect(layoutProblems(measurements({ splitWords }))).toEqual(['The word "Residential" is broken across lines in td in [data-pointer="/metered/sites/0/manualUnits"]']);
  });

  it('lists at most fifteen of a kind, then how many more', () => {
    const items = Array.from({ length: 20 }, (_, index) => item(`item ${index}`, [box(0, 0, 100, 20)]));
    const problems = layoutProblems(measurements({ items }));
    expect(problems).toHaveLength(16);
    expect(problems.at(-1)).toBe('…and 175 more like these');
  });
});
