// Concurrency (docs/business-rules.md#order-placement): no stock below zero, no coupon beyond its limit, one order per
// Idempotency-Key, whatever the number of shoppers at once. Here on PGlite in its worker thread, as `npm start`
// runs it: PGlite runs one statement at a time, so this shows the rules' answers and counts, not the races
// themselves. tests/pg/sale-burst.test.ts plays the same three on PostgreSQL, over real HTTP on three instances.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { coupons, sizes } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import {
  orderBody,
  orderCount,
  seedShop,
  stockOf,
  usedCountOf,
  couponOrderCount,
  type Shop,
} from './customer-fixtures';

interface Answer {
  statusCode: number;
  body: { orderId?: number; error?: string };
}

// 50 shoppers at once from one test address: the per-address limits against fake orders and coupon guessing,
// and the bounds on what unconfirmed orders hold (tests/security), are raised here, where the stock and coupon
// races are the subject: every order holds its stock. Each buyer has a mobile number of their own.
const limits = {
  ...loadConfig({}).limits,
  ordersPerAddressHour: 10_000,
  couponFailuresPerAddress: 10_000,
  heldUnitsPerAddress: 10_000,
  sizeHoldPercent: 100,
};
const mobileOf = (i: number) => `010${String(i).padStart(8, '0')}`;

const api = useTestApp({ config: { limits }, worker: true });
const target = {
  get db(): Db {
    return api.db;
  },
  async place(payload: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: payload as object,
      headers,
    });
    return { statusCode: res.statusCode, body: res.json() };
  },
};

let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(target.db);
});

const place = (payload: unknown, headers: Record<string, string> = {}) => target.place(payload, headers);

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

// Each of these places 50 orders at once (the PostgreSQL file, 200): PGlite takes them one after another, so more
// would repeat the same answers. Up to a minute on a loaded machine, hence 120 s.
describe('races', () => {
  it(
    '50 concurrent orders for the last 5 units make exactly 5 orders and leave stock 0',
    { timeout: 120_000 },
    async () => {
      await target.db.update(sizes).set({ stock: 5 }).where(eq(sizes.id, shop.dress.sage.M));
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          place(orderBody(shop, { customerEmail: `buyer${i}@example.com`, mobileNumber: mobileOf(i) })),
        ),
      );
      expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 5, 409: 45 });
      for (const r of responses.filter((r) => r.statusCode === 409)) {
        expect(r.body.error).toBe('Linen Wrap Midi Dress (Sage, M) is sold out');
      }
      expect(await stockOf(target.db, shop.dress.sage.M)).toBe(0);
      expect(await orderCount(target.db)).toBe(5);
    },
  );

  it(
    'a coupon with maxUsage 10 under 50 concurrent orders is redeemed exactly 10 times',
    { timeout: 120_000 },
    async () => {
      await target.db.update(coupons).set({ maxUsage: 10, usedCount: 0 }).where(eq(coupons.id, shop.coupon));
      await target.db.update(sizes).set({ stock: 1000 }).where(eq(sizes.id, shop.bag.ivory.oneSize));
      const bagOrder = (i: number) =>
        orderBody(shop, {
          customerEmail: `buyer${i}@example.com`,
          mobileNumber: mobileOf(i),
          couponCode: 'SUMMER10',
          items: [{ productId: shop.bag.id, variantId: shop.bag.ivory.id, size: 'One Size', quantity: 1 }],
        });
      const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => place(bagOrder(i))));
      expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 10, 422: 40 });
      for (const r of responses.filter((r) => r.statusCode === 422)) {
        expect(r.body.error).toBe('This coupon has reached its usage limit');
      }
      expect(await usedCountOf(target.db, shop.coupon)).toBe(10);
      expect(await couponOrderCount(target.db)).toBe(10);
      // Refused orders gave their stock back: only the 10 placed took a bag.
      expect(await stockOf(target.db, shop.bag.ivory.oneSize)).toBe(990);
    },
  );

  it('50 concurrent requests with one Idempotency-Key create one order', { timeout: 120_000 }, async () => {
    const headers = { 'idempotency-key': 'checkout-attempt-0001' };
    const responses = await Promise.all(Array.from({ length: 50 }, () => place(orderBody(shop), headers)));
    const statuses = tally(responses.map((r) => r.statusCode));
    expect(statuses[201]).toBe(1);
    expect(statuses[200]).toBe(49);
    expect(new Set(responses.map((r) => r.body.orderId)).size).toBe(1);
    expect(await orderCount(target.db)).toBe(1);
    expect(await stockOf(target.db, shop.dress.sage.M)).toBe(2);
  });
});
