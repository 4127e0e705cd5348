// The processes of the bench's "abuse" section (abuse.ts), apart from the one that measures, so that neither
// the attacks' CPU nor their sockets are counted with the shopper's latencies:
//   node --import tsx abuse-procs.ts serve DIR         the shop as `npm start` runs it (PGlite in a worker thread
//                                                      on DIR, limits from the environment); prints `port=N`;
//                                                      a line `peers` on stdin prints its open sockets per client
//                                                      address; stops (and removes DIR) when stdin closes
//   node --import tsx abuse-procs.ts slow PORT N S     N sockets from 127.0.0.2, each sending an order's headers
//                                                      and then its body one byte every 2 s; a socket the server
//                                                      closes is opened again ABUSE_RECONNECT_MS (1000) later;
//                                                      for S seconds
//   node --import tsx abuse-procs.ts search PORT N S   N clients from 127.0.0.3 searching random typos (search and
//                                                      suggestions) back to back for S seconds
// Attackers print `started` once under way, stop when their stdin closes (or after S seconds at most) and then
// print `report=<JSON>`. Loopback only.
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPgliteWorker } from '../../src/server/db/pglite-worker-client';
import { seedCities } from '../../src/server/seed';
import { ensureBenchCatalogue } from './generate-orders';

/** Addresses of the loopback network (all of 127.0.0.0/8 on Linux): the server sees each as another client. */
const SLOW_ATTACKER = '127.0.0.2';
const SEARCH_ATTACKER = '127.0.0.3';
const RECONNECT_MS = Number(process.env.ABUSE_RECONNECT_MS ?? 1000);

async function serve(dataDir: string) {
  const database = await openPgliteWorker({ dataDir: join(dataDir, 'db') });
  await database.migrate();
  await ensureBenchCatalogue(database.db);
  await seedCities(database.db);
  // No order of the run is refused for stock.
  await database.db.execute(sql`UPDATE sizes SET stock = 1000000`);
  const config = { ...loadConfig(process.env), dataDir, logLevel: 'silent', adminPassword: undefined };
  const app = await buildApp(config, { database, logger: false });
  // Open sockets per client address, as the server sees them (the bench checks the attackers are told apart).
  const peers = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    if (socket.destroyed) return;
    const address = socket.remoteAddress ?? '?';
    peers.set(address, (peers.get(address) ?? 0) + 1);
    socket.once('close', () => peers.set(address, (peers.get(address) ?? 1) - 1));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`port=${(app.server.address() as { port: number }).port}`);
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (line.trim() === 'peers')
      console.log(`peers=${JSON.stringify(Object.fromEntries([...peers].filter(([, n]) => n > 0)))}`);
  });
  lines.on('close', async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** Whether the attack should stop: when the bench closes stdin, or after `seconds` at most. */
function stopper(seconds: number) {
  let stopped = false;
  const done = new Promise<void>((resolve) => {
    const stop = () => {
      stopped = true;
      resolve();
    };
    process.stdin.once('end', stop).resume();
    setTimeout(stop, seconds * 1000).unref();
  });
  return { done, stopped: () => stopped };
}

async function slow(port: number, sockets: number, seconds: number) {
  const stop = stopper(seconds);
  const head =
    'POST /api/customer/createOrder HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
    'Content-Length: 2000\r\n\r\n{';
  const stats = { opened: 0, refused: 0, answered408: 0, closedByServer: 0, heldMs: [] as number[] };
  let open = 0;
  let peakOpen = 0;
  const timers = new Set<NodeJS.Timeout>();
  const live = new Set<Socket>();
  const one = () => {
    if (stop.stopped()) return;
    const socket = connect({ port, host: '127.0.0.1', localAddress: SLOW_ATTACKER });
    stats.opened += 1;
    let connectedAt = 0;
    let answer = '';
    socket.on('connect', () => {
      connectedAt = Date.now();
      open += 1;
      peakOpen = Math.max(peakOpen, open);
      socket.write(head);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    const drip = setInterval(() => {
      if (socket.writable) socket.write(' ');
    }, 2000);
    timers.add(drip);
    socket.on('close', () => {
      clearInterval(drip);
      timers.delete(drip);
      if (!connectedAt) stats.refused += 1;
      else {
        open -= 1;
        if (!stop.stopped()) {
          stats.closedByServer += 1;
          stats.heldMs.push(Date.now() - connectedAt);
        }
      }
      if (answer.startsWith('HTTP/1.1 408')) stats.answered408 += 1;
      const again = setTimeout(one, RECONNECT_MS);
      timers.add(again);
    });
    live.add(socket);
    socket.once('close', () => live.delete(socket));
  };
  for (let i = 0; i < sockets; i++) one();
  console.log('started');
  await stop.done;
  for (const t of timers) clearTimeout(t);
  for (const s of live) s.destroy();
  const held = [...stats.heldMs].sort((a, b) => a - b);
  console.log(
    `report=${JSON.stringify({
      opened: stats.opened,
      refused: stats.refused,
      peakOpen,
      closedByServer: stats.closedByServer,
      answered408: stats.answered408,
      heldMedianMs: held[Math.floor(held.length / 2)] ?? 0,
    })}`,
  );
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A word nothing matches exactly: the search's typo-tolerant path, its most expensive one. */
const randomWord = () =>
  Array.from(
    { length: 5 + Math.floor(Math.random() * 5) },
    () => LETTERS[Math.floor(Math.random() * 26)],
  ).join('');

/** One GET from `localAddress` on a fresh connection; its status (0 when it failed). */
function get(port: number, path: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function search(port: number, clients: number, seconds: number) {
  const stop = stopper(seconds);
  const statuses: Record<string, number> = {};
  console.log('started');
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = c; !stop.stopped(); i++) {
        const q = encodeURIComponent(randomWord());
        const path =
          i % 2
            ? `/api/products/search/suggestions?q=${q}`
            : `/api/products/search?q=${q}&page=1&pageSize=12`;
        const status = await get(port, path, SEARCH_ATTACKER);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  console.log(`report=${JSON.stringify({ statuses })}`);
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'serve') await serve(args[0]!);
else if (mode === 'slow') await slow(Number(args[0]), Number(args[1]), Number(args[2]));
else if (mode === 'search') await search(Number(args[0]), Number(args[1]), Number(args[2]));
