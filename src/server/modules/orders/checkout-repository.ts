// What the shopper's calls read and write: products, variants and sizes, cities, coupons, and the order itself
// (a product's discounts come from catalogue/pricing.ts). Coupon uses are taken with a conditional update (stock
// likewise, in catalogue/stock.ts), so that no concurrency can take a coupon beyond its limit (docs/business-rules.md#coupons
// "Order placement").
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
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
import type { CartTotals } from '../../../shared/pricing';
import { couponCodeKey } from '../../../shared/coupon-rules';

export interface ProductForPricing {
  id: number;
  name: string;
  /** The Arabic name, for refusals an Arabic shopper reads (null: none written). */
  nameAr: string | null;
  pricePiastres: number;
  imageUrl: string | null;
  isActive: boolean;
}

export async function findProducts(db: DbOrTx, ids: number[]): Promise<Map<number, ProductForPricing>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameAr: products.nameAr,
      pricePiastres: products.pricePiastres,
      imageUrl: products.imageUrl,
      isActive: products.isActive,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
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

export async function findVariants(db: DbOrTx, ids: number[]): Promise<Map<number, VariantWithSizes>> {
  if (ids.length === 0) return new Map();
  const variantRows = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      color: variants.color,
      colorAr: variants.colorAr,
      sku: variants.sku,
      imageUrl: variants.imageUrl,
    })
    .from(variants)
    .where(inArray(variants.id, ids));
  const sizeRows = await db
    .select({
      id: sizes.id,
      variantId: sizes.variantId,
      size: sizes.size,
      stock: sizes.stock,
      sku: sizes.sku,
    })
    .from(sizes)
    .where(inArray(sizes.variantId, ids));
  const map = new Map<number, VariantWithSizes>(variantRows.map((v) => [v.id, { ...v, sizes: [] }]));
  for (const s of sizeRows)
    map.get(s.variantId)?.sizes.push({ id: s.id, size: s.size, stock: s.stock, sku: s.sku });
  return map;
}

export async function findCity(db: DbOrTx, name: string) {
  const [city] = await db
    .select({ id: shippingCities.id, name: shippingCities.name, pricePiastres: shippingCities.pricePiastres })
    .from(shippingCities)
    .where(sql`lower(${shippingCities.name}) = ${name.trim().toLowerCase()}`)
    .limit(1);
  return city;
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
 * Writes an order, its lines and the history row of its creation: by the shopper at checkout, or by a staff
 * member (an exchange's replacement order).
 */
export async function insertOrder(
  tx: Tx,
  order: NewOrder,
  items: NewOrderItem[],
  by: { actor: 'customer' | 'admin'; changedBy: string | null } = { actor: 'customer', changedBy: null },
) {
  const [row] = await tx.insert(orders).values(order).returning();
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

export async function findOrderByIdempotencyKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
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
