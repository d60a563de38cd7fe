import { describe, expect, test } from 'vitest';
import { popoverPlacement, VIEWPORT_MARGIN } from './popoverPlacement';

const viewport = { width: 1200, height: 800 };

describe('popoverPlacement', () => {
  test('when the list fits under the field, then it opens under it, as wide as it', () => {
    expect(popoverPlacement({ top: 100, bottom: 144, left: 40, width: 500 }, viewport, 300)).toEqual({
      side: 'bottom',
      left: 40,
      width: 500,
      top: 144,
      maxHeight: 800 - 144 - VIEWPORT_MARGIN,
    });
  });

  test('when a short list still fits under a field low in the window, then it stays under it', () => {
    expect(popoverPlacement({ top: 680, bottom: 724, left: 40, width: 500 }, viewport, 56).side).toBe('bottom');
  });

  test('when the list does not fit under the field and there is more room above, then it opens upwards', () => {
    expect(popoverPlacement({ top: 700, bottom: 744, left: 40, width: 500 }, viewport, 200)).toEqual({
      side: 'top',
      left: 40,
      width: 500,
      bottom: 100,
      maxHeight: 700 - VIEWPORT_MARGIN,
    });
  });

  test('when it fits on neither side, then it takes the larger one and scrolls inside', () => {
    const small = { width: 400, height: 300 };
    expect(popoverPlacement({ top: 60, bottom: 104, left: 0, width: 300 }, small, 440)).toMatchObject({ side: 'bottom', maxHeight: 300 - 104 - VIEWPORT_MARGIN });
    expect(popoverPlacement({ top: 200, bottom: 244, left: 0, width: 300 }, small, 440)).toMatchObject({ side: 'top', maxHeight: 200 - VIEWPORT_MARGIN });
  });

  test('when the field is wider than the window or sticks out of it, then the list stays inside the window', () => {
    const narrow = { width: 375, height: 800 };
    expect(popoverPlacement({ top: 100, bottom: 144, left: 16, width: 600 }, narrow, 100)).toMatchObject({ left: VIEWPORT_MARGIN, width: 375 - 2 * VIEWPORT_MARGIN });
    expect(popoverPlacement({ top: 100, bottom: 144, left: -20, width: 200 }, narrow, 100).left).toBe(VIEWPORT_MARGIN);
  });

  test('when the list has a width of its own, then it keeps it, starting under the field and moved left only to stay inside the window', () => {
    expect(popoverPlacement({ top: 100, bottom: 144, left: 16, width: 180 }, viewport, 360, 340)).toMatchObject({ side: 'bottom', left: 16, width: 340 });
    const narrow = { width: 375, height: 800 };
    expect(popoverPlacement({ top: 100, bottom: 144, left: 100, width: 180 }, narrow, 360, 340)).toMatchObject({ left: 375 - VIEWPORT_MARGIN - 340, width: 340 });
    expect(popoverPlacement({ top: 100, bottom: 144, left: 16, width: 180 }, { width: 300, height: 800 }, 360, 340)).toMatchObject({ left: VIEWPORT_MARGIN, width: 300 - 2 * VIEWPORT_MARGIN });
  });
});
