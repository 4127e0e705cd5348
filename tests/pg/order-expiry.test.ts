// The expiry of unconfirmed orders on a real PostgreSQL, where two runners really run at once: two
// instances' pools on one database each run the job (in small batches, so they contend for the same rows).
// FOR UPDATE SKIP LOCKED gives each expired order to one runner: stock and coupon uses come back exactly once.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { orders, orderStatusHistory, sizes } from '../../src/server/db/schema';
import { expireUnconfirmedOrders } from '../../src/server/modules/orders';
import { orderBody, seedShop, stockOf, usedCountOf, type Shop } from '../api/customer-fixtures';

const url = process.env.DATABASE_URL!;
const name = `morph_expiry_${randomBytes(4).toString('hex')}`;
const databases: Database[] = [];
let app: FastifyInstance;
let dataDir = '';
let shop: Shop;

async function admin(text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text);
  await client.end();
}

beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  dataDir = mkdtempSync(join(tmpdir(), 'morph-expiry-'));
  for (let i = 0; i < 2; i += 1) {
    const database = openDatabase({ databaseUrl: own.toString(), poolMax: 6 });
    if (i === 0) await database.migrate();
    databases.push(database);
  }
  // Many orders from one address: the expiry is the subject, not the per-address limits, the bounds on what one
  // address's orders hold, or the proof-of-work challenge asked past a few orders.
  const config = loadConfig({ CHALLENGE: 'off' });
  const limits = {
    ...config.limits,
    ordersPerAddressHour: 10_000,
    heldUnitsPerAddress: 10_000,
    sizeHoldPercent: 100,
  };
  app = await buildApp(
    { ...config, dataDir, logLevel: 'silent', limits },
    { database: databases[0]!, logger: false },
  );
  shop = await seedShop(databases[0]!.db);
  await databases[0]!.db.update(sizes).set({ stock: 1000 }).where(eq(sizes.id, shop.dress.sage.L));
});

afterAll(async () => {
  await app?.close();
  for (const database of databases) await database.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the order expiry on PostgreSQL', () => {
  it('two runners at once: every expired order cancelled once, stock and coupon uses back exactly once', async () => {
    const db = databases[0]!.db;
    const stock = await stockOf(db, shop.dress.sage.L);
    const used = await usedCountOf(db, shop.coupon);
    const place = async (i: number, couponCode: string | null) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/customer/createOrder',
        payload: orderBody(shop, {
          mobileNumber: `0122${String(1_000_000 + i).slice(-7)}`,
          couponCode,
          items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'L', quantity: 2 }],
        }),
      });
      expect(res.statusCode).toBe(201);
      return res.json().orderId as number;
    };
    const expired: number[] = [];
    for (let i = 0; i < 24; i++) expired.push(await place(i, i % 2 === 0 ? 'SUMMER10' : null));
    const keep: number[] = [];
    for (let i = 24; i < 28; i++) keep.push(await place(i, 'SUMMER10'));
    // Old enough: all but the kept ones, of which one the shopper confirmed and one the shop shipped.
    const old = new Date(Date.now() - 49 * 3_600_000);
    await db
      .update(orders)
      .set({ createdAt: old })
      .where(inArray(orders.id, [...expired, ...keep.slice(0, 2)]));
    await db.update(orders).set({ customerConfirmedAt: new Date() }).where(eq(orders.id, keep[0]!));
    await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, keep[1]!));
    expect(await stockOf(db, shop.dress.sage.L)).toBe(stock - 56);
    expect(await usedCountOf(db, shop.coupon)).toBe(used + 16);

    const before = new Date(Date.now() - 48 * 3_600_000);
    const [a, b] = await Promise.all([
      expireUnconfirmedOrders(databases[0]!.db, before, 5),
      expireUnconfirmedOrders(databases[1]!.db, before, 5),
    ]);
    expect(a.cancelled + b.cancelled).toBe(24);
    expect(await stockOf(db, shop.dress.sage.L)).toBe(stock - 8);
    expect(await usedCountOf(db, shop.coupon)).toBe(used + 4);

    const cancellations = await db
      .select({ orderId: orderStatusHistory.orderId, n: sql<number>`count(*)::int` })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.toStatus, 'cancelled'))
      .groupBy(orderStatusHistory.orderId);
    expect(cancellations).toHaveLength(24);
    expect(cancellations.every((c) => c.n === 1 && expired.includes(c.orderId))).toBe(true);
    const kept = await db.select().from(orders).where(inArray(orders.id, keep));
    expect(kept.map((o) => o.status).sort()).toEqual(['pending', 'pending', 'pending', 'shipped']);
  });
});
