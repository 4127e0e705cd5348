import { afterEach, describe, expect, it } from 'vitest';
import { getApplyCouponResponseMock } from '../../../../generated/api/customer/customer.msw';
import { APPLIED_COUPON_STORAGE_KEY, loadAppliedCoupon, saveAppliedCoupon } from './applied-coupon';

afterEach(() => sessionStorage.clear());

describe('applied coupon storage', () => {
  it('saves, loads and forgets the applied coupon for the tab', () => {
    const applied = { result: getApplyCouponResponseMock(), signature: '12:21:Mx2' };
    saveAppliedCoupon(applied, sessionStorage);
    expect(loadAppliedCoupon(sessionStorage)).toEqual(applied);
    saveAppliedCoupon(null, sessionStorage);
    expect(sessionStorage.getItem(APPLIED_COUPON_STORAGE_KEY)).toBeNull();
    expect(loadAppliedCoupon(sessionStorage)).toBeNull();
  });

  it('ignores anything unreadable', () => {
    sessionStorage.setItem(APPLIED_COUPON_STORAGE_KEY, '{oops');
    expect(loadAppliedCoupon(sessionStorage)).toBeNull();
    sessionStorage.setItem(
      APPLIED_COUPON_STORAGE_KEY,
      JSON.stringify({ signature: 'x', result: { couponCode: 5 } }),
    );
    expect(loadAppliedCoupon(sessionStorage)).toBeNull();
  });
});
