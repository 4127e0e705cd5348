/** Orders as the contract answers them, for the confirmation page and /track tests (the contract has no example). */
import type { OrderTracking, ShopperOrder, TrackingStep } from '../../../../generated/models';
import { orderStage } from '../../../shared/order-timeline';

export const ORDER_NUMBER = 'MO-7K3Q9D';
export const ORDER_KEY = 'q3Zt0cV8yJmR2pW6aLx9bN4eK7sD1fGhU5oIiY0TzAw';
export const OTHER_KEY = 'Zz9yXx8wWv7uUt6sSr5qQp4oOn3mMl2kKj1iIh0gGfE';

const PLACED = '2026-11-22T13:40:00.000Z';
const CONFIRMED = '2026-11-22T15:02:00.000Z';
const SHIPPED = '2026-11-23T09:10:00.000Z';
const DELIVERED = '2026-11-24T12:30:00.000Z';

/**
 * The timeline of an order in `status` (for cancelled: placed, then cancelled with `reason`); a pending order the
 * shopper confirmed at `confirmedAt` has its confirmed step, by her.
 */
export function timelineOf(
  status: OrderTracking['status'],
  reason: TrackingStep['reason'] = null,
  confirmedAt: string | null = null,
): TrackingStep[] {
  const at = {
    pending: PLACED,
    processing: confirmedAt ?? CONFIRMED,
    shipped: SHIPPED,
    delivered: DELIVERED,
  };
  if (status === 'cancelled')
    return [
      { status: 'pending', at: PLACED, reason: null, by: 'customer' },
      {
        status: 'cancelled',
        at: '2026-11-22T16:00:00.000Z',
        reason,
        by: reason === 'customer_cancelled' ? 'customer' : reason === 'not_confirmed' ? 'system' : 'admin',
      },
    ];
  const order = ['pending', 'processing', 'shipped', 'delivered'] as const;
  const reached = Math.max(order.indexOf(status), confirmedAt ? 1 : 0);
  const by = (s: (typeof order)[number]) =>
    s === 'pending' || (s === 'processing' && confirmedAt) ? 'customer' : 'admin';
  return order.map((s, i) => ({
    status: s,
    at: i <= reached ? at[s] : null,
    reason: null,
    by: i <= reached ? by(s) : null,
  }));
}

export function trackingFixture(overrides: Partial<OrderTracking> = {}): OrderTracking {
  const status = overrides.status ?? 'pending';
  return {
    orderNumber: ORDER_NUMBER,
    status,
    createdAt: PLACED,
    cancelReason: null,
    stage: orderStage({ status, customerConfirmedAt: null }),
    timeline: timelineOf(status, overrides.cancelReason ?? null),
    items: [
      {
        id: 901,
        productId: 12,
        returnable: 0,
        name: 'Linen Wrap Midi Dress',
        imageUrl: '/uploads/products/linen-wrap-midi-dress-640.webp',
        color: 'Sage',
        size: 'M',
        quantity: 2,
        unitPrice: 1450,
        lineTotal: 2900,
      },
    ],
    subtotal: 2900,
    productDiscount: 290,
    couponDiscount: 261,
    shippingPrice: 60,
    totalPrice: 2409,
    returnWindow: { open: false, lastDay: status === 'delivered' ? '2026-12-08' : null },
    returns: [],
    ...overrides,
  };
}

export function shopperOrderFixture(overrides: Partial<ShopperOrder> = {}): ShopperOrder {
  const status = overrides.status ?? 'pending';
  const confirmedAt = overrides.customerConfirmedAt ?? null;
  return {
    ...trackingFixture({
      status,
      cancelReason: overrides.cancelReason ?? null,
      stage: orderStage({ status, customerConfirmedAt: confirmedAt }),
      timeline: timelineOf(status, overrides.cancelReason ?? null, confirmedAt),
    }),
    firstName: 'Nour',
    lastName: 'El-Sayed',
    city: 'Giza',
    address: '12 Tahrir St, Dokki',
    anotherAddress: null,
    couponCode: 'SUMMER10',
    customerConfirmedAt: null,
    canConfirm: status === 'pending',
    canCancel: status === 'pending',
    ...overrides,
  };
}
