import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination-window';

describe('pageWindow (window of 5 with first/last and ellipsis)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps the window at the start and adds the last page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
  });

  it('centres the window with first and last pages around it', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 20]);
  });

  it('keeps the window at the end', () => {
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('leaves out the ellipsis when no page is skipped', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps a page outside 1..totalPages', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(-4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
  });
});
