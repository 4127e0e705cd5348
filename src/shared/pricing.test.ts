import { describe, expect, it } from 'vitest';
import { bestDiscount, isInWindow, priceCart, priceLine, productDiscount } from './pricing';

const now = new Date('2026-11-22T12:00:00.000Z');
const window = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T21:59:59.000Z' };

describe('bestDiscount: the highest active, in-window discount of a product, its categories and its tags', () => {
  it('picks the highest of the candidates in force', () => {
    const candidates = [
      { percentage: 10, isActive: true, ...window }, // product
      { percentage: 25, isActive: true, ...window }, // category
      { percentage: 15, isActive: true, ...window }, // tag
    ];
    expect(bestDiscount(candidates, now)).toBe(25);
  });

  it('ignores inactive discounts and those outside their window', () => {
    const candidates = [
      { percentage: 50, isActive: false, ...window },
      {
        percentage: 40,
        isActive: true,
        startDate: '2026-11-23T00:00:00.000Z',
        endDate: '2026-12-01T00:00:00.000Z',
      },
      {
        percentage: 30,
        isActive: true,
        startDate: '2026-10-01T00:00:00.000Z',
        endDate: '2026-11-22T11:59:59.999Z',
      },
      { percentage: 5, isActive: true, ...window },
    ];
    expect(bestDiscount(candidates, now)).toBe(5);
  });

  it('is 0 without a discount in force', () => {
    expect(bestDiscount([], now)).toBe(0);
    expect(bestDiscount([{ percentage: 20, isActive: false, ...window }], now)).toBe(0);
  });

  it('counts a tie once', () => {
    const c = { percentage: 20, isActive: true, ...window };
    expect(bestDiscount([c, { ...c }], now)).toBe(20);
  });

  it('includes both ends of the window', () => {
    const c = { startDate: '2026-11-22T12:00:00.000Z', endDate: '2026-11-22T12:00:00.000Z' };
    expect(isInWindow(c.startDate, c.endDate, now)).toBe(true);
    expect(isInWindow(c.startDate, c.endDate, new Date(now.getTime() + 1))).toBe(false);
    expect(isInWindow(c.startDate, c.endDate, new Date(now.getTime() - 1))).toBe(false);
    expect(bestDiscount([{ percentage: 12, isActive: true, ...c }], now)).toBe(12);
  });
});

describe('productDiscount: the discount object of a product', () => {
  it('gives the percentage and the discounted price, or null', () => {
    expect(productDiscount(145000, 10)).toEqual({ percentage: 10, discountedPrice: 130500 });
    expect(productDiscount(145000, 0)).toBeNull();
    expect(productDiscount(77500, 100)).toEqual({ percentage: 100, discountedPrice: 0 });
  });
});

describe('priceLine: one cart line, rounded once', () => {
  it('prices the contract example (2 × EGP 1,450 at 10%)', () => {
    expect(priceLine(145000, 10, 2)).toEqual({
      unitPrice: 145000,
      discountPercentage: 10,
      discountedUnitPrice: 130500,
      quantity: 2,
      lineSubtotal: 290000,
      lineDiscount: 29000,
      lineTotal: 261000,
    });
  });

  it('rounds the line, not each unit', () => {
    // 7 × 0.15 = 1.05 at 50%: the discount 0.525 rounds half up to 0.53, leaving 0.52 for the line.
    // Rounded per unit it would be 7 × (0.15 − 0.08) = 0.49.
    expect(priceLine(15, 50, 7).lineTotal).toBe(52);
    expect(priceLine(15, 50, 7).discountedUnitPrice).toBe(7);
    // 3 × 9.99 = 29.97 at 12.5%: 3.74625 off → 3.75, leaving 26.22.
    expect(priceLine(999, 12.5, 3).lineTotal).toBe(2622);
  });

  it('rounds half up to the piastre', () => {
    expect(priceLine(5, 10, 1).lineDiscount).toBe(1); // 0.5 piastre off → 1
    expect(priceLine(5, 10, 1).lineTotal).toBe(4);
  });

  it('refuses a fractional price or quantity', () => {
    expect(() => priceLine(100.5, 0, 1)).toThrow(RangeError);
    expect(() => priceLine(100, 0, 1.5)).toThrow(RangeError);
    expect(() => priceLine(100, 0, -1)).toThrow(RangeError);
  });
});

describe('priceCart: the totals of a cart or an order', () => {
  const lines = [
    { productId: 12, unitPrice: 145000, discountPercentage: 10, quantity: 2 },
    { productId: 7, unitPrice: 77500, discountPercentage: 0, quantity: 1 },
  ];

  it('adds lines, takes the coupon off the subtotal after product discounts, then adds shipping', () => {
    const t = priceCart(lines, { couponPercentage: 10, shipping: 6000 });
    expect(t.subtotal).toBe(367500);
    expect(t.productDiscount).toBe(29000);
    expect(t.subtotalAfterProductDiscounts).toBe(338500);
    expect(t.couponDiscount).toBe(33850);
    expect(t.totalAfterDiscount).toBe(304650);
    expect(t.shipping).toBe(6000);
    expect(t.total).toBe(310650);
    expect(t.itemCount).toBe(3);
    expect(t.lines[0]).toMatchObject({ productId: 12, lineTotal: 261000 });
  });

  it('matches the contract’s order example (subtotal 2900, discount 290, coupon 261, shipping 60, total 2409)', () => {
    const t = priceCart([{ unitPrice: 145000, discountPercentage: 10, quantity: 2 }], {
      couponPercentage: 10,
      shipping: 6000,
    });
    expect([t.subtotal, t.productDiscount, t.couponDiscount, t.shipping, t.total]).toEqual([
      290000, 29000, 26100, 6000, 240900,
    ]);
  });

  it('without a coupon or a city the total is the discounted subtotal', () => {
    const t = priceCart(lines);
    expect(t.couponDiscount).toBe(0);
    expect(t.shipping).toBe(0);
    expect(t.total).toBe(338500);
  });

  it('never lets a coupon make the order free', () => {
    const t = priceCart(lines, { couponPercentage: 100, shipping: 5000 });
    expect(t.couponDiscount).toBe(0);
    expect(t.couponPercentage).toBe(0);
    expect(t.total).toBe(338500 + 5000);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart([], { shipping: 0 }).total).toBe(0);
  });
});
