// Two instances of the app on one PostgreSQL database (the way out of one machine, docs/architecture.md#several-instances): a change made
// through one is visible through the other at once (the catalogue caches are kept in step with LISTEN/NOTIFY),
// and a session made on one is valid on the other, until it is ended on either.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { hashPassword, upsertAdmin } from '../../src/server/modules/auth';
import { orderBody, seedShop, type Shop } from '../api/customer-fixtures';
import { ADMIN_PASSWORD, emptyDatabase, query } from './helpers';

let drop: () => Promise<void>;
let url: string;
let dataDir: string;
const databases: Database[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let shop: Shop;

async function instance(): Promise<FastifyInstance> {
  const database = openDatabase({ databaseUrl: url });
  databases.push(database);
  const app = await buildApp({ ...loadConfig({}), dataDir, logLevel: 'silent' }, { database, logger: false });
  await app.ready();
  return app;
}

beforeAll(async () => {
  ({ url, drop } = await emptyDatabase());
  dataDir = mkdtempSync(join(tmpdir(), 'morph-instances-'));
  const setup = openDatabase({ databaseUrl: url });
  await setup.migrate();
  shop = await seedShop(setup.db);
  await upsertAdmin(setup.db, 'admin', await hashPassword(ADMIN_PASSWORD));
  await setup.close();
  a = await instance();
  b = await instance();
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const d of databases) await d.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

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

// A change reaches the other instance on the channel (LISTEN/NOTIFY): about a second on a quiet machine, more
// on a loaded one. Without the channel it would wait for the cache entry to expire (30 s, plugins/cache.ts):
// a bound of 10 s tells the two apart whatever the load.
const BOUND_MS = 10_000;

const MEMBER_PASSWORD = 'a long enough member password';

/** Polls `check` until it holds; returns how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`Not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

const status = async (app: FastifyInstance, path: string) =>
  (await app.inject({ method: 'GET', url: path })).statusCode;

describe('two instances on one PostgreSQL', () => {
  it('share sessions: signed in on one, the cookie works on the other, and signing out there ends it', async () => {
    const cookie = await signIn(a);
    const check = await b.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } });
    expect(check.statusCode).toBe(200);
    const out = await b.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect(
      (await a.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('a member removed, suspended or signed out everywhere else on one is out on the other at once', async () => {
    const owner = await signIn(a);
    const member = async (username: string) => {
      const made = await a.inject({
        method: 'POST',
        url: '/api/admin/staff/invites',
        headers: { cookie: owner },
        payload: { username, role: 'order_desk' },
      });
      const accepted = await a.inject({
        method: 'POST',
        url: '/api/admin/staff/invites/accept',
        payload: { token: made.json().token, password: MEMBER_PASSWORD },
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const login = await b.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password: MEMBER_PASSWORD },
      });
      const cookie = login.cookies.find((c) => c.name.endsWith('morph_session'))!;
      return { id: accepted.json().admin.id as number, cookie: `${cookie.name}=${cookie.value}` };
    };
    const checkOn = async (app: FastifyInstance, cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/admin/auth/check', headers: { cookie } })).statusCode;

    const removed = await member('removed.member');
    expect(await checkOn(b, removed.cookie)).toBe(200);
    const del = await a.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${removed.id}`,
      headers: { cookie: owner },
    });
    expect(del.statusCode).toBe(204);
    expect(await checkOn(b, removed.cookie)).toBe(401);

    const suspended = await member('suspended.member');
    await a.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${suspended.id}`,
      headers: { cookie: owner },
      payload: { suspended: true },
    });
    expect(await checkOn(b, suspended.cookie)).toBe(401);

    // Her own "sign out everywhere else", from a session on A, ends the one on B.
    const roaming = await member('roaming.member');
    const login = await a.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'roaming.member', password: MEMBER_PASSWORD },
    });
    const onA = login.cookies.find((c) => c.name.endsWith('morph_session'))!;
    const ended = await a.inject({
      method: 'DELETE',
      url: '/api/admin/account/sessions/others',
      headers: { cookie: `${onA.name}=${onA.value}` },
    });
    // The session accepting the invitation made on A, and the one on B.
    expect(ended.json().ended).toBe(2);
    expect(await checkOn(b, roaming.cookie)).toBe(401);
    expect(await checkOn(b, `${onA.name}=${onA.value}`)).toBe(200);
  });

  it('a product deactivated on one is gone from the other’s answers within seconds (on the channel, long before the cache expires)', async () => {
    const page = `/api/products/id/${shop.bag.id}`;
    // Instance A has the product page and the list in its cache.
    expect(await status(a, page)).toBe(200);
    const listed = (await a.inject({ method: 'GET', url: '/api/products' })).json();
    expect(listed.products.map((p: { id: number }) => p.id)).toContain(shop.bag.id);

    const cookie = await signIn(b);
    const res = await b.inject({
      method: 'PATCH',
      url: `/api/admin/product/${shop.bag.id}/toggle-status`,
      payload: { isActive: false },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);

    await within(BOUND_MS, async () => (await status(a, page)) === 404);
    const list = (await a.inject({ method: 'GET', url: '/api/products' })).json();
    expect(list.products.map((p: { id: number }) => p.id)).not.toContain(shop.bag.id);
  });

  it('an order placed on one shows its stock on the other within seconds (on the channel, long before the cache expires)', async () => {
    const page = `/api/products/id/${shop.dress.id}`;
    const stock = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: page })).json().totalStock;
    const before = await stock(b);
    const placed = await a.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop),
    });
    expect(placed.statusCode).toBe(201);
    await within(BOUND_MS, async () => (await stock(b)) === before - 1);
  });

  it('keeps listening after its connection is terminated', async () => {
    const page = `/api/products/id/${shop.dress.id}`;
    expect(await status(a, page)).toBe(200);
    // End every listening connection of this database (what a failover or an admin's terminate does).
    const ended = await query(
      url,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`,
    );
    expect(ended).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 1_500));
    const cookie = await signIn(b);
    const res = await b.inject({
      method: 'PATCH',
      url: `/api/admin/product/${shop.dress.id}/toggle-status`,
      payload: { isActive: false },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    await within(BOUND_MS, async () => (await status(a, page)) === 404);
  });
});
