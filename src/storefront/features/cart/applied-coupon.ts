/**
 * The coupon the shopper applied, kept for the browser tab (sessionStorage) so that going from the checkout
 * back to the cart does not lose it. It is kept with the signature of the cart it was priced for and counts
 * only while the cart is unchanged; placing an order forgets it.
 */
import type { CouponApplyResult } from '../../../../generated/models';

export const APPLIED_COUPON_STORAGE_KEY = 'cart-coupon';

export interface AppliedCoupon {
  result: CouponApplyResult;
  /** `cartSignature` of the cart the coupon was priced for. */
  signature: string;
}

type CouponStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadAppliedCoupon(storage: CouponStorage | undefined = session()): AppliedCoupon | null {
  try {
    const raw = storage?.getItem(APPLIED_COUPON_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AppliedCoupon>;
    const r = parsed.result;
    if (
      typeof parsed.signature !== 'string' ||
      !r ||
      typeof r.couponCode !== 'string' ||
      typeof r.couponPercentage !== 'number'
    )
      return null;
    return parsed as AppliedCoupon;
  } catch {
    return null;
  }
}

export function saveAppliedCoupon(
  applied: AppliedCoupon | null,
  storage: CouponStorage | undefined = session(),
): void {
  try {
    if (applied) storage?.setItem(APPLIED_COUPON_STORAGE_KEY, JSON.stringify(applied));
    else storage?.removeItem(APPLIED_COUPON_STORAGE_KEY);
  } catch {
    // Storage blocked: the coupon holds for this page only.
  }
}

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
