/**
 * The reasons an order is cancelled, in Arabic: one list for every screen that names them (the order's history,
 * the cancel dialog, the orders list, exports), as the English comes from src/shared/order-lifecycle.ts.
 */
import type { CancelReason } from '../../shared/order-lifecycle';
import { staffReasons } from './cancel-reasons';

export const CANCEL_REASONS_AR: Record<CancelReason, string> = {
  customer_cancelled: 'العميلة ألغت',
  no_answer: 'مابتردش',
  refused_at_delivery: 'رفضت الاستلام',
  fake_order: 'طلب وهمي',
  out_of_stock: 'المنتج خلص',
  other: 'سبب آخر',
  not_confirmed: 'ما اتأكدش في الوقت',
};

/** The reasons staff can pick. */
export const STAFF_CANCEL_REASONS_AR = staffReasons(CANCEL_REASONS_AR);
