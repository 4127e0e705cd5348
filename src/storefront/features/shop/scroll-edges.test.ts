import { describe, expect, it } from 'vitest';
import { hiddenSides } from './scroll-edges';

describe('hiddenSides', () => {
  it('hides nothing when the row fits', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 360, clientWidth: 360 }, false)).toEqual({
      left: false,
      right: false,
    });
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 360.5, clientWidth: 360 }, true)).toEqual({
      left: false,
      right: false,
    });
  });

  it('left to right: more on the right at the start, on both sides midway, on the left at the end', () => {
    const row = { scrollWidth: 700, clientWidth: 360 };
    expect(hiddenSides({ ...row, scrollLeft: 0 }, false)).toEqual({ left: false, right: true });
    expect(hiddenSides({ ...row, scrollLeft: 150 }, false)).toEqual({ left: true, right: true });
    expect(hiddenSides({ ...row, scrollLeft: 340 }, false)).toEqual({ left: true, right: false });
  });

  it('right to left: more on the left at the start (scrollLeft 0), on the right once scrolled to the end', () => {
    const row = { scrollWidth: 700, clientWidth: 360 };
    expect(hiddenSides({ ...row, scrollLeft: 0 }, true)).toEqual({ left: true, right: false });
    expect(hiddenSides({ ...row, scrollLeft: -150 }, true)).toEqual({ left: true, right: true });
    expect(hiddenSides({ ...row, scrollLeft: -340 }, true)).toEqual({ left: false, right: true });
  });
});
