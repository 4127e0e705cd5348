/**
 * The five order statuses of docs/business-rules.md#order-statuses in their working order, with the badge colour each one shows
 * (pending yellow, processing blue, shipped green, delivered purple, cancelled red).
 */
import type { OrderStatus } from '../../../../generated/models';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];

/** Background and text colour of a status badge; text colours keep a 4.5:1 contrast on their background. */
export const STATUS_BADGE: Record<OrderStatus, { background: string; color: string; name: string }> = {
  pending: { name: 'yellow', background: '#fef3c7', color: '#854d0e' },
  processing: { name: 'blue', background: '#dbeafe', color: '#1e40af' },
  shipped: { name: 'green', background: '#dcfce7', color: '#166534' },
  delivered: { name: 'purple', background: '#f3e8ff', color: '#6b21a8' },
  cancelled: { name: 'red', background: '#fee2e2', color: '#991b1b' },
};

/** "pending" → "Pending". */
export function statusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export const STATUS_CHOICES = ORDER_STATUSES.map((status) => ({ id: status, name: statusLabel(status) }));
