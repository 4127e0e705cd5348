// The "abuse" section of `npm run bench`: what a shopper sees while someone else floods the shop. The shop runs
// as `npm start` runs it (abuse-procs.ts serve: PGlite in a worker thread, limits from the environment), each
// attack in a process of its own, from another loopback address than the shopper's (127.0.0.1):
//   (a) 2,000 sockets from 127.0.0.2 sending an order's body one byte every 2 s (reopened when closed);
//   (b) 16 clients from 127.0.0.3 searching random typos (search and suggestions) back to back.
// For each: the p95 of the shopper's public GETs (the catalogue list, cached and uncached) and of her order page
// (with its key), quiet and during the flood, with the ratio and the load average; and an order she places in
// the middle of the flood, with its time. Goals: p95 during ≤ 2× quiet, the order ≤ 1 s, no shopper request
// failed. ABUSE_SECONDS (10) is the length of each measurement; ABUSE_SLOW_SOCKETS (2000), ABUSE_SEARCHERS (16).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, percentile, printTable } from './report';

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 10);
const SLOW_SOCKETS = Number(process.env.ABUSE_SLOW_SOCKETS ?? 2000);
const SEARCHERS = Number(process.env.ABUSE_SEARCHERS ?? 16);
const SHOPPERS = 2;
/** The shopper's address; the attackers use 127.0.0.2 and 127.0.0.3 (abuse-procs.ts). */
const SHOPPER = '127.0.0.1';

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** One call from the shopper's address on a fresh connection (status 0: the connection failed or was reset). */
function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let text = '';
    const done = (status: number) => resolve({ status, ms: performance.now() - started, body: text });
    const req = request(
      { host: '127.0.0.1', port, method, path, headers, localAddress: SHOPPER, agent: false },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      },
    );
    req.on('error', () => done(0));
    req.end(body);
  });
}

let orders = 0;
/** Places an order as the storefront does; its number, key and time. */
async function placeOrder(port: number, line: { productId: number; variantId: number; size: string }) {
  orders += 1;
  const body = JSON.stringify({
    firstName: 'Abuse',
    lastName: 'Shopper',
    customerEmail: 'shopper@example.com',
    mobileNumber: `0101${String(1_000_000 + orders * 7919 + Math.floor(Math.random() * 1000)).slice(-7)}`,
    address: `${orders} Bench Street, Dokki`,
    paymentMethod: 'CASH_ON_DELIVERY',
    city: 'Giza',
    items: [{ ...line, quantity: 1 }],
  });
  const answer = await call(
    port,
    'POST',
    '/api/customer/createOrder',
    {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'idempotency-key': `abuse-bench-${orders}-${Date.now()}`,
    },
    body,
  );
  const created =
    answer.status === 201 || answer.status === 200
      ? (JSON.parse(answer.body) as { orderNumber: string; orderKey: string })
      : undefined;
  return { ...answer, created };
}

interface Sample {
  /** Latency per route (Infinity for a failed request). */
  ms: Record<string, number[]>;
  failed: number;
  load: number;
  /** The server process's CPU over the measurement, in % of one core. */
  serverCpu: number;
}

/** CPU time (user + system, ms) a process has used so far. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

/** SHOPPERS clients cycling through the shopper's routes for `seconds`. */
async function measure(
  port: number,
  seconds: number,
  order: { number: string; key: string },
  serverPid: number,
): Promise<Sample> {
  const routes: { name: string; path: () => string; headers?: Record<string, string> }[] = [
    { name: 'catalogue list (cached)', path: () => '/api/products?page=1' },
    {
      name: 'catalogue list (uncached)',
      path: () => `/api/products?page=1&minPrice=${(Math.random() * 100).toFixed(2)}`,
    },
    {
      name: 'her order page',
      path: () => `/api/customer/orders/${order.number}`,
      headers: { 'x-order-key': order.key },
    },
  ];
  const sample: Sample = {
    ms: Object.fromEntries(routes.map((r) => [r.name, []])),
    failed: 0,
    load: 0,
    serverCpu: 0,
  };
  const started = performance.now();
  const cpuBefore = cpuMs(serverPid);
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, c) => {
      for (let i = c; performance.now() < until; i++) {
        const route = routes[i % routes.length]!;
        const answer = await call(port, 'GET', route.path(), route.headers);
        const ok = answer.status === 200;
        if (!ok) sample.failed += 1;
        sample.ms[route.name]!.push(ok ? answer.ms : Infinity);
      }
    }),
  );
  sample.load = loadavg()[0]!;
  sample.serverCpu = (100 * (cpuMs(serverPid) - cpuBefore)) / (performance.now() - started);
  return sample;
}

function child(args: string[], stdin: 'pipe' | 'ignore' = 'ignore') {
  const script = new URL('./abuse-procs.ts', import.meta.url).pathname;
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: [stdin, 'pipe', 'inherit'] });
}

/** Resolves with the first match of `pattern` in what `proc` prints from now on. */
function printed(proc: ReturnType<typeof child>, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = pattern.exec(out);
      if (m) {
        proc.stdout!.off('data', onData);
        resolve(m);
      }
    };
    proc.stdout!.on('data', onData);
    proc.once('exit', (code) =>
      reject(new Error(`a bench process stopped (${code}) before printing ${pattern}`)),
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runAbuse() {
  console.log(
    `Abuse: the shopper (${SHOPPER}) during floods from other addresses (${SECONDS} s each, ${SHOPPERS} shoppers reading)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'morph-bench-abuse-'));
  const server = child(['serve', dir], 'pipe');
  const port = Number((await printed(server, /port=(\d+)/))[1]);
  const peers = async () => {
    const answer = printed(server, /peers=(\{.*\})\n/);
    server.stdin!.write('peers\n');
    return JSON.parse((await answer)[1]!) as Record<string, number>;
  };
  try {
    const product = JSON.parse((await call(port, 'GET', '/api/products/bench-product-7')).body) as {
      id: number;
      variants: { id: number; sizes: { size: string }[] }[];
    };
    const line = {
      productId: product.id,
      variantId: product.variants[0]!.id,
      size: product.variants[0]!.sizes[0]!.size,
    };
    const first = await placeOrder(port, line);
    if (!first.created) throw new Error(`the bench order was refused: ${first.status} ${first.body}`);
    const order = { number: first.created.orderNumber, key: first.created.orderKey };
    await measure(port, 2, order, server.pid!); // warm the routes and the catalogue cache
    const quietOrder = await placeOrder(port, line);
    const quiet = await measure(port, SECONDS, order, server.pid!);

    const floods = [
      // At most 60 s each, should the bench stop without closing their stdin.
      { name: '(a) slow bodies', args: ['slow', String(port), String(SLOW_SOCKETS), '60'] },
      { name: '(b) typo searches', args: ['search', String(port), String(SEARCHERS), '60'] },
    ];
    const during: {
      name: string;
      sample: Sample;
      /** The attacking process's CPU during the measurement (% of a core): it shares this machine. */
      attackerCpu: number;
      order: Awaited<ReturnType<typeof placeOrder>>;
      seen: Record<string, number>;
      report: Record<string, unknown>;
    }[] = [];
    for (const flood of floods) {
      const attacker = child(flood.args, 'pipe');
      const report = printed(attacker, /report=(\{.*\})/);
      await printed(attacker, /started/);
      // Let the flood build up (every slow socket connected and sending) before measuring.
      await sleep(flood.args[0] === 'slow' ? 4000 : 1000);
      const seen = await peers();
      const attackerCpu = cpuMs(attacker.pid!);
      const started = performance.now();
      const [sample, orderDuring] = await Promise.all([
        measure(port, SECONDS, order, server.pid!),
        sleep((SECONDS * 1000) / 2).then(() => placeOrder(port, line)),
      ]);
      const attackerShare = (100 * (cpuMs(attacker.pid!) - attackerCpu)) / (performance.now() - started);
      attacker.stdin!.end();
      during.push({
        name: flood.name,
        sample,
        attackerCpu: attackerShare,
        order: orderDuring,
        seen,
        report: JSON.parse((await report)[1]!) as Record<string, unknown>,
      });
      await new Promise((resolve) =>
        attacker.exitCode === null ? attacker.once('exit', resolve) : resolve(0),
      );
      await sleep(2000); // the server closes what is left of the flood
    }

    const p95 = (s: Sample, route: string) => percentile(s.ms[route]!, 95);
    const ms = (n: number) => (Number.isFinite(n) ? `${fmt(n, 1)} ms` : 'failed');
    const rows = Object.keys(quiet.ms).map((route) => {
      const q = p95(quiet, route);
      return [
        route,
        ms(q),
        ...during.flatMap(({ sample }) => {
          const d = p95(sample, route);
          return [ms(d), Number.isFinite(d) ? `${fmt(d / q, 2)}×` : '—'];
        }),
      ];
    });
    rows.push([
      'failed requests',
      fmt(quiet.failed),
      ...during.flatMap(({ sample }) => [fmt(sample.failed), '']),
    ]);
    rows.push([
      'requests',
      fmt(Object.values(quiet.ms).flat().length),
      ...during.flatMap(({ sample }) => [fmt(Object.values(sample.ms).flat().length), '']),
    ]);
    rows.push([
      'server CPU (% of a core)',
      fmt(quiet.serverCpu),
      ...during.flatMap(({ sample }) => [fmt(sample.serverCpu), '']),
    ]);
    rows.push([
      'attacker CPU (% of a core)',
      '',
      ...during.flatMap(({ attackerCpu }) => [fmt(attackerCpu), '']),
    ]);
    rows.push([
      'load average (1 min)',
      fmt(quiet.load, 2),
      ...during.flatMap(({ sample }) => [fmt(sample.load, 2), '']),
    ]);
    const orderCell = (o: Awaited<ReturnType<typeof placeOrder>>) =>
      o.status === 201 || o.status === 200 ? `${fmt(o.ms)} ms` : `${o.status || 'reset'}`;
    rows.push([
      'an order placed',
      orderCell(quietOrder),
      ...during.flatMap(({ order }) => [orderCell(order), '']),
    ]);
    printTable(['p95', 'quiet', ...during.flatMap(({ name }) => [name, 'ratio'])], rows);
    for (const { name, seen, report } of during)
      console.log(
        `  ${name}: open sockets by address at the server ${JSON.stringify(seen)}; attacker ${JSON.stringify(report)}`,
      );
    console.log('  goals: p95 during ≤ 2× quiet, no failed request, each order ≤ 1 s\n');
  } finally {
    server.stdin!.end();
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(0)));
  }
}
