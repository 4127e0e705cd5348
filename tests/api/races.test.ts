// Concurrency (issue 4 "Done when"): no stock below zero, no coupon beyond its limit, one order per
// Idempotency-Key, whatever the number of shoppers at once. PGlite runs one query at a time and hides races, so
// CI also runs this file on PostgreSQL (`npm run test:api:pg`), where the requests really overlap: every
// request is in flight at once (Promise.all) over a pool of connections.
import { eq, isNotNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { coupons, orders, sizes } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { orderBody, orderCount, seedShop, stockOf, usedCountOf, type Shop } from './customer-fixtures';

const api = useTestApp();
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const place = (payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api/customer/createOrder', payload: payload as object, headers });

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('races', () => {
  it('200 concurrent orders for the last 5 units make exactly 5 orders and leave stock 0', { timeout: 120_000 }, async () => {
    await api.db.update(sizes).set({ stock: 5 }).where(eq(sizes.id, shop.dress.sage.M));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => place(orderBody(shop, { customerEmail: `buyer${i}@example.com` }))),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 5, 409: 195 });
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().error).toBe('Linen Wrap Midi Dress (Sage, M) is sold out');
    }
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(0);
    expect(await orderCount(api.db)).toBe(5);
  });

  it('a coupon with maxUsage 10 under 200 concurrent orders is redeemed exactly 10 times', { timeout: 120_000 }, async () => {
    await api.db.update(coupons).set({ maxUsage: 10, usedCount: 0 }).where(eq(coupons.id, shop.coupon));
    await api.db.update(sizes).set({ stock: 1000 }).where(eq(sizes.id, shop.bag.ivory.oneSize));
    const bagOrder = (i: number) =>
      orderBody(shop, {
        customerEmail: `buyer${i}@example.com`,
        couponCode: 'SUMMER10',
        items: [{ productId: shop.bag.id, variantId: shop.bag.ivory.id, size: 'One Size', quantity: 1 }],
      });
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => place(bagOrder(i))));
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 10, 422: 190 });
    for (const r of responses.filter((r) => r.statusCode === 422)) {
      expect(r.json().error).toBe('This coupon has reached its usage limit');
    }
    expect(await usedCountOf(api.db, shop.coupon)).toBe(10);
    const [withCoupon] = await api.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(isNotNull(orders.couponId));
    expect(withCoupon!.n).toBe(10);
    // Refused orders gave their stock back: only the 10 placed took a bag.
    expect(await stockOf(api.db, shop.bag.ivory.oneSize)).toBe(990);
  });

  it('50 concurrent requests with one Idempotency-Key create one order', { timeout: 120_000 }, async () => {
    const headers = { 'idempotency-key': 'checkout-attempt-0001' };
    const responses = await Promise.all(Array.from({ length: 50 }, () => place(orderBody(shop), headers)));
    const statuses = tally(responses.map((r) => r.statusCode));
    expect(statuses[201]).toBe(1);
    expect(statuses[200]).toBe(49);
    expect(new Set(responses.map((r) => r.json().orderId)).size).toBe(1);
    expect(await orderCount(api.db)).toBe(1);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(2);
  });
});
