// The shop of the bench's sale section, in a process of its own, as it runs in production: its event loop serves
// HTTP and nothing else, while the bench's readers (autocannon) and buyers (fetch) run in the bench's process.
// In one process, every client request's own work (building it, parsing the answer) was charged to the server's
// loop, and the catalogue's share under orders said as much about the clients as about the shop.
//
//   node --import tsx sale-server.ts pglite-worker|pglite RUN_DIR
//   node --import tsx sale-server.ts postgres RUN_DIR DATABASE_URL
//
// RUN_DIR is the run's DATA_DIR (PGlite's data in RUN_DIR/db), with the home page to serve in RUN_DIR/dist.
// Prints `port=<n>` once listening. On stdin: `loads` prints `loads=<n>` (catalogue answers loaded from the
// database so far); `taken <size ids as JSON>` prints `taken=<units>` (stock the orders took from those sizes).
// Closing stdin closes the app and the database, then the process exits.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { openPgliteWorker } from '../../src/server/db/pglite-worker-client';
import { sizes } from '../../src/server/db/schema';
import { seedCities } from '../../src/server/seed';
import { ensureBenchCatalogue } from './generate-orders';

/** Enough stock that no order of the run is refused. */
const SALE_STOCK = 1_000_000;

const [kind, dataDir, databaseUrl] = process.argv.slice(2);
if (!kind || !dataDir) throw new Error('usage: sale-server.ts KIND RUN_DIR [DATABASE_URL]');
const staticDir = join(dataDir, 'dist');

// The shop's settings from the environment, as `npm start` reads them (DB_POOL_ORDERS sizes the orders' pool),
// with the proof-of-work challenge off: the buyers are scripts (below).
const defaults = loadConfig({ ...process.env, CHALLENGE: 'off' });

const open = (): Promise<Database> | Database => {
  if (kind === 'pglite-worker') return openPgliteWorker({ dataDir: join(dataDir, 'db') });
  if (kind === 'pglite') return openDatabase({ pgliteDir: join(dataDir, 'db') });
  // The pools as the shop sizes them (DB_POOL_ORDERS and the others from the environment, else their defaults).
  if (kind === 'postgres' && databaseUrl) return openDatabase({ databaseUrl, pools: defaults.pools });
  throw new Error(`unknown database kind ${kind}`);
};

const database = await open();
await database.migrate();
await ensureBenchCatalogue(database.db);
await seedCities(database.db);
await database.db.execute(sql`UPDATE sizes SET stock = ${SALE_STOCK}`);

// Each order of the bench comes from an address of its own, as a sale's shoppers do: the bench sends it in
// X-Forwarded-For, trusted from the bench's own 127.0.0.1 as from a proxy in front of the shop. So the shop's own
// limits apply as they do in production (per address: orders an hour, units held). From one address with those
// limits lifted, every order queued on the address's lock (ten clients placed one order at a time) and summed all
// of that address's pending orders, which no sale does. The proof-of-work challenge stays off: the buyers are
// scripts, and a surge of orders is exactly when the shop would ask it of each of them.
const config = { ...defaults, dataDir, logLevel: 'silent', staticDir, trustProxy: '127.0.0.1' };
const app = await buildApp(config, { database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`port=${(app.server.address() as { port: number }).port}`);

const lines = createInterface({ input: process.stdin });
lines.on('line', async (line) => {
  const [command, arg] = line.trim().split(' ');
  if (command === 'loads') console.log(`loads=${app.catalogueCache.local.loads}`);
  if (command === 'taken') {
    const ids = JSON.parse(arg ?? '[]') as number[];
    const [row] = await database.db
      .select({ units: sql<number>`coalesce(sum(${SALE_STOCK} - ${sizes.stock}), 0)::int` })
      .from(sizes)
      .where(inArray(sizes.id, ids));
    console.log(`taken=${Number(row?.units ?? 0)}`);
  }
});
lines.on('close', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
