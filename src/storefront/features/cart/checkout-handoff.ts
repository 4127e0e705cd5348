/**
 * What the cart hands to /checkout as navigation state (docs/product.md#cart: items, couponCode, discountAmount and
 * totalAfterDiscount), plus the coupon's percentage so the checkout prices the same way. The checkout reads it
 * through `readCheckoutHandoff`, which accepts only a well-formed state: history state survives reloads and
 * can be stale, so it is checked rather than trusted.
 */
import type { AppliedCoupon } from './applied-coupon';
import type { CartLine } from './cart-reducer';
import { cartSignature } from './cart-lines';

export interface CheckoutHandoff {
  items: CartLine[];
  couponCode: string | null;
  /** EGP taken off by the coupon (0 without one). */
  discountAmount: number;
  /** EGP after product discounts and the coupon, before shipping. */
  totalAfterDiscount: number;
  couponPercentage: number;
}

export function readCheckoutHandoff(state: unknown): CheckoutHandoff | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  if (!Array.isArray(s.items)) return null;
  const couponCode = typeof s.couponCode === 'string' && s.couponCode.trim() ? s.couponCode : null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
  return {
    items: s.items as CartLine[],
    couponCode,
    discountAmount: num(s.discountAmount),
    totalAfterDiscount: num(s.totalAfterDiscount),
    couponPercentage: couponCode ? Math.min(num(s.couponPercentage), 100) : 0,
  };
}

/**
 * The coupon to order with: the one the cart applied, as long as the cart is still the one it was applied to.
 * (If the shopper changed the cart in another tab since, the code is dropped rather than priced wrongly.)
 */
export function couponForCart(
  handoff: CheckoutHandoff | null,
  items: readonly CartLine[],
): { code: string; percentage: number } | null {
  if (!handoff?.couponCode) return null;
  if (cartSignature(handoff.items) !== cartSignature(items)) return null;
  return { code: handoff.couponCode, percentage: handoff.couponPercentage };
}

/**
 * The coupon to order with when the checkout was reached without the cart's hand-off (the added-to-cart panel's
 * Checkout link, a bookmark, a reload of a new tab): the coupon kept with the cart, if it was priced for this
 * very cart. Otherwise it is dropped, and the checkout says so (the cart page prices it again).
 */
export function keptCouponForCart(
  kept: AppliedCoupon | null,
  items: readonly CartLine[],
): { code: string; percentage: number } | null {
  if (!kept || kept.signature !== cartSignature(items)) return null;
  return { code: kept.result.couponCode, percentage: kept.result.couponPercentage };
}
