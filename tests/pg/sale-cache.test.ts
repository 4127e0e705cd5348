// The catalogue cache during a sale, on two instances of one PostgreSQL database: orders streaming on
// instance A for the product page 1 shows first must not send instance B's page 1 to the database (B hears
// the stock left on the channel and shows it from memory), an owner's price change on A shows on B soon
// after all the same (about a second; the test's bound is looser, below), and what B shows of the stock is never older than what it showed before and
// is right once the orders stop. A size selling out shows on both, in-stock lists included.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { hashPassword, upsertAdmin } from '../../src/server/modules/auth';
import { orderBody, seedShop, type Shop } from '../api/customer-fixtures';
import { form } from '../api/helpers/catalogue';
import { ADMIN_PASSWORD, emptyDatabase, query } from './helpers';

// B hears of a change on the channel (LISTEN/NOTIFY): about a second on a quiet machine (npm run bench), and
// whatever the scheduler gives two processes on a loaded one. Without the channel, B would show the old
// answer until its cache entry expires (30 s, plugins/cache.ts): a bound of 10 s tells the two apart
// whatever the load.
const BOUND_MS = 10_000;
let drop: () => Promise<void>;
let url: string;
let dataDir: string;
const databases = new Map<FastifyInstance, Database>();
let a: FastifyInstance;
let b: FastifyInstance;
let shop: Shop;

async function instance(): Promise<FastifyInstance> {
  const database = openDatabase({ databaseUrl: url });
  // One address places every order here: the limits on an address (and the challenge) are the abuse
  // tests' business, not this one's.
  const defaults = loadConfig({ CHALLENGE: 'off' });
  const limits = {
    ...defaults.limits,
    ordersPerAddressHour: 1_000_000,
    heldUnitsPerAddress: 1_000_000,
    sizeHoldPercent: 100,
  };
  const app = await buildApp(
    { ...defaults, limits, dataDir, logLevel: 'silent' },
    { database, logger: false },
  );
  await app.ready();
  databases.set(app, database);
  return app;
}

beforeAll(async () => {
  ({ url, drop } = await emptyDatabase());
  dataDir = mkdtempSync(join(tmpdir(), 'morph-sale-cache-'));
  const setup = openDatabase({ databaseUrl: url });
  await setup.migrate();
  shop = await seedShop(setup.db);
  await upsertAdmin(setup.db, 'admin', await hashPassword(ADMIN_PASSWORD));
  await setup.close();
  // Enough bags that no order of the stream is refused.
  await query(url, 'UPDATE sizes SET stock = 100000 WHERE id = $1', [shop.bag.ivory.oneSize]);
  a = await instance();
  b = await instance();
});

afterAll(async () => {
  for (const app of [a, b]) await app?.close();
  for (const d of databases.values()) await d.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Shown {
  id: number;
  price: number;
  totalStock: number;
  variants: Array<{ color: string; sizes: Array<{ size: string; stock: number }> }>;
}

async function page(app: FastifyInstance, path = '/api/products?page=1'): Promise<Shown[]> {
  const res = await app.inject({ method: 'GET', url: path });
  expect(res.statusCode, path).toBe(200);
  return res.json().products;
}

/** Polls `check` until it holds; fails after `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`Not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let placed = 0;
async function placeOrder(app: FastifyInstance, item: object) {
  placed += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, {
      // A number of its own per order: the limits per mobile number would hold the stream's later orders.
      mobileNumber: `010${String(20_000_000 + placed)}`,
      items: [item],
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name.endsWith('morph_session'))!;
  return `${cookie.name}=${cookie.value}`;
}

const bagStock = async () =>
  (await query<{ stock: number }>(url, 'SELECT stock FROM sizes WHERE id = $1', [shop.bag.ivory.oneSize]))[0]!
    .stock;

describe('the catalogue cache during a sale, on two instances', () => {
  it('serves page 1 from memory on B while A takes orders for its first product, and shows a price change and the stock within seconds', async () => {
    const first = (await page(b))[0]!;
    expect(first.id).toBe(shop.bag.id);
    await page(a);
    const cookie = await signIn(a);

    // Orders stream on A: three shoppers back to back.
    let streaming = true;
    const shoppers = Array.from({ length: 3 }, async () => {
      while (streaming)
        await placeOrder(a, {
          productId: shop.bag.id,
          variantId: shop.bag.ivory.id,
          size: 'One Size',
          quantity: 1,
        });
    });
    try {
      const client = (databases.get(b)!.db as unknown as { $client: { query: (...a: never[]) => unknown } })
        .$client;
      const queries = vi.spyOn(client, 'query');
      const before = placed;
      const shown: number[] = [];
      // Watch B while A takes at least six orders (however long a loaded machine needs for them).
      const until = Date.now() + 60_000;
      while (placed - before <= 5 && Date.now() < until) {
        shown.push((await page(b))[0]!.totalStock);
        await new Promise((r) => setTimeout(r, 10));
      }
      await within(BOUND_MS, async () => {
        shown.push((await page(b))[0]!.totalStock);
        return shown.at(-1)! < first.totalStock;
      });
      const statements = queries.mock.calls.length;
      queries.mockRestore();
      const ordersMeanwhile = placed - before;
      expect(ordersMeanwhile).toBeGreaterThan(5);
      // B heard of the orders (its stock went down) and never went to the database for its page 1.
      expect(shown.at(-1)!).toBeLessThan(first.totalStock);
      expect(statements).toBe(0);
      // Never older than what it showed before.
      for (let i = 1; i < shown.length; i += 1) expect(shown[i]).toBeLessThanOrEqual(shown[i - 1]!);

      // The owner changes the bag's price on A while the orders go on.
      const res = await a.inject({
        method: 'PUT',
        url: `/api/admin/product/${shop.bag.id}`,
        headers: { cookie },
        payload: form({ name: 'Crochet Shoulder Bag', description: 'Hand made.', price: '699.5' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      await within(BOUND_MS, async () => (await page(b))[0]!.price === 699.5);
    } finally {
      streaming = false;
      await Promise.all(shoppers);
    }
    // The orders stopped: both instances show the stock the database has.
    const left = await bagStock();
    for (const app of [a, b]) await within(BOUND_MS, async () => (await page(app))[0]!.totalStock === left);
  });

  it('shows a size sold out on A on both instances, in-stock lists included, within seconds', async () => {
    const sandL = '/api/products?color=Sand&size=L&inStock=true';
    const sandLOf = (p: Shown) =>
      p.variants.find((v) => v.color === 'Sand')!.sizes.find((s) => s.size === 'L')!.stock;
    const dress = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'GET', url: `/api/products/id/${shop.dress.id}` });
      return res.json() as Shown;
    };
    for (const app of [a, b]) {
      expect((await page(app, sandL)).map((p) => p.id)).toEqual([shop.dress.id]);
      expect(sandLOf(await dress(app))).toBe(4);
    }
    await placeOrder(a, { productId: shop.dress.id, variantId: shop.dress.sand.id, size: 'L', quantity: 4 });
    for (const app of [a, b]) {
      await within(BOUND_MS, async () => sandLOf(await dress(app)) === 0);
      await within(BOUND_MS, async () => (await page(app, sandL)).length === 0);
    }
  });
});
