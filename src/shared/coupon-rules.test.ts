import { describe, expect, it } from 'vitest';
import { checkCoupon, couponCodeKey, type CouponForRules } from './coupon-rules';

const now = new Date('2026-11-22T12:00:00.000Z');
const summer: CouponForRules = {
  code: 'SUMMER10',
  percentage: 10,
  isActive: true,
  startDate: '2026-06-01T00:00:00.000Z',
  endDate: '2026-12-31T21:59:59.000Z',
  maxUsage: 200,
  usedCount: 23,
  minOrderAmount: 50000,
};

describe('checkCoupon', () => {
  it('applies an active coupon in its window, under its limit, above its minimum', () => {
    expect(checkCoupon(summer, 50000, now)).toEqual({ ok: true, percentage: 10 });
  });

  it('says "This coupon code is not valid" for a code that does not exist', () => {
    expect(checkCoupon(undefined, 100000, now)).toMatchObject({
      ok: false,
      message: 'This coupon code is not valid',
    });
  });

  it('refuses a deactivated coupon with the same words as an unknown code', () => {
    expect(checkCoupon({ ...summer, isActive: false }, 100000, now)).toMatchObject({
      ok: false,
      reason: 'inactive',
      message: 'This coupon code is not valid',
    });
  });

  it('tells a coupon not started yet from an expired one, both ends of the window included', () => {
    expect(checkCoupon({ ...summer, startDate: '2026-11-22T12:00:00.001Z' }, 100000, now)).toMatchObject({
      ok: false,
      message: 'This coupon is not active yet',
    });
    expect(checkCoupon({ ...summer, endDate: '2026-11-22T11:59:59.999Z' }, 100000, now)).toMatchObject({
      ok: false,
      message: 'This coupon has expired',
    });
    expect(checkCoupon({ ...summer, startDate: now }, 100000, now).ok).toBe(true);
    expect(checkCoupon({ ...summer, endDate: now }, 100000, now).ok).toBe(true);
  });

  it('refuses a coupon at its usage limit; null means unlimited', () => {
    expect(checkCoupon({ ...summer, usedCount: 200 }, 100000, now)).toMatchObject({
      ok: false,
      message: 'This coupon has reached its usage limit',
    });
    expect(checkCoupon({ ...summer, usedCount: 199 }, 100000, now).ok).toBe(true);
    expect(checkCoupon({ ...summer, maxUsage: null, usedCount: 1_000_000 }, 100000, now).ok).toBe(true);
  });

  it('says how much more to add below the minimum, in EGP with two decimals', () => {
    expect(checkCoupon(summer, 35000, now)).toMatchObject({
      ok: false,
      message: 'Add EGP 150.00 more to use SUMMER10',
    });
    expect(checkCoupon({ ...summer, minOrderAmount: 250000 }, 1, now)).toMatchObject({
      message: 'Add EGP 2,499.99 more to use SUMMER10',
    });
    expect(checkCoupon({ ...summer, minOrderAmount: null }, 0, now).ok).toBe(true);
  });
});

describe('couponCodeKey', () => {
  it('compares codes case-insensitively, ignoring spaces around them', () => {
    expect(couponCodeKey(' summer10 ')).toBe(couponCodeKey('SUMMER10'));
  });
});
