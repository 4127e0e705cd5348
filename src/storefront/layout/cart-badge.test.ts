import { describe, expect, it } from 'vitest';
import { badgeText } from './cart-badge';

describe('badgeText', () => {
  it('shows the total quantity up to 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });

  it('shows 99+ above 99', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });

  it('shows nothing for an empty cart', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });
});
