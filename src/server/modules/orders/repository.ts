// Orders as the back office reads and changes them. Lines are snapshots (name, image, colour, size, SKU, prices);
// a line whose product was deleted has product_id NULL and reads as "Deleted Product".
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { CancelReason, OrderActor } from '../../../shared/order-lifecycle';
import { coupons, orderItems, orders, orderStatusHistory, sizes, type OrderStatus } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderListQuery {
  page: number;
  limit: number;
  status?: OrderStatus;
  from?: Date;
  to?: Date;
  /** Order number (exact, any case), or words in the customer's name, email or phone. */
  q?: string;
  /** The order number `q` may stand for, already normalised. */
  orderNumber?: string | null;
  sort: 'createdAt' | 'totalPrice' | 'status';
  order: 'asc' | 'desc';
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function listConditions(query: OrderListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, query.from));
  if (query.to) conditions.push(lt(orders.createdAt, query.to));
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const digits = q.replace(/[^0-9]/g, '');
    const matches: SQL[] = [
      sql`(${orders.firstName} || ' ' || ${orders.lastName}) ILIKE ${pattern}`,
      sql`${orders.email} ILIKE ${pattern}`,
    ];
    if (digits.length >= 3) matches.push(sql`${orders.phone} LIKE ${`%${digits}%`}`);
    if (query.orderNumber) matches.push(eq(orders.orderNumber, query.orderNumber));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listOrders(db: DbOrTx, query: OrderListQuery) {
  const where = listConditions(query);
  const column = { createdAt: orders.createdAt, totalPrice: orders.totalPiastres, status: orders.status }[
    query.sort
  ];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function itemsOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const map = new Map<number, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const row of rows) map.get(row.orderId)?.push(row);
  return map;
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order, locked until the transaction ends: status changes of one order happen one at a time. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function setStatus(tx: Tx, id: number, status: OrderStatus) {
  const [row] = await tx.update(orders).set({ status }).where(eq(orders.id, id)).returning();
  return row!;
}

export async function addHistory(
  tx: Tx,
  orderId: number,
  fromStatus: OrderStatus | null,
  toStatus: OrderStatus,
  changedBy: string | null,
  actor: OrderActor = 'admin',
  reason: CancelReason | null = null,
) {
  await tx.insert(orderStatusHistory).values({ orderId, fromStatus, toStatus, changedBy, actor, reason });
}

export type CustomerRisk = {
  orders: number;
  delivered: number;
  cancelled: number;
  refused: number;
  fake: number;
};

/** The number's national form in SQL (orders keep the mobile as typed: 01… or +201…). */
const nationalPhone = sql<string>`regexp_replace(${orders.phone}, '^[+]20', '0')`;

/** Each mobile number's order record (risk signals), keyed by the national form (01…). */
export async function riskOf(db: DbOrTx, nationalPhones: string[]): Promise<Map<string, CustomerRisk>> {
  const map = new Map<string, CustomerRisk>();
  const wanted = [...new Set(nationalPhones)];
  if (wanted.length === 0) return map;
  const rows = await db
    .select({
      phone: nationalPhone,
      orders: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) FILTER (WHERE ${orders.status} = 'delivered'))::int`,
      cancelled: sql<number>`(count(*) FILTER (WHERE ${orders.status} = 'cancelled'))::int`,
      refused: sql<number>`(count(*) FILTER (WHERE ${orders.cancelReason} = 'refused_at_delivery'))::int`,
      fake: sql<number>`(count(*) FILTER (WHERE ${orders.cancelReason} = 'fake_order'))::int`,
    })
    .from(orders)
    .where(inArray(nationalPhone, wanted))
    .groupBy(nationalPhone);
  for (const { phone, ...risk } of rows) map.set(phone, risk);
  return map;
}

export async function history(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
}

/** The size row a line took its stock from (its variant and size name), if it still exists. */
export async function sizeOfLine(
  db: DbOrTx,
  line: OrderItemRow,
): Promise<{ id: number; stock: number } | undefined> {
  if (line.variantId === null) return undefined;
  const [row] = await db
    .select({ id: sizes.id, stock: sizes.stock })
    .from(sizes)
    .where(and(eq(sizes.variantId, line.variantId), eq(sizes.size, line.size)));
  return row;
}

export async function releaseCouponUse(tx: Tx, couponId: number) {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.usedCount} > 0`));
}

/**
 * Counts the coupon use of a reopened order again, under its limit (not its window: the order was placed while
 * the coupon was valid). False when the coupon has reached its limit meanwhile.
 */
export async function retakeCouponUse(tx: Tx, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.maxUsage} IS NULL OR ${coupons.usedCount} < ${coupons.maxUsage})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function couponCode(db: DbOrTx, couponId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, couponId));
  return row?.code;
}
