// Concurrency (docs/business-rules.md#order-placement): no stock below zero, no coupon beyond its limit, one order per
// Idempotency-Key, whatever the number of shoppers at once. PGlite runs one query at a time and hides races, so
// CI also runs this file on PostgreSQL (`DATABASE_URL` set). There the app listens on 127.0.0.1 and the orders
// come over real HTTP, all in flight at once, on a fresh database of their own with a pool of 30 connections;
// on PGlite they go through app.inject.
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { coupons, orders, sizes } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { orderBody, orderCount, seedShop, stockOf, usedCountOf, type Shop } from './customer-fixtures';

interface Answer {
  statusCode: number;
  body: { orderId?: number; error?: string };
}

// 200 shoppers at once from one test address: the per-address limits against fake orders and coupon guessing,
// and the bounds on what unconfirmed orders hold (tests/security), are raised here, where the stock and coupon
// races are the subject: every order holds its stock. Each buyer has a mobile number of their own.
const limits = {
  ...loadConfig({}).limits,
  ordersPerAddressHour: 10_000,
  couponFailuresPerAddress: 10_000,
  heldUnitsPerAddress: 10_000,
  sizeHoldPercent: 100,
};
let buyers = 0;
const nextAddress = () => `10.9.${Math.floor(++buyers / 250) % 250}.${(buyers % 250) + 1}`;
const mobileOf = (i: number) => `010${String(i).padStart(8, '0')}`;

/** The database and a way to place an order, on PGlite (inject) or PostgreSQL (HTTP). */
const target = process.env.DATABASE_URL ? onPostgres(process.env.DATABASE_URL) : onPglite();

function onPglite() {
  const api = useTestApp({ config: { limits }, worker: true });
  return {
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
}

function onPostgres(url: string) {
  const name = `morph_races_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: url });
  let database: Database;
  let app: FastifyInstance;
  let base = '';
  let dataDir = '';
  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
    const own = new URL(url);
    own.pathname = `/${name}`;
    database = openDatabase({ databaseUrl: own.toString(), poolMax: 30 });
    await database.migrate();
    dataDir = mkdtempSync(join(tmpdir(), 'morph-races-'));
    app = await buildApp(
      // The hard limits' races, without the proof-of-work challenge in front of them.
      { ...loadConfig({ CHALLENGE: 'off' }), dataDir, logLevel: 'silent', limits, trustProxy: true },
      { database, logger: false },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    const result = await database.db.execute(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE '__drizzle%'`,
    );
    const names = (result as unknown as { rows: { tablename: string }[] }).rows.map(
      (r) => `"${r.tablename}"`,
    );
    await database.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.end();
  });
  return {
    get db(): Db {
      return database.db;
    },
    async place(payload: unknown, headers: Record<string, string> = {}): Promise<Answer> {
      const res = await fetch(`${base}/api/customer/createOrder`, {
        method: 'POST',
        // Each buyer from an address of their own (the app trusts this proxy header here): orders from one
        // address are decided one after another, and 200 of them would outlast the idle timeout.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...headers },
        body: JSON.stringify(payload),
      });
      return { statusCode: res.status, body: (await res.json()) as Answer['body'] };
    },
  };
}

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

// Each of these places 50-200 orders at once: over a minute on a loaded machine, hence 120 s.
describe('races', () => {
  it(
    '200 concurrent orders for the last 5 units make exactly 5 orders and leave stock 0',
    { timeout: 120_000 },
    async () => {
      await target.db.update(sizes).set({ stock: 5 }).where(eq(sizes.id, shop.dress.sage.M));
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          place(orderBody(shop, { customerEmail: `buyer${i}@example.com`, mobileNumber: mobileOf(i) })),
        ),
      );
      expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 5, 409: 195 });
      for (const r of responses.filter((r) => r.statusCode === 409)) {
        expect(r.body.error).toBe('Linen Wrap Midi Dress (Sage, M) is sold out');
      }
      expect(await stockOf(target.db, shop.dress.sage.M)).toBe(0);
      expect(await orderCount(target.db)).toBe(5);
    },
  );

  it(
    'a coupon with maxUsage 10 under 200 concurrent orders is redeemed exactly 10 times',
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
      const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => place(bagOrder(i))));
      expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 10, 422: 190 });
      for (const r of responses.filter((r) => r.statusCode === 422)) {
        expect(r.body.error).toBe('This coupon has reached its usage limit');
      }
      expect(await usedCountOf(target.db, shop.coupon)).toBe(10);
      const [withCoupon] = await target.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(isNotNull(orders.couponId));
      expect(withCoupon!.n).toBe(10);
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
