// The attack: one client placed 1,010 cash-on-delivery orders in 10 s and reserved 99,990 units; the next
// real shopper found the dress sold out. Now orders are limited per client address (generously: carriers share
// addresses) and per size in an order; past the per-number limits (an hour, a day, pending ones, counted from the
// same address) an order is still taken but holds no stock until staff confirm it, so nobody is refused for
// what was done with her number (tests/security/stock-holds.test.ts). All counted in the database. Runs on
// PGlite in npm test and on PostgreSQL in npm run test:api:pg (the parallel case is a race there).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, sizes } from '../../src/server/db/schema';
import { desc } from 'drizzle-orm';
import { orderBody, orderCount, seedShop, stockOf, type Shop } from '../api/customer-fixtures';
import { useTestApp } from '../api/helpers/app';

const api = useTestApp();
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
  await api.db.update(sizes).set({ stock: 1000 }).where(eq(sizes.id, shop.dress.sage.L));
});

const line = (quantity: number) => ({
  productId: shop.dress.id,
  variantId: shop.dress.sage.id,
  size: 'L',
  quantity,
});

const place = (overrides: Record<string, unknown>, remoteAddress = '156.200.1.1') =>
  api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, { items: [line(1)], ...overrides }),
    remoteAddress,
  });

/** The shop confirmed every order so far (they are no longer pending). */
const confirmAll = () => api.db.update(orders).set({ status: 'processing' });

const latestOrder = async () => (await api.db.select().from(orders).orderBy(desc(orders.id)).limit(1))[0];

const mobileOf = (i: number) => `012${String(i).padStart(8, '0')}`;

describe('fake cash-on-delivery orders', () => {
  it('lets a real shopper place three orders', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await place({ items: [line(2)] });
      expect(res.statusCode).toBe(201);
    }
    expect(await orderCount(api.db)).toBe(3);
  });

  it('takes a 4th pending order for one number, whichever way it is written, without holding its stock', async () => {
    expect((await place({ mobileNumber: '01098765432' })).statusCode).toBe(201);
    expect((await place({ mobileNumber: '+201098765432' })).statusCode).toBe(201);
    expect((await place({ mobileNumber: '01098765432' })).statusCode).toBe(201);
    const stockBefore = await stockOf(api.db, shop.dress.sage.L);
    const res = await place({ mobileNumber: '+201098765432' });
    // Taken: the answer says nothing about the number's other orders.
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'couponCode',
        'couponDiscount',
        'createdAt',
        'itemCount',
        'orderId',
        'orderKey',
        'orderNumber',
        'productDiscount',
        'shippingPrice',
        'status',
        'subtotal',
        'totalPrice',
      ].sort(),
    );
    expect(await latestOrder()).toMatchObject({ holdsStock: false, holdFlags: ['mobile_busy'] });
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(stockBefore);
    // Another shopper's order holds its stock.
    expect((await place({ mobileNumber: '01511111111' })).statusCode).toBe(201);
    expect(await latestOrder()).toMatchObject({ holdsStock: true, holdFlags: [] });
  });

  it('takes a 6th order in an hour for one number without holding its stock', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await place({ mobileNumber: i % 2 ? '+201155555555' : '01155555555' })).statusCode).toBe(201);
      await confirmAll();
    }
    const stockBefore = await stockOf(api.db, shop.dress.sage.L);
    const res = await place({ mobileNumber: '01155555555' });
    expect(res.statusCode).toBe(201);
    expect(await latestOrder()).toMatchObject({ holdsStock: false, holdFlags: ['mobile_busy'] });
    // Nothing was reserved by it.
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(stockBefore);
  });

  it('takes an 11th order in a day for one number without holding its stock', async () => {
    // Ten confirmed orders placed over the last day, two hours ago and earlier.
    for (let i = 0; i < 10; i += 1) {
      expect((await place({ mobileNumber: '01022222222' })).statusCode).toBe(201);
      await confirmAll();
      await api.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - (2 + i) * 60 * 60 * 1000) })
        .where(eq(orders.status, 'processing'));
    }
    const res = await place({ mobileNumber: '01022222222' });
    expect(res.statusCode).toBe(201);
    expect(await latestOrder()).toMatchObject({ holdsStock: false, holdFlags: ['mobile_busy'] });
  });

  it('caps the units of one size in an order at 10, over one line or several', async () => {
    const stockBefore = await stockOf(api.db, shop.dress.sage.L);
    for (const items of [[line(11)], [line(6), line(5)]]) {
      const res = await place({ items });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'You can order at most 10 of one size',
        details: [{ field: 'items[0].quantity', message: 'You can order at most 10 of one size' }],
      });
    }
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(stockBefore);
    expect((await place({ items: [line(10)] })).statusCode).toBe(201);
  });

  it(
    'stops one address emptying the stock with fake numbers; a shopper elsewhere still gets the dress',
    // 80 orders placed one after another.
    { timeout: 120_000 },
    async () => {
      // 80 orders of 10 units, each with a made-up number, from one address (scaled down from 1,010).
      const answers = [];
      for (let i = 0; i < 80; i += 1) {
        answers.push(await place({ mobileNumber: mobileOf(i), items: [line(10)] }, '41.33.1.1'));
      }
      const placed = answers.filter((a) => a.statusCode === 201).length;
      expect(placed).toBe(60);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused.length).toBe(20);
      expect(refused[0]!.json().error).toMatch(/^Too many orders were placed from your connection\./);
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      // Only the first three hold their stock: what one address's unconfirmed orders hold is bounded (30).
      expect(await stockOf(api.db, shop.dress.sage.L)).toBe(1000 - 30);
      // The next real customer, elsewhere.
      expect((await place({ mobileNumber: '01277777777', items: [line(2)] }, '41.33.9.9')).statusCode).toBe(
        201,
      );
    },
  );

  it('counts parallel orders for one number one after another: at most 3 hold stock, none is refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place({ mobileNumber: i % 2 ? '+201033333333' : '01033333333' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const rows = await api.db.select().from(orders);
    expect(rows.filter((o) => o.holdsStock).length).toBe(3);
    expect(rows.filter((o) => !o.holdsStock).every((o) => o.holdFlags.includes('mobile_busy'))).toBe(true);
    expect(await stockOf(api.db, shop.dress.sage.L)).toBe(997);
  });

  it('answers a repeated Idempotency-Key with the first order, even at the limit', async () => {
    for (let i = 0; i < 2; i += 1) await place({ mobileNumber: '01044444444' });
    const headers = { 'idempotency-key': 'checkout-attempt-limit' };
    const payload = orderBody(shop, { items: [line(1)], mobileNumber: '01044444444' });
    const first = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload,
      headers,
    });
    expect(first.statusCode).toBe(201);
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload,
      headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).toBe(first.json().orderId);
  });
});
