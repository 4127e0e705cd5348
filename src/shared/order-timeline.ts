/**
 * The one story of an order, told the same way on every screen: the confirmation page and its timeline,
 * `/track`, the back office's list, detail and history, the WhatsApp texts and the dashboard all read it here.
 *
 * The spec's five statuses stay what they are; the story adds who confirmed the order and when. A shopper who
 * taps "Confirm my order" confirms it (stage `confirmed`, by the customer) while its status stays `pending`
 * until staff take it on (`processing`): the order is confirmed, by the customer, at that time — everywhere.
 *
 * Stages: placed → confirmed (by the customer, or by the shop moving it to processing) → shipped → delivered,
 * or cancelled (with its reason and who cancelled) after the steps it reached.
 */
import { TIMELINE_STATUSES, type CancelReason, type OrderActor } from './order-lifecycle';

type Status = (typeof TIMELINE_STATUSES)[number] | 'cancelled';

/** What an order is now, in the story's words. */
export const ORDER_STAGES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export interface HistoryRow {
  fromStatus: Status | null;
  toStatus: Status;
  /** ISO date-time. */
  changedAt: string;
  reason: CancelReason | null;
  actor: OrderActor;
}

export interface TimelineStep {
  /** The step's status: pending is "placed", processing is "confirmed". */
  status: Status;
  at: string | null;
  reason: CancelReason | null;
  /** Who took the order to this step; null for a step not reached (or reached with no record of who). */
  by: OrderActor | null;
}

export interface StoryOrder {
  status: Status;
  createdAt: string;
  cancelReason: CancelReason | null;
  /** When the shopper confirmed it online (orders.customer_confirmed_at), if she did. */
  customerConfirmedAt: string | null;
  /** Oldest first. */
  history: readonly HistoryRow[];
}

export interface OrderStory {
  stage: OrderStage;
  /** Who confirmed the order and when; null while nobody has (or it was cancelled before). */
  confirmation: { by: OrderActor; at: string } | null;
  steps: TimelineStep[];
}

const rank = (status: Status | null | undefined) =>
  TIMELINE_STATUSES.indexOf((status ?? 'pending') as (typeof TIMELINE_STATUSES)[number]);

/** The shopper's own online confirmation: recorded as a pending → pending row by the customer. */
export const isCustomerConfirmation = (row: Pick<HistoryRow, 'fromStatus' | 'toStatus' | 'actor'>) =>
  row.actor === 'customer' && row.fromStatus === 'pending' && row.toStatus === 'pending';

/**
 * The order's story. A step is reached when the order got to it or past it (an admin may skip a step: it takes
 * the time and actor of the next step reached); its time is the last time the order entered it. The confirmed
 * step is reached by the shopper's own confirmation as well as by the shop's move to processing, whichever came
 * first. A cancelled order shows the steps it reached, then the cancellation with its reason.
 */
export function orderStory(order: StoryOrder): OrderStory {
  const changes = order.history.filter((h) => h.fromStatus !== h.toStatus);
  const customerAt =
    order.customerConfirmedAt ?? order.history.find(isCustomerConfirmation)?.changedAt ?? null;
  let before = changes;
  let reached: Status = order.status;
  let cancellation: TimelineStep | undefined;
  if (order.status === 'cancelled') {
    const last = changes.map((h) => h.toStatus).lastIndexOf('cancelled');
    before = last >= 0 ? changes.slice(0, last) : changes;
    const cancel = last >= 0 ? changes[last] : undefined;
    reached =
      (cancel?.fromStatus !== 'cancelled' ? cancel?.fromStatus : null) ??
      [...before].reverse().find((h) => h.toStatus !== 'cancelled')?.toStatus ??
      'pending';
    cancellation = {
      status: 'cancelled',
      at: cancel?.changedAt ?? null,
      reason: order.cancelReason ?? cancel?.reason ?? null,
      by: cancel?.actor ?? null,
    };
  }
  const cancelledAt = cancellation?.at ?? null;
  const confirmedByCustomer =
    customerAt !== null && (cancelledAt === null || customerAt <= cancelledAt) ? customerAt : null;
  const top = Math.max(0, rank(reached), confirmedByCustomer ? 1 : 0);

  const at: (string | null)[] = TIMELINE_STATUSES.map(() => null);
  const by: (OrderActor | null)[] = TIMELINE_STATUSES.map(() => null);
  for (let i = top; i >= 0; i--) {
    const entered = [...before].reverse().find((h) => h.toStatus === TIMELINE_STATUSES[i]);
    const next = i < top;
    at[i] = entered?.changedAt ?? (next ? at[i + 1]! : null);
    by[i] = entered?.actor ?? (next ? by[i + 1]! : null);
  }
  const placedRow = order.history.find((h) => h.fromStatus === null);
  at[0] = at[0] ?? order.createdAt;
  by[0] = placedRow?.actor ?? by[0] ?? 'customer';
  // The shopper's confirmation is the confirmation, unless the shop confirmed before her.
  if (confirmedByCustomer && (at[1] === null || confirmedByCustomer <= at[1]!)) {
    at[1] = confirmedByCustomer;
    by[1] = 'customer';
  }

  const steps: TimelineStep[] = TIMELINE_STATUSES.map((status, i) => ({
    status,
    at: i <= top ? at[i]! : null,
    reason: null,
    by: i <= top ? by[i]! : null,
  }));
  const confirmation = top >= 1 && at[1] ? { by: by[1] ?? 'admin', at: at[1] } : null;
  if (cancellation)
    return { stage: 'cancelled', confirmation, steps: [...steps.slice(0, top + 1), cancellation] };
  const stage: OrderStage = (['placed', 'confirmed', 'shipped', 'delivered'] as const)[top]!;
  return { stage, confirmation, steps };
}

/** The shopper's timeline alone (the tracking answer's `timeline`). */
export function orderTimeline(order: StoryOrder): TimelineStep[] {
  return orderStory(order).steps;
}

/** What one row of the order's history means in the story. */
export type HistoryEvent =
  | { kind: 'placed'; status: Status }
  | { kind: 'confirmed'; by: OrderActor }
  | { kind: 'cancelled'; from: Status | null; reason: CancelReason | null }
  | { kind: 'changed'; from: Status; to: Status };

/**
 * A history row as the story tells it: the order placed; confirmed (the shopper's pending → pending row, or
 * the shop's move from pending to processing); cancelled with its reason; or any other move.
 */
export function historyEvent(row: Omit<HistoryRow, 'changedAt'>): HistoryEvent {
  if (row.fromStatus === null) return { kind: 'placed', status: row.toStatus };
  if (isCustomerConfirmation(row)) return { kind: 'confirmed', by: 'customer' };
  if (row.fromStatus === 'pending' && row.toStatus === 'processing')
    return { kind: 'confirmed', by: row.actor };
  if (row.toStatus === 'cancelled' && row.fromStatus !== 'cancelled')
    return { kind: 'cancelled', from: row.fromStatus, reason: row.reason };
  return { kind: 'changed', from: row.fromStatus, to: row.toStatus };
}

/**
 * The stage from what a list row knows (status and the shopper's confirmation): the same answer as
 * `orderStory(...).stage` for every order, without its history.
 */
export function orderStage(order: { status: Status; customerConfirmedAt: string | null }): OrderStage {
  switch (order.status) {
    case 'pending':
      return order.customerConfirmedAt ? 'confirmed' : 'placed';
    case 'processing':
      return 'confirmed';
    default:
      return order.status;
  }
}
