import { describe, expect, it } from 'vitest';
import { applyPercentage, percentOf, toEgp, toPiastres } from './money';

describe('money in piastres', () => {
  it('converts EGP and back without float drift', () => {
    expect(toPiastres(1450.1)).toBe(145010);
    expect(toPiastres(0.07)).toBe(7);
    expect(toEgp(145010)).toBe(1450.1);
    expect(() => toPiastres(Number.NaN)).toThrow(RangeError);
  });

  it('rounds a percentage half up to the piastre', () => {
    expect(percentOf(145000, 10)).toBe(14500);
    expect(percentOf(999, 12.5)).toBe(125); // 124.875 → 125
    expect(percentOf(5, 10)).toBe(1); // 0.5 → 1
    expect(applyPercentage(145000, 10)).toBe(130500);
    expect(applyPercentage(145000, 0)).toBe(145000);
    expect(applyPercentage(145000, 100)).toBe(0);
  });
});
