// Two instances started at the same moment on an empty PostgreSQL database: migrations, the first admin and the
// demo seed run under an advisory lock, so both come up serving one schema and one demo catalogue (DESIGN.md §3).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../../src/server/seed/catalogue-data';
import {
  ADMIN_PASSWORD,
  emptyDatabase,
  query,
  startServer,
  waitServing,
  type ServerProcess,
} from './helpers';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function filesUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

describe('two instances started together on an empty database', () => {
  it('both serve, with one schema, one admin and one demo catalogue', { timeout: 180_000 }, async () => {
    const database = await emptyDatabase();
    cleanup.push(() => database.drop());
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'morph-race-')));
    cleanup.push(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

    const servers: ServerProcess[] = await Promise.all(
      dirs.map((dir) =>
        startServer({ DATABASE_URL: database.url, DATA_DIR: dir, ADMIN_PASSWORD, SEED_DEMO: 'true' }),
      ),
    );
    cleanup.push(() => Promise.all(servers.map((s) => s.stop())).then(() => undefined));
    await Promise.all(servers.map((s) => waitServing(s)));

    for (const server of servers) {
      const res = await fetch(`${server.base}/api/products?page=1&pageSize=100`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { totalCount: number };
      expect(body.totalCount).toBeGreaterThan(0);
      expect(server.exited(), server.output()).toBe(false);
    }

    const [{ n: productCount }] = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM products',
    );
    expect(productCount).toBe(DEMO_PRODUCTS.length);
    const [{ n: categoryCount }] = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM categories',
    );
    expect(categoryCount).toBe(DEMO_CATEGORIES.length);
    const [{ n: cityCount }] = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM shipping_cities',
    );
    expect(cityCount).toBe(27);
    const [{ n: adminCount }] = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM admins',
    );
    expect(adminCount).toBe(1);
    const migrations = await query<{ hash: string }>(
      database.url,
      'SELECT hash FROM drizzle.__drizzle_migrations',
    );
    expect(new Set(migrations.map((m) => m.hash)).size).toBe(migrations.length);

    // Only the instance that seeded drew the demo images: no orphan files from a seed that lost the race.
    const counts = dirs.map((d) => filesUnder(join(d, 'uploads')));
    expect(counts.filter((n) => n > 0)).toHaveLength(1);
  });
});
