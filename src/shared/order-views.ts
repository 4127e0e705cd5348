// The orders list's saved views for a call centre, defined from the statuses (and, for refusals, the cancel
// reason). One table read by the server (the counts, one query) and the back office (the tabs and their filters).
import type { CancelReason } from './order-lifecycle';

export type OrderViewStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderViewFilter {
  status?: OrderViewStatus;
  cancelReason?: CancelReason;
}

export const ORDER_VIEWS = ['toConfirm', 'toShip', 'shipped', 'refused', 'all'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** What each view shows: the filter it sets on the list (none for "All"). */
export const ORDER_VIEW_FILTERS: Record<OrderView, OrderViewFilter> = {
  toConfirm: { status: 'pending' },
  toShip: { status: 'processing' },
  shipped: { status: 'shipped' },
  refused: { status: 'cancelled', cancelReason: 'refused_at_delivery' },
  all: {},
};

/** The view a list's filter stands for, or null when it is none of them (e.g. delivered, or another reason). */
export function viewOfFilter(filter: OrderViewFilter): OrderView | null {
  for (const view of ORDER_VIEWS) {
    const wanted = ORDER_VIEW_FILTERS[view];
    if (
      (filter.status ?? undefined) === wanted.status &&
      (filter.cancelReason ?? undefined) === wanted.cancelReason
    )
      return view;
  }
  return null;
}
