/**
 * The coupon the shopper applied, kept with the cart in localStorage (it used to live for the tab
 * only), so a reload or a later visit keeps it. It is kept with the signature of the cart it was priced for;
 * the cart page checks it with the server again on load and after every change. Placing an order forgets it.
 */
import type { CouponApplyResult } from '../../../../generated/models';

export const APPLIED_COUPON_STORAGE_KEY = 'cart-coupon';

export interface AppliedCoupon {
  result: CouponApplyResult;
  /** `cartSignature` of the cart the coupon was priced for. */
  signature: string;
}

type CouponStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadAppliedCoupon(storage: CouponStorage | undefined = local()): AppliedCoupon | null {
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
  storage: CouponStorage | undefined = local(),
): void {
  try {
    if (applied) storage?.setItem(APPLIED_COUPON_STORAGE_KEY, JSON.stringify(applied));
    else storage?.removeItem(APPLIED_COUPON_STORAGE_KEY);
  } catch {
    // Storage blocked: the coupon holds for this page only.
  }
}

function local(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
