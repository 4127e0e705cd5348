// What the orders' answers and status changes ask of the returns (orders/order-returns.ts): handed to the
// orders at start-up, since the orders cannot import this module (it imports them).
import {
  OPEN_OR_DONE_STATUSES,
  returnLastDay,
  withinReturnWindow,
  type ReturnPolicy,
} from '../../../shared/returns';
import type { DbOrTx, Tx } from '../../db/client';
import { itemsOf, type OrderItemRow, type OrderReturns, type OrderRow } from '../orders';
import { readReturnPolicy } from '../settings';
import * as repo from './repository';
import { shopperReturnView } from './views';

const COUNTED = new Set<string>(OPEN_OR_DONE_STATUSES);

async function staffView(db: DbOrTx, order: OrderRow) {
  // One after the other: the order's detail is also read inside the transaction of a status change.
  const summaries = await repo.summariesOfOrder(db, order.id);
  const replaces =
    order.replacesOrderId === null ? undefined : await repo.orderLink(db, order.replacesOrderId);
  return {
    replacesOrder: replaces ?? null,
    returns: summaries.map((s) => ({
      id: s.id,
      kind: s.kind,
      status: s.status,
      replacementOrder: s.replacement?.id != null ? s.replacement : null,
    })),
  };
}

/**
 * The shopper's view of an order's returns from the lines already read and one statement (two when delivered:
 * the policy), none per line: what each line may still be asked back, the window, her requests.
 */
async function shopperView(db: DbOrTx, order: OrderRow, lines: OrderItemRow[], deliveredAt: Date | null) {
  const [rows, policy] = await Promise.all([
    repo.requestsOfOrder(db, order.id),
    deliveredAt ? readReturnPolicy(db) : undefined,
  ]);
  const now = new Date();
  const open = !!deliveredAt && !!policy && withinReturnWindow(deliveredAt, policy.windowDays, now);
  const asked = new Map<number, number>();
  for (const { request, item } of rows)
    if (COUNTED.has(request.status))
      asked.set(item.orderItemId, (asked.get(item.orderItemId) ?? 0) + item.quantity);
  const returnable = new Map(
    lines.map((l) => [l.id, open ? Math.max(0, l.quantity - (asked.get(l.id) ?? 0)) : 0]),
  );
  const byRequest = new Map<number, typeof rows>();
  for (const row of rows) {
    if (row.request.kind === 'refusal') continue;
    byRequest.set(row.request.id, [...(byRequest.get(row.request.id) ?? []), row]);
  }
  const words = new Map(lines.map((l) => [l.id, l]));
  return {
    returnable,
    returnWindow: {
      open,
      lastDay: deliveredAt && policy ? returnLastDay(deliveredAt, policy.windowDays) : null,
    },
    returns: [...byRequest.values()].map((group) =>
      shopperReturnView(
        group[0]!.request,
        group.map((g) => g.item),
        words,
        group[0]!.replacementNumber,
      ),
    ),
  };
}

/**
 * Orders cancelled as refused at delivery while the policy restocks refused parcels on receipt: each order that
 * held its stock gets a `refusal` request (approved, by the shop, every line), and keeps its stock out until the
 * parcel is received back.
 */
async function keepRefusedStock(tx: Tx, cancelled: OrderRow[], change: { changedBy: string | null }) {
  const kept = new Set<number>();
  const holding = cancelled.filter((o) => o.holdsStock);
  if (holding.length === 0) return kept;
  const policy: ReturnPolicy = await readReturnPolicy(tx);
  if (!policy.restockRefusedOnReceipt) return kept;
  const lines = await itemsOf(
    tx,
    holding.map((o) => o.id),
  );
  const now = new Date();
  for (const order of holding) {
    const items = lines.get(order.id) ?? [];
    if (items.length === 0) continue;
    await repo.insertReturn(
      tx,
      {
        orderId: order.id,
        kind: 'refusal',
        status: 'approved',
        requestedBy: 'system',
        createdBy: change.changedBy,
        approvedAt: now,
        createdAt: now,
      },
      items.map((l) => ({ orderItemId: l.id, quantity: l.quantity, reason: 'refused_at_delivery' as const })),
    );
    kept.add(order.id);
  }
  return kept;
}

async function reopenRefused(tx: Tx, order: OrderRow) {
  return repo.cancelWaitingRefusal(tx, order.id, new Date());
}

export const orderReturns: OrderReturns = { staffView, shopperView, keepRefusedStock, reopenRefused };
