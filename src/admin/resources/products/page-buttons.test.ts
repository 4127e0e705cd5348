import { describe, expect, it } from 'vitest';
import { pageButtons } from './page-buttons';

describe('pageButtons', () => {
  it('shows every page when there are 10 or fewer', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows at most 10 buttons, keeping the current page inside the window', () => {
    expect(pageButtons(1, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageButtons(20, 40)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageButtons(40, 40)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('has no buttons without pages, and clamps an out-of-range current page', () => {
    expect(pageButtons(1, 0)).toEqual([]);
    expect(pageButtons(99, 12)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
