/**
 * The one pricing rule of the shop (docs/business-rules.md#product-discounts and #coupons). The product card, the product
 * page, the cart, coupon application and the order all price through these functions, so a shopper is never
 * shown one price and charged another.
 *
 * - `bestDiscount` picks the discount in force: of the active, in-window percentage discounts on a product, its
 *   categories and its tags, the highest.
 * - `priceLine` prices one cart line, rounding once per line (not once per unit).
 * - `priceCart` adds lines up: subtotal before discounts, product discount, subtotal after product discounts,
 *   the coupon's percentage on that subtotal, shipping and the total.
 *
 * Every amount here is integer piastres (src/shared/money.ts); convert with `toEgp` at the edge.
 */
import { applyPercentage, percentOf, type Piastres } from './money';

/** A discount as stored: a percentage, a switch and a window. */
export interface DiscountCandidate {
  percentage: number;
  isActive: boolean;
  startDate: Date | string;
  endDate: Date | string;
}

/**
 * Whether `now` lies in the window. Both ends are included: an admin who picks "until 23:59:59" means that
 * second too, and a window that starts "now" is in force at once.
 */
export function isInWindow(startDate: Date | string, endDate: Date | string, now: Date): boolean {
  const t = now.getTime();
  return new Date(startDate).getTime() <= t && t <= new Date(endDate).getTime();
}

/** The highest percentage among the discounts in force at `now`, or 0 when none is. */
export function bestDiscount(candidates: readonly DiscountCandidate[], now: Date): number {
  let best = 0;
  for (const c of candidates) {
    if (!c.isActive || !isInWindow(c.startDate, c.endDate, now)) continue;
    const pct = clampPercentage(c.percentage);
    if (pct > best) best = pct;
  }
  return best;
}

/** A unit price after its discount, as the card and product page show it. */
export function discountedUnitPrice(unitPrice: Piastres, discountPercentage: number): Piastres {
  return applyPercentage(unitPrice, clampPercentage(discountPercentage));
}

/**
 * The `discount` object of a product in the contract, or null when no discount is in force.
 * (`percentage` is a percent; `discountedPrice` piastres.)
 */
export function productDiscount(
  unitPrice: Piastres,
  discountPercentage: number,
): { percentage: number; discountedPrice: Piastres } | null {
  const pct = clampPercentage(discountPercentage);
  if (pct <= 0) return null;
  return { percentage: pct, discountedPrice: discountedUnitPrice(unitPrice, pct) };
}

export interface PricedLine {
  unitPrice: Piastres;
  discountPercentage: number;
  /** The unit price after the discount, for display. */
  discountedUnitPrice: Piastres;
  quantity: number;
  /** unitPrice × quantity, before any discount. */
  lineSubtotal: Piastres;
  /** What the product discount takes off this line. */
  lineDiscount: Piastres;
  /** What the shopper pays for this line before the coupon: the discount applied once to the whole line. */
  lineTotal: Piastres;
}

/** Prices one line. The discount is rounded once on the line total, so 3 × 9.99 at 12.5% is 26.22, not 3 × 8.74. */
export function priceLine(unitPrice: Piastres, discountPercentage: number, quantity: number): PricedLine {
  if (!Number.isInteger(unitPrice) || unitPrice < 0)
    throw new RangeError(`Not a price in piastres: ${unitPrice}`);
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
  const pct = clampPercentage(discountPercentage);
  const lineSubtotal = unitPrice * quantity;
  const lineTotal = applyPercentage(lineSubtotal, pct);
  return {
    unitPrice,
    discountPercentage: pct,
    discountedUnitPrice: discountedUnitPrice(unitPrice, pct),
    quantity,
    lineSubtotal,
    lineDiscount: lineSubtotal - lineTotal,
    lineTotal,
  };
}

export interface CartLineInput {
  unitPrice: Piastres;
  discountPercentage: number;
  quantity: number;
}

export interface CartTotals<L extends CartLineInput = CartLineInput> {
  lines: (L & PricedLine)[];
  /** Sum of unit price × quantity, before any discount. */
  subtotal: Piastres;
  /** What product discounts take off. */
  productDiscount: Piastres;
  /** subtotal − productDiscount: what a coupon's minimum and percentage apply to. */
  subtotalAfterProductDiscounts: Piastres;
  /** The coupon percentage that was applied (0 without a coupon). */
  couponPercentage: number;
  couponDiscount: Piastres;
  /** subtotalAfterProductDiscounts − couponDiscount. */
  totalAfterDiscount: Piastres;
  shipping: Piastres;
  /** What the shopper pays on delivery. */
  total: Piastres;
  /** Units in the cart. */
  itemCount: number;
}

/**
 * Prices a cart or an order. `couponPercentage` is the percentage of a coupon already found applicable
 * (coupon-rules.ts decides that); `shipping` the city's fee, 0 until a city is chosen.
 *
 * docs/product.md#constants-and-limits: the total is "the total after coupon if it is above 0, otherwise the discounted subtotal, plus the
 * city's shipping fee" — a coupon never makes an order free. So a coupon that would take everything off takes
 * nothing, and its discount shows as 0 so that the figures still add up.
 */
export function priceCart<L extends CartLineInput>(
  lines: readonly L[],
  options: { couponPercentage?: number; shipping?: Piastres } = {},
): CartTotals<L> {
  const priced = lines.map((line) => ({
    ...line,
    ...priceLine(line.unitPrice, line.discountPercentage, line.quantity),
  }));
  const subtotal = sum(priced.map((l) => l.lineSubtotal));
  const subtotalAfterProductDiscounts = sum(priced.map((l) => l.lineTotal));
  const productDiscountTotal = subtotal - subtotalAfterProductDiscounts;

  let couponPercentage = clampPercentage(options.couponPercentage ?? 0);
  let couponDiscount = couponPercentage > 0 ? percentOf(subtotalAfterProductDiscounts, couponPercentage) : 0;
  if (subtotalAfterProductDiscounts - couponDiscount <= 0) {
    couponDiscount = 0;
    couponPercentage = 0;
  }
  const totalAfterDiscount = subtotalAfterProductDiscounts - couponDiscount;
  const shipping = options.shipping ?? 0;
  if (!Number.isInteger(shipping) || shipping < 0)
    throw new RangeError(`Not a shipping fee in piastres: ${shipping}`);

  return {
    lines: priced,
    subtotal,
    productDiscount: productDiscountTotal,
    subtotalAfterProductDiscounts,
    couponPercentage,
    couponDiscount,
    totalAfterDiscount,
    shipping,
    total: totalAfterDiscount + shipping,
    itemCount: sum(priced.map((l) => l.quantity)),
  };
}

function clampPercentage(pct: number): number {
  if (!Number.isFinite(pct) || pct <= 0) return 0;
  return pct >= 100 ? 100 : pct;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
