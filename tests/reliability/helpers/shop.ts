// A shop to place orders in, a stream of checkouts that records every answer, and the check that follows a
// crash, a restart or a restore: every order answered 2xx is in the database, and the stock taken from each
// size equals what the shop's live orders (not cancelled) hold of it.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { pgliteExtensions } from '../../../src/server/db/pglite-extensions.mjs';
import { orderItems, orders, sizes } from '../../../src/server/db/schema';
import { seedCities } from '../../../src/server/seed';
import { makeProduct, type MadeProduct } from '../../api/helpers/catalogue';
import { pgliteTemplate } from '../../api/helpers/database';
import { sleep } from './server';

export const STOCK = 100_000;

export interface Shop {
  product: MadeProduct;
}

export interface Where {
  dataDir: string;
  databaseUrl?: string;
}

function open(where: Where): Database {
  if (!where.databaseUrl) mkdirSync(join(where.dataDir, 'db'), { recursive: true });
  return where.databaseUrl
    ? openDatabase({ databaseUrl: where.databaseUrl, poolMax: 2 })
    : openDatabase({ pgliteDir: join(where.dataDir, 'db') });
}

/**
 * Migrates an empty database and adds the governorates and one dress in two colours and three sizes. On PGlite
 * the data directory starts as a copy of the tests' migrated template (creating a cluster and migrating it
 * costs several seconds of CPU); the migrations then find nothing to do, as at a server's start.
 */
export async function prepareShop(where: Where): Promise<Shop> {
  // PGlite creates its own folder, not the data directory above it.
  if (!where.databaseUrl) mkdirSync(where.dataDir, { recursive: true });
  const database = where.databaseUrl
    ? open(where)
    : openDatabase({
        pglite: new PGlite({
          dataDir: join(where.dataDir, 'db'),
          loadDataDir: await pgliteTemplate(),
          extensions: pgliteExtensions,
        }),
      });
  try {
    await database.migrate();
    await seedCities(database.db);
    const product = await makeProduct(database.db, {
      name: 'Linen Wrap Midi Dress',
      price: 950,
      variants: ['Sage', 'Sand'].map((color) => ({
        color,
        sizes: (['S', 'M', 'L'] as const).map((size) => [size, STOCK] as [string, number]),
      })),
    });
    return { product };
  } finally {
    await database.close();
  }
}

export interface Answer {
  status: number;
  orderId: number;
  /** When the answer arrived (Date.now()). */
  at: number;
}

export interface OrderStream {
  /** Idempotency-Key → the 2xx answer. */
  readonly answered: Map<string, Answer>;
  /** How many answers of each status ('network' for no answer). */
  readonly statuses: Map<number | 'network', number>;
  stop(): Promise<void>;
}

/** `concurrency` shoppers placing orders one after the other, each with its own Idempotency-Key. */
let mobiles = Math.floor(Math.random() * 90_000_000);
/**
 * A fresh Egyptian mobile number for each order: these tests play many shoppers, and one number may place only a
 * few orders an hour (the fake-order limits of README "Security").
 */
export function distinctMobile(): string {
  mobiles = (mobiles + 1) % 100_000_000;
  return `010${String(mobiles).padStart(8, '0')}`;
}

/**
 * Places one cash-on-delivery order of `quantity` units of the shop's product (its `variant`th colour, `size`),
 * from a shopper with a mobile number of their own.
 */
export function placeOrder(
  url: string,
  shop: Shop,
  line: { variant: number; size: 'S' | 'M' | 'L'; quantity: number },
  options: { idempotencyKey?: string; timeoutMs?: number } = {},
) {
  return fetch(`${url}/api/customer/createOrder`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    body: JSON.stringify({
      firstName: 'Nour',
      lastName: 'El-Sayed',
      customerEmail: 'nour@example.com',
      mobileNumber: distinctMobile(),
      address: '14 Shehab St, Mohandessin',
      paymentMethod: 'CASH_ON_DELIVERY',
      city: 'Giza',
      items: [
        {
          productId: shop.product.id,
          variantId: shop.product.variants[line.variant].id,
          size: line.size,
          quantity: line.quantity,
        },
      ],
    }),
    ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
  });
}

export function streamOrders(target: { url: string }, shop: Shop, concurrency = 6): OrderStream {
  const answered = new Map<string, Answer>();
  const statuses = new Map<number | 'network', number>();
  const count = (status: number | 'network') => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  let stopping = false;
  let n = 0;
  const worker = async () => {
    while (!stopping) {
      n += 1;
      const key = randomUUID();
      try {
        const res = await placeOrder(
          target.url,
          shop,
          { variant: n % 2, size: (['S', 'M', 'L'] as const)[n % 3], quantity: 1 + (n % 3) },
          { idempotencyKey: key, timeoutMs: 15_000 },
        );
        count(res.status);
        const body = (await res.json().catch(() => ({}))) as { orderId?: number };
        if (res.status >= 200 && res.status < 300)
          answered.set(key, { status: res.status, orderId: body.orderId!, at: Date.now() });
      } catch {
        count('network');
        await sleep(25);
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    answered,
    statuses,
    async stop() {
      stopping = true;
      await Promise.all(workers);
    },
  };
}

export interface ShopState {
  /** Keys answered 2xx that have no order. */
  missing: string[];
  /** Sizes whose stock taken differs from what live orders holding stock have: `Sage M: taken 12, ordered 10`. */
  inconsistent: string[];
  orderCount: number;
}

/** Reads the database (the server must be stopped on PGlite). */
export async function inspectShop(where: Where, shop: Shop, keys: Iterable<string>): Promise<ShopState> {
  const database = open(where);
  try {
    const db = database.db;
    const wanted = [...keys];
    const found = new Set<string>();
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await db
        .select({ key: orders.idempotencyKey })
        .from(orders)
        .where(inArray(orders.idempotencyKey, wanted.slice(i, i + 500)));
      for (const row of rows) found.add(row.key!);
    }
    const inconsistent: string[] = [];
    for (const variant of shop.product.variants) {
      for (const [size, sizeId] of Object.entries(variant.sizes)) {
        const [{ stock }] = await db.select({ stock: sizes.stock }).from(sizes).where(eq(sizes.id, sizeId));
        const [{ ordered }] = await db
          .select({ ordered: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(
            and(
              eq(orderItems.variantId, variant.id),
              eq(orderItems.size, size),
              ne(orders.status, 'cancelled'),
              // An order past the bounds on holds is taken without its stock (reserved at confirmation).
              eq(orders.holdsStock, true),
            ),
          );
        if (STOCK - stock !== ordered)
          inconsistent.push(`${variant.color} ${size}: taken ${STOCK - stock}, ordered ${ordered}`);
      }
    }
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
    return { missing: wanted.filter((k) => !found.has(k)), inconsistent, orderCount: count };
  } finally {
    await database.close();
  }
}

/** Waits until the stream has had `n` more orders answered 2xx. */
export async function waitForOrders(stream: OrderStream, n: number, ms = 30_000) {
  const target = stream.answered.size + n;
  const deadline = Date.now() + ms;
  while (stream.answered.size < target) {
    if (Date.now() > deadline)
      throw new Error(`Only ${stream.answered.size} of ${target} orders answered: ${summary(stream)}`);
    await sleep(20);
  }
}

export function summary(stream: OrderStream): string {
  return [...stream.statuses].map(([status, count]) => `${status}: ${count}`).join(', ');
}
