// The returns and exchanges' words and pure rules, shared by the server, the back office and the storefront
// (docs/business-rules.md#returns-and-exchanges). A request (`returns` row) is one kind — a return for a refund,
// an exchange for another colour or size, or a parcel refused at the door coming back — with its items.
import { cairoDateOf, cairoDayEnd, isYmd } from './cairo-dates';

export const RETURN_KINDS = ['return', 'exchange', 'refusal'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/**
 * requested → approved (or refused, or cancelled) → picked_up → received → refunded (a return) / exchanged (an
 * exchange). A refused parcel is created approved and ends at received.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'picked_up',
  'received',
  'refunded',
  'exchanged',
  'refused',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The returns queue's saved views, and the statuses each one shows. */
export const RETURN_VIEWS = {
  requested: ['requested'],
  approved: ['approved'],
  picked_up: ['picked_up'],
  received: ['received'],
  closed: ['refunded', 'exchanged'],
  refused: ['refused'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly ReturnStatus[]>;
export type ReturnView = keyof typeof RETURN_VIEWS;

/** What a shopper (or staff for her) may give as the reason an item comes back. */
export const SHOPPER_RETURN_REASONS = [
  'too_small',
  'too_large',
  'not_as_pictured',
  'defect',
  'changed_mind',
  'other',
] as const;
/** Every reason an item can carry: a refused parcel's items carry `refused_at_delivery`. */
export const RETURN_REASONS = [...SHOPPER_RETURN_REASONS, 'refused_at_delivery'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_CONDITIONS = ['restocked', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export const REFUND_METHODS = ['cash', 'wallet', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Statuses whose items still count against what a line may be asked back (all but refused and cancelled). */
export const OPEN_OR_DONE_STATUSES: readonly ReturnStatus[] = RETURN_STATUSES.filter(
  (s) => s !== 'refused' && s !== 'cancelled',
);

import { DEFAULT_RETURN_POLICY, type ReturnPolicy } from './return-policy';

export { DEFAULT_RETURN_POLICY, type ReturnPolicy };

/** The policy from a stored value: anything missing or malformed falls back to the default. */
export function returnPolicyOf(stored: unknown): ReturnPolicy {
  const v = (stored && typeof stored === 'object' ? stored : {}) as Partial<
    Record<keyof ReturnPolicy, unknown>
  >;
  const days = v.windowDays;
  return {
    windowDays:
      typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 90
        ? days
        : DEFAULT_RETURN_POLICY.windowDays,
    refundShipping:
      typeof v.refundShipping === 'boolean' ? v.refundShipping : DEFAULT_RETURN_POLICY.refundShipping,
    exchangeShippingCharged:
      typeof v.exchangeShippingCharged === 'boolean'
        ? v.exchangeShippingCharged
        : DEFAULT_RETURN_POLICY.exchangeShippingCharged,
    restockRefusedOnReceipt:
      typeof v.restockRefusedOnReceipt === 'boolean'
        ? v.restockRefusedOnReceipt
        : DEFAULT_RETURN_POLICY.restockRefusedOnReceipt,
  };
}

/** 'YYYY-MM-DD' plus `days` calendar days (no time zone involved: a calendar sum). */
export function addDays(ymd: string, days: number): string {
  if (!isYmd(ymd)) throw new RangeError(`Not a date (YYYY-MM-DD): ${ymd}`);
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The last Cairo day a request is taken: the day of delivery counts as day 0, so with 14 days an order delivered
 * on 1 November may be returned until 15 November included (day 14), not on the 16th (day 15).
 */
export function returnLastDay(deliveredAt: Date, windowDays: number): string {
  return addDays(cairoDateOf(deliveredAt), windowDays);
}

/** Whether a request made at `now` is inside the window of an order delivered at `deliveredAt`. */
export function withinReturnWindow(deliveredAt: Date, windowDays: number, now: Date): boolean {
  return now.getTime() < cairoDayEnd(returnLastDay(deliveredAt, windowDays)).getTime();
}

/**
 * What the shopper paid for one unit of a line, in piastres: the line's total after its product discount, less
 * its share of the coupon (the coupon applies to the subtotal after product discounts), rounded down so the
 * units of an order never sum to more than was paid for its items.
 */
export function unitPaidPiastres(
  line: { lineTotalPiastres: number; quantity: number },
  order: { subtotalPiastres: number; productDiscountPiastres: number; couponDiscountPiastres: number },
): number {
  const afterProduct = order.subtotalPiastres - order.productDiscountPiastres;
  const couponShare =
    afterProduct > 0 ? (line.lineTotalPiastres * order.couponDiscountPiastres) / afterProduct : 0;
  return Math.max(0, Math.floor((line.lineTotalPiastres - couponShare) / line.quantity));
}
