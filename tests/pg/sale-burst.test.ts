// A sale's burst on three instances of one PostgreSQL database, over real HTTP, each buyer from an address of
// their own (behind a trusted proxy), all in flight at once (docs/business-rules.md#order-placement):
// - 200 buyers for the last 5 units of a size. The size's row is held for 7 s when the burst starts (a slow
//   transaction on it, as a loaded database has), so the orders queue for their pool's connections longer than a
//   page would wait. A queue is busy, not an outage, and the orders' wait is long enough for it: every buyer gets
//   an answer about the stock itself, exactly 5 orders (201) and the rest sold out (409), never 503.
// - 200 buyers with a coupon that has 10 uses left: exactly 10 orders carry it, the rest are told it reached its
//   limit, and the refused orders took no stock.
// - One checkout sent 50 times at once with one Idempotency-Key, spread over the three instances (a shopper's
//   retries behind a load balancer): one order, every answer naming it.
// These are the races PGlite, one statement at a time, cannot show; tests/api/races.test.ts plays the same
// three on PGlite in npm test.
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { coupons, sizes } from '../../src/server/db/schema';
import {
  orderBody,
  orderCount,
  seedShop,
  stockOf,
  usedCountOf,
  couponOrderCount,
  type Shop,
} from '../api/customer-fixtures';
import { emptyDatabase } from './helpers';

// The per-address and per-size bounds on what unconfirmed orders hold and the coupon-guessing limit
// (tests/security) are not the subject.
const config = {
  ...loadConfig({
    CHALLENGE: 'off',
    TRUST_PROXY: 'true',
    ORDER_LIMIT_ADDRESS_HOUR: '10000',
    HOLD_UNITS_ADDRESS: '10000',
    HOLD_SIZE_PERCENT: '100',
  }),
  logLevel: 'silent',
};
config.limits = { ...config.limits, couponFailuresPerAddress: 10_000 };

let drop: () => Promise<void>;
let url: string;
let dataDir: string;
let setup: Database;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
const bases: string[] = [];
let shop: Shop;

beforeAll(async () => {
  ({ url, drop } = await emptyDatabase());
  dataDir = mkdtempSync(join(tmpdir(), 'morph-burst-'));
  setup = openDatabase({ databaseUrl: url, poolMax: 2 });
  await setup.migrate();
  shop = await seedShop(setup.db);
  for (let i = 0; i < 3; i += 1) {
    // Each instance with the shop's default pools, as `npm start` opens them.
    const database = openDatabase({ databaseUrl: url });
    databases.push(database);
    const app = await buildApp({ ...config, dataDir }, { database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
    bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await setup?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { orderId?: number; error?: string };
}

/** Each buyer's checkout through instance i % 3, from an address of their own. */
async function place(i: number, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${bases[i % 3]}/api/customer/createOrder`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.7.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

describe('a sale on three instances', () => {
  it('200 buyers for the last 5 units: exactly 5 orders, the rest sold out, none told the shop is down', async () => {
    await setup.db.update(sizes).set({ stock: 5 }).where(eq(sizes.id, shop.dress.sage.M));
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT stock FROM sizes WHERE id = $1 FOR UPDATE', [shop.dress.sage.M]);
    const released = new Promise((resolve) => setTimeout(resolve, 7_000)).then(async () => {
      await holder.query('COMMIT');
      await holder.end();
    });
    // Shoppers browsing meanwhile (past the catalogue cache) are answered from connections of their own.
    const browsing = new Promise((resolve) => setTimeout(resolve, 1_500)).then(() =>
      Promise.all(
        apps.map((app, i) => {
          app.catalogueCache.local.clear();
          return fetch(`${bases[i]}/api/products`);
        }),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        place(
          i,
          orderBody(shop, {
            customerEmail: `buyer${i}@example.com`,
            mobileNumber: `011${String(i).padStart(8, '0')}`,
          }),
        ),
      ),
    );
    await released;
    expect((await browsing).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(tally(answers)).toEqual({ 201: 5, 409: 195 });
    for (const a of answers.filter((a) => a.status === 409))
      expect(a.body.error).toBe('Linen Wrap Midi Dress (Sage, M) is sold out');
    expect(await stockOf(setup.db, shop.dress.sage.M)).toBe(0);
    expect(await orderCount(setup.db)).toBe(5);
  });

  it('200 buyers for a coupon with 10 uses: exactly 10 orders carry it, the rest are refused and take no stock', async () => {
    await setup.db.update(coupons).set({ maxUsage: 10, usedCount: 0 }).where(eq(coupons.id, shop.coupon));
    await setup.db.update(sizes).set({ stock: 1000 }).where(eq(sizes.id, shop.bag.ivory.oneSize));
    const placedBefore = await orderCount(setup.db);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        place(
          i,
          orderBody(shop, {
            customerEmail: `coupon${i}@example.com`,
            mobileNumber: `012${String(i).padStart(8, '0')}`,
            couponCode: 'SUMMER10',
            items: [{ productId: shop.bag.id, variantId: shop.bag.ivory.id, size: 'One Size', quantity: 1 }],
          }),
        ),
      ),
    );
    expect(tally(answers)).toEqual({ 201: 10, 422: 190 });
    for (const a of answers.filter((a) => a.status === 422))
      expect(a.body.error).toBe('This coupon has reached its usage limit');
    expect(await usedCountOf(setup.db, shop.coupon)).toBe(10);
    expect(await couponOrderCount(setup.db)).toBe(10);
    expect(await orderCount(setup.db)).toBe(placedBefore + 10);
    expect(await stockOf(setup.db, shop.bag.ivory.oneSize)).toBe(990);
  });

  it('one checkout sent 50 times at once with one Idempotency-Key, over three instances: one order', async () => {
    await setup.db.update(sizes).set({ stock: 3 }).where(eq(sizes.id, shop.dress.sand.M));
    const placedBefore = await orderCount(setup.db);
    const body = orderBody(shop, {
      customerEmail: 'retrying@example.com',
      mobileNumber: '01099990000',
      items: [{ productId: shop.dress.id, variantId: shop.dress.sand.id, size: 'M', quantity: 1 }],
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => place(i, body, { 'idempotency-key': 'sale-checkout-0001' })),
    );
    expect(tally(answers)).toEqual({ 201: 1, 200: 49 });
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(await orderCount(setup.db)).toBe(placedBefore + 1);
    expect(await stockOf(setup.db, shop.dress.sand.M)).toBe(2);
  });
});
