// The abuse limits (docs/business-rules.md#abuse-limits) hold across instances: two servers, each with its own connection pool, on one
// PostgreSQL database, take parallel orders for one mobile number, parallel wrong passwords for one account and
// parallel coupon guesses from one address. Only a real PostgreSQL shows this (npm run test:api:pg).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { orders, sizes } from '../../src/server/db/schema';
import { hashPassword, upsertAdmin } from '../../src/server/modules/auth';
import { orderBody, seedShop, stockOf, type Shop } from '../api/customer-fixtures';
import { ADMIN } from '../api/helpers/app';

const url = process.env.DATABASE_URL!;
const name = `morph_abuse_${randomBytes(4).toString('hex')}`;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
let dataDir = '';
let shop: Shop;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  dataDir = mkdtempSync(join(tmpdir(), 'morph-abuse-'));
  for (let i = 0; i < 2; i += 1) {
    const database = openDatabase({ databaseUrl: own.toString(), poolMax: 15 });
    if (i === 0) await database.migrate();
    databases.push(database);
    apps.push(
      await buildApp(
        // The hard limits, without the proof-of-work challenge in front of them.
        { ...loadConfig({ CHALLENGE: 'off' }), dataDir, logLevel: 'silent' },
        { database, logger: false },
      ),
    );
  }
  shop = await seedShop(databases[0]!.db);
  await databases[0]!.db.update(sizes).set({ stock: 1000 }).where(eq(sizes.id, shop.dress.sage.L));
  await upsertAdmin(databases[0]!.db, ADMIN.username, await hashPassword(ADMIN.password));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

/** Sends request `i` to one instance or the other. */
const inject = (i: number, options: InjectOptions) => apps[i % 2]!.inject(options);

describe('abuse limits on two instances', () => {
  it('of 30 parallel orders for one number from one address, takes all and lets exactly 3 hold stock', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        inject(i, {
          method: 'POST',
          url: '/api/customer/createOrder',
          payload: orderBody(shop, {
            mobileNumber: i % 3 ? '01066666666' : '+201066666666',
            items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'L', quantity: 1 }],
          }),
          remoteAddress: '156.220.0.1',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(201));
    const placed = await databases[0]!.db.select().from(orders);
    expect(placed.filter((o) => o.holdsStock)).toHaveLength(3);
    expect(await stockOf(databases[0]!.db, shop.dress.sage.L)).toBe(1000 - 3);
  });

  it('checks at most 5 of 40 parallel wrong passwords from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        inject(i, {
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: ADMIN.username, password: `wrong ${i}` },
          remoteAddress: '203.0.113.50',
        }),
      ),
    );
    // A 401 is given only after the password was checked.
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(35);
  });

  it('evaluates at most 20 of 60 parallel coupon guesses from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        inject(i, {
          method: 'POST',
          url: '/api/customer/couponsApply',
          payload: { couponCode: `GUESS${i}`, items: [{ productId: shop.dress.id, quantity: 1 }] },
          remoteAddress: '156.230.0.1',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 422).length).toBeLessThanOrEqual(20);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(40);
  });
});
