// On PostgreSQL, searches run on a pool of their own whose statements a timeout cuts: a search the database
// holds (here, behind a lock on a table every search reads) answers 503 with Retry-After, never 500, while an
// order page on the main pool is answered. PGlite runs one statement at a time and has no such pool: this file
// is in the PostgreSQL pass only (tests/pg), beside tests/security/search-flood.test.ts, which runs on both.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { withTransaction } from '../../src/server/db/client';
import { orderBody, seedShop, type Shop } from '../api/customer-fixtures';
import { useTestApp } from '../api/helpers/app';
import { held, until } from '../api/helpers/waiting';

const defaults = loadConfig({});
const api = useTestApp({
  worker: true,
  config: { limits: { ...defaults.limits, searchesPerAddressMinute: 3 } },
});
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

async function placeOrder() {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderNumber: string; orderKey: string };
}

describe('a search the database holds', () => {
  it('cuts a search the database holds at the statement timeout and answers 503; orders are not held', async () => {
    const placed = await placeOrder();
    const app = await api.freshApp();
    const lock = held();
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Every search reads sizes (a word may be a size): with the table locked, both search connections wait.
    const holder = withTransaction(api.db, async (tx) => {
      await tx.execute(sql`LOCK TABLE sizes IN ACCESS EXCLUSIVE MODE`);
      locked();
      await lock.promise;
    });
    await isLocked;
    const searches = ['linen', 'bag'].map((q, i) =>
      app.inject({
        method: 'GET',
        url: `/api/products/search?q=${q}`,
        remoteAddress: `198.51.100.${50 + i}`,
      }),
    );
    await until(() => app.searchGate.load.running === 2);
    const order = await app.inject({
      method: 'GET',
      url: `/api/customer/orders/${placed.orderNumber}`,
      headers: { 'x-order-key': placed.orderKey },
    });
    expect(order.statusCode, order.body).toBe(200);
    const cut = await Promise.all(searches);
    lock.release();
    await holder;
    for (const res of cut) {
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('This search is taking too long. Please try again, or use fewer words.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The connections are whole again.
    expect((await app.inject({ method: 'GET', url: '/api/products/search?q=linen' })).statusCode).toBe(200);
  });
});
