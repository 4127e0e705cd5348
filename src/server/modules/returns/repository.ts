// The returns' rows (returns, return_items) and what they are read with: the order's customer and money, the
// lines they come from, the replacement order. Reads of orders, products, variants and sizes only (their
// modules write them).
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_OR_DONE_STATUSES, type ReturnKind, type ReturnStatus } from '../../../shared/returns';
import type { DbOrTx, Tx } from '../../db/client';
import { mobileHolds } from '../orders';
import {
  orderItems,
  orders,
  products,
  returnItems,
  returns,
  shippingCities,
  sizes,
  variants,
} from '../../db/schema';

export type ReturnRow = typeof returns.$inferSelect;
export type NewReturn = typeof returns.$inferInsert;
export type ReturnItemRow = typeof returnItems.$inferSelect;
export type NewReturnItem = Omit<typeof returnItems.$inferInsert, 'returnId'>;

export async function insertReturn(tx: Tx, row: NewReturn, items: NewReturnItem[]): Promise<ReturnRow> {
  const [made] = await tx.insert(returns).values(row).returning();
  await tx.insert(returnItems).values(items.map((item) => ({ ...item, returnId: made!.id })));
  return made!;
}

/** How much of each line of an order its requests still ask back (all but refused and cancelled ones). */
export async function askedOf(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      orderItemId: returnItems.orderItemId,
      quantity: sql<number>`sum(${returnItems.quantity})::int`,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, [...OPEN_OR_DONE_STATUSES])))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, Number(r.quantity)]));
}

/** The request, locked until the transaction ends: its steps happen one at a time (and stock moves once). */
export async function lockReturn(tx: Tx, id: number): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  return row;
}

export async function updateReturn(tx: Tx, id: number, set: Partial<NewReturn>): Promise<ReturnRow> {
  const [row] = await tx.update(returns).set(set).where(eq(returns.id, id)).returning();
  return row!;
}

export async function setCondition(tx: Tx, itemId: number, condition: 'restocked' | 'damaged') {
  await tx.update(returnItems).set({ condition }).where(eq(returnItems.id, itemId));
}

/** The other requests' refunds of an order: their sum and how many were recorded. */
export async function otherRefunds(db: DbOrTx, orderId: number, exceptId: number) {
  const [row] = await db
    .select({
      piastres: sql<number>`coalesce(sum(${returns.refundPiastres}), 0)::int`,
      count: sql<number>`count(${returns.refundPiastres})::int`,
    })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), ne(returns.id, exceptId)));
  return { piastres: Number(row?.piastres ?? 0), count: Number(row?.count ?? 0) };
}

const replacement = alias(orders, 'replacement');

/** One request with what its views need besides its items. */
const requestColumns = {
  request: returns,
  order: {
    orderNumber: orders.orderNumber,
    firstName: orders.firstName,
    lastName: orders.lastName,
    phone: orders.phone,
    anotherMobile: orders.anotherMobile,
    city: orders.city,
    address: orders.address,
    shippingPiastres: orders.shippingPiastres,
    subtotalPiastres: orders.subtotalPiastres,
    productDiscountPiastres: orders.productDiscountPiastres,
    couponDiscountPiastres: orders.couponDiscountPiastres,
    totalPiastres: orders.totalPiastres,
  },
  replacement: { id: replacement.id, orderNumber: replacement.orderNumber, status: replacement.status },
  /** The refunds of the order's other requests (sum, count): what caps this one's. */
  otherRefundPiastres: sql<number>`(select coalesce(sum(o.refund_piastres), 0)::int from ${returns} o where o.order_id = ${returns.orderId} and o.id <> ${returns.id})`,
  otherRefundCount: sql<number>`(select count(o.refund_piastres)::int from ${returns} o where o.order_id = ${returns.orderId} and o.id <> ${returns.id})`,
};

export type RequestRow = Awaited<ReturnType<typeof requestsById>>[number];

export async function requestsById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(requestColumns)
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(replacement, eq(replacement.id, returns.replacementOrderId))
    .where(inArray(returns.id, ids));
}

/** A request's items with the lines they come from, in the order they were asked. */
export async function itemsOf(db: DbOrTx, returnIds: number[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      item: returnItems,
      line: {
        productId: orderItems.productId,
        variantId: orderItems.variantId,
        productName: orderItems.productName,
        productNameAr: orderItems.productNameAr,
        imageUrl: orderItems.imageUrl,
        color: orderItems.color,
        colorAr: orderItems.colorAr,
        size: orderItems.size,
        sku: orderItems.sku,
        quantity: orderItems.quantity,
        unitPricePiastres: orderItems.unitPricePiastres,
        discountPercentage: orderItems.discountPercentage,
        lineTotalPiastres: orderItems.lineTotalPiastres,
      },
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(inArray(returnItems.returnId, returnIds))
    .orderBy(asc(returnItems.returnId), asc(returnItems.id));
}

export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/**
 * An order's requests with their items and the replacement order's number, oldest first, in one statement (the
 * shopper's order pages show them).
 */
export async function requestsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      request: returns,
      item: returnItems,
      replacementNumber: replacement.orderNumber,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .leftJoin(replacement, eq(replacement.id, returns.replacementOrderId))
    .where(eq(returns.orderId, orderId))
    .orderBy(asc(returns.createdAt), asc(returns.id), asc(returnItems.id));
}

/** An order's requests as its detail lists them (oldest first), with the replacement order. */
export async function summariesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: returns.id,
      kind: returns.kind,
      status: returns.status,
      replacement: { id: replacement.id, orderNumber: replacement.orderNumber, status: replacement.status },
    })
    .from(returns)
    .leftJoin(replacement, eq(replacement.id, returns.replacementOrderId))
    .where(eq(returns.orderId, orderId))
    .orderBy(asc(returns.createdAt), asc(returns.id));
}

export async function orderLink(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

export interface ReturnFilter {
  statuses?: readonly ReturnStatus[];
  kind?: ReturnKind;
  orderId?: number;
  q?: string;
  /** The order number `q` may be, upper-cased (exact or the start of one). */
  orderNumber?: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterConditions(filter: ReturnFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.statuses) conditions.push(inArray(returns.status, [...filter.statuses]));
  if (filter.kind) conditions.push(eq(returns.kind, filter.kind));
  if (filter.orderId) conditions.push(eq(returns.orderId, filter.orderId));
  const q = filter.q?.trim();
  if (q) {
    const matches: SQL[] = [
      sql`(${orders.firstName} || ' ' || ${orders.lastName}) ILIKE ${`%${escapeLike(q)}%`}`,
    ];
    // A mobile in any digits, as the orders list finds it.
    const mobile = mobileHolds(q);
    if (mobile) matches.push(mobile);
    if (filter.orderNumber)
      matches.push(sql`${orders.orderNumber} LIKE ${`${escapeLike(filter.orderNumber)}%`}`);
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the queue, newest first, and how many requests match. */
export async function listPage(db: DbOrTx, filter: ReturnFilter, page: { offset: number; limit: number }) {
  const where = filterConditions(filter);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where);
  const ids = await db
    .select({ id: returns.id })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(page.limit)
    .offset(page.offset);
  return { ids: ids.map((r) => r.id), total: Number(count?.total ?? 0) };
}

/** Approved requests with a pickup day in the range (both included; none: every scheduled one), earliest first. */
export async function scheduledPickups(db: DbOrTx, range: { from?: string; to?: string }, max: number) {
  const conditions: SQL[] = [eq(returns.status, 'approved'), sql`${returns.pickupDate} IS NOT NULL`];
  if (range.from) conditions.push(sql`${returns.pickupDate} >= ${range.from}::date`);
  if (range.to) conditions.push(sql`${returns.pickupDate} <= ${range.to}::date`);
  const rows = await db
    .select({ id: returns.id })
    .from(returns)
    .where(and(...conditions))
    .orderBy(asc(returns.pickupDate), asc(returns.id))
    .limit(max);
  return rows.map((r) => r.id);
}

/** A colour with its product and sizes (an exchange's wanted piece). */
export async function wantedVariants(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, WantedVariant>();
  const rows = await db
    .select({
      variant: {
        id: variants.id,
        productId: variants.productId,
        color: variants.color,
        colorAr: variants.colorAr,
        sku: variants.sku,
        imageUrl: variants.imageUrl,
      },
      product: {
        name: products.name,
        nameAr: products.nameAr,
        imageUrl: products.imageUrl,
        isActive: products.isActive,
      },
      size: { id: sizes.id, size: sizes.size, stock: sizes.stock, sku: sizes.sku },
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(sizes, eq(sizes.variantId, variants.id))
    .where(inArray(variants.id, ids));
  const map = new Map<number, WantedVariant>();
  for (const row of rows) {
    const entry = map.get(row.variant.id) ?? { ...row.variant, product: row.product, sizes: [] };
    if (row.size) entry.sizes.push(row.size);
    map.set(row.variant.id, entry);
  }
  return map;
}

export interface WantedVariant {
  id: number;
  productId: number;
  color: string;
  colorAr: string | null;
  sku: string;
  imageUrl: string | null;
  product: { name: string; nameAr: string | null; imageUrl: string | null; isActive: boolean };
  sizes: { id: number; size: string; stock: number; sku: string }[];
}

export async function cityFee(db: DbOrTx, city: string): Promise<number> {
  const [row] = await db
    .select({ piastres: shippingCities.pricePiastres })
    .from(shippingCities)
    .where(sql`lower(${shippingCities.name}) = ${city.trim().toLowerCase()}`)
    .limit(1);
  return row?.piastres ?? 0;
}

/** Cancels the refusal request of an order still waiting for its parcel; whether there was one. */
export async function cancelWaitingRefusal(tx: Tx, orderId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(returns)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(
      and(
        eq(returns.orderId, orderId),
        eq(returns.kind, 'refusal'),
        inArray(returns.status, ['requested', 'approved', 'picked_up']),
      ),
    )
    .returning({ id: returns.id });
  return rows.length > 0;
}
