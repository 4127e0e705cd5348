// The order lifecycle's words, shared by the contract's server, the back office and the storefront:
// why an order was cancelled, who changed it, and the shopper's timeline. The storefront's own wording of each
// reason lives in its i18n modules; the labels here are the back office's (English).

/** Why an order was cancelled (`orders.cancel_reason`, `order_status_history.reason`). */
export const CANCEL_REASONS = [
  'customer_cancelled',
  'no_answer',
  'refused_at_delivery',
  'fake_order',
  'out_of_stock',
  'other',
  'not_confirmed',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The reasons an admin may pick in the cancel dialog; `not_confirmed` is the expiry job's alone. */
export const ADMIN_CANCEL_REASONS = CANCEL_REASONS.filter(
  (r): r is Exclude<CancelReason, 'not_confirmed'> => r !== 'not_confirmed',
);

/** The back office's label of each reason. */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  customer_cancelled: 'Customer cancelled',
  no_answer: 'No answer',
  refused_at_delivery: 'Refused at delivery',
  fake_order: 'Fake order',
  out_of_stock: 'Out of stock',
  other: 'Other',
  not_confirmed: 'Not confirmed in time',
};

/** Who made a change: an admin (by username), the shopper, or the shop's own jobs. */
export const ORDER_ACTORS = ['admin', 'customer', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** The languages an order can be placed in (the shopper's, for the WhatsApp message and packing slip). */
export const ORDER_LANGUAGES = ['en', 'ar'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

/** The order's language from an Accept-Language header: Arabic when the shopper's first choice is Arabic. */
export function orderLanguage(acceptLanguage: string | undefined): OrderLanguage {
  return /^\s*ar\b/i.test(acceptLanguage ?? '') ? 'ar' : 'en';
}

/** The shopper's timeline, in order: placed (pending), confirmed (processing), shipped, delivered. */
export const TIMELINE_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const;

/** Pending orders older than this are cancelled as `not_confirmed` (ORDER_CONFIRM_HOURS overrides it). */
export const DEFAULT_ORDER_CONFIRM_HOURS = 48;
