/**
 * The shopper's status timeline (the /track page and the confirmation page), from the order's history rows:
 * placed (pending), confirmed (processing), shipped, delivered, each with when it was reached or null; a
 * cancelled order shows the steps it reached and then the cancellation with its reason.
 */
import { TIMELINE_STATUSES, type CancelReason } from './order-lifecycle';

type Status = (typeof TIMELINE_STATUSES)[number] | 'cancelled';

export interface HistoryRow {
  fromStatus: Status | null;
  toStatus: Status;
  /** ISO date-time. */
  changedAt: string;
  reason: CancelReason | null;
}

export interface TimelineStep {
  status: Status;
  at: string | null;
  reason: CancelReason | null;
}

const rank = (status: Status | null | undefined) =>
  TIMELINE_STATUSES.indexOf((status ?? 'pending') as (typeof TIMELINE_STATUSES)[number]);

/**
 * `history` oldest first. A step is reached when the order got to it or past it (an admin may skip a step: it
 * takes the time of the next step reached); its time is the last time the order entered it. Rows that change
 * nothing (the shopper's own confirmation, pending → pending) are not steps.
 */
export function orderTimeline(order: {
  status: Status;
  createdAt: string;
  cancelReason: CancelReason | null;
  history: readonly HistoryRow[];
}): TimelineStep[] {
  const changes = order.history.filter((h) => h.fromStatus !== h.toStatus);
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
    };
  }
  const top = Math.max(0, rank(reached));
  const at: (string | null)[] = TIMELINE_STATUSES.map(() => null);
  for (let i = top; i >= 0; i--) {
    const entered = [...before].reverse().find((h) => h.toStatus === TIMELINE_STATUSES[i]);
    at[i] = entered?.changedAt ?? (i < top ? at[i + 1]! : null) ?? (i === 0 ? order.createdAt : null);
  }
  if (at[0] === null) at[0] = order.createdAt;
  const steps: TimelineStep[] = TIMELINE_STATUSES.map((status, i) => ({ status, at: at[i]!, reason: null }));
  return cancellation ? [...steps.slice(0, top + 1), cancellation] : steps;
}
