// The "sale" section of `npm run bench`: what a shopper browsing the shop sees while other people's orders are
// written. On a PGlite data directory (what `npm start` uses), in one run:
// - the catalogue list alone, then while 10 clients place orders as fast as they are answered
//   (goal: ≥ 50 % of alone: orders must not empty the catalogue cache);
// - the home page (the built index.html, a static file) alone, then during 50 concurrent checkouts
//   (goal: p99 ≤ 100 ms: the database must not hold the web server's event loop).
import { mkdtempSync, rmSync, writeFileSync, existsSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { seedCities } from '../../src/server/seed';
import { ensureBenchCatalogue } from './generate-orders';
import { fmt, printTable } from './report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const root = fileURLToPath(new URL('../..', import.meta.url));

interface Line {
  productId: number;
  variantId: number;
  size: string;
}

/** `clients` shoppers placing orders back to back until `until`; returns how many and their latencies. */
async function checkouts(base: string, lines: Line[], clients: number, until: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let n = 0;
  const client = async (c: number) => {
    while (Date.now() < until) {
      n += 1;
      const line = lines[(n * 7 + c) % lines.length]!;
      const started = performance.now();
      const res = await fetch(`${base}/api/customer/createOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `sale-${c}-${n}-${Date.now()}` },
        body: JSON.stringify({
          firstName: 'Sale',
          lastName: 'Shopper',
          customerEmail: `shopper${c}@example.com`,
          mobileNumber: `010${String(10_000_000 + ((c * 7919 + n) % 89_999_999)).slice(0, 8)}`,
          address: `${n} Sale Street, Dokki`,
          paymentMethod: 'CASH_ON_DELIVERY',
          city: 'Giza',
          items: [{ ...line, quantity: 1 }],
        }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    statuses: [...statuses].map(([s, k]) => `${k}×${s}`).join(' '),
  };
}

async function load(url: string) {
  const r = await autocannon({ url, connections: 10, duration: SECONDS });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    p999: r.latency.p99_9,
    max: r.latency.max,
    bad: r.non2xx + r.errors,
  };
}

/** Runs the section on the database `open` gives (a fresh data directory under `dir`). */
export async function runSale(label: string, open: (dir: string) => Promise<Database>) {
  const dir = mkdtempSync(join(tmpdir(), 'morph-sale-'));
  const staticDir = join(dir, 'dist');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(staticDir);
  // The real home page when a build exists; otherwise a page of the same kind (a static HTML file).
  const built = join(root, 'dist', 'index.html');
  if (existsSync(built)) copyFileSync(built, join(staticDir, 'index.html'));
  else
    writeFileSync(
      join(staticDir, 'index.html'),
      `<!doctype html><title>Morph</title>${'<p>Morph</p>'.repeat(60)}`,
    );

  const database = await open(join(dir, 'db'));
  await database.migrate();
  await ensureBenchCatalogue(database.db);
  await seedCities(database.db);
  // Enough stock that no order of the run is refused.
  await database.db.execute(sql`UPDATE sizes SET stock = 1000000`);
  const rows = (await database.db.execute(
    sql`SELECT v.product_id AS "productId", v.id AS "variantId", s.size FROM variants v JOIN sizes s ON s.variant_id = v.id`,
  )) as unknown as { rows: Line[] };

  // Every shopper of the bench comes from 127.0.0.1: the per-address order limit would turn the sale into 429s,
  // the challenge asked of an address past a few orders (or of every order in a surge) into 428s, and the bound
  // on what one address's orders hold would take the later orders without their stock.
  const defaults = loadConfig({ CHALLENGE: 'off' });
  const limits = {
    ...defaults.limits,
    ordersPerAddressHour: 1_000_000,
    heldUnitsPerAddress: 1_000_000,
    sizeHoldPercent: 100,
  };
  const config = { ...defaults, limits, dataDir: dir, logLevel: 'silent', staticDir };
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const catalogue = `${base}/api/products?page=1&pageSize=12`;
  await fetch(catalogue);

  const alone = await load(catalogue);
  const [during, sale10] = await Promise.all([
    load(catalogue),
    checkouts(base, rows.rows, 10, Date.now() + SECONDS * 1000),
  ]);
  const homeAlone = await load(`${base}/`);
  const [homeDuring, sale50] = await Promise.all([
    load(`${base}/`),
    checkouts(base, rows.rows, 50, Date.now() + SECONDS * 1000),
  ]);
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });

  console.log(`Sale on ${label} (${SECONDS} s each, 10 connections reading):`);
  const table = [
    [
      'catalogue list alone',
      fmt(alone.rps),
      `${fmt(alone.p99)} ms`,
      `${fmt(alone.p999)} ms`,
      '',
      alone.bad ? `${alone.bad} bad` : '',
    ],
    [
      'catalogue list, 10 ordering',
      fmt(during.rps),
      `${fmt(during.p99)} ms`,
      `${fmt(during.p999)} ms`,
      `${fmt(sale10.count / SECONDS, 1)}/s, p99 ${fmt(sale10.p99)} ms`,
      `${sale10.statuses}${during.bad ? `; ${during.bad} bad` : ''}`,
    ],
    ['home page alone', fmt(homeAlone.rps), `${fmt(homeAlone.p99)} ms`, `${fmt(homeAlone.p999)} ms`, '', ''],
    [
      'home page, 50 checking out',
      fmt(homeDuring.rps),
      `${fmt(homeDuring.p99)} ms`,
      `${fmt(homeDuring.p999)} ms`,
      `${fmt(sale50.count / SECONDS, 1)}/s, p99 ${fmt(sale50.p99)} ms`,
      `${sale50.statuses}${homeDuring.bad ? `; ${homeDuring.bad} bad` : ''}`,
    ],
  ];
  printTable(['reading', 'req/s', 'p99', 'p99.9', 'orders', 'order answers'], table);
  console.log(
    `  catalogue during the sale: ${fmt((100 * during.rps) / alone.rps)} % of alone (goal ≥ 50 %); ` +
      `home page p99 during 50 checkouts: ${fmt(homeDuring.p99)} ms (goal ≤ 100 ms)\n`,
  );
}
