// npm run test:api:pg: the tests PostgreSQL can fail and PGlite cannot, on a real PostgreSQL (each test file in a
// database of its own, copied from a template migrated once: tests/api/helpers/database.ts). Needs
// DATABASE_URL, e.g.:
//   eval "$(scripts/postgres-local.sh start)" && npm run test:api:pg
//
// npm test runs every API and security file on PGlite. PGlite runs one statement at a time on one connection,
// so what it cannot show is what happens when statements meet: the files below, whose subject is statements
// that meet (writes in one transaction, counts taken under concurrent calls, SQL on the server's own planner),
// run here again on a pool of real connections. tests/pg (restarts, outages, several instances, the scale plans,
// backups) and tests/deploy (nginx) need a real server and run only here. The races of a sale, the abuse limits
// and the expiry runners are played in tests/pg on several instances over real HTTP (sale-burst, abuse-limits,
// order-expiry), which is where they can fail, so the PGlite files about the same rules (races, fake-orders,
// login-throttle, coupon-guessing, idempotency, order-lifecycle) are not run here twice. The other API files
// test answers that do not depend on the database engine (validation, texts, headers, SEO): a second run on
// PostgreSQL would only repeat them. Every file here migrates its database from the template, so the migrations
// run on this PostgreSQL version too.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'test:api:pg needs DATABASE_URL. Start a throwaway PostgreSQL with:\n  eval "$(scripts/postgres-local.sh start)"',
  );
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  const { rows } = await client.query('SHOW server_version');
  console.log(`API tests on PostgreSQL ${rows[0].server_version}`);
} catch (err) {
  console.error(`Cannot reach PostgreSQL at DATABASE_URL: ${err.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => undefined);
}
/** The API and security files about statements that meet (see above). */
const CONCURRENT = [
  'tests/api/orders.test.ts', // stock taken and given back in the order's transaction
  'tests/api/call-centre.test.ts', // bulk status changes, all or nothing
  'tests/api/returns.test.ts', // two requests for a line's last units at once; two receipts of one request at once
  'tests/api/activity.test.ts', // every admin write and its entry in one transaction (savepoints on a pool client)
  'tests/api/two-step.test.ts', // a code or a recovery code sent twice at once is accepted once
  'tests/api/search.test.ts', // the search's SQL on the server's own pg_trgm
  'tests/api/catalogue-listing.test.ts', // the listing's upserts and their statement triggers (counts) on the server
  'tests/api/dashboard-rollups.test.ts', // the dashboard's rollups under orders, status and stock changes at once
  'tests/security/stock-holds.test.ts', // the units one address may hold, counted under concurrent orders
  'tests/security/search-flood.test.ts', // the search gate, beside the pages and order pages on a pool of their own
];
const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    `${root}node_modules/vitest/vitest.mjs`,
    'run',
    ...CONCURRENT,
    'tests/pg',
    'tests/deploy',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
