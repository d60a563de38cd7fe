// Keeps a popover next to the field it drops down from: in the browser's top
// layer (the Popover API, `popover="manual"`), so that no scrolling or clipping
// ancestor cuts it off, placed by popoverPlacement.ts before the first paint,
// and placed again on any scroll (captured, so a scrolling panel counts too),
// on resize, and when the popover's own size changes (new suggestions, a month
// of six weeks). The address search's list and the date picker's calendar
// share it.
import { useLayoutEffect, type RefObject } from 'react';
import { popoverPlacement } from './popoverPlacement';

/**
 * Whether this browser has the Popover API. Where it has not (old browsers, jsdom),
 * the popover is not marked as one at all: it stays a fixed-position box above
 * the page, placed the same way, instead of one the browser's styles would hide.
 */
export const TOP_LAYER = typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

export interface AnchoredPopoverOptions {
  /** Kept clear between the field and the popover, in px. */
  gap?: number;
  /** 'anchor': as wide as the field (a list of suggestions); 'own': as wide as its content (a calendar). */
  width?: 'anchor' | 'own';
  /** Whole pixels: the field's box is often fractional, and a bordered box stays sharp on whole pixels. */
  wholePixels?: boolean;
}

export function useAnchoredPopover(
  popoverRef: RefObject<HTMLElement | null>,
  anchorRef: RefObject<HTMLElement | null>,
  { gap = 0, width = 'anchor', wholePixels = false }: AnchoredPopoverOptions = {},
): void {
  useLayoutEffect(() => {
    const popover = popoverRef.current;
    const anchor = anchorRef.current;
    if (!popover || !anchor) return;
    const px = (value: number) => `${wholePixels ? Math.floor(value) : value}px`;
    const place = () => {
      const box = anchor.getBoundingClientRect();
      // Its whole height, whatever max-height it has now: content plus its borders.
      const height = popover.scrollHeight + popover.offsetHeight - popover.clientHeight;
      const placement = popoverPlacement(
        { top: box.top - gap, bottom: box.bottom + gap, left: box.left, width: box.width },
        { width: window.innerWidth, height: window.innerHeight },
        height,
        width === 'own' ? popover.offsetWidth : undefined,
      );
      popover.dataset.placement = placement.side;
      popover.style.left = px(placement.left);
      if (width === 'anchor') popover.style.width = px(placement.width);
      popover.style.top = placement.top === undefined ? 'auto' : px(placement.top);
      popover.style.bottom = placement.bottom === undefined ? 'auto' : px(placement.bottom);
      popover.style.maxHeight = px(placement.maxHeight);
    };
    if (TOP_LAYER && !popover.matches(':popover-open')) popover.showPopover();
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    resized?.observe(popover);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      resized?.disconnect();
    };
  }, [popoverRef, anchorRef, gap, width, wholePixels]);
}
