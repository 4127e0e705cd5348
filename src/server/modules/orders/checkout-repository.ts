// What the shopper's calls read and write: products, variants and sizes, cities, coupons, and the order itself
// (a product's discounts come from catalogue/pricing.ts). Coupon uses are taken with a conditional update (stock
// likewise, in catalogue/stock.ts), so that no concurrency can take a coupon beyond its limit (docs/business-rules.md#coupons
// "Order placement").
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedOn, statementName } from '../../db/prepared-statements';
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
}

/**
 * What pricing and placing a cart reads, in one statement: the city by name (any case), the products with every
 * discount aimed at them, the colours with their sizes. Four to five round trips were one; on PGlite each costs
 * the one thread ~0.9 ms whatever it reads.
 */
export async function findCart(
  db: DbOrTx,
  ask: { city?: string; productIds: number[]; variantIds?: number[] },
): Promise<CartRows> {
  const productIds = [...new Set(ask.productIds)];
  const variantIds = [...new Set(ask.variantIds ?? [])];
  const city = ask.city === undefined ? null : ask.city.trim().toLowerCase();
  const result = (await db.execute(sql`
    SELECT
      (SELECT json_build_object('id', c.id, 'name', c.name, 'pricePiastres', c.price_piastres)
        FROM ${shippingCities} c WHERE ${city}::text IS NOT NULL AND lower(c.name) = ${city}::text
        ORDER BY c.id LIMIT 1) AS city,
      (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'nameAr', p.name_ar,
          'pricePiastres', p.price_piastres, 'imageUrl', p.image_url, 'isActive', p.is_active,
          'discounts', ${discountCandidatesJsonSql(sql`p.id`)})), '[]'::json)
        FROM ${products} p WHERE p.id = ANY(${sql.param(productIds)}::int[])) AS products,
      (SELECT coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'color', v.color,
          'colorAr', v.color_ar, 'sku', v.sku, 'imageUrl', v.image_url,
          'sizes', (SELECT coalesce(json_agg(json_build_object('id', s.id, 'size', s.size, 'stock', s.stock,
              'sku', s.sku) ORDER BY s.id), '[]'::json) FROM ${sizes} s WHERE s.variant_id = v.id))), '[]'::json)
        FROM ${variants} v WHERE v.id = ANY(${sql.param(variantIds)}::int[])) AS variants`)) as unknown as {
    rows: Array<{
      city: CartRows['city'] | null;
      products: ProductForPricing[];
      variants: VariantWithSizes[];
    }>;
  };
  const row = result.rows[0]!;
  return {
    city: row.city ?? undefined,
    products: new Map(row.products.map((p) => [p.id, p])),
    variants: new Map(row.variants.map((v) => [v.id, v])),
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

/**
 * The order's INSERT for one set of columns, built once per connection: building an insert of the order's forty
 * columns, returning them, took Drizzle longer than PostgreSQL took to write it (a tenth of the shop's CPU per
 * order during a sale). Values go in as placeholders, each through its column's encoder as in a built insert;
 * a null is written as NULL in the statement (an encoder would make it the text "null"), so which columns are
 * null is part of the statement's shape.
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
      .returning()
      .prepare(statementName('morph_insert_order', shape)),
  );
}

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
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  await tx.insert(orderStatusHistory).values({
    orderId: row!.id,
    fromStatus: null,
    toStatus: row!.status,
    changedBy: by.changedBy,
    actor: by.actor,
    changedAt: row!.createdAt,
  });
  return row!;
}

/** What the answer to a repeated order shows (OrderCreated), and what its key was bound to. */
const replayColumns = {
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
  idempotencyBodyHash: orders.idempotencyBodyHash,
};

const byKeyStatement = (db: DbOrTx) =>
  db
    .select(replayColumns)
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .limit(1)
    .prepare('morph_order_by_idempotency_key');

/** Built once per database: every order asks it first, and building it was a tenth of an order's CPU. */
const byKeyStatements = new WeakMap<DbOrTx, ReturnType<typeof byKeyStatement>>();

export async function findOrderByIdempotencyKey(db: DbOrTx, key: string) {
  let statement = byKeyStatements.get(db);
  if (!statement) byKeyStatements.set(db, (statement = byKeyStatement(db)));
  const [row] = await statement.execute({ key });
  return row;
}

/** Units per order, for OrderCreated.itemCount. */
export async function unitsInOrder(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return row?.units ?? 0;
}

/** Sizes in a fixed order (by id), the order in which stock is taken so that concurrent orders cannot deadlock. */
export function bySizeId<T extends { sizeId: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.sizeId - b.sizeId);
}
