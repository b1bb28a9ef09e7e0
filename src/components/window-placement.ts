/** Space kept between something placed against the window (a menu, a tooltip) and the window's edge. */
export const WINDOW_MARGIN_PX = 8;

/** Where the room at the window's top starts: under a header that stays over the page (marked data-sticky-header). */
export function topOfRoom(): number {
  return Math.max(document.querySelector('[data-sticky-header]')?.getBoundingClientRect().bottom ?? 0, 0);
}

/** The window's width without its vertical scroll bar. */
export function roomWidth(): number {
  return document.documentElement.clientWidth;
}

/**
 * The left edge for a box `width` wide that would like to start at `left`: moved in as far as needed
 * to keep the window's margin on both sides (its left edge wins when the box is wider than the room).
 */
export function leftInsideWindow(left: number, width: number): number {
  return Math.max(Math.min(left, roomWidth() - WINDOW_MARGIN_PX - width), WINDOW_MARGIN_PX);
}
