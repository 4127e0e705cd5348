/**
 * Which sides of a sideways-scrolling row hide more of it, so the shop can fade that edge (a cue that the
 * category chips scroll). Sides are physical (left, right): in a right-to-left row the start is on the right and
 * `scrollLeft` runs from 0 there to minus the overflow at the left end, as browsers report it now.
 */
export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

export interface HiddenSides {
  left: boolean;
  right: boolean;
}

/** Below a pixel is rounding, not a hidden chip. */
const SLACK = 1;

export function hiddenSides(m: ScrollMetrics, rtl: boolean): HiddenSides {
  const overflow = m.scrollWidth - m.clientWidth;
  if (overflow <= SLACK) return { left: false, right: false };
  if (rtl) {
    // Older engines counted RTL scrolling from overflow (start) down to 0; either way, |scrollLeft| is how far
    // from the start the row has moved.
    const moved = Math.abs(m.scrollLeft);
    return { right: moved > SLACK, left: moved < overflow - SLACK };
  }
  return { left: m.scrollLeft > SLACK, right: m.scrollLeft < overflow - SLACK };
}
