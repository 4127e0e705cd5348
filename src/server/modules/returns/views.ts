// A request as the back office reads it (Return) and as the shopper does (ShopperReturn), and what a return may
// refund.
import type { Return, ReturnStep, ShopperReturn } from '../../../../generated/models';
import { toEgp } from '../../../shared/money';
import { withoutBidiControls } from '../../../shared/plain-text';
import { type ReturnPolicy, unitPaidPiastres } from '../../../shared/returns';
import type { ItemRow, RequestRow, ReturnItemRow, ReturnRow } from './repository';

type OrderMoney = Pick<
  RequestRow['order'],
  'subtotalPiastres' | 'productDiscountPiastres' | 'couponDiscountPiastres'
>;

/** The steps a request reached, oldest first (the same step order when two happened in one instant). */
export function timelineOf(r: ReturnRow): ReturnStep[] {
  const steps: Array<[ReturnStep['status'], Date | null]> = [
    ['requested', r.createdAt],
    ['approved', r.approvedAt],
    ['refused', r.refusedAt],
    ['cancelled', r.cancelledAt],
    ['picked_up', r.pickedUpAt],
    ['received', r.receivedAt],
    // Refunded or exchanged once both the items and (for a return) its refund are in: when it was closed.
    ['refunded', r.status === 'refunded' ? r.closedAt : null],
    ['exchanged', r.status === 'exchanged' ? r.closedAt : null],
  ];
  return steps
    .flatMap(([status, at], index) => (at ? [{ status, at, index }] : []))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index)
    .map(({ status, at }) => ({ status, at: at.toISOString() }));
}

/** What the shopper paid for what a request sends back, in piastres. */
export function itemsPaid(items: ItemRow[], order: OrderMoney): number {
  return items.reduce((sum, { item, line }) => sum + unitPaidPiastres(line, order) * item.quantity, 0);
}

/**
 * The most a request may refund, in piastres: what was paid for its items, with the order's shipping fee when
 * the policy refunds it and no other request of the order was refunded yet (the fee is refunded once, by the
 * first refund), never more than the order's total less its other refunds; 0 for an exchange or a refused parcel.
 */
export function refundableOf(
  row: Pick<RequestRow, 'request' | 'order' | 'otherRefundPiastres' | 'otherRefundCount'>,
  items: ItemRow[],
  policy: ReturnPolicy,
): number {
  if (row.request.kind !== 'return') return 0;
  const shipping =
    policy.refundShipping && Number(row.otherRefundCount) === 0 ? row.order.shippingPiastres : 0;
  const cap = row.order.totalPiastres - Number(row.otherRefundPiastres);
  return Math.max(0, Math.min(itemsPaid(items, row.order) + shipping, cap));
}

const wantedOf = (item: ReturnItemRow) =>
  item.wantedSize === null
    ? null
    : {
        variantId: item.wantedVariantId,
        color: item.wantedColor ?? '',
        colorAr: item.wantedColorAr,
        size: item.wantedSize,
      };

export function returnView(row: RequestRow, items: ItemRow[], policy: ReturnPolicy): Return {
  const r = row.request;
  return {
    id: r.id,
    orderId: r.orderId,
    orderNumber: row.order.orderNumber,
    kind: r.kind,
    status: r.status,
    requestedBy: r.requestedBy,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    note: r.note,
    refuseReason: r.refuseReason,
    pickupDate: r.pickupDate,
    customer: {
      name: withoutBidiControls(`${row.order.firstName} ${row.order.lastName}`.trim()),
      phone: row.order.phone,
      anotherMobile: row.order.anotherMobile,
      city: row.order.city,
      address: withoutBidiControls(row.order.address),
    },
    items: items.map(({ item, line }) => ({
      id: item.id,
      orderItemId: item.orderItemId,
      name: line.productName,
      nameAr: line.productNameAr,
      imageUrl: line.imageUrl,
      color: line.color,
      colorAr: line.colorAr,
      size: line.size,
      sku: line.sku,
      quantity: item.quantity,
      reason: item.reason,
      note: item.note,
      wanted: wantedOf(item),
      condition: item.condition,
      unitPaid: toEgp(unitPaidPiastres(line, row.order)),
    })),
    refundable: toEgp(refundableOf(row, items, policy)),
    refund:
      r.refundPiastres !== null && r.refundMethod !== null && r.refundedAt !== null
        ? {
            method: r.refundMethod,
            reference: r.refundReference,
            amount: toEgp(r.refundPiastres),
            at: r.refundedAt.toISOString(),
            by: r.refundedBy ?? '',
          }
        : null,
    replacementOrder: row.replacement?.id != null ? row.replacement : null,
    timeline: timelineOf(r),
  };
}

/** The order's lines a shopper's request names (the snapshot she was sold). */
export interface LineWords {
  id: number;
  productName: string;
  productNameAr: string | null;
  color: string;
  colorAr: string | null;
  size: string;
}

/** A return or exchange as the shopper reads it on her order (never a refused parcel: see shopperRequests). */
export function shopperReturnView(
  r: ReturnRow,
  items: ReturnItemRow[],
  lines: ReadonlyMap<number, LineWords>,
  replacementNumber: string | null,
): ShopperReturn {
  return {
    id: r.id,
    kind: r.kind === 'exchange' ? 'exchange' : 'return',
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    items: items.map((item) => {
      const line = lines.get(item.orderItemId);
      return {
        orderItemId: item.orderItemId,
        name: line?.productName ?? '',
        nameAr: line?.productNameAr ?? null,
        color: line?.color ?? '',
        colorAr: line?.colorAr ?? null,
        size: line?.size ?? '',
        quantity: item.quantity,
        reason: item.reason,
        wanted: wantedOf(item),
      };
    }),
    refuseReason: r.refuseReason,
    pickupDate: r.pickupDate,
    refund:
      r.refundPiastres !== null && r.refundMethod !== null
        ? { amount: toEgp(r.refundPiastres), method: r.refundMethod }
        : null,
    replacementOrderNumber: replacementNumber,
    canCancel: r.status === 'requested',
    timeline: timelineOf(r),
  };
}
