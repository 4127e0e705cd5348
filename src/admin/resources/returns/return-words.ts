/**
 * How the returns screens write a request's parts: an item as staff read it on the queue ("Linen Wrap Midi
 * Dress (Sage, M) ×1 → L"), the badge colours of the statuses, and which steps a request's status allows.
 * Pure, for the screens and their tests.
 */
import type { Return, ReturnLine, ReturnStatus } from '../../../../generated/models';
import type { ReturnStep } from '../../data-provider/returns';

/** "Linen Wrap Midi Dress (Sage, M) ×1", and for an exchange "→ L" (another size) or "→ Rose, L" (another colour). */
export function itemSummary(
  item: Pick<ReturnLine, 'name' | 'color' | 'size' | 'quantity' | 'wanted'>,
): string {
  const piece = `${item.name} (${item.color}, ${item.size}) ×${item.quantity}`;
  if (!item.wanted) return piece;
  const wanted =
    item.wanted.color === item.color ? item.wanted.size : `${item.wanted.color}, ${item.wanted.size}`;
  return `${piece} → ${wanted}`;
}

/** Background and text colour of a status badge (text at 4.5:1 on its background, as the orders' badges). */
export const RETURN_STATUS_BADGE: Record<ReturnStatus, { background: string; color: string }> = {
  requested: { background: '#fef3c7', color: '#854d0e' },
  approved: { background: '#dbeafe', color: '#1e40af' },
  picked_up: { background: '#e0e7ff', color: '#3730a3' },
  received: { background: '#f3e8ff', color: '#6b21a8' },
  refunded: { background: '#dcfce7', color: '#166534' },
  exchanged: { background: '#dcfce7', color: '#166534' },
  refused: { background: '#fee2e2', color: '#991b1b' },
  cancelled: { background: '#f3f4f6', color: '#374151' },
};

/**
 * The steps a request may take now, by its status and kind (the contract's descriptions): approve, refuse and
 * cancel a request not answered yet; the pickup day, the courier's pickup and cancelling an approved one (a
 * refused parcel comes back with the delivery company: no pickup to arrange); receive it approved or picked
 * up; one refund of a return, approved, picked up or received, while something is refundable.
 */
export function stepsFor(request: Pick<Return, 'status' | 'kind' | 'refund' | 'refundable'>): ReturnStep[] {
  const steps: ReturnStep[] = [];
  const { status, kind } = request;
  if (status === 'requested') steps.push('approveReturn', 'refuseReturn');
  if (status === 'approved' && kind !== 'refusal') steps.push('scheduleReturnPickup', 'markReturnPickedUp');
  if (status === 'approved' || status === 'picked_up') steps.push('receiveReturn');
  if (
    kind === 'return' &&
    request.refund === null &&
    request.refundable > 0 &&
    (status === 'approved' || status === 'picked_up' || status === 'received')
  )
    steps.push('refundReturn');
  if (status === 'requested' || status === 'approved') steps.push('cancelReturn');
  return steps;
}
