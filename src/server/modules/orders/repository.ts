// Orders as the back office reads and changes them. Lines are snapshots (name, image, colour, size, SKU, prices);
// a line whose product was deleted has product_id NULL and reads as "Deleted Product".
import { withoutBidiControls } from '../../../shared/plain-text';
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { mobileForms } from '../../../shared/mobile';
import type { CancelReason, OrderActor } from '../../../shared/order-lifecycle';
import {
  ORDER_VIEW_FILTERS,
  ORDER_VIEWS,
  type OrderView,
  type OrderViewFilter,
} from '../../../shared/order-views';
import {
  coupons,
  orderItems,
  orderNotes,
  orders,
  orderStatusHistory,
  sizes,
  type OrderStatus,
} from '../../db/schema';
import { latinDigits } from '../../../shared/digits';

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

/** The list's filters (status, Cairo days, search), without paging or sorting: also the courier sheet's. */
export type OrderFilter = Pick<OrderListQuery, 'status' | 'from' | 'to' | 'q' | 'orderNumber'> & {
  /** Only cancelled orders with this reason (the saved view "Refused"). */
  cancelReason?: CancelReason;
  /** Only these orders (a selection of the list). */
  ids?: number[];
};

/** The conditions of the saved views, by view (src/shared/order-views.ts), as SQL. */
function viewCondition(view: OrderViewFilter): SQL {
  const conditions: SQL[] = [];
  if (view.status) conditions.push(eq(orders.status, view.status));
  if (view.cancelReason) conditions.push(eq(orders.cancelReason, view.cancelReason));
  return conditions.length ? and(...conditions)! : sql`true`;
}

/**
 * How many orders each saved view holds, under the list's other filters (dates, search): one query, one count
 * per view (`count(*) FILTER (WHERE …)`), however many views there are.
 */
export async function viewCounts(db: DbOrTx, filter: OrderFilter): Promise<Record<OrderView, number>> {
  const columns = Object.fromEntries(
    ORDER_VIEWS.map((view) => [
      view,
      sql<number>`(count(*) filter (where ${viewCondition(ORDER_VIEW_FILTERS[view])}))::int`,
    ]),
  ) as Record<OrderView, SQL.Aliased<number> | SQL<number>>;
  const [row] = await db.select(columns).from(orders).where(listConditions(filter));
  return Object.fromEntries(ORDER_VIEWS.map((view) => [view, Number(row?.[view] ?? 0)])) as Record<
    OrderView,
    number
  >;
}

/**
 * The next pending order to call, oldest first: the first placed after `after` (by date, then id), else the
 * oldest other than `after` (the list starts again from the top).
 */
export async function nextPending(db: DbOrTx, after?: number): Promise<OrderRow | undefined> {
  const pending = eq(orders.status, 'pending');
  const oldest = [asc(orders.createdAt), asc(orders.id)];
  if (after !== undefined) {
    const [current] = await db
      .select({ createdAt: orders.createdAt, id: orders.id })
      .from(orders)
      .where(eq(orders.id, after));
    if (current) {
      const [later] = await db
        .select()
        .from(orders)
        .where(
          and(
            pending,
            or(
              gt(orders.createdAt, current.createdAt),
              and(eq(orders.createdAt, current.createdAt), gt(orders.id, current.id)),
            ),
          ),
        )
        .orderBy(...oldest)
        .limit(1);
      if (later) return later;
    }
  }
  const [first] = await db
    .select()
    .from(orders)
    .where(after === undefined ? pending : and(pending, ne(orders.id, after)))
    .orderBy(...oldest)
    .limit(1);
  return first;
}

/** How many orders match the filters, and how many lines they have (an export's size, before writing it). */
export async function countFiltered(db: DbOrTx, filter: OrderFilter) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      lines: sql<number>`coalesce(sum((select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})), 0)::int`,
    })
    .from(orders)
    .where(listConditions(filter));
  return { orders: Number(row?.orders ?? 0), lines: Number(row?.lines ?? 0) };
}

/**
 * Every order matching the filters, newest first, a page at a time (keyset: each page starts after the last
 * order of the one before), so an export reads and writes a bounded number of rows at once.
 */
export async function* filteredOrderPages(
  db: DbOrTx,
  filter: OrderFilter,
  pageSize: number,
): AsyncGenerator<OrderRow[]> {
  let last: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const before = last
      ? or(
          lt(orders.createdAt, last.createdAt),
          and(eq(orders.createdAt, last.createdAt), lt(orders.id, last.id)),
        )
      : undefined;
    const rows = await db
      .select()
      .from(orders)
      .where(and(listConditions(filter), before))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const end = rows[rows.length - 1]!;
    last = { createdAt: end.createdAt, id: end.id };
  }
}

/** What a mobile number is written with, in any of the digits a shopper or the staff may type. */
const PHONE_LIKE = /^[\s+().\-0-9٠-٩۰-۹]+$/;

/**
 * The orders whose mobile holds a search's digits, when the search is three digits or more (in any digits, with
 * the spaces, dashes, dots, brackets and + a number is written with), else undefined: the mobiles that hold them
 * are found among the distinct mobiles (order_phones, migration 0033), then their orders by mobile. Checked on the
 * orders themselves, "0000" had some 8,000 of a million orders read to be checked. Only a search of digits is a
 * mobile: the digits of an order number such as MO-6XSC96 matched thousands of mobiles ("696").
 */
export function mobileHolds(q: string): SQL | undefined {
  const digits = PHONE_LIKE.test(q) ? latinDigits(q).replace(/[^0-9]/g, '') : '';
  if (digits.length < 3) return undefined;
  return sql`${orders.phone} = ANY (ARRAY(SELECT phone FROM order_phones WHERE phone LIKE ${`%${digits}%`}))`;
}

function listConditions(query: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.cancelReason) conditions.push(eq(orders.cancelReason, query.cancelReason));
  if (query.ids) conditions.push(query.ids.length ? inArray(orders.id, query.ids) : sql`false`);
  if (query.from) conditions.push(gte(orders.createdAt, query.from));
  if (query.to) conditions.push(lt(orders.createdAt, query.to));
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    // A mobile searched in Arabic-Indic or Persian digits finds the Latin one stored. Names and emails are searched
    // by letters: a search of digits is a mobile's.
    const mobile = mobileHolds(q);
    const matches: SQL[] = mobile
      ? [mobile]
      : [
          sql`(${orders.firstName} || ' ' || ${orders.lastName}) ILIKE ${pattern}`,
          sql`${orders.email} ILIKE ${pattern}`,
        ];
    if (query.orderNumber) matches.push(eq(orders.orderNumber, query.orderNumber));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Where one page of `total` rows is read from: the page's OFFSET from the start, or — for a page in the back half —
 * from the end in the opposite order (then reversed), so an OFFSET never walks past half the list: the last page
 * of a million orders costs what the first does. The order is total (the sort column, then id), so reading it
 * backwards gives exactly the same rows.
 */
export function pageWindow(
  total: number,
  page: number,
  limit: number,
): { offset: number; take: number; fromEnd: boolean } | null {
  const offset = (page - 1) * limit;
  if (offset >= total) return null;
  const take = Math.min(limit, total - offset);
  const fromEnd = offset + take / 2 > total / 2;
  return fromEnd ? { offset: total - offset - take, take, fromEnd } : { offset, take, fromEnd };
}

/**
 * How many orders match. When the filters are only a status and whole Cairo days, the per-day counts
 * (order_counts, kept by a trigger: migration 0015) answer from a few hundred rows; a search, a cancel reason or
 * a selection of ids counts the matching orders, which their indexes find.
 */
async function countOrders(db: DbOrTx, query: OrderFilter, where: SQL | undefined): Promise<number> {
  if (!query.q?.trim() && !query.cancelReason && !query.ids) {
    const conditions: SQL[] = [sql`TRUE`];
    if (query.status) conditions.push(sql`status = ${query.status}`);
    const day = (at: Date) => sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'Africa/Cairo')::date`;
    if (query.from) conditions.push(sql`cairo_day >= ${day(query.from)}`);
    if (query.to) conditions.push(sql`cairo_day < ${day(query.to)}`);
    const result = (await db.execute(
      sql`SELECT coalesce(sum(orders), 0)::int AS total FROM order_counts WHERE ${sql.join(conditions, sql` AND `)}`,
    )) as unknown as { rows: Array<{ total: number }> };
    return Number(result.rows[0]?.total ?? 0);
  }
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return count?.total ?? 0;
}

/** At most this many orders found by a search are read and sorted whole rather than found down the sort's index. */
const FEW_MATCHES = 2_000;

export async function listOrders(db: DbOrTx, query: OrderListQuery) {
  const where = listConditions(query);
  const column = { createdAt: orders.createdAt, totalPrice: orders.totalPiastres, status: orders.status }[
    query.sort
  ];
  // A search usually finds few orders (a number, a name, a mobile): one statement reads them all through the
  // search's own indexes, counts them and sorts them for the page, where a count and then the page each ran the
  // search (21 ms each for a name at a million orders). Walking the sort's index for them instead, which the
  // planner chooses when it expects more matches than there are, read a million orders to find the one a search
  // by order number names. When it finds more than FEW_MATCHES, or the page is past its end, the list goes on as
  // without a search.
  if (query.q?.trim()) {
    const few = await fewMatchesPage(db, query, where, column);
    if (few) return rowsInOrder(db, few.ids, few.total);
  }
  const total = await countOrders(db, query, where);
  const window = pageWindow(total, query.page, query.limit);
  if (!window) return { rows: [], total };
  const ascending = (query.order === 'asc') !== window.fromEnd;
  const direction = ascending ? asc : desc;
  // The page's ids first, from the sort's index alone (an index-only scan skips the OFFSET without reading
  // rows), then those rows.
  const ids = (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(window.take)
      .offset(window.offset)
  ).map((r) => r.id);
  if (window.fromEnd) ids.reverse();
  return rowsInOrder(db, ids, total);
}

/**
 * One page of a search's matches and their number, in one statement, when there are at most FEW_MATCHES of them
 * and the page holds some; otherwise null.
 */
async function fewMatchesPage(
  db: DbOrTx,
  query: OrderListQuery,
  where: SQL | undefined,
  column: AnyColumn,
): Promise<{ ids: number[]; total: number } | null> {
  const matching = db
    .select({ id: orders.id, key: sql`${column}`.as('key') })
    .from(orders)
    .where(where)
    // A subquery with a LIMIT is planned on its own: the order of the page is not pushed into it.
    .limit(FEW_MATCHES + 1)
    .as('matching');
  const direction = query.order === 'asc' ? asc : desc;
  const page = await db
    .select({ id: matching.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(matching)
    .orderBy(direction(matching.key), direction(matching.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = page[0]?.total;
  if (total === undefined || total > FEW_MATCHES) return null;
  return { ids: page.map((r) => r.id), total };
}

/** The orders of `ids`, in that order. */
async function rowsInOrder(db: DbOrTx, ids: number[], total: number) {
  const rows = ids.length ? await db.select().from(orders).where(inArray(orders.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total };
}

/** Every order matching the filters, newest first, at most `max` (the courier sheet). */
export async function filteredOrders(db: DbOrTx, filter: OrderFilter, max: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(listConditions(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(max);
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

/** Orders by id, locked until the transaction ends, in id order (so that two batches cannot deadlock). */
export async function lockOrders(tx: Tx, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update');
}

/** Pending orders placed since `since`, with their units (the dashboard's alarm). */
export async function pendingSince(db: DbOrTx, since: Date) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), gte(orders.createdAt, since)));
  if (rows.length === 0) return [];
  const units = await db
    .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(orderItems.orderId);
  const byOrder = new Map(units.map((u) => [u.orderId, Number(u.units)]));
  return rows.map((r) => ({ ...r, units: byOrder.get(r.id) ?? 0 }));
}

/** Sets the status and the cancel reason (kept only while cancelled). */
export async function setStatus(
  tx: Tx,
  id: number,
  status: OrderStatus,
  cancelReason: CancelReason | null = null,
) {
  const [row] = await tx
    .update(orders)
    .set({
      status,
      cancelReason: status === 'cancelled' ? cancelReason : null,
      // A cancelled order holds nothing (what it held was given back in the same transaction).
      ...(status === 'cancelled' ? { holdsStock: false } : {}),
    })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** Marks that the order now holds its stock (reserved on confirmation, or retaken when reopened). */
export async function setHoldsStock(tx: Tx, id: number, holds: boolean) {
  await tx.update(orders).set({ holdsStock: holds }).where(eq(orders.id, id));
}

/** Records the shopper's own confirmation (the order no longer expires). */
export async function setCustomerConfirmed(tx: Tx, id: number, at: Date) {
  const [row] = await tx.update(orders).set({ customerConfirmedAt: at }).where(eq(orders.id, id)).returning();
  return row!;
}

/**
 * Locks up to `limit` pending orders placed before `before` that their shopper did not confirm, skipping any
 * another transaction holds (another instance's expiry job, an admin changing it): each is taken once.
 */
export async function lockExpiredOrders(tx: Tx, before: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        sql`${orders.customerConfirmedAt} IS NULL`,
        lt(orders.createdAt, before),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findByNumber(db: DbOrTx, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

/** The orders of one mobile number (any of its written forms), newest first. */
export async function ordersOfMobile(db: DbOrTx, forms: string[], max: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(inArray(orders.phone, forms))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(max);
}

/** The names ordered under and the delivered orders' total, for one mobile number (all its orders). */
export async function mobileSummary(db: DbOrTx, forms: string[]) {
  const [spend] = await db
    .select({
      piastres: sql<number>`coalesce(sum(${orders.totalPiastres}) FILTER (WHERE ${orders.status} = 'delivered'), 0)::int`,
    })
    .from(orders)
    .where(inArray(orders.phone, forms));
  const names = await db
    .select({
      name: sql<string>`trim(${orders.firstName} || ' ' || ${orders.lastName})`,
      last: sql<string>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(inArray(orders.phone, forms))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`);
  return { spendPiastres: spend?.piastres ?? 0, names: names.map((n) => withoutBidiControls(n.name)) };
}

export async function notesOf(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

export async function addNote(db: DbOrTx, orderId: number, body: string, author: string) {
  const [row] = await db.insert(orderNotes).values({ orderId, body, author }).returning();
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
    // Both written forms on the stored column, so the (phone, created_at) index serves it (the list asks this
    // for every page); grouped by the national form.
    .where(
      inArray(
        orders.phone,
        wanted.flatMap((phone) => mobileForms(phone)),
      ),
    )
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

/** When the order was delivered: its latest move to `delivered` (undefined if it never was). */
export async function deliveredAt(db: DbOrTx, orderId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: orderStatusHistory.changedAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')))
    .orderBy(desc(orderStatusHistory.changedAt), desc(orderStatusHistory.id))
    .limit(1);
  return row?.at;
}

/** The size row a line took its stock from (its variant and size name), if it still exists. */
export async function sizeOfLine(
  db: DbOrTx,
  line: Pick<OrderItemRow, 'variantId' | 'size'>,
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
