// The database: PostgreSQL through node-postgres when DATABASE_URL is set, otherwise PGlite (PostgreSQL in
// WebAssembly) in DATA_DIR/db, or in memory for tests. One Drizzle API over both, one set of migrations.
//
// PGlite is a single connection: it runs one query at a time and serialises transactions. Races therefore
// only show on real PostgreSQL, which is why the API suite also runs there (npm run test:api:pg).
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { nameStatement } from './prepared-statements';
import { pgliteExtensions, SEARCH_SESSION_SQL, TYPO_SIMILARITY } from './pglite-extensions.mjs';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is under it. Handlers and repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or a transaction: what a repository function takes, so it can run inside either. */
export type DbOrTx = Db | Tx;

export { migrationsFolder, TYPO_SIMILARITY };

export interface Database {
  /** Shoppers' reads (catalogue, pages) and whatever is not named below: the default. */
  db: Db;
  /**
   * Where shoppers' searches run: on PostgreSQL a small pool of its own, whose statements are
   * cut after the search timeout, so a flood of searches never takes the connections orders and pages need; on
   * PGlite (one connection) the same as `db`, with the session prepared the same way.
   */
  search: Db;
  /** Checkout and the shopper's order calls: a queue of orders never takes the connections browsing needs. */
  orders: Db;
  /** The back office: staff keep working during a sale. */
  admin: Db;
  /** Periodic jobs and their advisory locks (expiry, clean-ups). */
  jobs: Db;
  /** Readiness and outage probes: one connection no traffic can take. */
  health: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite on disk: its data directory (writes stop while its disk is nearly full). */
  dataDir?: string;
  /** Runs the migrations in src/server/db/migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Told when PostgreSQL drops a connection (the app logs it once per outage); console.error by default. */
  onConnectionLost?: (error: Error) => void;
}

/** What each PostgreSQL pool of an instance may hold, and how long a request waits for one of its connections. */
export interface PoolSizes {
  reads: PoolSize;
  orders: PoolSize;
  admin: PoolSize;
  jobs: PoolSize;
  /** A new connection that PostgreSQL has not accepted within this is a failed connection (an outage). */
  connectTimeoutMs: number;
  /** Prefix of each pool's application_name (`morph:orders`…), as pg_stat_activity shows it. */
  applicationName: string;
}

export interface PoolSize {
  max: number;
  /** Waiting longer than this for a free connection is "busy" (503 with Retry-After), not an outage. */
  waitMs: number;
}

/**
 * Checkouts in flight at once per instance, by default: one per core of this machine but one, which is left to
 * the shop's event loop (1 to 10). An order's transaction is CPU work, in PostgreSQL and in the shop; more of them
 * at once only take the cores from the shoppers browsing, and queue inside PostgreSQL instead of here. Measured on
 * 2 cores with PostgreSQL beside the shop, 10 shoppers ordering back to back from their own addresses while
 * others read page 1: 1 at once, 28–31 orders/s with the catalogue at 64–74 % of its speed alone; 2, 38–44/s and
 * 47–55 %; 4, 56/s and 33 %; 10, 67/s and 19 % (docs/decisions/0043-held-items.md, 0044-order-in-nine-round-trips.md).
 * DB_POOL_ORDERS sets it: raise it when PostgreSQL has a machine of its own.
 */
export const DEFAULT_ORDER_CONNECTIONS = Math.min(10, Math.max(1, availableParallelism() - 1));

/**
 * Defaults: 8 + at most 10 + 2 + 3, the search pool's 2, the health probe's 1 and the listening connection: at
 * most 27 per instance, so three instances stay under PostgreSQL's default max_connections (100, 3 kept for
 * superusers).
 */
export const DEFAULT_POOLS: PoolSizes = {
  reads: { max: 8, waitMs: 5_000 },
  orders: { max: DEFAULT_ORDER_CONNECTIONS, waitMs: 15_000 },
  admin: { max: 2, waitMs: 10_000 },
  jobs: { max: 3, waitMs: 30_000 },
  connectTimeoutMs: 5_000,
  applicationName: 'morph',
};

export interface DatabaseOptions {
  /** A PostgreSQL connection string; wins over everything else. */
  databaseUrl?: string;
  /** A PGlite data directory; undefined means in memory. */
  pgliteDir?: string;
  /** An existing PGlite instance (tests clone a migrated template into one). */
  pglite?: PGlite;
  /** node-postgres: the size of the reads, orders, admin and jobs pools (tests that need few connections). */
  poolMax?: number;
  /** node-postgres: each pool's size and wait (DB_POOL_*, DB_WAIT_*_MS). */
  pools?: Partial<PoolSizes>;
  /** PostgreSQL: the search pool's size and statement timeout (SEARCH_CONCURRENCY, SEARCH_TIMEOUT_MS). */
  search?: { poolMax: number; timeoutMs: number };
}

const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

/** The search pool's defaults when the caller names none (tests). */
export const DEFAULT_SEARCH_POOL = { poolMax: 2, timeoutMs: 2_000 };

/**
 * A node-postgres pool whose two timeouts are apart: pg-pool uses `connectionTimeoutMillis` both for the wait for
 * a free connection and for opening a new one. The pool gets the wait; each new client (`Client` option) gets the
 * connect timeout, so a dead server is noticed in `connectTimeoutMs` while a busy pool is waited on longer. A wait
 * past the bound fails with pg-pool's "timeout exceeded when trying to connect" (isPoolWait), a connect past its
 * bound with "Connection terminated due to connection timeout" (an outage).
 */
function makePool(
  connectionString: string,
  name: string,
  size: PoolSize,
  pools: PoolSizes,
  extra: pg.PoolConfig = {},
  nameStatements = false,
): pg.Pool {
  const connectTimeoutMs = pools.connectTimeoutMs;
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  class NamingClient extends TimedClient {
    /** The statement texts this connection has named, and their names (see NAMED_PER_CONNECTION). */
    readonly named = new Map<string, string>();
  }
  // Statements with parameters get a name from their text (prepared-statements.ts): node-postgres then sends a text
  // once per connection, and PostgreSQL parses it once and may keep a generic plan, instead of parsing and planning
  // every statement of every order (that was more of PostgreSQL's time per order than running them). The orders
  // pool only: its statements are the checkout's few dozen texts, run again and again; the catalogue's and the back
  // office's vary with every filter, and there a plan made for other values can be the slower one.
  (NamingClient.prototype as unknown as { query: unknown }).query = function named(
    this: NamingClient,
    config: unknown,
    ...rest: unknown[]
  ) {
    return (pg.Client.prototype.query as (...args: unknown[]) => unknown).call(
      this,
      nameStatement(this.named, config, rest[0]),
      ...rest,
    );
  };
  return new pg.Pool({
    connectionString,
    max: size.max,
    // pg-pool also ends a new client not connected after this: a new connection gets the shorter of the two.
    connectionTimeoutMillis: size.waitMs,
    application_name: `${pools.applicationName}:${name}`,
    Client: nameStatements ? NamingClient : TimedClient,
    ...extra,
    // No JIT: it compiles a query the planner thinks costly for 50–100 ms before running it, longer than
    // any of the shop's queries takes (docs/decisions/0018-scale.md). No parallel workers: starting two took
    // 30–60 ms on the 2-core machine for a search that reads a few thousand rows in 20.
    options: [SESSION_OPTIONS, extra.options].filter(Boolean).join(' '),
  });
}

export function openDatabase(options: DatabaseOptions = {}): Database {
  const casing = 'snake_case' as const;
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const given = options.pools ?? {};
    const pools: PoolSizes = { ...DEFAULT_POOLS, ...given };
    const sized = (name: 'reads' | 'orders' | 'admin' | 'jobs'): PoolSize => ({
      ...pools[name],
      ...(options.poolMax ? { max: options.poolMax } : {}),
    });
    const readsPool = makePool(url, 'reads', sized('reads'), pools);
    const ordersPool = makePool(url, 'orders', sized('orders'), pools, {}, true);
    const adminPool = makePool(url, 'admin', sized('admin'), pools);
    const jobsPool = makePool(url, 'jobs', sized('jobs'), pools);
    // The probes wait little: a probe that cannot get its one connection in time has its answer already.
    const healthPool = makePool(url, 'health', { max: 1, waitMs: 2_000 }, pools);
    // Startup options rather than SET on each checkout: a connection is ready the moment the pool hands it out.
    const search = options.search ?? DEFAULT_SEARCH_POOL;
    const searchPool = makePool(url, 'search', { max: search.poolMax, waitMs: 5_000 }, pools, {
      options: `-c statement_timeout=${search.timeoutMs} -c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`,
    });
    const all = [readsPool, ordersPool, adminPool, jobsPool, healthPool, searchPool];
    const drizzled = (pool: pg.Pool) => drizzlePg(pool, { schema, casing }) as unknown as Db;
    const db = drizzlePg(readsPool, { schema, casing }) as NodePgDatabase<Schema>;
    const database: Database = {
      db: db as unknown as Db,
      search: drizzled(searchPool),
      orders: drizzled(ordersPool),
      admin: drizzled(adminPool),
      jobs: drizzled(jobsPool),
      health: drizzled(healthPool),
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        await Promise.all(all.map((pool) => pool.end()));
      },
    };
    // A connection the server drops (a restart, a failover, an admin's terminate) emits 'error' on its client;
    // without a listener node-postgres' error event ends the whole process. The pool listens to idle clients
    // only, so every client gets a listener of its own for the time it is checked out: the query in flight
    // fails (the request is answered 503) and the pool opens a fresh connection for the next one.
    const lost = (error: Error) =>
      database.onConnectionLost
        ? database.onConnectionLost(error)
        : console.error(`PostgreSQL dropped a connection: ${error.message}`);
    for (const each of all) {
      each.on('connect', (client) => client.on('error', lost));
      // The pool re-emits an idle client's error, already reported by the listener above.
      each.on('error', () => undefined);
    }
    return database;
  }
  const client = options.pglite ?? new PGlite({ dataDir: options.pgliteDir, extensions: pgliteExtensions });
  const db = drizzlePglite(client, { schema, casing }) as PgliteDatabase<Schema>;
  // Queued before any query of the caller's: PGlite runs them in order.
  client.exec(SEARCH_SESSION_SQL).catch((error: unknown) => console.error('Could not prepare search', error));
  // One connection: every role is the same database.
  const one = db as unknown as Db;
  return {
    db: one,
    search: one,
    orders: one,
    admin: one,
    jobs: one,
    health: one,
    kind: 'pglite',
    dataDir: options.pglite ? undefined : options.pgliteDir,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The node-postgres pool under a Drizzle database, or undefined on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  const pool = (db as unknown as { $client?: unknown }).$client;
  return pool instanceof pg.Pool ? pool : undefined;
}

/**
 * The Drizzle database over one pooled connection, made once per connection: building one reads the whole
 * schema's relations (0.4–0.5 ms of CPU), and a new one starts with empty column-name caches; per transaction that
 * was about a sixth of what an order cost the shop process.
 */
const connectionDbs = new WeakMap<pg.PoolClient, Db>();
function connectionDb(connection: pg.PoolClient): Db {
  let scoped = connectionDbs.get(connection);
  if (!scoped) {
    scoped = drizzlePg(connection, { schema, casing: 'snake_case' }) as unknown as Db;
    connectionDbs.set(connection, scoped);
  }
  return scoped;
}

/**
 * Runs `work` in one transaction: all of it or none of it. Pass the `tx` to every repository call inside.
 * On PostgreSQL, lock rows in a fixed order (or use conditional updates) so concurrent calls cannot deadlock.
 */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return db.transaction(work);
  // On PostgreSQL the connection is taken and given back here, not by Drizzle: Drizzle sends BEGIN before its
  // try/finally, so a connection that dies between checkout and BEGIN (a restart, a terminated backend) was
  // never released, and after a few outages the pool was empty and shutdown waited forever for it.
  const connection = await pool.connect();
  let failed: unknown;
  try {
    return await connectionDb(connection).transaction(work);
  } catch (error) {
    failed = error;
    throw error;
  } finally {
    // A refusal (an HTTP status the shop chose) left a healthy connection; any other failure may have broken
    // it, so it is closed rather than handed to the next request.
    const refusal = typeof (failed as { statusCode?: unknown } | undefined)?.statusCode === 'number';
    connection.release(failed !== undefined && !refusal ? (failed as Error) : undefined);
  }
}
