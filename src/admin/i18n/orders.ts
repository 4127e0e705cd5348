/**
 * The back office's texts for the call centre's tools on the orders list and detail (saved views, next to
 * confirm, bulk status change, Excel exports), in English (the Arabic is in orders.ar.ts). The Arabic catalogue is typed by the
 * English one, so a text missing in one language does not compile. The language is react-admin's locale.
 */
import { STAFF_CANCEL_REASONS_EN } from './cancel-reasons';
import { useAdminTexts } from './use-admin-texts';
import type { OrderView } from '../../shared/order-views';

type Status = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

const en = {
  viewsLabel: 'Saved views',
  views: {
    toConfirm: 'To confirm',
    toShip: 'To ship',
    shipped: 'Shipped',
    refused: 'Refused',
    all: 'All',
  } satisfies Record<OrderView, string>,
  statuses: {
    pending: 'Pending',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  } satisfies Record<Status, string>,
  reasons: STAFF_CANCEL_REASONS_EN,
  nextToConfirm: 'Next to confirm',
  noneToConfirm: 'No other order is waiting for confirmation.',
  nextFailed: 'Could not find the next order. Please try again.',
  selectOrder: (number: string) => `Select order ${number}`,
  changeStatus: (n: number) => (n === 0 ? 'Change status' : `Change status (${n})`),
  tooManySelected: (max: number) => `Select at most ${max} orders`,
  bulkTitle: (n: number) => `Change the status of ${n} ${n === 1 ? 'order' : 'orders'}`,
  newStatus: 'New status',
  reason: 'Reason',
  bulkExplain: (n: number, status: string) =>
    `Move ${n} ${n === 1 ? 'order' : 'orders'} to ${status}? Each is checked as a single change is: stock is taken or given back the same way, and if any order cannot move, none will.`,
  apply: 'Change status',
  back: 'Back',
  close: 'Close',
  changing: 'Changing...',
  changed: (n: number, status: string) => `${n} ${n === 1 ? 'order' : 'orders'} moved to ${status}:`,
  unchanged: (n: number, status: string) =>
    `${n} already ${status}, left as ${n === 1 ? 'it was' : 'they were'}:`,
  from: (status: string) => `from ${status}`,
  nothingChanged: 'Nothing was changed.',
  bulkFailed: 'Could not change the statuses. Please try again.',
  courierXlsx: 'Courier sheet (Excel)',
  linesXlsx: 'Orders by item (Excel)',
  ofSelection: (label: string, n: number) => `${label} (${n})`,
  preparing: 'Preparing...',
  exportFailed: (why: string) => `Export failed: ${why}`,
};

export type OrdersText = typeof en;

/** The English texts (tests and pure logic use them without a component). */
export const ORDERS_EN = en;

/** The texts in the back office's language. */
export function useOrdersText(): OrdersText {
  return useAdminTexts('orders', en);
}
