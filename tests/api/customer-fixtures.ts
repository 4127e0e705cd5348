// A small shop for the tests of orders, coupons, discounts and the dashboard, written straight to the database:
// two categories made of tags, a linen dress in two colours (one size sold out, one low), a bag, an inactive
// product, three governorates and a coupon. Prices follow the contract's examples.
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  categories,
  categoryTags,
  coupons,
  discounts,
  orderItems,
  orders,
  orderStatusHistory,
  products,
  productTags,
  shippingCities,
  sizes,
  tags,
  variants,
  type OrderStatus,
} from '../../src/server/db/schema';

export const DAY = 86_400_000;

export interface Shop {
  tags: { linen: number; bags: number; special: number };
  categories: { newArrivals: number; bags: number };
  dress: {
    id: number;
    sage: { id: number; S: number; M: number; L: number };
    sand: { id: number; M: number; L: number };
  };
  bag: { id: number; ivory: { id: number; oneSize: number } };
  scarf: { id: number; grey: { id: number; oneSize: number } };
  coupon: number;
}

export async function seedShop(db: Db, now = new Date()): Promise<Shop> {
  const [linen, bagsTag, special] = await db
    .insert(tags)
    .values([{ name: 'linen' }, { name: 'bags' }, { name: 'special' }])
    .returning({ id: tags.id });
  const [newArrivals, bagsCategory] = await db
    .insert(categories)
    .values([
      { slug: 'new-arrivals', name: 'New Arrivals' },
      { slug: 'bags', name: 'Luxury in Every Stitch' },
    ])
    .returning({ id: categories.id });
  await db.insert(categoryTags).values([
    { categoryId: newArrivals!.id, tagId: linen!.id },
    { categoryId: newArrivals!.id, tagId: special!.id },
    { categoryId: bagsCategory!.id, tagId: bagsTag!.id },
  ]);
  const [dress, bag, scarf] = await db
    .insert(products)
    .values([
      {
        slug: 'linen-wrap-midi-dress',
        name: 'Linen Wrap Midi Dress',
        pricePiastres: 145_000,
        imageUrl: '/uploads/products/12-main-640.webp',
      },
      {
        slug: 'crochet-shoulder-bag',
        name: 'Crochet Shoulder Bag',
        pricePiastres: 77_500,
        imageUrl: '/uploads/products/7-main-640.webp',
      },
      { slug: 'old-scarf', name: 'Old Scarf', pricePiastres: 30_000, isActive: false },
    ])
    .returning({ id: products.id });
  // The dress is in New Arrivals twice over (linen and special): it must count there once.
  await db.insert(productTags).values([
    { productId: dress!.id, tagId: linen!.id },
    { productId: dress!.id, tagId: special!.id },
    { productId: bag!.id, tagId: bagsTag!.id },
  ]);
  const [sage, sand, ivory, grey] = await db
    .insert(variants)
    .values([
      {
        productId: dress!.id,
        color: 'Sage',
        sku: 'MO-DR-012-SG',
        imageUrl: '/uploads/products/12-sage-640.webp',
        position: 0,
      },
      { productId: dress!.id, color: 'Sand', sku: 'MO-DR-012-SD', position: 1 },
      { productId: bag!.id, color: 'Ivory', sku: 'MO-BG-007-IV' },
      { productId: scarf!.id, color: 'Grey', sku: '' },
    ])
    .returning({ id: variants.id });
  const sizeRows = await db
    .insert(sizes)
    .values([
      { variantId: sage!.id, size: 'S', stock: 0, position: 0 },
      { variantId: sage!.id, size: 'M', stock: 3, position: 1 },
      { variantId: sage!.id, size: 'L', stock: 8, position: 2 },
      { variantId: sand!.id, size: 'M', stock: 6, position: 0 },
      { variantId: sand!.id, size: 'L', stock: 4, position: 1 },
      { variantId: ivory!.id, size: 'One Size', stock: 12 },
      { variantId: grey!.id, size: 'One Size', stock: 5 },
    ])
    .returning({ id: sizes.id });
  const id = (i: number) => sizeRows[i]!.id;
  await db.insert(shippingCities).values([
    { name: 'Cairo', pricePiastres: 5_000 },
    { name: 'Giza', pricePiastres: 6_000 },
    { name: 'Alexandria', pricePiastres: 7_000 },
  ]);
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: 'SUMMER10',
      description: '10% off the summer edit',
      percentage: 10,
      minOrderPiastres: 50_000,
      maxUsage: 200,
      usedCount: 23,
      startAt: new Date(now.getTime() - 30 * DAY),
      endAt: new Date(now.getTime() + 30 * DAY),
    })
    .returning({ id: coupons.id });
  return {
    tags: { linen: linen!.id, bags: bagsTag!.id, special: special!.id },
    categories: { newArrivals: newArrivals!.id, bags: bagsCategory!.id },
    dress: {
      id: dress!.id,
      sage: { id: sage!.id, S: id(0), M: id(1), L: id(2) },
      sand: { id: sand!.id, M: id(3), L: id(4) },
    },
    bag: { id: bag!.id, ivory: { id: ivory!.id, oneSize: id(5) } },
    scarf: { id: scarf!.id, grey: { id: grey!.id, oneSize: id(6) } },
    coupon: coupon!.id,
  };
}

export async function addDiscount(
  db: Db,
  target: { productId?: number; categoryId?: number; tagId?: number },
  percentage: number,
  window: { start?: Date; end?: Date; isActive?: boolean } = {},
) {
  const now = Date.now();
  const type = target.productId ? 'product' : target.categoryId ? 'category' : 'tag';
  const [row] = await db
    .insert(discounts)
    .values({
      percentage,
      type,
      ...target,
      startAt: window.start ?? new Date(now - DAY),
      endAt: window.end ?? new Date(now + DAY),
      isActive: window.isActive ?? true,
    })
    .returning({ id: discounts.id });
  return row!.id;
}

/** A valid order placement body for the dress in Sage M. */
export function orderBody(shop: Shop, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Nour',
    lastName: 'El-Sayed',
    customerEmail: 'nour.elsayed@example.com',
    mobileNumber: '01012345678',
    address: '14 Shehab St, Mohandessin',
    anotherMobile: null,
    anotherAddress: null,
    couponCode: null,
    paymentMethod: 'CASH_ON_DELIVERY',
    city: 'Giza',
    items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 1 }],
    ...overrides,
  };
}

export async function stockOf(db: Db, sizeId: number): Promise<number> {
  const [row] = await db.select({ stock: sizes.stock }).from(sizes).where(eq(sizes.id, sizeId));
  return row!.stock;
}

export async function usedCountOf(db: Db, couponId: number): Promise<number> {
  const [row] = await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
  return row!.used;
}

export async function orderCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row!.n;
}

/** How many orders carry a coupon. */
export async function couponOrderCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(isNotNull(orders.couponId));
  return row!.n;
}

let numberSeq = 0;

/**
 * Writes an order as if placed at `createdAt` and moved to `status`, with its lines (no stock taken): for the
 * list filters and the dashboard, whose rollups follow through their triggers.
 */
export async function insertOrder(
  db: Db,
  options: {
    createdAt: Date;
    status?: OrderStatus;
    lines: {
      productId: number | null;
      name: string;
      color: string;
      size: string;
      variantId?: number | null;
      quantity: number;
      unitPiastres: number;
    }[];
    shippingPiastres?: number;
    couponId?: number | null;
    couponCode?: string | null;
    firstName?: string;
    lastName?: string;
    phone?: string;
    email?: string;
  },
) {
  const subtotal = options.lines.reduce((s, l) => s + l.quantity * l.unitPiastres, 0);
  const shipping = options.shippingPiastres ?? 5_000;
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `MO-T${String(++numberSeq).padStart(5, '0')}`,
      status: options.status ?? 'pending',
      firstName: options.firstName ?? 'Mariam',
      lastName: options.lastName ?? 'Hassan',
      email: options.email ?? 'mariam@example.com',
      phone: options.phone ?? '01112345678',
      address: '3 Fouad St',
      city: 'Alexandria',
      shippingPiastres: shipping,
      subtotalPiastres: subtotal,
      totalPiastres: subtotal + shipping,
      couponId: options.couponId ?? null,
      couponCode: options.couponCode ?? null,
      couponPercentage: options.couponCode ? 10 : null,
      createdAt: options.createdAt,
    })
    .returning();
  await db.insert(orderItems).values(
    options.lines.map((l) => ({
      orderId: row!.id,
      productId: l.productId,
      variantId: l.variantId ?? null,
      productName: l.name,
      color: l.color,
      size: l.size,
      quantity: l.quantity,
      unitPricePiastres: l.unitPiastres,
      lineTotalPiastres: l.quantity * l.unitPiastres,
    })),
  );
  await db
    .insert(orderStatusHistory)
    .values({ orderId: row!.id, toStatus: row!.status, changedAt: options.createdAt });
  return row!;
}
