// The demo orders (src/server/seed/orders.ts): every status, today and this month included, priced by the
// shop's own rules, coupon uses counted, history that ends at each order's status.
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { coupons, orderItems, orders, orderStatusHistory } from '../../src/server/db/schema';
import { seedOrders } from '../../src/server/seed/orders';
import { cairoDateOf, cairoMonthOf } from '../../src/shared/cairo-dates';
import { priceCart } from '../../src/shared/pricing';
import { useTestApp } from './helpers/app';
import { seedShop, type Shop } from './customer-fixtures';

const api = useTestApp();
let shop: Shop;
const now = new Date();

beforeEach(async () => {
  shop = await seedShop(api.db, now);
});

describe('seedOrders', () => {
  it('adds orders in every status over 13 months, with some today', async () => {
    expect(await seedOrders(api.db, { count: 300, now })).toBe(300);
    const rows = await api.db.select().from(orders);
    expect(new Set(rows.map((o) => o.status))).toEqual(
      new Set(['pending', 'processing', 'shipped', 'delivered', 'cancelled']),
    );
    expect(rows.some((o) => cairoDateOf(o.createdAt) === cairoDateOf(now))).toBe(true);
    expect(rows.filter((o) => cairoMonthOf(o.createdAt) === cairoMonthOf(now)).length).toBeGreaterThan(5);
    const oldest = Math.min(...rows.map((o) => o.createdAt.getTime()));
    expect(now.getTime() - oldest).toBeGreaterThan(300 * 86_400_000);
    expect(rows.every((o) => o.createdAt.getTime() <= now.getTime())).toBe(true);
    expect(rows.every((o) => /^01[0125][0-9]{8}$/.test(o.phone))).toBe(true);
    expect(new Set(rows.map((o) => o.orderNumber)).size).toBe(300);
  });

  it('prices every order by the shop’s rules and counts its coupon uses', async () => {
    await seedOrders(api.db, { count: 200, now });
    const rows = await api.db.select().from(orders).orderBy(asc(orders.id));
    const lines = await api.db.select().from(orderItems);
    for (const order of rows) {
      const own = lines.filter((l) => l.orderId === order.id);
      const totals = priceCart(
        own.map((l) => ({
          unitPrice: l.unitPricePiastres,
          discountPercentage: l.discountPercentage,
          quantity: l.quantity,
        })),
        { couponPercentage: order.couponPercentage ?? 0, shipping: order.shippingPiastres },
      );
      expect(own.map((l) => l.lineTotalPiastres)).toEqual(totals.lines.map((l) => l.lineTotal));
      expect([
        order.subtotalPiastres,
        order.productDiscountPiastres,
        order.couponDiscountPiastres,
        order.totalPiastres,
      ]).toEqual([totals.subtotal, totals.productDiscount, totals.couponDiscount, totals.total]);
    }
    const withCoupon = rows.filter((o) => o.couponId !== null && o.status !== 'cancelled').length;
    expect(rows.some((o) => o.couponCode === 'SUMMER10')).toBe(true);
    const [coupon] = await api.db.select().from(coupons).where(eq(coupons.id, shop.coupon));
    expect(coupon!.usedCount).toBe(23 + withCoupon);
  });

  it('keeps a history that starts pending by the shopper and ends at the order’s status', async () => {
    await seedOrders(api.db, { count: 100, now });
    const rows = await api.db.select().from(orders);
    const history = await api.db
      .select()
      .from(orderStatusHistory)
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
    for (const order of rows) {
      const own = history.filter((h) => h.orderId === order.id);
      expect(own[0]).toMatchObject({ fromStatus: null, toStatus: 'pending', changedBy: null });
      expect(own.at(-1)!.toStatus).toBe(order.status);
    }
  });

  it('adds nothing to a database that has orders, unless forced', async () => {
    await seedOrders(api.db, { count: 10, now });
    expect(await seedOrders(api.db, { count: 10, now })).toBe(0);
    expect(await seedOrders(api.db, { count: 10, now, force: true })).toBe(10);
    const [row] = await api.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(row!.n).toBe(20);
  });
});
