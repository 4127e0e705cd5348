// `npm run bench`: a speed report, not a test (tests/README.md). On PGlite in memory, with 100,000 orders:
// 1. autocannon on the catalogue list, a product detail and a dashboard query, each right after a bare Fastify
//    JSON route in the same run: requests/s, p99 latency and the ratio to the bare route; with a build, the
//    product's page rendered on the server too. Goals: the catalogue list at ≥ 50% of the bare route once
//    cached; the rendered product page at ≥ 50 % of the JSON product detail.
// 2. the time of each of the dashboard queries (the nine and the refusals) for the dashboard's date ranges. Goal: ≤ 50 ms each.
// 3. hostile: the p95 of public GETs while 4 clients send the oversize createOrder of tests/security (300,000 empty
//    lines, 0.9 MB) for HOSTILE_SECONDS, beside the quiet p95 in the same run, and the server's peak RSS (the
//    server runs in a process of its own). Goal: ≤ 2× the quiet p95, RSS < 600 MB.
// 4. the sale (sale.ts, its shop in a process of its own: sale-server.ts): the catalogue's page 1 while 10 clients order the product it shows first, and the home
//    page during 50 checkouts, on a PGlite data directory in a worker thread as npm start runs it
//    (BENCH_PGLITE=in-process: PGlite on the server's own thread) and on PostgreSQL (DATABASE_URL, or a server
//    scripts/postgres-local.sh starts with PG_DIR/PG_PORT). Goals: ≥ 50 % of alone, home p99 ≤ 100 ms.
// 5. abuse (abuse.ts): the shopper's p95 and an order during 2,000 slow sockets from one address and 16 parallel
//    typo searches from another. Goals: ≤ 2× the quiet p95, no failed request, the order ≤ 1 s.
// 6. scale (scale.ts, only when named: BENCH_SECTIONS=scale): 50,000 products and 1,000,000 orders generated once
//    on PostgreSQL and kept, then each shopper, staff and crawler call timed one at a time (p50/p95 beside goals).
// Loopback only; every load is bounded in time. Options: BENCH_ORDERS (100000), BENCH_SECONDS (5),
// HOSTILE_SECONDS (10), and BENCH_SECTIONS (`catalogue,hostile,sale,abuse` by default, or `scale`: which to run;
// `catalogue` is sections 1 and 2).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { storefrontRendererFile, webBuildFolder } from '../../src/server/paths';
import { hashPassword, upsertAdmin } from '../../src/server/modules/auth';
import * as dashboard from '../../src/server/modules/dashboard';
import { dashboardRanges } from '../../src/shared/cairo-dates';
import { addLifecycleShape, ensureBenchCatalogue, generateOrders } from './generate-orders';
import { send, type Sent } from './hostile-server';
import { printSaleSummary, runSale, runSaleOnPostgres } from './sale';
import { runAbuse } from './abuse';
import { runScale } from './scale';
import { fmt, percentile, printTable } from './report';

const SECTIONS = new Set(
  (process.env.BENCH_SECTIONS ?? 'catalogue,hostile,sale,abuse').split(',').map((s) => s.trim()),
);

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GOAL_MS = 50;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function catalogueAndDashboard() {
  console.log(`Preparing PGlite with ${fmt(ORDERS)} orders…`);
  const started = performance.now();
  const database = openDatabase();
  await database.migrate();
  await ensureBenchCatalogue(database.db);
  await generateOrders(database.db, ORDERS);
  await addLifecycleShape(database.db);
  console.log(`  ready in ${fmt((performance.now() - started) / 1000, 1)} s\n`);

  // ---- 1. HTTP throughput beside a bare Fastify route
  // With a build (npm run build), the storefront's pages too, rendered on the server and kept.
  const built = existsSync(join(webBuildFolder, 'index.html')) && existsSync(storefrontRendererFile);
  const config = {
    ...loadConfig({}),
    dataDir: '/tmp/morph-bench',
    logLevel: 'silent',
    adminPassword: undefined,
    ...(built ? { staticDir: webBuildFolder, storefrontRenderer: storefrontRendererFile } : {}),
  };
  const app = await buildApp(config, { database, logger: false });
  await upsertAdmin(database.db, 'bench', await hashPassword('bench password for the report'));
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'bench', password: 'bench password for the report' },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({
    products: [{ id: 1, name: 'Bare', price: 1450 }],
    totalCount: 1,
    totalPages: 1,
    currentPage: 1,
  }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  const today = dashboardRanges().today;
  const targets = [
    {
      name: 'catalogue list',
      url: `${base}/api/products?page=1&pageSize=12`,
      headers: {} as Record<string, string>,
    },
    // Both asked as a browser does (gzip taken): each is kept compressed.
    {
      name: 'product detail',
      url: `${base}/api/products/bench-product-7`,
      headers: { 'accept-encoding': 'gzip' },
    },
    ...(built
      ? [
          {
            name: 'product page (rendered)',
            url: `${base}/products/bench-product-7`,
            headers: { 'accept-encoding': 'gzip' },
          },
        ]
      : []),
    {
      name: 'dashboard summary (today)',
      url: `${base}/api/admin/dashboard/summary?startDate=${today.startDate}&endDate=${today.endDate}`,
      headers: { cookie },
    },
  ];
  const rows: string[][] = [];
  const rps: Record<string, number> = {};
  for (const target of targets) {
    // Warm the route (and the catalogue cache) first.
    const warm = await fetch(target.url, { headers: target.headers });
    if (!warm.ok) console.log(`  ${target.name}: ${warm.status} ${await warm.text()}`);
    const b = await load(bareUrl);
    const t = await load(target.url, target.headers);
    rps[target.name] = t.rps;
    rows.push([
      target.name,
      fmt(t.rps),
      `${fmt(t.p99)} ms`,
      fmt(b.rps),
      `${fmt(b.p99)} ms`,
      `${fmt((100 * t.rps) / b.rps)} %`,
      t.non2xx || t.errors ? `${t.non2xx} non-2xx, ${t.errors} errors` : '',
    ]);
  }
  await app.close();
  await bare.close();
  printTable(['route', 'req/s', 'p99', 'bare req/s', 'bare p99', 'ratio', 'problems'], rows);
  console.log(`  goal: catalogue list ≥ 50 % of the bare route once cached`);
  if (built)
    console.log(
      `  rendered product page: ${fmt((100 * rps['product page (rendered)']) / rps['product detail'])} % of the JSON product detail (goal ≥ 50 %)\n`,
    );
  else console.log('  no build (npm run build): the rendered pages are not measured\n');

  // ---- 2. dashboard queries at ORDERS orders
  const ranges = dashboardRanges();
  const filters: Record<string, { startDate?: string; endDate?: string }> = {
    Today: ranges.today,
    'Last 7 Days': ranges.last7Days,
    'This Month': ranges.thisMonth,
    'Last Month': ranges.lastMonth,
    'All time': {},
  };
  const db = database.db;
  const queries: Record<string, (f: { startDate?: string; endDate?: string }) => Promise<unknown>> = {
    summary: (f) => dashboard.summary(db, f),
    monthlySales: () => dashboard.monthlySales(db),
    bestTimeToSell: (f) => dashboard.bestTimeToSell(db, f),
    salesByProduct: (f) => dashboard.salesByProduct(db, f),
    salesByCategory: (f) => dashboard.salesByCategory(db, f),
    topProducts: (f) => dashboard.topProducts(db, { ...f, limit: 5 }),
    couponUsage: (f) => dashboard.couponUsage(db, f),
    lowStockProducts: () => dashboard.lowStockProducts(db, { threshold: 5 }),
    salesByVariant: (f) => dashboard.salesByVariant(db, f),
    refusalsByGovernorate: (f) => dashboard.refusalsByGovernorate(db, f),
    returnsSummary: (f) => dashboard.returnsSummary(db, f),
  };
  const timing: string[][] = [];
  let worst = 0;
  for (const [name, query] of Object.entries(queries)) {
    const cells = [name];
    for (const filter of Object.values(filters)) {
      await query(filter);
      const runs: number[] = [];
      for (let i = 0; i < 7; i++) {
        const t0 = performance.now();
        await query(filter);
        runs.push(performance.now() - t0);
      }
      runs.sort((a, b) => a - b);
      const median = runs[3]!;
      worst = Math.max(worst, median);
      cells.push(`${fmt(median, 1)} ms${median > GOAL_MS ? ' (over)' : ''}`);
    }
    timing.push(cells);
  }
  console.log(`Dashboard queries at ${fmt(ORDERS)} orders on PGlite (median of 7):`);
  printTable(['query', ...Object.keys(filters)], timing);
  console.log(`  goal: each ≤ ${GOAL_MS} ms; slowest ${fmt(worst, 1)} ms\n`);
  await database.close();
}

// ---- 3. hostile
const HOSTILE_SECONDS = Number(process.env.HOSTILE_SECONDS ?? 10);
const ATTACKERS = 4;
const READERS = 4;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** READERS clients reading public pages for `seconds`, and the latencies they saw. */
async function readPublic(port: number, seconds: number): Promise<number[]> {
  const until = performance.now() + seconds * 1000;
  const paths = ['/api/products?page=1&pageSize=12', '/api/products/bench-product-7', '/api/shipping/cities'];
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async (_, reader) => {
      for (let i = reader; performance.now() < until; i++) {
        const r = await send(port, 'GET', paths[i % paths.length]!);
        if (r.status === 200) latencies.push(r.ms);
        else latencies.push(Infinity);
      }
    }),
  );
  return latencies;
}

function child(args: string[], stdin: 'pipe' | 'ignore' = 'ignore') {
  const script = new URL('./hostile-server.ts', import.meta.url).pathname;
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: [stdin, 'pipe', 'inherit'],
  });
}

async function hostile() {
  console.log(
    `Hostile: public GETs while ${ATTACKERS} clients send the oversize createOrder (${HOSTILE_SECONDS} s each)`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'morph-bench-hostile-'));
  await new Promise((resolve) => child(['prepare', dataDir]).once('exit', resolve));
  const server = child(['serve', dataDir], 'pipe');
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /port=(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    server.on('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
  });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid!))), 100);
  try {
    await readPublic(port, 2); // warm the catalogue cache
    const idleRss = rssMb(server.pid!);
    peakRss = idleRss;
    const quiet = await readPublic(port, HOSTILE_SECONDS);

    const attacker = child(['attack', String(port), String(HOSTILE_SECONDS), String(ATTACKERS)]);
    let out = '';
    const started = new Promise<void>((resolve) =>
      attacker.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('started')) resolve();
      }),
    );
    const attackDone = new Promise((resolve) => attacker.once('exit', resolve));
    await started;
    // Read while the attack runs (it stops HOSTILE_SECONDS after it started).
    const underAttack = await readPublic(port, HOSTILE_SECONDS - 0.5);
    await attackDone;
    const { bodyBytes, sent } = JSON.parse(out.slice(out.indexOf('report=') + 7)) as {
      bodyBytes: number;
      sent: Sent[];
    };

    const quietP95 = percentile(quiet, 95);
    const attackP95 = percentile(underAttack, 95);
    const failed = (xs: number[]) => fmt(xs.filter((x) => x === Infinity).length);
    printTable(
      ['public GETs', 'requests', 'p50', 'p95', 'failed'],
      [
        [
          'quiet',
          fmt(quiet.length),
          `${fmt(percentile(quiet, 50), 1)} ms`,
          `${fmt(quietP95, 1)} ms`,
          failed(quiet),
        ],
        [
          'under attack',
          fmt(underAttack.length),
          `${fmt(percentile(underAttack, 50), 1)} ms`,
          `${fmt(attackP95, 1)} ms`,
          failed(underAttack),
        ],
      ],
    );
    const statuses = [...new Set(sent.map((a) => a.status))].sort().join(', ');
    console.log(
      `  oversize requests (${fmt(bodyBytes / 1e6, 1)} MB each): ${fmt(sent.length)}, answered ${statuses}, ` +
        `median ${fmt(
          percentile(
            sent.map((a) => a.ms),
            50,
          ),
          1,
        )} ms, largest answer ` +
        `${fmt(Math.max(0, ...sent.map((a) => a.bytes)))} bytes`,
    );
    console.log(
      `  p95 under attack / quiet: ${fmt(attackP95 / quietP95, 2)}× (goal ≤ 2×); ` +
        `server RSS ${fmt(idleRss)} MB before, ${fmt(peakRss)} MB peak under attack (goal < 600 MB)\n`,
    );
  } finally {
    clearInterval(sampler);
    server.stdin!.end();
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

if (SECTIONS.has('catalogue')) await catalogueAndDashboard();
if (SECTIONS.has('hostile')) await hostile();
// The sale on PGlite as npm start runs it (a worker thread; BENCH_PGLITE=in-process compares the old way), then
// on PostgreSQL.
if (SECTIONS.has('sale')) {
  const figures = [
    process.env.BENCH_PGLITE === 'in-process'
      ? await runSale('PGlite in-process', { kind: 'pglite' })
      : await runSale('PGlite in a worker thread', { kind: 'pglite-worker' }),
    await runSaleOnPostgres(),
  ];
  printSaleSummary(figures);
}
if (SECTIONS.has('abuse')) await runAbuse();
if (SECTIONS.has('scale')) await runScale();
