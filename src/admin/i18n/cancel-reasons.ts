/**
 * The reasons an order is cancelled, in English (src/shared/order-lifecycle.ts), as the back office's screens
 * name them; their Arabic is cancel-reasons.ar.ts.
 */
import { CANCEL_REASON_LABELS, type CancelReason } from '../../shared/order-lifecycle';

/** What staff pick from: every reason but the one the shop's own job gives (not confirmed in time). */
export type StaffReason = Exclude<CancelReason, 'not_confirmed'>;

export function staffReasons(all: Record<CancelReason, string>): Record<StaffReason, string> {
  const { customer_cancelled, no_answer, refused_at_delivery, fake_order, out_of_stock, other } = all;
  return { customer_cancelled, no_answer, refused_at_delivery, fake_order, out_of_stock, other };
}

export const STAFF_CANCEL_REASONS_EN = staffReasons(CANCEL_REASON_LABELS);
