/**
 * When a coupon applies (docs/business-rules.md#coupons), and the sentence a shopper reads when it does not.
 *
 * A coupon applies when it is active, inside its window, under `maxUsage` (null: unlimited), and the subtotal
 * after product discounts reaches `minOrderAmount`. Codes match case-insensitively: compare `couponCodeKey`s.
 * The checks run in the order a shopper can act on: a code that does not exist, then one that cannot be used
 * now, then one that needs a bigger cart.
 */
import { formatEGP } from './format';
import { toEgp, type Piastres } from './money';
import { isInWindow } from './pricing';

export interface CouponForRules {
  code: string;
  percentage: number;
  isActive: boolean;
  startDate: Date | string;
  endDate: Date | string;
  /** null: unlimited. */
  maxUsage: number | null;
  usedCount: number;
  /** Piastres; null: no minimum. */
  minOrderAmount: Piastres | null;
}

export type CouponRefusal = 'unknown' | 'inactive' | 'notStarted' | 'expired' | 'usedUp' | 'belowMinimum';

export type CouponCheck =
  { ok: true; percentage: number } | { ok: false; reason: CouponRefusal; message: string };

export const COUPON_MESSAGES = {
  // An unknown and a switched-off code get the same answer: a guesser cannot tell which codes exist.
  unknown: 'This coupon code is not valid',
  inactive: 'This coupon code is not valid',
  notStarted: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has reached its usage limit',
} as const;

/** The form in which codes are compared and kept unique: trimmed, lower case. */
export function couponCodeKey(code: string): string {
  return code.trim().toLowerCase();
}

/** "Add EGP 150.00 more to use SUMMER10" */
export function belowMinimumMessage(missing: Piastres, code: string): string {
  return `Add ${formatEGP(toEgp(missing))} more to use ${code}`;
}

/**
 * Whether `coupon` (undefined when no coupon has the code) applies to a cart whose subtotal after product
 * discounts is `subtotalAfterProductDiscounts` piastres, at `now`.
 */
export function checkCoupon(
  coupon: CouponForRules | null | undefined,
  subtotalAfterProductDiscounts: Piastres,
  now: Date,
): CouponCheck {
  if (!coupon) return refuse('unknown', COUPON_MESSAGES.unknown);
  if (!coupon.isActive) return refuse('inactive', COUPON_MESSAGES.inactive);
  if (!isInWindow(coupon.startDate, coupon.endDate, now)) {
    return now.getTime() < new Date(coupon.startDate).getTime()
      ? refuse('notStarted', COUPON_MESSAGES.notStarted)
      : refuse('expired', COUPON_MESSAGES.expired);
  }
  if (coupon.maxUsage !== null && coupon.usedCount >= coupon.maxUsage)
    return refuse('usedUp', COUPON_MESSAGES.usedUp);
  const minimum = coupon.minOrderAmount ?? 0;
  if (subtotalAfterProductDiscounts < minimum) {
    return refuse('belowMinimum', belowMinimumMessage(minimum - subtotalAfterProductDiscounts, coupon.code));
  }
  return { ok: true, percentage: coupon.percentage };
}

function refuse(reason: CouponRefusal, message: string): CouponCheck {
  return { ok: false, reason, message };
}
