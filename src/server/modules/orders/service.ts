// Orders in the back office: the list with its filters, one order, its history, and status changes with their
// effect on stock and coupon uses (DESIGN.md §4 "Order status").
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { toEgp } from '../../../shared/money';
import { cairoDayOfFilter, cairoDayRange } from '../../../shared/cairo-dates';
import { nationalMobile } from '../../../shared/mobile';
import { normalizeOrderNumber } from '../../../shared/order-number';
import { refuse } from '../customer/refusal';
import * as stock from '../products/stock';
import * as repo from './repository';

const PREVIEW_LINES = 5;

const units = (items: repo.OrderItemRow[]) => items.reduce((sum, i) => sum + i.quantity, 0);

const NO_RISK: repo.CustomerRisk = { orders: 0, delivered: 0, cancelled: 0, refused: 0, fake: 0 };

function listItem(order: repo.OrderRow, items: repo.OrderItemRow[], risk: repo.CustomerRisk = NO_RISK) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    totalPrice: toEgp(order.totalPiastres),
    paymentMethod: order.paymentMethod,
    city: order.city,
    customerInfo: { firstName: order.firstName, lastName: order.lastName },
    itemCount: units(items),
    items: items.slice(0, PREVIEW_LINES).map((i) => ({
      // The spec's hover preview reads product.name and product.imageUrl, as in the detail (spec §3).
      product: { name: i.productName, imageUrl: i.imageUrl },
      name: i.productName,
      imageUrl: i.imageUrl,
      color: i.color,
      size: i.size,
      quantity: i.quantity,
    })),
    phone: order.phone,
    risk,
    customerConfirmedAt: order.customerConfirmedAt?.toISOString() ?? null,
  };
}

function detail(order: repo.OrderRow, items: repo.OrderItemRow[], risk: repo.CustomerRisk = NO_RISK) {
  return {
    ...listItem(order, items, risk),
    language: order.language,
    cancelReason: order.cancelReason,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phone: order.phone,
    anotherMobile: order.anotherMobile,
    address: order.address,
    anotherAddress: order.anotherAddress,
    coupon: order.couponCode ? { code: order.couponCode, percentage: order.couponPercentage ?? 0 } : null,
    items: items.map((i) => ({
      id: i.id,
      product: {
        id: i.productId,
        name: i.productName,
        imageUrl: i.imageUrl,
        isDeleted: i.productId === null,
      },
      variant: { color: i.color, size: i.size, sku: i.sku },
      quantity: i.quantity,
      priceAtPurchase: toEgp(i.unitPricePiastres),
      discountApplied: i.discountPercentage,
      lineTotal: toEgp(i.lineTotalPiastres),
    })),
    subtotal: toEgp(order.subtotalPiastres),
    productDiscount: toEgp(order.productDiscountPiastres),
    couponDiscount: toEgp(order.couponDiscountPiastres),
    shippingPrice: toEgp(order.shippingPiastres),
  };
}

export interface ListOrdersParams {
  page?: number;
  limit?: number;
  status?: OrderStatus;
  startDate?: string;
  endDate?: string;
  q?: string;
  sort?: 'createdAt' | 'totalPrice' | 'status';
  order?: 'asc' | 'desc';
}

export async function listOrders(db: Db, params: ListOrdersParams) {
  const page = params.page ?? 1;
  const limit = params.limit ?? 10;
  // Each end is YYYY-MM-DD or a date-time standing for its Cairo day (as the dashboard reads them).
  const day = (field: 'startDate' | 'endDate') => {
    const value = params[field];
    if (value === undefined) return undefined;
    const found = cairoDayOfFilter(value);
    if (!found) throw refuse(400, 'Dates must be written YYYY-MM-DD', [{ field, message: 'Not a date' }]);
    return found;
  };
  const { from, to } = cairoDayRange(day('startDate'), day('endDate'));
  if (from && to && from >= to) {
    throw refuse(400, 'The end date must not be before the start date', [
      { field: 'endDate', message: 'Before the start date' },
    ]);
  }
  const q = params.q?.trim() || undefined;
  const { rows, total } = await repo.listOrders(db, {
    page,
    limit,
    status: params.status,
    from,
    to,
    q,
    orderNumber: q ? normalizeOrderNumber(q) : null,
    sort: params.sort ?? 'createdAt',
    order: params.order ?? 'desc',
  });
  const items = await repo.itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const risks = await repo.riskOf(
    db,
    rows.map((r) => nationalMobile(r.phone)),
  );
  return {
    orders: rows.map((r) => listItem(r, items.get(r.id) ?? [], risks.get(nationalMobile(r.phone)))),
    totalPages: Math.ceil(total / limit),
    total,
    currentPage: page,
  };
}

export async function getOrder(db: Db, id: number) {
  const order = await repo.findOrder(db, id);
  if (!order) throw refuse(404, 'Order not found');
  const items = await repo.itemsOf(db, [id]);
  const risks = await repo.riskOf(db, [nationalMobile(order.phone)]);
  return detail(order, items.get(id) ?? [], risks.get(nationalMobile(order.phone)));
}

export async function getOrderHistory(db: Db, id: number) {
  const order = await repo.findOrder(db, id);
  if (!order) throw refuse(404, 'Order not found');
  const rows = await repo.history(db, id);
  return {
    history: rows.map((h) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      changedBy: h.changedBy,
      changedAt: h.changedAt.toISOString(),
      actor: h.actor,
      reason: h.reason,
    })),
  };
}

/**
 * Sets an order's status (any to any). Into `cancelled`: its stock goes back and its coupon use is released.
 * Out of `cancelled`: both are taken again, refused with 409 when the stock or the coupon's uses are gone.
 * Sizes are touched in id order, as at checkout, so concurrent changes cannot deadlock.
 */
export async function updateOrderStatus(db: Db, id: number, status: OrderStatus, changedBy: string) {
  await withTransaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw refuse(404, 'Order not found');
    if (order.status === status) return;
    const lines = (await repo.itemsOf(tx, [id])).get(id) ?? [];

    if (status === 'cancelled') {
      const sizes = await sizesOf(tx, lines);
      for (const { size, quantity } of sizes) if (size) await stock.putBackStock(tx, size.id, quantity);
      if (order.couponId !== null) await repo.releaseCouponUse(tx, order.couponId);
    } else if (order.status === 'cancelled') {
      const sizes = await sizesOf(tx, lines);
      for (const { size, quantity, line } of sizes) {
        const what = `${line.productName} (${line.color}, ${line.size})`;
        if (!size) throw refuse(409, `Cannot reopen this order: ${what} is no longer in the catalogue`);
        if (!(await stock.takeStock(tx, size.id, quantity))) {
          throw refuse(409, `Cannot reopen this order: only ${size.stock} left of ${what}`);
        }
      }
      if (order.couponId !== null && !(await repo.retakeCouponUse(tx, order.couponId))) {
        throw refuse(
          409,
          `Cannot reopen this order: the coupon ${order.couponCode} has reached its usage limit`,
        );
      }
    }
    await repo.setStatus(tx, id, status);
    await repo.addHistory(tx, id, order.status, status, changedBy);
  });
  return getOrder(db, id);
}

/** Each size an order's lines took stock from, summed per size and sorted by size id (missing sizes last). */
async function sizesOf(tx: Parameters<typeof repo.sizeOfLine>[0], lines: repo.OrderItemRow[]) {
  const perSize = new Map<
    string,
    { size: { id: number; stock: number } | undefined; quantity: number; line: repo.OrderItemRow }
  >();
  for (const line of lines) {
    const size = await repo.sizeOfLine(tx, line);
    const key = size ? `s${size.id}` : `l${line.id}`;
    const entry = perSize.get(key) ?? { size, quantity: 0, line };
    entry.quantity += line.quantity;
    perSize.set(key, entry);
  }
  return [...perSize.values()].sort((a, b) => (a.size?.id ?? Infinity) - (b.size?.id ?? Infinity));
}
