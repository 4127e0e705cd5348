import { describe, expect, it } from 'vitest';
import { addDays, returnLastDay, returnPolicyOf, unitPaidPiastres, withinReturnWindow } from './returns';

describe('the return window', () => {
  // Delivered on 1 November 2026 at 23:30 Cairo time (21:30 UTC): the Cairo day is the 1st.
  const delivered = new Date('2026-11-01T21:30:00Z');

  it('counts Cairo days from the day of delivery: day 14 is in, day 15 is out', () => {
    expect(returnLastDay(delivered, 14)).toBe('2026-11-15');
    expect(withinReturnWindow(delivered, 14, new Date('2026-11-15T21:59:00Z'))).toBe(true); // 23:59 Cairo, day 14
    expect(withinReturnWindow(delivered, 14, new Date('2026-11-15T22:00:00Z'))).toBe(false); // 00:00 Cairo, day 15
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
  });
});

describe('the policy', () => {
  it('falls back to 14 days and no shipping refund for anything missing or malformed', () => {
    expect(returnPolicyOf(undefined)).toEqual({
      windowDays: 14,
      refundShipping: false,
      exchangeShippingCharged: false,
      restockRefusedOnReceipt: false,
    });
    expect(returnPolicyOf({ windowDays: 0, refundShipping: 'yes' }).windowDays).toBe(14);
    expect(returnPolicyOf({ windowDays: 30, refundShipping: true }).refundShipping).toBe(true);
  });
});

describe('what a unit was paid', () => {
  it('is the line after its discount less its share of the coupon, never more than was paid', () => {
    // 2 × 1,450 with 10 % off = 2,610; coupon 10 % of 2,610 = 261.
    const order = { subtotalPiastres: 290000, productDiscountPiastres: 29000, couponDiscountPiastres: 26100 };
    expect(unitPaidPiastres({ lineTotalPiastres: 261000, quantity: 2 }, order)).toBe(117450);
    const odd = { subtotalPiastres: 100000, productDiscountPiastres: 0, couponDiscountPiastres: 10000 };
    expect(unitPaidPiastres({ lineTotalPiastres: 100000, quantity: 3 }, odd) * 3).toBeLessThanOrEqual(90000);
  });
});
