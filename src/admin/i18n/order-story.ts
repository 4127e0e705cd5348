/**
 * The back office's words for an order's one story (src/shared/order-timeline.ts): the history's rows, who
 * confirmed and when, and the dashboard's count of orders confirmed by the customer — in English (the Arabic is in order-story.ar.ts),
 * after the back office's language. The storefront tells the shopper the same story in its own catalogue
 * ("Confirmed by you"). The Arabic catalogue is typed by the English one.
 */
import { useAdminTexts } from './use-admin-texts';
import { CANCEL_REASON_LABELS, type CancelReason, type OrderActor } from '../../shared/order-lifecycle';
import type { HistoryEvent, OrderStage } from '../../shared/order-timeline';

type Status = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

const en = {
  status: {
    pending: 'Pending',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  } satisfies Record<Status, string>,
  stage: {
    placed: 'Placed',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  } satisfies Record<OrderStage, string>,
  reason: CANCEL_REASON_LABELS as Record<CancelReason, string>,
  /** Who made a change, after its time in the history: the admin's username, or one of these. */
  actor: { customer: 'customer', system: 'system', admin: 'admin' } satisfies Record<OrderActor, string>,
  placedAs: (status: string) => `Placed as ${status}`,
  confirmedByCustomer: 'Confirmed by the customer',
  change: (from: string, to: string) => `${from} → ${to}`,
  withReason: (change: string, reason: string) => `${change}: ${reason}`,
  /** The order's confirmation, with who and when ("Confirmed by the customer, 22/11/2026, 16:05"). */
  confirmedBy: (by: OrderActor, at: string) =>
    by === 'customer' ? `Confirmed by the customer, ${at}` : `Confirmed by the shop, ${at}`,
  notConfirmedByCustomer: 'Not confirmed by the customer yet',
  /** The list's short line under a pending order the shopper confirmed. */
  listConfirmed: 'Confirmed by the customer',
  /** The dashboard's "To confirm": of the pending orders, those the shopper confirmed herself. */
  confirmedByCustomerCount: (n: string) => `${n} confirmed by the customer`,
};

export type OrderStoryText = typeof en;

/** The English texts (tests and pure logic use them without a component). */
export const ORDER_STORY_EN = en;

/** The texts in the back office's language. */
export function useOrderStoryText(): OrderStoryText {
  return useAdminTexts('orderStory', en);
}

/** One history row as the story tells it ("Confirmed by the customer", "Pending → Cancelled: No answer"). */
export function historyLine(
  t: OrderStoryText,
  event: HistoryEvent,
  reason: CancelReason | null = null,
): string {
  switch (event.kind) {
    case 'placed':
      return t.placedAs(t.status[event.status]);
    case 'confirmed':
      if (event.by === 'customer') return t.confirmedByCustomer;
      return t.change(t.status.pending, t.status.processing);
    case 'cancelled': {
      const change = t.change(t.status[event.from ?? 'pending'], t.status.cancelled);
      const why = event.reason ?? reason;
      return why ? t.withReason(change, t.reason[why]) : change;
    }
    case 'changed':
      return t.change(t.status[event.from], t.status[event.to]);
  }
}
