import { afterEach, describe, expect, it } from 'vitest';
import { getApplyCouponResponseMock } from '../../../../generated/shop-api/customer/customer.msw';
import { APPLIED_COUPON_STORAGE_KEY, loadAppliedCoupon, saveAppliedCoupon } from './applied-coupon';

afterEach(() => localStorage.clear());

describe('applied coupon storage', () => {
  it('saves, loads and forgets the applied coupon with the cart', () => {
    const applied = { result: getApplyCouponResponseMock(), signature: '12:21:Mx2' };
    saveAppliedCoupon(applied, localStorage);
    expect(loadAppliedCoupon(localStorage)).toEqual(applied);
    saveAppliedCoupon(null, localStorage);
    expect(localStorage.getItem(APPLIED_COUPON_STORAGE_KEY)).toBeNull();
    expect(loadAppliedCoupon(localStorage)).toBeNull();
  });

  it('ignores anything unreadable', () => {
    localStorage.setItem(APPLIED_COUPON_STORAGE_KEY, '{oops');
    expect(loadAppliedCoupon(localStorage)).toBeNull();
    localStorage.setItem(
      APPLIED_COUPON_STORAGE_KEY,
      JSON.stringify({ signature: 'x', result: { couponCode: 5 } }),
    );
    expect(loadAppliedCoupon(localStorage)).toBeNull();
  });
});
