// "An Idempotency-Key replayed with another body returns the first order's summary; keys of 1 and 101
// characters are accepted (the contract says 8–100)". A key is bound to the body it first came with.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../api/helpers/app';
import { orderBody, orderCount, seedShop, stockOf, type Shop } from '../api/customer-fixtures';
import { and, eq } from 'drizzle-orm';
import { throttleEvents } from '../../src/server/db/schema';
import { recordAttempt } from '../../src/server/plugins/throttle';

const api = useTestApp();
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const place = (payload: object, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

describe('Idempotency-Key', () => {
  it('the same key with another body is refused with 422 and places nothing', async () => {
    const key = 'checkout-7f3a9c2e';
    const first = await place(orderBody(shop), key);
    expect(first.statusCode).toBe(201);
    const stockAfterFirst = await stockOf(api.db, shop.dress.sage.M);

    const other = orderBody(shop, {
      firstName: 'Someone',
      items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 3 }],
    });
    const replay = await place(other, key);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({
      error: 'This Idempotency-Key was already used for another order. Send a new key for a new order.',
      details: [
        {
          field: 'Idempotency-Key',
          message: 'This Idempotency-Key was already used for another order. Send a new key for a new order.',
        },
      ],
    });
    expect(replay.body).not.toContain(first.json().orderNumber);
    expect(await orderCount(api.db)).toBe(1);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(stockAfterFirst);
  });

  it('the same key with the same body (fields in another order) still returns the first order', async () => {
    const key = 'checkout-7f3a9c2e';
    const first = await place(orderBody(shop), key);
    const reordered = Object.fromEntries(Object.entries(orderBody(shop)).reverse());
    const again = await place(reordered, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount(api.db)).toBe(1);
  });

  it.each([
    ['1 character', 'x'],
    ['7 characters', 'x'.repeat(7)],
    ['101 characters', 'x'.repeat(101)],
    ['an empty key', ''],
  ])('a key of %s is refused with 400 and places nothing', async (_what, key) => {
    const res = await place(orderBody(shop), key);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('idempotency-key');
    expect(await orderCount(api.db)).toBe(0);
  });

  it('a repeat is answered with its order after its address reached its orders an hour; a new order is refused', async () => {
    const key = 'checkout-at-the-limit';
    const first = await place(orderBody(shop), key);
    expect(first.statusCode).toBe(201);
    // The rest of the hour's orders from this address (app.inject comes from 127.0.0.1).
    const limit = api.app.limits.ordersPerAddressHour;
    for (let i = 1; i < limit; i += 1)
      await recordAttempt(api.db, { kind: 'order-address', key: '127.0.0.1', windowMs: 60 * 60 * 1000 });

    const again = await place(orderBody(shop), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const fresh = await place(orderBody(shop), 'checkout-one-too-many');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error).toMatch(/^Too many orders were placed from your connection\./);
    expect(await orderCount(api.db)).toBe(1);
    // Neither the repeat nor the refusal was counted: the address stays exactly at its limit.
    const counted = await api.db
      .select()
      .from(throttleEvents)
      .where(and(eq(throttleEvents.kind, 'order-address'), eq(throttleEvents.key, '127.0.0.1')));
    expect(counted).toHaveLength(limit);
  });

  it('keys of 8 and 100 characters are accepted', async () => {
    expect((await place(orderBody(shop), 'k'.repeat(8))).statusCode).toBe(201);
    expect((await place(orderBody(shop), 'k'.repeat(100))).statusCode).toBe(201);
  });
});
