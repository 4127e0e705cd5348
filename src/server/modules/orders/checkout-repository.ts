// What the shopper's calls read and write: products, variants and sizes, cities, coupons, and the order itself
// (a product's discounts come from catalogue/pricing.ts). Coupon uses are taken with a conditional update (stock
// likewise, in catalogue/stock.ts), so that no concurrency can take a coupon beyond its limit (docs/business-rules.md#coupons
// "Order placement").
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedOn, preparedSql, statementName } from '../../db/prepared-statements';
import {
  coupons,
  orderItems,
  orders,
  orderStatusHistory,
  products,
  shippingCities,
  sizes,
  variants,
} from '../../db/schema';
import type { CartTotals, DiscountCandidate } from '../../../shared/pricing';
import { couponCodeKey } from '../../../shared/coupon-rules';
import { discountCandidatesJsonSql } from '../catalogue';
import { liveEventsSql, type LiveEvents } from '../../plugins/throttle';

export interface ProductForPricing {
  id: number;
  name: string;
  /** The Arabic name, for refusals an Arabic shopper reads (null: none written). */
  nameAr: string | null;
  pricePiastres: number;
  imageUrl: string | null;
  isActive: boolean;
  /** Every discount aimed at it (which is in force is decided by bestDiscount). */
  discounts: DiscountCandidate[];
}

export interface VariantWithSizes {
  id: number;
  productId: number;
  color: string;
  /** The colour's Arabic name, for refusals an Arabic shopper reads (null: none written). */
  colorAr: string | null;
  sku: string;
  imageUrl: string | null;
  /** `sku`: the size's own, or '' (the colour's then stands). */
  sizes: { id: number; size: string; stock: number; sku: string }[];
}

export interface CartRows {
  /** The shipping city named, when one was asked for and exists. */
  city?: { id: number; name: string; pricePiastres: number };
  products: Map<number, ProductForPricing>;
  variants: Map<number, VariantWithSizes>;
  /** The order placed earlier with the Idempotency-Key asked about, if any. */
  replay?: ReplayRow;
  /** The live throttle events asked about (the orders placed from the shopper's address). */
  live?: LiveEvents;
}

const cartStatement = (db: DbOrTx) =>
  preparedSql<{
    city: CartRows['city'] | null;
    products: ProductForPricing[];
    variants: VariantWithSizes[];
    replay: ReplayJson | null;
    live: LiveEvents | null;
  }>(db, 'findCart', () => {
    const city = sql`${sql.placeholder('city')}::text`;
    return sql`
    SELECT
      (SELECT json_build_object('id', c.id, 'name', c.name, 'pricePiastres', c.price_piastres)
        FROM ${shippingCities} c WHERE ${city} IS NOT NULL AND lower(c.name) = ${city}
        ORDER BY c.id LIMIT 1) AS city,
      (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'nameAr', p.name_ar,
          'pricePiastres', p.price_piastres, 'imageUrl', p.image_url, 'isActive', p.is_active,
          'discounts', ${discountCandidatesJsonSql(sql`p.id`)})), '[]'::json)
        FROM ${products} p WHERE p.id = ANY(${sql.placeholder('productIds')}::int[])) AS products,
      (SELECT coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'color', v.color,
          'colorAr', v.color_ar, 'sku', v.sku, 'imageUrl', v.image_url,
          'sizes', (SELECT coalesce(json_agg(json_build_object('id', s.id, 'size', s.size, 'stock', s.stock,
              'sku', s.sku) ORDER BY s.id), '[]'::json) FROM ${sizes} s WHERE s.variant_id = v.id))), '[]'::json)
        FROM ${variants} v WHERE v.id = ANY(${sql.placeholder('variantIds')}::int[])) AS variants,
      ${replaySql(sql`${sql.placeholder('idempotencyKey')}::text`)} AS replay,
      CASE WHEN ${sql.placeholder('throttleKind')}::text IS NOT NULL THEN ${liveEventsSql(
        sql`${sql.placeholder('throttleKind')}::text`,
        sql`${sql.placeholder('throttleKey')}::text`,
        sql`${sql.placeholder('throttleNow')}::timestamptz`,
      )} END AS live`;
  });

/**
 * What pricing and placing a cart reads, in one statement: the city by name (any case), the products with every
 * discount aimed at them, the colours with their sizes; for an order, also the order an Idempotency-Key was
 * first used for, and the live count of a throttle (written just before: countOrderFromAddress). Seven round
 * trips were one; on PGlite each costs the one thread ~0.9 ms whatever it reads, and on PostgreSQL each costs the
 * shop and the server more than what it reads.
 */
export async function findCart(
  db: DbOrTx,
  ask: {
    city?: string;
    productIds: number[];
    variantIds?: number[];
    idempotencyKey?: string;
    throttle?: { kind: string; key: string; now: Date };
  },
): Promise<CartRows> {
  const [row] = await cartStatement(db).execute({
    city: ask.city === undefined ? null : ask.city.trim().toLowerCase(),
    productIds: [...new Set(ask.productIds)],
    variantIds: [...new Set(ask.variantIds ?? [])],
    idempotencyKey: ask.idempotencyKey ?? null,
    throttleKind: ask.throttle?.kind ?? null,
    throttleKey: ask.throttle?.key ?? null,
    throttleNow: ask.throttle?.now.toISOString() ?? null,
  });
  return {
    city: row!.city ?? undefined,
    products: new Map(row!.products.map((p) => [p.id, p])),
    variants: new Map(row!.variants.map((v) => [v.id, v])),
    replay: asReplay(row!.replay),
    live: row!.live ?? undefined,
  };
}

export async function findCouponByCode(db: DbOrTx, code: string) {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = ${couponCodeKey(code)}`)
    .limit(1);
  return coupon;
}

export async function redeemCoupon(tx: Tx, couponId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.isActive, true),
        sql`${coupons.startAt} <= ${now.toISOString()}::timestamptz`,
        sql`${coupons.endAt} >= ${now.toISOString()}::timestamptz`,
        sql`(${coupons.maxUsage} IS NULL OR ${coupons.usedCount} < ${coupons.maxUsage})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** The order's money and coupon columns from its priced cart: what the order keeps of the prices it was sold at. */
export function pricedColumns(totals: CartTotals, coupon: { id: number; code: string } | null | undefined) {
  return {
    shippingPiastres: totals.shipping,
    subtotalPiastres: totals.subtotal,
    productDiscountPiastres: totals.productDiscount,
    couponDiscountPiastres: totals.couponDiscount,
    totalPiastres: totals.total,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    couponPercentage: coupon ? totals.couponPercentage : null,
  };
}

/** What placing an order returns: what the shopper's answer shows (OrderCreated), and the id and time its lines and
 * history are written with. Not the whole row: its forty columns were a fifth of the time node-postgres and
 * Drizzle spent reading an order's answers. */
const createdColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  subtotalPiastres: orders.subtotalPiastres,
  productDiscountPiastres: orders.productDiscountPiastres,
  couponDiscountPiastres: orders.couponDiscountPiastres,
  shippingPiastres: orders.shippingPiastres,
  totalPiastres: orders.totalPiastres,
  couponCode: orders.couponCode,
  createdAt: orders.createdAt,
  orderKey: orders.orderKey,
};

/**
 * The order's INSERT for one set of columns, built once per connection: building an insert of the order's forty
 * columns took Drizzle longer than PostgreSQL took to write it (a tenth of the shop's CPU per order during a
 * sale). Values go in as placeholders, each through its column's encoder as in a built insert; a null is written
 * as NULL in the statement (an encoder would make it the text "null"), so which columns are null is part of the
 * statement's shape.
 */
function insertOrderStatement(tx: DbOrTx, given: string[], nulls: string[]) {
  const shape = `${[...given].sort().join(',')}|${[...nulls].sort().join(',')}`;
  return preparedOn(tx, `insertOrder:${shape}`, (db) =>
    db
      .insert(orders)
      .values(
        Object.fromEntries([
          ...given.map((column) => [column, sql.placeholder(column)]),
          ...nulls.map((column) => [column, sql`null`]),
        ]) as unknown as NewOrder,
      )
      .returning(createdColumns)
      .prepare(statementName('morph_place_order', shape)),
  );
}

/**
 * The order's lines and the history row of its creation, in one statement whose text never changes (the lines go
 * in as one array per column): one round trip instead of two, and nothing for Drizzle's query builder to build
 * per order — building those two inserts and sending them was a sixth of the shop's CPU per order during a sale.
 * The orders pool names the text (prepared-statements.ts), so PostgreSQL parses it once per connection. The
 * lines are written in the cart's order (`ordinality`): their ids are the order they are shown in.
 */
const linesAndHistoryStatement = (tx: DbOrTx) =>
  preparedSql(tx, 'insertLinesAndHistory', () => {
    const orderId = sql`${sql.placeholder('orderId')}::int`;
    const array = (name: keyof NewOrderItem, type: string) =>
      sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
    return sql`
    with history as (
      insert into ${orderStatusHistory} (order_id, from_status, to_status, changed_by, actor, changed_at)
      values (${orderId}, null, ${sql.placeholder('status')}::text, ${sql.placeholder('changedBy')}::text,
        ${sql.placeholder('actor')}::text, ${sql.placeholder('changedAt')}::timestamptz)
    )
    insert into ${orderItems} (order_id, product_id, variant_id, product_name, product_name_ar, image_url, color,
      color_ar, size, sku, quantity, unit_price_piastres, discount_percentage, line_total_piastres)
    select ${orderId}, l.product_id, l.variant_id, l.product_name, l.product_name_ar, l.image_url, l.color,
      l.color_ar, l.size, l.sku, l.quantity, l.unit_price_piastres, coalesce(l.discount_percentage, 0),
      l.line_total_piastres
    from unnest(${array('productId', 'int')}, ${array('variantId', 'int')}, ${array('productName', 'text')},
      ${array('productNameAr', 'text')}, ${array('imageUrl', 'text')}, ${array('color', 'text')},
      ${array('colorAr', 'text')}, ${array('size', 'text')}, ${array('sku', 'text')}, ${array('quantity', 'int')},
      ${array('unitPricePiastres', 'int')}, ${array('discountPercentage', 'numeric')},
      ${array('lineTotalPiastres', 'int')})
      with ordinality as l(product_id, variant_id, product_name, product_name_ar, image_url, color, color_ar, size,
        sku, quantity, unit_price_piastres, discount_percentage, line_total_piastres, line)
    order by l.line`;
  });

/** One array per column of the lines (NULL where a line has no value), for linesAndHistoryStatement. */
const lineColumns = (items: NewOrderItem[]) => {
  const columns: Record<string, unknown[]> = {};
  for (const key of [
    'productId',
    'variantId',
    'productName',
    'productNameAr',
    'imageUrl',
    'color',
    'colorAr',
    'size',
    'sku',
    'quantity',
    'unitPricePiastres',
    'discountPercentage',
    'lineTotalPiastres',
  ] as const)
    columns[key] = items.map((item) => item[key] ?? null);
  return columns;
};

/**
 * Writes an order, its lines and the history row of its creation: by the shopper at checkout, or by a staff
 * member (an exchange's replacement order).
 */
export async function insertOrder(
  tx: Tx,
  order: NewOrder,
  items: NewOrderItem[],
  by: { actor: 'customer' | 'admin'; changedBy: string | null } = { actor: 'customer', changedBy: null },
) {
  // A column left undefined takes its default, as in a built insert: it is not part of the statement.
  const columns = Object.keys(order) as (keyof NewOrder)[];
  const given = columns.filter((column) => order[column] !== undefined && order[column] !== null);
  const nulls = columns.filter((column) => order[column] === null);
  const [row] = await insertOrderStatement(tx, given, nulls).execute(order);
  await linesAndHistoryStatement(tx).execute({
    ...lineColumns(items),
    orderId: row!.id,
    status: row!.status,
    changedBy: by.changedBy,
    actor: by.actor,
    changedAt: row!.createdAt.toISOString(),
  });
  return row!;
}

/**
 * The order an Idempotency-Key was first used for: what a repeat's answer shows (OrderCreated, with its units) and
 * the body the key is bound to. Read with the cart (findCart), or alone (findReplay) when a parallel request
 * with the same key won the race.
 */
export type ReplayRow = Awaited<ReturnType<typeof insertOrder>> & {
  idempotencyBodyHash: string | null;
  units: number;
};

/** ReplayRow as JSON (its time as text), to read inside another statement. */
const replaySql = (key: SQL) => sql`(
  SELECT json_build_object('id', o.id, 'orderNumber', o.order_number, 'status', o.status,
    'subtotalPiastres', o.subtotal_piastres, 'productDiscountPiastres', o.product_discount_piastres,
    'couponDiscountPiastres', o.coupon_discount_piastres, 'shippingPiastres', o.shipping_piastres,
    'totalPiastres', o.total_piastres, 'couponCode', o.coupon_code, 'createdAt', o.created_at,
    'orderKey', o.order_key, 'idempotencyBodyHash', o.idempotency_body_hash,
    'units', (SELECT coalesce(sum(i.quantity), 0)::int FROM ${orderItems} i WHERE i.order_id = o.id))
  FROM ${orders} o WHERE o.idempotency_key = ${key} LIMIT 1)`;

type ReplayJson = Omit<ReplayRow, 'createdAt'> & { createdAt: string };

const asReplay = (json: ReplayJson | null | undefined): ReplayRow | undefined =>
  json ? { ...json, createdAt: new Date(json.createdAt) } : undefined;

const replayStatement = (db: DbOrTx) =>
  preparedSql<{ replay: ReplayJson | null }>(
    db,
    'findReplay',
    () => sql`SELECT ${replaySql(sql`${sql.placeholder('key')}::text`)} AS replay`,
  );

/** The order `key` was first used for, if any (ReplayRow). */
export async function findReplay(db: DbOrTx, key: string): Promise<ReplayRow | undefined> {
  const [row] = await replayStatement(db).execute({ key });
  return asReplay(row?.replay);
}

/** Sizes in a fixed order (by id), the order in which stock is taken so that concurrent orders cannot deadlock. */
export function bySizeId<T extends { sizeId: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.sizeId - b.sizeId);
}
