import { describe, expect, test } from 'vitest';
import { MIN_ROOM_BELOW, popoverPlacement, VIEWPORT_MARGIN } from './popoverPlacement';

const viewport = { width: 1200, height: 800 };

describe('popoverPlacement', () => {
  test('when there is room under the field, then the list opens under it, as wide as it', () => {
    expect(popoverPlacement({ top: 100, bottom: 144, left: 40, width: 500 }, viewport)).toEqual({
      side: 'bottom',
      left: 40,
      width: 500,
      top: 144,
      maxHeight: 800 - 144 - VIEWPORT_MARGIN,
    });
  });

  test('when the room under the field is short and there is more above, then the list opens upwards', () => {
    const anchor = { top: 700, bottom: 744, left: 40, width: 500 };
    expect(800 - 744 - VIEWPORT_MARGIN).toBeLessThan(MIN_ROOM_BELOW);
    expect(popoverPlacement(anchor, viewport)).toEqual({ side: 'top', left: 40, width: 500, bottom: 100, maxHeight: 700 - VIEWPORT_MARGIN });
  });

  test('when neither side has much room, then the list takes the larger one', () => {
    const small = { width: 400, height: 300 };
    expect(popoverPlacement({ top: 60, bottom: 104, left: 0, width: 300 }, small).side).toBe('bottom');
    expect(popoverPlacement({ top: 200, bottom: 244, left: 0, width: 300 }, small).side).toBe('top');
  });

  test('when the field is wider than the window or sticks out of it, then the list stays inside the window', () => {
    const narrow = { width: 375, height: 800 };
    expect(popoverPlacement({ top: 100, bottom: 144, left: 16, width: 600 }, narrow)).toMatchObject({ left: VIEWPORT_MARGIN, width: 375 - 2 * VIEWPORT_MARGIN });
    expect(popoverPlacement({ top: 100, bottom: 144, left: -20, width: 200 }, narrow).left).toBe(VIEWPORT_MARGIN);
  });
});
