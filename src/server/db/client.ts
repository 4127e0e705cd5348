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
import pg from 'pg';
import { migrationsFolder } from '../paths';
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
  db: Db;
  /**
   * Where shoppers' searches run: on PostgreSQL a small pool of its own, whose statements are
   * cut after the search timeout, so a flood of searches never takes the connections orders and pages need; on
   * PGlite (one connection) the same as `db`, with the session prepared the same way.
   */
  search: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations in src/server/db/migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Told when PostgreSQL drops a connection (the app logs it once per outage); console.error by default. */
  onConnectionLost?: (error: Error) => void;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; wins over everything else. */
  databaseUrl?: string;
  /** A PGlite data directory; undefined means in memory. */
  pgliteDir?: string;
  /** An existing PGlite instance (tests clone a migrated template into one). */
  pglite?: PGlite;
  /** node-postgres pool size. */
  poolMax?: number;
  /** PostgreSQL: the search pool's size and statement timeout (SEARCH_CONCURRENCY, SEARCH_TIMEOUT_MS). */
  search?: { poolMax: number; timeoutMs: number };
}

/** The search pool's defaults when the caller names none (tests). */
export const DEFAULT_SEARCH_POOL = { poolMax: 2, timeoutMs: 2_000 };

export function openDatabase(options: DatabaseOptions = {}): Database {
  const casing = 'snake_case' as const;
  if (options.databaseUrl) {
    // A connection attempt to an unreachable server fails after 5 s instead of holding the request forever.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    const db = drizzlePg(pool, { schema, casing }) as NodePgDatabase<Schema>;
    // Startup options rather than SET on each checkout: a connection is ready the moment the pool hands it out.
    const search = options.search ?? DEFAULT_SEARCH_POOL;
    const searchPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: search.poolMax,
      connectionTimeoutMillis: 5_000,
      options: `-c statement_timeout=${search.timeoutMs} -c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`,
    });
    const database: Database = {
      db: db as unknown as Db,
      search: drizzlePg(searchPool, { schema, casing }) as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), searchPool.end()]);
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
    for (const each of [pool, searchPool]) {
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
  return {
    db: db as unknown as Db,
    search: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Runs `work` in one transaction: all of it or none of it. Pass the `tx` to every repository call inside.
 * On PostgreSQL, lock rows in a fixed order (or use conditional updates) so concurrent calls cannot deadlock.
 */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  // On PostgreSQL the connection is taken and given back here, not by Drizzle: Drizzle sends BEGIN before its
  // try/finally, so a connection that dies between checkout and BEGIN (a restart, a terminated backend) was
  // never released, and after a few outages the pool was empty and shutdown waited forever for it.
  const connection = await pool.connect();
  let failed: unknown;
  try {
    const scoped = drizzlePg(connection, { schema, casing: 'snake_case' }) as unknown as Db;
    return await scoped.transaction(work);
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
