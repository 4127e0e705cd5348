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

const open = (): Promise<Database> | Database => {
  if (kind === 'pglite-worker') return openPgliteWorker({ dataDir: join(dataDir, 'db') });
  if (kind === 'pglite') return openDatabase({ pgliteDir: join(dataDir, 'db') });
  if (kind === 'postgres' && databaseUrl) return openDatabase({ databaseUrl });
  throw new Error(`unknown database kind ${kind}`);
};

const database = await open();
await database.migrate();
await ensureBenchCatalogue(database.db);
await seedCities(database.db);
await database.db.execute(sql`UPDATE sizes SET stock = ${SALE_STOCK}`);

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
const config = { ...defaults, limits, dataDir, logLevel: 'silent', staticDir };
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
