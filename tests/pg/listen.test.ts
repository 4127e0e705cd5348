// The catalogue's LISTEN connection after outages: whatever the number of times PostgreSQL ends an instance's
// connections (a failover, a restart, an admin's pg_terminate_backend), each instance listens on exactly one
// connection afterwards, and still hears the others' changes. Each instance names its connections
// (`<name>:listen`, `<name>:reads`…) so pg_stat_activity can tell them apart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedShop, type Shop } from '../api/customer-fixtures';
import { emptyDatabase, query } from './helpers';

const NAMES = ['morph-a', 'morph-b'];
let drop: () => Promise<void>;
let url: string;
let dataDir: string;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
let shop: Shop;

beforeAll(async () => {
  ({ url, drop } = await emptyDatabase());
  dataDir = mkdtempSync(join(tmpdir(), 'morph-listen-'));
  const setup = openDatabase({ databaseUrl: url, poolMax: 2 });
  await setup.migrate();
  shop = await seedShop(setup.db);
  await setup.close();
  for (const applicationName of NAMES) {
    const database = openDatabase({ databaseUrl: url, pools: { applicationName } });
    databases.push(database);
    const app = await buildApp(
      { ...loadConfig({ CHALLENGE: 'off' }), dataDir, logLevel: 'silent' },
      { database, logger: false },
    );
    await app.ready();
    apps.push(app);
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Listening connections of this database, by instance. */
async function listening(): Promise<Record<string, number>> {
  const rows = await query<{ name: string; n: number }>(
    url,
    `SELECT split_part(application_name, ':', 1) AS name, count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'
      GROUP BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not ${what} after ${ms} ms`);
    await sleep(50);
  }
}

describe('the listening connection', () => {
  it('is one per instance after 10 terminations of every connection, and still hears changes', async () => {
    const everyoneListens = async () => {
      const now = await listening();
      return NAMES.every((name) => (now[name] ?? 0) >= 1);
    };
    await until(everyoneListens, 10_000, 'listening');
    for (let round = 0; round < 10; round += 1) {
      // Every connection of both instances, pooled or listening, as a failover ends them.
      await query(
        url,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE 'morph-%'`,
      );
      // Some traffic meanwhile: pooled connections come back too.
      await Promise.all(apps.map((app) => app.inject({ method: 'GET', url: '/api/shipping/cities' })));
      await until(everyoneListens, 15_000, `listening again after termination ${round + 1}`);
    }
    // Reconnections still pending would show within their back-off (at most 5 s).
    await sleep(6_000);
    expect(await listening()).toEqual({ 'morph-a': 1, 'morph-b': 1 });

    // And it still works: a change on one reaches the other's cache.
    const [a, b] = apps;
    const page = `/api/products/id/${shop.dress.id}`;
    expect((await a.inject({ method: 'GET', url: page })).statusCode).toBe(200);
    a.catalogueCache.local.clear();
    expect((await a.inject({ method: 'GET', url: page })).statusCode).toBe(200);
    const heard = { count: 0 };
    const receive = a.catalogueCache.receive.bind(a.catalogueCache);
    a.catalogueCache.receive = (payload) => {
      heard.count += 1;
      receive(payload);
    };
    await b.catalogueCache.invalidate({ products: [shop.dress.id] });
    await until(async () => heard.count > 0, 10_000, 'heard');
    await sleep(500);
    // Once, not once per stray listening connection.
    expect(heard.count).toBe(1);
  });
});
