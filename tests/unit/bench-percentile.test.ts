// The bench's percentiles (tests/bench/report.ts): what its goals are judged by.
import { describe, expect, it } from 'vitest';
import { percentile } from '../bench/report';

describe('percentile', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => 20 - i); // 20, 19, …, 1: unsorted on purpose

  it('takes the nearest rank: of 20 values the p95 is the 19th smallest, not the largest', () => {
    expect(percentile(twenty, 95)).toBe(19);
    expect(percentile(twenty, 50)).toBe(10);
    expect(percentile(twenty, 100)).toBe(20);
    expect(percentile(twenty, 0)).toBe(1);
  });

  it('keeps the slowest when there are too few values to leave any out', () => {
    expect(percentile([5, 1, 3], 95)).toBe(5);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('counts a failed request (Infinity) as the slowest', () => {
    expect(percentile([...Array(99).fill(1), Infinity], 99)).toBe(1);
    expect(percentile([...Array(98).fill(1), Infinity, Infinity], 99)).toBe(Infinity);
  });
});
