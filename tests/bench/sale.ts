// The "sale" section of `npm run bench`: what a shopper browsing the shop sees while other people's orders are
// written, on PGlite (a data directory in a worker thread, as `npm start` runs it) and on PostgreSQL (a database
// of its own on DATABASE_URL, or on a throwaway server scripts/postgres-local.sh starts). In one run each, after a
// phase of orders that is not measured (the shop warm, as on any day of a sale but its first minute):
// - the catalogue's page 1 alone, then while 10 clients order the product it shows first, as fast as they are
//   answered (goal: ≥ 50 % of alone: an order must not make the page uncacheable);
// - the home page (the built index.html, a static file) alone, then during 50 concurrent checkouts
//   (goal: p99 ≤ 100 ms: the database must not hold the web server's event loop);
// with the orders per second, the stock they took (an order past the bounds on holds takes none, which would
// flatter the figure) and the load average (the machine may be shared). The shop runs in a process of its own
// (sale-server.ts), the readers and buyers in this one: as in production, the server's event loop does not
// also run its clients.
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, existsSync, copyFileSync, mkdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
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
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `sale-${c}-${n}-${Date.now()}`,
          // A shopper of her own: an address per order (sale-server.ts trusts the header from the bench).
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
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
    created: statuses.get(201) ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    statuses: [...statuses].map(([s, k]) => `${k}×${s}`).join(' '),
  };
}

async function load(url: string) {
  const r = await autocannon({ url, connections: 10, duration: SECONDS });
  return {
    rps: r.requests.average,
    total: r.requests.total,
    p99: r.latency.p99,
    p999: r.latency.p99_9,
    max: r.latency.max,
    bad: r.non2xx + r.errors,
  };
}

export interface SaleFigures {
  label: string;
  cataloguePercent: number;
  reloads: number;
  controlPercent?: number;
  orders10PerSecond: number;
  homeP99During: number;
  load: [number, number];
}

const load1 = () => loadavg()[0]!;

/** Which database the shop runs on: PGlite (in a worker thread, or in the server's thread) in a data directory of
 * the run, or a PostgreSQL database. */
export type SaleDatabase = { kind: 'pglite-worker' | 'pglite' } | { kind: 'postgres'; url: string };

/** The shop of the run in its own process (sale-server.ts), and a way to ask it for one line of answer. */
async function startShop(database: SaleDatabase, dir: string) {
  const script = fileURLToPath(new URL('./sale-server.ts', import.meta.url));
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', script, database.kind, dir, ...(database.kind === 'postgres' ? [database.url] : [])],
    { cwd: root, stdio: 'pipe' },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const lines: Interface = createInterface({ input: child.stdout });
  const waiting: Array<{ prefix: string; resolve: (value: string) => void }> = [];
  lines.on('line', (line) => {
    const at = waiting.findIndex((w) => line.startsWith(`${w.prefix}=`));
    if (at >= 0) waiting.splice(at, 1)[0]!.resolve(line.slice(line.indexOf('=') + 1));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const answer = (prefix: string) =>
    Promise.race([
      new Promise<string>((resolve) => waiting.push({ prefix, resolve })),
      exited.then((code) => {
        throw new Error(`The sale's shop stopped (exit ${code}):\n${errors}`);
      }),
    ]);
  const port = Number(await answer('port'));
  return {
    base: `http://127.0.0.1:${port}`,
    async ask(command: string, prefix: string): Promise<string> {
      const reply = answer(prefix);
      child.stdin.write(`${command}\n`);
      return reply;
    },
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}

/** Runs the section on `database` (PGlite: a fresh data directory of the run). */
export async function runSale(label: string, database: SaleDatabase): Promise<SaleFigures> {
  const loadBefore = load1();
  const dir = mkdtempSync(join(tmpdir(), 'morph-sale-'));
  const staticDir = join(dir, 'dist');
  mkdirSync(staticDir);
  // The real home page when a build exists; otherwise a page of the same kind (a static HTML file).
  const built = join(root, 'dist', 'index.html');
  if (existsSync(built)) copyFileSync(built, join(staticDir, 'index.html'));
  else
    writeFileSync(
      join(staticDir, 'index.html'),
      `<!doctype html><title>Morph</title>${'<p>Morph</p>'.repeat(60)}`,
    );

  const shop = await startShop(database, dir);
  const base = shop.base;
  const catalogue = `${base}/api/products?page=1&pageSize=12`;
  // The sale is on the product page 1 shows first: every order changes what that page shows.
  const first = ((await (await fetch(catalogue)).json()) as { products: Product[] }).products[0]!;
  const lines: Line[] = first.variants.flatMap((v) =>
    v.sizes.map((size) => ({ productId: first.id, variantId: v.id, size: size.size })),
  );
  const sizeIds = first.variants.flatMap((v) => v.sizes.map((size) => size.id));
  // The control: the same orders for the oldest product, which page 1 does not show. What the catalogue loses
  // then is the machine's time the orders take, not the cache.
  const { totalPages } = (await (await fetch(catalogue)).json()) as { totalPages: number };
  const lastPage = (
    (await (await fetch(`${base}/api/products?page=${totalPages}&pageSize=12`)).json()) as {
      products: Product[];
    }
  ).products;
  const other = totalPages > 1 ? lastPage.at(-1) : undefined;
  const otherLines: Line[] = (other?.variants ?? []).flatMap((v) =>
    v.sizes.map((size) => ({ productId: other!.id, variantId: v.id, size: size.size })),
  );

  // Warm-up, not measured: the same 10 clients ordering the control's product for one phase. A sale comes to a
  // shop that has been taking orders for days; the first orders after a start pay for compiling the order path
  // (V8's optimiser, and on PostgreSQL each new connection of the pool parsing and planning its statements), which
  // fell on the first measured phase alone (36 % of alone, then 49 % once warm, in one run).
  const warmUp = await checkouts(
    base,
    otherLines.length ? otherLines : lines,
    10,
    Date.now() + SECONDS * 1000,
  );
  const alone = await load(catalogue);
  const loadsBefore = Number(await shop.ask('loads', 'loads'));
  const [during, sale10] = await Promise.all([
    load(catalogue),
    checkouts(base, lines, 10, Date.now() + SECONDS * 1000),
  ]);
  // Work counted, not timed: how many of those requests the database answered.
  const reloads = Number(await shop.ask('loads', 'loads')) - loadsBefore;
  const [control, saleOther] = otherLines.length
    ? await Promise.all([load(catalogue), checkouts(base, otherLines, 10, Date.now() + SECONDS * 1000)])
    : [undefined, undefined];
  const homeAlone = await load(`${base}/`);
  const [homeDuring, sale50] = await Promise.all([
    load(`${base}/`),
    checkouts(base, lines, 50, Date.now() + SECONDS * 1000),
  ]);
  const taken = Number(await shop.ask(`taken ${JSON.stringify(sizeIds)}`, 'taken'));
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
  const loadAfter = load1();

  console.log(
    `Sale on ${label} (${SECONDS} s each, 10 connections reading page 1; orders for its first product):`,
  );
  const table = [
    [
      'catalogue page 1 alone',
      fmt(alone.rps),
      `${fmt(alone.p99)} ms`,
      `${fmt(alone.p999)} ms`,
      '',
      alone.bad ? `${alone.bad} bad` : '',
    ],
    [
      'catalogue page 1, 10 ordering',
      fmt(during.rps),
      `${fmt(during.p99)} ms`,
      `${fmt(during.p999)} ms`,
      `${fmt(sale10.count / SECONDS, 1)}/s, p99 ${fmt(sale10.p99)} ms`,
      `${sale10.statuses}${during.bad ? `; ${during.bad} bad` : ''}`,
    ],
    ...(control && saleOther
      ? [
          [
            'control: 10 ordering one not on it',
            fmt(control.rps),
            `${fmt(control.p99)} ms`,
            `${fmt(control.p999)} ms`,
            `${fmt(saleOther.count / SECONDS, 1)}/s, p99 ${fmt(saleOther.p99)} ms`,
            `${saleOther.statuses}${control.bad ? `; ${control.bad} bad` : ''}`,
          ],
        ]
      : []),
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
  const percent = (100 * during.rps) / alone.rps;
  // Warm-up orders count only when they were for page 1's product (a shop of one product).
  const placed = sale10.created + sale50.created + (otherLines.length ? 0 : warmUp.created);
  const controlPercent = control ? (100 * control.rps) / alone.rps : undefined;
  console.log(
    `  catalogue during 10 ordering: ${fmt(percent)} % of alone (goal ≥ 50 %) ${verdict(percent >= 50)}` +
      (controlPercent === undefined
        ? '\n'
        : `; control (ordering a product not on page 1): ${fmt(controlPercent)} %\n`) +
      `  home page p99 during 50 checkouts: ${fmt(homeDuring.p99)} ms (goal ≤ 100 ms) ${verdict(homeDuring.p99 <= 100)}\n` +
      `  page 1 loaded from the database ${fmt(reloads)} times for ${fmt(during.total)} requests during ${fmt(sale10.created)} orders for its first product\n` +
      `  warm-up before measuring: ${fmt(warmUp.created)} orders in ${SECONDS} s\n` +
      `  orders/s at 10 clients: ${fmt(sale10.count / SECONDS, 1)}; stock taken: ${fmt(taken)} units by ${fmt(placed)} orders placed\n` +
      `  load average (1 min): ${fmt(loadBefore, 2)} before, ${fmt(loadAfter, 2)} after\n`,
  );
  return {
    label,
    cataloguePercent: percent,
    reloads,
    controlPercent,
    orders10PerSecond: sale10.count / SECONDS,
    homeP99During: homeDuring.p99,
    load: [loadBefore, loadAfter],
  };
}

const verdict = (met: boolean) => (met ? '— met' : '— NOT MET');

interface Product {
  id: number;
  variants: Array<{ id: number; sizes: Array<{ id: number; size: string }> }>;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The sale on PostgreSQL: a database of its own on DATABASE_URL, or else on a server started (and stopped
 * after, unless it was running) with scripts/postgres-local.sh, which takes PG_DIR and PG_PORT from the
 * environment.
 */
export async function runSaleOnPostgres(): Promise<SaleFigures> {
  let serverUrl = process.env.DATABASE_URL;
  const script = join(root, 'scripts', 'postgres-local.sh');
  let started = false;
  if (!serverUrl) {
    // Stopped after only if this run started it: one already answering on the script's port stays up.
    const running = await reachable(`postgres://postgres@127.0.0.1:${process.env.PG_PORT ?? 55432}/postgres`);
    const out = execFileSync(script, ['start'], { encoding: 'utf8' });
    serverUrl = /DATABASE_URL=(\S+)/.exec(out)?.[1];
    if (!serverUrl) throw new Error(`scripts/postgres-local.sh printed no DATABASE_URL: ${out}`);
    started = !running;
  }
  const name = `morph_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await runSale('PostgreSQL', { kind: 'postgres', url: url.toString() });
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    if (started) execFileSync(script, ['stop']);
  }
}

/** The figures of every database side by side. */
export function printSaleSummary(figures: SaleFigures[]) {
  console.log('Sale, side by side:');
  printTable(
    [
      'database',
      'catalogue % of alone (≥ 50)',
      'control %',
      'page-1 loads',
      'home p99 ms (≤ 100)',
      'orders/s at 10',
      'load avg',
    ],
    figures.map((f) => [
      f.label,
      `${fmt(f.cataloguePercent)} %`,
      f.controlPercent === undefined ? '' : `${fmt(f.controlPercent)} %`,
      fmt(f.reloads),
      fmt(f.homeP99During),
      fmt(f.orders10PerSecond, 1),
      `${fmt(f.load[0], 2)} → ${fmt(f.load[1], 2)}`,
    ]),
  );
  console.log('');
}
