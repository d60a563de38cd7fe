// Where a list that drops down from a field goes: under the field, as wide as
// it (or as wide as its own content, for the date picker's calendar), unless it does not fit there and there is more room above, when it opens
// upwards instead. Its height is capped at the room on the chosen side, so the
// list scrolls inside itself rather than past the window's edge.
// Pure, so that the rule can be tested without a browser.

export interface AnchorBox {
  top: number;
  bottom: number;
  left: number;
  width: number;
}

export interface PopoverPlacement {
  side: 'bottom' | 'top';
  /** Viewport coordinates for a `position: fixed` element. */
  left: number;
  width: number;
  /** Set when the list opens downwards: its top edge. */
  top?: number;
  /** Set when the list opens upwards: the distance of its bottom edge from the viewport's bottom. */
  bottom?: number;
  maxHeight: number;
}

/** Kept clear between the list and the window's edge. */
export const VIEWPORT_MARGIN = 8;

/**
 * `listHeight`: the list's height with nothing capped (all its suggestions shown).
 * `listWidth`: the list's own width, when it is not to take the field's.
 */
export function popoverPlacement(
  anchor: AnchorBox,
  viewport: { width: number; height: number },
  listHeight: number,
  listWidth?: number,
): PopoverPlacement {
  const below = viewport.height - anchor.bottom - VIEWPORT_MARGIN;
  const above = anchor.top - VIEWPORT_MARGIN;
  const width = Math.min(listWidth ?? anchor.width, viewport.width - 2 * VIEWPORT_MARGIN);
  const left = Math.max(VIEWPORT_MARGIN, Math.min(anchor.left, viewport.width - VIEWPORT_MARGIN - width));
  if (listHeight > below && above > below) {
    return { side: 'top', left, width, bottom: viewport.height - anchor.top, maxHeight: Math.max(0, above) };
  }
  return { side: 'bottom', left, width, top: anchor.bottom, maxHeight: Math.max(0, below) };
}
